/**
 * Llanto que no se calma. Built on NHS Healthier Together "Excessive crying"
 * (crying peaks from 2 weeks to 4 months and is normal; red: weak,
 * high-pitched cry or can't be settled, breathing problems, colour, hard to
 * wake, fit, non-blanching rash, < 3 months with > 38 °C or < 36 °C), the
 * Belfast Trust crying-baby sheet (red: fingers or toes very red, swollen or
 * painful — hair tourniquet), the Schmitt-Thompson "Crying baby before 3
 * months" and "Crying child 3 months and older" protocols (call now if it
 * cannot be comforted after 2 hours, injury or pain suspected, bulging soft
 * spot, swollen scrotum, vomiting, or the parent fears hurting the baby),
 * NICE NG143 and the ICON programme ("never, ever shake a baby"). No medicine.
 * Round 2 (issue 9): the usual colic bout of a thriving baby is home care even
 * when it has not settled for 2 hours (NICE CKS colic, Rome IV, RCH, NHS),
 * while a new or different bout keeps the 2-hour rule; a swallowed battery,
 * magnet, product or object is asked (banderas-ingesta.ts).
 * Round 8: 2 hours or more that nothing settles, in an afebrile baby who is
 * well and feeding between bouts and has no red sign, is amarillo (a doctor
 * looks for the cause within hours: NICE CKS colic; Freedman 2009); the
 * visible causes a parent can check (a scratched eye, a hair tourniquet) and
 * streaks of blood in a thriving baby's stools (cow's milk proctocolitis:
 * ESPGHAN, NICE CKS) are amarillo, apart from their severe forms.
 * Round 12: the parent's fear of losing control has two forms (ICON; NHS
 * Healthier Together "Excessive crying"; NICE CG192): now, or the baby may
 * have been shaken or hurt → rojo; an urge earlier, the baby put down safely
 * and unhurt, the parent calm now but exhausted or low → amarillo (support
 * the same day from the GP, midwife or health visitor).
 */
import type { Aviso, Flujo, Regla } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  consejoConsultaSi,
  consejoVuelveSi,
  EDADES_MENOR_6_MESES,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  AVISO_PREOCUPADO,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PREOCUPADO,
  PREGUNTA_RESPIRA_MAL,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
  consejosRojo,
} from './comunes.ts';
import {
  FUENTE_ESPGHAN_PILAS,
  FUENTE_MONTREAL_PILAS,
  FUENTE_NASPGHAN_CUERPO_EXTRANO,
  FUENTES_INGESTA_INOCUA,
  ingestaConSintomaNoInocua,
  ingestaInocua,
  ingestaQueVisible,
  preguntaIngestaConSintoma,
  preguntaIngestaQue,
  reglaIngestaConSintoma,
  reglaIngestaInocua,
  reglaIngestaPilaIman,
} from './banderas-ingesta.ts';
import { FUENTES_PROCTOCOLITIS } from './banderas-abdomen.ts';
import { FICHAS } from './fichas.ts';
import { PREGUNTA_FIEBRE_LACTANTE, preguntaDiasFiebre, preguntaFiebre39, reglaFiebreAmbar, reglaFiebreMenor3Meses, PREGUNTA_SIGNOS_INFECCION_LACTANTE, reglaSignosInfeccionLactante, FUENTE_NG224 } from './banderas-lactante.ts';
import { conCribado } from './cribado-otras-puertas.ts';

/** Whether the crying can be settled at all, and for how long it has not (Schmitt: > 2 hours; HT red: can't be settled). */
export const CONSUELO = {
  aRatos: 'Se calma a ratos: en brazos, al pecho o con el biberón, meciéndolo o paseándolo',
  menos2h: 'Ahora no se calma con nada, pero lleva menos de 2 horas así',
  mas2h: 'Lleva 2 horas o más llorando sin parar y no se calma con nada',
} as const;


/**
 * Whether this crying is the baby's usual pattern (colic: evening crying, for
 * weeks, well between bouts) or new and different (Schmitt: crying that began
 * after 1 month or was never examined; HT: crying rises from 2 weeks).
 */
export const PATRON = {
  habitual: 'Es como otros días: llora sobre todo por la tarde o por la noche, desde hace días o semanas, y entre medias está bien',
  nuevo: 'Es la primera vez que llora así, o es distinto de otros días (más fuerte, más rato o a otras horas)',
} as const;

/**
 * A painful part of the body (asked as `parte_afectada` since round 8, which replaced round 6's `dolor_zona`): a limb the baby will not move or that hurts when moved, without
 * deformity (NICE NG143 amber "not using an extremity"; suspected fracture: X-ray today, NICE NG38); a
 * red, watering eye held shut (corneal abrasion: NICE CKS; Freedman 2009) and a hair wrapped round a finger,
 * toe or penis that keeps its colour (amarillo: remove it today); apart from the red findings (a deformed
 * limb; a finger, toe or penis dusky, pale or very red and swollen; a swollen, hard or painful groin or
 * testicle: incarcerated hernia or torsion).
 */
export const DOLOR_ZONA = {
  no: 'No',
  ojo: 'Tiene un ojo rojo que le llora, y lo cierra o se lo frota (puede haberse arañado con una uña)',
  pelo: 'Tiene un pelo o un hilo enrollado en un dedo de la mano o del pie o en el pene, y esa parte tiene su color normal y no está hinchada',
  miembro:
    'No mueve bien un brazo o una pierna, o llora cuando se lo mueves o se lo tocas (después de un golpe, de un pillón o sin saber por qué), pero no está torcido ni deformado',
  grave:
    'Un brazo o una pierna torcido o deformado; un dedo o el pene morado, oscuro, pálido o muy rojo e hinchado (con o sin un pelo enrollado); o un bulto en la ingle o un testículo hinchado, duro o que le duele',
} as const;

/**
 * Blood in the nappy (round 8), asked apart from the intussusception picture: streaks of red blood or mucus in
 * an otherwise normal stool (cow's milk proctocolitis, fissure: ESPGHAN; NICE CKS) against blood with vomiting,
 * a swollen tummy or a stool that is mostly blood.
 */
export const SANGRE_CACA = {
  no: 'No',
  hilos: 'Sí, unos hilos o puntitos de sangre roja, o moco, en una caca por lo demás normal',
  conSignos: 'Sí, y además vomita, tiene la tripa hinchada o dura, o la caca es casi toda sangre',
} as const;

/** ICON: Infant crying is normal; Comforting methods can help; It's OK to walk away; Never, ever shake a baby. */
/**
 * Round 12 (replaces `perder_control`): the parent's fear of harming the baby, now or earlier (ICON: "it's OK to walk
 * away" once the baby is safe; NHS Healthier Together excessive crying: if you feel you might harm your baby, put the
 * baby down safely in the cot, walk away and get help; NICE CG192 postnatal mental health), and a baby who may have
 * been shaken or hurt. Ordered from mild to severe: the parent chooses the lowest that fits.
 */
export const CONTROL = {
  no: 'No',
  antes:
    'Lo sentí antes, pero dejé al bebé a salvo en su cuna, no le pasó nada y ahora estoy más tranquilo, aunque agotado o bajo de ánimo',
  ahora: 'Sí, ahora mismo: temo que podría hacerle daño o no consigo controlarme (sobre todo si estoy solo con el bebé)',
  danado: 'Alguien (yo u otra persona) ha podido zarandearlo, sacudirlo, golpearlo o hacerle daño, aunque parezca estar bien',
} as const;

const TITULO_APOYO = 'Sentiste que podías perder el control: pide apoyo hoy';

