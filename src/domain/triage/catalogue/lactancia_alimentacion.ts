/**
 * Lactancia y alimentación. Built on SEUP's Spanish three-level guide (baby
 * under 1 month refusing feeds → Urgencias), the NICE NG143 traffic light
 * (poor feeding in infants and reduced urine output are amber), NHS Healthier
 * Together / Belfast Trust (green vomit is red; feeding less than half and
 * fewer wet nappies are amber), NICE NG1 (regurgitation in a thriving baby
 * needs nothing; projectile or bloody vomiting and a swollen tummy do), the
 * Breastfeeding Network feeding-adequacy table and the Schmitt-Thompson
 * "Breast-feeding questions" protocol. See `notas` for where they disagree.
 */
import type { Flujo, Regla } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  AVISO_PREOCUPADO,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
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
import { FICHAS } from './fichas.ts';
import {
  EDADES_DESDE_1_ANO,
  EDADES_LACTANTE,
  PIEL_AMARILLA,
  PREGUNTA_PANALES_12H,
  PREGUNTA_PIEL_AMARILLA,
  PREGUNTA_TOMAS,
  preguntaDiasFiebre,
  preguntaFiebre39,
  reglaFiebreAmbar,
  reglaFiebreMenor3Meses,
  TOMAS,
  TOMAS_MENOS_MITAD,
  PREGUNTA_SIGNOS_INFECCION_LACTANTE,
  reglaSignosInfeccionLactante,
  FUENTE_NG224,
} from './banderas-lactante.ts';
import {
  ESFUERZO_GRAVE,
  ESFUERZO_LEVE,
  RR_AMBAR_DESDE_1,
  PREGUNTA_RESPIRACION_RAPIDA,
  PREGUNTA_RESPIRACIONES_MINUTO,
  reglasRespiracionAmarillo,
  reglasRespiracionRojo,
} from './banderas-respiracion.ts';
import {
  DIABETES,
  FUENTE_INVAGINACION,
  FUENTE_NG18,
  FUENTES_PROCTOCOLITIS,
  PREGUNTA_DIABETES,
  PREGUNTA_INVAGINACION,
  reglaCetoacidosisRespiracion,
  reglaDiabetesSospechaSinCetoacidosis,
  reglaInvaginacion,
} from './banderas-abdomen.ts';
import { conCribado } from './cribado-otras-puertas.ts';

export { TOMAS };

/** Babies still on milk feeds only or mostly: the feeds question and the nappy count apply to them. */
export { EDADES_LACTANTE };
/** From 1 year the flow asks about drinking and weeing instead of feeds and nappies. */
export const EDADES_NO_LACTANTE = EDADES_DESDE_1_ANO;
/** Breastfeeding Network / Schmitt: fewer than 6 wet nappies a day (about 3 in 12 hours) is too few in young babies. */
export const EDADES_PANALES_MINIMOS = ['0-3 meses', '3-6 meses'] as const;
/** Wet nappies in 12 hours below which a young baby may not be getting enough (≈ 6 a day). */
export const PANALES_MINIMOS_12H = 3;

/**
 * Breathing, also while feeding (HT red: pauses, grunting, too breathless to feed, blue lips;
 * NICE NG9: difficulty feeding → consider referral; NICE NG143 amber: tachypnoea).
 */
export const RESPIRACION = {
  normal: 'Respira bien, también mientras come (toser o atragantarse de vez en cuando es normal)',
  rapida: 'Respira más deprisa de lo normal, pero sin esfuerzo y come bien',
  leve: 'Respira con algo de esfuerzo: se le marca un poco la piel entre las costillas o se le abren las aletas de la nariz, pero está tranquilo y come',
  fatiga: 'Se cansa mucho al comer: respira muy deprisa, suda o tiene que parar muchas veces y no termina las tomas',
  grave: 'Le cuesta mucho respirar (hace pausas, se queja con cada respiración o se le hunden mucho las costillas), o al comer se queda sin respirar o se pone azulado',
} as const;

/** What the parent mainly wants to know, to tailor home advice (never decides the level). */
export const DUDA = {
  cantidad: 'Si come suficiente, cuánto o cada cuánto darle, u otra duda',
  regurgita: 'Echa bocanadas de leche sin esfuerzo después de las tomas (regurgita)',
  pecho: 'Dolor, grietas o dudas con el pecho o la leche materna',
  rechazo: 'Ya come otros alimentos y no quiere comer o come muy poco',
} as const;


const consejosRojo = (...propios: string[]): string[] => [
  ...propios,
  'No esperes a la siguiente toma para ver si mejora: ve ya.',
  CONSEJO_ROJO_CAMINO,
];

