/**
 * Vómitos. Built on NICE CG84 (gastroenteritis in under 5s: dehydration, shock
 * and the features that point to another diagnosis), the NHS Healthier
 * Together / Belfast "Diarrhoea and vomiting" sheets (the same three colours
 * as the app), NICE NG1 (reflux vs. red flags in infants: projectile, bilious,
 * blood), the Schmitt-Thompson vomiting protocol (counts per 24 h, babies
 * under 12 weeks, isolated vomiting over 24 h), SEUP (head injury with
 * vomiting → 112) and NICE NG232 (any vomiting after a head injury → A&E).
 * Issue 9: the serious conditions that present with vomiting and belong to
 * other flows (diabetic ketoacidosis, testicular torsion, intussusception,
 * raised intracranial pressure, poisoning, fast breathing) are asked with the
 * shared signs of banderas-abdomen.ts; a baby's usual posseting is home care.
 *
 * The hydration and fever questions are exported for the diarrea flow, so a
 * child with gastroenteritis is asked the same thing in both.
 */
import type { Flujo, MedicacionSugerida, Pregunta } from '../types.ts';
import {
  ACCION,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  PARACETAMOL,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import {
  CABEZA,
  CONSEJO_DIAS_ENFERMEDAD,
  EDADES_CABEZA,
  FUENTE_DOLOR_ABDOMINAL_HT,
  FUENTE_HEADSMART,
  FUENTE_INVAGINACION,
  FUENTE_ISPAD_DIAS_ENFERMEDAD,
  FUENTE_NG18,
  PREGUNTA_CABEZA_MANANA,
  PREGUNTA_DIABETES,
  PREGUNTA_RESPIRACION,
  reglaCabezaManana,
  reglaCabezaNeurologico,
  reglaCetoacidosisRespiracion,
  reglaCetoacidosisSospecha,
  reglaInvaginacion,
  reglaRespiracionDeprisa,
  reglaRespiracionGrave,
  reglaTesticuloIngle,
} from './banderas-abdomen.ts';
import {
  CONSEJO_MIEL_PILA,
  INGESTA_QUE,
  FUENTE_ESPGHAN_PILAS,
  FUENTE_MONTREAL_PILAS,
  FUENTE_NASPGHAN_CUERPO_EXTRANO,
  FUENTES_INGESTA_INOCUA,
  FUENTES_INGESTA_MEDICAMENTO,
  ingestaInocua,
  ingestaMedicamentoInocuo,
  preguntaIngestaQue,
  reglaIngestaInocua,
  reglaIngestaMedicamentoInocuo,
} from './banderas-ingesta.ts';
import {
  CONSEJOS_PLAN_EN_MARCHA,
  consejosCrisisSuprarrenal,
  consejosDescompensacionMetabolica,
  consejosEnterocolitisHirschsprung,
  CRONICA,
  FUENTES_CRONICA,
  PREGUNTA_CRONICA,
  PREGUNTA_CRONICA_DESCOMPENSA,
} from './banderas-cronica.ts';
import { FICHAS } from './fichas.ts';
import { TELEFONO_TOXICOLOGIA } from './intoxicacion.ts';
import { conCribado } from './cribado-otras-puertas.ts';

// ---------------------------------------------------------------------------
// Shared with diarrea (gastroenteritis)
// ---------------------------------------------------------------------------

/**
 * NICE CG84 dehydration table as parents see it, one option per column:
 * "poca" gathers the symptoms and signs of clinical dehydration (HT amber: stopped
 * drinking, dry mouth, sunken eyes, no wee for 12 h, drowsy or irritable); "grave" is
 * clinical shock (pale or mottled, cold hands and feet) and reduced skin turgor
 * (CG84 red flag, NICE NG143 red). It replaces the shared colour question in
 * the gastroenteritis flows.
 */
export const HIDRATACION = {
  normal: 'Bebe y hace pis (o moja pañales) más o menos como siempre, y está despierto y atento',
  poca: 'Bebe menos de la mitad de lo normal o ha dejado de beber o de mamar, tiene la boca o la lengua secas, los ojos hundidos, llora sin lágrimas, está más decaído o irritable de lo normal, o lleva 12 horas sin hacer pis (8 horas sin mojar el pañal si es un bebé)',
  grave:
    'Está muy pálido o con la piel moteada y las manos y los pies fríos, o al pellizcar suavemente la piel de la tripa y soltarla el pliegue se queda marcado',
} as const;

export const PREGUNTA_HIDRATACION: Pregunta = {
  id: 'hidratacion',
  texto: '¿Cómo está de líquidos?',
  tipo: 'opciones',
  opciones: [HIDRATACION.normal, HIDRATACION.poca, HIDRATACION.grave],
  ayuda:
    'Si encaja más de una opción, elige la última que encaje (la más grave). Un niño que está despierto, juega a ratos y hace pis de color claro no suele estar deshidratado.',
  alarma: [HIDRATACION.grave],
};

/** NICE CG84: ≥ 38 °C under 3 months or ≥ 39 °C from 3 months suggest another diagnosis. */
export const FIEBRE = {
  no: 'No tiene fiebre',
  baja: 'Sí, de menos de 39 °C',
  alta: 'Sí, de 39 °C o más',
  sinMedir: 'Parece que tiene fiebre, pero no se la he medido',
} as const;

export const PREGUNTA_FIEBRE_DIGESTIVA: Pregunta = {
  id: 'fiebre',
  texto: '¿Tiene fiebre (38 °C o más en la axila)?',
  tipo: 'opciones',
  opciones: [FIEBRE.no, FIEBRE.baja, FIEBRE.alta, FIEBRE.sinMedir],
  ayuda: 'Si tienes termómetro, mídesela ahora en la axila. Elige la temperatura más alta de hoy.',
  alarma: [FIEBRE.alta],
};

/** Any fever, measured or felt: what makes a baby under 3 months rojo (NICE NG143). */
export const CON_FIEBRE = lista([FIEBRE.baja, FIEBRE.alta, FIEBRE.sinMedir]);

/** SPEC §9 oral rehydration for vomiting: small frequent sips. */
export const SUERO_VOMITOS: MedicacionSugerida = {
  med: 'suero_oral',
  dosis_por_kg: '5-10 ml/kg cada 20-30 minutos',
  ejemplo:
    'Para {peso} kg: unos {dosis} cada 20-30 minutos, dados a sorbos pequeños (una cucharadita o 5 ml cada 1-2 minutos con jeringa o cuchara). Si vomita, espera 10 minutos y sigue más despacio.',
};

/** Home advice on fluids for vomiting and diarrhoea (NICE CG84; WHO Plan A; HT D&V). */
export const CONSEJOS_LIQUIDOS: readonly string[] = [
  'Usa suero oral de farmacia (solución de rehidratación hiposódica). No uses bebidas para deportistas, refrescos, zumos ni sueros caseros: pueden empeorar la diarrea y la deshidratación.',
  'Si toma pecho o biberón, sigue dándoselo, más a menudo y en tomas más cortas; puedes ofrecer suero oral entre las tomas.',
  'Cuando deje de vomitar, que coma lo que le apetezca de su comida normal, en poca cantidad; no hace falta una dieta especial ni ayunar.',
  'No le des medicamentos para cortar los vómitos ni la diarrea si no te los ha recetado su médico, ni ibuprofeno mientras vomite o tenga diarrea (puede empeorar la deshidratación).',
  'Lavaos bien las manos con agua y jabón, sobre todo después de cambiar pañales o ir al baño. No debe volver a la guardería o al colegio hasta 48 horas después del último vómito o diarrea.',
];

// ---------------------------------------------------------------------------
// Vomiting
// ---------------------------------------------------------------------------

/**
 * Rojo findings asked together to keep the path short: every answer but the
 * first sends to urgencias. Testicular torsion and intussusception are the
 * shared signs of banderas-abdomen.ts, as options here. Round 18: the
 * swallowed-something answer is last, with a new text, and is rojo unless the
 * follow-up says a harmless listed product (from 1 year); the help asks for
 * the first answer that fits, so the other urgent signs are never hidden behind it.
 */
export const SENALES = {
  ninguna: 'Ninguna de estas',
  golpe: 'Empezó a vomitar después de un golpe en la cabeza (en los últimos 2 días)',
  meningitis:
    'Tiene el cuello rígido (no puede bajar la barbilla hasta el pecho), la fontanela (la "mollera" de los bebés) abultada, o manchas rojas o moradas que no se borran al apretar un vaso encima',
  testiculo: 'Le duele o se le ha hinchado un testículo o la bolsa de los testículos, o tiene un bulto doloroso en la ingle',
  invaginacion:
    'Tiene crisis de llanto o de dolor muy fuerte que vienen y van cada pocos minutos, en las que encoge las piernas y se pone pálido, o ha hecho una caca con sangre y moco (como mermelada)',
  // Round 18: a new text (old answers are asked again), now the last option.
  toxico:
    'Puede haber tragado algo: una pila de botón, imanes, una moneda u otro objeto, un medicamento, un producto de limpieza o de casa, una planta o una seta',
  neurologico: CABEZA.neurologico,
} as const;

/** NICE NG1: effortless regurgitation in a thriving baby is normal (starts before 8 weeks, gone by 1 year in 90 %). */
export const EDADES_REGURGITACION = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;

export const COLOR_VOMITO = {
  normal: 'Como la comida o la leche, o un líquido claro o amarillento',
  verde: 'Verde oscuro, como espinacas',
  sangre: 'Con sangre roja o con manchas oscuras como posos de café',
} as const;

/**
 * Round 10: how much blood, asked only after "con sangre" (the colour question keeps its id and options).
 * A few streaks of fresh blood after many forceful vomits in a well child are a small tear at the lower
 * end of the oesophagus (Mallory-Weiss) that heals alone in days → amarillo; a lot of blood, coffee
 * grounds, black stools, paleness or dizziness stay rojo.
 */
export const SANGRE_VOMITO = {
  hilos:
    'Unos hilos o puntitos de sangre roja, después de vomitar muchas veces con fuerza, el vómito no es verde, y por lo demás está bien: despierto, con su color y bebe',
  mucha:
    'Más que unos hilos (sangre en cantidad o coágulos), manchas oscuras como posos de café, el vómito además es verde, o hace cacas negras, está pálido, se marea o está muy decaído',
} as const;

export const DOLOR_TRIPA = {
  no: 'No le duele, o solo un poco justo antes de vomitar',
  continuo: 'Le duele la tripa de forma continua, también entre un vómito y otro',
  muyFuerte:
    'Le duele muchísimo (llora o se queja sin parar, se dobla de dolor o no quiere moverse), o le duele en la parte baja derecha de la tripa o más al andar o saltar',
} as const;

/**
 * Fever with urinary features in a vomiting child (NICE NG224, NG143): the
 * pee, or a fever with no other source in a child under 2 (round 6).
 */
export const PIS_FIEBRE = {
  no: 'No noto nada distinto en el pis',
  sintomas:
    'Le escuece, le duele o llora al hacer pis, hace pis muy a menudo o ha vuelto a mojarse, o el pis huele muy fuerte o distinto de lo normal, o está turbio',
  sinCausa: 'Nada en el pis, pero la fiebre no tiene otra causa clara: no tiene mocos ni tos, ni le duele la garganta o el oído',
} as const;

/** SPEC §9 and NICE NG224: under 2 years, a fever with no source is a possible urine infection. */
const EDADES_3_A_24_MESES = ['3-6 meses', '6-12 meses', '1-2 años'] as const;

export const DURACION = {
  menos24h: 'Menos de 24 horas',
  uno_dos: 'Entre 1 y 2 días',
  mas2: 'Más de 2 días',
} as const;

const EDADES_BEBE_PEQUENO = ['0-3 meses', '3-6 meses'] as const;

/** Round 18: the follow-up after "may have swallowed something", from 1 year (intoxicacion gives verde only from 1 year). */
const INGESTA_QUE_VISIBLE = `senales_graves = '${SENALES.toxico}' AND edad_rango NOT IN ${lista(EDADES_REGURGITACION)}`;
/**
 * A little of a listed harmless product, or (round 19) a minimally toxic medicine taken once by accident from 1 to
 * 11 years, with at most one vomit since: the gastroenteritis counts are not asked.
 */
const INGESTA_INOCUA = ingestaInocua(INGESTA_QUE_VISIBLE, false, true);
const NO_INGESTA_INOCUA = `NOT (${INGESTA_INOCUA})`;
/** Each harmless answer has its own verde (the product's and, round 19, the medicine's). */
const INGESTA_PRODUCTO_INOCUO = ingestaInocua(INGESTA_QUE_VISIBLE, false);
const INGESTA_MEDICAMENTO_INOCUO = ingestaMedicamentoInocuo(INGESTA_QUE_VISIBLE);
/**
 * The same, for the questions' mostrar_si, in one comparison (the walk evaluates every mostrar_si at every step):
 * unknown where the follow-up is not asked, which asks the question, as it should. (From 12 years the medicine
 * answer is rojo at once, so the questions it hides are never reached.)
 */
const PREGUNTA_SI_NO_INOCUA = `ingesta_que NOT IN ${lista([INGESTA_QUE.producto, INGESTA_QUE.medicamento])}`;

/** The answers before the urine question that already make the result amarillo (it is asked only where it can change the level). */
const SIN_OTRO_AMARILLO = `hidratacion = '${HIDRATACION.normal}' AND no_retiene = 'no' AND dolor_tripa = '${DOLOR_TRIPA.no}' AND duracion != '${DURACION.mas2}'`;

/** The count and the duration are not asked of a baby's usual posseting (NICE NG1). */
const NO_REGURGITACION_HABITUAL = `edad_rango NOT IN ${lista(EDADES_REGURGITACION)} OR regurgitacion_habitual = 'no'`;


const NADA_POR_BOCA = 'No le des de comer ni de beber por el camino: puede necesitar pruebas o una operación.';

const SI_VOMITA_CAMINO = 'Si vomita por el camino, ponlo de lado o sentado e inclinado hacia delante para que no se atragante.';

const MIENTRAS_SUERO = 'Mientras tanto, sigue dándole suero oral a sorbos pequeños y frecuentes, y el pecho o el biberón si toma.';

const consejosRojo = (...propios: string[]): string[] => [...propios, SI_VOMITA_CAMINO, CONSEJO_ROJO_CAMINO];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const consejosAmarillo = (...propios: string[]): string[] => [...propios, MIENTRAS_SUERO, CONSEJO_AMARILLO];

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: [SUERO_VOMITOS] });

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'vomita algo verde o con sangre',
  'le duele mucho la tripa o el dolor no se le pasa entre vómitos',
  'vomita todo lo que bebe durante más de 4 horas',
  'tiene la boca seca, los ojos hundidos, no llora con lágrimas o lleva 12 horas sin hacer pis',
  'está cada vez más dormido o irritable, o tiene un dolor de cabeza muy fuerte o el cuello rígido',
  'tiene mucha sed y hace mucho pis, o respira muy hondo y deprisa (puede ser diabetes)',
  'respira deprisa o con esfuerzo',
  'le duele o se le hincha un testículo',
  'tiene crisis de llanto o dolor cada pocos minutos, o hace caca con sangre',
  'le duele la cabeza al despertarse y vomita cada mañana, o bizquea, camina torpe o está cada vez más dormido',
  'lo ves peor o muy enfermo, distinto de otras veces',
]);

