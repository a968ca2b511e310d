/**
 * Hinchazón local. Built on NICE NG141 (cellulitis and erysipelas: refer if
 * orbital cellulitis, sepsis or necrotising fasciitis is suspected; consider
 * referral for infection around the eyes, lymphangitis or a severely unwell
 * child; exclude insect-bite reactions first), NHS Healthier Together and
 * Alder Hey (unable to open the eye because of swelling → red), the HT
 * periorbital cellulitis safety-net sheet, NICE NG143 (swelling of a limb or
 * joint → amber; < 3 months with fever → red), the WAO anaphylaxis criteria and
 * SEUP (sudden lip swelling). Issue 9: a hair tourniquet in a baby (Belfast
 * red), swelling behind the ear with fever (mastoiditis) and puffy eyelids with
 * swollen legs (kidney) are asked where they can come through this door.
 * Round 11: a swelling on the head, with an answer of its own (NICE NG232:
 * under 1 year with a swelling over 5 cm → CT within 1 hour; PECARN: a
 * non-frontal scalp haematoma under 2 years; NICE NG76/CG89: an unexplained
 * injury in a baby; a newborn's cephalohaematoma or caput from birth is benign).
 * Round 16: a skin or navel infection in a baby under 3 months (WHO IMCI
 * "Management of the sick young infant" 2019: umbilical redness extending to
 * the skin is a possible serious bacterial infection, urgent referral; NICE
 * NG195 Neonatal infection 2021: signs of umbilical infection, a change in
 * feeding or behaviour).
 * Round 17: a tight cast, splint or bandage on an arm or leg (RCH Melbourne
 * "Plaster cast care" and compartment syndrome; SCHN "Cast care"; NHS cast
 * leaflets; NICE NG38), asked with the shared questions of banderas-escayola.ts
 * for a swelling of a joint or of the skin of a limb.
 * Round 18: sudden swelling of the lips alone, without the tongue, the throat
 * or any sign of anaphylaxis, is amarillo, as in reaccion_alergica (WAO 2020,
 * EAACI 2021, BSACI action plans, NICE CG134, Resuscitation Council UK 2021);
 * a visible collection of pus (a pointing abscess, a paronychia or a soft boil)
 * needs a clinician to drain it (NICE CKS Paronychia; NICE CKS Boils,
 * carbuncles and staphylococcal carriage; NHS Abscess) → amarillo.
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  antitermicos,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  consejoVuelveSi,
  EDADES_MENOR_2_ANOS,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  PREGUNTA_RESPIRA_MAL,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  consejosRojo,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { CETIRIZINA } from './problemas_piel.ts';
import { FUENTE_ABSCESO_NHS } from './banderas-abdomen.ts';
import { CONSEJOS_CELULITIS, PREGUNTA_INFECCION_PIEL_GRAVE } from './banderas-piel.ts';
import { conCribado } from './cribado-otras-puertas.ts';
import {
  CONSEJOS_ESCAYOLA_LEVE,
  FUENTES_ESCAYOLA,
  LLEVA_ESCAYOLA,
  PREGUNTA_ESCAYOLA_ALARMA,
  PREGUNTA_LLEVA_ESCAYOLA,
  reglaEscayola,
} from './banderas-escayola.ts';

export const ZONA = {
  ojo: 'Alrededor de un ojo o en un párpado',
  labios: 'Los labios, la lengua o dentro de la boca, de repente y sin un golpe',
  cuello: 'El cuello, debajo de la mandíbula o detrás de la oreja',
  articulacion: 'Una articulación: rodilla, tobillo, codo, muñeca, cadera o dedos',
  ingle: 'La ingle, los testículos o el escroto',
  cabeza: 'La cabeza: un chichón o un bulto en la frente o debajo del pelo',
  piel: 'Otra zona de la piel: cara, brazos, piernas, manos, pies o tronco',
} as const;

export const CAUSA = {
  picadura: 'Una picadura de insecto o una mordedura',
  golpe: 'Un golpe',
  herida: 'Una herida, un grano, una uña encarnada o un rasguño',
  nada: 'Ha salido sin una causa clara, o no lo sé',
} as const;

/** Round 8: two answers; the severe form is asked apart with the shared systemic question (banderas-piel.ts). */
export const ASPECTO = {
  normal: 'No está roja ni caliente, o solo un poco alrededor de una picadura',
  celulitis:
    'Está roja, caliente y duele al tocarla, y la rojez se va extendiendo o salen rayas rojas desde la zona (también una oreja roja, caliente e hinchada alrededor de un pendiente)',
} as const;

/**
 * Round 11, a newborn's head swelling from birth (caput or cephalohaematoma: benign; BCGP neonatal guideline and
 * birth.com.au) versus the growing, boggy swelling of a pale or floppy baby (subgaleal haemorrhage: emergency).
 * Least serious first; "no" (it appeared later, or unknown) goes on to the head questions.
 */
export const NACIMIENTO = {
  visto:
    'Lo tiene desde el parto o los primeros días, ya lo ha visto la matrona o su pediatra, no crece (o va bajando) y el bebé come, se mueve y está como siempre',
  sinVer: 'Lo tiene desde el parto o los primeros días, no crece y el bebé está bien, pero todavía no lo ha visto ningún médico ni matrona',
  no: 'No: le ha salido después, o no sé desde cuándo lo tiene',
  grave:
    'Lo tiene desde el parto o los primeros días, pero crece, es blando y se extiende por la cabeza (hasta la frente o las orejas), o el bebé está pálido, flojo o come mal',
} as const;

/**
 * Round 16: the skin of a baby under 3 months, least serious first (WHO IMCI 2019: a red or discharging navel is a
 * local infection; redness extending from the navel to the skin is a possible serious bacterial infection).
 */
export const PIEL_BEBE = {
  no: 'No: la piel de la zona y de alrededor no está roja, hinchada ni dura, y el ombligo está bien',
  ombligo: 'Solo el ombligo: está rojo por dentro, supura o huele mal, pero la piel de la tripa de alrededor no está roja',
  extiende: 'Una zona de la piel roja, hinchada o dura que se va extendiendo (en cualquier sitio que no sea el ombligo)',
  ombligoPiel: 'La piel de alrededor del ombligo está roja, hinchada o dura (más que un borde rosado fino), o salen rayas rojas desde el ombligo',
} as const;

/** Round 11: a head bump, least serious first (NICE NG232 5 cm under 1 year; PECARN non-frontal haematoma under 2 years). */
export const BULTO_CABEZA = {
  frente: 'Un chichón duro, de menos de 5 cm, en la frente',
  otroSitio: 'Un chichón duro, de menos de 5 cm, en un lado, detrás o encima de la cabeza (no en la frente)',
  grave: 'Un bulto blando o esponjoso (se hunde al apretar, como un globo con agua), o de más de 5 cm, en cualquier sitio de la cabeza',
} as const;

const EDADES_MENOR_1_ANO = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
const EDADES_DESDE_2_ANOS = ['2-5 años', '5-12 años', '12+ años'] as const;
const CABEZA = `zona_hinchazon = '${ZONA.cabeza}'`;
const LABIOS = `zona_hinchazon = '${ZONA.labios}'`;
const MENOR_1 = `edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`;
const MENOR_2 = `edad_rango IN ${lista(EDADES_MENOR_2_ANOS)}`;
const MENOR_3_MESES = "edad_rango = '0-3 meses'";
/** Round 16: a skin or navel infection in a baby under 3 months. False, not unknown, at other ages. */
const INFECCION_PIEL_BEBE = `${MENOR_3_MESES} AND piel_bebe IN ${lista([PIEL_BEBE.ombligo, PIEL_BEBE.extiende])}`;
const EXTIENDE_BEBE = `${MENOR_3_MESES} AND piel_bebe = '${PIEL_BEBE.extiende}'`;
const ONFALITIS_BEBE = `${MENOR_3_MESES} AND piel_bebe = '${PIEL_BEBE.ombligoPiel}'`;
/** What not to do with a young baby's infection on the way (NICE NG143: no antipyretic to mask it under 3 months). */
const BEBE_CAMINO =
  'Mantenlo abrigado y sigue ofreciéndole el pecho o el biberón. No le pongas pomadas, polvos ni alcohol en el ombligo o la zona, y no le des paracetamol antes de que lo vea un médico, salvo que te lo indiquen.';
