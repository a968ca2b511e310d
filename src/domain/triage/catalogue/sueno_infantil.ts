/**
 * Sueño del bebé. Built on the AAP clinical practice guideline on brief
 * resolved unexplained events (BRUE, 2016), the NHS Healthier Together /
 * Belfast Trust red features (breathing pauses over 10 seconds, blue lips,
 * hard to wake, fits), NICE NG143 (does not wake or stay awake = red; wakes
 * only with prolonged stimulation = amber), the description of normal
 * periodic breathing in newborns, the AAP 2012 guideline on childhood
 * obstructive sleep apnoea, and the AAP 2022 safe-sleep recommendations with
 * Spanish public-health wording for the home advice. No medicine.
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
import { preguntasRespiracion, reglasRespiracionAmarillo, reglasRespiracionRojo } from './banderas-respiracion.ts';
import { FUENTE_HEADSMART, PREGUNTA_CABEZA_MANANA, reglaCabezaManana, reglaCabezaNeurologico } from './banderas-abdomen.ts';

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

/** Breathing pauses while asleep in the first year: periodic breathing (< 10 s) vs apnoea (HT red: > 10 s). */
export const PAUSAS = {
  no: 'No hace pausas, o no me he fijado',
  cortas: 'Pausas cortas, de menos de 10 segundos, sin cambiar de color, y luego respira bien o un poco deprisa',
  largas: 'Pausas de 10 segundos o más, o se pone azulado o pálido durante las pausas',
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

export const sueno_infantil: Flujo = {
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
  ],
  revisado: '2026-11-23',
  notas: [
    'Episodio breve en el que deja de respirar, se pone azul o pálido, flojo o rígido, o no responde (BRUE): la guía de la AAP clasifica el riesgo solo después de que lo valore un médico; para unos padres en casa es "ir ya" (Healthier Together: pausas de más de 10 segundos, labios azules). Rojo aunque ya esté bien, a cualquier edad.',
    'Pausas al respirar dormido en el primer año: la respiración periódica del recién nacido (pausas de 5-10 segundos sin cambio de color, seguidas de respiraciones rápidas) es normal hasta los 6 meses (Cleveland Clinic); la guía de Belfast pone en rojo las pausas de más de 10 segundos. Elegimos: pausas de 10 segundos o más, o con cambio de color → rojo; pausas cortas sin cambio de color → verde con explicación y vigilancia. Esta línea no está en clinical-sources (solo el umbral de 10 segundos de Healthier Together): revisar con pediatría.',
    'Ronquido con pausas o boqueadas (apnea obstructiva del sueño; issue 9, zona gris, ronda 2): antes elegíamos amarillo por la regla de la zona gris de clinical-sources. Releídas las fuentes, dicen claramente consulta programada: la guía de la AAP de 2002 pide evaluar a todo niño que ronca y dice que solo el niño con insuficiencia cardiorrespiratoria "no puede esperar a una evaluación programada"; la de 2012, centrada en la apnea no complicada del niño sano (amígdalas o vegetaciones grandes, obesidad) en atención primaria, pide polisomnografía o derivación al especialista, sin urgencia; la GPC española de trastornos del sueño, valoración por su pediatra. Ahora, desde 1 año: ronca con pausas → verde con "pide cita con tu pediatra (no urgente)", grabarlo en vídeo y red de seguridad (pausas con color azulado o pálido, dificultad para respirar despierto, somnolencia extrema → urgencias). En menores de 1 año sigue siendo amarillo (lectura prudente: la guía de 2012 trata al niño con amígdalas y vegetaciones, y en el bebé las pausas pueden deberse a otras causas; las pausas de 10 segundos o más o con cambio de color ya son rojo por su propia pregunta). Ronquido sin pausas → verde con consulta a su pediatra.',
    'Dormir mucho: NICE NG143 da rojo a "no se despierta o no se mantiene despierto" y ámbar a "solo se despierta con mucho estímulo" → rojo y amarillo. Sacudidas o rigidez que no paran al sujetarle o despertarle → rojo (convulsión, Healthier Together); las sacudidas breves al dormirse que paran al despertarle son normales.',
    'Fiebre en menores de 3 meses → rojo (NICE NG143); en mayores se remite al flujo fiebre.',
    'Despertares nocturnos, dificultad para dormirse, terrores nocturnos y sonambulismo en un niño sano: verde con consejos y las recomendaciones de sueño seguro de la AAP (2022) en todos los resultados verdes. Sin medicación.',
    'Respiración (issue 9, patrones 2 y 5): la antigua pregunta de "le cuesta respirar" juntaba respirar deprisa con el quejido y las costillas hundidas, todo en rojo. Ahora usa las preguntas compartidas de banderas-respiracion: esfuerzo grave (pausas, quejido, costillas muy hundidas) → rojo y esfuerzo leve (se le marcan un poco las costillas, aletea la nariz) → amarillo (NICE NG143 y NG9); frecuencia contada dormido o tranquilo: más de 60 por minuto → rojo a cualquier edad; más de 50 en menores de 1 año o más de 40 desde 1 año, o deprisa sin poder contarla → amarillo (NICE NG143; OMS para menores de 6 meses).',
    'Puertas equivocadas: el sueño es la puerta por la que llegan el bebé que "duerme demasiado" y el que "respira raro dormido". Sepsis o meningitis (no se despierta → rojo; cuesta despertarlo → amarillo, NICE NG143; fiebre en menores de 3 meses → rojo; 39 °C a los 3-6 meses o fiebre de 5 días → amarillo); apnea o BRUE (episodio ya pasado o pausas de 10 segundos o más → rojo, AAP 2016; Healthier Together); bronquiolitis o neumonía (esfuerzo y frecuencia respiratoria por edad; remite a tos); convulsión (sacudidas que no paran → rojo; remite a convulsion); golpe en la cabeza o intoxicación en un niño al que cuesta despertar → rojo (NICE NG232 y Healthier Together: somnolencia tras un golpe; SEUP: ingesta de tóxicos; remite a golpes_caidas e intoxicacion); hipertensión intracraneal en mayores de 2 años (se despierta con dolor de cabeza y vómitos, cada vez más → amarillo; bizquea, camina torpe, le cuesta hablar o está cada vez más dormido → rojo; HeadSmart, pregunta compartida de banderas-abdomen); apnea obstructiva del sueño (ronca con pausas → amarillo).',
    'Patrón habitual (issue 9, patrón 3): la respiración periódica del recién nacido (pausas cortas sin cambio de color y bien después) y los despertares nocturnos de un bebé sano son normales → verde; lo que cambia el patrón (pausas largas o con color, cuesta despertarlo, fiebre) escala por sus propias preguntas.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo (NICE NG143); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'episodio',
      texto:
        '¿Ha tenido un episodio en el que dejó de respirar o respiraba muy raro, se puso azulado, morado o muy pálido, se quedó flojo como un muñeco o rígido, o no respondía, aunque ahora ya esté bien?',
      tipo: 'si_no',
      ayuda: 'Si está pasando ahora y no respira, llama al 112: te indicarán qué hacer.',
      alarma: ['si'],
    },
    ...preguntasRespiracion(),
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
      id: 'sacudidas',
      texto: '¿Ha tenido sacudidas o rigidez de brazos y piernas que no paran al sujetarle ni al despertarle, o con la mirada fija sin responder?',
      tipo: 'si_no',
      ayuda: 'Las sacudidas breves al dormirse, que paran al despertarle, son normales en los bebés.',
      alarma: ['si'],
    },
    {
      id: 'pausas',
      texto: 'Mientras duerme, ¿hace pausas en la respiración?',
      tipo: 'opciones',
      opciones: [PAUSAS.no, PAUSAS.cortas, PAUSAS.largas],
      ayuda: 'Cuenta los segundos de la pausa mirando el reloj y fíjate en el color de los labios.',
      mostrar_si: `edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      alarma: [PAUSAS.largas],
    },
    {
      id: 'ronca',
      texto: '¿Ronca cuando duerme?',
      tipo: 'opciones',
      opciones: [RONCA.no, RONCA.si, RONCA.conPausas],
      mostrar_si: `edad_rango IN ${lista(EDADES_RONQUIDO)}`,
      alarma: [RONCA.conPausas],
    },
    PREGUNTA_FIEBRE_LACTANTE,
    preguntaFiebre39(),
    preguntaDiasFiebre(),
    PREGUNTA_CABEZA_MANANA,
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    {
      id: 'duda',
      texto: '¿Qué es lo que más te preocupa de su sueño?',
      tipo: 'opciones',
      opciones: [DUDA.despierta, DUDA.donde, DUDA.terrores, DUDA.otra],
      ayuda: 'Lo usamos para darte los consejos que mejor encajan.',
    },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "episodio = 'si'",
      'Episodio en que dejó de respirar, cambió de color o no respondía',
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
      "sacudidas = 'si'",
      'Posible convulsión',
      consejosRojo(
        'Si vuelve a pasar: túmbalo de lado en un sitio seguro, no le metas nada en la boca, no le sujetes y mira el reloj; si dura 5 minutos o más, llama al 112.',
      ),
      { ver_tambien: ['convulsion'] },
    ),
    rojo(
      `pausas = '${PAUSAS.largas}'`,
      'Pausas al respirar de 10 segundos o más',
      consejosRojo(
        'Las pausas largas o con cambio de color no son la respiración normal del bebé: que lo vea un médico ahora.',
        'Si deja de respirar y no vuelve a hacerlo solo, llama al 112.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
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
    ...reglasRespiracionAmarillo().map((r) => ({ ...r, ver_tambien: ['tos'] })),
    reglaCabezaManana(),
    reglaFiebreAmbar(),
    reglaMuyEnfermo(),
    // ---------------------------------------------------------------- verde
    verde(
      "fiebre = 'si'",
      'Duerme más o peor porque tiene fiebre',
      ['Con fiebre es normal que duerma más o peor. Lo importante es que, cuando se despierta y le baja la fiebre, esté espabilado y te haga caso.', 'Para decidir qué hacer con la fiebre, usa el apartado de fiebre.'],
      { ver_tambien: ['fiebre'] },
    ),
    verde(`pausas = '${PAUSAS.cortas}'`, 'Respiración periódica del bebé', [
      'Las pausas cortas (de menos de 10 segundos) seguidas de unas respiraciones rápidas, sin cambiar de color, son la "respiración periódica" del bebé: es normal, sobre todo en el primer mes, y desaparece antes de los 6 meses.',
      'Si alguna pausa dura 10 segundos o más, o se pone azulado o pálido, llama al 112 o ve a urgencias.',
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
};
