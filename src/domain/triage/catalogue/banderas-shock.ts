/**
 * Shared signs of shock and of a bleeding spleen (issue 9, round 7): an
 * emergency behind a door that is not 'Golpes' — a teenager with glandular
 * fever (mononucleosis) who took a knock playing sport, or none, and now has
 * pain high on the left of the tummy or at the tip of the left shoulder and
 * is pale, sweaty and dizzy on standing (splenic rupture with internal
 * bleeding). Every flow that may receive it asks the same words.
 *
 * Sources:
 * - Shock: NICE NG143 red features (pale, mottled, ashen or blue skin; not
 *   responding normally) and the NHS Healthier Together red features of every
 *   parent sheet (pale, mottled, feels abnormally cold; very weak); NICE CG84
 *   clinical shock (pale or mottled skin, cold extremities, decreased level of
 *   consciousness); the "sweaty, dizzy or fainting on standing" words of the
 *   mareo and sangrado_nasal flows (Schmitt-Thompson: cannot stand, faints →
 *   911).
 * - Spleen in glandular fever: NHS "Glandular fever" (no contact sport or
 *   heavy lifting for about 8 weeks because the spleen may be swollen; call
 *   999 or go to A&E with glandular fever and sudden, severe tummy pain);
 *   NHS inform "Glandular fever", complications (about half
 *   have a swollen spleen; rupture in 1 in 500-1,000, sharp pain on the left
 *   of the tummy, life-threatening internal bleeding; A&E or 999 with intense
 *   abdominal pain). Pain at the tip of the left shoulder without a shoulder
 *   injury is blood under the diaphragm (the same words as mareo's ectopic
 *   question).
 *
 * Question ids are stable across flows: `signos_shock`, `mononucleosis`,
 * `dolor_bazo`.
 */
import type { Fuente, Pregunta, Regla } from '../types.ts';
import { ACCIONES_112, CONSEJO_ROJO_CAMINO, lista } from './comunes.ts';

export const FUENTE_NHS_MONONUCLEOSIS: Fuente = {
  titulo:
    'NHS. Glandular fever (no hacer deportes de contacto ni esfuerzos durante unas 8 semanas porque el bazo puede estar hinchado; 999 o urgencias si tiene mononucleosis y un dolor de tripa fuerte y repentino; sin fecha, año de consulta)',
  anio: 2026,
  url: 'https://www.nhs.uk/conditions/glandular-fever/',
};

export const FUENTE_NHS_COMPLICACIONES_MONONUCLEOSIS: Fuente = {
  titulo:
    'NHS inform (Escocia). Glandular fever, complicaciones: rotura del bazo (1 de cada 500-1.000 casos; dolor agudo en el lado izquierdo de la tripa; urgencias o 999 con dolor de tripa intenso) (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://www.nhsinform.scot/illnesses-and-conditions/infections-and-poisoning/glandular-fever/',
};

export const FUENTE_NG143_SHOCK: Fuente = {
  titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (rojo: pálido, moteado, grisáceo o azulado; no responde con normalidad)',
  anio: 2019,
  url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
};

const TUMBADO =
  'Túmbalo boca arriba con las piernas un poco en alto, abrígalo y no le dejes levantarse ni caminar. No le des de comer ni de beber: puede necesitar una operación.';

// ---------------------------------------------------------------------------
// Signs of shock
// ---------------------------------------------------------------------------

/**
 * The colour of NICE NG143's red row together with the signs a parent sees
 * when a child is losing blood or fluid: cold sweat, dizziness or fainting on
 * sitting or standing up, too weak to stand. It replaces the colour-only
 * question (`color_grave`) where a flow asks it.
 */
export const PREGUNTA_SIGNOS_SHOCK: Pregunta = {
  id: 'signos_shock',
  texto:
    '¿Está muy pálido o grisáceo, con sudor frío, la piel moteada (como marmolada) o los labios azulados? ¿O al sentarse o ponerse de pie se marea tanto que tiene que tumbarse, se desmaya, o está tan flojo que no se tiene en pie?',
  tipo: 'si_no',
  ayuda:
    'Son señales de que le puede faltar sangre o líquido en el cuerpo (shock), por ejemplo por una hemorragia dentro de la tripa. Mira la piel y los labios con buena luz; si además tiene las manos y los pies muy fríos, responde Sí. Un mareo de un segundo al levantarse deprisa, que se pasa enseguida y luego está bien, no cuenta.',
  alarma: ['si'],
};

export const SIGNOS_SHOCK = `${PREGUNTA_SIGNOS_SHOCK.id} = 'si'`;

