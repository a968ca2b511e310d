/**
 * Sueño del bebé. Built on the AAP clinical practice guideline on brief
 * resolved unexplained events (BRUE, 2016), the NHS Healthier Together /
 * Belfast Trust red features (breathing pauses over 10 seconds, blue lips,
 * hard to wake, fits), NICE NG143 (does not wake or stay awake = red; wakes
 * only with prolonged stimulation = amber), the description of normal
 * periodic breathing in newborns, the AAP 2012 guideline on childhood
 * obstructive sleep apnoea, and the AAP 2022 safe-sleep recommendations with
 * Spanish public-health wording for the home advice. No medicine.
 * Round 8: periodic breathing is asked with a 10 and a 20 second boundary (AAP
 * 2016 BRUE: apnoea is a pause of 20 s or more, or shorter with colour or tone
 * change); movements in sleep are split into jerks that stop on waking (verde,
 * film them), clusters of infantile spasms and a single fit that is over with
 * full recovery (amarillo, NICE NG217), and the ambulance criteria (rojo).
 */
import type { Flujo, Regla } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  AVISO_PREOCUPADO,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
  consejosRojo,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { PREGUNTA_FIEBRE_LACTANTE, preguntaDiasFiebre, preguntaFiebre39, reglaFiebreAmbar, reglaFiebreMenor3Meses } from './banderas-lactante.ts';
import { preguntasRespiracion, reglasRespiracionAmarillo, reglasRespiracionRojo, RR_SIN_CONTAR } from './banderas-respiracion.ts';
import { FUENTE_HEADSMART, PREGUNTA_CABEZA_MANANA, reglaCabezaManana, reglaCabezaNeurologico } from './banderas-abdomen.ts';
import { conCribado } from './cribado-otras-puertas.ts';

/** Ages at which periodic breathing and infant apnoea are the question (first year). */
export const EDADES_MENOR_1_ANO = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
/** Ages asked about habitual snoring (obstructive sleep apnoea is a question from about 6 months). */
export const EDADES_RONQUIDO = ['6-12 meses', '1-2 años', '2-5 años', '5-12 años', '12+ años'] as const;

/** NICE NG143 activity row: red "does not wake or does not stay awake"; amber "wakes only with prolonged stimulation". */
export const DESPIERTA = {
  normal: 'Se despierta bien y, despierto, está espabilado como siempre',
  cuesta: 'Cuesta más de lo normal despertarlo (solo con mucho estímulo), o duerme tanto que se salta tomas',
  noDespierta: 'No hay forma de despertarlo del todo, o se vuelve a dormir enseguida y no responde como siempre',
} as const;

/**
 * Breathing pauses while asleep in the first year (round 8; asked as `pausas_dormido`): periodic breathing
 * (< 10 s, with bursts of fast breathing, no colour or tone change: normal), pauses of 10-19 s without colour or
 * tone change (HT puts > 10 s in red; the AAP 2016 BRUE guideline calls apnoea 20 s or more: amarillo), and
 * apnoea (20 s or more, or any pause with colour change or floppiness: rojo).
 */
export const PAUSAS = {
  no: 'No hace pausas, o no me he fijado',
  cortas:
    'Pausas cortas, de menos de 10 segundos, que alternan con ratos de respiración rápida, sin cambiar de color ni quedarse flojo',
  medias: 'Alguna pausa de 10 a 19 segundos, sin cambiar de color ni quedarse flojo',
  largas: 'Pausas de 20 segundos o más, o cualquier pausa en la que se pone azulado, morado o pálido, o se queda flojo',
} as const;

/**
 * Round 18: after the short pauses of periodic breathing, how the baby breathes awake and calm and feeds (AAP 2016
 * BRUE: periodic breathing is normal; Cleveland Clinic). The fast bursts between pauses are part of periodic breathing
 * and do not count as "breathing faster than normal"; fast breathing awake and calm, or feeding worse, does (HT amber).
 */
export const RACHAS = {
  bien: 'Sí: despierto y tranquilo respira a su ritmo y come como siempre; lo rápido son solo los ratos entre las pausas, dormido',
  no: 'No: también respira deprisa despierto y tranquilo, o come bastante peor de lo normal, o no estoy seguro',
} as const;

/** Round 18: periodic breathing confirmed (awake and calm breathing and feeding normal), false rather than unknown elsewhere. */
const RESPIRACION_PERIODICA = `edad_rango IN ${lista(EDADES_MENOR_1_ANO)} AND pausas_dormido = '${PAUSAS.cortas}' AND rachas_despierto = '${RACHAS.bien}'`;

/**
 * Round 18: coughing fits at night (whooping cough: NICE CKS Whooping cough; UKHSA 2018; HT): fits that end in a whoop
 * or a vomit → amarillo today; apnoea, blue spells or floppiness in a fit → rojo at any age; looking unwell between
 * fits or feeding much less → rojo under 6 months (NICE CKS: admit if under 6 months and acutely unwell), amarillo after.
 */
export const TOS_NOCHE = {
  no: 'No',
  ataques: 'Sí, pero en los ataques no deja de respirar, no se pone azul ni se queda flojo',
  grave:
    'Sí, y en los ataques deja de respirar, se pone azul o morado o se queda flojo, o es un bebé de menos de 6 meses que entre los ataques está decaído o come mucho menos',
} as const;

/**
 * Round 18: after an amarillo answer to the night-time questions (whooping-cough fits, NG12 signs) the later
 * questions that can only give amarillo or verde are not asked: their rules come after (it keeps the walk within time).
 */
const SIN_AMARILLO_NOCHE = `tos_ataques_noche != '${TOS_NOCHE.ataques}' AND signos_generales != 'si' AND rachas_despierto != '${RACHAS.no}'`;

/** Round 18: NICE NG12 general signs of a childhood cancer (lymphoma, leukaemia), asked from 2 years. */
const EDADES_SIGNOS_GENERALES = ['2-5 años', '5-12 años', '12+ años'] as const;

/** Ages at which a fit that is over stays rojo, as in the convulsion flow (SPEC §4: any seizure under 6 months). */
const EDADES_MENOR_6_MESES_SUENO = ['0-3 meses', '3-6 meses'] as const;

/**
 * Movements in sleep (round 8; asked as `movimientos_dormido`, which replaced the si_no `sacudidas`): benign sleep
 * jerks that stop on waking (NICE NG217 non-epileptic events; Maurer 2010), clusters of infantile spasms on
 * waking (NG217: urgent referral), a single fit that is over with full recovery (NG217 first seizure: specialist
 * assessment, not an ambulance), and a fit going on now or without recovery (rojo).
 */
