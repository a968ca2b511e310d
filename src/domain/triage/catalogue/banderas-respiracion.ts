/**
 * Shared breathing signs (issue 9, patterns 2 and 5): the age-specific
 * breathing-rate questions and the mild versus severe forms of increased
 * work of breathing, for every flow where breathing can be involved (a cough,
 * a cold in a baby, a fever, a sore throat, a crying or feeding baby…).
 *
 * Sources:
 * - NICE NG143 traffic light (2019/2021): RR > 60/min at any age red; RR > 50
 *   at 6–12 months and > 40 over 12 months amber; nasal flaring amber;
 *   grunting and moderate or severe chest indrawing red.
 * - NICE NG9 bronchiolitis (2015/2021): apnoea, grunting, marked chest
 *   recession, central cyanosis → immediate referral; RR > 60, oral intake
 *   50–75 % of usual, difficulty breastfeeding → consider referral.
 * - NHS Healthier Together cough / bronchiolitis sheets: red = pauses,
 *   grunting, too breathless to feed or talk; amber = breathing a bit faster,
 *   working harder to breathe (drawing in below or between the ribs), feeding
 *   less than half.
 * - WHO IMCI: fast breathing ≥ 50/min from 2 to 12 months, ≥ 40/min from 1 to
 *   5 years (used to extend the NICE amber threshold below 6 months).
 *
 * Use: spread `preguntasRespiracion()` (or the single questions) after the
 * flow's global red features, and put `reglasRespiracionRojo()` among the rojo
 * rules and `reglasRespiracionAmarillo()` among the amarillo rules. Question
 * ids are stable: `esfuerzo_respiratorio`, `respiracion_rapida`,
 * `respiraciones_minuto`, `come_poco`.
 *
 * Babies at higher risk of severe bronchiolitis (round 5): NICE NG9 lists
 * age under 3 months, premature birth (particularly under 32 weeks), chronic
 * lung disease, haemodynamically significant congenital heart disease,
 * neuromuscular disorders and immunodeficiency, to be taken into account when
 * deciding to refer. `PREGUNTA_RIESGO_BRONQUIOLITIS` asks the last five,
 * plainly, from 3 to 12 months (under 3 months the age is the risk factor),
 * and `reglaRiesgoBronquiolitis()` makes a cough in such a baby amarillo.
 *
 * Where breathing is one door among several and the flow must stay short (a
 * cold, a sore throat, an earache), `PREGUNTA_RESPIRACION_RESUMIDA` asks the
 * same thresholds in one question of three observable answers (normal; fast
 * for the age or a little effort → amarillo; severe → rojo), with
 * `reglaRespiracionResumidaRojo()` and `reglaRespiracionResumidaAmarillo()`.
 */
import type { Pregunta, Regla } from '../types.ts';
import { ACCIONES_112, ACCIONES_AMARILLO, ACCIONES_URGENCIAS, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, lista } from './comunes.ts';

// ---------------------------------------------------------------------------
// Thresholds
// ---------------------------------------------------------------------------

/** Under 1 year: amber from RR > 50 (NICE says 6–12 months; extended below 6 months as WHO does). */
export const EDADES_MENOR_1_ANO = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;

/** Breaths per minute above which breathing is rojo at any age (NICE NG143 red "RR > 60"; NG9 "> 60" consider referral). */
export const RESPIRACIONES_ROJO = 60;
/** Amber above 50 under 1 year (NICE NG143 6–12 months; WHO 2–12 months). */
export const RESPIRACIONES_AMBAR_MENOR_1 = 50;
/** Amber above 40 from 1 year (NICE NG143 > 12 months; WHO 1–5 years). */
export const RESPIRACIONES_AMBAR_DESDE_1 = 40;

// ---------------------------------------------------------------------------
// Work of breathing: mild versus severe (pattern 5)
// ---------------------------------------------------------------------------

/**
 * One question, three observable forms. NICE NG143 and NG9 put grunting,
 * pauses and moderate or severe (marked) recession in red, nasal flaring in
 * amber; Healthier Together puts "working harder to breathe, drawing in below
 * the ribs" in amber. A little drawing-in must not be lumped with severe
 * recession or grunting.
 */
