/**
 * Convulsión. Built on NHS Healthier Together "Febrile convulsion", the AAP
 * 2011 definition of a simple febrile seizure, SEUP (convulsion → 112), and
 * the NHS/Epilepsy Society first-aid rules for when to call an ambulance. Every
 * seizure is seen by a doctor: there is no verde result (see `notas`).
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  EDADES_MENOR_6_MESES,
  lista,
  MANCHAS,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  PREGUNTA_RESPIRA_MAL,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';

/** Minutes from which a seizure is rojo (SPEC §9 "over 5 minutes", HT "≥ 5 min"; see notas). */
export const MINUTOS_CONVULSION_LARGA = 5;

export const REPETIDAS = {
  una: 'Solo una',
  variasRecuperado: 'Más de una, y entre ellas volvió a estar bien',
  variasSinRecuperar: 'Más de una, sin volver a estar bien entre ellas',
} as const;

/** First aid for a seizure (HT febrile convulsion; NHS / Epilepsy Society first aid). */
export const PRIMEROS_AUXILIOS: readonly string[] = [
  'Si está convulsionando: túmbalo de lado en el suelo o en un sitio seguro, aparta lo que pueda golpearle y aflójale la ropa del cuello.',
  'No le metas nada en la boca (ni los dedos), no le sujetes los brazos ni las piernas y no le des nada de beber ni medicinas por la boca.',
  'Mira el reloj: si la convulsión dura 5 minutos o más, llama al 112. Si su médico le ha pautado una medicación de rescate, dásela como te enseñaron.',
  'Cuando pare, déjalo de lado y quédate con él hasta que despierte del todo.',
];

const consejosRojo = (...propios: string[]): string[] => [...propios, ...PRIMEROS_AUXILIOS, CONSEJO_ROJO_CAMINO];

const rojo = creadorDeReglas('rojo', { acciones: [ACCION.llama112, ACCION.urgenciasAhora] });

const VIGILANCIA_AMARILLO: readonly string[] = [
  'Vigílalo de cerca las próximas 24 horas, también por la noche (que duerma cerca de ti).',
  'Si tiene fiebre, dale paracetamol o ibuprofeno solo si está molesto: bajar la fiebre no evita otra convulsión.',
  'Si tiene otra convulsión: túmbalo de lado, no le metas nada en la boca, no le sujetes y mira el reloj.',
  'Llama al 112 si una convulsión dura 5 minutos o más, si tiene una detrás de otra, si le cuesta respirar o se pone azul, o si después no vuelve a estar como siempre.',
  CONSEJO_AMARILLO,
];


