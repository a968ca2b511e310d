/**
 * The wrong-door screens in every flow. The emergency screen (decision 0031):
 * asked once, right after the age and the flow's own immediate life threats;
 * each item is rojo at once at every age. The same-day screen (round 15):
 * asked once, at the end of the flow's own questions; each item is at least
 * amarillo at every age, its own result on a verde path, and never changes a
 * rojo result. For both, "No, ninguna de estas" changes nothing and an item
 * is left out exactly where the flow's own questions already ask it.
 */
import { describe, expect, it } from 'vitest';
import { EDAD_OPCIONES, PREGUNTA_EDAD_ID } from '../edad.ts';
import { avanzar, evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import { PREGUNTA_PESO_ID } from '../edad.ts';
import { completar, valoresCandidatos } from '../explorar-flujo.ts';
import type { Flujo, ValorRespuesta } from '../types.ts';
import { ACCIONES_112, ACCIONES_AMARILLO, ACCIONES_URGENCIAS, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, PREGUNTA_MUY_ENFERMO, PREGUNTA_PREOCUPADO } from './comunes.ts';
import { benignosPrimero, caminoTranquilo } from './camino-tranquilo.ts';
import { CONSULTAS_DE_OTRA_PUERTA, NINGUNA_CONSULTA_DE_OTRA_PUERTA } from './consultas-otras-puertas.ts';
import { CONSULTA_ID, consultasParaFlujo, CRIBADO_ID, esReglaConsulta, esReglaCribado, urgenciasParaFlujo } from './cribado-otras-puertas.ts';
import { FLUJOS, IDS_FLUJOS_SPEC } from './index.ts';
import { NINGUNA_URGENCIA_DE_OTRA_PUERTA, URGENCIAS_DE_OTRA_PUERTA } from './urgencias-otras-puertas.ts';

const NINGUNA = NINGUNA_URGENCIA_DE_OTRA_PUERTA;

/** The flow as it was before the screen: without its question and its rules. */
function sinCribado(flujo: Flujo): Flujo {
  return {
    ...flujo,
    preguntas: flujo.preguntas.filter((p) => p.id !== CRIBADO_ID),
    reglas: flujo.reglas.filter((r) => !esReglaCribado(r)),
  };
}

/** The flow without the same-day screen: without its question and its rules. */
function sinConsulta(flujo: Flujo): Flujo {
  return {
    ...flujo,
    preguntas: flujo.preguntas.filter((p) => p.id !== CONSULTA_ID),
    reglas: flujo.reglas.filter((r) => !esReglaConsulta(r)),
  };
}

/**
 * The answers up to the screen for one age, none of them rojo, and the
 * screen's index among the visible questions.
 */
function hastaElCribado(flujo: Flujo, edad: string): { respuestas: Record<string, ValorRespuesta>; indice: number } {
  let respuestas: Record<string, ValorRespuesta> = { [PREGUNTA_EDAD_ID]: edad };
  for (let i = 1; ; i++) {
    const pregunta = preguntasVisibles(flujo, respuestas)[i];
    if (!pregunta) throw new Error(`${flujo.id}: el cribado no se muestra con ${edad}`);
    if (pregunta.id === CRIBADO_ID) return { respuestas, indice: i };
    const valor = benignosPrimero(valoresCandidatos(flujo, pregunta)).find((v) => !rojoSeguro(flujo, { ...respuestas, [pregunta.id]: v }));
    if (valor === undefined) throw new Error(`${flujo.id}: con ${edad}, '${pregunta.id}' es rojo con cualquier respuesta`);
    respuestas = { ...respuestas, [pregunta.id]: valor };
  }
}

describe('wrong-door screen: the items (urgencias-otras-puertas.ts)', () => {
  it('has at most 12 items, each with a unique key and option, after "No, ninguna de estas"', () => {
    expect(URGENCIAS_DE_OTRA_PUERTA.length).toBeGreaterThan(0);
    expect(URGENCIAS_DE_OTRA_PUERTA.length).toBeLessThanOrEqual(12);
    const claves = URGENCIAS_DE_OTRA_PUERTA.map((u) => u.clave);
    const opciones = URGENCIAS_DE_OTRA_PUERTA.map((u) => u.opcion);
    expect(new Set(claves).size).toBe(claves.length);
    expect(new Set([NINGUNA, ...opciones]).size).toBe(opciones.length + 1);
  });

  it('phrases every option shortly, without single quotes (they would break the rule condition)', () => {
    for (const u of URGENCIAS_DE_OTRA_PUERTA) {
      expect(u.opcion, u.clave).not.toContain("'");
      expect(u.opcion.split(/\s+/).length, u.clave).toBeLessThanOrEqual(25);
      expect(u.opcion.length, u.clave).toBeLessThanOrEqual(160);
    }
  });

  it('gives every item a rojo result that says what to do now, closes with the 112 advice and suggests 112 or urgencias now', () => {
    for (const u of URGENCIAS_DE_OTRA_PUERTA) {
      expect(u.regla.titulo.length, u.clave).toBeGreaterThan(10);
      expect(u.regla.consejos.length, u.clave).toBeGreaterThanOrEqual(3);
      expect(u.regla.consejos.at(-1), u.clave).toBe(CONSEJO_ROJO_CAMINO);
      expect([ACCIONES_112, ACCIONES_URGENCIAS], u.clave).toContain(u.regla.acciones_sugeridas);
      expect(u.regla.medicacion, u.clave).toBeUndefined();
    }
  });

  it('cites at least one source per item, every one over https', () => {
    for (const u of URGENCIAS_DE_OTRA_PUERTA) {
      expect(u.fuentes.length, u.clave).toBeGreaterThan(0);
      for (const f of u.fuentes) {
        expect(f.url, u.clave).toMatch(/^https:\/\//);
        expect(f.anio, u.clave).toBeGreaterThan(1990);
        expect(f.titulo.length, u.clave).toBeGreaterThan(10);
      }
    }
  });

  it('names in yaPreguntadaEn only real flows, once each', () => {
    for (const u of URGENCIAS_DE_OTRA_PUERTA) {
      expect(new Set(u.yaPreguntadaEn).size, u.clave).toBe(u.yaPreguntadaEn.length);
      for (const id of u.yaPreguntadaEn) expect(IDS_FLUJOS_SPEC as readonly string[], u.clave).toContain(id);
    }
  });

  it('points only to flows that ask the item themselves, so a result never points to the flow that shows it', () => {
    for (const u of URGENCIAS_DE_OTRA_PUERTA) {
      for (const id of u.regla.ver_tambien ?? []) expect(u.yaPreguntadaEn as readonly string[], u.clave).toContain(id);
    }
  });

  it('sends the strangulation or suicide attempt result to 112 and the 024 line, with the safeguarding side', () => {
    const cuello = URGENCIAS_DE_OTRA_PUERTA.find((u) => u.clave === 'cuello_intento_suicidio')!;
    const texto = cuello.regla.consejos.join(' ');
    expect(cuello.regla.acciones_sugeridas).toEqual(ACCIONES_112);
    expect(texto).toContain('024');
    expect(texto).toMatch(/No lo dejes solo/);
    expect(texto).toMatch(/otra persona/);
    expect(cuello.opcion).toMatch(/juego o reto de asfixia/);
  });

  it('keeps the benign forms out of the options: the faint during exercise, the head knock with vomiting or drowsiness, the baby who cannot roll', () => {
    const opcion = (clave: string) => URGENCIAS_DE_OTRA_PUERTA.find((u) => u.clave === clave)!.opcion;
    expect(opcion('desmayo_ejercicio')).toMatch(/en pleno ejercicio/);
    expect(opcion('golpe_cabeza')).toMatch(/frente/);
    expect(opcion('golpe_cabeza')).toMatch(/2 veces o más/);
    expect(opcion('bebe_bulto_cabeza')).toMatch(/aún no se da la vuelta/);
    expect(opcion('bebe_bulto_cabeza')).toMatch(/no es del parto/);
    expect(opcion('testiculo')).toMatch(/le duele/);
    expect(opcion('convulsion')).toMatch(/sin responder/);
  });

  it('round 18: names the ketotic breath only with the thirst of these days or known diabetes with high ketones, never alone (ISPAD 2022; NICE NG18)', () => {
    const cetoacidosis = URGENCIAS_DE_OTRA_PUERTA.find((u) => u.clave === 'cetoacidosis')!;
    expect(cetoacidosis.opcion).toMatch(/^Mucha sed y mucho pis estos días, o diabetes con cetonas altas, y /);
    expect(cetoacidosis.opcion).toMatch(/respira muy hondo o huele a acetona$/);
    expect(cetoacidosis.regla.consejos.join(' ')).toMatch(/aliento a acetona/);
    expect(cetoacidosis.fuentes.map((f) => f.url)).toContain('https://doi.org/10.1111/pedi.13406');
  });
});

describe.each(FLUJOS.map((f) => [f.id, f] as const))('wrong-door screen in %s', (_id, flujo) => {
  const mostradas = urgenciasParaFlujo(flujo.id);

  it('asks the screen exactly once, after the age, with "No, ninguna de estas" first', () => {
    const indices = flujo.preguntas.flatMap((p, i) => (p.id === CRIBADO_ID ? [i] : []));
    expect(indices).toHaveLength(1);
    expect(indices[0]).toBeGreaterThanOrEqual(1);
    expect(flujo.preguntas[0]?.id).toBe(PREGUNTA_EDAD_ID);
    const pregunta = flujo.preguntas[indices[0]!]!;
    expect(pregunta.tipo).toBe('opciones');
    expect(pregunta.mostrar_si).toBeUndefined();
    expect(pregunta.opciones?.[0]).toBe(NINGUNA);
    expect(pregunta.alarma).toEqual(mostradas.map((u) => u.opcion));
  });

  it('shows every item except those its own questions already ask (yaPreguntadaEn)', () => {
    const pregunta = flujo.preguntas.find((p) => p.id === CRIBADO_ID)!;
    const esperadas = URGENCIAS_DE_OTRA_PUERTA.filter((u) => !(u.yaPreguntadaEn as readonly string[]).includes(flujo.id)).map((u) => u.opcion);
    expect(pregunta.opciones).toEqual([NINGUNA, ...esperadas]);
    for (const u of URGENCIAS_DE_OTRA_PUERTA) {
      const oculta = (u.yaPreguntadaEn as readonly string[]).includes(flujo.id);
      expect(flujo.reglas.some((r) => r.si === `${CRIBADO_ID} = '${u.opcion}'`), u.clave).toBe(!oculta);
    }
  });

  it('has one rojo rule per item shown, naming only the screen, before the flow\'s amarillo and verde rules', () => {
    const reglas = flujo.reglas.filter((r) => esReglaCribado(r));
    expect(reglas.map((r) => r.titulo)).toEqual(mostradas.map((u) => u.regla.titulo));
    for (const r of reglas) expect(r.urgencia).toBe('rojo');
    const ultimaCribado = flujo.reglas.findLastIndex((r) => esReglaCribado(r));
    const primeraNoRoja = flujo.reglas.findIndex((r) => r.urgencia !== 'rojo');
    if (primeraNoRoja >= 0) expect(ultimaCribado).toBeLessThan(primeraNoRoja);
    expect(esReglaCribado(flujo.reglas.at(-1)!)).toBe(false);
    // Only the screen's own rules read the screen's answer.
    for (const r of flujo.reglas.filter((x) => !esReglaCribado(x))) expect(r.si).not.toContain(CRIBADO_ID);
    for (const p of flujo.preguntas) expect(p.mostrar_si ?? '').not.toContain(CRIBADO_ID);
  });

  it('lists the sources of the items it shows', () => {
    const urls = new Set(flujo.fuentes.map((f) => f.url));
    for (const u of mostradas) for (const f of u.fuentes) expect(urls.has(f.url), `${u.clave}: ${f.url}`).toBe(true);
  });

  it.each(EDAD_OPCIONES.map((e) => [e]))('at %s, every item shown is rojo at once, with its own result', (edad) => {
    const { respuestas, indice } = hastaElCribado(flujo, edad);
    for (const u of mostradas) {
      const conItem = { ...respuestas, [CRIBADO_ID]: u.opcion };
      expect(rojoSeguro(flujo, conItem)?.titulo, u.clave).toBe(u.regla.titulo);
      const paso = avanzar(flujo, conItem, indice);
      expect(paso.tipo, u.clave).toBe('resultado');
      if (paso.tipo !== 'resultado') continue;
      expect(paso.anticipado, u.clave).toBe(true);
      expect(paso.resultado.urgencia, u.clave).toBe('rojo');
      expect(paso.resultado.titulo, u.clave).toBe(u.regla.titulo);
      expect(paso.resultado.acciones_sugeridas, u.clave).toEqual([...u.regla.acciones_sugeridas]);
      expect(paso.resultado.medicacion, u.clave).toEqual([]);
    }
    // "None of these" goes on to the flow's next question, or to its result.
    const sigue = avanzar(flujo, { ...respuestas, [CRIBADO_ID]: NINGUNA }, indice);
    if (sigue.tipo === 'resultado') expect(sigue.anticipado).toBe(false);
  });

  it('"No, ninguna de estas" changes nothing: a complete path gives the same questions and the same result as without the screen', () => {
    const antes = sinCribado(flujo);
    let verdes = 0;
    for (const edad of EDAD_OPCIONES) {
      const respuestas = caminoTranquilo(flujo, edad);
      if (!respuestas) continue;
      expect(respuestas[CRIBADO_ID]).toBe(NINGUNA);
      if (evaluarTriaje(flujo, respuestas).urgencia === 'verde') verdes++;
      const sinRespuesta = Object.fromEntries(Object.entries(respuestas).filter(([id]) => id !== CRIBADO_ID));
      expect(preguntasVisibles(flujo, respuestas).map((p) => p.id).filter((id) => id !== CRIBADO_ID)).toEqual(
        preguntasVisibles(antes, sinRespuesta).map((p) => p.id),
      );
      expect(evaluarTriaje(flujo, respuestas)).toEqual(evaluarTriaje(antes, sinRespuesta));
    }
    // Every flow that can be home care reaches verde at some age with the screen answered "none".
    if (flujo.reglas.some((r) => r.urgencia === 'verde')) expect(verdes).toBeGreaterThan(0);
  });
});

describe('wrong-door screen: where it goes (after the flow\'s own immediate emergencies)', () => {
  /** The question just before the screen: the age and the global life threats, or the flow's own emergencies now. */
  const ANTES_DEL_CRIBADO: Readonly<Record<string, string>> = {
    fiebre: 'manchas_piel',
    dolor_garganta: 'estridor', // post-tonsillectomy bleed, drooling, stridor at rest
    dolor_oido: 'color_grave',
    tos: 'no_responde',
    vomitos: 'respiracion',
    diarrea: 'manchas_piel',
    dolor_abdominal: 'manchas_piel',
    herida: 'herida_grave', // bleeding now, blood loss, a deep or amputating wound
    quemadura: 'humo', // smoke or airway burn
    convulsion: 'convulsiona_ahora', // a seizure happening now
    cuerpo_extrano: 'respira_mal', // choking now
    picadura: 'ronchas', // anaphylaxis after a sting
    sangrado_nasal: 'respira_atraganta', // a bleed now: under 2, faint, choking on blood
    reaccion_alergica: 'circulacion', // anaphylaxis now
    dolor_articular: 'manchas_piel',
    intoxicacion: 'color_grave', // breathing, consciousness, a fit, colour
    orina: 'color_grave',
    mareo: 'sigue_shock', // not recovering, shock
    hinchazon_local: 'no_responde', // a swollen tongue or lips, breathing, consciousness
    estrenimiento: 'no_responde',
    ojo_rojo: 'lesion', // a chemical in the eye, a penetrating injury
    golpes_caidas: PREGUNTA_EDAD_ID,
    mocos_congestion: 'no_responde',
    lactancia_alimentacion: 'no_responde', // breathing while feeding, colour, consciousness
    sueno_infantil: 'despierta', // a breathing pause, breathing, colour, cannot be woken
    problemas_piel: 'manchas_piel',
    denticion: 'manchas_piel',
    vacunas_reacciones: 'adormilado', // anaphylaxis after a vaccine, colour, consciousness
    llanto_inconsolable: 'control_padres', // a parent who fears hurting the baby now
    ictericia_neonatal: 'adormilado',
  };

  it.each(FLUJOS.map((f) => [f.id, f] as const))('%s', (id, flujo) => {
    const indice = flujo.preguntas.findIndex((p) => p.id === CRIBADO_ID);
    expect(flujo.preguntas[indice - 1]?.id).toBe(ANTES_DEL_CRIBADO[id]);
  });
});

// ------------------------------------------------------------ the same-day screen (round 15)

const NINGUNA_CONSULTA = NINGUNA_CONSULTA_DE_OTRA_PUERTA;

describe('same-day screen: the items (consultas-otras-puertas.ts)', () => {
  it('has at most 7 items, each with a unique key and option, after "No, ninguna de estas", none repeating the emergency screen', () => {
    expect(CONSULTAS_DE_OTRA_PUERTA.length).toBeGreaterThan(0);
    expect(CONSULTAS_DE_OTRA_PUERTA.length).toBeLessThanOrEqual(7);
    const claves = CONSULTAS_DE_OTRA_PUERTA.map((u) => u.clave);
    const opciones = CONSULTAS_DE_OTRA_PUERTA.map((u) => u.opcion);
    expect(new Set(claves).size).toBe(claves.length);
    expect(new Set([NINGUNA_CONSULTA, ...opciones]).size).toBe(opciones.length + 1);
    const urgencias = new Set(URGENCIAS_DE_OTRA_PUERTA.flatMap((u) => [u.clave, u.opcion, u.regla.titulo]));
    for (const u of CONSULTAS_DE_OTRA_PUERTA) {
      for (const x of [u.clave, u.opcion, u.regla.titulo]) expect(urgencias.has(x), x).toBe(false);
    }
  });

  it('phrases every option shortly (about 20 words), without single quotes (they would break the rule condition)', () => {
    for (const u of CONSULTAS_DE_OTRA_PUERTA) {
      expect(u.opcion, u.clave).not.toContain("'");
      expect(u.opcion.split(/\s+/).length, u.clave).toBeLessThanOrEqual(22);
      expect(u.opcion.length, u.clave).toBeLessThanOrEqual(130);
    }
  });

  it('gives every item an amarillo result that says what to do today, when to go now, and closes with the amarillo advice', () => {
    for (const u of CONSULTAS_DE_OTRA_PUERTA) {
      expect(u.regla.titulo.length, u.clave).toBeGreaterThan(10);
      expect(u.regla.consejos.length, u.clave).toBeGreaterThanOrEqual(3);
      expect(u.regla.consejos.join(' '), u.clave).toMatch(/\bhoy\b/);
      expect(u.regla.consejos.at(-1), u.clave).toBe(CONSEJO_AMARILLO);
      expect(u.regla.acciones_sugeridas, u.clave).toBe(ACCIONES_AMARILLO);
      expect(u.regla.medicacion, u.clave).toBeUndefined();
    }
  });

  it('cites at least one source per item, every one over https', () => {
    for (const u of CONSULTAS_DE_OTRA_PUERTA) {
      expect(u.fuentes.length, u.clave).toBeGreaterThan(0);
      for (const f of u.fuentes) {
        expect(f.url, u.clave).toMatch(/^https:\/\//);
        expect(f.anio, u.clave).toBeGreaterThan(1990);
        expect(f.titulo.length, u.clave).toBeGreaterThan(10);
      }
    }
  });

  it('names in yaPreguntadaEn and ver_tambien only real flows, once each', () => {
    for (const u of CONSULTAS_DE_OTRA_PUERTA) {
      expect(new Set(u.yaPreguntadaEn).size, u.clave).toBe(u.yaPreguntadaEn.length);
      for (const id of [...u.yaPreguntadaEn, ...(u.regla.ver_tambien ?? [])]) expect(IDS_FLUJOS_SPEC as readonly string[], u.clave).toContain(id);
    }
  });

  it('keeps the benign forms out of the options: a limp after a knock or a recent vaccine there, sore red skin, a single headache, thirst alone with vomiting left to the emergency screen', () => {
    const opcion = (clave: string) => CONSULTAS_DE_OTRA_PUERTA.find((u) => u.clave === clave)!.opcion;
    expect(opcion('cojera')).toMatch(/sin un golpe claro/i);
    expect(opcion('cabeza_presion')).toMatch(/casi a diario/);
    expect(opcion('cabeza_presion')).toMatch(/con vómitos o vista borrosa/);
    expect(opcion('fiebre_5_dias')).toMatch(/5 días o más/);
    expect(opcion('orina')).toMatch(/fiebre con pis maloliente/);
    // Ronda 18: sore red skin (nappy rash, bubble-bath vulvitis) is not a urinary sign (NICE CKS Nappy rash), and a limp
    // in the 1-2 days after a vaccine in that limb is an expected reaction (UKHSA Green Book ch. 8), graded in vacunas_reacciones.
    expect(opcion('orina')).toMatch(/no es por piel irritada/);
    expect(opcion('orina')).toMatch(/escapes nuevos/);
    const orina = CONSULTAS_DE_OTRA_PUERTA.find((u) => u.clave === 'orina')!;
    expect(orina.regla.consejos.join(' ')).toMatch(/pañal/);
    expect(orina.regla.consejos.join(' ')).toMatch(/baño de espuma/);
    expect(orina.fuentes.map((f) => f.url)).toContain('https://cks.nice.org.uk/topics/nappy-rash/');
    expect(opcion('cojera')).toMatch(/ni una vacuna ahí hace 1-2 días/);
    const cojera = CONSULTAS_DE_OTRA_PUERTA.find((u) => u.clave === 'cojera')!;
    expect(cojera.yaPreguntadaEn).toContain('vacunas_reacciones');
    expect(cojera.regla.consejos.join(' ')).toMatch(/pasados 2 días no mejora/);
    expect(opcion('sed_diabetes')).toMatch(/mucha más sed y hace mucho más pis/);
  });

  it('round 19: measles contact needs the contact and either fever or an age under 1 year, says to phone before going, and is shown in every flow (NHS Measles; UKHSA)', () => {
    const sarampion = CONSULTAS_DE_OTRA_PUERTA.find((u) => u.clave === 'sarampion_contacto')!;
    // The contact comes first and binds both alternatives: a baby or a fever without contact does not match.
    expect(sarampion.opcion).toMatch(/^Ha estado con alguien con sarampión o en un brote \(cole, guardería\), y tiene fiebre o es menor de 1 año$/);
    const texto = sarampion.regla.consejos.join(' ');
    expect(texto).toMatch(/Llama antes de ir/);
    expect(texto).toMatch(/No vayas sin avisar/);
    expect(texto).toMatch(/menos de 1 año/);
    expect(texto).toMatch(/inmunoglobulina/);
    expect(texto).toMatch(/Salud Pública/);
    expect(sarampion.fuentes.map((f) => f.url)).toEqual(
      expect.arrayContaining(['https://www.nhs.uk/conditions/measles/', 'https://cks.nice.org.uk/topics/measles/']),
    );
    expect(sarampion.yaPreguntadaEn).toEqual([]);
    for (const flujo of FLUJOS) expect(consultasParaFlujo(flujo.id).map((u) => u.clave), flujo.id).toContain('sarampion_contacto');
  });
});

/** The closing questions: the same-day screen goes right before them (or at the very end). */
const CIERRE: readonly string[] = [PREGUNTA_MUY_ENFERMO.id, PREGUNTA_PREOCUPADO.id, PREGUNTA_PESO_ID];

describe.each(FLUJOS.map((f) => [f.id, f] as const))('same-day screen in %s', (_id, flujo) => {
  const mostradas = consultasParaFlujo(flujo.id);

  it('asks the screen exactly once, at the end of the flow\'s own questions, with "No, ninguna de estas" first', () => {
    const indices = flujo.preguntas.flatMap((p, i) => (p.id === CONSULTA_ID ? [i] : []));
    expect(indices).toHaveLength(1);
    const indice = indices[0]!;
    expect(indice).toBeGreaterThan(flujo.preguntas.findIndex((p) => p.id === CRIBADO_ID));
    const pregunta = flujo.preguntas[indice]!;
    expect(pregunta.tipo).toBe('opciones');
    expect(pregunta.mostrar_si).toBeUndefined();
    expect(pregunta.opciones?.[0]).toBe(NINGUNA_CONSULTA);
    expect(pregunta.alarma).toEqual(mostradas.map((u) => u.opcion));
    // Right after the flow's last own question before the worry (or the weight): only closing questions
    // follow until then, and the question before is the flow's own.
    expect(CIERRE).not.toContain(flujo.preguntas[indice - 1]!.id);
    const ids = flujo.preguntas.map((p) => p.id);
    const preocupado = ids.indexOf(PREGUNTA_PREOCUPADO.id);
    const peso = ids.indexOf(PREGUNTA_PESO_ID);
    const limite = preocupado >= 0 ? preocupado : peso >= 0 ? peso : ids.length;
    for (const id of ids.slice(indice + 1, limite)) expect(CIERRE, id).toContain(id);
    // In a flow that closes as usual, that is right before 'muy_enfermo'.
    if (ids[limite - 1] === PREGUNTA_MUY_ENFERMO.id) expect(ids[indice + 1]).toBe(PREGUNTA_MUY_ENFERMO.id);
  });

  it('shows every item except those its own questions already ask (yaPreguntadaEn)', () => {
    const pregunta = flujo.preguntas.find((p) => p.id === CONSULTA_ID)!;
    const esperadas = CONSULTAS_DE_OTRA_PUERTA.filter((u) => !(u.yaPreguntadaEn as readonly string[]).includes(flujo.id)).map((u) => u.opcion);
    expect(pregunta.opciones).toEqual([NINGUNA_CONSULTA, ...esperadas]);
    for (const u of CONSULTAS_DE_OTRA_PUERTA) {
      const oculta = (u.yaPreguntadaEn as readonly string[]).includes(flujo.id);
      expect(flujo.reglas.some((r) => r.si === `${CONSULTA_ID} = '${u.opcion}'`), u.clave).toBe(!oculta);
    }
  });

  it('has one amarillo rule per item shown, naming only the screen, right after the flow\'s own amarillo rules and before its verde ones', () => {
    const reglas = flujo.reglas.filter((r) => esReglaConsulta(r));
    expect(reglas.map((r) => r.titulo)).toEqual(mostradas.map((u) => u.regla.titulo));
    for (const r of reglas) {
      expect(r.urgencia).toBe('amarillo');
      expect(r.ver_tambien ?? [], r.titulo).not.toContain(flujo.id);
    }
    const primera = flujo.reglas.findIndex((r) => esReglaConsulta(r));
    const ultima = flujo.reglas.findLastIndex((r) => esReglaConsulta(r));
    expect(ultima - primera + 1).toBe(reglas.length);
    for (const r of flujo.reglas.slice(0, primera)) expect(esReglaConsulta(r)).toBe(false);
    for (const r of flujo.reglas.slice(ultima + 1)) expect(r.urgencia, r.titulo).toBe('verde');
    if (primera > 0) expect(flujo.reglas[primera - 1]!.urgencia).not.toBe('verde');
    expect(flujo.reglas.at(-1)!.urgencia).toBe('verde');
    for (const r of flujo.reglas.filter((x) => !esReglaConsulta(x))) expect(r.si).not.toContain(CONSULTA_ID);
    for (const p of flujo.preguntas) expect(p.mostrar_si ?? '').not.toContain(CONSULTA_ID);
  });

  it('lists the sources of the items it shows', () => {
    const urls = new Set(flujo.fuentes.map((f) => f.url));
    for (const u of mostradas) for (const f of u.fuentes) expect(urls.has(f.url), `${u.clave}: ${f.url}`).toBe(true);
  });

  it('at every age, each item turns the calmest complete path into at least amarillo, its own result where the path was verde; every item is reached', () => {
    const alcanzadas = new Set<string>();
    for (const edad of EDAD_OPCIONES) {
      const respuestas = caminoTranquilo(flujo, edad);
      if (!respuestas) continue;
      expect(respuestas[CONSULTA_ID], edad).toBe(NINGUNA_CONSULTA);
      const antes = evaluarTriaje(flujo, respuestas);
      for (const u of mostradas) {
        const conItem = { ...respuestas, [CONSULTA_ID]: u.opcion };
        expect(preguntasVisibles(flujo, conItem).map((p) => p.id), u.clave).toEqual(preguntasVisibles(flujo, respuestas).map((p) => p.id));
        const despues = evaluarTriaje(flujo, conItem);
        expect(NIVEL[despues.urgencia], `${edad} ${u.clave}`).toBeGreaterThanOrEqual(NIVEL.amarillo);
        if (antes.urgencia === 'verde') {
          expect(despues.urgencia, `${edad} ${u.clave}`).toBe('amarillo');
          expect(despues.titulo, `${edad} ${u.clave}`).toBe(u.regla.titulo);
          expect(despues.acciones_sugeridas, u.clave).toEqual([...ACCIONES_AMARILLO]);
          expect(despues.medicacion, u.clave).toEqual([]);
          alcanzadas.add(u.clave);
        } else {
          expect(despues, `${edad} ${u.clave}`).toEqual(antes);
        }
      }
    }
    if (flujo.reglas.some((r) => r.urgencia === 'verde')) expect([...alcanzadas].sort()).toEqual(mostradas.map((u) => u.clave).sort());
  });

  it('at every age, an item never changes a result the flow\'s own red or amber answers give (rojo stays the same rojo)', () => {
    const alarmas = flujo.preguntas.filter((p) => (p.alarma ?? []).length > 0 && p.id !== CRIBADO_ID && p.id !== CONSULTA_ID);
    let rojos = 0;
    for (const edad of EDAD_OPCIONES) {
      const tranquilo = caminoTranquilo(flujo, edad);
      if (!tranquilo) continue;
      for (const pregunta of alarmas) {
        if (tranquilo[pregunta.id] === undefined) continue;
        for (const valor of pregunta.alarma ?? []) {
          const base = completar(flujo, { ...tranquilo, [pregunta.id]: valor }, (c) => c[0]!);
          const ninguna = { ...base, [CONSULTA_ID]: NINGUNA_CONSULTA };
          const antes = evaluarTriaje(flujo, ninguna);
          if (antes.urgencia === 'verde') continue;
          if (antes.urgencia === 'rojo') rojos++;
          for (const u of mostradas) {
            const despues = evaluarTriaje(flujo, { ...ninguna, [CONSULTA_ID]: u.opcion });
            expect(despues, `${edad} ${pregunta.id}=${valor} ${u.clave}`).toEqual(antes);
          }
        }
      }
    }
    if (alarmas.length > 0) expect(rojos).toBeGreaterThan(0);
  });

  it('"No, ninguna de estas" changes nothing: a complete path gives the same questions and the same result as without the screen', () => {
    const antes = sinConsulta(flujo);
    for (const edad of EDAD_OPCIONES) {
      const respuestas = caminoTranquilo(flujo, edad);
      if (!respuestas) continue;
      expect(respuestas[CONSULTA_ID]).toBe(NINGUNA_CONSULTA);
      const sinRespuesta = Object.fromEntries(Object.entries(respuestas).filter(([id]) => id !== CONSULTA_ID));
      expect(preguntasVisibles(flujo, respuestas).map((p) => p.id).filter((id) => id !== CONSULTA_ID)).toEqual(
        preguntasVisibles(antes, sinRespuesta).map((p) => p.id),
      );
      expect(evaluarTriaje(flujo, respuestas)).toEqual(evaluarTriaje(antes, sinRespuesta));
    }
  });
});