export const ESFUERZO = {
  no: 'No, respira sin esfuerzo',
  leve: 'Un poco: se le marca la piel entre las costillas o justo debajo de ellas, o se le abren las aletas de la nariz, pero está tranquilo, no se queja y puede comer (o hablar)',
  grave: 'Mucho: hace pausas sin respirar, se queja (gruñe) con cada respiración, se le hunden mucho las costillas o el hueco del cuello, mueve la cabeza con cada respiración, o está tan fatigado que no puede comer ni hablar',
} as const;

export const PREGUNTA_ESFUERZO_RESPIRATORIO: Pregunta = {
  id: 'esfuerzo_respiratorio',
  texto: '¿Le cuesta respirar?',
  tipo: 'opciones',
  opciones: [ESFUERZO.no, ESFUERZO.leve, ESFUERZO.grave],
  ayuda:
    'Si tiene mocos, límpiale antes la nariz con suero. Levántale la ropa y mira el pecho, el cuello y la tripa mientras respira, sin que llore si es posible. Si encaja más de una opción, elige la más grave.',
  alarma: [ESFUERZO.grave],
};

export const ESFUERZO_GRAVE = `esfuerzo_respiratorio = '${ESFUERZO.grave}'`;
export const ESFUERZO_LEVE = `esfuerzo_respiratorio = '${ESFUERZO.leve}'`;

// ---------------------------------------------------------------------------
// Breathing rate, counted by the parent
// ---------------------------------------------------------------------------

export const RESPIRACION_RAPIDA = {
  no: 'No, respira a su ritmo de siempre',
  contada: 'Sí, y he contado sus respiraciones en un minuto',
  sinContar: 'Sí, pero no he podido contarlas',
} as const;

export const PREGUNTA_RESPIRACION_RAPIDA: Pregunta = {
  id: 'respiracion_rapida',
  texto: '¿Respira más deprisa de lo normal?',
  tipo: 'opciones',
  opciones: [RESPIRACION_RAPIDA.no, RESPIRACION_RAPIDA.contada, RESPIRACION_RAPIDA.sinContar],
  ayuda:
    'Para contarlo: destápale el pecho y cuenta cuántas veces sube la tripa o el pecho durante un minuto entero, con el niño tranquilo o dormido, sin llorar y, si puede ser, sin fiebre alta en ese momento.',
};

export const PREGUNTA_RESPIRACIONES_MINUTO: Pregunta = {
  id: 'respiraciones_minuto',
  texto: '¿Cuántas respiraciones has contado en un minuto entero?',
  tipo: 'numero',
  ayuda: 'Cuenta cada subida del pecho o de la tripa durante 60 segundos, con el niño tranquilo.',
  mostrar_si: `respiracion_rapida = '${RESPIRACION_RAPIDA.contada}'`,
};

export const RR_ROJO = `respiraciones_minuto > ${RESPIRACIONES_ROJO}`;
export const RR_AMBAR_MENOR_1 = `respiraciones_minuto > ${RESPIRACIONES_AMBAR_MENOR_1} AND edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`;
export const RR_AMBAR_DESDE_1 = `respiraciones_minuto > ${RESPIRACIONES_AMBAR_DESDE_1} AND edad_rango NOT IN ${lista(EDADES_MENOR_1_ANO)}`;
export const RR_SIN_CONTAR = `respiracion_rapida = '${RESPIRACION_RAPIDA.sinContar}'`;
/** Any amber breathing-rate finding (counted above the age threshold, or fast but not counted). */
export const RR_AMBAR = `(${RR_AMBAR_MENOR_1}) OR (${RR_AMBAR_DESDE_1}) OR ${RR_SIN_CONTAR}`;

// ---------------------------------------------------------------------------
// Feeding (NICE NG9 "oral intake 50–75 % of usual"; HT amber "less than half")
// ---------------------------------------------------------------------------

