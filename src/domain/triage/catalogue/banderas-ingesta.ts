/**
 * Shared "wrong door" signs of a swallowed dangerous object or product (issue
 * 9, pattern 2): a small child who may have swallowed a button battery,
 * magnets, a medicine, a household product or another object is often brought
 * through the symptom that bothered the parent most (tummy ache, vomiting,
 * crying, cough, a sore throat, drooling while teething, refusing food), and
 * the ingestion is often unwitnessed. Every such flow asks it with the same
 * words, early, so an emergency never waits.
 *
 * Sources:
 * - Button batteries: ESPGHAN position paper (Mubarak 2021: the highest risk is
 *   under 6 years; an oesophageal battery must come out within about 2 hours;
 *   honey can be given within 12 hours while going to hospital, without
 *   delaying it); NASPGHAN (Kramer 2015); Montreal Children's Hospital and the
 *   Ontario Poison Centre (go to an emergency department now even if well;
 *   from 1 year, able to swallow and within 12 hours: 10 ml (2 teaspoons) of
 *   honey every 10 minutes, up to 6 times; nothing else by mouth; no honey
 *   under 1 year).
 * - Magnets: NASPGHAN magnet algorithm and RCEM 2021 (several magnets, or a
 *   magnet and a metal object, are urgent; a parent cannot count them).
 * - Other objects: NASPGHAN (Kramer 2015): an object stuck in the oesophagus
 *   shows as drooling, refusing food, vomiting, pain, cough or noisy
 *   breathing; cuerpo_extrano gives rojo to any of those after a swallowed
 *   object and amarillo (an X-ray today) to a coin without them.
 * - Medicines and products: SEUP (any toxic ingestion → Urgencias the same
 *   day; unconscious or breathing trouble → 112); Servicio de Información
 *   Toxicológica 91 562 04 20 (24 h); intoxicacion gives rojo to any symptom
 *   after a toxic product (drowsy, irritable, vomiting, tummy ache, cough,
 *   drooling) and amarillo without symptoms.
 * - Nose: Perth Children's Hospital ED guideline "Foreign body – nasal" (a
 *   button battery is the one nasal object that needs urgent removal: mucosal
 *   necrosis in hours); cuerpo_extrano gives rojo to a battery or magnet in the
 *   nose or ear.
 * - Age: CDC developmental milestones (4 months: brings hands to mouth;
 *   6 months: puts things in the mouth to explore them); ESPGHAN 2021 and the
 *   poison centres: most ingestions are in children under 6, peaking at 1-2
 *   years. The question is asked from 3 months to under 6 years.
 *
 * Levels: a button battery or magnets → rojo in every flow. A medicine,
 * product or other object → rojo in the flows whose main symptom is itself a
 * symptom after an ingestion in cuerpo_extrano or intoxicacion (tummy ache,
 * vomiting, crying or irritability, cough, sore throat, refusing food) and
 * at least amarillo elsewhere (teething), with the toxicology line first.
 *
 * Question ids are stable: `ingesta`, `pila_nariz`.
 */
import type { Fuente, Pregunta, Regla } from '../types.ts';
import { ACCION, ACCIONES_URGENCIAS, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, lista } from './comunes.ts';
import { TELEFONO_TOXICOLOGIA } from './intoxicacion.ts';

// ---------------------------------------------------------------------------
// Sources, for the flows' `fuentes`
// ---------------------------------------------------------------------------

export const FUENTE_ESPGHAN_PILAS: Fuente = {
  titulo:
    'Mubarak A, et al. Diagnosis, management, and prevention of button battery ingestion in childhood: an ESPGHAN position paper. J Pediatr Gastroenterol Nutr 2021;73:129-136',
  anio: 2021,
  url: 'https://journals.lww.com/jpgn/Fulltext/2021/07000/Diagnosis,_Management,_and_Prevention_of_Button.27.aspx',
};

export const FUENTE_NASPGHAN_CUERPO_EXTRANO: Fuente = {
  titulo:
    'Kramer RE et al. Management of ingested foreign bodies in children: a clinical report of the NASPGHAN Endoscopy Committee. J Pediatr Gastroenterol Nutr 2015;60:562-74',
  anio: 2015,
  url: 'https://pubmed.ncbi.nlm.nih.gov/25611037/',
};

export const FUENTE_MONTREAL_PILAS: Fuente = {
  titulo: "Montreal Children's Hospital. Button batteries (miel de camino al hospital; sin fecha, año de consulta)",
  anio: 2026,
  url: 'https://montrealchildrenshospital.ca/button-batteries/',
};

export const FUENTE_SEUP_INTOXICACION: Fuente = {
  titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (ingesta de un tóxico: urgencias el mismo día; reproducida por Hospital Sant Joan de Déu)',
  anio: 2022,
  url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
};

