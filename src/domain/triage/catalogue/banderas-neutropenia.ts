/**
 * A medicine that can wipe out the white cells (round 12): sore throat, mouth
 * ulcers or fever in a child who takes an antithyroid drug (thiamazole, also
 * called methimazole, sold in Spain as Tirodril; carbimazole;
 * propylthiouracil), chemotherapy or another medicine that lowers the
 * defences, or clozapine, sulfasalazine or deferiprone. These are the first
 * signs of agranulocytosis, and the product information asks the patient to
 * report them at once so a blood count is checked the same day.
 *
 * Sources:
 * - MHRA / CSM warning on carbimazole (neutropenia and agranulocytosis):
 *   patients report signs of infection, especially sore throat; a white cell
 *   count if there is any clinical evidence of infection; stop the drug
 *   promptly if there is neutropenia (reproduced in the East Sussex
 *   formulary, section 6.2.2).
 * - Tirodril (tiamazol) ficha técnica, 4.4: agranulocytosis in 0.3-0.6 % of
 *   patients, mostly in the first weeks but also months later; tell the
 *   patient its symptoms (stomatitis, pharyngitis, fever) and to contact the
 *   doctor at once for a blood count; stop it if confirmed.
 * - University Hospitals Sussex, "Carbimazole / PTU warning" for patients: a
 *   severe sore mouth or throat is the first sign; take no more doses and see
 *   an emergency doctor or a casualty department the same day.
 * - NICE CG151 (neutropenic sepsis): a child on anticancer treatment with
 *   fever is suspected neutropenic sepsis and is referred immediately, as the
 *   fiebre flow already does (`defensas_bajas`); NICE NG51 puts children on
 *   medicines that lower the defences at high risk of sepsis.
 *
 * Levels: with the medicine and fever, or looking very ill → rojo (febrile
 * neutropenia until a blood count says otherwise); with the medicine and a
 * sore throat or mouth ulcers, without fever → amarillo (blood count the
 * same day). The question id is stable across flows: `farmaco_defensas`.
 */
import type { Fuente, Pregunta, Regla } from '../types.ts';
import { ACCION, ACCIONES_URGENCIAS, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO } from './comunes.ts';

export const FUENTE_MHRA_CARBIMAZOL: Fuente = {
  titulo:
    'MHRA / CSM. Carbimazole: neutropenia and agranulocytosis (avisar de cualquier signo de infección, sobre todo dolor de garganta; recuento de leucocitos; suspender si hay neutropenia), reproducido en el East Sussex Formulary 6.2.2 (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://www.eastsussexformulary.co.uk/therapeutic-sections/6-endocrine-system/62-thyroid-and-antithyroid-drugs/622-antithyroid-drugs/',
};

export const FUENTE_FT_TIRODRIL: Fuente = {
  titulo:
    'AEMPS. Ficha técnica de Tirodril (tiamazol), 4.4: agranulocitosis en el 0,3-0,6 %; avisar al paciente de la estomatitis, la faringitis y la fiebre y de que contacte con su médico de inmediato para un hemograma (reproducida por Vademecum; año de consulta)',
  anio: 2026,
  url: 'https://vademecum.es/medicamento-tirodril+10+mg+comp._ficha_49629',
};

export const FUENTE_UHSUSSEX_CARBIMAZOL: Fuente = {
  titulo:
    'University Hospitals Sussex NHS Foundation Trust. Carbimazole / propylthiouracil (PTU) warning: con dolor fuerte de boca o garganta, no tomar más dosis y acudir a un médico de urgencias el mismo día (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://www.uhsussex.nhs.uk/resources/carbimazole-propylthiouracil-ptu-warning/',
};

export const FUENTE_NICE_CG151: Fuente = {
  titulo: 'NICE CG151. Neutropenic sepsis: prevention and management in people with cancer (derivación inmediata si hay fiebre)',
  anio: 2012,
  url: 'https://www.nice.org.uk/guidance/cg151/chapter/Recommendations',
};

