/**
 * Piel amarilla (ictericia) en el recién nacido. Built on NICE CG98 "Jaundice
 * in newborn babies under 28 days" (first 24 hours → bilirubin within 2 hours;
 * visible jaundice → bilirubin within 6 hours; prolonged beyond 14 days, or 21
 * if preterm → pale stools, dark urine, conjugated bilirubin), NICE QS57, NHS
 * Healthier Together's jaundice sheet (as summarised in clinical-sources),
 * Health for Under 5s (call 999 if jaundiced and feeding poorly, floppy,
 * sleepier…) and the Schmitt-Thompson "Jaundiced newborn" protocol. No
 * medicine is ever suggested. Round 18: under 28 days the shared newborn signs
 * of banderas-recien-nacido.ts are asked (omphalitis, a sticky red eye, the
 * mother's chickenpox or herpes around the birth). See `notas` for where the
 * sources disagree.
 */
import type { Flujo } from '../types.ts';
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
  PREGUNTA_PREOCUPADO,
  PREGUNTA_RESPIRA_MAL,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { conCribado } from './cribado-otras-puertas.ts';
import {
  FUENTES_RECIEN_NACIDO,
  preguntaInfeccionParto,
  preguntaOjoRecienNacido,
  preguntaOmbligoRecienNacido,
  reglaInfeccionParto,
  reglaInfeccionPartoBebe,
  reglaOftalmiaNeonatal,
  reglaOmbligoPus,
  reglaOmbligoPusDecaido,
  reglaOnfalitis,
} from './banderas-recien-nacido.ts';

/** SPEC §9 / NICE CG98: newborn jaundice is jaundice under 28 days of life. */
export const DIAS_NEONATAL = 28;
/** NICE CG98: prolonged jaundice beyond 14 days at term… */
export const DIAS_PROLONGADA_TERMINO = 14;
/** …or 21 days if born before 37 weeks. */
export const DIAS_PROLONGADA_PREMATURO = 21;
/** Days during which the parent is asked whether the jaundice began in the first 24 hours. */
export const DIAS_PREGUNTA_PRIMER_DIA = 7;

/** How far and how deep the yellow goes (jaundice spreads from the face down; Schmitt: legs, deep yellow or orange). */
export const INTENSIDAD = {
  cara: 'Amarillo claro solo en la cara, los ojos o el pecho, y no va a más',
  extenso: 'Le llega a la tripa o a las piernas, o cada día está más amarillo',
  intenso: 'Muy amarillo o anaranjado, hasta las palmas de las manos o las plantas de los pies',
  /** Round 6: a parent whose baby is not yellow can say so. */
  no: 'No lo veo amarillo: la piel y el blanco de los ojos tienen su color de siempre',
} as const;

const AMARILLO = `intensidad != '${INTENSIDAD.no}'`;

/**
 * Round 8, carotenaemia: orange palms, soles and nose with white eyes in a baby or child eating carrot, pumpkin or
 * sweet potato is harmless (DermNet; Karthik 2006). Asked from 3 months, when purées start; the whites of the eyes
 * tell it from jaundice, and the nappies question (pale stools, dark urine) is still asked.
 */
const CAROTENEMIA = "carotenemia = 'si'";

/**
 * Round 9, known Gilbert's syndrome (NHS "Gilbert's syndrome"): mild yellow whites of the eyes when fasting, ill,
 * tired or stressed, harmless and needing no treatment. Only the diagnosed, usual pattern in a well child; the
 * nappies, fever, feeding and extent questions still decide before it.
 */
const GILBERT = "gilbert_habitual = 'si'";

/** The first days, when an orange "brick-dust" stain of urates is expected (UNICEF UK Baby Friendly; NHS). */
export const DIAS_URATOS = 4;

/**
 * Feeding, mild versus severe (issue 9, pattern 5): HT puts "increasingly
 * sleepy and less interested in feeding" in amber; Health for Under 5s says
 * call 999 if jaundiced and feeding poorly.
 */
export const COME = {
  bien: 'Come bien: se despierta para comer, o lo despiertas y luego mama o toma el biberón con ganas',
  dormilon: 'Cada vez está más dormilón y con menos interés por comer: hay que despertarlo para las tomas, aunque luego come',
  mal: 'Come mal: succiona sin fuerza, se duerme enseguida y toma mucho menos de lo normal, o no hay forma de que coma',
} as const;

/**
 * Nappies (round 6): pale stools, or dark yellow urine beyond the first days (NICE CG98; "Yellow alert":
 * biliary atresia), apart from the orange "brick-dust" urates expected in the first 3-4 days with enough wet
 * nappies (UNICEF UK Baby Friendly; NHS "Is my baby getting enough milk?"), and no wee in 8 hours (HT amber).
 */
export const PANALES = {
  normal: 'Moja pañales y hace cacas amarillas, mostaza o verdosas, como siempre',
  uratos: 'Moja pañales, pero en alguno hay una mancha naranja o rojiza, como polvo de ladrillo',
  sinPis: 'No ha mojado ningún pañal de pis en las últimas 8 horas',
  claras: 'Hace cacas muy claras (blanquecinas, grisáceas o color masilla), o el pis es amarillo oscuro o marrón y mancha el pañal',
} as const;


