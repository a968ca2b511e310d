/**
 * Sangrado por la nariz. Built on the NHS Healthier Together nose-bleed
 * sheets (West and South Yorkshire: red = under 2 years, blood thinners,
 * bleeding > 30 min despite first aid, both nostrils or choking on blood,
 * deformed nose after injury; amber = discharge as well (something stuck),
 * frequent small bleeds, bruises, family history), the Belfast / Alder Hey
 * sheet (> 20 minutes, breathing difficulty, clotting disorder), the
 * Schmitt-Thompson Nosebleed protocol (fainted or too weak to stand → 911;
 * ibuprofen and aspirin increase bleeding) and SPEC §9 (nosebleed over 20
 * minutes). No medicine is suggested here. See `notas`.
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  EDADES_MENOR_2_ANOS,
  lista,
  MANCHAS,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PREOCUPADO,
  AVISO_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import { FUENTE_PCH_NARIZ, FUENTE_SEUP_INTOXICACION, PREGUNTA_PILA_NARIZ, reglaPilaNariz } from './banderas-ingesta.ts';
import { ACCION_SERVICIO_TOXICOLOGIA, TELEFONO_TOXICOLOGIA } from './intoxicacion.ts';
import { FICHAS } from './fichas.ts';
import { conCribado } from './cribado-otras-puertas.ts';

/** SPEC §9 "nosebleed over 20 minutes": rojo from 20 minutes exactly (see notas). */
export const MINUTOS_SANGRADO_ROJO = 20;

export const GOLPE = {
  no: 'No',
  cara: 'Sí, un golpe en la nariz o en la cara',
  cabeza: 'Sí, un golpe en la cabeza',
} as const;

/**
 * Under 2 years only (the age at which a nosebleed is rojo): a real nosebleed
 * versus streaks of blood in the mucus of a cold, which is not a nosebleed
 * (issue 9, pattern 5).
 */
export const QUE_SANGRA = {
  nariz: 'Le sangra la nariz: gotea o chorrea sangre por uno o los dos orificios',
  mocos: 'Solo tiene mocos con hilitos o puntitos de sangre (al sonarse o al limpiarle la nariz), sin que llegue a gotear sangre',
} as const;

/** Mucus with the bleeding: a cold (both sides) versus the one-sided, smelly discharge of something stuck (HT amber). */
export const MOCO = {
  no: 'No',
  catarro: 'Sí, mocos por los dos lados porque está acatarrado o tiene alergia',
  unLado: 'Moco por un solo lado o con mal olor, o crees que se ha podido meter algo en la nariz',
} as const;

/**
 * Recurrent nosebleeds: the usual pattern of a well child, or a change (issue 9, pattern 3). Round 18: new texts that
 * say how long and how often, so a recent run of nosebleeds most days is not taken for the usual pattern (NICE CKS
 * Epistaxis; NICE NG12: unexplained bleeding).
 */
export const A_MENUDO = {
  no: 'No, es la primera vez o le pasa muy de vez en cuando',
  comoSiempre: 'Sí, le pasa a menudo desde hace meses o años, no más que antes, y esta vez ha sido como otras veces',
  mas: 'Sí, y últimamente le pasa mucho más a menudo (casi todos los días) o sangra más que antes',
} as const;

/**
 * Round 18: what a 'yes' to respira_atraganta means now. The red signs of Healthier Together and Belfast (both sides,
 * choking on the blood, breathing difficulty) are about an active bleed that will not stop: breathing difficulty or
 * choking now stays rojo; still bleeding from both sides stays rojo; a bleed from both sides that has stopped, in a
 * child who breathes well, is amarillo.
 */
export const RESPIRA = {
  ahora: 'Ahora le cuesta respirar, o se atraganta o tose con la sangre que le cae por la garganta',
  sigueDosLados: 'Sigue sangrando por los dos lados de la nariz',
  paradoDosLados: 'Sangró por los dos lados de la nariz, pero ya ha parado y respira bien',
} as const;

/**
 * Round 19: a bleeding disorder or ongoing treatment (NICE CKS Epistaxis: anticoagulant or antiplatelet therapy, a
 * bleeding disorder), apart from a medicine swallowed by accident, which is a poisoning (SEUP: same day). It was the
 * si_no 'coagulacion', which parents read as "has he ever taken one".
 */
export const COAGULACION = {
  no: 'No',
  tratamiento:
    'Sí: tiene una enfermedad que le hace sangrar más (hemofilia, enfermedad de von Willebrand, plaquetas bajas) o toma a diario o durante una temporada medicinas que hacen sangrar más (anticoagulantes como Sintrom o heparina, o aspirina que le ha mandado su médico)',
  accidental:
    'No las toma, pero hoy o estos días se ha tragado por accidente alguna de esas medicinas (por ejemplo, una pastilla de Sintrom o de aspirina de otra persona)',
} as const;

const EN_TRATAMIENTO = `coagulacion_habitual = '${COAGULACION.tratamiento}'`;
const TRAGO_MEDICINA = `coagulacion_habitual = '${COAGULACION.accidental}'`;