export const PREGUNTA_COME_POCO: Pregunta = {
  id: 'come_poco',
  texto: '¿Come o bebe menos de la mitad de lo normal, o moja muchos menos pañales (o hace mucho menos pis) de lo habitual?',
  tipo: 'si_no',
  ayuda: 'En bebés, cuenta las tomas después de lavarle la nariz con suero: si en el último día ha tomado menos de la mitad de lo de siempre, responde Sí.',
  alarma: ['si'],
};

// ---------------------------------------------------------------------------
// Question group
// ---------------------------------------------------------------------------

/** Adds a flow's own condition to a question's (AND), so a hidden gate never leaves a later question "unknown" and asked. */
function conCondicion(pregunta: Pregunta, mostrarSi: string | undefined): Pregunta {
  if (!mostrarSi) return pregunta;
  return { ...pregunta, mostrar_si: pregunta.mostrar_si ? `(${mostrarSi}) AND ${pregunta.mostrar_si}` : mostrarSi };
}

/**
 * Work of breathing, then the breathing rate (and the count when the parent
 * made one). `mostrarSi` narrows all three, e.g. to babies or to a fever.
 */
export function preguntasRespiracion(mostrarSi?: string): Pregunta[] {
  return [PREGUNTA_ESFUERZO_RESPIRATORIO, PREGUNTA_RESPIRACION_RAPIDA, PREGUNTA_RESPIRACIONES_MINUTO].map((p) => conCondicion(p, mostrarSi));
}

// ---------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------

const POSTURA =
  'Mantenlo incorporado, en la postura en la que mejor respire (en brazos si es un bebé), y no le des de comer ni de beber por el camino. Si tiene mocos, límpiale la nariz con suero.';

/**
 * The two rojo breathing rules (severe work of breathing; RR > 60). `consejos`
 * adds the flow's own advice before the standard safety net.
 */
