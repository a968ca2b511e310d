/**
 * Dolor abdominal. Built on the NHS Healthier Together / Belfast "Abdominal
 * pain" sheets (red: green or bloody vomit, severe pain, testicular pain;
 * amber: swollen tummy, blood in poo or wee, constant pain over a day,
 * symptoms over 5 days, thirst, jaundice, weight loss), Seattle Children's
 * appendicitis advice, the classic picture of intussusception (paroxysms of
 * colic with pallor and drawn-up legs, redcurrant-jelly stool) and SEUP
 * ("colicky, not intense pain" → paediatrician, not urgent).
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
  paracetamol,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_PREOCUPADO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  reglaMuyPreocupado,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';

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

/** Intussusception peaks at 3 months-3 years and is rare after 5 (clinical-sources §b). */
const EDADES_INVAGINACION = ['0-3 meses', '3-6 meses', '6-12 meses', '1-2 años', '2-5 años'] as const;
const EDADES_LACTANTE = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;


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
  'lo ves peor o estás más preocupado',
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
];

export const dolor_abdominal: Flujo = {
  ...FICHAS.dolor_abdominal,
  fuentes: [
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
  ],
  revisado: '2026-11-21',
  notas: [
    'Rojo (Healthier Together rojo y signos quirúrgicos): vómito verde o con sangre, dolor muy fuerte, dolor o hinchazón de un testículo (torsión: se salva si se opera en pocas horas) o bulto doloroso en la ingle (hernia estrangulada), tripa dura o que no se deja tocar, pálido o moteado, muy adormilado, golpe fuerte en la tripa, sospecha de invaginación en menores de 5 años y signos de apendicitis (dolor que se va a la parte baja derecha o que empeora al andar, saltar o toser). Healthier Together no habla de apendicitis por separado; Seattle Children\'s manda acudir enseguida ante la sospecha: elegimos rojo.',
    'Dolor continuo con fiebre y vómitos: algunas guías de hospitales lo mandan a urgencias (posible apendicitis) y Healthier Together no lo recoge como tal. Elegimos rojo si el dolor es continuo y amarillo si el dolor es leve o va y viene (muchas gastroenteritis empiezan así).',
    'Dolor continuo: Healthier Together da ámbar al dolor constante de más de 1 día pese a analgésicos; los protocolos de Schmitt-Thompson de diarrea y de estreñimiento piden llamar ya al médico con un dolor de tripa continuo de más de 1-2 horas. Elegimos amarillo para cualquier dolor continuo (la lectura prudente), y verde para el dolor leve que va y viene con el niño jugando y comiendo (SEUP: "dolor abdominal cólico, no intenso" → pediatra, no urgente). Dolor o fiebre de más de 5 días → amarillo (HT ámbar).',
    'Invaginación intestinal (3 meses-3 años, rara después de los 5): crisis de llanto cada 10-20 minutos con palidez y piernas encogidas, tranquilo o adormilado entre crisis; la caca en "mermelada de grosella" es un signo tardío. Cualquier sospecha → rojo. La pregunta solo se hace a menores de 5 años; la de apendicitis, a partir de 1 año (los bebés no saben señalar ni describir el dolor).',
    'Analgésicos: paracetamol solo en los resultados verdes. En amarillo y rojo no se sugiere ninguna dosis y se pide no darlos hasta que lo vea el médico (Seattle Children\'s, para no cambiar la exploración de un posible abdomen quirúrgico); hay estudios que dicen que el analgésico no enmascara la apendicitis, pero elegimos la lectura prudente porque el médico lo verá en horas. Sin ibuprofeno (puede haber vómitos o deshidratación).',
    'Tripa hinchada pero blanda → amarillo (HT ámbar); dura o muy dolorosa al tocarla → rojo (signo de peritonitis). Sangre en la caca o en el pis, escozor al orinar, mucha sed con mucho pis, piel amarilla o pérdida de peso → amarillo (HT ámbar; NICE NG224 para la orina), con enlace al flujo orina.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_COLOR_GRAVE,
    {
      id: 'testiculo_ingle',
      texto: '¿Le duele o se le ha hinchado un testículo o la bolsa de los testículos (en los niños), o tiene un bulto doloroso en la ingle?',
      tipo: 'si_no',
      ayuda: 'En los niños, mira siempre los testículos cuando les duele la tripa: a veces el dolor de un testículo se nota en la tripa.',
      alarma: ['si'],
    },
    {
      id: 'golpe_tripa',
      texto: '¿Empezó el dolor después de un golpe fuerte en la tripa (contra el manillar de la bici, una caída desde altura, un accidente o una patada)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'invaginacion',
      texto:
        '¿Tiene crisis de llanto o de dolor muy fuerte que vienen y van (cada 10-20 minutos), en las que encoge las piernas y se pone pálido, aunque entre una y otra parezca tranquilo o adormilado? ¿O ha hecho una caca con sangre y moco, como mermelada de grosella?',
      tipo: 'si_no',
      mostrar_si: `edad_rango IN ${lista(EDADES_INVAGINACION)}`,
      alarma: ['si'],
    },
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
      id: 'apendicitis',
      texto:
        '¿El dolor se ha ido a la parte baja derecha de la tripa, o le duele más al andar, saltar, toser o ir en coche por baches (camina encogido)?',
      tipo: 'si_no',
      ayuda: 'Si puede, pídele que dé un par de saltos: si no puede o le duele mucho al hacerlo, responde Sí.',
      mostrar_si: `edad_rango NOT IN ${lista(EDADES_LACTANTE)}`,
      alarma: ['si'],
    },
    {
      id: 'tripa',
      texto: '¿Cómo tiene la tripa al tocarla con suavidad?',
      tipo: 'opciones',
      opciones: [TRIPA.normal, TRIPA.hinchada, TRIPA.dura],
      ayuda: 'Tócala con la mano plana y caliente, despacio, mientras está tumbado y tranquilo.',
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
      id: 'mas_5_dias',
      texto: '¿Lleva más de 5 días con dolor de tripa o con fiebre?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'otros_signos',
      texto:
        '¿Tiene alguno de estos: sangre en la caca o en el pis; escozor o dolor al hacer pis; mucha sed y hace mucho más pis de lo normal; la piel o el blanco de los ojos amarillos; o ha perdido peso?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    PREGUNTA_MUY_PREOCUPADO,
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
    rojo(
      "color_grave = 'si'",
      'Dolor de tripa con color muy pálido, piel moteada o labios azulados',
      consejosRojo('Puede estar en shock: necesita atención inmediata. Mantenlo tumbado y tapado.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "testiculo_ingle = 'si'",
      'Dolor o hinchazón en un testículo o en la ingle',
      consejosRojo(
        'Un testículo que duele o se hincha de repente puede estar torcido (torsión): solo se salva si se opera en pocas horas. Un bulto doloroso en la ingle puede ser una hernia atrapada.',
        'No esperes a ver si se pasa, aunque el dolor mejore.',
      ),
    ),
    rojo(
      "golpe_tripa = 'si'",
      'Dolor de tripa después de un golpe fuerte',
      consejosRojo('Un golpe fuerte en la tripa puede dañar órganos internos aunque no se vea nada por fuera. Llévalo tumbado si le duele al moverse.'),
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      "invaginacion = 'si'",
      'Crisis de dolor con llanto y piernas encogidas: posible invaginación intestinal',
      consejosRojo(
        'Estas crisis pueden deberse a que un trozo de intestino se ha metido dentro de otro (invaginación): se trata en el hospital y cuanto antes, mejor.',
        'Si hay un pañal con sangre o moco, llévalo o hazle una foto.',
      ),
    ),
    rojo(
      `dolor = '${DOLOR.muyFuerte}'`,
      'Dolor de tripa muy fuerte',
      consejosRojo('Un dolor tan fuerte que no le deja estar quieto o moverse necesita valoración urgente.'),
    ),
    rojo(
      "apendicitis = 'si'",
      'Dolor que se va a la parte baja derecha o empeora al moverse: posible apendicitis',
      consejosRojo('Estos signos hacen pensar en una apendicitis, que hay que operar antes de que se complique.'),
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
    amarillo(`dolor = '${DOLOR.continuo}'`, 'Dolor de tripa continuo', [
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
    reglaMuyPreocupado([ESPERA_AMARILLO]),
    // ---------------------------------------------------------------- verde
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
};
