/**
 * Vómitos. Built on NICE CG84 (gastroenteritis in under 5s: dehydration, shock
 * and the features that point to another diagnosis), the NHS Healthier
 * Together / Belfast "Diarrhoea and vomiting" sheets (the same three colours
 * as the app), NICE NG1 (reflux vs. red flags in infants: projectile, bilious,
 * blood), the Schmitt-Thompson vomiting protocol (counts per 24 h, babies
 * under 12 weeks, isolated vomiting over 24 h), SEUP (head injury with
 * vomiting → 112) and NICE NG232 (any vomiting after a head injury → A&E).
 *
 * The hydration and fever questions are exported for the diarrea flow, so a
 * child with gastroenteritis is asked the same thing in both.
 */
import type { Flujo, MedicacionSugerida, Pregunta } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  PARACETAMOL,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_PREOCUPADO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_RESPIRA_MAL,
  reglaMuyPreocupado,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';

// ---------------------------------------------------------------------------
// Shared with diarrea (gastroenteritis)
// ---------------------------------------------------------------------------

/**
 * NICE CG84 dehydration table as parents see it, one option per column:
 * "poca" gathers the symptoms and signs of clinical dehydration (HT amber: stopped
 * drinking, dry mouth, sunken eyes, no wee for 12 h, drowsy or irritable); "grave" is
 * clinical shock (pale or mottled, cold hands and feet) and reduced skin turgor
 * (CG84 red flag, NICE NG143 red). It replaces the shared colour question in
 * the gastroenteritis flows.
 */
export const HIDRATACION = {
  normal: 'Bebe y hace pis (o moja pañales) más o menos como siempre, y está despierto y atento',
  poca: 'Bebe menos de la mitad de lo normal o ha dejado de beber o de mamar, tiene la boca o la lengua secas, los ojos hundidos, llora sin lágrimas, está más decaído o irritable de lo normal, o lleva 12 horas sin hacer pis (8 horas sin mojar el pañal si es un bebé)',
  grave:
    'Está muy pálido o con la piel moteada y las manos y los pies fríos, o al pellizcar suavemente la piel de la tripa y soltarla el pliegue se queda marcado',
} as const;

export const PREGUNTA_HIDRATACION: Pregunta = {
  id: 'hidratacion',
  texto: '¿Cómo está de líquidos?',
  tipo: 'opciones',
  opciones: [HIDRATACION.normal, HIDRATACION.poca, HIDRATACION.grave],
  ayuda:
    'Si encaja más de una opción, elige la última que encaje (la más grave). Un niño que está despierto, juega a ratos y hace pis de color claro no suele estar deshidratado.',
  alarma: [HIDRATACION.grave],
};

/** NICE CG84: ≥ 38 °C under 3 months or ≥ 39 °C from 3 months suggest another diagnosis. */
export const FIEBRE = {
  no: 'No tiene fiebre',
  baja: 'Sí, de menos de 39 °C',
  alta: 'Sí, de 39 °C o más',
  sinMedir: 'Parece que tiene fiebre, pero no se la he medido',
} as const;

export const PREGUNTA_FIEBRE_DIGESTIVA: Pregunta = {
  id: 'fiebre',
  texto: '¿Tiene fiebre (38 °C o más en la axila)?',
  tipo: 'opciones',
  opciones: [FIEBRE.no, FIEBRE.baja, FIEBRE.alta, FIEBRE.sinMedir],
  ayuda: 'Si tienes termómetro, mídesela ahora en la axila. Elige la temperatura más alta de hoy.',
  alarma: [FIEBRE.alta],
};

/** Any fever, measured or felt: what makes a baby under 3 months rojo (NICE NG143). */
export const CON_FIEBRE = lista([FIEBRE.baja, FIEBRE.alta, FIEBRE.sinMedir]);

/** SPEC §9 oral rehydration for vomiting: small frequent sips. */
export const SUERO_VOMITOS: MedicacionSugerida = {
  med: 'suero_oral',
  dosis_por_kg: '5-10 ml/kg cada 20-30 minutos',
  ejemplo:
    'Para {peso} kg: unos {dosis} cada 20-30 minutos, dados a sorbos pequeños (una cucharadita o 5 ml cada 1-2 minutos con jeringa o cuchara). Si vomita, espera 10 minutos y sigue más despacio.',
};

