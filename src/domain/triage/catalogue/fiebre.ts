/**
 * Fiebre. Built on the NICE NG143 traffic-light table (one tiered question per
 * domain: colour, breathing, activity, hydration), the NHS Healthier Together
 * fever sheets, the SEUP three-level guide for Spanish parents and the
 * Schmitt/AAP fever protocol. See `notas` for where they disagree.
 */
import type { Flujo } from '../types.ts';
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
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  AVISO_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
} from './comunes.ts';
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
  SATURACION,
  SIN_SATURACION_BAJA,
} from './banderas-pulsioximetria.ts';
import { conCribado } from './cribado-otras-puertas.ts';

/** NICE NG143 "Colour" row. */
export const COLOR = {
  normal: 'Normal, como siempre',
  palido: 'Más pálido de lo normal',
  grave: 'Muy pálido o grisáceo, con la piel moteada o los labios azulados',
} as const;

/**
 * NICE NG143 "Respiratory" row: amber = tachypnoea for the age, nasal flaring
 * (and, with Healthier Together, a little drawing-in between or below the
 * ribs); red = grunting, RR > 60, moderate or severe chest indrawing. The mild
 * and the severe forms are separate answers (issue 9, pattern 5).
 */
export const RESPIRACION = {
  normal: 'Respira con normalidad',
  rapida:
    'Respira deprisa para su edad, se le abren las aletas de la nariz o se le marca un poco la piel entre las costillas, pero no se queja ni hace pausas',
  grave:
    'Le cuesta mucho respirar: hace pausas, se queja con cada respiración, se le hunden mucho las costillas o el cuello, respira más de 60 veces por minuto o no puede comer ni hablar de la fatiga',
} as const;

/** NICE NG143 "Activity" row; HT "especially if they stay this way when the temperature comes down". */
export const ACTIVIDAD = {
  normal: 'Está como casi siempre: juega, sonríe o te hace caso, al menos cuando le baja la fiebre',
  decaido: 'Sigue decaído o irritable aunque le baje la fiebre: no sonríe, no te hace caso o está más dormido de lo normal',
  grave: 'Está muy adormilado o confuso, cuesta mucho despertarlo o no responde, o tiene un llanto débil, muy agudo o continuo que no se calma',
} as const;

/** NICE NG143 "Circulation and hydration" row (amber: dry mucous membranes, poor feeding, reduced urine; red: reduced skin turgor). */
export const HIDRATACION = {
  normal: 'Bebe y hace pis más o menos como siempre',
  poca: 'Bebe menos de la mitad de lo normal, tiene la boca seca, los ojos hundidos o hace mucho menos pis',
  grave: 'Al pellizcar suavemente la piel de la tripa y soltarla, el pliegue se queda marcado y tarda en deshacerse',
} as const;

export const DIAS_FIEBRE = {
  menos24h: 'Menos de 24 horas',
  uno_dos: 'De 1 a 2 días',
  tres_cuatro: 'De 3 a 4 días',
  cinco_o_mas: '5 días o más',
} as const;

const AYUDA_ESCALA = 'Si encaja más de una opción, elige la última que encaje (la más grave).';

/**
 * Answers asked before the last amber questions that already make the result amarillo (their rules come
 * first): breathing fast, down or irritable, paler than usual, drinking little, fever for 5 days, an amber
 * oximeter reading. After one of them, the questions that can only give amarillo (the amber signs, the urine,
 * "very ill") are not asked: they could not change the result (round 6; it also keeps the flow's walk
 * reviewable). Round 12: a baby under 3 months is no longer among them, because a well baby whose thermometer
 * stayed below 38 °C can now be verde, and those questions decide it.
 */
const SIN_AMARILLO_PREVIO = [
  `respiracion != '${RESPIRACION.rapida}'`,
  `actividad != '${ACTIVIDAD.decaido}'`,
  `color != '${COLOR.palido}'`,
  `hidratacion != '${HIDRATACION.poca}'`,
  `dias_fiebre != '${DIAS_FIEBRE.cinco_o_mas}'`,
  SIN_SATURACION_BAJA,
].join(' AND ');

/**
 * Round 12: any answer off the green side in a baby under 3 months without a measured fever (the red ones
 * already gave rojo). Such a baby is seen today (amarillo, no dose); a baby with none of them, whose
 * thermometer readings all stayed between 36 °C and 37.9 °C, is verde (NICE NG143: fever is 38 °C or more).
 * Every id here is asked whenever the ones before it leave the answer open, so the condition is never unknown.
 */
const ALGUN_SIGNO_BEBE = [
  `color != '${COLOR.normal}'`,
  `respiracion != '${RESPIRACION.normal}'`,
  `actividad != '${ACTIVIDAD.normal}'`,
  `manchas_piel != '${MANCHAS.no}'`,
  `hidratacion != '${HIDRATACION.normal}'`,
  `saturacion_oxigeno != '${SATURACION.noMedida}'`,
  `dias_fiebre = '${DIAS_FIEBRE.cinco_o_mas}'`,
  "otros_signos = 'si'",
  "sintomas_orina = 'si'",
  "muy_enfermo = 'si'",
].join(' OR ');

const consejosRojo = (...propios: string[]): string[] => [
  ...propios,
  'No esperes a ver si le baja la fiebre con un antitérmico: ve ya.',
  'Si notas que respira mal, se pone azul o deja de responder, llama al 112 en lugar de ir por tu cuenta.',
  CONSEJO_ROJO_CAMINO,
];


