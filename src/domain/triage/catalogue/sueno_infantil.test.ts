import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comprobacionesDeFlujo } from './comprobaciones-flujo.ts';
import { evaluarTriaje, NIVEL, preguntasVisibles, rojoSeguro } from '../engine.ts';
import type { Pregunta, Respuestas, ValorRespuesta } from '../types.ts';
import { CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, SIEMPRE } from './comunes.ts';
import { DESPIERTA, DUDA, MOVIMIENTOS, PAUSAS, RACHAS, RONCA, sueno_infantil, TOS_NOCHE } from './sueno_infantil.ts';
import { ESFUERZO, RESPIRACION_RAPIDA } from './banderas-respiracion.ts';
import { CABEZA } from './banderas-abdomen.ts';

comprobacionesDeFlujo(sueno_infantil);

const flujo = sueno_infantil;

/** A well 4-month-old whose parent asks how the baby should sleep: every answer on the green side. */
const BIEN: Readonly<Record<string, ValorRespuesta>> = {
  edad_rango: '3-6 meses',
  episodio_respiracion: 'no',
  esfuerzo_respiratorio: ESFUERZO.no,
  respiracion_rapida: RESPIRACION_RAPIDA.no,
  color_grave: 'no',
  despierta: DESPIERTA.normal,
  movimientos_dormido: MOVIMIENTOS.no,
  pausas_dormido: PAUSAS.no,
  ronca: RONCA.no,
  tos_ataques_noche: TOS_NOCHE.no,
  fiebre: 'no',
  cabeza_manana: CABEZA.no,
  signos_generales: 'no',
  muy_enfermo: 'no',
  preocupado: 'no',
  duda: DUDA.donde,
};

type Cambios = Readonly<Record<string, ValorRespuesta>>;
const respuestas = (cambios: Cambios = {}): Respuestas => ({ ...BIEN, ...cambios });
const triaje = (cambios: Cambios = {}) => evaluarTriaje(flujo, respuestas(cambios));
const nivel = (cambios: Cambios = {}) => triaje(cambios).urgencia;
const ids = (cambios: Cambios = {}) => preguntasVisibles(flujo, respuestas(cambios)).map((p) => p.id);

