/**
 * Diarrea. Built on NICE CG84 (gastroenteritis in under 5s: risk of
 * dehydration, clinical dehydration, shock, features of another diagnosis),
 * the NHS Healthier Together / Belfast "Diarrhoea and vomiting" sheets,
 * the Schmitt-Thompson diarrhoea protocol (stools per day, babies, duration),
 * ESPGHAN/ESPID 2014 (oral rehydration for ongoing losses) and SEUP.
 * Shares the hydration and fever questions with the vomitos flow. Issue 9:
 * intussusception and fast breathing, which can come through this door, are
 * asked with the shared signs of banderas-abdomen.ts. Round 5: a painful, red,
 * hot or growing lump beside the anus (perianal abscess, commonest in babies)
 * is amarillo and spreading redness rojo, with the question estrenimiento
 * shares (NHS "Abscess", NICE NG141).
 */
import type { Flujo, MedicacionSugerida } from '../types.ts';
import {
  ACCION,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  MANCHAS,
  MOTIVOS_ALARMA_GLOBALES,
  PARACETAMOL,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
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
  consejosRojo,
} from './comunes.ts';
import {
  CON_FIEBRE,
  CONSEJOS_LIQUIDOS,
  FIEBRE,
  HIDRATACION,
  PREGUNTA_FIEBRE_DIGESTIVA,
  PREGUNTA_HIDRATACION,
  SUERO_VOMITOS,
} from './vomitos.ts';
import {
  FUENTE_ABSCESO_NHS,
  FUENTE_ABSCESO_PERIANAL_NINOS,
  FUENTE_INVAGINACION,
  FUENTE_NG141,
  PREGUNTA_BULTO_ANO,
  PREGUNTA_INVAGINACION,
  CACA_NEGRA_POR_HIERRO,
  CACA_NEGRA_SIN_EXPLICAR,
  PREGUNTA_CACA_NEGRA_HIERRO,
  PREGUNTA_RESPIRACION,
  reglaAbscesoPerianal,
  reglaInfeccionAnoExtendida,
  reglaInvaginacion,
  reglaRespiracionDeprisa,
  reglaRespiracionGrave,
} from './banderas-abdomen.ts';
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
import { conCribado } from './cribado-otras-puertas.ts';

/** SPEC §9: 6 or more stools a day (CG84: more than 5 diarrhoeal stools in 24 h = risk of dehydration). */
export const DEPOSICIONES_ABUNDANTES = 6;
/** CG84: diarrhoea usually lasts 5-7 days; more than 7 days → routine appointment (Camden/HT, Schmitt office hours). */
export const DIAS_DIARREA_LARGA = 7;

/** SPEC §9 oral rehydration for diarrhoea: per liquid stool (ESPGHAN: replace ongoing losses). */
export const SUERO_DIARREA: MedicacionSugerida = {
  med: 'suero_oral',
  dosis_por_kg: '10-20 ml/kg por cada deposición líquida',
  ejemplo:
    'Para {peso} kg: unos {dosis} de suero oral después de cada caca líquida, a sorbos y poco a poco, además de su leche y su comida habituales.',
};

export const VOMITOS_DIARREA = {
  no: 'No vomita, o ha vomitado alguna vez pero retiene lo que bebe',
  todo: 'Vomita todo lo que bebe, incluso a sorbos pequeños, desde hace 4 horas o más',
  verdeSangre: 'Ha vomitado algo verde oscuro (como espinacas) o con sangre',
} as const;

export const DOLOR_DIARREA = {
  no: 'No le duele, o solo tiene retortijones antes de hacer caca',
  continuo: 'Le duele la tripa de forma continua, también entre una caca y otra',
  muyFuerte:
    'Le duele muchísimo (llora o se queja sin parar, se dobla de dolor o no quiere moverse), o le duele en la parte baja derecha de la tripa o más al andar o saltar',
} as const;



/**
 * The usual stools of a baby under 3 months on breast milk only (NHS "What's in your baby's nappy?"): many
 * yellow, runny, seedy stools a day are not diarrhoea, which is a change from the usual pattern (NICE CG84).
 * Asked of babies under 3 months; the stool count and days are not asked when it is their usual pattern.
 */
