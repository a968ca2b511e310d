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
 * Round 18 (the verde must be earned, but allowed where the poison centres
 * say an exposure is harmless): after "a medicine or product" or "another
 * object", a follow-up (`ingesta_que`, from 1 year) lets the parent say it
 * was (a) a little of a product on intoxicacion's list of harmless products
 * (the same list, imported), with at most one vomit, a short tummy ache or a
 * mildly stinging mouth since (intoxicacion does not count slightly irritated
 * lips or mouth as a symptom), or (b) one small, smooth, blunt object that is not metal or a
 * battery, with no sign of being stuck (drooling, refusing food, pain, cough,
 * vomiting), or (c) anything else or not sure. (a) and (b) are graded as
 * intoxicacion and cuerpo_extrano grade them: from 1 year, no level from the
 * ingestion (the door's own rules decide), and the verde is the shared one
 * below, with the toxicology line as the first action; (c) keeps today's
 * level. Where the door's own symptom is itself a sign of a stuck object
 * (tummy ache, vomiting, refusing food, cough, sore throat: NASPGHAN 2015,
 * cuerpo_extrano), only (a) is offered and an object stays as it was. Under
 * 1 year the follow-up is not asked (intoxicacion and cuerpo_extrano never
 * give verde there; in a door with a symptom, a baby keeps the door's rojo).
 * Batteries and magnets stay rojo in every flow.
 *
 * A nose object already out (round 18, `nariz_fuera`): removed whole by
 * blowing or the parent's kiss, known to be the only one, breathing through
 * both nostrils, no bleeding or discharge → verde with a safety net (RCH
 * Melbourne "Nasal foreign body"; NHS Lothian: the parent's kiss works in
 * about 6 of 10).
 *
 * Round 19: the list of harmless products (intoxicacion's, imported) adds the
 * bait of an ant or cockroach trap and a fizzy bath bomb without essential oils
 * (National Capital Poison Center; Ontario Poison Centre; Missouri Poison
 * Center), so the product answer of `ingesta_que` gets a new text. Where a door
 * passes `conMedicamento` (vomitos, dolor_abdominal), the follow-up also offers
 * a medicine the poison centres call minimally toxic in a one-time accidental
 * ingestion (the contraceptive pill, a chewable antacid, vitamins without iron,
 * simethicone, zinc-oxide nappy cream or an emollient; intoxicacion's short
 * list), taken once, with at most one vomit, a short tummy ache or a loose
 * stool since, from 1 to 11 years (from 12 a medicine may have been taken on
 * purpose: NICE NG225): the ingestion then decides no level, and the verde is
 * its own (reglaIngestaMedicamentoInocuo), with the toxicology line first.
 * There the last answer gets a new text ("otro medicamento"); the doors that
 * do not offer the medicine keep the old one. Any other medicine, iron,
 * paracetamol, ibuprofen, under 1 year and from 12 years stay as they were.
 *
 * Question ids are stable: `ingesta`, `pila_nariz`, `ingesta_que` and
 * `nariz_fuera` (round 18).
 */
import type { Aviso, Fuente, Pregunta, Regla } from '../types.ts';
import { ACCION, ACCIONES_URGENCIAS, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, consejoVuelveSi, lista } from './comunes.ts';
import {
  ACCION_SERVICIO_TOXICOLOGIA,
  EDADES_MEDICAMENTO_MINIMO,
  FUENTES_MEDICAMENTOS_RONDA_19,
  FUENTES_PRODUCTOS_RONDA_19,
  MEDICAMENTOS_MINIMOS,
  MEDICAMENTOS_MINIMOS_QUE_NO_CUENTAN,
  PRODUCTOS_INOCUOS,
  PRODUCTOS_QUE_NO_CUENTAN,
  TELEFONO_TOXICOLOGIA,
} from './intoxicacion.ts';
import { FUENTES_ANTICONCEPTIVOS } from './banderas-medicamentos.ts';

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

/** Round 18: the sources of the harmless answers of the follow-up (`ingesta_que`), for a flow's `fuentes`. */
export const FUENTES_INGESTA_INOCUA: readonly Fuente[] = [
  {
    titulo: 'Merck Manual Professional. Substances usually not dangerous when ingested (tabla; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://merckmanuals.com/professional/multimedia/table/substances-usually-not-dangerous-when-ingested',
  },
  {
    titulo: 'National Poisons Information Service (UK Health Protection Agency). Low toxicity substances',
    anio: 2012,
    url: 'https://studylib.net/doc/18360148/low-toxicity-substances---national-poisons-information-se...',
  },
  {
    titulo: 'Missouri Poison Center. Bubbles (las pompas son jabón y agua: sin síntomas o mínimos tras un trago; puede haber algún vómito o una caca blanda; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://missouripoisoncenter.org/bubbles/',
  },
  {
    titulo: "Alder Hey Children's Hospital. Swallowed something: symptom checker (algo más pequeño que un caramelo, que no pincha ni es tóxico, sin síntomas: vigilar en casa; sin fecha, año de consulta)",
    anio: 2026,
    url: 'https://www.alderhey.nhs.uk/conditions/symptoms-checker/swallowed-something/',
  },
  // Round 19: the bait of an ant or cockroach trap and a fizzy bath bomb.
  ...FUENTES_PRODUCTOS_RONDA_19,
];

/** Round 19: the sources of the medicine answer of the follow-up, for the `fuentes` of a flow that offers it. */
export const FUENTES_INGESTA_MEDICAMENTO: readonly Fuente[] = [...FUENTES_MEDICAMENTOS_RONDA_19, ...FUENTES_ANTICONCEPTIVOS];

export const FUENTE_RCH_NARIZ: Fuente = {
  titulo: "The Royal Children's Hospital Melbourne. Clinical Practice Guideline: Nasal foreign body (sin fecha; año de consulta)",
  anio: 2026,
  url: 'https://www.rch.org.au/clinicalguide/guideline_index/Nasal_foreign_body/',
};

export const FUENTE_LOTHIAN_NARIZ: Fuente = {
  titulo: 'NHS Lothian RefHelp. Foreign bodies in ear or nose (paediatrics): el «beso de mamá» saca el objeto de la nariz en un 60 % de las veces; la secreción maloliente por un lado delata un objeto que queda',
  anio: 2025,
  url: 'https://apps.nhslothian.scot/refhelp/guidelines/paediatrics/paediatric-ent/foreignbodiesinearornosepaeds/',
};

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

// ---------------------------------------------------------------------------
// Round 18: the follow-up after a product or an object, from 1 year
// ---------------------------------------------------------------------------

/** From 1 year within the ingestion ages: intoxicacion and cuerpo_extrano give verde only from 1 year. */
export const EDADES_INGESTA_INOCUA = ['1-2 años', '2-5 años'] as const;

export const INGESTA_QUE = {
  // Round 19: a new text (the list adds the bait of ant or cockroach traps and bath bombs): old answers are asked again.
  producto:
    'Un poco de un producto casi inofensivo de la lista (pasta de dientes, jabón, crema, ceras, plastilina, gel de sílice, el cebo de una trampa de hormigas, una bomba de baño…), y desde entonces está como siempre: como mucho ha vomitado una vez, ha hecho una caca blanda, se ha quejado un rato de la tripa o le escuece un poco la boca, pero traga, come, bebe y respira bien',
  // Round 19: only where the door passes `conMedicamento` (vomitos, dolor_abdominal).
  medicamento:
    'Un medicamento casi inofensivo de la lista, tomado por accidente una sola vez (la píldora anticonceptiva, un antiácido masticable, vitaminas sin hierro, gotas para los gases, crema del pañal o hidratante), y desde entonces está como siempre: como mucho ha vomitado una vez, ha hecho una caca blanda o se ha quejado un rato de la tripa',
  objeto:
    'Un solo objeto pequeño, liso y sin punta que no es de metal ni una pila (una cuenta o bolita, un botón de plástico, una pieza pequeña de juguete, una piedrecita), no tosió ni se atragantó al tragarlo, y desde entonces no babea más de lo normal, come y bebe, no le duele nada, no tose y no ha vomitado',
  otro: 'Otra cosa (una pila, imanes, una moneda, algo que pincha, un medicamento, un producto de limpieza, una planta…), más de una cosa, o no estoy seguro',
  // Round 19: the last answer where the medicine answer is offered (a new text: "un medicamento" narrows to "otro medicamento").
  otroConMedicamento:
    'Otra cosa (una pila, imanes, una moneda, algo que pincha, otro medicamento, un producto de limpieza, una planta…), más de una cosa, o no estoy seguro',
} as const;

/** Round 19: the last answer of the follow-up, which depends on whether the medicine answer is offered. */
export function ingestaQueOtro(conMedicamento = false): string {
  return conMedicamento ? INGESTA_QUE.otroConMedicamento : INGESTA_QUE.otro;
}

/**
 * The follow-up. `conObjeto`: whether the object answer (b) is offered (not where the door's symptom is itself
 * a sign of a stuck object). `visible`: the flow's condition for asking it, which must contain an always
 * answered term that is false off its path (the age), so the conditions built on it are false, not unknown.
 * Round 19: `conMedicamento`: whether the minimally toxic medicine answer is offered.
 */
export function preguntaIngestaQue(visible: string, conObjeto: boolean, conMedicamento = false): Pregunta {
  const otro = ingestaQueOtro(conMedicamento);
  const opciones = [
    INGESTA_QUE.producto,
    ...(conMedicamento ? [INGESTA_QUE.medicamento] : []),
    ...(conObjeto ? [INGESTA_QUE.objeto] : []),
    otro,
  ];
  return {
    id: 'ingesta_que',
    texto: conObjeto || conMedicamento ? '¿Qué ha sido, y cómo está desde entonces?' : '¿Qué producto ha sido, y cómo está desde entonces?',
    tipo: 'opciones',
    opciones,
    ayuda:
      `Productos casi inofensivos en la cantidad que un niño toma por accidente: ${PRODUCTOS_INOCUOS}. No cuentan: ${PRODUCTOS_QUE_NO_CUENTAN}.` +
      (conMedicamento
        ? ` Medicamentos casi inofensivos si un niño de 1 a 11 años los toma una vez por accidente: ${MEDICAMENTOS_MINIMOS}. No cuentan: ${MEDICAMENTOS_MINIMOS_QUE_NO_CUENTAN}. Desde los 12 años, cualquier medicamento va en la última opción.`
        : '') +
      (conObjeto ? ' Un objeto pequeño es más pequeño que una moneda de 1 céntimo; las monedas, lo metálico y lo que pincha no cuentan.' : '') +
      ' Si tienes dudas, elige la última.',
    mostrar_si: visible,
    alarma: [otro],
  };
}

/** The shared doors' condition for the follow-up: from 1 year, after a product (and an object where offered). */
export function ingestaQueVisible(conObjeto: boolean): string {
  const respuestas = conObjeto ? [INGESTA.producto, INGESTA.objeto] : [INGESTA.producto];
  // The answer first (false on most paths, so the walk stops there); the age keeps it false, not unknown, where it is not asked.
  return `${PREGUNTA_INGESTA.id} IN ${lista(respuestas)} AND edad_rango IN ${lista(EDADES_INGESTA_INOCUA)}`;
}

/**
 * True when the follow-up was answered with a harmless answer (false, not unknown, off its path). Round 19: with
 * `conMedicamento`, also the medicine answer at its ages (ingestaMedicamentoInocuo).
 */
export function ingestaInocua(visible: string, conObjeto: boolean, conMedicamento = false): string {
  const inocuas = conObjeto ? [INGESTA_QUE.producto, INGESTA_QUE.objeto] : [INGESTA_QUE.producto];
  if (!conMedicamento) return `(${visible}) AND ingesta_que IN ${lista(inocuas)}`;
  return `(${visible}) AND (ingesta_que IN ${lista(inocuas)} OR (${MEDICAMENTO_INOCUO_A_SU_EDAD}))`;
}

/** Round 19: the medicine answer, from 1 to 11 years (EDADES_MEDICAMENTO_MINIMO). */
const MEDICAMENTO_INOCUO_A_SU_EDAD = `ingesta_que = '${INGESTA_QUE.medicamento}' AND edad_rango IN ${lista(EDADES_MEDICAMENTO_MINIMO)}`;

/** Round 19: the follow-up answered with the minimally toxic medicine, at its ages (false, not unknown, off its path). */
export function ingestaMedicamentoInocuo(visible: string): string {
  return `(${visible}) AND ${MEDICAMENTO_INOCUO_A_SU_EDAD}`;
}

/**
 * Round 18: the question for a flow with the follow-up. A product (and an object where the follow-up offers it)
 * is no longer rojo by itself, so it is no longer an alarm answer: switching from the battery to it can lower
 * the level when the follow-up says it was harmless.
 */
export function preguntaIngestaConSintoma(conObjeto: boolean): Pregunta {
  return { ...PREGUNTA_INGESTA, alarma: conObjeto ? [INGESTA.pilaIman] : [INGESTA.pilaIman, INGESTA.objeto] };
}

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
 * Round 18: the shared doors' rojo of reglaIngestaConSintoma, except the harmless answers of the follow-up.
 * `conObjeto` as in preguntaIngestaQue.
 */
export function ingestaConSintomaNoInocua(conObjeto: boolean, conMedicamento = false): string {
  return `${INGESTA_PRODUCTO_OBJETO} AND NOT (${ingestaInocua(ingestaQueVisible(conObjeto), conObjeto, conMedicamento)})`;
}

/**
 * Round 18: verde after a harmless answer of the follow-up (`si`: the flow's ingestaInocua condition), placed
 * after the flow's amarillo rules and before its own verde ones, so the door's amarillo still wins and a verde
 * result starts with the toxicology line (intoxicacion, cuerpo_extrano). `consejos`: the door's own safety net.
 */
export function reglaIngestaInocua(si: string, consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si,
    urgencia: 'verde',
    titulo: 'Ha tomado un poco de algo casi inofensivo y está bien',
    consejos: [
      `Si ha sido un producto, llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante para confirmar el producto y la cantidad, y sigue lo que te digan.`,
      'Los servicios de toxicología consideran estos productos casi inofensivos en la cantidad que un niño toma por accidente: como mucho, un vómito, un rato de tripa o una caca blanda, que se pasan solos. Un objeto pequeño, liso y sin punta que no es de metal suele salir solo con la caca en unos días (NASPGHAN; hospitales infantiles del NHS). Puede quedarse en casa.',
      'Quítale los restos de la boca con un paño húmedo. No le hagas vomitar ni le des laxantes. Puede comer y beber con normalidad; no hace falta buscar el objeto en la caca.',
      ...consejos,
      consejoVuelveSi([
        'vuelve a vomitar, le duele la tripa o la tiene hinchada, o hay sangre en el vómito o en la caca',
        'babea mucho más de lo normal o escupe la saliva, no quiere comer ni beber, o le duele el pecho o la garganta',
        'tose, le pita el pecho, se atraganta o le cuesta respirar, también en los días siguientes',
        'está adormilado, raro o más irritable de lo normal',
        'te das cuenta de que ha podido tragar una pila, un imán, un medicamento, más cantidad u otra cosa (ve a urgencias ahora)',
      ]),
      'Guarda fuera de su alcance las pilas, los imanes, las medicinas, los productos de limpieza y las piezas pequeñas.',
    ],
    acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
    ver_tambien: ['intoxicacion', 'cuerpo_extrano'],
    ...extra,
  };
}

/**
 * Round 19: verde after the minimally toxic medicine answer of the follow-up (`si`: the flow's
 * ingestaMedicamentoInocuo condition), placed like reglaIngestaInocua: after the door's amarillo rules, with the
 * toxicology line first and a safety net (repeated vomiting, drowsiness, a change in breathing, doubt about other
 * tablets). Ontario Poison Centre (antacids, zinc-oxide nappy cream); Missouri Poison Center (simethicone, vitamins
 * without iron, the pill); National Capital Poison Center.
 */
export function reglaIngestaMedicamentoInocuo(si: string, consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si,
    urgencia: 'verde',
    titulo: 'Ha tomado por accidente un medicamento casi inofensivo y está bien',
    consejos: [
      `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con la caja o el envase delante para confirmar el medicamento y cuánto ha podido tomar, y sigue lo que te digan.`,
      'Los centros de toxicología consideran casi inofensivos, en lo que un niño toma una vez por accidente, la píldora anticonceptiva, los antiácidos masticables, las vitaminas sin hierro, las gotas para los gases y las cremas del pañal o hidratantes: lo esperable es, como mucho, náuseas, un vómito, un rato de tripa o una caca blanda, que se pasan solos. Puede quedarse en casa.',
      'Quítale los restos de la boca con un paño húmedo. No le hagas vomitar. Ofrécele agua a sorbos; puede comer con normalidad cuando le apetezca. Si ha sido la píldora, en una niña puede haber un pequeño sangrado vaginal unos días después, que no es grave.',
      ...consejos,
      consejoVuelveSi([
        'vuelve a vomitar, le duele mucho la tripa o tiene diarrea que no para',
        'está adormilado, raro, torpe o irritable',
        'respira deprisa, con ruido o con esfuerzo, o tose',
        'le salen ronchas o se le hinchan los labios o los ojos',
        'dudas de si ha podido tomar otras pastillas o más cantidad, o encuentras otro envase abierto (ve a urgencias ahora)',
      ]),
      'Guarda los medicamentos en alto o bajo llave, fuera de su vista (también los de los bolsos y los de las visitas).',
    ],
    acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
    ver_tambien: ['intoxicacion'],
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

// ---------------------------------------------------------------------------
// Round 18: an object that already came out of the nose
// ---------------------------------------------------------------------------

export const PREGUNTA_NARIZ_FUERA: Pregunta = {
  id: 'nariz_fuera',
  texto:
    '¿Ya ha salido entero (al sonarse o soplándole tú en la boca con el otro orificio tapado), estás seguro de que solo había uno, respira bien por los dos orificios de la nariz y no le sale sangre ni moco por ese lado?',
  tipo: 'si_no',
  ayuda:
    'Si no estás seguro de que haya salido entero o de que no se haya metido más de uno (pasa a menudo), si no sabes qué era, si le cuesta respirar por ese lado, le sangra o le sale moco o mal olor por ese lado, responde No.',
  alarma: ['no'],
};

/** Verde: removed whole, only one, both nostrils clear, no bleeding or discharge (RCH Melbourne; NHS Lothian). */
export function reglaNarizFuera(si: string, consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si,
    urgencia: 'verde',
    titulo: 'El objeto de la nariz ya ha salido entero',
    consejos: [
      'Si ha salido entero, solo había uno y respira bien por los dos orificios sin sangrar, no hace falta que lo vea un médico hoy (guías de urgencias pediátricas del Royal Children’s Hospital de Melbourne y del NHS).',
      'Puede sangrar un poco por ese lado: aprieta la parte blanda de la nariz 10 minutos, con la cabeza hacia delante.',
      'Mira también sus oídos y la otra fosa nasal: los niños que se meten algo en la nariz a veces se meten más de una cosa.',
      ...consejos,
      consejoVuelveSi([
        'en los días siguientes le sale moco espeso, con sangre o que huele mal por ese lado de la nariz (puede quedar un trozo dentro): que lo vea su pediatra',
        'le cuesta respirar por ese lado, le duele la nariz o se le hincha',
        'sangra por la nariz y no para después de 10 minutos apretando',
        'te das cuenta de que pudo ser una pila de botón o un imán (ve a urgencias ahora)',
      ]),
      'Guarda fuera de su alcance las cuentas, las bolitas, las pilas y las piezas pequeñas.',
    ],
    acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    ver_tambien: ['cuerpo_extrano'],
    ...extra,
  };
}

/**
 * For a flow whose own result stays (mocos_congestion): the nose safety net added to its amarillo or verde
 * result when the object already came out (RCH Melbourne; NHS Lothian).
 */
export function avisoNarizFuera(si: string): Aviso {
  return {
    si,
    consejo:
      'Sobre lo que se metió en la nariz: si ya ha salido entero, solo había uno y respira bien por los dos lados, no hace falta que lo vean hoy por eso. Que lo vea su pediatra si en los días siguientes le sale moco espeso, con sangre o que huele mal solo por ese lado (puede quedar un trozo dentro), y ve a urgencias si te das cuenta de que pudo ser una pila de botón o un imán.',
  };
}