/** Same-day support for the parent (ICON: GP, midwife or health visitor; NICE CG192), in Spain's primary care words. */
const APOYO_HOY =
  'Pide hoy cita con tu médico de familia, tu matrona o la enfermera de pediatría de tu centro de salud (o con tu pediatra, y que vea también al bebé) y cuéntales cómo te sentiste: te ayudarán a descansar y a valorar si hay un bajón o una depresión después del parto, que tiene tratamiento (NICE CG192). Si hoy no te pueden atender, llama a tu centro de salud o ve a urgencias.';

/** Spain's free 24-hour line for suicidal thoughts (Ministerio de Sanidad, 2022). */
const LINEA_024 = '024, la línea gratuita de atención a la conducta suicida, las 24 horas';

export const CONSEJO_NUNCA_ZARANDEAR =
  'Nunca, nunca zarandees ni sacudas a un bebé: puede causarle lesiones cerebrales graves o la muerte. Si sientes que pierdes los nervios, déjalo boca arriba en su cuna, sal de la habitación unos minutos para calmarte y pide ayuda a alguien de confianza; después vuelve a verlo.';


/**
 * The usual colic pattern, which the 2-hour rule must not override (issue 9,
 * pattern 3; see notas): a baby under 6 months whose parents say this crying
 * is like other days, well and feeding between bouts, without fever, not
 * looking very ill, and not a newborn under 2 weeks (colic starts at about 2
 * weeks: HT; Wessel). Any of those missing is a change, and the 2-hour rule
 * applies again.
 */
export const COLICO_HABITUAL =
  `edad_rango IN ${lista(EDADES_MENOR_6_MESES)} AND patron = '${PATRON.habitual}' AND bien_entre_llantos = 'si' AND fiebre = 'no' AND muy_enfermo = 'no'` +
  ` AND (edad_rango = '3-6 meses' OR menor_2_semanas = 'no')`;

/**
 * Two hours or more without settling is rojo only with fever (NICE NG143 red "continuous cry") or when the baby
 * is not well between bouts; an afebrile baby who is well and feeding, with no red sign, needs a doctor within
 * hours (round 8: NICE CKS colic; Freedman 2009).
 */
const DOS_HORAS_CON_SIGNOS = `consuelo = '${CONSUELO.mas2h}' AND NOT (${COLICO_HABITUAL}) AND (fiebre = 'si' OR bien_entre_llantos = 'no')`;

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, consejos: (c) => [...c, CONSEJO_NUNCA_ZARANDEAR, CONSEJO_AMARILLO] });

/** Soothing steps (Schmitt care advice; HT; ICON). */
const COMO_CALMARLE: readonly string[] = [
  'Comprueba lo básico: si tiene hambre, sueño, el pañal sucio, calor o frío, o la ropa le aprieta. Mírale también los dedos de manos y pies y el pene por si un pelo se le ha enrollado.',
  'Para calmarle: cógelo en brazos pegado a ti, mécelo o paséalo (en brazos, en fular o en el carrito), háblale o cántale bajito, ponle un ruido suave y constante (secador, aspiradora o ruido blanco) y baja las luces. Un baño templado o un masaje en la tripa pueden ayudar.',
  'Los gases no causan el llanto: todos los bebés que lloran tragan aire. No hacen falta infusiones, anises ni medicinas para los cólicos, y no cambies de leche sin hablarlo con tu pediatra.',
];

const APOYO_PADRES: readonly string[] = [
  'Es normal sentirse agotado o desbordado: turnaos con tu pareja o pide ayuda a familiares y amigos para poder descansar. Tu pediatra, tu enfermera o tu matrona también pueden ayudarte.',
  CONSEJO_NUNCA_ZARANDEAR,
];

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'lleva 2 horas o más llorando sin parar y no se calma con nada, y ese llanto es nuevo o distinto del de otros días',
  'tiene un llanto débil, quejumbroso o muy agudo',
  'tiene fiebre y es menor de 3 meses',
  'vomita de color verde o hace caca con sangre',
  'tiene crisis de llanto muy fuerte, como de dolor, y entre ellas está pálido o flojo',
  'sientes que no puedes más o que podrías hacerle daño (antes, déjalo boca arriba en su cuna y sal de la habitación)',
]);

const CONSULTA_SI = consejoConsultaSi([
  'ningún médico le ha visto todavía por este llanto',
  'no gana peso o parece tener hambre',
  'el llanto empezó después del primer mes o sigue después de los 4 meses',
  'está más irritable de lo normal desde hace 2 días o más',
  'estás agotado por el llanto',
]);

