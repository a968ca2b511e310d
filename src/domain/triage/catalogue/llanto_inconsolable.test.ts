import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { SIEMPRE } from './comunes.ts';
import { INGESTA, INGESTA_QUE } from './banderas-ingesta.ts';
import { CONSEJO_NUNCA_ZARANDEAR, CONSUELO, CONTROL, DOLOR_ZONA, llanto_inconsolable, PATRON, SANGRE_CACA } from './llanto_inconsolable.ts';

comprobacionesDeFlujo(llanto_inconsolable);

const flujo = llanto_inconsolable;

/** A thriving 6-week-old who cries every evening but settles at times: typical colic. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '0-3 meses',
  respira_mal: 'no',
  color_grave: 'no',
  adormilado_llanto: 'no',
  ingesta: INGESTA.no,
  consuelo: CONSUELO.aRatos,
  fiebre: 'no',
  signos_infeccion_lactante: 'no',
  fontanela: 'no',
  crisis_vomito_verde: 'no',
  sangre_caca: SANGRE_CACA.no,
  parte_afectada: DOLOR_ZONA.no,
  control_padres: CONTROL.no,
  bien_entre_llantos: 'si',
  patron: PATRON.habitual,
  muy_enfermo: 'no',
  preocupado: 'no',
};

type Cambios = Readonly<Record<string, ValorRespuesta>>;
const respuestas = (cambios: Cambios = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Cambios = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Cambios = {}) => triaje(cambios).urgencia;
const ids = (cambios: Cambios = {}) => preguntasVisibles(flujo, respuestas(cambios)).map((p) => p.id);

describe('llanto_inconsolable: structure', () => {
  it('asks the age first and never the weight (no medicine)', () => {
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas.map((p) => p.id)).not.toContain('peso_kg');
    for (const regla of flujo.reglas) expect(regla.medicacion ?? []).toEqual([]);
  });

  it('does not use the shared "continuous crying" question: it asks for how long the crying has not settled', () => {
    expect(flujo.preguntas.map((p) => p.id)).not.toContain('no_responde');
    expect(flujo.preguntas.find((p) => p.id === 'consuelo')?.opciones).toEqual([CONSUELO.aRatos, CONSUELO.menos2h, CONSUELO.mas2h]);
  });

  it('is in the bebes category and ends with a verde catch-all', () => {
    expect(flujo.categoria).toBe('bebes');
    expect(flujo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(flujo.reglas.at(-1)?.urgencia).toBe('verde');
  });


  it('has 8 to 20 search words and sources', () => {
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
    expect(flujo.fuentes.length).toBeGreaterThanOrEqual(3);
  });
});

describe('llanto_inconsolable: verde (typical colic in a thriving baby; HT "crying peaks 2 weeks-4 months")', () => {
  it('a thriving 6-week-old who cries in the evenings but settles at times is verde, with soothing advice and parental support', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Llanto normal del bebé o cólico del lactante');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/Nunca, nunca zarandees/);
    expect(texto).toMatch(/pide ayuda|pedir ayuda|Turnaos|turnaos/);
    expect(texto).toMatch(/pelo se le ha enrollado/);
    expect(texto).toMatch(/2 horas o más llorando sin parar/);
  });

  it('the same picture at 4 months is still the colic result', () => {
    expect(triaje({ edad_rango: '3-6 meses' }).titulo).toBe('Llanto normal del bebé o cólico del lactante');
  });

  it('a fussy toddler who settles is verde', () => {
    const r = triaje({ edad_rango: '1-2 años' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Llanto o irritabilidad sin signos de alarma');
  });

  it('a crying 9-month-old with fever who settles at times is verde and points to fiebre and dolor_oido', () => {
    const r = triaje({ edad_rango: '6-12 meses', fiebre: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['fiebre', 'dolor_oido']));
  });
});

describe('llanto_inconsolable: the 2-hour threshold (round 8: rojo with fever or unwell between bouts, NICE NG143; amarillo in a well afebrile baby, NICE CKS colic, Freedman 2009)', () => {
  it('new crying that does not settle for 2 hours or more, in an afebrile baby who is well and feeding, is amarillo with a head-to-toe check; under 2 hours it is amarillo too', () => {
    const r = triaje({ consuelo: CONSUELO.mas2h, patron: PATRON.nuevo, menor_2_semanas: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Lleva 2 horas o más llorando y no se calma con nada, sin otros signos de alarma');
    expect(r.consejos.join(' ')).toMatch(/pelo enrollado en un dedo, un arañazo en el ojo, una hernia/);
    expect(r.consejos.join(' ')).toMatch(/Ve a urgencias ahora si aparece fiebre/);
    const a = triaje({ consuelo: CONSUELO.menos2h, patron: PATRON.nuevo, menor_2_semanas: 'no' });
    expect(a.urgencia).toBe('amarillo');
    expect(a.consejos.join(' ')).toMatch(/Si llega a 2 horas/);
  });

  it('the same 2 hours with fever, or in a baby who was not well between bouts, is rojo (NICE NG143 red: continuous cry)', () => {
    const r = triaje({ edad_rango: '6-12 meses', consuelo: CONSUELO.mas2h, fiebre: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Llora sin parar 2 horas o más y no se calma con nada, con fiebre o sin estar bien entre llantos');
    expect(nivel({ consuelo: CONSUELO.mas2h, patron: PATRON.nuevo, menor_2_semanas: 'no', bien_entre_llantos: 'no' })).toBe('rojo');
    expect(nivel({ edad_rango: '2-5 años', consuelo: CONSUELO.mas2h, fiebre: 'si', fiebre_39: 'no' })).toBe('rojo');
  });

  it('from 6 months there is no colic: 2 hours without settling in a well afebrile child is amarillo, less is amarillo', () => {
    expect(nivel({ edad_rango: '6-12 meses', consuelo: CONSUELO.mas2h })).toBe('amarillo');
    expect(nivel({ edad_rango: '1-2 años', consuelo: CONSUELO.menos2h })).toBe('amarillo');
  });

  it('a bout with a baby not well between bouts stops early at rojo once that is answered', () => {
    const parcial = { edad_rango: '0-3 meses', respira_mal: 'no', color_grave: 'no', adormilado_llanto: 'no', consuelo: CONSUELO.mas2h, bien_entre_llantos: 'si' };
    expect(rojoSeguro(flujo, parcial)).toBeNull();
    expect(rojoSeguro(flujo, { ...parcial, patron: PATRON.nuevo })).toBeNull();
    expect(rojoSeguro(flujo, { ...parcial, bien_entre_llantos: 'no' })?.titulo).toBe('Llora sin parar 2 horas o más y no se calma con nada, con fiebre o sin estar bien entre llantos');
  });
});

describe('llanto_inconsolable: visible causes and blood in the nappy (round 8: NICE CKS corneal injury and colic; ESPGHAN; NICE CKS cow\'s milk allergy)', () => {
  it('a red, watering eye held shut is amarillo and points to ojo_rojo', () => {
    const r = triaje({ parte_afectada: DOLOR_ZONA.ojo });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Ojo rojo que llora y lo cierra: posible arañazo en el ojo');
    expect(r.ver_tambien).toContain('ojo_rojo');
  });

  it('a hair round a finger or the penis that keeps its colour is amarillo; dusky or very swollen is rojo', () => {
    const a = triaje({ parte_afectada: DOLOR_ZONA.pelo });
    expect(a.urgencia).toBe('amarillo');
    expect(a.titulo).toBe('Un pelo o un hilo enrollado en un dedo o en el pene');
    expect(a.consejos.join(' ')).toMatch(/morado, oscuro, pálido o muy hinchado, ve a urgencias/);
    expect(nivel({ parte_afectada: DOLOR_ZONA.grave })).toBe('rojo');
    expect(DOLOR_ZONA.grave).toMatch(/morado, oscuro, pálido o muy rojo e hinchado/);
  });

  it('streaks of red blood or mucus in a normal stool of a thriving afebrile baby are amarillo, not rojo', () => {
    const r = triaje({ sangre_caca: SANGRE_CACA.hilos });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Hilos de sangre o moco en la caca de un bebé que está bien');
    expect(r.consejos.join(' ')).toMatch(/alergia a la proteína de la leche de vaca/);
  });

  it('blood with vomiting or a swollen tummy is rojo; the intussusception picture (attacks with pallor, green vomit, redcurrant jelly) is rojo', () => {
    const r = triaje({ sangre_caca: SANGRE_CACA.conSignos });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Sangre en la caca con vómitos o tripa hinchada');
    expect(triaje({ crisis_vomito_verde: 'si' }).titulo).toBe('Crisis de llanto como de dolor, vómito verde o caca como mermelada de grosella');
    expect(flujo.preguntas.find((p) => p.id === 'crisis_vomito_verde')?.texto).toMatch(/mermelada de grosella/);
  });

  it('streaks of blood with a red sign still escalate: fever under 3 months, the intussusception question', () => {
    expect(nivel({ sangre_caca: SANGRE_CACA.hilos, fiebre: 'si' })).toBe('rojo');
    expect(ids({ crisis_vomito_verde: 'si' })).not.toContain('sangre_caca');
    expect(ids()).toContain('sangre_caca');
  });

  it('the old ids whose meaning changed are gone (tripa, dolor_zona)', () => {
    const todas = flujo.preguntas.map((p) => p.id);
    expect(todas).not.toContain('tripa');
    expect(todas).not.toContain('dolor_zona');
  });
});

describe('llanto_inconsolable: the usual colic bout is not overridden by the 2-hour rule (issue 9, pattern 3; NICE CKS colic; Rome IV; RCH; NHS colic)', () => {
  const colico = (cambios: Cambios = {}): Cambios => ({ consuelo: CONSUELO.mas2h, patron: PATRON.habitual, menor_2_semanas: 'no', ...cambios });

  it('the usual evening bout of a thriving baby of 2 weeks or more, well between bouts, is verde even after 2 hours without settling', () => {
    const r = triaje(colico());
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Cólico del lactante: un rato largo de llanto, como otros días');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/ratos de llanto de horas/);
    expect(texto).toMatch(/Sí es urgente si el llanto cambia/);
    expect(texto).toMatch(/Nunca, nunca zarandees/);
    expect(triaje(colico({ consuelo: CONSUELO.menos2h })).titulo).toBe('Cólico del lactante: un rato largo de llanto, como otros días');
    expect(triaje(colico({ edad_rango: '3-6 meses' })).urgencia).toBe('verde');
  });

  it('any change takes the same bout out of colic: rojo when unwell between bouts or with fever, amarillo otherwise (round 8)', () => {
    expect(nivel(colico({ patron: PATRON.nuevo }))).toBe('amarillo');
    expect(nivel(colico({ bien_entre_llantos: 'no' }))).toBe('rojo');
    expect(nivel(colico({ menor_2_semanas: 'si' }))).toBe('amarillo');
    expect(nivel(colico({ muy_enfermo: 'si' }))).toBe('amarillo');
    expect(nivel(colico({ edad_rango: '3-6 meses', fiebre: 'si', fiebre_39: 'no' }))).toBe('rojo');
    // Under 2 hours the change gives amarillo.
    expect(nivel(colico({ consuelo: CONSUELO.menos2h, menor_2_semanas: 'si' }))).toBe('amarillo');
  });

  it('the red signs stay rojo whatever the pattern (HT red; Belfast; Schmitt)', () => {
    for (const cambio of [{ adormilado_llanto: 'si' }, { crisis_vomito_verde: 'si' }, { parte_afectada: DOLOR_ZONA.grave }, { fontanela: 'si' }, { control_padres: CONTROL.ahora }, { control_padres: CONTROL.danado }] as Cambios[]) {
      expect(nivel(colico(cambio))).toBe('rojo');
    }
  });

  it('asks whether the baby is under 2 weeks when the usual crying does not settle now, not when it settles at times', () => {
    expect(ids(colico())).toContain('menor_2_semanas');
    expect(ids({})).not.toContain('menor_2_semanas');
    expect(ids(colico()).indexOf('patron')).toBeLessThan(ids(colico()).indexOf('fiebre'));
  });
});

describe('llanto_inconsolable: a swallowed battery, magnet, product or object (round 2, banderas-ingesta)', () => {
  it('a possible button battery or magnets is rojo, asked from 3 months to under 6 years before the crying questions', () => {
    const r = triaje({ edad_rango: '1-2 años', ingesta: INGESTA.pilaIman });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Puede haberse tragado una pila de botón o imanes');
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('ingesta');
    expect(ids({ edad_rango: '3-6 meses' }).indexOf('ingesta')).toBeLessThan(ids({ edad_rango: '3-6 meses' }).indexOf('consuelo'));
    expect(ids({ edad_rango: '5-12 años' })).not.toContain('ingesta');
  });

  it('crying or irritability after possibly swallowing a medicine, product or object is rojo (intoxicacion: irritable is a symptom)', () => {
    for (const ingesta of [INGESTA.producto, INGESTA.objeto]) {
      // Round 18: anything else or not sure (the follow-up's rojo answer).
      const r = triaje({ edad_rango: '2-5 años', ingesta, ingesta_que: INGESTA_QUE.otro });
      expect(r.urgencia).toBe('rojo');
      expect(r.titulo).toBe('Llanto o irritabilidad después de poder tragar un medicamento, un producto o un objeto');
      expect(r.consejos.join(' ')).toMatch(/91 562 04 20/);
    }
  });

  it('round 18: a little of a listed harmless product or one small smooth object, from 1 year, gives no level of its own: the crying questions decide, and their verde starts with Toxicología', () => {
    for (const ingesta of [INGESTA.producto, INGESTA.objeto]) {
      for (const que of [INGESTA_QUE.producto, INGESTA_QUE.objeto]) {
        for (const edad of ['1-2 años', '2-5 años']) {
          const r = triaje({ edad_rango: edad, ingesta, ingesta_que: que });
          expect(r.urgencia).toBe('verde');
          expect(r.titulo).toBe('Ha tomado un poco de algo casi inofensivo y está bien');
          expect(r.acciones_sugeridas[0]).toMatch(/91 562 04 20/);
          expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
        }
      }
    }
    // The crying's own amarillo and rojo still win.
    expect(nivel({ edad_rango: '2-5 años', ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto, bien_entre_llantos: 'no' })).not.toBe('verde');
    expect(nivel({ edad_rango: '2-5 años', ingesta: INGESTA.producto, ingesta_que: INGESTA_QUE.producto, adormilado_llanto: 'si' })).toBe('rojo');
  });

  it('round 18: anything else or not sure stays rojo and stops the questionnaire; under 1 year the follow-up is not asked and a product stays rojo', () => {
    const inicio = { edad_rango: '2-5 años', respira_mal: 'no', color_grave: 'no', adormilado_llanto: 'no' } as const;
    for (const ingesta of [INGESTA.producto, INGESTA.objeto]) {
      expect(rojoSeguro(flujo, { ...inicio, ingesta })).toBeNull();
      expect(rojoSeguro(flujo, { ...inicio, ingesta, ingesta_que: INGESTA_QUE.otro })?.urgencia).toBe('rojo');
      expect(nivel({ edad_rango: '1-2 años', ingesta, ingesta_que: INGESTA_QUE.otro })).toBe('rojo');
      for (const edad of ['3-6 meses', '6-12 meses']) {
        expect(ids({ edad_rango: edad, ingesta })).not.toContain('ingesta_que');
        expect(nivel({ edad_rango: edad, ingesta, ingesta_que: INGESTA_QUE.producto })).toBe('rojo');
      }
    }
    expect(ids({ edad_rango: '2-5 años', ingesta: INGESTA.producto })).toContain('ingesta_que');
    expect(ids({ edad_rango: '2-5 años', ingesta: INGESTA.pilaIman })).not.toContain('ingesta_que');
    expect(nivel({ edad_rango: '2-5 años', ingesta: INGESTA.pilaIman, ingesta_que: INGESTA_QUE.producto })).toBe('rojo');
  });
});

describe('llanto_inconsolable: rojo', () => {
  it('a weak, moaning or high-pitched cry is rojo (NICE NG143 red)', () => {
    expect(triaje({ adormilado_llanto: 'si' }).titulo).toBe('Muy adormilado, flojo o llanto débil o muy agudo');
  });

  it('crying with fever (or a low temperature) under 3 months is rojo', () => {
    const r = triaje({ fiebre: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('drowsy or floppy, breathing difficulty or a grave colour is rojo and says to call 112', () => {
    const cambios: Cambios[] = [{ adormilado_llanto: 'si' }, { respira_mal: 'si' }, { color_grave: 'si' }];
    for (const cambio of cambios) {
      const r = triaje(cambio);
      expect(r.urgencia).toBe('rojo');
      expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    }
  });

  it('a bulging fontanelle or a stiff neck is rojo (NICE NG143 red)', () => {
    expect(nivel({ fontanela: 'si' })).toBe('rojo');
  });

  it('episodic screaming with legs drawn up and pallor between bouts (intussusception) is rojo', () => {
    const r = triaje({ edad_rango: '6-12 meses', crisis_vomito_verde: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/invaginación/);
  });

  it('green vomit or blood in the stool is rojo (asked with the intussusception pattern)', () => {
    expect(triaje({ crisis_vomito_verde: 'si' }).ver_tambien).toEqual(expect.arrayContaining(['dolor_abdominal', 'vomitos']));
  });

  it('round 6: a limb the baby will not move or that hurts when moved, without deformity, is amarillo with an X-ray today and a neutral word on how it happened (NICE NG143, NG38, CG89)', () => {
    const r = triaje({ parte_afectada: DOLOR_ZONA.miembro });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('No mueve bien un brazo o una pierna, o llora al movérselo');
    expect(r.consejos.join(' ')).toMatch(/radiografía/);
    expect(r.consejos.join(' ')).toMatch(/te preguntará cómo ha podido pasar/);
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('a deformed limb, a red swollen finger or penis (hair tourniquet), a hard or painful groin lump or a swollen testicle is rojo (Belfast; Schmitt; NHS)', () => {
    const r = triaje({ parte_afectada: DOLOR_ZONA.grave });
    expect(r.urgencia).toBe('rojo');
    expect(r.consejos.join(' ')).toMatch(/pelo enrollado/);
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('round 6: a sore limb with a red sign or fever still escalates', () => {
    expect(nivel({ parte_afectada: DOLOR_ZONA.miembro, adormilado_llanto: 'si' })).toBe('rojo');
    expect(nivel({ parte_afectada: DOLOR_ZONA.miembro, edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
    expect(nivel({ parte_afectada: DOLOR_ZONA.miembro, consuelo: CONSUELO.mas2h, patron: PATRON.nuevo, bien_entre_llantos: 'no' })).toBe('rojo');
  });

  it('a parent who fears losing control now, or a baby who may have been shaken, is rojo with calm, practical advice', () => {
    const r = triaje({ control_padres: CONTROL.ahora });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Necesitas ayuda ahora: temes hacerle daño o perder el control');
    expect(r.consejos.join(' ')).toMatch(/boca arriba en su cuna/);
    expect(triaje({ control_padres: CONTROL.danado }).urgencia).toBe('rojo');
  });

  it('stops early once a red feature is certain', () => {
    expect(rojoSeguro(flujo, { edad_rango: '0-3 meses', respira_mal: 'no', color_grave: 'no', adormilado_llanto: 'si' })?.titulo).toBe(
      'Muy adormilado, flojo o llanto débil o muy agudo',
    );
  });
});

describe('llanto_inconsolable: amarillo', () => {
  it('not well between crying spells, feeding poorly, vomiting feeds, fewer wet nappies or not gaining weight is amarillo (not colic)', () => {
    const r = triaje({ bien_entre_llantos: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('No está bien entre los llantos, come poco o no gana peso');
  });

  it("the child's appearance (very ill, different from other times) gives amarillo; the parent's worry alone does not (issue 9)", () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });

  it('a typical path is 6 to 18 questions (with the usual-pattern, the worry, the round 8 blood and the round 10 infection questions, and the round 14: the wrong-door screen)', () => {
    const n = preguntasVisibles(flujo, respuestas()).length;
    expect(n).toBeGreaterThanOrEqual(6);
    expect(n).toBeLessThanOrEqual(18); // round 15: + otra_consulta
  });
});

describe('llanto_inconsolable: the usual colic pattern versus a change (issue 9, pattern 3; HT; Schmitt)', () => {
  it('the usual evening crying of a thriving 6-week-old, well between bouts, is verde colic', () => {
    const r = triaje({ patron: PATRON.habitual });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Llanto normal del bebé o cólico del lactante');
  });

  it('new or different crying with no other sign is verde with a non-urgent paediatrician visit (Schmitt: office hours)', () => {
    const r = triaje({ patron: PATRON.nuevo, menor_2_semanas: 'no' });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Llanto nuevo o distinto, sin signos de alarma');
    expect(r.acciones_sugeridas).toContain('Pide cita con tu pediatra (no urgente)');
    expect(triaje({ edad_rango: '3-6 meses', patron: PATRON.nuevo }).titulo).toBe('Llanto nuevo o distinto, sin signos de alarma');
  });

  it('new crying in a newborn under 2 weeks is amarillo (colic starts at about 2 weeks); the usual pattern at that age is not asked as new', () => {
    const r = triaje({ patron: PATRON.nuevo, menor_2_semanas: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Llanto nuevo en un recién nacido de menos de 2 semanas');
    expect(r.ver_tambien).toContain('lactancia_alimentacion');
    expect(preguntasVisibles(flujo, respuestas()).map((p) => p.id)).not.toContain('menor_2_semanas');
  });

  it('a change with a sign escalates: fever under 3 months rojo, pale spells with legs drawn up rojo, not feeding amarillo', () => {
    expect(nivel({ fiebre: 'si' })).toBe('rojo');
    expect(nivel({ crisis_vomito_verde: 'si' })).toBe('rojo');
    expect(nivel({ bien_entre_llantos: 'no' })).toBe('amarillo');
  });

  it('the pattern is asked only under 6 months', () => {
    expect(preguntasVisibles(flujo, respuestas({ edad_rango: '1-2 años' })).map((p) => p.id)).not.toContain('patron');
  });
});

describe('llanto_inconsolable: wrong doors (issue 9, pattern 2)', () => {
  it('3-6 months with 39 °C or more is amarillo, 38 °C is verde with the fever flow (NICE NG143 amber)', () => {
    const r = triaje({ edad_rango: '3-6 meses', fiebre: 'si', fiebre_39: 'si', dias_fiebre: 'no' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.ver_tambien).toContain('fiebre');
    expect(nivel({ edad_rango: '3-6 meses', fiebre: 'si', fiebre_39: 'no', dias_fiebre: 'no' })).toBe('verde');
  });

  it('fever for 5 days or more is amarillo at any age over 3 months (NICE NG143 amber)', () => {
    expect(nivel({ edad_rango: '2-5 años', fiebre: 'si', dias_fiebre: 'si' })).toBe('amarillo');
    expect(nivel({ edad_rango: '2-5 años', fiebre: 'si', dias_fiebre: 'no' })).toBe('verde');
  });

  it('the 39 °C question is asked only at 3-6 months with fever', () => {
    const ids = (c: Cambios) => preguntasVisibles(flujo, respuestas(c)).map((p) => p.id);
    expect(ids({ edad_rango: '3-6 meses', fiebre: 'si' })).toContain('fiebre_39');
    expect(ids({ edad_rango: '6-12 meses', fiebre: 'si' })).not.toContain('fiebre_39');
    expect(ids({ edad_rango: '0-3 meses', fiebre: 'no' })).not.toContain('dias_fiebre');
  });

  it('intussusception, an incarcerated hernia or torsion, and a hair tourniquet are rojo whatever the pattern', () => {
    expect(nivel({ edad_rango: '6-12 meses', crisis_vomito_verde: 'si' })).toBe('rojo');
    expect(nivel({ patron: PATRON.habitual, parte_afectada: DOLOR_ZONA.grave })).toBe('rojo');
  });
});

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> = p.tipo === 'si_no' ? fc.constantFrom('si', 'no') : fc.constantFrom(...(p.opciones ?? []));
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(flujo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('llanto_inconsolable: properties', () => {
  it('adding a red feature to any answers never lowers the level', () => {
    const conAlarma = flujo.preguntas.filter((p) => (p.alarma ?? []).length > 0);
    fc.assert(
      fc.property(respuestasArb, fc.constantFrom(...conAlarma), (r, pregunta) => {
        const antes = NIVEL[evaluarTriaje(flujo, r).urgencia];
        for (const valor of pregunta.alarma ?? []) {
          expect(NIVEL[evaluarTriaje(flujo, { ...r, [pregunta.id]: valor }).urgencia]).toBeGreaterThanOrEqual(antes);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('crying that has not settled for 2 hours is at least amarillo unless it is the usual colic pattern, and rojo when unwell between bouts', () => {
    fc.assert(
      fc.property(respuestasArb, (r) => {
        expect(NIVEL[evaluarTriaje(flujo, { ...r, consuelo: CONSUELO.mas2h, patron: PATRON.nuevo }).urgencia]).toBeGreaterThanOrEqual(NIVEL.amarillo);
        expect(evaluarTriaje(flujo, { ...r, consuelo: CONSUELO.mas2h, patron: PATRON.nuevo, bien_entre_llantos: 'no' }).urgencia).toBe('rojo');
        expect(NIVEL[evaluarTriaje(flujo, { ...r, edad_rango: '6-12 meses', consuelo: CONSUELO.mas2h }).urgencia]).toBeGreaterThanOrEqual(NIVEL.amarillo);
        const habitual = evaluarTriaje(flujo, { ...r, consuelo: CONSUELO.mas2h, patron: PATRON.habitual });
        if (habitual.urgencia === 'verde') expect(habitual.titulo).toBe('Cólico del lactante: un rato largo de llanto, como otros días');
      }),
      { numRuns: 500 },
    );
  });
});

describe('llanto_inconsolable: crying after clusters of spasms (round 8: NICE NG217; West syndrome)', () => {
  it('at 3-12 months it is amarillo and points to convulsion; not asked under 3 months; a red sign stays rojo', () => {
    const r = triaje({ edad_rango: '6-12 meses', espasmos_salvas: 'si' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Llanto tras salvas de sacudidas cortas: posibles espasmos infantiles');
    expect(r.ver_tambien).toContain('convulsion');
    expect(nivel({ edad_rango: '3-6 meses', espasmos_salvas: 'si', adormilado_llanto: 'si' })).toBe('rojo');
    expect(ids()).not.toContain('espasmos_salvas');
    expect(ids({ edad_rango: '3-6 meses' })).toContain('espasmos_salvas');
  });
});

describe('llanto_inconsolable: infection without fever under 3 months (round 10: NICE NG224, NG143)', () => {
  it('asks the question only under 3 months', () => {
    expect(ids()).toContain('signos_infeccion_lactante');
    expect(ids({ edad_rango: '3-6 meses' })).not.toContain('signos_infeccion_lactante');
  });

  it('vomiting with poor feeding, unusual sleepiness or cloudy urine under 3 months is rojo without fever, with an early exit', () => {
    const r = triaje({ signos_infeccion_lactante: 'si', bien_entre_llantos: 'no', fiebre: 'no' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toContain('orina');
    expect(nivel({ signos_infeccion_lactante: 'si' })).toBe('rojo');
    expect(
      rojoSeguro(flujo, { edad_rango: '0-3 meses', respira_mal: 'no', color_grave: 'no', adormilado_llanto: 'no', consuelo: CONSUELO.aRatos, bien_entre_llantos: 'no', patron: PATRON.nuevo, menor_2_semanas: 'no', fiebre: 'no', signos_infeccion_lactante: 'si' })?.urgencia,
    ).toBe('rojo');
  });

  it('a thriving baby under 3 months without those signs is unchanged (verde); not well between bouts alone stays amarillo', () => {
    expect(nivel({ signos_infeccion_lactante: 'no' })).toBe('verde');
    expect(nivel({ signos_infeccion_lactante: 'no', bien_entre_llantos: 'no' })).toBe('amarillo');
  });
});

describe('llanto_inconsolable: round 12, the fear of losing control in two forms (ICON; NHS Healthier Together excessive crying; NICE CG192)', () => {
  it('replaces perder_control with control_padres, asked before how the crying settles, with the severe answers as alarms', () => {
    const orden = flujo.preguntas.map((p) => p.id);
    expect(orden).not.toContain('perder_control');
    expect(orden.indexOf('control_padres')).toBeLessThan(orden.indexOf('consuelo'));
    const pregunta = flujo.preguntas.find((p) => p.id === 'control_padres');
    expect(pregunta?.opciones).toEqual([CONTROL.no, CONTROL.antes, CONTROL.ahora, CONTROL.danado]);
    expect(pregunta?.alarma).toEqual([CONTROL.ahora, CONTROL.danado]);
    expect(pregunta?.ayuda).toMatch(/déjalo boca arriba en su cuna y sal de la habitación/);
  });

  it('now: rojo with 112 or someone to come now, the ICON steps and the 024 line, and an early exit', () => {
    const r = triaje({ control_padres: CONTROL.ahora });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(r.acciones_sugeridas).toContain('Pide a alguien de confianza que venga ahora');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/sal de la habitación/);
    expect(texto).toMatch(/024/);
    expect(r.consejos).toContain(CONSEJO_NUNCA_ZARANDEAR);
    const inicio = { edad_rango: '0-3 meses', respira_mal: 'no', color_grave: 'no', adormilado_llanto: 'no' };
    expect(rojoSeguro(flujo, { ...inicio, control_padres: CONTROL.ahora })?.urgencia).toBe('rojo');
    expect(rojoSeguro(flujo, { ...inicio, control_padres: CONTROL.antes })).toBeNull();
  });

  it('the baby may have been shaken or hurt: rojo as before, even if the parent is calm now', () => {
    const r = triaje({ control_padres: CONTROL.danado });
    expect(r.urgencia).toBe('rojo');
    expect(r.titulo).toBe('Puede haber sido zarandeado o haber recibido un daño');
    expect(r.ver_tambien).toContain('golpes_caidas');
  });

  it('earlier, baby put down safely and unhurt, parent calm now but exhausted: amarillo with same-day support and what would make it rojo', () => {
    const r = triaje({ control_padres: CONTROL.antes });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Sentiste que podías perder el control: pide apoyo hoy');
    const texto = r.consejos.join(' ');
    expect(texto).toMatch(/médico de familia, tu matrona o la enfermera de pediatría/);
    expect(texto).toMatch(/NICE CG192/);
    expect(texto).toMatch(/Llama al 112 si vuelves a sentir/);
    expect(r.consejos).toContain(CONSEJO_NUNCA_ZARANDEAR);
    expect(r.acciones_sugeridas[0]).toMatch(/médico de familia/);
    // The nearest answer that must not: no fear at all keeps the colic verde.
    expect(nivel({ control_padres: CONTROL.no })).toBe('verde');
    // Not repeated by the aviso when it is the result itself.
    expect(r.consejos.filter((c) => c.startsWith('Por lo que sentiste antes')).length).toBe(0);
  });

  it('earlier, with another amarillo finding of the baby: that result is shown and the parent support is added', () => {
    const r = triaje({ control_padres: CONTROL.antes, parte_afectada: DOLOR_ZONA.pelo });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Un pelo o un hilo enrollado en un dedo o en el pene');
    expect(r.consejos.join(' ')).toMatch(/Por lo que sentiste antes: pide hoy cita con tu médico de familia/);
    expect(triaje({ parte_afectada: DOLOR_ZONA.pelo }).consejos.join(' ')).not.toMatch(/Por lo que sentiste antes/);
  });

  it('earlier, with a red sign of the baby: rojo', () => {
    expect(nivel({ control_padres: CONTROL.antes, adormilado_llanto: 'si' })).toBe('rojo');
    expect(nivel({ control_padres: CONTROL.antes, edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
  });
});