const PATRON_PECHO_HABITUAL = "patron_pecho = 'si'";

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const MIENTRAS_SUERO =
  'Mientras tanto, dale suero oral después de cada caca líquida y sigue con el pecho, el biberón o su comida si la tolera. Apunta cuántas cacas hace y cuántas veces hace pis.';

const consejosAmarillo = (...propios: string[]): string[] => [...propios, MIENTRAS_SUERO, CONSEJO_AMARILLO];

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: [SUERO_DIARREA] });

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'tiene la boca seca, los ojos hundidos, no llora con lágrimas o lleva 12 horas sin hacer pis',
  'está cada vez más dormido o irritable',
  'hay sangre en la caca',
  'vomita todo lo que bebe, o vomita algo verde o con sangre',
  'le duele la tripa de forma continua',
  'hace 6 o más cacas líquidas al día',
  'respira deprisa o con esfuerzo',
  'tiene crisis de llanto o dolor cada pocos minutos, o la caca es de sangre y moco como mermelada',
  'está pálido, hace muy poco pis o se le hinchan la cara o las piernas después de una diarrea con sangre',
  'le sale junto al ano un bulto que le duele, está rojo o caliente, o va creciendo',
  'lo ves peor o muy enfermo, distinto de otras veces',
]);

const CONSULTA_SI = consejoConsultaSi([
  'la diarrea dura más de 7 días',
  'la fiebre dura más de 3 días',
  'no te ves capaz de darle líquidos en casa',
]);

const CONSEJOS_CASA: readonly string[] = [
  'Casi siempre la diarrea se debe a un virus y dura de 5 a 7 días (casi siempre menos de 2 semanas). Lo importante es que no le falte líquido.',
  'Sigue dándole de comer lo que le apetezca de su comida normal. No hace falta ayunar ni diluir la leche.',
  ...CONSEJOS_LIQUIDOS,
];

