/**
 * Cuerpo extraño: choking, swallowed objects and objects in the nose or ear.
 * Choking first aid from the European Resuscitation Council Guidelines 2021
 * (Paediatric Life Support); SEUP (choking followed by breathing difficulty,
 * vomiting or drooling → 112); button batteries from the Montreal Children's
 * Hospital / National Capital Poison Center advice (honey); magnets and other
 * ingestions from NASPGHAN (Kramer 2015) and its magnet algorithm. No
 * medicine is suggested.
 *
 * Issue 9, pattern 4: the one verde is a small, smooth, non-metal object,
 * smaller than a 1-cent coin, swallowed by a child of 1 year or more who did
 * not cough or choke and has no symptom (Alder Hey "Swallowed something":
 * smaller than a sweet, not sharp, not poisonous → watch at home; Leeds
 * Teaching Hospitals: small plastic toys and beads need no intervention;
 * NASPGHAN: blunt objects past the oesophagus pass in most children). Coins
 * keep their X-ray (NASPGHAN), and every other object is seen or rojo.
 * Round 11: soft, harmless things (a piece of paper, foil or plastic film,
 * crayon, sponge or play dough, chewing gum, a fruit seed or cherry stone)
 * follow the same verde path (Schmitt-Thompson; Healthier Together).
 * Round 15: any sharp-pointed object swallowed, or not seen out after
 * choking, is rojo whatever the symptoms (NASPGHAN Kramer 2015: X-ray now,
 * emergent removal from the oesophagus; Healthier Together red; ERC/RCUK 2021).
 * Round 18: an object in the nose that already came out whole (blowing or the
 * parent's kiss), known to be the only one, with both nostrils clear and no
 * bleeding or discharge, is verde with a safety net (RCH Melbourne Nasal
 * foreign body CPG; NHS Lothian).
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  consejoVuelveSi,
  lista,
  PREGUNTA_EDAD,
  PREGUNTA_PREOCUPADO,
  PREGUNTA_RESPIRA_MAL,
  creadorDeReglas,
  consejosRojo,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { CONSEJOS_ESPINA, PREGUNTA_ESPINA_GRAVE } from './banderas-garganta.ts';
import { FUENTE_LOTHIAN_NARIZ, FUENTE_RCH_NARIZ, PREGUNTA_NARIZ_FUERA, reglaNarizFuera } from './banderas-ingesta.ts';
import { RESPIRACIONES_AMBAR_DESDE_1, RESPIRACIONES_AMBAR_MENOR_1 } from './banderas-respiracion.ts';
import { conCribado } from './cribado-otras-puertas.ts';

export const QUE = {
  ahogandose: 'Se está atragantando ahora mismo',
  atragantado: 'Se atragantó, pero ya lo ha expulsado o tragado',
  tragado: 'Se ha tragado un objeto',
  nariz: 'Se ha metido algo en la nariz',
  oido: 'Se ha metido algo en el oído',
  otro: 'Se ha metido algo en otra parte (un ojo, la vagina, el ano)',
} as const;

export const OBJETO = {
  pila: 'Una pila de botón (redonda y plana), o algo que podría serlo',
  iman: 'Uno o varios imanes (bolitas o piezas magnéticas)',
  punzante: 'Algo que pincha o corta: alfiler, aguja, clavo, cristal, palillo, o un hueso grande',
  espina: 'Una espina de pescado o un huesecillo comiendo, y lo nota clavado en la garganta',
  moneda: 'Una moneda',
  pequeno:
    'Algo pequeño, liso y sin punta que no es de metal, más pequeño que una moneda de 1 céntimo: una cuenta o bolita de plástico, una pieza pequeña de juguete, un botón de ropa, una piedrecita',
  /** Round 11: soft or harmless things that pass on their own (Schmitt-Thompson "Swallowed foreign object"; Healthier Together). */
  blando:
    'Algo blando o que no hace daño: un trozo de papel, de papel de aluminio o de plástico fino de un envoltorio, de cera de colores, de esponja o de plastilina, un chicle, una pepita o semilla de fruta, o el hueso de una cereza',
  grande: 'Algo grande o largo (más ancho que una moneda de 2 euros o más largo que su dedo), o bolitas de gel que crecen con el agua',
  noSe: 'No sé qué ha sido',
} as const;

const EDADES_MENOR_1 = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
const MENOR_1 = `edad_rango IN ${lista(EDADES_MENOR_1)}`;
/** Small smooth objects and soft harmless things: the two swallowed objects that can be home care. */
const INOFENSIVO = `objeto_tragado2 IN ${lista([OBJETO.pequeno, OBJETO.blando])}`;
/** The verde path (before the symptoms question): a small smooth object or a soft harmless thing, from 1 year, no cough when swallowed. */
const CANDIDATO_VERDE = `${INOFENSIVO} AND edad_rango NOT IN ${lista(EDADES_MENOR_1)} AND tos_al_tragar = 'no'`;

/** ERC 2021 Paediatric Life Support, foreign body airway obstruction. */
const TOS_EFICAZ =
  'Si tose con fuerza, llora o puede hablar: anímale a seguir tosiendo, no le des golpes ni le metas los dedos en la boca, y vigílalo sin separarte. Llama al 112 si la tos se debilita.';
const TOS_INEFICAZ = 'Si no puede toser, llorar, hablar ni respirar (la tos no hace ruido) o se pone azul: grita para que alguien llame al 112 (o pon el teléfono en altavoz) y empieza ya:';
const PRIMEROS_AUXILIOS_BEBE: readonly string[] = [
  TOS_INEFICAZ,
  '1) 5 golpes en la espalda: pon al bebé boca abajo sobre tu antebrazo, con la cabeza más baja que el cuerpo y sujetándole la mandíbula, y dale 5 golpes secos entre los omóplatos con el talón de la mano.',
  '2) Si no sale, 5 compresiones en el pecho: dale la vuelta, boca arriba y con la cabeza más baja, y aprieta 5 veces con dos dedos en el centro del pecho, justo debajo de la línea de los pezones.',
  'Repite 5 golpes y 5 compresiones hasta que lo expulse. Si deja de responder, ponlo sobre una superficie dura y empieza la reanimación (RCP) siguiendo las indicaciones del 112.',
];
const PRIMEROS_AUXILIOS_NINO: readonly string[] = [
  TOS_INEFICAZ,
  '1) 5 golpes en la espalda: inclínalo hacia delante, sujetándolo por el pecho, y dale 5 golpes secos entre los omóplatos con el talón de la mano.',
  '2) Si no sale, 5 compresiones en la tripa (maniobra de Heimlich): colócate detrás, pon un puño entre el ombligo y el final del esternón, agárralo con la otra mano y tira con fuerza hacia dentro y hacia arriba.',
  'Repite 5 golpes y 5 compresiones hasta que lo expulse. Si deja de responder, túmbalo en el suelo y empieza la reanimación (RCP) siguiendo las indicaciones del 112.',
];
const NO_DEDOS =
  'No le metas los dedos en la boca para buscar el objeto a ciegas ni lo cuelgues de los pies. Sácalo solo si lo ves claramente en la boca.';