const llantoBase: Flujo = {
  ...FICHAS.llanto_inconsolable,
  fuentes: [
    FUENTE_NG224,
    ...FUENTES_INGESTA_INOCUA,
    {
      titulo: 'NHS Healthier Together. Excessive crying (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://staging.healthiertogether.nhs.uk/new-parent-and-baby/excessive-crying',
    },
    {
      titulo: 'Belfast Health and Social Care Trust. Crying baby – children’s symptom checker (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/crying-baby/',
    },
    {
      titulo: 'Schmitt BD. Crying baby – less than 3 months (includes colic) (versión para padres de una consulta pediátrica; sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.tenaflypediatrics.com/crying-baby-less-than-3-months/',
    },
    {
      titulo: "Children's Hospital Colorado (Schmitt BD). Crying child – 3 months and older (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.childrenscolorado.org/conditions-and-advice/conditions-and-symptoms/symptoms/crying-child-3-months-and-older/',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s (rojo: llanto débil, agudo o continuo; fontanela abombada; ámbar: no usa una extremidad)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: "Connecticut Children's. Intussusception – información para familias (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.connecticutchildrens.org/health-library/en/parents/intussusception/',
    },
    {
      titulo: 'Lancashire County Council. Babies cry, you can cope (programa ICON) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://lancashire.gov.uk/children-education-families/pregnancy-baby-and-parenting/bump-birth-and-beyond/babies-cry-you-can-cope',
    },
    {
      titulo: 'Rotherham Safeguarding Children Partnership. Infant crying and how to cope (ICON: está bien alejarse si el bebé está seguro; nunca zarandearlo; apoyo del médico de familia, la matrona o la enfermera) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.rscp.org.uk/homepage/47/infant-crying-and-how-to-cope-icon',
    },
    {
      titulo: 'NICE CG192. Antenatal and postnatal mental health: clinical management and service guidance (reconocer y apoyar el malestar psicológico después del parto)',
      anio: 2014,
      url: 'https://www.nice.org.uk/guidance/cg192',
    },
    {
      titulo: 'RTVE. Sanidad presenta el 024, la línea de atención a la conducta suicida: gratuita, 24 horas',
      anio: 2022,
      url: 'https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml',
    },
    {
      titulo: 'NICE NG38. Fractures (non-complex): assessment and management (radiografía ante sospecha de fractura)',
      anio: 2016,
      url: 'https://www.nice.org.uk/guidance/ng38',
    },
    {
      titulo: 'NICE CG89. Child maltreatment: when to suspect maltreatment in under 18s (fracturas en niños que aún no se desplazan)',
      anio: 2009,
      url: 'https://www.nice.org.uk/guidance/cg89/chapter/Recommendations',
    },
    {
      titulo: 'NICE CKS. Colic – infantile (episodios repetidos de llanto excesivo e inconsolable en un lactante sano que crece bien; signos de alarma)',
      anio: 2023,
      url: 'https://cks.nice.org.uk/topics/colic-infantile/',
    },
    {
      titulo: 'NHS. Colic (llora más de 3 horas al día, 3 días a la semana, al menos 1 semana; llanto intenso, difícil de calmar)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/colic/',
    },
    {
      titulo: "The Royal Children's Hospital Melbourne. Clinical Practice Guidelines: Unsettled or crying babies (colic) (el llanto puede durar varias horas; aparición brusca: buscar otra causa)",
      anio: 2026,
      url: 'https://www.rch.org.au/clinicalguide/guideline_index/Crying_Baby_Infant_Distress/',
    },
    {
      titulo: 'Benninga MA, et al. Childhood functional gastrointestinal disorders: neonate/toddler (Roma IV: cólico del lactante). Gastroenterology 2016;150:1443-1455',
      anio: 2016,
      url: 'https://doi.org/10.1053/j.gastro.2016.02.016',
    },
    FUENTE_ESPGHAN_PILAS,
    FUENTE_NASPGHAN_CUERPO_EXTRANO,
    FUENTE_MONTREAL_PILAS,
    {
      titulo:
        'Freedman SB, Al-Harthy N, Thull-Freedman J. The crying infant: diagnostic testing and frequency of serious underlying disease. Pediatrics 2009;123:841-848 (lactantes sin fiebre: 5 % con causa grave; la historia y la exploración la encuentran)',
      anio: 2009,
      url: 'https://doi.org/10.1542/peds.2008-0113',
    },
    ...FUENTES_PROCTOCOLITIS,
    {
      titulo: 'NICE NG217. Epilepsies in children, young people and adults: recommendations (derivación urgente de los espasmos infantiles)',
      anio: 2022,
      url: 'https://www.nice.org.uk/guidance/ng217/chapter/Recommendations',
    },
    {
      titulo: 'NICE CKS. Corneal superficial injury (arañazo en la córnea: valoración en el día)',
      anio: 2022,
      url: 'https://cks.nice.org.uk/topics/corneal-superficial-injury/',
    },
  ],
  revisado: '2026-12-05',
  notas: [
    'Ronda 18, lo que ha tragado era casi inofensivo (banderas-ingesta.ts): antes, cualquier medicamento, producto u objeto tragado daba rojo aquí, porque estar irritable es un síntoma tras un tóxico (intoxicacion) y el dolor tras tragar un objeto también (cuerpo_extrano), aunque fuera un lametazo de jabón o una cuenta de plástico en un niño que ya lloraba por otra cosa. Ahora, desde 1 año, tras «un medicamento, un producto…» o «otro objeto», una pregunta nueva (ingesta_que) deja decir que fue un poco de uno de los productos casi inofensivos de la lista de intoxicacion (la misma lista), con como mucho un vómito o un rato de tripa desde entonces, o un solo objeto pequeño, liso y sin punta que no es de metal ni una pila, sin toser al tragarlo y sin ningún signo de que se haya quedado atascado (babeo, no come ni bebe, dolor, tos, vómitos; NASPGHAN 2015, ESPGHAN 2021: los objetos pequeños y romos pasan solos). Con esas respuestas lo tragado no da nivel: deciden las preguntas del llanto, y si el resultado es verde, es el verde compartido con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción y la red de seguridad (Merck, NPIS, Missouri Poison Center, Alder Hey), como en intoxicacion y cuerpo_extrano. «Otra cosa o no estoy seguro» sigue en rojo, igual que la pila y los imanes. En menores de 1 año no se pregunta y sigue en rojo: intoxicacion y cuerpo_extrano nunca dan verde antes del año, y en un bebé que llora no se puede separar el llanto de antes de un síntoma nuevo (lectura prudente).',
    'No se calma con nada: Healthier Together pone en rojo el llanto que "no se puede calmar" sin dar duración, y NICE NG143 el llanto "continuo"; Schmitt manda llamar ya si no se calma tras intentarlo más de 2 horas (y en mayores de 3 meses si lleva más de 1 hora gritando muy irritable). Elegimos: 2 horas o más sin calmarse con nada → rojo; sin calmarse con nada desde hace menos de 2 horas → amarillo (que lo vea un médico en unas horas, y a urgencias si llega a 2 horas); se calma a ratos → decide el resto de preguntas. Excepción desde la ronda 2: el patrón habitual del cólico (párrafo siguiente). Por eso este flujo no usa la pregunta global de "llanto continuo que no consigues calmar", sino una propia con duración.',
    'Cólico frente a llanto nuevo (issue 9, patrón 3; ronda 2): la regla de las 2 horas ya no pasa por encima del patrón habitual. NICE CKS define el cólico como episodios repetidos de llanto excesivo e inconsolable en un lactante que por lo demás está sano y crece bien; Roma IV, como llanto que los cuidadores no pueden evitar ni calmar, en menores de 5 meses; el RCH de Melbourne y el NHS dicen que los ratos de llanto pueden durar varias horas, sobre todo por la tarde, y son difíciles de calmar; Healthier Together, que el llanto aumenta de las 2 semanas a los 4 meses y es normal. Schmitt, en cambio, describe el cólico como "consolable en brazos" y manda llamar ya a cualquier bebé que no se calma tras 2 horas. Elegimos NICE CKS, Roma IV y Healthier Together para el patrón conocido, y Schmitt para todo lo demás, así: VERDE si es menor de 6 meses, los padres dicen que este llanto es como el de otros días (sobre todo por la tarde o la noche, desde hace días o semanas), entre medias está bien, come, moja pañales y gana peso, no tiene fiebre, no lo ven muy enfermo y no es un recién nacido de menos de 2 semanas (el cólico empieza hacia las 2 semanas: Healthier Together, Wessel), aunque este rato lleve 2 horas o más sin calmarse con nada: resultado propio de cuidados en casa que dice qué cambio lo haría urgente. ROJO si no se calma con nada desde hace 2 horas o más y falta cualquiera de esas condiciones: es la primera vez o es distinto de otros días (más fuerte, más largo, a otra hora), no está bien entre llantos, tiene fiebre, lo ven muy enfermo o tiene menos de 2 semanas (Healthier Together rojo "no se puede calmar"; NICE NG143 rojo "llanto continuo"; Schmitt; RCH y NICE CKS: el llanto de comienzo brusco obliga a buscar otra causa); también desde los 6 meses, donde no hay cólico. AMARILLO si no se calma desde hace menos de 2 horas con esas mismas condiciones de cambio. Los signos rojos propios (llanto débil o agudo, fiebre en menores de 3 meses, fontanela, crisis con palidez, dolor al moverle, pelo enrollado, temor a perder el control) siguen dando rojo sea cual sea el patrón. Las preguntas del patrón y de cómo está entre llantos van ahora justo después de la de consuelo, para que el rojo de un llanto nuevo no espere.',
    'Llanto débil, quejumbroso o muy agudo → rojo (NICE NG143; Healthier Together). Fiebre de 38 °C o más o temperatura menor de 36 °C en menores de 3 meses → rojo; en mayores, la fiebre se remite al flujo fiebre (y a dolor de oído), verde si se calma a ratos y no hay otros signos.',
    'Invaginación intestinal (crisis de llanto muy intenso y repentino, como de dolor, que se repiten cada pocos minutos, encoge las piernas y entre una y otra está pálido, flojo o adormilado; vómitos; caca con sangre "en jalea de grosella"): urgencia quirúrgica → rojo. Vómito verde o caca con sangre en un bebé que llora → rojo (Healthier Together/Belfast: vómito verde rojo; la sangre en un lactante que llora se trata como posible invaginación; revisar con pediatría si la sangre sola, sin crisis de dolor, debería ser amarillo).',
    'Fontanela abombada o cuello rígido → rojo (NICE NG143). Dedo de la mano o del pie (o el pene) rojo, hinchado o con un pelo enrollado, bulto en la ingle duro o doloroso, testículo hinchado o un miembro deformado → rojo (Belfast: torniquete por pelo; Schmitt: escroto hinchado; NHS: hernia atrapada y torsión testicular a urgencias). Ronda 6: antes la misma pregunta juntaba con esos signos "llora más al tocarle o moverle, no mueve bien un brazo o una pierna o puede haberse dado un golpe" (todo rojo; Schmitt pone "injury suspected" y "cries when touched or moved" en "llamar ya", que nuestra tabla asimila a rojo). NICE NG143 pone "no usar una extremidad" en ámbar, y NICE NG38 (fracturas) pide radiografía cuando se sospecha una fractura; sin deformidad, en un bebé que por lo demás está bien, eso es "que lo vean hoy". Ahora la pregunta (con otro id, dolor_zona, para que se responda de nuevo) separa: un brazo o una pierna que no mueve bien o que le duele al moverlo, tras un golpe, un pillón o sin saber por qué, sin deformidad → amarillo, radiografía hoy, con un consejo neutro de que el médico preguntará cómo ocurrió (NICE CG89: en un bebé que aún no se desplaza, una fractura sin explicación clara obliga a pensar en una lesión no accidental); deformidad, pelo enrollado, bulto en la ingle o testículo hinchado → rojo como antes. La fiebre, el aspecto y los demás signos rojos siguen decidiendo por su cuenta.',
    'Padre o madre que teme perder el control o hacer daño al bebé, o que alguien lo haya zarandeado → rojo (Schmitt "call now"; ICON: nunca zarandear). Se formula sin juicio, con la pauta de dejar al bebé seguro en la cuna y pedir ayuda. Todos los resultados verdes y amarillos incluyen el mensaje de ICON. Desde la ronda 12 se separan dos formas (nota de la ronda 12).',
    'Ronda 12, el miedo a perder el control tiene dos formas: la pregunta perder_control (un solo Sí, siempre rojo) juntaba al padre o la madre que ahora mismo, solo con el bebé, teme hacerle daño con el que lo sintió hace un rato, hizo lo que enseña el programa ICON (dejar al bebé a salvo en la cuna y alejarse) y ahora está tranquilo pero agotado o bajo de ánimo. El programa ICON del NHS («está bien alejarse si el bebé está seguro; vuelve cuando estés tranquilo»; apoyo del médico de familia, la matrona o la enfermera) y Healthier Together (llanto excesivo: si sientes que puedes hacerle daño, déjalo en la cuna, sal y pide ayuda) separan esos dos momentos, y NICE CG192 pide reconocer y apoyar el malestar psicológico después del parto. La pregunta nueva (control_padres, que sustituye a perder_control) va ahora justo después de las señales globales y de la pila, antes de la de consuelo, para que quien está en crisis no espere: AHORA teme hacerle daño o no consigue controlarse → ROJO, con el 112 o alguien que venga ya, y los pasos de ICON (dejarlo boca arriba en la cuna y salir); alguien ha podido zarandearlo, sacudirlo, golpearlo o hacerle daño → ROJO, como antes (las lesiones del cerebro pueden no notarse al principio: NICE CG89); lo sintió ANTES, dejó al bebé a salvo, no le pasó nada y ahora está tranquilo aunque agotado o bajo de ánimo → AMARILLO: cita hoy con su médico de familia, su matrona o la enfermera de pediatría (o su pediatra, que vea también al bebé), no quedarse solo con el bebé, y qué lo haría rojo (volver a sentirlo sin nadie cerca, un posible daño al bebé, pensamientos de hacerse daño: 112 o la línea 024). Si otro hallazgo del bebé ya da amarillo, ese resultado se muestra y un aviso añade el apoyo al padre o la madre. Las opciones van de la más leve a la más grave y la ayuda pide elegir la que esté más abajo si encajan varias (la lectura prudente).',
    'No está bien entre los llantos, come menos, vomita las tomas, moja menos pañales o no gana peso (una sola pregunta) → amarillo (NICE ámbar: alimentación escasa y menos orina; Schmitt: el dolor de causa orgánica hace que no esté contento entre llantos, y no ganar peso es "llamar en 24 horas"; Schmitt pone los vómitos en menores de 3 meses en "llamar ya": lectura intermedia, revisar con pediatría).',
    'Cólico del lactante (llanto de 3 horas o más al día, 3 o más días por semana, en un bebé de menos de 3-4 meses que come, gana peso y está bien entre llantos) → verde con consejos para calmarle, apoyo a los padres y consulta no urgente si nadie le ha visto todavía (Schmitt lo deja para horario de consulta); si el rato de llanto de hoy no se calma con nada, el resultado verde propio del párrafo anterior.',
    'Sin medicación: el llanto no se trata con antitérmicos ni con medicinas para los gases; si hay fiebre o dolor de oído, las dosis están en esos flujos.',
    'Puertas equivocadas: el llanto es la forma en que un bebé expresa casi cualquier enfermedad, así que este flujo pregunta los signos de lo grave que puede esconder. Infección grave, sepsis o meningitis: color, adormilado o llanto débil o agudo, fontanela abombada y fiebre de 38 °C (o menos de 36 °C) en menores de 3 meses → rojo; 39 °C o más a los 3-6 meses o fiebre de 5 días o más → amarillo (NICE NG143, preguntas compartidas de banderas-lactante; remite a fiebre). Invaginación intestinal (crisis de llanto con las piernas encogidas y palidez o flojera entre crisis, vómito verde, caca con sangre) → rojo (remite a dolor_abdominal y vomitos). Hernia inguinal atrapada o torsión testicular (bulto duro en la ingle, testículo rojo e hinchado), torniquete por un pelo (dedo o pene rojo e hinchado) y lesión o bebé zarandeado (llora al moverle, no mueve un miembro) → rojo (Belfast; Schmitt; remite a golpes_caidas). Dificultad respiratoria (bronquiolitis) → rojo con la pregunta global. Problema de alimentación, reflujo con poco aumento de peso o alergia a la leche (no está bien entre llantos, come poco, moja menos pañales, no gana peso) → amarillo (remite a lactancia_alimentacion). Otitis: con fiebre en mayores de 3 meses remite a fiebre y dolor_oido. Ronda 2: un objeto o un producto tragados (banderas-ingesta.ts, de 3 meses a menores de 6 años, antes de la pregunta de consuelo), que en un bebé o un niño pequeño se presentan muchas veces solo como llanto o irritabilidad y sin que nadie lo haya visto. Pila de botón o imanes → rojo aunque no haya otros síntomas (ESPGHAN 2021; NASPGHAN), con la miel desde 1 año de camino (Montreal Children’s); un medicamento, un producto u otro objeto → rojo también, porque estar irritable ya es un síntoma tras un tóxico (intoxicacion) y el dolor tras tragar un objeto también (cuerpo_extrano).',
    'Patrón habitual (issue 9, patrón 3): se pregunta en menores de 6 meses si este llanto es el de otros días (sobre todo por la tarde-noche, desde hace días o semanas, y bien entre medias) o nuevo y distinto. El patrón habitual en un bebé que está bien entre llantos → verde "cólico" (Healthier Together: el llanto aumenta desde las 2 semanas y es normal hasta los 4 meses; Schmitt: cólico = atención en casa), también durante un rato largo que no se calma (ronda 2, arriba). Un llanto nuevo sin ningún otro signo y que se calma a ratos → verde con cita no urgente con el pediatra (Schmitt: "crying began after 1 month", "never examined for colic" → horario de consulta). Un llanto nuevo en un recién nacido de menos de 2 semanas → amarillo: el cólico casi nunca empieza antes de las 2 semanas (Healthier Together: el llanto aumenta a partir de las 2 semanas), y en esos días el llanto suele ser hambre o un problema de alimentación que hay que comprobar pesándolo; Schmitt manda llamar ya si un menor de 1 mes "parece enfermo", que aquí ya decide la pregunta de aspecto. La pregunta de menos de 2 semanas se hace ahora también con el patrón habitual cuando el llanto no se calma, porque el verde del rato largo exige tener 2 semanas o más. Cualquier cambio con signos (fiebre, vómitos, crisis de palidez, no come) escala por sus propias preguntas.',
    'Ronda 8, dos horas sin calmarse: hasta ahora, 2 horas o más sin calmarse con nada eran rojo fuera del cólico habitual. NICE NG143 pone el "llanto continuo" en rojo en el niño con fiebre; en el lactante sin fiebre, NICE CKS (cólico: "rasgos que sugieren otra causa") y Freedman 2009 (Pediatrics: de 237 lactantes sin fiebre llevados a urgencias por llanto, el 5 % tenía una causa grave, y la historia y la exploración la encontraron; el mal aspecto era lo que la señalaba) piden buscar la causa con una exploración, no una ambulancia. Elegimos: 2 horas o más sin calmarse con nada sigue siendo ROJO si tiene fiebre o no estaba bien entre los llantos (no come, vomita las tomas, moja menos pañales); si no tiene fiebre, está bien y come, y no hay ningún otro signo rojo → AMARILLO, que lo vea un médico en unas horas (pelo enrollado, arañazo en el ojo, hernia, infección de orina, fractura). Los signos rojos no se tocan: color, respiración, adormilado o llanto débil o agudo (NG143), fontanela, vómito verde, crisis con palidez (invaginación), fiebre en menores de 3 meses.',
    'Ronda 8, causas que los padres pueden ver: la pregunta de la parte del cuerpo (nuevo id parte_afectada, porque su opción roja cambia) añade un ojo rojo que llora y cierra (arañazo en la córnea: NICE CKS, valoración en el día → amarillo) y un pelo o hilo enrollado en un dedo o en el pene con la parte de su color normal y sin hinchar (→ amarillo: quitarlo hoy y que lo revise un médico). El dedo o el pene morado, oscuro, pálido o muy rojo e hinchado sigue en rojo con la deformidad, la ingle y el testículo (Belfast pone en rojo "dedos muy rojos, hinchados o dolorosos": lo mantenemos, aunque el encargo pedía rojo solo para el color oscuro; es la lectura más prudente).',
    'Ronda 8, sangre en la caca: la pregunta roja de la tripa juntaba la invaginación, el vómito verde y "caca con sangre". Ahora (nuevo id crisis_vomito_verde) solo pregunta las crisis de llanto con palidez o flojera, el vómito verde y la caca de sangre oscura y moco en "mermelada de grosella" → rojo (invaginación: NICE CKS, Connecticut Children\'s). Aparte, sangre_caca: unos hilos de sangre roja o moco en una caca por lo demás normal, en un bebé que come, no tiene fiebre y está bien → amarillo (proctocolitis por proteína de leche de vaca o fisura: ESPGHAN 2012 y NICE CKS describen a un lactante sano con hilos de sangre y moco, que se ve en consulta); sangre con vómitos, tripa hinchada o dura, o caca casi toda de sangre → rojo (obstrucción, enterocolitis).',
    'Ronda 8, espasmos infantiles: de 3 a 12 meses se pregunta si el llanto sigue a salvas de sacudidas muy cortas con flexión de cabeza y tronco y brazos arriba, a menudo al despertar (síndrome de West) → AMARILLO, pediatra hoy con vídeo (NICE NG217: derivación urgente), con enlace a convulsion. No es rojo salvo que haya un signo rojo (color, respiración, adormilado, fontanela), que se pregunta antes.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" es un signo → amarillo (NICE NG143; Schmitt "looks or acts very sick"); la preocupación de los padres ya no sube el nivel, pero añade al resultado la teleconsulta y cuándo ir igualmente.',
    'Ronda 10, infección sin fiebre en menores de 3 meses: un bebé de menos de 3 meses puede tener una infección grave, sobre todo de orina, sin fiebre. NICE NG224 (tabla 1) da como síntomas más frecuentes a esta edad los vómitos, el decaimiento, la irritabilidad y comer mal, y como menos frecuentes la orina maloliente; y deriva de inmediato a pediatría a todo menor de 3 meses con sospecha de infección de orina. NICE NG143 pone en ámbar comer mal y en rojo al bebé que no se despierta o no se mantiene despierto. Antes, aquí un menor de 3 meses que no estaba bien entre llantos (come peor, vomita las tomas) sin fiebre era amarillo, y el pipí turbio no se preguntaba. Ahora una pregunta compartida (banderas-lactante, id signos_infeccion_lactante, solo de 0 a 3 meses, tras la de fiebre): come peor y además vomita, está más dormido o flojo de lo normal, o el pipí huele muy fuerte o se ve turbio → ROJO, con o sin fiebre (elegimos NG224, la lectura prudente, frente al ámbar de NG143 para comer mal solo). Comer algo peor sin vómitos, sin estar más dormido y con pipí normal no entra, y un bebé que come y crece bien sigue igual.',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_RESPIRA_MAL,
    PREGUNTA_COLOR_GRAVE,
    {
      id: 'adormilado_llanto',
      texto:
        '¿Está muy adormilado o flojo, cuesta mucho despertarlo o no responde, o su llanto es distinto del habitual: muy débil o como un quejido, o muy agudo, como un chillido?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    // Round 18: a product (and an object where offered) is no longer an alarm answer by itself.
    preguntaIngestaConSintoma(true),
    // Round 18: a harmless product or one small smooth object, from 1 year (banderas-ingesta.ts).
    preguntaIngestaQue(ingestaQueVisible(true), true),
    {
      // Round 12: a new id (it was 'perder_control', a single yes, always rojo): now, earlier, or the baby may be hurt.
      id: 'control_padres',
      texto:
        '¿Y tú cómo estás? ¿Has sentido que podías perder el control o hacerle daño al bebé, o alguien ha podido zarandearlo o hacerle daño?',
      tipo: 'opciones',
      opciones: [CONTROL.no, CONTROL.antes, CONTROL.ahora, CONTROL.danado],
      ayuda:
        'Le pasa a muchos padres agotados, y contarlo es pedir ayuda: es lo mejor que puedes hacer por tu bebé. Si ahora mismo sientes que podrías hacerle daño, déjalo boca arriba en su cuna y sal de la habitación antes de seguir. Si encaja más de una opción, elige la que esté más abajo.',
      alarma: [CONTROL.ahora, CONTROL.danado],
    },
    {
      id: 'consuelo',
      texto: '¿Consigues calmarle?',
      tipo: 'opciones',
      opciones: [CONSUELO.aRatos, CONSUELO.menos2h, CONSUELO.mas2h],
      ayuda: 'Prueba antes lo básico: darle de comer, cambiarle el pañal, cogerlo en brazos y mecerlo. Mira el reloj para saber cuánto tiempo lleva.',
      alarma: [CONSUELO.mas2h],
    },
    // Right after how it settles: the 2-hour rule depends on whether this is the usual pattern.
    {
      id: 'bien_entre_llantos',
      texto:
        'Cuando no llora, ¿está bien: tranquilo, come como siempre (sin vomitar las tomas, las pequeñas bocanadas no cuentan), moja sus pañales y va ganando peso?',
      tipo: 'si_no',
      alarma: ['no'],
    },
    {
      id: 'patron',
      texto: '¿Cómo es este llanto, comparado con otros días?',
      tipo: 'opciones',
      opciones: [PATRON.habitual, PATRON.nuevo],
      ayuda:
        'El cólico del lactante empieza hacia las 2 semanas de vida: el bebé llora mucho, sobre todo a última hora de la tarde, a veces durante horas sin que nada lo calme, y entre llantos está bien. Si hoy es como otros días, elige la primera opción aunque ahora no se calme; si es más fuerte, más largo, a otra hora o distinto, la segunda.',
      mostrar_si: `edad_rango IN ${lista(EDADES_MENOR_6_MESES)}`,
    },
    {
      id: 'menor_2_semanas',
      texto: '¿Tiene menos de 2 semanas de vida?',
      tipo: 'si_no',
      // Also asked of the usual pattern when the crying does not settle now: colic does not start before about 2 weeks.
      mostrar_si: `edad_rango = '0-3 meses' AND (patron = '${PATRON.nuevo}' OR consuelo != '${CONSUELO.aRatos}')`,
      alarma: ['si'],
    },
    PREGUNTA_FIEBRE_LACTANTE,
    PREGUNTA_SIGNOS_INFECCION_LACTANTE,
    preguntaFiebre39(),
    preguntaDiasFiebre(),
    {
      id: 'fontanela',
      texto: '¿Tiene la fontanela (la "mollera") abultada o tensa estando tranquilo, o el cuello rígido (no puede bajar la barbilla al pecho)?',
      tipo: 'si_no',
      ayuda: 'La fontanela se mira con el bebé tranquilo e incorporado: normalmente está blanda y plana. Al llorar se abomba un poco, y eso es normal.',
      alarma: ['si'],
    },
    {
      // Round 8: a new id (it was 'tripa', which lumped any blood in the nappy with the intussusception picture).
      id: 'crisis_vomito_verde',
      texto:
        '¿Tiene crisis de llanto muy fuerte, como de dolor, que se repiten cada pocos minutos y entre ellas está pálido, flojo o adormilado; ha vomitado algo verde; o ha hecho una caca de sangre oscura y moco, como mermelada de grosella?',
      tipo: 'si_no',
      ayuda: 'En esas crisis suele encoger las piernas hacia la tripa y gritar de repente; entre una y otra puede quedarse como agotado.',
      alarma: ['si'],
    },
    {
      id: 'sangre_caca',
      texto: '¿Has visto sangre en su caca o en el pañal?',
      tipo: 'opciones',
      opciones: [SANGRE_CACA.no, SANGRE_CACA.hilos, SANGRE_CACA.conSignos],
      ayuda:
        'Unos hilos de sangre roja o un poco de moco en una caca normal, en un bebé que come y está bien, suelen deberse a una alergia a la leche o a una pequeña herida del ano: hay que verlo hoy, pero no es una emergencia. Si además vomita, tiene la tripa hinchada o dura, o la caca es casi toda sangre, elige la última opción.',
      mostrar_si: "crisis_vomito_verde = 'no'",
      alarma: [SANGRE_CACA.conSignos],
    },
    {
      // Round 8: a new id (it was round 6's 'dolor_zona', whose red option lumped a hair tourniquet of any colour).
      id: 'parte_afectada',
      texto: '¿Le duele o le pasa algo en una parte concreta del cuerpo?',
      tipo: 'opciones',
      opciones: [DOLOR_ZONA.no, DOLOR_ZONA.ojo, DOLOR_ZONA.pelo, DOLOR_ZONA.miembro, DOLOR_ZONA.grave],
      ayuda:
        'Desnúdalo del todo y míralo con buena luz: un pelo enrollado en un dedo o en el pene puede ser casi invisible; si el dedo está morado, oscuro o muy hinchado, es la última opción. Mira también los ojos, la ingle y los testículos. Si encaja más de una opción, elige la que esté más abajo.',
      alarma: [DOLOR_ZONA.grave],
    },
    {
      // Round 8 (NICE NG217; West syndrome): clusters of infantile spasms are often followed by crying.
      id: 'espasmos_salvas',
      texto:
        '¿Llora después de salvas de sacudidas muy cortas, de 1 o 2 segundos cada una, en las que dobla de golpe la cabeza y el cuerpo y sube o abre los brazos, una detrás de otra, a menudo al despertarse?',
      tipo: 'si_no',
      ayuda: 'Parecen un sobresalto que se repite muchas veces seguidas y no paran aunque le cojas. A veces el bebé sonríe menos o deja de hacer cosas que ya hacía. Si puedes, grábalo en vídeo.',
      mostrar_si: `edad_rango IN ${lista(['3-6 meses', '6-12 meses'])}`,
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "respira_mal = 'si'",
      'Llanto y le cuesta respirar',
      consejosRojo('Mantenlo incorporado, en la postura en la que respire mejor, y no le des de comer por el camino.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "color_grave = 'si'",
      'Llanto con color muy pálido, moteado o labios azulados',
      consejosRojo('Puede ser un signo de infección grave o de mala circulación: necesita atención inmediata.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "adormilado_llanto = 'si'",
      'Muy adormilado, flojo o llanto débil o muy agudo',
      consejosRojo(
        'Un bebé muy adormilado o flojo, o con un llanto débil o muy agudo distinto del habitual, puede tener una enfermedad grave: necesita atención inmediata.',
        'Si no responde pero respira, túmbalo de lado y no le des nada por la boca.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaIngestaPilaIman(),
    // Round 18: not after a harmless answer of the follow-up (its verde is below, after the amarillo rules).
    reglaIngestaConSintoma('Llanto o irritabilidad', [CONSEJO_NUNCA_ZARANDEAR], { si: ingestaConSintomaNoInocua(true) }),
    rojo(
      DOS_HORAS_CON_SIGNOS,
      'Llora sin parar 2 horas o más y no se calma con nada, con fiebre o sin estar bien entre llantos',
      consejosRojo(
        'Un bebé que lleva 2 horas o más llorando sin que nada lo calme, y además tiene fiebre o no estaba bien entre los llantos (no come, vomita las tomas o moja menos pañales), tiene que verlo un médico ahora para buscar la causa (dolor, infección u otra).',
        'Si te sientes desbordado, pide a otra persona que conduzca o llama al 112. Nunca lo zarandees.',
      ),
    ),
    reglaFiebreMenor3Meses('Llanto con fiebre o temperatura baja en menor de 3 meses'),
    reglaSignosInfeccionLactante(),
    rojo(
      "fontanela = 'si'",
      'Fontanela abultada o cuello rígido',
      consejosRojo('Puede ser un signo de meningitis u otro problema que necesita valoración inmediata.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "crisis_vomito_verde = 'si'",
      'Crisis de llanto como de dolor, vómito verde o caca como mermelada de grosella',
      consejosRojo(
        'Pueden deberse a una invaginación intestinal (un trozo de intestino se mete dentro de otro) o a una obstrucción, que hay que tratar en el hospital cuanto antes.',
        'No le des de comer ni de beber por el camino. Lleva el pañal o una foto.',
      ),
      { ver_tambien: ['dolor_abdominal', 'vomitos'] },
    ),
    rojo(
      `sangre_caca = '${SANGRE_CACA.conSignos}'`,
      'Sangre en la caca con vómitos o tripa hinchada',
      consejosRojo(
        'La sangre en la caca de un bebé que además vomita, tiene la tripa hinchada o dura, o hace una caca casi toda de sangre, puede deberse a una obstrucción o a una inflamación grave del intestino: tiene que verlo un médico ahora.',
        'No le des de comer ni de beber por el camino. Lleva el pañal o una foto.',
      ),
      { ver_tambien: ['dolor_abdominal', 'vomitos'] },
    ),
    rojo(
      `parte_afectada = '${DOLOR_ZONA.grave}'`,
      'Llanto con un miembro deformado, un dedo o el pene morado o hinchado, o un bulto en la ingle o un testículo',
      consejosRojo(
        'Puede tener una fractura, un pelo enrollado que ya corta la circulación de un dedo o del pene, una hernia atrapada o un testículo torcido: hay que verlo cuanto antes, porque algunas de estas cosas solo se arreglan bien en las primeras horas.',
        'Si puede haber una fractura, no le muevas esa parte. No intentes cortar un pelo enrollado si no lo ves bien: puedes hacerle una herida. No le des de comer ni de beber por el camino, por si hay que operar.',
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    // Round 12: the parent's fear now, or a baby who may have been hurt (ICON; Healthier Together; NICE CG89).
    rojo(
      `control_padres = '${CONTROL.ahora}'`,
      'Necesitas ayuda ahora: temes hacerle daño o perder el control',
      consejosRojo(
        'Has hecho lo correcto al pedir ayuda. Ahora mismo, deja al bebé boca arriba en su cuna, sin nada dentro, y sal de la habitación unos minutos para respirar: un bebé que llora a salvo en su cuna no corre peligro.',
        'Llama al 112, o a alguien de confianza que pueda venir ahora a estar contigo (tu pareja, un familiar, un vecino). No vuelvas a cogerlo hasta que estés más tranquilo o haya llegado alguien.',
        `Si también tienes pensamientos de hacerte daño a ti, llama al 112 o al ${LINEA_024}.`,
        CONSEJO_NUNCA_ZARANDEAR,
      ),
      { acciones_sugeridas: [ACCION.llama112, 'Pide a alguien de confianza que venga ahora'] },
    ),
    rojo(
      `control_padres = '${CONTROL.danado}'`,
      'Puede haber sido zarandeado o haber recibido un daño',
      consejosRojo(
        'Aunque ahora parezca estar bien, un bebé que ha podido ser zarandeado, sacudido o golpeado tiene que verlo un médico ahora: las lesiones del cerebro pueden no notarse al principio. Dilo con sinceridad: lo importante es el bebé.',
        'Llama al 112 si está adormilado o flojo, vomita, tiene una convulsión, respira mal o está pálido.',
        'Si quien lo cuida ahora no se siente capaz de controlarse, que lo deje boca arriba en su cuna y pida ayuda a otra persona.',
        CONSEJO_NUNCA_ZARANDEAR,
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['golpes_caidas'] },
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `consuelo = '${CONSUELO.mas2h}' AND NOT (${COLICO_HABITUAL})`,
      'Lleva 2 horas o más llorando y no se calma con nada, sin otros signos de alarma',
      [
        'Un bebé que lleva 2 horas o más llorando sin que nada lo calme, aunque no tenga fiebre y por lo demás esté bien, tiene que verlo hoy un médico, en las próximas horas, para buscar la causa: un pelo enrollado en un dedo, un arañazo en el ojo, una hernia, una infección de orina o un golpe que no se ha visto.',
        'Mientras tanto, desnúdalo y míralo con buena luz de arriba abajo: los dedos de manos y pies, el pene, la ingle, los ojos. Sigue ofreciéndole el pecho o el biberón.',
        'Ve a urgencias ahora si aparece fiebre, vomita algo verde, tiene crisis de llanto con palidez o flojera entre ellas, está muy adormilado, su llanto se vuelve débil o muy agudo, o deja de comer.',
      ],
    ),
    amarillo(`consuelo = '${CONSUELO.menos2h}' AND NOT (${COLICO_HABITUAL})`, 'No se calma con nada desde hace menos de 2 horas', [
      'Sigue intentándolo con calma: cógelo en brazos, ofrécele el pecho o el biberón, mécelo o paséalo, y comprueba el pañal, la ropa y que no tenga un pelo enrollado en un dedo.',
      'Que lo vea un médico en las próximas horas. Si llega a 2 horas sin calmarse con nada, o aparece cualquier signo de alarma, ve a urgencias.',
    ]),
    amarillo(
      "bien_entre_llantos = 'no'",
      'No está bien entre los llantos, come poco o no gana peso',
      [
        'En los cólicos normales el bebé está bien cuando no llora, come y gana peso. Si no es así, puede haber una causa (infección, dolor, reflujo, alergia a la leche u otra) que hay que valorar hoy.',
        'Ofrécele el pecho o el biberón a menudo y en poca cantidad, y cuenta los pañales mojados.',
      ],
      { ver_tambien: ['lactancia_alimentacion', 'vomitos'] },
    ),
    amarillo(
      "espasmos_salvas = 'si'",
      'Llanto tras salvas de sacudidas cortas: posibles espasmos infantiles',
      [
        'Las salvas de sacudidas cortas en las que dobla la cabeza y el cuerpo y sube los brazos, una detrás de otra, pueden ser espasmos infantiles (síndrome de West), un tipo de epilepsia del bebé que hay que tratar cuanto antes: que lo vea hoy un pediatra (NICE).',
        'Lleva un vídeo de las sacudidas y cuéntale si sonríe menos, está más apagado o ha dejado de hacer cosas que ya hacía.',
        'Llama al 112 si tiene una convulsión de 5 minutos o más, le cuesta respirar, se pone azul o no se despierta bien.',
      ],
      { ver_tambien: ['convulsion'] },
    ),
    amarillo(
      `parte_afectada = '${DOLOR_ZONA.pelo}'`,
      'Un pelo o un hilo enrollado en un dedo o en el pene',
      [
        'Un pelo o un hilo enrollado aprieta cada vez más y puede cortar la circulación: hay que quitarlo hoy. Si lo ves bien y se deja, desenróllalo con cuidado o córtalo con unas tijeras de punta redonda, sin pinchar la piel.',
        'Aunque consigas quitarlo, que lo vea hoy un médico: a menudo queda una vuelta escondida en el surco de la piel.',
        'Si el dedo o el pene se pone morado, oscuro, pálido o muy hinchado, ve a urgencias ahora.',
      ],
    ),
    amarillo(
      `parte_afectada = '${DOLOR_ZONA.ojo}'`,
      'Ojo rojo que llora y lo cierra: posible arañazo en el ojo',
      [
        'Un bebé que llora mucho con un ojo rojo que le lagrimea y que cierra puede haberse arañado el ojo con una uña o tener algo dentro: que lo vea hoy un médico, que lo mirará con un colirio que tiñe el arañazo.',
        'No le frotes el ojo ni le pongas colirios por tu cuenta. Córtale o límale las uñas, o ponle manoplas.',
        'Si le ha caído un producto químico en el ojo, lávaselo con agua abundante 15 minutos y ve a urgencias. Si el ojo está muy hinchado, con el párpado cerrado del todo, o tiene fiebre, ve a urgencias ahora.',
      ],
      { ver_tambien: ['ojo_rojo'] },
    ),
    amarillo(
      `sangre_caca = '${SANGRE_CACA.hilos}'`,
      'Hilos de sangre o moco en la caca de un bebé que está bien',
      [
        'Unos hilos de sangre roja o un poco de moco en una caca normal, en un bebé que come, gana peso y no tiene fiebre, suelen deberse a una alergia a la proteína de la leche de vaca o a una pequeña herida en el ano: no es una emergencia, pero que lo vea hoy un médico.',
        'Guarda el pañal o hazle una foto para enseñarla. Si le das el pecho, sigue dándoselo; no cambies de leche ni quites alimentos de tu dieta sin hablarlo con el médico.',
        'Ve a urgencias ahora si vomita (sobre todo algo verde), se le hincha la tripa, tiene crisis de llanto con palidez, la caca es como mermelada de grosella o casi toda sangre, o está flojo o adormilado.',
      ],
      { ver_tambien: ['diarrea'] },
    ),
    amarillo(
      `parte_afectada = '${DOLOR_ZONA.miembro}'`,
      'No mueve bien un brazo o una pierna, o llora al movérselo',
      [
        'Un bebé que no mueve un brazo o una pierna, o que llora cuando se lo mueves, puede tener una fractura pequeña, un codo salido (si le tiraron de la mano) o una infección del hueso: que lo vea hoy un médico, que probablemente pedirá una radiografía (NICE).',
        'Mientras tanto, muévele esa parte lo menos posible al vestirlo o cambiarlo, y no intentes estirarla ni colocarla.',
        'El médico te preguntará cómo ha podido pasar: en los bebés que todavía no andan, las guías piden que se entienda siempre cómo se ha hecho una lesión. Cuéntalo con tranquilidad, aunque no lo sepas.',
        'Si se hincha mucho, se pone torcido, el pie o la mano se ponen fríos o morados, o aparece fiebre, ve a urgencias ahora.',
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    reglaFiebreAmbar([CONSEJO_NUNCA_ZARANDEAR]),
    amarillo(
      `patron = '${PATRON.nuevo}' AND menor_2_semanas = 'si'`,
      'Llanto nuevo en un recién nacido de menos de 2 semanas',
      [
        'El cólico suele empezar hacia las 2 semanas de vida. En un recién nacido más pequeño, un llanto nuevo o distinto suele deberse a hambre (que todavía no coma bien) o, a veces, al comienzo de una enfermedad: que lo vea hoy un médico o tu matrona y comprueben cómo come y cuánto pesa.',
        'Mientras tanto, ofrécele el pecho o el biberón cada 2-3 horas y cuenta los pañales mojados.',
      ],
      { ver_tambien: ['lactancia_alimentacion'] },
    ),
    reglaMuyEnfermo([CONSEJO_NUNCA_ZARANDEAR]),
    // Round 12: the urge was earlier, the baby is safe and unhurt, the parent is calm now (ICON; NICE CG192). Last of the
    // amarillo rules: when another one wins, AVISO_APOYO adds this support to its result.
    amarillo(
      `control_padres = '${CONTROL.antes}'`,
      TITULO_APOYO,
      [
        'Hiciste lo correcto: dejar al bebé a salvo en su cuna y alejarte unos minutos es exactamente lo que hay que hacer (programa ICON: «está bien alejarse»). Sentirse así le pasa a muchos padres agotados y no te hace peor padre ni peor madre.',
        APOYO_HOY,
        'Hasta entonces, intenta no quedarte solo con el bebé: pide a tu pareja, a un familiar o a alguien de confianza que esté contigo y se turne contigo para que puedas dormir un rato.',
        `Llama al 112 si vuelves a sentir que puedes hacerle daño y no hay nadie contigo (antes, déjalo boca arriba en su cuna y sal de la habitación), si alguien ha podido zarandearlo o hacerle daño, o si tienes pensamientos de hacerte daño a ti (también puedes llamar al ${LINEA_024}).`,
      ],
      { acciones_sugeridas: ['Pide cita hoy con tu médico de familia, tu matrona o tu pediatra', 'Pide a alguien de confianza que esté contigo'] },
    ),
    // ---------------------------------------------------------------- verde
    // Round 18: a little of a harmless product or one small smooth object, from 1 year, crying as before (banderas-ingesta.ts).
    reglaIngestaInocua(ingestaInocua(ingestaQueVisible(true), true), [
      'El llanto o la irritabilidad no son por lo que ha tomado si ya estaba así antes; si cambia, llora de dolor o no se calma con nada, ve a urgencias.',
      ...APOYO_PADRES,
    ]),
    {
      // The usual colic pattern during a long bout that nothing settles (NICE CKS; Rome IV; RCH): home care, with what would make it urgent.
      si: `${COLICO_HABITUAL} AND consuelo IN ${lista([CONSUELO.menos2h, CONSUELO.mas2h])}`,
      urgencia: 'verde',
      titulo: 'Cólico del lactante: un rato largo de llanto, como otros días',
      consejos: [
        'En el cólico del lactante es normal que haya ratos de llanto de horas, sobre todo por la tarde y por la noche, en los que nada lo calma del todo. Si este llanto es como el de otros días y entre medias come, moja pañales, gana peso y está bien, no es peligroso y se puede cuidar en casa: el cólico mejora solo hacia los 3-4 meses.',
        'No hace falta conseguir que deje de llorar: basta con que esté seguro y acompañado. Cógelo en brazos, paséalo, dale un baño templado, pon un ruido suave y constante y baja las luces. Si te sientes desbordado, déjalo boca arriba en su cuna y sal unos minutos: está bien hacerlo.',
        'Sí es urgente si el llanto cambia: si es débil, quejumbroso o muy agudo, dura mucho más que otros días o es distinto, o aparecen fiebre, vómitos, crisis de llanto con palidez, rechaza las tomas o lo ves muy enfermo. Entonces ve a urgencias.',
        ...APOYO_PADRES,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Pide ayuda para descansar', ACCION.vigila],
    },
    {
      si: "fiebre = 'si'",
      urgencia: 'verde',
      titulo: 'Llora porque está malito (con fiebre)',
      consejos: [
        'Con fiebre o al empezar una enfermedad es normal que esté más llorón. Usa el apartado de fiebre para saber qué vigilar; si se toca la oreja, mira también el de dolor de oído.',
        'Si tiene dolor o fiebre y está molesto, un antitérmico puede ayudarle a calmarse: consulta las dosis en el apartado de fiebre.',
        ...COMO_CALMARLE,
        ...APOYO_PADRES,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['fiebre', 'dolor_oido'],
    },
    {
      si: `patron = '${PATRON.nuevo}'`,
      urgencia: 'verde',
      titulo: 'Llanto nuevo o distinto, sin signos de alarma',
      consejos: [
        'Un llanto que empieza de repente en un bebé que, por lo demás, está bien suele tener una causa sencilla: hambre, sueño, calor o frío, la ropa que aprieta, el comienzo de un catarro. Revísalo de arriba abajo, desnudo y con buena luz.',
        'Si este llanto es nuevo, vigílalo de cerca las próximas horas: si aparece fiebre, vómitos, crisis de llanto con palidez, rechaza las tomas o no se calma con nada, vuelve a consultar.',
        ...COMO_CALMARLE,
        ...APOYO_PADRES,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila, ACCION.pediatraNoUrgente],
    },
    {
      si: `edad_rango IN ${lista(EDADES_MENOR_6_MESES)}`,
      urgencia: 'verde',
      titulo: 'Llanto normal del bebé o cólico del lactante',
      consejos: [
        'Todos los bebés lloran, y el llanto aumenta desde las 2 semanas, es máximo hacia las 6-8 semanas y va bajando hasta los 4 meses. Si come, gana peso y está bien entre llantos, es normal aunque llore mucho, sobre todo por la tarde y por la noche (cólico del lactante).',
        ...COMO_CALMARLE,
        ...APOYO_PADRES,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Pide ayuda para descansar'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Llanto o irritabilidad sin signos de alarma',
      consejos: [
        'A partir de los 3-6 meses el llanto suele tener una causa: sueño o cansancio, hambre, el comienzo de una enfermedad (mocos, oídos), o enfados y miedo a separarse. Los dientes rara vez hacen llorar mucho.',
        'Si se calma al cogerlo o distraerlo y está bien entre ratos, no es grave. Consuélalo, acuéstalo si tiene sueño y revisa que no tenga algo que le apriete o le pique.',
        ...APOYO_PADRES,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['dolor_oido'],
    },
  ],
};

/**
 * Round 12: when another amarillo finding of the baby wins (it comes first), the parent who had the urge earlier still
 * gets the same-day support. The condition is true only when one of those other amarillo rules is true.
 */
function avisoApoyo(reglas: readonly Regla[]): Aviso {
  const otras = reglas.filter((r) => r.urgencia === 'amarillo' && r.titulo !== TITULO_APOYO).map((r) => `(${r.si})`);
  return {
    si: `control_padres = '${CONTROL.antes}' AND (${otras.join(' OR ')})`,
    consejo: `Por lo que sentiste antes: ${APOYO_HOY.charAt(0).toLowerCase()}${APOYO_HOY.slice(1)} Llama al 112 si vuelves a sentir que puedes hacerle daño y no hay nadie contigo.`,
  };
}

export const llanto_inconsolable: Flujo = conCribado(
  { ...llantoBase, avisos: [...(llantoBase.avisos ?? []), avisoApoyo(llantoBase.reglas)] },
  'control_padres',
);