export const FUENTE_PCH_NARIZ: Fuente = {
  titulo: "Perth Children's Hospital. Emergency Department guidelines: Foreign body – nasal (la pila de botón es el cuerpo extraño grave; sin fecha, año de consulta)",
  anio: 2026,
  url: 'https://www.cahs.health.wa.gov.au/sitecore/content/Hospitals/PCH/Home/For-health-professionals/Emergency-Department-Guidelines/Foreign-body-Nasal',
};

/** The sources of the swallowed-object question, for a flow's `fuentes`. */
export const FUENTES_INGESTA: readonly Fuente[] = [FUENTE_ESPGHAN_PILAS, FUENTE_NASPGHAN_CUERPO_EXTRANO, FUENTE_MONTREAL_PILAS, FUENTE_SEUP_INTOXICACION];

// ---------------------------------------------------------------------------
// The question
// ---------------------------------------------------------------------------

/** From 3 months (hands to mouth) to under 6 years (ESPGHAN 2021: the highest risk). */
export const EDADES_INGESTA = ['3-6 meses', '6-12 meses', '1-2 años', '2-5 años'] as const;

export const INGESTA = {
  no: 'No, que yo sepa',
  pilaIman: 'Una pila de botón (redonda y plana) o imanes, o puede haberlo sido',
  producto: 'Un medicamento o vitaminas, un producto de limpieza u otro producto químico, una planta o una seta',
  objeto: 'Otro objeto: una moneda, una pieza de un juguete, algo que pincha o algo que no sé qué es',
} as const;

export const PREGUNTA_INGESTA: Pregunta = {
  id: 'ingesta',
  texto:
    '¿Puede haberse tragado o metido en la boca algo peligroso en las últimas horas o días: una pila de botón, imanes, un medicamento, un producto de limpieza u otro objeto?',
  tipo: 'opciones',
  opciones: [INGESTA.no, INGESTA.pilaIman, INGESTA.producto, INGESTA.objeto],
  ayuda:
    'Piensa si has encontrado un envase abierto o pastillas por el suelo, si falta la pila de un mando, un reloj, una báscula o un juguete con luz, o piezas o imanes de un juguete. Las pilas de botón se parecen a las monedas: si hay la más mínima duda, elige la pila. Si encaja más de una opción, elige la primera que encaje.',
  mostrar_si: `edad_rango IN ${lista(EDADES_INGESTA)}`,
  alarma: [INGESTA.pilaIman],
};

/**
 * The question for a flow whose main symptom is itself a symptom after an
 * ingestion: every "yes" answer gives rojo there, so all are alarming.
 */
export const PREGUNTA_INGESTA_CON_SINTOMA: Pregunta = {
  ...PREGUNTA_INGESTA,
  alarma: [INGESTA.pilaIman, INGESTA.producto, INGESTA.objeto],
};

export const INGESTA_PILA_IMAN = `${PREGUNTA_INGESTA.id} = '${INGESTA.pilaIman}'`;
export const INGESTA_PRODUCTO_OBJETO = `${PREGUNTA_INGESTA.id} IN ${lista([INGESTA.producto, INGESTA.objeto])}`;

// ---------------------------------------------------------------------------
// Advice
// ---------------------------------------------------------------------------

/** Honey for a button battery (Montreal Children's; Ontario Poison Centre; ESPGHAN 2021). */
export const CONSEJO_MIEL_PILA =
  'Si puede ser una pila de botón, tiene 1 año o más, traga bien y hace menos de 12 horas: dale 10 ml (2 cucharaditas) de miel cada 10 minutos, hasta 6 veces, de camino y sin retrasar la salida. A un bebé menor de 1 año no le des miel.';

const NADA_POR_BOCA = 'Aparte de esa miel, no le des nada de comer ni de beber y no le provoques el vómito.';

const LLEVA_ENVASE = 'Lleva el envase, el aparato del que salió la pila o las piezas que queden del juguete (o una foto).';

const TOXICOLOGIA_CAMINO = `Si ha sido un medicamento o un producto, puedes llamar por el camino al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas), sin retrasar la salida.`;

// ---------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------

