import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { MANCHAS, SIEMPRE } from './comunes.ts';
import { ALERGIA_RESPIRA, COJERA, CUANDO, EPISODIO, FIEBRE, LLANTO, RESPIRA_CATARRO, SANGRE_CACA, vacunas_reacciones, ZONA } from './vacunas_reacciones.ts';
import { CONSULTA_ID } from './cribado-otras-puertas.ts';
import { CONSULTAS_DE_OTRA_PUERTA } from './consultas-otras-puertas.ts';

comprobacionesDeFlujo(vacunas_reacciones);

const flujo = vacunas_reacciones;

/** A 12-month-old the evening after vaccines, a bit fussy, sore thigh, no fever. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '6-12 meses',
  alergia_respira: ALERGIA_RESPIRA.no,
  color_grave: 'no',
  adormilado: 'no',
  corazon_tras_vacuna: 'no',
  episodio: EPISODIO.no,
  desmayo_alarma: 'no',
  golpe_desmayo: 'no',
  manchas_piel: MANCHAS.no,
  invaginacion: 'no',
  sangre_caca_vacuna: SANGRE_CACA.no,
  llanto: LLANTO.calma,
  cuando: CUANDO.menos48h,
  triple_varicela: 'no',
  fiebre: FIEBRE.no,
  temperatura: 37.5,
  signos_ambar: 'no',
  zona: ZONA.leve,
  cojera_vacuna: COJERA.no,
  respira_catarro: RESPIRA_CATARRO.normal,
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 9.5,
};

type Cambios = Readonly<Record<string, ValorRespuesta>>;
const respuestas = (cambios: Cambios = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Cambios = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Cambios = {}) => triaje(cambios).urgencia;
const fiebreDe = (temperatura: number): Cambios => ({ fiebre: FIEBRE.medida, temperatura });
/** The NHS post-vaccination case: an 8-week-old with 38.3 °C hours after the 2-month vaccines, otherwise well. */
const BEBE_2_MESES: Cambios = { edad_rango: '0-3 meses', cuando: CUANDO.menos48h, ...fiebreDe(38.3) };

describe('vacunas_reacciones: structure', () => {
  it('asks the age first and the weight last', () => {
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas.at(-1)?.id).toBe('peso_kg');
  });

  it('is in the bebes category and ends with a verde catch-all with paracetamol 15 mg/kg', () => {
    expect(flujo.categoria).toBe('bebes');
    const ultima = flujo.reglas.at(-1);
    expect(ultima?.si).toBe(SIEMPRE);
    expect(ultima?.urgencia).toBe('verde');
    expect(ultima?.medicacion?.[0]?.dosis_por_kg).toBe('15 mg/kg cada 6-8 horas (máximo 60 mg/kg/día)');
  });


  it('the temperature question avoids the words that trigger age or weight validation (SPEC §5)', () => {
    expect(flujo.preguntas.find((p) => p.id === 'temperatura')?.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
  });

  it('documents the under-3-months post-vaccination decision', () => {
    expect(flujo.notas).toMatch(/excepción/);
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
  });
});