export const FUENTES_NEUTROPENIA: readonly Fuente[] = [FUENTE_MHRA_CARBIMAZOL, FUENTE_FT_TIRODRIL, FUENTE_UHSUSSEX_CARBIMAZOL, FUENTE_NICE_CG151];

export const PREGUNTA_FARMACO_DEFENSAS: Pregunta = {
  id: 'farmaco_defensas',
  texto:
    '¿Toma alguna de estas medicinas: para el tiroides (tiamazol o metimazol, que es el Tirodril; carbimazol o propiltiouracilo), quimioterapia u otro tratamiento que baja las defensas (por ejemplo, por un trasplante o una enfermedad reumática o del intestino), clozapina, sulfasalazina o deferiprona?',
  tipo: 'si_no',
  ayuda:
    'Muy pocas veces, estas medicinas hacen desaparecer de la sangre las defensas que combaten las infecciones. El primer aviso suele ser dolor de garganta, llagas en la boca o fiebre. Si no estás seguro, mira la caja o el informe de su médico.',
  alarma: ['si'],
};

export const FARMACO_DEFENSAS = `${PREGUNTA_FARMACO_DEFENSAS.id} = 'si'`;

const QUE_HACER_CON_LA_MEDICINA =
  'Si toma tiamazol (Tirodril), carbimazol o propiltiouracilo, no le des la siguiente dosis hasta que un médico vea el análisis. Si recibe quimioterapia u otro tratamiento, llama ya al teléfono de su unidad y sigue el plan que te dieron; no le quites ninguna medicina sin consultarlo. Lleva la caja o su informe.';

/**
 * Rojo: the medicine with fever or looking very ill (NICE CG151; Tirodril and
 * carbimazole product information). `si` is the flow's own fever-or-ill condition.
 */
export function reglaFarmacoDefensasRojo(si: string, consejos: readonly string[] = []): Regla {
  return {
    si: `${FARMACO_DEFENSAS} AND (${si})`,
    urgencia: 'rojo',
    titulo: 'Fiebre o mal estado en un niño que toma una medicina que puede bajar las defensas',
    consejos: [
      'Con estas medicinas, la fiebre o el dolor de garganta con mal estado pueden ser el primer aviso de que se han quedado sin defensas en la sangre (agranulocitosis o neutropenia), y una infección puede volverse grave en pocas horas: necesita un análisis de sangre y valoración en el hospital ahora, aunque parezca estar bien.',
      QUE_HACER_CON_LA_MEDICINA,
      ...consejos,
      'Si está muy decaído, pálido, con manchas en la piel o le cuesta respirar, llama al 112.',
      CONSEJO_ROJO_CAMINO,
    ],
    acciones_sugeridas: ACCIONES_URGENCIAS,
  };
}

/** Amarillo: the medicine with a sore throat or mouth ulcers, without fever (blood count the same day). */
export function reglaFarmacoDefensasAmarillo(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: FARMACO_DEFENSAS,
    urgencia: 'amarillo',
    titulo: 'Dolor de garganta o llagas en un niño que toma una medicina que puede bajar las defensas',
    consejos: [
      'Con estas medicinas, el dolor de garganta o las llagas en la boca pueden ser el primer aviso de que se están quedando sin defensas en la sangre. Aunque casi siempre será un virus, necesita un análisis de sangre hoy mismo (ficha técnica de Tirodril; MHRA): que lo vea hoy su médico o, si no puede, ve a urgencias.',
      QUE_HACER_CON_LA_MEDICINA,
      ...consejos,
      'Ve a urgencias ahora si le aparece fiebre (38 °C o más), tiritona, está muy decaído o le salen manchas en la piel.',
      CONSEJO_AMARILLO,
    ],
    acciones_sugeridas: [ACCION.pediatraHoy, ACCION.urgenciasHoy],
    ...extra,
  };
}
