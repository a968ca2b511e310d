/**
 * Chronic conditions whose specialist emergency plan is triggered by vomiting
 * or diarrhoea, asked early and the same way in vomitos and diarrea (round 9):
 * - adrenal insufficiency of any cause, or daily steroid tablets for weeks: an
 *   illness with vomiting can bring on an adrenal crisis (BSPED 2023: vomiting
 *   or not keeping the oral dose down → emergency hydrocortisone injection and
 *   hospital; diarrhoea → double doses, and hospital with drowsiness or pallor);
 * - inherited metabolic diseases with an emergency regimen (BIMDG, MetabERN:
 *   start the regimen at the first sign of illness; if it is not tolerated or
 *   kept down, or the child gets drowsy, go to hospital with the letter);
 * - Hirschsprung disease, operated or not: diarrhoea, vomiting, fever or a
 *   swollen tummy can be enterocolitis, which can turn into shock within hours
 *   (Gosain 2017, APSA guideline for Hirschsprung-associated enterocolitis).
 */
import type { Fuente, Pregunta } from '../types.ts';
import { consejosRojo, lista } from './comunes.ts';

export const CRONICA = {
  ninguna: 'No, ninguna de estas',
  suprarrenal:
    'Insuficiencia suprarrenal (le falta cortisol): hiperplasia suprarrenal congénita, enfermedad de Addison o hipopituitarismo; o toma pastillas o jarabe de corticoide (hidrocortisona, prednisona, prednisolona, dexametasona) todos los días desde hace 4 semanas o más',
  metabolica:
    'Una enfermedad metabólica hereditaria con dieta o régimen de urgencia (por ejemplo MCAD u otro defecto de las grasas, un trastorno del ciclo de la urea, una acidemia orgánica, la enfermedad de la orina con olor a jarabe de arce o una glucogenosis)',
  hirschsprung: 'Enfermedad de Hirschsprung, esté operado o no',
} as const;

export const PREGUNTA_CRONICA: Pregunta = {
  id: 'enfermedad_plan_urgencias',
  texto: '¿Tiene alguna de estas enfermedades, con una carta o un plan de urgencias de su especialista?',
  tipo: 'opciones',
  opciones: [CRONICA.ninguna, CRONICA.suprarrenal, CRONICA.metabolica, CRONICA.hirschsprung],
  ayuda:
    'Son enfermedades poco frecuentes en las que los vómitos o la diarrea pueden ser peligrosos enseguida. Si tu hijo tiene una, su especialista te habrá dado una carta, un plan de urgencias, una inyección de hidrocortisona o unas bebidas especiales para los días de enfermedad. La diabetes se pregunta aparte. Si no tiene ninguna de estas, responde la primera opción.',
  // Hirschsprung is rojo with either symptom; the other two depend on the flow and the follow-up, so each flow marks them.
  alarma: [CRONICA.hirschsprung],
};

/** Asked only of the adrenal and metabolic conditions: what makes their plan say "hospital now". */
export const PREGUNTA_CRONICA_DESCOMPENSA: Pregunta = {
  id: 'plan_urgencias_no_retiene',
  texto:
    '¿Vomita o no retiene su medicina (el corticoide) o las tomas de su régimen de urgencia, o está más adormilado, flojo, pálido o sudoroso de lo normal?',
  tipo: 'si_no',
  ayuda: 'Si vomita la dosis o las bebidas del régimen, o dentro de la media hora siguiente a tomarlas, cuenta como que no las retiene.',
  mostrar_si: `enfermedad_plan_urgencias IN ${lista([CRONICA.suprarrenal, CRONICA.metabolica])}`,
  alarma: ['si'],
};

export const FUENTE_BSPED_SUPRARRENAL: Fuente = {
  titulo:
    'Mushtaq T, et al. Emergency and perioperative management of adrenal insufficiency in children and young people: British Society for Paediatric Endocrinology and Diabetes (BSPED) consensus guidance. Arch Dis Child 2023;108:871-878',
  anio: 2023,
  url: 'https://doi.org/10.1136/archdischild-2022-325156',
};

export const FUENTE_PIER_CORTICOIDES: Fuente = {
  titulo: 'PIER Network (Wessex). Sick day steroid management in children and young people on long-term corticosteroids (basada en BSPED) (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://www.piernetwork.org/sick-day-steroids.html',
};