/** Home advice on fluids for vomiting and diarrhoea (NICE CG84; WHO Plan A; HT D&V). */
export const CONSEJOS_LIQUIDOS: readonly string[] = [
  'Usa suero oral de farmacia (solución de rehidratación hiposódica). No uses bebidas para deportistas, refrescos, zumos ni sueros caseros: pueden empeorar la diarrea y la deshidratación.',
  'Si toma pecho o biberón, sigue dándoselo, más a menudo y en tomas más cortas; puedes ofrecer suero oral entre las tomas.',
  'Cuando deje de vomitar, que coma lo que le apetezca de su comida normal, en poca cantidad; no hace falta una dieta especial ni ayunar.',
  'No le des medicamentos para cortar los vómitos ni la diarrea si no te los ha recetado su médico, ni ibuprofeno mientras vomite o tenga diarrea (puede empeorar la deshidratación).',
  'Lavaos bien las manos con agua y jabón, sobre todo después de cambiar pañales o ir al baño. No debe volver a la guardería o al colegio hasta 48 horas después del último vómito o diarrea.',
];

// ---------------------------------------------------------------------------
// Vomiting
// ---------------------------------------------------------------------------

/** Two rojo findings asked together to keep the path short: both send to urgencias. */
export const SENALES = {
  ninguna: 'Ninguna de estas',
  golpe: 'Empezó a vomitar después de un golpe en la cabeza (en los últimos 2 días)',
  meningitis:
    'Tiene el cuello rígido (no puede bajar la barbilla hasta el pecho), la fontanela (la "mollera" de los bebés) abultada, o manchas rojas o moradas que no se borran al apretar un vaso encima',
} as const;

export const COLOR_VOMITO = {
  normal: 'Como la comida o la leche, o un líquido claro o amarillento',
  verde: 'Verde oscuro, como espinacas',
  sangre: 'Con sangre roja o con manchas oscuras como posos de café',
} as const;

export const DOLOR_TRIPA = {
  no: 'No le duele, o solo un poco justo antes de vomitar',
  continuo: 'Le duele la tripa de forma continua, también entre un vómito y otro',
  muyFuerte:
    'Le duele muchísimo (llora o se queja sin parar, se dobla de dolor o no quiere moverse), o le duele en la parte baja derecha de la tripa o más al andar o saltar',
} as const;

export const DURACION = {
  menos24h: 'Menos de 24 horas',
  uno_dos: 'Entre 1 y 2 días',
  mas2: 'Más de 2 días',
} as const;

const EDADES_BEBE_PEQUENO = ['0-3 meses', '3-6 meses'] as const;


const NADA_POR_BOCA = 'No le des de comer ni de beber por el camino: puede necesitar pruebas o una operación.';

const consejosRojo = (...propios: string[]): string[] => [
  ...propios,
  'Si vomita por el camino, ponlo de lado o sentado e inclinado hacia delante para que no se atragante.',
  CONSEJO_ROJO_CAMINO,
];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const consejosAmarillo = (...propios: string[]): string[] => [
  ...propios,
  'Mientras tanto, sigue dándole suero oral a sorbos pequeños y frecuentes, y el pecho o el biberón si toma.',
  CONSEJO_AMARILLO,
];

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: [SUERO_VOMITOS] });

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'vomita algo verde o con sangre',
  'le duele mucho la tripa o el dolor no se le pasa entre vómitos',
  'vomita todo lo que bebe durante más de 4 horas',
  'tiene la boca seca, los ojos hundidos, no llora con lágrimas o lleva 12 horas sin hacer pis',
  'está cada vez más dormido o irritable, o tiene un dolor de cabeza muy fuerte o el cuello rígido',
  'tiene mucha sed y hace mucho pis, o respira muy hondo y deprisa (puede ser diabetes)',
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_SI = consejoConsultaSi([
  'sigue vomitando más de 24 horas sin diarrea, o más de 2 días en total',
  'la diarrea dura más de 7 días',
  'no te ves capaz de darle líquidos en casa',
]);

const CONSEJOS_CASA: readonly string[] = [
  'Casi siempre los vómitos se deben a un virus del estómago y paran en 1 o 2 días (como mucho 3). Si después aparece diarrea, puede durar de 5 a 7 días.',
  'Tras un vómito, deja que descanse el estómago unos 10-15 minutos y después empieza con sorbos pequeños de suero oral; aumenta la cantidad poco a poco si no vuelve a vomitar.',
  ...CONSEJOS_LIQUIDOS,
];