/** The head questions, after a blow or without a known cause, except a swelling from birth (answered apart). */
const CABEZA_A_PREGUNTAR = `${CABEZA} AND causa IN ${lista([CAUSA.golpe, CAUSA.nada])} AND NOT (cabeza_nacimiento IN ${lista([NACIMIENTO.visto, NACIMIENTO.sinVer, NACIMIENTO.grave])})`;
/** Unexplained in a baby under 1 year (NICE NG232: suspected non-accidental injury; NICE NG76/CG89). False, not unknown, where the newborn question is hidden. */
const CABEZA_SIN_EXPLICAR_BEBE = `${CABEZA} AND causa = '${CAUSA.nada}' AND (edad_rango IN ${lista(['3-6 meses', '6-12 meses'])} OR (edad_rango = '0-3 meses' AND cabeza_nacimiento = '${NACIMIENTO.no}'))`;

/** HT head injury red list (within 48 hours), as the safety net of a head bump. */
const VIGILA_CABEZA =
  'Vigílalo de cerca las próximas 48 horas. Llama al 112 o ve a urgencias si vomita 2 veces o más, está muy dormido o cuesta despertarlo, está confuso o raro, llora sin consuelo o no se despierta para comer, tiene una convulsión, le cuesta hablar, ver o andar, pierde fuerza en un brazo o una pierna, le sale líquido transparente por la nariz o un oído, o el bulto crece o se vuelve blando.';

/** Round 17: where a swelling can be on an arm or a leg (a joint, or the skin of the arms, legs, hands or feet). */
const ZONA_MIEMBRO = `zona_hinchazon IN ${lista([ZONA.articulacion, ZONA.piel])}`;

const MARCA_BORDE = 'Marca con un bolígrafo el borde de la rojez y apunta la hora: así el médico (y tú) veréis si crece.';


const rojo = creadorDeReglas('rojo', { acciones: [ACCION.urgenciasAhora, ACCION.llama112], consejos: (c) => consejosRojo(...c) });

const amarillo = creadorDeReglas('amarillo', { acciones: [ACCION.pediatraHoy, ACCION.urgenciasHoy], consejos: (c) => [...c, CONSEJO_AMARILLO], medicacion: antitermicos() });

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES.slice(0, 3),
  'se le hinchan los labios o la lengua, o le cuesta tragar',
  'la zona se pone roja, caliente y dolorosa y la rojez crece, o salen rayas rojas',
  'tiene fiebre',
  'el ojo se hincha tanto que no lo puede abrir, o le duele al moverlo',
  'lo ves peor o muy enfermo, distinto de otras veces',
]);

const CONSULTA_SI = consejoConsultaSi([
  'la hinchazón no ha mejorado en una semana',
  'es un bulto que crece, está duro, no duele o dura más de 2 semanas',
  'se le hinchan los dos párpados por las mañanas, o también los pies o la tripa, o hace menos pis',
]);

const verde = creadorDeReglas('verde', { acciones: [ACCION.cuidaEnCasa, ACCION.vigila], consejos: (c) => [...c, ...CONSEJOS_ANTITERMICOS, VUELVE_SI, CONSULTA_SI], medicacion: antitermicos() });

