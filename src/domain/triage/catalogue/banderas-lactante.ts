/**
 * Shared infant signs (issue 9, patterns 2, 3 and 5): the pieces that let a
 * baby's serious illness be caught whatever door the parent chose (crying,
 * feeding, sleep, jaundice, teething, a vaccine, a rash, a red eye…).
 *
 * Sources:
 * - NICE NG143 traffic light (2019/2021): under 3 months with ≥ 38 °C red;
 *   3–6 months with ≥ 39 °C amber; fever for ≥ 5 days amber; poor feeding in
 *   infants and reduced urine output amber.
 * - NHS Healthier Together (fever, under-3-months, bronchiolitis sheets): < 3
 *   months with ≥ 38 °C or < 36 °C red; feeding less than half of usual and
 *   no wee for 8 hours (under 3 months) or 12 hours amber.
 * - SEUP, guía para padres 2022: baby under 1 month refusing feeds →
 *   urgencias.
 * - NICE CG98 (jaundice < 28 days) and Health for Under 5s: suspected
 *   jaundice needs a bilirubin within 6 hours; jaundice with poor feeding →
 *   999.
 *
 * Breathing rates and work of breathing are in `banderas-respiracion.ts`;
 * intussusception, testicular torsion and diabetes in `banderas-abdomen.ts`.
 *
 * Question ids are stable: `fiebre`, `fiebre_39`, `dias_fiebre`, `tomas`,
 * `panales_12h`, `piel_amarilla`, `episodio`.
 */
import { PREGUNTA_DIAS_FIEBRE, ACCIONES_112, ACCIONES_AMARILLO, ACCIONES_URGENCIAS, CONSEJO_AMARILLO, consejosRojo, lista } from './comunes.ts';
import type { Fuente, Pregunta, Regla } from '../types.ts';

// ---------------------------------------------------------------------------
// Ages
// ---------------------------------------------------------------------------

export const MENOR_3_MESES = "edad_rango = '0-3 meses'";
/** Babies on milk feeds only or mostly: feeds and nappies are asked of them. */
export const EDADES_LACTANTE = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
export const EDADES_DESDE_1_ANO = ['1-2 años', '2-5 años', '5-12 años', '12+ años'] as const;

// ---------------------------------------------------------------------------
// Fever (NICE NG143; Healthier Together)
// ---------------------------------------------------------------------------

/** Fever or, under 3 months, a low temperature, measured (NICE NG143; HT under-3-months red). */
export const PREGUNTA_FIEBRE_LACTANTE: Pregunta = {
  id: 'fiebre',
  texto: '¿Le has medido 38 °C o más de temperatura, o, si es menor de 3 meses, menos de 36 °C?',
  tipo: 'si_no',
  ayuda: 'Mídela con un termómetro digital en la axila.',
  alarma: ['si'],
};

export const CON_FIEBRE = "fiebre = 'si'";
export const FIEBRE_MENOR_3_MESES = `${CON_FIEBRE} AND ${MENOR_3_MESES}`;

export const CONSEJO_SIN_ANTITERMICO_MENOR_3_MESES =
  'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.';

/** NICE NG143 red: under 3 months with ≥ 38 °C (HT also < 36 °C). */
export function reglaFiebreMenor3Meses(titulo: string, ...propios: string[]): Regla {
  return {
    si: FIEBRE_MENOR_3_MESES,
    urgencia: 'rojo',
    titulo,
    consejos: consejosRojo(
      'En un bebé de menos de 3 meses, 38 °C o más (o menos de 36 °C) puede ser el primer signo de una infección grave: necesita que lo vea un médico enseguida (NICE).',
      ...propios,
      CONSEJO_SIN_ANTITERMICO_MENOR_3_MESES,
    ),
    acciones_sugeridas: ACCIONES_URGENCIAS,
    ver_tambien: ['fiebre'],
  };
}

/**
 * Round 10: a baby under 3 months can have a serious infection (a urine
 * infection most often) without fever: vomiting with poor feeding, being
 * sleepier or floppier than usual, or cloudy, strong-smelling urine (NICE
 * NG224 table 1). NG224 refers every infant under 3 months with a suspected
 * UTI immediately to paediatric specialist care, and NG143 asks the same of
 * under-3-month-olds who are unwell → rojo, with or without fever.
 *
 * Round 18: the same signs and the same id, in an order that starts with the
 * red signs, so that "feeding less" or "fewer wet nappies" on its own is not
 * read as a yes (NICE NG143: reduced feeding and reduced urine output are
 * amber; the flows' own feed, nappy and "well between bouts" questions give
 * amarillo). The help says so.
 */