/** First aid (HT nose bleeds; Belfast; Schmitt Nosebleed). */
export const PRIMEROS_AUXILIOS: readonly string[] = [
  'Siéntalo con la cabeza inclinada hacia delante (no hacia atrás), para que la sangre salga por la nariz y no se la trague.',
  'Aprieta con dos dedos la parte blanda de la nariz, justo por debajo del hueso, durante 10-15 minutos seguidos, mirando el reloj y sin soltar para comprobar. Que respire por la boca y escupa la sangre que le llegue a la boca.',
  'Puedes ponerle algo frío (hielo envuelto en un paño) sobre la nariz.',
  'No le eches la cabeza hacia atrás, no lo tumbes y no le metas algodones, gasas ni papel dentro de la nariz.',
];

const DESPUES: readonly string[] = [
  'Durante las próximas 24 horas, que no se suene ni se hurgue la nariz y que evite el ejercicio fuerte y las bebidas muy calientes.',
  'Si vuelve a sangrar, haz lo mismo: sentado, inclinado hacia delante y apretando la parte blanda de la nariz 10-15 minutos.',
  'Si necesita algo para el dolor, usa paracetamol: el ibuprofeno y la aspirina pueden hacer que sangre más.',
  'Los sangrados de nariz son frecuentes en los niños y casi siempre se deben a hurgarse la nariz, a los catarros o al aire seco. Cortarle las uñas y poner un poco de vaselina en la entrada de la nariz ayuda a prevenirlos.',
];

const consejosRojo = (...propios: string[]): string[] => [...propios, ...PRIMEROS_AUXILIOS, CONSEJO_ROJO_CAMINO];

const MENOR_2 = `edad_rango IN ${lista(EDADES_MENOR_2_ANOS)}`;
/** Streaks in the mucus of a baby under 2, not a nosebleed: the bleeding-time questions are not asked. */
const SOLO_MOCOS = `que_sangra = '${QUE_SANGRA.mocos}'`;
/**
 * Round 10: a child with a bleeding disorder or on anticoagulants whose nosebleed stopped and was not heavy needs a
 * doctor today (NHS "see a GP"), not an ambulance; still bleeding or heavy stays rojo (NHS A&E: longer than 10-15
 * minutes, excessive). Round 18: a bleed that took 10 to 19 minutes to stop is amarillo too (it was rojo): the red
 * signs of Healthier Together and Belfast are about an active bleed that will not stop; 20 minutes or more stays rojo
 * for every child (SPEC §9). Streaks in the mucus under 2 years keep rojo (no minutes are asked there).
 */
const COAGULACION_SIGUE_O_MUCHO = `sangra_ahora = 'si' OR sangrado_abundante = 'si' OR ${SOLO_MOCOS}`;


const SI_VUELVE_A_SANGRAR =
  'Si vuelve a sangrar y no para tras 20 minutos apretando, o se pone pálido, mareado o le cuesta respirar, ve a urgencias o llama al 112.';

const consejosAmarillo = (...propios: string[]): string[] => [...propios, ...DESPUES, SI_VUELVE_A_SANGRAR, CONSEJO_AMARILLO];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO });

const VUELVE_SI = consejoVuelveSi([
  'sigue sangrando después de 20 minutos apretando la nariz',
  'está muy pálido y sudoroso, no se tiene en pie o se desmaya',
  'le cuesta respirar o se atraganta con la sangre',
  'sangra por los dos lados de la nariz a la vez',
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_SI = consejoConsultaSi([
  'le sangra la nariz a menudo o cada vez más',
  'le salen moratones sin haberse dado golpes o le sangran las encías',
  'le sale moco por un solo lado de la nariz o crees que se ha metido algo',
]);

export const sangrado_nasal: Flujo = conCribado({
  ...FICHAS.sangrado_nasal,
  fuentes: [
    {
      titulo: 'NHS. Nosebleed (anticoagulantes o trastorno de la coagulación → ver a un médico; sangrado de más de 10-15 minutos o excesivo → urgencias) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/nosebleed/',
    },
    {
      titulo: 'NHS Healthier Together (West Yorkshire). Nose bleeds (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://wyhealthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/nose-bleeds',
    },
    {
      titulo: 'NHS Healthier Together (South Yorkshire). Nose bleeds (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://sybhealthiertogether.nhs.uk/new-content-from-all-sites/3-months-and-older/nose-bleeds',
    },
    {
      titulo: 'Belfast Health and Social Care Trust. Children’s symptom checker: nosebleeds (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/nosebleeds/',
    },
    {
      titulo: 'Schmitt-Thompson. Nosebleed (Pediatric Associates / ptcky.com) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.ptcky.com/are-you-sick/nosebleed',
    },
    {
      titulo: 'FAPap Monografías 2017;3:41-7. Tratamiento de la epistaxis en atención primaria (copia en vdocuments)',
      anio: 2017,
      url: 'https://vdocuments.co/tratamiento-de-la-epistaxis-en-atencion-primaria-ne-como-toda-hemorragia-que.html',
    },
    {
      titulo: 'NHS Cornwall. Chronic recurrent epistaxis (adults and children): primary care referral criteria (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://rms.cornwall.nhs.uk/primary_care_clinical_referral_criteria/primary_care_clinical_referral_criteria/ent/rms/primary_care_clinical_referral_criteria/primary_care_clinical_referral_criteria/ent/nose/chronic_recurrent_epistaxis_adults_and_children',
    },
    {
      titulo: 'McGarry GW. Nosebleeds in children. BMJ Clinical Evidence 2008;0311',
      anio: 2008,
      url: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC2908001/',
    },
    {
      titulo: 'NICE NG12. Suspected cancer: recognition and referral (niños con petequias sin explicación: valoración inmediata)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng12/chapter/Recommendations-organised-by-site-of-cancer',
    },
    FUENTE_PCH_NARIZ,
    FUENTE_SEUP_INTOXICACION,
    {
      titulo: 'NICE Clinical Knowledge Summaries. Epistaxis (nosebleeds) (sangrado que no para con 10-15 minutos de presión; sangrados repetidos; signos de un trastorno de la sangre) (año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/epistaxis-nosebleeds/',
    },
    {
      titulo: 'NICE Clinical Knowledge Summaries. Anaemia - iron deficiency (palidez, cansancio, ahogo con el esfuerzo) (año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/anaemia-iron-deficiency/',
    },
    {
      titulo: 'NICE head injury (CG176 / NG232): community referral criteria (resumen de NASGP)',
      anio: 2023,
      url: 'https://www.nasgp.org.uk/resource/nice-head-injury/',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    '20 minutos: SPEC §9 dice "más de 20 minutos"; Belfast / Alder Hey dan rojo con más de 20 minutos a pesar de los primeros auxilios y Healthier Together (Yorkshire) con más de 30. Elegimos la lectura prudente: rojo desde 20 minutos exactos (≥ 20; 19 no), porque los padres calculan el tiempo a ojo. También rojo si ya ha parado tras 20 minutos o más de presión: Healthier Together dice "sangra más de 30 minutos" sin distinguir, y un sangrado tan largo necesita valoración y puede repetir.',
    'Menores de 2 años: rojo. Healthier Together (West y South Yorkshire) los pone entre los motivos para ir a urgencias o llamar al 999; Belfast no los menciona; la FAPap recuerda que la epistaxis es excepcional antes de los 2 años (hay que buscar la causa: traumatismo, trastorno de la coagulación). El brief pedía "al menos amarillo"; elegimos rojo por ser la fuente que lo nombra. Revisar con pediatría si un sangrado breve y ya parado en 1-2 años podría ser amarillo.',
    'Sangrado por los dos lados o atragantarse con la sangre aunque esté inclinado hacia delante (sangrado posterior), dificultad para respirar, tomar anticoagulantes o aspirina, o tener un trastorno de la coagulación: rojo en Healthier Together y Belfast. Palidez y sudor, no tenerse en pie o desmayo: Schmitt "llamar al 911" si se desmaya o no se tiene en pie → rojo con 112. Forma leve (ronda 2, patrón 5): la pregunta decía "pálido, sudoroso, mareado o muy flojo", y un mareo pasajero al ver la sangre (frecuente en los niños) salía rojo; Schmitt solo pone en 911 el desmayo y no tenerse en pie, y en "llamar ya" la pérdida de mucha sangre. Ahora pregunta "muy pálido y sudoroso, tan mareado o flojo que no se tiene en pie, o se ha desmayado", y la ayuda dice que el mareo pasajero al ver la sangre no cuenta.',
    'Tras un golpe: nariz torcida o líquido claro por la nariz → rojo (Healthier Together; NICE head injury: líquido claro por la nariz). Golpe en la cabeza → amarillo con enlace a golpes_caidas, que valora la conmoción. Golpe en la nariz o la cara sin deformidad y ya parado → verde con enlace a golpes_caidas.',
    'Puertas equivocadas: un sangrado de nariz puede ser la forma de presentarse de un sangrado de la parte de atrás de la nariz (por los dos lados, se atraganta: rojo), de un trastorno de la coagulación, una trombopenia o una leucemia (moratones sin golpes, encías, familia: amarillo; manchas o puntitos que no se borran al apretar: rojo, NICE NG12 pide valoración inmediata de un niño con petequias sin explicación y Healthier Together las pone en rojo en todos sus temas), de algo metido en la nariz (amarillo, enlace a cuerpo_extrano; si puede ser una pila de botón o un imán, rojo con la pregunta compartida de banderas-ingesta.ts, como en cuerpo_extrano y mocos_congestion: quema o perfora el tabique en horas, Perth Children’s Hospital), de una fractura de la nariz o del cráneo tras un golpe (rojo; golpe en la cabeza → amarillo con enlace a golpes_caidas) o de una pérdida de sangre importante (pálido, mareado: rojo). Todas se preguntan.',
    'Ámbar de Healthier Together → amarillo: moco además del sangrado cuando hace pensar en algo metido en la nariz (por un solo lado, mal olor; enlace a cuerpo_extrano), moratones sin golpes, sangrado de encías y familia con trastorno de la coagulación.',
    'Moco y catarro (issue 9, patrón 5 y zona gris, ronda 2): Healthier Together pone en ámbar "moco además del sangrado: puede haber algo metido en la nariz", y la antigua pregunta juntaba ese moco con el de cualquier catarro, así que un sangrado breve durante un resfriado salía amarillo. Schmitt-Thompson (Nosebleed) cuenta los catarros, la sinusitis, sonarse fuerte y el aire seco entre las causas frecuentes de sangrado de nariz que se cuidan en casa, y el cuerpo extraño nasal da moco por un solo lado, con mal olor. Ahora: moco por los dos lados de un catarro o una alergia → no sube el nivel (el sangrado sigue sus reglas: parado en menos de 20 minutos → verde); moco por un solo lado, con mal olor o sospecha de algo metido → amarillo, como pide Healthier Together.',
    'Hilitos de sangre en los mocos en menores de 2 años (ronda 2): el rojo de Healthier Together para los menores de 2 años es para el sangrado de nariz, que a esa edad es raro y obliga a buscar la causa. Los hilitos o puntitos de sangre en el moco al limpiar o aspirar la nariz durante un catarro no son un sangrado de nariz, y antes salían rojos por la edad. Ahora, solo en menores de 2 años, se pregunta primero qué pasa: si gotea o chorrea sangre → rojo como antes; si solo son hilitos en el moco de un catarro, sin otro signo → verde con cuidados de la nariz y red de seguridad (enlace a mocos_congestion, que pregunta la fiebre y la respiración del bebé); hilitos sin catarro que los explique → amarillo (lectura prudente: a esta edad hay que buscar la causa); por un solo lado o con sospecha de objeto → amarillo.',
    'Sangrados repetidos (patrón 3, el patrón de siempre en un niño sano): Healthier Together pone "sangrados pequeños frecuentes" en ámbar; la guía de atención primaria de Cornwall (NHS) y la revisión de BMJ Clinical Evidence describen el sangrado nasal recurrente de los niños como muy frecuente (hasta el 9 %; más de la mitad de los de 6 a 15 años los tienen a menudo), casi siempre de la zona anterior del tabique, y lo tratan en consulta no urgente (vaselina, crema antiséptica, cauterización programada si no cede). Elegimos: si le pasa a menudo, esta vez ha sido como otras, ha parado en menos de 20 minutos y no hay moratones, sangrado de encías, manchas ni ningún otro signo → verde con cita no urgente con su pediatra; si los sangrados han cambiado (mucho más frecuentes o más fuertes) → amarillo (Healthier Together ámbar). El primer sangrado o uno ocasional sigue las reglas de siempre.',
    'Si sigue sangrando y aún no lleva 20 minutos apretando, el resultado es verde con instrucciones de primeros auxilios y un límite claro (a los 20 minutos, urgencias). Revisar con pediatría.',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Sin medicación: el ibuprofeno y la aspirina aumentan el sangrado (Schmitt); si necesita analgesia, el consejo recomienda paracetamol sin calcular dosis.',
    'Ronda 10, coagulación con el sangrado ya parado: Healthier Together y Belfast ponen en rojo tomar anticoagulantes o tener un trastorno de la coagulación; el NHS (Nosebleed) pone a esos niños en "ver a un médico" y solo manda a urgencias si el sangrado dura más de 10-15 minutos, es excesivo, traga mucha sangre o se marea. Elegimos: con coagulación alterada, sigue sangrando, sangró 10 minutos o más apretando (el límite bajo del NHS, en lugar de los 20 del resto del flujo) o sangró mucho (nueva pregunta sangrado_abundante, solo si ya paró; ante la duda, Sí) → ROJO como antes; ya parado en menos de 10 minutos y sin mucha sangre → AMARILLO, que lo vea hoy su hematólogo o su unidad de anticoagulación para comprobar el INR o las plaquetas. Los hilos de sangre en el moco de un menor de 2 años con coagulación alterada siguen en rojo (no se preguntan los minutos). Palidez, mareo que no le deja tenerse en pie, atragantarse o sangrar por los dos lados siguen en rojo con sus propias preguntas. (La ronda 18 cambia los 10 minutos y los dos lados: ver su nota.)',
    'Ronda 18, sangrado activo frente a sangrado ya parado: los signos rojos de Healthier Together y Belfast (sangrar por los dos lados, atragantarse con la sangre, dificultad para respirar, anticoagulantes o un trastorno de la coagulación) describen un sangrado que no para; el NHS manda a urgencias el sangrado que dura más de 10-15 minutos apretando, y a ver a un médico (no a urgencias) al niño con anticoagulantes o un trastorno de la coagulación. Cambios: (1) la pregunta respira_atraganta no cambia, pero si la respuesta es Sí, una pregunta nueva (respira_cual) pregunta qué pasa: ahora le cuesta respirar o se atraganta con la sangre → ROJO siempre; sigue sangrando por los dos lados → ROJO como antes; sangró por los dos lados pero ya ha parado y respira bien → AMARILLO (que lo vea hoy un médico: puede ser un sangrado más posterior o un problema de coagulación). La pregunta va después del cribado de otras puertas, que sigue a respira_atraganta; (2) con anticoagulantes o un trastorno de la coagulación: si sigue sangrando, o ha sangrado mucho → ROJO como antes; ya parado en menos de 20 minutos (antes, menos de 10) → AMARILLO, con la comprobación del INR o las plaquetas hoy; 20 minutos o más → ROJO en todos los niños (SPEC §9); lectura de la frase del brief: los 10-15 minutos se refieren al niño con uno de estos signos, no al resto, que sigue con el límite de 20 minutos de la SPEC; (3) cambio de patrón (NICE NG12: sangrado sin explicación con palidez o cansancio → análisis en 48 horas; NICE CKS Epistaxis y Anaemia; Healthier Together ámbar): los textos de la pregunta a_menudo dicen ahora cuánto tiempo y cada cuánto (meses o años como siempre, frente a casi todos los días últimamente: textos nuevos) y una pregunta nueva (palidez_cansancio) pregunta si desde hace días o semanas está más pálido, muy cansado o se ahoga al correr o subir escaleras → AMARILLO. Los moratones sin golpes siguen en otros_sangrados (amarillo). Siguen en rojo: menores de 2 años con sangrado de nariz, palidez con sudor o desmayo, manchas que no se borran con el niño mal, nariz torcida o líquido claro tras un golpe, pila o imán en la nariz.',
    'Ronda 19, tratamiento habitual frente a una medicina tragada por accidente: la pregunta de coagulación decía "toma medicinas que hacen sangrar más (anticoagulantes o aspirina)", y muchos padres la leían como "¿las ha tomado alguna vez?", así que una pastilla tragada por accidente o una aspirina aislada contaban como estar anticoagulado. NICE CKS (Epistaxis) habla del tratamiento anticoagulante o antiagregante y de los trastornos de la coagulación; el NHS (Nosebleed), de quien toma anticoagulantes. La pregunta cambia de id (coagulacion → coagulacion_habitual) y pasa a tres respuestas: no; enfermedad que hace sangrar más o medicinas tomadas a diario o durante una temporada (niveles de siempre: sigue sangrando o ha sido mucho → rojo; ya parado y poco → amarillo con su hematólogo); no las toma, pero se ha tragado por accidente alguna hoy o estos días. Este flujo no ofrece la pregunta compartida de ingestas (banderas-ingesta.ts), así que la ingesta accidental se trata aquí como una intoxicación: la SEUP manda a urgencias el mismo día cualquier ingesta de un medicamento, y un sangrado tras tragarse un anticoagulante o una aspirina puede ser su efecto. Elegimos los mismos niveles que el tratamiento (sigue sangrando o abundante → rojo, a urgencias con el envase; ya parado → amarillo) pero con el Servicio de Información Toxicológica como primera acción y enlace a intoxicacion, en vez del hematólogo. La ayuda dice que haber tomado alguna vez ibuprofeno o paracetamol no cuenta. El niño sin tratamiento cuyo sangrado paró con 10-20 minutos de presión sigue en verde.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'que_sangra',
      texto: '¿Qué le pasa exactamente?',
      tipo: 'opciones',
      opciones: [QUE_SANGRA.nariz, QUE_SANGRA.mocos],
      ayuda: 'Si le has limpiado o aspirado los mocos, o se ha sonado, y solo ves hilitos de sangre en el moco, elige la segunda.',
      mostrar_si: MENOR_2,
    },
    {
      id: 'palido_mareado',
      texto: '¿Está muy pálido y sudoroso, tan mareado o flojo que no se tiene en pie, o se ha desmayado?',
      ayuda: 'Un mareo pasajero al ver la sangre, que se pasa sentado o tumbado en unos minutos, no cuenta aquí.',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'respira_atraganta',
      texto:
        '¿Le cuesta respirar, se atraganta con la sangre que le cae por la garganta aunque esté sentado e inclinado hacia delante, o sangra a la vez por los dos lados de la nariz?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      // Round 18: what the 'yes' was (asked after the wrong-door screen, which follows respira_atraganta).
      id: 'respira_cual',
      texto: '¿Qué le pasa exactamente?',
      tipo: 'opciones',
      opciones: [RESPIRA.ahora, RESPIRA.sigueDosLados, RESPIRA.paradoDosLados],
      ayuda: 'Si encaja más de una, elige la primera que encaje.',
      mostrar_si: "respira_atraganta = 'si'",
      alarma: [RESPIRA.ahora, RESPIRA.sigueDosLados],
    },
    {
      // Round 19: a new id (it was the si_no 'coagulacion'): ongoing treatment apart from a medicine swallowed by accident.
      id: 'coagulacion_habitual',
      texto: '¿Tiene alguna enfermedad que le hace sangrar más, o toma a diario medicinas que hacen sangrar más?',
      tipo: 'opciones',
      opciones: [COAGULACION.no, COAGULACION.tratamiento, COAGULACION.accidental],
      ayuda:
        'Haber tomado alguna vez ibuprofeno o paracetamol para la fiebre o el dolor no cuenta: responde No. Si se ha tragado por accidente una medicina que no era para él, elige la última opción.',
      alarma: [COAGULACION.tratamiento, COAGULACION.accidental],
    },
    {
      id: 'golpe',
      texto: '¿Empezó a sangrar después de un golpe?',
      tipo: 'opciones',
      opciones: [GOLPE.no, GOLPE.cara, GOLPE.cabeza],
    },
    {
      id: 'nariz_torcida',
      texto: '¿Tiene la nariz torcida o deformada, o le sale por la nariz un líquido claro como agua?',
      tipo: 'si_no',
      mostrar_si: `golpe != '${GOLPE.no}'`,
      alarma: ['si'],
    },
    {
      id: 'sangra_ahora',
      texto: '¿Sigue sangrando ahora?',
      tipo: 'si_no',
      ayuda: PRIMEROS_AUXILIOS.slice(0, 2).join(' '),
      // Not asked for streaks in the mucus (a hidden que_sangra leaves the condition unknown, which asks).
      mostrar_si: `NOT (${SOLO_MOCOS})`,
    },
    {
      id: 'minutos_sangrado',
      texto: '¿Cuántos minutos ha sangrado (o lleva sangrando) mientras le apretabas la parte blanda de la nariz sin soltar?',
      tipo: 'numero',
      ayuda:
        'Si todavía no le has apretado la nariz, hazlo ahora durante 10-15 minutos mirando el reloj y luego responde. Si no se la apretaste, pon los minutos que sangró en total.',
      mostrar_si: `NOT (${SOLO_MOCOS})`,
    },
    {
      id: 'sangrado_abundante',
      texto: '¿Ha sangrado mucho: ha empapado varios pañuelos o una toalla, o la sangre le chorreaba sin parar?',
      tipo: 'si_no',
      ayuda: 'Unas gotas o un pañuelo manchado no es mucho. Si dudas, responde Sí.',
      mostrar_si: `coagulacion_habitual IN ${lista([COAGULACION.tratamiento, COAGULACION.accidental])} AND sangra_ahora = 'no'`,
      alarma: ['si'],
    },
    PREGUNTA_MANCHAS,
    {
      id: 'a_menudo',
      texto: '¿Le sangra la nariz a menudo?',
      tipo: 'opciones',
      opciones: [A_MENUDO.no, A_MENUDO.comoSiempre, A_MENUDO.mas],
      mostrar_si: `NOT (${SOLO_MOCOS})`,
      alarma: [A_MENUDO.mas],
    },
    {
      // Round 18: NICE NG12 (pallor, persistent tiredness or unexplained bleeding in a child → full blood count within
      // 48 hours) and NICE CKS Anaemia (pallor, tiredness, breathless on effort).
      id: 'palidez_cansancio',
      texto: 'Desde hace días o semanas, ¿lo notas más pálido de lo normal, muy cansado, o se ahoga al correr o subir escaleras más que antes?',
      tipo: 'si_no',
      ayuda: 'No cuenta el susto ni el mareo de ahora al ver la sangre: piensa en cómo estaba antes de este sangrado.',
      alarma: ['si'],
    },
    {
      id: 'otros_sangrados',
      texto: '¿Le salen moratones sin haberse dado golpes, le sangran las encías, o alguien de la familia tiene un problema de coagulación?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'moco_objeto',
      texto: '¿Tiene también mocos, o crees que se ha podido meter algo en la nariz?',
      tipo: 'opciones',
      opciones: [MOCO.no, MOCO.catarro, MOCO.unLado],
      ayuda: 'El moco de un catarro sale por los dos lados. Un moco que sale solo por un lado, huele mal o es verde y espeso por ese lado suele deberse a algo metido en la nariz.',
      alarma: [MOCO.unLado],
    },
    { ...PREGUNTA_PILA_NARIZ, mostrar_si: `moco_objeto = '${MOCO.unLado}'` },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
  ],
  avisos: [AVISO_PREOCUPADO],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      `${MENOR_2} AND que_sangra = '${QUE_SANGRA.nariz}'`,
      'Sangrado por la nariz en menor de 2 años',
      consejosRojo(
        'En menores de 2 años el sangrado por la nariz es poco frecuente y hay que buscar la causa (un golpe, algo metido en la nariz o un problema de coagulación): que lo vea un médico en urgencias.',
        'Si es un bebé, sostenlo incorporado en brazos, ligeramente inclinado hacia delante, y aprieta con suavidad la parte blanda de la nariz.',
      ),
    ),
    rojo(
      "palido_mareado = 'si'",
      'Sangrado con palidez, mareo o desmayo',
      consejosRojo(
        'Puede haber perdido bastante sangre. Si se desmaya o no se tiene en pie, túmbalo de lado (no boca arriba) y llama al 112.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `respira_atraganta = 'si' AND respira_cual != '${RESPIRA.paradoDosLados}'`,
      'Le cuesta respirar, se atraganta con la sangre o sigue sangrando por los dos lados',
      consejosRojo('Puede ser un sangrado de la parte de atrás de la nariz, que no se controla apretando: necesita atención urgente.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `${EN_TRATAMIENTO} AND (${COAGULACION_SIGUE_O_MUCHO})`,
      'Sangrado por la nariz con un problema de coagulación o medicinas que hacen sangrar',
      consejosRojo(
        'Con un trastorno de la coagulación o con anticoagulantes, un sangrado de nariz puede no parar solo: sigue el plan de su hematólogo si lo tiene y ve a urgencias.',
        'Lleva el informe de su enfermedad o la lista de sus medicinas.',
      ),
    ),
    rojo(
      `${TRAGO_MEDICINA} AND (${COAGULACION_SIGUE_O_MUCHO})`,
      'Sangrado por la nariz que no para o abundante después de tragarse por accidente una medicina que hace sangrar',
      consejosRojo(
        'Un anticoagulante o una aspirina tragados por accidente pueden hacer que un sangrado no pare: ve a urgencias ahora y lleva el envase o el blíster.',
        `Por el camino puedes llamar al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas), sin retrasar la salida. No le hagas vomitar.`,
      ),
      { ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      "nariz_torcida = 'si'",
      'Nariz torcida o líquido claro por la nariz tras un golpe',
      consejosRojo(
        'Una nariz deformada tras un golpe puede estar rota, y un líquido claro por la nariz tras un golpe en la cabeza puede indicar una fractura de cráneo: necesita valoración urgente.',
        'No le aprietes la nariz si está torcida; ponle frío envuelto en un paño. Si vomita, está adormilado o confuso, llama al 112.',
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Sangrado por la nariz con manchas que no se borran al apretar',
      consejosRojo(
        'Los puntitos o manchas rojas o moradas que no se borran al apretar, junto con un sangrado de nariz, pueden indicar que tiene muy pocas plaquetas o una infección grave: necesita valoración en urgencias ahora (NICE).',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaPilaNariz([...PRIMEROS_AUXILIOS.slice(0, 1), ...PRIMEROS_AUXILIOS.slice(3)]),
    rojo(
      `minutos_sangrado >= ${MINUTOS_SANGRADO_ROJO}`,
      'Sangrado de 20 minutos o más a pesar de apretar',
      consejosRojo(
        'Un sangrado que dura 20 minutos o más aunque se apriete bien la nariz necesita que lo vea un médico hoy mismo, en urgencias, aunque ya haya parado: puede necesitar taponamiento o cauterización y puede volver a sangrar.',
        'Sigue apretando la parte blanda de la nariz por el camino si aún sangra.',
      ),
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      EN_TRATAMIENTO,
      'Sangrado por la nariz ya parado en un niño con un problema de coagulación o anticoagulantes',
      consejosAmarillo(
        'Ha parado en menos de 20 minutos y no ha sido mucho, así que no hace falta ir ahora a urgencias, pero con su enfermedad o sus medicinas tiene que verlo hoy un médico: llama hoy a su hematólogo o a su unidad de anticoagulación (o a su pediatra) para que comprueben su coagulación (el INR si toma Sintrom) o sus plaquetas.',
        'Las próximas 24 horas, que no se suene fuerte, no se hurgue la nariz ni haga esfuerzos. No le des ibuprofeno ni aspirina.',
        'Si vuelve a sangrar, aprieta la parte blanda de la nariz 10 minutos mirando el reloj; si a los 10 minutos sigue sangrando, sangra mucho, traga mucha sangre o se marea, ve a urgencias ahora.',
      ),
    ),
    amarillo(
      TRAGO_MEDICINA,
      'Sangrado de nariz ya parado después de tragarse por accidente una medicina que hace sangrar',
      consejosAmarillo(
        `Llama ahora al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante: diles su edad, su peso, qué medicina era, cuánto y a qué hora, y sigue lo que te digan.`,
        'Ha parado y no ha sido mucho, pero tragarse una medicina que no era para él es una intoxicación que debe ver hoy un médico (SEUP), y con un anticoagulante o una aspirina puede hacer falta un análisis de la coagulación. Lleva el envase.',
        'No le des ibuprofeno ni aspirina. Ve a urgencias ahora si vuelve a sangrar y no para en 10 minutos apretando, le salen moratones o puntitos, sangra por las encías, hace pis o caca con sangre, vomita o está adormilado.',
      ),
      { acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.pediatraHoy, ACCION.urgenciasHoy], ver_tambien: ['intoxicacion'] },
    ),
    amarillo(
      `respira_cual = '${RESPIRA.paradoDosLados}'`,
      'Sangrado por los dos lados de la nariz que ya ha parado',
      consejosAmarillo(
        'Ha parado y respira bien, así que no hace falta ir ahora a urgencias, pero un sangrado por los dos lados a la vez puede venir de más atrás en la nariz o deberse a un problema de coagulación: que lo vea hoy un médico.',
      ),
    ),
    amarillo(
      `golpe = '${GOLPE.cabeza}'`,
      'Sangrado por la nariz tras un golpe en la cabeza',
      consejosAmarillo(
        'Tras un golpe en la cabeza, que lo vea hoy un médico. Haz también el cuestionario de golpes.',
        'Ve a urgencias ya o llama al 112 si perdió el conocimiento, vomita, está adormilado, confuso o se comporta de forma rara, o le sale líquido claro por la nariz o los oídos.',
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    amarillo(
      "otros_sangrados = 'si'",
      'Sangrado de nariz con moratones sin golpes, sangrado de encías o familia con problemas de coagulación',
      consejosAmarillo(
        'Los sangrados de nariz con moratones sin motivo o sangrado de encías, o con familiares que sangran mucho, pueden indicar un problema de coagulación que hay que estudiar: pide hoy cita con tu pediatra.',
      ),
    ),
    amarillo(
      `a_menudo = '${A_MENUDO.mas}'`,
      'Sangrados de nariz cada vez más frecuentes o más fuertes',
      consejosAmarillo(
        'Si los sangrados de nariz han cambiado (últimamente casi a diario, o sangra más que antes), que lo vea hoy un médico para mirarle la nariz y valorar si hace falta un análisis de sangre.',
      ),
    ),
    amarillo(
      "palidez_cansancio = 'si'",
      'Sangrado de nariz con palidez, cansancio o ahogo al hacer esfuerzos',
      consejosAmarillo(
        'Un sangrado de nariz en un niño que desde hace días o semanas está más pálido, muy cansado o se ahoga al hacer esfuerzos puede indicar anemia o un problema de la sangre: que lo vea hoy un médico, que le pedirá un análisis de sangre (NICE).',
        'Ve a urgencias ahora si le salen puntitos o manchas que no se borran al apretar, tiene fiebre alta, está muy decaído o se marea al ponerse de pie.',
      ),
    ),
    amarillo(
      `moco_objeto = '${MOCO.unLado}'`,
      'Sangrado con moco por un solo lado o posible objeto metido',
      consejosAmarillo(
        'El moco por un solo lado, con mal olor o con sangre, en un niño pequeño suele deberse a algo metido en la nariz: hay que sacarlo en la consulta (Healthier Together).',
        'No intentes sacarlo con pinzas ni bastoncillos. Si después piensas que puede ser una pila de botón o un imán, ve a urgencias ahora: quema por dentro en pocas horas.',
      ),
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    amarillo(
      `${SOLO_MOCOS} AND moco_objeto = '${MOCO.no}'`,
      'Hilitos de sangre por la nariz en menor de 2 años, sin catarro',
      consejosAmarillo(
        'En menores de 2 años la sangre por la nariz es poco frecuente. Sin un catarro que lo explique, que lo vea hoy un médico para buscar la causa (un golpe, algo metido en la nariz o un problema de coagulación).',
      ),
    ),
    reglaMuyEnfermo([...PRIMEROS_AUXILIOS.slice(0, 2)]),
    // ---------------------------------------------------------------- verde
    {
      si: SOLO_MOCOS,
      urgencia: 'verde',
      titulo: 'Mocos con hilitos de sangre durante un catarro',
      consejos: [
        'Con un catarro o una alergia, la piel de dentro de la nariz se irrita y se reseca, y al sonarse, al limpiarle o al aspirarle los mocos salen hilitos o puntitos de sangre. No es un sangrado de nariz y no es peligroso (Schmitt-Thompson: los catarros, sonarse fuerte y el aire seco son causas frecuentes).',
        'Lávale la nariz con suero fisiológico antes de aspirar, aspira con suavidad y sin meter la punta, y pon un poco de vaselina en la entrada de cada orificio. Un humidificador ayuda si el aire de casa es seco.',
        'Si es menor de 3 meses y tiene fiebre (38 °C o más), o le cuesta respirar o comer, mira el flujo de mocos: necesita que lo vea un médico.',
        consejoVuelveSi([
          'empieza a gotear o chorrear sangre por la nariz',
          'tiene fiebre y es menor de 3 meses, o le cuesta respirar',
          'está muy pálido, flojo o adormilado',
          'le salen moratones o puntitos rojos en la piel sin haberse dado golpes',
        ]),
        consejoConsultaSi(['los hilitos de sangre siguen cuando se le pasa el catarro', 'le sale moco solo por un lado o con mal olor']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['mocos_congestion'],
    },
    {
      si: "sangra_ahora = 'si'",
      urgencia: 'verde',
      titulo: 'Sigue sangrando: sigue apretando la nariz',
      consejos: [
        'La mayoría de los sangrados de nariz paran apretando bien. Mira el reloj y sigue:',
        ...PRIMEROS_AUXILIOS,
        'Si a los 20 minutos de apretar (contando el tiempo que ya llevas) sigue sangrando, ve a urgencias.',
        ...DESPUES,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: ['Aprieta la parte blanda de la nariz 10-15 minutos', 'Si no para en 20 minutos, acude a urgencias'],
    },
    {
      si: `golpe = '${GOLPE.cara}'`,
      urgencia: 'verde',
      titulo: 'Sangrado por la nariz tras un golpe en la cara, ya parado',
      consejos: [
        'Ha parado y la nariz no está torcida: puedes cuidarlo en casa.',
        'Ponle frío envuelto en un paño sobre la nariz 10-15 minutos varias veces al día durante las primeras 48 horas para bajar la hinchazón.',
        ...DESPUES,
        VUELVE_SI,
        consejoConsultaSi([
          'la nariz sigue hinchada o torcida cuando baja la hinchazón (a los 3-5 días)',
          'le cuesta respirar por un lado de la nariz o le duele mucho',
          'le sangra la nariz a menudo',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['golpes_caidas'],
    },
    {
      si: `a_menudo = '${A_MENUDO.comoSiempre}'`,
      urgencia: 'verde',
      titulo: 'Sangrados de nariz repetidos, como otras veces, que ya han parado',
      consejos: [
        'Los sangrados de nariz repetidos son muy frecuentes en los niños sanos: suelen salir de unos vasitos de la parte de delante de la nariz, por hurgarse, los catarros o el aire seco, y casi todos los niños dejan de tenerlos al crecer.',
        'Para prevenirlos: córtale las uñas, ponle un poco de vaselina en la entrada de cada orificio de la nariz por la noche durante unas semanas, y usa un humidificador si el aire de casa es seco.',
        'Pide cita con tu pediatra (no urgente) para que le mire la nariz: si siguen, puede recetarle una crema para la nariz o enviarlo al otorrino para cauterizar el vasito.',
        ...DESPUES,
        VUELVE_SI,
        consejoConsultaSi([
          'los sangrados se hacen más frecuentes o más fuertes',
          'le salen moratones sin haberse dado golpes o le sangran las encías',
          'está cansado y pálido',
          'le cuesta respirar por un lado de la nariz o le sale moco por un solo lado',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Sangrado por la nariz que ya ha parado',
      consejos: ['Ha parado en menos de 20 minutos y no hay signos de alarma: puedes cuidarlo en casa.', ...DESPUES, VUELVE_SI, CONSULTA_SI],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
  ],
}, 'respira_atraganta');
