import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { EDAD_OPCIONES } from '../edad.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { MANCHAS, SIEMPRE } from './comunes.ts';
import { ATRAGANTAMIENTO, denticion, FIEBRE, HINCHAZON, INGESTA, INGESTA_TIPO, RESPIRACION, SANGRADO_COAGULACION } from './denticion.ts';
import { MEDICAMENTO_CUAL, SI_NO_NOSE } from './banderas-medicamentos.ts';
import { fichaFlujo } from './index.ts';
import { DIENTES } from './banderas-dientes.ts';
import { INGESTA_QUE } from './banderas-ingesta.ts';

comprobacionesDeFlujo(denticion);

const flujo = denticion;

/** A 9-month-old drooling and chewing everything, no fever, drinking well: ordinary teething. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '6-12 meses',
  respiracion: RESPIRACION.normal,
  color_grave: 'no',
  no_responde: 'no',
  manchas_piel: MANCHAS.no,
  // Round 13: the choking question.
  atragantamiento_comida: ATRAGANTAMIENTO.no,
  ingesta: INGESTA.no,
  // Round 12: only asked after "a medicine or a product"; the defaults are the amarillo answers of that path.
  ingesta_medicamento: INGESTA_TIPO.otro,
  sintomas_medicamento: 'no',
  medicamento_riesgo: SI_NO_NOSE.no,
  medicamento_cual: MEDICAMENTO_CUAL.otro,
  dosis_de_mas: 'no',
  anticonceptivo: 'no',
  medicamento_inocuo: 'no',
  sangrado_coagulacion: SANGRADO_COAGULACION.no,
  // Round 18: the shared follow-up (it replaces ingesta_inocua); the amarillo answer is the default.
  ingesta_que: INGESTA_QUE.otro,
  dientes: DIENTES.no,
  absceso_dental: HINCHAZON.no,
  fiebre: FIEBRE.no,
  temperatura: 37.4,
  signos_meningitis: 'no',
  dias_fiebre: 'no',
  bebe_poco: 'no',
  decaido: 'no',
  diarrea_vomitos: 'no',
  llanto_oido: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  peso_kg: 9,
};

type Cambios = Readonly<Record<string, ValorRespuesta>>;
const respuestas = (cambios: Cambios = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Cambios = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Cambios = {}) => triaje(cambios).urgencia;
const meds = (cambios: Cambios = {}) => triaje(cambios).medicacion.map((m) => m.med);
const conFiebre = (temperatura: number, cambios: Cambios = {}): Cambios => ({ fiebre: FIEBRE.medida, temperatura, ...cambios });

describe('denticion: structure', () => {
  it('asks the age first and the weight last', () => {
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas.at(-1)?.id).toBe('peso_kg');
  });

  it('is in the bebes category and ends with a verde catch-all', () => {
    expect(flujo.categoria).toBe('bebes');
    expect(flujo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(flujo.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('the temperature question avoids the words that trigger age or weight validation (SPEC §5)', () => {
    const t = flujo.preguntas.find((p) => p.id === 'temperatura');
    expect(t?.texto).not.toMatch(/\b(edad|mes|meses|peso|pesa|kg|kilos?)\b/i);
  });


  it('uses the spec’s teething paracetamol text and the standard ibuprofen text', () => {
    const verde = flujo.reglas.at(-1);
    expect(verde?.medicacion?.map((m) => m.dosis_por_kg)).toEqual([
      '10-15 mg/kg cada 6-8 horas (máximo 60 mg/kg/día)',
      '10 mg/kg cada 6-8 horas (máximo 30 mg/kg/día)',
    ]);
  });

  it('has 8 to 20 search words and sources', () => {
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
    expect(flujo.fuentes.length).toBeGreaterThanOrEqual(3);
  });
});

describe('denticion: verde (ordinary teething, Schmitt home care)', () => {
  it('a drooling 9-month-old without fever is verde with safe soothing advice and both analgesics', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Molestias normales de la dentición');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/nevera \(no en el congelador\)/);
    expect(texto).toMatch(/benzocaína o lidocaína/);
    expect(texto).toMatch(/ámbar/);
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('37.9 °C is still compatible with teething (NICE CKS: mild temperature < 38 °C)', () => {
    expect(triaje(conFiebre(37.9)).titulo).toBe('Molestias normales de la dentición');
  });

  it('a teething toddler of 18 months is verde', () => {
    expect(nivel({ edad_rango: '1-2 años', peso_kg: 11 })).toBe('verde');
  });

  it('crying a lot or pulling an ear is verde but points to crying and ear pain (Schmitt: do not blame teeth)', () => {
    const r = triaje({ llanto_oido: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['llanto_inconsolable', 'dolor_oido']));
  });
});

describe('denticion: fever ≥ 38 °C is not teething (NICE CKS; Schmitt)', () => {
  it('38 °C in a well 9-month-old is verde, says it is not the teeth and points to the fever flow', () => {
    const r = triaje(conFiebre(38));
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Fiebre: no es por los dientes');
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('under 3 months: 38 °C or more, below 36 °C, or an unmeasured fever is rojo; 37.9 °C is not', () => {
    expect(nivel({ edad_rango: '0-3 meses', ...conFiebre(38) })).toBe('rojo');
    expect(nivel({ edad_rango: '0-3 meses', ...conFiebre(37.9) })).toBe('verde');
    expect(nivel({ edad_rango: '0-3 meses', ...conFiebre(35.9) })).toBe('rojo');
    expect(nivel({ edad_rango: '0-3 meses', ...conFiebre(36) })).toBe('verde');
    expect(nivel({ edad_rango: '0-3 meses', fiebre: FIEBRE.sinMedir })).toBe('rojo');
  });

  it('3-6 months: 38.9 °C is verde and 39 °C is amarillo (NICE amber)', () => {
    expect(nivel({ edad_rango: '3-6 meses', ...conFiebre(38.9), peso_kg: 7 })).toBe('verde');
    expect(nivel({ edad_rango: '3-6 meses', ...conFiebre(39), peso_kg: 7 })).toBe('amarillo');
  });

  it('40.4 °C is verde and 40.5 °C amarillo at any age (SEUP)', () => {
    expect(nivel(conFiebre(40.4))).toBe('verde');
    expect(nivel(conFiebre(40.5))).toBe('amarillo');
  });

  it('an unmeasured fever from 3 months is verde, with the advice to measure it', () => {
    const r = triaje({ fiebre: FIEBRE.sinMedir });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Lo notas caliente: mídele la temperatura');
    expect(r.ver_tambien).toContain('fiebre');
  });
});

describe('denticion: other things teething does not cause', () => {
  it('diarrhoea or vomiting is verde, points to those flows and suggests paracetamol only', () => {
    const r = triaje({ diarrea_vomitos: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['diarrea', 'vomitos']));
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('drinking less than half or fewer wet nappies is amarillo, without ibuprofen', () => {
    const r = triaje({ bebe_poco: 'si', diarrea_vomitos: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
  });

  it('looking unwell even when calm is amarillo (NICE amber)', () => {
    expect(nivel({ decaido: 'si' })).toBe('amarillo');
  });

  it("the child's appearance gives amarillo; the parent's worry alone keeps verde with the paediatrician-now advice (issue 9)", () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Molestias normales de la dentición');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });

  it('wrong door: severe breathing difficulty or a grave colour is rojo; fast breathing for the age is amarillo (NICE NG143; pattern 5)', () => {
    const r = triaje({ respiracion: RESPIRACION.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('tos');
    expect(nivel({ color_grave: 'si' })).toBe('rojo');
    const a = triaje({ respiracion: RESPIRACION.deprisa });
    expect(a.urgencia).toBe('amarillo');
    expect(a.ver_tambien).toEqual(expect.arrayContaining(['tos', 'fiebre']));
  });

  it('wrong door: fever for 5 days or more is amarillo (NICE NG143 amber; teething never causes it); 4 days with 38.5 °C is verde', () => {
    const r = triaje(conFiebre(38.5, { dias_fiebre: 'si' }));
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre de 5 días o más');
    expect(nivel(conFiebre(38.5, { dias_fiebre: 'no' }))).toBe('verde');
    expect(preguntasVisibles(flujo, respuestas()).map((p) => p.id)).not.toContain('dias_fiebre');
  });

  it('the usual teething pattern in a child who is well when calm is verde; the same child looking unwell escalates (pattern 3)', () => {
    expect(nivel()).toBe('verde');
    expect(nivel({ decaido: 'si' })).toBe('amarillo');
  });

  it('a non-blanching rash or an unresponsive child is rojo', () => {
    expect(nivel({ manchas_piel: MANCHAS.noSeBorran })).toBe('rojo');
    expect(nivel({ no_responde: 'si' })).toBe('rojo');
    expect(nivel({ manchas_piel: MANCHAS.seBorran })).toBe('verde');
  });

  it('stops early at the first red feature', () => {
    expect(rojoSeguro(flujo, { edad_rango: '6-12 meses', no_responde: 'si' })?.urgencia).toBe('rojo');
  });
});

describe('denticion: fever follows the NICE NG143 traffic light, not "it is the teeth" (round 2)', () => {
  it('green-only fever is verde with the fever safety net and the pointer to the fiebre flow', () => {
    const r = triaje(conFiebre(38.6));
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Fiebre: no es por los dientes');
    expect(r.ver_tambien).toContain('fiebre');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/boca seca/);
    expect(texto).toMatch(/cuello rígido o la fontanela abultada/);
    expect(texto).toMatch(/5 días o más/);
  });

  it('each amber feature with fever is amarillo: drinks less than half or dry mouth, decaído or pale, fast breathing, 3-6 months ≥ 39 °C, ≥ 5 days', () => {
    expect(nivel(conFiebre(38.6, { bebe_poco: 'si' }))).toBe('amarillo');
    expect(nivel(conFiebre(38.6, { decaido: 'si' }))).toBe('amarillo');
    expect(nivel(conFiebre(38.6, { respiracion: RESPIRACION.deprisa }))).toBe('amarillo');
    expect(nivel(conFiebre(39, { edad_rango: '3-6 meses', peso_kg: 7 }))).toBe('amarillo');
    expect(nivel(conFiebre(38.6, { dias_fiebre: 'si' }))).toBe('amarillo');
    expect(flujo.preguntas.find((p) => p.id === 'bebe_poco')?.texto).toMatch(/boca o la lengua secas/);
    expect(flujo.preguntas.find((p) => p.id === 'decaido')?.texto).toMatch(/más pálido de lo normal/);
  });

  it('pulling at an ear or crying as in pain with fever is amarillo (possible otitis; Schmitt earache); without fever it stays verde (ear-rubbing is a teething symptom, NICE CKS)', () => {
    const r = triaje(conFiebre(38.2, { llanto_oido: 'si' }));
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Fiebre y se toca la oreja o llora como de dolor: posible otitis');
    expect(r.ver_tambien).toContain('dolor_oido');
    expect(nivel({ fiebre: FIEBRE.sinMedir, llanto_oido: 'si' })).toBe('amarillo');
    expect(nivel({ llanto_oido: 'si' })).toBe('verde');
  });

  it('red features with fever are rojo: stiff neck, bulging fontanelle or a fit (NICE NG143 red), asked only with fever', () => {
    const r = triaje(conFiebre(38.5, { signos_meningitis: 'si' }));
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['fiebre', 'convulsion']));
    expect(nivel({ fiebre: FIEBRE.sinMedir, signos_meningitis: 'si' })).toBe('rojo');
    expect(preguntasVisibles(flujo, respuestas()).map((p) => p.id)).not.toContain('signos_meningitis');
    expect(preguntasVisibles(flujo, respuestas(conFiebre(38.5))).map((p) => p.id)).toContain('signos_meningitis');
  });
});

describe('denticion: dental abscess and facial swelling (NHS dental abscess; NHS 111 Wales)', () => {
  it('a red, hot, swollen cheek or a gum lump with pus is amarillo, with or without fever, with painkillers', () => {
    const r = triaje({ absceso_dental: HINCHAZON.absceso });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Posible absceso o infección de un diente o de la encía');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    expect(nivel(conFiebre(38.4, { absceso_dental: HINCHAZON.absceso }))).toBe('amarillo');
  });

  it('swelling reaching the eye or the neck, unable to swallow saliva, trouble breathing or very unwell is rojo at every age with teeth', () => {
    const r = triaje({ absceso_dental: HINCHAZON.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('hinchazon_local');
    for (const edad_rango of ['6-12 meses', '1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      expect(nivel({ edad_rango, absceso_dental: HINCHAZON.grave, peso_kg: 30 }), edad_rango).toBe('rojo');
    }
    // Round 18 (SDCEP MADP 2013): the rojo answer names the airway signs and the spread, not the limited opening alone.
    expect(HINCHAZON.grave).toMatch(/ojo/);
    expect(HINCHAZON.grave).toMatch(/cuello/);
    expect(HINCHAZON.grave).toMatch(/no puede tragar su saliva/);
    expect(HINCHAZON.grave).toMatch(/le cuesta respirar/);
    expect(HINCHAZON.grave).toMatch(/muy decaído/);
    expect(HINCHAZON.grave).not.toMatch(/abrir/);
  });

  it('round 18: a painful swollen gum or jaw with limited mouth opening, swallowing and breathing well, is amarillo (SDCEP pericoronitis and abscess)', () => {
    for (const edad_rango of ['1-2 años', '5-12 años', '12+ años']) {
      const r = triaje({ edad_rango, absceso_dental: HINCHAZON.absceso, peso_kg: 40 });
      expect(r.urgencia, edad_rango).toBe('amarillo');
      expect(r.consejos.join(' ')).toMatch(/no le deja abrir bien la boca/);
      expect(r.consejos.join(' ')).toMatch(/dentista/);
      expect(r.consejos.join(' ')).toMatch(/no puede tragar su saliva/);
      expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
    }
    // With fever, still amarillo; the answer names limited opening and the erupting back tooth (pericoronitis).
    expect(nivel(conFiebre(38.6, { edad_rango: '12+ años', absceso_dental: HINCHAZON.absceso, peso_kg: 50 }))).toBe('amarillo');
    expect(HINCHAZON.absceso).toMatch(/no puede abrir bien la boca/);
    expect(HINCHAZON.absceso).toMatch(/muela que le está saliendo/);
    expect(HINCHAZON.absceso).toMatch(/traga su saliva, respira bien/);
    // The answers are ordered from mild to severe ("elige la última que encaje").
    const opciones = flujo.preguntas.find((p) => p.id === 'absceso_dental')?.opciones;
    expect(opciones).toEqual([HINCHAZON.no, HINCHAZON.absceso, HINCHAZON.grave]);
  });

  it('round 18: after the same-day dental answer, the questions that can still give rojo are asked and red flags still win', () => {
    const ids = preguntasVisibles(flujo, respuestas({ absceso_dental: HINCHAZON.absceso })).map((p) => p.id);
    expect(ids).toContain('fiebre');
    expect(ids).not.toContain('bebe_poco');
    expect(nivel({ absceso_dental: HINCHAZON.absceso, color_grave: 'si' })).toBe('rojo');
    expect(nivel({ absceso_dental: HINCHAZON.absceso, fiebre: FIEBRE.medida, temperatura: 39, signos_meningitis: 'si' })).toBe('rojo');
  });

  it('round 18: the final verde names erupting back teeth in older children and when to see a dentist', () => {
    const r = triaje({ edad_rango: '5-12 años', peso_kg: 25 });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/muelas del juicio|las del juicio/);
    expect(r.consejos.join(' ')).toMatch(/no puede abrir bien la boca/);
  });

  it('the swollen gum over an erupting tooth is the normal answer (verde), and the question waits until teeth come (6 months)', () => {
    expect(HINCHAZON.no).toMatch(/normal/);
    // Round 8 (NHS teething): a flushed red cheek is teething; the abscess answer asks for a swollen face or pus.
    expect(HINCHAZON.no).toMatch(/mejillas coloradas/);
    expect(HINCHAZON.absceso).toMatch(/no solo colorada/);
    expect(HINCHAZON.absceso).not.toMatch(/roja o caliente/);
    expect(nivel({ absceso_dental: HINCHAZON.no })).toBe('verde');
    expect(preguntasVisibles(flujo, respuestas({ edad_rango: '3-6 meses', peso_kg: 7 })).map((p) => p.id)).not.toContain('absceso_dental');
    expect(preguntasVisibles(flujo, respuestas()).map((p) => p.id)).toContain('absceso_dental');
  });
});

describe('denticion: a tooth injured by a blow is not teething (rounds 5 and 6; IADT 2020, NHS Knocked-out tooth)', () => {
  it('asks the shared teeth question of golpes_caidas from 6 months, before the face question', () => {
    const ids = preguntasVisibles(flujo, respuestas()).map((p) => p.id);
    expect(ids).toContain('dientes');
    expect(ids.indexOf('dientes')).toBeLessThan(ids.indexOf('absceso_dental'));
    expect(preguntasVisibles(flujo, respuestas({ edad_rango: '3-6 meses' })).map((p) => p.id)).not.toContain('dientes');
    expect(flujo.preguntas.find((p) => p.id === 'dientes')?.texto).toBe('¿Se ha dado en la boca y se ha hecho daño en algún diente?');
  });

  it('a permanent tooth knocked out is rojo with the replanting first aid', () => {
    const r = triaje({ edad_rango: '5-12 años', dientes: DIENTES.definitivoFuera, peso_kg: 25 });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Se le ha salido un diente definitivo');
    expect(r.consejos.join(' ')).toMatch(/vaso de leche/);
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('a tooth pushed into the gum (looks shorter), displaced, loose or broken, or a baby tooth knocked out, is amarillo with a dentist the same day, never "normal teething"', () => {
    for (const dientes of [DIENTES.danado, DIENTES.lecheFuera]) {
      const r = triaje({ edad_rango: '1-2 años', dientes, peso_kg: 11 });
      expect(r.urgencia, dientes).toBe('amarillo');
      expect(r.titulo).not.toBe('Molestias normales de la dentición');
      expect(r.acciones_sugeridas[0]).toMatch(/dentista/);
      expect(r.consejos.join(' ')).toMatch(/golpe en la cabeza/);
    }
    expect(DIENTES.danado).toMatch(/se ve más corto/);
  });

  it('after a tooth hurt by a blow, only the questions that can still give rojo are asked; red flags still win', () => {
    const ids = preguntasVisibles(flujo, respuestas({ dientes: DIENTES.danado })).map((p) => p.id);
    expect(ids).toContain('absceso_dental');
    expect(ids).toContain('fiebre');
    expect(ids).not.toContain('bebe_poco');
    expect(nivel({ dientes: DIENTES.danado, absceso_dental: HINCHAZON.grave })).toBe('rojo');
    expect(nivel({ dientes: DIENTES.danado, fiebre: FIEBRE.medida, temperatura: 38.5, signos_meningitis: 'si' })).toBe('rojo');
  });

  it('the teething safety net still names a blow to the mouth', () => {
    const casos: readonly Cambios[] = [{}, { diarrea_vomitos: 'si' }, { llanto_oido: 'si' }];
    for (const cambios of casos) {
      const r = triaje(cambios);
      expect(r.urgencia, JSON.stringify(cambios)).toBe('verde');
      expect(r.consejos.join(' '), JSON.stringify(cambios)).toMatch(/se da un golpe en la boca y se le rompe/);
    }
  });

  it('names golpes_caidas by its real name', () => {
    expect(fichaFlujo('golpes_caidas')?.nombre).toBe('Golpes y caídas');
  });
});

describe('denticion: a swallowed battery, magnet, product or object (round 2, banderas-ingesta)', () => {
  it('a possible button battery or magnets is rojo even in a well teething child, with honey from 1 year', () => {
    const r = triaje({ edad_rango: '1-2 años', ingesta: INGESTA.pilaIman, peso_kg: 11 });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Puede haberse tragado una pila de botón o imanes');
    expect(r.consejos.join(' ')).toMatch(/miel/);
    expect(rojoSeguro(flujo, { edad_rango: '6-12 meses', respiracion: RESPIRACION.normal, color_grave: 'no', no_responde: 'no', manchas_piel: MANCHAS.no, ingesta: INGESTA.pilaIman })).not.toBeNull();
  });

  it('a medicine, product or other object is amarillo with the toxicology line first (SEUP; cuerpo_extrano coin), not rojo: drooling is teething', () => {
    for (const ingesta of [INGESTA.producto, INGESTA.objeto]) {
      const r = triaje({ ingesta });
      expect(r.urgencia).toBe('amarillo');
      expect(r.titulo).toBe('Puede haberse tragado un medicamento, un producto o un objeto');
      expect(r.acciones_sugeridas[0]).toBe('Llama a Toxicología: 91 562 04 20');
      expect(r.ver_tambien).toEqual(expect.arrayContaining(['intoxicacion', 'cuerpo_extrano']));
    }
  });

  it('round 8, round 18 (shared follow-up): a little of a listed harmless product or one small smooth object, from 1 year, is verde with the SIT line first; anything else or under 1 year amarillo', () => {
    for (const ingesta of [INGESTA.producto, INGESTA.objeto]) {
      for (const que of [INGESTA_QUE.producto, INGESTA_QUE.objeto]) {
        const r = triaje({ edad_rango: '1-2 años', ingesta, ingesta_medicamento: INGESTA_TIPO.otro, ingesta_que: que, peso_kg: 11 });
        expect(r.urgencia).toBe('verde');
        expect(r.titulo).toBe('Ha tomado un poco de algo casi inofensivo y está bien');
        expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
        expect(r.consejos.join(' ')).toMatch(/echando los dientes/);
      }
    }
    expect(nivel({ edad_rango: '1-2 años', ingesta: INGESTA.objeto, ingesta_que: INGESTA_QUE.otro, peso_kg: 11 })).toBe('amarillo');
    expect(nivel({ edad_rango: '6-12 meses', ingesta: INGESTA.objeto, ingesta_que: INGESTA_QUE.objeto, peso_kg: 8 })).toBe('amarillo');
    expect(preguntasVisibles(flujo, respuestas({ edad_rango: '6-12 meses', ingesta: INGESTA.objeto })).map((p) => p.id)).not.toContain('ingesta_que');
    expect(preguntasVisibles(flujo, respuestas({ edad_rango: '1-2 años', ingesta: INGESTA.objeto })).map((p) => p.id)).toContain('ingesta_que');
    expect(flujo.preguntas.map((p) => p.id)).not.toContain('ingesta_inocua');
    expect(flujo.preguntas.find((p) => p.id === 'ingesta_que')?.opciones).toEqual([INGESTA_QUE.producto, INGESTA_QUE.objeto, INGESTA_QUE.otro]);
  });

  it('is asked from 3 months to under 6 years', () => {
    const ids = (edad: string) => preguntasVisibles(flujo, respuestas({ edad_rango: edad })).map((p) => p.id);
    expect(ids('0-3 meses')).not.toContain('ingesta');
    expect(ids('6-12 meses')).toContain('ingesta');
    expect(ids('5-12 años')).not.toContain('ingesta');
  });
});

describe('denticion: doses by age', () => {
  it('6-12 months gets paracetamol and ibuprofen; 3-6 months paracetamol only; under 3 months none', () => {
    expect(meds()).toEqual(['paracetamol', 'ibuprofeno']);
    expect(meds({ edad_rango: '3-6 meses', peso_kg: 7 })).toEqual(['paracetamol']);
    const r = triaje({ edad_rango: '0-3 meses' });
    expect(r.medicacion).toEqual([]);
    expect(r.consejos.join(' ')).toMatch(/debe indicarla siempre un pediatra/);
  });

  it('does not ask the weight under 3 months', () => {
    expect(preguntasVisibles(flujo, respuestas({ edad_rango: '0-3 meses' })).map((p) => p.id)).not.toContain('peso_kg');
  });

  it('asks the temperature only when it was measured', () => {
    expect(preguntasVisibles(flujo, respuestas()).map((p) => p.id)).not.toContain('temperatura');
    expect(preguntasVisibles(flujo, respuestas({ fiebre: FIEBRE.medida })).map((p) => p.id)).toContain('temperatura');
  });
});

const NUMEROS: Readonly<Record<string, readonly number[]>> = {
  temperatura: [35.5, 36, 37.5, 37.9, 38, 38.9, 39, 40.4, 40.5],
  peso_kg: [4, 7, 9, 12, 20],
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

describe('denticion: properties', () => {
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

  it('a fever of 38 °C or more is never called teething', () => {
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(38, 38.5, 39.2, 40, 41), (r, t) => {
        expect(evaluarTriaje(flujo, { ...r, fiebre: FIEBRE.medida, temperatura: t }).titulo).not.toBe('Molestias normales de la dentición');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('denticion: bleeding gum with a bleeding disorder or anticoagulant (round 9; haemophilia centre sheets)', () => {
  it('a gum that keeps bleeding after 10 minutes of pressure or oozes for hours is amarillo, paracetamol only', () => {
    const r = triaje({ sangrado_coagulacion: SANGRADO_COAGULACION.rezuma });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('La encía no deja de sangrar en un niño con un problema de coagulación');
    expect(r.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(r.consejos.join(' ')).toMatch(/unidad de hemofilia/);
  });

  it('a heavy bleed, or a blow to the head or mouth, is rojo', () => {
    const r = triaje({ sangrado_coagulacion: SANGRADO_COAGULACION.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Sangrado de la boca abundante, o con un golpe en la cabeza, en un niño con un problema de coagulación');
  });

  it('without a bleeding disorder, or when the gum stops with pressure, nothing changes', () => {
    expect(nivel({ sangrado_coagulacion: SANGRADO_COAGULACION.no })).toBe('verde');
    const pregunta = flujo.preguntas.find((p) => p.id === 'sangrado_coagulacion');
    expect(pregunta?.texto).toMatch(/hemofilia, enfermedad de von Willebrand/);
  });
});

describe('denticion: round 12, a swallowed medicine follows intoxicacion (banderas-medicamentos; NPIS TOXBASE; SEUP manual; Merck)', () => {
  const MEDICINA = {
    edad_rango: '1-2 años',
    peso_kg: 11,
    ingesta: INGESTA.producto,
    ingesta_medicamento: INGESTA_TIPO.medicamento,
    sintomas_medicamento: 'no',
    medicamento_riesgo: SI_NO_NOSE.no,
  } as const;
  const DOSIS = { ...MEDICINA, medicamento_cual: MEDICAMENTO_CUAL.dosisDeMas, dosis_de_mas: 'si' } as const;
  const ids = (c: Cambios) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);

  it('asks the same medicine questions as intoxicacion, only after "a medicine", never after an object or outside the ingestion ages', async () => {
    const { intoxicacion } = await import('./intoxicacion.ts');
    for (const id of ['medicamento_riesgo', 'medicamento_cual', 'dosis_de_mas', 'anticonceptivo', 'medicamento_inocuo']) {
      const aqui = flujo.preguntas.find((p) => p.id === id);
      const alli = intoxicacion.preguntas.find((p) => p.id === id);
      expect({ texto: aqui?.texto, opciones: aqui?.opciones, ayuda: aqui?.ayuda }, id).toEqual({ texto: alli?.texto, opciones: alli?.opciones, ayuda: alli?.ayuda });
    }
    expect(ids(MEDICINA)).toEqual(expect.arrayContaining(['ingesta_medicamento', 'sintomas_medicamento', 'medicamento_riesgo', 'medicamento_cual']));
    expect(ids(MEDICINA)).not.toContain('ingesta_que');
    expect(ids({ ingesta: INGESTA.objeto, edad_rango: '1-2 años' })).not.toContain('ingesta_medicamento');
    expect(ids({ ingesta: INGESTA.objeto, edad_rango: '1-2 años' })).toContain('ingesta_que');
    expect(ids({ ...MEDICINA, edad_rango: '5-12 años' })).not.toContain('ingesta_medicamento');
    expect(ids({ ...MEDICINA, edad_rango: '5-12 años' })).not.toContain('ingesta_que');
  });

  it('one extra dose of his own paracetamol or ibuprofen, confirmed, no symptom: verde with Toxicología first and no dose shown, also with a fever', () => {
    for (const cambios of [DOSIS, { ...DOSIS, edad_rango: '6-12 meses', peso_kg: 8 }, { ...DOSIS, ...conFiebre(38.5) }]) {
      const r = triaje(cambios);
      expect(r.urgencia, JSON.stringify(cambios)).toBe('verde');
      expect(r.titulo).toBe('Una dosis de más de su paracetamol o ibuprofeno, sin síntomas');
      expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
      expect(r.medicacion).toEqual([]);
      expect(r.ver_tambien).toContain('intoxicacion');
    }
    expect(triaje({ ...DOSIS, ...conFiebre(38.5) }).consejos.join(' ')).toMatch(/apartado de fiebre/);
  });

  it('after an extra dose, an amarillo result that shows doses warns first about the extra dose', () => {
    const r = triaje({ ...DOSIS, bebe_poco: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.consejos.join(' ')).toMatch(/Hoy ya ha tomado una dosis de más/);
    expect(triaje({ bebe_poco: 'si' }).consejos.join(' ')).not.toMatch(/Hoy ya ha tomado una dosis de más/);
  });

  it('a low-toxicity medicine or contraceptive pills, confirmed, from 1 year: verde; under 1 year, not sure, or another medicine: amarillo', () => {
    const inocuo = triaje({ ...MEDICINA, medicamento_cual: MEDICAMENTO_CUAL.inocuo, medicamento_inocuo: 'si' });
    expect(inocuo.urgencia).toBe('verde');
    expect(inocuo.titulo).toBe('Un medicamento casi inofensivo en la cantidad de un accidente, sin síntomas');
    expect(nivel({ ...MEDICINA, medicamento_cual: MEDICAMENTO_CUAL.anticonceptivo, anticonceptivo: 'si' })).toBe('verde');
    expect(nivel({ ...MEDICINA, medicamento_cual: MEDICAMENTO_CUAL.inocuo, medicamento_inocuo: 'no' })).toBe('amarillo');
    expect(nivel({ ...MEDICINA, medicamento_cual: MEDICAMENTO_CUAL.inocuo, medicamento_inocuo: 'si', edad_rango: '6-12 meses', peso_kg: 8 })).toBe('amarillo');
    const otro = triaje({ ...MEDICINA, medicamento_cual: MEDICAMENTO_CUAL.otro });
    expect(otro.urgencia).toBe('amarillo');
    expect(otro.titulo).toBe('Puede haberse tragado un medicamento, un producto o un objeto');
    expect(nivel({ ...DOSIS, dosis_de_mas: 'no' })).toBe('amarillo');
  });

  it('any symptom after a medicine, or a dangerous or unknown medicine, is rojo as in intoxicacion, and stops early', () => {
    expect(nivel({ ...DOSIS, sintomas_medicamento: 'si' })).toBe('rojo');
    expect(nivel({ ...DOSIS, medicamento_riesgo: SI_NO_NOSE.si })).toBe('rojo');
    expect(nivel({ ...DOSIS, medicamento_riesgo: SI_NO_NOSE.noSe })).toBe('rojo');
    const inicio = { edad_rango: '1-2 años', respiracion: RESPIRACION.normal, color_grave: 'no', no_responde: 'no', manchas_piel: MANCHAS.no, ingesta: INGESTA.producto, ingesta_medicamento: INGESTA_TIPO.medicamento };
    expect(rojoSeguro(flujo, inicio)).toBeNull();
    expect(rojoSeguro(flujo, { ...inicio, sintomas_medicamento: 'si' })?.ver_tambien).toContain('intoxicacion');
    // Drooling and irritability are teething: the symptom question says they do not count.
    expect(flujo.preguntas.find((p) => p.id === 'sintomas_medicamento')?.ayuda).toMatch(/Babear/);
  });

  it('not knowing whether it was a medicine stays amarillo; another product keeps the round 8 harmless-thing question', () => {
    expect(nivel({ ...MEDICINA, ingesta_medicamento: INGESTA_TIPO.noSe })).toBe('amarillo');
    expect(nivel({ ...MEDICINA, ingesta_medicamento: INGESTA_TIPO.otro, ingesta_que: INGESTA_QUE.producto })).toBe('verde');
    expect(nivel({ ...MEDICINA, ingesta_medicamento: INGESTA_TIPO.otro, ingesta_que: INGESTA_QUE.otro })).toBe('amarillo');
  });
});

describe('denticion: round 13, choking on food while biting (Resuscitation Council UK 2021; ERC 2021; NICE CKS cough: inhaled foreign body)', () => {
  const ids = (c: Cambios) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
  const PASADO = { atragantamiento_comida: ATRAGANTAMIENTO.pasado } as const;

  it('is asked early, right after the global red questions and before the ingestion and amarillo questions, from 3 months', () => {
    const orden = flujo.preguntas.map((p) => p.id);
    // Round 14: the wrong-door screen sits between the global red questions and this one.
    expect(orden.indexOf('otra_urgencia')).toBe(orden.indexOf('manchas_piel') + 1);
    expect(orden.indexOf('atragantamiento_comida')).toBe(orden.indexOf('otra_urgencia') + 1);
    expect(orden.indexOf('atragantamiento_comida')).toBeLessThan(orden.indexOf('ingesta'));
    expect(orden.indexOf('atragantamiento_comida')).toBeLessThan(orden.indexOf('bebe_poco'));
    expect(ids({})).toContain('atragantamiento_comida');
    expect(ids({ edad_rango: '3-6 meses' })).toContain('atragantamiento_comida');
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('atragantamiento_comida');
  });

  it('a cough that goes on, a new wheeze, faster breathing or chest drawing in after choking, even mild, is rojo and stops early', () => {
    const r = triaje({ atragantamiento_comida: ATRAGANTAMIENTO.sintomas });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Tos, pitos o respiración rápida después de atragantarse comiendo');
    expect(r.consejos.join(' ')).toMatch(/112/);
    expect(r.ver_tambien).toContain('cuerpo_extrano');
    const inicio = { edad_rango: '6-12 meses', respiracion: RESPIRACION.normal, color_grave: 'no', no_responde: 'no', manchas_piel: MANCHAS.no };
    expect(rojoSeguro(flujo, inicio)).toBeNull();
    expect(rojoSeguro(flujo, { ...inicio, atragantamiento_comida: ATRAGANTAMIENTO.sintomas })?.urgencia).toBe('rojo');
  });

  it('a choking that "passed" but with fast breathing on the breathing question is rojo; fast breathing without choking stays amarillo', () => {
    expect(nivel({ ...PASADO, respiracion: RESPIRACION.deprisa })).toBe('rojo');
    expect(nivel({ respiracion: RESPIRACION.deprisa })).toBe('amarillo');
  });

  it('a choking that fully stopped, the piece not seen coming out whole, is amarillo (as cuerpo_extrano)', () => {
    const r = triaje(PASADO);
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Se atragantó comiendo y no viste salir el trozo entero');
    expect(r.consejos.join(' ')).toMatch(/urgencias ahora o llama al 112 si empieza a toser/);
    // The later amarillo/verde-only questions are not asked after it.
    expect(ids(PASADO)).not.toContain('bebe_poco');
  });

  it('a choking that fully stopped, the piece seen coming out whole, is the "no" answer: the flow result, whose safety net names cough or wheeze after choking', () => {
    expect(ATRAGANTAMIENTO.no).toMatch(/viste salir el trozo entero/);
    for (const cambios of [{}, conFiebre(38.5), { diarrea_vomitos: 'si' }, { llanto_oido: 'si' }, { fiebre: FIEBRE.sinMedir }]) {
      const r = triaje(cambios);
      expect(r.urgencia, JSON.stringify(cambios)).toBe('verde');
      expect(r.consejos.join(' '), JSON.stringify(cambios)).toMatch(/se ha atragantado mordiendo o comiendo algo y después/);
    }
  });

  it('no choking changes nothing', () => {
    expect(nivel({ atragantamiento_comida: ATRAGANTAMIENTO.no })).toBe('verde');
    expect(nivel({ edad_rango: '0-3 meses', atragantamiento_comida: ATRAGANTAMIENTO.sintomas })).toBe('verde');
  });
});