describe('vacunas_reacciones: verde (common mild reactions; AAP/Schmitt home care)', () => {
  it('a fussy baby with a sore thigh and no fever is verde with paracetamol and ibuprofen', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Reacción leve a la vacuna');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.consejos.join(' ')).toMatch(/paño frío/);
  });

  it('38.5 °C the day of the vaccine in a well 1-year-old is verde', () => {
    const r = triaje(fiebreDe(38.5));
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Fiebre tras la vacuna');
  });

  it('fever a week after MMR or chickenpox vaccine is verde, paracetamol only, and points to fiebre', () => {
    const r = triaje({ edad_rango: '1-2 años', cuando: CUANDO.mas48h, triple_varicela: 'si', ...fiebreDe(38.6) });
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('a faint within minutes of the jab in a teenager is verde (vasovagal), but the same in a baby is rojo', () => {
    expect(nivel({ edad_rango: '12+ años', episodio: EPISODIO.desmayo, peso_kg: 50 })).toBe('verde');
    expect(nivel({ edad_rango: '6-12 meses', episodio: EPISODIO.desmayo })).toBe('rojo');
  });

  it('a blanching rash after the vaccine is verde and points to problemas_piel', () => {
    const r = triaje({ manchas_piel: MANCHAS.seBorran });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('problemas_piel');
  });
});

describe('vacunas_reacciones: rojo', () => {
  it('signs of anaphylaxis are rojo, say to call 112 and mention adrenaline (WAO 2020)', () => {
    const r = triaje({ alergia_respira: ALERGIA_RESPIRA.anafilaxia });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas).toEqual(['Llama al 112']);
    expect(r.consejos.join(' ')).toMatch(/adrenalina/);
  });

  it('a floppy, pale, unresponsive spell (HHE) is rojo even if recovered', () => {
    expect(nivel({ edad_rango: '0-3 meses', episodio: EPISODIO.flojo })).toBe('rojo');
    expect(nivel({ edad_rango: '12+ años', episodio: EPISODIO.flojo, peso_kg: 50 })).toBe('rojo');
  });

  it('a seizure, drowsiness or a non-blanching rash is rojo', () => {
    const r = triaje({ episodio: EPISODIO.convulsion });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('convulsion');
    expect(nivel({ adormilado: 'si' })).toBe('rojo');
    expect(nivel({ manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
  });

  it('crying nonstop for 3 hours or more, or high-pitched for over 1 hour, is rojo; under 3 hours is verde', () => {
    // Schmitt: crying nonstop > 3 h or high-pitched > 1 h → call now.
    expect(nivel({ llanto: LLANTO.mas3h })).toBe('rojo');
    expect(nivel({ llanto: LLANTO.agudo })).toBe('rojo');
    const r = triaje({ llanto: LLANTO.menos3h });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/3 horas/);
  });
});

describe('vacunas_reacciones: myocarditis or pericarditis in the days after the vaccine (CDC; EMA/PRAC 2021)', () => {
  const ids = (c: Cambios) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);

  it('asks about chest pain, palpitations, breathlessness or fainting from 5 years, not in younger children', () => {
    expect(ids({ edad_rango: '5-12 años', peso_kg: 30 })).toContain('corazon_tras_vacuna');
    expect(ids({ edad_rango: '12+ años', peso_kg: 55 })).toContain('corazon_tras_vacuna');
    expect(ids({ edad_rango: '2-5 años', peso_kg: 15 })).not.toContain('corazon_tras_vacuna');
    expect(ids({})).not.toContain('corazon_tras_vacuna');
  });

  it('an adolescent with chest pain or a racing heart after the vaccine is rojo, with an early exit', () => {
    const r = triaje({ edad_rango: '12+ años', peso_kg: 55, corazon_tras_vacuna: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/miocarditis/);
    expect(nivel({ edad_rango: '5-12 años', peso_kg: 30, corazon_tras_vacuna: 'si' })).toBe('rojo');
    expect(rojoSeguro(flujo, { edad_rango: '12+ años', alergia_respira: ALERGIA_RESPIRA.no, color_grave: 'no', adormilado: 'no', corazon_tras_vacuna: 'si' })?.urgencia).toBe('rojo');
  });

  it('without those symptoms an adolescent with a sore arm stays verde, and a faint just after the jab stays verde', () => {
    expect(nivel({ edad_rango: '12+ años', peso_kg: 55, corazon_tras_vacuna: 'no' })).toBe('verde');
    expect(nivel({ edad_rango: '12+ años', peso_kg: 55, corazon_tras_vacuna: 'no', episodio: EPISODIO.desmayo })).toBe('verde');
  });

  it('the safety net of a verde result names chest pain and palpitations', () => {
    expect(triaje({ edad_rango: '12+ años', peso_kg: 55 }).consejos.join(' ')).toMatch(/pecho/);
  });
});

describe('vacunas_reacciones: fever under 3 months and the NHS post-vaccination exception', () => {
  it('an 8-week-old with 38.3 °C within 48 hours of vaccines and otherwise well is verde (HT exception)', () => {
    const r = triaje(BEBE_2_MESES);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Fiebre en las 48 horas tras las vacunas en menor de 3 meses, sin otros signos');
  });

  it('the engine withholds the dose under 3 months and the advice says the paediatrician must give it', () => {
    const r = triaje(BEBE_2_MESES);
    expect(r.medicacion).toEqual([]);
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/la dosis tiene que indicarla su pediatra/);
    expect(texto).toMatch(/debe indicarla siempre un pediatra/);
  });

  it('an unmeasured fever within 48 hours in a well baby under 3 months is verde with the advice to measure it', () => {
    const r = triaje({ edad_rango: '0-3 meses', fiebre: FIEBRE.sinMedir });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/mídele la temperatura/);
  });

  it('the exception ends at 48 hours: the same fever 2 days or more after the vaccine is rojo', () => {
    const r = triaje({ ...BEBE_2_MESES, cuando: CUANDO.mas48h });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Fiebre en menor de 3 meses que no se explica por la vacuna');
  });

  it('the exception needs no other sign: feeding poorly, inconsolable crying, an infected site or looking very ill make it rojo', () => {
    const cambios: Cambios[] = [{ signos_ambar: 'si' }, { llanto: LLANTO.menos3h }, { zona: ZONA.infeccion }, { muy_enfermo: 'si' }];
    for (const cambio of cambios) {
      expect(triaje({ ...BEBE_2_MESES, ...cambio }).titulo).toBe('Fiebre con otros signos en menor de 3 meses');
    }
  });

  it("the parent's worry alone does not end the exception: it stays verde and offers a paediatrician now (issue 9)", () => {
    const r = triaje({ ...BEBE_2_MESES, preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });

  it('under 3 months, 38.9 °C is within the exception and 39 °C is rojo; 35.9 °C is rojo and 36 °C is not', () => {
    expect(nivel({ ...BEBE_2_MESES, temperatura: 38.9 })).toBe('verde');
    expect(nivel({ ...BEBE_2_MESES, temperatura: 39 })).toBe('rojo');
    expect(nivel({ ...BEBE_2_MESES, temperatura: 35.9 })).toBe('rojo');
    expect(nivel({ ...BEBE_2_MESES, temperatura: 36 })).toBe('verde');
    expect(triaje({ ...BEBE_2_MESES, temperatura: 36 }).titulo).toBe('Reacción leve a la vacuna');
  });

  it('37.9 °C is not a fever and 38 °C is (the 38 °C boundary)', () => {
    expect(triaje({ ...BEBE_2_MESES, temperatura: 37.9 }).titulo).toBe('Reacción leve a la vacuna');
    expect(triaje({ ...BEBE_2_MESES, temperatura: 38 }).titulo).toBe(
      'Fiebre en las 48 horas tras las vacunas en menor de 3 meses, sin otros signos',
    );
  });

  it('does not ask the weight under 3 months', () => {
    expect(preguntasVisibles(flujo, respuestas({ edad_rango: '0-3 meses' })).map((p) => p.id)).not.toContain('peso_kg');
  });
});

describe('vacunas_reacciones: amarillo', () => {
  it('39.9 °C is verde and 40 °C amarillo from 6 months (Schmitt: fever over 40 °C → call)', () => {
    expect(nivel(fiebreDe(39.9))).toBe('verde');
    const r = triaje(fiebreDe(40));
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('3-6 months: 38.9 °C is verde and 39 °C amarillo (NICE amber)', () => {
    expect(nivel({ edad_rango: '3-6 meses', ...fiebreDe(38.9), peso_kg: 6.5 })).toBe('verde');
    expect(nivel({ edad_rango: '3-6 meses', ...fiebreDe(39), peso_kg: 6.5 })).toBe('amarillo');
  });

  it('fever 2 days or more after an inactivated vaccine is amarillo (WebMD; UKHSA)', () => {
    const r = triaje({ cuando: CUANDO.mas48h, triple_varicela: 'no', ...fiebreDe(38.4) });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre 2 días o más después de la vacuna');
  });

  it('a large or spreading red area, or signs of infection at the site, is amarillo', () => {
    expect(nivel({ zona: ZONA.grande })).toBe('amarillo');
    const r = triaje({ zona: ZONA.infeccion });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('hinchazon_local');
  });

  it('feeding less than half, fewer wet nappies or looking unwell is amarillo from 3 months', () => {
    expect(nivel({ signos_ambar: 'si' })).toBe('amarillo');
  });

  it("the child's appearance (very ill, different from other times) gives amarillo; worry alone keeps verde", () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    expect(nivel({ preocupado: 'si' })).toBe('verde');
  });

  it('wrong door: bouts of crying with legs drawn up and pallor, or redcurrant-jelly stool, after the rotavirus vaccine is rojo (CDC; Schmitt)', () => {
    const r = triaje({ edad_rango: '3-6 meses', invaginacion: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/rotavirus/);
    expect(r.ver_tambien).toContain('dolor_abdominal');
    expect(preguntasVisibles(flujo, respuestas({ edad_rango: '5-12 años' })).map((p) => p.id)).not.toContain('invaginacion');
  });

  it('the usual pattern (sore, red thigh and some fussiness in the first days) is verde (pattern 3)', () => {
    expect(nivel()).toBe('verde');
  });
});

describe('vacunas_reacciones: round 11, a faint after the jab with a knock on the head (NICE NG232; HT head injury)', () => {
  const ADOLESCENTE: Cambios = { edad_rango: '12+ años', peso_kg: 50, episodio: EPISODIO.desmayo };
  const ids = (c: Cambios) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);

  it('asks the head-injury signs and the knock only after a faint', () => {
    expect(ids(ADOLESCENTE)).toEqual(expect.arrayContaining(['desmayo_alarma', 'golpe_desmayo']));
    expect(ids({ edad_rango: '12+ años', peso_kg: 50 })).not.toContain('desmayo_alarma');
    expect(ids({ edad_rango: '12+ años', peso_kg: 50, episodio: EPISODIO.flojo })).not.toContain('golpe_desmayo');
  });

  it('head-injury red signs after the faint are rojo, with or without a known knock, and stop early', () => {
    const r = triaje({ ...ADOLESCENTE, desmayo_alarma: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Desmayo tras la vacuna con signos de lesión en la cabeza o sin recuperarse del todo');
    expect(r.ver_tambien).toContain('golpes_caidas');
    expect(nivel({ ...ADOLESCENTE, desmayo_alarma: 'si', golpe_desmayo: 'si' })).toBe('rojo');
    expect(
      rojoSeguro(flujo, { edad_rango: '12+ años', alergia_respira: ALERGIA_RESPIRA.no, color_grave: 'no', adormilado: 'no', corazon_tras_vacuna: 'no', episodio: EPISODIO.desmayo, desmayo_alarma: 'si' })?.urgencia,
    ).toBe('rojo');
  });

  it('a knock on the head during the faint without red signs is amarillo with the 48-hour head watch list', () => {
    const r = triaje({ ...ADOLESCENTE, golpe_desmayo: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Se golpeó la cabeza al desmayarse tras la vacuna');
    expect(r.consejos.join(' ')).toMatch(/48 horas/);
  });

  it('the same faint without a knock and without red signs stays verde', () => {
    const r = triaje({ ...ADOLESCENTE, golpe_desmayo: 'no', desmayo_alarma: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Desmayo justo después de la vacuna');
  });

  it('a stale knock answer does not count once the faint is answered No', () => {
    expect(nivel({ edad_rango: '12+ años', peso_kg: 50, episodio: EPISODIO.no, golpe_desmayo: 'si', desmayo_alarma: 'si' })).toBe('verde');
  });
});

describe('vacunas_reacciones: round 11, blood in the stool after the rotavirus vaccine (Rotarix and RotaTeq EU product information)', () => {
  const ids = (c: Cambios) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);

  it('asks about blood in the stool under 1 year only', () => {
    expect(ids({ edad_rango: '3-6 meses' })).toContain('sangre_caca_vacuna');
    expect(ids({})).toContain('sangre_caca_vacuna');
    expect(ids({ edad_rango: '1-2 años' })).not.toContain('sangre_caca_vacuna');
  });

  it('any blood in the stool of a well baby is amarillo, without painkillers, and points to dolor_abdominal', () => {
    const r = triaje({ edad_rango: '3-6 meses', peso_kg: 6.5, sangre_caca_vacuna: SANGRE_CACA.sangre });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Sangre en la caca en las semanas tras la vacuna');
    expect(r.medicacion).toEqual([]);
    expect(r.ver_tambien).toContain('dolor_abdominal');
    expect(nivel({ edad_rango: '3-6 meses', peso_kg: 6.5, sangre_caca_vacuna: SANGRE_CACA.no })).toBe('verde');
  });

  it('blood with vomiting, bouts of crying with legs drawn up, pallor or floppiness is rojo (intussusception), and stops early', () => {
    const r = triaje({ edad_rango: '3-6 meses', sangre_caca_vacuna: SANGRE_CACA.conSignos });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toMatch(/invaginación/);
    expect(r.consejos.join(' ')).toMatch(/No le des de comer ni de beber/);
    expect(
      rojoSeguro(flujo, {
        edad_rango: '3-6 meses',
        alergia_respira: ALERGIA_RESPIRA.no,
        color_grave: 'no',
        adormilado: 'no',
        episodio: EPISODIO.no,
        manchas_piel: MANCHAS.no,
        invaginacion: 'no',
        sangre_caca_vacuna: SANGRE_CACA.conSignos,
      })?.urgencia,
    ).toBe('rojo');
  });

  it('the intussusception question is kept and still gives rojo', () => {
    expect(nivel({ edad_rango: '3-6 meses', invaginacion: 'si', sangre_caca_vacuna: SANGRE_CACA.no })).toBe('rojo');
  });

  it('under 3 months with fever, blood in the stool ends the post-vaccination exception (rojo)', () => {
    expect(triaje({ ...BEBE_2_MESES, sangre_caca_vacuna: SANGRE_CACA.sangre }).titulo).toBe('Fiebre con otros signos en menor de 3 meses');
    expect(nivel({ ...BEBE_2_MESES, sangre_caca_vacuna: SANGRE_CACA.no })).toBe('verde');
  });
});

describe('vacunas_reacciones: question progression', () => {
  const ids = (c: Cambios) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);

  it('asks when the vaccine was given only with a fever, and whether it was MMR or chickenpox only after 2 days', () => {
    expect(ids({})).not.toContain('cuando');
    expect(ids(fiebreDe(37.9))).not.toContain('cuando');
    expect(ids(fiebreDe(38))).toContain('cuando');
    expect(ids({ fiebre: FIEBRE.sinMedir })).toContain('cuando');
    expect(ids({ ...fiebreDe(38), cuando: CUANDO.menos48h })).not.toContain('triple_varicela');
    expect(ids({ ...fiebreDe(38), cuando: CUANDO.mas48h })).toContain('triple_varicela');
  });

  it('a typical path without fever is at most 18 questions (with the intussusception and worry questions of issue 9, the round 11 blood question under 1 year, and the round 14: the wrong-door screen)', () => {
    expect(ids({}).length).toBeLessThanOrEqual(18); // round 15: + otra_consulta; round 18: + cojera_vacuna
    expect(ids({ edad_rango: '1-2 años' }).length).toBeLessThanOrEqual(17);
  });

  it('stops early at anaphylaxis', () => {
    expect(rojoSeguro(flujo, { edad_rango: '1-2 años', alergia_respira: ALERGIA_RESPIRA.anafilaxia })?.titulo).toBe(
      'Dificultad para respirar o posible reacción alérgica grave (anafilaxia)',
    );
  });
});

const NUMEROS: Readonly<Record<string, readonly number[]>> = {
  temperatura: [35.5, 36, 37.5, 37.9, 38, 38.5, 38.9, 39, 39.9, 40, 41],
  peso_kg: [4, 6, 9, 12, 30],
};

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : fc.constantFrom(...(NUMEROS[p.id] ?? [1]));
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(flujo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('vacunas_reacciones: properties', () => {
  it('adding a red feature to any answers never lowers the level', () => {
    const conAlarma = flujo.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(flujo, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(flujo, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a baby under 3 months with fever is verde only within 48 hours, below 39 °C and with no other sign', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const a: Respuestas = { ...r, edad_rango: '0-3 meses' };
        const resultado = evaluarTriaje(flujo, a);
        const fiebre = a['fiebre'] === FIEBRE.sinMedir || (a['fiebre'] === FIEBRE.medida && Number(a['temperatura']) >= 38);
        if (fiebre && resultado.urgencia === 'verde') {
          expect(a['cuando']).toBe(CUANDO.menos48h);
          expect(a['signos_ambar']).toBe('no');
          expect(a['muy_enfermo']).toBe('no');
          if (a['fiebre'] === FIEBRE.medida) expect(Number(a['temperatura'])).toBeLessThan(39);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('never suggests ibuprofen under 6 months nor any dose under 3 months', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 2)), (r, edad) => {
        const m = evaluarTriaje(flujo, { ...r, edad_rango: edad }).medicacion.map((x) => x.med);
        expect(m).not.toContain('ibuprofeno');
        if (edad === '0-3 meses') expect(m).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('vacunas_reacciones: round 18, a limp or not using the injected limb (UKHSA Green Book ch. 8; CDC; NICE NG143)', () => {
  const ids = (c: Cambios = {}) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);

  it('asks it of every child, after the injection site, and the same-day screen no longer asks the limp here', () => {
    const todas = ids();
    expect(todas).toContain('cojera_vacuna');
    expect(todas.indexOf('cojera_vacuna')).toBe(todas.indexOf('zona') + 1);
    const consulta = flujo.preguntas.find((p) => p.id === CONSULTA_ID)!;
    const cojera = CONSULTAS_DE_OTRA_PUERTA.find((u) => u.clave === 'cojera')!;
    expect(consulta.opciones).not.toContain(cojera.opcion);
    expect(flujo.notas).toMatch(/Ronda 18, cojera/);
  });

  it('within 48 hours, only the injected limb, sore site, joints moving, improving: verde with a cold cloth, painkillers and a safety net, at every age', () => {
    for (const edad of ['3-6 meses', '6-12 meses', '1-2 años', '2-5 años', '12+ años']) {
      const r = triaje({ edad_rango: edad, cojera_vacuna: COJERA.esperada });
      expect(r.urgencia, edad).toBe('verde');
      expect(r.titulo).toBe('Cojea o usa menos el brazo o la pierna del pinchazo (reacción esperada)');
      expect(r.consejos.join(' ')).toMatch(/paño frío/);
      expect(r.consejos.join(' ')).toMatch(/a los 2 días de la vacuna sigue cojeando/);
      expect(r.medicacion.map((m) => m.med)).toContain('paracetamol');
    }
    // With the usual fever of the first day it stays verde.
    expect(nivel({ cojera_vacuna: COJERA.esperada, ...fiebreDe(38.5), cuando: CUANDO.menos48h })).toBe('verde');
  });

  it('not improving after 48 hours, not bearing weight at all, a hot swollen joint or another limb is amarillo; so is the mild form with fever beyond 48 hours', () => {
    for (const edad of ['6-12 meses', '1-2 años', '5-12 años']) {
      const r = triaje({ edad_rango: edad, cojera_vacuna: COJERA.otra });
      expect(r.urgencia, edad).toBe('amarillo');
      expect(r.titulo).toBe('Cojea o no usa un brazo o una pierna, y no parece solo la reacción de la vacuna');
      expect(r.consejos.join(' ')).toMatch(/urgencias ahora si además tiene fiebre/);
      expect(r.ver_tambien).toContain('dolor_articular');
    }
    const tarde = triaje({ cojera_vacuna: COJERA.esperada, ...fiebreDe(38.5), cuando: CUANDO.mas48h, triple_varicela: 'si' });
    expect(tarde.urgencia).toBe('amarillo');
    expect(tarde.titulo).toBe('Cojea o no usa un brazo o una pierna, y no parece solo la reacción de la vacuna');
  });

  it('under 3 months with fever, the other form ends the post-vaccine exception (rojo); the expected form keeps it', () => {
    expect(nivel({ ...BEBE_2_MESES, cojera_vacuna: COJERA.esperada })).toBe('verde');
    expect(nivel({ ...BEBE_2_MESES, cojera_vacuna: COJERA.otra })).toBe('rojo');
  });

  it('keeps every rojo: anaphylaxis, a floppy episode or a seizure with a limp are still rojo', () => {
    expect(nivel({ cojera_vacuna: COJERA.esperada, alergia_respira: ALERGIA_RESPIRA.anafilaxia })).toBe('rojo');
    expect(nivel({ cojera_vacuna: COJERA.esperada, episodio: EPISODIO.flojo })).toBe('rojo');
    expect(nivel({ cojera_vacuna: COJERA.otra, episodio: EPISODIO.convulsion })).toBe('rojo');
    expect(nivel({ cojera_vacuna: COJERA.esperada, manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
  });
});

describe('vacunas_reacciones: round 19, a cough or wheeze that starts a day or more later with a cold (UKHSA Green Book ch. 8 and 19; WAO 2020; BTS/SIGN 158)', () => {
  const CATARRO = { alergia_respira: ALERGIA_RESPIRA.catarro } as const;
  const ids = (c: Cambios = {}) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);

  it('anything within hours of the jab, swelling, hives all over, trouble swallowing or collapse stays rojo with 112', () => {
    const r = triaje({ alergia_respira: ALERGIA_RESPIRA.anafilaxia });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Dificultad para respirar o posible reacción alérgica grave (anafilaxia)');
    expect(rojoSeguro(flujo, { edad_rango: '5-12 años', alergia_respira: ALERGIA_RESPIRA.anafilaxia })).not.toBeNull();
  });

  it('the breathing question is asked only on the cold path, and after its amber answer the amarillo-only ones are not', () => {
    expect(ids()).not.toContain('respira_catarro');
    expect(ids(CATARRO)).toContain('respira_catarro');
    expect(rojoSeguro(flujo, { edad_rango: '5-12 años', ...CATARRO })).toBeNull();
    const tras = ids({ ...CATARRO, respira_catarro: RESPIRA_CATARRO.ambar, fiebre: FIEBRE.sinMedir });
    for (const id of ['cuando', 'signos_ambar', 'zona', 'cojera_vacuna', 'muy_enfermo']) expect(tras, id).not.toContain(id);
    for (const id of ['color_grave', 'adormilado', 'episodio', 'manchas_piel', 'llanto', 'fiebre']) expect(tras, id).toContain(id);
    expect(ids({ ...CATARRO, fiebre: FIEBRE.sinMedir })).toEqual(expect.arrayContaining(['cuando', 'zona', 'muy_enfermo']));
  });

  it('a cough with a cold a day later, breathing normally, is verde with a breathing safety net and points to tos', () => {
    const r = triaje(CATARRO);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Tos o mocos que empezaron días después de la vacuna, respira bien');
    expect(r.ver_tambien).toContain('tos');
    expect(r.consejos.join(' ')).toMatch(/se le hunden las costillas/);
    expect(r.consejos.join(' ')).toMatch(/inhalador de rescate antes de 4 horas/);
  });

  it('fast breathing, a little effort, wheeze without asthma or a reliever needed within 4 hours is amarillo', () => {
    const r = triaje({ ...CATARRO, respira_catarro: RESPIRA_CATARRO.ambar });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Respira deprisa, con algo de esfuerzo o con pitos, con un catarro días después de la vacuna');
    expect(RESPIRA_CATARRO.ambar).toMatch(/antes de 4 horas/);
    expect(RESPIRA_CATARRO.ambar).toMatch(/no tiene asma/);
  });

  it('severe breathing, an asthma attack not improving with the reliever, or a colour change is rojo', () => {
    const r = triaje({ ...CATARRO, respira_catarro: RESPIRA_CATARRO.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas).toContain('Llama al 112');
    expect(RESPIRA_CATARRO.grave).toMatch(/no mejora/);
    expect(rojoSeguro(flujo, { edad_rango: '5-12 años', ...CATARRO, respira_catarro: RESPIRA_CATARRO.grave })).not.toBeNull();
    expect(nivel({ ...CATARRO, color_grave: 'si' })).toBe('rojo');
  });

  it('under 3 months the cold path is at least amarillo, and with fever it ends the post-vaccine exception', () => {
    const bebe = { edad_rango: '0-3 meses', peso_kg: 5 } as const;
    expect(nivel({ ...bebe, ...CATARRO })).toBe('amarillo');
    expect(nivel({ ...bebe, fiebre: FIEBRE.medida, temperatura: 38.2 })).toBe('verde');
    expect(nivel({ ...bebe, ...CATARRO, fiebre: FIEBRE.medida, temperatura: 38.2 })).toBe('rojo');
  });

  it('records the choice in notas and cites its sources', () => {
    expect(flujo.notas).toMatch(/Ronda 19, dificultad para respirar después de una vacuna/);
    expect(flujo.revisado).toBe('2026-11-28');
    const urls = flujo.fuentes.map((f) => f.url).join(' ');
    expect(urls).toMatch(/green-book-chapter-19/);
    expect(urls).toMatch(/brit-thoracic/);
  });
});