export const hinchazon_local: Flujo = conCribado({
  ...FICHAS.hinchazon_local,
  fuentes: [
    {
      titulo: 'NICE NG141. Cellulitis and erysipelas: antimicrobial prescribing',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng141/chapter/Recommendations',
    },
    {
      titulo: 'NHS What 0-18 (Healthier Together). Periorbital cellulitis: advice for parents (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/professionals/hospital-staff/safety-netting-documents-parents/illnesses-being-treated-antibiotics/periorbital-cellulitis',
    },
    {
      titulo: 'Alder Hey Children’s Hospital. Red or sticky eyes: symptom checker (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.alderhey.nhs.uk/conditions/symptoms-checker/red-sticky-eyes/',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s (ámbar: hinchazón de un miembro o una articulación; rojo: < 3 meses con ≥ 38 °C)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'Cardona V et al. World Allergy Organization Anaphylaxis Guidance 2020 (criterios, tabla en Empendium)',
      anio: 2020,
      url: 'https://empendium.com/mcmtextbook/table/031_0450',
    },
    {
      titulo: 'NICE CKS. Styes (hordeola): autolimitados, compresas templadas, no pinchar',
      anio: 2010,
      url: 'https://cks.nice.org.uk/topics/styes-hordeola/',
    },
    {
      titulo: "The Royal Children's Hospital Melbourne. Clinical Practice Guidelines: Nephrotic syndrome (complicaciones agudas: hipovolemia con poca orina, manos frías, mareo; derrame con trabajo respiratorio; sin fecha, año de consulta)",
      anio: 2026,
      url: 'https://www.rch.org.au/clinicalguide/guideline_index/Nephrotic_syndrome',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'Piñeiro Pérez R, Carabaño Aguado I. Manejo práctico de las picaduras de insecto en Atención Primaria. Rev Pediatr Aten Primaria 2015;17:159-66',
      anio: 2015,
      url: 'https://pap.es/FrontOffice/PAP/front/Articulos/Articulo/_IXus5l_LjPoCV3t1fS0Dm17x8v_Qkcvy',
    },
    {
      titulo: "Belfast Trust (con Healthier Together y Alder Hey). Children's symptom checker: bebé que llora (rojo: dedos de manos o pies muy rojos, hinchados o dolorosos; sin fecha, año de consulta)",
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/',
    },
    {
      titulo: 'NICE NG232. Head injury: assessment and early management (TC en 1 hora en menores de 1 año con chichón, moratón o herida de más de 5 cm en la cabeza, o con sospecha de lesión no accidental; criterios de derivación desde la comunidad)',
      anio: 2023,
      url: 'https://www.nice.org.uk/guidance/ng232',
    },
    {
      titulo: 'Kuppermann N et al. PECARN: identification of children at very low risk of clinically-important brain injuries after head trauma. Lancet 2009 (menores de 2 años: hematoma del cuero cabelludo no frontal = riesgo intermedio)',
      anio: 2009,
      url: 'https://www.kpcrest.net/pecarnpredictionrule',
    },
    {
      titulo: 'NICE NG76. Child abuse and neglect (y CG89 When to suspect child maltreatment: lesión sin explicación en un bebé que todavía no se desplaza solo)',
      anio: 2017,
      url: 'https://www.nice.org.uk/guidance/ng76',
    },
    {
      titulo: 'NHS Healthier Together (Oxfordshire). Head injury: advice for parents and carers (rojo en las 48 horas; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/head-injury',
    },
    {
      titulo: 'Bedside Clinical Guidelines Partnership (neonatal). Subgaleal haemorrhage: hinchazón blanda y generalizada del cuero cabelludo que no respeta las suturas, palidez, poca actividad, shock (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://neonatal.bcgp.org.uk/page/Subgaleal-Haemorrhage-SGH',
    },
    {
      titulo: 'birth.com.au. Variations in newborn babies: cephalhaematoma (bulto blando del parto, benigno, que tarda semanas o meses en reabsorberse; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.birth.com.au/Variations-in-newborn-babies/Cephalhaematoma',
    },
    {
      titulo: 'World Health Organization. Integrated Management of Childhood Illness (IMCI): management of the sick young infant aged up to 2 months, chart booklet (rojez del ombligo que se extiende a la piel, no come bien o solo se mueve al estimularlo: posible infección bacteriana grave, derivación urgente; ombligo rojo o que supura: infección local)',
      anio: 2019,
      url: 'https://www.who.int/publications/i/item/management-of-the-sick-young-infant-aged-up-to-2-months',
    },
    {
      titulo: 'NICE NG195. Neonatal infection: antibiotics for prevention and treatment (signos de infección del ombligo; cambios en la alimentación o en el comportamiento como indicadores de infección)',
      anio: 2021,
      url: 'https://www.nice.org.uk/guidance/ng195',
    },
    {
      titulo: 'Schmitt-Thompson. Earache (Swedish Kids Symptom Checker): hinchazón roja detrás de la oreja con fiebre (mastoiditis) → ver en 4 horas (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.swedish.org/classes-and-resources/swedish-kids-symptom-checker?Symptom=31',
    },
    ...FUENTES_ESCAYOLA,
    {
      titulo: 'NICE CKS. Paronychia - acute (con pus: drenarlo; los antibióticos solos no bastan; derivar si no mejora o se extiende)',
      anio: 2023,
      url: 'https://cks.nice.org.uk/topics/paronychia-acute/',
    },
    {
      titulo: 'NICE CKS. Boils, carbuncles, and staphylococcal carriage (forúnculo grande, doloroso y fluctuante: abrirlo y drenarlo; derivar si hay signos de infección grave)',
      anio: 2023,
      url: 'https://cks.nice.org.uk/topics/boils-carbuncles-staphylococcal-carriage/',
    },
    FUENTE_ABSCESO_NHS,
    {
      titulo: 'BSACI. Paediatric allergy action plans (síntomas leves-moderados: labios, cara u ojos hinchados; anafilaxia: lengua hinchada, garganta cerrada, dificultad para tragar, voz ronca, pitos, dificultad para respirar, mareo o desmayo) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.bsaci.org/professional-resources/resources/paediatric-allergy-action-plans/',
    },
    {
      titulo: 'NICE CG134. Anaphylaxis: assessment and referral after emergency treatment',
      anio: 2011,
      url: 'https://www.nice.org.uk/guidance/cg134',
    },
    {
      titulo: 'Resuscitation Council UK. Emergency treatment of anaphylaxis: guidelines for healthcare providers (2021)',
      anio: 2021,
      url: 'https://www.resus.org.uk/library/additional-guidance/guidance-anaphylaxis/emergency-treatment',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Labios o lengua hinchados de repente (sin golpe): SEUP pone la hinchazón súbita de labios o párpados en "Urgencias el mismo día" y en 112 solo si hay dificultad para respirar, vómitos o mareo; la WAO considera anafilaxia la afectación de la vía respiratoria tras un alérgeno. Elegimos rojo siempre (la lengua y la garganta pueden cerrarse), con enlace a reaccion_alergica. Ronda 18: cambia para los labios solos, ver la nota de la ronda 18.',
    'Ojo: Alder Hey y Healthier Together dan rojo a no poder abrir el ojo por la hinchazón; NICE NG141 deriva al hospital la celulitis orbitaria (dolor al mover el ojo, visión doble, ojo empujado hacia fuera) → rojo. Párpado rojo, caliente o con fiebre (celulitis periorbitaria): NICE "considerar derivación" → amarillo. Párpado hinchado por una picadura, sin fiebre ni rojez caliente → verde (NICE pide descartar antes una reacción a picadura).',
    'Celulitis (NICE NG141): rojez caliente y dolorosa que se extiende o rayas rojas (linfangitis) → amarillo (que lo vea hoy un médico, puede necesitar antibiótico); si avanza en horas, duele muchísimo o la piel se pone morada, negra o con ampollas (posible fascitis necrotizante) → rojo. Ronda 8: ver la nota de gravedad de la infección de la piel, que cambia esto.',
    'Ronda 8, infección de la piel (forma leve y grave): la zona roja, caliente y dolorosa que se extiende (celulitis, picadura infectada, oreja infectada tras un pendiente), sin fiebre o con fiebre en un niño que está bien → amarillo (antibiótico hoy; NICE NG141, clases I-II de Eron). Rojo solo con signos generales (NICE NG141 clases III-IV y NG143 rojo): muy decaído, pálido o moteado, manos y pies fríos, dolor muy desproporcionado, piel morada, negra o con ampollas (pregunta compartida infeccion_piel_grave, banderas-piel.ts). La rojez que crece en horas en un niño que está bien ya no da rojo por sí sola. La pregunta del aspecto cambia de id (aspecto → aspecto_piel) porque pierde su tercera respuesta.',
    'Ronda 8, párpado: NICE CKS "Styes": el orzuelo (granito doloroso en el borde del párpado, ojo blanco, visión normal, abre el ojo) se cura solo con compresas templadas → verde (pregunta nueva orzuelo). Párpado hinchado con fiebre que abre, se mueve sin dolor y ve bien (celulitis preseptal) → amarillo; no poder abrirlo, dolor al moverlo, visión doble o borrosa, ojo empujado hacia fuera (ojo_grave) o un niño muy enfermo con fiebre → rojo (celulitis orbitaria; NICE NG141, RCOphth).',
    'Ronda 8, hinchazón de todo el cuerpo (síndrome nefrótico): párpados hinchados al levantarse con tobillos, pies o tripa hinchados, poco pis o con espuma → amarillo (análisis de orina el mismo día), ahora también si la hinchazón se elige en "otra zona de la piel"; con muy poco pis y adormilado (pregunta nueva edema_grave) o con dificultad para respirar (pregunta global) → rojo (RCH Melbourne, síndrome nefrótico: la hipovolemia con poca orina y el derrame con trabajo respiratorio son las complicaciones agudas).',
    'Articulación hinchada: NICE NG143 la pone en ámbar; con fiebre hay que descartar una artritis séptica (urgencia ortopédica según la guía de Queensland; valoración el mismo día según la de Cornwall). Amarillo, con enlace a dolor_articular. Revisar con pediatría si con fiebre debería ser rojo.',
    'Ingle, testículo o escroto: un bulto doloroso, duro o con vómitos puede ser una torsión testicular o una hernia estrangulada → rojo; sin dolor → amarillo. No está en clinical-sources.md: lectura prudente, revisar con pediatría.',
    'Cuello: babeo, no poder tragar, voz apagada o no poder mover el cuello → rojo (infección profunda del cuello); bulto con fiebre → amarillo.',
    'Fiebre en menores de 3 meses → rojo (NICE NG143). Cualquier otra hinchazón con fiebre → amarillo.',
    'Ronda 18, bolsa de pus que hay que vaciar: un bulto que late con una punta blanca o amarilla, el pus al lado de una uña (paroniquia o panadizo) o un forúnculo blando, como con líquido dentro, salía verde por "herida, grano o uña encarnada" si la piel no estaba roja y extendiéndose. NICE CKS Paronychia (aguda): si hay pus, hay que drenarlo (incisión), y los antibióticos solos no bastan; NICE CKS Boils, carbuncles and staphylococcal carriage: el forúnculo grande, doloroso y fluctuante se abre y se drena; el NHS (Abscess) dice que un absceso de la piel necesita que lo vea un médico, que suele vaciarlo. Pregunta nueva pus_visible (sí o no), para la piel de cualquier zona y las articulaciones (los dedos están en esa respuesta), después del aspecto de la piel → AMARILLO (que lo vean hoy para vaciarlo; agua o compresas templadas, no apretarlo ni pincharlo). La rojez y la hinchazón sin pus siguen como antes (verde con los cuidados en casa, o amarillo si es una celulitis que se extiende); la rojez que se extiende deprisa, las rayas rojas, la fiebre y los signos de infección grave siguen dando lo mismo que antes (amarillo o rojo). El orzuelo del párpado sigue en su pregunta (verde, NICE CKS Styes).',
    'Medicación: paracetamol o ibuprofeno para el dolor. No se sugieren antihistamínicos (el formulario reserva la cetirizina al flujo de piel), salvo desde la ronda 18 para los labios hinchados sin signos de anafilaxia (ver su nota).',
    'Puertas equivocadas: por "se le ha hinchado algo" llegan la anafilaxia (labios o lengua → rojo), la celulitis orbitaria y la periorbitaria (rojo / amarillo), la fascitis necrotizante (rojo), la artritis séptica (articulación con fiebre → amarillo; remite a dolor_articular), la torsión testicular y la hernia atrapada (ingle con dolor → rojo), la infección profunda del cuello (rojo), y se añaden: el torniquete de pelo en bebés (un pelo o un hilo enrollado en un dedo de la mano o del pie o en el pene: Belfast/Healthier Together rojo "dedos muy rojos, hinchados o dolorosos" → rojo en menores de 2 años), la mastoiditis (hinchazón detrás de la oreja con fiebre: Schmitt-Thompson "ver en 4 horas", OMS AIEPI "referir urgentemente" según clinical-sources → amarillo con enlace a dolor_oido; se pregunta con la zona del cuello) y el síndrome nefrótico o la glomerulonefritis (los dos párpados hinchados al levantarse con tobillos o tripa hinchados, poco pis o pis con espuma → amarillo, con enlace a orina; el mismo nivel que el flujo orina, lectura prudente).',
    'Ronda 11, hinchazón en la cabeza: las zonas no dejaban decir "en la cabeza", así que un chichón en la cabeza de un bebé acababa en "otra zona de la piel" y podía salir verde. La pregunta de la zona cambia de id (zona → zona_hinchazon) y tiene la respuesta "La cabeza". Con la cabeza, después de la causa: (1) de 0 a 3 meses y sin causa clara, si lo tiene desde el parto (pregunta nueva cabeza_nacimiento): ya visto por la matrona o el pediatra, no crece y el bebé está bien → VERDE (caput o cefalohematoma, benignos: el caput se va en días y el cefalohematoma en semanas o meses; vigilar la ictericia); sin ver todavía → AMARILLO (que lo vea hoy su pediatra o la matrona); crece, es blando y se extiende, o el bebé está pálido, flojo o come mal → ROJO (posible hemorragia subgaleal, sobre todo tras una ventosa: guía neonatal BCGP). (2) Tras un golpe o sin causa clara (pregunta nueva golpe_cabeza_alarma): pérdida de conocimiento, 2 vómitos o más, adormilado, confuso o raro, convulsión, líquido o sangre por la nariz o un oído, signos neurológicos, o en un bebé llanto sin consuelo, no despertarse para comer o la fontanela abultada → ROJO (NICE NG232; Healthier Together; la misma lista que golpes_caidas). (3) Cómo es el bulto (pregunta nueva bulto_cabeza): blando o esponjoso, o de más de 5 cm, o en un lado, detrás o encima de la cabeza en menores de 2 años → ROJO (NICE NG232: TC en 1 hora en menores de 1 año con más de 5 cm; PECARN: el hematoma no frontal en menores de 2 años sube el riesgo de fractura; el bulto blando puede esconder una fractura). Elegimos rojo también para el bulto blando o grande de 1 a 2 años (lectura prudente: PECARN cuenta la fractura palpable como alto riesgo a esa edad); desde 2 años, blando o de más de 5 cm → AMARILLO, como en golpes_caidas (NICE y Belfast solo lo ponen en rojo en menores de 1 año; Healthier Together a cualquier edad). (4) Sin explicación en menores de 1 año (un bebé que todavía no se desplaza solo no se hace un chichón sin que alguien lo vea) → ROJO (NICE NG232: sospecha de lesión no accidental → TC en 1 hora; NICE NG76/CG89; como golpes_caidas); de 1 a 2 años → AMARILLO (golpes_caidas: mecanismo desconocido). (5) Chichón pequeño y duro en la frente tras un golpe visto: menores de 1 año → AMARILLO (nunca verde en un bebé); desde 1 año, sin ningún signo → VERDE con la lista de Healthier Together para las 48 horas y el enlace a golpes_caidas. Desde 2 años, un bulto sin causa clara sigue las reglas de siempre (los ganglios de detrás de la cabeza son frecuentes y benignos).',
    'Ronda 16, infección de la piel o del ombligo en un bebé de menos de 3 meses (puerta equivocada: una rojez que se extendía desde el ombligo de un recién nacido llegaba como "otra zona de la piel" y daba amarillo, igual que cualquier hinchazón a esa edad). La OMS (AIEPI, "Management of the sick young infant", 2019, lactante enfermo hasta 2 meses) da la rojez del ombligo que se extiende a la piel, no comer bien y moverse solo al estimularlo como signos de posible infección bacteriana grave, con derivación urgente, y el ombligo rojo o que supura sin más como infección local; NICE NG195 (2021; resumido por el brief, no releído aquí) cuenta los signos de infección del ombligo y los cambios en la alimentación o el comportamiento entre los indicadores de infección del recién nacido. Pregunta nueva piel_bebe, solo de 0 a 3 meses y para cualquier zona, justo después de las preguntas globales y de la pantalla de urgencias. Elegimos: la piel de alrededor del ombligo roja, hinchada o dura, o rayas rojas desde el ombligo (onfalitis) → ROJO en toda la banda de 0-3 meses (la OMS lo pone hasta los 2 meses y la banda no los separa: lectura prudente, la misma que problemas_piel en esta ronda); otra zona de la piel roja, hinchada o dura que se extiende → ROJO si tiene menos de 1 mes (pregunta nueva menor_1_mes, porque la edad solo dice "0-3 meses") y AMARILLO de 1 a 3 meses si come y está como siempre (urgencias hoy); el ombligo rojo por dentro, que supura o huele mal, sin rojez en la piel de alrededor → AMARILLO (que lo vean hoy: puede necesitar antibiótico). Con el ombligo que supura o con la zona que se extiende, si desde entonces está más dormido o más flojo, cuesta despertarlo para las tomas o come menos de lo normal (pregunta nueva bebe_decaido) → ROJO. La fiebre (o menos de 36 °C) en menores de 3 meses ya era ROJO (NICE NG143). La ayuda de la zona dice que el ombligo es "Otra zona de la piel"; no cambia ninguna respuesta existente. No cambia nada desde los 3 meses. Revisar con pediatría si la zona que se extiende de 1 a 2 meses debería ser rojo siempre.',
    'Ronda 17, escayola, férula o vendaje que aprieta (puerta equivocada: unos dedos hinchados bajo una escayola pueden llegar por aquí, y el flujo no preguntaba por la escayola). Con la hinchazón en una articulación o en "otra zona de la piel" (brazos, piernas, manos, pies), justo después de las preguntas globales y de la pantalla de urgencias, se pregunta si lleva escayola, férula o vendaje (pregunta nueva lleva_escayola) y, si la lleva, los signos de alarma (pregunta nueva escayola_alarma, compartida en banderas-escayola.ts con golpes_caidas y dolor_articular): dedos muy hinchados que no se deshinchan en alto, pálidos, blancos, azulados o fríos, dormidos o con hormigueo, o que no puede mover, o un dolor que no cede con el calmante, va a más o aumenta mucho al moverle los dedos con cuidado (en un niño pequeño, llanto sin consuelo con la escayola) → ROJO, urgencias ahora para abrir la escayola (RCH Melbourne "Plaster cast care" y la guía de síndrome compartimental; Sydney Children\'s Hospitals Network "Cast care"; folletos del NHS; NICE NG38; las tres A de Noonan y McCarthy 2010). Entre fuentes: SCHN pide elevar 15 minutos y, si no mejora, ir a urgencias enseguida; elegimos rojo en cuanto hay cambio de color, frío, hormigueo, no mover los dedos o dolor que no cede (lectura prudente), y la hinchazón solo si no baja en alto. La hinchazón leve de los dedos que baja en alto, con color, calor y sensibilidad normales, es lo habitual los primeros días (RCH) → el nivel que ya daba el flujo, con los consejos de elevar y mover si es verde. No cambia ninguna pregunta existente.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" es un signo y da amarillo (NICE NG143; Schmitt-Thompson); la preocupación de los padres ya no sube el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Ronda 18, labios hinchados sin signos de anafilaxia (la misma lectura que reaccion_alergica en esta ronda): la zona "Los labios, la lengua o dentro de la boca" daba rojo siempre. Los criterios de la WAO 2020 y de la EAACI 2021 piden, además de la hinchazón, afectación de la respiración, de la circulación o síntomas digestivos graves; el plan de acción de la BSACI pone los labios hinchados entre los síntomas leves-moderados y la lengua hinchada, la garganta cerrada, la dificultad para tragar, la voz ronca, los pitos, la dificultad para respirar y el mareo como anafilaxia; NICE CG134 y el Resuscitation Council UK (2021) tratan como anafilaxia los problemas de vía aérea, respiración o circulación de instauración brusca. La respuesta de la zona no cambia; con ella se pregunta enseguida (pregunta nueva labios_alarma) si también se ha hinchado la lengua o la garganta, le cuesta tragar o babea, tiene la voz ronca, le cuesta respirar o le pitan los pulmones, está mareado, pálido o flojo, o vomita una y otra vez o le duele mucho la tripa; la ayuda añade la anafilaxia previa con lo mismo, el autoinyector ya puesto y la duda sobre la lengua → ROJO, como antes. Si no → AMARILLO (que lo vea hoy un médico; no repetir lo sospechoso; cetirizina a partir de 2 años; vigilancia de 2-4 horas con el 112 ante cualquier signo), con enlace a reaccion_alergica. Entre fuentes: SEUP pone la hinchazón súbita de labios en "Urgencias el mismo día" (amarillo); elegimos amarillo con la WAO y la BSACI porque todos los signos que la hacen grave se preguntan y cualquiera da rojo. La pregunta de la zona ya no marca los labios como respuesta de alarma: la alarma es ahora labios_alarma. Cetirizina: antes este flujo no sugería antihistamínicos; para los labios hinchados sí, como reaccion_alergica (plan BSACI: antihistamínico en la reacción leve-moderada).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    {
      // Round 11: a new id (it was 'zona'), with an answer of its own for the head (NICE NG232; PECARN; NICE NG76).
      id: 'zona_hinchazon',
      texto: '¿Dónde tiene la hinchazón?',
      tipo: 'opciones',
      opciones: [ZONA.ojo, ZONA.labios, ZONA.cuello, ZONA.articulacion, ZONA.ingle, ZONA.cabeza, ZONA.piel],
      ayuda:
        'Si el labio se ha hinchado por un golpe, elige "Otra zona de la piel". Un chichón o un bulto en la frente o debajo del pelo es "La cabeza". El ombligo y la tripa son "Otra zona de la piel".',
    },
    {
      // Round 18: the signs that make swollen lips an anaphylaxis, asked at once (the words of reaccion_alergica).
      id: 'labios_alarma',
      texto:
        '¿Se le ha hinchado también la lengua o la garganta (dice que nota la garganta cerrada o apretada), le cuesta tragar o babea, se le ha puesto la voz ronca o distinta, le cuesta respirar o le pitan los pulmones, está mareado, muy pálido o flojo, o vomita una y otra vez o le duele mucho la tripa?',
      tipo: 'si_no',
      ayuda:
        'Mírale la lengua con buena luz. Responde también Sí si ya tuvo una reacción grave (anafilaxia) con lo mismo o si hoy le has puesto su autoinyector de adrenalina, o si no estás seguro de que la lengua esté bien. Si solo se le han hinchado los labios y habla, traga y respira como siempre, responde No.',
      mostrar_si: LABIOS,
      alarma: ['si'],
    },
    PREGUNTA_RESPIRA_MAL,
    PREGUNTA_NO_RESPONDE,
    {
      // Round 16 (WHO IMCI 2019; NICE NG195): a skin or navel infection in a baby under 3 months, for any location.
      id: 'piel_bebe',
      texto: 'En un bebé tan pequeño nos fijamos en la piel y en el ombligo: ¿cómo están?',
      tipo: 'opciones',
      opciones: [PIEL_BEBE.no, PIEL_BEBE.ombligo, PIEL_BEBE.extiende, PIEL_BEBE.ombligoPiel],
      ayuda:
        'Mira la zona hinchada, la piel de alrededor y el ombligo con buena luz. Mientras se cae o se cura el cordón es normal que el ombligo esté algo húmedo, con un borde rosado fino y sin pus ni mal olor. Si encaja más de una opción, elige la última que encaje.',
      mostrar_si: MENOR_3_MESES,
      alarma: [PIEL_BEBE.ombligoPiel],
    },
    {
      id: 'menor_1_mes',
      texto: '¿Tiene menos de 1 mes (28 días o menos)?',
      tipo: 'si_no',
      mostrar_si: EXTIENDE_BEBE,
      alarma: ['si'],
    },
    {
      id: 'bebe_decaido',
      texto:
        'Desde que tiene esto, ¿está más dormido o más flojo de lo normal, cuesta despertarlo para las tomas, o come menos de lo normal?',
      tipo: 'si_no',
      ayuda: 'Compáralo con cómo estaba antes: si toma menos pecho o biberón, se duerme en las tomas o está más blandito, responde Sí.',
      mostrar_si: INFECCION_PIEL_BEBE,
      alarma: ['si'],
    },
    // Round 17: a tight cast, splint or bandage on an arm or leg (banderas-escayola.ts). The gate is repeated: a hidden question's id is unknown.
    { ...PREGUNTA_LLEVA_ESCAYOLA, mostrar_si: ZONA_MIEMBRO },
    { ...PREGUNTA_ESCAYOLA_ALARMA, mostrar_si: `${ZONA_MIEMBRO} AND ${LLEVA_ESCAYOLA}` },
    {
      id: 'ojo_grave',
      texto:
        '¿Tiene el ojo tan hinchado que no lo puede abrir, le duele al mover el ojo, ve doble o borroso, o el ojo parece empujado hacia fuera?',
      tipo: 'si_no',
      mostrar_si: `zona_hinchazon = '${ZONA.ojo}'`,
      alarma: ['si'],
    },
    {
      id: 'orzuelo',
      texto:
        '¿Es solo un granito o bultito en el borde del párpado, junto a las pestañas, que duele al tocarlo (a veces con una punta amarilla), con el ojo blanco, y lo abre del todo y ve bien?',
      tipo: 'si_no',
      ayuda: 'Eso es un orzuelo. Si todo el párpado o la piel de alrededor del ojo está rojo e hinchado, responde No.',
      mostrar_si: `zona_hinchazon = '${ZONA.ojo}'`,
    },
    {
      id: 'cuello_grave',
      texto: '¿Babea o no puede tragar, tiene la voz apagada o ronca, o no puede mover bien el cuello?',
      tipo: 'si_no',
      mostrar_si: `zona_hinchazon = '${ZONA.cuello}'`,
      alarma: ['si'],
    },
    {
      id: 'ingle_grave',
      texto:
        '¿Le duele mucho (o el bebé llora sin consuelo), el bulto está duro o ha cambiado de color, o está vomitando?',
      tipo: 'si_no',
      mostrar_si: `zona_hinchazon = '${ZONA.ingle}'`,
      alarma: ['si'],
    },
    {
      id: 'torniquete',
      texto:
        '¿Es un dedo de la mano o del pie (o el pene) que está muy rojo, morado o hinchado? Míralo de cerca: ¿ves un pelo o un hilo enrollado?',
      tipo: 'si_no',
      ayuda: 'En los bebés, un pelo puede enrollarse sin que se vea y cortar la circulación. Si el dedo está muy rojo, hinchado o duele al tocarlo, responde Sí aunque no veas el pelo.',
      mostrar_si: `edad_rango IN ${lista(EDADES_MENOR_2_ANOS)} AND zona_hinchazon IN ${lista([ZONA.piel, ZONA.ingle])}`,
      alarma: ['si'],
    },
    {
      id: 'edema',
      texto:
        '¿Tiene hinchados los dos párpados (sobre todo al levantarse) y también los tobillos, las piernas o la tripa, o hace menos pis o con mucha espuma?',
      tipo: 'si_no',
      mostrar_si: `zona_hinchazon IN ${lista([ZONA.ojo, ZONA.piel])}`,
      alarma: ['si'],
    },
    {
      id: 'edema_grave',
      texto: 'Con esa hinchazón, ¿casi no hace pis (el pañal seco 8 horas o más, o orina 1-2 veces al día) y está adormilado o muy decaído?',
      tipo: 'si_no',
      mostrar_si: `zona_hinchazon IN ${lista([ZONA.ojo, ZONA.piel])} AND edema = 'si'`,
      alarma: ['si'],
    },
    {
      id: 'causa',
      texto: '¿Sabes por qué se ha hinchado?',
      tipo: 'opciones',
      opciones: [CAUSA.picadura, CAUSA.golpe, CAUSA.herida, CAUSA.nada],
    },
    {
      // Round 11: a newborn's head swelling from birth, apart from the head questions that follow.
      id: 'cabeza_nacimiento',
      texto: '¿Desde cuándo tiene ese bulto en la cabeza?',
      tipo: 'opciones',
      opciones: [NACIMIENTO.visto, NACIMIENTO.sinVer, NACIMIENTO.no, NACIMIENTO.grave],
      ayuda:
        'Muchos bebés nacen con la cabeza algo hinchada o con un bulto blando a un lado (sobre todo tras un parto largo o con ventosa o fórceps), que va bajando en días o semanas. Si encaja más de una opción, elige la última que encaje.',
      mostrar_si: `${CABEZA} AND edad_rango = '0-3 meses' AND causa = '${CAUSA.nada}'`,
      alarma: [NACIMIENTO.grave],
    },
    {
      // Round 11 (NICE NG232; HT head injury): the red signs of a head injury, before the bump itself.
      id: 'golpe_cabeza_alarma',
      texto:
        '¿Perdió el conocimiento (aunque fueran unos segundos), ha vomitado 2 veces o más, está adormilado, confuso o raro, ha tenido una convulsión, ve doble o le cuesta hablar, andar o mover un brazo o una pierna, o le sale líquido transparente o sangre por la nariz o un oído? En un bebé: ¿llora sin consuelo, no se despierta para comer o tiene la fontanela (la "mollera") abultada?',
      tipo: 'si_no',
      mostrar_si: CABEZA_A_PREGUNTAR,
      alarma: ['si'],
    },
    {
      id: 'bulto_cabeza',
      texto: '¿Cómo es el bulto de la cabeza?',
      tipo: 'opciones',
      opciones: [BULTO_CABEZA.frente, BULTO_CABEZA.otroSitio, BULTO_CABEZA.grave],
      ayuda: 'Como referencia, el lado corto de una tarjeta bancaria mide algo más de 5 cm. Si encaja más de una opción, elige la última que encaje.',
      mostrar_si: CABEZA_A_PREGUNTAR,
      alarma: [BULTO_CABEZA.grave],
    },
    {
      id: 'fiebre',
      texto: '¿Tiene fiebre (38 °C o más)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      // Round 8: a new id (it was 'aspecto', whose third answer counted redness spreading within hours as rojo in a well child).
      id: 'aspecto_piel',
      texto: '¿Cómo está la piel de la zona hinchada?',
      tipo: 'opciones',
      opciones: [ASPECTO.normal, ASPECTO.celulitis],
      alarma: [ASPECTO.celulitis],
    },
    { ...PREGUNTA_INFECCION_PIEL_GRAVE, mostrar_si: `aspecto_piel = '${ASPECTO.celulitis}'` },
    {
      // Round 18: a visible collection of pus needs a clinician to drain it (NICE CKS Paronychia; NICE CKS Boils).
      id: 'pus_visible',
      texto:
        '¿Se ve pus en la zona: un bulto que late o duele mucho con una punta blanca o amarilla, pus al lado de una uña, o un grano grande (forúnculo) blando al tocarlo, como si tuviera líquido dentro?',
      tipo: 'si_no',
      ayuda:
        'Un granito pequeño con una puntita blanca no cuenta, ni un orzuelo del párpado. Si solo está rojo, caliente e hinchado, sin pus a la vista ni un bulto blando, responde No. No lo aprietes ni lo pinches para comprobarlo.',
      mostrar_si: ZONA_MIEMBRO,
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      `${LABIOS} AND labios_alarma = 'si'`,
      'Hinchazón de la boca con la lengua, la garganta, la respiración o el mareo afectados: posible reacción alérgica grave',
      [
        'Si tiene un autoinyector de adrenalina, pónselo ya en la parte de fuera del muslo y llama al 112.',
        'Llama al 112 si le cuesta respirar, tiene la voz ronca, babea, se marea o vomita. Déjalo sentado si le cuesta respirar; si está mareado, túmbalo con las piernas en alto.',
        'No le des nada de comer ni de beber.',
      ],
      { ver_tambien: ['reaccion_alergica'] },
    ),
    rojo("respira_mal = 'si'", 'Hinchazón con dificultad para respirar', ['Déjalo en la postura en la que respire mejor.'], {
      acciones_sugeridas: [ACCION.llama112],
      ver_tambien: ['reaccion_alergica'],
    }),
    rojo(
      "no_responde = 'si'",
      'Hinchazón en un niño muy adormilado o que no responde',
      ['Puede ser una infección grave. Si no responde pero respira, túmbalo de lado.'],
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "ojo_grave = 'si'",
      'Ojo muy hinchado, doloroso al moverlo o con visión alterada',
      ['Puede ser una infección detrás del ojo (celulitis orbitaria), que necesita tratamiento en el hospital cuanto antes. No le pongas colirios ni pomadas antes de que lo vean.'],
      { ver_tambien: ['ojo_rojo'] },
    ),
    rojo(
      "cuello_grave = 'si'",
      'Hinchazón del cuello con babeo, dificultad para tragar o cuello rígido',
      ['Puede ser una infección profunda del cuello o de la garganta. Déjalo sentado, en la postura que prefiera, y no le obligues a tumbarse ni a beber.'],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "ingle_grave = 'si'",
      'Bulto doloroso en la ingle o el testículo',
      ['Puede ser una torsión del testículo o una hernia atrapada, que hay que tratar en pocas horas. No le des de comer ni de beber por el camino.'],
    ),
    rojo(
      "torniquete = 'si'",
      'Dedo o pene muy rojo e hinchado en un bebé: posible pelo enrollado',
      [
        'Un pelo o un hilo enrollado puede cortar la circulación del dedo o del pene en pocas horas: que lo vean ahora en urgencias para quitarlo por completo.',
        'No intentes cortarlo con tijeras si no lo ves bien; puedes quitarle los calcetines, las manoplas o la ropa que apriete.',
      ],
      { ver_tambien: ['llanto_inconsolable'] },
    ),
    reglaEscayola([], { ver_tambien: ['golpes_caidas'] }),
    rojo(
      `cabeza_nacimiento = '${NACIMIENTO.grave}'`,
      'Bulto en la cabeza de un recién nacido que crece, o con el bebé pálido o flojo',
      [
        'Un bulto blando del parto que crece y se extiende por la cabeza, o con un bebé pálido, flojo o que come mal, puede ser un sangrado bajo el cuero cabelludo (hemorragia subgaleal), que puede hacer perder mucha sangre en pocas horas: necesita atención en el hospital ahora.',
        'Llama al 112 si está muy pálido o grisáceo, respira deprisa o no responde. Mantenlo abrigado, piel con piel si puedes, y no le aprietes el bulto.',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "golpe_cabeza_alarma = 'si'",
      'Bulto en la cabeza con signos de lesión dentro de la cabeza',
      [
        'Perder el conocimiento, vomitar varias veces, estar adormilado, confuso o raro, una convulsión o la fontanela abultada después de un golpe pueden indicar una lesión dentro de la cabeza (NICE): necesita que lo valoren en urgencias ahora, aunque parezca recuperado.',
        'Si vomita o está adormilado, ponlo de lado. Si le duele el cuello o el golpe fue fuerte, no le muevas la cabeza ni el cuello y llama al 112. No le des de comer ni de beber por el camino.',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      `${MENOR_2} AND bulto_cabeza IN ${lista([BULTO_CABEZA.otroSitio, BULTO_CABEZA.grave])}`,
      'Bulto en la cabeza de un bebé: blando, de más de 5 cm o fuera de la frente',
      [
        'En menores de 2 años, un bulto en la cabeza blando o esponjoso, de más de 5 cm, o en un lado, detrás o encima de la cabeza puede esconder una fractura del cráneo (NICE; PECARN): que lo valoren en urgencias ahora, aunque el bebé parezca estar bien.',
        'No le apliques presión en el bulto; puedes poner frío envuelto en un paño si se deja. No le des de comer ni de beber por el camino.',
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      CABEZA_SIN_EXPLICAR_BEBE,
      'Bulto en la cabeza de un bebé sin saber cómo ha salido',
      [
        'Un bebé de menos de 1 año no suele hacerse un chichón sin que nadie lo vea. Un bulto en la cabeza sin explicación puede esconder una fractura o un sangrado por un golpe que no se vio: que lo valoren en urgencias ahora, aunque esté bien (NICE).',
        'Cuenta al médico todo lo que sepas de las últimas horas o días: quién lo ha cuidado, si se ha podido caer de la cama, el cambiador o los brazos.',
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      "infeccion_piel_grave = 'si'",
      'Infección de la piel con signos de gravedad',
      [
        'Una zona roja e hinchada con el niño muy decaído, pálido o moteado, con un dolor muy desproporcionado o con la piel morada, negra o con ampollas puede ser una infección grave de la piel o de la sangre (NICE NG141): ve a urgencias ahora.',
        MARCA_BORDE,
      ],
    ),
    rojo(
      "edema_grave = 'si'",
      'Hinchazón del cuerpo con muy poco pis y adormilado',
      [
        'Los párpados y las piernas o la tripa hinchados con muy poco pis y un niño adormilado o decaído pueden ser una complicación de un problema del riñón (síndrome nefrótico): necesita atención urgente.',
        'Lleva, si puedes, una muestra de pis en un bote limpio.',
      ],
      { ver_tambien: ['orina'] },
    ),
    rojo(
      `zona_hinchazon = '${ZONA.ojo}' AND fiebre = 'si' AND muy_enfermo = 'si'`,
      'Párpado hinchado con fiebre en un niño muy enfermo',
      ['Un párpado hinchado con fiebre en un niño que está muy enfermo puede ser una infección que ha pasado detrás del ojo (celulitis orbitaria) o a la sangre: necesita tratamiento en el hospital.'],
      { ver_tambien: ['ojo_rojo'] },
    ),
    rojo(
      "edad_rango = '0-3 meses' AND fiebre = 'si'",
      'Fiebre en menor de 3 meses',
      ['En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida. No le des antitérmicos antes, salvo que te lo indiquen.'],
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      ONFALITIS_BEBE,
      'Rojez, hinchazón o dureza alrededor del ombligo en un bebé pequeño (onfalitis)',
      [
        'En un bebé de menos de 3 meses, la piel roja, hinchada o dura alrededor del ombligo, o unas rayas rojas que salen de él, es una infección del ombligo que puede pasar a la sangre en pocas horas, aunque aún no tenga fiebre ni parezca enfermo: necesita que lo vean en urgencias ahora para empezar el antibiótico (OMS; NICE NG195).',
        MARCA_BORDE,
        BEBE_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112], ver_tambien: ['fiebre'] },
    ),
    rojo(
      `${EXTIENDE_BEBE} AND menor_1_mes = 'si'`,
      'Piel roja, hinchada o dura que se extiende en un bebé de menos de 1 mes',
      [
        'En un recién nacido, una zona de la piel roja, hinchada o dura que se va extendiendo puede ser una infección que pasa a la sangre en pocas horas, aunque aún no tenga fiebre: necesita que lo vean en urgencias ahora para empezar el antibiótico (OMS; NICE NG195).',
        MARCA_BORDE,
        BEBE_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112], ver_tambien: ['fiebre'] },
    ),
    rojo(
      `${INFECCION_PIEL_BEBE} AND bebe_decaido = 'si'`,
      'Infección de la piel o del ombligo en un bebé que está más dormido o come menos',
      [
        'En un bebé de menos de 3 meses, una infección de la piel o del ombligo con el bebé más dormido, más flojo o comiendo menos puede haber pasado a la sangre: necesita que lo vean en urgencias ahora (OMS; NICE NG195).',
        'Llama al 112 si no responde, está muy pálido o grisáceo, respira con pausas o le cuesta respirar.',
        BEBE_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112], ver_tambien: ['fiebre'] },
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      EXTIENDE_BEBE,
      'Piel roja, hinchada o dura que se extiende en un bebé de 1 a 3 meses',
      [
        'En un bebé de menos de 3 meses, una zona de piel roja, hinchada o dura que se extiende es una infección que necesita antibiótico: que lo vean hoy, en las próximas horas, mejor en las urgencias de un hospital.',
        MARCA_BORDE,
        'Ve a urgencias ahora si la rojez crece deprisa, le mides 38 °C o más (o menos de 36 °C), está más dormido o más flojo, o come menos de lo normal.',
        BEBE_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.urgenciasHoy, ACCION.pediatraHoy], medicacion: [] },
    ),
    amarillo(
      `${MENOR_3_MESES} AND piel_bebe = '${PIEL_BEBE.ombligo}'`,
      'Ombligo rojo, que supura o huele mal, en un bebé pequeño',
      [
        'Un ombligo rojo por dentro, con pus o mal olor, es una infección del ombligo: que lo vea hoy su pediatra o la enfermera, que puede necesitar antibiótico (OMS).',
        'Mientras tanto, mantén el ombligo limpio y seco, con el pañal doblado por debajo para que no lo roce. Lávate las manos antes de tocarlo.',
        'Ve a urgencias ahora si la piel de la tripa alrededor del ombligo se pone roja, hinchada o dura, salen rayas rojas, le mides 38 °C o más (o menos de 36 °C), está más dormido o más flojo, o come menos de lo normal.',
      ],
      { medicacion: [] },
    ),
    amarillo(
      LABIOS,
      'Labios hinchados de repente, sin signos de reacción grave',
      [
        'Los labios hinchados de repente, con la lengua y la garganta bien y sin dificultad para respirar o tragar, ronquera, mareo ni vómitos repetidos, suelen ser un angioedema por una alergia: no es una anafilaxia, pero que lo valore hoy un médico para buscar la causa y decidir el tratamiento (WAO 2020; plan de acción BSACI).',
        'Si crees que ha sido un alimento o un medicamento, no se lo vuelvas a dar hasta que lo valore un médico, y apunta qué tomó y cuánto tardó en hincharse.',
        'La cetirizina alivia el picor y la hinchazón (a partir de 2 años), pero no protege de una reacción grave. Ponle frío envuelto en un paño sobre el labio si le alivia.',
        'Quédate con él y vigílalo de cerca las próximas 2-4 horas. Llama al 112 (y usa su autoinyector de adrenalina si lo tiene) si se le hincha la lengua o la garganta, le cuesta tragar o respirar, babea, se le pone la voz ronca, le pitan los pulmones, vomita varias veces o está mareado, pálido o flojo.',
      ],
      { medicacion: [CETIRIZINA], ver_tambien: ['reaccion_alergica'] },
    ),
    amarillo(
      `${MENOR_1} AND ${CABEZA} AND causa = '${CAUSA.golpe}'`,
      'Chichón en la cabeza de un bebé tras un golpe',
      [
        'En un bebé de menos de 1 año, cualquier chichón en la cabeza tras un golpe debe verlo hoy un médico, aunque sea pequeño, esté en la frente y el bebé esté bien: los bebés no dicen lo que les pasa y sus fracturas se notan poco.',
        'Pon frío envuelto en un paño 10-20 minutos si se deja. Sigue dándole el pecho o el biberón como siempre.',
        VIGILA_CABEZA,
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    amarillo(
      `cabeza_nacimiento = '${NACIMIENTO.sinVer}'`,
      'Bulto en la cabeza desde el parto que todavía no ha visto nadie',
      [
        'Casi siempre es un bulto del parto (caput o cefalohematoma) que se va solo, pero que lo vea hoy su pediatra o la matrona para confirmarlo.',
        'Ve a urgencias ahora si crece, se vuelve blando y se extiende por la cabeza, o el bebé está pálido, flojo, muy dormido o come mal.',
      ],
      { medicacion: [] },
    ),
    amarillo(
      `edad_rango IN ${lista(EDADES_DESDE_2_ANOS)} AND bulto_cabeza = '${BULTO_CABEZA.grave}'`,
      'Chichón blando o de más de 5 cm en la cabeza',
      [
        'Los chichones grandes suelen ser benignos, pero uno blando o de más de 5 cm debe verlo hoy un médico (NICE; Healthier Together).',
        'Pon frío envuelto en un paño 10-20 minutos cada hora las primeras horas.',
        VIGILA_CABEZA,
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    amarillo(
      `edad_rango = '1-2 años' AND ${CABEZA} AND causa = '${CAUSA.nada}'`,
      'Bulto en la cabeza sin saber cómo ha salido',
      [
        'Si no sabes cómo le ha salido el bulto, no sabemos si hubo un golpe fuerte ni si perdió el conocimiento: que lo vea hoy un médico.',
        VIGILA_CABEZA,
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    amarillo(
      `zona_hinchazon = '${ZONA.ojo}' AND (fiebre = 'si' OR (aspecto_piel = '${ASPECTO.celulitis}' AND orzuelo = 'no'))`,
      'Posible celulitis alrededor del ojo',
      [
        'Un párpado hinchado, rojo y caliente, o con fiebre, en un niño que abre el ojo, lo mueve sin dolor y ve bien, puede ser una infección por delante del ojo (celulitis preseptal o periorbitaria) que necesita antibiótico: que lo vea hoy un médico.',
        'Ve a urgencias ahora si no puede abrir el ojo, le duele al moverlo, ve doble o el ojo parece salirse.',
      ],
      { ver_tambien: ['ojo_rojo'] },
    ),
    amarillo(
      "edema = 'si'",
      'Párpados hinchados con tobillos o tripa hinchados: posible problema del riñón',
      [
        'La hinchazón de los dos párpados al levantarse, con los tobillos, las piernas o la tripa hinchados, o con poco pis o pis con espuma, puede deberse a un problema del riñón: que lo vea hoy un médico y le analice el pis.',
        'Si puedes, lleva una muestra de pis en un bote limpio.',
      ],
      { ver_tambien: ['orina'] },
    ),
    amarillo(
      `zona_hinchazon = '${ZONA.cuello}' AND fiebre = 'si'`,
      'Bulto del cuello o detrás de la oreja con fiebre',
      [
        'Un bulto doloroso en el cuello o detrás de la oreja con fiebre puede ser un ganglio infectado o, detrás de la oreja, una infección del hueso del oído (mastoiditis): que lo vea hoy un médico, en las próximas horas.',
        'Ve a urgencias ahora si la oreja se despega hacia fuera, babea, no puede tragar o mover el cuello, o está muy decaído.',
      ],
      { ver_tambien: ['dolor_oido'] },
    ),
    amarillo(
      `zona_hinchazon = '${ZONA.articulacion}' AND fiebre = 'si'`,
      'Articulación hinchada con fiebre',
      [
        'Una articulación hinchada con fiebre puede ser una infección de la articulación: que lo vea hoy un médico, mejor en urgencias.',
        'No le obligues a apoyar ni a mover la articulación.',
      ],
      { ver_tambien: ['dolor_articular'], acciones_sugeridas: [ACCION.urgenciasHoy, ACCION.pediatraHoy] },
    ),
    amarillo(
      `aspecto_piel = '${ASPECTO.celulitis}' AND (zona_hinchazon != '${ZONA.ojo}' OR orzuelo = 'no')`,
      'Posible celulitis (infección de la piel)',
      [...CONSEJOS_CELULITIS],
    ),
    amarillo(
      // Round 18: before the swollen joint, so a paronychia of a finger picked as "dedos" gets its own advice.
      "pus_visible = 'si'",
      'Bolsa de pus (absceso, panadizo o forúnculo) que hay que vaciar',
      [
        'Un bulto con pus (absceso), el pus al lado de una uña (panadizo o paroniquia) o un forúnculo blando casi nunca se curan solo con antibiótico o con cremas: hay que abrirlo y vaciarlo, y eso lo hace un médico o una enfermera. Que lo vean hoy (NICE CKS).',
        'No lo aprietes ni lo pinches: el pus puede ir hacia dentro y extender la infección. Mientras tanto, pon la zona en agua templada o compresas templadas 10-15 minutos, 3-4 veces al día, y tápala con una gasa. Lávate las manos después de tocarla.',
        MARCA_BORDE,
        'Ve a urgencias ahora si la rojez se extiende deprisa o salen rayas rojas, tiene fiebre y está decaído, le duele muchísimo o la piel se pone morada o negra.',
      ],
    ),
    amarillo(
      `zona_hinchazon = '${ZONA.articulacion}'`,
      'Articulación hinchada',
      [
        'Una articulación hinchada debe verla hoy un médico, aunque no tenga fiebre.',
        'Mientras tanto, que la tenga en reposo y pon frío envuelto en un paño 15-20 minutos.',
      ],
      { ver_tambien: ['dolor_articular', 'golpes_caidas'] },
    ),
    amarillo(
      `zona_hinchazon = '${ZONA.ingle}'`,
      'Bulto o hinchazón en la ingle o el escroto',
      [
        'Un bulto en la ingle o un testículo hinchado debe verlo hoy un médico (puede ser una hernia o líquido alrededor del testículo).',
        'Ve a urgencias ahora si empieza a dolerle, el bulto se pone duro o cambia de color, o vomita.',
      ],
    ),
    amarillo(
      "fiebre = 'si'",
      'Hinchazón con fiebre',
      ['La fiebre junto a una zona hinchada puede indicar una infección: que lo vea hoy un médico.'],
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      // Round 11: a newborn's swelling from birth already seen by the midwife or the paediatrician is verde below.
      // Written so that it stays true (not unknown) where the newborn question is hidden.
      `edad_rango = '0-3 meses' AND (zona_hinchazon != '${ZONA.cabeza}' OR causa != '${CAUSA.nada}' OR cabeza_nacimiento != '${NACIMIENTO.visto}')`,
      'Hinchazón en un bebé menor de 3 meses',
      ['En un bebé tan pequeño, cualquier zona hinchada debe verla hoy un médico. Tómale la temperatura: si llega a 38 °C, ve a urgencias ahora.'],
      { medicacion: [] },
    ),
    { ...reglaMuyEnfermo([MARCA_BORDE]), medicacion: antitermicos() },
    // ---------------------------------------------------------------- verde
    verde(`${ZONA_MIEMBRO} AND ${LLEVA_ESCAYOLA}`, 'Dedos algo hinchados con escayola, férula o vendaje, sin signos de alarma', [...CONSEJOS_ESCAYOLA_LEVE], {
      ver_tambien: ['golpes_caidas'],
    }),
    verde(
      "orzuelo = 'si'",
      'Orzuelo (granito en el borde del párpado)',
      [
        'Un granito doloroso en el borde del párpado, con el ojo blanco, que lo abre bien y ve normal, es un orzuelo: una pequeña infección de la raíz de una pestaña que se cura sola en 1-2 semanas (NICE CKS).',
        'Ponle compresas templadas (un paño limpio mojado en agua templada, no caliente) 5-10 minutos, 3-4 veces al día. No lo aprietes ni lo pinches. Toalla y paño de uso individual.',
        'Vuelve a consultar si todo el párpado se pone rojo e hinchado, tiene fiebre, le duele al mover el ojo o ve borroso.',
      ],
      { ver_tambien: ['ojo_rojo'] },
    ),
    verde(
      `cabeza_nacimiento = '${NACIMIENTO.visto}'`,
      'Bulto en la cabeza desde el parto, ya valorado (caput o cefalohematoma)',
      [
        'Un bulto blando en la cabeza desde el parto, que ya ha visto la matrona o su pediatra, no crece y con el bebé bien, suele ser un caput (se va en unos días) o un cefalohematoma (sangre bajo la piel del hueso, sin tocar el cerebro), que tarda semanas o meses en irse. A veces el borde se nota duro al ir bajando: es normal.',
        'No lo aprietes ni le des masajes. No necesita tratamiento.',
        'Fíjate en el color de la piel y de los ojos: estos bebés tienen más ictericia (color amarillo). Si se pone amarillo, come peor o está más dormido, que lo vea hoy su pediatra.',
        'Ve a urgencias si el bulto crece, se vuelve más blando y se extiende por la cabeza, o el bebé está pálido, flojo o no come.',
      ],
      { acciones_sugeridas: [ACCION.vigila, 'Coméntalo en su próxima revisión'], ver_tambien: ['ictericia_neonatal'] },
    ),
    verde(
      `${CABEZA} AND causa = '${CAUSA.golpe}'`,
      'Chichón en la cabeza tras un golpe, sin signos de alarma',
      [
        'Un chichón pequeño y duro en la frente tras un golpe, en un niño que lloró enseguida y se comporta como siempre, suele ser un golpe leve. Para repasar todos los signos del golpe en la cabeza, usa también el apartado de golpes y caídas.',
        'Pon frío en el chichón (hielo envuelto en un paño, nunca directo sobre la piel) 10-20 minutos. Puede dormir si tiene sueño: ve a verle de vez en cuando para comprobar que respira bien y reacciona al tocarlo.',
        VIGILA_CABEZA,
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    verde(
      `causa = '${CAUSA.picadura}'`,
      'Hinchazón por una picadura, sin signos de infección',
      [
        'Es normal que una picadura se hinche bastante (incluso más de 10 cm) y pique durante unos días; en el párpado la hinchazón puede cerrar un poco el ojo por la mañana.',
        'Pon frío (hielo envuelto en un paño) 10-15 minutos varias veces al día e intenta que no se rasque.',
      ],
      { ver_tambien: ['picadura'] },
    ),
    verde(
      `causa = '${CAUSA.golpe}'`,
      'Hinchazón por un golpe',
      ['Pon frío (hielo envuelto en un paño) 20 minutos cada hora las primeras horas, y que la zona descanse.'],
      { ver_tambien: ['golpes_caidas'] },
    ),
    verde(
      `causa = '${CAUSA.herida}'`,
      'Hinchazón alrededor de una herida o un grano, sin signos de infección',
      ['Lava la zona con agua y jabón dos veces al día y tápala si supura. No aprietes ni revientes el grano.', MARCA_BORDE],
      { ver_tambien: ['herida'] },
    ),
    verde(SIEMPRE, 'Hinchazón pequeña sin signos de alarma', [
      'Si la hinchazón es pequeña, no está roja ni caliente y el niño está bien, puedes vigilarla en casa.',
      'Pon frío envuelto en un paño si le molesta.',
    ]),
  ],
  avisos: [AVISO_PREOCUPADO],
}, 'no_responde');
