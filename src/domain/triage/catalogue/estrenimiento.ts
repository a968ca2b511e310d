/**
 * Estreñimiento. Built on NICE CG99 (constipation in children: what counts as
 * constipation, the red flags of an underlying cause — from birth, meconium
 * after 48 h, distension with vomiting), the Schmitt-Thompson constipation
 * protocol (breastfed babies, babies under 1 month, persistent pain), the
 * Schmitt-Thompson "Stools - Blood In" protocol (streaks from a fissure), NHS
 * Healthier Together abdominal pain (bilious vomiting, blood in poo, swollen
 * tummy) and the Spanish lactulose leaflet. SPEC §9 sets two exact
 * thresholds: 3 or more days without stools with vomiting and pain is rojo,
 * 5 or more days is amarillo. Issue 9: intussusception (shared sign of
 * banderas-abdomen.ts) and the CG99 red flag of new weakness in the legs.
 * Round 4: new or worsening weakness or numbness of the legs, or not being able
 * to pass urine, is rojo (spinal cord or cauda equina compression: NICE NG234);
 * back pain or a lumbosacral skin sign alone stays amarillo.
 * Round 5: a painful, red, hot or growing lump beside the anus is a perianal
 * abscess (amarillo, same day), and redness spreading in hours is rojo (shared
 * question of banderas-abdomen.ts; NHS "Abscess", NICE NG141).
 * Round 18: the two rojo obstruction rules (swollen tummy with vomiting; 3+
 * days with vomiting and pain) no longer lump faecal impaction with bowel
 * obstruction: one or two non-green vomits in a child with a hard lumpy belly
 * or overflow soiling, still passing wind, alert and drinking, is amarillo
 * (NICE CG99 faecal impaction: same-day disimpaction plan); green vomit, a
 * tense drum-like belly, no wind, blood in the vomit, 3 or more vomits or a
 * drowsy child stay rojo. Fever with urinary symptoms is a urine infection
 * (NICE NG224): amarillo, rojo under 3 months or very unwell (NICE NG143).
 */
import type { Flujo, MedicacionSugerida, Regla } from '../types.ts';
import {
  ACCION,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  PREGUNTA_EDAD,
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
  CACA_NEGRA_POR_HIERRO,
  CACA_NEGRA_SIN_EXPLICAR,
  FUENTE_ABSCESO_NHS,
  FUENTE_ABSCESO_PERIANAL_NINOS,
  FUENTE_INVAGINACION,
  FUENTE_NG141,
  PREGUNTA_BULTO_ANO,
  PREGUNTA_CACA_NEGRA_HIERRO,
  PREGUNTA_INVAGINACION,
  reglaAbscesoPerianal,
  reglaInfeccionAnoExtendida,
  reglaInvaginacion,
} from './banderas-abdomen.ts';
import { FICHAS } from './fichas.ts';
import { conCribado } from './cribado-otras-puertas.ts';

/** SPEC §9: 3 or more days without stools, with vomiting and pain → rojo. */
export const DIAS_CON_VOMITOS_Y_DOLOR = 3;
/** SPEC §9: 5 or more days without stools → amarillo. */
export const DIAS_SIN_CACA = 5;
/** Exclusively breastfed babies over 1 month may go up to a week without stools (NICE CG99, STCC): amarillo from 8 days. */
export const DIAS_BEBE_PECHO = 8;

export const VOMITOS = {
  no: 'No ha vomitado',
  si: 'Sí, ha vomitado',
  verde: 'Ha vomitado algo verde oscuro (como espinacas)',
} as const;

export const DOLOR = {
  no: 'No le duele, o solo un poco al hacer caca',
  aRatos: 'Le duele la tripa a ratos',
  fuerte: 'Le duele sin parar o muchísimo desde hace más de 1 hora (llora o se queja todo el rato)',
} as const;

/**
 * Blood, mild versus more (issue 9, pattern 5): a few streaks of bright red
 * blood on the outside of a hard stool or on the paper are the anal fissure of
 * constipation (NICE CG99 lists "bleeding associated with hard stool" among
 * the findings of idiopathic constipation; Schmitt "Stools - Blood In": the
 * cause in about 90 % of children without diarrhoea); more than that is not.
 */
export const SANGRE = {
  no: 'No',
  hilitos: 'Unos hilitos o puntitos de sangre roja por fuera de una caca dura, o en el papel al limpiarle',
  mas: 'Más que eso: sangre mezclada con la caca, sangre sola o con moco, caca negra, o le ha pasado más de 2 veces',
} as const;

const EDADES_MENOR_1_ANO = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
const EDADES_MENOR_6_MESES = ['0-3 meses', '3-6 meses'] as const;

/**
 * Round 18: fever with urinary symptoms in a constipated child is a urine infection (NICE NG224), amarillo; rojo under
 * 3 months (NICE NG143; NG224: refer immediately) or with the NICE NG143 red features (pale, mottled, ashen or blue,
 * no response). The mild form first.
 */
export const FIEBRE_ORINA = {
  no: 'No',
  si: 'Sí, y por lo demás está despierto, bebe y tiene buen color',
  grave: 'Sí, y además está muy pálido o con la piel moteada, grisácea o azulada, o tan decaído que casi no reacciona',
} as const;

/**
 * Round 18: what separates faecal impaction from a bowel obstruction when a constipated child vomits (NICE CG99: the
 * red flags of obstruction are bilious vomiting and gross distension with vomiting; faecal impaction is a hard
 * faecal mass felt in the tummy or overflow soiling, treated with a disimpaction plan). Asked from 6 months, only
 * where the old rojo rules would fire (swollen tummy with vomiting, or 3+ days with vomiting and pain that comes and
 * goes); constant severe pain stays rojo without it.
 */
export const VOMITOS_TRIPA = {
  bultos:
    '1 o 2 vómitos, sigue echando gases (pedos), está espabilado y bebe, y se le notan bultos duros de caca en la tripa o mancha la ropa interior de caca sin darse cuenta',
  leve: '1 o 2 vómitos, sigue echando gases (pedos), está espabilado y bebe, pero no le noto bultos de caca en la tripa ni mancha la ropa',
  grave:
    'Ha vomitado 3 veces o más o con sangre, tiene la tripa tensa y dura como un tambor, no echa gases (pedos), o está decaído o no quiere beber',
} as const;

