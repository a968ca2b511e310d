import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { checkFlow } from '../check-flow.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import {
  evaluarCondicion,
  evaluarTriaje,
  NIVEL,
  preguntasVisibles,
  reglaAplicable,
  respuestasVigentes,
  rojoSeguro,
} from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { AVISO_PREOCUPADO, CONSEJO_ROJO_CAMINO, MANCHAS, SIEMPRE } from './comunes.ts';
import { ACTIVIDAD, COLOR, DIAS_FIEBRE, fiebre, HIDRATACION, RESPIRACION } from './fiebre.ts';
import { SATURACION } from './banderas-pulsioximetria.ts';

comprobacionesDeFlujo(fiebre);

/** A well child with an ordinary fever: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '2-5 años',
  color: COLOR.normal,
  respiracion: RESPIRACION.normal,
  actividad: ACTIVIDAD.normal,
  manchas_piel: MANCHAS.no,
  convulsion: 'no',
  rigidez_vomitos: 'no',
  signos_localizados: 'no',
  defensas_bajas: 'no',
  cateter_central: 'no',
  hidratacion: HIDRATACION.normal,
  temperatura_medida: 'si',
  temperatura: 38.5,
  saturacion_oxigeno: SATURACION.noMedida,
  dias_fiebre: DIAS_FIEBRE.uno_dos,
  otros_signos: 'no',
  sintomas_orina: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 15,
};

const respuestas = (cambios: Readonly<Record<string, ValorRespuesta>> = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => evaluarTriaje(fiebre, respuestas(cambios));
const nivel = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).urgencia;
const meds = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => triaje(cambios).medicacion.map((m) => m.med);

/** Round 12: the green answers a baby under 3 months needs to be verde (with a reading of 36-37.9 °C). */
const BIEN_BEBE: Readonly<Record<string, ValorRespuesta>> = {
  color: COLOR.normal,
  respiracion: RESPIRACION.normal,
  actividad: ACTIVIDAD.normal,
  manchas_piel: MANCHAS.no,
  convulsion: 'no',
  rigidez_vomitos: 'no',
  signos_localizados: 'no',
  defensas_bajas: 'no',
  cateter_central: 'no',
  hidratacion: HIDRATACION.normal,
  saturacion_oxigeno: SATURACION.noMedida,
  otros_signos: 'no',
  sintomas_orina: 'no',
  muy_enfermo: 'no',
};
const TITULO_BEBE_VERDE = 'Bebé menor de 3 meses que se nota caliente, sin fiebre al medirla y con buen aspecto';