const CONSEJOS_CASA: readonly string[] = [
  'Ofrécele líquidos a menudo y en poca cantidad (pecho, biberón o agua). Es normal que coma menos estos días.',
  'No lo abrigues de más ni lo desnudes del todo. No le bañes ni le pongas paños con agua tibia o fría, ni alcohol, para bajarle la fiebre.',
  'Los antitérmicos no evitan las convulsiones por fiebre.',
  'Mientras tenga fiebre, ve a verle también durante la noche.',
];

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'deja de beber o hace muy poco pis',
  MOTIVO_VUELVE_SATURACION,
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_SI = consejoConsultaSi([
  'la fiebre dura 5 días o más, o más de 3 días sin ir a mejor',
  'es menor de 2 años y lleva más de 24 horas con fiebre sin una causa clara (sin mocos, tos ni diarrea), para mirarle la orina',
  'le duele algo que no se le pasa con el antitérmico, tiene tiritonas fuertes, o no quiere mover o apoyar un brazo o una pierna (que lo vean hoy)',
  MOTIVO_CONSULTA_SATURACION,
  'no te ves capaz de cuidarlo en casa',
]);

const consejosAmarillo = (...propios: string[]): string[] => [
  ...propios,
  'Mientras tanto, ofrécele líquidos a menudo y dale paracetamol solo si está molesto.',
  CONSEJO_AMARILLO,
];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: paracetamol() });