/** Where the follow-up is asked (the old rojo rules, without constant severe pain, from 6 months). */
const PREGUNTAR_VOMITOS_TRIPA = `edad_rango NOT IN ${lista(EDADES_MENOR_6_MESES)} AND vomitos = '${VOMITOS.si}' AND dolor != '${DOLOR.fuerte}' AND (tripa_hinchada = 'si' OR (dias_sin_caca >= ${DIAS_CON_VOMITOS_Y_DOLOR} AND dolor = '${DOLOR.aRatos}'))`;

/**
 * The mild forms that lift the two obstruction rules to amarillo: faecal impaction, or a urine infection without any
 * sign of obstruction. Written so that it is false, not unknown, where the follow-up is hidden (under 6 months,
 * constant severe pain): the old rojo stands there.
 */
const SIN_OBSTRUCCION = `(edad_rango NOT IN ${lista(EDADES_MENOR_6_MESES)} AND dolor != '${DOLOR.fuerte}' AND (vomitos_tripa = '${VOMITOS_TRIPA.bultos}' OR (vomitos_tripa = '${VOMITOS_TRIPA.leve}' AND fiebre_orina = '${FIEBRE_ORINA.si}')))`;

/** SPEC §9 lactulose; Duphalac leaflet bands quoted in the example (clinical-sources §c). */
export const LACTULOSA: MedicacionSugerida = {
  med: 'lactulosa',
  dosis_por_kg: '1-3 ml/kg/día',
  ejemplo:
    'Para {peso} kg: como máximo {dosis} al día de lactulosa en jarabe, en una sola toma con el desayuno. El envase indica 5-10 ml al día de 1 a 6 años y 10-15 ml de 7 a 14 años: empieza por lo más bajo y ajusta hasta que haga una caca blanda al día. Tarda 1-2 días en hacer efecto y al principio puede dar gases. Si la necesita más de una semana, coméntalo con tu pediatra.',
};


const NO_LAXANTES = 'No le des laxantes, supositorios ni enemas antes de que lo vea el médico.';

const consejosRojo = (...propios: string[]): string[] => [
  ...propios,
  'No le des de comer ni de beber por el camino: puede necesitar pruebas o una operación.',
  NO_LAXANTES,
  CONSEJO_ROJO_CAMINO,
];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = (si: string, titulo: string, consejos: string[], extra: Partial<Regla> = {}): Regla => ({
  si,
  urgencia: 'amarillo',
  titulo,
  consejos: [
    ...consejos,
    NO_LAXANTES,
    'Acude a urgencias ahora si vomita verde, se le hincha mucho la tripa, vomita y le duele la tripa, o está muy decaído.',
    CONSEJO_AMARILLO,
  ],
  acciones_sugeridas: ACCIONES_AMARILLO,
  ...extra,
});

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'vomita algo verde, o vomita y le duele la tripa',
  'se le hincha mucho la tripa',
  'le duele la tripa sin parar durante más de 1 hora',
  'sale más sangre que unos hilitos, la sangre va mezclada con la caca o la caca es negra',
  'tiene crisis de llanto o de dolor cada pocos minutos y se pone pálido',
  'lo ves peor o muy enfermo, distinto de otras veces',
  'le notas las piernas débiles, torpes o dormidas, tropieza o arrastra los pies, o no puede hacer pis',
  'le sale junto al ano un bulto que le duele, está rojo o caliente, o va creciendo',
]);

const CONSULTA_SI = consejoConsultaSi([
  'pasa 5 días o más sin hacer caca',
  'el estreñimiento vuelve una y otra vez o dura más de 2 semanas',
  'mancha la ropa interior con caca sin darse cuenta',
  'no gana peso o crece poco',
]);

/** NICE CG99 / Schmitt-Thompson home advice, for children who eat solids. */
const CONSEJOS_DIETA: readonly string[] = [
  'Que beba más agua a lo largo del día y coma más fruta (pera, ciruela, kiwi, melocotón), verdura, legumbres y pan o cereales integrales. No le des más de medio litro de leche al día.',
  'Que se siente en el váter o en el orinal 5-10 minutos después de las comidas, sin prisas, con los pies apoyados en un taburete. Felicítale por intentarlo; no le riñas.',
  'Que se mueva y juegue cada día. Si le duele al hacer caca porque tiene una pequeña herida en el ano, un baño de asiento con agua templada y una crema protectora alivian.',
];