export const PREGUNTA_SIGNOS_INFECCION_LACTANTE: Pregunta = {
  id: 'signos_infeccion_lactante',
  texto:
    '¿Le pasa alguna de estas cosas: vomita las tomas y además come peor de lo normal; está más dormido o más flojo de lo normal (cuesta despertarlo para las tomas); o su pipí huele muy fuerte o se ve turbio?',
  tipo: 'si_no',
  ayuda:
    'En un bebé de menos de 3 meses, una infección (muchas veces de orina) puede dar solo estos signos, sin fiebre. Las bocanadas de leche sin esfuerzo no cuentan como vómito. Si solo come algo menos o moja menos pañales, sin vómitos, sin estar más dormido ni más flojo y con el pipí de siempre, responde No: eso se valora en otras preguntas y es para que lo vean hoy, no una urgencia. Un bebé que come con ganas, se despierta para comer y moja pañales con pipí claro tampoco tiene estos signos.',
  mostrar_si: MENOR_3_MESES,
  alarma: ['si'],
};

export const FUENTE_NG224: Fuente = {
  titulo: 'NICE NG224. Urinary tract infection in under 16s: diagnosis and management (menores de 3 meses con sospecha de infección de orina → derivación inmediata a pediatría; síntomas sin fiebre: vómitos, decaimiento, come mal, orina maloliente)',
  anio: 2022,
  url: 'https://www.nice.org.uk/guidance/ng224/chapter/recommendations',
};

/** NICE NG224 1.1.3 and NG143: an unwell baby under 3 months goes to hospital now, with or without fever. */
export function reglaSignosInfeccionLactante(...propios: string[]): Regla {
  return {
    si: `${MENOR_3_MESES} AND signos_infeccion_lactante = 'si'`,
    urgencia: 'rojo',
    titulo: 'Bebé de menos de 3 meses que vomita las tomas y come peor, está más dormido o más flojo, o tiene el pipí turbio',
    consejos: consejosRojo(
      'En un bebé de menos de 3 meses, una infección grave (muchas veces de orina) puede dar solo estos signos, sin fiebre: necesita que lo vea un médico enseguida, en urgencias del hospital (NICE).',
      ...propios,
      'Si puedes, lleva un pañal mojado o una foto. No le des medicinas antes de que lo vea un médico.',
    ),
    acciones_sugeridas: ACCIONES_URGENCIAS,
    ver_tambien: ['orina', 'fiebre'],
  };
}

/**
 * NICE NG143 amber at 3–6 months: ≥ 39 °C, or fever for 5 days or more (one
 * question at this age, so the questionnaire stays short). `conFiebre` is the
 * flow's own "has fever" condition.
 */
export function preguntaFiebre39(conFiebre: string = CON_FIEBRE): Pregunta {
  return {
    id: 'fiebre_39',
    texto: '¿Ha llegado a 39 °C o más, o lleva 5 días o más con fiebre?',
    tipo: 'si_no',
    ayuda: 'Elige la temperatura más alta que le hayas medido con termómetro.',
    mostrar_si: `(${conFiebre}) AND edad_rango = '3-6 meses'`,
    alarma: ['si'],
  };
}

/** NICE NG143 amber from 6 months: fever for 5 days or more (also think of Kawasaki disease). */
export function preguntaDiasFiebre(conFiebre: string = CON_FIEBRE): Pregunta {
  return { ...PREGUNTA_DIAS_FIEBRE, mostrar_si: `(${conFiebre}) AND edad_rango NOT IN ${lista(['0-3 meses', '3-6 meses'])}` };
}

export const FIEBRE_AMBAR = "fiebre_39 = 'si' OR dias_fiebre = 'si'";

/** The amber fever rule for flows whose main symptom is not fever (NICE NG143 amber "other" row). */
export function reglaFiebreAmbar(consejos: readonly string[] = []): Regla {
  return {
    si: FIEBRE_AMBAR,
    urgencia: 'amarillo',
    titulo: 'Fiebre que hay que valorar hoy (39 °C o más entre 3 y 6 meses, o 5 días o más)',
    consejos: [
      'Un bebé de 3 a 6 meses con 39 °C o más, o una fiebre que dura 5 días o más a cualquier edad, debe verlo hoy un médico (NICE): a veces hay una infección que no se ve (de orina, de pulmón) o, si dura 5 días, una enfermedad de Kawasaki.',
      ...consejos,
      CONSEJO_AMARILLO,
    ],
    acciones_sugeridas: ACCIONES_AMARILLO,
    ver_tambien: ['fiebre'],
  };
}