const consejosAmarillo = (...propios: string[]): string[] => [
  ...propios,
  'Mientras tanto, ofrécele el pecho o el biberón más a menudo y en poca cantidad, y cuenta los pañales mojados.',
  CONSEJO_AMARILLO,
];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO });

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'vomita de color verde',
  'rechaza todas las tomas o come menos de la mitad de lo normal',
  'moja muchos menos pañales (menos de 3 en 12 horas en un bebé pequeño, o ninguno en 12 horas)',
  'tiene fiebre y es menor de 3 meses',
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_SI = consejoConsultaSi([
  'a las 2 semanas de vida no ha recuperado el peso con el que nació',
  'no gana peso en las revisiones',
  'las dudas con la alimentación te agobian o no te ves capaz: tu pediatra, tu matrona o un grupo de apoyo a la lactancia pueden ayudarte',
]);

const verde = (si: string, titulo: string, propios: readonly string[], extra: Partial<Regla> = {}): Regla => ({
  si,
  urgencia: 'verde',
  titulo,
  consejos: [...propios, VUELVE_SI, CONSULTA_SI],
  acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
  ...extra,
});

export const lactancia_alimentacion: Flujo = conCribado({
  ...FICHAS.lactancia_alimentacion,
  fuentes: [
    FUENTE_NG224,
    FUENTE_INVAGINACION,
    ...FUENTES_INGESTA_INOCUA,
    ...FUENTES_PROCTOCOLITIS,
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (semáforo: alimentación escasa y menos orina, ámbar)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'NICE NG1. Gastro-oesophageal reflux disease in children and young people',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng1/chapter/Key-priorities-for-implementation',
    },
    {
      titulo: 'NICE CG84. Diarrhoea and vomiting caused by gastroenteritis in under 5s (vómito bilioso)',
      anio: 2009,
      url: 'https://www.nice.org.uk/guidance/CG84/chapter/3-Implementation',
    },
    {
      titulo: 'Belfast Health and Social Care Trust. Vomiting baby – children’s symptom checker (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/vomiting-baby/',
    },
    {
      titulo: 'The Breastfeeding Network. Is my baby getting enough milk? (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://breastfeedingnetwork.org.uk/?p=30503',
    },
    {
      titulo: 'Schmitt BD. Breast-feeding questions – protocolo para padres (versión de una consulta pediátrica; sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://kidsfirstdocs.com/Breast-Feeding-Questions',
    },
    {
      titulo: 'NICE NG9. Bronchiolitis in children: diagnosis and management (frecuencia respiratoria, tiraje, dificultad para mamar)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng9/chapter/Key-priorities-for-implementation',
    },
    {
      titulo: 'NICE CG98. Jaundice in newborn babies under 28 days (bilirrubina en 6 horas ante la sospecha)',
      anio: 2010,
      url: 'https://www.nice.org.uk/guidance/cg98/chapter/recommendations',
    },
    {
      titulo: 'Health for Under 5s. Newborn jaundice (999 si está amarillo y come mal; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://healthforunder5s.co.uk/sections/baby/newborn-jaundice',
    },
    FUENTE_NG18,
    FUENTE_ESPGHAN_PILAS,
    FUENTE_NASPGHAN_CUERPO_EXTRANO,
    FUENTE_MONTREAL_PILAS,
  ],
  revisado: '2026-12-05',
  notas: [
    'Ronda 18, un producto casi inofensivo (banderas-ingesta.ts): antes, cualquier medicamento, producto u objeto tragado daba rojo aquí, también un lametazo de pasta de dientes o de jabón en un niño que ya comía mal por otra cosa. Ahora, desde 1 año, tras «un medicamento, un producto…», una pregunta nueva (ingesta_que) deja decir que fue un poco de uno de los productos casi inofensivos de la lista de intoxicacion (la misma lista), y que desde entonces está como siempre, con como mucho un vómito o un rato de tripa (los centros de toxicología: Merck, NPIS, Missouri Poison Center; intoxicacion da verde a lo mismo). Con esa respuesta lo tragado no da nivel: deciden las preguntas de la alimentación, y si el resultado es verde, es el verde compartido con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción. No se ofrece la respuesta del objeto pequeño y liso: rechazar la comida es el signo típico de un objeto atascado en el esófago (NASPGHAN 2015; cuerpo_extrano da rojo a no querer comer tras tragar algo), así que un objeto sigue en rojo aquí, igual que «otra cosa o no estoy seguro», la pila y los imanes. En menores de 1 año no se pregunta y sigue en rojo (intoxicacion no da verde antes del año; lectura prudente).',
    'Rechazo de las tomas: SEUP pone "bebé menor de 1 mes que rechaza las tomas" en Urgencias el mismo día; Schmitt manda llamar ya ("call now") si no mama o toma muy poco durante más de 8 horas, y en menores de 1 mes ante cualquier cosa rara; NICE NG143 y Healthier Together dan ámbar a comer poco. Elegimos: rechaza todas las tomas o casi nada en 8 horas → rojo por debajo de 3 meses (incluye al menor de 1 mes de SEUP) y amarillo a partir de 3 meses; menos de la mitad → amarillo a cualquier edad de lactante; y, por la puerta de edad de SEUP, un menor de 1 mes que solo come "algo menos" también es amarillo (de 1 mes en adelante eso es verde). La edad en semanas se pregunta con Sí/No solo en el rango 0-3 meses.',
    'Pañales: Breastfeeding Network y Schmitt piden al menos 6 pañales bien mojados al día desde el 5º día (≈ 3 en 12 horas); Schmitt da "llamar en 24 horas" si son menos de 6 y "llamar ya" si no hay pis en más de 8 horas; Healthier Together da ámbar a ningún pañal en 8 horas (menores de 3 meses) o 12 horas (mayores). Se pregunta el número de pañales en 12 horas: ninguno → amarillo a cualquier edad de lactante; menos de 3 → amarillo en menores de 6 meses. Elegimos amarillo (no rojo) para ninguno en 12 horas, igual que el flujo fiebre con NICE ("reduced urine output" es ámbar); la deshidratación grave (muy adormilado, pálido o moteado) sale roja por las preguntas globales. En los primeros 4 días de vida es normal mojar menos pañales: el flujo puede dar amarillo a un recién nacido sano de 2-3 días con pocos pañales (lectura prudente, coincide con la revisión de los 3-5 días).',
    'Vómito verde: rojo (Healthier Together y Belfast; NICE CG84 y NG1 lo dan como signo de alarma). Vómitos a chorro tras casi todas las tomas (estenosis de píloro en los primeros 2 meses), sangre en el vómito o en la caca, o tripa muy hinchada: NICE NG1 los da como signos de alarma que requieren valoración → amarillo.',
    'Ronda 8, sangre en la caca frente a invaginación: unos hilos de sangre roja y moco en las cacas blandas de un bebé que come, crece y no tiene fiebre suelen ser una proctocolitis por proteína de leche de vaca o una fisura (ESPGHAN 2012; NICE CKS alergia a la leche de vaca): sigue en amarillo con la pregunta signos_digestivos, que no cambia. Lo que faltaba era el cuadro de la invaginación (crisis de llanto con piernas encogidas y palidez, caca de sangre y moco en mermelada de grosella): se pregunta ahora aparte con la pregunta compartida invaginacion → rojo (NICE CKS; KidsHealth NZ), para que un bebé con ese cuadro no quede en amarillo y uno con hilos de sangre no suba a rojo.',
    'Respiración (una sola pregunta escalonada, también mientras come): pausas, quejido, costillas muy hundidas, o ponerse azul o dejar de respirar al comer → rojo (Healthier Together: labios azules, pausas); algo de tiraje o aleteo nasal, o fatigarse, sudar o respirar muy deprisa con las tomas → amarillo (NICE NG9: dificultad para alimentarse, valorar derivación; NG143: aleteo nasal y taquipnea ámbar).',
    'Fiebre: en menores de 3 meses, 38 °C o más (o menos de 36 °C) → rojo (NICE NG143, Healthier Together), sin excepción por vacunas en este flujo (esa excepción está en vacunas_reacciones). En mayores, la fiebre se remite al flujo fiebre; si además come poco, manda la regla de alimentación.',
    'Pérdida de peso o no ganar: Schmitt lo pone en "llamar en 24 horas" y Breastfeeding Network recuerda que la mayoría recupera el peso al nacer a los 10-14 días → amarillo (zona gris de clinical-sources: se elige el nivel prudente).',
    'Regurgitaciones sin esfuerzo en un bebé que gana peso y está contento: NICE NG1 dice que no necesitan pruebas ni tratamiento → verde con consejos.',
    'Respiración (issue 9, patrones 2 y 5): la pregunta de cómo respira mientras come separa ahora la forma leve (se le marca un poco la piel entre las costillas o aletea la nariz, pero come → amarillo: NICE NG143 ámbar "aleteo nasal"; NG9 tiraje leve) de la grave (pausas, quejido, costillas muy hundidas, se pone azul → rojo), en lugar de juntar "se le hunden las costillas" en rojo. Nueva respuesta "respira más deprisa de lo normal, sin esfuerzo": en menores de 1 año se pide entonces contar las respiraciones con las preguntas compartidas de banderas-respiracion: más de 60 por minuto → rojo (NICE NG143; NG9 da > 60 como "valorar derivación" y > 70 como inmediata: elegimos la lectura prudente de NG143); más de 50, o deprisa sin poder contarlo → amarillo (NICE NG143 6-12 meses; OMS desde los 2 meses); 50 o menos → no sube el nivel. Desde 1 año, respirar más deprisa de lo normal → amarillo (Healthier Together ámbar) sin pedir la cuenta, para no alargar un flujo de alimentación (los flujos tos y fiebre la piden). Con tiraje leve o fatiga al comer ya es amarillo y el consejo pide contar y llamar al 112 si pasa de 60: no se pregunta la cuenta ahí, para que el cuestionario no crezca (cada pregunta numérica multiplica los caminos que comprueban los tests).',
    'Puertas equivocadas: comer mal es el primer signo de muchas enfermedades del lactante. Infección grave o sepsis (fiebre de 38 °C o menos de 36 °C en menores de 3 meses, color, adormilado → rojo; 39 °C a los 3-6 meses o fiebre de 5 días o más → amarillo, NICE NG143); bronquiolitis o neumonía (frecuencia respiratoria por edad, tiraje leve o grave, fatiga al comer; remite a tos y mocos_congestion); insuficiencia cardiaca (suda y se fatiga al comer → amarillo); obstrucción intestinal o malrotación (vómito verde → rojo), estenosis de píloro (vómitos a chorro en los 2 primeros meses → amarillo); deshidratación (pañales, bebe poco → amarillo; color o adormilado → rojo); ictericia del recién nacido (piel amarilla que nadie ha valorado → amarillo, NICE CG98: bilirrubina en 6 horas; piel amarilla y come menos de la mitad → rojo, Health for Under 5s; remite a ictericia_neonatal); diabetes de debut en mayores de 1 año (mucha sed, mucho pis o adelgaza → amarillo el mismo día; respiración honda y rápida o aliento a fruta → rojo, NICE NG18, preguntas compartidas de banderas-abdomen). Ronda 2: un objeto o un producto tragados (banderas-ingesta.ts, de 3 meses a menores de 6 años, tras las preguntas globales). Rechazar la comida o la bebida es el signo típico de un objeto atascado en el esófago, junto con el babeo y los vómitos (NASPGHAN, Kramer 2015), y muchas veces nadie ha visto la ingestión. Pila de botón o imanes → rojo aunque no haya otros síntomas (ESPGHAN 2021), con la miel desde 1 año de camino (Montreal Children’s); un medicamento, un producto u otro objeto → rojo también, como en cuerpo_extrano (no querer comer ni beber tras tragar algo → rojo) e intoxicacion (cualquier síntoma tras un tóxico → rojo). Elegimos rojo y no amarillo aunque algún padre entre por una duda de lactancia sin síntomas: en este flujo se entra por un problema para comer, y la lectura prudente es tratarlo como síntoma.',
    'Regurgitaciones (issue 9, patrón 3): las bocanadas pequeñas sin esfuerzo en un bebé que come, moja pañales, gana peso y está contento son el patrón habitual → verde (NICE NG1: 4 de cada 10 lactantes, sin pruebas ni tratamiento). Lo que cambia ese patrón escala por sus propias preguntas: vómito verde → rojo; a chorro tras casi todas las tomas, con sangre o tripa hinchada, o no gana peso → amarillo (NICE NG1 signos de alarma).',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo (NICE NG143); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
    'Medicación: ninguna. Los problemas de alimentación no se tratan con antitérmicos; SPEC §9 permite paracetamol 10-15 mg/kg "para lactancia", pero ningún resultado de este flujo lo necesita (la fiebre se deriva al flujo fiebre). Por eso no se pregunta el peso.',
    'Ronda 10, infección sin fiebre en menores de 3 meses: un bebé de menos de 3 meses puede tener una infección grave, sobre todo de orina, sin fiebre. NICE NG224 (tabla 1) da como síntomas más frecuentes a esta edad los vómitos, el decaimiento, la irritabilidad y comer mal, y como menos frecuentes la orina maloliente; y deriva de inmediato a pediatría a todo menor de 3 meses con sospecha de infección de orina. NICE NG143 pone en ámbar comer mal y en rojo al bebé que no se despierta o no se mantiene despierto. Antes, aquí un menor de 3 meses que comía menos de la mitad o vomitaba a chorro sin fiebre era amarillo (solo rechazar todas las tomas era rojo), y el pipí turbio no se preguntaba. Ahora una pregunta compartida (banderas-lactante, id signos_infeccion_lactante, solo de 0 a 3 meses, tras la de fiebre): come peor y además vomita, está más dormido o flojo de lo normal, o el pipí huele muy fuerte o se ve turbio → ROJO, con o sin fiebre (elegimos NG224, la lectura prudente, frente al ámbar de NG143 para comer mal solo). Comer algo peor sin vómitos, sin estar más dormido y con pipí normal no entra, y un bebé que come y crece bien sigue igual.',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'menor_1_mes',
      texto: '¿Tiene menos de 4 semanas de vida?',
      tipo: 'si_no',
      ayuda: 'Cuenta desde el día en que nació: 4 semanas son 28 días.',
      mostrar_si: "edad_rango = '0-3 meses'",
    },
    {
      id: 'respiracion',
      texto: '¿Cómo respira, también mientras come?',
      tipo: 'opciones',
      opciones: [RESPIRACION.normal, RESPIRACION.rapida, RESPIRACION.leve, RESPIRACION.fatiga, RESPIRACION.grave],
      ayuda:
        'Levántale la ropa y mira el pecho y la tripa mientras respira, tranquilo. Si encaja más de una opción, elige la última que encaje (la más grave).',
      alarma: [RESPIRACION.grave],
    },
    {
      ...PREGUNTA_RESPIRACION_RAPIDA,
      // Counted only when fast breathing is the finding (the other answers already decide rojo or amarillo), under 1 year.
      mostrar_si: `respiracion = '${RESPIRACION.rapida}' AND edad_rango IN ${lista(EDADES_LACTANTE)}`,
    },
    PREGUNTA_RESPIRACIONES_MINUTO,
    PREGUNTA_COLOR_GRAVE,
    PREGUNTA_NO_RESPONDE,
    // Round 18: a product (and an object where offered) is no longer an alarm answer by itself.
    preguntaIngestaConSintoma(false),
    // Round 18: a harmless listed product, from 1 year; no object answer here (refusing food is a sign of a stuck object).
    preguntaIngestaQue(ingestaQueVisible(false), false),
    {
      id: 'vomito_verde',
      texto: '¿Ha vomitado algo de color verde (como espinacas o guisantes)?',
      tipo: 'si_no',
      ayuda: 'La leche que sale cuajada, blanca o amarillenta no cuenta. Si puedes, guarda el babero o una foto del vómito para enseñarlo.',
      alarma: ['si'],
    },
    // Round 8: the intussusception picture is asked on its own, so that streaks of blood in a thriving baby's stools stay amarillo.
    PREGUNTA_INVAGINACION,
    {
      id: 'fiebre',
      texto: '¿Le has medido 38 °C o más de temperatura, o, si es menor de 3 meses, menos de 36 °C?',
      tipo: 'si_no',
      ayuda: 'Mídela con un termómetro digital en la axila. Si no se la has medido y lo notas caliente o frío, mídesela ahora antes de contestar.',
      alarma: ['si'],
    },
    PREGUNTA_SIGNOS_INFECCION_LACTANTE,
    preguntaFiebre39(),
    preguntaDiasFiebre(),
    PREGUNTA_TOMAS,
    PREGUNTA_PANALES_12H,
    { ...PREGUNTA_PIEL_AMARILLA, mostrar_si: "edad_rango = '0-3 meses'" },
    {
      id: 'bebe_liquidos',
      texto: '¿Bebe bastante (agua o leche) y hace pis más o menos como siempre?',
      tipo: 'si_no',
      ayuda: 'Responde No si apenas bebe o si lleva 12 horas o más sin hacer pis.',
      mostrar_si: `edad_rango IN ${lista(EDADES_NO_LACTANTE)}`,
      alarma: ['no'],
    },
    {
      id: 'pierde_peso',
      texto:
        '¿Ha perdido peso o no está ganando? Por ejemplo: a las 2 semanas de vida aún no ha recuperado el peso con el que nació, o en la última revisión pesaba menos o igual que en la anterior.',
      tipo: 'si_no',
      ayuda: 'Si no lo sabes, responde No y pide que lo pesen en su próxima revisión.',
      alarma: ['si'],
    },
    {
      id: 'signos_digestivos',
      texto:
        '¿Vomita con mucha fuerza, a chorro, después de casi todas las tomas, tiene sangre en el vómito o en la caca, o tiene la tripa muy hinchada y dura?',
      tipo: 'si_no',
      ayuda: 'Las bocanadas de leche que salen sin esfuerzo después de comer (regurgitaciones) no cuentan.',
      alarma: ['si'],
    },
    // Only the most serious answer is an alarm here: the flow's levels differ between the alarming answers (rojo vs amarillo).
    { ...PREGUNTA_DIABETES, mostrar_si: `edad_rango IN ${lista(EDADES_NO_LACTANTE)}`, alarma: [DIABETES.cetoacidosis] },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    {
      id: 'duda',
      texto: '¿Qué es lo que más te preocupa de su alimentación?',
      tipo: 'opciones',
      opciones: [DUDA.cantidad, DUDA.regurgita, DUDA.pecho, DUDA.rechazo],
      ayuda: 'Lo usamos para darte los consejos que mejor encajan.',
      // Only tailors the home-care advice: not asked once an amarillo answer is certain.
      mostrar_si: "pierde_peso = 'no' AND signos_digestivos = 'no' AND muy_enfermo = 'no'",
    },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      `respiracion = '${RESPIRACION.grave}'`,
      'Le cuesta respirar o se pone azulado al comer',
      consejosRojo(
        'Deja de darle de comer, mantenlo incorporado, en la postura en la que respire mejor, y comprueba que respira. Si no respira, llama al 112 y sigue sus indicaciones.',
        'No le des de comer por el camino.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "color_grave = 'si'",
      'Color muy pálido, moteado o labios azulados',
      consejosRojo('Puede ser un signo de deshidratación grave, de infección o de mala circulación: necesita atención inmediata.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "no_responde = 'si'",
      'Muy adormilado, no responde o llanto anormal',
      consejosRojo('Si no responde pero respira, túmbalo de lado. No le des nada por la boca mientras esté así.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaIngestaPilaIman(),
    reglaIngestaConSintoma(
      'No querer comer',
      ['Rechazar la comida o la bebida, babear o vomitar son los signos típicos de un objeto atascado en el esófago (NASPGHAN).'],
      // Round 18: not after a little of a listed harmless product (its verde is below, after the amarillo rules).
      { si: ingestaConSintomaNoInocua(false) },
    ),
    rojo(
      "vomito_verde = 'si'",
      'Vómito de color verde',
      consejosRojo(
        'El vómito verde puede indicar que el intestino está obstruido, que hay que tratar enseguida.',
        'No le des de comer ni de beber por el camino. Lleva el babero o una foto del vómito.',
      ),
    ),
    reglaInvaginacion([], { ver_tambien: ['llanto_inconsolable', 'vomitos'] }),
    ...reglasRespiracionRojo(['Deja de darle de comer mientras le cueste respirar.']).filter((r) => r.si !== ESFUERZO_GRAVE),
    reglaCetoacidosisRespiracion(),
    reglaFiebreMenor3Meses('Fiebre o temperatura baja en menor de 3 meses', 'Sigue ofreciéndole el pecho o el biberón.'),
    reglaSignosInfeccionLactante(),
    rojo(
      `piel_amarilla = '${PIEL_AMARILLA.nueva}' AND ${TOMAS_MENOS_MITAD}`,
      'Piel amarilla y come mal',
      consejosRojo(
        'Un bebé con la piel amarilla que come mal puede tener la bilirrubina muy alta o una infección: necesita que lo vea un médico ya (Health for Under 5s; NICE).',
        'Sigue ofreciéndole el pecho o el biberón por el camino, sin forzarle.',
      ),
      { ver_tambien: ['ictericia_neonatal'] },
    ),
    rojo(
      `tomas = '${TOMAS.nada}' AND edad_rango = '0-3 meses'`,
      'Rechaza las tomas en un bebé menor de 3 meses',
      consejosRojo(
        'Un bebé tan pequeño que no come nada durante horas puede deshidratarse o tener una infección: que lo vea un médico ya.',
        'Sigue ofreciéndole el pecho o el biberón por el camino, sin forzarle.',
      ),
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `tomas = '${TOMAS.nada}'`,
      'Rechaza las tomas',
      consejosAmarillo('Que no coma casi nada en 8 horas debe valorarlo hoy un médico, para comprobar que no se está deshidratando y buscar la causa.'),
    ),
    amarillo(
      `tomas = '${TOMAS.menosMitad}'`,
      'Come menos de la mitad de lo normal',
      consejosAmarillo('En un bebé, comer menos de la mitad de lo normal es un signo de alerta (NICE): que lo valore hoy un médico.'),
    ),
    ...reglasRespiracionAmarillo(['Mientras tanto, ofrécele tomas más pequeñas y más frecuentes, y límpiale la nariz con suero antes de cada toma si tiene mocos.']).filter(
      (r) => r.si !== ESFUERZO_LEVE && r.si !== RR_AMBAR_DESDE_1,
    ),
    amarillo(
      `respiracion = '${RESPIRACION.rapida}' AND edad_rango IN ${lista(EDADES_NO_LACTANTE)}`,
      'Respira más deprisa de lo normal',
      consejosAmarillo(
        'Respirar más deprisa de lo normal es un signo de alerta (Healthier Together): que lo vea hoy un médico.',
        'Cuenta sus respiraciones durante un minuto con el niño tranquilo: más de 60, o si se queja, hace pausas o se le hunden mucho las costillas, llama al 112.',
      ),
      { ver_tambien: ['tos'] },
    ),
    amarillo(
      `respiracion = '${RESPIRACION.leve}'`,
      'Respira con algo de esfuerzo',
      consejosAmarillo(
        'Que se le marque un poco la piel entre las costillas o se le abran las aletas de la nariz indica que respira con algo de esfuerzo (NICE y Healthier Together: signo de alerta, no de emergencia): que lo vea hoy un médico.',
        'Cuenta sus respiraciones durante un minuto, tranquilo o dormido: si pasan de 60, o se pone azulado, hace pausas al respirar, se queja con cada respiración o se le hunden mucho las costillas, llama al 112.',
      ),
      { ver_tambien: ['tos', 'mocos_congestion'] },
    ),
    amarillo(
      `respiracion = '${RESPIRACION.fatiga}'`,
      'Se fatiga al comer',
      consejosAmarillo(
        'Cansarse, sudar o respirar muy deprisa con las tomas puede deberse a una infección respiratoria o a un problema del corazón: que lo valore hoy un médico.',
        'Si se pone azulado, hace pausas al respirar o se le hunden las costillas, llama al 112.',
      ),
      { ver_tambien: ['tos', 'mocos_congestion'] },
    ),
    amarillo(
      `piel_amarilla = '${PIEL_AMARILLA.nueva}'`,
      'Piel amarilla que todavía no ha valorado un profesional',
      consejosAmarillo(
        'La piel amarilla de un recién nacido (ictericia) suele ser leve, pero hay que medir la bilirrubina en unas horas para saber si necesita tratamiento (NICE CG98): que lo vea hoy tu pediatra, tu matrona o urgencias.',
        'Ofrécele el pecho o el biberón a menudo, al menos cada 3 horas, despertándolo si hace falta.',
      ),
      { ver_tambien: ['ictericia_neonatal'] },
    ),
    amarillo(
      'panales_12h = 0',
      'Ningún pañal mojado en 12 horas',
      consejosAmarillo('Pasar 12 horas sin mojar un pañal puede ser un signo de deshidratación: que lo valore hoy un médico.'),
    ),
    amarillo(
      `panales_12h < ${PANALES_MINIMOS_12H} AND edad_rango IN ${lista(EDADES_PANALES_MINIMOS)}`,
      'Moja pocos pañales',
      consejosAmarillo(
        'A partir del 5º día de vida un bebé que come bien moja 6 o más pañales al día (unos 3 cada 12 horas). Menos puede indicar que no le llega suficiente leche: que lo valoren hoy y lo pesen.',
        'Si toma pecho, ofrécelo cada 2-3 horas como mínimo (8 a 12 tomas al día) y despiértale si duerme más de 3-4 horas seguidas en las primeras semanas.',
      ),
    ),
    amarillo(
      `tomas = '${TOMAS.algoMenos}' AND menor_1_mes = 'si'`,
      'Recién nacido que come menos de lo habitual',
      consejosAmarillo(
        'En un bebé de menos de 1 mes, comer menos de lo habitual puede ser la primera señal de una infección: que lo vea hoy un médico aunque parezca estar bien.',
        'Vigila también que moje pañales, que se despierte para comer y su temperatura.',
      ),
    ),
    amarillo(
      "bebe_liquidos = 'no'",
      'Bebe poco o hace muy poco pis',
      consejosAmarillo(
        'Ofrécele líquidos en pequeñas cantidades y a menudo (un sorbo cada pocos minutos). Si además vomita o tiene diarrea, pregunta en la farmacia por suero oral.',
      ),
      { ver_tambien: ['vomitos', 'diarrea'] },
    ),
    amarillo(
      "pierde_peso = 'si'",
      'Pierde peso o no gana',
      consejosAmarillo(
        'Que no gane peso o lo pierda debe valorarlo un médico para comprobar cuánto come y descartar una enfermedad. Pide que lo pesen hoy.',
        'Si toma pecho, pide también ayuda a tu matrona o a un grupo de apoyo a la lactancia para revisar el agarre y la postura.',
      ),
    ),
    amarillo(
      "signos_digestivos = 'si'",
      'Vómitos a chorro, sangre o tripa hinchada',
      consejosAmarillo(
        'Vomitar a chorro tras casi todas las tomas (sobre todo en los 2 primeros meses), la sangre en el vómito o la caca, o una tripa muy hinchada deben valorarse hoy.',
        'Lleva una foto o el pañal si hay sangre.',
      ),
      { ver_tambien: ['vomitos', 'dolor_abdominal'] },
    ),
    reglaDiabetesSospechaSinCetoacidosis(),
    reglaFiebreAmbar(['Ofrécele el pecho, el biberón o agua a menudo y en poca cantidad.']),
    reglaMuyEnfermo(['Mientras tanto, ofrécele el pecho o el biberón a menudo y cuenta los pañales mojados.']),
    // ---------------------------------------------------------------- verde
    // Round 18: a little of a listed harmless product, from 1 year, eating as before (banderas-ingesta.ts).
    reglaIngestaInocua(ingestaInocua(ingestaQueVisible(false), false), [
      'Comer menos no es por lo que ha tomado si ya le pasaba antes; si desde entonces no quiere comer ni beber, babea o le duele al tragar, ve a urgencias.',
      'Ofrécele agua, el pecho o su leche a menudo y en poca cantidad, y comida normal cuando le apetezca.',
    ]),
    verde(
      "fiebre = 'si'",
      'Come algo menos porque tiene fiebre',
      [
        'Con fiebre es normal que coma menos durante un par de días; lo importante es que beba y moje pañales.',
        'Ofrécele el pecho, el biberón o agua a menudo y en poca cantidad. No le obligues a comer sólidos.',
        'Para decidir qué hacer con la fiebre, usa el apartado de fiebre.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    verde(`duda = '${DUDA.regurgita}'`, 'Regurgitaciones en un bebé que está bien', [
      'Echar bocanadas de leche sin esfuerzo después de comer es muy frecuente (4 de cada 10 bebés), suele empezar antes de las 8 semanas y desaparece casi siempre antes del año. Si gana peso y está contento, no necesita pruebas ni medicinas.',
      'Ayuda darle tomas más pequeñas y más frecuentes, hacerle eructar a mitad y al final de la toma y mantenerlo incorporado un rato después de comer.',
      'Para dormir, siempre boca arriba y en un colchón plano, también si regurgita: no eleves el colchón ni uses cojines.',
    ]),
    verde(`duda = '${DUDA.pecho}'`, 'Dudas o molestias con la lactancia materna', [
      'Dar el pecho no debería doler: el dolor o las grietas suelen deberse a un mal agarre. Tu matrona, tu pediatra o un grupo de apoyo a la lactancia pueden revisar la postura contigo.',
      'Ofrece el pecho a demanda, 8 a 12 veces al día en las primeras semanas. Cuanto más mama, más leche se produce.',
      'Si tienes fiebre, o una zona del pecho roja, dura y dolorosa, consulta hoy con tu médico o tu matrona (puede ser una mastitis) y sigue dando el pecho.',
    ]),
    verde(
      `duda = '${DUDA.rechazo}'`,
      'Niño que come poco pero está bien',
      [
        'Es muy frecuente que entre el año y los 5 años coman menos y a ratos: crecen más despacio que de bebés. Si está activo y crece bien en las revisiones, no es un problema.',
        'Ofrécele comida variada a horas fijas y deja que él decida cuánto come. No le obligues ni le premies con dulces; evita zumos y picoteos entre horas.',
        'Come en familia y sin pantallas; un plato rechazado puede aceptarse después de ofrecerlo muchas veces.',
      ],
    ),
    verde(SIEMPRE, 'Dudas de alimentación sin signos de alarma', [
      'Ahora no hay signos de alarma. Un bebé que moja 6 o más pañales al día, hace cacas amarillas, está despierto y activo entre tomas y gana peso está comiendo suficiente.',
      'En los primeros meses, dale el pecho o el biberón a demanda, cuando muestre hambre (se lleva las manos a la boca, busca o chupa), sin esperar a que llore. Lo normal son 8 a 12 tomas al día.',
      'Perder hasta un 7-10 % del peso en los primeros días es normal; la mayoría lo recupera a los 10-14 días.',
    ]),
  ],
}, 'no_responde');