export const diarrea: Flujo = conCribado({
  ...FICHAS.diarrea,
  fuentes: [
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
      titulo: 'Creative Health Camden. Diarrhoea: when to call for help and when to call for urgent help (hoja para padres basada en Healthier Together; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.creativehealthcamden.com/parenting-resources/blog-post-title-three-wj7mg',
    },
    {
      titulo: "Seattle Children's (protocolos Schmitt-Thompson). Diarrhea (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/diarrhea/',
    },
    {
      titulo: 'Guarino A, et al. ESPGHAN/ESPID guidelines for the management of acute gastroenteritis in children in Europe: update 2014. JPGN 2014;59:132-152',
      anio: 2014,
      url: 'https://doi.org/10.1097/MPG.0000000000000375',
    },
    {
      titulo: "NHS. What's in your baby's nappy? (cacas de un bebé que toma pecho) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.nhs.uk/baby/caring-for-a-newborn/whats-in-your-babys-nappy/',
    },
    {
      titulo: 'The Breastfeeding Network. Is my baby getting enough milk? (pañales y cacas normales en la lactancia) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://breastfeedingnetwork.org.uk/?p=30503',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    FUENTE_INVAGINACION,
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (frecuencia respiratoria por edad)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    FUENTE_ABSCESO_NHS,
    FUENTE_ABSCESO_PERIANAL_NINOS,
    FUENTE_NG141,
    ...FUENTES_CRONICA,
    {
      titulo: 'NHS. Iron deficiency anaemia: treatment (los comprimidos de hierro pueden volver negras las heces) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/iron-deficiency-anaemia/treatment/',
    },
    {
      titulo: "Seattle Children's (protocolos Schmitt-Thompson). Stools: unusual color (heces negras por hierro o bismuto; heces negras como alquitrán) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/stools-unusual-color/',
    },
  ],
  revisado: '2026-11-27',
  notas: [
    '6 cacas al día (SPEC §9): se usa exactamente (6 o más cacas líquidas en 24 horas) y da amarillo. Coincide con NICE CG84 ("más de 5 deposiciones diarreicas en 24 horas" es riesgo de deshidratación, y el niño con riesgo alto debe valorarse en persona), con Schmitt-Thompson (6-9 al día es diarrea "moderada": ver en 24 horas) y con SEUP ("diarrea muy abundante" → Urgencias el mismo día). 5 o menos, sin otros signos, es verde.',
    'Sangre en la caca: ámbar en Healthier Together y en NICE CG84 ("considerar otro diagnóstico"); Schmitt-Thompson la pone en "llamar ya". Elegimos amarillo (que lo vea hoy un médico); si el niño está decaído, pálido o con dolor fuerte, otras preguntas lo suben a rojo. El síndrome hemolítico urémico (diarrea con sangre y luego poco pis y palidez) queda cubierto por las preguntas de hidratación y color, pero conviene revisarlo con pediatría.',
    'Duración (issue 9, zona gris, ronda 2): CG84 dice que la diarrea suele durar 5-7 días y en la mayoría para antes de 2 semanas; la hoja para padres de Camden (derivada de Healthier Together) pone "ha tenido diarrea más de 7 días" entre los motivos para pedir ayuda, separados de los de "ayuda urgente"; Schmitt-Thompson pone la diarrea de más de 2 semanas en "llamar en horario de consulta". Antes elegíamos amarillo desde el 8º día (la lectura prudente de la zona gris). Releídas, ninguna fuente pide ver el mismo día a un niño que lleva más de 7 días con diarrea y está bien e hidratado: todas dicen consulta programada. Ahora: más de 7 días (8 o más), sin ningún otro signo → verde con "pide cita con tu pediatra (no urgente)" para buscar la causa (parásitos, bacterias, intolerancia a la lactosa tras la infección), con una muestra de caca y la red de seguridad; la deshidratación, la sangre, 6 o más cacas al día, la fiebre alta, el dolor continuo o los menores de 3 meses siguen dando amarillo o rojo por sus propias preguntas.',
    'Bebés: CG84 da más riesgo de deshidratación a los menores de 1 año, sobre todo de 6 meses; Schmitt-Thompson pide ver ya a un menor de 1 mes con 3 o más cacas diarreicas. Elegimos amarillo para cualquier diarrea en menores de 3 meses, y rojo si además tienen fiebre (NICE NG143).',
    'Cacas normales de la lactancia materna (ronda 6): NICE CG84 define la diarrea como un cambio respecto a lo habitual (heces más blandas o más frecuentes), y el NHS ("What\'s in your baby\'s nappy?") explica que un bebé que toma solo pecho hace cacas amarillas, líquidas o con grumitos, a menudo después de cada toma; la Breastfeeding Network da como señal de buena alimentación al menos 2 cacas amarillas y 6 pañales mojados al día desde el 5º día. Antes, todo menor de 3 meses con "diarrea" era amarillo y 6 o más cacas al día también. Ahora a los menores de 3 meses se les pregunta si toman solo pecho y es su patrón de siempre, comiendo bien, mojando pañales y ganando peso (patron_pecho): si es así, no se preguntan el número de cacas ni los días, y el resultado es verde con la red de seguridad (fiebre, sangre o caca blanca, vómitos, menos pañales, cambio del patrón). Si toma biberón o algo ha cambiado, responde No y sigue siendo amarillo como antes. La sangre, la fiebre (rojo a esta edad), los vómitos, la deshidratación y el bulto junto al ano tienen sus propias reglas, que van antes.',
    'Fiebre: 39 °C o más → amarillo (CG84: posible otro diagnóstico); fiebre más baja → verde con enlace al flujo fiebre.',
    'Vómitos: vómito verde o con sangre → rojo (CG84, HT); no retener ningún líquido durante 4 horas o más → amarillo (HT ámbar). Dolor continuo → amarillo (HT ámbar "constant tummy pain"); dolor muy fuerte, en la parte baja derecha de la tripa o que empeora al andar o saltar (posible apendicitis, que a veces da diarrea) → rojo.',
    'Shock: una sola pregunta de hidratación recoge las tres columnas de la tabla de CG84 (normal, deshidratación, shock: pálido o moteado con manos y pies fríos, o pliegue cutáneo que no se deshace) y sustituye a la pregunta común de color; shock → rojo con el 112 primero (CG84: traslado urgente). La respiración con esfuerzo o muy rápida también es rojo (HT rojo; CG84 taquipnea).',
    'Medicación: suero oral 10-20 ml/kg por cada caca líquida (SPEC §9; ESPGHAN ≈ 10 ml/kg por deposición), y la pauta de vómitos (5-10 ml/kg cada 20-30 minutos a sorbos) cuando no retiene líquidos; paracetamol solo en verde para la fiebre o el malestar. Nunca ibuprofeno (deshidratación) ni antidiarreicos.',
    'Puertas equivocadas: por la diarrea llegan la invaginación intestinal (crisis de llanto con palidez y piernas encogidas, caca de sangre y moco "en mermelada de grosella" que los padres pueden llamar diarrea con sangre; 3 meses-5 años) → rojo con la pregunta compartida de banderas-abdomen (KidsHealth NZ; GPnotebook); la apendicitis (dolor muy fuerte o en la parte baja derecha → rojo), la sepsis y la meningitis (manchas que no se borran, no responde, shock → rojo), la obstrucción (vómito verde → rojo), la infección de orina o de otro foco en bebés (fiebre en menores de 3 meses → rojo; 39 °C o más → amarillo, CG84), el absceso perianal (bulto doloroso junto al ano → amarillo; rojez que se extiende deprisa → rojo; ronda 5), y el síndrome hemolítico urémico tras una diarrea con sangre (sangre → amarillo; palidez, poco pis o hinchazón están en la red de seguridad y en el consejo). La neumonía, la sepsis y la acidosis de la deshidratación o de la diabetes dan respiración rápida: la pregunta de respiración (la forma de una pregunta de banderas-respiracion) separa la forma leve de la grave con los umbrales de NICE NG143 por edad (más de 60 por minuto, pausas, quejido o costillas muy hundidas → rojo; más de 50 en menores de 1 año o más de 40 desde 1 año, aleteo o un poco de tiraje → amarillo) y sustituye a la pregunta común de dificultad respiratoria, que juntaba el tiraje leve con el grave. La cetoacidosis diabética se pregunta en los flujos de vómitos y de dolor abdominal, que son sus síntomas de entrada (NICE NG18).',
    'Enfermedades con plan de urgencias (ronda 9): la misma pregunta que en vómitos (banderas-cronica.ts, id enfermedad_plan_urgencias), pronto, después de las manchas. Insuficiencia suprarrenal o corticoide oral a diario durante 4 semanas o más: BSPED 2023 da dosis dobles de hidrocortisona con la diarrea, y la inyección y el hospital cuando vomita o no retiene la dosis, o está decaído, adormilado o pálido → rojo con la pregunta plan_urgencias_no_retiene o con vómitos que no retiene; si no, amarillo (dosis de enfermedad y llamar hoy a su equipo; PIER de Wessex). Enfermedad metabólica hereditaria con régimen de urgencia (BIMDG; MetabERN): rojo si no retiene el régimen o está adormilado, amarillo si lo retiene (empezar el régimen y llamar hoy a su unidad). Enfermedad de Hirschsprung, operada o no: Gosain 2017 (guía de la APSA) y Demehri 2013 describen la enterocolitis asociada (diarrea explosiva y maloliente, tripa hinchada, fiebre, vómitos), que puede llevar al shock en horas y aparecer años después de la operación; la diarrea sola ya es su signo de entrada → rojo. Un recién nacido que tardó más de 24 horas en hacer el meconio (el 90 % de los Hirschsprung) y ahora tiene la tripa hinchada con cacas explosivas o muy malolientes → rojo (pregunta meconio_tardio_tripa_hinchada, menores de 3 meses): puede ser una enfermedad de Hirschsprung sin diagnosticar que empieza con una enterocolitis. NICE CG99 usa 48 horas para el meconio tardío; elegimos 24 horas, la lectura de la literatura quirúrgica, porque la pregunta exige además la tripa hinchada y las cacas explosivas. La diabetes tipo 1 con vómitos se pregunta en el flujo de vómitos (cetoacidosis → rojo); la red de seguridad de la diarrea remite a él.',
    'Caca negra (ronda 9): el hierro en gotas, jarabe o pastillas, el bismuto, los arándanos y el regaliz negro vuelven la caca negra o verde muy oscura sin que haya sangre (NHS, tratamiento de la anemia ferropénica; Schmitt-Thompson "Stools - unusual color": heces negras por hierro o bismuto → cuidados en casa; heces negras como alquitrán → ver al médico). Antes de la pregunta de sangre se pregunta si la caca es negra por eso y el niño está bien y con su color de siempre (id caca_negra_hierro): entonces la pregunta de sangre no se hace y el resultado sigue las demás reglas, con un verde propio que explica el color y dice cuándo volver (caca negra, pegajosa y brillante como alquitrán con palidez, mareo o vómitos con sangre). Si está pálido, mareado o ha vomitado sangre, la opción no encaja y la pregunta de sangre decide como antes.',
    'Absceso perianal (ronda 5, issue 9 punto 2): las cacas líquidas irritan la piel del ano, y el absceso perianal es más frecuente en los bebés varones de menos de 1 año (Medscape, "Anorectal abscess in children"). Un bulto junto al ano que duele, está rojo o caliente o va creciendo, sobre todo con fiebre, es un absceso mientras no se demuestre lo contrario: que lo vea hoy un médico, que suele vaciarlo (NHS "Abscess") → amarillo; la rojez que se extiende en pocas horas, el dolor muchísimo mayor de lo esperado o la piel morada, negra o con ampollas → rojo (NICE NG141, como en hinchazon_local). Es la pregunta compartida con estrenimiento (banderas-abdomen.ts, id bulto_ano), a cualquier edad; la regla amarilla va después de la deshidratación, de no retener líquidos y de la sangre en la caca, cuyos consejos (el suero; los signos del síndrome hemolítico urémico) importan más en una diarrea, y antes de las demás. El shock y el niño que no responde ya son rojo por sus preguntas. Dolor abdominal no la pregunta: el absceso se presenta con dolor y un bulto junto al ano, no como dolor de tripa; su red de seguridad lo nombra.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" es un signo y da amarillo (NICE NG143; Schmitt-Thompson); la preocupación de los padres ya no sube el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente. A quien ya dice que lo ve muy enfermo no se le pregunta la preocupación (el resultado ya es amarillo).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_RESPIRACION,
    PREGUNTA_MANCHAS,
    PREGUNTA_CRONICA,
    PREGUNTA_CRONICA_DESCOMPENSA,
    {
      id: 'meconio_tardio_tripa_hinchada',
      texto:
        '¿Tardó más de 24 horas en hacer la primera caca (el meconio, negra y pegajosa) al nacer, y ahora tiene la tripa hinchada y cacas explosivas o que huelen muy mal?',
      tipo: 'si_no',
      ayuda: 'Mira el informe del alta del hospital si no lo recuerdas. Responde Sí solo si pasan las dos cosas: tardó en hacer el meconio y ahora tiene la tripa hinchada con esas cacas.',
      mostrar_si: "edad_rango = '0-3 meses'",
      alarma: ['si'],
    },
    PREGUNTA_HIDRATACION,
    {
      id: 'vomitos',
      texto: '¿Vomita?',
      tipo: 'opciones',
      opciones: [VOMITOS_DIARREA.no, VOMITOS_DIARREA.todo, VOMITOS_DIARREA.verdeSangre],
      ayuda: 'Si encaja más de una opción, elige la última que encaje (la más grave).',
      alarma: [VOMITOS_DIARREA.verdeSangre],
    },
    {
      id: 'dolor_tripa',
      texto: '¿Le duele la tripa?',
      tipo: 'opciones',
      opciones: [DOLOR_DIARREA.no, DOLOR_DIARREA.continuo, DOLOR_DIARREA.muyFuerte],
      alarma: [DOLOR_DIARREA.muyFuerte],
    },
    PREGUNTA_INVAGINACION,
    PREGUNTA_FIEBRE_DIGESTIVA,
    {
      id: 'patron_pecho',
      texto:
        '¿Toma solo pecho y son sus cacas de siempre: amarillas, líquidas o con grumitos (como semillas), muchas al día o incluso después de cada toma, a veces con ruido o a chorro; y come bien, moja los pañales como siempre y gana peso?',
      tipo: 'si_no',
      ayuda:
        'En los bebés que solo toman pecho, estas cacas son normales. Responde No si toma biberón (aunque sea a veces), si las cacas han cambiado (más que nunca, más aguadas, verdes o con moco, o huelen distinto), o si come o moja pañales menos que antes.',
      mostrar_si: "edad_rango = '0-3 meses'",
    },
    PREGUNTA_BULTO_ANO,
    PREGUNTA_CACA_NEGRA_HIERRO,
    {
      id: 'sangre_heces',
      texto: '¿Ha tenido sangre en la caca (roja, o caca negra como el alquitrán)?',
      tipo: 'si_no',
      ayuda: 'Algunos alimentos (remolacha) y medicinas (hierro) cambian el color de la caca; si tienes dudas, haz una foto.',
      mostrar_si: CACA_NEGRA_SIN_EXPLICAR,
      alarma: ['si'],
    },
    {
      id: 'deposiciones',
      texto: '¿Cuántas cacas líquidas ha hecho en las últimas 24 horas?',
      tipo: 'numero',
      ayuda: 'Cuenta solo las líquidas o muy blandas (las que no tienen forma). Si no lo sabes exacto, pon un número aproximado.',
      mostrar_si: "patron_pecho != 'si'",
    },
    {
      id: 'dias_diarrea',
      texto: '¿Cuántos días lleva con diarrea?',
      tipo: 'numero',
      ayuda: 'Si empezó hoy, pon 1.',
      mostrar_si: "patron_pecho != 'si'",
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
      'Diarrea y muy adormilado o no responde',
      consejosRojo('Si no responde pero respira, túmbalo de lado para que no se ahogue si vomita. No le des nada por la boca.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaRespiracionGrave('Diarrea con dificultad grave para respirar', [
      'Con diarrea, puede deberse a una deshidratación grave, a una infección o a que la sangre se ha vuelto ácida.',
    ]),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Diarrea con manchas que no se borran al apretar',
      consejosRojo('Las manchas rojas o moradas que no se borran con la prueba del vaso pueden ser una infección grave: ve sin esperar.'),
      { acciones_sugeridas: ACCIONES_112 },
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
      `vomitos = '${VOMITOS_DIARREA.verdeSangre}'`,
      'Diarrea con vómito verde o con sangre',
      consejosRojo(
        'El vómito verde oscuro o con sangre necesita valoración urgente: puede haber una obstrucción o una hemorragia.',
        'No le des de comer ni de beber por el camino.',
      ),
      { ver_tambien: ['vomitos'] },
    ),
    rojo(
      `dolor_tripa = '${DOLOR_DIARREA.muyFuerte}'`,
      'Diarrea con dolor de tripa muy fuerte o que hace pensar en apendicitis',
      consejosRojo(
        'Un dolor de tripa muy fuerte necesita valoración urgente para descartar un problema que necesite cirugía.',
        'No le des de comer ni de beber por el camino, ni analgésicos salvo que te lo indiquen.',
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    reglaInvaginacion([], { ver_tambien: ['dolor_abdominal'] }),
    rojo(
      `enfermedad_plan_urgencias = '${CRONICA.suprarrenal}' AND (plan_urgencias_no_retiene = 'si' OR vomitos != '${VOMITOS_DIARREA.no}')`,
      'Diarrea con vómitos, decaimiento o palidez en un niño con falta de cortisol o que toma corticoides a diario',
      consejosCrisisSuprarrenal(),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `enfermedad_plan_urgencias = '${CRONICA.metabolica}' AND plan_urgencias_no_retiene = 'si'`,
      'Diarrea en un niño con una enfermedad metabólica que no retiene su régimen de urgencia',
      consejosDescompensacionMetabolica(),
    ),
    rojo(
      `enfermedad_plan_urgencias = '${CRONICA.hirschsprung}'`,
      'Diarrea en un niño con enfermedad de Hirschsprung',
      consejosEnterocolitisHirschsprung(),
    ),
    rojo(
      "meconio_tardio_tripa_hinchada = 'si'",
      'Bebé que tardó en hacer el meconio, con la tripa hinchada y cacas explosivas',
      consejosEnterocolitisHirschsprung(
        'En un bebé que tardó en hacer su primera caca, la tripa hinchada con cacas explosivas o malolientes puede ser una enfermedad de Hirschsprung que empieza con una infección del intestino.',
        'Sigue ofreciéndole el pecho o el biberón si lo toma, salvo que vomite.',
      ),
    ),
    rojo(
      `edad_rango = '0-3 meses' AND fiebre IN ${CON_FIEBRE}`,
      'Diarrea con fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, la fiebre (o la sensación de fiebre si no se ha podido medir) necesita que lo vea un médico enseguida.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen. Sigue ofreciéndole el pecho o el biberón.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    reglaInfeccionAnoExtendida(),
    // ------------------------------------------------------------- amarillo
    reglaRespiracionDeprisa('Diarrea y respira deprisa', [MIENTRAS_SUERO], { medicacion: [SUERO_DIARREA] }),
    amarillo(
      `enfermedad_plan_urgencias IN ${lista([CRONICA.suprarrenal, CRONICA.metabolica])}`,
      'Diarrea en un niño con un plan de urgencias de su especialista',
      consejosAmarillo(
        'Con su enfermedad, la diarrea es motivo para poner en marcha su plan de días de enfermedad y avisar hoy a su equipo, aunque ahora esté bien.',
        ...CONSEJOS_PLAN_EN_MARCHA,
      ),
    ),
    amarillo(
      `hidratacion = '${HIDRATACION.poca}'`,
      'Diarrea con signos de deshidratación',
      consejosAmarillo(
        'Tiene signos de que le falta líquido: que lo vea hoy un médico para valorar cuánto suero necesita.',
        'Dale suero oral en pequeñas cantidades muy a menudo. Si toma pecho, dale más a menudo.',
      ),
    ),
    amarillo(
      `vomitos = '${VOMITOS_DIARREA.todo}'`,
      'Diarrea y no retiene ningún líquido',
      consejosAmarillo(
        'Con diarrea y sin poder retener líquidos se deshidrata rápido: que lo vea hoy un médico.',
        'Prueba con cantidades muy pequeñas de suero: una cucharadita (5 ml) cada 1-2 minutos, con jeringa o cuchara.',
      ),
      { medicacion: [SUERO_VOMITOS], ver_tambien: ['vomitos'] },
    ),
    amarillo(
      "sangre_heces = 'si'",
      'Sangre en la caca',
      consejosAmarillo(
        'La diarrea con sangre puede deberse a una bacteria u otra causa que hay que estudiar: que lo vea hoy un médico.',
        'Si puedes, lleva una foto o una muestra de la caca en un bote limpio.',
        'Si además está pálido, hace muy poco pis o se le hincha la cara, acude a urgencias ahora.',
      ),
    ),
    // After dehydration and blood in the stool, whose advice (oral rehydration; the haemolytic uraemic syndrome) matters more.
    reglaAbscesoPerianal([MIENTRAS_SUERO], { medicacion: [SUERO_DIARREA] }),
    amarillo(
      `dolor_tripa = '${DOLOR_DIARREA.continuo}'`,
      'Diarrea con dolor de tripa continuo',
      consejosAmarillo(
        'Un dolor de tripa que no se pasa entre las cacas debe valorarlo hoy un médico.',
        'No le des analgésicos salvo que te lo indique el médico. Si el dolor se vuelve muy fuerte o se va a la parte baja derecha de la tripa, acude a urgencias ahora.',
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    amarillo(
      `deposiciones >= ${DEPOSICIONES_ABUNDANTES}`,
      'Diarrea abundante: 6 o más cacas líquidas al día',
      consejosAmarillo(
        'Con 6 o más cacas líquidas al día el riesgo de deshidratación es alto (NICE): que lo vea hoy un médico.',
        'Dale suero oral después de cada caca líquida aunque ahora parezca estar bien.',
      ),
    ),
    amarillo(
      "edad_rango = '0-3 meses' AND patron_pecho = 'no'",
      'Diarrea en bebé menor de 3 meses',
      consejosAmarillo(
        'Los bebés de menos de 3 meses se deshidratan muy rápido: con diarrea, que lo vea hoy un médico aunque parezca estar bien.',
        'Sigue con el pecho o el biberón, más a menudo. Apunta cuántos pañales moja.',
      ),
    ),
    amarillo(
      `fiebre = '${FIEBRE.alta}'`,
      'Diarrea con fiebre de 39 °C o más',
      consejosAmarillo(
        'La diarrea con fiebre alta puede deberse a una bacteria u otra infección: que lo vea hoy un médico.',
        'Puedes darle paracetamol si está molesto; no le des ibuprofeno mientras tenga diarrea.',
      ),
      { medicacion: [SUERO_DIARREA, PARACETAMOL], ver_tambien: ['fiebre'] },
    ),
    { ...reglaMuyEnfermo(['Mientras tanto, dale suero oral después de cada caca líquida.']), medicacion: [SUERO_DIARREA] },
    // ---------------------------------------------------------------- verde
    {
      si: CACA_NEGRA_POR_HIERRO,
      urgencia: 'verde',
      titulo: 'Diarrea con caca negra por el hierro o por algo que ha comido',
      consejos: [
        'El hierro (gotas, jarabe o pastillas), el bismuto, los arándanos y el regaliz negro vuelven la caca negra o verde muy oscura: no es sangre y no hace daño. No dejes el hierro sin hablarlo con su pediatra.',
        'Si la caca se vuelve negra, pegajosa y brillante como el alquitrán, o aparece sangre roja, o está pálido, mareado, muy cansado o vomita sangre o algo como posos de café, acude a urgencias ahora.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Dale suero oral tras cada caca líquida', ACCION.vigila],
      medicacion: [SUERO_DIARREA],
    },
    {
      si: PATRON_PECHO_HABITUAL,
      urgencia: 'verde',
      titulo: 'Cacas normales de un bebé que toma solo pecho',
      consejos: [
        'En las primeras semanas, un bebé que toma solo pecho suele hacer muchas cacas al día, a menudo después de cada toma: amarillas, líquidas o con grumitos como semillas, a veces con ruido o a chorro. Es lo normal y no es diarrea (NHS), sobre todo si come bien, moja los pañales y gana peso.',
        'Sigue dándole el pecho a demanda. No hace falta darle agua ni suero, ni cambiar nada en tu alimentación.',
        'Con el tiempo las cacas se vuelven menos frecuentes: a partir de las 6 semanas algunos bebés de pecho pasan varios días sin hacer caca, y también es normal si está bien.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'tiene 38 °C o más, o menos de 36 °C (a esta edad, ve a urgencias ahora)',
          'hay sangre en la caca, o la caca es blanca o gris',
          'vomita con fuerza, todo lo que toma, o algo verde',
          'moja muchos menos pañales, tiene la boca seca o está más dormido y come peor',
        ]),
        consejoConsultaSi([
          'las cacas cambian de repente: muchas más que de costumbre, más aguadas, con moco o con mal olor (que lo vean hoy)',
          'no gana peso o tienes dudas sobre cómo va la lactancia',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Sigue con el pecho a demanda'],
      ver_tambien: ['lactancia_alimentacion'],
    },
    {
      si: `dias_diarrea > ${DIAS_DIARREA_LARGA}`,
      urgencia: 'verde',
      titulo: 'Diarrea de más de 7 días, sin signos de alarma',
      consejos: [
        'La diarrea de un virus suele durar de 5 a 7 días y casi siempre para antes de 2 semanas (NICE). Si dura más y está bien e hidratado, no es urgente, pero pide cita con tu pediatra (no urgente) para buscar la causa: un parásito o una bacteria, o una intolerancia pasajera a la leche después de la infección.',
        'Lleva una muestra de caca en un bote limpio (de farmacia) y apunta cuántas cacas hace al día y si ha perdido peso.',
        'Si tiene fiebre o está molesto, puedes darle paracetamol; no le des ibuprofeno mientras tenga diarrea.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        consejoConsultaSi(['pierde peso, come mucho menos o está cansado y pálido', 'la diarrea vuelve una y otra vez', 'no te ves capaz de darle líquidos en casa']),
      ],
      acciones_sugeridas: [ACCION.pediatraNoUrgente, 'Dale suero oral tras cada caca líquida', ACCION.vigila],
      medicacion: [SUERO_DIARREA, PARACETAMOL],
    },
    {
      si: `fiebre IN ${lista([FIEBRE.baja, FIEBRE.sinMedir])}`,
      urgencia: 'verde',
      titulo: 'Diarrea con fiebre, sin signos de alarma',
      consejos: [
        'La fiebre de menos de 39 °C es frecuente en los virus intestinales.',
        'Si está molesto por la fiebre, puedes darle paracetamol (sirve para que esté más cómodo, no para bajar el número del termómetro). No le des ibuprofeno mientras tenga diarrea.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Dale suero oral tras cada caca líquida', ACCION.vigila],
      medicacion: [SUERO_DIARREA, PARACETAMOL],
      ver_tambien: ['fiebre'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Diarrea sin signos de alarma',
      consejos: [
        'Ahora no hay signos de alarma: puedes cuidarlo en casa, vigilando que beba, haga pis y cuántas cacas hace.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Dale suero oral tras cada caca líquida', ACCION.vigila],
      medicacion: [SUERO_DIARREA],
    },
  ],
  avisos: [AVISO_PREOCUPADO],
});