export const FUENTE_METABERN_URGENCIAS: Fuente = {
  titulo: 'MetabERN (European Reference Network for Hereditary Metabolic Disorders). Emergency protocol for inherited metabolic disorders (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://metab.ern-net.eu/emergency-protocol',
};

export const FUENTE_BIMDG_REGIMENES: Fuente = {
  titulo: 'British Inherited Metabolic Disease Group (BIMDG), en NHS Learning Hub. Emergency regimens for inherited metabolic disorders (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://learninghub.nhs.uk/Resource/38682/Item',
};

export const FUENTE_GOSAIN_HAEC: Fuente = {
  titulo:
    'Gosain A, et al. Guidelines for the diagnosis and management of Hirschsprung-associated enterocolitis (American Pediatric Surgical Association Hirschsprung Disease Interest Group). Pediatr Surg Int 2017;33:517-521',
  anio: 2017,
  url: 'https://doi.org/10.1007/s00383-017-4065-8',
};

export const FUENTE_DEMEHRI_HAEC: Fuente = {
  titulo: 'Demehri FR, et al. Hirschsprung-associated enterocolitis: pathogenesis, treatment and prevention. Pediatr Surg Int 2013;29:873-881',
  anio: 2013,
  url: 'https://doi.org/10.1007/s00383-013-3353-1',
};

export const FUENTES_CRONICA: readonly Fuente[] = [
  FUENTE_BSPED_SUPRARRENAL,
  FUENTE_PIER_CORTICOIDES,
  FUENTE_BIMDG_REGIMENES,
  FUENTE_METABERN_URGENCIAS,
  FUENTE_GOSAIN_HAEC,
  FUENTE_DEMEHRI_HAEC,
];

/** Advice for the adrenal-crisis rojo (BSPED 2023; Society for Endocrinology emergency card). */
export const consejosCrisisSuprarrenal = (...propios: string[]): string[] =>
  consejosRojo(
    'Con su falta de cortisol, los vómitos (o la diarrea con decaimiento o palidez) pueden provocar una crisis suprarrenal, que es una emergencia.',
    'Si tienes la inyección de hidrocortisona de urgencia, pónsela ya en el muslo como te enseñaron, y ve a urgencias o llama al 112 aunque mejore.',
    'Lleva la carta o la tarjeta de urgencias de su especialista y enséñala al llegar: necesita hidrocortisona y un análisis de azúcar y sales enseguida.',
    ...propios,
  );

/** Advice for the metabolic-decompensation rojo (BIMDG, MetabERN emergency letters). */
export const consejosDescompensacionMetabolica = (...propios: string[]): string[] =>
  consejosRojo(
    'Si no retiene su régimen de urgencia, o está adormilado o flojo, puede estar empezando una descompensación metabólica: necesita suero con azúcar por la vena enseguida.',
    'Ve a urgencias ahora con la carta de urgencias de su unidad de metabolismo y enséñala al llegar. Avisa a su unidad por el camino si puedes.',
    ...propios,
  );

/** Advice for the Hirschsprung-associated enterocolitis rojo (Gosain 2017). */
export const consejosEnterocolitisHirschsprung = (...propios: string[]): string[] =>
  consejosRojo(
    'En un niño con enfermedad de Hirschsprung, la diarrea, los vómitos, la fiebre o la tripa hinchada pueden ser una enterocolitis, una infección del intestino que empeora en pocas horas: necesita valoración urgente aunque parezca estar bien.',
    'Lleva el informe de su cirujano. No le des medicinas para cortar la diarrea.',
    ...propios,
  );

/** Amarillo advice when the plan is working: the child keeps the doses down and is alert. */
export const CONSEJOS_PLAN_EN_MARCHA: readonly string[] = [
  'Sigue ya las normas de días de enfermedad de su plan: si toma corticoide, la dosis extra que te indicaron (normalmente doble o triple, repartida a lo largo del día y de la noche); si tiene una enfermedad metabólica, su régimen de urgencia con las bebidas especiales, a sus horas.',
  'Llama hoy a su equipo (endocrinología o metabolismo) o que lo vea hoy un médico con la carta de urgencias.',
  'Si vomita una dosis o una toma del régimen, o lo ves más adormilado, flojo o pálido, pon la inyección de hidrocortisona si la tienes y ve a urgencias ahora.',
];
