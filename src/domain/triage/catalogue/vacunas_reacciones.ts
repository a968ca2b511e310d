/**
 * Reacciones a las vacunas. Built on the AAP/Schmitt-Thompson "Reacciones a las
 * vacunas" parent protocol (healthychildren.org, in Spanish, and its English
 * versions: call now for fever over 40 °C, high-pitched crying over 1 hour,
 * nonstop crying over 3 hours; 911 for breathing trouble or unresponsiveness),
 * WebMD/Healthwise (when to call after immunisations), the NHS Healthier
 * Together post-vaccination exception for babies under 3 months and the UKHSA
 * MenB-and-paracetamol guidance, the WAO 2020 anaphylaxis criteria, and the
 * definitions of the hypotonic-hyporesponsive episode (MVEC; CAV-AEP). Round 11:
 * a faint after the jab with a knock on the head or head-injury red flags
 * (NICE NG232; NHS Healthier Together head injury), and blood in the stool of
 * a baby in the weeks after the rotavirus vaccine (Rotarix and RotaTeq EU
 * product information). Round 18: a limp or not using the injected limb in
 * the first 2 days with a sore site, moving the joints and improving, is an
 * expected reaction (UKHSA Green Book ch. 8; CDC): verde; any other limp is
 * amarillo (NICE NG143 amber; NICE CKS limp). See
 * `notas` for the decisions, in particular the fever-after-vaccines exception
 * under 3 months.
 */
import type { Flujo, Pregunta } from '../types.ts';
import {
  ACCION,
  antitermicos,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  consejoVuelveSi,
  EDADES_MENOR_2_ANOS,
  lista,
  MANCHAS,
  MOTIVOS_ALARMA_GLOBALES,
  paracetamol,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  AVISO_PREOCUPADO,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { FUENTE_INVAGINACION, PREGUNTA_INVAGINACION, reglaInvaginacion } from './banderas-abdomen.ts';
import { conCribado } from './cribado-otras-puertas.ts';
import { PREGUNTA_RESPIRACION_RESUMIDA, RESPIRACION_RESUMIDA } from './banderas-respiracion.ts';

/** Crying after the vaccine (Schmitt: high-pitched over 1 hour or nonstop over 3 hours → call now). */
export const LLANTO = {
  calma: 'No llora más de lo normal, o está algo irritable pero se calma en brazos',
  menos3h: 'Llora sin parar y no se calma con nada, desde hace menos de 3 horas',
  agudo: 'Tiene un llanto raro, muy agudo (como un chillido), desde hace más de 1 hora',
  mas3h: 'Lleva 3 horas o más llorando sin parar y no se calma con nada',
} as const;

/** A sudden floppy, pale, unresponsive spell (HHE, under 2 years), a faint just after the jab (vasovagal, older children) or a fit. */
export const EPISODIO = {
  no: 'No',
  desmayo: 'Se mareó o se desmayó en los minutos siguientes al pinchazo y se recuperó enseguida',
  flojo: 'Se quedó de repente flojo (como un muñeco de trapo), pálido o azulado y sin responder un rato',
  convulsion: 'Tuvo una convulsión: sacudidas o rigidez del cuerpo, o se quedó con la mirada perdida sin responder',
} as const;

/**
 * Round 11: blood in the stool in the weeks after the vaccines, in a baby under 1 year (Rotarix and RotaTeq EU
 * product information: small rise in intussusception, mainly in the 7 days after a dose and up to about 3 weeks;
 * seek medical attention promptly for blood in the stool, vomiting, severe tummy pain or persistent crying).
 * The mild form first; the form with the intussusception picture is rojo.
 */
export const SANGRE_CACA = {
  no: 'No',
  sangre: 'Sí, algo de sangre (hilos o puntitos rojos, o moco con sangre), y por lo demás está bien: come, no vomita y está tranquilo',
  conSignos:
    'Sí, y además vomita, tiene ratos de llanto fuerte encogiendo las piernas, está pálido, flojo o más dormido de lo normal, o la caca parece mermelada de grosella',
} as const;

/**
 * Round 19: breathing trouble, swelling or hives after a vaccine, split by when it started (UKHSA Green Book ch. 8;
 * WAO 2020: anaphylaxis starts within minutes to a few hours). A cough, wheeze or some breathlessness that starts a
 * day or more later with a cold is graded as any breathing problem; the rest stays anaphylaxis (rojo, 112).
 */
export const ALERGIA_RESPIRA = {
  no: 'No',
  catarro:
    'Solo tos, pitos, ronquera o algo de fatiga al respirar, que empezaron 1 día o más después de la vacuna junto con mocos o catarro, sin hinchazón de labios, lengua o cara ni ronchas',
  anafilaxia:
    'Sí, y empezó en los minutos u horas siguientes al pinchazo, o tiene hinchados los labios, la lengua o la cara, ronchas por todo el cuerpo, le cuesta tragar, o está pálido, flojo o mareado',
} as const;

/**
 * Round 19: on the cold path, one graded question carrying the shared breathing answers (banderas-respiracion.ts: fast
 * for the age or a little effort → amber; > 60, pauses, grunting, marked recession, too breathless to feed or talk →
 * red; NICE NG143, NG9) and the wheeze and asthma reliever answers (BTS/SIGN 158; asthma action plans: reliever needed
 * again within 4 hours → amber, not improving → red). One question, not two, keeps the catalogue walk short.
 */
export const RESPIRA_CATARRO = {
  normal: 'Respira con normalidad y sin pitos, o tiene asma y mejora con su inhalador de rescate, que le dura 4 horas o más',
  ambar: `${RESPIRACION_RESUMIDA.deprisa}; o le pitan el pecho y no tiene asma; o tiene asma y necesita el inhalador de rescate otra vez antes de 4 horas`,
  grave: `${RESPIRACION_RESUMIDA.grave}; o tiene asma y no mejora después de darle el inhalador de rescate`,
} as const;

/** The cold path (a day or more after the jab, with a cold): the shared breathing questions follow. */
const CATARRO_TRAS_VACUNA = `alergia_respira = '${ALERGIA_RESPIRA.catarro}'`;
/** After the amber answer the result is amarillo at least: the questions that can only give amarillo or verde are not asked. */
const SIN_CATARRO_AMBAR = `(alergia_respira != '${ALERGIA_RESPIRA.catarro}' OR respira_catarro != '${RESPIRA_CATARRO.ambar}')`;
const trasCatarroAmbar = (pregunta: Pregunta): Pregunta => ({
  ...pregunta,
  mostrar_si: pregunta.mostrar_si ? `(${pregunta.mostrar_si}) AND ${SIN_CATARRO_AMBAR}` : SIN_CATARRO_AMBAR,
});

export const CUANDO = {
  menos48h: 'Hace menos de 2 días (48 horas)',
  mas48h: 'Hace 2 días o más',
} as const;

export const FIEBRE = {
  no: 'No tiene fiebre (menos de 38 °C) o no lo noto caliente',
  medida: 'Sí, se la he medido',
  sinMedir: 'Lo noto caliente, pero no se la he medido',
} as const;

/** The injection site (Schmitt: redness larger than 2.5-5 cm, or worse after 3 days, or starting after 2 days → call). */
export const ZONA = {
  leve: 'Nada, o solo dolor, algo de enrojecimiento o un bultito en la zona del pinchazo',
  grande: 'Enrojecimiento o hinchazón de más de 5 cm (más grande que la palma de su mano), o que ocupa buena parte del brazo o del muslo',
  infeccion: 'La zona se pone roja a partir del 2º día, o después del 3er día está cada vez más roja, caliente o dolorosa, con rayas rojas o pus',
} as const;

/**
 * Round 18: a limp or not using an arm or a leg (UKHSA Green Book ch. 8 and CDC: pain, swelling and redness at the
 * site in the days after a vaccine; NICE NG143 amber: not using an extremity, non-weight bearing, joint swelling).
 * The mild form first; the other form is amarillo, and with fever under 3 months it ends the post-vaccine exception.
 */
export const COJERA = {
  no: 'No',
  esperada:
    'Sí, solo el brazo o la pierna del pinchazo y desde hace menos de 2 días: la zona está dolorida o algo roja, mueve bien la cadera, la rodilla o el hombro, apoya el pie aunque cojee (si ya anda) y va a mejor',
  otra: 'Sí, pero no es así: lleva 2 días o más y no mejora, no apoya nada el pie, tiene una articulación hinchada o caliente, o le pasa en otro brazo o pierna',
} as const;

const MENOR_3_MESES = "edad_rango = '0-3 meses'";
const EDADES_MENOR_1_ANO = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
const HAY_DESMAYO = `episodio = '${EPISODIO.desmayo}'`;

/** HT head injury red list (within 48 hours), as the safety net after a knock on the head during a faint. */
const VIGILA_CABEZA =
  'Vigílalo de cerca las próximas 48 horas. Llama al 112 o ve a urgencias si: vomita 2 veces o más, le duele la cabeza cada vez más, está muy dormido o cuesta despertarlo, está confuso o raro, ve doble o borroso, le cuesta hablar o andar, pierde fuerza en un brazo o una pierna, tiene una convulsión o le sale líquido transparente por la nariz o un oído.';
/** Old enough to say that the chest hurts or the heart races (brief: ask from 5 years; mRNA myocarditis peaks in adolescents). */
const EDADES_DESDE_5_ANOS = ['5-12 años', '12+ años'] as const;
/** Fever measured, or felt and not measured (NICE NG143: take parents' reported fever seriously). */
const CON_FIEBRE = `(temperatura >= 38 OR fiebre = '${FIEBRE.sinMedir}')`;
/** The same, written so that it is false (not unknown) when the temperature was not asked: hides the timing questions without fever. */
const PREGUNTAR_CUANDO = `fiebre = '${FIEBRE.sinMedir}' OR (fiebre = '${FIEBRE.medida}' AND temperatura >= 38)`;


const consejosRojo = (...propios: string[]): string[] => [
  ...propios,
  'Lleva la cartilla de vacunas o di qué vacunas le pusieron y a qué hora.',
  CONSEJO_ROJO_CAMINO,
];

const consejosAmarillo = (...propios: string[]): string[] => [
  ...propios,
  'Lleva la cartilla de vacunas o di qué vacunas le pusieron y cuándo.',
  CONSEJO_AMARILLO,
];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: paracetamol() });

