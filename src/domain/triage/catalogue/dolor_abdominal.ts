/**
 * Dolor abdominal. Built on the NHS Healthier Together / Belfast "Abdominal
 * pain" sheets (red: green or bloody vomit, severe pain, testicular pain;
 * amber: swollen tummy, blood in poo or wee, constant pain over a day,
 * symptoms over 5 days, thirst, jaundice, weight loss), Seattle Children's
 * appendicitis advice, the classic picture of intussusception (paroxysms of
 * colic with pallor and drawn-up legs, redcurrant-jelly stool) and SEUP
 * ("colicky, not intense pain" → paediatrician, not urgent). Issue 9: the
 * wrong-door signs of banderas-abdomen.ts (diabetic ketoacidosis, testicular
 * torsion, intussusception, breathing for pneumonia), a non-blanching rash,
 * possible pregnancy in adolescents, and the usual harmless patterns (infant
 * colic, recurrent functional abdominal pain, Rome IV) as home care.
 * Round 7: the shared signs of shock and glandular fever (possible ruptured
 * spleen) of banderas-shock.ts.
 */
import type { Flujo, Regla } from '../types.ts';
import {
  ACCION,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  MANCHAS,
  MOTIVOS_ALARMA_GLOBALES,
  paracetamol,
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
} from './comunes.ts';
import {
  CONSEJO_DIAS_ENFERMEDAD,
  FUENTE_INVAGINACION,
  FUENTE_ISPAD_DIAS_ENFERMEDAD,
  FUENTE_NG18,
  PREGUNTA_DIABETES,
  PREGUNTA_INVAGINACION,
  PREGUNTA_RESPIRACION,
  PREGUNTA_TESTICULO_INGLE,
  reglaCetoacidosisRespiracion,
  reglaCetoacidosisSospecha,
  reglaInvaginacion,
  reglaRespiracionDeprisa,
  reglaRespiracionGrave,
  reglaTesticuloIngle,
} from './banderas-abdomen.ts';
import {
  FUENTE_ESPGHAN_PILAS,
  FUENTE_MONTREAL_PILAS,
  FUENTE_NASPGHAN_CUERPO_EXTRANO,
  FUENTES_INGESTA_INOCUA,
  FUENTES_INGESTA_MEDICAMENTO,
  ingestaConSintomaNoInocua,
  ingestaInocua,
  ingestaMedicamentoInocuo,
  ingestaQueVisible,
  preguntaIngestaConSintoma,
  preguntaIngestaQue,
  reglaIngestaConSintoma,
  reglaIngestaInocua,
  reglaIngestaMedicamentoInocuo,
  reglaIngestaPilaIman,
} from './banderas-ingesta.ts';
import { FICHAS } from './fichas.ts';
import {
  FUENTE_NHS_COMPLICACIONES_MONONUCLEOSIS,
  FUENTE_NHS_MONONUCLEOSIS,
  MONONUCLEOSIS,
  PREGUNTA_MONONUCLEOSIS,
  PREGUNTA_SIGNOS_SHOCK,
  reglaBazoMononucleosis,
  reglaSignosShock,
} from './banderas-shock.ts';
import { conCribado } from './cribado-otras-puertas.ts';

/** Severity by what the pain stops the child doing (STCC), never "mild/moderate/severe" alone. */
export const DOLOR = {
  leve: 'Se queja a ratos, pero entre medias juega, come o se distrae con normalidad',
  continuo: 'Le duele de forma continua (no se le pasa), aunque pueda estar tranquilo',
  muyFuerte: 'Le duele muchísimo: llora o se queja sin parar, se dobla de dolor o no quiere moverse',
} as const;

export const TRIPA = {
  normal: 'Normal: blanda y se deja tocar',
  hinchada: 'Más hinchada o abultada de lo normal, pero blanda',
  dura: 'Dura como una tabla, o grita o te aparta la mano si se la tocas',
} as const;

export const ACOMPANANTES = {
  nada: 'Ni fiebre ni vómitos',
  fiebre: 'Fiebre (38 °C o más)',
  vomitos: 'Vómitos',
  fiebreVomitos: 'Fiebre y vómitos',
  verdeSangre: 'Ha vomitado algo verde oscuro (como espinacas) o con sangre',
} as const;

/**
 * Round 18: the appendicitis question splits "it hurts when moving" (new id: it was the si_no 'apendicitis').
 * Sore tummy muscles from the day after unusual exercise (sit-ups, sport), hurting on tensing or pressing them, with
 * other muscles sore too and walking upright, are delayed-onset muscle soreness (Seattle Children's "Muscle pain").
 * Pain shifted to the lower right, worse on walking, jumping, coughing or bumps, or walking bent over stays the
 * appendicitis answer → rojo (Seattle Children's appendicitis; HT).
 */
export const MOVIMIENTO = {
  no: 'No: el dolor no se ha ido a la parte baja derecha y no le duele más al moverse',
  agujetas:
    'Le duelen los músculos de la tripa desde el día después de hacer un ejercicio que no suele hacer (abdominales, un deporte, un entrenamiento duro): le duele al incorporarse, al tensar la tripa o al apretar esos músculos, también le duelen otros músculos (piernas, brazos o espalda), anda derecho y el dolor no se ha ido a la parte baja derecha',
  apendicitis:
    'El dolor se ha ido a la parte baja derecha de la tripa, o le duele más al andar, saltar, toser o ir en coche por baches, o camina encogido',
} as const;

/**
 * Round 18: not (sore muscles after exercise, urine normal, no fever or vomiting), written to be true rather than
 * unknown where the questions are not asked (babies).
 */
const NO_AGUJETAS_SIN_ALARMA = `edad_rango IN ${lista(['0-3 meses', '3-6 meses', '6-12 meses'])} OR apendicitis_movimiento != '${MOVIMIENTO.agujetas}' OR orina_oscura = 'si' OR acompanantes != '${ACOMPANANTES.nada}'`;

const EDADES_LACTANTE = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
/** Infant colic: under 5 months (Rome IV), peak 2 weeks-4 months (HT excessive crying). */
const EDADES_COLICO = ['0-3 meses', '3-6 meses'] as const;
/** Rome IV childhood functional abdominal pain: from about 4 years; the bands allow it from 5. */
const EDADES_DOLOR_FUNCIONAL = ['5-12 años', '12+ años'] as const;
/** The usual pattern is asked only for a mild pain without fever or vomiting. */
const PATRON_POSIBLE = `dolor = '${DOLOR.leve}' AND acompanantes = '${ACOMPANANTES.nada}'`;
/**
 * Round 9, a recurrent pain diagnosed by the paediatrician (functional abdominal pain, abdominal migraine; Rome IV):
 * its usual episode can last hours and bring nausea or vomiting, so it is asked for a mild or continuous pain with no
 * fever and no green or bloody vomit; a very severe pain, the appendicitis signs and a hard tummy decide before it.
 */