/** Rojo in every flow: a button battery burns the oesophagus in about 2 hours; magnets can perforate the bowel. */
export function reglaIngestaPilaIman(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: INGESTA_PILA_IMAN,
    urgencia: 'rojo',
    titulo: 'Puede haberse tragado una pila de botón o imanes',
    consejos: [
      'Una pila de botón puede quemar el esófago en unas 2 horas, y varios imanes (o un imán y algo de metal) pueden atraerse a través del intestino y perforarlo. Ve a urgencias ahora, aunque ahora parezca estar bien: le harán una radiografía.',
      CONSEJO_MIEL_PILA,
      NADA_POR_BOCA,
      LLEVA_ENVASE,
      ...consejos,
      'Llama al 112 si le cuesta respirar, vomita sangre o está muy decaído.',
      CONSEJO_ROJO_CAMINO,
    ],
    acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112],
    ver_tambien: ['cuerpo_extrano'],
    ...extra,
  };
}

/**
 * Rojo where the flow's main symptom (tummy ache, vomiting, crying, cough,
 * sore throat, refusing food) is itself a symptom after swallowing a product
 * or an object (intoxicacion: any symptom → rojo; cuerpo_extrano: drooling,
 * refusing food, vomiting, pain or cough after a swallowed object → rojo).
 */
export function reglaIngestaConSintoma(sintoma: string, consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: INGESTA_PRODUCTO_OBJETO,
    urgencia: 'rojo',
    titulo: `${sintoma} después de poder tragar un medicamento, un producto o un objeto`,
    consejos: [
      `${sintoma} en un niño que puede haber tragado un medicamento, un producto o un objeto puede ser un síntoma de intoxicación o de que el objeto se ha quedado atascado: necesita valoración urgente.`,
      'No le provoques el vómito y no le des nada de comer ni de beber.',
      LLEVA_ENVASE,
      TOXICOLOGIA_CAMINO,
      ...consejos,
      CONSEJO_ROJO_CAMINO,
    ],
    acciones_sugeridas: ACCIONES_URGENCIAS,
    ver_tambien: ['intoxicacion', 'cuerpo_extrano'],
    ...extra,
  };
}

/**
 * Amarillo where the flow's symptom is not one of an ingestion (teething):
 * the toxicology line first, and seen today (SEUP: same day; cuerpo_extrano:
 * a coin needs an X-ray today).
 */
export function reglaIngestaSinSintoma(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: INGESTA_PRODUCTO_OBJETO,
    urgencia: 'amarillo',
    titulo: 'Puede haberse tragado un medicamento, un producto o un objeto',
    consejos: [
      `Si ha sido un medicamento o un producto, llama ahora al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante: diles su edad, su peso, qué ha tomado, cuánto y a qué hora, y sigue sus indicaciones.`,
      'Que lo vea hoy un médico: algunos medicamentos dan síntomas horas después, y una moneda u otro objeto puede necesitar una radiografía para saber dónde está.',
      'No le provoques el vómito y no le des de comer hasta que te lo indiquen.',
      ...consejos,
      'Ve a urgencias ahora (o llama al 112) si babea mucho más de lo normal o escupe la saliva, no quiere comer ni beber, vomita, le duele el pecho, la garganta o la tripa, tose, le cuesta respirar, o está más dormido, irritable o raro de lo normal.',
      CONSEJO_AMARILLO,
    ],
    acciones_sugeridas: [`Llama a Toxicología: ${TELEFONO_TOXICOLOGIA}`, ACCION.urgenciasHoy],
    ver_tambien: ['intoxicacion', 'cuerpo_extrano'],
    ...extra,
  };
}

// ---------------------------------------------------------------------------
// A battery or magnet in the nose
// ---------------------------------------------------------------------------

export const PREGUNTA_PILA_NARIZ: Pregunta = {
  id: 'pila_nariz',
  texto: '¿Puede ser una pila de botón o un imán lo que se ha metido en la nariz?',
  tipo: 'si_no',
  ayuda: 'Mira si falta la pila de un mando, un reloj o un juguete, o alguna pieza magnética. Si hay la más mínima duda, responde Sí.',
  alarma: ['si'],
};

/** Rojo: a battery or magnet in the nose burns the lining in hours (PCH; cuerpo_extrano). */
export function reglaPilaNariz(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: `${PREGUNTA_PILA_NARIZ.id} = 'si'`,
    urgencia: 'rojo',
    titulo: 'Puede tener una pila de botón o un imán en la nariz',
    consejos: [
      'Una pila de botón o un imán en la nariz pueden quemar o agujerear el tabique en pocas horas: ve a urgencias ahora para que se lo saquen, aunque esté tranquilo.',
      'No intentes sacarlo con pinzas ni bastoncillos, ni le pongas gotas ni lavados. Si es mayor y sabe hacerlo, puede sonarse fuerte tapando el otro orificio, una sola vez.',
      LLEVA_ENVASE,
      ...consejos,
      CONSEJO_ROJO_CAMINO,
    ],
    acciones_sugeridas: ACCIONES_URGENCIAS,
    ver_tambien: ['cuerpo_extrano'],
    ...extra,
  };
}