// ---------------------------------------------------------------------------
// Feeds and nappies (NICE NG143/NG9 amber; HT amber; SEUP)
// ---------------------------------------------------------------------------

/** How much a baby on milk feeds takes: one question, graded (pattern 5). */
export const TOMAS = {
  normal: 'Come como siempre o casi',
  algoMenos: 'Come algo menos de lo normal, pero más de la mitad',
  menosMitad: 'Come menos de la mitad de lo normal, o se duerme y no termina casi ninguna toma',
  nada: 'Rechaza todas las tomas o casi no ha comido nada en las últimas 8 horas',
} as const;

export const PREGUNTA_TOMAS: Pregunta = {
  id: 'tomas',
  texto: '¿Cuánto está comiendo (pecho, biberón o papillas) en las últimas 24 horas, comparado con lo normal?',
  tipo: 'opciones',
  opciones: [TOMAS.normal, TOMAS.algoMenos, TOMAS.menosMitad, TOMAS.nada],
  ayuda: 'Si toma pecho, fíjate en cuántas tomas hace, cuánto duran y si le oyes tragar.',
  mostrar_si: `edad_rango IN ${lista(EDADES_LACTANTE)}`,
  alarma: [TOMAS.nada],
};

export const TOMAS_MENOS_MITAD = `tomas IN ${lista([TOMAS.menosMitad, TOMAS.nada])}`;

/** Wet nappies counted over 12 hours (HT amber: none in 12 h, or 8 h under 3 months; ≈ 6 a day is normal from day 5). */
export const PREGUNTA_PANALES_12H: Pregunta = {
  id: 'panales_12h',
  texto: '¿Cuántos pañales mojados de pis ha hecho en las últimas 12 horas?',
  tipo: 'numero',
  ayuda:
    'Cuenta solo los que tenían pis (un pañal de pis y caca cuenta). A partir del 5º día de vida lo normal son 6 o más pañales bien mojados al día; en los primeros 4 días es normal que sean menos.',
  mostrar_si: `edad_rango IN ${lista(EDADES_LACTANTE)}`,
};

// ---------------------------------------------------------------------------
// Newborn jaundice seen from another door (NICE CG98; Health for Under 5s)
// ---------------------------------------------------------------------------

export const PIEL_AMARILLA = {
  no: 'No',
  valorada: 'Sí, pero ya la ha visto un profesional y no va a más',
  nueva: 'Sí, y todavía no la ha visto ningún profesional, o cada día está más amarilla',
} as const;

export const PREGUNTA_PIEL_AMARILLA: Pregunta = {
  id: 'piel_amarilla',
  texto: '¿Tiene la piel o el blanco de los ojos amarillos?',
  tipo: 'opciones',
  opciones: [PIEL_AMARILLA.no, PIEL_AMARILLA.valorada, PIEL_AMARILLA.nueva],
  ayuda: 'Míralo con luz de día: aprieta suavemente la piel de la frente o del pecho con un dedo y mira el color al soltar. En pieles oscuras, mira el blanco de los ojos y las encías.',
};

// ---------------------------------------------------------------------------
// Life-threatening breathing event already over (AAP BRUE 2016; HT red)
// ---------------------------------------------------------------------------

export const PREGUNTA_EPISODIO_APNEA: Pregunta = {
  id: 'episodio',
  texto:
    '¿Ha tenido un episodio en el que dejó de respirar o respiraba muy raro, se puso azulado, morado o muy pálido, se quedó flojo como un muñeco o rígido, o no respondía, aunque ahora ya esté bien?',
  tipo: 'si_no',
  alarma: ['si'],
};

export function reglaEpisodioApnea(titulo: string, ...propios: string[]): Regla {
  return {
    si: `${PREGUNTA_EPISODIO_APNEA.id} = 'si'`,
    urgencia: 'rojo',
    titulo,
    consejos: consejosRojo(
      'Aunque ahora parezca estar bien, un episodio así en un bebé (lo que los médicos llaman BRUE o episodio aparentemente letal) tiene que valorarlo un médico ahora.',
      ...propios,
      'Si vuelve a pasar y no respira, llama al 112 y sigue sus indicaciones.',
    ),
    acciones_sugeridas: ACCIONES_112,
  };
}