const DIAGNOSTICADO_POSIBLE = `edad_rango IN ${lista(EDADES_DOLOR_FUNCIONAL)} AND dolor IN ${lista([DOLOR.leve, DOLOR.continuo])} AND acompanantes IN ${lista([ACOMPANANTES.nada, ACOMPANANTES.vomitos])}`;
const DIAGNOSTICADO_HABITUAL = "dolor_diagnosticado_habitual = 'si'";
/** Round 18: true, not unknown, where the diagnosed-pain question is not asked (the rule needs `true` to fire). */
const NO_DIAGNOSTICADO_HABITUAL = `NOT (${DIAGNOSTICADO_POSIBLE}) OR dolor_diagnosticado_habitual = 'no'`;


/** Before a possible operation (CLINICAL.md "Rules"; Seattle Children's appendicitis advice). */
const AYUNO =
  'No le des nada de comer ni de beber, ni medicinas para el dolor, hasta que lo vea el médico: puede necesitar una operación y los analgésicos pueden cambiar cómo se ve el dolor. Si te lo indica el médico o el 112, sigue sus instrucciones.';

const consejosRojo = (...propios: string[]): string[] => [...propios, AYUNO, CONSEJO_ROJO_CAMINO];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const ESPERA_AMARILLO =
  'Mientras esperas, que no coma; puede beber sorbos pequeños de agua o suero. No le des analgésicos sin que te lo indique el médico, para que pueda valorar bien el dolor.';

const SUBE_A_ROJO =
  'Acude a urgencias ahora si el dolor se vuelve muy fuerte, se va a la parte baja derecha de la tripa, le duele al andar o saltar, vomita verde o con sangre, o se le pone la tripa dura.';

const ESPERA_NO_QUIRURGICO =
  'Mientras esperas, que beba a menudo y coma poco, lo que le apetezca. No le des analgésicos sin que te lo indique el médico, para que pueda valorar bien el dolor.';

/** `quirurgico`: the finding may need an operation, so nothing to eat while waiting. */
const amarillo = (si: string, titulo: string, consejos: string[], extra: Partial<Regla> = {}, quirurgico = true): Regla => ({
  si,
  urgencia: 'amarillo',
  titulo,
  consejos: [...consejos, quirurgico ? ESPERA_AMARILLO : ESPERA_NO_QUIRURGICO, SUBE_A_ROJO, CONSEJO_AMARILLO],
  acciones_sugeridas: ACCIONES_AMARILLO,
  ...extra,
});

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'el dolor se vuelve continuo o muy fuerte, o no le deja andar, saltar o dormir',
  'el dolor se va a la parte baja derecha de la tripa',
  'vomita algo verde o con sangre, o hay sangre en la caca',
  'se le hincha o se le pone dura la tripa',
  'le duele un testículo o la ingle',
  'respira deprisa o con esfuerzo, o le salen manchas que no se borran al apretar',
  'tiene mucha sed y hace mucho pis, o respira muy hondo',
  // Round 5: a perianal abscess is asked in estrenimiento and diarrea, its doors; here the safety net names it.
  'le sale junto al ano un bulto que le duele, está rojo o caliente, o va creciendo (puede ser un absceso)',
  'lo ves peor o muy enfermo, distinto de otras veces',
]);

const CONSULTA_SI = consejoConsultaSi([
  'el dolor dura más de 1 día aunque le des paracetamol',
  'el dolor vuelve una y otra vez, le despierta por la noche o pierde peso',
  'lleva 3 días o más sin hacer caca, o le escuece al hacer pis',
]);

const CONSEJOS_CASA: readonly string[] = [
  'La mayoría de los dolores de tripa en niños se deben a virus, gases, estreñimiento o nervios, y se pasan solos en unas horas.',
  'Que descanse. Ofrécele líquidos a menudo; que coma poco y lo que le apetezca. Puede aliviarle ir al baño o una bolsa de agua templada (no caliente) sobre la tripa.',
  'Puedes darle paracetamol si le duele, y vuelve a mirar cómo está al cabo de 1-2 horas: un dolor que va a más en lugar de a menos debe valorarlo un médico.',
  CONSEJO_DIAS_ENFERMEDAD,
];

