/**
 * Tos y dificultad para respirar. Built on the NICE NG143 respiratory row
 * (grunting, chest indrawing, RR > 60 red; RR > 50 at 6–12 months and > 40
 * over 12 months amber), NICE NG9 bronchiolitis, the NHS Healthier Together
 * cough / bronchiolitis sheets, Schmitt-Thompson croup, cough and asthma
 * protocols (choking on an object → go now; stridor at rest → now; stridor
 * only when upset → within 24 h) and SEUP (wheeze or fast breathing → same
 * day). Round 5: a cough in a baby of 3-12 months born premature or with
 * heart, lung, muscle or immune disease is amarillo (NICE NG9 risk factors for
 * severe bronchiolitis; shared question of banderas-respiracion.ts). Sudden
 * sharp chest pain on one side with new breathlessness from school age is rojo
 * (pneumothorax: NHS, BTS 2023; pulmonary embolism: NICE NG158). Round 12:
 * the usual, unchanged stridor of a diagnosed laryngomalacia in a baby under
 * 2 years who feeds and grows well is verde (Thorne & Garetz 2016; Nemours
 * KidsHealth); a change escalates as any stridor does, and blue spells or
 * pauses are rojo. See `notas` for where they disagree.
 */
import type { Flujo, Pregunta } from '../types.ts';
import {
  ACCION,
  antitermicos,
  CONSEJO_AMARILLO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  EDADES_MENOR_2_ANOS,
  consejoVuelveSi,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  paracetamol,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  AVISO_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
  consejosRojo,
  CON_FIEBRE_TRAMOS,
  FIEBRE_TRAMOS,
  PREGUNTA_DIAS_FIEBRE,
  PREGUNTA_FIEBRE_TRAMOS,
} from './comunes.ts';
import {
  FUENTE_ESPGHAN_PILAS,
  INGESTA,
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
import { FICHAS } from './fichas.ts';
import {
  FUENTE_BTS_NEUMONIA,
  FUENTE_NG9_SATURACION,
  MOTIVO_CONSULTA_SATURACION,
  MOTIVO_VUELVE_SATURACION,
  NOTA_SATURACION,
  PREGUNTA_SATURACION,
  reglaSaturacionAmarillo,
  reglaSaturacionRojo,
  SATURACION_BAJA,
  SIN_SATURACION_BAJA,
} from './banderas-pulsioximetria.ts';
import { ACCION_LLAMA_TOXICOLOGIA } from './banderas-garganta.ts';
import {
  ESFUERZO_LEVE,
  PREGUNTA_COME_POCO,
  PREGUNTA_ESFUERZO_RESPIRATORIO,
  PREGUNTA_RESPIRACION_RAPIDA,
  PREGUNTA_RESPIRACIONES_MINUTO,
  PREGUNTA_RIESGO_BRONQUIOLITIS,
  reglaRiesgoBronquiolitis,
  reglasRespiracionAmarillo,
  reglasRespiracionRojo,
  RR_AMBAR_DESDE_1,
  RR_AMBAR_MENOR_1,
  RR_SIN_CONTAR,
} from './banderas-respiracion.ts';
import { conCribado } from './cribado-otras-puertas.ts';

export {
  EDADES_MENOR_1_ANO,
  ESFUERZO,
  RESPIRACION_RAPIDA,
  RESPIRACIONES_AMBAR_DESDE_1,
  RESPIRACIONES_AMBAR_MENOR_1,
  RESPIRACIONES_ROJO,
} from './banderas-respiracion.ts';

export const ESTRIDOR = {
  no: 'No hace ese ruido',
  alLlorar: 'Solo cuando llora o se agita, o lo hizo antes pero ahora no',
  enReposo: 'Sí, también cuando está tranquilo o dormido',
} as const;

/**
 * Round 12: a diagnosed laryngomalacia ("laringe blanda"), asked after any stridor under 2 years (it usually
 * goes by 12-24 months: Thorne & Garetz 2016). The usual noise, with good feeding and growth and no distress,
 * is the known pattern (verde); a change escalates as stridor does without the diagnosis; blue or grey spells
 * or pauses in breathing are the severe form (rojo).
 */
export const LARINGOMALACIA = {
  no: 'No tiene ese diagnóstico (o no lo sé)',
  igual:
    'Sí, y es su ruido de siempre: más fuerte boca arriba, al llorar o al comer, pero come bien, gana peso, no se atraganta con las tomas, no se le hunden las costillas ni el cuello, no hace pausas y no se pone azul',
  cambio:
    'Sí, pero el ruido ha cambiado: es más fuerte o distinto, ha empeorado con un catarro, se le hunden las costillas o el cuello, le cuesta comer o se atraganta con las tomas, o está perdiendo peso',
  grave: 'Sí, y se ha puesto azul o grisáceo, o ha hecho pausas sin respirar',
} as const;

/** Under 2 years: the bands where a laryngomalacia can still give stridor. */
export const EDADES_LARINGOMALACIA = EDADES_MENOR_2_ANOS;

/** Asked with any stridor under 2 years (false, not unknown, elsewhere). */
const CON_ESTRIDOR_MENOR_2 = `estridor != '${ESTRIDOR.no}' AND edad_rango IN ${lista(EDADES_LARINGOMALACIA)}`;

/** The usual noise of a diagnosed laryngomalacia: the stridor rules do not apply to it. */
const LARINGOMALACIA_HABITUAL = `edad_rango IN ${lista(EDADES_LARINGOMALACIA)} AND laringomalacia = '${LARINGOMALACIA.igual}'`;

/** Not the usual laryngomalacia noise (also true where the question is not asked). */
const SIN_LARINGOMALACIA_HABITUAL = `(edad_rango NOT IN ${lista(EDADES_LARINGOMALACIA)} OR laringomalacia != '${LARINGOMALACIA.igual}')`;

export const PITOS = {
  no: 'No le oigo pitos',
  sinAsma: 'Sí, y no tiene asma ni un inhalador de rescate pautado',
  asmaMejora: 'Sí, tiene asma y mejora bien con su inhalador de rescate (lo necesita como mucho cada 4 horas)',
  asmaFrecuente: 'Sí, tiene asma y necesita el inhalador de rescate otra vez antes de 4 horas',
  asmaNoMejora: 'Sí, tiene asma y no mejora después de darle el inhalador de rescate',
} as const;

/** Round 9: a cough after breathing in a gas, fumes or smoke (toxic inhalation), severe form first. */
export const INHALACION = {
  no: 'No',
  grave:
    'Sí, y ahora le pitan el pecho, le falta el aire, le aprieta el pecho o respira más deprisa de lo normal (o, tras un incendio, una estufa o un brasero, le duele la cabeza, vomita o está adormilado)',
  sigue: 'Sí, y sigue tosiendo o le pica la garganta, pero respira con normalidad, sin pitos',
  breve: 'Sí, pero fue una tos corta que se le ha pasado del todo al salir al aire fresco, y respira con normalidad',
} as const;

/**
 * Round 19: a cough that started with choking on food or a small object, graded by how the child is now (Queensland
 * Children's Health "Inhaled foreign body" 2023; ERC 2021 paediatric BLS; SEUP). A fit that has passed completely is
 * amarillo (an inhaled piece can be silent for hours); anything that persists is rojo.
 */
export const ATRAGANTAMIENTO = {
  no: 'No',
  pasado:
    'Sí, pero fue un ataque de tos que se le ha pasado del todo: ahora no tose, respira tranquilo y sin ruido, y tiene su voz y su color de siempre',
  sigue:
    'Sí, y desde entonces sigue tosiendo, le pita o le silba el pecho, hace ruido al respirar, respira deprisa o con esfuerzo, o le ha cambiado la voz o el color',
} as const;

/** A choking fit that has passed completely: at least amarillo; the amarillo-only questions are not asked after it. */
const ATRAGANTAMIENTO_PASADO = `atragantamiento_tos = '${ATRAGANTAMIENTO.pasado}'`;
const SIN_ATRAGANTAMIENTO_PASADO = `atragantamiento_tos != '${ATRAGANTAMIENTO.pasado}'`;

/**
 * Round 19: after a choking fit that "passed", any breathing sign the later questions find (a little recession, stridor,
 * wheeze, fast breathing for age, an amber oximeter reading) means something persists → rojo.
 */
const SIGNO_TRAS_ATRAGANTAMIENTO = `(${ESFUERZO_LEVE} OR estridor != '${ESTRIDOR.no}' OR pitos != '${PITOS.no}' OR ${RR_AMBAR_MENOR_1} OR ${RR_AMBAR_DESDE_1} OR ${RR_SIN_CONTAR} OR ${SATURACION_BAJA})`;

/**
 * Sudden chest pain with breathlessness is asked in the bands that hold children from about 10 years, when
 * a spontaneous pneumothorax or a pulmonary embolism becomes possible.
 */
const EDADES_DOLOR_PECHO = ['5-12 años', '12+ años'] as const;

/**
 * Round 18: signs of pneumonia with fever that a parent can report (BTS 2011 community-acquired pneumonia in children:
 * pleuritic chest pain; persistent or repetitive fever with a worsening chest), asked from 3 months with any fever and
 * under 5 days of it (5 days is already amarillo). Under 3 months any fever is already rojo.
 */
const CON_SIGNOS_NEUMONIA = `${CON_FIEBRE_TRAMOS} AND edad_rango != '0-3 meses' AND dias_fiebre != 'si'`;
/** After a Yes the result is amarillo; the later amarillo-only questions are not asked (their rules come after it). */
const SIN_NEUMONIA_FIEBRE = "neumonia_fiebre != 'si'";

const trasNeumonia = (pregunta: Pregunta): Pregunta => ({
  ...pregunta,
  mostrar_si: pregunta.mostrar_si ? `(${pregunta.mostrar_si}) AND ${SIN_NEUMONIA_FIEBRE}` : SIN_NEUMONIA_FIEBRE,
});

/** The three fever bands shared by the respiratory flows. */
export const FIEBRE = FIEBRE_TRAMOS;

/**
 * Round 12: stridor only when crying (croup), or a laryngomalacia whose noise has changed, already makes the
 * result amarillo (their rules come before the amarillo-only ones), unless it is the usual laryngomalacia noise.
 */
const SIN_ESTRIDOR_AMBAR = `(estridor != '${ESTRIDOR.alLlorar}' OR (${LARINGOMALACIA_HABITUAL}))`;

/**
 * Round 11: after an amber pulse-oximeter reading the result is already amarillo and no later question can make it
 * rojo, so the amarillo-only questions that follow it are not asked (as fiebre does after its amber answers).
 * Round 12: the same after an amber stridor answer (it keeps the walk of the flow reviewable with the new
 * laryngomalacia question; the result and its title do not change, since the stridor rule comes first).
 */
const SIN_AMARILLO_PREVIO = `${SIN_SATURACION_BAJA} AND ${SIN_ESTRIDOR_AMBAR} AND ${SIN_ATRAGANTAMIENTO_PASADO}`;
const trasSaturacion = (pregunta: Pregunta): Pregunta => ({
  ...pregunta,
  mostrar_si: pregunta.mostrar_si ? `(${pregunta.mostrar_si}) AND ${SIN_AMARILLO_PREVIO}` : SIN_AMARILLO_PREVIO,
});



const POSTURA_RESPIRA =
  'Mantenlo incorporado, en la postura en la que mejor respire (en brazos si es un bebé), y no le des de comer ni de beber por el camino.';


const MIENTRAS_TANTO =
  'Mientras tanto, ofrécele líquidos a menudo y en poca cantidad, lávale la nariz con suero fisiológico si tiene mocos y vigila cómo respira, también por la noche.';

const consejosAmarillo = (...propios: string[]): string[] => [...propios, MIENTRAS_TANTO, CONSEJO_AMARILLO];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO });

/** Home care for a cough (HT cough and cold; Osakidetza; AEMPS codeine note; MHRA 2009). */
const CONSEJOS_CASA: readonly string[] = [
  'La tos es la forma que tiene el cuerpo de limpiar las vías respiratorias. Casi siempre se debe a un virus y se cura sola, pero puede durar 3 o 4 semanas, sobre todo por la noche.',
  'Ofrécele líquidos a menudo. Si tiene mocos, lávale la nariz con suero fisiológico antes de las tomas y antes de dormir.',
  'A partir de 1 año, media o una cucharadita de miel antes de dormir puede aliviar la tos. Nunca le des miel a un bebé menor de 1 año.',
  'No le des jarabes para la tos ni para los mocos: en niños pequeños no funcionan y pueden ser peligrosos (los que llevan codeína están prohibidos en menores de 12 años).',
  'Los mocos verdes o la tos con ruido en el pecho no significan que necesite antibiótico.',
  'No fumes cerca de él, ni dentro de casa ni en el coche.',
];

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'respira cada vez más deprisa o hace un ruido ronco al coger aire estando tranquilo',
  'come o bebe menos de la mitad de lo normal o moja muchos menos pañales',
  'tiene ataques de tos que no le dejan coger aire',
  'le empieza de repente un dolor fuerte en un lado del pecho y le falta el aire',
  // Round 18 (BTS 2011): pleuritic pain with fever, a fever that goes on with a worsening chest or comes back.
  'con fiebre, le duele un lado del pecho al respirar hondo o al toser, o la fiebre dura 3 días o más y la tos o la respiración van a peor, o la fiebre vuelve tras un día sin ella (que lo vea un médico ese mismo día)',
  MOTIVO_VUELVE_SATURACION,
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_SI = consejoConsultaSi([
  'le oyes pitos o silbidos en el pecho (que lo vea un médico ese mismo día)',
  'tiene fiebre más de 3 días, aunque esté igual o mejor',
  'le duele el oído o le sale líquido por el oído',
  'es menor de 1 año y tiene tos "de perro" (ronca, como un ladrido)',
  'la tos dura más de 3 semanas',
  MOTIVO_CONSULTA_SATURACION,
]);

/** Round 12: home care for the usual laryngomalacia noise (Thorne & Garetz 2016; Nemours KidsHealth). */
const CONSEJOS_LARINGOMALACIA: readonly string[] = [
  'Es el ruido de siempre de su laringomalacia: una laringe todavía blanda que suena al coger aire, más boca arriba, al llorar o al comer. Si come bien, gana peso y respira sin esfuerzo, no es peligroso y suele ir a menos hasta desaparecer antes de los 2 años (Thorne y Garetz).',
  'Dale de comer incorporado, con calma y haciendo pausas, y mantenlo incorporado un rato después de las tomas. Para dormir, boca arriba como siempre, salvo que su médico te haya dicho otra cosa.',
  'Los catarros lo aumentan: lávale la nariz con suero antes de las tomas si tiene mocos.',
  'Sigue las revisiones de su pediatra para que controlen su peso.',
];