describe('sueno_infantil: structure', () => {
  it('asks the age first and never the weight (no medicine)', () => {
    expect(flujo.preguntas[0]?.id).toBe('edad_rango');
    expect(flujo.preguntas.map((p) => p.id)).not.toContain('peso_kg');
    for (const regla of flujo.reglas) expect(regla.medicacion ?? []).toEqual([]);
  });

  it('is in the bebes category and ends with a verde catch-all', () => {
    expect(flujo.categoria).toBe('bebes');
    expect(flujo.reglas.at(-1)?.si).toBe(SIEMPRE);
    expect(flujo.reglas.at(-1)?.urgencia).toBe('verde');
  });

  it('every result says what to do next, and every verde result carries the safe-sleep advice', () => {
    for (const regla of flujo.reglas) {
      if (regla.urgencia === 'rojo') expect(regla.consejos).toContain(CONSEJO_ROJO_CAMINO);
      if (regla.urgencia === 'amarillo') expect(regla.consejos).toContain(CONSEJO_AMARILLO);
      if (regla.urgencia === 'verde') {
        const texto = regla.consejos.join(' ');
        expect(texto).toMatch(/boca arriba/);
        expect(texto).toMatch(/sofá/);
        expect(texto).toMatch(/fume/);
        expect(texto).toMatch(/18-20 °C/);
        expect(regla.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
      }
    }
  });

  it('has 8 to 20 search words and sources', () => {
    expect(flujo.sinonimos.length).toBeGreaterThanOrEqual(8);
    expect(flujo.sinonimos.length).toBeLessThanOrEqual(20);
    expect(flujo.fuentes.length).toBeGreaterThanOrEqual(3);
  });
});

describe('sueno_infantil: verde (normal sleep, with safe-sleep advice)', () => {
  it('a well baby whose parent asks where and how to sleep is verde with the AAP safe-sleep advice', () => {
    const r = triaje();
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Dudas de sueño sin signos de alarma');
    expect(r.consejos.join(' ')).toMatch(/colchón firme y plano/);
  });

  it('frequent night waking in a well baby is verde', () => {
    expect(triaje({ edad_rango: '6-12 meses', duda: DUDA.despierta }).titulo).toBe('Se despierta por la noche o le cuesta dormirse');
    expect(nivel({ edad_rango: '6-12 meses', duda: DUDA.despierta })).toBe('verde');
  });

  it('night terrors or sleepwalking in a well child are verde', () => {
    expect(nivel({ edad_rango: '2-5 años', duda: DUDA.terrores })).toBe('verde');
  });

  it('short pauses under 10 seconds without colour change (periodic breathing) are verde', () => {
    const r = triaje({ edad_rango: '0-3 meses', pausas_dormido: PAUSAS.cortas });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Respiración periódica del bebé');
  });

  it('snoring without pauses is verde with a non-urgent visit', () => {
    expect(nivel({ edad_rango: '2-5 años', ronca: RONCA.si })).toBe('verde');
  });
});

describe('sueno_infantil: rojo (BRUE, apnoea, not waking, fits)', () => {
  it('an episode of not breathing, going blue or floppy is rojo even if now well (AAP BRUE; HT red)', () => {
    const r = triaje({ episodio_respiracion: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.acciones_sugeridas[0]).toBe('Llama al 112');
    expect(nivel({ edad_rango: '1-2 años', episodio_respiracion: 'si' })).toBe('rojo');
  });

  it('pauses of 20 seconds or more, or with a colour change or floppiness, are rojo (AAP 2016 BRUE); 10 to 19 seconds without either is amarillo (round 8)', () => {
    expect(nivel({ edad_rango: '0-3 meses', pausas_dormido: PAUSAS.largas })).toBe('rojo');
    expect(nivel({ edad_rango: '6-12 meses', pausas_dormido: PAUSAS.largas })).toBe('rojo');
    expect(PAUSAS.largas).toMatch(/20 segundos o más.*azulado.*flojo/);
    const r = triaje({ edad_rango: '0-3 meses', pausas_dormido: PAUSAS.medias });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Pausas al respirar dormido de 10 a 19 segundos, sin cambio de color');
    expect(PAUSAS.cortas).toMatch(/ratos de respiración rápida/);
  });

  it('round 8: the shared breathing questions tell the parent that periodic breathing does not count there; the old ids are gone', () => {
    const esfuerzo = flujo.preguntas.find((p) => p.id === 'esfuerzo_respiratorio');
    expect(esfuerzo?.ayuda).toMatch(/respiración a rachas \(pausas cortas de menos de 10 segundos con ratos de respiración rápida\) es normal/);
    expect(flujo.preguntas.find((p) => p.id === 'respiracion_rapida')?.ayuda).toMatch(/despierto y tranquilo/);
    const todas = flujo.preguntas.map((p) => p.id);
    for (const viejo of ['pausas', 'sacudidas', 'episodio']) expect(todas).not.toContain(viejo);
  });

  it('a baby who cannot be woken is rojo; one who wakes only with effort is amarillo (NICE NG143)', () => {
    expect(nivel({ despierta: DESPIERTA.noDespierta })).toBe('rojo');
    expect(nivel({ despierta: DESPIERTA.cuesta })).toBe('amarillo');
  });

  it('laboured breathing now, a grave colour or a possible fit is rojo', () => {
    expect(nivel({ esfuerzo_respiratorio: ESFUERZO.grave })).toBe('rojo');
    expect(nivel({ color_grave: 'si' })).toBe('rojo');
    expect(triaje({ movimientos_dormido: MOVIMIENTOS.ahora }).ver_tambien).toContain('convulsion');
    expect(nivel({ movimientos_dormido: MOVIMIENTOS.ahora })).toBe('rojo');
  });

  it('fever under 3 months is rojo; from 3 months it points to the fever flow', () => {
    expect(nivel({ edad_rango: '0-3 meses', fiebre: 'si' })).toBe('rojo');
    const r = triaje({ fiebre: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.ver_tambien).toContain('fiebre');
  });

  it('stops early after the episode question', () => {
    expect(rojoSeguro(flujo, { edad_rango: '0-3 meses', episodio_respiracion: 'si' })?.titulo).toBe(
      'Episodio en que dejó de respirar, cambió de color o se quedó flojo',
    );
    expect(rojoSeguro(flujo, { edad_rango: '0-3 meses', episodio_respiracion: 'no' })).toBeNull();
  });
});

describe('sueno_infantil: amarillo', () => {
  it('loud snoring with pauses or gasps under 1 year is amarillo (cautious reading outside the AAP 2012 scope)', () => {
    const r = triaje({ edad_rango: '6-12 meses', ronca: RONCA.conPausas });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Bebé que ronca y hace pausas al respirar dormido');
  });

  it('loud snoring with pauses or gasps from 1 year (possible sleep apnoea) is verde with a routine appointment and a video (AAP 2002/2012: elective evaluation; issue 9 grey zone)', () => {
    for (const edad of ['1-2 años', '2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ edad_rango: edad, ronca: RONCA.conPausas });
      expect(r.urgencia).toBe('verde');
      expect(r.titulo).toBe('Ronca y hace pausas al respirar dormido');
      expect(r.acciones_sugeridas[0]).toBe('Pide cita con tu pediatra (no urgente)');
      expect(r.consejos.join(' ')).toMatch(/vídeo/);
      expect(r.consejos.some((c) => c.startsWith('Vuelve a consultar'))).toBe(true);
    }
  });

  it('snoring with pauses and a red or amber sign keeps that sign\'s level', () => {
    expect(nivel({ edad_rango: '2-5 años', ronca: RONCA.conPausas, despierta: DESPIERTA.cuesta })).toBe('amarillo');
    expect(nivel({ edad_rango: '2-5 años', ronca: RONCA.conPausas, episodio_respiracion: 'si' })).toBe('rojo');
  });

  it("the child's appearance gives amarillo; the parent's worry alone keeps verde with the paediatrician-now advice (issue 9)", () => {
    expect(nivel({ muy_enfermo: 'si' })).toBe('amarillo');
    const r = triaje({ preocupado: 'si' });
    expect(r.urgencia).toBe('verde');
    expect(r.consejos.join(' ')).toMatch(/Teleconsulta/);
  });
});

describe('sueno_infantil: breathing, mild versus severe, and the counted rate (issue 9, patterns 2 and 5; NICE NG143, NG9)', () => {
  it('a little drawing-in or nasal flaring is amarillo; pauses, grunting or marked recession are rojo', () => {
    expect(nivel({ esfuerzo_respiratorio: ESFUERZO.leve })).toBe('amarillo');
    expect(nivel({ esfuerzo_respiratorio: ESFUERZO.grave })).toBe('rojo');
  });

  it('counted while asleep: more than 60 is rojo at any age, 60 is not', () => {
    const contada = { respiracion_rapida: RESPIRACION_RAPIDA.contada };
    expect(nivel({ edad_rango: '0-3 meses', ...contada, respiraciones_minuto: 61 })).toBe('rojo');
    expect(nivel({ edad_rango: '0-3 meses', ...contada, respiraciones_minuto: 60 })).toBe('amarillo');
  });

  it('more than 50 under 1 year, or more than 40 from 1 year, is amarillo; at the line it is verde', () => {
    const contada = { respiracion_rapida: RESPIRACION_RAPIDA.contada };
    expect(nivel({ ...contada, respiraciones_minuto: 51 })).toBe('amarillo');
    expect(nivel({ ...contada, respiraciones_minuto: 50 })).toBe('verde');
    expect(nivel({ edad_rango: '2-5 años', ...contada, respiraciones_minuto: 41 })).toBe('amarillo');
    expect(nivel({ edad_rango: '2-5 años', ...contada, respiraciones_minuto: 40 })).toBe('verde');
    expect(nivel({ respiracion_rapida: RESPIRACION_RAPIDA.sinContar })).toBe('amarillo');
  });
});

describe('sueno_infantil: wrong doors (issue 9, pattern 2)', () => {
  it('hard to wake after a head bump or a possible ingestion is rojo and points to golpes_caidas and intoxicacion', () => {
    const r = triaje({ despierta: DESPIERTA.cuesta, golpe_o_toxico: 'si' });
    expect(r.urgencia).toBe('rojo');
    expect(r.ver_tambien).toEqual(expect.arrayContaining(['golpes_caidas', 'intoxicacion']));
    expect(nivel({ despierta: DESPIERTA.cuesta, golpe_o_toxico: 'no' })).toBe('amarillo');
    expect(ids()).not.toContain('golpe_o_toxico');
  });

  it('waking with a headache and vomiting, worse over days, is amarillo; with neurological signs it is rojo (HeadSmart)', () => {
    expect(nivel({ edad_rango: '5-12 años', cabeza_manana: CABEZA.manana })).toBe('amarillo');
    expect(nivel({ edad_rango: '5-12 años', cabeza_manana: CABEZA.neurologico })).toBe('rojo');
    expect(ids({ edad_rango: '6-12 meses' })).not.toContain('cabeza_manana');
  });

  it('3-6 months with 39 °C or fever for 5 days is amarillo (NICE NG143 amber)', () => {
    expect(nivel({ fiebre: 'si', fiebre_39: 'si' })).toBe('amarillo');
    expect(nivel({ fiebre: 'si', fiebre_39: 'no' })).toBe('verde');
    expect(nivel({ edad_rango: '2-5 años', fiebre: 'si', dias_fiebre: 'si' })).toBe('amarillo');
  });

  it('short pauses without a colour change in a baby (periodic breathing) stay verde: the usual pattern (issue 9, pattern 3)', () => {
    const r = triaje({ edad_rango: '0-3 meses', pausas_dormido: PAUSAS.cortas });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Respiración periódica del bebé');
  });
});

describe('sueno_infantil: movements in sleep (round 8: NICE NG217; Maurer 2010; Campistol 2020)', () => {
  it('jerks that stop on waking in a child who is well awake are verde with the video advice', () => {
    const r = triaje({ movimientos_dormido: MOVIMIENTOS.paranAlDespertar });
    expect(r.urgencia).toBe('verde');
    expect(r.titulo).toBe('Sacudidas durmiendo que paran al despertarlo');
    expect(r.consejos.join(' ')).toMatch(/vídeo/);
  });

  it('clusters of spasms on waking are amarillo (same-day paediatrician)', () => {
    const r = triaje({ edad_rango: '6-12 meses', movimientos_dormido: MOVIMIENTOS.espasmos });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Salvas de sacudidas cortas al despertarse: posibles espasmos infantiles');
    expect(nivel({ edad_rango: '3-6 meses', movimientos_dormido: MOVIMIENTOS.espasmos, color_grave: 'si' })).toBe('rojo');
  });

  it('a single fit that is over, under 5 minutes, recovered, without injury, is amarillo from 6 months and rojo under 6 months', () => {
    const pasada = { movimientos_dormido: MOVIMIENTOS.crisisPasada, minutos_movimientos: 2, movimientos_graves: 'no' };
    const r = triaje({ ...pasada, edad_rango: '2-5 años' });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toBe('Una posible convulsión durmiendo, corta y ya recuperado');
    expect(r.ver_tambien).toContain('convulsion');
    expect(nivel({ ...pasada, edad_rango: '6-12 meses', minutos_movimientos: 4.9 })).toBe('amarillo');
    expect(nivel({ ...pasada, edad_rango: '3-6 meses' })).toBe('rojo');
    expect(nivel({ ...pasada, edad_rango: '0-3 meses' })).toBe('rojo');
  });

  it('the NG217 ambulance criteria stay rojo: 5 minutes or more, repeated without recovery or an injury, going on now or not recovered', () => {
    const pasada = { edad_rango: '2-5 años', movimientos_dormido: MOVIMIENTOS.crisisPasada, minutos_movimientos: 2, movimientos_graves: 'no' };
    expect(nivel({ ...pasada, minutos_movimientos: 5 })).toBe('rojo');
    expect(nivel({ ...pasada, movimientos_graves: 'si' })).toBe('rojo');
    expect(nivel({ edad_rango: '2-5 años', movimientos_dormido: MOVIMIENTOS.ahora })).toBe('rojo');
    expect(rojoSeguro(flujo, { edad_rango: '2-5 años', movimientos_dormido: MOVIMIENTOS.ahora })?.urgencia).toBe('rojo');
    expect(ids({ movimientos_dormido: MOVIMIENTOS.no })).not.toContain('minutos_movimientos');
  });
});

describe('sueno_infantil: question progression by age', () => {
  it('asks about breathing pauses in the first year and about snoring from 6 months', () => {
    expect(ids({ edad_rango: '0-3 meses' })).toContain('pausas_dormido');
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('ronca');
    expect(ids({ edad_rango: '6-12 meses' })).toEqual(expect.arrayContaining(['pausas_dormido', 'ronca']));
    expect(ids({ edad_rango: '5-12 años' })).not.toContain('pausas_dormido');
  });

  it('a typical path is short (round 18: + the night-time coughing fits)', () => {
    expect(ids().length).toBeLessThanOrEqual(15);
  });
});

function arbitrarioDe(p: Pregunta): fc.Arbitrary<ValorRespuesta> {
  const cualquiera: fc.Arbitrary<ValorRespuesta> =
    p.tipo === 'si_no'
      ? fc.constantFrom('si', 'no')
      : p.tipo === 'numero'
        ? fc.constantFrom(30, 40, 41, 50, 51, 60, 61)
        : fc.constantFrom(...(p.opciones ?? []));
  const base = BIEN[p.id];
  if (base === undefined || p.id === 'edad_rango') return cualquiera;
  return fc.oneof({ arbitrary: fc.constant(base), weight: 3 }, { arbitrary: cualquiera, weight: 2 });
}

const respuestasArb = fc.record(
  Object.fromEntries(flujo.preguntas.map((p) => [p.id, arbitrarioDe(p)])) as Record<string, fc.Arbitrary<ValorRespuesta>>,
);

describe('sueno_infantil: properties', () => {
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
});

describe('sueno_infantil round 18: newborn periodic breathing (AAP 2016 BRUE; Cleveland Clinic)', () => {
  const PERIODICA: Cambios = { edad_rango: '0-3 meses', pausas_dormido: PAUSAS.cortas, rachas_despierto: RACHAS.bien };

  it('short pauses with fast bursts, breathing and feeding normally awake, are verde even if the parent says "faster than normal" without counting', () => {
    for (const edad_rango of ['0-3 meses', '3-6 meses', '6-12 meses']) {
      const r = triaje({ ...PERIODICA, edad_rango, respiracion_rapida: RESPIRACION_RAPIDA.sinContar });
      expect(r.urgencia, edad_rango).toBe('verde');
      expect(r.titulo).toBe('Respiración periódica del bebé');
      expect(r.consejos.join(' ')).toMatch(/20 segundos o más/);
    }
    expect(nivel(PERIODICA)).toBe('verde');
  });

  it('the pauses question comes before the shared breathing questions, and the follow-up only after short pauses', () => {
    const todas = ids(PERIODICA);
    expect(todas.indexOf('pausas_dormido')).toBeLessThan(todas.indexOf('respiracion_rapida'));
    expect(todas.indexOf('rachas_despierto')).toBeLessThan(todas.indexOf('respiracion_rapida'));
    expect(ids({ edad_rango: '0-3 meses' })).not.toContain('rachas_despierto');
    expect(ids({ edad_rango: '2-5 años' })).not.toContain('rachas_despierto');
  });

  it('fast breathing awake, feeding worse or unsure is amarillo; an uncounted fast breathing without periodic breathing stays amarillo', () => {
    const r = triaje({ ...PERIODICA, rachas_despierto: RACHAS.no });
    expect(r.urgencia).toBe('amarillo');
    expect(r.titulo).toMatch(/respira deprisa despierto o come peor/);
    expect(nivel({ edad_rango: '0-3 meses', respiracion_rapida: RESPIRACION_RAPIDA.sinContar })).toBe('amarillo');
    expect(nivel({ edad_rango: '2-5 años', respiracion_rapida: RESPIRACION_RAPIDA.sinContar })).toBe('amarillo');
  });

  it('with periodic breathing, a counted rate over the thresholds, severe effort, long pauses or a colour change keep their level', () => {
    expect(nivel({ ...PERIODICA, respiracion_rapida: RESPIRACION_RAPIDA.contada, respiraciones_minuto: 55 })).toBe('amarillo');
    expect(nivel({ ...PERIODICA, respiracion_rapida: RESPIRACION_RAPIDA.contada, respiraciones_minuto: 61 })).toBe('rojo');
    expect(nivel({ ...PERIODICA, esfuerzo_respiratorio: ESFUERZO.grave })).toBe('rojo');
    expect(nivel({ ...PERIODICA, pausas_dormido: PAUSAS.largas })).toBe('rojo');
    expect(nivel({ ...PERIODICA, color_grave: 'si' })).toBe('rojo');
    expect(nivel({ ...PERIODICA, episodio_respiracion: 'si' })).toBe('rojo');
  });
});

describe('sueno_infantil round 18: night-time signs of another illness', () => {
  it('whooping-cough fits, well between them, are amarillo at every age', () => {
    for (const edad_rango of ['0-3 meses', '3-6 meses', '6-12 meses', '2-5 años', '12+ años']) {
      const r = triaje({ edad_rango, tos_ataques_noche: TOS_NOCHE.ataques });
      expect(r.urgencia, edad_rango).toBe('amarillo');
      expect(r.titulo).toMatch(/tos ferina/);
      expect(r.ver_tambien).toContain('tos');
    }
  });

  it('apnoea, blue spells or floppiness in a fit are rojo at any age; a baby under 6 months unwell between fits is in the same rojo answer', () => {
    for (const edad_rango of ['0-3 meses', '3-6 meses', '6-12 meses', '5-12 años']) {
      expect(nivel({ edad_rango, tos_ataques_noche: TOS_NOCHE.grave }), edad_rango).toBe('rojo');
    }
    expect(TOS_NOCHE.grave).toMatch(/menos de 6 meses que entre los ataques está decaído o come mucho menos/);
    expect(flujo.preguntas.find((p) => p.id === 'tos_ataques_noche')?.opciones).toEqual([TOS_NOCHE.no, TOS_NOCHE.ataques, TOS_NOCHE.grave]);
    // After the amarillo answer the amarillo-only closing questions are not asked; red questions still are.
    const tras = ids({ edad_rango: '2-5 años', tos_ataques_noche: TOS_NOCHE.ataques });
    expect(tras).not.toContain('signos_generales');
    expect(tras).not.toContain('muy_enfermo');
    expect(tras).toContain('cabeza_manana');
    expect(nivel({ edad_rango: '2-5 años', tos_ataques_noche: TOS_NOCHE.ataques, cabeza_manana: CABEZA.neurologico })).toBe('rojo');
  });

  it('drenching night sweats, weight loss or a hard painless lump (NICE NG12) are amarillo from 2 years, not asked before', () => {
    for (const edad_rango of ['2-5 años', '5-12 años', '12+ años']) {
      const r = triaje({ edad_rango, signos_generales: 'si' });
      expect(r.urgencia, edad_rango).toBe('amarillo');
      expect(r.consejos.join(' ')).toMatch(/hoy o mañana/);
    }
    expect(nivel({ edad_rango: '5-12 años', signos_generales: 'no' })).toBe('verde');
    expect(ids({ edad_rango: '1-2 años' })).not.toContain('signos_generales');
    expect(ids({ edad_rango: '5-12 años' })).toContain('signos_generales');
    expect(nivel({ edad_rango: '5-12 años', signos_generales: 'si', cabeza_manana: CABEZA.neurologico })).toBe('rojo');
  });

  it('snoring with pauses and gasps keeps its round 2 levels (AAP 2002/2012): verde from 1 year with a routine appointment, amarillo under 1 year', () => {
    expect(nivel({ edad_rango: '2-5 años', ronca: RONCA.conPausas })).toBe('verde');
    expect(triaje({ edad_rango: '2-5 años', ronca: RONCA.conPausas }).acciones_sugeridas[0]).toMatch(/no urgente/);
    expect(nivel({ edad_rango: '6-12 meses', ronca: RONCA.conPausas })).toBe('amarillo');
  });
});