export const convulsion: Flujo = {
  ...FICHAS.convulsion,
  fuentes: [
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
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s (rojo: estado epiléptico, crisis focales, signos neurológicos focales)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'East of England Ambulance Service NHS Trust. Epilepsy (fits/seizures) advice',
      anio: 2023,
      url: 'https://eastamb.nhs.uk/your-service/emergency-advice/epilepsy',
    },
    {
      titulo: 'Epilepsy Society. When to dial 999 (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.epilepsysociety.org.uk/when-dial-999',
    },
    {
      titulo: 'Portsmouth City Council / NHS. Fits (seizures): red, amber, green (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://healthandcare.portsmouth.gov.uk/fits/',
    },
  ],
  revisado: '2026-11-21',
  notas: [
    '5 minutos: SPEC §4 y §9 dicen "más de 5 minutos" y el NHS "more than 5 minutes"; Healthier Together dice "5 minutos o más". Elegimos la lectura prudente: rojo desde 5 minutos exactos (≥ 5). Además, los padres calculan el tiempo a ojo y lo redondean, y la ayuda de la pregunta pide poner el tiempo más largo posible si no se sabe.',
    'Primera convulsión: Healthier Together manda llamar a una ambulancia ante la primera convulsión de la vida, y SEUP pone "movimientos anormales (convulsión)" en 112; el brief pedía al menos amarillo. Elegimos rojo.',
    'Convulsión febril breve, generalizada, con recuperación completa, en un niño de 6 meses a 5 años que ya había tenido otras: Healthier Together la da verde ("vigilar de cerca"); SEUP la pone en 112. Elegimos amarillo (que lo vea un médico hoy): no hay resultado verde en este flujo.',
    'Más de una convulsión en la misma enfermedad, recuperándose entre ellas: ámbar en Healthier Together (la AAP la llama compleja) → amarillo. Una detrás de otra sin recuperarse: rojo.',
    'Edad: menores de 6 meses → rojo (fuentes españolas; la AAP define la convulsión febril simple de 6 a 60 meses). De 5 a 12 años, fuera de la edad típica pero con convulsiones previas, amarillo (el rango 5-12 incluye niños de 5 años que aún están en la edad típica); 12 años o más, rojo.',
    'Sin fiebre: rojo (brief y SPEC), salvo en un niño con epilepsia ya diagnosticada y una crisis como las habituales, breve y recuperada: el NHS y la Epilepsy Society dicen que no siempre hace falta ambulancia y la guía de Portsmouth lo da ámbar → amarillo (que lo sepa hoy su médico). Esta excepción no está en clinical-sources.md: revisar con pediatría.',
    'Manchas que no se borran al apretar: rojo con o sin fiebre (NICE, Healthier Together).',
    'Sin medicación: las dosis de antitérmicos se dan en el flujo fiebre (enlazado).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'convulsiona_ahora',
      texto: '¿Sigue con la convulsión ahora mismo (sacudidas, rigidez o no responde)?',
      tipo: 'si_no',
      ayuda: 'Si sigue: túmbalo de lado, no le metas nada en la boca, no le sujetes y mira el reloj. Si dura 5 minutos o más, llama al 112.',
      alarma: ['si'],
    },
    {
      id: 'duracion_minutos',
      texto: '¿Cuántos minutos duró la convulsión?',
      tipo: 'numero',
      ayuda: 'Si no lo sabes seguro, pon el tiempo más largo que creas posible. Cuenta solo las sacudidas o la rigidez, no el rato de sueño de después.',
      mostrar_si: "convulsiona_ahora = 'no'",
    },
    {
      id: 'recuperado',
      texto:
        '¿Ha vuelto ya a estar como siempre: despierto, te reconoce, y mueve los brazos y las piernas, habla (o balbucea) y mira con normalidad?',
      tipo: 'si_no',
      ayuda: 'Es normal que esté un rato cansado o con sueño, pero debe despertarse bien, reconocerte y moverse con normalidad.',
      mostrar_si: "convulsiona_ahora = 'no'",
      alarma: ['no'],
    },
    PREGUNTA_RESPIRA_MAL,
    PREGUNTA_COLOR_GRAVE,
    {
      id: 'repetidas',
      texto: '¿Cuántas convulsiones ha tenido en las últimas 24 horas?',
      tipo: 'opciones',
      opciones: [REPETIDAS.una, REPETIDAS.variasRecuperado, REPETIDAS.variasSinRecuperar],
      alarma: [REPETIDAS.variasSinRecuperar],
    },
    {
      id: 'golpe_herida',
      texto: '¿Se ha dado un golpe fuerte en la cabeza o se ha hecho una herida con la convulsión, o empezó después de un golpe en la cabeza?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'focal',
      texto:
        '¿Las sacudidas o la rigidez fueron solo en una parte del cuerpo (un brazo, una pierna o un lado de la cara), o giró los ojos o la cabeza hacia un lado?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'primera_vez',
      texto: '¿Es la primera convulsión que tiene en su vida?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'epilepsia',
      texto: '¿Tiene epilepsia ya diagnosticada y ha sido una crisis como las que suele tener?',
      tipo: 'si_no',
      mostrar_si: "primera_vez = 'no'",
      alarma: ['no'],
    },
    {
      id: 'fiebre',
      texto: '¿Tiene fiebre (38 °C o más) o ha tenido fiebre en las últimas 24 horas?',
      tipo: 'si_no',
      alarma: ['no'],
    },
    PREGUNTA_MANCHAS,
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo("convulsiona_ahora = 'si'", 'Convulsión en este momento', consejosRojo('Llama al 112 ahora y sigue sus indicaciones.'), {
      acciones_sugeridas: [ACCION.llama112],
    }),
    rojo(
      `duracion_minutos >= ${MINUTOS_CONVULSION_LARGA}`,
      'Convulsión de 5 minutos o más',
      consejosRojo('Una convulsión de 5 minutos o más necesita atención médica urgente aunque ya haya parado.'),
    ),
    rojo(
      `repetidas = '${REPETIDAS.variasSinRecuperar}'`,
      'Varias convulsiones seguidas sin recuperarse',
      consejosRojo('Varias convulsiones sin volver a estar bien entre ellas son una urgencia.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "recuperado = 'no'",
      'No ha vuelto a estar como siempre tras la convulsión',
      consejosRojo('Si sigue muy dormido, confuso, no mueve bien un lado del cuerpo, no habla o no ve bien, necesita atención urgente.'),
    ),
    rojo(
      "respira_mal = 'si'",
      'Dificultad para respirar tras la convulsión',
      consejosRojo('Déjalo de lado, con la cabeza ligeramente hacia atrás, y no le des nada por la boca.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "color_grave = 'si'",
      'Color muy pálido, moteado o labios azulados tras la convulsión',
      consejosRojo('Déjalo de lado y vigila que respire.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      `edad_rango IN ${lista(EDADES_MENOR_6_MESES)}`,
      'Convulsión en menor de 6 meses',
      consejosRojo('En menores de 6 meses una convulsión siempre necesita valoración urgente en el hospital.'),
    ),
    rojo(
      "golpe_herida = 'si'",
      'Convulsión con golpe en la cabeza o herida',
      consejosRojo('Si sangra, aprieta la herida con una gasa o un paño limpio. No le muevas el cuello si se ha dado un golpe fuerte.'),
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      "focal = 'si'",
      'Convulsión en una sola parte del cuerpo',
      consejosRojo('Una convulsión que afecta a un solo lado o a una parte del cuerpo debe valorarse en urgencias.'),
    ),
    rojo(
      "primera_vez = 'si'",
      'Primera convulsión',
      consejosRojo('La primera convulsión de la vida siempre debe valorarse en urgencias, aunque ya esté bien.'),
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Convulsión con manchas que no se borran al apretar',
      consejosRojo('Las manchas rojas o moradas que no se borran con la prueba del vaso pueden ser una infección grave: ve sin esperar.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "fiebre = 'no' AND epilepsia = 'no'",
      'Convulsión sin fiebre',
      consejosRojo('Una convulsión sin fiebre en un niño sin epilepsia conocida debe valorarse en urgencias. Si puede haber tomado algún medicamento o producto, díselo al 112 y lleva el envase.'),
      { ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      "edad_rango = '12+ años' AND epilepsia = 'no'",
      'Convulsión con fiebre a partir de los 12 años',
      consejosRojo('A esta edad, una convulsión con fiebre no es una convulsión febril típica y debe valorarse en urgencias.'),
    ),
    // ------------------------------------------------------------- amarillo
    {
      si: `repetidas = '${REPETIDAS.variasRecuperado}'`,
      urgencia: 'amarillo',
      titulo: 'Más de una convulsión en la misma enfermedad',
      consejos: ['Aunque se haya recuperado entre ellas, que lo vea hoy un médico.', ...VIGILANCIA_AMARILLO],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['fiebre'],
    },
    {
      si: "epilepsia = 'si'",
      urgencia: 'amarillo',
      titulo: 'Crisis en un niño con epilepsia conocida',
      consejos: [
        'Sigue el plan de crisis que te dio su neurólogo o pediatra.',
        'Avisa hoy a su pediatra o neurólogo de esta crisis, sobre todo si ha tenido fiebre, si ha olvidado alguna dosis de su medicación o si las crisis son más frecuentes.',
        ...VIGILANCIA_AMARILLO,
      ],
      acciones_sugeridas: ['Avisa hoy a su pediatra o neurólogo', ACCION.urgenciasHoy],
    },
    {
      si: "edad_rango = '5-12 años'",
      urgencia: 'amarillo',
      titulo: 'Convulsión con fiebre en mayor de 5 años',
      consejos: [
        'Las convulsiones por fiebre son típicas hasta los 5 años: a partir de esa edad, que lo vea hoy un médico para buscar la causa.',
        ...VIGILANCIA_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['fiebre'],
    },
    {
      si: SIEMPRE,
      urgencia: 'amarillo',
      titulo: 'Convulsión febril breve, ya recuperado',
      consejos: [
        'Parece una convulsión febril típica: corta, de todo el cuerpo y con recuperación completa. Suele ser benigna, pero que lo vea hoy un médico para buscar la causa de la fiebre.',
        ...VIGILANCIA_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['fiebre'],
    },
  ],
};