const VUELVE_LARINGOMALACIA = consejoVuelveSi([
  'se pone azul o grisáceo o hace pausas sin respirar (llama al 112)',
  'le cuesta respirar: se le hunden las costillas o el cuello, o se queja al respirar',
  'el ruido es más fuerte o distinto de lo habitual, o empeora con un catarro',
  'le cuesta comer, se atraganta o tose con las tomas, o come menos de la mitad',
  'está muy adormilado o no responde',
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_LARINGOMALACIA = consejoConsultaSi([
  'no gana peso o vomita a menudo las tomas',
  'el ruido sigue después de los 2 años o va a más en vez de a menos',
  'ronca mucho al dormir',
]);

export const tos: Flujo = conCribado({
  ...FICHAS.tos,
  fuentes: [
    ...FUENTES_INGESTA_INOCUA,
    {
      titulo: 'NICE CKS. Croup (dexametasona oral en dosis única también en el crup leve; escala de gravedad)',
      anio: 2024,
      url: 'https://cks.nice.org.uk/topics/croup/',
    },
    {
      titulo: 'Callén Blecua M, Cortés Rico O, Mora Gandarillas I. El pediatra de atención primaria y la laringitis aguda - crup. Documentos técnicos del Grupo de Vías Respiratorias de la AEPap (DT-GVR-5)',
      anio: 2018,
      url: 'https://www.respirar.org/index.php/grupo-vias-respiratorias/protocolos',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (fila "respiratorio" del semáforo)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'NICE NG9. Bronchiolitis in children: diagnosis and management (actualizada en 2021)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng9/chapter/Key-priorities-for-implementation',
    },
    FUENTE_NG9_SATURACION,
    FUENTE_BTS_NEUMONIA,
    {
      titulo: 'NHS Healthier Together (What 0-18). Bronchiolitis: advice for parents and carers (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/professionals/health-visitors/safety-netting-documents-parents/bronchiolitis',
    },
    {
      titulo: 'NHS Healthier Together (HRCH). Cough and cold (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://healthiertogether.hrch.nhs.uk/parentscarers/worried-your-child-unwell/cough-and-cold',
    },
    {
      titulo: 'Belfast Health and Social Care Trust. Children’s symptom checker: coughs and colds (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/coughs-and-colds/',
    },
    {
      titulo: 'Schmitt-Thompson. Croup (versión para padres, Riverside Pediatrics) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://riverside-peds.com/is-your-child-sick/Croup',
    },
    {
      titulo: 'Schmitt-Thompson. Cough (0-12 months) (Children’s Hospital Colorado) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.childrenscolorado.org/conditions-and-advice/conditions-and-symptoms/symptoms/cough-0-12-months/',
    },
    {
      titulo: "Seattle Children's (Schmitt-Thompson). Cough (fiebre de más de 3 días, o que vuelve tras más de 24 horas sin ella: verlo en 24 horas) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/cough/',
    },
    {
      titulo: 'Seattle Children’s. Wheezing (not asthma) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/wheezing/',
    },
    {
      titulo: 'Thorne MC, Garetz SL. Laryngomalacia: review and summary of current clinical practice in 2015. Paediatr Respir Rev 2016;17:3-8 (causa más frecuente de estridor en el lactante; casi siempre leve y se cura antes de los 24 meses; signos de gravedad)',
      anio: 2016,
      url: 'https://doi.org/10.1016/j.prrv.2015.02.002',
    },
    {
      titulo: 'Nemours KidsHealth. Laryngomalacia (for parents): ruido más fuerte al llorar, comer, dormir boca arriba o con un catarro; llamar enseguida si cuesta respirar, problemas para comer, poco peso, pausas o color azul (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://kidshealth.org/en/parents/laryngomalacia.html',
    },
    {
      titulo: 'Schmitt-Thompson. Asthma attack (Piedmont Pediatrics) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://piedmontpediatrics.net/is-your-child-sick/Asthma-Attack',
    },
    {
      titulo: 'Asthma Society of Ireland. What should you do during an asthma attack? (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.asthma.ie/faq/what-should-you-do-during-asthma-attack',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'Cardona V et al. World Allergy Organization Anaphylaxis Guidance 2020. World Allergy Organ J 2020;13:100472 (criterios de anafilaxia)',
      anio: 2020,
      url: 'https://empendium.com/mcmtextbook/table/031_0450',
    },
    {
      titulo: 'NHS. Collapsed lung (pneumothorax): dolor de pecho repentino y falta de aire → urgencias o 999 (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/pneumothorax/',
    },
    {
      titulo: 'Roberts ME et al. British Thoracic Society Guideline for pleural disease. Thorax 2023;78(Suppl 3):s1-s42 (neumotórax espontáneo)',
      anio: 2023,
      url: 'https://doi.org/10.1136/thorax-2022-219784',
    },
    {
      titulo: 'NICE NG158. Venous thromboembolic diseases: diagnosis, management and thrombophilia testing (2020, actualizada en 2023): sospecha de embolia pulmonar',
      anio: 2023,
      url: 'https://www.nice.org.uk/guidance/ng158/chapter/Recommendations',
    },
    {
      titulo: 'Osakidetza. Recomendaciones útiles Pediatría: resfriado común (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.osakidetza.euskadi.eus/recomendaciones-utiles-pediatria-resfriado-comun/webosk00-oesenfp/es/',
    },
    FUENTE_ESPGHAN_PILAS,
    FUENTE_NASPGHAN_CUERPO_EXTRANO,
    FUENTE_MONTREAL_PILAS,
    {
      titulo: "Children's Hospital of Philadelphia, Poison Control Center. Household cleaners: lejía con amoniaco (cloraminas) o con ácidos (cloro) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.chop.edu/service/poison-control-center/resources-for-families/poisons-in-and-around-home/household-cleaners.html',
    },
    {
      titulo: 'Alberta Health Services (MyHealth Alberta). Smoke Inhalation in Children: Care Instructions (los pitos y la dificultad para respirar pueden aparecer horas después) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://myhealth.alberta.ca/Health/aftercareinformation/pages/conditions.aspx?HwId=abq0080',
    },
    {
      titulo: 'Newtral (consejos de la AEP). Intoxicación infantil: qué hacer y teléfono de Toxicología',
      anio: 2023,
      url: 'https://www.newtral.es/intoxicacion-infantil-que-hacer-telefono-toxicologia/20230808',
    },
    {
      titulo: 'AEMPS. Codeína: nuevas restricciones de uso como antitusígeno en pediatría (resumen de DIGEMID)',
      anio: 2015,
      url: 'https://bvcenadim.digemid.minsa.gob.pe/index.php/noticias/245-codeina-nuevas-restricciones-de-uso-como-antitusigeno-en-pediatria',
    },
    {
      titulo: 'Children’s Health Queensland. Inhaled foreign body – Emergency management in children (guía clínica: el cuerpo extraño inhalado puede no dar hallazgos; valorar a todo niño con un atragantamiento presenciado; broncoscopia si hay síntomas respiratorios persistentes o inexplicados)',
      anio: 2023,
      url: 'https://www.childrens.health.qld.gov.au/guideline-inhaled-foreign-body-emergency-management-in-children/',
    },
    {
      titulo: 'Van de Voorde P et al. European Resuscitation Council Guidelines 2021: Paediatric Life Support (obstrucción de la vía aérea por cuerpo extraño: valoración médica si queda tos persistente o dificultad para tragar). Resuscitation 2021;161:327-387',
      anio: 2021,
      url: 'https://doi.org/10.1016/j.resuscitation.2021.02.015',
    },
    {
      titulo: 'SEUP. Protocolos diagnósticos y terapéuticos en urgencias de pediatría: cuerpo extraño en la vía aérea (año de consulta)',
      anio: 2026,
      url: 'https://seup.org/protocolos/',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 18, un producto casi inofensivo (banderas-ingesta.ts; intoxicacion): antes, cualquier medicamento, producto u objeto tragado daba rojo aquí, también un lametazo de pasta de dientes en un niño que ya tosía por un catarro. Ahora, desde 1 año, tras «un medicamento, un producto…», una pregunta nueva (ingesta_que) deja decir que fue un poco de uno de los productos de la lista de intoxicacion (la misma lista) y que desde entonces está como siempre (como mucho un vómito, un rato de tripa o un escozor de boca; traga, come, bebe y respira bien; Merck, NPIS, Missouri Poison Center) → lo tragado no da nivel: deciden las preguntas de la tos, y su verde es el compartido, con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción y el aviso de que una tos que empieza o empeora después de tomarlo es urgente (puede haber pasado al pulmón). No se ofrece la respuesta del objeto pequeño y liso: una tos tras tragar un objeto puede indicar que está en la vía respiratoria o atascado en el esófago (NASPGHAN 2015; ERC 2021), así que un objeto, «otra cosa o no estoy seguro» (también los hidrocarburos y los aceites esenciales, que no están en la lista), la pila, los imanes y los menores de 1 año siguen en rojo.',
    'Puertas equivocadas: por la tos llegan la bronquiolitis (pausas, quejido, tiraje, respiración rápida para la edad, come menos de la mitad, menor de 3 meses, y de 3 a 12 meses el bebé prematuro o con una enfermedad del corazón, de los pulmones, de los músculos o de las defensas), la neumonía (respiración rápida contada, tiraje, fiebre de 5 días), la laringitis y la epiglotitis (estridor en reposo: rojo, y su consejo manda llamar al 112 si además babea; el babeo se pregunta en dolor_garganta), la crisis de asma (pitos que no mejoran con el inhalador: rojo), un cuerpo extraño en la vía aérea (tos tras atragantarse: rojo, enlace a cuerpo_extrano), la anafilaxia (tos, pitos o dificultad para respirar de golpe tras un alimento, una picadura o un medicamento, o con labios hinchados o ronchas: rojo, criterios de la WAO 2020 y Schmitt "laringitis tras picadura, alimento o medicamento → 911"; enlace a reaccion_alergica), la tos ferina (ataques de tos: amarillo; pausas o color azul: rojo), el neumotórax y la embolia pulmonar en escolares y adolescentes (dolor repentino en un lado del pecho con falta de aire: rojo; ronda 5) y la sepsis (color, respuesta). Todas se preguntan. Ronda 2 (banderas-ingesta.ts, de 3 meses a menores de 6 años, justo después del atragantamiento): un objeto o un producto tragados que nadie ha visto también pueden presentarse como tos (NASPGHAN, Kramer 2015: una pila o una moneda en el esófago da tos, babeo, ruido al respirar o rechazo de la comida; los hidrocarburos como la gasolina, el aguarrás o el aceite de lámpara dan neumonitis con tos, FAPap 2015). Pila de botón o imanes → rojo aunque no haya otros síntomas (ESPGHAN 2021; NASPGHAN), con la miel desde 1 año de camino (Montreal Children’s); un medicamento, un producto u otro objeto → rojo también, porque la tos ya es un síntoma tras tragarlos (intoxicacion: tos o respiración ruidosa tras un tóxico → rojo; cuerpo_extrano: tos tras tragar o atragantarse → rojo), con el Servicio de Información Toxicológica de camino.',
    'Frecuencia respiratoria (preguntas y reglas compartidas en banderas-respiracion.ts): NICE NG143 da rojo a > 60 por minuto a cualquier edad y ámbar a > 50 de 6 a 12 meses y a > 40 desde 1 año; NG9 (bronquiolitis) pide derivar de inmediato con > 70 y valorar con > 60. Elegimos la lectura prudente: rojo desde más de 60 (61 o más; 60 exactas no), amarillo desde más de 50 en todo menor de 1 año (NICE solo lo dice de 6 a 12 meses; en menores de 6 meses lo extendemos, como la OMS, que considera rápida ≥ 50 de 2 a 12 meses) y desde más de 40 a partir de 1 año. Si los padres notan que respira deprisa pero no han podido contar, amarillo (Healthier Together: "respira un poco más deprisa" es ámbar).',
    'Tiraje (patrón 5, forma leve frente a grave): NICE NG143 pone en rojo el tiraje moderado o grave y el quejido, y en ámbar el aleteo nasal; NG9 deriva de inmediato el tiraje marcado y el quejido; Healthier Together (HRCH) pone en ámbar "trabajar más para respirar, se le marcan las costillas", y Belfast el tiraje en rojo. Antes una sola pregunta juntaba "se le hunden las costillas" con el quejido y las pausas (todo rojo). Ahora la pregunta tiene tres respuestas: sin esfuerzo; un poco (se le marca la piel entre o bajo las costillas, aleteo, pero tranquilo y come) → amarillo; mucho (pausas, quejido, costillas o cuello muy hundidos, cabeceo, no puede comer ni hablar) → rojo.',
    'Estridor: en reposo es rojo (Healthier Together rojo; Schmitt "ahora mismo" → ver ya). Solo al llorar, o que ya ha pasado: ámbar de Healthier Together y "en 24 horas" de Schmitt → amarillo. La tos de perro sin estridor es cuidado en casa (Schmitt); en menores de 1 año Schmitt pide verlo en 24 horas: lo recogemos en el consejo de consulta.',
    'Laringitis leve (ronda 8): tos de perro y voz ronca sin ruido al coger aire en reposo (solo al llorar o agitarse, o que ya ha pasado), sin tiraje y bebiendo es la laringitis leve de la escala de Westley. NICE CKS (croup) recomienda dar una sola dosis de dexametasona oral (0,15 mg/kg) a todo niño con crup, también leve, y el documento del Grupo de Vías Respiratorias de la AEPap (2018) y los protocolos de SEUP hacen lo mismo en la laringitis leve; Schmitt pone el estridor que ya ha pasado en "ver en 24 horas". Elegimos AMARILLO (que lo vea hoy un médico para esa dosis), no verde: la dosis es un tratamiento que los padres no tienen en casa y que reduce las reconsultas. La tos de perro o la voz ronca sin ningún estridor siguen en verde (cuidados en casa). El estridor en reposo, el tiraje grave, la agitación, la somnolencia o el color azulado siguen en rojo por sus preguntas.',
    'Ronda 12, laringomalacia conocida ("laringe blanda"): es la causa más frecuente de estridor en el lactante; el ruido es más fuerte boca arriba, al llorar, al comer o con un catarro, casi siempre es leve y se cura antes de los 24 meses (Thorne y Garetz, Paediatr Respir Rev 2016; Nemours KidsHealth, guía para padres). Antes, su ruido de siempre, también en reposo, salía rojo como un estridor en reposo. Ahora, con cualquier estridor en menores de 2 años se pregunta si un médico le ha diagnosticado laringomalacia (pregunta nueva laringomalacia, justo después del estridor): (1) su ruido de siempre, comiendo bien, ganando peso, sin atragantarse, sin tiraje, sin pausas ni color azul → verde (el patrón conocido), con cuidados y una red de seguridad; con fiebre, verde con antitérmicos y enlace a fiebre (la fiebre de menos de 3 meses sigue en rojo y la de 39 °C o más de 3 a 6 meses en amarillo); (2) el ruido ha cambiado (más fuerte o distinto, peor con un catarro, tiraje, le cuesta comer o pierde peso) → como cualquier estridor: rojo si está también en reposo, amarillo si solo al llorar, con un consejo propio (Nemours: llamar enseguida); (3) se ha puesto azul o grisáceo o ha hecho pausas → rojo con 112 (forma grave; Nemours y Thorne y Garetz). Sin el diagnóstico, el estridor en reposo sigue rojo y el de solo al llorar amarillo, como antes. En menores de 3 meses, la regla de "cualquier tos es amarillo" se mantiene: con su ruido de siempre se pregunta además si tiene tos, mocos o catarro (pregunta nueva tos_catarro) y, si los tiene (o ha respirado humo o vapores, o tiene pitos), amarillo; solo el ruido de siempre sin nada más es verde. Las demás preguntas (respiración contada, pitos, pulsioxímetro, come poco, riesgo de bronquiolitis, "lo ves muy enfermo") se siguen haciendo y suben el nivel como siempre. Para que el recorrido del flujo siga siendo revisable, tras un estridor ámbar (solo al llorar, o una laringomalacia que ha cambiado) ya no se hacen las preguntas que solo pueden dar amarillo, como tras una cifra ámbar del pulsioxímetro: no cambiarían el resultado ni su título. Desacuerdo anotado: la lectura más prudente sería no dar nunca verde por debajo de 3 meses (NG9 cita esa edad como riesgo de bronquiolitis grave); las fuentes de laringomalacia tratan el patrón conocido, comiendo y creciendo bien, como cuidado en casa a cualquier edad del lactante, así que lo damos solo al bebé con su ruido de siempre y sin tos, catarro, pitos ni vapores respirados. Revisar con pediatría.',
    'Atragantamiento: Schmitt y Seattle Children’s mandan a urgencias (o al 112) a todo niño que ha empezado a toser tras atragantarse con algo pequeño, por posible cuerpo extraño en la vía aérea. Rojo, con enlace al flujo cuerpo_extrano. (Ronda 19: ver la nota siguiente; solo el ataque que ya ha pasado del todo deja de ser rojo.)',
    'Ronda 19, atragantamiento que ya ha pasado del todo (pregunta nueva atragantamiento_tos, que sustituye a la antigua si/no atragantamiento): antes, cualquier tos que empezó al atragantarse era rojo, también un ataque de tos que se había pasado del todo. La guía de Queensland Children’s Health ("Inhaled foreign body", 2023), el protocolo de SEUP de cuerpo extraño en la vía aérea y el ERC 2021 (soporte vital básico pediátrico) dicen que un atragantamiento presenciado con algo pequeño necesita que lo vea un médico aunque el niño ya esté bien, porque un cuerpo extraño en los bronquios puede no dar síntomas durante horas (en algunos niños la exploración es normal), y que lo urgente es la tos, los pitos, el estridor, la respiración rápida o con esfuerzo o el cambio de color que siguen. Ahora la pregunta tiene tres respuestas: no; sí, pero el ataque se le ha pasado del todo (no tose, respira tranquilo y sin ruido, con su voz y su color de siempre) → AMARILLO, que lo vea hoy un médico, con la red de seguridad (un nuevo ataque de tos, pitos, ruido o respiración rápida, o un cambio de color → 112 o urgencias ahora); sí, y sigue tosiendo, le pita el pecho, hace ruido al respirar, respira deprisa o con esfuerzo, o le ha cambiado la voz o el color → ROJO, como antes. Si dice que se le ha pasado pero las preguntas siguientes encuentran un signo (un poco de tiraje, cualquier estridor, pitos, respiración rápida para su edad o una cifra de 92-95 % en el pulsioxímetro) → ROJO (lectura prudente: algo sigue). Tras un ataque que ya pasó no se pregunta la inhalación de gases (la tos empezó con el atragantamiento) ni las preguntas que solo pueden dar amarillo (días de fiebre, come poco, ataques de tos, neumonía, factores de riesgo de bronquiolitis, lo ves muy enfermo), para que el recorrido del flujo siga siendo revisable; las que pueden dar rojo (tragado algo, alergia, dolor de pecho repentino, estridor, respiración, pitos, fiebre en menores de 3 meses, pulsioxímetro) se siguen haciendo. Si luego dice que pudo tragarse «otro objeto», se entiende que es aquello con lo que se atragantó y sigue en amarillo; una pila, un imán o un producto siguen en rojo. Desacuerdo: cuerpo_extrano deja en verde el atragantamiento que se pasó si se vio salir el objeto entero (Resuscitation Council UK; ERC); aquí no se pregunta si salió, así que elegimos amarillo para todos (lectura prudente, como pide la guía de Queensland).',
    'Pitos sin asma conocida: Seattle Children’s dice "llamar al médico ahora o ir a urgencias" y SEUP "urgencias el mismo día". Elegimos amarillo (lectura española; NG9 no deriva por pitos solos); si además hay tiraje, quejido o respiración rápida, sube por esas preguntas. Niño con asma: no mejora con el inhalador → rojo (Schmitt; Asthma Society: llamar al 112 si no mejora); lo necesita antes de 4 horas → amarillo; mejora y aguanta 4 horas → verde con plan de asma.',
    'Menores de 3 meses: NG9 cita la edad < 3 meses como riesgo de bronquiolitis grave y Schmitt pide ver en el día a los menores de 1 mes con tos y a los de 1-3 meses con tos de varios días. Elegimos amarillo para cualquier tos en menores de 3 meses, y rojo si además tienen fiebre ≥ 38 °C (NICE NG143).',
    'Bebés con más riesgo de bronquiolitis grave (ronda 5, issue 9 punto 2): NICE NG9 pide tener en cuenta, al decidir derivar, la edad menor de 3 meses, la prematuridad (sobre todo antes de la semana 32), la enfermedad pulmonar crónica (displasia broncopulmonar), la cardiopatía congénita con repercusión, las enfermedades neuromusculares y la inmunodeficiencia. Antes, un bebé de 3 a 12 meses con tos que había nacido prematuro o tenía una cardiopatía, sin dificultad para respirar, salía verde. Ahora se pregunta, de 3 a 12 meses (por debajo de 3 meses cualquier tos ya es amarillo y la pregunta no cambiaría nada), si nació prematuro (antes de la semana 37, la lectura prudente frente a las 32 semanas que NG9 destaca) o tiene una enfermedad del corazón, de los pulmones, de los músculos o de las defensas (pregunta compartida con mocos_congestion, banderas-respiracion.ts, id riesgo_bronquiolitis) → amarillo, que lo vea hoy un médico aunque respire bien, con lo que hay que vigilar hasta el tercer o quinto día (NG9). A partir de 1 año no se pregunta: la bronquiolitis es sobre todo del primer año.',
    'Dolor de pecho repentino con falta de aire (ronda 5, issue 9 punto 2): un dolor fuerte y punzante que empieza de golpe en un lado del pecho, con una falta de aire nueva, puede ser un neumotórax espontáneo (más frecuente en adolescentes altos y delgados, en quien fuma o vapea y en el asma; NHS "Collapsed lung": urgencias o 999 ante un dolor de pecho repentino con falta de aire; guía de pleura de la BTS, 2023) o, tras una inmovilización, una operación reciente o con la píldora anticonceptiva, una embolia pulmonar (NICE NG158) → rojo con 112. Una sola pregunta (id dolor_pecho_subito), en las bandas 5-12 y 12+ años (los dos cuadros se vuelven posibles hacia los 10 años), con los demás signos rojos. La ayuda deja fuera el dolor de pecho de tanto toser de un niño con catarro (en el centro del pecho o en las costillas al toser, sin que le falte el aire), que no cuenta; la falta de aire sin dolor repentino sigue en las preguntas de respiración.',
    'Fiebre: 3-6 meses con ≥ 39 °C y fiebre de 5 días o más son ámbar de NICE → amarillo. NG9 sugiere pensar en neumonía con fiebre > 39 °C, pero eso lo decide el médico al auscultar; sin otros signos, la tos con fiebre alta en mayores de 6 meses es verde con enlace al flujo fiebre y consejo de consultar si dura más de 3 días.',
    'Come menos de la mitad o moja menos pañales: ámbar en Healthier Together y NG9 (ingesta del 50-75 %) → amarillo. Ataques de tos seguidos, con vómito o "gallo" (posible tos ferina): Schmitt pide ver en el día → amarillo; si se pone azul o hace pausas, rojo por las preguntas globales.',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Ronda 9, tos por respirar un gas, humo o vapores (puerta equivocada): mezclar lejía con un desincrustante o un limpiador ácido da cloro, y con amoniaco cloraminas; el humo de un incendio y los productos de piscina irritan igual (CHOP Poison Control: irritación de ojos, nariz, garganta y bronquios, con síntomas hasta 24 horas; el cloro, más grave). Con pitos, falta de aire, opresión en el pecho o respiración rápida, o tras un incendio o una estufa con dolor de cabeza, vómitos o somnolencia (monóxido de carbono) → rojo (pregunta nueva inhalacion_gas): es una inhalación tóxica con afectación respiratoria y los centros de toxicología y MyHealth Alberta piden atención médica inmediata. Una tos corta que se ha pasado del todo al aire fresco, respirando con normalidad y sin fiebre → verde, con el Servicio de Información Toxicológica (91 562 04 20; AEP) como primera acción y la red de seguridad de que la dificultad para respirar puede aparecer horas después (MyHealth Alberta). Entre las dos, la tos que sigue con respiración normal → amarillo (lectura prudente: las fuentes piden consultar si los síntomas persisten).',
    NOTA_SATURACION,
    'Pulsioxímetro en este flujo: la pregunta va después de la de fiebre (la última que puede dar rojo, en menores de 3 meses) y antes de los días de fiebre, de la alimentación, de los ataques de tos, de los factores de riesgo de bronquiolitis y de "lo ves muy enfermo". Esas preguntas solo pueden dar amarillo, así que tras una cifra entre 92 % y 95 % (ya amarillo) no se hacen, como hace fiebre tras sus respuestas ámbar; su regla va justo después de las de respiración.',
    'Ronda 18, signos de neumonía con fiebre: la Sociedad Británica del Tórax (BTS 2011, neumonía adquirida en la comunidad en niños) cuenta el dolor de pecho de tipo pleurítico (un dolor que pincha en un lado al respirar hondo o al toser) entre los síntomas de la neumonía y pide pensar en neumonía bacteriana con la fiebre persistente o que se repite con signos en el pecho; Schmitt-Thompson ("Cough") pide ver en 24 horas la fiebre de más de 3 días y la que vuelve tras más de 24 horas sin ella. Antes, con fiebre y una frecuencia respiratoria por debajo del umbral de la edad, ese dolor salía verde. Ahora, con fiebre, desde 3 meses (antes ya es rojo) y con menos de 5 días de fiebre (5 días ya es amarillo), una pregunta nueva (neumonia_fiebre): dolor en un lado del pecho al respirar hondo o al toser, fiebre de 3 días o más con la tos o la respiración yendo a peor, o fiebre que vuelve tras un día entero sin ella → AMARILLO, que lo vea hoy un médico, aunque no respire deprisa. Elegimos entre fuentes para no sobretriar el catarro con fiebre: la fiebre de 3 días o más solo cuenta si el pecho va a peor (BTS), y la de un catarro que va igual o mejor sigue verde con el consejo de consultar con su pediatra si pasa de 3 días (NICE NG143 da ámbar a los 5 días). La respiración rápida (NICE NG143 ámbar), el tiraje y la saturación siguen decidiendo antes con sus propias preguntas; la pregunta no se hace tras una saturación de 92-95 % ni tras el estridor al llorar, que ya dan amarillo, y tras un Sí no se hacen las preguntas que solo dan amarillo y cuyas reglas van detrás (factores de riesgo de bronquiolitis, lo ves muy enfermo). El dolor repentino con falta de aire nueva sigue siendo rojo (neumotórax o embolia, pregunta aparte).',
    'Medicación: paracetamol o ibuprofeno solo si hay fiebre y el niño está molesto (NICE NG143); en el niño con asma solo paracetamol (precaución con el ibuprofeno en el asma, fichas técnicas). Ningún jarabe para la tos: AEMPS prohíbe la codeína en menores de 12 años y el MHRA desaconseja los antitusivos y anticatarrales de venta libre en menores de 6 años; miel solo desde 1 año (Osakidetza).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_ESFUERZO_RESPIRATORIO,
    {
      ...PREGUNTA_COLOR_GRAVE,
      ayuda:
        'Mira los labios, la lengua y la piel con buena luz. Si se pone azul o morado, aunque sea solo durante los ataques de tos, responde Sí.',
    },
    PREGUNTA_NO_RESPONDE,
    {
      // Round 19: a new id (it was the si_no 'atragantamiento', all rojo): a fit that has passed completely is amarillo.
      id: 'atragantamiento_tos',
      texto:
        '¿La tos empezó de repente mientras comía o tenía algo pequeño en la boca (frutos secos, trozos de comida, piezas de un juguete), como si se hubiera atragantado? Si es así, ¿cómo está ahora?',
      tipo: 'opciones',
      opciones: [ATRAGANTAMIENTO.no, ATRAGANTAMIENTO.pasado, ATRAGANTAMIENTO.sigue],
      ayuda:
        'Si dudas entre las dos últimas respuestas, elige la última. Si ahora mismo no puede toser, llorar, hablar ni respirar, llama al 112 y empieza los golpes en la espalda (apartado «Se ha tragado o metido algo»).',
      alarma: [ATRAGANTAMIENTO.sigue],
    },
    // Round 18: a product or an object is no longer an alarm answer by itself; after a product, from 1 year, whether it
    // was a little of a listed harmless one (banderas-ingesta.ts). No object answer: a cough after an object may be in the airway.
    preguntaIngestaConSintoma(false),
    preguntaIngestaQue(ingestaQueVisible(false), false),
    {
      id: 'alergia',
      texto:
        '¿La tos o la dificultad para respirar empezaron de golpe, minutos después de comer algo, de una picadura o de tomar un medicamento, o tiene además los labios, la lengua o la cara hinchados, o ronchas por el cuerpo?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      // Round 9: the door of a toxic inhalation (chlorine or chloramine from mixed cleaners, fire smoke, pool chemicals).
      id: 'inhalacion_gas',
      texto:
        '¿La tos empezó después de respirar un gas, humo o vapores: al mezclar lejía con un desincrustante, un limpiador ácido o amoniaco, en un incendio o con humo, o con productos de la piscina?',
      tipo: 'opciones',
      opciones: [INHALACION.no, INHALACION.grave, INHALACION.sigue, INHALACION.breve],
      ayuda:
        'Si respiró vapores de productos de limpieza, cloro o humo, sácalo al aire fresco y abre las ventanas antes de seguir. Los pitos se oyen al soltar el aire; que le falte el aire es que no puede hablar o jugar como siempre. Si dudas entre dos respuestas, elige la de más arriba.',
      // Round 19: not after a choking fit that passed (the cough started with the choking; the breathing questions follow).
      mostrar_si: SIN_ATRAGANTAMIENTO_PASADO,
      alarma: [INHALACION.grave],
    },
    {
      id: 'dolor_pecho_subito',
      texto: '¿Le ha empezado de repente un dolor fuerte y punzante en un lado del pecho y, a la vez, le falta el aire de una forma nueva, que antes no tenía?',
      tipo: 'si_no',
      ayuda:
        'No cuenta el dolor de pecho de tanto toser que tienen muchos niños con catarro: una molestia en el centro del pecho o en las costillas al toser, sin que le falte el aire. Es más probable si es alto y delgado, fuma o vapea, tiene asma, ha estado muchos días en cama o escayolado, le han operado hace poco o toma la píldora anticonceptiva.',
      mostrar_si: `edad_rango IN ${lista(EDADES_DOLOR_PECHO)}`,
      alarma: ['si'],
    },
    {
      id: 'estridor',
      texto: '¿Hace un ruido ronco y agudo al COGER aire (estridor), como un silbido al inspirar?',
      tipo: 'opciones',
      opciones: [ESTRIDOR.no, ESTRIDOR.alLlorar, ESTRIDOR.enReposo],
      ayuda:
        'Es el ruido típico de la laringitis, que suele ir con tos "de perro" y voz ronca. No confundir con los pitos del pecho, que se oyen al soltar el aire.',
      alarma: [ESTRIDOR.enReposo],
    },
    {
      // Round 12: the known, unchanged stridor of laryngomalacia (Thorne & Garetz 2016; Nemours KidsHealth).
      id: 'laringomalacia',
      texto: '¿Un médico le ha diagnosticado laringomalacia («laringe blanda»)? Si es así, ¿cómo es ahora ese ruido?',
      tipo: 'opciones',
      opciones: [LARINGOMALACIA.no, LARINGOMALACIA.igual, LARINGOMALACIA.cambio, LARINGOMALACIA.grave],
      ayuda:
        'La laringomalacia es una laringe todavía blanda que hace ruido al coger aire, sobre todo boca arriba, al llorar o al comer, y que suele curarse sola antes de los 2 años. Si no te lo ha dicho un médico, responde la primera opción. Si encaja más de una opción, elige la última que encaje.',
      mostrar_si: CON_ESTRIDOR_MENOR_2,
      alarma: [LARINGOMALACIA.grave],
    },
    {
      // Round 12: under 3 months a cough or a cold is seen today even with the usual laryngomalacia noise.
      id: 'tos_catarro',
      texto: 'Además de su ruido de siempre, ¿tiene tos, mocos o algo de catarro?',
      tipo: 'si_no',
      ayuda: 'En un bebé de menos de 3 meses, la tos o el catarro deben valorarse hoy, aunque el ruido no haya cambiado.',
      mostrar_si: `edad_rango = '0-3 meses' AND ${CON_ESTRIDOR_MENOR_2} AND laringomalacia = '${LARINGOMALACIA.igual}'`,
      alarma: ['si'],
    },
    PREGUNTA_RESPIRACION_RAPIDA,
    PREGUNTA_RESPIRACIONES_MINUTO,
    {
      id: 'pitos',
      texto: '¿Le oyes pitos o silbidos en el pecho al soltar el aire?',
      tipo: 'opciones',
      opciones: [PITOS.no, PITOS.sinAsma, PITOS.asmaMejora, PITOS.asmaFrecuente, PITOS.asmaNoMejora],
      ayuda:
        'El inhalador de rescate es el que abre los bronquios (salbutamol, por ejemplo Ventolin), dado con cámara. Si tiene asma y su plan dice otra cosa, sigue su plan.',
      alarma: [PITOS.asmaNoMejora],
    },
    PREGUNTA_FIEBRE_TRAMOS,
    // Round 11: after the last question that can give rojo (fever under 3 months), before the amarillo-only ones.
    PREGUNTA_SATURACION,
    trasSaturacion(PREGUNTA_DIAS_FIEBRE),
    trasSaturacion(PREGUNTA_COME_POCO),
    trasSaturacion({
      id: 'ataques_tos',
      texto:
        '¿Tiene ataques de tos seguidos, uno detrás de otro, que no le dejan coger aire, que acaban en vómito o con un ruido agudo al coger aire (como un "gallo")?',
      tipo: 'si_no',
      alarma: ['si'],
    }),
    trasSaturacion({
      // Round 18: pleuritic chest pain, a fever of 3 days or more with a worsening chest, or a fever that comes back
      // (BTS 2011 community-acquired pneumonia in children; Schmitt-Thompson "Cough": fever over 3 days or back after a
      // day without it → seen within 24 hours). Asked with fever, from 3 months and under 5 days of fever.
      id: 'neumonia_fiebre',
      texto:
        'Con la fiebre, ¿le pasa alguna de estas cosas: le duele un lado del pecho, un dolor que pincha, al respirar hondo o al toser; lleva 3 días o más con fiebre y la tos o la respiración van a peor; o le ha vuelto la fiebre después de pasar un día entero o más sin ella?',
      tipo: 'si_no',
      ayuda:
        'No cuenta la molestia en el centro del pecho o en las costillas de tanto toser, ni la fiebre de los 2 o 3 primeros días de un catarro que va igual o mejor. Si respira deprisa, eso ya lo has contado arriba.',
      mostrar_si: CON_SIGNOS_NEUMONIA,
      alarma: ['si'],
    }),
    trasSaturacion(trasNeumonia(PREGUNTA_RIESGO_BRONQUIOLITIS)),
    trasSaturacion(trasNeumonia(PREGUNTA_MUY_ENFERMO)),
    PREGUNTA_PREOCUPADO,
    // Weight last, only where a dose can follow: with fever, from 3 months.
    { ...PREGUNTA_PESO, mostrar_si: `${CON_FIEBRE_TRAMOS} AND edad_rango != '0-3 meses'` },
  ],
  avisos: [AVISO_PREOCUPADO],
  reglas: [
    // ----------------------------------------------------------------- rojo
    ...reglasRespiracionRojo([
      'Si tiene un inhalador de rescate pautado (salbutamol), dáselo como te indicaron mientras llega la ayuda.',
    ]),
    reglaSaturacionRojo([
      'Si tiene un inhalador de rescate pautado (salbutamol), dáselo como te indicaron mientras vais.',
    ]),
    rojo(
      "color_grave = 'si'",
      'Labios azulados o color muy pálido o moteado',
      consejosRojo('El color azulado o grisáceo indica que le falta oxígeno o que circula mal la sangre: necesita atención inmediata.', POSTURA_RESPIRA),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "no_responde = 'si'",
      'Muy adormilado, no responde o llanto anormal',
      consejosRojo('Si no responde pero respira, túmbalo de lado. No le des nada por la boca mientras esté así.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      // Round 19: what persists after the choking (the answer, or a breathing sign found by the later questions) is rojo.
      `atragantamiento_tos = '${ATRAGANTAMIENTO.sigue}' OR (${ATRAGANTAMIENTO_PASADO} AND ${SIGNO_TRAS_ATRAGANTAMIENTO})`,
      'Tos, pitos o ruido al respirar que siguen tras atragantarse: puede tener algo en la vía respiratoria',
      consejosRojo(
        'Si tose con fuerza, anímale a seguir tosiendo y no le des golpes mientras tosa bien.',
        'Si deja de poder toser, llorar, hablar o respirar: llama al 112 y empieza las maniobras para desatascar (bebé: 5 golpes en la espalda y 5 compresiones en el pecho; niño mayor: 5 golpes en la espalda y 5 compresiones en la parte alta de la tripa).',
        'No le metas los dedos en la boca a ciegas para sacar el objeto, y no le des de comer ni de beber.',
        'Aunque ahora respire bien, un trozo de comida o un objeto pequeño puede haberse quedado en los bronquios: tiene que verlo un médico hoy mismo, en urgencias.',
      ),
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    reglaIngestaPilaIman([POSTURA_RESPIRA]),
    reglaIngestaConSintoma(
      'Tos',
      ['La gasolina, el aguarrás, el aceite de lámpara o los aceites esenciales pueden pasar al pulmón y dar tos, y un objeto pequeño puede haberse ido hacia los bronquios.'],
      // Round 18: not after a little of a listed harmless product (its verde is below, after the amarillo rules).
      // Round 19: nor an object after a choking fit that passed completely (the object it choked on: amarillo below).
      { si: `(${ingestaConSintomaNoInocua(false)}) AND NOT (${ATRAGANTAMIENTO_PASADO} AND ingesta = '${INGESTA.objeto}')` },
    ),
    rojo(
      "alergia = 'si'",
      'Tos o dificultad para respirar por una posible reacción alérgica grave',
      consejosRojo(
        'Tos, pitos o dificultad para respirar que empiezan de golpe tras un alimento, una picadura o un medicamento, o junto con hinchazón de labios o cara o ronchas, pueden ser una anafilaxia (reacción alérgica grave).',
        'Si tiene un autoinyector de adrenalina, pónselo ya en la parte externa del muslo, aunque sea a través de la ropa, y llama al 112.',
        'Si le cuesta respirar, déjalo sentado; si está pálido, flojo o mareado, túmbalo con las piernas en alto. No lo pongas de pie ni lo hagas caminar.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['reaccion_alergica'] },
    ),
    rojo(
      `inhalacion_gas = '${INHALACION.grave}'`,
      'Tos con pitos o falta de aire después de respirar un gas, humo o vapores',
      consejosRojo(
        'Los vapores de la lejía mezclada con ácidos o amoniaco (cloro, cloraminas), el humo de un incendio y los productos de piscina irritan los bronquios y pueden inflamar el pulmón; con pitos, falta de aire o respiración rápida necesita urgencias ahora, y tras un incendio o una estufa puede haber además monóxido de carbono.',
        'Sácalo al aire fresco y sal tú también; no vuelvas a entrar. Quítale la ropa que huela al producto o a humo y lávale los ojos y la piel con agua abundante si le escuecen.',
        'Si tiene un inhalador de rescate pautado (salbutamol), dáselo como te indicaron mientras llega la ayuda. Mantenlo incorporado y sin esfuerzos.',
        'Lleva el envase de los productos. El Servicio de Información Toxicológica (91 562 04 20, 24 horas) puede aconsejarte por el camino.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      "dolor_pecho_subito = 'si'",
      'Dolor repentino en un lado del pecho con falta de aire: posible neumotórax o embolia pulmonar',
      consejosRojo(
        'Un dolor fuerte que empieza de golpe en un lado del pecho, con una falta de aire nueva, puede deberse a que ha entrado aire entre el pulmón y la pared del pecho (neumotórax) o, sobre todo tras muchos días en cama o escayolado, una operación o con la píldora, a un coágulo en el pulmón (embolia pulmonar): necesita urgencias ahora (NHS; NICE).',
        'Déjalo sentado, en la postura en la que mejor respire, sin hacer esfuerzos ni caminar más de lo necesario, y no le des de comer ni de beber.',
        'Si le cuesta cada vez más respirar, se pone azul o muy pálido, o tose sangre, llama al 112 si no lo has hecho.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `laringomalacia = '${LARINGOMALACIA.grave}'`,
      'Laringomalacia con color azul o grisáceo o pausas al respirar',
      consejosRojo(
        'En un bebé con laringomalacia, ponerse azul o grisáceo o hacer pausas sin respirar son signos de que la vía del aire se cierra demasiado (laringomalacia grave): necesita urgencias ahora, aunque ahora parezca recuperado (Nemours KidsHealth; Thorne y Garetz).',
        'Mantenlo incorporado y tranquilo, en brazos, y no le des de comer ni de beber por el camino.',
        'Si vuelve a ponerse azul, deja de respirar o no responde, sigue las indicaciones del 112.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `estridor = '${ESTRIDOR.enReposo}' AND ${SIN_LARINGOMALACIA_HABITUAL}`,
      'Ruido al coger aire (estridor) estando tranquilo',
      consejosRojo(
        'Mantenlo tranquilo, en brazos o sentado: el llanto empeora el ruido y la dificultad para respirar.',
        'No le mires la garganta ni le metas nada en la boca, y no le des de comer ni de beber.',
        'Respirar aire fresco (por ejemplo, con la ventanilla del coche un poco abierta) puede aliviarle por el camino.',
        'Si babea, no puede tragar la saliva o se pone azul, llama al 112.',
      ),
    ),
    rojo(
      `pitos = '${PITOS.asmaNoMejora}'`,
      'Crisis de asma que no mejora con el inhalador',
      consejosRojo(
        'Siéntalo recto, sin tumbarlo, y mantén la calma a su lado.',
        'Mientras llega la ayuda, sigue el plan de crisis que te dio su pediatra. Si no lo tienes: 1 pulsación de salbutamol con cámara cada minuto (hasta 10 pulsaciones si tiene 6 años o más; hasta 6 si es menor) y repítelo si en 10-15 minutos no ha llegado la ayuda.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `edad_rango = '0-3 meses' AND ${CON_FIEBRE_TRAMOS}`,
      'Tos con fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida aunque parezca estar bien.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen. Sigue ofreciéndole el pecho o el biberón.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    // ------------------------------------------------------------- amarillo
    // Round 19: a choking fit that has passed completely (Queensland Children's Health 2023; SEUP; ERC 2021).
    amarillo(
      ATRAGANTAMIENTO_PASADO,
      'Se atragantó y el ataque de tos ya ha pasado del todo',
      [
        'Aunque ahora no tosa, respire bien y tenga su voz y su color de siempre, un trozo de comida o una pieza pequeña puede haberse ido a los bronquios y no dar síntomas durante horas: que lo vea hoy un médico, en unas horas, para que le escuche el pecho (guía de Queensland Children’s Hospital; SEUP).',
        'Mientras tanto, que no coma frutos secos ni trozos duros, y vigílalo de cerca, también dormido.',
        'Llama al 112 o ve a urgencias ahora si vuelve a tener un ataque de tos o una tos que no para, le pita el pecho, hace ruido al respirar, respira deprisa o con esfuerzo, le cambia la voz, o se pone azulado, grisáceo o muy pálido.',
        CONSEJO_AMARILLO,
      ],
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    ...reglasRespiracionAmarillo([MIENTRAS_TANTO]),
    reglaSaturacionAmarillo([MIENTRAS_TANTO]),
    amarillo(
      `inhalacion_gas = '${INHALACION.sigue}'`,
      'Sigue tosiendo después de respirar un gas, humo o vapores',
      consejosAmarillo(
        'Respira bien, pero la tos que sigue después de respirar vapores de limpieza, cloro o humo indica que los bronquios están irritados: que lo vea hoy un médico, en unas horas, y llama antes al Servicio de Información Toxicológica (91 562 04 20, 24 horas) con el envase delante.',
        'Mantenlo al aire fresco y en reposo, sin correr ni hacer deporte.',
        'Si le empiezan los pitos, le falta el aire o respira deprisa, también horas después, ve a urgencias ahora o llama al 112.',
      ),
      { ver_tambien: ['intoxicacion'] },
    ),
    amarillo(
      `laringomalacia = '${LARINGOMALACIA.cambio}'`,
      'El ruido de su laringomalacia ha cambiado o ha empeorado',
      consejosAmarillo(
        'Un cambio en el ruido de la laringomalacia (más fuerte o distinto, peor con un catarro), que se le hundan las costillas o el cuello, que le cueste comer o que pierda peso indica que la vía del aire se estrecha más: que lo vea hoy su pediatra (Nemours KidsHealth; Thorne y Garetz).',
        'Mantenlo incorporado al darle de comer y un rato después, con tomas más pequeñas y más frecuentes, y lávale la nariz con suero si tiene mocos.',
        'Si el ruido aparece también estando tranquilo o dormido y le cuesta respirar, se pone azul o grisáceo o hace pausas, llama al 112.',
      ),
    ),
    amarillo(
      `estridor = '${ESTRIDOR.alLlorar}' AND ${SIN_LARINGOMALACIA_HABITUAL}`,
      'Ruido al coger aire solo al llorar, o que ya ha pasado (laringitis)',
      consejosAmarillo(
        'Parece una laringitis leve. Que lo vea hoy un médico, en unas horas: las guías recomiendan una sola dosis de corticoide por boca (dexametasona) también en la laringitis leve, porque la mejora y evita que empeore por la noche (NICE; Asociación Española de Pediatría de Atención Primaria).',
        'Mantenlo tranquilo y en brazos: el llanto empeora el ruido. Respirar aire fresco puede aliviarle.',
        'Si el ruido aparece también estando tranquilo o dormido, le cuesta respirar o babea, ve a urgencias o llama al 112.',
      ),
    ),
    amarillo(
      `pitos = '${PITOS.sinAsma}'`,
      'Pitos en el pecho sin asma conocida',
      consejosAmarillo(
        'Los pitos indican que los bronquios están estrechados (bronquiolitis en bebés, o una primera crisis de asma). Que lo vea hoy un médico para valorar si necesita tratamiento.',
        'Si empiezan de golpe tras un atragantamiento, una picadura, un alimento o un medicamento, llama al 112.',
      ),
    ),
    amarillo(
      `pitos = '${PITOS.asmaFrecuente}'`,
      'Crisis de asma: necesita el inhalador antes de 4 horas',
      consejosAmarillo(
        'Si necesita el inhalador de rescate antes de 4 horas, la crisis no está controlada: que lo vea hoy un médico.',
        'Mientras tanto, sigue su plan de asma y apunta las horas de cada dosis.',
        'Si no mejora tras darle el inhalador, le cuesta hablar o se le hunden las costillas, llama al 112.',
      ),
    ),
    amarillo(
      "come_poco = 'si'",
      'Come o bebe menos de la mitad de lo normal, o moja menos pañales',
      consejosAmarillo(
        'Comer menos de la mitad de lo habitual o mojar muchos menos pañales es un signo de alerta: puede estar cansándose al respirar o deshidratándose. Que lo vea hoy un médico.',
        'Ofrécele tomas más pequeñas y más a menudo, y lávale la nariz con suero antes de cada toma.',
      ),
    ),
    amarillo(
      `edad_rango = '3-6 meses' AND fiebre = '${FIEBRE.desde39}'`,
      'Tos con fiebre de 39 °C o más en bebé de 3 a 6 meses',
      consejosAmarillo('A esta edad, 39 °C o más es un signo de alerta (NICE): que lo vea hoy un médico aunque esté bien.'),
      { medicacion: paracetamol(), ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "dias_fiebre = 'si'",
      'Tos con fiebre de 5 días o más',
      consejosAmarillo('Una fiebre que dura 5 días o más debe valorarla hoy un médico (NICE), para descartar una neumonía u otra causa.'),
      { medicacion: paracetamol(), ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "ataques_tos = 'si'",
      'Ataques de tos seguidos (posible tos ferina)',
      consejosAmarillo(
        'Los ataques de tos que no dejan coger aire, que acaban en vómito o en un "gallo" pueden ser tos ferina, sobre todo si no está bien vacunado: que lo vea hoy un médico.',
        'Durante el ataque, incorpóralo y quédate a su lado. Si se pone azul, hace pausas al respirar o queda muy decaído después, llama al 112.',
        'Mantenlo lejos de bebés pequeños y de embarazadas hasta que lo valoren.',
      ),
    ),
    // Round 18: signs of pneumonia with fever (BTS 2011: pleuritic chest pain; persistent or returning fever), even when
    // the breathing rate is below the age threshold. Before the rules of the questions it hides (risk factors, looks ill).
    amarillo(
      "neumonia_fiebre = 'si'",
      'Tos con fiebre y dolor en un lado del pecho al respirar, o fiebre que dura o vuelve: posible neumonía',
      consejosAmarillo(
        'Con fiebre, un dolor que pincha en un lado del pecho al respirar hondo o al toser, una fiebre de 3 días o más con la tos o la respiración cada vez peor, o una fiebre que vuelve tras un día sin ella pueden ser una neumonía, aunque ahora no respire deprisa: que lo vea hoy un médico, que le escuchará el pecho (Sociedad Británica del Tórax).',
        'Para la fiebre o el dolor puedes darle paracetamol.',
        'Ve a urgencias ahora o llama al 112 si empieza a respirar deprisa o con esfuerzo, se le hunden las costillas, se queja al respirar, se pone azul o muy pálido, o está muy adormilado.',
      ),
      { medicacion: paracetamol(), ver_tambien: ['fiebre'] },
    ),
    amarillo(
      // Round 12: every baby under 3 months but one with only the usual laryngomalacia noise: no cough or cold, no
      // fumes breathed in, no wheeze (verde below).
      `edad_rango = '0-3 meses' AND (estridor = '${ESTRIDOR.no}' OR laringomalacia != '${LARINGOMALACIA.igual}' OR tos_catarro = 'si' OR inhalacion_gas != '${INHALACION.no}' OR pitos != '${PITOS.no}')`,
      'Tos en bebé menor de 3 meses',
      consejosAmarillo(
        'En menores de 3 meses la tos puede ser el inicio de una bronquiolitis o de una tos ferina, que a esta edad pueden complicarse: que lo vea hoy un médico aunque ahora esté bien.',
        'No le des jarabes, miel ni medicinas sin que te lo indique su pediatra. Si tiene mocos, lávale la nariz con suero antes de las tomas.',
      ),
    ),
    reglaRiesgoBronquiolitis([MIENTRAS_TANTO]),
    reglaMuyEnfermo([MIENTRAS_TANTO]),
    // ---------------------------------------------------------------- verde
    // Round 18: a little of a listed harmless product, from 1 year, breathing well, the cough as before (banderas-ingesta.ts).
    reglaIngestaInocua(ingestaInocua(ingestaQueVisible(false), false), [
      'La tos no es por lo que ha tomado si ya tosía antes. Si la tos empezó o empeoró después de tomarlo, o tose al vomitar, puede haber pasado algo al pulmón: ve a urgencias.',
    ]),
    {
      si: `inhalacion_gas = '${INHALACION.breve}' AND fiebre = '${FIEBRE.no}'`,
      urgencia: 'verde',
      titulo: 'Tos corta por respirar un gas, humo o vapores, que ya ha pasado',
      consejos: [
        'Una tos corta por oler unos vapores de limpieza, cloro o un poco de humo que se pasa del todo al aire fresco, respirando con normalidad, suele quedarse en eso. Llama al Servicio de Información Toxicológica (91 562 04 20, 24 horas) con el envase delante: te dirán si hace falta algo más.',
        'Ventila bien la casa antes de volver a entrar. No mezcles nunca la lejía con otros productos (amoniaco, desincrustantes, limpiadores ácidos o antical).',
        'Los problemas para respirar pueden aparecer horas después (hasta el día siguiente): vigílalo también por la noche.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'vuelve a toser, le pita el pecho, le falta el aire o respira deprisa, aunque sea horas después (ve a urgencias)',
          'le duele la cabeza, vomita o está adormilado, sobre todo después de un incendio o de estar cerca de una estufa o un brasero',
          'le escuecen mucho los ojos o ve borroso',
        ]),
      ],
      acciones_sugeridas: [ACCION_LLAMA_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['intoxicacion'],
    },
    {
      si: `pitos = '${PITOS.asmaMejora}' AND ${CON_FIEBRE_TRAMOS}`,
      urgencia: 'verde',
      titulo: 'Pitos que mejoran con su inhalador, con fiebre',
      consejos: [
        'Sigue su plan de asma: el inhalador de rescate con cámara cuando tenga pitos, y su tratamiento de base si lo tiene.',
        'Para la fiebre o el malestar usa paracetamol; en niños con asma, mejor no usar ibuprofeno salvo que su pediatra te haya dicho que lo tolera bien.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'necesita el inhalador otra vez antes de 4 horas o no mejora con él',
          'le cuesta hablar o comer de la fatiga',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['los pitos duran más de 3 días', 'la fiebre dura más de 3 días', 'no tiene un plan de asma por escrito']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Sigue su plan de asma', ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['fiebre'],
    },
    {
      si: `pitos = '${PITOS.asmaMejora}'`,
      urgencia: 'verde',
      titulo: 'Pitos que mejoran con su inhalador',
      consejos: [
        'Sigue su plan de asma: el inhalador de rescate con cámara cuando tenga pitos, y su tratamiento de base si lo tiene.',
        'Apunta las horas de cada dosis del inhalador de rescate.',
        ...CONSEJOS_CASA,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'necesita el inhalador otra vez antes de 4 horas o no mejora con él',
          'le cuesta hablar o comer de la fatiga',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['los pitos duran más de 3 días', 'el asma no le deja dormir, jugar o ir al colegio', 'no tiene un plan de asma por escrito']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Sigue su plan de asma', ACCION.vigila],
    },
    {
      si: `${LARINGOMALACIA_HABITUAL} AND fiebre = '${FIEBRE.no}'`,
      urgencia: 'verde',
      titulo: 'Ruido de su laringomalacia, igual que siempre',
      consejos: [...CONSEJOS_LARINGOMALACIA, VUELVE_LARINGOMALACIA, CONSULTA_LARINGOMALACIA],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `${LARINGOMALACIA_HABITUAL} AND ${CON_FIEBRE_TRAMOS}`,
      urgencia: 'verde',
      titulo: 'Ruido de su laringomalacia, igual que siempre, con fiebre',
      consejos: [
        ...CONSEJOS_LARINGOMALACIA,
        'La fiebre suele ser de un catarro: vigila que el ruido no empeore con él, porque los catarros lo aumentan.',
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_LARINGOMALACIA,
        CONSULTA_LARINGOMALACIA,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['fiebre'],
    },
    {
      si: CON_FIEBRE_TRAMOS,
      urgencia: 'verde',
      titulo: 'Tos con fiebre, sin signos de alarma',
      consejos: [
        'Ahora no tiene signos de alarma: la tos con fiebre suele ser un catarro o una gripe que se cura sola. La fiebre suele durar 2 o 3 días.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['fiebre'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Tos sin signos de alarma',
      consejos: [...CONSEJOS_CASA, VUELVE_SI, CONSULTA_SI],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
  ],
});