const DESPUES =
  'Aunque lo expulse y se recupere, que lo vea un médico: un trozo puede haber pasado a los pulmones y las compresiones pueden causar lesiones.';

const NADA_POR_BOCA = 'No le des de comer ni de beber y no le provoques el vómito.';


const rojo = creadorDeReglas('rojo', { acciones: [ACCION.urgenciasAhora, ACCION.llama112], consejos: (c) => consejosRojo(...c) });

const VIGILA =
  'Llama al 112 o ve a urgencias ahora si le cuesta respirar, tose sin parar, le pita el pecho, babea o no puede tragar, vomita, o le duele el pecho, la garganta o la tripa.';

const amarillo = creadorDeReglas('amarillo', { acciones: [ACCION.urgenciasHoy, ACCION.pediatraHoy], consejos: (c) => [...c, VIGILA, CONSEJO_AMARILLO] });

export const cuerpo_extrano: Flujo = conCribado({
  ...FICHAS.cuerpo_extrano,
  fuentes: [
    {
      titulo: 'Van de Voorde P et al. European Resuscitation Council Guidelines 2021: Paediatric Life Support. Resuscitation 2021;161:327-387',
      anio: 2021,
      url: 'https://doi.org/10.1016/j.resuscitation.2021.02.015',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: "Montreal Children's Hospital. Button batteries (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://montrealchildrenshospital.ca/button-batteries/',
    },
    {
      titulo: 'Kramer RE et al. Management of ingested foreign bodies in children: a clinical report of the NASPGHAN Endoscopy Committee. J Pediatr Gastroenterol Nutr 2015;60:562-74',
      anio: 2015,
      url: 'https://pubmed.ncbi.nlm.nih.gov/25611037/',
    },
    {
      titulo: 'NASPGHAN magnet ingestion algorithm (resumen EB Medicine FOAMed)',
      anio: 2012,
      url: 'https://foamed.ebmedicine.net/?p=4045',
    },
    {
      titulo: 'NHS Healthier Together (West Yorkshire). Nose bleeds: secreción y sangrado por un orificio, posible cuerpo extraño (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://wyhealthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/nose-bleeds',
    },
    {
      titulo: 'Resuscitation Council UK. Paediatric basic life support guidelines 2021 (atragantamiento: tos eficaz, golpes en la espalda, valoración médica tras compresiones o síntomas persistentes)',
      anio: 2021,
      url: 'https://www.resus.org.uk/library/2021-resuscitation-guidelines/paediatric-basic-life-support-guidelines',
    },
    {
      titulo: "Alder Hey Children's Hospital. Swallowed something: symptom checker (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.alderhey.nhs.uk/conditions/symptoms-checker/swallowed-something/',
    },
    {
      titulo: 'Leeds Teaching Hospitals NHS Trust. Swallowed objects (hoja para familias; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://leedsth.nhs.uk/patients/resources/swallowed-objects',
    },
    {
      titulo: 'Tringali A et al. Pediatric gastrointestinal endoscopy: ESGE and ESPGHAN Guideline Executive summary (cuerpos extraños punzantes: radiografía y extracción endoscópica). Endoscopy 2017;49:83-91',
      anio: 2017,
      url: 'https://doi.org/10.1055/s-0042-111002',
    },
    {
      titulo: 'Demiroren K. Management of Gastrointestinal Foreign Bodies with Brief Review of the Guidelines. Pediatr Gastroenterol Hepatol Nutr 2023;26:1-14',
      anio: 2023,
      url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9911172/',
    },
    {
      titulo: 'American Academy of Pediatrics / Schmitt-Thompson (healthychildren.org). Swallowed foreign object: objetos pequeños y romos sin síntomas → cuidados en casa; pilas, imanes, objetos punzantes y monedas grandes → ver (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.healthychildren.org/English/tips-tools/symptom-checker/IFrame/Pages/symptomviewer.aspx?symptom=Swallowed+Foreign+Object',
    },
    {
      titulo: 'NHS Healthier Together (North East and North Cumbria). Swallowed a foreign object (rojo: pila, imán, algo grande o punzante, babeo, respiración ruidosa, vómitos, dolor fuerte, sangre; ámbar: dolor leve, fiebre; verde: cuidados en casa) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://nenc-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/swallowed-foreign-object',
    },
    FUENTE_RCH_NARIZ,
    FUENTE_LOTHIAN_NARIZ,
    {
      titulo: 'Texas Children’s Hospital. Insects in the ear (hoja para familias: si el insecto sale entero y no hay dolor, sangre ni supuración, cuidados en casa) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.texaschildrens.org/',
    },
    {
      titulo: 'Schmitt-Thompson. Ear – foreign body (Seattle Children’s, índice de síntomas: objeto sacado entero, sin dolor, sin supuración ni sangrado y oyendo bien → cuidados en casa) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/',
    },
    {
      titulo: 'Healthwise (MyHealth Alberta). Ear problem from an object in the ear: supuración o sangrado, dolor, pérdida de audición o mareo → consultar (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://myhealth.alberta.ca/Health/Pages/conditions.aspx?hwid=obear',
    },
    {
      titulo: 'Silva Higuero N, Borrego Sanz E, García Ruano A. Obstrucción aguda de la vía respiratoria superior. Pediatría Integral 2019;XXIII(1)',
      anio: 2019,
      url: 'https://www.pediatriaintegral.es/publicacion-2019-01/obstruccion-aguda-de-la-via-respiratoria-superior/',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 19, un insecto o un objeto que ya ha salido del oído (pregunta nueva oido_fuera, como nariz_fuera de la ronda 18): antes, «se ha metido algo en el oído» era siempre amarillo, también cuando el insecto ya había salido solo o con unas gotas de aceite y el niño estaba bien. La hoja de Texas Children’s Hospital ("Insects in the ear"), el protocolo Schmitt-Thompson "Ear – foreign body" y Healthwise (objeto en el oído) dejan en casa el objeto o el insecto que ha salido entero, sin dolor, oyendo como siempre, sin supuración ni sangrado y sin mareo, y piden consultar si queda algún trozo, duele, oye menos, supura, sangra o se marea. Ahora, si no es una pila ni un imán, se pregunta si ya ha salido entero y está sin esos síntomas → VERDE con la red de seguridad (dolor, picor o algo que se mueve dentro, líquido, sangre u oír menos → que lo vean; mareo → urgencias; pila o imán → urgencias ahora); si no está seguro de que haya salido entero, o hay dolor, oír menos, supuración, sangre o mareo → amarillo como antes. La pila o el imán en el oído siguen en rojo. Desacuerdo: la dirección exacta de las páginas de Texas Children’s y de Seattle Children’s no se ha podido comprobar; se citan sus páginas principales.',
    'No se sugiere ningún medicamento ni se pregunta el peso.',
    'Verde ganado (issue 9, patrón 4): antes todo cuerpo extraño era amarillo. Alder Hey (hospital infantil del NHS) deja en casa, vigilando, al niño que ha tragado algo más pequeño que un caramelo, que no pincha ni puede ser tóxico, sin síntomas; Leeds Teaching Hospitals dice que las monedas, el plástico, los juguetes pequeños y las joyas rara vez necesitan intervención ni radiografía; NASPGHAN (Kramer 2015) dice que los objetos romos que han pasado el esófago salen solos en la mayoría y pide radiografía para las monedas (las del esófago hay que sacarlas). Elegimos entre fuentes la lectura prudente: verde solo para algo pequeño (menor que una moneda de 1 céntimo, unos 16 mm), liso, sin punta y que no sea de metal (para no confundirlo con una pila o un imán), tragado por un niño de 1 año o más que no tosió ni se atragantó al tragarlo y no tiene ningún síntoma (babeo, no traga, vómitos, dolor, tripa hinchada, sangre: rojo). Las monedas siguen en amarillo (radiografía hoy, NASPGHAN), igual que los objetos grandes, las bolitas de gel que crecen, lo desconocido y cualquier objeto en menores de 1 año (esófago más estrecho; no hay fuente que los excluya, lectura prudente).',
    'Puertas equivocadas: el cuerpo extraño puede acabar en el pulmón (tos, pitos o fiebre días después de atragantarse: rojo si los hay ahora, y el consejo lo vigila), atascado en el esófago (babeo, no traga, dolor: rojo), quemando (pila de botón, también en la nariz o el oído: rojo), perforando (imanes, objetos punzantes: rojo) u obstruyendo (objetos grandes, bolitas de gel: amarillo); y si lo tragado es una sustancia, es una intoxicación (remite a intoxicacion).',
    'Atragantamiento: SEUP pone en 112 el atragantamiento seguido de dificultad para respirar, vómitos o babeo continuo. Si se está atragantando ahora → rojo con los primeros auxilios del ERC 2021 según la edad (menor de 1 año: golpes en la espalda y compresiones en el pecho; desde 1 año: golpes en la espalda y compresiones abdominales). Si ya lo expulsó pero sigue tosiendo, le pita el pecho, babea, vomita o tiene la voz ronca → rojo (posible cuerpo extraño en la vía aérea). Si ya está del todo bien → amarillo (un trozo puede haber pasado al pulmón y dar síntomas días después; lectura prudente).',
    'Pila de botón: urgencia (quemadura del esófago en 2 horas). Miel solo si tiene más de 1 año, puede tragar y han pasado menos de 12 horas: 10 ml cada 10 minutos, hasta 6 veces, sin retrasar el traslado (Montreal Children\'s; NCPC). En menores de 1 año no se da miel. Si hay duda entre moneda y pila, se trata como pila. Pila o imán en la nariz o el oído → rojo también (quemadura local en horas).',
    'Imanes: NASPGHAN y RCEM consideran urgente la ingestión de varios imanes o de un imán con algo metálico; uno solo, sin síntomas, se vigila con radiografías. Como los padres no pueden saber cuántos hay, elegimos rojo para cualquier imán.',
    'Objetos punzantes: hasta la ronda 8, rojo siempre. Ronda 9: un objeto que pincha o corta (palillo, alfiler, aguja, clavo, cristal, un hueso grande) tragado por un niño sin ningún síntoma → amarillo (urgencias hoy, en unas horas, en ayunas): ESGE/ESPGHAN 2017 (Tringali) y NASPGHAN 2015 piden radiografía y extracción endoscópica de los punzantes que siguen en el esófago (urgente) o en el estómago y duodeno (en menos de 24 horas), y vigilancia si ya han pasado; la revisión de Demiroren 2023 resume las mismas pautas. Con cualquier síntoma (babeo, no traga o no quiere comer ni beber, vómitos, dolor en el pecho, la garganta o la tripa, sangre: pregunta sintomas_tragado, que ya se hacía) o dificultad para respirar → rojo, porque los síntomas indican que está en el esófago o ha perforado. La espina que se nota clavada en la garganta tiene su propia respuesta (ronda 8).',
    'Ronda 15, objetos punzantes (sustituye el amarillo de la ronda 9): todo objeto que pincha o corta tragado (alfiler, también los que las adolescentes se sujetan con la boca para colocar el pañuelo o el hiyab, aguja, clavo, chincheta, trozo de cristal, palillo, imperdible abierto) → rojo, urgencias ahora, con o sin síntomas. Leímos NASPGHAN (Kramer 2015): el punzante en el esófago es una emergencia (extracción en menos de 2 horas desde la llegada, sin esperar el ayuno), en el estómago o el duodeno una urgencia (menos de 24 horas), y lo primero es una radiografía para saber dónde está; NASPGHAN recuerda además que muchos niños llegan sin ningún síntoma tras una ingestión presenciada, y las revisiones describen complicaciones de los punzantes que pasan por el tubo digestivo de hasta un 35 %. Como los padres no pueden saber si está en el esófago, y Healthier Together (hoja "Swallowed a foreign object", ya entre las fuentes) pone el objeto punzante en rojo, la lectura prudente entre fuentes es ir ya a urgencias también en el niño que lo tragó con seguridad y está del todo bien (ESGE/ESPGHAN 2017 coincide: extracción emergente del esófago). Con síntomas desde entonces (dolor o pinchazo en el pecho o la garganta al coger aire, tos, no puede tragar, babeo, vómitos, sangre) o sin saber si fue al esófago o a la vía respiratoria, es rojo con más razón: ERC 2021 y Resuscitation Council UK 2021 piden valoración en el hospital cuando tras un atragantamiento quedan síntomas. Por la puerta "se atragantó, pero ya lo ha expulsado o tragado", si no se vio salir el objeto entero, se pregunta ahora si era algo que pincha o corta (pregunta nueva atragantamiento_punzante) → rojo; antes era amarillo. El consejo del rojo dice qué hacer si puede estar en la vía respiratoria (sentado, dejarle toser, sin golpes mientras tose) y que no coma ni beba. La lista de respuestas de objeto_tragado2 no cambia (el imperdible abierto, la chincheta y los alfileres del pañuelo se nombran en su ayuda), así que conserva su id.',
    'Ronda 9, atragantamiento que parecía pasado: la ronda 8 mandaba a amarillo la tos o los pitos que seguían. Un atragantamiento presenciado seguido de pitos nuevos, respiración rápida para la edad o tos que no para con respiración ruidosa es un cuerpo extraño en la vía aérea mientras no se demuestre lo contrario y se saca en el hospital (ERC 2021; Resuscitation Council UK 2021; Pediatría Integral 2019, obstrucción aguda de la vía respiratoria superior) → rojo (pregunta nueva atragantamiento_pitos, con los umbrales de frecuencia respiratoria por edad de banderas-respiracion: más de 50 por minuto en menores de 1 año, más de 40 desde 1 año). Solo una tos seca suelta, con respiración normal y sin pitos, sigue en amarillo (pregunta nueva atragantamiento_tos_suelta). La pregunta atragantamiento_tos desaparece: juntaba las dos formas.',
    'Moneda u objeto pequeño y liso sin síntomas: NASPGHAN pide una radiografía para saber dónde está (en el esófago hay que sacarlo en menos de 24 horas). Elegimos amarillo (radiografía hoy), no verde. Objetos grandes o largos, bolitas de gel que crecen con el agua y objetos desconocidos: amarillo (pueden atascarse; las bolitas de gel se extraen de forma urgente si siguen en el estómago). Revisar con pediatría si las bolitas de gel deberían ser rojo.',
    'Ronda 8, atragantamiento que ya pasó: antes, "ya lo ha expulsado" era amarillo si estaba bien y rojo con cualquier tos, pitos, ronquera, babeo o vómitos. Resuscitation Council UK y el ERC 2021 dicen que la tos eficaz resuelve la mayoría de los atragantamientos y piden valoración médica tras las compresiones abdominales o si queda tos, dificultad para tragar o sensación de algo atascado; las revisiones de aspiración de cuerpo extraño (ERS) recuerdan que un fragmento puede dar tos o pitos días después. Elegimos: expulsado, visto salir entero, sin tos ni pitos y sin babeo ni dificultad para tragar → verde con red de seguridad (tos o pitos en los días siguientes → verlo ese día; compresiones → que lo vea un médico); tos o pitos que siguen, o no se vio salir el objeto → amarillo; babeo sin tragar, no traga, vómitos, voz ronca o estridor (pregunta nueva atragantamiento_grave) y dificultad para respirar (pregunta global) → rojo. La pregunta antigua sintomas_atragantamiento se sustituye por tres nuevas (atragantamiento_grave, atragantamiento_tos, objeto_visto).',
    'Ronda 8, espina de pescado: antes iba con los objetos punzantes (rojo). Una espina o un huesecillo que nota clavado, en un niño que traga su saliva, habla y respira bien, lo mira y lo saca un médico en unas horas (NASPGHAN 2015: los objetos punzantes del esófago se retiran pronto) → amarillo, sin pan para empujarlo; babeo, no poder hablar, dolor de pecho o espalda, sangre o fiebre (preguntas nuevas espina_babeo y espina_grave, compartida con dolor_garganta) → rojo. La pregunta del objeto cambia de id (objeto → objeto_tragado) porque la espina sale de la respuesta de los objetos punzantes. El objeto pequeño y liso sin síntomas ya era verde (issue 9, patrón 4) y no cambia.',
    'Nariz y oído sin pila ni imán: amarillo (que lo saque un médico hoy sin empujarlo más). Ojo, vagina o ano: amarillo, con enlace a ojo_rojo para los ojos.',
    'Ronda 11, cosas blandas e inofensivas: las respuestas de lo tragado no tenían sitio para un trozo de envoltorio fino (papel de aluminio, papel, plástico fino), un trozo de cera, de esponja o de plastilina, un chicle, una pepita o semilla o el hueso de una cereza: solo encajaban en "no sé qué ha sido" (amarillo). Schmitt-Thompson ("Swallowed foreign object": los objetos pequeños, blandos o lisos sin punta, sin atragantamiento, babeo, dolor al tragar, vómitos ni síntomas respiratorios, se cuidan en casa) y Healthier Together ("Swallowed a foreign object": sin signos rojos ni ámbar, cuidados en casa) lo dejan en casa. Como no se pueden añadir respuestas a una pregunta, la pregunta cambia de id (objeto_tragado → objeto_tragado2) con una respuesta nueva, "algo blando o que no hace daño", que sigue las mismas condiciones que el objeto pequeño y liso: desde 1 año, sin tos ni atragantamiento al tragarlo (o visto tragar) y sin ningún síntoma → verde; en menores de 1 año o si tosió o no se vio → amarillo; con cualquier síntoma (babeo, no traga, dolor, vómitos, sangre) o dificultad para respirar → rojo por sus preguntas de siempre. Las pilas de botón, los imanes, lo que pincha o corta, lo grande o largo (también el hueso de un melocotón, un albaricoque o una ciruela), las monedas (radiografía) y las bolitas de gel que crecen con el agua mantienen sus niveles. Lectura prudente: Schmitt no pone límite de edad; mantenemos el de 1 año del objeto pequeño (el esófago del bebé es más estrecho y una pepita o un hueso de cereza puede quedarse en él).',
    'Ronda 18, un objeto en la nariz que ya ha salido: antes, «se ha metido algo en la nariz» era siempre amarillo, y el consejo pedía que lo viera el pediatra aunque hubiera salido entero. La guía de cuerpos extraños nasales del Royal Children’s Hospital de Melbourne y la de NHS Lothian (RefHelp) tratan la pila de botón como la única urgencia, dicen que el «beso» (soplar en la boca del niño con el otro orificio tapado) saca el objeto en un 60 % de las veces y que lo que delata un objeto que queda dentro es la secreción maloliente por un solo lado, y recuerdan buscar un segundo objeto. Ahora, si no es una pila ni un imán, una pregunta nueva (nariz_fuera, compartida en banderas-ingesta.ts) pregunta si ya ha salido entero, si están seguros de que solo había uno, si respira bien por los dos orificios y si no le sale sangre ni moco por ese lado → VERDE con la red de seguridad (moco espeso, con sangre o maloliente por ese lado en los días siguientes → que lo vea su pediatra; dificultad para respirar, dolor, hinchazón o un sangrado que no para → consultar); no estar seguro de cualquiera de esas cosas → amarillo como antes, con el «beso» y sonarse una vez como primeros auxilios. La pila o el imán en la nariz o el oído siguen en rojo, y el oído no cambia.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'que_paso',
      texto: '¿Qué ha pasado?',
      tipo: 'opciones',
      opciones: [QUE.ahogandose, QUE.atragantado, QUE.tragado, QUE.nariz, QUE.oido, QUE.otro],
      ayuda: 'Si ha tragado un medicamento, un producto de limpieza u otra sustancia, usa el apartado de intoxicación.',
      alarma: [QUE.ahogandose],
    },
    PREGUNTA_RESPIRA_MAL,
    {
      // Round 8: new ids (it was the single 'sintomas_atragantamiento', all rojo): the severe signs, then the cough, then whether the object came out.
      id: 'atragantamiento_grave',
      texto: 'Ahora, ¿babea porque no puede tragar su saliva, no puede tragar, vomita, tiene la voz ronca o hace un ruido ronco al coger aire?',
      tipo: 'si_no',
      mostrar_si: `que_paso = '${QUE.atragantado}'`,
      alarma: ['si'],
    },
    {
      // Round 9: new id (round 8's 'atragantamiento_tos' lumped a wheeze with an occasional cough, both amarillo): the signs of an object still in the airway, rojo.
      id: 'atragantamiento_pitos',
      texto:
        'Ahora, ¿le pita o le silba el pecho al respirar (y antes no le pasaba), respira más deprisa de lo normal, o tiene una tos que no para con una respiración ruidosa?',
      tipo: 'si_no',
      ayuda: `Pon la oreja en su pecho o en su espalda: un silbido o un pito al soltar el aire es un pito. Para saber si respira deprisa, cuenta sus respiraciones durante un minuto con el niño tranquilo: más de ${RESPIRACIONES_AMBAR_MENOR_1} en un bebé de menos de 1 año, o más de ${RESPIRACIONES_AMBAR_DESDE_1} desde 1 año, es respirar deprisa. Si dudas, responde Sí.`,
      mostrar_si: `que_paso = '${QUE.atragantado}'`,
      alarma: ['si'],
    },
    {
      // Round 9: new id: only the mild form (an occasional dry cough, breathing normally, no wheeze) stays amarillo.
      id: 'atragantamiento_tos_suelta',
      texto: 'Ahora, ¿tiene alguna tos seca de vez en cuando, aunque respira a su ritmo normal y sin pitos?',
      tipo: 'si_no',
      ayuda: 'Unas toses sueltas en los primeros minutos son normales. Si pasado un rato sigue tosiendo de vez en cuando, responde Sí.',
      mostrar_si: `que_paso = '${QUE.atragantado}' AND atragantamiento_pitos = 'no'`,
      alarma: ['si'],
    },
    {
      id: 'objeto_visto',
      texto: '¿Viste salir el trozo o el objeto entero (lo escupió, lo tosió o se lo sacaste de la boca)?',
      tipo: 'si_no',
      ayuda: 'Si era un fruto seco, una uva o un trozo que pudo romperse y no estás seguro de que saliera entero, o se lo tragó, responde No.',
      mostrar_si: `que_paso = '${QUE.atragantado}'`,
      alarma: ['no'],
    },
    {
      // Round 15: a sharp object that went down after choking, food pipe or airway unknown, is rojo (NASPGHAN 2015; ERC/RCUK 2021).
      id: 'atragantamiento_punzante',
      texto:
        '¿Era algo que pincha o corta: un alfiler (también los que se sujetan con la boca para colocar el pañuelo o el hiyab), una aguja, un clavo, una chincheta, un trozo de cristal, un palillo o un imperdible abierto?',
      tipo: 'si_no',
      ayuda: 'Si no sabes qué era, pero pudo ser algo así, responde Sí.',
      mostrar_si: `que_paso = '${QUE.atragantado}' AND objeto_visto = 'no'`,
      alarma: ['si'],
    },
    {
      // Round 8: a new id (it was 'objeto'): a fish bone stuck in the throat has its own answer, apart from sharp objects.
      // Round 11: a new id again (it was 'objeto_tragado'): soft, harmless things have their own answer.
      id: 'objeto_tragado2',
      texto: '¿Qué se ha tragado?',
      tipo: 'opciones',
      opciones: [OBJETO.pila, OBJETO.iman, OBJETO.punzante, OBJETO.espina, OBJETO.moneda, OBJETO.pequeno, OBJETO.blando, OBJETO.grande, OBJETO.noSe],
      ayuda:
        'Las pilas de botón (de relojes, mandos, llaves de coche, básculas o juguetes con luz) se parecen a las monedas. Si hay la más mínima duda, elige la pila. Mira si falta la pila del aparato. Si encaja más de una opción, elige la primera que encaje. Un imperdible abierto, una chincheta o los alfileres que se sujetan con la boca para colocar el pañuelo o el hiyab son «algo que pincha o corta». El hueso de un melocotón, un albaricoque o una ciruela es «algo grande». Si ha tragado un producto (cera líquida, pegamento, pintura), usa el apartado de intoxicación.',
      mostrar_si: `que_paso = '${QUE.tragado}'`,
      alarma: [OBJETO.pila, OBJETO.iman],
    },
    {
      id: 'tos_al_tragar',
      texto: 'Cuando se lo tragó, ¿tosió, se atragantó, le costó respirar o se puso morado, aunque fuera un momento?',
      tipo: 'si_no',
      ayuda: 'Si no lo viste tragárselo, responde Sí: no sabemos si pudo irse hacia los pulmones.',
      mostrar_si: `que_paso = '${QUE.tragado}' AND ${INOFENSIVO}`,
      alarma: ['si'],
    },
    {
      id: 'sintomas_tragado',
      texto:
        '¿Babea o escupe la saliva, no puede tragar o no quiere comer ni beber, vomita, le duele el pecho, la garganta o la tripa, tiene la tripa hinchada, o hay sangre en el vómito o en la caca?',
      tipo: 'si_no',
      mostrar_si: `que_paso = '${QUE.tragado}' AND objeto_tragado2 != '${OBJETO.espina}'`,
      alarma: ['si'],
    },
    {
      id: 'espina_babeo',
      texto: '¿Babea porque no puede tragar ni su saliva, o no puede hablar?',
      tipo: 'si_no',
      mostrar_si: `que_paso = '${QUE.tragado}' AND objeto_tragado2 = '${OBJETO.espina}'`,
      alarma: ['si'],
    },
    { ...PREGUNTA_ESPINA_GRAVE, mostrar_si: `que_paso = '${QUE.tragado}' AND objeto_tragado2 = '${OBJETO.espina}'` },
    {
      id: 'pila_nariz_oido',
      texto: '¿Puede ser una pila de botón o un imán?',
      tipo: 'si_no',
      mostrar_si: `que_paso IN ${lista([QUE.nariz, QUE.oido])}`,
      alarma: ['si'],
    },
    // Round 18: an object in the nose already out whole, the only one, both nostrils clear (RCH Melbourne; NHS Lothian).
    { ...PREGUNTA_NARIZ_FUERA, mostrar_si: `que_paso = '${QUE.nariz}' AND pila_nariz_oido = 'no'` },
    {
      // Round 19: an insect or object already out of the ear, whole, no pain, hearing as before, no discharge, bleeding or
      // dizziness (Texas Children's "Insects in the ear"; Schmitt-Thompson "Ear – foreign body"; Healthwise).
      id: 'oido_fuera',
      texto:
        '¿Ya ha salido entero (el insecto salió solo o con unas gotas de aceite o agua templada, o el objeto cayó al inclinar la cabeza), y desde entonces no le duele, oye como siempre, no le sale líquido ni sangre por ese oído y no está mareado?',
      tipo: 'si_no',
      ayuda:
        'Si no estás seguro de que haya salido entero (un insecto al que le falta una pata o un ala, un trozo de bastoncillo, de algodón, de plastilina o de comida), si le duele, oye menos o amortiguado, le sale líquido o sangre o está mareado, responde No.',
      mostrar_si: `que_paso = '${QUE.oido}' AND pila_nariz_oido = 'no'`,
      alarma: ['no'],
    },
    // Only on the verde path: the worry never changes the level (issue 9, pattern 1).
    {
      ...PREGUNTA_PREOCUPADO,
      mostrar_si: `(que_paso = '${QUE.tragado}' AND ${CANDIDATO_VERDE} AND sintomas_tragado = 'no') OR (que_paso = '${QUE.atragantado}' AND atragantamiento_grave = 'no' AND atragantamiento_pitos = 'no' AND atragantamiento_tos_suelta = 'no' AND objeto_visto = 'si') OR (que_paso = '${QUE.nariz}' AND nariz_fuera = 'si') OR (que_paso = '${QUE.oido}' AND oido_fuera = 'si')`,
    },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      `que_paso = '${QUE.ahogandose}' AND ${MENOR_1}`,
      'Atragantamiento en un bebé',
      [TOS_EFICAZ, ...PRIMEROS_AUXILIOS_BEBE, NO_DEDOS, DESPUES],
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      `que_paso = '${QUE.ahogandose}'`,
      'Atragantamiento',
      [TOS_EFICAZ, ...PRIMEROS_AUXILIOS_NINO, NO_DEDOS, DESPUES],
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "respira_mal = 'si'",
      'Dificultad para respirar con un posible cuerpo extraño',
      ['Déjalo en la postura en la que respire mejor (normalmente sentado) y no intentes sacarle nada de la boca a ciegas.', NADA_POR_BOCA],
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "atragantamiento_grave = 'si'",
      'Babeo, no traga, vómitos, voz ronca o ruido al respirar después de atragantarse',
      ['Babear sin poder tragar, vomitar, la voz ronca o el ruido al coger aire después de atragantarse pueden indicar que algo se ha quedado en la garganta, la vía respiratoria o el esófago.', NADA_POR_BOCA],
    ),
    rojo(
      "atragantamiento_pitos = 'si'",
      'Pitos, respiración rápida o tos que no para después de atragantarse',
      [
        'Un pito nuevo en el pecho, respirar más deprisa de lo normal o una tos que no para con ruido al respirar después de atragantarse indican que un trozo puede haberse quedado en la vía respiratoria: hay que sacarlo en el hospital.',
        'Déjalo en la postura en la que respire mejor (normalmente sentado). No le des golpes en la espalda si tose y respira.',
        NADA_POR_BOCA,
      ],
    ),
    // Round 15: NASPGHAN (Kramer 2015): a sharp-pointed object in the oesophagus is removed emergently, in the stomach urgently,
    // after an X-ray that locates it; ERC 2021 / Resuscitation Council UK 2021: after choking, an object not seen out may be in the airway.
    rojo(
      "atragantamiento_punzante = 'si'",
      'Algo que pincha o corta que no ha salido después de atragantarse',
      [
        'Un alfiler, una aguja o algo que pincha que no ha salido puede estar en la vía respiratoria o en el esófago, aunque ahora respire bien: hay que hacerle ya una radiografía para saber dónde está y sacarlo en el hospital.',
        'Déjalo en la postura en la que respire mejor (normalmente sentado). Si tose, que siga tosiendo; no le des golpes en la espalda mientras tose y respira.',
        NADA_POR_BOCA,
        'No le des pan ni nada para empujarlo. Lleva un objeto igual, si lo tienes, para que vean cómo es.',
      ],
    ),
    rojo(
      "espina_babeo = 'si' OR espina_grave = 'si'",
      'Espina o hueso clavado con babeo, dolor de pecho, sangre o fiebre',
      [
        'Babear sin poder tragar la saliva, el dolor en el pecho o la espalda, vomitar sangre o la fiebre después de clavarse una espina o un hueso pueden indicar que está atascado en el esófago o lo ha dañado.',
        NADA_POR_BOCA,
        'No le des pan ni nada para empujarlo.',
      ],
    ),
    // Round 15: any sharp-pointed object swallowed is rojo, with or without symptoms (NASPGHAN, Kramer 2015: X-ray to locate it,
    // emergent removal in the oesophagus, urgent in the stomach; NHS Healthier Together: a sharp object swallowed is red; ERC/RCUK 2021).
    rojo(
      `objeto_tragado2 = '${OBJETO.punzante}'`,
      'Se ha tragado algo que pincha o corta',
      [
        'Un alfiler, una aguja, un clavo, un palillo, un trozo de cristal o un imperdible abierto puede quedarse clavado en el esófago o perforar el intestino, aunque ahora esté bien: ve ya a urgencias. Necesita una radiografía para saber dónde está y, si sigue en el esófago o el estómago, sacarlo con un endoscopio.',
        'Si tose, nota un pinchazo o dolor al coger aire, o no sabes si se lo tragó o se le fue hacia los pulmones (por ejemplo, tenía alfileres en la boca y se le escaparon al hablar, reír o coger aire), díselo al llegar: puede estar en la vía respiratoria. Déjalo en la postura en la que respire mejor y, si tose, que siga tosiendo.',
        NADA_POR_BOCA,
        'No le des pan ni nada para empujarlo. Lleva un objeto igual, o lo que quede, para que vean cómo es.',
      ],
    ),
    rojo(
      "sintomas_tragado = 'si'",
      'Síntomas después de tragarse un objeto',
      ['Babear, no poder tragar, vomitar o el dolor indican que el objeto puede estar atascado o haber hecho daño.', NADA_POR_BOCA],
    ),
    rojo(
      `objeto_tragado2 = '${OBJETO.pila}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)}`,
      'Se ha tragado una pila de botón',
      [
        'Una pila de botón puede quemar el esófago en 2 horas: ve ya a urgencias, aunque esté bien.',
        'Si puede tragar bien y hace menos de 12 horas: dale 10 ml (2 cucharaditas) de miel cada 10 minutos, hasta 6 veces, de camino y sin retrasar la salida. Aparte de la miel, nada de comer ni de beber, y no le provoques el vómito.',
        'Lleva el envase de la pila o el aparato del que salió.',
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112], ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      `objeto_tragado2 = '${OBJETO.pila}'`,
      'Un bebé se ha tragado una pila de botón',
      [
        'Una pila de botón puede quemar el esófago en 2 horas: ve ya a urgencias, aunque esté bien.',
        'A un bebé menor de 1 año no le des miel ni nada por la boca, y no le provoques el vómito.',
        'Lleva el envase de la pila o el aparato del que salió.',
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112], ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      `objeto_tragado2 = '${OBJETO.iman}'`,
      'Se ha tragado un imán',
      [
        'Si hay más de un imán, o un imán y algo metálico, se pueden atraer a través del intestino y perforarlo. Aunque esté bien, necesita una radiografía urgente.',
        NADA_POR_BOCA,
        'Lleva el juguete o las piezas que queden para que vean cuántas faltan.',
      ],
    ),
    rojo(
      "pila_nariz_oido = 'si'",
      'Pila de botón o imán en la nariz o el oído',
      [
        'Una pila o un imán en la nariz o el oído pueden quemar por dentro en pocas horas: ve ya a urgencias.',
        'No intentes sacarlo con pinzas ni bastoncillos, ni le pongas gotas.',
      ],
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `que_paso = '${QUE.atragantado}' AND (atragantamiento_tos_suelta = 'si' OR objeto_visto = 'no')`,
      'Se atragantó: tose de vez en cuando o no viste salir el objeto',
      [
        'Si después de atragantarse le queda alguna tos suelta, o no viste salir el objeto entero, un trozo puede haber pasado a los pulmones (sobre todo un fruto seco o un trozo de juguete): que lo vea hoy un médico.',
        'Si respira, habla y traga con normalidad, puede esperar a que lo vean hoy. Que no coma frutos secos ni trozos duros mientras tanto.',
      ],
    ),
    amarillo(
      `objeto_tragado2 = '${OBJETO.espina}'`,
      'Espina o hueso clavado en la garganta, traga y respira bien',
      [...CONSEJOS_ESPINA],
      { ver_tambien: ['dolor_garganta'] },
    ),
    amarillo(
      `objeto_tragado2 = '${OBJETO.pequeno}' AND (${MENOR_1} OR tos_al_tragar = 'si')`,
      'Se ha tragado un objeto pequeño y liso: un bebé, o tosió al tragarlo',
      [
        'En un bebé de menos de 1 año, o si tosió o se atragantó al tragarlo, que lo vea hoy un médico: el objeto puede haberse quedado en el esófago o haber ido hacia los pulmones.',
        'Hasta entonces no le des de comer, por si hubiera que sacarlo. No le provoques el vómito.',
        'Si no estás seguro de que no sea una pila de botón o un imán, ve a urgencias ahora.',
      ],
    ),
    amarillo(
      `objeto_tragado2 = '${OBJETO.blando}' AND (${MENOR_1} OR tos_al_tragar = 'si')`,
      'Se ha tragado algo blando o una pepita: un bebé, o tosió al tragarlo',
      [
        'Si tosió o se atragantó al tragarlo, o no lo viste tragárselo, un trozo puede haber ido hacia los pulmones; y en un bebé de menos de 1 año una pepita o un trozo puede quedarse en el esófago: que lo vea hoy un médico.',
        'Si respira, traga y come con normalidad, puede esperar a que lo vean hoy. No le provoques el vómito.',
      ],
    ),
    amarillo(
      `objeto_tragado2 = '${OBJETO.moneda}'`,
      'Se ha tragado una moneda',
      [
        'Que lo vean hoy: necesita una radiografía para saber dónde está. Si se ha quedado en el esófago hay que sacarlo.',
        'Hasta entonces no le des de comer, por si hubiera que sacarlo con sedación. No le provoques el vómito.',
        'Si no estás seguro de que no sea una pila de botón, ve a urgencias ahora.',
      ],
    ),
    amarillo(
      `objeto_tragado2 = '${OBJETO.grande}'`,
      'Se ha tragado un objeto grande o bolitas que crecen con el agua',
      [
        'Un objeto grande o largo, o las bolitas de gel que se hinchan con el agua, pueden atascarse en el intestino: que lo vean hoy en urgencias.',
        'Hasta entonces no le des de comer ni de beber, y no le provoques el vómito.',
      ],
    ),
    amarillo(
      `objeto_tragado2 = '${OBJETO.noSe}'`,
      'Se ha tragado algo que no sabes qué es',
      [
        'Que lo vean hoy en urgencias: puede necesitar una radiografía. Busca qué falta (pilas, imanes, piezas) y llévalo.',
        'Hasta entonces no le des de comer, y no le provoques el vómito.',
      ],
    ),
    // Round 18: only while it is still in, or not sure it all came out (the verde below).
    amarillo(`que_paso = '${QUE.nariz}' AND nariz_fuera = 'no'`, 'Objeto en la nariz', [
      'No intentes sacarlo con pinzas ni bastoncillos: lo empujarías más adentro.',
      'Si es mayor y sabe hacerlo, que se suene fuerte una vez tapándose el otro agujero de la nariz. Si es pequeño y está tranquilo, puedes probar una vez el «beso»: tápale con un dedo el orificio libre, pon tu boca sobre la suya y sopla fuerte y corto (funciona en más de la mitad de los niños).',
      'Si sale entero, sabes que solo había uno y respira bien por los dos lados sin sangrar, no hace falta ir hoy; si no, que respire por la boca con tranquilidad y que lo saque hoy un médico.',
    ]),
    // Round 19: only while it is still in, or not sure it all came out, or with symptoms (the verde below).
    amarillo(`que_paso = '${QUE.oido}' AND oido_fuera = 'no'`, 'Objeto en el oído', [
      'No intentes sacarlo ni le metas nada en el oído, y no le pongas gotas.',
      'Que lo saque hoy un médico con el material adecuado.',
    ]),
    {
      // The catch-all of what the child put elsewhere (the other answers have their own rules).
      si: `que_paso = '${QUE.otro}'`,
      urgencia: 'amarillo',
      titulo: 'Objeto extraño en otra parte del cuerpo',
      consejos: [
        'No intentes sacarlo tú: que lo vea hoy un médico.',
        'Si es en un ojo, lávalo con agua o suero abundante sin frotar; si es algo clavado en el ojo, no lo toques y ve a urgencias ahora.',
        VIGILA,
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: [ACCION.urgenciasHoy, ACCION.pediatraHoy],
      ver_tambien: ['ojo_rojo'],
    },
    // ---------------------------------------------------------------- verde
    {
      si: `que_paso = '${QUE.atragantado}' AND atragantamiento_tos_suelta = 'no' AND objeto_visto = 'si'`,
      urgencia: 'verde',
      titulo: 'Se atragantó, expulsó el objeto y ahora respira con normalidad',
      consejos: [
        'Si lo expulsó tosiendo o con los golpes en la espalda, viste salir el objeto entero y ahora respira, habla y traga con normalidad, sin tos ni pitos, puede quedarse en casa (Resuscitation Council UK y ERC 2021: la tos eficaz resuelve la mayoría de los atragantamientos).',
        'Si le diste compresiones en la tripa o en el pecho, que lo vea hoy un médico aunque esté bien: pueden causar lesiones internas.',
        'Los días siguientes, fíjate si tose más de lo normal, le pita el pecho o tiene fiebre: un trozo pequeño puede haberse ido al pulmón sin que lo notaras, y entonces tiene que verlo un médico ese mismo día.',
        consejoVuelveSi([
          'le cuesta respirar, hace ruido al coger aire o se pone morado',
          'babea, no puede tragar o vomita',
          'empieza a toser sin parar o le pita el pecho, también en los días siguientes (que lo vea un médico ese día)',
          'tiene fiebre o tos que no se va en los días siguientes',
        ]),
        'Para evitarlo: frutos secos enteros nunca antes de los 6 años; uvas, salchichas y tomates cherry cortados a lo largo; que coma sentado y sin correr.',
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `objeto_tragado2 = '${OBJETO.pequeno}' AND tos_al_tragar = 'no' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)}`,
      urgencia: 'verde',
      titulo: 'Se ha tragado un objeto pequeño y liso y está bien',
      consejos: [
        'Un objeto pequeño, liso y sin punta que no es de metal casi siempre sale solo con la caca en unos días, sin hacer daño (hospitales infantiles del NHS). Puede quedarse en casa, vigilado.',
        'Que coma y beba con normalidad. No le des laxantes ni le provoques el vómito. No hace falta buscar el objeto en la caca.',
        'Busca si falta algo más (pilas, imanes, otras piezas): si no estás seguro de que no haya tragado una pila de botón o un imán, ve a urgencias ahora.',
        consejoVuelveSi([
          'babea, no puede tragar o no quiere comer ni beber',
          'vomita, le duele el pecho, la garganta o la tripa, o tiene la tripa hinchada',
          'hay sangre en el vómito o en la caca, o la caca es negra',
          'tose, le pitan el pecho o le cuesta respirar, también en los días siguientes',
          'tiene fiebre en los días siguientes',
        ]),
        'Guarda las piezas pequeñas, las pilas y los imanes fuera de su alcance.',
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `objeto_tragado2 = '${OBJETO.blando}' AND tos_al_tragar = 'no' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)}`,
      urgencia: 'verde',
      titulo: 'Se ha tragado algo blando o que no hace daño y está bien',
      consejos: [
        'Un trozo de papel, de envoltorio, de cera, de esponja o de plastilina, un chicle, una pepita o el hueso de una cereza, en un niño que no se atragantó y está bien, sale solo con la caca en unos días sin hacer daño (Schmitt-Thompson; Healthier Together). Puede quedarse en casa.',
        'Que coma y beba con normalidad. No le des laxantes ni le provoques el vómito. No hace falta buscarlo en la caca.',
        'Mira que no le quede nada en la boca. Si no estás seguro de que no se haya tragado también una pila de botón, un imán o algo que pinche, ve a urgencias ahora.',
        consejoVuelveSi([
          'babea, no puede tragar, le duele al tragar o no quiere comer ni beber',
          'vomita, le duele la tripa o la tiene hinchada',
          'hay sangre en el vómito o en la caca',
          'tose, le pita el pecho o le cuesta respirar, también en los días siguientes',
          'tiene fiebre en los días siguientes',
        ]),
        'Guarda fuera de su alcance las piezas pequeñas, los frutos secos, las pilas y los imanes; los trozos de globo y de bolsa de plástico pueden ahogarle si se los mete en la boca.',
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    // Round 18: RCH Melbourne Nasal foreign body CPG; NHS Lothian (the parent's kiss).
    reglaNarizFuera(`que_paso = '${QUE.nariz}' AND nariz_fuera = 'si'`, [], { ver_tambien: [] }),
    // Round 19: Texas Children's "Insects in the ear"; Schmitt-Thompson "Ear – foreign body"; Healthwise (object in the ear).
    {
      si: `que_paso = '${QUE.oido}' AND oido_fuera = 'si'`,
      urgencia: 'verde',
      titulo: 'El insecto o el objeto del oído ya ha salido entero',
      consejos: [
        'Si el insecto o el objeto ha salido entero y desde entonces no le duele, oye como siempre, no le sale líquido ni sangre por ese oído y no está mareado, no hace falta que lo vea un médico hoy (Texas Children’s Hospital; Schmitt-Thompson).',
        'No le metas bastoncillos, pinzas ni algodones para mirar si queda algo: puedes arañar el conducto o el tímpano. Limpia solo la oreja por fuera.',
        'Mira también el otro oído y la nariz: los niños que se meten algo en un oído a veces se meten más de una cosa.',
        consejoVuelveSi([
          'le empieza a doler el oído, le pica mucho o nota que algo se mueve o zumba dentro (puede quedar un trozo o una pata): que lo vea su pediatra',
          'le sale líquido, pus, sangre o mal olor por ese oído, u oye menos o amortiguado (que lo vean hoy)',
          'se marea, todo le da vueltas o pierde el equilibrio (ve a urgencias)',
          'te das cuenta de que pudo ser una pila de botón o un imán (ve a urgencias ahora)',
        ]),
        'Guarda fuera de su alcance las cuentas, las bolitas, las pilas y las piezas pequeñas.',
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
  ],
  avisos: [AVISO_PREOCUPADO],
}, 'respira_mal');