export const MOVIMIENTOS = {
  no: 'No',
  paranAlDespertar:
    'Sacudidas breves de brazos o piernas dormido o al quedarse dormido, que paran en cuanto lo despierto o lo toco, y despierto está bien',
  espasmos:
    'Salvas de sacudidas muy cortas, sobre todo al despertarse: dobla de golpe la cabeza y el cuerpo y sube o abre los brazos, una detrás de otra',
  crisisPasada:
    'Sacudidas o rigidez que no paraban al tocarle ni al despertarle, o se quedó con la mirada fija sin responder; ya ha parado y vuelve a estar como siempre',
  ahora: 'Sigue con sacudidas, rigidez o sin responder, o ya ha parado pero no ha vuelto a estar como siempre',
} as const;

/** Habitual snoring and observed apnoeas (AAP 2012 obstructive sleep apnoea). */
export const RONCA = {
  no: 'No ronca, o solo cuando está resfriado',
  si: 'Ronca fuerte casi todas las noches, pero sin pausas',
  conPausas: 'Ronca fuerte y hace pausas al respirar, da boqueadas o se despierta como ahogándose',
} as const;

/** What the parent mainly wants to know, to tailor home advice (never decides the level). */
export const DUDA = {
  despierta: 'Se despierta mucho por la noche o le cuesta dormirse',
  donde: 'Dónde y cómo debe dormir (postura, cuna, colecho)',
  terrores: 'Se despierta gritando o asustado, habla o camina dormido',
  otra: 'Otra duda',
} as const;


/** AAP 2022 safe-sleep recommendations, as parents read them. */
export const SUENO_SEGURO: readonly string[] = [
  'Si tiene menos de 1 año, así duerme más seguro (recomendaciones de la Academia Americana de Pediatría):',
  'Siempre boca arriba, también en las siestas; nunca boca abajo ni de lado.',
  'En su cuna o moisés, sobre un colchón firme y plano, sin almohada, cojines, protectores, mantas sueltas ni peluches. Mejor en tu habitación, cerca de tu cama, los primeros 6 meses.',
  'Nunca os quedéis dormidos con el bebé en un sofá o un sillón. Si compartes cama, no lo hagas si has fumado, bebido alcohol o tomado medicinas que dan sueño, ni con un bebé prematuro o muy pequeño.',
  'Que la habitación no esté caliente (unos 18-20 °C) y no lo abrigues de más: no le tapes la cabeza.',
  'Que nadie fume en casa ni en el coche. El pecho y el chupete a la hora de dormir protegen frente a la muerte súbita.',
];


/**
 * Round 18: the parent's doubt only chooses among the last verde results; any other answer below already has its own
 * rule before them (fever, pauses, movements, waking, snoring), so the doubt is asked only when all of them are the
 * usual answer. It keeps the walk of every path within its time and the questionnaire shorter.
 */
const DUDA_UTIL = `fiebre = 'no' AND movimientos_dormido = '${MOVIMIENTOS.no}' AND despierta = '${DESPIERTA.normal}' AND (edad_rango NOT IN ${lista(EDADES_MENOR_1_ANO)} OR pausas_dormido = '${PAUSAS.no}') AND (edad_rango NOT IN ${lista(EDADES_RONQUIDO)} OR ronca = '${RONCA.no}')`;

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'deja de respirar 10 segundos o más, o se pone azulado o pálido mientras duerme',
  'cuesta mucho despertarlo o no está espabilado cuando despierta',
  'tiene fiebre y es menor de 3 meses',
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_SI = consejoConsultaSi([
  'ronca fuerte casi todas las noches, respira con la boca abierta o está muy cansado o irritable de día',
  'el sueño de tu hijo te agota o no te ves capaz: pedir ayuda es parte de cuidarle',
]);

const verde = (si: string, titulo: string, propios: readonly string[], extra: Partial<Regla> = {}): Regla => ({
  si,
  urgencia: 'verde',
  titulo,
  consejos: [...propios, ...SUENO_SEGURO, VUELVE_SI, CONSULTA_SI],
  acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
  ...extra,
});

