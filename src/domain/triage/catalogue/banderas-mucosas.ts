/**
 * Stevens-Johnson syndrome and Mycoplasma-induced rash and mucositis (round 16),
 * asked with the same words in 'Ojo rojo', 'Dolor de garganta' and 'Problemas
 * de piel'.
 *
 * Both eyes red together with sores in the mouth or crusted, raw or bleeding
 * lips is mucositis of at least two mucous membranes: Stevens-Johnson
 * syndrome / toxic epidermal necrolysis (BAD 2018 guideline for children and
 * young people: prodrome of fever and sore throat, painful rash, eyes, mouth,
 * nose, genitals; RCH Melbourne CPG) or its Mycoplasma form (MIRM: prominent
 * mucositis, bilateral conjunctivitis in about 8 of 10, scant or no skin
 * lesions, a week after cough and fever; Canavan 2015). The skin may show
 * blisters or target spots, or nothing: the question does not need them.
 * Treated in hospital, with an ophthalmologist early (ocular scarring and
 * blindness). In children infections are a commoner trigger than medicines.
 *
 * Told apart from: viral mouth sores (gingivostomatitis, hand-foot-and-mouth)
 * and viral conjunctivitis, each on its own; a single cold sore on the lip
 * edge; the red, dry, cracked lips and red eyes without sores of Kawasaki
 * disease (asked as fever for 5 days or more in each flow).
 */
import type { Fuente, Pregunta } from '../types.ts';

export const PREGUNTA_OJOS_BOCA_ID = 'ojos_boca_llagas';

/** The finding in the parent's words: both eyes red AND sores in the mouth or crusted, raw or bleeding lips. */
export const HALLAZGO_OJOS_BOCA =
  'los dos ojos rojos (o le escuecen, le lloran o le molesta la luz) y llagas o heridas dentro de la boca, o los labios con costras, en carne viva o que sangran';

export const AYUDA_OJOS_BOCA =
  'Es una reacción rara pero grave de la piel y las mucosas (síndrome de Stevens-Johnson, o su forma tras una infección por Mycoplasma). Suele venir con fiebre, a menudo días o semanas después de empezar un medicamento nuevo o de una infección de pecho con tos, y a veces salen ampollas o manchas redondas como una diana en la piel, pero puede no tener nada en la piel. No cuentan: los labios solo secos, rojos o agrietados, sin costras ni heridas; una sola calentura (herpes) en el borde del labio; ni unas legañas sin llagas en la boca.';

export const PREGUNTA_OJOS_BOCA: Pregunta = {
  id: PREGUNTA_OJOS_BOCA_ID,
  texto: `¿Tiene a la vez ${HALLAZGO_OJOS_BOCA}?`,
  tipo: 'si_no',
  ayuda: AYUDA_OJOS_BOCA,
  alarma: ['si'],
};

export const TITULO_OJOS_BOCA = 'Ojos rojos con llagas en la boca o costras en los labios: posible Stevens-Johnson';

/** The rule's own advice; each flow adds its level's closing line (and 'ojo_rojo' its no-rubbing line). */
export const CONSEJOS_OJOS_BOCA: readonly string[] = [
  'Los dos ojos rojos junto con llagas en la boca o labios con costras o que sangran pueden ser una reacción grave de la piel y las mucosas (síndrome de Stevens-Johnson, o la forma que sigue a una infección por Mycoplasma), tenga o no ampollas o manchas en la piel. Se trata en el hospital, y los ojos tiene que verlos pronto un oftalmólogo para que no queden cicatrices: ve a urgencias ahora (RCH Melbourne; guía de la Asociación Británica de Dermatólogos 2018).',
  'Si ha empezado un medicamento nuevo en las últimas 8 semanas (un antibiótico, un medicamento para la epilepsia u otro), no le des la siguiente dosis sin hablar con el médico y lleva la caja o una foto del envase. Di también si ha tenido tos o una infección de pecho.',
  'No le pongas colirios, cremas ni pomadas sin indicación. No revientes las ampollas; si la piel se despega, cúbrela con un paño limpio. Si puede tragar, ofrécele sorbos de agua fresca.',
  'Llama al 112 si le cuesta respirar o tragar la saliva, o si está muy decaído o adormilado.',
];

export const FUENTES_OJOS_BOCA: readonly Fuente[] = [
  {
    titulo:
      "The Royal Children's Hospital Melbourne. Clinical Practice Guideline: Stevens-Johnson syndrome and toxic epidermal necrolysis (citada por el brief de la ronda 16; no releída aquí, dirección sin verificar)",
    anio: 2026,
    url: 'https://www.rch.org.au/clinicalguide/guideline_index/Stevens-Johnson_syndrome_and_toxic_epidermal_necrolysis/',
  },
  {
    titulo:
      'McPherson T et al. British Association of Dermatologists’ guidelines for the management of Stevens-Johnson syndrome/toxic epidermal necrolysis in children and young people, 2018. Br J Dermatol 2019;181:37-54 (pródromo de fiebre y dolor de garganta; afectación de ojos, boca, nariz y genitales; en los niños las infecciones son una causa más frecuente que en los adultos)',
    anio: 2019,
    url: 'https://doi.org/10.1111/bjd.17841',
  },
  {
    titulo:
      'Canavan TN, Mathes EF, Frieden I, Shinkai K. Mycoplasma pneumoniae-induced rash and mucositis as a syndrome distinct from Stevens-Johnson syndrome and erythema multiforme: a systematic review. J Am Acad Dermatol 2015;72:239-245 (lesiones en la boca en el 94 %, conjuntivitis de los dos ojos en el 82 %, piel con pocas lesiones o ninguna, tras una semana de tos y fiebre)',
    anio: 2015,
    url: 'https://doi.org/10.1016/j.jaad.2014.06.026',
  },
  {
    titulo: 'NICE CKS. Red eye (ojo rojo con signos de enfermedad general o de la piel: derivar; citada por el brief de la ronda 16; no releída aquí)',
    anio: 2026,
    url: 'https://cks.nice.org.uk/topics/red-eye/',
  },
];