const CONSULTA_SI = consejoConsultaSi([
  'sigue vomitando más de 24 horas sin diarrea, o más de 2 días en total',
  'la diarrea dura más de 7 días',
  'no te ves capaz de darle líquidos en casa',
]);

const CONSEJOS_CASA: readonly string[] = [
  'Casi siempre los vómitos se deben a un virus del estómago y paran en 1 o 2 días (como mucho 3). Si después aparece diarrea, puede durar de 5 a 7 días.',
  'Tras un vómito, deja que descanse el estómago unos 10-15 minutos y después empieza con sorbos pequeños de suero oral; aumenta la cantidad poco a poco si no vuelve a vomitar.',
  ...CONSEJOS_LIQUIDOS,
  CONSEJO_DIAS_ENFERMEDAD,
];

export const vomitos: Flujo = conCribado({
  ...FICHAS.vomitos,
  fuentes: [
    ...FUENTES_INGESTA_INOCUA,
    ...FUENTES_INGESTA_MEDICAMENTO,
    {
      titulo: 'Medscape (eMedicine). Mallory-Weiss tear: en niños, sangre en el vómito tras vómitos o arcadas repetidos; suele curar sola en pocos días',
      anio: 2024,
      url: 'https://emedicine.medscape.com/article/931141-overview',
    },
    {
      titulo: 'Bishop PR, Nowicki MJ, Parker PH. Vomiting-induced hematemesis in children: Mallory-Weiss tear or prolapse gastropathy? J Pediatr Gastroenterol Nutr 2000;30:436-441',
      anio: 2000,
      url: 'https://doi.org/10.1097/00005176-200004000-00017',
    },
    {
      titulo: 'NICE CG84. Diarrhoea and vomiting caused by gastroenteritis in under 5s: diagnosis and management',
      anio: 2009,
      url: 'https://www.nice.org.uk/guidance/cg84',
    },
    {
      titulo: "Belfast Trust (con Healthier Together). Children's symptom checker: diarrhoea and vomiting (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/diarrhoea-and-vomiting/',
    },
    {
      titulo: 'NHS Healthier Together (North East and North Cumbria). Diarrhoea and vomiting (gastroenteritis) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://nenc-healthiertogether.nhs.uk/professionals/parent-advice-sheets/diarrhoea-and-vomiting-gastroenteritis',
    },
    {
      titulo: 'NICE NG1. Gastro-oesophageal reflux disease in children and young people (signos de alarma)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng1/chapter/Key-priorities-for-implementation',
    },
    {
      titulo: "Seattle Children's (protocolos Schmitt-Thompson). Vomiting (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/vomiting/',
    },
    {
      titulo: 'AAP HealthyChildren.org (Schmitt). Vomiting 0-12 months: pyloric stenosis (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://healthychildren.org/English/tips-tools/symptom-checker/Pages/symptomviewer.aspx?symptom=Vomiting+(0-12+Months)',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'NICE NG232. Head injury: assessment and early management',
      anio: 2023,
      url: 'https://www.nice.org.uk/guidance/ng232',
    },
    {
      titulo: 'Guarino A, et al. ESPGHAN/ESPID guidelines for the management of acute gastroenteritis in children in Europe: update 2014. JPGN 2014;59:132-152',
      anio: 2014,
      url: 'https://doi.org/10.1097/MPG.0000000000000375',
    },
    FUENTE_NG18,
    FUENTE_ISPAD_DIAS_ENFERMEDAD,
    FUENTE_DOLOR_ABDOMINAL_HT,
    FUENTE_INVAGINACION,
    FUENTE_HEADSMART,
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (frecuencia respiratoria por edad)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    FUENTE_ESPGHAN_PILAS,
    FUENTE_NASPGHAN_CUERPO_EXTRANO,
    FUENTE_MONTREAL_PILAS,
    ...FUENTES_CRONICA,
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 19, un vómito después de un medicamento casi inofensivo, y dos productos más (banderas-ingesta.ts; intoxicacion): antes, tras «puede haber tragado algo», un medicamento era siempre «otra cosa» → rojo, también un vómito después de masticar unos antiácidos o tomarse unas pastillas anticonceptivas. Los centros de toxicología describen como lo esperable de una toma única por accidente de algunos medicamentos, como mucho, náuseas, un vómito, un rato de tripa o una caca blanda (Ontario Poison Centre: antiácidos y crema del pañal de óxido de zinc; Missouri Poison Center: simeticona, vitaminas sin hierro y la píldora; National Capital Poison Center: cremas del pañal), e intoxicacion da verde a lo mismo desde esta ronda. Ahora la pregunta de seguimiento (ingesta_que) tiene una respuesta nueva: uno de esos medicamentos (la píldora, un antiácido masticable, vitaminas sin hierro, gotas para los gases, crema del pañal o hidratante), tomado por accidente una sola vez, y desde entonces como siempre, con como mucho un vómito, una caca blanda o un rato de tripa → de 1 a 11 años lo tragado no da nivel: se siguen haciendo las preguntas que pueden dar rojo o amarillo (color y sangre del vómito, dolor de tripa, diabetes, hidratación, fiebre, si retiene los líquidos, lo ves muy enfermo), pero no las que cuentan los vómitos de una gastroenteritis, como con los productos; si no sale nada más, VERDE propio (reglaIngestaMedicamentoInocuo) con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción, suero a sorbos si vuelve a vomitar y la red de seguridad (vuelve a vomitar, adormilado, cambia la respiración, ronchas, dudas de si tomó otras pastillas). Desde los 12 años la respuesta sigue dando rojo (NICE NG225: en un adolescente una intoxicación puede ser intencionada y necesita valoración; la ayuda lo dice), y en menores de 1 año no se pregunta (como antes). La última respuesta cambia de texto («otro medicamento»), porque su significado cambia. Siguen en rojo el hierro, el paracetamol, el ibuprofeno, la aspirina, los antidepresivos, los medicamentos del corazón, de la tensión o de la diabetes, los opioides, el alcanfor y cualquier otro medicamento o uno desconocido, y también los antibióticos, la lactulosa y las cremas con medicamento, que la ronda 12 de intoxicacion daba verde solo sin síntomas. Además, la lista de productos casi inofensivos (la de intoxicacion) añade el cebo de las trampas de hormigas o cucarachas (National Capital Poison Center; Ontario Poison Centre) y las bombas de baño efervescentes sin aceites esenciales (Missouri Poison Center; National Capital Poison Center), así que la respuesta del producto tiene un texto nuevo, que añade también la caca blanda. Las pilas, los imanes, los objetos, los cáusticos y los hidrocarburos no cambian.',
    'Ronda 18, un vómito después de un producto casi inofensivo (banderas-ingesta.ts; intoxicacion): antes, «puede haber tragado algo» era rojo siempre, y un niño que había vomitado una vez tras chupar jabón de manos, líquido de pompas o jabón de fregar a mano salía como el que había tragado una pila. Los centros de toxicología describen un vómito aislado, un rato de tripa o una caca blanda como el efecto esperado de estos productos (Missouri Poison Center y National Capital Poison Center: pompas; HUS: jabón de fregar a mano; Merck y NPIS: listas de baja toxicidad), y intoxicacion da verde a lo mismo desde esta ronda. Ahora, desde 1 año, tras esa respuesta, una pregunta nueva (ingesta_que) deja decir que fue un poco de uno de los productos de la lista de intoxicacion (la misma lista) y que desde entonces está como siempre, con como mucho un vómito o un rato de tripa → lo tragado no da nivel: se siguen haciendo las preguntas que pueden dar rojo o amarillo (color y sangre del vómito, dolor de tripa, diabetes, hidratación, fiebre, lo ves muy enfermo), pero no las que cuentan los vómitos de una gastroenteritis (cuántas veces, desde cuándo, y el pis y el dolor de cabeza por la mañana, que dependen de ellas), porque la respuesta ya dice que ha sido un solo vómito; si retiene los líquidos y si tiene diarrea sí se preguntan; si no sale nada más, VERDE compartido con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción, suero a sorbos si vuelve a vomitar y la red de seguridad. No se ofrece la respuesta del objeto pequeño y liso: vomitar tras tragar un objeto es un signo de que puede estar atascado (NASPGHAN 2015; cuerpo_extrano y Healthier Together: rojo), así que un objeto sigue en rojo, igual que «otra cosa o no estoy seguro», los detergentes del lavavajillas o de la ropa, los medicamentos, la pila y los imanes. En menores de 1 año no se pregunta y sigue en rojo (intoxicacion no da verde antes del año). Para que esta respuesta, que ya no es siempre urgente, no tape otra que sí lo es, pasa a ser la última de la pregunta de señales urgentes, con un texto nuevo, y la ayuda pide ahora elegir la primera que encaje (antes: «cualquiera, todas son urgentes»).',
    'Deshidratación: NICE CG84 pide valoración presencial con cualquier signo de deshidratación clínica, y Healthier Together lo pone en ámbar ("parece deshidratado o no ha hecho pis en 12 horas"); Schmitt-Thompson lo pone en "llamar al médico ya". Elegimos amarillo para los signos de deshidratación (boca seca, ojos hundidos, sin lágrimas, decaído o irritable, 12 horas sin pis) y rojo para el pliegue cutáneo que no se deshace (rojo en NICE NG143) y para los signos de shock (pálido, moteado o frío; muy adormilado), que en CG84 son traslado urgente. Una sola pregunta de hidratación recoge las tres columnas de la tabla de CG84 (normal, deshidratación, shock) y sustituye a la pregunta común de color.',
    'Color del vómito: Schmitt-Thompson cuenta como bilis el vómito amarillo brillante o verde; Healthier Together habla de verde oscuro. El vómito amarillento del estómago vacío es muy frecuente en las gastroenteritis, así que rojo solo para el verde oscuro (y para la sangre, roja o en posos de café; NICE NG1, HT). La ayuda de la pregunta excluye la sangre tragada de un sangrado de nariz.',
    'Golpe en la cabeza: Healthier Together da verde hasta 2 vómitos tras un golpe sin otros signos, pero NICE NG232 deriva a urgencias con cualquier vómito tras un traumatismo craneal y SEUP lo pone en 112. Elegimos rojo, con enlace al flujo golpes_caidas.',
    'Bebés pequeños: vómitos a chorro en menores de 6 meses (estenosis de píloro, típica de 2 semanas a 2-4 meses) → rojo: NICE NG1 los señala como signo de alarma, la AAP (HealthyChildren) describe la estenosis de píloro como la causa grave típica a esta edad, y Schmitt pide ver enseguida a cualquier menor de 12 semanas con 2 o más vómitos. Sin vómitos a chorro: amarillo con 2 o más vómitos en 24 horas en menores de 3 meses (Schmitt) y con más de 2 (3 o más) de 3 a 6 meses (CG84: menores de 6 meses y más de 2 vómitos en 24 horas son riesgo de deshidratación). Un solo vómito o regurgitaciones en un bebé que está bien es verde (NICE NG1: la regurgitación es normal).',
    'Número de vómitos: Schmitt-Thompson llama "graves" a 8 o más al día; a partir de 8 en 24 horas damos amarillo a cualquier edad. No poder retener ningún líquido es ámbar en Healthier Together y "llamar ya" en Schmitt si dura más de 8 horas; lo normal al principio es vomitarlo todo durante 3-4 horas, así que amarillo si lo vomita todo, incluso a sorbos, desde hace 4 horas o más.',
    'Duración: CG84 dice que los vómitos suelen durar 1-2 días y paran en 3; Schmitt pide ver en 24 horas a un niño con vómitos sin diarrea durante más de 24 horas (apendicitis, infección de orina, diabetes…). Amarillo si lleva más de 2 días vomitando, o entre 1 y 2 días sin diarrea.',
    'Fiebre: menores de 3 meses con fiebre → rojo (NICE NG143). Fiebre de 39 °C o más → amarillo (CG84 la da como signo de otro diagnóstico); fiebre más baja → verde con enlace al flujo fiebre.',
    'Fiebre con signos de infección de orina (ronda 6): NICE NG224 pone entre los síntomas que hacen probable una infección de orina el escozor o dolor al orinar, orinar más a menudo, volver a mojarse, el pis que huele mal o turbio, la fiebre y los vómitos, y pide analizar el pis de cualquier niño con fiebre sin causa aparente; NICE NG143 pide lo mismo. SPEC §9: fiebre con síntomas urinarios en menores de 24 meses, al menos amarillo. Antes, un niño que vomitaba con fiebre de menos de 39 °C y escozor al orinar salía verde como una gastroenteritis. Ahora, con fiebre y desde 3 meses (por debajo, cualquier fiebre ya es rojo), se pregunta el pis (pis_fiebre): escozor, dolor o llanto al orinar, más veces, el pis que huele muy fuerte o distinto o turbio → amarillo a cualquier edad, con muestra de pis y análisis hoy (NG224 prefiere el análisis el mismo día con fiebre, porque puede ser una infección de riñón); "la fiebre no tiene otra causa" (sin mocos, tos, dolor de garganta o de oído, ni diarrea) → amarillo de 3 a 24 meses (NG224: a esta edad la infección de orina suele dar solo fiebre, vómitos e irritabilidad; SPEC §9), y a partir de 2 años verde con el consejo de analizar el pis si la fiebre sigue más de 24 horas (NG224 da 24 horas para analizar el pis en la fiebre sin causa; CG84 recuerda que la gastroenteritis empieza a menudo con vómitos y fiebre antes de la diarrea). Los vómitos de más de 24 horas sin diarrea ya eran amarillo. La pregunta va después de la de diarrea y solo se hace cuando puede cambiar el nivel: fiebre de menos de 39 °C (o sin medir) y nada más que ya dé amarillo (hidratación, no retiene, dolor continuo, más de 2 días), para no alargar el cuestionario.',
    'Dolor: dolor continuo entre vómitos → amarillo (ámbar en HT; Schmitt-Thompson pide ver ya si hay dolor de tripa aparte del que alivia el vómito); dolor muy fuerte, en la parte baja derecha de la tripa o que empeora al andar o saltar (posible apendicitis) → rojo (rojo en el HT de dolor abdominal). Ambos enlazan con dolor_abdominal.',
    'Para no alargar el cuestionario, el golpe en la cabeza y los signos de meningitis (cuello rígido, fontanela abultada, manchas que no se borran) van en una sola pregunta de opciones: las dos respuestas dan rojo.',
    'Medicación: suero oral 5-10 ml/kg cada 20-30 minutos a sorbos pequeños (SPEC §9; CG84 y ESPGHAN recomiendan suero de baja osmolaridad) en amarillo y verde; paracetamol solo en verde para la fiebre o el malestar. Nunca ibuprofeno (riesgo de deshidratación; la ficha técnica lo contraindica en la deshidratación grave).',
    'Puertas equivocadas: los vómitos son la puerta de entrada de enfermedades que otros flujos preguntan. Cetoacidosis diabética (NICE NG18: sed, mucho pis, adelgazamiento o cansancio con vómitos, dolor de tripa, respiración honda o deshidratación → sospechar cetoacidosis y enviar al hospital de inmediato) → rojo con los síntomas de diabetes, con la respiración honda o el aliento a fruta, o en un niño con diabetes con las cetonas en 1,5 mmol/L o más (ISPAD 2022: riesgo de cetoacidosis) o sin poder medirlas (NG18: medir las cetonas y, si están altas, al hospital). Con las cetonas por debajo de 1,5 sigue las demás preguntas, y el resultado verde incluye el plan de días de enfermedad (ISPAD 2022: manejo en casa con contacto con su equipo). Torsión testicular y hernia atrapada (Healthier Together rojo: dolor testicular) → rojo. Invaginación intestinal (crisis de llanto con palidez y piernas encogidas; caca en mermelada) → rojo. Hipertensión intracraneal (HeadSmart; NHS GGC: dolor de cabeza al despertar o que le despierta con vómitos, que va a más) → amarillo desde 2 años; con signos neurológicos nuevos (bizquear, ver doble, torpeza, dificultad para hablar, somnolencia creciente o cambio de carácter; NICE NG143 rojo: signos neurológicos focales) → rojo. Intoxicación (vómitos tras tragar un medicamento, un producto, una planta o una seta: cualquier síntoma tras un tóxico es rojo en el flujo intoxicacion) → rojo con enlace. Ronda 2 (un objeto tragado, banderas-ingesta.ts): la misma opción incluye ahora la pila de botón, los imanes, una moneda u otro objeto (NASPGHAN, Kramer 2015: los vómitos tras tragar un objeto pueden indicar que está atascado; cuerpo_extrano da rojo a vomitar después de tragar algo; ESPGHAN 2021: la pila quema el esófago en unas 2 horas) → rojo, con la miel de camino si puede ser una pila, tiene 1 año o más y traga bien (Montreal Children’s), y enlace también a cuerpo_extrano. Se mantiene como opción de la pregunta de señales urgentes, a cualquier edad (también las sobredosis de los adolescentes), en lugar de añadir la pregunta compartida: no se pregunta dos veces. Meningitis, golpe en la cabeza, apendicitis, obstrucción (vómito verde), estenosis de píloro y shock ya estaban. Neumonía, sepsis y cetoacidosis pueden dar respiración rápida: la pregunta de respiración separa la forma leve de la grave con los umbrales de NICE NG143 por edad (más de 60 por minuto, pausas, quejido o costillas muy hundidas → rojo; más de 40 desde 1 año o más de 50 en menores de 1 año, o un poco de tiraje → amarillo; por debajo de 6 meses usamos 50 como la OMS, la lectura prudente) y sustituye a la pregunta común de dificultad respiratoria, que juntaba el tiraje leve con el grave.',
    'Enfermedades con plan de urgencias (ronda 9): hay niños para los que vomitar es en sí una urgencia, porque su especialista les dio un plan que empieza con los vómitos. Se pregunta pronto, después de la respiración, con la pregunta compartida con diarrea (banderas-cronica.ts, id enfermedad_plan_urgencias). Insuficiencia suprarrenal de cualquier causa (hiperplasia suprarrenal congénita, Addison, hipopituitarismo) o corticoide oral a diario durante 4 semanas o más: BSPED 2023 pide la inyección de hidrocortisona y el hospital cuando vomita o no retiene la dosis oral (crisis suprarrenal); la PIER de Wessex, basada en BSPED, repite la regla. Algunos protocolos esperan a un segundo vómito tras repetir la dosis; elegimos la lectura prudente de BSPED: cualquier vómito → rojo, con la inyección si la tienen. Enfermedad metabólica hereditaria con régimen de urgencia (BIMDG; MetabERN): el régimen se empieza en casa y el hospital es cuando no se tolera o no se retiene, o hay somnolencia → rojo con la pregunta plan_urgencias_no_retiene; si lo retiene y está despierto → amarillo (llamar hoy a su unidad, según su carta). Enfermedad de Hirschsprung, operada o no: Gosain 2017 (APSA) y Demehri 2013 describen la enterocolitis con vómitos, diarrea explosiva, tripa hinchada y fiebre, que puede acabar en shock en horas → rojo con cualquier vómito (también puede ser una obstrucción). La diabetes tipo 1 sigue preguntándose aparte (signos_diabetes, cetonas) y sigue siendo rojo con cetonas altas o sin medir.',
    'Regurgitaciones habituales (patrón 3): NICE NG1 dice que la regurgitación sin esfuerzo afecta a más del 40 % de los lactantes, empieza antes de las 8 semanas, puede repetirse 6 o más veces al día en el 5 % y no necesita pruebas en un bebé que está bien. Un bebé de menos de 1 año cuyos padres dicen que son las bocanadas de siempre, sin esfuerzo, y que come, está contento y gana peso → verde con su propio consejo, sin contar el número de episodios ni la duración (que darían amarillo). Cualquier cambio (vómitos con fuerza o a chorro, verdes o con sangre, rechazo de tomas, llanto de dolor, no gana peso) se responde No y sigue las preguntas normales.',
    'Aspecto y preocupación (issue 9, patrón 1): el aspecto del niño ("lo ves muy enfermo, distinto de otras veces") es un signo y da amarillo (NICE NG143; Schmitt-Thompson "parece muy enfermo"); la preocupación de los padres ya no sube el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Ronda 10, sangre en el vómito: la pregunta del color juntaba unos hilos de sangre roja tras muchos vómitos fuertes con el vómito de sangre abundante o en posos de café (todo rojo: NICE NG1 y Healthier Together ponen la hematemesis en rojo). En un niño que está bien, unos hilos de sangre fresca tras arcadas repetidas son casi siempre una pequeña herida del final del esófago o del estómago (Mallory-Weiss o gastropatía por prolapso: Medscape; Bishop 2000, JPGN), que deja de sangrar sola. El color se sigue preguntando igual (mismo id) y, si hay sangre, una pregunta nueva (sangre_vomito) separa la forma leve → AMARILLO (que lo vea hoy un médico) de la grave: más que unos hilos, coágulos, posos de café, vómito que además es verde (la pregunta del color pide elegir la última opción si encajan varias, así que el verde con sangre pasa por aquí), cacas negras, palidez, mareo o decaimiento → ROJO como antes. Elegimos amarillo y no verde (el encargo dejaba verde con red de seguridad si la fuente lo decía): ninguna guía de triaje para padres que hemos leído manda a casa la sangre en el vómito sin que un médico lo vea, y la ayuda pide elegir la forma grave ante la duda.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_RESPIRACION,
    // Any vomiting is the emergency trigger of adrenal insufficiency (BSPED), so that answer is a red feature here.
    { ...PREGUNTA_CRONICA, alarma: [CRONICA.suprarrenal, CRONICA.hirschsprung] },
    PREGUNTA_CRONICA_DESCOMPENSA,
    {
      id: 'senales_graves',
      texto: '¿Le pasa alguna de estas cosas?',
      tipo: 'opciones',
      // Round 18: the swallowed-something answer last, and "the first that fits", so it never hides another urgent sign.
      opciones: [SENALES.ninguna, SENALES.golpe, SENALES.meningitis, SENALES.testiculo, SENALES.invaginacion, SENALES.neurologico, SENALES.toxico],
      ayuda:
        'Prueba del vaso: aprieta el lado de un vaso de cristal contra las manchas; si se siguen viendo a través del cristal, no se borran. En los niños, mira también los testículos. Si le pasa más de una, elige la primera que encaje.',
      // Round 18: the swallowed-something answer is no longer an alarm by itself (its follow-up can say it was harmless).
      alarma: [SENALES.golpe, SENALES.meningitis, SENALES.testiculo, SENALES.invaginacion, SENALES.neurologico],
    },
    // Round 18: a little of a listed harmless product with at most one vomit since (banderas-ingesta.ts; intoxicacion).
    // Round 19: or a minimally toxic medicine taken once by accident, from 1 to 11 years.
    preguntaIngestaQue(INGESTA_QUE_VISIBLE, false, true),
    {
      id: 'color_vomito',
      texto: '¿De qué color es lo que vomita?',
      tipo: 'opciones',
      opciones: [COLOR_VOMITO.normal, COLOR_VOMITO.verde, COLOR_VOMITO.sangre],
      ayuda:
        'Si encaja más de una, elige la última. No cuenta la sangre tragada de un sangrado de nariz, ni el color de algo que haya comido o bebido (remolacha, zumos, golosinas).',
      alarma: [COLOR_VOMITO.verde, COLOR_VOMITO.sangre],
    },
    {
      id: 'sangre_vomito',
      texto: '¿Cómo es la sangre que ha vomitado?',
      tipo: 'opciones',
      opciones: [SANGRE_VOMITO.hilos, SANGRE_VOMITO.mucha],
      ayuda:
        'Tras muchas arcadas fuertes puede romperse un poquito la pared del esófago y salir unos hilos de sangre roja: se cura solo en pocos días. Si ves más que unos hilos, algo oscuro como posos de café, un vómito verde, cacas negras como el alquitrán, o está pálido o mareado, elige la segunda. Si dudas, elige la segunda.',
      mostrar_si: `color_vomito = '${COLOR_VOMITO.sangre}'`,
      alarma: [SANGRE_VOMITO.mucha],
    },
    {
      id: 'dolor_tripa',
      texto: '¿Le duele la tripa?',
      tipo: 'opciones',
      opciones: [DOLOR_TRIPA.no, DOLOR_TRIPA.continuo, DOLOR_TRIPA.muyFuerte],
      ayuda: 'Es normal que le duela un poco justo antes de vomitar y que se alivie al hacerlo.',
      alarma: [DOLOR_TRIPA.muyFuerte],
    },
    {
      id: 'a_chorro',
      texto: '¿Vomita a chorro (con mucha fuerza, lanzando la leche lejos) después de varias tomas?',
      tipo: 'si_no',
      ayuda:
        'Suele pasar en bebés de 2 semanas a 3 meses, que después de vomitar vuelven a tener hambre. Las bocanadas de leche que salen sin esfuerzo después de comer (regurgitaciones) son normales y no cuentan.',
      mostrar_si: `edad_rango IN ${lista(EDADES_BEBE_PEQUENO)}`,
      alarma: ['si'],
    },
    {
      id: 'regurgitacion_habitual',
      texto:
        '¿Son las bocanadas de leche de siempre: le salen sin esfuerzo después de las tomas, como casi todos los días desde hace semanas, y el bebé come bien, está contento y gana peso?',
      tipo: 'si_no',
      ayuda:
        'Responde No si algo ha cambiado: ahora vomita con fuerza o a chorro, rechaza las tomas, llora de dolor al comer, moja menos pañales o no gana peso.',
      mostrar_si: `edad_rango IN ${lista(EDADES_REGURGITACION)}`,
    },
    { ...PREGUNTA_DIABETES, mostrar_si: "edad_rango != '0-3 meses'" },
    PREGUNTA_HIDRATACION,
    PREGUNTA_FIEBRE_DIGESTIVA,
    // Round 18: after a listed harmless product with at most one vomit (the follow-up says so), the count and the duration of a
    // gastroenteritis (and what hangs on them) are not asked: the answer already gives them.
    {
      id: 'no_retiene',
      texto: '¿Vomita todo lo que bebe, incluso a sorbos pequeños, desde hace 4 horas o más?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'veces_vomito',
      texto: '¿Cuántas veces ha vomitado en las últimas 24 horas?',
      tipo: 'numero',
      ayuda: 'Cuenta como una sola vez los vómitos o arcadas seguidos en menos de 10 minutos. Si no lo sabes exacto, pon un número aproximado.',
      mostrar_si: `(${NO_REGURGITACION_HABITUAL}) AND ${PREGUNTA_SI_NO_INOCUA}`,
    },
    {
      id: 'duracion',
      texto: '¿Desde cuándo vomita?',
      tipo: 'opciones',
      opciones: [DURACION.menos24h, DURACION.uno_dos, DURACION.mas2],
      mostrar_si: `(${NO_REGURGITACION_HABITUAL}) AND ${PREGUNTA_SI_NO_INOCUA}`,
      alarma: [DURACION.mas2],
    },
    {
      id: 'diarrea',
      texto: '¿Tiene también diarrea (cacas líquidas)?',
      tipo: 'si_no',
    },
    {
      id: 'pis_fiebre',
      texto: 'Con la fiebre, ¿notas algo en el pis o al hacer pis?',
      tipo: 'opciones',
      opciones: [PIS_FIEBRE.no, PIS_FIEBRE.sintomas, PIS_FIEBRE.sinCausa],
      ayuda:
        'En los bebés y los niños que aún no hablan, una infección de orina a menudo solo da fiebre y vómitos: fíjate en si llora al hacer pis o si el pañal huele distinto. Si encaja más de una opción, elige la del pis.',
      // Asked only where it can change the level: fever below 39 °C from 3 months, with nothing else already amarillo.
      mostrar_si: `fiebre IN ${lista([FIEBRE.baja, FIEBRE.sinMedir])} AND edad_rango != '0-3 meses' AND ${SIN_OTRO_AMARILLO} AND ${PREGUNTA_SI_NO_INOCUA}`,
      alarma: [PIS_FIEBRE.sintomas],
    },
    {
      // The morning-headache pattern lasts days or weeks; the neurological signs are asked above with the other urgent ones.
      ...PREGUNTA_CABEZA_MANANA,
      texto: '¿Le duele la cabeza al despertarse por la mañana (o le despierta por la noche) y vomita, y le pasa cada vez más desde hace días o semanas?',
      opciones: [CABEZA.no, CABEZA.manana],
      ayuda: undefined,
      mostrar_si: `edad_rango IN ${lista(EDADES_CABEZA)} AND duracion IN ${lista([DURACION.uno_dos, DURACION.mas2])} AND ${PREGUNTA_SI_NO_INOCUA}`,
      alarma: [CABEZA.manana],
    },
    PREGUNTA_MUY_ENFERMO,
    // A child who looks very ill is amarillo anyway: the worry question is for the others.
    { ...PREGUNTA_PREOCUPADO, mostrar_si: "muy_enfermo = 'no'" },
    PREGUNTA_PESO,
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "no_responde = 'si'",
      'Vómitos y muy adormilado o no responde',
      consejosRojo('Si no responde pero respira, túmbalo de lado para que no se ahogue si vomita. No le des nada por la boca.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaRespiracionGrave('Vómitos con dificultad grave para respirar', [
      'Con vómitos, puede deberse a una deshidratación grave, a una infección o a un azúcar muy alto (diabetes).',
      SI_VOMITA_CAMINO,
    ]),
    rojo(
      `enfermedad_plan_urgencias = '${CRONICA.suprarrenal}'`,
      'Vómitos en un niño con falta de cortisol o que toma corticoides a diario',
      consejosCrisisSuprarrenal(SI_VOMITA_CAMINO),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `enfermedad_plan_urgencias = '${CRONICA.metabolica}' AND plan_urgencias_no_retiene = 'si'`,
      'Vómitos que impiden el régimen de urgencia de una enfermedad metabólica',
      consejosDescompensacionMetabolica(SI_VOMITA_CAMINO),
    ),
    rojo(
      `enfermedad_plan_urgencias = '${CRONICA.hirschsprung}'`,
      'Vómitos en un niño con enfermedad de Hirschsprung',
      consejosEnterocolitisHirschsprung(SI_VOMITA_CAMINO, NADA_POR_BOCA),
      { ver_tambien: ['diarrea'] },
    ),
    rojo(
      `senales_graves = '${SENALES.meningitis}'`,
      'Vómitos con cuello rígido, fontanela abultada o manchas que no se borran',
      consejosRojo('Estos signos pueden indicar una meningitis o una infección grave: ve sin esperar.'),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['fiebre'] },
    ),
    rojo(
      `senales_graves = '${SENALES.golpe}'`,
      'Vómitos después de un golpe en la cabeza',
      consejosRojo(
        'Los vómitos tras un golpe en la cabeza necesitan valoración en urgencias (NICE, SEUP).',
        'No le des de comer ni medicinas que den sueño. Mantenlo despierto y vigilado; si se queda muy dormido, está confuso o tiene una convulsión, llama al 112.',
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    reglaTesticuloIngle([SI_VOMITA_CAMINO], { si: `senales_graves = '${SENALES.testiculo}'`, ver_tambien: ['dolor_abdominal'] }),
    reglaInvaginacion([SI_VOMITA_CAMINO], { si: `senales_graves = '${SENALES.invaginacion}'`, ver_tambien: ['dolor_abdominal'] }),
    rojo(
      // Round 18: except a little of a listed harmless product with at most one vomit, from 1 year (verde below).
      // Round 19: and a minimally toxic medicine taken once by accident, from 1 to 11 years.
      `senales_graves = '${SENALES.toxico}' AND ${NO_INGESTA_INOCUA}`,
      'Vómitos después de tragar un posible tóxico o un objeto',
      consejosRojo(
        'Vomitar después de tragar un medicamento, un producto, una planta o una seta es un síntoma de intoxicación, y después de tragar una pila, imanes u otro objeto puede indicar que se ha quedado atascado o ha hecho daño: necesita valoración urgente.',
        'No le provoques más vómitos. Lleva el envase, el aparato del que salió la pila o las piezas que queden (o una foto), y calcula cuánto ha podido tomar y a qué hora.',
        CONSEJO_MIEL_PILA,
        'Aparte de esa miel, no le des nada de comer ni de beber.',
        `Puedes llamar por el camino al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas), sin retrasar la salida.`,
      ),
      { ver_tambien: ['intoxicacion', 'cuerpo_extrano'] },
    ),
    reglaCetoacidosisRespiracion([SI_VOMITA_CAMINO]),
    reglaCetoacidosisSospecha([SI_VOMITA_CAMINO]),
    rojo(
      `color_vomito = '${COLOR_VOMITO.verde}'`,
      'Vómito verde (bilis)',
      consejosRojo(
        'El vómito verde oscuro puede indicar que el intestino está obstruido: necesita valoración urgente aunque parezca estar bien.',
        NADA_POR_BOCA,
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    rojo(
      `color_vomito = '${COLOR_VOMITO.sangre}' AND sangre_vomito != '${SANGRE_VOMITO.hilos}'`,
      'Vómito con sangre',
      consejosRojo(
        'Vomitar sangre o manchas como posos de café necesita valoración urgente.',
        'Si puedes, haz una foto del vómito para enseñársela al médico.',
        NADA_POR_BOCA,
      ),
    ),
    rojo(
      `dolor_tripa = '${DOLOR_TRIPA.muyFuerte}'`,
      'Vómitos con dolor de tripa muy fuerte o que hace pensar en apendicitis',
      consejosRojo(
        'Un dolor de tripa muy fuerte con vómitos puede ser una apendicitis u otro problema que necesite cirugía.',
        NADA_POR_BOCA,
        'No le des analgésicos antes de que lo vea el médico, salvo que te lo indiquen.',
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    rojo(
      "a_chorro = 'si'",
      'Vómitos a chorro en un bebé pequeño',
      consejosRojo(
        'Los vómitos a chorro repetidos en un bebé de pocas semanas o meses pueden deberse a un estrechamiento a la salida del estómago (estenosis de píloro), que se deshidrata rápido y se opera.',
        'No le fuerces a comer más. Lleva apuntado cuántas tomas ha vomitado y cuántos pañales ha mojado hoy.',
      ),
    ),
    rojo(
      `hidratacion = '${HIDRATACION.grave}'`,
      'Signos de deshidratación grave o shock',
      consejosRojo(
        'Puede estar en shock por la pérdida de líquidos o por una infección: necesita atención inmediata. Mantenlo tumbado y tapado.',
        'Si está despierto y lo tolera, ofrécele pequeños sorbos de suero oral por el camino, sin forzarle.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `edad_rango = '0-3 meses' AND fiebre IN ${CON_FIEBRE}`,
      'Vómitos con fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, la fiebre (o la sensación de fiebre si no se ha podido medir) necesita que lo vea un médico enseguida.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen. Sigue ofreciéndole el pecho o el biberón.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    reglaCabezaNeurologico([SI_VOMITA_CAMINO], { si: `senales_graves = '${SENALES.neurologico}'` }),
    // ------------------------------------------------------------- amarillo
    reglaRespiracionDeprisa('Vómitos y respira deprisa', [MIENTRAS_SUERO], { medicacion: [SUERO_VOMITOS] }),
    reglaCabezaManana([MIENTRAS_SUERO], { medicacion: [SUERO_VOMITOS] }),
    amarillo(
      `color_vomito = '${COLOR_VOMITO.sangre}' AND sangre_vomito = '${SANGRE_VOMITO.hilos}'`,
      'Unos hilos de sangre tras vomitar muchas veces con fuerza',
      consejosAmarillo(
        'Después de muchas arcadas fuertes puede hacerse una pequeña herida al final del esófago que sangra un poco. Suele curarse sola en pocos días, pero que lo vea hoy un médico para comprobarlo.',
        'Si puedes, haz una foto del vómito para enseñársela.',
        'Ve a urgencias ahora si vomita más sangre o algo como posos de café, hace cacas negras, se pone pálido, se marea o está muy decaído.',
      ),
    ),
    amarillo(
      `enfermedad_plan_urgencias = '${CRONICA.metabolica}'`,
      'Vómitos en un niño con una enfermedad metabólica y régimen de urgencia',
      consejosAmarillo(
        'Con su enfermedad metabólica, cualquier vómito es motivo para empezar el régimen de urgencia y avisar hoy a su unidad, aunque ahora lo retenga.',
        ...CONSEJOS_PLAN_EN_MARCHA,
      ),
    ),
    amarillo(
      `hidratacion = '${HIDRATACION.poca}'`,
      'Vómitos con signos de deshidratación',
      consejosAmarillo(
        'Tiene signos de que le falta líquido: que lo vea hoy un médico para valorar cuánto suero necesita.',
        'Dale suero oral en pequeñas cantidades muy a menudo (una cucharadita o 5 ml cada 1-2 minutos). Si toma pecho, dale más a menudo.',
      ),
    ),
    amarillo(
      "no_retiene = 'si'",
      'No retiene ningún líquido',
      consejosAmarillo(
        'Si lo vomita todo desde hace horas, puede deshidratarse: que lo vea hoy un médico.',
        'Prueba con cantidades aún más pequeñas: 5 ml (una cucharadita) cada 2-3 minutos, con jeringa o cuchara.',
      ),
    ),
    amarillo(
      `dolor_tripa = '${DOLOR_TRIPA.continuo}'`,
      'Vómitos con dolor de tripa continuo',
      consejosAmarillo(
        'Un dolor de tripa que no se pasa entre vómitos debe valorarlo hoy un médico para descartar una apendicitis u otra causa.',
        'No le des de comer hasta que lo vean; sorbos pequeños de suero sí. No le des analgésicos salvo que te lo indique el médico.',
        'Si el dolor se vuelve muy fuerte, se va a la parte baja derecha de la tripa o le duele al andar o saltar, acude a urgencias ahora.',
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    amarillo(
      `(edad_rango = '0-3 meses' AND veces_vomito >= 2) OR (edad_rango = '3-6 meses' AND veces_vomito > 2)`,
      'Bebé menor de 6 meses que vomita varias veces',
      consejosAmarillo(
        'Los bebés pequeños se deshidratan antes: con varios vómitos en un día, que lo vea hoy un médico.',
        'Sigue ofreciéndole el pecho o el biberón en tomas más cortas y frecuentes. Apunta cuántos pañales moja.',
        'Si empieza a vomitar a chorro, vomita verde o moja muchos menos pañales, acude a urgencias ahora.',
      ),
    ),
    amarillo(
      'veces_vomito >= 8',
      'Vómitos muy frecuentes (8 o más en 24 horas)',
      consejosAmarillo('Con tantos vómitos en un día el riesgo de deshidratación es alto: que lo vea hoy un médico.'),
    ),
    amarillo(
      `pis_fiebre = '${PIS_FIEBRE.sintomas}' OR (pis_fiebre = '${PIS_FIEBRE.sinCausa}' AND edad_rango IN ${lista(EDADES_3_A_24_MESES)} AND diarrea = 'no')`,
      'Vómitos con fiebre y posible infección de orina',
      consejosAmarillo(
        'La fiebre con vómitos y molestias o cambios en el pis, o, en menores de 2 años, una fiebre sin otra causa, puede ser una infección de orina que llegue al riñón: hay que analizarle el pis hoy y, si lo es, empezar el antibiótico (NICE).',
        'Si puedes, recoge una muestra de pis en un bote estéril de farmacia (del chorro del medio, después de lavarle los genitales con agua) y guárdala en la nevera hasta que lo vean. No le des antibióticos que tengas en casa.',
        'Puedes darle paracetamol si está molesto; no le des ibuprofeno mientras vomite.',
        'Si vomita todo y no puede tomar líquidos ni medicinas, le duele la espalda o un costado o tiene tiritona, o lo ves cada vez peor, acude a urgencias ahora.',
      ),
      { medicacion: [SUERO_VOMITOS, PARACETAMOL], ver_tambien: ['orina', 'fiebre'] },
    ),
    amarillo(
      `fiebre = '${FIEBRE.alta}'`,
      'Vómitos con fiebre de 39 °C o más',
      consejosAmarillo(
        'Los vómitos con fiebre alta pueden deberse a otra infección (de orina, de oído, de pulmón…), no solo a un virus del estómago: que lo vea hoy un médico.',
        'Puedes darle paracetamol si está molesto; no le des ibuprofeno mientras vomite.',
      ),
      { medicacion: [SUERO_VOMITOS, PARACETAMOL], ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `duracion = '${DURACION.mas2}'`,
      'Vómitos durante más de 2 días',
      consejosAmarillo('Los vómitos de un virus del estómago suelen parar en 1 o 2 días: si duran más, que lo vea hoy un médico para buscar otra causa.'),
    ),
    amarillo(
      `duracion = '${DURACION.uno_dos}' AND diarrea = 'no'`,
      'Vómitos sin diarrea durante más de 24 horas',
      consejosAmarillo(
        'Cuando los vómitos duran más de un día sin diarrea, hay que descartar otras causas (infección de orina, apendicitis, diabetes…): que lo vea hoy un médico.',
        'Si puedes, lleva una muestra de pis en un bote limpio.',
      ),
    ),
    { ...reglaMuyEnfermo([MIENTRAS_SUERO]), medicacion: [SUERO_VOMITOS] },
    // ---------------------------------------------------------------- verde
    // Round 18: one vomit after a little of a listed harmless product, from 1 year (intoxicacion; Missouri Poison Center; NCPC).
    reglaIngestaInocua(INGESTA_PRODUCTO_INOCUO, [
      'Si vuelve a vomitar, dale suero oral de farmacia a sorbos pequeños (una cucharadita cada 1-2 minutos) y sigue con su leche o el pecho si toma.',
      'Si tiene fiebre, no es por lo que ha tomado: usa el apartado de fiebre para saber qué vigilar.',
    ]),
    // Round 19: one vomit after a minimally toxic medicine taken once by accident, from 1 to 11 years (Ontario and Missouri
    // poison centres; NCPC).
    reglaIngestaMedicamentoInocuo(INGESTA_MEDICAMENTO_INOCUO, [
      'Si vuelve a vomitar, dale suero oral de farmacia a sorbos pequeños (una cucharadita cada 1-2 minutos) y sigue con su leche o el pecho si toma.',
      'Si tiene fiebre, no es por lo que ha tomado: usa el apartado de fiebre para saber qué vigilar.',
    ]),
    {
      si: `fiebre IN ${lista([FIEBRE.baja, FIEBRE.sinMedir])}`,
      urgencia: 'verde',
      titulo: 'Vómitos con fiebre, sin signos de alarma',
      consejos: [
        'La fiebre de menos de 39 °C es frecuente en los virus del estómago.',
        'Si la fiebre sigue más de 24 horas sin otra causa clara (sin mocos, tos ni diarrea), o aparecen escozor al hacer pis o un pis que huele muy fuerte, que lo vea su pediatra y le analice el pis.',
        'Si está molesto por la fiebre, puedes darle paracetamol (sirve para que esté más cómodo, no para bajar el número del termómetro). No le des ibuprofeno mientras vomite.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Dale suero oral a sorbos', ACCION.vigila],
      medicacion: [SUERO_VOMITOS, PARACETAMOL],
      ver_tambien: ['fiebre'],
    },
    {
      si: "regurgitacion_habitual = 'si'",
      urgencia: 'verde',
      titulo: 'Regurgitaciones habituales de un bebé que está bien',
      consejos: [
        'Las bocanadas de leche que salen sin esfuerzo después de las tomas son muy frecuentes en los bebés (reflujo normal): casi la mitad las tienen, a veces muchas veces al día, y se pasan solas hacia el año de vida. Si come bien, está contento y gana peso, no necesita pruebas ni medicinas (NICE).',
        'Dale tomas algo más pequeñas y más frecuentes, ayúdale a echar los gases y mantenlo incorporado un rato después de comer. Si toma biberón, prepáralo con la cantidad exacta de agua del envase. Duerme siempre boca arriba.',
        'No cambies de leche ni dejes el pecho por las regurgitaciones sin hablarlo antes con tu pediatra.',
        VUELVE_SI,
        consejoConsultaSi([
          'las regurgitaciones cambian: salen con fuerza, a chorro o cada vez más',
          'rechaza las tomas, llora o se arquea de dolor al comer, o moja menos pañales',
          'no gana peso, o siguen después del año de vida',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: "diarrea = 'si'",
      urgencia: 'verde',
      titulo: 'Vómitos y diarrea sin signos de alarma',
      consejos: [
        'Parece un virus del estómago (gastroenteritis). Lo más importante es que no le falte líquido.',
        'Además del suero a sorbos para los vómitos, dale suero oral después de cada caca líquida (mira el flujo de diarrea).',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Dale suero oral a sorbos', ACCION.vigila],
      medicacion: [SUERO_VOMITOS],
      ver_tambien: ['diarrea'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Vómitos sin signos de alarma',
      consejos: [
        'Ahora no hay signos de alarma: puedes cuidarlo en casa, vigilando que beba y haga pis.',
        'En bebés pequeños, las bocanadas de leche sin esfuerzo después de las tomas (regurgitaciones) son normales si el bebé está contento y gana peso.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Dale suero oral a sorbos', ACCION.vigila],
      medicacion: [SUERO_VOMITOS],
    },
  ],
  avisos: [AVISO_PREOCUPADO],
});