/** Home care for common reactions (AAP/Schmitt care advice). */
const CONSEJOS_REACCION: readonly string[] = [
  'Las reacciones leves son normales y significan que la vacuna está haciendo su trabajo: dolor, enrojecimiento o un bulto en la zona del pinchazo (duran 3-5 días, hasta 7 con algunas vacunas), algo de fiebre el primer o segundo día, estar más irritable o dormir más.',
  'Para el dolor de la zona, ponle un paño frío y húmedo durante unos 20 minutos. No des masajes fuertes ni pongas calor.',
  'Ofrécele líquidos (pecho o biberón) a menudo y no lo abrigues de más.',
];

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'le cuesta respirar o tragar, se le hinchan los labios o la cara, o le salen ronchas por todo el cuerpo',
  'llora sin parar 3 horas o más, o con un llanto muy agudo más de 1 hora',
  'tiene 40 °C o más',
  'se queda de repente flojo, pálido y sin responder',
  'en las 2 semanas siguientes le duele el pecho, nota el corazón muy rápido o a saltos, le falta el aire o se desmaya',
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_SI = consejoConsultaSi([
  'la fiebre dura más de 2 días o empieza 2 días o más después de la vacuna (salvo la triple vírica o la varicela, que pueden dar fiebre y granitos entre 1 y 4 semanas después)',
  'la zona del pinchazo está cada vez más roja o dolorosa después del 3er día, o sigue así más de 7 días',
  'está irritable más de 3 días',
]);