export const fiebre: Flujo = conCribado({
  ...FICHAS.fiebre,
  fuentes: [
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (actualizada en 2021)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'Traffic light system for identifying risk of serious illness (tabla de NICE NG143, reproducida por NASGP)',
      anio: 2021,
      url: 'https://www.nasgp.org.uk/clinical-guidelines/paediatrics/traffic-light-system-for-identifying-risk-of-serious-illness/',
    },
    {
      titulo: 'NHS Healthier Together (Frimley). Fever – high temperature in children over 3 months of age (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://frimley-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/fever-high-temperature/fever-high-temperature-children-over-3-months-age',
    },
    {
      titulo: 'NHS Healthier Together (Oxfordshire). Fever in babies under 3 months (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-baby-unwell-under-3-months/fever-high-temperature',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'Schmitt BD / AAP. Fever – symptom checker (versión para padres)',
      anio: 2010,
      url: 'https://southpointpediatrics.blog/2010/07/05/healthy-children/',
    },
    {
      titulo: 'NHS Healthier Together (South Yorkshire). Seizure / febrile convulsion (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://sybhealthiertogether.nhs.uk/national/worried-your-child-unwell/seizurefebrile-convulsion',
    },
    {
      titulo: 'AAP. Febrile Seizures: Guideline for the Neurodiagnostic Evaluation of the Child With a Simple Febrile Seizure. Pediatrics 2011;127:389-394',
      anio: 2011,
      url: 'https://doi.org/10.1542/peds.2010-3318',
    },
    {
      titulo: 'NHS Healthier Together (What 0-18). Abdominal pain: advice for parents (rojo: dolor fuerte a pesar de analgésicos, dolor de testículo) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/professionals/gp-primary-care-staff/safety-netting-documents-parents/abdominal-pain',
    },
    {
      titulo: 'Schmitt-Thompson. Earache (hinchazón detrás de la oreja con fiebre: mastoiditis) (Swedish Kids Symptom Checker) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.swedish.org/classes-and-resources/swedish-kids-symptom-checker?Symptom=31',
    },
    {
      titulo: 'NICE NG141. Cellulitis and erysipelas (derivar al hospital la celulitis orbitaria)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng141/chapter/Recommendations',
    },
    {
      titulo: 'NICE CG151. Neutropenic sepsis: prevention and management in people with cancer (derivación inmediata)',
      anio: 2012,
      url: 'https://www.nice.org.uk/guidance/cg151/chapter/Recommendations',
    },
    {
      titulo: 'NICE NG51. Sepsis: recognition, diagnosis and early management (grupos de riesgo: defensas bajas por enfermedad o medicamentos; vías y catéteres permanentes)',
      anio: 2016,
      url: 'https://www.nice.org.uk/guidance/ng51/chapter/Recommendations',
    },
    {
      titulo: 'Mermel LA et al. Clinical Practice Guidelines for the Diagnosis and Management of Intravascular Catheter-Related Infection: 2009 Update by the Infectious Diseases Society of America. Clin Infect Dis 2009;49:1-45 (fiebre o tiritona con un catéter: infección de la sangre por el catéter)',
      anio: 2009,
      url: 'https://doi.org/10.1086/599376',
    },
    {
      titulo: 'Chapman ALN et al. Updated good practice recommendations for outpatient parenteral antimicrobial therapy (OPAT) in adults and children in the UK (BSAC). JAC Antimicrob Resist 2019;1:dlz026 (tratamiento intravenoso en casa: complicaciones de la vía y a quién llamar)',
      anio: 2019,
      url: 'https://doi.org/10.1093/jacamr/dlz026',
    },
    {
      titulo: 'AAP / Schmitt BD. Fever (0-12 Months) – symptom checker (healthychildren.org): el bebé abrigado de más (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://healthychildren.org/English/tips-tools/symptom-checker/Pages/symptomviewer.aspx?symptom=Fever+%280-12+Months%29',
    },
    FUENTE_NG9_SATURACION,
    FUENTE_BTS_NEUMONIA,
    {
      titulo: 'AEMPS CIMA. Ficha técnica Paracetamol 100 mg/ml solución oral (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cima.aemps.es/cima/dochtml/ft/68318/FT_68318.html',
    },
    {
      titulo: 'AEMPS CIMA. Ficha técnica Dalsy 40 mg/ml suspensión oral (ibuprofeno) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cima.aemps.es/cima/dochtml/ft/69726/FT_69726.html',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Menores de 3 meses: NICE NG143 da rojo a cualquier temperatura ≥ 38 °C "independientemente de cómo se vea al bebé"; SEUP lo pone en "Urgencias el mismo día"; Healthier Together admite paracetamol y vigilancia si la fiebre aparece en las 48 horas siguientes a las vacunas sin otros signos. Elegimos la lectura prudente: rojo siempre en este flujo, sin excepción por vacunas (de noche un padre no puede descartar los demás signos con seguridad; el flujo vacunas_reacciones podrá tratar ese caso con revisión pediátrica). También rojo si no se ha podido medir (SPEC §4 da la edad 0-3 meses como disparador rojo; NG143 pide tomar en serio la fiebre referida por los padres) y si la temperatura es < 36 °C (Healthier Together). Un bebé de 0-3 meses sin fiebre al medirla sale amarillo si tiene cualquier signo fuera del verde, y verde si está bien (ronda 12, nota siguiente).',
    'Ronda 12, bebé de menos de 3 meses que se nota caliente pero no llega a 38 °C: NICE NG143 define la fiebre como 38 °C o más, y el protocolo de fiebre de Schmitt (AAP, healthychildren.org) cuenta entre sus causas al bebé abrigado de más, cuya temperatura se normaliza al quitarle ropa. Antes este bebé salía siempre amarillo. Ahora, si todas las medidas del termómetro han quedado entre 36 °C y 37,9 °C y todo lo demás es normal (color, respiración, ánimo, sin manchas, bebe y moja pañales, sin signos ámbar ni "lo ves muy enfermo", sin cifra baja de pulsioxímetro y menos de 5 días) → verde sin medicinas, con una red de seguridad estricta: quitarle la ropa de más y volver a medir en 15-30 minutos y cada pocas horas; cualquier medida de 38 °C o más, o por debajo de 36 °C, que coma menos o esté adormilado → urgencias ahora. Para decidirlo se le hacen ahora también a esta edad las preguntas ámbar finales (otros_signos, sintomas_orina, muy_enfermo), que antes se saltaban. Sin medir sigue rojo y 38 °C o más sigue rojo. Desacuerdo anotado: el protocolo de Schmitt considera fiebre en la axila desde 37,2 °C (y pide confirmarla en el recto); NICE, Healthier Together y la práctica española usan 38 °C también en la axila, que es como el flujo pide medirla. Seguimos a NICE; revisar con pediatría.',
    'Ronda 12, fiebre o tiritona con un catéter venoso central (PICC, reservorio o port, Hickman o Broviac, vía para tratamiento intravenoso o nutrición parenteral en casa): la guía de infecciones por catéter de la IDSA (Mermel 2009) describe la fiebre y la tiritona, sobre todo si aparecen durante o poco después de usar la vía (una infusión, un lavado), como los signos de una posible infección de la sangre por el catéter, que se confirma con hemocultivos en el hospital; las recomendaciones británicas de tratamiento intravenoso en casa (BSAC, Chapman 2019) piden enseñar a las familias a reconocer las complicaciones de la vía y darles un contacto a cualquier hora; NICE NG51 cuenta las vías y catéteres permanentes entre los factores de riesgo de sepsis, y NICE CG151 pide derivación inmediata del niño con quimioterapia y fiebre (muchos llevan un reservorio). La pregunta defensas_bajas no nombraba los catéteres, así que un niño con nutrición parenteral o antibiótico intravenoso en casa y sin tratamiento que baje las defensas podía salir verde. Pregunta nueva (cateter_central), justo después de defensas_bajas → rojo, urgencias ahora, sin condicionarlo a la cifra del termómetro (la tiritona tras usar la vía cuenta aunque la fiebre no sea alta; es la lectura prudente). El consejo pide seguir el plan de su unidad si tirita durante una infusión (normalmente parar la bomba y cerrar la pinza) y no usar el catéter hasta que lo vean.',
    '39 °C: el umbral de SPEC §9 se usa exactamente (≥ 39). De 3 a 6 meses, ≥ 39 °C es ámbar de NICE → amarillo. Por encima de 6 meses NICE no usa la altura de la fiebre y SEUP pone "3 meses-2 años con 39 °C sin signos de alarma" en "pediatra, no urgente": verde con cita no urgente con su pediatra. SEUP sí manda a Urgencias el mismo día con > 40,5 °C a cualquier edad: amarillo desde 40,5 °C (se incluye el 40,5 exacto).',
    'Bebés de 3 a 6 meses con fiebre < 39 °C y sin signos: NICE lo da verde; Schmitt pide verlos en 24 horas. Verde (la fuente principal dice cuidado en casa) pero con el consejo de pedir cita con su pediatra en las próximas 24 horas y solo paracetamol.',
    'Duración: NICE da ámbar a ≥ 5 días y SEUP "pediatra no urgente" a > 5 días; Schmitt pide ver en 24 horas con > 3 días. Amarillo desde 5 días (se incluye el 5º día); de 3 a 4 días, verde con consejo de consultar con su pediatra si no va a mejor.',
    'Puertas equivocadas: la fiebre es la puerta de casi todas las infecciones graves. Sepsis y meningococo (color, actividad, manchas que no se borran: rojo); meningitis (cuello rígido, fontanela abultada: rojo); neumonía y bronquiolitis (respiración contada por edad, aleteo, tiraje leve → amarillo; quejido, pausas, tiraje intenso o > 60 por minuto → rojo; enlace a tos); convulsión febril (rojo; enlace a convulsion, que distingue la convulsión corta como otras veces); deshidratación (amarillo o rojo); infección de orina y pielonefritis (amarillo; enlace a orina); enfermedad de Kawasaki (5 días o más: amarillo); artritis séptica y osteomielitis (articulación hinchada, no apoya: amarillo; enlace a dolor_articular); abdomen agudo (apendicitis, invaginación) y torsión o inflamación de testículo (dolor de tripa muy fuerte que no cede con analgésico o dolor de testículo: rojo, Healthier Together dolor abdominal; enlace a dolor_abdominal); mastoiditis (zona roja e hinchada detrás de la oreja que la despega: rojo, como en dolor_oido; Schmitt y OMS-AIEPI); celulitis orbitaria (ojo que no se abre o duele al moverlo: rojo, NICE NG141; párpado hinchado solo: amarillo; enlace a hinchazon_local); sepsis en niños con defensas bajas (quimioterapia, inmunosupresores, drepanocitosis, sin bazo: rojo, NICE CG151 pide derivación inmediata en la neutropenia febril y NG51 los pone en alto riesgo de sepsis; para los que no reciben quimioterapia elegimos la lectura prudente, como indican sus planes de cuidados).',
    'Respiración (patrón 5, forma leve frente a grave): NICE NG143 pone en ámbar el aleteo nasal y la respiración rápida para la edad (> 50 por minuto de 6 a 12 meses, > 40 desde 1 año; lo extendemos a todo menor de 1 año, como en tos) y en rojo el quejido, más de 60 por minuto y el tiraje moderado o grave; Healthier Together pone en ámbar el "trabajar más para respirar" (se le marcan las costillas). Por eso la respuesta ámbar incluye que se le marque un poco la piel entre las costillas, y la roja exige que se hundan mucho, quejido, pausas, más de 60 por minuto o no poder comer. La ayuda enseña a contar durante un minuto. Se pregunta como opciones observables (y no con el número contado, como en tos y mocos_congestion, banderas-respiracion.ts) para no multiplicar los caminos de un flujo que ya pregunta la temperatura como número.',
    'Palidez referida por los padres es ámbar en NICE (amarillo aquí); muy pálido, moteado, grisáceo o azul es rojo.',
    'Convulsión con esta fiebre: rojo siempre en este flujo (SEUP la pone en 112; Healthier Together llama a una ambulancia ante la primera), con enlace a convulsion. La excepción de Healthier Together (verde para una convulsión febril corta, como otras anteriores, con recuperación completa, de 6 meses a 5 años) se aplica en el flujo convulsion, que pregunta cada uno de esos datos; aquí pedirlo multiplicaba las combinaciones del cuestionario de fiebre (que ya pregunta la temperatura como número) y se prefirió la lectura prudente. Revisar con pediatría si conviene repetirla aquí.',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo (NICE: aspecto de enfermedad) → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y recuerda cuándo ir igualmente.',
    'Otros signos ámbar (ronda 6): NICE NG143 pone en ámbar la tiritona (rigors), la hinchazón de un miembro o una articulación y no apoyar o no usar un miembro; Healthier Together añade el dolor que no cede con analgésicos. La pregunta (otros_signos) juntaba las tiritonas con el "dolor de músculos" y con "un dolor que no se le pasa", así que un niño con los dolores de cuerpo de una gripe salía amarillo como uno con tiritonas o una pierna hinchada. Ahora pregunta solo los signos ámbar, descritos (tiritonas fuertes: tiembla sin poder parar aunque esté abrigado; miembro o articulación hinchados o que no mueve o no apoya; párpado hinchado; dolor fuerte en un sitio concreto que no cede) → amarillo, y la ayuda dice que no cuentan los escalofríos mientras sube la fiebre ni el dolor de cuerpo, de músculos, de cabeza o de garganta o la tos de un catarro o una gripe que mejoran con el antitérmico. Conserva el id y el tipo (Sí/No) porque otras pruebas del servidor y del navegador responden este flujo; las respuestas ya dadas con el texto antiguo deben darse de nuevo. El párpado hinchado sigue en amarillo aquí (NICE NG141: valorar la derivación de una infección cerca del ojo); en la puerta "mocos", con un catarro o una sinusitis de fondo, es rojo por NICE NG79. Además, cuando una respuesta anterior ya da amarillo (menor de 3 meses, respira deprisa, decaído, pálido, bebe poco, 5 días de fiebre; sus reglas van antes), ya no se preguntan los signos ámbar, la orina ni "lo ves muy enfermo": no cambiarían el resultado, y así el recorrido del flujo sigue siendo revisable.',
    'Molestias al orinar con fiebre: SPEC §9 marca el umbral de 24 meses; se da amarillo a cualquier edad (fiebre con síntomas urinarios sugiere infección alta, que necesita valoración y antibiótico el mismo día), con enlace al flujo orina.',
    NOTA_SATURACION,
    'Pulsioxímetro en este flujo: la pregunta va después de la temperatura (la última que puede dar rojo) y antes de los días de fiebre. Una cifra entre 92 % y 95 % se suma a las respuestas ámbar que ya dan amarillo, así que tras ella no se preguntan los signos ámbar, la orina ni "lo ves muy enfermo". En menores de 3 meses manda la regla del bebé (amarillo sin medicinas), que va antes.',
    'Medicación: paracetamol 15 mg/kg e ibuprofeno 10 mg/kg (SPEC §9; fichas técnicas AEMPS). Ibuprofeno solo en verde desde 6 meses; en amarillo solo paracetamol (puede haber deshidratación, en la que el ibuprofeno se desaconseja), y con manchas que se borran también solo paracetamol (por si es varicela). En menores de 3 meses, ninguno sin indicación médica (Schmitt: no dar antitérmico antes de que lo vea un médico).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'color',
      texto: '¿Cómo está de color (piel, labios y lengua)?',
      tipo: 'opciones',
      opciones: [COLOR.normal, COLOR.palido, COLOR.grave],
      ayuda: `Míralo con buena luz. "Moteada" es una piel con manchas como de mármol. ${AYUDA_ESCALA}`,
      alarma: [COLOR.grave],
    },
    {
      id: 'respiracion',
      texto: '¿Cómo respira?',
      tipo: 'opciones',
      opciones: [RESPIRACION.normal, RESPIRACION.rapida, RESPIRACION.grave],
      ayuda: `Destápale el pecho y cuenta sus respiraciones durante un minuto entero, tranquilo y sin llorar. Es deprisa para su edad si pasa de 50 por minuto en menores de 1 año o de 40 por minuto a partir de 1 año; si pasa de 60 por minuto a cualquier edad, elige la última opción. Mira también el pecho y el cuello: que se marque un poco la piel entre las costillas es la segunda opción; que se hundan mucho, la última. ${AYUDA_ESCALA}`,
      alarma: [RESPIRACION.grave],
    },
    {
      id: 'actividad',
      texto: '¿Cómo está de ánimo y de despierto?',
      tipo: 'opciones',
      opciones: [ACTIVIDAD.normal, ACTIVIDAD.decaido, ACTIVIDAD.grave],
      ayuda: `Con fiebre es normal que esté más flojo; fíjate en cómo está cuando le baja. ${AYUDA_ESCALA}`,
      alarma: [ACTIVIDAD.grave],
    },
    PREGUNTA_MANCHAS,
    {
      id: 'convulsion',
      texto:
        '¿Ha tenido una convulsión con esta fiebre: sacudidas o rigidez de todo el cuerpo o de una parte, o se ha quedado con la mirada perdida sin responder?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'rigidez_vomitos',
      texto:
        '¿Tiene el cuello rígido (no puede o no quiere bajar la barbilla hasta el pecho), la fontanela (la "mollera" de los bebés) abultada, o vomita a chorro, de color verde o con sangre?',
      tipo: 'si_no',
      ayuda: 'La fontanela se mira con el bebé tranquilo e incorporado, sin llorar: normalmente está blanda y plana.',
      alarma: ['si'],
    },
    {
      id: 'signos_localizados',
      texto:
        '¿Tiene alguno de estos: un dolor de tripa muy fuerte y continuo que no se le pasa con paracetamol o ibuprofeno; dolor o hinchazón en un testículo; una zona roja e hinchada detrás de una oreja que se la despega; o un ojo tan hinchado que no lo puede abrir o que le duele al moverlo?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'defensas_bajas',
      texto:
        '¿Recibe quimioterapia o medicinas que bajan las defensas (por ejemplo, corticoides durante mucho tiempo o tras un trasplante), tiene drepanocitosis (anemia falciforme) o le han quitado el bazo?',
      tipo: 'si_no',
      ayuda: 'Si su médico te ha dado un plan para cuando tenga fiebre, síguelo.',
      alarma: ['si'],
    },
    {
      // Round 12: catheter-related bloodstream infection (IDSA 2009; BSAC OPAT 2019; NICE NG51 indwelling lines).
      id: 'cateter_central',
      texto:
        '¿Lleva un catéter venoso central: un PICC (una vía fina en el brazo que dura semanas), un reservorio o port bajo la piel, un catéter tunelizado (Hickman o Broviac), o una vía para recibir en casa tratamiento por la vena o nutrición parenteral?',
      tipo: 'si_no',
      ayuda:
        'Con un catéter central, la fiebre o la tiritona pueden ser una infección de la sangre que entra por el catéter, sobre todo si empiezan durante una infusión o poco después de usarlo o lavarlo. No cuenta una vía normal en la mano o el brazo que ya le han quitado.',
      alarma: ['si'],
    },
    {
      id: 'hidratacion',
      texto: '¿Cómo está de líquidos?',
      tipo: 'opciones',
      opciones: [HIDRATACION.normal, HIDRATACION.poca, HIDRATACION.grave],
      ayuda: `"Mucho menos pis" es, por ejemplo, ningún pañal mojado en 8 horas en un bebé pequeño o ningún pis en 12 horas en un niño mayor. ${AYUDA_ESCALA}`,
      alarma: [HIDRATACION.grave],
    },
    {
      id: 'temperatura_medida',
      texto: '¿Le has medido la temperatura con un termómetro?',
      tipo: 'si_no',
      ayuda:
        'Si tienes termómetro y aún no lo has hecho, mídesela ahora: termómetro digital en la axila (o de oído en niños mayores de un mes). No uses tiras de la frente.',
    },
    {
      id: 'temperatura',
      texto: '¿Cuál ha sido la temperatura más alta que le has medido (en °C)?',
      tipo: 'numero',
      ayuda: 'Escribe los grados con decimales, por ejemplo 38,5.',
      mostrar_si: "temperatura_medida = 'si'",
    },
    // Round 11: after the temperature (the last question that can give rojo), before the amber questions.
    PREGUNTA_SATURACION,
    {
      id: 'dias_fiebre',
      texto: '¿Cuánto tiempo lleva con fiebre?',
      tipo: 'opciones',
      opciones: [DIAS_FIEBRE.menos24h, DIAS_FIEBRE.uno_dos, DIAS_FIEBRE.tres_cuatro, DIAS_FIEBRE.cinco_o_mas],
      alarma: [DIAS_FIEBRE.cinco_o_mas],
    },
    {
      // Round 6: the same id, now only the NICE NG143 amber signs; the aches of a cold or flu were lumped in.
      id: 'otros_signos',
      texto:
        '¿Tiene alguno de estos: tiritonas fuertes (tiembla sin poder parar aunque esté abrigado); un brazo, una pierna o una articulación hinchados, o no quiere moverlos ni apoyar el pie; un ojo o un párpado hinchado; o un dolor fuerte en un sitio concreto que no se le pasa con paracetamol o ibuprofeno?',
      tipo: 'si_no',
      ayuda:
        'No cuentan los escalofríos de cuando sube la fiebre, ni el dolor de cuerpo, de músculos, de cabeza o de garganta o la tos de un catarro o una gripe que mejoran con el antitérmico: en ese caso, responde No.',
      mostrar_si: SIN_AMARILLO_PREVIO,
      alarma: ['si'],
    },
    {
      id: 'sintomas_orina',
      texto: '¿Se queja o llora al hacer pis, hace pis mucho más a menudo, o el pis huele muy mal, está turbio o tiene sangre?',
      tipo: 'si_no',
      mostrar_si: `${SIN_AMARILLO_PREVIO} AND otros_signos != 'si'`,
      alarma: ['si'],
    },
    { ...PREGUNTA_MUY_ENFERMO, mostrar_si: `${SIN_AMARILLO_PREVIO} AND otros_signos != 'si' AND sintomas_orina != 'si'` },
    PREGUNTA_PREOCUPADO,
    // Weight last, and not for babies under 3 months: no result suggests a dose at that age.
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  avisos: [AVISO_PREOCUPADO],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      `respiracion = '${RESPIRACION.grave}'`,
      'Dificultad para respirar con fiebre',
      consejosRojo('Mantenlo incorporado, en la postura en la que respire mejor, y no le des de comer por el camino.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaSaturacionRojo(['No esperes a ver si le baja la fiebre con un antitérmico: ve ya.']),
    rojo(
      `color = '${COLOR.grave}'`,
      'Color muy pálido, moteado o labios azulados',
      consejosRojo('Puede ser un signo de infección grave o de mala circulación: necesita atención inmediata.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `actividad = '${ACTIVIDAD.grave}'`,
      'Muy adormilado, no responde o llanto anormal',
      consejosRojo('Si no responde pero respira, túmbalo de lado. No le des nada por la boca mientras esté así.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "convulsion = 'si'",
      'Convulsión con fiebre',
      consejosRojo(
        'Si vuelve a convulsionar: túmbalo de lado en un sitio seguro, no le metas nada en la boca, no le sujetes y mira el reloj; si dura 5 minutos o más, llama al 112.',
        'Bajar la fiebre no evita otra convulsión, pero tampoco le abrigues de más.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['convulsion'] },
    ),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Fiebre con manchas que no se borran al apretar',
      consejosRojo('Las manchas rojas o moradas que no se borran con la prueba del vaso pueden ser una infección grave (meningococo): ve sin esperar.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "rigidez_vomitos = 'si'",
      'Fiebre con cuello rígido, fontanela abultada o vómitos de alarma',
      consejosRojo('Estos signos pueden indicar meningitis o un problema en la tripa que necesita valoración inmediata. No le des de comer ni de beber por el camino.'),
    ),
    rojo(
      "signos_localizados = 'si'",
      'Fiebre con dolor muy fuerte o una hinchazón de alarma',
      consejosRojo(
        'Un dolor de tripa muy fuerte que no cede, un testículo doloroso o hinchado, una zona hinchada detrás de la oreja o un ojo que no se abre pueden ser una apendicitis, una torsión de testículo, una mastoiditis o una infección alrededor del ojo: necesitan valoración urgente.',
        'No le des de comer ni de beber por el camino, por si necesita una operación.',
      ),
      { ver_tambien: ['dolor_abdominal', 'dolor_oido', 'hinchazon_local'] },
    ),
    rojo(
      "defensas_bajas = 'si'",
      'Fiebre en un niño con las defensas bajas',
      consejosRojo(
        'Con quimioterapia, medicinas que bajan las defensas, drepanocitosis o sin bazo, una fiebre puede ser una infección grave aunque parezca estar bien: necesita valoración en el hospital ahora.',
        'Si tiene un plan de su médico o un teléfono de su unidad para la fiebre, úsalo, y lleva su informe.',
      ),
    ),
    rojo(
      "cateter_central = 'si'",
      'Fiebre o tiritona en un niño con un catéter central',
      consejosRojo(
        'Con un catéter venoso central (PICC, reservorio, Hickman, vía para tratamiento o nutrición en casa), la fiebre o la tiritona pueden ser una infección de la sangre por el catéter, sobre todo si empezaron durante una infusión o poco después de usarlo o lavarlo: necesita valoración en el hospital ahora, aunque parezca estar bien (IDSA; BSAC).',
        'Si tirita o le sube la fiebre mientras pasa una infusión, sigue el plan que te dieron en su unidad (normalmente, parar la bomba y cerrar la pinza del catéter) y no vuelvas a usar el catéter ni hagas lavados hasta que lo vea un médico.',
        'Llama por el camino al teléfono de su unidad o de hospitalización a domicilio si lo tienes, y lleva su informe y los datos del catéter.',
      ),
    ),
    rojo(
      `hidratacion = '${HIDRATACION.grave}'`,
      'Signos de deshidratación grave',
      consejosRojo('Si está despierto y lo tolera, ofrécele pequeños sorbos de líquido por el camino, sin forzarle.'),
    ),
    rojo(
      "edad_rango = '0-3 meses' AND temperatura >= 38",
      'Fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida aunque parezca estar bien.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.',
        'No lo abrigues de más; sigue ofreciéndole el pecho o el biberón.',
      ),
    ),
    rojo(
      "edad_rango = '0-3 meses' AND temperatura < 36",
      'Temperatura baja en menor de 3 meses',
      consejosRojo(
        'Una temperatura por debajo de 36 °C en un bebé tan pequeño puede ser signo de infección: que lo vea un médico enseguida.',
        'Abrígalo con ropa y piel con piel mientras vais; no uses bolsas de agua caliente.',
      ),
    ),
    rojo(
      "edad_rango = '0-3 meses' AND temperatura_medida = 'no'",
      'Posible fiebre en menor de 3 meses sin poder medirla',
      consejosRojo(
        'En menores de 3 meses la fiebre siempre debe valorarla un médico, y sin termómetro no se puede descartar.',
        'Si puedes medirle la temperatura antes de salir, hazlo, pero no retrases la salida.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.',
      ),
    ),
    // ------------------------------------------------------------- amarillo
    // Babies under 3 months without a measured fever but with any sign off the green side: seen today, and
    // never with a dose at home (first among the amarillo rules so no other amarillo advice mentions
    // paracetamol). Round 12: a well baby with every reading below 38 °C is verde (see the verde rules).
    amarillo(
      `edad_rango = '0-3 meses' AND (${ALGUN_SIGNO_BEBE})`,
      'Bebé menor de 3 meses con un signo de alerta: que lo vea hoy un médico',
      [
        'Ahora no tiene fiebre medida, pero en menores de 3 meses cualquier cambio (bebe menos, está más decaído o pálido, respira deprisa, le han salido manchas) debe valorarlo hoy un médico.',
        'Vuelve a medirle la temperatura en la axila dentro de una hora y después cada pocas horas: si llega a 38 °C o baja de 36 °C, acude a urgencias ahora.',
        'No le des paracetamol ni ibuprofeno sin que te lo indique un médico.',
        'Sigue ofreciéndole el pecho o el biberón a menudo; no lo abrigues de más.',
        CONSEJO_AMARILLO,
      ],
      { medicacion: [] },
    ),
    amarillo(
      "edad_rango = '3-6 meses' AND temperatura >= 39",
      'Fiebre de 39 °C o más en bebé de 3 a 6 meses',
      consejosAmarillo('A esta edad, 39 °C o más es un signo de alerta (NICE): que lo vea hoy un médico aunque esté bien.'),
    ),
    amarillo(
      'temperatura >= 40.5',
      'Fiebre de 40,5 °C o más',
      consejosAmarillo('Una fiebre tan alta necesita que lo valore hoy un médico, aunque no tenga otros signos.'),
    ),
    amarillo(
      `dias_fiebre = '${DIAS_FIEBRE.cinco_o_mas}'`,
      'Fiebre de 5 días o más',
      consejosAmarillo('Una fiebre que dura 5 días o más debe valorarla hoy un médico para buscar la causa (incluida la enfermedad de Kawasaki).'),
    ),
    {
      ...reglaSaturacionAmarillo(['Mientras tanto, ofrécele líquidos a menudo y dale paracetamol solo si está molesto.']),
      medicacion: paracetamol(),
      ver_tambien: ['tos'],
    },
    amarillo(
      `respiracion = '${RESPIRACION.rapida}'`,
      'Respira deprisa o con algo de esfuerzo, con fiebre',
      consejosAmarillo(
        'Respirar deprisa para su edad, el aleteo de la nariz o que se le marque un poco la piel entre las costillas son signos de alerta (NICE, Healthier Together): puede ser por la propia fiebre o por una infección del pulmón. Que lo vea hoy un médico.',
        'Vuelve a contar sus respiraciones dentro de un rato, tranquilo: si pasan de 60 por minuto, o empieza a quejarse al respirar, se le hunden mucho las costillas o hace pausas, llama al 112.',
      ),
      { ver_tambien: ['tos'] },
    ),
    amarillo(
      `actividad = '${ACTIVIDAD.decaido}'`,
      'Decaído o irritable aunque le baje la fiebre',
      consejosAmarillo('Si no mejora su ánimo cuando le baja la fiebre, que lo vea hoy un médico.'),
    ),
    amarillo(
      `color = '${COLOR.palido}'`,
      'Fiebre y más pálido de lo normal',
      consejosAmarillo('La palidez que notas tú es un signo de alerta (NICE): que lo vea hoy un médico. Si se pone moteado, grisáceo o con los labios azulados, llama al 112.'),
    ),
    amarillo(
      `hidratacion = '${HIDRATACION.poca}'`,
      'Fiebre y bebe poco o hace poco pis',
      consejosAmarillo(
        'Ofrécele líquidos en pequeñas cantidades y a menudo (por ejemplo, una cucharadita o un sorbo cada pocos minutos); si toma pecho, dale más a menudo.',
        'Si tiene vómitos o diarrea, pregunta en la farmacia por suero oral.',
      ),
      { ver_tambien: ['vomitos', 'diarrea'] },
    ),
    amarillo(
      "otros_signos = 'si'",
      'Fiebre con tiritonas fuertes, un dolor que no cede o una hinchazón',
      consejosAmarillo(
        'Las tiritonas fuertes, un brazo, una pierna o una articulación hinchados o que no quiere apoyar, un párpado hinchado o un dolor fuerte que no cede con fiebre son signos de alerta (NICE): deben valorarse hoy.',
      ),
      { ver_tambien: ['dolor_articular', 'hinchazon_local'] },
    ),
    amarillo(
      `sintomas_orina = 'si' AND edad_rango IN ${lista(EDADES_MENOR_2_ANOS)}`,
      'Fiebre y molestias al orinar en menor de 2 años',
      consejosAmarillo(
        'En menores de 2 años, la fiebre con molestias o cambios en el pis puede ser una infección de orina: hay que analizar el pis hoy.',
        'Si puedes, lleva una muestra de pis en un bote limpio.',
      ),
      { ver_tambien: ['orina'] },
    ),
    amarillo(
      "sintomas_orina = 'si'",
      'Fiebre y molestias al orinar',
      consejosAmarillo(
        'La fiebre con molestias al orinar puede ser una infección de orina que necesita tratamiento: que lo vea hoy un médico.',
        'Si puedes, lleva una muestra de pis en un bote limpio.',
      ),
      { ver_tambien: ['orina'] },
    ),
    reglaMuyEnfermo(['Mientras tanto, ofrécele líquidos a menudo y dale paracetamol solo si está molesto.']),
    // ---------------------------------------------------------------- verde
    {
      // Round 12: felt hot, but every reading stayed below 38 °C, and nothing off the green side (the rojo and
      // amarillo rules before it take every other baby under 3 months). NICE NG143; AAP/Schmitt "overheated".
      si: "edad_rango = '0-3 meses' AND temperatura_medida = 'si' AND temperatura >= 36 AND temperatura < 38",
      urgencia: 'verde',
      titulo: 'Bebé menor de 3 meses que se nota caliente, sin fiebre al medirla y con buen aspecto',
      consejos: [
        'Fiebre es 38 °C o más medida con el termómetro (NICE). Tu bebé se nota caliente, pero ninguna medida ha llegado a 38 °C y come, está despierto, con buen color y moja los pañales: ahora no tiene fiebre. Los bebés pequeños se calientan con facilidad si están muy abrigados, en una habitación caldeada o tras estar mucho rato en brazos.',
        'Quítale la ropa de más (que lleve como mucho una capa más que tú) y vuelve a medirle la temperatura en la axila dentro de 15-30 minutos. Después, mídesela cada pocas horas durante hoy y esta noche, y siempre que lo notes raro.',
        'No le des paracetamol ni ibuprofeno: no tiene fiebre, y a esta edad un antitérmico puede ocultar una fiebre que sí hay que valorar.',
        'Sigue ofreciéndole el pecho o el biberón como siempre y fíjate en cuántos pañales moja.',
        consejoVuelveSi([
          'alguna medida llega a 38 °C o más, o baja de 36 °C (ve a urgencias ahora, sin darle antitérmico)',
          'toma menos de la mitad de lo normal o moja muchos menos pañales',
          'está adormilado, le cuesta despertarse para las tomas o está flojo',
          ...MOTIVOS_ALARMA_GLOBALES,
          'vomita las tomas, está más pálido o respira deprisa',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi([
          'lo sigues notando caliente mañana aunque el termómetro marque menos de 38 °C',
          'tienes dudas sobre cómo medirle la temperatura',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Vuelve a medirle la temperatura en 15-30 minutos', ACCION.vigila],
      medicacion: [],
    },
    {
      si: `manchas_piel = '${MANCHAS.seBorran}'`,
      urgencia: 'verde',
      titulo: 'Fiebre con manchas que se borran al apretar',
      consejos: [
        'Las manchas que se borran al apretar suelen deberse al propio virus que da la fiebre.',
        'Repite la prueba del vaso varias veces al día y por la noche: si alguna mancha deja de borrarse, ve a urgencias enseguida.',
        'Si pudiera ser varicela, no le des ibuprofeno: usa paracetamol.',
        'Si es menor de 6 meses, pide cita con tu pediatra en las próximas 24 horas para que lo revise.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Repite la prueba del vaso'],
      medicacion: paracetamol(),
      ver_tambien: ['problemas_piel'],
    },
    {
      si: "edad_rango = '3-6 meses'",
      urgencia: 'verde',
      titulo: 'Fiebre en bebé de 3 a 6 meses sin signos de alarma',
      consejos: [
        'Ahora no hay signos de alarma, pero a esta edad pide cita con tu pediatra en las próximas 24 horas para que lo revise.',
        'Por debajo de 6 meses usa solo paracetamol; no le des ibuprofeno salvo que te lo indique su pediatra.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'la fiebre llega a 39 °C o más',
          'toma menos de la mitad de lo normal o moja muchos menos pañales',
          MOTIVO_VUELVE_SATURACION,
          'lo ves peor o estás más preocupado',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Pide cita con tu pediatra en las próximas 24 horas'],
      medicacion: paracetamol(),
    },
    {
      si: `edad_rango IN ${lista(['6-12 meses', '1-2 años'])} AND temperatura >= 39`,
      urgencia: 'verde',
      titulo: 'Fiebre de 39 °C o más en menor de 2 años, sin signos de alarma',
      consejos: [
        'Sin signos de alarma, la altura de la fiebre por sí sola no indica gravedad. Pide cita con tu pediatra (no urgente) para que lo revise, sobre todo si no hay una causa clara como mocos o tos.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
      medicacion: antitermicos(),
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Fiebre sin signos de alarma',
      consejos: [
        'La fiebre es la defensa normal del cuerpo contra una infección y casi siempre se debe a virus que se curan solos.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
  ],
});