/** Rojo with 112: pale, grey, mottled or clammy, dizzy or fainting on standing, too weak to stand (NICE NG143 red; CG84 shock; HT red). */
export function reglaSignosShock(titulo: string, consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: SIGNOS_SHOCK,
    urgencia: 'rojo',
    titulo,
    consejos: [
      'La palidez intensa o el color grisáceo con sudor frío, marearse o desmayarse al incorporarse, o no tenerse en pie pueden ser un shock: le falta sangre o líquido en la circulación (por ejemplo, por una hemorragia dentro de la tripa o una infección grave). Llama al 112.',
      ...consejos,
      TUMBADO,
      CONSEJO_ROJO_CAMINO,
    ],
    acciones_sugeridas: ACCIONES_112,
    ...extra,
  };
}

// ---------------------------------------------------------------------------
// Glandular fever and the spleen
// ---------------------------------------------------------------------------

/** Glandular fever is diagnosed from about 2 years, mostly in teenagers. */
export const EDADES_MONONUCLEOSIS = ['2-5 años', '5-12 años', '12+ años'] as const;

export const PREGUNTA_MONONUCLEOSIS: Pregunta = {
  id: 'mononucleosis',
  texto:
    '¿Tiene ahora, o ha tenido en los últimos 2 meses, mononucleosis (la "enfermedad del beso" o fiebre glandular), diagnosticada o sospechada por un médico?',
  tipo: 'si_no',
  ayuda:
    'La mononucleosis hincha el bazo, que está arriba a la izquierda de la tripa, debajo de las costillas. Durante unas semanas se puede romper con un golpe (jugando, haciendo deporte) o incluso sin golpe, y sangrar por dentro. Si no lo sabes, responde No.',
  mostrar_si: `edad_rango IN ${lista(EDADES_MONONUCLEOSIS)}`,
  alarma: ['si'],
};

export const MONONUCLEOSIS = `${PREGUNTA_MONONUCLEOSIS.id} = 'si'`;

/** Only with glandular fever, so it costs nothing to the other parents. */
export const PREGUNTA_DOLOR_BAZO: Pregunta = {
  id: 'dolor_bazo',
  texto:
    '¿Le duele la tripa, sobre todo arriba a la izquierda (debajo de las costillas), o le duele la punta del hombro izquierdo sin haberse hecho daño en el hombro?',
  tipo: 'si_no',
  ayuda: 'Responde Sí aunque no se haya dado ningún golpe, o aunque el golpe te pareciera pequeño.',
  // The gate is repeated: a hidden question's id is unknown, and an unknown condition asks.
  mostrar_si: `edad_rango IN ${lista(EDADES_MONONUCLEOSIS)} AND ${MONONUCLEOSIS}`,
  alarma: ['si'],
};

export const DOLOR_BAZO = `${MONONUCLEOSIS} AND ${PREGUNTA_DOLOR_BAZO.id} = 'si'`;

/**
 * Rojo with 112: tummy pain (above all high on the left) or left shoulder-tip
 * pain with glandular fever, after a knock or without one (NHS "Glandular
 * fever": sudden severe tummy pain → 999 or A&E). `si` defaults to the
 * two-question form; dolor_abdominal passes `MONONUCLEOSIS` alone.
 */
export function reglaBazoMononucleosis(si: string = DOLOR_BAZO, consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si,
    urgencia: 'rojo',
    titulo: 'Mononucleosis con dolor de tripa o de la punta del hombro: posible rotura del bazo',
    consejos: [
      'Con mononucleosis el bazo está hinchado y se puede romper, con un golpe o sin él, y sangrar dentro de la tripa. El dolor arriba a la izquierda de la tripa o en la punta del hombro izquierdo es la señal: necesita que lo vean en urgencias ya (NHS).',
      'Llama al 112 si está pálido, sudoroso, mareado o muy flojo, o si el dolor es fuerte.',
      ...consejos,
      TUMBADO,
      'No le des ibuprofeno ni aspirina.',
      CONSEJO_ROJO_CAMINO,
    ],
    acciones_sugeridas: ACCIONES_112,
    ...extra,
  };
}

/** Advice for a child with glandular fever whose result is amarillo or verde (NHS: about 8 weeks without contact sport). */
export const CONSEJO_MONONUCLEOSIS =
  'Con mononucleosis, que no haga deportes de contacto, ejercicio intenso ni cargue pesos durante unas 8 semanas desde que empezó, porque el bazo está hinchado y se puede romper (NHS). Llama al 112 o ve a urgencias si le empieza a doler la tripa arriba a la izquierda o la punta del hombro izquierdo, o se pone pálido, sudoroso o mareado.';
