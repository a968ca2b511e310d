/**
 * Progressive weakness rather than pain (round 9), asked the same way in
 * dolor_articular and mareo, the doors a parent uses for "his legs fail him":
 * Guillain-Barré syndrome starts with tingling feet and legs that get weaker
 * over days, often 1-4 weeks after an infection. NHS: weakness or tingling
 * that spreads needs an urgent appointment; difficulty breathing, swallowing
 * or speaking, or a drooping face, is an emergency (999). NICE CKS: suspected
 * Guillain-Barré needs same-day hospital assessment; bulbar or respiratory
 * signs need emergency admission.
 */
import type { Fuente, Pregunta } from '../types.ts';
import { lista } from './comunes.ts';

export const DEBILIDAD = {
  no: 'No: lo que tiene es dolor, o tiene la fuerza de siempre',
  progresiva:
    'Está perdiendo fuerza desde hace días: tropieza o se cae más, le cuesta subir escaleras o levantarse del suelo, o tiene hormigueos o se le duermen los pies o las manos',
  grave:
    'Pierde fuerza y además se atraganta o tose al beber, le cuesta tragar, tiene la voz débil, no puede mover bien la cara (no cierra un ojo o se le tuerce la boca) o le cuesta respirar',
} as const;

/** Weakness is judged from walking age: tripping, stairs and getting up from the floor need a child who walks. */
export const EDADES_DEBILIDAD = ['1-2 años', '2-5 años', '5-12 años', '12+ años'] as const;

export const PREGUNTA_DEBILIDAD: Pregunta = {
  id: 'debilidad_progresiva',
  texto: '¿Está perdiendo fuerza en las piernas o los brazos, aunque no le duela?',
  tipo: 'opciones',
  opciones: [DEBILIDAD.no, DEBILIDAD.progresiva, DEBILIDAD.grave],
  ayuda:
    'Debilidad no es dolor: es que no tiene fuerza aunque no le duela. Pídele que suba un escalón, que se levante del suelo sin apoyar las manos o que camine de puntillas: si antes podía y ahora no, o se le doblan las piernas, está perdiendo fuerza. Si solo cojea o no quiere andar porque le duele, elige la primera opción. Es más frecuente unos días o semanas después de una infección (diarrea, catarro). Si encaja más de una opción, elige la última.',
  mostrar_si: `edad_rango IN ${lista(EDADES_DEBILIDAD)}`,
  alarma: [DEBILIDAD.grave],
};

export const FUENTE_NHS_GUILLAIN_BARRE: Fuente = {
  titulo: 'NHS. Guillain-Barré syndrome (síntomas; cuándo pedir cita urgente y cuándo llamar al 999) (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://www.nhs.uk/conditions/guillain-barre-syndrome/',
};

export const FUENTE_CKS_GUILLAIN_BARRE: Fuente = {
  titulo: 'NICE CKS. Guillain-Barré syndrome (sospecha: valoración hospitalaria el mismo día; ingreso urgente con afectación respiratoria o bulbar) (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://cks.nice.org.uk/topics/guillain-barre-syndrome/',
};

export const TITULO_DEBILIDAD_GRAVE = 'Pérdida de fuerza con dificultad para tragar, hablar, mover la cara o respirar';

export const CONSEJOS_DEBILIDAD_GRAVE: readonly string[] = [
  'Una pérdida de fuerza que avanza y ya afecta a tragar, a la voz, a la cara o a la respiración puede ser un síndrome de Guillain-Barré u otro problema de los nervios que puede paralizar los músculos de respirar: necesita un hospital ahora (NHS).',
  'No le des de comer ni de beber si se atraganta. Si le cuesta respirar, déjalo sentado o en la postura en que respire mejor.',
];

export const TITULO_DEBILIDAD_PROGRESIVA = 'Pérdida de fuerza que avanza desde hace días';

export const CONSEJOS_DEBILIDAD_PROGRESIVA: readonly string[] = [
  'Perder fuerza en las piernas o los brazos, o tener hormigueos que avanzan, no es un dolor de crecimiento ni unas agujetas: puede ser una inflamación de los nervios (síndrome de Guillain-Barré), sobre todo si tuvo una infección en las semanas anteriores. Necesita que lo vea hoy un médico, mejor en urgencias de pediatría si tu pediatra no puede verle en unas horas (NICE CKS).',
  'Si se atraganta o tose al beber, le cuesta tragar o hablar, no mueve bien la cara o le cuesta respirar, llama al 112.',
];