describe('fiebre: structure (CLINICAL.md "Shape of a flow")', () => {
  it('passes the static condition checks', () => {
    expect(checkFlow(fiebre)).toEqual([]);
  });

  it('asks the age first and the weight last', () => {
    expect(fiebre.preguntas[0]?.id).toBe('edad_rango');
    expect(fiebre.preguntas.at(-1)?.id).toBe('peso_kg');
  });

  it('ends with an always-true verde catch-all', () => {
    const ultima = fiebre.reglas.at(-1);
    expect(ultima?.si).toBe(SIEMPRE);
    expect(ultima?.urgencia).toBe('verde');
  });

  it('numeric questions other than weight avoid the words that trigger age or weight validation (SPEC §5)', () => {
    for (const p of fiebre.preguntas.filter((q) => q.tipo === 'numero' && q.id !== 'peso_kg')) {
      expect(p.texto).not.toMatch(/\b(edad|mes|meses|peso|kg)\b/i);
    }
    const peso = fiebre.preguntas.find((q) => q.id === 'peso_kg');
    expect(peso?.texto).toMatch(/peso|kg/);
  });


  it('names its sources and review date', () => {
    expect(fiebre.fuentes.length).toBeGreaterThanOrEqual(3);
    for (const f of fiebre.fuentes) expect(f.url).toMatch(/^https:\/\//);
    expect(fiebre.revisado).toBe('2026-11-28');
    expect(fiebre.notas).toMatch(/vacuna/);
  });
});

describe('fiebre: verde (NICE NG143 green only → home care with a safety net)', () => {
  it('a well 3-year-old with 38.5 °C for a day is verde with both antipyretics', () => {
    // NICE NG143: green features only → care at home, advice on when to seek help.
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Fiebre sin signos de alarma');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(r.consejos.join(' ')).toMatch(/no para bajar el número/);
    expect(r.consejos.join(' ')).toMatch(/No le des los dos a la vez/);
    expect(r.consejos.join(' ')).toMatch(/5 días o más/);
  });

  it('a well 8-year-old with 39.5 °C is verde: above 6 months the height of the fever alone is not a NICE criterion', () => {
    expect(nivel({ edad_rango: '5-12 años', temperatura: 39.5, peso_kg: 28 })).toBe('verde');
  });

  it('a well child whose temperature was not measured is verde', () => {
    expect(nivel({ temperatura_medida: 'no' })).toBe('verde');
  });

  it('1-2 years at 39 °C without alarm signs is verde with a non-urgent paediatrician visit (SEUP "pediatra, no urgente")', () => {
    const r = triaje({ edad_rango: '1-2 años', temperatura: 39 });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toMatch(/39 °C o más en menor de 2 años/);
    expect(r.acciones_sugeridas.join(' ')).toMatch(/no urgente/);
    expect(triaje({ edad_rango: '1-2 años', temperatura: 38.9 }).titulo).toBe('Fiebre sin signos de alarma');
  });

  it('a blanching rash with fever stays verde, without ibuprofen, and points to problemas_piel', () => {
    const r = triaje({ manchas_piel: MANCHAS.seBorran });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('problemas_piel');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('fever for 3-4 days in a well child is still verde (NICE amber starts at 5 days)', () => {
    expect(nivel({ dias_fiebre: DIAS_FIEBRE.tres_cuatro })).toBe('verde');
  });
});

describe('fiebre: the 39 °C threshold (SPEC §9, NICE NG143 amber "3–6 months ≥ 39 °C")', () => {
  it('3-6 months: 38.9 °C is verde, 39 °C is amarillo', () => {
    expect(nivel({ edad_rango: '3-6 meses', temperatura: 38.9, peso_kg: 7 })).toBe('verde');
    const r = triaje({ edad_rango: '3-6 meses', temperatura: 39, peso_kg: 7 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre de 39 °C o más en bebé de 3 a 6 meses');
  });

  it('6-12 months: 38.9 and 39 °C are both verde without other signs', () => {
    expect(nivel({ edad_rango: '6-12 meses', temperatura: 38.9, peso_kg: 9 })).toBe('verde');
    expect(nivel({ edad_rango: '6-12 meses', temperatura: 39, peso_kg: 9 })).toBe('verde');
  });

  it('40.4 °C is verde and 40.5 °C amarillo at any age (SEUP "> 40,5 °C → Urgencias el mismo día")', () => {
    expect(nivel({ temperatura: 40.4 })).toBe('verde');
    expect(nivel({ temperatura: 40.5 })).toBe('amarillo');
  });
});

describe('fiebre: amarillo (NICE NG143 amber; HT amber)', () => {
  it('fever for 5 days or more is amarillo', () => {
    // NICE NG143 amber "fever for ≥ 5 days" (assess for Kawasaki disease).
    const r = triaje({ dias_fiebre: DIAS_FIEBRE.cinco_o_mas });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre de 5 días o más');
    expect(r.consejos.join(' ')).toMatch(/Si no te pueden ver en unas horas o empeora/);
  });

  it('decaído or irritable even when the fever comes down is amarillo', () => {
    // NICE amber "not responding normally to social cues, no smile, decreased activity"; HT amber.
    expect(nivel({ actividad: ACTIVIDAD.decaido })).toBe('amarillo');
  });

  it('fast breathing for the age, nasal flaring or a little drawing-in between the ribs is amarillo, not rojo (pattern 5)', () => {
    // NICE amber "nasal flaring; tachypnoea RR > 40/min at > 12 months"; HT amber "working harder to breathe".
    const r = triaje({ respiracion: RESPIRACION.rapida });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('tos');
    expect(RESPIRACION.rapida).toMatch(/un poco la piel entre las costillas/);
    // The severe form (grunting, marked recession, > 60/min) is rojo.
    expect(RESPIRACION.grave).toMatch(/se le hunden mucho las costillas/);
    expect(RESPIRACION.grave).toMatch(/más de 60/);
    expect(nivel({ respiracion: RESPIRACION.grave })).toBe('rojo');
  });

  it('pallor reported by the parent is amarillo', () => {
    // NICE amber "pallor reported by parent/carer".
    expect(nivel({ color: COLOR.palido })).toBe('amarillo');
  });

  it('poor feeding, dry mouth or fewer wet nappies is amarillo, with paracetamol only', () => {
    // NICE amber "dry mucous membranes; poor feeding in infants; reduced urine output"; HT amber "no wee for 12 h".
    const r = triaje({ edad_rango: '6-12 meses', hidratacion: HIDRATACION.poca, peso_kg: 9 });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('rigors, a swollen limb or joint, or not using a limb is amarillo', () => {
    // NICE amber "rigors; swelling of a limb or joint; non-weight bearing limb".
    const r = triaje({ otros_signos: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre con tiritonas fuertes, un dolor que no cede o una hinchazón');
    expect(r.ver_tambien).toContain('dolor_articular');
  });

  it('round 6: asks only the amber signs, described, and says the aches, headache, sore throat or cough of a cold or flu do not count', () => {
    const pregunta = fiebre.preguntas.find((p) => p.id === 'otros_signos');
    expect(pregunta?.tipo).toBe('si_no');
    expect(pregunta?.texto).toMatch(/tiritonas fuertes \(tiembla sin poder parar/);
    expect(pregunta?.texto).not.toMatch(/músculos/);
    expect(pregunta?.ayuda).toMatch(/escalofríos de cuando sube la fiebre/);
    expect(pregunta?.ayuda).toMatch(/gripe/);
    expect(triaje({ otros_signos: 'no' }).consejos.join(' ')).toMatch(/tiritonas fuertes/);
  });

  it('round 6: once an earlier answer is amber, the amber-only questions are not asked and the result keeps its title', () => {
    const ids = (cambios: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(fiebre, respuestas(cambios)).map((p) => p.id);
    expect(ids({})).toEqual(expect.arrayContaining(['otros_signos', 'sintomas_orina', 'muy_enfermo']));
    const ambar: readonly Readonly<Record<string, ValorRespuesta>>[] = [
      { actividad: ACTIVIDAD.decaido },
      { color: COLOR.palido },
      { edad_rango: '0-3 meses', temperatura: 37.5, hidratacion: HIDRATACION.poca },
    ];
    for (const cambios of ambar) {
      const visibles = ids(cambios);
      expect(visibles, JSON.stringify(cambios)).not.toContain('otros_signos');
      expect(visibles, JSON.stringify(cambios)).not.toContain('muy_enfermo');
      expect(visibles, JSON.stringify(cambios)).toContain('preocupado');
    }
    expect(ids({ otros_signos: 'si' })).not.toContain('sintomas_orina');
    expect(triaje({ actividad: ACTIVIDAD.decaido, otros_signos: 'si' }).titulo).toBe('Decaído o irritable aunque le baje la fiebre');
    expect(nivel({ otros_signos: 'no', rigidez_vomitos: 'si' })).toBe('rojo');
  });

  it('urinary symptoms with fever under 24 months are amarillo and point to the orina flow (SPEC §9)', () => {
    for (const edad of ['3-6 meses', '6-12 meses', '1-2 años']) {
      const r = triaje({ edad_rango: edad, sintomas_orina: 'si', peso_kg: 9 });
      expect(r.urgencia).toBe('amarillo');
      expect(r.titulo).toBe('Fiebre y molestias al orinar en menor de 2 años');
      expect(r.ver_tambien).toContain('orina');
    }
  });

  it('urinary symptoms with fever from 2 years are also amarillo (cautious reading, see notas)', () => {
    const r = triaje({ edad_rango: '2-5 años', sintomas_orina: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre y molestias al orinar');
    expect(r.ver_tambien).toContain('orina');
  });

  it('a child who looks very ill, different from other illnesses, is amarillo (NICE NG143 "appears ill")', () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    expect(triaje({ muy_enfermo: 'si' }).titulo).toBe('Lo ves muy enfermo, distinto de otras veces');
  });

  it("the parent's worry alone does not raise the level, but the result offers a paediatrician now (issue 9, pattern 1)", () => {
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos).toContain(AVISO_PREOCUPADO.consejo);
    expect(triaje().consejos).not.toContain(AVISO_PREOCUPADO.consejo);
    const amarilla = triaje({ preocupado: 'si', dias_fiebre: DIAS_FIEBRE.cinco_o_mas });
    expect(amarilla.urgencia).toBe('amarillo');
    expect(amarilla.consejos).toContain(AVISO_PREOCUPADO.consejo);
    expect(triaje({ preocupado: 'si', color: COLOR.grave }).consejos).not.toContain(AVISO_PREOCUPADO.consejo);
  });

  it('a baby under 3 months without a measured fever but with any sign off the green side is amarillo, with no dose (round 12)', () => {
    const signos: readonly Readonly<Record<string, ValorRespuesta>>[] = [
      { color: COLOR.palido },
      { respiracion: RESPIRACION.rapida },
      { actividad: ACTIVIDAD.decaido },
      { manchas_piel: MANCHAS.seBorran },
      { hidratacion: HIDRATACION.poca },
      { saturacion_oxigeno: SATURACION.baja },
      { dias_fiebre: DIAS_FIEBRE.cinco_o_mas },
      { otros_signos: 'si' },
      { sintomas_orina: 'si' },
      { muy_enfermo: 'si' },
    ];
    for (const cambios of signos) {
      const r = triaje({ edad_rango: '0-3 meses', temperatura: 37.5, peso_kg: 5, ...cambios });
      expect(r.urgencia, JSON.stringify(cambios)).toBe('amarillo');
      expect(r.titulo, JSON.stringify(cambios)).toBe('Bebé menor de 3 meses con un signo de alerta: que lo vea hoy un médico');
      expect(r.medicacion).toEqual([]);
      expect(r.consejos.join(' ')).toMatch(/38 °C/);
    }
  });
});

describe('fiebre: every red trigger of SPEC §4 and NICE NG143 is rojo', () => {
  it('0-3 months with 38 °C or more is rojo; 37.9 °C is not', () => {
    // NICE NG143 red "age < 3 months with temperature ≥ 38 °C" (no post-vaccine exception here, see notas).
    const r = triaje({ edad_rango: '0-3 meses', temperatura: 38 });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Fiebre en menor de 3 meses');
    expect(r.medicacion).toEqual([]);
    expect(r.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(nivel({ edad_rango: '0-3 meses', temperatura: 37.9 })).toBe('verde');
  });

  it('0-3 months below 36 °C is rojo; 36 °C is not (HT "< 3 months ≥ 38 °C or < 36 °C")', () => {
    expect(nivel({ edad_rango: '0-3 meses', temperatura: 35.9 })).toBe('rojo');
    expect(nivel({ edad_rango: '0-3 meses', temperatura: 36 })).toBe('verde');
  });

  it('0-3 months with a fever the parent could not measure is rojo (SPEC §4 "fiebre: age 0-3 months")', () => {
    expect(nivel({ edad_rango: '0-3 meses', temperatura_medida: 'no' })).toBe('rojo');
  });

  it('non-blanching spots are rojo', () => {
    // NICE red "non-blanching rash"; SPEC §4.
    expect(triaje({ manchas_piel: MANCHAS.noSeBorran }).titulo).toBe('Fiebre con manchas que no se borran al apretar');
    expect(nivel({ manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
  });

  it('breathing difficulty is rojo and says to call 112', () => {
    // NICE red "grunting; RR > 60; moderate or severe chest indrawing"; SPEC §4.
    const r = triaje({ respiracion: RESPIRACION.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
  });

  it('very drowsy, not responding, or a weak, high-pitched or continuous cry is rojo', () => {
    // NICE red activity row; SPEC §4 "very drowsy or inconsolable".
    expect(nivel({ actividad: ACTIVIDAD.grave })).toBe('rojo');
  });

  it('neck stiffness, a bulging fontanelle or projectile vomiting is rojo', () => {
    // NICE red "neck stiffness; bulging fontanelle"; SPEC §4 "marked neck stiffness … projectile vomiting".
    expect(nivel({ rigidez_vomitos: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '6-12 meses', rigidez_vomitos: 'si' })).toBe('rojo');
  });

  it('a febrile seizure is rojo and points to the convulsion flow', () => {
    // SPEC §4 "febrile seizure"; HT red "has a fit" (the repeat-seizure exception lives in the convulsion flow).
    const r = triaje({ convulsion: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('convulsion');
  });

  it('severe tummy pain, a painful testicle, swelling behind the ear or a closed swollen eye with fever is rojo (HT abdominal pain; Schmitt earache; NICE NG141)', () => {
    const r = triaje({ signos_localizados: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['dolor_abdominal', 'dolor_oido', 'hinchazon_local']));
  });

  it('fever in a child on chemotherapy or with low defences is rojo (NICE CG151 neutropenic sepsis; NG51)', () => {
    expect(nivel({ defensas_bajas: 'si' })).toBe('rojo');
    expect(nivel({ defensas_bajas: 'si', edad_rango: '12+ años', temperatura: 38.1, peso_kg: 45 })).toBe('rojo');
  });

  it('pale, mottled, ashen or blue is rojo', () => {
    expect(nivel({ color: COLOR.grave })).toBe('rojo');
  });

  it('reduced skin turgor is rojo', () => {
    // NICE red "reduced skin turgor".
    expect(nivel({ hidratacion: HIDRATACION.grave })).toBe('rojo');
  });

  it('a red feature wins over amber ones and over the age of the child', () => {
    expect(nivel({ edad_rango: '12+ años', dias_fiebre: DIAS_FIEBRE.cinco_o_mas, manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
  });
});

describe('fiebre: age gate for ibuprofen (SPEC §9: only over 6 months)', () => {
  it('3-6 months gets paracetamol only', () => {
    expect(meds({ edad_rango: '3-6 meses', temperatura: 38.2, peso_kg: 6.5 })).toEqual(['paracetamol']);
  });

  it('from 6 months both are offered', () => {
    expect(meds({ edad_rango: '6-12 meses', temperatura: 38.2, peso_kg: 8 })).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('uses the exact per-kg texts of the spec', () => {
    const verde = fiebre.reglas.at(-1);
    expect(verde?.medicacion?.map((m) => m.dosis_por_kg)).toEqual([
      '15 mg/kg cada 6-8 horas (máximo 60 mg/kg/día)',
      '10 mg/kg cada 6-8 horas (máximo 30 mg/kg/día)',
    ]);
  });
});

describe('fiebre: question progression', () => {
  it('asks the temperature only if it was measured', () => {
    const ids = (cambios: Readonly<Record<string, ValorRespuesta>>) => preguntasVisibles(fiebre, respuestas(cambios)).map((p) => p.id);
    expect(ids({ temperatura_medida: 'si' })).toContain('temperatura');
    expect(ids({ temperatura_medida: 'no' })).not.toContain('temperatura');
  });

  it('does not ask the weight of a baby under 3 months (no dose at that age)', () => {
    const ids = preguntasVisibles(fiebre, respuestas({ edad_rango: '0-3 meses' })).map((p) => p.id);
    expect(ids).not.toContain('peso_kg');
  });

  it('a well child answers at most 22 questions (round 11 added the pulse-oximeter reading, round 12 the central line, round 14: the wrong-door screen)', () => {
    expect(preguntasVisibles(fiebre, respuestas()).length).toBeLessThanOrEqual(22); // round 15: + otra_consulta
  });

  it('stops early once a red feature is certain', () => {
    expect(rojoSeguro(fiebre, { edad_rango: '2-5 años', color: COLOR.grave })?.titulo).toBe(
      'Color muy pálido, moteado o labios azulados',
    );
    expect(
      rojoSeguro(fiebre, {
        edad_rango: '0-3 meses',
        color: COLOR.normal,
        respiracion: RESPIRACION.normal,
        actividad: ACTIVIDAD.normal,
        manchas_piel: MANCHAS.no,
        convulsion: 'no',
        rigidez_vomitos: 'no',
        hidratacion: HIDRATACION.normal,
        temperatura_medida: 'si',
        temperatura: 38.2,
      })?.titulo,
    ).toBe('Fiebre en menor de 3 meses');
  });

  it('does not stop early while rojo is only possible', () => {
    expect(rojoSeguro(fiebre, { edad_rango: '0-3 meses' })).toBeNull();
    expect(rojoSeguro(fiebre, { edad_rango: '2-5 años', color: COLOR.normal, respiracion: RESPIRACION.normal })).toBeNull();
  });
});

describe('fiebre: a home pulse-oximeter reading (round 11; NICE NG143 amber ≤ 95 %; NICE NG9 2021 and BTS 2011 refer < 92 %)', () => {
  const ids = (cambios: Readonly<Record<string, ValorRespuesta>> = {}) => preguntasVisibles(fiebre, respuestas(cambios)).map((p) => p.id);

  it('costs nothing without an oximeter: the first answer (not measured, or 96 % or more) keeps the well child verde', () => {
    const pregunta = fiebre.preguntas.find((p) => p.id === 'saturacion_oxigeno');
    expect(pregunta?.opciones?.[0]).toBe(SATURACION.noMedida);
    expect(pregunta?.ayuda).toMatch(/mano caliente/);
    expect(pregunta?.ayuda).toMatch(/marque lo que marque/);
    expect(nivel({ saturacion_oxigeno: SATURACION.noMedida })).toBe('verde');
    expect(SATURACION.noMedida).toMatch(/96 % o más/);
  });

  it('92-95 % is amarillo with paracetamol and a link to tos; below 92 % is rojo, urgencias now, 112 under 90 %', () => {
    const ambar = triaje({ saturacion_oxigeno: SATURACION.baja });
    expect(ambar.urgencia).toBe('amarillo');
    expect(ambar.titulo).toBe('El pulsioxímetro marca entre 92 % y 95 % de oxígeno');
    expect(ambar.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(ambar.ver_tambien).toContain('tos');
    expect(ambar.consejos.join(' ')).toMatch(/si baja de 92 %/);
    const rojo = triaje({ saturacion_oxigeno: SATURACION.muyBaja });
    expect(rojo.urgencia).toBe('rojo');
    expect(rojo.titulo).toBe('El pulsioxímetro marca menos de 92 % de oxígeno');
    expect(rojo.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(rojo.consejos.join(' ')).toMatch(/menos de 90 %/);
    expect(rojo.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(rojo.medicacion).toEqual([]);
  });

  it('is asked after every question that can give rojo and before the amber ones, and stops early below 92 %', () => {
    const orden = ids();
    const i = orden.indexOf('saturacion_oxigeno');
    for (const id of ['color', 'respiracion', 'actividad', 'manchas_piel', 'convulsion', 'rigidez_vomitos', 'signos_localizados', 'defensas_bajas', 'cateter_central', 'hidratacion', 'temperatura']) {
      expect(orden.indexOf(id), id).toBeLessThan(i);
    }
    expect(i).toBeLessThan(orden.indexOf('dias_fiebre'));
    const hastaAhi = Object.fromEntries(orden.slice(0, i).map((id) => [id, BIEN[id]!]));
    expect(rojoSeguro(fiebre, hastaAhi)).toBeNull();
    expect(rojoSeguro(fiebre, { ...hastaAhi, saturacion_oxigeno: SATURACION.muyBaja })?.titulo).toBe('El pulsioxímetro marca menos de 92 % de oxígeno');
  });

  it('a normal reading never lowers a red or amber sign; under 3 months the baby rule (no dose) wins', () => {
    expect(nivel({ respiracion: RESPIRACION.grave, saturacion_oxigeno: SATURACION.noMedida })).toBe('rojo');
    expect(nivel({ respiracion: RESPIRACION.rapida, saturacion_oxigeno: SATURACION.noMedida })).toBe('amarillo');
    const bebe = triaje({ edad_rango: '0-3 meses', temperatura: 37.5, saturacion_oxigeno: SATURACION.baja });
    expect(bebe.urgencia).toBe('amarillo');
    expect(bebe.medicacion).toEqual([]);
    expect(nivel({ edad_rango: '0-3 meses', temperatura: 37.5, saturacion_oxigeno: SATURACION.muyBaja })).toBe('rojo');
  });

  it('after an amber reading the amber-only questions are not asked, as after the other amber answers', () => {
    expect(ids({ saturacion_oxigeno: SATURACION.baja })).not.toContain('otros_signos');
    expect(ids({ saturacion_oxigeno: SATURACION.noMedida })).toContain('otros_signos');
  });

  it('the verde safety net names the oximeter', () => {
    expect(triaje().consejos.join(' ')).toMatch(/pulsioxímetro, marca menos de 92 %/);
  });
});

describe('fiebre: fever or shivering with a central venous catheter (round 12; IDSA 2009, BSAC OPAT 2019, NICE NG51)', () => {
  it('a child with a central line is rojo, urgencias now, whatever the temperature and even looking well', () => {
    const r = triaje({ cateter_central: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Fiebre o tiritona en un niño con un catéter central');
    expect(r.acciones_sugeridas[0]).toBe('Acude a urgencias ahora');
    expect(r.consejos).toContain(CONSEJO_ROJO_CAMINO);
    expect(r.consejos.join(' ')).toMatch(/cerrar la pinza/);
    expect(r.consejos.join(' ')).toMatch(/112/);
    expect(r.medicacion).toEqual([]);
    const casos: readonly Readonly<Record<string, ValorRespuesta>>[] = [
      { temperatura: 37.6 },
      { temperatura_medida: 'no' },
      { edad_rango: '12+ años', peso_kg: 45 },
      { edad_rango: '0-3 meses', temperatura: 37 },
    ];
    for (const cambios of casos) {
      expect(nivel({ cateter_central: 'si', ...cambios }), JSON.stringify(cambios)).toBe('rojo');
    }
  });

  it('without a central line the well child stays verde (the nearest case that must not trigger it)', () => {
    expect(nivel({ cateter_central: 'no' })).toBe('verde');
    expect(nivel({ cateter_central: 'no', defensas_bajas: 'no', temperatura: 39.2 })).toBe('verde');
  });

  it('names the lines a parent knows (PICC, port, Hickman, home IV treatment or parenteral nutrition) and the link with using the line', () => {
    const pregunta = fiebre.preguntas.find((p) => p.id === 'cateter_central');
    expect(pregunta?.tipo).toBe('si_no');
    expect(pregunta?.alarma).toEqual(['si']);
    expect(pregunta?.texto).toMatch(/PICC/);
    expect(pregunta?.texto).toMatch(/reservorio o port/);
    expect(pregunta?.texto).toMatch(/Hickman/);
    expect(pregunta?.texto).toMatch(/nutrición parenteral/);
    expect(pregunta?.ayuda).toMatch(/poco después de usarlo o lavarlo/);
  });

  it('is asked to everyone right after the low-defences question, before the amber ones, and stops the questionnaire at once', () => {
    const orden = fiebre.preguntas.map((p) => p.id);
    expect(orden.indexOf('cateter_central')).toBe(orden.indexOf('defensas_bajas') + 1);
    expect(orden.indexOf('cateter_central')).toBeLessThan(orden.indexOf('hidratacion'));
    for (const edad of EDAD_OPCIONES) {
      expect(preguntasVisibles(fiebre, respuestas({ edad_rango: edad })).map((p) => p.id), edad).toContain('cateter_central');
    }
    const hasta = Object.fromEntries(orden.slice(0, orden.indexOf('cateter_central')).map((id) => [id, BIEN[id]!]));
    expect(rojoSeguro(fiebre, hasta)).toBeNull();
    expect(rojoSeguro(fiebre, { ...hasta, cateter_central: 'si' })?.titulo).toBe('Fiebre o tiritona en un niño con un catéter central');
  });
});

describe('fiebre: a baby under 3 months who feels hot but never reached 38 °C (round 12; NICE NG143; AAP/Schmitt Fever 0-12 months)', () => {
  const BEBE = { edad_rango: '0-3 meses', temperatura_medida: 'si', temperatura: 37.6, dias_fiebre: DIAS_FIEBRE.menos24h } as const;

  it('a well baby whose readings all stayed below 38 °C is verde, with no medicine and a strict safety net', () => {
    const r = triaje(BEBE);
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe(TITULO_BEBE_VERDE);
    expect(r.medicacion).toEqual([]);
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/Quítale la ropa de más/);
    expect(texto).toMatch(/15-30 minutos/);
    expect(texto).toMatch(/No le des paracetamol ni ibuprofeno/);
    expect(texto).toMatch(/alguna medida llega a 38 °C o más, o baja de 36 °C/);
    expect(texto).toMatch(/toma menos de la mitad/);
    expect(texto).toMatch(/adormilado/);
    expect(r.acciones_sugeridas).toContain('Vuelve a medirle la temperatura en 15-30 minutos');
  });

  it('the thresholds are exact: 36 and 37.9 °C verde; 38 °C and 35.9 °C rojo; not measured rojo', () => {
    expect(nivel({ ...BEBE, temperatura: 36 })).toBe('verde');
    expect(nivel({ ...BEBE, temperatura: 37.9 })).toBe('verde');
    expect(triaje({ ...BEBE, temperatura: 38 }).titulo).toBe('Fiebre en menor de 3 meses');
    expect(triaje({ ...BEBE, temperatura: 35.9 }).titulo).toBe('Temperatura baja en menor de 3 meses');
    expect(triaje({ ...BEBE, temperatura_medida: 'no' }).titulo).toBe('Posible fiebre en menor de 3 meses sin poder medirla');
  });

  it('any answer off the green side keeps the baby amarillo (or rojo for the red ones), never verde', () => {
    for (const [id, valor] of [
      ['color', COLOR.palido],
      ['hidratacion', HIDRATACION.poca],
      ['muy_enfermo', 'si'],
      ['otros_signos', 'si'],
      ['manchas_piel', MANCHAS.seBorran],
    ] as const) {
      expect(nivel({ ...BEBE, [id]: valor }), id).toBe('amarillo');
    }
    expect(nivel({ ...BEBE, actividad: ACTIVIDAD.grave })).toBe('rojo');
    expect(nivel({ ...BEBE, cateter_central: 'si' })).toBe('rojo');
  });

  it('the baby is now asked the last amber questions that decide it, as an older child is', () => {
    const ids = preguntasVisibles(fiebre, respuestas(BEBE)).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['otros_signos', 'sintomas_orina', 'muy_enfermo']));
    expect(ids).not.toContain('peso_kg');
  });

  it('an older baby with the same reading keeps its own result (this path is only for babies under 3 months)', () => {
    expect(triaje({ ...BEBE, edad_rango: '3-6 meses', peso_kg: 7 }).titulo).toBe('Fiebre en bebé de 3 a 6 meses sin signos de alarma');
  });
});

// ---------------------------------------------------------------------------
// Properties over every complete answer set
// ---------------------------------------------------------------------------

const NUMEROS: Readonly<Record<string, readonly number[]>> = {
  temperatura: [0, 35.5, 35.9, 36, 37.2, 37.9, 38, 38.5, 38.9, 39, 39.5, 40.4, 40.5, 41.5],
  peso_kg: [3, 5, 7.5, 12, 20, 45, 70],
};

/**
 * Any value of the question, but mostly the answer of BIEN: most of the
 * generated sets are then one or two findings away from the base case, where a
 * badly ordered or badly combined rule would show.
 */
function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'opciones'
        ? fc.constantFrom(...(p.opciones ?? []))
        : p.tipo === 'numero'
          ? fc.constantFrom(...(NUMEROS[p.id] ?? [0, 1, 5, 10]))
          : fc.constant('texto libre');
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(fiebre.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('fiebre: properties', () => {
  it('every complete answer set matches a true rule (no fallback, DECISIONS 4)', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const regla = reglaAplicable(fiebre, r);
        expect(regla).not.toBeNull();
        expect(evaluarCondicion(regla?.si ?? '', respuestasVigentes(fiebre, r))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('adding a red feature to any answers never lowers the level (CLINICAL.md)', () => {
    const conAlarma = fiebre.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(fiebre, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          const despues = NIVEL[evaluarTriaje(fiebre, { ...r, [pregunta.id]: valor }).urgencia];
          expect(despues).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('a baby under 3 months is verde only with every reading between 36 and 37.9 °C and every answer on the green side (round 12)', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        const bebe = { ...r, edad_rango: '0-3 meses' };
        const resultado = evaluarTriaje(fiebre, bebe);
        if (resultado.urgencia !== 'verde') return;
        expect(resultado.titulo).toBe(TITULO_BEBE_VERDE);
        expect(resultado.medicacion).toEqual([]);
        const vigentes = respuestasVigentes(fiebre, bebe);
        expect(vigentes['temperatura_medida']).toBe('si');
        expect(vigentes['temperatura']).toBeGreaterThanOrEqual(36);
        expect(vigentes['temperatura']).toBeLessThan(38);
        for (const [id, valor] of Object.entries(BIEN_BEBE)) {
          if (vigentes[id] !== undefined) expect(vigentes[id], id).toBe(valor);
        }
        expect(vigentes['dias_fiebre']).not.toBe(DIAS_FIEBRE.cinco_o_mas);
      }),
      { numRuns: 3000 },
    );
  });

  it('no result suggests ibuprofen under 6 months, nor any dose under 3 months', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...EDAD_OPCIONES.slice(0, 2)), (r, edad) => {
        const m = evaluarTriaje(fiebre, { ...r, edad_rango: edad }).medicacion.map((x) => x.med);
        expect(m).not.toContain('ibuprofeno');
        if (edad === '0-3 meses') expect(m).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