const consejosRojo = (...propios: string[]): string[] => [
  ...propios,
  'No lo pongas al sol para quitarle el amarillo: no sirve y puede quemarle o darle un golpe de calor.',
  CONSEJO_ROJO_CAMINO,
];

const consejosAmarillo = (...propios: string[]): string[] => [
  ...propios,
  'Mientras tanto, ofrécele el pecho o el biberón a menudo (al menos cada 2-3 horas) y fíjate en el color de las cacas y del pis.',
  'No lo pongas al sol para quitarle el amarillo: no sirve y puede quemarle.',
  CONSEJO_AMARILLO,
];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO });

const MENOR_3_MESES = "edad_rango = '0-3 meses'";
/** Round 18: the newborn signs are asked under 28 days of life (NICE NG195; NICE CKS conjunctivitis: neonates). */
const RECIEN_NACIDO = `${MENOR_3_MESES} AND dias_vida < ${DIAS_NEONATAL}`;
/** What a newborn amarillo result adds in this flow, so the yellow skin is not forgotten at that visit. */
const TAMBIEN_BILIRRUBINA =
  'Cuando lo vean, di también que tiene la piel amarilla, para que valoren si hay que medirle la bilirrubina en esa misma visita.';

export const ictericia_neonatal: Flujo = conCribado({
  ...FICHAS.ictericia_neonatal,
  fuentes: [
    {
      titulo: 'DermNet. Carotenaemia (color naranja de palmas, plantas y nariz con escleras blancas; benigna)',
      anio: 2026,
      url: 'https://dermnetnz.org/topics/carotenaemia',
    },
    {
      titulo: 'Karthik SV, Campbell-Davidson D, Isherwood D. Carotenemia in infancy and its association with prevalent feeding practices. Pediatr Dermatol 2006;23:571-573',
      anio: 2006,
      url: 'https://doi.org/10.1111/j.1525-1470.2006.00312.x',
    },
    {
      titulo: 'NICE CG98. Jaundice in newborn babies under 28 days (actualizada en 2023)',
      anio: 2010,
      url: 'https://www.nice.org.uk/guidance/cg98/chapter/recommendations',
    },
    {
      titulo: 'UNICEF UK Baby Friendly Initiative. Breastfeeding assessment tools (pañales: uratos normales los primeros días) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.unicef.org.uk/babyfriendly/baby-friendly-resources/implementing-standards-resources/breastfeeding-assessment-tools/',
    },
    {
      titulo: 'NHS. Is my baby getting enough milk? (pañales mojados y cacas por día de vida) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/baby/breastfeeding-and-bottle-feeding/breastfeeding/is-my-baby-getting-enough-milk/',
    },
    {
      titulo: "Children's Liver Disease Foundation. Yellow Alert: cacas pálidas y pis oscuro en el recién nacido (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://childliverdisease.org/yellow-alert/',
    },
    {
      titulo: 'NICE QS57. Neonatal jaundice (quality standard)',
      anio: 2014,
      url: 'https://www.nice.org.uk/guidance/qs57',
    },
    {
      titulo: 'Health for Under 5s (NHS). Newborn jaundice (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://healthforunder5s.co.uk/sections/baby/newborn-jaundice',
    },
    {
      titulo: "Seattle Children's (Schmitt BD). Jaundiced newborn – Should your child see a doctor? (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/jaundiced-newborn/',
    },
    {
      titulo: 'Schmitt BD. Jaundiced newborn – protocolo para padres, versión con cacas y pañales (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.tenaflypediatrics.com/jaundiced-newborn/',
    },
    {
      titulo: "NHS. Gilbert's syndrome (amarillo leve y pasajero de los ojos con el ayuno, la enfermedad o el cansancio; inofensivo, sin tratamiento) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/gilberts-syndrome/',
    },
    ...FUENTES_RECIEN_NACIDO,
  ],
  revisado: '2026-11-27',
  notas: [
    'Síndrome de Gilbert ya diagnosticado (ronda 9): el NHS lo describe como inofensivo, sin tratamiento, con un amarillo leve y pasajero del blanco de los ojos cuando la persona está en ayunas, enferma, cansada o estresada. Antes, cualquier amarillo a partir de los 3 meses era amarillo (valoración hoy). Ahora, desde 3 meses y solo si se ve amarillo, se pregunta si es un Gilbert diagnosticado por un médico con su patrón de siempre, el niño está bien y el pis y las cacas tienen su color normal (gilbert_habitual) → verde con red de seguridad. Todo lo demás decide antes, como ahora: el amarillo extenso o que va a más, el muy intenso, las cacas claras o el pis oscuro, la fiebre, comer peor y el aspecto de muy enfermo; un cambio del patrón habitual se responde No.',
    'Edad: el umbral de SPEC §9 es "ictericia en menores de 28 días" (NICE CG98 trata a los menores de 28 días). El rango de edad 0-3 meses mezcla los dos lados, así que se pregunta el número de días de vida (sin las palabras edad ni meses, para que el formulario no lo valide como meses). A partir de 28 días (o en mayores de 3 meses) la piel amarilla nunca se considera la ictericia normal del recién nacido → siempre amarillo, como mínimo, para buscar la causa.',
    'Primeras 24 horas: NICE CG98 pide bilirrubina urgente (en 2 horas) y Schmitt "llamar ya"; Healthier Together lo pone en ámbar. Elegimos rojo.',
    'Ictericia con mala alimentación, muy dormido, flojo, llanto agudo, pausas al respirar o fiebre: Health for Under 5s manda llamar al 999; Schmitt "llamar ya o urgencias"; Healthier Together pone "cada vez más dormido y con menos interés por comer" en ámbar. Elegimos rojo (lectura prudente), también para la fiebre (38 °C o más) o la temperatura baja en menores de 3 meses (NICE NG143). En mayores de 3 meses, piel amarilla con fiebre → amarillo.',
    'Intensidad (issue 9, patrón 5, ronda 2): Schmitt pone en "llamar ya o urgencias" a la vez la piel amarillo intenso o naranja, la ictericia que llega a las piernas y la que está peor que la última vez; NICE CG98 y QS57 piden medir la bilirrubina en menos de 6 horas a toda ictericia visible pasadas las 24 horas (o cuando los padres la notan) y advierten que no se use la inspección visual para estimar cuánta bilirrubina hay; Healthier Together pone en ámbar el empeoramiento rápido. Antes "muy amarillo o anaranjado" era rojo por sí solo: era la impresión de los padres saltando directamente al nivel más alto, cuando NICE dice que a simple vista no se puede graduar. Ahora: muy amarillo o anaranjado en un bebé que por lo demás está bien, pasadas las primeras 24 horas → amarillo con medición de bilirrubina hoy, en menos de 6 horas (NICE); llega a la tripa o las piernas, o va a más → amarillo, como antes. Sigue siendo rojo lo que las fuentes ponen en rojo: la ictericia del primer día (NICE: bilirrubina en 2 horas), comer mal, estar muy adormilado, flojo, con llanto agudo, rígido o arqueado, la fiebre o la temperatura baja en menores de 3 meses (Health for Under 5s: 999; NICE NG143), y ahora también muy amarillo o anaranjado y cada vez más dormilón a la vez (Health for Under 5s: 999 si está amarillo y más dormido de lo normal; Schmitt: piel naranja y difícil de despertar → ya). Las cacas claras o el pis oscuro siguen siendo amarillo (NICE CG98: bilirrubina conjugada, estudio preferente; Healthier Together ámbar), no rojo.',
    'Ictericia leve y sin signos: NICE CG98 y QS57 piden medir la bilirrubina en 6 horas a todo bebé con ictericia visible que no haya sido valorado → amarillo si ningún profesional la ha visto aún. Si ya la valoró un profesional (matrona, pediatra u hospital), es leve (solo cara y pecho), no va a más, come bien y no hay otros signos → verde (Schmitt: cuidado en casa; Healthier Together: verde), con vigilancia.',
    'Ictericia prolongada: más allá de 14 días en nacidos a término o 21 días en prematuros (< 37 semanas) → amarillo (Healthier Together ámbar; NICE: buscar heces pálidas y orina oscura y medir la bilirrubina conjugada). Se incluye el día 14 (y el 21) exacto: Health for Under 5s pide el estudio si "aún tiene ictericia a las 2 semanas".',
    'Cacas pálidas o pis oscuro que mancha el pañal (posible atresia biliar, que hay que operar antes de las 8 semanas): NICE y Healthier Together → amarillo, a cualquier edad y sin esperar a los 14 días. Ronda 6: la respuesta juntaba "el pis es oscuro y mancha el pañal" con las cacas claras, y en los primeros 3-4 días una mancha naranja o rojiza "como polvo de ladrillo" (cristales de uratos) es lo esperado si moja 2-3 pañales al día o más (UNICEF UK Baby Friendly, herramienta de valoración de la lactancia; NHS "Is my baby getting enough milk?"). Ahora es su propia respuesta: en los primeros 4 días no cuenta (decide el resto de preguntas); después → amarillo, porque puede indicar que no le llega suficiente leche (UNICEF: derivar para valorar la toma), con enlace a lactancia_alimentacion. Los signos de colestasis quedan en su respuesta: cacas blanquecinas, grisáceas o color masilla, o pis amarillo oscuro o marrón que mancha el pañal (NICE CG98; "Yellow alert" de la Children’s Liver Disease Foundation) → amarillo.',
    'No lo veo amarillo (ronda 6): la pregunta de intensidad no dejaba decir que el bebé no está amarillo, y un padre que entraba por esta puerta por otra duda acababa en "piel amarilla que no ha valorado un profesional" (amarillo). Ahora tiene una respuesta propia (la última, para no cambiar el orden de las demás): sin amarillo no se preguntan la valoración, la prematuridad ni el estudio de la ictericia prolongada, la regla del primer día y la de los mayores de 3 meses piden que se vea amarillo, y el resultado es verde con cómo mirarlo cada día y cuándo volver; los signos de alarma (comer mal, adormilado, fiebre, pañales) siguen decidiendo antes.',
    'Ningún pañal mojado en 8 horas: ámbar en Healthier Together y "llamar ya" en Schmitt → amarillo, igual que en el flujo fiebre; si además come mal o está adormilado sale rojo por esas preguntas.',
    'Sin medicación en este flujo. Se desaconseja exponer al bebé al sol (Health for Under 5s).',
    'Alimentación, forma leve y forma grave (issue 9, patrón 5): la antigua pregunta juntaba "hay que despertarlo para cada toma" (frecuente en cualquier recién nacido con ictericia) con "succiona sin fuerza o toma mucho menos" en rojo. Ahora: come mal (succiona sin fuerza, toma mucho menos de lo normal, no hay forma de que coma) → rojo (Health for Under 5s: 999 si está amarillo y come mal); cada vez más dormilón y con menos interés por comer, pero come al despertarlo → amarillo (Healthier Together ámbar: "increasingly sleepy and less interested in feeding").',
    'Ictericia prolongada ya estudiada (issue 9, patrón 3): NICE CG98 pide un estudio (bilirrubina conjugada, color de cacas y pis) a la ictericia que dura más de 14 días (21 en prematuros); muchos bebés de pecho siguen algo amarillos hasta las 6-12 semanas (ictericia por leche materna; NICE: ~10 % de los amamantados al mes). Si ese estudio ya se hizo y fue normal, no va a más, hace cacas de color normal, come bien y no hay otros signos → verde con vigilancia; si no se ha hecho → amarillo, como antes. A partir de 3 meses sigue siendo amarillo siempre.',
    'Puertas equivocadas: la piel amarilla puede esconder una infección grave o sepsis (fiebre o menos de 36 °C en menores de 3 meses, adormilado, color, respiración → rojo; NICE NG143, Health for Under 5s); hemólisis (ictericia el primer día → rojo, NICE CG98); bilirrubina muy alta con riesgo de kernícterus (rigidez, llanto agudo, muy adormilado o come mal → rojo; muy amarillo o anaranjado → amarillo con bilirrubina en menos de 6 horas, y rojo si además está cada vez más dormilón); atresia biliar u otra enfermedad del hígado (cacas claras o pis oscuro → amarillo, NICE CG98; pasados los 3 meses, piel amarilla siempre amarillo: hepatitis, remite a dolor_abdominal); deshidratación o lactancia insuficiente (ningún pañal en 8 horas, dormilón para comer → amarillo; come mal → rojo; remite a lactancia_alimentacion).',
    'Ronda 8, piel naranja por la comida: a partir de los 3 meses se pregunta si el color es más bien naranja en palmas, plantas y alrededor de la nariz, con el blanco de los ojos blanco, en un niño que come a menudo zanahoria, calabaza o boniato (carotenemia: DermNet; Karthik y cols. 2006; benigna, sin análisis). Sí → VERDE, y no se pregunta la intensidad del amarillo, que llevaba estos colores a amarillo ("muy amarillo o anaranjado hasta las palmas"). Las cacas claras o el pis oscuro se siguen preguntando y mandan (amarillo), y cualquier tono amarillo en el blanco de los ojos obliga a responder No (la ayuda lo dice) y sigue su camino de siempre.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo (NICE NG143); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
    'Ronda 18, signos del recién nacido que esta puerta no preguntaba (banderas-recien-nacido.ts, compartido para otros flujos): un padre que entra por la piel amarilla de un bebé de pocos días puede tener delante otro problema del recién nacido. De 0 a 27 días de vida (la misma frontera de 28 días de NICE CG98, NG195 y de la conjuntivitis neonatal), después de las preguntas de alarma globales, se pregunta: (1) el ombligo (pregunta nueva ombligo_rn, con las palabras y la lectura de la ronda 16 en hinchazon_local y problemas_piel): la piel de alrededor roja, hinchada o dura, o rayas rojas desde el ombligo (onfalitis) → ROJO (OMS, AIEPI 2019: posible infección bacteriana grave, derivación urgente; NICE NG195); el ombligo rojo por dentro, con pus o mal olor, sin rojez alrededor → AMARILLO (OMS: infección local; Schmitt-Thompson: en 24 horas), y ROJO si además come peor o está más dormido (OMS: dificultad para comer; NG195: cambios en la toma o el comportamiento; aquí, "cada vez más dormilón para comer" o peor). El brief juntaba el pus del ombligo con la onfalitis en rojo "como la ronda 16"; la ronda 16 separó el pus solo (amarillo) de la rojez alrededor (rojo), y seguimos la ronda 16 para que las tres puertas digan lo mismo. (2) Legañas o pus con el ojo rojo o los párpados hinchados (pregunta nueva ojo_rn) → AMARILLO (NICE CKS "Conjunctivitis - infective": en menores de 28 días, derivación urgente el mismo día a oftalmología para descartar clamidia y gonococo); el lagrimeo con legaña y el ojo blanco de la obstrucción del conducto no cuenta (la ayuda lo dice). Con muchos pus y párpados muy hinchados, fiebre o un bebé decaído, el consejo manda a urgencias ahora. (3) La madre tuvo varicela entre 7 días antes y 7 días después del parto, o calenturas o herpes genital al dar a luz (pregunta nueva madre_infeccion_parto): con el bebé bien → AMARILLO (UKHSA, Green Book capítulo 34 y guía de profilaxis tras exposición: el recién nacido expuesto en ese periodo recibe profilaxis; RCOG/BASHH, herpes genital en el embarazo: el equipo neonatal debe saberlo y vigilar al bebé); con ampollitas, granitos con líquido o llagas, fiebre o menos de 36 °C, come peor o está más dormido, irritable o flojo → ROJO (HSE "Neonatal herpes"; AAP Red Book: antiviral cuanto antes). La fiebre a esta edad ya era rojo por su pregunta. Los resultados amarillos nuevos van antes que los de la ictericia y recuerdan decir que tiene la piel amarilla en esa visita. Desde 28 días no se preguntan.',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'dias_vida',
      texto: '¿Cuántos días tiene el bebé?',
      tipo: 'numero',
      ayuda: 'Cuenta los días desde que nació: si nació hace menos de 24 horas, escribe 0. Por ejemplo, 2 semanas son 14 días y 4 semanas son 28 días.',
      mostrar_si: MENOR_3_MESES,
    },
    PREGUNTA_RESPIRA_MAL,
    PREGUNTA_COLOR_GRAVE,
    {
      id: 'adormilado',
      texto:
        '¿Está muy adormilado o flojo, cuesta mucho despertarlo, tiene un llanto muy agudo o débil, se pone rígido arqueando la espalda y el cuello hacia atrás, o ha tenido una convulsión?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'come_mal',
      texto: '¿Cómo come?',
      tipo: 'opciones',
      opciones: [COME.bien, COME.dormilon, COME.mal],
      ayuda: 'Si encaja más de una opción, elige la última que encaje.',
      mostrar_si: `edad_rango IN ${lista(['0-3 meses', '3-6 meses', '6-12 meses'])}`,
      alarma: [COME.mal],
    },
    {
      id: 'fiebre',
      texto: '¿Le has medido 38 °C o más de temperatura, o, si es menor de 3 meses, menos de 36 °C?',
      tipo: 'si_no',
      ayuda: 'Mídela con un termómetro digital en la axila.',
      alarma: ['si'],
    },
    // Round 18: the shared newborn signs (banderas-recien-nacido.ts), under 28 days, after the global red signs.
    preguntaOmbligoRecienNacido(RECIEN_NACIDO),
    preguntaOjoRecienNacido(RECIEN_NACIDO),
    preguntaInfeccionParto(RECIEN_NACIDO),
    {
      id: 'primer_dia',
      texto: '¿Se puso amarillo en las primeras 24 horas de vida (el día en que nació)?',
      tipo: 'si_no',
      mostrar_si: `${MENOR_3_MESES} AND dias_vida < ${DIAS_PREGUNTA_PRIMER_DIA}`,
      alarma: ['si'],
    },
    {
      id: 'carotenemia',
      texto:
        '¿El color es más bien naranja, sobre todo en las palmas de las manos, las plantas de los pies y alrededor de la nariz, con el blanco de los ojos bien blanco, y come a menudo zanahoria, calabaza, boniato u otros purés o zumos naranjas?',
      tipo: 'si_no',
      ayuda: 'Míralo con luz de día. Si el blanco de los ojos tiene un tono amarillo, aunque sea poco, responde No.',
      mostrar_si: "edad_rango != '0-3 meses'",
    },
    {
      id: 'intensidad',
      texto: '¿Hasta dónde le llega el color amarillo y cómo de intenso es?',
      tipo: 'opciones',
      opciones: [INTENSIDAD.cara, INTENSIDAD.extenso, INTENSIDAD.intenso, INTENSIDAD.no],
      ayuda:
        'Míralo desnudo con luz de día, junto a una ventana. Aprieta suavemente la piel de la nariz, del pecho y de las piernas con un dedo y suelta: si la marca se ve amarilla, ahí llega la ictericia. En pieles oscuras, mira el blanco de los ojos, las encías y las plantas de los pies. Si no lo ves amarillo, elige la última opción.',
      mostrar_si: "carotenemia != 'si'",
      alarma: [INTENSIDAD.intenso],
    },
    {
      id: 'gilbert_habitual',
      texto:
        '¿Le ha diagnosticado un médico un síndrome de Gilbert, y es el amarillo de siempre: se le pone un poco amarillo el blanco de los ojos cuando está en ayunas, enfermo, cansado o nervioso, y por lo demás está bien, con el pis y las cacas de su color normal?',
      tipo: 'si_no',
      ayuda:
        'El síndrome de Gilbert es frecuente y no es una enfermedad del hígado: el amarillo va y viene. Responde No si no está diagnosticado o si algo es distinto de otras veces: más amarillo, también la piel, el pis oscuro, las cacas claras, dolor de tripa, fiebre, o lo ves decaído o enfermo.',
      mostrar_si: `edad_rango != '0-3 meses' AND carotenemia != 'si' AND ${AMARILLO}`,
    },
    {
      id: 'panales',
      texto: '¿Cómo son sus pañales?',
      tipo: 'opciones',
      opciones: [PANALES.normal, PANALES.uratos, PANALES.sinPis, PANALES.claras],
      ayuda:
        'Las cacas normales del bebé son amarillas, mostaza o verdosas, y el pis casi transparente. En los primeros 3-4 días es normal alguna mancha naranja o rojiza de pis (cristales de orina) si moja 2-3 pañales al día o más. Si encaja más de una opción, elige la última. Si puedes, haz una foto del pañal.',
      alarma: [PANALES.sinPis, PANALES.claras],
    },
    {
      id: 'prematuro',
      texto: '¿Nació antes de tiempo, antes de la semana 37 de embarazo?',
      tipo: 'si_no',
      mostrar_si: `${MENOR_3_MESES} AND ${AMARILLO} AND dias_vida >= ${DIAS_PROLONGADA_TERMINO} AND dias_vida < ${DIAS_PROLONGADA_PREMATURO}`,
      // No alarm answer: at term the next question (prolonged jaundice already studied) can make either answer verde.
    },
    {
      id: 'valorada',
      texto:
        '¿Un profesional (matrona, pediatra o en el hospital) ya le ha visto esta piel amarilla, te dijo que no necesitaba tratamiento y desde entonces no ha ido a más?',
      tipo: 'si_no',
      mostrar_si: `${MENOR_3_MESES} AND ${AMARILLO} AND (dias_vida < ${DIAS_PROLONGADA_TERMINO} OR (dias_vida < ${DIAS_PROLONGADA_PREMATURO} AND prematuro = 'si'))`,
      alarma: ['no'],
    },
    {
      id: 'estudiada',
      texto:
        'Por esta ictericia que dura más de 2 semanas, ¿ya le han hecho un análisis de sangre, te dijeron que era normal (por la lactancia materna) y desde entonces no ha ido a más?',
      tipo: 'si_no',
      ayuda: 'Responde Sí solo si el análisis se hizo por la ictericia que dura más de 2 semanas (3 si fue prematuro) y el resultado fue normal.',
      mostrar_si: `${MENOR_3_MESES} AND ${AMARILLO} AND ((dias_vida >= ${DIAS_PROLONGADA_TERMINO} AND prematuro = 'no') OR dias_vida >= ${DIAS_PROLONGADA_PREMATURO})`,
      alarma: ['no'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "respira_mal = 'si'",
      'Piel amarilla y le cuesta respirar',
      consejosRojo('Mantenlo incorporado, en la postura en la que respire mejor, y no le des de comer por el camino.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "color_grave = 'si'",
      'Piel amarilla con color muy pálido, moteado o labios azulados',
      consejosRojo('Puede ser un signo de infección o de anemia grave: necesita atención inmediata.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "adormilado = 'si'",
      'Piel amarilla y muy adormilado, llanto anormal o rigidez',
      consejosRojo(
        'Un bebé con ictericia que está muy dormido, flojo, con un llanto agudo o que se pone rígido puede tener la bilirrubina muy alta o una infección: necesita atención inmediata.',
        'Si convulsiona, túmbalo de lado en un sitio seguro, no le metas nada en la boca y mira el reloj.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `come_mal = '${COME.mal}'`,
      'Piel amarilla y come mal',
      consejosRojo(
        'Un bebé con ictericia que come mal o está demasiado dormido para comer puede tener la bilirrubina alta o deshidratarse: que lo vea un médico ya.',
        'Sigue ofreciéndole el pecho o el biberón por el camino, sin forzarle.',
      ),
    ),
    rojo(
      `fiebre = 'si' AND ${MENOR_3_MESES}`,
      'Piel amarilla con fiebre o temperatura baja en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, 38 °C o más (o menos de 36 °C) necesita que lo vea un médico enseguida, y más aún con ictericia.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    reglaOnfalitis(),
    reglaOmbligoPusDecaido(`come_mal IN ${lista([COME.dormilon, COME.mal])} OR adormilado = 'si'`),
    reglaInfeccionPartoBebe(),
    rojo(
      `primer_dia = 'si' OR (dias_vida < 1 AND ${AMARILLO})`,
      'Piel amarilla en las primeras 24 horas de vida',
      consejosRojo(
        'La ictericia que aparece el primer día de vida no es la normal del recién nacido: hay que medir la bilirrubina de forma urgente (en menos de 2 horas).',
        'Sigue dándole el pecho o el biberón a menudo.',
      ),
    ),
    rojo(
      `intensidad = '${INTENSIDAD.intenso}' AND come_mal = '${COME.dormilon}'`,
      'Piel muy amarilla o anaranjada y cada vez más dormilón',
      consejosRojo(
        'Un bebé muy amarillo o anaranjado que además está cada vez más dormido y con menos interés por comer puede tener la bilirrubina muy alta: que lo vean ya en urgencias para medirla y empezar el tratamiento con luz (fototerapia) si hace falta.',
        'Sigue ofreciéndole el pecho o el biberón por el camino, sin forzarle.',
      ),
    ),
    // ------------------------------------------------------------- amarillo
    reglaInfeccionParto([TAMBIEN_BILIRRUBINA]),
    reglaOftalmiaNeonatal([TAMBIEN_BILIRRUBINA]),
    reglaOmbligoPus([TAMBIEN_BILIRRUBINA]),
    amarillo(
      `panales = '${PANALES.claras}'`,
      'Cacas muy claras o pis oscuro',
      consejosAmarillo(
        'Las cacas blanquecinas o color masilla y el pis oscuro pueden indicar un problema del hígado o de las vías biliares que hay que estudiar cuanto antes (no esperes a la próxima revisión).',
        'Lleva una foto o el pañal para enseñarlo.',
      ),
    ),
    amarillo(
      `panales = '${PANALES.uratos}' AND dias_vida > ${DIAS_URATOS}`,
      'Manchas naranjas de pis pasados los primeros días',
      consejosAmarillo(
        'Las manchas naranjas o rojizas de pis (cristales de orina) son normales en los 3-4 primeros días, pero después pueden indicar que no le llega suficiente leche, y eso empeora la ictericia: que lo vean hoy tu matrona o tu pediatra, lo pesen y miren cómo come.',
        'Ofrécele el pecho o el biberón más a menudo, al menos 8-12 veces al día, y cuenta los pañales mojados: a partir del 5º día lo normal son 6 o más al día.',
      ),
      { ver_tambien: ['lactancia_alimentacion'] },
    ),
    amarillo(
      "fiebre = 'si'",
      'Piel amarilla con fiebre',
      consejosAmarillo('La piel o los ojos amarillos con fiebre pueden deberse a una infección del hígado: que lo vea hoy un médico.'),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `panales = '${PANALES.sinPis}'`,
      'Piel amarilla y ningún pañal mojado en 8 horas',
      consejosAmarillo('Pasar 8 horas sin mojar un pañal puede ser un signo de que no le llega suficiente leche, y eso empeora la ictericia.'),
      { ver_tambien: ['lactancia_alimentacion'] },
    ),
    amarillo(
      `intensidad = '${INTENSIDAD.intenso}'`,
      'Piel muy amarilla o anaranjada',
      consejosAmarillo(
        'Cuando el amarillo es muy intenso o llega a las palmas y las plantas de los pies, hay que medirle la bilirrubina hoy, en las próximas horas (NICE: en menos de 6 horas), para saber si necesita tratamiento con luz (fototerapia). A simple vista no se puede saber cuánta tiene.',
        'Llama ya a tu matrona, a tu centro de salud o al hospital donde nació para que le midan la bilirrubina hoy; si no te pueden ver en unas horas, ve a urgencias.',
        'Ve a urgencias ahora si está cada vez más dormido, come mal o sin fuerza, tiene un llanto muy agudo o se pone rígido arqueando la espalda.',
      ),
    ),
    amarillo(
      `intensidad = '${INTENSIDAD.extenso}'`,
      'Piel amarilla que llega a la tripa o las piernas, o va a más',
      consejosAmarillo('Hay que medirle hoy la bilirrubina (en las próximas horas) para saber si necesita tratamiento.'),
    ),
    amarillo(
      `come_mal = '${COME.dormilon}'`,
      'Piel amarilla y cada vez más dormilón para comer',
      consejosAmarillo(
        'Un bebé con ictericia que cada vez está más dormido y con menos interés por comer debe verlo hoy un médico para medirle la bilirrubina (Healthier Together).',
        'Mientras tanto, despiértalo para comer al menos cada 3 horas (desvístelo, cámbiale el pañal, ponle piel con piel).',
        'Si no hay forma de que coma, succiona sin fuerza o está flojo, ve a urgencias ahora.',
      ),
      { ver_tambien: ['lactancia_alimentacion'] },
    ),
    amarillo(
      `dias_vida >= ${DIAS_NEONATAL} AND estudiada = 'no'`,
      'Piel amarilla a partir de las 4 semanas de vida',
      consejosAmarillo(
        'A partir de las 4 semanas de vida la piel amarilla ya no se considera la ictericia normal del recién nacido: hay que hacer un análisis para buscar la causa.',
        'Fíjate en el color de las cacas: si son claras o color masilla, díselo al médico.',
      ),
    ),
    amarillo(
      `edad_rango != '0-3 meses' AND ${AMARILLO} AND gilbert_habitual != 'si'`,
      'Piel o blanco de los ojos amarillos a partir de los 3 meses',
      consejosAmarillo('Pasado el periodo de recién nacido, la piel o los ojos amarillos deben valorarse hoy para buscar la causa (por ejemplo, una hepatitis).'),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    amarillo(
      `((dias_vida >= ${DIAS_PROLONGADA_TERMINO} AND prematuro = 'no') OR dias_vida >= ${DIAS_PROLONGADA_PREMATURO}) AND estudiada = 'no'`,
      'Ictericia que dura más de 2 semanas (3 si nació prematuro)',
      consejosAmarillo(
        'Si la piel sigue amarilla a las 2 semanas de vida (3 semanas en los prematuros), hay que hacer un análisis de sangre y de orina para descartar un problema del hígado, aunque esté bien.',
        'Suele deberse a la leche materna y no es motivo para dejar de darle el pecho.',
      ),
    ),
    amarillo(
      "valorada = 'no'",
      'Piel amarilla que todavía no ha valorado un profesional',
      consejosAmarillo(
        'La mayoría de las ictericias del recién nacido son normales, pero a simple vista no se puede saber cuánta bilirrubina tiene: hay que medirla hoy (en las próximas 6 horas).',
        'Llama a tu matrona, a tu centro de salud o al hospital donde nació para que lo valoren hoy.',
      ),
    ),
    reglaMuyEnfermo(['Mientras tanto, ofrécele el pecho o el biberón a menudo y fíjate en el color de las cacas y del pis.']),
    // ---------------------------------------------------------------- verde
    {
      si: CAROTENEMIA,
      urgencia: 'verde',
      titulo: 'Piel anaranjada por la comida (carotenemia), con los ojos blancos',
      consejos: [
        'Las palmas, las plantas y la nariz de color naranja con el blanco de los ojos blanco, en un niño que come a menudo zanahoria, calabaza, boniato u otros alimentos naranjas, se deben al pigmento de esos alimentos (carotenemia). No es ictericia, no es peligroso y no hace falta ningún análisis.',
        'No hace falta quitar esos alimentos: basta con variar los purés. El color se va poco a poco en unas semanas.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'se le pone amarillo el blanco de los ojos',
          'hace cacas muy claras (blanquecinas o color masilla) o el pis es oscuro',
          'come mal, está decaído o tiene fiebre',
        ]),
        consejoConsultaSi(['el color sigue igual después de varias semanas comiendo menos alimentos naranjas']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `intensidad = '${INTENSIDAD.no}'`,
      urgencia: 'verde',
      titulo: 'No se le ve amarillo',
      consejos: [
        'Si con luz de día no le ves amarillos la piel ni el blanco de los ojos, ahora no parece que tenga ictericia. Vuelve a mirarlo cada día junto a una ventana, apretando suavemente la piel de la nariz y del pecho, sobre todo en las 2 primeras semanas.',
        'Si lo que te preocupa es otra cosa (cómo come, el llanto, el sueño, la fiebre), elige ese apartado.',
        'En los 3-4 primeros días es normal alguna mancha naranja o rojiza de pis en el pañal si moja sus pañales; después, no.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'se pone amarillo en el primer día de vida, o el amarillo le llega a la tripa o a las piernas',
          'come mal, está mucho más dormido o tiene 38 °C o más, o menos de 36 °C',
          'hace cacas muy claras (blanquecinas o color masilla) o el pis es oscuro y mancha el pañal',
          'pasa 8 horas sin mojar un pañal',
        ]),
        consejoConsultaSi(['se le ve amarillo (que lo valoren hoy)', 'tienes dudas con la lactancia o crees que no le llega suficiente leche']),
      ],
      acciones_sugeridas: [ACCION.vigila],
      ver_tambien: ['lactancia_alimentacion'],
    },
    {
      si: GILBERT,
      urgencia: 'verde',
      titulo: 'El amarillo de siempre de su síndrome de Gilbert',
      consejos: [
        'El síndrome de Gilbert hace que el blanco de los ojos (y a veces un poco la piel) se ponga algo amarillo cuando está en ayunas, enfermo, cansado o nervioso. Es inofensivo, no daña el hígado y no necesita tratamiento ni análisis cada vez (NHS).',
        'Ayuda que no pase muchas horas sin comer, beba suficiente y descanse. El amarillo se va solo cuando se recupera.',
        'Si le van a dar medicinas nuevas o le van a operar, recuerda decir que tiene síndrome de Gilbert.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'el amarillo es más intenso de lo habitual, le llega a la piel de la tripa o las piernas, o no se va en unos días',
          'el pis es oscuro (marrón o color té) o las cacas son muy claras (blanquecinas o color masilla)',
          'tiene dolor de tripa, fiebre, vómitos, picor por todo el cuerpo, o está decaído o enfermo',
        ]),
        consejoConsultaSi(['el amarillo aparece más a menudo que antes o te preocupa cómo va']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Ictericia leve del recién nacido, ya valorada',
      consejos: [
        'Más de la mitad de los recién nacidos se ponen algo amarillos entre el 2º y el 4º día, y se les va en 1-2 semanas. Si ya lo ha valorado un profesional, es leve y come bien, puedes cuidarlo en casa.',
        'En algunos bebés que toman el pecho el color amarillo dura varias semanas más (ictericia por leche materna): si el análisis fue normal, hace cacas de color normal y gana peso, no hace falta dejar el pecho.',
        'Dale el pecho o el biberón a menudo, de 8 a 12 veces al día: la bilirrubina se elimina con la caca y el pis. Despiértalo para comer si pasan más de 3 horas.',
        'Míralo cada día con luz natural. No lo pongas al sol ni le des agua ni infusiones.',
        'En los 3-4 primeros días es normal alguna mancha naranja o rojiza de pis en el pañal (cristales de orina) si moja sus pañales; si sigue después, díselo a tu matrona.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'come mal, se duerme en las tomas o está mucho más dormido',
          'tiene 38 °C o más, o menos de 36 °C',
          'el amarillo llega a la tripa o a las piernas, o va a más',
          'hace cacas muy claras o el pis es oscuro y mancha el pañal',
          'pasa 8 horas sin mojar un pañal',
        ]),
        consejoConsultaSi([
          'sigue amarillo a las 2 semanas de vida (3 semanas si nació prematuro)',
          'tienes dudas con la lactancia o crees que no le llega suficiente leche',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
  ],
}, 'adormilado');