export const vacunas_reacciones: Flujo = conCribado({
  ...FICHAS.vacunas_reacciones,
  fuentes: [
    {
      titulo: 'HealthyChildren.org (AAP, Schmitt BD). Reacciones a las vacunas – versión 6, enero de 2022',
      anio: 2022,
      url: 'https://healthychildren.org/Spanish/tips-tools/Symptom-Checker/Paginas/symptomviewer.aspx?symptom=Reacciones+A+Las+Vacunas',
    },
    {
      titulo: 'Schmitt BD. Immunization reactions – when to call (versión para padres de una consulta pediátrica; sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://wesleykids.com/wesley-kids-symptom-checker/immunization-reactions/',
    },
    {
      titulo: 'WebMD / Healthwise. Immunizations – when to call a doctor (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.webmd.com/children/vaccines/tc/immunizations-when-to-call-a-doctor',
    },
    {
      titulo: 'NHS Healthier Together (Oxfordshire). Fever in babies under 3 months: excepción tras las vacunas (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-baby-unwell-under-3-months/fever-high-temperature',
    },
    {
      titulo: 'UK Health Security Agency. MenB vaccine and paracetamol (actualizada en 2025)',
      anio: 2025,
      url: 'https://www.gov.uk/government/publications/menb-vaccine-and-paracetamol',
    },
    {
      titulo: 'Cardona V et al. World Allergy Organization Anaphylaxis Guidance 2020. World Allergy Organ J 2020;13:100472',
      anio: 2020,
      url: 'https://doi.org/10.1016/j.waojou.2020.100472',
    },
    {
      titulo: 'Melbourne Vaccine Education Centre (MVEC). Hypotonic-hyporesponsive episode (HHE) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://mvec.mcri.edu.au/immunisation-references/hypotonic-hyporesponsive-episode-hhe/',
    },
    {
      titulo: 'Comité Asesor de Vacunas de la AEP. Pregunta al CAV: episodio de hipotonía e hiporrespuesta tras las vacunas de los 2 meses',
      anio: 2014,
      url: 'https://vacunasaep.org/familias/pregunta-al-cav/efectos-secundarios/efectos-secundarios-2',
    },
    {
      titulo: 'CDC. Rotavirus vaccine information statement (invaginación intestinal en la semana siguiente a la 1ª o 2ª dosis; reproducida por Mount Sinai)',
      anio: 2021,
      url: 'https://mountsinai.org/health-library/special-topic/rotavirus-vaccine-what-you-need-to-know',
    },
    {
      titulo: "Seattle Children's (Schmitt BD). Immunization reactions (vacuna del rotavirus seguida de vómitos, sangre en la caca o llanto intenso → consultar ya; sin fecha, año de consulta)",
      anio: 2026,
      url: 'https://uat.seattlechildrens.org/conditions/a-z/immunization-reactions',
    },
    FUENTE_INVAGINACION,
    {
      titulo: 'CDC. Myocarditis and pericarditis after mRNA COVID-19 vaccination (dolor en el pecho, falta de aire o latidos rápidos, a golpes o como un aleteo en la semana siguiente → buscar atención médica; sobre todo varones adolescentes, tras la 2ª dosis)',
      anio: 2023,
      url: 'https://www.cdc.gov/coronavirus/2019-ncov/vaccines/safety/myocarditis.html',
    },
    {
      titulo: 'EMA (PRAC). Comirnaty and Spikevax: possible link to very rare cases of myocarditis and pericarditis (en los 14 días siguientes; falta de aire, latido fuerte o irregular, dolor en el pecho → atención médica inmediata; difundido en España por la AEMPS)',
      anio: 2021,
      url: 'https://www.ema.europa.eu/en/news/comirnaty-spikevax-possible-link-very-rare-cases-myocarditis-pericarditis',
    },
    {
      titulo: 'NICE NG232. Head injury: assessment and early management (criterios de derivación desde la comunidad: pérdida de conocimiento, amnesia, vómitos, dolor de cabeza persistente, convulsión, signos neurológicos; resumen NASGP)',
      anio: 2023,
      url: 'https://www.nasgp.org.uk/resource/nice-head-injury/',
    },
    {
      titulo: 'NHS Healthier Together (Oxfordshire). Head injury: advice for parents and carers (rojo en las 48 horas: 3 vómitos o más, adormilado, confuso, convulsión, problemas de visión, habla o equilibrio; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/head-injury',
    },
    {
      titulo: 'EMA. Rotarix: EPAR, ficha técnica y prospecto (invaginación intestinal, sobre todo en los 7 días siguientes a una dosis; consultar enseguida si hay sangre en las heces, vómitos, dolor de tripa fuerte o llanto persistente)',
      anio: 2024,
      url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/rotarix',
    },
    {
      titulo: 'EMA. RotaTeq: EPAR, ficha técnica y prospecto (mismo aviso de invaginación intestinal tras la vacuna)',
      anio: 2024,
      url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/rotateq',
    },
    {
      titulo:
        'UKHSA. Immunisation against infectious disease (the Green Book), capítulo 8: vaccine safety and adverse events following immunisation (dolor, hinchazón y enrojecimiento en la zona del pinchazo, esperables en los días siguientes)',
      anio: 2020,
      url: 'https://www.gov.uk/government/publications/vaccine-safety-and-adverse-events-following-immunisation-the-green-book-chapter-8',
    },
    {
      titulo: 'CDC. Possible side effects from vaccines (dolor, enrojecimiento o hinchazón donde se puso la inyección; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.cdc.gov/vaccines/basics/possible-side-effects.html',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (ámbar: no apoya o no usa una extremidad, hinchazón de una extremidad o articulación)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    {
      titulo: 'UK Health Security Agency. Influenza: the green book, chapter 19 (la vacuna atenuada intranasal produce a menudo congestión nasal o rinorrea)',
      anio: 2023,
      url: 'https://www.gov.uk/government/publications/influenza-the-green-book-chapter-19',
    },
    {
      titulo: 'NHS. Children’s flu vaccine: side effects (mocos o nariz tapada, cansancio, menos apetito) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/vaccinations/child-flu-vaccine/',
    },
    {
      titulo: 'BTS/SIGN 158. British guideline on the management of asthma (crisis: necesitar el broncodilatador de rescate más a menudo que cada 4 horas indica mal control; planes de acción del asma)',
      anio: 2019,
      url: 'https://www.brit-thoracic.org.uk/quality-improvement/guidelines/asthma/',
    },
    {
      titulo: 'NICE NG9. Bronchiolitis in children: diagnosis and management (edad menor de 3 meses como riesgo de enfermedad grave) (actualizada en 2021)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng9/chapter/Key-priorities-for-implementation',
    },
    {
      titulo: 'AEMPS (vía Infosalus). Vacuna del meningococo B: paracetamol profiláctico si coincide con otras vacunas',
      anio: 2015,
      url: 'https://www.infosalus.com/farmacia/noticia-vacuna-meningitis-no-debe-administrarse-vez-otras-vacunas-20150923160136.html',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 19, dificultad para respirar después de una vacuna (pregunta nueva alergia_respira, que sustituye a la si/no alergia_grave): antes, cualquier dificultad para respirar, pitos o ronquera tras una vacuna se leía como anafilaxia (rojo, 112), también la tos con pitos que empieza al día siguiente con un catarro. La anafilaxia tras una vacuna empieza en los minutos u horas siguientes al pinchazo (Green Book de UKHSA, capítulo 8: casi siempre en minutos; WAO 2020; Schmitt: en 20 minutos, rara vez hasta 2 horas), y la vacuna de la gripe que se da en la nariz produce a menudo mocos o nariz tapada unos días (NHS, vacuna de la gripe infantil; Green Book, capítulo 19). Ahora la pregunta tiene tres respuestas: no; solo tos, pitos, ronquera o algo de fatiga que empezaron 1 día o más después de la vacuna, con mocos o catarro, sin hinchazón ni ronchas; y la anafilaxia (empezó en los minutos u horas siguientes al pinchazo, o hinchazón de labios, lengua o cara, ronchas por todo el cuerpo, dificultad para tragar, o pálido, flojo o mareado) → ROJO con 112, como antes. La respuesta del catarro se gradúa como cualquier problema respiratorio, con una sola pregunta nueva (respira_catarro, solo en ese camino) que lleva las respuestas compartidas de respiración de banderas-respiracion.ts (respira deprisa para su edad, aleteo o un poco de tiraje → amarillo; más de 60 por minuto, pausas, quejido, tiraje intenso o tan fatigado que no puede comer ni hablar → rojo; NICE NG143, NG9) junto con los pitos y el asma (pitos sin asma conocida → amarillo, como en tos; con asma, el inhalador de rescate le dura menos de 4 horas → amarillo y no mejora con él → rojo, guía británica de asma BTS/SIGN 158 y los planes de acción del asma; respira bien, o con asma mejora y el inhalador le dura 4 horas o más → verde con su plan). Una pregunta y no dos (respiración y pitos por separado), y tras la respuesta ámbar no se hacen las preguntas que solo pueden dar amarillo o verde (cuándo fue la vacuna, triple vírica, come poco, zona, cojera, lo ves muy enfermo), para que el recorrido del flujo siga siendo revisable: con dos preguntas la comprobación tardaba 8 veces más. El color (azulado, grisáceo, moteado) sigue en su pregunta roja de siempre. En menores de 3 meses la respuesta del catarro es al menos amarillo (NICE NG9: la edad menor de 3 meses es un riesgo de bronquiolitis grave; como en tos) y, con fiebre, anula la excepción de la fiebre tras las vacunas (→ rojo, como la tos con fiebre en tos). Si no hay nada de eso, verde con la red de seguridad respiratoria y enlace al flujo tos. Desacuerdo: ninguna fuente pone un límite exacto entre «horas» y «1 día»; la respuesta del catarro exige 1 día o más y catarro a la vez, y si dudan, la ayuda manda elegir la de la anafilaxia (lectura prudente).',
    'Fiebre tras las vacunas en menores de 3 meses: NICE NG143 da rojo a todo menor de 3 meses con 38 °C o más; SEUP lo pone en "Urgencias el mismo día"; Healthier Together hace una excepción si la fiebre aparece en las 48 horas siguientes a las vacunas (la de los 2 meses, sobre todo con la del meningococo B) y no hay ningún otro signo rojo ni ámbar: paracetamol y vigilancia estrecha, y consultar si no cede. UKHSA añade que con paracetamol casi todas estas fiebres son leves (por debajo de 39 °C) y que si sigue a las 48 horas hay que consultar. Decisión: aplicamos la excepción de forma estricta → verde solo si es en las primeras 48 horas, por debajo de 39 °C, y sin ninguno de estos: come menos de la mitad, moja menos pañales o está decaído, llanto que no se calma, signos de infección en la zona, o lo ven muy enfermo, distinto de otras veces (la preocupación de los padres, sola, ya no anula la excepción: issue 9, patrón 1); con cualquiera de ellos, con 39 °C o más, con menos de 36 °C, o si han pasado 48 horas o más desde la vacuna → rojo. El motor no muestra dosis de paracetamol en menores de 3 meses: el consejo explica que la dosis debe indicarla su pediatra o la enfermera que le vacunó (en España la AEMPS y el CAV-AEP recomiendan paracetamol preventivo cuando la vacuna del meningococo B coincide con otras). Revisar con pediatría: el flujo fiebre no aplica esta excepción.',
    'Anafilaxia (minutos a 2 horas tras la vacuna; WAO 2020): hinchazón de labios, lengua o cara, ronchas por todo el cuerpo, pitos, ronquera, dificultad para tragar o respirar → rojo y 112 (una sola pregunta, que incluye también la dificultad para respirar global; ronda 19: salvo la tos o los pitos que empiezan 1 día o más después con un catarro, ver la nota de la ronda 19). Las ronchas solo alrededor del pinchazo son normales (Schmitt).',
    'Episodio de hipotonía e hiporrespuesta (flojo, pálido o azulado y sin responder, en las 48 horas siguientes, en menores de 2 años): MVEC y el CAV-AEP dicen que es benigno y se resuelve solo, pero exige valoración; para unos padres en casa es "ir ya" → rojo aunque se haya recuperado. Un desmayo en los minutos siguientes al pinchazo en un niño de 2 años o más es casi siempre vasovagal (MVEC, CAV-AEP) → verde con consejos, salvo otros signos. Convulsión tras la vacuna → rojo (WebMD: emergencia; Schmitt; y la primera convulsión siempre es rojo en el flujo convulsion).',
    'Llanto: Schmitt da "llamar ya" al llanto sin parar de más de 3 horas y al llanto agudo de más de 1 hora → rojo (la tabla de clinical-sources pone "call doctor now" en rojo). Llanto inconsolable de menos de 3 horas tras la vacuna, sin otros signos → verde con consejos y el umbral de 3 horas como motivo para volver (en menores de 3 meses con fiebre, en cambio, anula la excepción).',
    'Fiebre de 40 °C o más: Schmitt "llamar ya"; el flujo fiebre (NICE y SEUP) no da ámbar hasta 40,5 °C. Elegimos amarillo desde 40 °C tras la vacuna (término medio prudente). 3-6 meses con 39 °C o más → amarillo (NICE ámbar). Fiebre que sigue o empieza 2 días o más después de una vacuna inactivada → amarillo (WebMD, UKHSA: consultar si sigue a las 48 horas); tras la triple vírica o la varicela la fiebre entre 1 y 4 semanas después es esperable → verde con enlace al flujo fiebre.',
    'Zona del pinchazo: Schmitt pide consultar si el enrojecimiento pasa de 2,5 cm (5 cm con la 4ª dosis y 7,5 cm con la 5ª de la DTPa), si empieza después de 48 horas o si empeora tras el 3er día (posible infección, menos de 1 de cada 1000). Elegimos amarillo (zona gris: nivel prudente) para más de 5 cm y para los signos de infección, con enlace a hinchazon_local.',
    'Puertas equivocadas: una reacción a la vacuna puede tapar otra enfermedad que coincide o que la vacuna favorece. Anafilaxia (WAO 2020 → rojo); infección grave que coincide con la vacuna (fiebre en menores de 3 meses pasadas 48 horas, o con otros signos, manchas que no se borran, color, adormilado → rojo; NICE NG143; remite a fiebre); convulsión febril y episodio de hipotonía e hiporrespuesta (→ rojo; remite a convulsion); invaginación intestinal, sobre todo en la semana siguiente a la vacuna del rotavirus (crisis de llanto con las piernas encogidas y palidez, o caca con sangre → rojo; CDC, Schmitt "rotavirus vaccine followed by vomiting, blood in the stool or severe crying → seek care now"; pregunta compartida de banderas-abdomen, hasta los 5 años; remite a dolor_abdominal); infección de la zona del pinchazo o celulitis (→ amarillo; remite a hinchazon_local); deshidratación (come o bebe menos de la mitad, moja menos pañales → amarillo).',
    'Patrón habitual (issue 9, patrón 3): dolor, enrojecimiento o un bultito en la zona durante 3-5 días (hasta 7 con la DTPa), fiebre en las primeras 24-48 horas que dura 1-2 días, irritabilidad, y fiebre con granitos 1-4 semanas después de la triple vírica o la varicela son lo esperable → verde (Schmitt "Immunization reactions"); lo que se sale de ese patrón (fiebre pasadas 48 horas, zona que empeora tras el 3er día) escala.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo, y en menores de 3 meses con fiebre anula la excepción de las vacunas (→ rojo); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
    'Miocarditis y pericarditis tras las vacunas de ARN mensajero de la COVID-19 (CDC; EMA/PRAC 2021, difundido por la AEMPS): dolor en el pecho, falta de aire, latido rápido, fuerte o irregular, en los días siguientes (hasta 14 días según la EMA; casi siempre en la primera semana según los CDC), sobre todo en varones adolescentes y tras la 2ª dosis → ambos piden atención médica inmediata → rojo (urgencias ahora; 112 si empeora). Añadimos el desmayo en los días siguientes (distinto del desmayo vasovagal de los minutos tras el pinchazo, que sigue en verde) porque es un síntoma de miocarditis en la bibliografía clínica. La pregunta no nombra la vacuna (muchos padres no sabrán cuál le pusieron) y se hace desde los 5 años: antes, un niño no sabe describir el dolor de pecho ni las palpitaciones, y esos niños siguen cubiertos por las preguntas globales (respiración, color, adormilado).',
    'Ronda 11, desmayo tras la vacuna y golpe en la cabeza: al desmayarse el niño cae y puede golpearse la cabeza, y eso es un traumatismo craneal. Dos preguntas nuevas, solo cuando se ha contestado que se desmayó justo después del pinchazo: desmayo_alarma (desde el desmayo, dolor de cabeza fuerte o que va a más, más de un vómito, visión doble o borrosa, adormilado, confuso o raro, no recuerda lo que pasó, le cuesta hablar, andar o mover un brazo o una pierna, una convulsión, o estuvo sin conocimiento más de unos segundos) → ROJO, se golpeara o no (NICE NG232 deriva a urgencias con cualquiera de ellos; Healthier Together los pone en rojo; el desmayo vasovagal dura segundos y se recupera enseguida, así que una pérdida de conocimiento más larga tampoco es un desmayo simple); y golpe_desmayo (se golpeó la cabeza al caer, o nadie lo vio caer) sin ninguno de esos signos → AMARILLO, que lo vea hoy un médico, con la lista roja de Healthier Together para las 48 horas siguientes. Elección entre fuentes: NICE NG232 manda a urgencias cualquier pérdida de conocimiento tras un golpe, pero aquí la pérdida de conocimiento es la del desmayo, anterior al golpe; Healthier Together pone en verde al niño alerta tras un golpe sin signos. Elegimos el término medio prudente, amarillo (el mismo nivel que da el flujo mareo al golpe al caer de un desmayo; un solo vómito tras un golpe también es amarillo en golpes_caidas). Un desmayo en un niño de 2 años o más sin golpe ni signos sigue en verde.',
    'Ronda 11, sangre en la caca tras la vacuna del rotavirus: las fichas técnicas y los prospectos europeos de Rotarix y RotaTeq (EMA) avisan de un pequeño aumento de la invaginación intestinal, sobre todo en los 7 días siguientes a una dosis (y hasta unas 3 semanas), y piden consultar enseguida si hay sangre en las heces, vómitos, dolor de tripa fuerte o llanto persistente. La pregunta compartida invaginacion (crisis de llanto con piernas encogidas y palidez, o caca como mermelada de grosella → rojo) se mantiene. Pregunta nueva sangre_caca_vacuna, en menores de 1 año (la vacuna se da a los 2, 4 y 6 meses; no exige que los padres sepan qué vacuna fue, porque la sangre en la caca de un bebé ya es ámbar en Healthier Together y una señal de alarma en NICE NG1): algo de sangre en un bebé que por lo demás está bien → AMARILLO (que lo vea un médico hoy, sin medicinas para el dolor que lo enmascaren); sangre con vómitos, crisis de llanto con las piernas encogidas, palidez, flojera o caca como mermelada de grosella → ROJO (posible invaginación: urgencias ahora, sin comer ni beber). En menores de 3 meses con fiebre, la sangre en la caca es un signo más que anula la excepción de las vacunas (→ rojo).',
    'Medicación: paracetamol 15 mg/kg (y en verde también ibuprofeno 10 mg/kg, que el motor solo muestra desde 6 meses). En amarillo solo paracetamol.',
    'Ronda 18, cojera o no usar un brazo o una pierna: antes este flujo no lo preguntaba y la comprobación del mismo día (otra_consulta) daba amarillo a cualquier cojera, también a la del niño que cojea el día de la vacuna del muslo porque le duele la zona. El Green Book de UKHSA (capítulo 8) y los CDC dicen que el dolor, la hinchazón y el enrojecimiento de la zona del pinchazo son reacciones esperables de los primeros días, y con ellas el niño puede cojear o usar menos ese miembro. Pregunta nueva cojera_vacuna con las dos formas separadas: solo el brazo o la pierna del pinchazo, desde hace menos de 2 días, con la zona dolorida o algo roja, moviendo bien la cadera, la rodilla o el hombro, apoyando el pie aunque cojee y yendo a mejor → verde (paño frío, paracetamol o ibuprofeno desde 6 meses, moverlo con suavidad, y volver hoy si a los 2 días no mejora); lleva 2 días o más sin mejorar, no apoya nada el pie, una articulación hinchada o caliente, u otro brazo o pierna → amarillo (NICE NG143 ámbar: no usa una extremidad, no apoya, hinchazón de una articulación; NICE CKS cojera), con urgencias ahora si además hay fiebre con la articulación roja, caliente o muy dolorosa, o está decaído; la forma esperada con fiebre que sigue o empieza pasadas 48 horas → amarillo. En menores de 3 meses con fiebre, la otra forma anula la excepción de las vacunas (→ rojo), como los demás signos. La cojera sale de la comprobación del mismo día en este flujo (yaPreguntadaEn en consultas-otras-puertas.ts), porque la pregunta nueva recoge cualquier cojera.',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    {
      // Round 19: a new id (it was the si_no 'alergia_grave', all rojo): a cough or wheeze that starts a day or more later
      // with a cold is not anaphylaxis (UKHSA Green Book ch. 8; WAO 2020) and is graded by the breathing questions below.
      id: 'alergia_respira',
      texto:
        '¿Le cuesta respirar o tragar, tiene pitos, tos o ronquera, se le han hinchado los labios, la lengua o la cara, o le han salido ronchas (habones) por todo el cuerpo?',
      tipo: 'opciones',
      opciones: [ALERGIA_RESPIRA.no, ALERGIA_RESPIRA.catarro, ALERGIA_RESPIRA.anafilaxia],
      ayuda:
        'Una alergia grave a una vacuna empieza en los minutos u horas siguientes al pinchazo, casi siempre en la primera hora. Unas ronchas o picor solo alrededor del pinchazo son normales: responde No. La vacuna de la gripe que se da en la nariz suele dar mocos unos días. Si dudas entre dos respuestas, elige la última.',
      alarma: [ALERGIA_RESPIRA.anafilaxia],
    },
    {
      // Round 19: only on the cold path, graded as any breathing problem (NICE NG143, NG9; BTS/SIGN 158).
      id: 'respira_catarro',
      texto: '¿Cómo respira? Si tiene asma, ¿cómo va con su inhalador de rescate?',
      tipo: 'opciones',
      opciones: [RESPIRA_CATARRO.normal, RESPIRA_CATARRO.ambar, RESPIRA_CATARRO.grave],
      ayuda: `${PREGUNTA_RESPIRACION_RESUMIDA.ayuda} Los pitos se oyen al soltar el aire. El inhalador de rescate es el que abre los bronquios (salbutamol, por ejemplo Ventolin), dado con cámara.`,
      mostrar_si: CATARRO_TRAS_VACUNA,
      alarma: [RESPIRA_CATARRO.grave],
    },
    PREGUNTA_COLOR_GRAVE,
    {
      id: 'adormilado',
      texto: 'Ahora, ¿está muy adormilado, cuesta mucho despertarlo o no responde cuando le hablas o lo tocas?',
      tipo: 'si_no',
      ayuda: 'Es normal que tras las vacunas duerma algo más, pero debe despertarse bien y responderte.',
      alarma: ['si'],
    },
    {
      id: 'corazon_tras_vacuna',
      texto:
        'En los días después de la vacuna, ¿le ha dolido el pecho, ha notado el corazón muy rápido, a golpes o a saltos, le falta el aire con poco esfuerzo, o se ha desmayado?',
      tipo: 'si_no',
      ayuda:
        'Tras algunas vacunas, sobre todo la de la COVID-19 en adolescentes, el corazón puede inflamarse en las 2 semanas siguientes. Es raro, pero hay que mirarlo enseguida. Un mareo o desmayo en los minutos siguientes al pinchazo que se pasa enseguida no cuenta aquí: responde No.',
      mostrar_si: `edad_rango IN ${lista(EDADES_DESDE_5_ANOS)}`,
      alarma: ['si'],
    },
    {
      id: 'episodio',
      texto: 'Desde la vacuna, ¿ha tenido algún rato en que se quedó flojo, pálido, sin responder o con sacudidas, aunque ya esté bien?',
      tipo: 'opciones',
      opciones: [EPISODIO.no, EPISODIO.desmayo, EPISODIO.flojo, EPISODIO.convulsion],
      alarma: [EPISODIO.flojo, EPISODIO.convulsion],
    },
    {
      // Round 11 (NICE NG232; HT head injury): the red signs of a head injury after the faint, asked before the knock itself.
      id: 'desmayo_alarma',
      texto:
        'Desde el desmayo, ¿le pasa alguna de estas cosas: le duele mucho la cabeza o cada vez más, ha vomitado más de una vez, ve doble o borroso, está adormilado, confuso o raro, no recuerda lo que ha pasado, le cuesta hablar, andar o mover un brazo o una pierna, ha tenido una convulsión, o estuvo sin conocimiento más que unos pocos segundos?',
      tipo: 'si_no',
      ayuda:
        'Un desmayo por el pinchazo dura unos segundos: se despierta enseguida, aunque esté pálido, sudoroso o con ganas de vomitar un rato. Si tardó en despertarse o no es el de siempre, responde Sí.',
      mostrar_si: HAY_DESMAYO,
      alarma: ['si'],
    },
    {
      id: 'golpe_desmayo',
      texto: 'Al desmayarse, ¿se dio un golpe en la cabeza?',
      tipo: 'si_no',
      ayuda: 'Si nadie lo vio caer y no sabes si se golpeó, responde Sí.',
      mostrar_si: HAY_DESMAYO,
      alarma: ['si'],
    },
    PREGUNTA_MANCHAS,
    PREGUNTA_INVAGINACION,
    {
      // Round 11 (Rotarix and RotaTeq EU product information): any blood in a baby's stool after the vaccines.
      id: 'sangre_caca_vacuna',
      texto: 'Desde la vacuna, ¿ha hecho alguna caca con sangre?',
      tipo: 'opciones',
      opciones: [SANGRE_CACA.no, SANGRE_CACA.sangre, SANGRE_CACA.conSignos],
      ayuda:
        'Importa sobre todo en las 3-4 semanas siguientes a las gotas de la vacuna del rotavirus (se dan por la boca a los 2, 4 y a veces 6 meses), pero responde igual aunque no sepas qué vacuna le pusieron. Si encaja más de una opción, elige la última que encaje.',
      mostrar_si: `edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      alarma: [SANGRE_CACA.conSignos],
    },
    {
      id: 'llanto',
      texto: '¿Cómo es su llanto?',
      tipo: 'opciones',
      opciones: [LLANTO.calma, LLANTO.menos3h, LLANTO.agudo, LLANTO.mas3h],
      ayuda: 'Si encaja más de una opción, elige la última que encaje.',
      alarma: [LLANTO.agudo, LLANTO.mas3h],
    },
    {
      id: 'fiebre',
      texto: '¿Tiene fiebre?',
      tipo: 'opciones',
      opciones: [FIEBRE.no, FIEBRE.medida, FIEBRE.sinMedir],
      ayuda: 'Si lo notas caliente y tienes termómetro, mídesela ahora en la axila antes de contestar.',
    },
    {
      id: 'temperatura',
      texto: '¿Cuál ha sido la temperatura más alta que le has medido (en °C)?',
      tipo: 'numero',
      ayuda: 'Escribe los grados con decimales, por ejemplo 38,5.',
      mostrar_si: `fiebre = '${FIEBRE.medida}'`,
    },
    trasCatarroAmbar({
      id: 'cuando',
      texto: '¿Cuándo le pusieron la vacuna?',
      tipo: 'opciones',
      opciones: [CUANDO.menos48h, CUANDO.mas48h],
      mostrar_si: PREGUNTAR_CUANDO,
    }),
    trasCatarroAmbar({
      id: 'triple_varicela',
      texto: '¿Fue la vacuna triple vírica (sarampión, rubeola y paperas) o la de la varicela?',
      tipo: 'si_no',
      ayuda: 'Míralo en su cartilla de vacunas. Si no lo sabes, responde No.',
      mostrar_si: `(${PREGUNTAR_CUANDO}) AND cuando = '${CUANDO.mas48h}'`,
    }),
    trasCatarroAmbar({
      id: 'signos_ambar',
      texto: '¿Come o bebe menos de la mitad de lo normal, moja muchos menos pañales, o está decaído (no sonríe ni te hace caso) incluso sin fiebre?',
      tipo: 'si_no',
      alarma: ['si'],
    }),
    trasCatarroAmbar({
      id: 'zona',
      texto: '¿Cómo está la zona del pinchazo?',
      tipo: 'opciones',
      opciones: [ZONA.leve, ZONA.grande, ZONA.infeccion],
      ayuda: 'Si encaja más de una opción, elige la última que encaje.',
      alarma: [ZONA.infeccion],
    }),
    trasCatarroAmbar({
      // Round 18 (UKHSA Green Book ch. 8; CDC; NICE NG143): a limp after a vaccine in the thigh is usually the sore site.
      id: 'cojera_vacuna',
      texto: '¿Cojea, no quiere apoyar un pie, o no quiere mover un brazo o una pierna?',
      tipo: 'opciones',
      opciones: [COJERA.no, COJERA.esperada, COJERA.otra],
      ayuda:
        'Tras una vacuna en el muslo o en el brazo es normal que le duela la zona y cojee o use menos ese brazo o esa pierna 1-2 días. Si encaja más de una opción, elige la última que encaje.',
      alarma: [COJERA.otra],
    }),
    // Round 19: after the cold path's amber answer, the questions that can only give amarillo or verde are not asked.
    trasCatarroAmbar(PREGUNTA_MUY_ENFERMO),
    PREGUNTA_PREOCUPADO,
    // Weight last, and not under 3 months: no dose is shown at that age.
    { ...PREGUNTA_PESO, mostrar_si: `edad_rango != '0-3 meses'` },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      `alergia_respira = '${ALERGIA_RESPIRA.anafilaxia}'`,
      'Dificultad para respirar o posible reacción alérgica grave (anafilaxia)',
      consejosRojo(
        'Llama al 112 ahora. Si tiene un autoinyector de adrenalina, pónselo en el muslo sin esperar.',
        'Túmbalo con las piernas en alto (si le cuesta respirar, mejor sentado o incorporado) y no lo pongas de pie ni lo hagas andar.',
      ),
      { acciones_sugeridas: [ACCION.llama112], ver_tambien: ['reaccion_alergica'] },
    ),
    // Round 19: on the cold path (a day or more after the jab), severe breathing or an asthma attack not improving.
    rojo(
      `${CATARRO_TRAS_VACUNA} AND respira_catarro = '${RESPIRA_CATARRO.grave}'`,
      'Le cuesta mucho respirar o tiene una crisis de asma que no mejora',
      consejosRojo(
        'Respirar más de 60 veces por minuto, hacer pausas, quejarse con cada respiración, que se le hundan mucho las costillas o no poder hablar ni comer de la fatiga son signos de que le falta el aire (NICE): llama al 112.',
        'Déjalo sentado o incorporado, en la postura en la que mejor respire, y no le des de comer ni de beber.',
        'Si tiene asma, mientras llega la ayuda sigue su plan de crisis. Si no lo tienes: 1 pulsación de salbutamol con cámara cada minuto (hasta 10 pulsaciones si tiene 6 años o más; hasta 6 si es menor) y repítelo si en 10-15 minutos no ha llegado la ayuda.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['tos'] },
    ),
    rojo(
      "color_grave = 'si'",
      'Color muy pálido, moteado o labios azulados tras la vacuna',
      consejosRojo('Túmbalo y vigila que respire.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "adormilado = 'si'",
      'Muy adormilado o no responde tras la vacuna',
      consejosRojo('Si no responde pero respira, túmbalo de lado. No le des nada por la boca.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "corazon_tras_vacuna = 'si'",
      'Dolor en el pecho, palpitaciones, falta de aire o desmayo en los días tras la vacuna',
      consejosRojo(
        'Puede ser una inflamación del corazón (miocarditis o pericarditis), una reacción rara que aparece en las 2 semanas siguientes, sobre todo tras la 2ª dosis de la vacuna de la COVID-19 en chicos adolescentes. Suele curarse bien, pero hay que hacerle un electrocardiograma y un análisis hoy mismo.',
        'Que no haga ningún esfuerzo ni deporte. Si el dolor es muy fuerte, le cuesta mucho respirar o se desmaya, llama al 112.',
      ),
    ),
    rojo(
      `episodio = '${EPISODIO.flojo}' OR (episodio = '${EPISODIO.desmayo}' AND edad_rango IN ${lista(EDADES_MENOR_2_ANOS)})`,
      'Episodio de flojera, palidez y falta de respuesta tras la vacuna',
      consejosRojo(
        'Suele ser una reacción que se pasa sola, pero tiene que valorarlo hoy un médico para comprobar que está bien y descartar otras causas.',
        'Si vuelve a pasar: túmbalo boca arriba, comprueba que respira y llama al 112.',
      ),
    ),
    rojo(
      `episodio = '${EPISODIO.convulsion}'`,
      'Convulsión tras la vacuna',
      consejosRojo(
        'Si vuelve a convulsionar: túmbalo de lado en un sitio seguro, no le metas nada en la boca, no le sujetes y mira el reloj; si dura 5 minutos o más, llama al 112.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['convulsion'] },
    ),
    rojo(
      "desmayo_alarma = 'si'",
      'Desmayo tras la vacuna con signos de lesión en la cabeza o sin recuperarse del todo',
      consejosRojo(
        'Después de un desmayo, un dolor de cabeza fuerte o que va a más, vomitar más de una vez, ver doble, estar adormilado, confuso o sin recordar lo ocurrido, o haber estado sin conocimiento más que unos segundos pueden indicar una lesión dentro de la cabeza por el golpe al caer, o que no ha sido un simple desmayo (NICE): necesita que lo valoren en urgencias ahora.',
        'Llama al 112 si no responde, tiene una convulsión o empeora. Si vomita o está adormilado, túmbalo de lado. Si le duele el cuello, no le muevas la cabeza.',
        'No le des de comer ni de beber por el camino.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['golpes_caidas', 'mareo'] },
    ),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Manchas que no se borran al apretar',
      consejosRojo('Las manchas rojas o moradas que no se borran con la prueba del vaso pueden ser una infección grave: ve sin esperar.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaInvaginacion(
      [
        'La vacuna del rotavirus (gotas por la boca a los 2, 4 y 6 meses) aumenta un poco el riesgo de invaginación, sobre todo en la semana siguiente a la primera o la segunda dosis; también puede pasar sin relación con la vacuna.',
        'Lleva la cartilla de vacunas.',
      ],
      { ver_tambien: ['dolor_abdominal', 'llanto_inconsolable'] },
    ),
    rojo(
      `sangre_caca_vacuna = '${SANGRE_CACA.conSignos}'`,
      'Caca con sangre tras la vacuna, con vómitos, crisis de llanto o palidez: posible invaginación intestinal',
      consejosRojo(
        'Sangre en la caca junto con vómitos, crisis de llanto con las piernas encogidas, palidez o flojera puede ser una invaginación intestinal (un trozo de intestino que se mete dentro de otro). La vacuna del rotavirus aumenta un poco este riesgo, sobre todo en la semana siguiente a una dosis: se trata en el hospital y cuanto antes, mejor.',
        'No le des de comer ni de beber por el camino. Lleva el pañal con sangre o hazle una foto.',
      ),
      { acciones_sugeridas: ACCIONES_URGENCIAS, ver_tambien: ['dolor_abdominal', 'diarrea'] },
    ),
    rojo(
      `llanto IN ${lista([LLANTO.agudo, LLANTO.mas3h])}`,
      'Llanto muy agudo o sin parar durante horas tras la vacuna',
      consejosRojo('Un llanto que no se calma en 3 horas, o muy agudo durante más de 1 hora, tiene que valorarlo un médico ahora.'),
      { ver_tambien: ['llanto_inconsolable'] },
    ),
    rojo(
      `${MENOR_3_MESES} AND temperatura >= 39`,
      'Fiebre de 39 °C o más en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, una fiebre de 39 °C o más no es la fiebre leve habitual tras las vacunas: que lo vea un médico enseguida.',
        'No le des más medicinas antes de que lo vea un médico, salvo que te lo indiquen.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      `${MENOR_3_MESES} AND temperatura < 36`,
      'Temperatura baja en menor de 3 meses',
      consejosRojo('Una temperatura por debajo de 36 °C en un bebé tan pequeño puede ser signo de infección. Abrígalo piel con piel mientras vais.'),
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      `${MENOR_3_MESES} AND ${CON_FIEBRE} AND cuando = '${CUANDO.mas48h}'`,
      'Fiebre en menor de 3 meses que no se explica por la vacuna',
      consejosRojo(
        'La fiebre de las vacunas aparece en las primeras horas y se va en 1-2 días. En un bebé de menos de 3 meses, una fiebre que empieza o sigue pasadas 48 horas tiene que valorarla un médico enseguida.',
        'No le des más medicinas antes de que lo vea un médico, salvo que te lo indiquen.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      `${MENOR_3_MESES} AND ${CON_FIEBRE} AND (signos_ambar = 'si' OR llanto = '${LLANTO.menos3h}' OR zona = '${ZONA.infeccion}' OR sangre_caca_vacuna = '${SANGRE_CACA.sangre}' OR cojera_vacuna = '${COJERA.otra}' OR ${CATARRO_TRAS_VACUNA} OR muy_enfermo = 'si')`,
      'Fiebre con otros signos en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, la fiebre tras las vacunas solo puede vigilarse en casa si está bien en todo lo demás. Con estos signos tiene que verlo un médico enseguida.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    // ------------------------------------------------------------- amarillo
    // Round 19: on the cold path, fast breathing or a little effort, wheeze without asthma or a reliever needed again
    // within 4 hours (NICE NG143 amber; BTS/SIGN 158), and any cough or breathing trouble under 3 months (NICE NG9).
    amarillo(
      `${CATARRO_TRAS_VACUNA} AND respira_catarro = '${RESPIRA_CATARRO.ambar}'`,
      'Respira deprisa, con algo de esfuerzo o con pitos, con un catarro días después de la vacuna',
      consejosAmarillo(
        'Una tos, unos pitos o algo de fatiga que empiezan 1 día o más después de la vacuna, con mocos o catarro, no son una alergia a la vacuna: suelen deberse al catarro (la vacuna de la gripe de la nariz da a menudo mocos unos días). Pero respirar deprisa para su edad, con algo de esfuerzo, los pitos sin asma conocida o necesitar el inhalador de rescate antes de 4 horas son signos de alerta: que lo vea hoy un médico (NICE; guía británica de asma BTS/SIGN).',
        'Si tiene asma, sigue su plan de crisis y apunta la hora de cada dosis del inhalador. Vuelve a contar las respiraciones en un minuto entero, tranquilo y sin llorar.',
        'Ve a urgencias ahora o llama al 112 si no mejora con el inhalador, respira cada vez más deprisa, le cuesta hablar o comer de la fatiga, se le hunden mucho las costillas, se queja al respirar o se pone azulado.',
      ),
      { ver_tambien: ['tos'] },
    ),
    amarillo(
      `${MENOR_3_MESES} AND ${CATARRO_TRAS_VACUNA}`,
      'Tos o dificultad para respirar en bebé menor de 3 meses tras la vacuna',
      consejosAmarillo(
        'Una tos, unos pitos o algo de fatiga que empiezan días después de la vacuna no son una alergia a ella, sino probablemente un catarro. Pero en menores de 3 meses la tos puede ser el inicio de una bronquiolitis o de una tos ferina, que a esta edad pueden complicarse: que lo vea hoy un médico (NICE).',
        'Lávale la nariz con suero antes de las tomas. Ve a urgencias ahora o llama al 112 si respira muy deprisa, hace pausas, se queja al respirar, se le hunden las costillas, se pone azulado o come menos de la mitad.',
      ),
      { medicacion: [], ver_tambien: ['tos'] },
    ),
    amarillo(
      `sangre_caca_vacuna = '${SANGRE_CACA.sangre}'`,
      'Sangre en la caca en las semanas tras la vacuna',
      consejosAmarillo(
        'Tras la vacuna del rotavirus hay que consultar enseguida ante cualquier sangre en la caca (ficha técnica de Rotarix y RotaTeq): casi siempre es por una pequeña herida en el ano o una alergia a la leche, pero hay que descartar una invaginación intestinal. Que lo vea hoy un médico, aunque esté bien.',
        'Guarda el pañal o hazle una foto. No le des medicinas para el dolor antes de que lo vean.',
        'Ve a urgencias ahora si vomita, tiene ratos de llanto fuerte encogiendo las piernas, se pone pálido o flojo, está más dormido de lo normal o la caca parece mermelada de grosella.',
      ),
      { medicacion: [], ver_tambien: ['dolor_abdominal', 'diarrea'] },
    ),
    amarillo(
      "golpe_desmayo = 'si'",
      'Se golpeó la cabeza al desmayarse tras la vacuna',
      consejosAmarillo(
        'El desmayo tras un pinchazo es benigno, pero el golpe en la cabeza al caer es un pequeño traumatismo craneal: que lo vea hoy un médico, aunque ahora esté bien.',
        'Pon frío en el chichón (hielo envuelto en un paño) 10-20 minutos. Puede dormir si tiene sueño: ve a verle de vez en cuando para comprobar que respira bien y reacciona al tocarlo.',
        VIGILA_CABEZA,
      ),
      { ver_tambien: ['golpes_caidas', 'mareo'] },
    ),
    amarillo(
      'temperatura >= 40',
      'Fiebre de 40 °C o más tras la vacuna',
      consejosAmarillo('Una fiebre tan alta tras la vacuna debe valorarla hoy un médico. Dale paracetamol si está molesto y ofrécele líquidos.'),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "edad_rango = '3-6 meses' AND temperatura >= 39",
      'Fiebre de 39 °C o más en bebé de 3 a 6 meses',
      consejosAmarillo('A esta edad, 39 °C o más es un signo de alerta (NICE), también tras las vacunas: que lo vea hoy un médico.'),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `${CON_FIEBRE} AND cuando = '${CUANDO.mas48h}' AND triple_varicela = 'no'`,
      'Fiebre 2 días o más después de la vacuna',
      consejosAmarillo(
        'La fiebre de estas vacunas empieza en las primeras 24 horas y dura 1-2 días. Si sigue o empieza pasadas 48 horas, probablemente hay otra causa: que lo vea hoy un médico.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "signos_ambar = 'si'",
      'Come poco, moja pocos pañales o está decaído tras la vacuna',
      consejosAmarillo('Es normal que coma algo menos o esté más dormido un día, pero comer menos de la mitad, mojar muchos menos pañales o estar decaído debe valorarlo hoy un médico.'),
    ),
    amarillo(
      `zona = '${ZONA.infeccion}'`,
      'Posible infección en la zona del pinchazo',
      consejosAmarillo('Una zona cada vez más roja, caliente y dolorosa pasados unos días, con rayas rojas o pus, puede ser una infección de la piel que necesita tratamiento.'),
      { ver_tambien: ['hinchazon_local'] },
    ),
    amarillo(
      `zona = '${ZONA.grande}'`,
      'Reacción grande en la zona del pinchazo',
      consejosAmarillo(
        'Suele ser una reacción a la vacuna y no una infección (es más frecuente con las dosis de refuerzo), pero por su tamaño conviene que la vea hoy su pediatra y quede anotada.',
        'Ponle un paño frío y húmedo 20 minutos y dale paracetamol si le duele. Marca el borde de la zona roja con un bolígrafo para ver si crece.',
      ),
      { ver_tambien: ['hinchazon_local'] },
    ),
    // Round 18: NICE NG143 amber (not using an extremity, non-weight bearing, swollen joint); NICE CKS limp in children.
    amarillo(
      `cojera_vacuna = '${COJERA.otra}' OR (cojera_vacuna = '${COJERA.esperada}' AND ${CON_FIEBRE} AND cuando = '${CUANDO.mas48h}')`,
      'Cojea o no usa un brazo o una pierna, y no parece solo la reacción de la vacuna',
      consejosAmarillo(
        'Cojear o no usar un brazo o una pierna por el dolor del pinchazo dura 1-2 días y va a mejor. Si dura más sin mejorar, si no apoya nada el pie, si una articulación está hinchada o caliente, si le pasa en otro brazo o pierna, o si tiene fiebre pasados 2 días, no es lo esperable: que lo vea hoy un médico para descartar una infección de una articulación o de un hueso, o una lesión que nadie vio (NICE).',
        'Ve a urgencias ahora si además tiene fiebre y la articulación está roja, caliente o le duele muchísimo al moverla, o si lo ves decaído.',
        'Mientras tanto, que descanse. El paracetamol alivia el dolor, pero no sustituye a la visita.',
      ),
      { ver_tambien: ['dolor_articular'] },
    ),
    reglaMuyEnfermo(['Lleva la cartilla de vacunas o di qué vacunas le pusieron y cuándo.']),
    // ---------------------------------------------------------------- verde
    {
      si: `${MENOR_3_MESES} AND ${CON_FIEBRE}`,
      urgencia: 'verde',
      titulo: 'Fiebre en las 48 horas tras las vacunas en menor de 3 meses, sin otros signos',
      consejos: [
        'En un bebé de menos de 3 meses la fiebre siempre es un motivo para ir a urgencias, con una excepción: la fiebre de las primeras 48 horas tras sus vacunas (sobre todo con la del meningococo B), si está bien en todo lo demás. Es frecuente, suele ser leve y se va en 1-2 días.',
        'Paracetamol: en menores de 3 meses la dosis tiene que indicarla su pediatra o la enfermera que le vacunó. Si te la dieron al vacunarle, sigue sus instrucciones. Si no, llama hoy a tu centro de salud (o al teléfono de urgencias sanitarias si es de noche) para que te la indiquen; no la calcules tú ni le des ibuprofeno.',
        'Si no se la has medido, mídele la temperatura en la axila ahora y después cada 2-3 horas, también por la noche. Ofrécele el pecho o el biberón a menudo y no lo abrigues de más.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'la fiebre llega a 39 °C o más, o baja de 36 °C',
          'sigue con fiebre 48 horas después de la vacuna',
          'come menos de la mitad, moja menos pañales o está decaído',
          'llora y no se calma con nada',
          'lo ves peor o estás más preocupado',
        ]),
      ],
      acciones_sugeridas: ['Mídele la temperatura cada 2-3 horas', 'Llama a tu centro de salud para la dosis de paracetamol'],
      medicacion: paracetamol(),
      ver_tambien: ['fiebre'],
    },
    {
      si: `episodio = '${EPISODIO.desmayo}'`,
      urgencia: 'verde',
      titulo: 'Desmayo justo después de la vacuna',
      consejos: [
        'Marearse o desmayarse en los minutos siguientes a un pinchazo es frecuente a partir de los 2 años (sobre todo en adolescentes): es una reacción al dolor o a los nervios, no una alergia, y se pasa sola.',
        'Si vuelve a marearse: túmbalo con las piernas en alto hasta que se encuentre bien y luego que se incorpore despacio. En las próximas vacunas, avisa para que lo vacunen tumbado.',
        'Si en las próximas horas le empieza a doler mucho la cabeza, vomita, ve doble o está adormilado o raro, puede que se golpeara al caer sin que lo vieras: ve a urgencias.',
        ...CONSEJOS_REACCION,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['mareo'],
    },
    {
      // Round 18: UKHSA Green Book ch. 8; CDC: a sore injection site in the first days; the child may limp or use the limb less.
      si: `cojera_vacuna = '${COJERA.esperada}'`,
      urgencia: 'verde',
      titulo: 'Cojea o usa menos el brazo o la pierna del pinchazo (reacción esperada)',
      consejos: [
        'Tras una vacuna en el muslo o en el brazo, la zona duele, se hincha o se pone algo roja en los primeros días: es una reacción esperada (UKHSA; CDC). Por ese dolor muchos niños cojean o no quieren usar ese brazo o esa pierna 1-2 días, y cada día están mejor.',
        'Ponle un paño frío y húmedo en la zona unos 20 minutos varias veces al día. No des masajes fuertes ni pongas calor. Anímale a moverla con suavidad, sin obligarle a andar si no quiere.',
        'Si le duele, puedes darle paracetamol (o ibuprofeno a partir de los 6 meses). En menores de 3 meses, la dosis debe indicarla su pediatra o la enfermera que le vacunó.',
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI,
        consejoConsultaSi([
          'a los 2 días de la vacuna sigue cojeando o no usa bien el brazo o la pierna y no va a mejor (que lo vean hoy)',
          'deja de apoyar el pie del todo, se le hincha o se le pone caliente la cadera, la rodilla, el tobillo o el hombro, o le pasa en otro brazo o pierna (que lo vean hoy)',
          'tiene fiebre más de 2 días, o la zona del pinchazo está cada vez más roja, caliente o dolorosa después del 3er día',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      // Round 19: a cough or a cold that started a day or more after the jab, breathing well (UKHSA Green Book; NHS child flu vaccine).
      si: CATARRO_TRAS_VACUNA,
      urgencia: 'verde',
      titulo: 'Tos o mocos que empezaron días después de la vacuna, respira bien',
      consejos: [
        'Una tos, unos mocos o algo de ronquera que empiezan 1 día o más después de la vacuna no son una alergia a ella: suele ser un catarro que coincide, y la vacuna de la gripe que se da en la nariz da a menudo mocos o la nariz tapada unos días (NHS). La alergia grave a una vacuna empieza en los minutos u horas siguientes al pinchazo.',
        'Ofrécele líquidos a menudo y lávale la nariz con suero fisiológico. A partir de 1 año, una cucharadita de miel antes de dormir puede aliviar la tos. No le des jarabes para la tos.',
        'Si tiene asma, sigue su plan: el inhalador de rescate con cámara cuando tenga pitos, y apunta las horas de cada dosis.',
        'Si tiene fiebre o está molesto, puedes darle paracetamol. Para saber qué vigilar con la tos, usa también el apartado de tos.',
        consejoVuelveSi([
          'respira deprisa o con esfuerzo, se le hunden las costillas, se queja al respirar o se pone azulado (llama al 112)',
          'necesita el inhalador de rescate antes de 4 horas o no mejora con él',
          'le pitan el pecho y no tiene asma',
          'le cuesta hablar o comer de la fatiga, o come o bebe menos de la mitad',
          ...MOTIVOS_ALARMA_GLOBALES,
          'lo ves peor o estás más preocupado',
        ]),
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['tos'],
    },
    {
      si: `${CON_FIEBRE} AND triple_varicela = 'si'`,
      urgencia: 'verde',
      titulo: 'Fiebre días después de la triple vírica o la varicela',
      consejos: [
        'La triple vírica y la varicela pueden dar fiebre, y a veces granitos, entre 1 y 4 semanas después de la vacuna. Suele durar 1-3 días y no contagia.',
        'Si tiene granitos, no le des ibuprofeno: usa paracetamol.',
        'Para saber qué vigilar con la fiebre, usa también el apartado de fiebre.',
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['fiebre'],
    },
    {
      si: CON_FIEBRE,
      urgencia: 'verde',
      titulo: 'Fiebre tras la vacuna',
      consejos: [
        'La fiebre tras las vacunas empieza en las primeras 24 horas y suele durar 1-2 días. Es una reacción normal.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_REACCION,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['fiebre'],
    },
    {
      si: `manchas_piel = '${MANCHAS.seBorran}'`,
      urgencia: 'verde',
      titulo: 'Granitos o manchas que se borran tras la vacuna',
      consejos: [
        'Unas manchas o granitos que se borran al apretar son frecuentes tras algunas vacunas (sobre todo la triple vírica y la varicela, entre 1 y 4 semanas después) y se van solos.',
        'Repite la prueba del vaso varias veces al día: si alguna mancha deja de borrarse, ve a urgencias enseguida.',
        'Si pudieran ser granitos de varicela, no le des ibuprofeno: usa paracetamol.',
        ...CONSEJOS_REACCION,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Repite la prueba del vaso'],
      medicacion: paracetamol(),
      ver_tambien: ['problemas_piel'],
    },
    {
      si: `llanto = '${LLANTO.menos3h}'`,
      urgencia: 'verde',
      titulo: 'Llora mucho tras la vacuna',
      consejos: [
        'Llorar e irritarse tras las vacunas es frecuente, casi siempre por el dolor de la zona.',
        'Cógelo en brazos, ofrécele el pecho o el biberón y ponle un paño frío en la zona del pinchazo. Si es mayor de 3 meses, puedes darle paracetamol para el dolor.',
        'Mira el reloj: si llega a 3 horas llorando sin parar, o el llanto es muy agudo durante más de 1 hora, ve a urgencias.',
        ...CONSEJOS_REACCION,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Mira el reloj: 3 horas como máximo'],
      medicacion: antitermicos(),
      ver_tambien: ['llanto_inconsolable'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Reacción leve a la vacuna',
      consejos: [
        ...CONSEJOS_REACCION,
        'Solo si está molesto o le duele, puedes darle paracetamol (o ibuprofeno a partir de los 6 meses). En menores de 3 meses, la dosis debe indicarla su pediatra o la enfermera que le vacunó.',
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
  ],
}, 'adormilado');