export const vomitos: Flujo = {
  ...FICHAS.vomitos,
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
      titulo: 'NICE NG1. Gastro-oesophageal reflux disease in children and young people (signos de alarma)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng1/chapter/Key-priorities-for-implementation',
    },
    {
      titulo: "Seattle Children's (protocolos Schmitt-Thompson). Vomiting (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/vomiting/',
    },
    {
      titulo: 'AAP HealthyChildren.org (Schmitt). Vomiting 0-12 months: pyloric stenosis (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://healthychildren.org/English/tips-tools/symptom-checker/Pages/symptomviewer.aspx?symptom=Vomiting+(0-12+Months)',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'NICE NG232. Head injury: assessment and early management',
      anio: 2023,
      url: 'https://www.nice.org.uk/guidance/ng232',
    },
    {
      titulo: 'Guarino A, et al. ESPGHAN/ESPID guidelines for the management of acute gastroenteritis in children in Europe: update 2014. JPGN 2014;59:132-152',
      anio: 2014,
      url: 'https://doi.org/10.1097/MPG.0000000000000375',
    },
  ],
  revisado: '2026-11-21',
  notas: [
    'Deshidratación: NICE CG84 pide valoración presencial con cualquier signo de deshidratación clínica, y Healthier Together lo pone en ámbar ("parece deshidratado o no ha hecho pis en 12 horas"); Schmitt-Thompson lo pone en "llamar al médico ya". Elegimos amarillo para los signos de deshidratación (boca seca, ojos hundidos, sin lágrimas, decaído o irritable, 12 horas sin pis) y rojo para el pliegue cutáneo que no se deshace (rojo en NICE NG143) y para los signos de shock (pálido, moteado o frío; muy adormilado), que en CG84 son traslado urgente. Una sola pregunta de hidratación recoge las tres columnas de la tabla de CG84 (normal, deshidratación, shock) y sustituye a la pregunta común de color.',
    'Color del vómito: Schmitt-Thompson cuenta como bilis el vómito amarillo brillante o verde; Healthier Together habla de verde oscuro. El vómito amarillento del estómago vacío es muy frecuente en las gastroenteritis, así que rojo solo para el verde oscuro (y para la sangre, roja o en posos de café; NICE NG1, HT). La ayuda de la pregunta excluye la sangre tragada de un sangrado de nariz.',
    'Golpe en la cabeza: Healthier Together da verde hasta 2 vómitos tras un golpe sin otros signos, pero NICE NG232 deriva a urgencias con cualquier vómito tras un traumatismo craneal y SEUP lo pone en 112. Elegimos rojo, con enlace al flujo golpes_caidas.',
    'Bebés pequeños: vómitos a chorro en menores de 6 meses (estenosis de píloro, típica de 2 semanas a 2-4 meses) → rojo: NICE NG1 los señala como signo de alarma, la AAP (HealthyChildren) describe la estenosis de píloro como la causa grave típica a esta edad, y Schmitt pide ver enseguida a cualquier menor de 12 semanas con 2 o más vómitos. Sin vómitos a chorro: amarillo con 2 o más vómitos en 24 horas en menores de 3 meses (Schmitt) y con más de 2 (3 o más) de 3 a 6 meses (CG84: menores de 6 meses y más de 2 vómitos en 24 horas son riesgo de deshidratación). Un solo vómito o regurgitaciones en un bebé que está bien es verde (NICE NG1: la regurgitación es normal).',
    'Número de vómitos: Schmitt-Thompson llama "graves" a 8 o más al día; a partir de 8 en 24 horas damos amarillo a cualquier edad. No poder retener ningún líquido es ámbar en Healthier Together y "llamar ya" en Schmitt si dura más de 8 horas; lo normal al principio es vomitarlo todo durante 3-4 horas, así que amarillo si lo vomita todo, incluso a sorbos, desde hace 4 horas o más.',
    'Duración: CG84 dice que los vómitos suelen durar 1-2 días y paran en 3; Schmitt pide ver en 24 horas a un niño con vómitos sin diarrea durante más de 24 horas (apendicitis, infección de orina, diabetes…). Amarillo si lleva más de 2 días vomitando, o entre 1 y 2 días sin diarrea.',
    'Fiebre: menores de 3 meses con fiebre → rojo (NICE NG143). Fiebre de 39 °C o más → amarillo (CG84 la da como signo de otro diagnóstico); fiebre más baja → verde con enlace al flujo fiebre.',
    'Dolor: dolor continuo entre vómitos → amarillo (ámbar en HT; Schmitt-Thompson pide ver ya si hay dolor de tripa aparte del que alivia el vómito); dolor muy fuerte, en la parte baja derecha de la tripa o que empeora al andar o saltar (posible apendicitis) → rojo (rojo en el HT de dolor abdominal). Ambos enlazan con dolor_abdominal.',
    'Para no alargar el cuestionario, el golpe en la cabeza y los signos de meningitis (cuello rígido, fontanela abultada, manchas que no se borran) van en una sola pregunta de opciones: las dos respuestas dan rojo.',
    'Medicación: suero oral 5-10 ml/kg cada 20-30 minutos a sorbos pequeños (SPEC §9; CG84 y ESPGHAN recomiendan suero de baja osmolaridad) en amarillo y verde; paracetamol solo en verde para la fiebre o el malestar. Nunca ibuprofeno (riesgo de deshidratación; la ficha técnica lo contraindica en la deshidratación grave).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_RESPIRA_MAL,
    {
      id: 'senales_graves',
      texto: '¿Le pasa alguna de estas cosas?',
      tipo: 'opciones',
      opciones: [SENALES.ninguna, SENALES.golpe, SENALES.meningitis],
      ayuda:
        'Prueba del vaso: aprieta el lado de un vaso de cristal contra las manchas; si se siguen viendo a través del cristal, no se borran. Si le pasan las dos cosas, elige cualquiera de ellas: las dos son urgentes.',
      alarma: [SENALES.golpe, SENALES.meningitis],
    },
    {
      id: 'color_vomito',
      texto: '¿De qué color es lo que vomita?',
      tipo: 'opciones',
      opciones: [COLOR_VOMITO.normal, COLOR_VOMITO.verde, COLOR_VOMITO.sangre],
      ayuda:
        'Si encaja más de una, elige la última. No cuenta la sangre tragada de un sangrado de nariz, ni el color de algo que haya comido o bebido (remolacha, zumos, golosinas).',
      alarma: [COLOR_VOMITO.verde, COLOR_VOMITO.sangre],
    },
    {
      id: 'dolor_tripa',
      texto: '¿Le duele la tripa?',
      tipo: 'opciones',
      opciones: [DOLOR_TRIPA.no, DOLOR_TRIPA.continuo, DOLOR_TRIPA.muyFuerte],
      ayuda: 'Es normal que le duela un poco justo antes de vomitar y que se alivie al hacerlo.',
      alarma: [DOLOR_TRIPA.muyFuerte],
    },
    {
      id: 'a_chorro',
      texto: '¿Vomita a chorro (con mucha fuerza, lanzando la leche lejos) después de varias tomas?',
      tipo: 'si_no',
      ayuda:
        'Suele pasar en bebés de 2 semanas a 3 meses, que después de vomitar vuelven a tener hambre. Las bocanadas de leche que salen sin esfuerzo después de comer (regurgitaciones) son normales y no cuentan.',
      mostrar_si: `edad_rango IN ${lista(EDADES_BEBE_PEQUENO)}`,
      alarma: ['si'],
    },
    PREGUNTA_HIDRATACION,
    PREGUNTA_FIEBRE_DIGESTIVA,
    {
      id: 'no_retiene',
      texto: '¿Vomita todo lo que bebe, incluso a sorbos pequeños, desde hace 4 horas o más?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'veces_vomito',
      texto: '¿Cuántas veces ha vomitado en las últimas 24 horas?',
      tipo: 'numero',
      ayuda: 'Cuenta como una sola vez los vómitos o arcadas seguidos en menos de 10 minutos. Si no lo sabes exacto, pon un número aproximado.',
    },
    {
      id: 'duracion',
      texto: '¿Desde cuándo vomita?',
      tipo: 'opciones',
      opciones: [DURACION.menos24h, DURACION.uno_dos, DURACION.mas2],
      alarma: [DURACION.mas2],
    },
    {
      id: 'diarrea',
      texto: '¿Tiene también diarrea (cacas líquidas)?',
      tipo: 'si_no',
    },
    PREGUNTA_MUY_PREOCUPADO,
    PREGUNTA_PESO,
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "no_responde = 'si'",
      'Vómitos y muy adormilado o no responde',
      consejosRojo('Si no responde pero respira, túmbalo de lado para que no se ahogue si vomita. No le des nada por la boca.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "respira_mal = 'si'",
      'Vómitos con dificultad para respirar',
      consejosRojo(
        'Respirar con esfuerzo o muy deprisa con vómitos puede deberse a una deshidratación grave, a una infección o a un azúcar muy alto (diabetes): necesita atención inmediata.',
        'Mantenlo incorporado, en la postura en la que respire mejor.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `senales_graves = '${SENALES.meningitis}'`,
      'Vómitos con cuello rígido, fontanela abultada o manchas que no se borran',
      consejosRojo('Estos signos pueden indicar una meningitis o una infección grave: ve sin esperar.'),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['fiebre'] },
    ),
    rojo(
      `senales_graves = '${SENALES.golpe}'`,
      'Vómitos después de un golpe en la cabeza',
      consejosRojo(
        'Los vómitos tras un golpe en la cabeza necesitan valoración en urgencias (NICE, SEUP).',
        'No le des de comer ni medicinas que den sueño. Mantenlo despierto y vigilado; si se queda muy dormido, está confuso o tiene una convulsión, llama al 112.',
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      `color_vomito = '${COLOR_VOMITO.verde}'`,
      'Vómito verde (bilis)',
      consejosRojo(
        'El vómito verde oscuro puede indicar que el intestino está obstruido: necesita valoración urgente aunque parezca estar bien.',
        NADA_POR_BOCA,
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    rojo(
      `color_vomito = '${COLOR_VOMITO.sangre}'`,
      'Vómito con sangre',
      consejosRojo(
        'Vomitar sangre o manchas como posos de café necesita valoración urgente.',
        'Si puedes, haz una foto del vómito para enseñársela al médico.',
        NADA_POR_BOCA,
      ),
    ),
    rojo(
      `dolor_tripa = '${DOLOR_TRIPA.muyFuerte}'`,
      'Vómitos con dolor de tripa muy fuerte o que hace pensar en apendicitis',
      consejosRojo(
        'Un dolor de tripa muy fuerte con vómitos puede ser una apendicitis u otro problema que necesite cirugía.',
        NADA_POR_BOCA,
        'No le des analgésicos antes de que lo vea el médico, salvo que te lo indiquen.',
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    rojo(
      "a_chorro = 'si'",
      'Vómitos a chorro en un bebé pequeño',
      consejosRojo(
        'Los vómitos a chorro repetidos en un bebé de pocas semanas o meses pueden deberse a un estrechamiento a la salida del estómago (estenosis de píloro), que se deshidrata rápido y se opera.',
        'No le fuerces a comer más. Lleva apuntado cuántas tomas ha vomitado y cuántos pañales ha mojado hoy.',
      ),
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
      `edad_rango = '0-3 meses' AND fiebre IN ${CON_FIEBRE}`,
      'Vómitos con fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, la fiebre (o la sensación de fiebre si no se ha podido medir) necesita que lo vea un médico enseguida.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen. Sigue ofreciéndole el pecho o el biberón.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `hidratacion = '${HIDRATACION.poca}'`,
      'Vómitos con signos de deshidratación',
      consejosAmarillo(
        'Tiene signos de que le falta líquido: que lo vea hoy un médico para valorar cuánto suero necesita.',
        'Dale suero oral en pequeñas cantidades muy a menudo (una cucharadita o 5 ml cada 1-2 minutos). Si toma pecho, dale más a menudo.',
      ),
    ),
    amarillo(
      "no_retiene = 'si'",
      'No retiene ningún líquido',
      consejosAmarillo(
        'Si lo vomita todo desde hace horas, puede deshidratarse: que lo vea hoy un médico.',
        'Prueba con cantidades aún más pequeñas: 5 ml (una cucharadita) cada 2-3 minutos, con jeringa o cuchara.',
      ),
    ),
    amarillo(
      `dolor_tripa = '${DOLOR_TRIPA.continuo}'`,
      'Vómitos con dolor de tripa continuo',
      consejosAmarillo(
        'Un dolor de tripa que no se pasa entre vómitos debe valorarlo hoy un médico para descartar una apendicitis u otra causa.',
        'No le des de comer hasta que lo vean; sorbos pequeños de suero sí. No le des analgésicos salvo que te lo indique el médico.',
        'Si el dolor se vuelve muy fuerte, se va a la parte baja derecha de la tripa o le duele al andar o saltar, acude a urgencias ahora.',
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    amarillo(
      `(edad_rango = '0-3 meses' AND veces_vomito >= 2) OR (edad_rango = '3-6 meses' AND veces_vomito >= 3)`,
      'Bebé menor de 6 meses que vomita varias veces',
      consejosAmarillo(
        'Los bebés pequeños se deshidratan antes: con varios vómitos en un día, que lo vea hoy un médico.',
        'Sigue ofreciéndole el pecho o el biberón en tomas más cortas y frecuentes. Apunta cuántos pañales moja.',
        'Si empieza a vomitar a chorro, vomita verde o moja muchos menos pañales, acude a urgencias ahora.',
      ),
    ),
    amarillo(
      'veces_vomito >= 8',
      'Vómitos muy frecuentes (8 o más en 24 horas)',
      consejosAmarillo('Con tantos vómitos en un día el riesgo de deshidratación es alto: que lo vea hoy un médico.'),
    ),
    amarillo(
      `fiebre = '${FIEBRE.alta}'`,
      'Vómitos con fiebre de 39 °C o más',
      consejosAmarillo(
        'Los vómitos con fiebre alta pueden deberse a otra infección (de orina, de oído, de pulmón…), no solo a un virus del estómago: que lo vea hoy un médico.',
        'Puedes darle paracetamol si está molesto; no le des ibuprofeno mientras vomite.',
      ),
      { medicacion: [SUERO_VOMITOS, PARACETAMOL], ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `duracion = '${DURACION.mas2}'`,
      'Vómitos durante más de 2 días',
      consejosAmarillo('Los vómitos de un virus del estómago suelen parar en 1 o 2 días: si duran más, que lo vea hoy un médico para buscar otra causa.'),
    ),
    amarillo(
      `duracion = '${DURACION.uno_dos}' AND diarrea = 'no'`,
      'Vómitos sin diarrea durante más de 24 horas',
      consejosAmarillo(
        'Cuando los vómitos duran más de un día sin diarrea, hay que descartar otras causas (infección de orina, apendicitis, diabetes…): que lo vea hoy un médico.',
        'Si puedes, lleva una muestra de pis en un bote limpio.',
      ),
    ),
    reglaMuyPreocupado(['Mientras tanto, sigue dándole suero oral a sorbos pequeños y frecuentes.']),
    // ---------------------------------------------------------------- verde
    {
      si: `fiebre IN ${lista([FIEBRE.baja, FIEBRE.sinMedir])}`,
      urgencia: 'verde',
      titulo: 'Vómitos con fiebre, sin signos de alarma',
      consejos: [
        'La fiebre de menos de 39 °C es frecuente en los virus del estómago.',
        'Si está molesto por la fiebre, puedes darle paracetamol (sirve para que esté más cómodo, no para bajar el número del termómetro). No le des ibuprofeno mientras vomite.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Dale suero oral a sorbos', ACCION.vigila],
      medicacion: [SUERO_VOMITOS, PARACETAMOL],
      ver_tambien: ['fiebre'],
    },
    {
      si: "diarrea = 'si'",
      urgencia: 'verde',
      titulo: 'Vómitos y diarrea sin signos de alarma',
      consejos: [
        'Parece un virus del estómago (gastroenteritis). Lo más importante es que no le falte líquido.',
        'Además del suero a sorbos para los vómitos, dale suero oral después de cada caca líquida (mira el flujo de diarrea).',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Dale suero oral a sorbos', ACCION.vigila],
      medicacion: [SUERO_VOMITOS],
      ver_tambien: ['diarrea'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Vómitos sin signos de alarma',
      consejos: [
        'Ahora no hay signos de alarma: puedes cuidarlo en casa, vigilando que beba y haga pis.',
        'En bebés pequeños, las bocanadas de leche sin esfuerzo después de las tomas (regurgitaciones) son normales si el bebé está contento y gana peso.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Dale suero oral a sorbos', ACCION.vigila],
      medicacion: [SUERO_VOMITOS],
    },
  ],
};