export const dolor_abdominal: Flujo = conCribado({
  ...FICHAS.dolor_abdominal,
  fuentes: [
    ...FUENTES_INGESTA_INOCUA,
    ...FUENTES_INGESTA_MEDICAMENTO,
    {
      titulo: 'NHS What 0-18 / Healthier Together. Abdominal pain: advice sheet for parents (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/professionals/gp-primary-care-staff/safety-netting-documents-parents/abdominal-pain',
    },
    {
      titulo: "Seattle Children's. Appendicitis symptoms and diagnosis (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/digestive-gastrointestinal-conditions/appendicitis-symptoms/',
    },
    {
      titulo: 'Pharmacy Notebook (GPnotebook). Intussusception: clinical features (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://pharmacynotebook.com/pages/gastroenterology/intussusception/clinical-features',
    },
    {
      titulo: 'NICE CG84. Diarrhoea and vomiting caused by gastroenteritis in under 5s (dolor intenso o localizado, distensión: otro diagnóstico)',
      anio: 2009,
      url: 'https://www.nice.org.uk/guidance/cg84',
    },
    {
      titulo: 'NICE NG224. Urinary tract infection in under 16s: diagnosis and management',
      anio: 2022,
      url: 'https://www.nice.org.uk/guidance/ng224/chapter/recommendations',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    FUENTE_NG18,
    FUENTE_ISPAD_DIAS_ENFERMEDAD,
    FUENTE_INVAGINACION,
    {
      titulo: 'NICE NG143. Fever in under 5s (frecuencia respiratoria por edad; manchas que no se borran)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'NICE NG126. Ectopic pregnancy and miscarriage: diagnosis and initial management',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng126/chapter/Recommendations',
    },
    {
      titulo: 'Hyams JS, et al. Functional disorders: children and adolescents (Rome IV). Gastroenterology 2016;150:1456-1468 (dolor abdominal funcional y signos de alarma)',
      anio: 2016,
      url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC7104693',
    },
    {
      titulo: 'NHS Healthier Together. Excessive crying (cólico del lactante; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://staging.healthiertogether.nhs.uk/new-parent-and-baby/excessive-crying',
    },
    {
      titulo: "Seattle Children's (Schmitt-Thompson). Muscle pain: when to call and care advice (agujetas tras un ejercicio nuevo o intenso: cuidados en casa; pis oscuro: urgencias) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/muscle-pain/',
    },
    {
      titulo: 'Cabral BMI, Edding SN, Portocarrero JP, Lerma EV. Rhabdomyolysis. StatPearls (NCBI Bookshelf)',
      anio: 2023,
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK448168/',
    },
    {
      titulo: 'NICE CKS. Pelvic inflammatory disease (dolor en la parte baja de la tripa, dolor en las relaciones, flujo anormal, fiebre; tratar sin esperar; al hospital si no se puede descartar una urgencia quirúrgica, está muy enferma o embarazada) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/pelvic-inflammatory-disease/',
    },
    {
      titulo: 'Ross J, et al. BASHH. United Kingdom National Guideline for the Management of Pelvic Inflammatory Disease (2019 interim update)',
      anio: 2019,
      url: 'https://www.bashhguidelines.org/media/1217/pid-update-2019.pdf',
    },
    FUENTE_ESPGHAN_PILAS,
    FUENTE_NASPGHAN_CUERPO_EXTRANO,
    FUENTE_MONTREAL_PILAS,
    FUENTE_NHS_MONONUCLEOSIS,
    FUENTE_NHS_COMPLICACIONES_MONONUCLEOSIS,
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 19, un medicamento casi inofensivo y dos productos más (banderas-ingesta.ts; intoxicacion): antes, tras «un medicamento, un producto…», cualquier medicamento era «otra cosa» → rojo, también unos antiácidos masticables o unas pastillas anticonceptivas tras los que el niño se había quejado un rato de la tripa. Los centros de toxicología describen como lo esperable de una toma única por accidente de algunos medicamentos, como mucho, náuseas, un vómito, un rato de tripa o una caca blanda (Ontario Poison Centre: antiácidos y crema del pañal de óxido de zinc; Missouri Poison Center: simeticona, vitaminas sin hierro y la píldora; National Capital Poison Center: cremas del pañal), e intoxicacion da verde a lo mismo desde esta ronda. Ahora la pregunta de seguimiento (ingesta_que) tiene una respuesta nueva: uno de esos medicamentos (la píldora, un antiácido masticable, vitaminas sin hierro, gotas para los gases, crema del pañal o hidratante), tomado por accidente una sola vez, y desde entonces como siempre, con como mucho un vómito, una caca blanda o un rato de tripa → lo tragado no da nivel (aquí de 1 a 5 años: la pregunta de lo tragado se hace hasta los 6): deciden las preguntas del dolor de tripa, y si no sale nada, VERDE propio (reglaIngestaMedicamentoInocuo) con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción y la red de seguridad (vuelve a vomitar, adormilado, cambia la respiración, ronchas, dudas de si tomó otras pastillas); no se sugiere paracetamol tras un medicamento. La última respuesta cambia de texto («otro medicamento»). Siguen en rojo el hierro, el paracetamol, el ibuprofeno, la aspirina, los antidepresivos, los medicamentos del corazón, de la tensión o de la diabetes, los opioides, el alcanfor, cualquier otro medicamento o uno desconocido, los objetos, la pila, los imanes y los menores de 1 año. Además, la lista de productos casi inofensivos añade el cebo de las trampas de hormigas o cucarachas (National Capital Poison Center; Ontario Poison Centre) y las bombas de baño efervescentes sin aceites esenciales (Missouri Poison Center; National Capital Poison Center), con un texto nuevo para la respuesta del producto.',
    'Ronda 18, un producto casi inofensivo (banderas-ingesta.ts; intoxicacion): antes, cualquier medicamento, producto u objeto tragado daba rojo aquí, también un lametazo de jabón o de pasta de dientes tras el que el niño se había quejado un rato de la tripa. Los centros de toxicología describen un rato de tripa, un vómito o una caca blanda como el efecto esperado de estos productos (Missouri Poison Center; National Capital Poison Center; Merck y NPIS), e intoxicacion da verde a lo mismo desde esta ronda. Ahora, desde 1 año, tras «un medicamento, un producto…», una pregunta nueva (ingesta_que) deja decir que fue un poco de uno de los productos de la lista de intoxicacion (la misma lista) y que desde entonces está como siempre, con como mucho un vómito o un rato de tripa → lo tragado no da nivel: deciden las preguntas del dolor de tripa, y su verde es el compartido, con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción. No se ofrece la respuesta del objeto pequeño y liso: el dolor de tripa tras tragar un objeto es un signo de que puede estar atascado o haber hecho daño (NASPGHAN 2015; cuerpo_extrano), así que un objeto, «otra cosa o no estoy seguro», la pila, los imanes y los menores de 1 año siguen en rojo.',
    'Rojo (Healthier Together rojo y signos quirúrgicos): vómito verde o con sangre, dolor muy fuerte, dolor o hinchazón de un testículo (torsión: se salva si se opera en pocas horas) o bulto doloroso en la ingle (hernia estrangulada), tripa dura o que no se deja tocar, pálido o moteado, muy adormilado, golpe fuerte en la tripa, sospecha de invaginación en menores de 5 años y signos de apendicitis (dolor que se va a la parte baja derecha o que empeora al andar, saltar o toser). Healthier Together no habla de apendicitis por separado; Seattle Children\'s manda acudir enseguida ante la sospecha: elegimos rojo.',
    'Dolor continuo con fiebre y vómitos: algunas guías de hospitales lo mandan a urgencias (posible apendicitis) y Healthier Together no lo recoge como tal. Elegimos rojo si el dolor es continuo y amarillo si el dolor es leve o va y viene (muchas gastroenteritis empiezan así).',
    'Dolor continuo: Healthier Together da ámbar al dolor constante de más de 1 día pese a analgésicos; los protocolos de Schmitt-Thompson de diarrea y de estreñimiento piden llamar ya al médico con un dolor de tripa continuo de más de 1-2 horas. Elegimos amarillo para cualquier dolor continuo (la lectura prudente), y verde para el dolor leve que va y viene con el niño jugando y comiendo (SEUP: "dolor abdominal cólico, no intenso" → pediatra, no urgente). Dolor o fiebre de más de 5 días → amarillo (HT ámbar).',
    'Invaginación intestinal (3 meses-3 años, rara después de los 5): crisis de llanto cada 10-20 minutos con palidez y piernas encogidas, tranquilo o adormilado entre crisis; la caca en "mermelada de grosella" es un signo tardío. Cualquier sospecha → rojo. La pregunta solo se hace a menores de 5 años; la de apendicitis, a partir de 1 año (los bebés no saben señalar ni describir el dolor).',
    'Analgésicos: paracetamol solo en los resultados verdes. En amarillo y rojo no se sugiere ninguna dosis y se pide no darlos hasta que lo vea el médico (Seattle Children\'s, para no cambiar la exploración de un posible abdomen quirúrgico); hay estudios que dicen que el analgésico no enmascara la apendicitis, pero elegimos la lectura prudente porque el médico lo verá en horas. Sin ibuprofeno (puede haber vómitos o deshidratación).',
    'Tripa hinchada pero blanda → amarillo (HT ámbar); dura o muy dolorosa al tocarla → rojo (signo de peritonitis). Sangre en la caca o en el pis, escozor al orinar, piel amarilla o pérdida de peso → amarillo (HT ámbar; NICE NG224 para la orina), con enlace al flujo orina. La sed con mucho pis ya no va en esta pregunta: tiene la suya (cetoacidosis, abajo).',
    'Puertas equivocadas: por el dolor de tripa llegan la cetoacidosis diabética (NICE NG18: sed, mucho pis o adelgazamiento con dolor de tripa → sospechar cetoacidosis y enviar al hospital de inmediato → rojo, igual que la respiración honda o el aliento a fruta y, en un niño con diabetes, las cetonas de 1,5 mmol/L o más o sin poder medirlas; HT daba ámbar a la sed, elegimos NG18, la lectura prudente), la torsión testicular y la hernia atrapada (HT rojo), la invaginación intestinal (rojo), la neumonía basal, que duele en la tripa (respiración: más de 60 por minuto, pausas, quejido o costillas muy hundidas → rojo; más de 50 en menores de 1 año o más de 40 desde 1 año, aleteo o un poco de tiraje → amarillo; NICE NG143, pregunta de una sola respuesta de banderas-respiracion), la sepsis meningocócica y la púrpura de Schönlein-Henoch (manchas que no se borran → rojo, NICE NG143; no se pueden distinguir en casa), la infección de orina o de riñón (escozor, sangre → amarillo; remite a orina), la apendicitis y la obstrucción (ya estaban), y en las adolescentes el embarazo ectópico (NICE NG126: dolor con posible embarazo → valoración el mismo día → amarillo; si el dolor es muy fuerte ya es rojo). Ronda 2: un objeto o un producto tragados, que en los niños pequeños muchas veces nadie ha visto y se presentan como dolor de tripa (banderas-ingesta.ts, de 3 meses a menores de 6 años, preguntado antes que el resto de signos propios): pila de botón o imanes → rojo aunque no haya otros síntomas (ESPGHAN 2021: la pila quema el esófago en unas 2 horas; NASPGHAN: varios imanes perforan el intestino), con la miel desde 1 año de camino (Montreal Children’s); un medicamento, un producto o cualquier otro objeto → rojo también, porque el dolor de tripa ya es un síntoma después de tragarlos (intoxicacion: cualquier síntoma tras un tóxico es rojo; cuerpo_extrano: dolor de tripa tras tragar un objeto es rojo), con el Servicio de Información Toxicológica (91 562 04 20) de camino y enlaces a intoxicacion y cuerpo_extrano.',
    'Dolor recurrente ya diagnosticado (ronda 9): Roma IV (Hyams 2016) define el dolor abdominal funcional y la migraña abdominal (episodios de dolor intenso alrededor del ombligo que duran 1 hora o más, con palidez, falta de apetito, náuseas, vómitos o dolor de cabeza, y el niño bien entre episodios, con un patrón que se repite igual) y pide buscar signos de alarma (pérdida de peso, sangre, vómitos persistentes o biliosos, dolor que despierta, dolor fijo a la derecha, fiebre). La pregunta dolor_recurrente solo recogía un dolor leve sin vómitos, y el episodio de una migraña abdominal, que dura horas y trae náuseas o vómitos, salía amarillo. Ahora, desde 5 años, con dolor continuo o con vómitos (el dolor leve sin vómitos ya tiene dolor_recurrente), sin fiebre y sin vómito verde o con sangre, se pregunta si su pediatra le ha diagnosticado ese dolor y es uno de sus episodios de siempre (dolor_diagnosticado_habitual) → verde con su propio consejo; entonces el dolor continuo no da amarillo y no se pregunta "más de 5 días". Sigue decidiendo antes todo lo demás: el dolor muy fuerte, los signos de apendicitis, la tripa dura o hinchada, el shock, la respiración, las manchas, el golpe, el testículo, la cetoacidosis, la sangre o la pérdida de peso (otros_signos) y el aspecto de muy enfermo; un cambio del patrón habitual se responde No.',
    'Patrones habituales (patrón 3): el cólico del lactante (HT: el llanto aumenta de las 2 semanas a los 4 meses y es normal; Roma IV: menos de 5 meses, sin fiebre, crece bien) y el dolor abdominal funcional recurrente de los niños mayores (Roma IV: al menos 2 meses, alrededor del ombligo, sin signos de alarma: pérdida de peso, sangre, vómitos persistentes, dolor que despierta, dolor fijo a la derecha, fiebre) eran amarillo porque "más de 5 días" no los separaba de un dolor nuevo. Ahora, si el dolor es leve, sin fiebre ni vómitos, y los padres dicen que es el de siempre y el niño está bien entre episodios, el resultado es verde con su propio consejo y cita no urgente con su pediatra; no se pregunta "más de 5 días". Cualquier cambio (dolor continuo o muy fuerte, fiebre, vómitos, sangre, pérdida de peso, le despierta) se responde en otras preguntas y sube de nivel. Solo de 5 años en adelante para el dolor funcional (Roma IV empieza hacia los 4) y en menores de 6 meses para el cólico; a otras edades "más de 5 días" sigue dando amarillo.',
    'Absceso perianal (ronda 5): el bulto doloroso, rojo o caliente junto al ano (NHS "Abscess") se pregunta en estrenimiento y diarrea, las puertas por las que llega (dolor al hacer caca, cacas líquidas que irritan la piel del ano), con la pregunta compartida de banderas-abdomen.ts. Aquí no se pregunta, porque no se presenta como dolor de tripa y alargaría el flujo a todos; la red de seguridad del verde lo nombra.',
    'Shock y bazo (issue 9, ronda 7): un adolescente con mononucleosis que se da un golpe jugando (o ninguno) y tiene dolor arriba a la izquierda o en la punta del hombro izquierdo, pálido, sudoroso y mareado al ponerse de pie, tiene una rotura del bazo que sangra por dentro. Antes este flujo preguntaba solo el color (muy pálido, grisáceo, moteado, labios azulados: color_grave) y un golpe "fuerte" en la tripa: el sudor frío y el mareo o el desmayo al incorporarse no se preguntaban, y un golpe de deporte que la familia no llama fuerte, o ningún golpe, no bastaban. Ahora la pregunta de color es la compartida de signos de shock de banderas-shock.ts (signos_shock: el mismo color de NICE NG143 rojo más sudor frío, marearse tanto al incorporarse que tiene que tumbarse, desmayarse o no tenerse en pie; CG84: shock) → rojo con 112, tumbado con las piernas en alto y sin comer ni beber; sustituye a color_grave (id nuevo). Y desde 2 años se pregunta si tiene o ha tenido en los últimos 2 meses una mononucleosis diagnosticada o sospechada por un médico: en este flujo el dolor de tripa ya está, así que Sí → rojo con 112, con golpe o sin él (NHS "Glandular fever": 999 o urgencias con dolor de tripa fuerte y repentino; NHS inform: rotura del bazo en 1 de cada 500-1.000, dolor agudo en el lado izquierdo). El NHS habla de dolor fuerte; elegimos la lectura prudente (cualquier dolor de tripa con mononucleosis reciente), porque en casa no se distingue el bazo hinchado de una rotura que empieza. La pregunta del golpe fuerte no cambia.',
    'Ronda 18, agujetas de la tripa: la pregunta de apendicitis (sí/no) era el único sitio para "le duele al moverse", y un niño con agujetas en los músculos de la tripa el día después de hacer abdominales o deporte salía rojo. Ahora es una pregunta de opciones con id nuevo (apendicitis_movimiento): el dolor que se ha ido a la parte baja derecha, que empeora al andar, saltar, toser o con los baches, o caminar encogido → ROJO como antes (Seattle Children\'s; HT); los músculos de la tripa doloridos desde el día después de un ejercicio poco habitual, al incorporarse, tensar o apretar los músculos, con otros músculos también doloridos y andando derecho (agujetas, Seattle Children\'s / Schmitt-Thompson "Muscle pain") → se pregunta el pis oscuro, muy poco pis o músculos muy hinchados o débiles (rabdomiólisis, StatPearls; misma pregunta y mismo ROJO que orina_oscura de dolor_articular) y, sin eso, sin fiebre ni vómitos → VERDE con cuidados y red de seguridad; en ese caso el dolor continuo no da amarillo (las agujetas duelen todo el día al moverse). Cualquier otro signo decide antes: dolor muy fuerte, tripa dura (la ayuda pide tocarla con las rodillas dobladas, para que relaje los músculos), fiebre con vómitos, sangre, más de 5 días. La ayuda dice que, si no puede saltar, camina encogido o el dolor se ha ido abajo a la derecha, se elige la respuesta de apendicitis aunque haya hecho ejercicio.',
    'Ronda 18, enfermedad inflamatoria pélvica: en las adolescentes (12+), el dolor en la parte baja de la tripa con un flujo vaginal distinto del habitual, dolor al tener relaciones sexuales (dispareunia profunda) o fiebre tras posibles relaciones → AMARILLO, que la vea hoy un médico (NICE CKS Pelvic inflammatory disease: tratar sin esperar a las pruebas; BASHH 2019: dolor bajo, dispareunia, flujo anormal, fiebre), con prueba de embarazo; urgencias ahora si el dolor es muy fuerte, vomita, está muy decaída o se marea (NICE CKS: ingreso si no se puede descartar una urgencia quirúrgica o está muy enferma). El posible embarazo con dolor o sangrado sigue como estaba y se pregunta antes (embarazo ectópico, NICE NG126). Elegimos entre fuentes: BASHH habla de mujeres sexualmente activas; para la fiebre pedimos haber podido tener relaciones (si los padres no lo saben, Sí), y el flujo anormal o el dolor en las relaciones bastan.',
    'Ronda 18, corrección: la regla del dolor continuo (amarillo) pedía que la pregunta dolor_diagnosticado_habitual no fuera Sí, pero esa pregunta solo se hace desde 5 años sin fiebre; donde no se hacía (menores de 5 años, o con fiebre sin vómitos) la condición quedaba sin valor y el dolor continuo acababa en verde. Ahora se escribe para que sea cierta cuando la pregunta no se hace.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" es un signo y da amarillo (NICE NG143; Schmitt-Thompson); la preocupación de los padres ya no sube el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_SIGNOS_SHOCK,
    PREGUNTA_RESPIRACION,
    PREGUNTA_MANCHAS,
    // Round 18: a product or an object is no longer an alarm answer by itself; after a product, from 1 year, whether it
    // was a little of a listed harmless one (banderas-ingesta.ts). No object answer: tummy pain after an object is a stuck-object sign.
    preguntaIngestaConSintoma(false),
    // Round 19: the follow-up also offers a minimally toxic medicine taken once by accident (from 1 to 5 years here: the
    // ingestion question is asked under 6 years).
    preguntaIngestaQue(ingestaQueVisible(false), false, true),
    PREGUNTA_TESTICULO_INGLE,
    {
      id: 'golpe_tripa',
      texto: '¿Empezó el dolor después de un golpe fuerte en la tripa (contra el manillar de la bici, una caída desde altura, un accidente o una patada)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    PREGUNTA_MONONUCLEOSIS,
    PREGUNTA_INVAGINACION,
    { ...PREGUNTA_DIABETES, mostrar_si: "edad_rango != '0-3 meses'" },
    {
      id: 'dolor',
      texto: '¿Cómo es el dolor?',
      tipo: 'opciones',
      opciones: [DOLOR.leve, DOLOR.continuo, DOLOR.muyFuerte],
      ayuda:
        'Fíjate en lo que hace: si juega, come o se distrae, el dolor suele ser leve. Si es el dolor de regla de siempre, elige la primera opción. Si encaja más de una opción, elige la última.',
      alarma: [DOLOR.muyFuerte],
    },
    {
      // Round 18: new id (it was the si_no 'apendicitis'): sore tummy muscles after exercise get their own answer.
      id: 'apendicitis_movimiento',
      texto: '¿El dolor se ha ido a la parte baja derecha de la tripa, o le duele más al moverse?',
      tipo: 'opciones',
      opciones: [MOVIMIENTO.no, MOVIMIENTO.agujetas, MOVIMIENTO.apendicitis],
      ayuda:
        'Si puede, pídele que dé un par de saltos. Elige la segunda solo si le duelen los músculos por un ejercicio del día anterior y también otros músculos. Si no puede saltar o le duele mucho al hacerlo, camina encogido o el dolor se ha ido abajo a la derecha, elige la última aunque haya hecho ejercicio.',
      mostrar_si: `edad_rango NOT IN ${lista(EDADES_LACTANTE)}`,
      alarma: [MOVIMIENTO.apendicitis],
    },
    {
      // Round 18: the rhabdomyolysis question of dolor_articular (same id and text), after sore muscles from exercise.
      id: 'orina_oscura',
      texto: '¿Hace pis oscuro, marrón o de color coca-cola o té, o hace muy poco pis, o tiene los músculos muy hinchados y duros o está muy débil?',
      tipo: 'si_no',
      ayuda: 'Míralo en su próximo pis, a la luz. El pis amarillo oscuro de beber poco es distinto: si dudas, responde Sí.',
      mostrar_si: `edad_rango NOT IN ${lista(EDADES_LACTANTE)} AND apendicitis_movimiento = '${MOVIMIENTO.agujetas}'`,
      alarma: ['si'],
    },
    {
      id: 'tripa',
      texto: '¿Cómo tiene la tripa al tocarla con suavidad?',
      tipo: 'opciones',
      opciones: [TRIPA.normal, TRIPA.hinchada, TRIPA.dura],
      ayuda:
        'Tócala con la mano plana y caliente, despacio, mientras está tumbado y tranquilo, con las rodillas dobladas para que relaje los músculos de la tripa.',
      alarma: [TRIPA.dura],
    },
    {
      id: 'acompanantes',
      texto: '¿Tiene también fiebre o vómitos?',
      tipo: 'opciones',
      opciones: [ACOMPANANTES.nada, ACOMPANANTES.fiebre, ACOMPANANTES.vomitos, ACOMPANANTES.fiebreVomitos, ACOMPANANTES.verdeSangre],
      ayuda: 'Si encaja más de una opción, elige la última que encaje.',
      alarma: [ACOMPANANTES.verdeSangre],
    },
    {
      id: 'embarazo',
      texto: 'Si es una chica: ¿se le ha retrasado la regla, podría estar embarazada o le sangra la vagina fuera de la regla?',
      tipo: 'si_no',
      ayuda: 'Si es un chico, responde No.',
      mostrar_si: "edad_rango = '12+ años'",
      alarma: ['si'],
    },
    {
      // Round 18: pelvic inflammatory disease (NICE CKS PID; BASHH 2019): lower tummy pain with an abnormal discharge,
      // pain during sex, or fever after possible sex.
      id: 'infeccion_pelvica',
      texto:
        'Si es una chica: ¿le duele la parte baja de la tripa y además le sale por la vagina un flujo distinto del habitual (más abundante, de otro color o con mal olor), le duele al tener relaciones sexuales, o tiene fiebre y ha podido tener relaciones sexuales?',
      tipo: 'si_no',
      ayuda: 'Si es un chico, responde No. Si no sabes si ha tenido relaciones sexuales y tiene fiebre con dolor en la parte baja de la tripa, responde Sí.',
      mostrar_si: "edad_rango = '12+ años'",
      alarma: ['si'],
    },
    {
      id: 'colico_habitual',
      texto:
        '¿Es el llanto de siempre de estas semanas: ratos de llanto sobre todo por la tarde o la noche, en los que encoge las piernas y echa gases, y entre medias está tranquilo, come bien y gana peso?',
      tipo: 'si_no',
      ayuda: 'Responde No si algo ha cambiado: llora de otra manera, no se calma con nada, come peor, vomita o hace cacas distintas.',
      mostrar_si: `edad_rango IN ${lista(EDADES_COLICO)} AND ${PATRON_POSIBLE}`,
    },
    {
      id: 'dolor_recurrente',
      texto:
        '¿Es el dolor de tripa de siempre: le viene a ratos desde hace semanas o meses, casi siempre alrededor del ombligo, nunca le despierta por la noche, y entre medias come, juega, va al colegio y crece con normalidad?',
      tipo: 'si_no',
      ayuda: 'Responde No si algo ha cambiado: le duele más, de otra manera o en otro sitio, le despierta, ha perdido peso o vomita.',
      mostrar_si: `edad_rango IN ${lista(EDADES_DOLOR_FUNCIONAL)} AND ${PATRON_POSIBLE}`,
    },
    {
      id: 'dolor_diagnosticado_habitual',
      texto:
        '¿Su pediatra le ha diagnosticado un dolor de tripa que se repite (dolor abdominal funcional o migraña abdominal), y este es uno de sus episodios de siempre: el mismo dolor, en el mismo sitio, con lo mismo de otras veces (a veces palidez, náuseas, vómitos o dolor de cabeza), y entre un episodio y otro está bien, come y crece con normalidad?',
      tipo: 'si_no',
      ayuda:
        'Responde No si este episodio es distinto de los de siempre: le duele más, en otro sitio (sobre todo abajo a la derecha) o más rato de lo habitual, tiene fiebre, vomita algo verde o con sangre, hay sangre en la caca, le despierta por la noche, ha perdido peso o lo ves enfermo. Si no te lo ha diagnosticado un médico, responde No.',
      // A mild pain without vomiting already has dolor_recurrente; this one is for the longer episode with vomiting.
      mostrar_si: `${DIAGNOSTICADO_POSIBLE} AND (dolor = '${DOLOR.continuo}' OR acompanantes = '${ACOMPANANTES.vomitos}')`,
    },
    {
      id: 'mas_5_dias',
      texto: '¿Lleva más de 5 días con dolor de tripa o con fiebre?',
      tipo: 'si_no',
      // Not asked when the parents say it is the usual, harmless pattern (colic, functional pain, a diagnosed recurrent pain).
      mostrar_si: "colico_habitual != 'si' AND dolor_recurrente != 'si' AND dolor_diagnosticado_habitual != 'si'",
      alarma: ['si'],
    },
    {
      id: 'otros_signos',
      texto:
        '¿Tiene alguno de estos: sangre en la caca o en el pis; escozor o dolor al hacer pis; la piel o el blanco de los ojos amarillos; o ha perdido peso?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    PREGUNTA_PESO,
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "no_responde = 'si'",
      'Dolor de tripa y muy adormilado o no responde',
      ['Si no responde pero respira, túmbalo de lado para que no se ahogue si vomita.', CONSEJO_ROJO_CAMINO],
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaSignosShock('Dolor de tripa con palidez, sudor frío, piel moteada o mareo al ponerse de pie: posible shock', [
      'Con dolor de tripa, puede ser una hemorragia dentro de la tripa (por ejemplo, del bazo tras un golpe o con mononucleosis) o una infección grave.',
    ]),
    reglaRespiracionGrave('Dolor de tripa con dificultad grave para respirar', [
      'Con dolor de tripa, puede ser una neumonía (la de la parte baja del pulmón duele en la tripa), una infección grave o una cetoacidosis diabética.',
    ]),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Dolor de tripa con manchas que no se borran al apretar',
      consejosRojo(
        'Las manchas rojas o moradas que no se borran con la prueba del vaso pueden ser una infección grave o una inflamación de los vasos (púrpura): necesita valoración inmediata.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaIngestaPilaIman(),
    // Round 18: not after a little of a listed harmless product (its verde is below, after the amarillo rules).
    // Round 19: nor after a minimally toxic medicine taken once by accident (its verde is below too).
    reglaIngestaConSintoma('Dolor de tripa', [], { si: ingestaConSintomaNoInocua(false, true) }),
    reglaTesticuloIngle(),
    rojo(
      "golpe_tripa = 'si'",
      'Dolor de tripa después de un golpe fuerte',
      consejosRojo('Un golpe fuerte en la tripa puede dañar órganos internos aunque no se vea nada por fuera. Llévalo tumbado si le duele al moverse.'),
      { ver_tambien: ['golpes_caidas'] },
    ),
    reglaBazoMononucleosis(MONONUCLEOSIS),
    reglaInvaginacion(),
    reglaCetoacidosisRespiracion(),
    reglaCetoacidosisSospecha(),
    rojo(
      `dolor = '${DOLOR.muyFuerte}'`,
      'Dolor de tripa muy fuerte',
      consejosRojo('Un dolor tan fuerte que no le deja estar quieto o moverse necesita valoración urgente.'),
    ),
    rojo(
      `apendicitis_movimiento = '${MOVIMIENTO.apendicitis}'`,
      'Dolor que se va a la parte baja derecha o empeora al moverse: posible apendicitis',
      consejosRojo('Estos signos hacen pensar en una apendicitis, que hay que operar antes de que se complique.'),
    ),
    // Round 18: dark urine, little urine, very swollen or weak muscles after exercise (StatPearls; dolor_articular round 6).
    rojo(
      "orina_oscura = 'si'",
      'Dolor de los músculos tras el ejercicio con pis oscuro o músculos muy hinchados: posible rabdomiólisis',
      [
        'Los músculos doloridos con pis oscuro (marrón o color coca-cola), muy poco pis, músculos muy hinchados y duros o mucha debilidad después de un ejercicio intenso pueden ser una rabdomiólisis: el músculo se rompe y puede dañar el riñón. Necesita un análisis y sueros hoy mismo, en urgencias.',
        'Que beba agua a sorbos de camino si no vomita. No le des ibuprofeno.',
        CONSEJO_ROJO_CAMINO,
      ],
      { ver_tambien: ['dolor_articular', 'orina'] },
    ),
    rojo(
      `tripa = '${TRIPA.dura}'`,
      'Tripa dura o que no se deja tocar',
      consejosRojo('Una tripa dura o muy dolorosa al tocarla puede indicar una inflamación dentro del abdomen (peritonitis).'),
    ),
    rojo(
      `acompanantes = '${ACOMPANANTES.verdeSangre}'`,
      'Dolor de tripa con vómito verde o con sangre',
      consejosRojo('El vómito verde oscuro puede indicar una obstrucción del intestino, y el vómito con sangre, una hemorragia.'),
      { ver_tambien: ['vomitos'] },
    ),
    rojo(
      `dolor = '${DOLOR.continuo}' AND acompanantes = '${ACOMPANANTES.fiebreVomitos}'`,
      'Dolor continuo con fiebre y vómitos: posible apendicitis',
      consejosRojo('Un dolor que no se pasa, con fiebre y vómitos, puede ser una apendicitis u otra infección dentro de la tripa.'),
    ),
    rojo(
      `edad_rango = '0-3 meses' AND acompanantes IN ${lista([ACOMPANANTES.fiebre, ACOMPANANTES.fiebreVomitos])}`,
      'Dolor de tripa con fiebre en menor de 3 meses',
      [
        'En un bebé de menos de 3 meses, la fiebre necesita que lo vea un médico enseguida.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen. Sigue ofreciéndole el pecho o el biberón.',
        CONSEJO_ROJO_CAMINO,
      ],
      { ver_tambien: ['fiebre'] },
    ),
    // ------------------------------------------------------------- amarillo
    reglaRespiracionDeprisa('Dolor de tripa y respira deprisa: posible neumonía', [
      'La neumonía de la parte baja del pulmón a menudo se nota como dolor de tripa, con fiebre y respiración rápida.',
      ESPERA_NO_QUIRURGICO,
    ]),
    amarillo(
      "embarazo = 'si'",
      'Dolor de tripa en una adolescente que podría estar embarazada',
      [
        'Con dolor de tripa y un posible embarazo hay que descartar hoy mismo un embarazo fuera del útero (ectópico): que la vean hoy en urgencias, con una prueba de embarazo (NICE).',
        'Ve a urgencias ahora si el dolor es muy fuerte o de un solo lado, se marea o se desmaya, le duele la punta del hombro o sangra mucho.',
      ],
      { acciones_sugeridas: [ACCION.urgenciasHoy, ACCION.pediatraHoy] },
    ),
    // Round 18: written so that it is true (not unknown) when dolor_diagnosticado_habitual is not asked (under 5, or with
    // fever), and sore muscles after exercise without fever, vomiting or dark urine are the verde below.
    // Round 18: pelvic inflammatory disease (NICE CKS PID: treat promptly, admit if a surgical emergency cannot be excluded,
    // very unwell or pregnant; BASHH 2019: lower abdominal pain with deep dyspareunia or abnormal discharge).
    amarillo(
      "infeccion_pelvica = 'si'",
      'Dolor en la parte baja de la tripa con flujo, dolor en las relaciones o fiebre: posible infección pélvica',
      [
        'El dolor en la parte baja de la tripa con un flujo de la vagina distinto del habitual, dolor al tener relaciones sexuales o fiebre puede ser una infección del útero y las trompas (enfermedad inflamatoria pélvica), casi siempre por una infección de transmisión sexual. Hay que tratarla hoy con antibiótico: si se retrasa, puede dejar problemas para quedarse embarazada o un embarazo fuera del útero en el futuro (NICE; BASHH).',
        'Que la vea hoy su médico, un centro de salud sexual o urgencias. Le harán una prueba de embarazo y unas pruebas del flujo; lo que cuente es confidencial. Hasta que la traten, sin relaciones sexuales.',
        'Ve a urgencias ahora si el dolor es muy fuerte, vomita, está muy decaída con fiebre alta, se marea o se desmaya, o podría estar embarazada y sangra.',
      ],
      { acciones_sugeridas: [ACCION.urgenciasHoy, ACCION.pediatraHoy] },
    ),
    amarillo(`dolor = '${DOLOR.continuo}' AND (${NO_DIAGNOSTICADO_HABITUAL}) AND (${NO_AGUJETAS_SIN_ALARMA})`, 'Dolor de tripa continuo', [
      'Un dolor que no se pasa debe valorarlo hoy un médico para descartar una apendicitis u otra causa que necesite tratamiento.',
    ]),
    amarillo(`tripa = '${TRIPA.hinchada}'`, 'Dolor con la tripa hinchada', [
      'Una tripa más hinchada de lo normal con dolor debe valorarla hoy un médico (puede ser estreñimiento, gases o algo que necesite tratamiento).',
    ]),
    amarillo(
      `acompanantes = '${ACOMPANANTES.fiebreVomitos}'`,
      'Dolor de tripa con fiebre y vómitos',
      [
        'El dolor de tripa con fiebre y vómitos suele ser un virus, pero también puede ser el principio de una apendicitis o una infección de orina: que lo vea hoy un médico.',
        'Si puedes, lleva una muestra de pis en un bote limpio.',
      ],
      { ver_tambien: ['vomitos', 'fiebre'] },
    ),
    amarillo(
      "otros_signos = 'si'",
      'Dolor de tripa con sangre, molestias al orinar u otros signos',
      [
        'La sangre en la caca o en el pis, el escozor al orinar, la mucha sed con mucho pis, la piel amarilla o la pérdida de peso deben valorarse hoy (infección de orina, diabetes, problemas del hígado…).',
        'Si puedes, lleva una muestra de pis en un bote limpio.',
      ],
      { ver_tambien: ['orina'] },
      false,
    ),
    amarillo(
      "mas_5_dias = 'si'",
      'Dolor de tripa o fiebre de más de 5 días',
      ['Un dolor de tripa o una fiebre que duran más de 5 días deben valorarse hoy para buscar la causa.'],
      {},
      false,
    ),
    reglaMuyEnfermo([ESPERA_AMARILLO]),
    // ---------------------------------------------------------------- verde
    // Round 18: a little of a listed harmless product, from 1 year, with at most a short tummy ache since (banderas-ingesta.ts).
    reglaIngestaInocua(
      ingestaInocua(ingestaQueVisible(false), false),
      [
        'Con estos productos es normal un rato de molestias de tripa, que se pasa solo. Si el dolor sigue, va a más o se va a la parte baja derecha de la tripa, ve a urgencias. Si le sigue molestando, puedes darle paracetamol.',
      ],
      { medicacion: paracetamol() },
    ),
    // Round 19: a minimally toxic medicine taken once by accident, with at most a short tummy ache since (Ontario and
    // Missouri poison centres; NCPC). No analgesic is suggested after a medicine.
    reglaIngestaMedicamentoInocuo(ingestaMedicamentoInocuo(ingestaQueVisible(false)), [
      'Con estos medicamentos es normal un rato de molestias de tripa, que se pasa solo. Si el dolor sigue, va a más o se va a la parte baja derecha de la tripa, ve a urgencias. No le des otros medicamentos para el dolor sin consultarlo antes con Toxicología.',
    ]),
    // Round 18: delayed-onset muscle soreness of the tummy muscles (Seattle Children's "Muscle pain"), after every rojo
    // and amarillo rule (the appendicitis answer, dark urine, a hard tummy, a continuous pain with fever or vomiting…).
    {
      si: `apendicitis_movimiento = '${MOVIMIENTO.agujetas}' AND orina_oscura = 'no' AND acompanantes = '${ACOMPANANTES.nada}'`,
      urgencia: 'verde',
      titulo: 'Agujetas en los músculos de la tripa después del ejercicio',
      consejos: [
        'El dolor de los músculos de la tripa que empieza el día después de hacer abdominales o un ejercicio al que no está acostumbrado, que duele al incorporarse o al apretar los músculos, con otros músculos también doloridos, son agujetas: no es un problema de dentro de la tripa y se pasan solas en 2-5 días (Seattle Children’s).',
        'Que se mueva con suavidad y descanse del ejercicio fuerte unos días. Un baño o una ducha templada y estirar con suavidad alivian. Que beba agua a menudo. Puedes darle paracetamol si le duele.',
        consejoVuelveSi([
          'el pis se vuelve oscuro, marrón o color coca-cola, o hace muy poco pis (ve a urgencias ahora)',
          'el dolor se va a la parte baja derecha de la tripa, le duele al saltar o camina encogido',
          'tiene fiebre o vomita, o se le pone la tripa dura',
          'el dolor va a más en lugar de a menos, o dura más de 5 días',
          'lo ves peor o muy enfermo, distinto de otras veces',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['dolor_articular'],
    },
    {
      si: "colico_habitual = 'si'",
      urgencia: 'verde',
      titulo: 'Cólico del lactante: el llanto de siempre en un bebé que está bien',
      consejos: [
        'Los ratos de llanto por la tarde o la noche, con piernas encogidas y gases, en un bebé que come bien, gana peso y entre medias está tranquilo, son el cólico del lactante: es frecuente, no es una enfermedad y mejora solo hacia los 3-4 meses.',
        'Cógelo en brazos, mécelo, dale un baño templado o un masaje suave en la tripa, y ayúdale a echar los gases después de las tomas. No hacen falta medicinas, infusiones ni cambios de leche sin hablarlo con tu pediatra.',
        'Si te sientes desbordado, deja al bebé en un lugar seguro (su cuna, boca arriba), sal de la habitación unos minutos y pide ayuda. Nunca lo zarandees.',
        VUELVE_SI,
        consejoConsultaSi([
          'el llanto cambia: es más fuerte, diferente o no se calma con nada',
          'come peor, vomita, hace cacas con sangre o no gana peso',
          'tiene fiebre (en menores de 3 meses, ve a urgencias)',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['llanto_inconsolable'],
    },
    {
      si: DIAGNOSTICADO_HABITUAL,
      urgencia: 'verde',
      titulo: 'Un episodio de siempre de su dolor de tripa ya diagnosticado',
      consejos: [
        'Por lo que cuentas, es uno de sus episodios de siempre de un dolor ya diagnosticado por su pediatra (dolor abdominal funcional o migraña abdominal). Son dolores reales, pero no dañan la tripa y se pasan solos (criterios de Roma IV).',
        'Sigue el plan que os dio su pediatra. Que descanse en un sitio tranquilo y con poca luz, beba a sorbos y coma algo ligero cuando le apetezca. Puedes darle paracetamol si le duele.',
        'Apunta en su diario del dolor cuándo empezó, cuánto duró y qué lo acompañó, para la próxima consulta.',
        VUELVE_SI,
        consejoConsultaSi([
          'el episodio es distinto de los de siempre: más fuerte, más largo, en otro sitio (sobre todo abajo a la derecha) o le despierta por la noche',
          'tiene fiebre, vomita algo verde o con sangre, o hay sangre en la caca',
          'los episodios son cada vez más frecuentes, pierde peso o falta al colegio por el dolor',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
    },
    {
      si: "dolor_recurrente = 'si'",
      urgencia: 'verde',
      titulo: 'Dolor de tripa recurrente de siempre, sin signos de alarma',
      consejos: [
        'Muchos niños en edad escolar tienen dolores de tripa que vuelven durante semanas o meses, alrededor del ombligo, sin una enfermedad detrás (dolor abdominal funcional). Son reales, pero no son peligrosos si el niño come, crece y hace su vida con normalidad.',
        'Pide cita con su pediatra (no urgente) para confirmarlo si aún no lo ha visto. Mientras tanto, mantén su rutina (colegio, deporte, sueño), procura que vaya al baño con regularidad y no le hagas dietas especiales sin consejo médico. Un diario del dolor (cuándo, qué estaba haciendo, qué comió) ayuda al pediatra.',
        'Puedes darle paracetamol si un día le duele más, sin abusar.',
        VUELVE_SI,
        consejoConsultaSi([
          'el dolor cambia: es más fuerte, continuo, en otro sitio (sobre todo a la derecha) o le despierta por la noche',
          'pierde peso, vomita a menudo, tiene diarrea por la noche, sangre en la caca o fiebre sin causa',
          'falta al colegio o deja sus actividades por el dolor',
        ]),
      ],
      acciones_sugeridas: [ACCION.pediatraNoUrgente, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['estrenimiento'],
    },
    {
      si: `acompanantes = '${ACOMPANANTES.fiebre}'`,
      urgencia: 'verde',
      titulo: 'Dolor de tripa leve con fiebre, sin signos de alarma',
      consejos: [
        'Muchas infecciones con fiebre (de garganta, de oído, de pulmón o de orina) dan dolor de tripa. Mira también el flujo de fiebre.',
        'Si es menor de 2 años o le escuece al hacer pis, pide cita con tu pediatra en las próximas 24 horas para mirarle la orina.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['fiebre', 'orina'],
    },
    {
      si: `acompanantes = '${ACOMPANANTES.vomitos}'`,
      urgencia: 'verde',
      titulo: 'Dolor de tripa leve con vómitos, sin signos de alarma',
      consejos: [
        'Parece un virus del estómago: lo más importante es que no le falte líquido. Dale suero oral a sorbos pequeños y frecuentes (mira el flujo de vómitos).',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['vomitos', 'diarrea'],
    },
    {
      si: `edad_rango IN ${lista(EDADES_LACTANTE)}`,
      urgencia: 'verde',
      titulo: 'Molestias de tripa en un bebé, sin signos de alarma',
      consejos: [
        'En los bebés, los gases y los cólicos del lactante (llanto de varias horas al día, sobre todo por la tarde, en un bebé que come y crece bien) son frecuentes y se pasan solos.',
        'Cógelo en brazos, dale masajes suaves en la tripa en el sentido de las agujas del reloj y ayúdale a echar los gases después de las tomas.',
        'Si el llanto no se calma con nada, mira el flujo de llanto inconsolable.',
        VUELVE_SI,
        consejoConsultaSi(['no hace caca desde hace varios días, come peor o no gana peso', 'el llanto dura más de 3 horas al día varios días a la semana']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['llanto_inconsolable', 'estrenimiento'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Dolor de tripa leve sin signos de alarma',
      consejos: [...CONSEJOS_CASA, VUELVE_SI, CONSULTA_SI],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['estrenimiento'],
    },
  ],
  avisos: [AVISO_PREOCUPADO],
});