export const estrenimiento: Flujo = conCribado({
  ...FICHAS.estrenimiento,
  fuentes: [
    {
      titulo: 'NICE CG99. Constipation in children and young people: diagnosis and management (actualizada en 2017)',
      anio: 2010,
      url: 'https://www.nice.org.uk/guidance/cg99/chapter/Recommendations',
    },
    {
      titulo: "NICE CG99, tabla 2: 'red flags' que indican una causa distinta del estreñimiento idiopático (NCBI Bookshelf)",
      anio: 2010,
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK65368/table/ch1.t2/',
    },
    {
      titulo: "Seattle Children's (protocolos Schmitt-Thompson). Constipation (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/constipation/',
    },
    {
      titulo: "Seattle Children's (Schmitt-Thompson). Stools - Blood In: fisura anal, cuándo llamar (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/stools-blood/',
    },
    {
      titulo: 'NHS What 0-18 / Healthier Together. Abdominal pain: advice sheet for parents (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/professionals/gp-primary-care-staff/safety-netting-documents-parents/abdominal-pain',
    },
    {
      titulo: 'NICE NG224. Urinary tract infection in under 16s: diagnosis and management (fiebre con síntomas urinarios: análisis de orina y antibiótico; derivación inmediata en menores de 3 meses o con riesgo alto de enfermedad grave)',
      anio: 2022,
      url: 'https://www.nice.org.uk/guidance/ng224/chapter/recommendations',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (rojo: menores de 3 meses con 38 °C o más; pálido, moteado o azulado; no responde)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'Tabbers MM, et al. Evaluation and treatment of functional constipation in infants and children: ESPGHAN/NASPGHAN recommendations. JPGN 2014;58:258-274',
      anio: 2014,
      url: 'https://doi.org/10.1097/MPG.0000000000000266',
    },
    FUENTE_INVAGINACION,
    {
      titulo:
        'NICE NG234. Spinal metastases and metastatic spinal cord compression (2023): síntomas neurológicos (debilidad de las piernas, dificultad para andar, pérdida de sensibilidad, problemas para orinar o hacer caca) → contacto inmediato; dolor de espalda que despierta por la noche → en 24 horas',
      anio: 2023,
      url: 'https://www.nice.org.uk/guidance/ng234/chapter/Recommendations',
    },
    {
      titulo:
        'SA Health. Constipation and encopresis (paediatric) – outpatient referral guidelines: sospecha de síndrome de cola de caballo → urgencias; rasgos neurológicos conocidos → consulta preferente (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.sahealth.sa.gov.au/wps/wcm/connect/public+content/sa+health+internet/services/outpatients/cpc/specialities/paediatric+medicine/constipation+encopresis+paediatric+cpc',
    },
    {
      titulo: 'GIRFT. National suspected cauda equina syndrome pathway: síntomas nuevos (14 días) o que empeoran → urgencias (2023)',
      anio: 2023,
      url: 'https://girft-interactivepathways.org.uk/cauda-equina-1/ces-pres-primary-comm-3a-1/',
    },
    FUENTE_ABSCESO_NHS,
    FUENTE_ABSCESO_PERIANAL_NINOS,
    FUENTE_NG141,
    {
      titulo: 'NHS. Iron deficiency anaemia: treatment (el hierro puede estreñir y volver negras las heces) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/iron-deficiency-anaemia/treatment/',
    },
    {
      titulo: "Seattle Children's (protocolos Schmitt-Thompson). Stools: unusual color (heces negras por hierro o bismuto; heces negras como alquitrán) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/stools-unusual-color/',
    },
  ],
  revisado: '2026-11-24',
  notas: [
    'Umbrales de SPEC §9, exactos: 3 días o más sin hacer caca con vómitos y dolor de tripa → rojo (coincide con el "red flag" de NICE CG99 "distensión abdominal con vómitos": posible obstrucción), salvo desde la ronda 18 el tapón de caca o la infección de orina sin signos de obstrucción (ver la nota de la ronda 18); 5 días o más → amarillo. Con 3 o 4 días y vómitos y dolor a la vez es rojo; con menos de 3 días, vómitos y dolor siguen siendo amarillo (no es solo estreñimiento). El dolor cuenta si le duele a ratos o sin parar; "solo un poco al hacer caca" no cuenta.',
    'Excepción a los 5 días, que conviene revisar con pediatría: NICE CG99 dice que hacer menos de 3 cacas a la semana no es estreñimiento en bebés que toman solo pecho a partir de las 6 semanas, y Schmitt-Thompson que un bebé de pecho de más de 1 mes puede hacer caca blanda cada 4-7 días con normalidad. Por eso un bebé de 1 a 6 meses que toma solo pecho y está bien sale verde hasta los 7 días sin caca, y amarillo desde el 8º día. Fuera de ese grupo, el umbral de 5 días se aplica tal cual.',
    'Menores de 1 mes: Schmitt-Thompson pide ver ya a un recién nacido de pecho con pocas cacas (suele significar que toma poca leche) → amarillo. Si tardó más de 48 horas en hacer el meconio o aún no lo ha hecho, NICE CG99 lo pone como "red flag" (Hirschsprung, fibrosis quística, malformaciones) con derivación urgente: elegimos rojo.',
    'Vómito verde → rojo (HT, Schmitt-Thompson: "ir a urgencias"). Tripa muy hinchada → amarillo (HT ámbar; Schmitt-Thompson), y rojo si además vomita (NICE CG99). Dolor continuo o muy fuerte de más de 1 hora → amarillo (Schmitt-Thompson lo pone en "llamar ya"; Healthier Together da ámbar al dolor constante), con enlace a dolor_abdominal.',
    'Sangre (issue 9, patrones 5 y zona gris, ronda 2): antes, cualquier sangre era amarillo. NICE CG99, la fuente principal del flujo, cuenta el "sangrado con caca dura" entre los hallazgos del estreñimiento idiopático, que se trata en casa y en la consulta; Schmitt-Thompson ("Stools - Blood In") dice que la fisura anal explica el 90 % de la sangre en la caca sin diarrea, da cuidados en casa para la fisura hasta hablar con el pediatra y pide llamar en horario de consulta (en 24 horas, de 9 a 16) si no hay nada más, pero llamar ya si hay mucha sangre, sangre sola, caca negra, sangre con diarrea, dolor de tripa, menores de 12 semanas o más de 2 sangrados; Healthier Together da ámbar a "sangre en la caca" sin distinguir la cantidad. Ahora se separan: unos hilitos o puntitos de sangre roja por fuera de una caca dura o en el papel, desde 1 año y sin ningún otro signo → verde con "pide cita con tu pediatra (no urgente)", baño de asiento, tratamiento del estreñimiento y red de seguridad; sangre mezclada, sola o con moco, caca negra o más de 2 sangrados → amarillo (Healthier Together; Schmitt "llamar ya"); hilitos en menores de 1 año → amarillo (Schmitt: menores de 12 semanas, llamar ya; a esta edad también alergia a la proteína de leche de vaca), la lectura prudente.',
    'Caca negra (ronda 9): el hierro en gotas, jarabe o pastillas, que además estriñe, el bismuto, los arándanos y el regaliz negro vuelven la caca negra o verde muy oscura sin que haya sangre (NHS, tratamiento de la anemia ferropénica: el hierro puede estreñir y oscurecer las heces; Schmitt-Thompson "Stools - unusual color": heces negras por hierro o bismuto → cuidados en casa; negras como alquitrán → ver al médico). La opción "caca negra" de la pregunta de sangre daba amarillo también a estos niños. Ahora, antes de esa pregunta, se pregunta si la caca es negra por eso y el niño está bien y con su color de siempre (caca_negra_hierro, la misma pregunta que en diarrea): entonces no se pregunta la sangre y, si nada más sube el nivel, el resultado es verde con su propio consejo y la red de seguridad (caca negra, pegajosa y brillante como alquitrán con palidez, mareo o vómitos con sangre → urgencias). Si está pálido, mareado o ha vomitado sangre, la opción no encaja y la pregunta de sangre decide como antes.',
    'Puertas equivocadas: "no hace caca" puede ser algo más que estreñimiento. Obstrucción intestinal (vómito verde → rojo; tripa hinchada con vómitos o 3 días sin caca con vómitos y dolor → rojo, NICE CG99 y SPEC §9); enfermedad de Hirschsprung (meconio tardío → rojo); invaginación intestinal, que en un bebé puede empezar como "no hace caca y llora" (crisis de llanto con palidez y piernas encogidas, caca de sangre y moco; 0-5 años → rojo con la pregunta compartida de banderas-abdomen); problema de la médula espinal o de los nervios del final de la espalda (debilidad, torpeza o adormecimiento nuevos o que empeoran de las piernas, o no poder hacer pis → rojo; dolor de espalda, sobre todo si le despierta por la noche, o hoyuelo, mechón de pelo o bulto en la parte baja de la espalda → amarillo; ver el párrafo de la ronda 4); absceso perianal (bulto doloroso, rojo o caliente junto al ano → amarillo; rojez que se extiende deprisa → rojo; ronda 5). La cetoacidosis diabética y la torsión testicular llegan por dolor de tripa y vómitos, que este flujo deriva a esos flujos.',
    'Médula espinal y cola de caballo, forma leve y grave (ronda 4, issue 9 punto 2): la antigua pregunta "piernas" juntaba la debilidad nueva de las piernas con el hoyuelo, el mechón de pelo o el bulto en la parte baja de la espalda, y todo daba amarillo; no preguntaba por el pis ni por el dolor de espalda. NICE CG99 pone la debilidad de las piernas, el retraso motor y los signos neuromusculares anormales entre los "red flags" que piden derivación urgente y no tratar como estreñimiento, sin decir cuán urgente. NICE NG234 (compresión medular, escrita para adultos con cáncer: la tomamos por analogía) separa dos niveles: los síntomas neurológicos (debilidad de un miembro, dificultad para andar, pérdida de sensibilidad, problemas para orinar o para hacer caca) piden contacto inmediato y resonancia cuanto antes, y el dolor de espalda que empeora, no cede o despierta por la noche pide contacto en 24 horas. La vía de cola de caballo del GIRFT manda a urgencias la dificultad nueva (14 días) o que empeora para empezar a orinar, el adormecimiento de la zona del culete y la debilidad grave o progresiva de las piernas; la guía pediátrica de estreñimiento de SA Health manda a urgencias la sospecha de cola de caballo y a consulta preferente los rasgos neurológicos ya conocidos. Ahora: debilidad, torpeza (tropieza, arrastra los pies) o adormecimiento de las piernas o del culete, nuevos o que van a peor, o que le cueste mucho hacer pis o no pueda, con o sin dolor de espalda → rojo (pregunta nueva, id medula_urgente, con los demás signos rojos); dolor de espalda (sobre todo si le despierta por la noche), o hoyuelo, mechón de pelo o bulto en la parte baja de la espalda, sin lo anterior → amarillo (pregunta nueva, id espalda; NG234 "24 horas", CG99). Un problema de las piernas conocido de antes y que no ha cambiado no cuenta en ninguna de las dos, como antes. El id "piernas" desaparece porque su sentido ha cambiado.',
    'Impactación (ronda 8): NICE CG99 distingue la impactación fecal (una masa de caca dura que no sale, palpable en la tripa o en el recto) del estreñimiento sin ella, y pide tratarla antes de mantener. Un niño que lleva 3 días o más haciendo fuerza con dolor y tiene una caca dura o una bola que asoma o se nota en el ano y no sale (a veces con cáscaras de pipas dentro, bezoar) no podía decirlo: los días sin caca no lo describen, porque a veces salen bolitas o líquido. Nueva pregunta caca_atascada, desde los 6 meses → AMARILLO (exploración y desimpactación hoy), con la advertencia de no sacarla con los dedos ni objetos. Vómitos, tripa muy hinchada, dolor continuo o vómito verde siguen subiendo por sus preguntas.',
    'Absceso perianal (ronda 5, issue 9 punto 2): el niño al que le duele hacer caca y se aguanta puede tener algo más que una fisura. Un bulto junto al ano que duele, está rojo o caliente o va creciendo, sobre todo con fiebre, es un absceso mientras no se demuestre lo contrario: el NHS ("Abscess") pide que lo vea un médico, que suele vaciarlo, con cita urgente si hay fiebre o escalofríos; en los niños es más frecuente en los varones menores de 1 año y muchas veces hay que drenarlo (Medscape, "Anorectal abscess in children"). Pregunta compartida de banderas-abdomen.ts (id bulto_ano, también en diarrea), a cualquier edad, con las dos formas separadas (patrón 5): el bulto → amarillo, que lo vea hoy un médico; la rojez que se extiende en pocas horas por el culete, los muslos o los genitales, el dolor muchísimo mayor de lo esperado o la piel morada, negra o con ampollas → rojo, como la celulitis que avanza deprisa en hinchazon_local (NICE NG141; posible infección necrotizante). El niño que no responde o está muy adormilado ya es rojo por su propia pregunta; si está muy decaído, pálido o con escalofríos, el resultado amarillo manda a urgencias ahora (este flujo no pregunta el color). La ayuda separa el pellejito blando que no duele de una fisura y la bolita azulada que sale al hacer fuerza (hemorroide externa), que no cuentan.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" es un signo y da amarillo (NICE NG143; Schmitt-Thompson); la preocupación de los padres ya no sube el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Ronda 18, tapón de caca frente a obstrucción, e infección de orina (SPEC §9 se aparta en un punto; avisar en la decisión correspondiente): la tripa hinchada con vómitos y los 3 días o más sin caca con vómitos y dolor daban rojo a cualquier niño, y juntaban la impactación fecal con la obstrucción intestinal. NICE CG99 separa las dos: son "red flags" de obstrucción o de Hirschsprung el vómito verde (bilioso) y la tripa muy distendida con vómitos; la impactación (una masa dura de caca que se palpa en la tripa o manchas de caca por rebosamiento) se trata con un plan para vaciar el intestino. Ahora, desde 6 meses y solo cuando una de esas dos reglas rojas se cumpliría (y el dolor no es continuo ni muy fuerte), se pregunta vomitos_tripa: 1 o 2 vómitos, sigue echando gases, espabilado y bebe, con bultos duros de caca en la tripa o manchas de caca en la ropa → AMARILLO (que lo vea hoy un médico y empiece el vaciado; urgencias si vuelve a vomitar, vomita verde o con sangre, la tripa se pone tensa, deja de echar gases o está decaído); 3 vómitos o más, sangre en el vómito, tripa tensa y dura como un tambor, sin gases, decaído o sin beber, o no estar seguro → ROJO como antes; lo mismo pero sin bultos ni manchas → ROJO como antes (no hay nada que explique los vómitos), salvo que tenga fiebre con síntomas de orina. El vómito verde, el dolor continuo o muy fuerte con vómitos y los menores de 6 meses siguen en rojo sin preguntar (CG99: síntomas desde las primeras semanas, Hirschsprung). Esto aparta del umbral de SPEC §9 ("3 días o más con vómitos y dolor → rojo") al niño con impactación que cumple todo lo anterior: NICE CG99 no pone la impactación entre las urgencias, y la lectura prudente se mantiene para todo lo demás. Fiebre con síntomas de orina (escozor, pis muy frecuente o que huele muy mal, dolor de espalda o de un costado; pregunta nueva fiebre_orina, a todas las edades): NICE NG224 → AMARILLO como infección de orina, con muestra de pis, y no como obstrucción si no hay signos de obstrucción (con 1 o 2 vómitos, gases, espabilado y bebe); ROJO en menores de 3 meses (NICE NG143 y NG224: derivación inmediata; la ayuda dice que en ellos cuenta cualquier fiebre) y con aspecto de enfermedad grave (muy pálido, moteado, grisáceo o azulado, o casi no reacciona: NICE NG143 rojo; NG224 deriva a los que tienen alto riesgo de enfermedad grave). Hirschsprung con enterocolitis, médula espinal, absceso perianal y meconio del recién nacido no cambian.',
    'Lactulosa: SPEC §9 da 1-3 ml/kg/día; el prospecto español (Duphalac) da dosis fijas más bajas (1-6 años 5-10 ml/día; 7-14 años 15 ml/día al principio) y dice que en niños su uso debe ser excepcional y con supervisión médica; NICE CG99 y ESPGHAN prefieren macrogol, pautado por el médico. Elegimos sugerirla solo en verde a partir de 1 año, con el texto del prospecto en el ejemplo para empezar por la dosis más baja, y nunca en bebés (menos de 1 año: dieta y consejo de su pediatra), ni en amarillo o rojo.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_NO_RESPONDE,
    {
      id: 'menor_1_mes',
      texto: '¿Tiene menos de 1 mes de vida?',
      tipo: 'si_no',
      mostrar_si: "edad_rango = '0-3 meses'",
      alarma: ['si'],
    },
    {
      id: 'meconio',
      texto:
        '¿Tardó más de 2 días (48 horas) después de nacer en hacer la primera caca (el meconio, negro y pegajoso), o todavía no la ha hecho nunca?',
      tipo: 'si_no',
      ayuda: 'Si no lo sabes seguro, mira el informe del hospital o pregunta en tu centro de salud.',
      // Edad first: when menor_1_mes is not asked (3 months or more) the condition is false, not unknown.
      mostrar_si: "edad_rango = '0-3 meses' AND menor_1_mes = 'si'",
      alarma: ['si'],
    },
    PREGUNTA_INVAGINACION,
    {
      // Round 18: NICE NG224 (urinary symptoms with fever), NICE NG143 (under 3 months; red features).
      id: 'fiebre_orina',
      texto:
        '¿Tiene fiebre (38 °C o más) y además molestias o cambios en el pis (le escuece o llora al hacer pis, hace pis muy a menudo, el pis huele muy mal) o dolor en la espalda o en un costado?',
      tipo: 'opciones',
      opciones: [FIEBRE_ORINA.no, FIEBRE_ORINA.si, FIEBRE_ORINA.grave],
      ayuda:
        'Mídele la temperatura en la axila si puedes. En un bebé de menos de 3 meses, cualquier fiebre de 38 °C o más cuenta aunque no notes nada en el pis. Si encaja más de una opción, elige la última que encaje.',
      alarma: [FIEBRE_ORINA.grave],
    },
    {
      id: 'vomitos',
      texto: '¿Ha vomitado?',
      tipo: 'opciones',
      opciones: [VOMITOS.no, VOMITOS.si, VOMITOS.verde],
      alarma: [VOMITOS.verde],
    },
    {
      id: 'tripa_hinchada',
      texto: '¿Tiene la tripa muy hinchada o abultada, más de lo normal?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'dolor',
      texto: '¿Le duele la tripa?',
      tipo: 'opciones',
      opciones: [DOLOR.no, DOLOR.aRatos, DOLOR.fuerte],
      ayuda: 'En bebés, el dolor se nota porque llora, encoge las piernas o no se calma. Apretar y ponerse rojo al hacer caca es normal en los bebés pequeños.',
      alarma: [DOLOR.fuerte],
    },
    {
      id: 'dias_sin_caca',
      texto: '¿Cuántos días lleva sin hacer caca?',
      tipo: 'numero',
      ayuda: 'Si hizo caca ayer, pon 1; si hoy, pon 0. Si solo han salido unas bolitas o un poco de líquido manchando el pañal, cuenta desde la última caca normal.',
    },
    {
      // Round 18: NICE CG99: faecal impaction (hard mass, overflow soiling) versus obstruction (tense distension, no wind, vomiting).
      id: 'vomitos_tripa',
      texto: 'Sobre los vómitos y la tripa, ¿qué encaja mejor?',
      tipo: 'opciones',
      opciones: [VOMITOS_TRIPA.bultos, VOMITOS_TRIPA.leve, VOMITOS_TRIPA.grave],
      ayuda:
        'Los bultos de caca se notan con la mano al tocarle la tripa con suavidad. Si le pasa cualquier cosa de la última opción, aunque sea una sola, o no estás seguro, elige la última.',
      mostrar_si: PREGUNTAR_VOMITOS_TRIPA,
      alarma: [VOMITOS_TRIPA.grave],
    },
    {
      // Round 8: faecal impaction (NICE CG99), which a parent can see or feel and the days count does not describe.
      id: 'caca_atascada',
      texto:
        '¿Lleva 3 días o más haciendo fuerza con dolor sin conseguir hacer caca, y se ve o se nota en el ano una caca dura o una bola que asoma pero no sale?',
      tipo: 'si_no',
      ayuda:
        'Pasa cuando la caca se ha secado y endurecido en el final del intestino, a veces con cáscaras de pipas, huesos de fruta o trocitos sin masticar dentro. No intentes sacarla con los dedos ni con objetos.',
      mostrar_si: `edad_rango NOT IN ${lista(EDADES_MENOR_6_MESES)}`,
    },
    {
      id: 'medula_urgente',
      texto:
        'Desde hace poco (horas, días o pocas semanas), ¿le notas las piernas más débiles, torpes o dormidas, o van a peor (tropieza, arrastra los pies, se cae más, anda peor o ha dejado de andar; si es un bebé, las mueve menos), no nota bien la zona del culete, o le cuesta mucho hacer pis o no consigue hacerlo aunque tenga ganas?',
      tipo: 'si_no',
      ayuda:
        'Si ya sabíais de antes que tiene un problema en las piernas y no ha cambiado, responde No. Escaparse el pis sin darse cuenta es frecuente con el estreñimiento y no cuenta aquí; no poder hacer pis, sí.',
      alarma: ['si'],
    },
    PREGUNTA_BULTO_ANO,
    PREGUNTA_CACA_NEGRA_HIERRO,
    {
      id: 'sangre',
      texto: '¿Ha tenido sangre en la caca o en el papel al limpiarle?',
      tipo: 'opciones',
      opciones: [SANGRE.no, SANGRE.hilitos, SANGRE.mas],
      ayuda: 'La remolacha, el tomate y algunos jarabes (como algunos antibióticos) pueden teñir la caca de rojo; si tienes dudas, haz una foto.',
      mostrar_si: CACA_NEGRA_SIN_EXPLICAR,
      alarma: [SANGRE.mas],
    },
    {
      id: 'solo_pecho',
      texto: '¿Toma solo pecho (sin biberones de fórmula ni otros alimentos)?',
      tipo: 'si_no',
      mostrar_si: "edad_rango = '3-6 meses' OR (edad_rango = '0-3 meses' AND menor_1_mes = 'no')",
    },
    {
      id: 'espalda',
      texto:
        '¿Le duele la espalda (sobre todo si el dolor le despierta por la noche), o tiene en la parte baja de la espalda un hoyuelo profundo, un mechón de pelo o un bulto?',
      tipo: 'si_no',
      ayuda: 'Mírale la espalda justo encima del culete. Si ya os lo había visto un médico y no ha cambiado, responde No.',
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    // Weight last, only where lactulose can be suggested (from 1 year).
    { ...PREGUNTA_PESO, mostrar_si: `edad_rango NOT IN ${lista(EDADES_MENOR_1_ANO)}` },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "no_responde = 'si'",
      'Estreñimiento y muy adormilado o no responde',
      consejosRojo('Si no responde pero respira, túmbalo de lado.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `vomitos = '${VOMITOS.verde}'`,
      'Estreñimiento con vómito verde: posible obstrucción',
      consejosRojo('El vómito verde oscuro con estreñimiento puede indicar que el intestino está obstruido.'),
    ),
    rojo(
      "meconio = 'si'",
      'Recién nacido que tardó en hacer el meconio o aún no lo ha hecho',
      consejosRojo(
        'Si un recién nacido tarda más de 48 horas en hacer la primera caca, hay que descartar un problema del intestino (como la enfermedad de Hirschsprung). Necesita valoración urgente.',
      ),
    ),
    reglaInvaginacion([NO_LAXANTES]),
    rojo(
      `fiebre_orina = '${FIEBRE_ORINA.grave}'`,
      'Fiebre con molestias en el pis y aspecto de estar muy enfermo',
      consejosRojo(
        'La fiebre con molestias en el pis puede ser una infección de orina que ha subido al riñón; si además está muy pálido, con la piel moteada o grisácea, o casi no reacciona, la infección puede estar pasando a la sangre: necesita que lo vean ahora (NICE).',
        'Si no responde pero respira, túmbalo de lado.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['orina', 'fiebre'] },
    ),
    rojo(
      `edad_rango = '0-3 meses' AND fiebre_orina = '${FIEBRE_ORINA.si}'`,
      'Fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, la fiebre necesita que lo vea un médico enseguida, aunque parezca estar bien: la infección de orina es una causa frecuente a esta edad (NICE).',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.',
      ),
      { ver_tambien: ['fiebre', 'orina'] },
    ),
    rojo(
      "medula_urgente = 'si'",
      'Estreñimiento con debilidad nueva de las piernas o sin poder hacer pis: posible compresión de la médula espinal',
      consejosRojo(
        'El estreñimiento con debilidad, torpeza o adormecimiento nuevos de las piernas o del culete, o sin poder hacer pis, puede deberse a que algo aprieta la médula espinal o los nervios del final de la espalda: hay que verlo en urgencias ya, porque cuanto antes se trata, menos secuelas deja (NICE).',
        'Si le duele la espalda o le cuesta andar, que no camine: llévalo tumbado o sentado.',
      ),
    ),
    reglaInfeccionAnoExtendida([NO_LAXANTES]),
    // Round 18: rojo unless the follow-up shows faecal impaction, or a urine infection with no sign of obstruction.
    rojo(
      `tripa_hinchada = 'si' AND vomitos = '${VOMITOS.si}' AND NOT ${SIN_OBSTRUCCION}`,
      'Tripa hinchada con vómitos',
      consejosRojo('La tripa hinchada con vómitos puede indicar que el intestino está obstruido (NICE).'),
    ),
    rojo(
      `dias_sin_caca >= ${DIAS_CON_VOMITOS_Y_DOLOR} AND vomitos = '${VOMITOS.si}' AND dolor IN ${lista([DOLOR.aRatos, DOLOR.fuerte])} AND NOT ${SIN_OBSTRUCCION}`,
      '3 días o más sin hacer caca, con vómitos y dolor de tripa',
      consejosRojo('Varios días sin hacer caca con vómitos y dolor de tripa pueden indicar una obstrucción del intestino: necesita valoración urgente.'),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    // ------------------------------------------------------------- amarillo
    // First of the amarillo rules: its advice (do not squeeze it, go now if the redness spreads) is specific.
    reglaAbscesoPerianal([NO_LAXANTES]),
    {
      // Round 18: NICE NG224: fever with urinary symptoms needs a urine test and antibiotics the same day.
      si: `fiebre_orina = '${FIEBRE_ORINA.si}'`,
      urgencia: 'amarillo',
      titulo: 'Fiebre con molestias en el pis: posible infección de orina',
      consejos: [
        'La fiebre con escozor o dolor al hacer pis, pis muy frecuente o que huele muy mal, o dolor en la espalda o en un costado hace pensar en una infección de orina, que es más frecuente en los niños estreñidos: hay que analizarle el pis y empezar el antibiótico hoy (NICE).',
        'Si puedes, recoge una muestra de pis en un bote estéril de farmacia (del chorro del medio, después de lavarle los genitales con agua) y guárdala en la nevera hasta que lo vean.',
        'Ofrécele de beber a menudo. Si está molesto por la fiebre, puedes darle paracetamol. No le des laxantes, supositorios ni enemas hasta que lo vean; después habrá que tratar también el estreñimiento.',
        'Acude a urgencias ahora si vomita todo lo que bebe, vomita verde, la tripa se pone tensa y dura, se pone muy pálido o moteado, o está muy decaído.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['orina'],
    },
    {
      // Round 18: NICE CG99: faecal impaction (hard mass in the tummy, overflow soiling) is treated with a disimpaction plan.
      si: `vomitos_tripa = '${VOMITOS_TRIPA.bultos}'`,
      urgencia: 'amarillo',
      titulo: 'Estreñimiento con algún vómito y bultos de caca: probable tapón de caca (impactación)',
      consejos: [
        'Uno o dos vómitos en un niño estreñido que sigue echando gases, está espabilado y bebe, con bultos duros de caca en la tripa o manchas de caca en la ropa interior, suelen deberse a un tapón de caca en el intestino (impactación), no a una obstrucción. No se suele resolver solo: que lo vea hoy un médico, que le explorará la tripa y le pautará un tratamiento para vaciar el intestino (NICE).',
        'Las manchas de caca blanda o líquida en la ropa interior salen alrededor del tapón: no lo hace a propósito y no es diarrea. No le riñas.',
        NO_LAXANTES,
        'Mientras tanto, que beba a sorbos a menudo. No intentes sacar la caca con los dedos ni con objetos.',
        'Acude a urgencias ahora si vuelve a vomitar (3 veces o más) o vomita verde o con sangre, la tripa se pone tensa y dura como un tambor, deja de echar gases, el dolor no para o está decaído o no quiere beber.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['vomitos'],
    },
    amarillo("menor_1_mes = 'si'", 'Estreñimiento en bebé de menos de 1 mes', [
      'En el primer mes los bebés suelen hacer caca varias veces al día; si hace poca, puede que esté tomando poca leche o haya otro problema: que lo vea hoy un médico.',
      'Apretar, ponerse rojo y gruñir al hacer caca es normal a esta edad si la caca sale blanda.',
      'Sigue dándole el pecho o el biberón a demanda y apunta cuántos pañales moja y ensucia.',
    ]),
    amarillo("caca_atascada = 'si'", 'Caca dura atascada en el ano que no sale (impactación)', [
      'Una caca dura o una bola que asoma o se nota en el ano y no sale después de días de hacer fuerza con dolor es una impactación: el final del intestino está taponado y no se suele resolver solo. Que lo vea hoy un médico, que lo explorará y lo ayudará a vaciarlo (NICE).',
      'No intentes sacarla con los dedos, bastoncillos ni otros objetos: puedes hacerle una herida. Un baño de agua templada puede aliviarle mientras tanto. Si ha comido pipas con cáscara, díselo al médico.',
      'Ve a urgencias ahora si vomita, se le hincha mucho la tripa, le duele sin parar, tiene fiebre o sangra mucho.',
    ]),
    amarillo("tripa_hinchada = 'si'", 'Estreñimiento con la tripa muy hinchada', [
      'Una tripa muy hinchada debe valorarla hoy un médico.',
    ]),
    amarillo(
      `dolor = '${DOLOR.fuerte}'`,
      'Estreñimiento con dolor de tripa continuo o muy fuerte',
      ['Un dolor que no se le pasa desde hace más de 1 hora debe valorarlo hoy un médico: puede ser un tapón de caca, pero hay que descartar otras causas.'],
      { ver_tambien: ['dolor_abdominal'] },
    ),
    amarillo(
      `vomitos = '${VOMITOS.si}' AND dolor = '${DOLOR.aRatos}'`,
      'Vómitos y dolor de tripa',
      ['Los vómitos con dolor de tripa deben valorarse hoy, aunque haya hecho caca hace poco.'],
      { ver_tambien: ['vomitos', 'dolor_abdominal'] },
    ),
    amarillo(`sangre = '${SANGRE.mas}'`, 'Sangre en la caca', [
      'Más sangre que unos hilitos por fuera de una caca dura (sangre mezclada, sola o con moco, caca negra, o sangrados que se repiten) no se explica solo por una pequeña herida del ano: que lo vea hoy un médico.',
      'Si puedes, haz una foto de la caca o del papel, o guarda el pañal.',
    ]),
    amarillo(`sangre = '${SANGRE.hilitos}' AND edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`, 'Hilitos de sangre en la caca de un bebé', [
      'En un bebé, los hilitos de sangre suelen ser una pequeña herida del ano, pero a esta edad también pueden deberse a una alergia a la proteína de la leche de vaca o a una infección: que lo vea hoy un médico.',
      'Si puedes, guarda el pañal o haz una foto.',
    ]),
    amarillo(
      `dias_sin_caca >= ${DIAS_SIN_CACA} AND (edad_rango NOT IN ${lista(EDADES_MENOR_6_MESES)} OR solo_pecho = 'no' OR dias_sin_caca >= ${DIAS_BEBE_PECHO})`,
      '5 días o más sin hacer caca',
      [
        'Con 5 días o más sin hacer caca, que lo vea hoy un médico: puede necesitar un tratamiento para vaciar el intestino.',
        'Mientras tanto, que beba agua a menudo.',
      ],
    ),
    amarillo("espalda = 'si'", 'Estreñimiento con dolor de espalda o una señal en la parte baja de la espalda', [
      'El estreñimiento con dolor de espalda, sobre todo si le despierta por la noche, o con un hoyuelo, un mechón de pelo o un bulto en la parte baja de la espalda, puede deberse a un problema de la columna o de la médula espinal: no hay que tratarlo solo como estreñimiento, sino que lo vea hoy un médico (NICE).',
      'Ve a urgencias ahora si le notas las piernas débiles, torpes o dormidas, tropieza o arrastra los pies, o no puede hacer pis.',
    ]),
    reglaMuyEnfermo([NO_LAXANTES]),
    // ---------------------------------------------------------------- verde
    {
      si: `vomitos = '${VOMITOS.si}'`,
      urgencia: 'verde',
      titulo: 'Estreñimiento con algún vómito, sin signos de alarma',
      consejos: [
        'Ahora no hay signos de alarma. Vigila que beba y que no vuelva a vomitar; si vomita más, mira el flujo de vómitos.',
        'No le des laxantes mientras vomite.',
        ...CONSEJOS_DIETA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['vomitos'],
    },
    {
      si: CACA_NEGRA_POR_HIERRO,
      urgencia: 'verde',
      titulo: 'Caca negra por el hierro o por algo que ha comido',
      consejos: [
        'El hierro (gotas, jarabe o pastillas), el bismuto, los arándanos y el regaliz negro vuelven la caca negra o verde muy oscura: no es sangre y no hace daño. El hierro, además, puede estreñir.',
        'No dejes el hierro sin hablarlo con su pediatra: si le estriñe mucho, puede cambiar la forma de tomarlo. Mientras tanto, ayúdale con la dieta y los líquidos.',
        'Si la caca se vuelve negra, pegajosa y brillante como el alquitrán, o aparece sangre roja, o está pálido, mareado, muy cansado o vomita sangre o algo como posos de café, acude a urgencias ahora.',
        ...CONSEJOS_DIETA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      // No lactulose here: this rule is reached under 1 year too, where the product data do not allow it.
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `sangre = '${SANGRE.hilitos}'`,
      urgencia: 'verde',
      titulo: 'Hilitos de sangre por una caca dura (probable fisura)',
      consejos: [
        'Unos hilitos de sangre roja por fuera de una caca dura, o en el papel, casi siempre se deben a una pequeña herida en el ano al hacer esa caca (fisura anal): es lo más frecuente y se cura sola cuando las cacas vuelven a ser blandas (NICE; Schmitt-Thompson).',
        'Pide cita con tu pediatra (no urgente) para que le mire el ano y os ayude con el estreñimiento.',
        'Un baño de asiento con agua templada durante 10-15 minutos, dos veces al día, calma el dolor y ayuda a curar la herida. Límpiale con agua o toallitas sin perfume, sin frotar.',
        ...CONSEJOS_DIETA,
        'Si con estas medidas la caca sigue dura, la lactulosa de farmacia la ablanda; úsala poco tiempo y consúltalo con tu pediatra si la necesita a menudo.',
        VUELVE_SI,
        consejoConsultaSi(['vuelve a sangrar más de 2 veces', 'le duele mucho hacer caca y se aguanta las ganas', 'el estreñimiento dura más de 2 semanas']),
      ],
      acciones_sugeridas: [ACCION.pediatraNoUrgente, ACCION.cuidaEnCasa],
      medicacion: [LACTULOSA],
    },
    {
      si: "solo_pecho = 'si'",
      urgencia: 'verde',
      titulo: 'Bebé de pecho que hace caca cada varios días',
      consejos: [
        'A partir del mes de vida, muchos bebés que toman solo pecho hacen caca cada varios días, incluso una vez a la semana. Si la caca sale blanda y el bebé come bien, está contento y moja pañales, es normal y no es estreñimiento.',
        'No le des laxantes, infusiones, zumos, supositorios ni le estimules con el termómetro: no hace falta.',
        'Apretar, ponerse rojo y quejarse un rato antes de hacer caca es normal a esta edad.',
        VUELVE_SI,
        consejoConsultaSi(['pasa más de 7 días sin hacer caca', 'la caca sale dura o en bolitas', 'come peor o moja menos pañales']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      urgencia: 'verde',
      titulo: 'Estreñimiento en bebé sin signos de alarma',
      consejos: [
        'Ahora no hay signos de alarma. Apretar y ponerse rojo al hacer caca es normal en los bebés si la caca sale blanda.',
        'Si toma biberón, prepáralo siempre con la cantidad exacta de agua que indica el envase. Si ya come, ofrécele agua y purés de fruta (pera, ciruela) y verdura.',
        'No le des laxantes, supositorios ni infusiones sin consultar con tu pediatra.',
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Estreñimiento sin signos de alarma',
      consejos: [
        'El estreñimiento es muy frecuente en los niños y casi siempre mejora con más líquidos, fibra y una rutina para ir al baño.',
        ...CONSEJOS_DIETA,
        'Si con estas medidas no hace caca en 1-2 días, la lactulosa de farmacia ablanda la caca; úsala poco tiempo y consúltalo con tu pediatra si la necesita a menudo.',
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
      medicacion: [LACTULOSA],
    },
  ],
  avisos: [AVISO_PREOCUPADO],
});