export const sueno_infantil: Flujo = conCribado({
  ...FICHAS.sueno_infantil,
  fuentes: [
    {
      titulo: 'Tieder JS et al. Brief Resolved Unexplained Events (BRUE) and evaluation of lower-risk infants. AAP clinical practice guideline. Pediatrics 2016;137(5):e20160590',
      anio: 2016,
      url: 'https://doi.org/10.1542/peds.2016-0590',
    },
    {
      titulo: 'Moon RY et al. Sleep-related infant deaths: updated 2022 recommendations for reducing infant deaths in the sleep environment. Pediatrics 2022;150(1):e2022057990',
      anio: 2022,
      url: 'https://doi.org/10.1542/peds.2022-057990',
    },
    {
      titulo: 'Marcus CL et al. Diagnosis and management of childhood obstructive sleep apnea syndrome. AAP. Pediatrics 2012;130(3):576-584',
      anio: 2012,
      url: 'https://doi.org/10.1542/peds.2012-1671',
    },
    {
      titulo: 'AAP Section on Pediatric Pulmonology. Clinical practice guideline: diagnosis and management of childhood obstructive sleep apnea syndrome. Pediatrics 2002;109(4):704-712 (solo la insuficiencia cardiorrespiratoria no puede esperar a una evaluación programada)',
      anio: 2002,
      url: 'https://doi.org/10.1542/peds.109.4.704',
    },
    {
      titulo: 'Belfast Health and Social Care Trust. Crying baby – children’s symptom checker (rojo: pausas de más de 10 segundos) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/crying-baby/',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s (semáforo: actividad y respuesta)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'Cleveland Clinic. Periodic breathing in newborns (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://my.clevelandclinic.org/health/articles/periodic-breathing',
    },
    {
      titulo: 'Mass General for Children. Brief resolved unexplained event (BRUE), información para familias (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.massgeneral.org/children/brue',
    },
    {
      titulo: 'Junta de Castilla y León, Ventana de familias. Síndrome de muerte súbita del lactante: consejos para su prevención (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.saludcastillayleon.es/sanidad/cm/ventanafamilias/tkContent?idContent=1395410&locale=es',
    },
    {
      titulo: 'NICHD (NIH). Seguro al dormir: formas de reducir el riesgo del síndrome de muerte súbita del bebé (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://espanol.nichd.nih.gov/actividades-proyectos/sts/reducir-riesgo',
    },
    {
      titulo: 'NICE NG9. Bronchiolitis in children: diagnosis and management (frecuencia respiratoria, tiraje, apnea)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng9/chapter/Key-priorities-for-implementation',
    },
    {
      titulo: 'NICE NG232. Head injury: assessment and early management (somnolencia tras un golpe en la cabeza)',
      anio: 2023,
      url: 'https://www.nice.org.uk/guidance/ng232',
    },
    FUENTE_HEADSMART,
    {
      titulo: 'NICE CKS. Whooping cough (ataques de tos con «gallo» o vómito; ingreso si es menor de 6 meses y está mal, o hay apneas o cianosis) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/whooping-cough/',
    },
    {
      titulo: 'UK Health Security Agency. Pertussis: guidelines for public health management (2018, actualizada)',
      anio: 2018,
      url: 'https://www.gov.uk/government/publications/pertussis-guidelines-for-public-health-management',
    },
    {
      titulo: 'NHS Healthier Together (West Yorkshire). Whooping cough: los ataques son más frecuentes de noche; en bebés muy pequeños, pausas en vez de tos → atención inmediata (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://wyhealthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/whooping-cough',
    },
    {
      titulo: 'NICE NG12. Suspected cancer: recognition and referral (niños: ganglios sin causa con sudores nocturnos, pérdida de peso o fiebre → derivación muy urgente, en 48 horas) (2015, actualizada)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng12',
    },
    {
      titulo:
        'NICE NG217. Epilepsies in children, young people and adults: recommendations (episodios no epilépticos; primera crisis; derivación urgente de los espasmos infantiles; cuándo llamar a una ambulancia)',
      anio: 2022,
      url: 'https://www.nice.org.uk/guidance/ng217/chapter/Recommendations',
    },
    {
      titulo: 'Maurer VO, Rizzi M, Bianchetti MG, Ramelli GP. Benign neonatal sleep myoclonus: a review of the literature. Pediatrics 2010;125(4):e919-e924',
      anio: 2010,
      url: 'https://doi.org/10.1542/peds.2009-1839',
    },
    {
      titulo: 'Campistol Plana J. Trastornos paroxísticos no epilépticos en la infancia. Pediatría Integral 2020;XXIV(7)',
      anio: 2020,
      url: 'https://www.pediatriaintegral.es/publicacion-2020-10/trastornos-paroxisticos-no-epilepticos-en-la-infancia-2/',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Episodio breve en el que deja de respirar, se pone azul o pálido, flojo o rígido, o no responde (BRUE): la guía de la AAP clasifica el riesgo solo después de que lo valore un médico; para unos padres en casa es "ir ya" (Healthier Together: pausas de más de 10 segundos, labios azules). Rojo aunque ya esté bien, a cualquier edad.',
    'Pausas al respirar dormido en el primer año: la respiración periódica del recién nacido (pausas de 5-10 segundos sin cambio de color, seguidas de respiraciones rápidas) es normal hasta los 6 meses (Cleveland Clinic); la guía de Belfast pone en rojo las pausas de más de 10 segundos. Elegimos: pausas de 10 segundos o más, o con cambio de color → rojo; pausas cortas sin cambio de color → verde con explicación y vigilancia. Esta línea no está en clinical-sources (solo el umbral de 10 segundos de Healthier Together): revisar con pediatría.',
    'Ronquido con pausas o boqueadas (apnea obstructiva del sueño; issue 9, zona gris, ronda 2): antes elegíamos amarillo por la regla de la zona gris de clinical-sources. Releídas las fuentes, dicen claramente consulta programada: la guía de la AAP de 2002 pide evaluar a todo niño que ronca y dice que solo el niño con insuficiencia cardiorrespiratoria "no puede esperar a una evaluación programada"; la de 2012, centrada en la apnea no complicada del niño sano (amígdalas o vegetaciones grandes, obesidad) en atención primaria, pide polisomnografía o derivación al especialista, sin urgencia; la GPC española de trastornos del sueño, valoración por su pediatra. Ahora, desde 1 año: ronca con pausas → verde con "pide cita con tu pediatra (no urgente)", grabarlo en vídeo y red de seguridad (pausas con color azulado o pálido, dificultad para respirar despierto, somnolencia extrema → urgencias). En menores de 1 año sigue siendo amarillo (lectura prudente: la guía de 2012 trata al niño con amígdalas y vegetaciones, y en el bebé las pausas pueden deberse a otras causas; las pausas de 10 segundos o más o con cambio de color ya son rojo por su propia pregunta). Ronquido sin pausas → verde con consulta a su pediatra.',
    'Dormir mucho: NICE NG143 da rojo a "no se despierta o no se mantiene despierto" y ámbar a "solo se despierta con mucho estímulo" → rojo y amarillo. Sacudidas o rigidez que no paran al sujetarle o despertarle → rojo (convulsión, Healthier Together); las sacudidas breves al dormirse que paran al despertarle son normales.',
    'Fiebre en menores de 3 meses → rojo (NICE NG143); en mayores se remite al flujo fiebre.',
    'Despertares nocturnos, dificultad para dormirse, terrores nocturnos y sonambulismo en un niño sano: verde con consejos y las recomendaciones de sueño seguro de la AAP (2022) en todos los resultados verdes. Sin medicación.',
    'Respiración (issue 9, patrones 2 y 5): la antigua pregunta de "le cuesta respirar" juntaba respirar deprisa con el quejido y las costillas hundidas, todo en rojo. Ahora usa las preguntas compartidas de banderas-respiracion: esfuerzo grave (pausas, quejido, costillas muy hundidas) → rojo y esfuerzo leve (se le marcan un poco las costillas, aletea la nariz) → amarillo (NICE NG143 y NG9); frecuencia contada dormido o tranquilo: más de 60 por minuto → rojo a cualquier edad; más de 50 en menores de 1 año o más de 40 desde 1 año, o deprisa sin poder contarla → amarillo (NICE NG143; OMS para menores de 6 meses).',
    'Puertas equivocadas: el sueño es la puerta por la que llegan el bebé que "duerme demasiado" y el que "respira raro dormido". Sepsis o meningitis (no se despierta → rojo; cuesta despertarlo → amarillo, NICE NG143; fiebre en menores de 3 meses → rojo; 39 °C a los 3-6 meses o fiebre de 5 días → amarillo); apnea o BRUE (episodio ya pasado o pausas de 10 segundos o más → rojo, AAP 2016; Healthier Together); bronquiolitis o neumonía (esfuerzo y frecuencia respiratoria por edad; remite a tos); convulsión (sacudidas que no paran → rojo; remite a convulsion); golpe en la cabeza o intoxicación en un niño al que cuesta despertar → rojo (NICE NG232 y Healthier Together: somnolencia tras un golpe; SEUP: ingesta de tóxicos; remite a golpes_caidas e intoxicacion); hipertensión intracraneal en mayores de 2 años (se despierta con dolor de cabeza y vómitos, cada vez más → amarillo; bizquea, camina torpe, le cuesta hablar o está cada vez más dormido → rojo; HeadSmart, pregunta compartida de banderas-abdomen); apnea obstructiva del sueño (ronca con pausas → amarillo en menores de 1 año; desde 1 año verde con cita no urgente, ver la nota de la ronda 2); tos ferina y signos generales de NICE NG12 (ronda 18).',
    'Patrón habitual (issue 9, patrón 3): la respiración periódica del recién nacido (pausas cortas sin cambio de color y bien después) y los despertares nocturnos de un bebé sano son normales → verde; lo que cambia el patrón (pausas largas o con color, cuesta despertarlo, fiebre) escala por sus propias preguntas.',
    'Ronda 8, respiración periódica: la antigua pregunta de pausas ponía en rojo todo lo que pasara de 10 segundos (Belfast, Healthier Together). La guía BRUE de la AAP (2016) llama apnea a una pausa de 20 segundos o más, o más corta si hay cambio de color o de tono, y describe la respiración periódica (ratos rápidos que alternan con pausas cortas, sin cambio de color) como normal. Con un id nuevo (pausas_dormido) separamos: menos de 10 segundos alternando con ratos rápidos, sin cambio de color ni flojera → verde; 10 a 19 segundos sin cambio de color ni flojera → amarillo (pediatra hoy: es el margen donde Healthier Together y la AAP discrepan, y elegimos el punto intermedio); 20 segundos o más, o cualquier pausa con color azulado o pálido o flojera → rojo como antes. La ayuda de las preguntas compartidas de respiración dice que las pausas cortas y los ratos rápidos del bebé dormido no cuentan allí, y que se mire cómo respira despierto y tranquilo (los umbrales de frecuencia por edad no cambian).',
    'Ronda 8, movimientos durmiendo: la pregunta sí/no de sacudidas (rojo) se sustituye por movimientos_dormido, y el episodio de la BRUE (nuevo id episodio_respiracion) deja fuera "rígido o no respondía", que pasan a esta pregunta. Sacudidas breves que paran en cuanto se despierta o se le toca, en un niño que despierto está bien → verde con vídeo y consulta normal (NICE NG217, episodios no epilépticos; Maurer 2010; Campistol 2020). Salvas de sacudidas cortas al despertar con flexión de cabeza y tronco (espasmos infantiles) → amarillo, pediatra hoy (NG217: derivación urgente). Una posible convulsión que ya ha parado, con recuperación completa, de menos de 5 minutos, sola y sin golpe → amarillo (NG217: la primera crisis se valora por un especialista, no en ambulancia); en menores de 6 meses sigue en rojo como en el flujo convulsion (SPEC §4). Sigue en rojo: convulsión en curso o sin recuperarse, 5 minutos o más, varias sin recuperarse entre ellas o con un golpe (criterios de ambulancia de NG217), y cualquier episodio en que dejó de respirar, cambió de color o se quedó flojo (BRUE).',
    'Ronda 18, respiración periódica: la pregunta de pausas iba después de las preguntas compartidas de respiración, y un padre que veía los ratos rápidos de la respiración a rachas de su recién nacido contestaba «respira más deprisa de lo normal» (amarillo) antes de llegar a ella. Ahora pausas_dormido va antes (en el primer año), y tras las pausas cortas se pregunta cómo respira despierto y tranquilo y si come bien (rachas_despierto, nueva). Si despierto respira a su ritmo y come como siempre, es la respiración periódica (AAP 2016 BRUE; Cleveland Clinic) → VERDE con red de seguridad, y un «más deprisa de lo normal» sin contar no da amarillo, porque son los ratos rápidos entre pausas; una frecuencia contada sigue con los umbrales de NICE NG143 (más de 50 en menores de 1 año → amarillo; más de 60 → rojo) y el esfuerzo grave sigue en rojo. Si respira deprisa también despierto, come bastante peor o no está seguro → AMARILLO (Healthier Together ámbar: respira algo más deprisa, come menos). Las pausas de 10-19 segundos (amarillo) y las de 20 segundos o más, o con color azulado o pálido o flojera (rojo), no cambian: el encargo habla de 15-20 segundos y elegimos mantener el umbral de 20 de la AAP con el amarillo de 10-19 segundos, que es más prudente que subir solo a partir de 15.',
    'Ronda 18, otras enfermedades que se notan de noche. Tos ferina (NICE CKS Whooping cough; UKHSA 2018; Healthier Together: los ataques son más frecuentes de noche, acaban en «gallo» o vómito): pregunta nueva tos_ataques_noche, a cualquier edad: ataques con el niño bien entre ellos → AMARILLO, que lo vea hoy un médico (antibiótico pronto y proteger a los bebés de alrededor); en los ataques deja de respirar, se pone azul o se queda flojo → ROJO a cualquier edad (NICE CKS: ingreso con apneas o cianosis; Healthier Together dice que en niños pequeños ponerse azul un momento «parece peor de lo que es», pero pide atención inmediata con pausas en bebés: elegimos la lectura prudente, como el flujo tos); en un bebé de menos de 6 meses, decaído o come mucho menos entre los ataques → ROJO (NICE CKS: ingreso si es menor de 6 meses y está mal; la misma respuesta roja, para no multiplicar los caminos); desde 6 meses el niño decaído entre ataques va en la respuesta amarilla y «lo ves muy enfermo» no añade nada. Tras una respuesta amarilla de estas dos preguntas nuevas no se hacen las que solo dan amarillo o verde y cuyas reglas van detrás (signos generales, lo ves muy enfermo, la duda de sueño; y, tras la respiración a rachas con respiración rápida despierto o comiendo peor, tampoco el ronquido), para que la comprobación que recorre todos los caminos no se pase de tiempo. Por lo mismo, la pregunta de la duda de sueño (que solo elige el consejo de los últimos verdes) se hace solo cuando todas las respuestas que tienen su propia regla antes son las habituales (sin fiebre, sin movimientos, se despierta bien, sin pausas, sin ronquido). Signos generales de NICE NG12 (linfoma, leucemia), desde 2 años: sudores que empapan la ropa de noche sin fiebre ni calor, pérdida de peso sin intentarlo o un bulto duro que no duele en el cuello, encima de la clavícula, en la axila o en la ingle, que no se va o crece (signos_generales) → AMARILLO, pediatra hoy o mañana (NG12: derivación muy urgente, en 48 horas; el nivel amarillo es el más cercano de la app). Apnea obstructiva del sueño (ronca con pausas y boqueadas): revisada en esta ronda y sin cambios: las fuentes (AAP 2002 y 2012) piden una evaluación programada, no urgente, desde 1 año (verde con cita no urgente, vídeo y red de seguridad); en menores de 1 año amarillo (ver la nota de la ronda 2).',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo (NICE NG143); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    {
      // Round 8: a new id (it was 'episodio', which also held "rigid or not responding": now asked with the movements).
      id: 'episodio_respiracion',
      texto:
        '¿Ha tenido un episodio en el que dejó de respirar o respiraba muy raro, se puso azulado, morado o muy pálido, o se quedó flojo como un muñeco, aunque ahora ya esté bien?',
      tipo: 'si_no',
      ayuda: 'Si está pasando ahora y no respira, llama al 112: te indicarán qué hacer. Las sacudidas o la rigidez se preguntan más adelante.',
      alarma: ['si'],
    },
    {
      // Round 8: a new id (it was 'pausas', whose red option began at 10 seconds). Round 18: asked before the shared
      // breathing questions, so that the fast bursts of periodic breathing are not taken for fast breathing.
      id: 'pausas_dormido',
      texto: 'Mientras duerme, ¿hace pausas en la respiración?',
      tipo: 'opciones',
      opciones: [PAUSAS.no, PAUSAS.cortas, PAUSAS.medias, PAUSAS.largas],
      ayuda:
        'Cuenta los segundos de la pausa mirando el reloj y fíjate en el color de los labios y en si se queda flojo. Muchos bebés, sobre todo el primer mes, respiran "a rachas": unos segundos deprisa, una pausa corta y vuelta a empezar; eso es normal.',
      mostrar_si: `edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      alarma: [PAUSAS.largas],
    },
    {
      // Round 18: periodic breathing is normal only with normal breathing awake and normal feeding (AAP 2016 BRUE).
      id: 'rachas_despierto',
      texto: 'Cuando está despierto y tranquilo, ¿respira a su ritmo de siempre y come bien?',
      tipo: 'opciones',
      opciones: [RACHAS.bien, RACHAS.no],
      ayuda: 'Míralo despierto, tranquilo y sin llorar, con el pecho destapado. Piensa en las tomas de hoy comparadas con las de otros días.',
      mostrar_si: `edad_rango IN ${lista(EDADES_MENOR_1_ANO)} AND pausas_dormido = '${PAUSAS.cortas}'`,
      alarma: [RACHAS.no],
    },
    // Round 8: the help says that the short pauses and fast bursts of periodic breathing are asked apart.
    ...preguntasRespiracion().map((p) => ({
      ...p,
      ayuda: `${p.ayuda ?? ''} En un bebé dormido, la respiración a rachas (pausas cortas de menos de 10 segundos con ratos de respiración rápida) es normal y no cuenta aquí: ya te hemos preguntado por ella. Fíjate en cómo respira despierto y tranquilo.`.trim(),
    })),
    PREGUNTA_COLOR_GRAVE,
    {
      id: 'despierta',
      texto: '¿Cómo se despierta?',
      tipo: 'opciones',
      opciones: [DESPIERTA.normal, DESPIERTA.cuesta, DESPIERTA.noDespierta],
      alarma: [DESPIERTA.noDespierta],
    },
    {
      id: 'golpe_o_toxico',
      texto: 'En los últimos 2 días, ¿se ha dado un golpe en la cabeza, o ha podido tomar alguna medicina, alcohol, droga u otro producto?',
      tipo: 'si_no',
      ayuda: 'Piensa también en medicinas de adultos que estuvieran a su alcance (para dormir, para la tos, para el dolor) o en un golpe que no viste pero te contaron.',
      mostrar_si: `despierta = '${DESPIERTA.cuesta}'`,
      alarma: ['si'],
    },
    {
      id: 'movimientos_dormido',
      texto: '¿Ha tenido sacudidas, rigidez o movimientos raros durmiendo o al despertarse?',
      tipo: 'opciones',
      opciones: [MOVIMIENTOS.no, MOVIMIENTOS.paranAlDespertar, MOVIMIENTOS.espasmos, MOVIMIENTOS.crisisPasada, MOVIMIENTOS.ahora],
      ayuda:
        'Para saber si paran: despiértalo con suavidad o llámalo por su nombre. Las sacudidas que paran en cuanto se despierta son normales; en una convulsión no responde y no para aunque le toques. Si puedes, grábalo en vídeo. Si encaja más de una opción, elige la que esté más abajo.',
      alarma: [MOVIMIENTOS.ahora],
    },
    {
      id: 'minutos_movimientos',
      texto: '¿Cuántos minutos duraron las sacudidas, la rigidez o el rato sin responder?',
      tipo: 'numero',
      ayuda: 'Si no lo sabes seguro, pon el tiempo más largo que creas posible. No cuentes el rato de sueño de después.',
      mostrar_si: `movimientos_dormido = '${MOVIMIENTOS.crisisPasada}'`,
    },
    {
      id: 'movimientos_graves',
      texto: '¿Ha tenido más de una sin volver a estar bien entre ellas, o se ha dado un golpe o se ha hecho daño?',
      tipo: 'si_no',
      mostrar_si: `movimientos_dormido = '${MOVIMIENTOS.crisisPasada}'`,
      alarma: ['si'],
    },
    {
      id: 'ronca',
      texto: '¿Ronca cuando duerme?',
      tipo: 'opciones',
      opciones: [RONCA.no, RONCA.si, RONCA.conPausas],
      // Round 18: not after periodic breathing with fast breathing awake or poorer feeding (already amarillo, rule before).
      mostrar_si: `edad_rango IN ${lista(EDADES_RONQUIDO)} AND rachas_despierto != '${RACHAS.no}'`,
      alarma: [RONCA.conPausas],
    },
    {
      // Round 18: whooping cough, whose fits are worse at night (NICE CKS Whooping cough; UKHSA 2018; HT).
      id: 'tos_ataques_noche',
      texto:
        '¿Tiene ataques de tos, sobre todo de noche, uno detrás de otro, que no le dejan coger aire y acaban con un ruido agudo al coger aire (como un «gallo») o en un vómito?',
      tipo: 'opciones',
      opciones: [TOS_NOCHE.no, TOS_NOCHE.ataques, TOS_NOCHE.grave],
      ayuda:
        'No cuenta la tos suelta de un catarro. En los bebés pequeños la tos ferina a veces no hace el «gallo» y lo que se ve son pausas o ponerse azul. Si encaja más de una opción, elige la última que encaje.',
      alarma: [TOS_NOCHE.grave],
    },
    PREGUNTA_FIEBRE_LACTANTE,
    preguntaFiebre39(),
    preguntaDiasFiebre(),
    PREGUNTA_CABEZA_MANANA,
    {
      // Round 18: NICE NG12 (suspected cancer in children: lymphoma, leukaemia), the night-time door of drenching sweats.
      id: 'signos_generales',
      texto:
        '¿Le pasa alguna de estas cosas: suda tanto por la noche que empapa el pijama o las sábanas, varias noches, sin tener fiebre ni calor; ha perdido peso sin intentarlo; o le has notado un bulto duro que no duele en el cuello, encima de la clavícula, en la axila o en la ingle, que no se va o crece?',
      tipo: 'si_no',
      ayuda: 'Es normal que a muchos niños les sude la cabeza al dormirse, y que tengan bultitos blandos en el cuello con los catarros: eso no cuenta.',
      mostrar_si: `edad_rango IN ${lista(EDADES_SIGNOS_GENERALES)} AND tos_ataques_noche != '${TOS_NOCHE.ataques}'`,
      alarma: ['si'],
    },
    { ...PREGUNTA_MUY_ENFERMO, mostrar_si: SIN_AMARILLO_NOCHE },
    PREGUNTA_PREOCUPADO,
    {
      id: 'duda',
      texto: '¿Qué es lo que más te preocupa de su sueño?',
      tipo: 'opciones',
      opciones: [DUDA.despierta, DUDA.donde, DUDA.terrores, DUDA.otra],
      ayuda: 'Lo usamos para darte los consejos que mejor encajan.',
      // Round 18: only where its verde advice can be the result (every other answer has its own rule before these).
      mostrar_si: `${SIN_AMARILLO_NOCHE} AND ${DUDA_UTIL}`,
    },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "episodio_respiracion = 'si'",
      'Episodio en que dejó de respirar, cambió de color o se quedó flojo',
      consejosRojo(
        'Aunque ya esté bien, un episodio así tiene que valorarlo un médico hoy mismo en urgencias para buscar la causa.',
        'Si vuelve a pasar y no respira: llama al 112, túmbalo boca arriba sobre una superficie firme y sigue sus indicaciones.',
        'Apunta cuánto duró, qué color tenía y qué estaba haciendo (comiendo, durmiendo, llorando).',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    ...reglasRespiracionRojo().map((r) => ({ ...r, ver_tambien: ['tos'] })),
    rojo(
      "color_grave = 'si'",
      'Color muy pálido, moteado o labios azulados',
      consejosRojo('Puede ser un signo de que no le llega bien el oxígeno o de una infección: necesita atención inmediata.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `despierta = '${DESPIERTA.noDespierta}'`,
      'No se le puede despertar del todo',
      consejosRojo('Si no responde pero respira, túmbalo de lado y no le des nada por la boca.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `movimientos_dormido = '${MOVIMIENTOS.ahora}'`,
      'Posible convulsión que sigue o sin recuperarse',
      consejosRojo(
        'Túmbalo de lado en un sitio seguro, no le metas nada en la boca, no le sujetes y mira el reloj; si las sacudidas duran 5 minutos o más, o no vuelve a estar como siempre, llama al 112.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['convulsion'] },
    ),
    rojo(
      `minutos_movimientos >= 5 OR movimientos_graves = 'si'`,
      'Posible convulsión de 5 minutos o más, repetida o con un golpe',
      consejosRojo(
        'Una convulsión de 5 minutos o más, varias sin recuperarse entre ellas o con un golpe necesitan atención urgente aunque ya hayan parado (NICE).',
        'Si vuelve a pasar: túmbalo de lado en un sitio seguro, no le metas nada en la boca, no le sujetes y mira el reloj.',
      ),
      { ver_tambien: ['convulsion'] },
    ),
    rojo(
      `movimientos_dormido = '${MOVIMIENTOS.crisisPasada}' AND edad_rango IN ${lista(EDADES_MENOR_6_MESES_SUENO)}`,
      'Posible convulsión en menor de 6 meses',
      consejosRojo(
        'En menores de 6 meses una posible convulsión siempre necesita valoración urgente en el hospital, aunque ya haya pasado.',
        'Si vuelve a pasar: túmbalo de lado, no le metas nada en la boca, no le sujetes y mira el reloj.',
      ),
      { ver_tambien: ['convulsion'] },
    ),
    rojo(
      `pausas_dormido = '${PAUSAS.largas}'`,
      'Pausas al respirar de 20 segundos o más, o con cambio de color o flojera',
      consejosRojo(
        'Las pausas largas o con cambio de color no son la respiración normal del bebé: que lo vea un médico ahora.',
        'Si deja de respirar y no vuelve a hacerlo solo, llama al 112.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    // Round 18: whooping cough with apnoea, blue spells or floppiness at any age, or unwell under 6 months (NICE CKS).
    rojo(
      `tos_ataques_noche = '${TOS_NOCHE.grave}'`,
      'Ataques de tos con pausas, color azul o flojera, o bebé decaído: posible tos ferina grave',
      consejosRojo(
        'Los ataques de tos que hacen dejar de respirar, ponerse azul o quedarse flojo, o un bebé de menos de 6 meses que entre los ataques está decaído o come mucho menos, pueden ser una tos ferina grave: necesita que lo vean en el hospital ahora (NICE; UKHSA).',
        'Durante un ataque, incorpóralo y quédate a su lado. Si deja de respirar y no vuelve a hacerlo solo, llama al 112 y sigue sus indicaciones.',
        'Mantenlo lejos de otros bebés y de embarazadas.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['tos'] },
    ),
    reglaFiebreMenor3Meses('Fiebre o temperatura baja en menor de 3 meses'),
    rojo(
      "golpe_o_toxico = 'si'",
      'Cuesta despertarlo después de un golpe en la cabeza o de tomar algo',
      consejosRojo(
        'Estar más dormido de lo normal después de un golpe en la cabeza, o cuando ha podido tomar una medicina o un tóxico, es un signo de alarma (NICE; Healthier Together): necesita que lo vea un médico ahora.',
        'Si ha podido tomar algo, lleva el envase. Puedes llamar al Servicio de Información Toxicológica (91 562 04 20, 24 horas) por el camino, pero no esperes a llamar para salir.',
        'Si deja de responder o respira mal, llama al 112.',
      ),
      { ver_tambien: ['golpes_caidas', 'intoxicacion'] },
    ),
    reglaCabezaNeurologico(),
    // ------------------------------------------------------------- amarillo
    {
      si: `movimientos_dormido = '${MOVIMIENTOS.crisisPasada}'`,
      urgencia: 'amarillo',
      titulo: 'Una posible convulsión durmiendo, corta y ya recuperado',
      consejos: [
        'Ya ha parado y vuelve a estar como siempre, pero una primera posible convulsión tiene que verla hoy un médico, que decidirá si lo tiene que ver el neurólogo infantil (NICE).',
        'Lleva un vídeo si lo tienes, y apunta cuánto duró, qué viste y cómo se despertó.',
        'Si vuelve a pasar: túmbalo de lado en un sitio seguro, no le metas nada en la boca, no le sujetes y mira el reloj. Llama al 112 si dura 5 minutos o más, si tiene una detrás de otra, si le cuesta respirar o si no vuelve a estar como siempre.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['convulsion'],
    },
    {
      si: `movimientos_dormido = '${MOVIMIENTOS.espasmos}'`,
      urgencia: 'amarillo',
      titulo: 'Salvas de sacudidas cortas al despertarse: posibles espasmos infantiles',
      consejos: [
        'Las salvas de sacudidas cortas en las que dobla la cabeza y el cuerpo y sube los brazos, una detrás de otra y a menudo al despertarse, pueden ser espasmos infantiles (síndrome de West), un tipo de epilepsia del bebé que hay que tratar cuanto antes: que lo vea hoy un pediatra (NICE).',
        'Lleva un vídeo de las sacudidas. Cuéntale también si sonríe menos, está más apagado o ha dejado de hacer cosas que ya hacía.',
        'Llama al 112 si tiene una convulsión de 5 minutos o más, le cuesta respirar, se pone azul o no se despierta bien.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: [ACCION.pediatraHoy, 'Grábalo en vídeo'],
      ver_tambien: ['convulsion'],
    },
    {
      // Round 18: whooping cough fits, the child well between them (NICE CKS Whooping cough: antibiotic within 21 days of
      // the cough starting; UKHSA 2018; HT: fits worse at night, with a whoop or vomit).
      si: `tos_ataques_noche = '${TOS_NOCHE.ataques}'`,
      urgencia: 'amarillo',
      titulo: 'Ataques de tos de noche que acaban en «gallo» o vómito: posible tos ferina',
      consejos: [
        'Los ataques de tos seguidos, peores de noche, que acaban con un «gallo» al coger aire o en un vómito pueden ser una tos ferina, sobre todo si no está bien vacunado o hay alguien con tos larga en casa: que lo vea hoy un médico. Tratarla pronto con antibiótico protege a los bebés de alrededor (NICE; UKHSA).',
        'Durante un ataque, incorpóralo y quédate a su lado. Ofrécele de comer y beber poco y a menudo, y que descanse.',
        'Mantenlo lejos de bebés pequeños y de embarazadas hasta que lo valoren; avisa de la tos al pedir la cita.',
        'Llama al 112 si en un ataque deja de respirar, se pone azul o se queda flojo; ve a urgencias si entre los ataques está decaído o come mucho menos, sobre todo si es menor de 6 meses.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['tos'],
    },
    {
      // Round 18: periodic breathing with fast breathing awake or poorer feeding is not the normal pattern (HT amber).
      si: `pausas_dormido = '${PAUSAS.cortas}' AND rachas_despierto = '${RACHAS.no}'`,
      urgencia: 'amarillo',
      titulo: 'Respira a rachas dormido y, además, respira deprisa despierto o come peor',
      consejos: [
        'Las pausas cortas con ratos rápidos mientras duerme son normales, pero respirar deprisa también despierto y tranquilo, o comer bastante peor de lo normal, no lo son: que lo vea hoy su pediatra (Healthier Together; AAP).',
        'Intenta contar sus respiraciones en un minuto entero, despierto y tranquilo: más de 60, o si se queja, se le hunden las costillas o hace pausas largas, llama al 112.',
        'Ofrécele el pecho o el biberón más a menudo, en tomas más cortas.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: [ACCION.pediatraHoy, ACCION.vigila],
      ver_tambien: ['lactancia_alimentacion', 'tos'],
    },
    {
      si: `pausas_dormido = '${PAUSAS.medias}'`,
      urgencia: 'amarillo',
      titulo: 'Pausas al respirar dormido de 10 a 19 segundos, sin cambio de color',
      consejos: [
        'Las pausas de la respiración normal del bebé duran menos de 10 segundos. Una pausa de 10 a 19 segundos sin cambio de color no es una urgencia, pero que lo vea hoy su pediatra para comprobar que todo está bien (Healthier Together; AAP).',
        'Si puedes, grábalo en vídeo mientras duerme, con el pecho y la cara a la vista, y cuenta los segundos de las pausas.',
        'Llama al 112 si una pausa dura 20 segundos o más, o si en una pausa se pone azulado, morado o pálido, o se queda flojo.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: [ACCION.pediatraHoy, 'Grábalo en vídeo mientras duerme'],
    },
    {
      si: `despierta = '${DESPIERTA.cuesta}'`,
      urgencia: 'amarillo',
      titulo: 'Cuesta despertarlo o se salta tomas',
      consejos: [
        'Que cueste despertarlo más de lo normal es un signo de alerta (NICE): que lo valore hoy un médico.',
        'Si es un recién nacido, despiértalo para comer cada 3 horas mientras tanto.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['lactancia_alimentacion'],
    },
    {
      si: `ronca = '${RONCA.conPausas}' AND edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      urgencia: 'amarillo',
      titulo: 'Bebé que ronca y hace pausas al respirar dormido',
      consejos: [
        'En un bebé de menos de 1 año, roncar fuerte con pausas, boqueadas o despertares como ahogándose debe valorarlo hoy su pediatra: a esta edad puede deberse a algo distinto de las amígdalas (por ejemplo, una vía respiratoria blanda o estrecha).',
        'Pide cita hoy con su pediatra. Si puedes, grábalo en vídeo mientras duerme (unos minutos, con el pecho y la cara a la vista) para enseñárselo.',
        'Si está resfriado, lavarle la nariz con suero antes de dormir puede ayudar.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: [ACCION.pediatraHoy, 'Grábalo en vídeo mientras duerme'],
      ver_tambien: ['mocos_congestion'],
    },
    // Round 18: an uncounted "faster than normal" is the fast bursts of confirmed periodic breathing (AAP 2016 BRUE), not
    // fast breathing; a counted rate keeps its NICE thresholds.
    ...reglasRespiracionAmarillo().map((r) => ({
      ...r,
      si: r.si === RR_SIN_CONTAR ? `${RR_SIN_CONTAR} AND NOT (${RESPIRACION_PERIODICA})` : r.si,
      ver_tambien: ['tos'],
    })),
    reglaCabezaManana(),
    {
      // Round 18: NICE NG12 (children: very urgent referral, within 48 hours, for unexplained lymph nodes with night
      // sweats, weight loss or fever; leukaemia and lymphoma).
      si: "signos_generales = 'si'",
      urgencia: 'amarillo',
      titulo: 'Sudores que empapan por la noche, pérdida de peso o un bulto duro que no duele',
      consejos: [
        'Los sudores que empapan la ropa de noche sin fiebre ni calor, perder peso sin intentarlo o un bulto duro que no duele en el cuello, encima de la clavícula, en la axila o en la ingle que no se va suelen tener una causa sin importancia, pero hay que descartar una enfermedad de la sangre o de los ganglios: que lo vea su pediatra cuanto antes, hoy o mañana (NICE).',
        'Apunta desde cuándo le pasa, cuánto peso ha perdido si lo sabes, y si además tiene fiebre, cansancio, palidez, moratones sin golpes o picor.',
        'Ve a urgencias si le cuesta respirar, está muy pálido, le salen manchas o moratones sin golpes, sangra por la nariz o las encías sin parar, o tiene fiebre alta y está decaído.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: [ACCION.pediatraHoy],
    },
    reglaFiebreAmbar(),
    reglaMuyEnfermo(),
    // ---------------------------------------------------------------- verde
    verde(
      "fiebre = 'si'",
      'Duerme más o peor porque tiene fiebre',
      ['Con fiebre es normal que duerma más o peor. Lo importante es que, cuando se despierta y le baja la fiebre, esté espabilado y te haga caso.', 'Para decidir qué hacer con la fiebre, usa el apartado de fiebre.'],
      { ver_tambien: ['fiebre'] },
    ),
    verde(`pausas_dormido = '${PAUSAS.cortas}'`, 'Respiración periódica del bebé', [
      'Las pausas cortas (de menos de 10 segundos) que alternan con ratos de respiración rápida, sin cambiar de color ni quedarse flojo, son la "respiración periódica" del bebé: es normal, sobre todo en el primer mes, y desaparece antes de los 6 meses (AAP).',
      'Lo que cuenta es cómo respira despierto y tranquilo: si entonces respira deprisa o se le hunden las costillas, consulta.',
      'Si alguna pausa dura 10 segundos o más, que lo vea su pediatra hoy; si dura 20 segundos o más, o se pone azulado o pálido, o se queda flojo, llama al 112.',
      'Consulta hoy también si empieza a respirar deprisa despierto y tranquilo, come bastante peor o tiene fiebre.',
    ]),
    verde(`movimientos_dormido = '${MOVIMIENTOS.paranAlDespertar}'`, 'Sacudidas durmiendo que paran al despertarlo', [
      'Las sacudidas breves de brazos o piernas al dormirse o dormido, que paran en cuanto lo despiertas o lo tocas, en un niño que despierto está bien, no son convulsiones: son frecuentes y benignas (mioclonías del sueño) (NICE; Asociación Española de Pediatría).',
      'Si se repiten, grábalas en vídeo y despiértalo con suavidad para comprobar que paran. Enséñale el vídeo a su pediatra en una consulta normal. No le sujetes los brazos ni las piernas.',
      'Consulta hoy si las sacudidas siguen estando despierto o no paran al despertarlo, o si son salvas de sacudidas al despertarse en las que dobla la cabeza y el cuerpo.',
    ]),
    verde(
      `ronca = '${RONCA.conPausas}'`,
      'Ronca y hace pausas al respirar dormido',
      [
        'Roncar fuerte con pausas, boqueadas o despertares como ahogándose puede ser una apnea del sueño, casi siempre por amígdalas o vegetaciones grandes. No es una urgencia, pero tiene que valorarlo su pediatra: pide cita (no urgente) en los próximos días para que decida si necesita un estudio del sueño o verlo el otorrino (AAP 2012).',
        'Grábalo en vídeo mientras duerme unos minutos, con el pecho y la cara a la vista, y apunta si ronca casi todas las noches, si está muy cansado, irritable o distraído de día, si le cuesta despertarse o si ha vuelto a mojarse por la noche.',
        'Si está resfriado, lavarle la nariz con suero antes de dormir puede ayudar.',
        'Ve a urgencias si se pone azulado o pálido en las pausas, si le cuesta respirar también despierto, o si de día está tan adormilado que cuesta despertarlo.',
      ],
      { acciones_sugeridas: [ACCION.pediatraNoUrgente, 'Grábalo en vídeo mientras duerme'], ver_tambien: ['mocos_congestion'] },
    ),
    verde(`ronca = '${RONCA.si}'`, 'Ronca sin pausas', [
      'Roncar de vez en cuando, sobre todo con mocos, es frecuente y no suele ser un problema. Si ronca casi todas las noches, coméntaselo a su pediatra en la próxima visita.',
    ]),
    verde(`duda = '${DUDA.terrores}'`, 'Terrores nocturnos, pesadillas o sonambulismo', [
      'En los terrores nocturnos el niño grita o parece asustado pero sigue dormido y al día siguiente no lo recuerda. Son frecuentes entre los 2 y los 6 años y no son peligrosos.',
      'No intentes despertarlo: quédate a su lado y vigila que no se haga daño. Si camina dormido, cierra puertas y ventanas y pon barreras en las escaleras.',
      'Un horario regular y dormir las horas suficientes los hacen menos frecuentes.',
    ]),
    verde(`duda = '${DUDA.despierta}'`, 'Se despierta por la noche o le cuesta dormirse', [
      'En el primer año es normal despertarse varias veces por la noche, y muchos bebés siguen necesitando comer de noche.',
      'Ayuda una rutina corta y tranquila antes de dormir (baño, pijama, cuento) a la misma hora cada día, y acostarlo somnoliento pero despierto.',
      'Evita pantallas y estímulos fuertes en la hora antes de dormir.',
    ]),
    verde(SIEMPRE, 'Dudas de sueño sin signos de alarma', [
      'Ahora no hay signos de alarma. Estas son las recomendaciones para que tu bebé duerma seguro:',
    ]),
  ],
}, 'despierta');