export function reglasRespiracionRojo(consejos: readonly string[] = []): Regla[] {
  return [
    {
      si: ESFUERZO_GRAVE,
      urgencia: 'rojo',
      titulo: 'Dificultad grave para respirar: pausas, quejido o costillas muy hundidas',
      consejos: [
        'Las pausas al respirar, el quejido con cada respiración o las costillas y el cuello que se hunden mucho son signos de que le falta el aire (NICE): llama al 112.',
        POSTURA,
        ...consejos,
        'Si deja de respirar o no responde, sigue las indicaciones del 112.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_112,
    },
    {
      si: RR_ROJO,
      urgencia: 'rojo',
      titulo: 'Respira muy deprisa (más de 60 veces por minuto)',
      consejos: [
        'Respirar más de 60 veces por minuto es un signo de alarma a cualquier edad (NICE): necesita que lo vea un médico ahora.',
        POSTURA,
        ...consejos,
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
    },
  ];
}

const VUELVE_A_CONTAR =
  'Vuelve a contar sus respiraciones dentro de un rato, con el niño tranquilo: si pasan de 60 por minuto, o empieza a quejarse, a hacer pausas o se le hunden mucho las costillas, llama al 112.';

/**
 * The amarillo breathing rules: counted rate above the age threshold (two
 * rules, under and from 1 year), fast but not counted, and mild work of
 * breathing. `consejos` adds the flow's own advice before the safety net.
 */
export function reglasRespiracionAmarillo(consejos: readonly string[] = []): Regla[] {
  const cierre = (...propios: string[]): string[] => [...propios, ...consejos, CONSEJO_AMARILLO];
  return [
    {
      si: RR_AMBAR_MENOR_1,
      urgencia: 'amarillo',
      titulo: 'Respira deprisa para su edad (más de 50 veces por minuto)',
      consejos: cierre(
        'En menores de 1 año, más de 50 respiraciones por minuto es un signo de alerta (NICE; OMS): que lo vea hoy un médico.',
        VUELVE_A_CONTAR,
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      si: RR_AMBAR_DESDE_1,
      urgencia: 'amarillo',
      titulo: 'Respira deprisa para su edad (más de 40 veces por minuto)',
      consejos: cierre(
        'A partir de 1 año, más de 40 respiraciones por minuto en reposo es un signo de alerta (NICE): puede ser una infección del pulmón o una crisis de asma. Que lo vea hoy un médico.',
        VUELVE_A_CONTAR,
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      si: RR_SIN_CONTAR,
      urgencia: 'amarillo',
      titulo: 'Respira más deprisa de lo normal',
      consejos: cierre(
        'Respirar más deprisa de lo normal es un signo de alerta (Healthier Together): que lo vea hoy un médico.',
        'Intenta contar sus respiraciones durante un minuto con el niño tranquilo: más de 60 a cualquier edad, o quejido, pausas o costillas muy hundidas, son motivo para llamar al 112.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      si: ESFUERZO_LEVE,
      urgencia: 'amarillo',
      titulo: 'Le cuesta un poco respirar (se le marcan las costillas o aletea la nariz)',
      consejos: cierre(
        'Que se le marque un poco la piel entre las costillas o se le abran las aletas de la nariz indica que respira con algo de esfuerzo (NICE y Healthier Together: signo de alerta, no de emergencia): que lo vea hoy un médico.',
        VUELVE_A_CONTAR,
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
  ];
}

// ---------------------------------------------------------------------------
// Babies at higher risk of severe bronchiolitis (NICE NG9)
// ---------------------------------------------------------------------------

/** From 3 to 12 months: under 3 months the age itself is the NG9 risk factor, and the flows already act on it. */
export const EDADES_RIESGO_BRONQUIOLITIS = ['3-6 meses', '6-12 meses'] as const;

/** The age gate of the risk question, for a flow that narrows it further (edad first: false, not unknown, outside it). */
export const EDAD_RIESGO_BRONQUIOLITIS = `edad_rango IN ${lista(EDADES_RIESGO_BRONQUIOLITIS)}`;

export const PREGUNTA_RIESGO_BRONQUIOLITIS: Pregunta = {
  id: 'riesgo_bronquiolitis',
  texto: '¿Nació prematuro (antes de la semana 37)? ¿Tiene alguna enfermedad del corazón o de los pulmones, o de los músculos o de las defensas?',
  tipo: 'si_no',
  ayuda:
    'Por ejemplo: una cardiopatía, los pulmones delicados de algunos prematuros (displasia broncopulmonar), una enfermedad de los músculos o un tratamiento que baja las defensas. En estos bebés una bronquiolitis puede complicarse más. Si nació antes de la semana 37, responde Sí aunque ahora esté bien.',
  mostrar_si: EDAD_RIESGO_BRONQUIOLITIS,
  alarma: ['si'],
};

export const RIESGO_BRONQUIOLITIS = `${EDAD_RIESGO_BRONQUIOLITIS} AND ${PREGUNTA_RIESGO_BRONQUIOLITIS.id} = 'si'`;

/** What to watch in a baby with a cough who may get a severe bronchiolitis (NG9: worst on days 3-5; red features). */
export const VIGILA_BRONQUIOLITIS =
  'La bronquiolitis suele empeorar hasta el tercer o quinto día: vigílalo de cerca, también por la noche. Llama al 112 si hace pausas al respirar, se queja con cada respiración, se le hunden mucho las costillas, se pone azul o respira más de 60 veces por minuto.';

/**
 * Amarillo: a cough (or a cold with a cough) in a baby under 1 year born premature or with heart, lung,
 * neuromuscular or immune disease (NICE NG9 risk factors for severe bronchiolitis), even without distress.
 */
export function reglaRiesgoBronquiolitis(consejos: readonly string[] = []): Regla {
  return {
    si: RIESGO_BRONQUIOLITIS,
    urgencia: 'amarillo',
    titulo: 'Tos en un bebé que nació prematuro o tiene una enfermedad del corazón o de los pulmones',
    consejos: [
      'En los bebés que nacieron prematuros o tienen una enfermedad del corazón, de los pulmones, de los músculos o de las defensas, una bronquiolitis puede complicarse más y más deprisa (NICE): que lo vea hoy un médico, aunque ahora respire bien.',
      'Si su especialista te dio un plan para los catarros, síguelo y avísale.',
      VIGILA_BRONQUIOLITIS,
      ...consejos,
      CONSEJO_AMARILLO,
    ],
    acciones_sugeridas: ACCIONES_AMARILLO,
  };
}

// ---------------------------------------------------------------------------
// The same signs in one question (flows where breathing is one door among several)
// ---------------------------------------------------------------------------

/**
 * Three observable answers carrying the age-specific counts in their words:
 * amber = fast for the age (> 50 under 1 year, > 40 from 1 year), nasal
 * flaring or a little drawing-in; red = > 60 at any age, pauses, grunting,
 * marked recession, too breathless to feed or talk (NICE NG143, NG9; HT).
 */
export const RESPIRACION_RESUMIDA = {
  normal: 'Respira con normalidad',
  deprisa:
    'Respira deprisa para su edad (más de 50 veces por minuto si es menor de 1 año, más de 40 si tiene 1 año o más), se le abren las aletas de la nariz o se le marca un poco la piel entre las costillas, pero no se queja y puede comer o hablar',
  grave:
    'Respira muy deprisa (más de 60 veces por minuto), hace pausas sin respirar, se queja (gruñe) con cada respiración, se le hunden mucho las costillas o el hueco del cuello, o está tan fatigado que no puede comer ni hablar',
} as const;

export const PREGUNTA_RESPIRACION_RESUMIDA: Pregunta = {
  id: 'respiracion',
  texto: '¿Cómo respira?',
  tipo: 'opciones',
  opciones: [RESPIRACION_RESUMIDA.normal, RESPIRACION_RESUMIDA.deprisa, RESPIRACION_RESUMIDA.grave],
  ayuda:
    'Si tiene mocos, límpiale antes la nariz con suero. Levántale la ropa y mira el pecho, el cuello y la tripa mientras respira, tranquilo y sin llorar. Si te parece que respira deprisa, cuenta cuántas veces sube el pecho o la tripa en un minuto entero. Si encaja más de una opción, elige la última que encaje.',
  alarma: [RESPIRACION_RESUMIDA.grave],
};

export const RESPIRACION_RESUMIDA_GRAVE = `respiracion = '${RESPIRACION_RESUMIDA.grave}'`;
export const RESPIRACION_RESUMIDA_DEPRISA = `respiracion = '${RESPIRACION_RESUMIDA.deprisa}'`;

/** Rojo: the severe answer of the one-question form. */
export function reglaRespiracionResumidaRojo(consejos: readonly string[] = []): Regla {
  return {
    si: RESPIRACION_RESUMIDA_GRAVE,
    urgencia: 'rojo',
    titulo: 'Le cuesta mucho respirar o respira muy deprisa',
    consejos: [
      'Respirar más de 60 veces por minuto, hacer pausas, quejarse con cada respiración o que se le hundan mucho las costillas son signos de que le falta el aire (NICE): llama al 112.',
      POSTURA,
      ...consejos,
      'Si deja de respirar o no responde, sigue las indicaciones del 112.',
      CONSEJO_ROJO_CAMINO,
    ],
    acciones_sugeridas: ACCIONES_112,
  };
}

/** Amarillo: the fast-for-the-age or little-effort answer of the one-question form. */
export function reglaRespiracionResumidaAmarillo(consejos: readonly string[] = []): Regla {
  return {
    si: RESPIRACION_RESUMIDA_DEPRISA,
    urgencia: 'amarillo',
    titulo: 'Respira deprisa para su edad o con algo de esfuerzo',
    consejos: [
      'Respirar deprisa para su edad, el aleteo de la nariz o que se le marque un poco la piel entre las costillas son signos de alerta (NICE; Healthier Together), no de emergencia: puede ser una bronquiolitis o una infección del pulmón. Que lo vea hoy un médico.',
      VUELVE_A_CONTAR,
      ...consejos,
      CONSEJO_AMARILLO,
    ],
    acciones_sugeridas: ACCIONES_AMARILLO,
  };
}
