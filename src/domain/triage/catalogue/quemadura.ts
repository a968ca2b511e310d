/**
 * Quemadura. Built on the NHS burns and scalds advice (first aid: cool running
 * water for 20 minutes; go to A&E for burns bigger than the hand, white or
 * charred burns, chemical or electrical burns, blistering burns of the face,
 * hands, feet or genitals), the UK burn-network referral criteria (> 1 % of the
 * body surface in children, face/hands/feet/genitals/joints, circumferential,
 * inhalation), the American Burn Association transfer criteria and the
 * Schmitt-Thompson "Burns" protocol (blisters over 12 mm → see within 24 h)
 * and "Sunburn" protocol (a red sunburn is home care at any size).
 * The child's palm with fingers ≈ 1 % of the body surface. Issue 9: shock
 * (pale, mottled, cold), toxic shock after a burn and a burn that does not fit
 * its story (NICE CG89; BBA refers any suspected non-accidental injury).
 * Round 11: a burn inside the mouth from hot food (home care) apart from a
 * swallowed boiling liquid or breathed steam (possible airway burn, rojo).
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  antitermicos,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  PREGUNTA_RESPIRA_MAL,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { CALOR_CARABELA, FUENTES_MEDUSA, MEDUSA, PREGUNTA_MEDUSA, PRIMEROS_AUXILIOS_MEDUSA } from './banderas-medusa.ts';
import { ACCION_SERVICIO_TOXICOLOGIA, TELEFONO_TOXICOLOGIA } from './intoxicacion.ts';
import { conCribado } from './cribado-otras-puertas.ts';

export const CAUSA = {
  calor: 'Calor: agua o leche caliente, vapor, aceite, fuego, plancha, horno, estufa o tubo de escape',
  sol: 'El sol',
  electrica: 'La electricidad: un enchufe, un cable o un rayo',
  quimica: 'Un producto químico: lejía, desatascador, cal, cemento fresco, ácido o similar',
  roce: 'Un roce fuerte o algo muy frío: cinta de correr, cuerda, hielo seco',
  planta: 'No es una quemadura: unas ortigas u otra planta que le ha rozado la piel',
  medusa: 'No es una quemadura: una medusa o una carabela portuguesa',
} as const;

/** Burns whose extent decides the level (burn-unit referral criteria); sunburn, plants and jellyfish are judged apart. */
const POR_CALOR = lista([CAUSA.calor, CAUSA.electrica, CAUSA.quimica, CAUSA.roce]);

export const ASPECTO = {
  roja: 'Solo está roja y le duele, sin ampollas',
  // Round 18: a new text (it was "a single small blister under 1 cm"): several small closed blisters are the same mild burn.
  ampollaPequena: 'Tiene alguna ampolla pequeña (como un garbanzo o más pequeña) y sin romper',
  // Round 18: a new text (it was "bigger or several blisters, or raw skin"): several small ones moved to the option above.
  ampollas: 'Tiene alguna ampolla más grande que un garbanzo o rota, o la piel se ha levantado y está en carne viva',
  profunda: 'Está blanca, gris, marrón o negra, dura como el cuero, o no le duele al tocarla',
} as const;

/**
 * Round 18: the extent in the child's own palms (palm with fingers ≈ 1 % of the body). Burn-referral guidance grades by
 * it: more than 1-2 % → burns service (BBA, London & South East network), more than 5 % in children → burns service
 * referral (ANZBA), 10 % or more → fluid resuscitation in hospital (RCH Melbourne, BBA), 5 % in babies under 1 year
 * (NICE CKS "complex burn"; cautious reading).
 */
export const TAMANO = {
  pequena: 'Más pequeña que la palma de su mano',
  grande: 'Entre 1 y 5 palmas de su mano',
  bastante: 'Entre 5 y 10 palmas de su mano (más o menos media pierna, o medio pecho y tripa)',
  muyGrande: 'Muy grande: más de 10 palmas de su mano (casi todo un brazo, una pierna, el pecho o la espalda)',
} as const;

export const ZONA = {
  otra: 'En otra parte: brazos, piernas, pecho, tripa o espalda',
  especial: 'En la cara, el cuello, las manos, los pies, los genitales, el culete o encima de una articulación (codo, rodilla, axila)',
  // Round 18: a new text (the neck was added: BBA and ANZBA, circumferential burns of a limb, the neck or the chest).
  grave: 'En un ojo o en el párpado, o la quemadura da la vuelta completa a un dedo, un brazo, una pierna, el cuello o el tronco',
} as const;

/**
 * Round 18: how the electric shock happened and what it left (RCH Melbourne and Perth Children's Hospital Electrical
 * injuries: a well child after a brief household shock with no burn needs no ECG or observation; a burn mark, a hold
 * on the current (tetany), wet skin or symptoms → assessment; AAPD: a toddler who bit a cable, delayed labial bleeding).
 */
export const ELECTRICA = {
  breve:
    'Fue un calambrazo de un enchufe, un cable o un aparato de casa, lo soltó enseguida, no le ha quedado ninguna marca en la piel y ahora está como siempre',
  molestias:
    'Se quedó agarrado sin poder soltarse, estaba mojado o en el agua, o todavía tiene hormigueo, la mano o el brazo dormido o le duelen los músculos',
  marca: 'Le ha quedado una marca donde le tocó la corriente: una mancha roja, blanca, gris o negra, o una ampolla',
  boca: 'Ha mordido un cable y tiene una quemadura en el labio o en la comisura de la boca',
} as const;

/** Local infection (NHS; Schmitt) versus toxic shock after a burn (BBA: any unwell or febrile child with a burn; NHS toxic shock syndrome → 999). */
export const INFECCION = {
  no: 'No, o la quemadura es de hoy',
  local: 'Tiene pus o huele mal, la piel de alrededor está cada vez más roja, caliente o hinchada, o tiene fiebre',
  shock:
    'Tiene fiebre con manchas rojas por el cuerpo (como una quemadura de sol), vómitos o diarrea, se marea al levantarse o está muy decaído',
} as const;

/**
 * A sunburnt child's state (round 6): NHS "Sunburn" (blistered or swollen skin, or sunburn with chills, a
 * high temperature, headache, dizziness or feeling sick → urgent GP or 111) and NHS "Heat exhaustion and
 * heatstroke" (confused, hot skin that is not sweating, collapse, a fit, very drowsy → 999).
 */
export const SOL = {
  no: 'No: aparte de la quemadura está bien',
  hinchada: 'La piel quemada está muy hinchada, pero él está bien',
  malestar: 'Tiene fiebre o escalofríos, dolor de cabeza, mareo, náuseas o vómitos, le duelen los ojos con la luz o le duele muchísimo',
  golpeCalor:
    'Está confuso o muy adormilado, se ha desmayado o no se tiene en pie, ha tenido una convulsión, o tiene la piel muy caliente y seca (ha dejado de sudar)',
} as const;

/**
 * Round 11: a burn inside the mouth. A small scald of the tongue or palate from hot food is superficial and heals at
 * home; a swallowed boiling or just-boiled liquid or breathed steam can swell the airway over hours (BBA: suspected
 * inhalation injury → referral; Ann Emerg Med 1996, Pediatr Emerg Care 1992: thermal epiglottitis after hot drinks).
 */
export const BOCA = {
  no: 'No: se ha quemado la piel',
  comida:
    'Solo por dentro de la boca (la lengua, el paladar, las encías o los labios por dentro) al comer o beber algo demasiado caliente: pizza, croquetas, sopa, leche o chocolate',
  liquido:
    'Ha bebido agua hirviendo o un líquido recién hervido (del hervidor, la tetera, la cafetera o el cazo), o ha respirado vapor muy caliente',
} as const;

/**
 * Round 19: which chemical. Poison centres (Missouri Poison Center "Bleach"; National Capital Poison Center) treat a
 * splash of a diluted household product, taken off at once and rinsed, as an irritant (at most mild redness or itch);
 * concentrated or strong caustics keep the burn path.
 */
export const QUIMICO = {
  diluido:
    'Un producto de casa diluido o suave: lejía diluida en el agua de fregar, lavavajillas a mano, detergente de la ropa (no las cápsulas), jabón o gel de manos',
  fuerte:
    'Un producto fuerte o concentrado: lejía sin diluir que se quedó en la piel, desatascador, limpiahornos, cápsula o pastilla de lavadora o lavavajillas, cal, cemento fresco, ácido de batería o amoniaco',
  noSe: 'Otro producto, o no sé cuál era',
} as const;

/** Round 19: the skin after the diluted product was rinsed (asked only for a diluted household product). */
export const QUIMICO_PIEL = {
  leve: 'Solo está un poco rosada o le pica un poco, y ya no le duele',
  duele: 'Le sigue doliendo o escociendo, o la piel está muy roja, con ampollas, en carne viva o con zonas blancas, grises u oscuras',
  ojoBoca: 'Le ha salpicado también en un ojo o le ha entrado en la boca',
} as const;

/** Round 19: a diluted household product, rinsed, that left only a little pinkness (home care; see notas). */
const QUIMICA_LEVE = `origen = '${CAUSA.quimica}' AND quimica_producto = '${QUIMICO.diluido}' AND quimica_piel = '${QUIMICO_PIEL.leve}'`;

/** The mouth-only path from food: the skin questions (look, size, place) do not apply. */
const NO_ES_BOCA = `boca_quemada != '${BOCA.comida}'`;
/** Round 18: the skin questions (look, size, place) neither apply to a brief household shock that left no mark. */
const HAY_PIEL = `${NO_ES_BOCA} AND electrica_como != '${ELECTRICA.breve}'`;
/** Round 18: bigger than the child's palm (the three larger sizes). */
const MAYOR_QUE_PALMA = `tamano IN ${lista([TAMANO.grande, TAMANO.bastante, TAMANO.muyGrande])}`;

const CON_AMPOLLAS = `aspecto IN ${lista([ASPECTO.ampollaPequena, ASPECTO.ampollas])}`;
/** Round 18, second pass: blistered (partial-thickness) or deep. */
const AMPOLLAS_O_PROFUNDA = `aspecto IN ${lista([ASPECTO.ampollaPequena, ASPECTO.ampollas, ASPECTO.profunda])}`;
const EDADES_MENOR_1 = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;

/** NHS burns and scalds first aid. */
const ENFRIA =
  'Enfría la quemadura con agua del grifo fresca o templada (no helada) durante 20 minutos, aunque ya haya pasado un rato. Quita la ropa, los anillos o el pañal de la zona, salvo lo que esté pegado a la piel.';
const NO_HAGAS =
  'No pongas hielo, mantequilla, aceite, pasta de dientes, cremas ni remedios caseros, y no revientes las ampollas.';
/** Sunburn first aid (Schmitt-Thompson "Sunburn": cool baths or compresses, a moisturiser, no home remedies). */
const ENFRIA_SOL =
  'Refréscale la piel con un baño o una ducha de agua fresca (no helada) de 10 a 20 minutos, o con compresas húmedas, varias veces al día.';
const NO_HAGAS_SOL =
  'No pongas hielo, mantequilla, aceite, pasta de dientes ni remedios caseros, y no revientes las ampollas; después del agua, una crema hidratante sin perfume alivia.';
const TAPA = 'Después, tápala con film transparente de cocina (sin dar vueltas apretadas) o con una gasa limpia y húmeda, y mantenlo abrigado para que no se enfríe.';

const consejosRojo = (...propios: string[]): string[] => [...propios, ENFRIA, NO_HAGAS, TAPA, CONSEJO_ROJO_CAMINO];

const rojo = creadorDeReglas('rojo', { acciones: [ACCION.urgenciasAhora, ACCION.llama112] });

const consejosAmarillo = (...propios: string[]): string[] => [...propios, ENFRIA, NO_HAGAS, TAPA, CONSEJO_AMARILLO];

const amarillo = creadorDeReglas('amarillo', { acciones: [ACCION.pediatraHoy, ACCION.urgenciasHoy], medicacion: antitermicos() });

export const quemadura: Flujo = conCribado({
  ...FICHAS.quemadura,
  fuentes: [
    {
      titulo: 'NHS Greater Glasgow and Clyde (Royal Hospital for Children). Burns and scalds (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://rhc.nhsggc.org.uk/home/about-your-childs-health-information-resources/concerned-about-accidents-and-injuries/burns-and-scalds',
    },
    {
      titulo: 'RCEM Learning. Major trauma: burns, special circumstances (criterios de derivación de la British Burn Association; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.rcemlearning.org/modules/major-trauma-burns/lessons/special-circumstances/',
    },
    {
      titulo: 'South West UK Burn Care Network. Referral criteria (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://southwest-burncare-network.nhs.uk/referral-criteria',
    },
    {
      titulo: 'American Burn Association. Criteria for transfer to a burn unit (resumen SinaiEM; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://sinaiem.org/foam/criteria-for-transfer-to-burn-unit/',
    },
    {
      titulo: 'Seattle Children’s (Schmitt). Burns: when to call (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/burns/',
    },
    {
      titulo: 'Schmitt-Thompson (versión para padres, Tenafly Pediatrics). Sunburn: cuándo llamar y cuidados en casa (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.tenaflypediatrics.com/sunburn/',
    },
    {
      titulo: 'St John Ambulance Cymru. Burns: first aid (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.sjacymru.org.uk/en/page/burns',
    },
    {
      titulo: 'NICE CG89. Child maltreatment: when to suspect maltreatment in under 18s (quemaduras y escaldaduras)',
      anio: 2009,
      url: 'https://www.nice.org.uk/guidance/cg89/chapter/Recommendations',
    },
    {
      titulo: 'NHS. Sunburn (cita urgente o 111 si hay ampollas, hinchazón, escalofríos, fiebre, dolor de cabeza, mareo o náuseas) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/sunburn/',
    },
    {
      titulo: 'NHS. Heat exhaustion and heatstroke (999 si hay signos de golpe de calor) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/heat-exhaustion-heatstroke/',
    },
    {
      titulo: 'NHS. Toxic shock syndrome (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/toxic-shock-syndrome/',
    },
    {
      titulo: 'EB Medicine Clinical Pathways. Electrical injuries (pediatric), low voltage < 1000 V: alta si no hubo pérdida de conocimiento, síntomas cardíacos ni ECG alterado; excepción, el niño que muerde un cable (sangrado tardío del labio)',
      anio: 2022,
      url: 'https://clinicalpathways.ebmedicine.net/pathways/electrical-injuries-pediatric/low-voltage-1000-v',
    },
    {
      titulo: 'Waldmann V et al. Electrical injury. BMJ 2017;357:j1418',
      anio: 2017,
      url: 'https://www.bmj.com/content/357/bmj.j1418',
    },
    {
      titulo: 'Protección Civil (Ministerio del Interior). Vademécum REMER: picaduras de animales (medusas) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.proteccioncivil.es/catalogo/carpeta02/carpeta24/vademecum17/vdm013.htm',
    },
    {
      titulo: 'British Burn Association / National Network for Burn Care. National Burn Care Referral Guidance (lesión por inhalación o sospecha de quemadura de la vía aérea: derivación)',
      anio: 2012,
      url: 'https://www.britishburnassociation.org/national-burn-care-referral-guidance/',
    },
    {
      titulo: 'Recognition and management of hot liquid aspiration in children. Ann Emerg Med 1996;27(1):89-91 (sospecharla con quemaduras en la boca o alrededor; laringoscopia pronta aunque aún no haya dificultad respiratoria)',
      anio: 1996,
      url: 'https://pubmed.ncbi.nlm.nih.gov/8572457/',
    },
    {
      titulo: 'Thermal epiglottitis after swallowing hot tea. Pediatr Emerg Care 1992;8(6):342-4 (epiglotitis térmica en un niño de 3 años; vigilar la vía aérea)',
      anio: 1992,
      url: 'https://pubmed.ncbi.nlm.nih.gov/1454643/',
    },
    {
      titulo: "Children's Hospital Colorado (Schmitt-Thompson). Mouth injury: care at home (frío, polos, dieta blanda, sin cítricos ni picante, analgésico; cuándo llamar) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.childrenscolorado.org/wellness-safety/is-your-child-sick/mouthinjury/mouth-injury/care',
    },
    {
      titulo: 'NICE Clinical Knowledge Summaries. Burns and scalds (quemadura compleja: más del 10 % en niños y más del 5 % en menores de 1 año; derivación a la unidad de quemados) (año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/burns-scalds/',
    },
    {
      titulo: 'The Royal Children’s Hospital Melbourne. Clinical Practice Guidelines: Burns (líquidos intravenosos desde el 10 %; la palma con los dedos ≈ 1 %) (año de consulta)',
      anio: 2026,
      url: 'https://www.rch.org.au/clinicalguide/guideline_index/Burns/',
    },
    {
      titulo: 'Australian and New Zealand Burn Association. Referral criteria (más del 5 % en niños, profundas de más del 5 %, zonas especiales, circunferenciales de un miembro o el tórax, eléctricas, químicas) (año de consulta)',
      anio: 2026,
      url: 'https://anzba.org.au/care/referral-criteria/',
    },
    {
      titulo: 'Perth Children’s Hospital. Emergency Department Guidelines: Electrical injuries (niño sano tras la corriente de casa, sin síntomas ni arritmia: alta) (año de consulta)',
      anio: 2026,
      url: 'https://pch.health.wa.gov.au/For-health-professionals/Emergency-Department-Guidelines/Electrical-injuries',
    },
    {
      titulo: 'NHS Greater Glasgow and Clyde (Royal Hospital for Children). Electrical injuries, paediatrics (1085) (bajo voltaje 230 V; tetania, lesión profunda, rabdomiólisis) (año de consulta)',
      anio: 2026,
      url: 'https://rightdecisions.scot.nhs.uk/shared-content/ggc-clinical-guidelines/paediatrics/emergency-medicine/electrical-injuries-guideline-paediatrics-rhcg-1085',
    },
    {
      titulo: 'American Academy of Pediatric Dentistry (curso dentalcare.com). Oral electrical injuries (la escara de la comisura se cae a los 5-7 días y puede sangrar mucho) (año de consulta)',
      anio: 2026,
      url: 'https://www.dentalcare.com/en-us/professional-education/ce-courses/ce04/oral-electrical-injuries',
    },
    {
      titulo: 'NHS. Burns and scalds (urgencias si la quemadura tiene ampollas en la cara, las manos, los pies o los genitales, es química o eléctrica, o más grande que la mano) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/burns-and-scalds/',
    },
    {
      titulo: 'TOXBASE (UK National Poisons Information Service). Hydrofluoric acid: skin exposure (dolor desproporcionado a lo que se ve; hipocalcemia; gluconato cálcico; valoración hospitalaria a cualquier extensión) (año de consulta)',
      anio: 2026,
      url: 'https://www.toxbase.org/',
    },
    {
      titulo: 'Missouri Poison Center. Bleach (riesgo bajo: el contacto breve de la lejía de casa con la piel da como mucho rojez e irritación leves; lavar con agua templada y jabón; llamar si es concentrada o industrial) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://missouripoisoncenter.org/household-bleach/',
    },
    {
      titulo: 'Missouri Poison Center. First aid (piel: quitar la ropa manchada y lavar con agua abundante 10 minutos, luego agua y jabón) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://missouripoisoncenter.org/prevention/first-aid/',
    },
    {
      titulo: 'National Capital Poison Center (poison.org / webPOISONCONTROL). First aid for poisons: en la piel, quitar la ropa y lavar con agua; en el ojo, lavar 15-20 minutos y valoración urgente si persisten las molestias (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.webpoisoncontrol.org/first-aid',
    },
    ...FUENTES_MEDUSA,
  ],
  revisado: '2026-11-28',
  notas: [
    'Tamaño: la palma del niño con los dedos juntos es más o menos el 1 % de su cuerpo. Las redes de quemados del sur de Inglaterra derivan a los niños desde más del 1 % y la British Burn Association desde el 2 %; el NHS manda a urgencias cualquier quemadura más grande que la mano. Elegimos la lectura prudente: con ampollas y más grande que su palma → rojo; más de 10 palmas (≈ 10 %, riesgo de shock) → rojo aunque solo esté roja, salvo la quemadura de sol (abajo). (La ronda 18 gradúa la extensión de otra forma: ver su nota y la de su segunda pasada.)',
    'Quemadura solo roja (sin ampollas) más grande que la palma: Schmitt dice que las de primer grado no necesitan verse; el NHS manda a urgencias las que son más grandes que la mano sin distinguir la profundidad. Elegimos amarillo (una escaldadura puede ampollarse en las horas siguientes), excepto las quemaduras de sol, que se cuidan en casa.',
    'Quemadura de sol frente a escaldadura extensa (issue 9, patrón 5, ronda 2): una escaldadura que ocupa más de 10 palmas es una urgencia (pérdida de líquidos, BBA y ABA), pero una quemadura de sol que solo pone roja toda la espalda es de primer grado, que no cuenta en la superficie quemada, y Schmitt-Thompson ("Sunburn") la cuida en casa a cualquier extensión; pide llamar ya si tiene ampollas (salvo una pequeña y cerrada), dolor extremo, dolor en los ojos con la luz, aspecto de muy enfermo, desmayo o debilidad, o infección, y en 24 horas si hay varias ampollas en la cara. Antes la quemadura de sol solo roja de más de 10 palmas era amarillo y una de más de una palma con una ampollita, amarillo. Ahora: quemadura de sol solo roja (o con una ampolla pequeña y cerrada), de cualquier tamaño, sin malestar → verde con cuidados y red de seguridad; con fiebre, dolor de cabeza, vómitos, mareo, dolor en los ojos con la luz, dolor muy fuerte o muy decaído (pregunta nueva, solo para el sol; también posible golpe de calor) → amarillo; con ampollas mayores o varias → amarillo, y si además ocupa más de 10 palmas → rojo (ABA: quemadura de espesor parcial de más del 10 %). Las escaldaduras y demás quemaduras por calor no cambian. (La ronda 6 cambia la ampolla pequeña y la extensión con ampollas de la quemadura de sol: ver la nota siguiente.)',
    'Quemadura de sol, ronda 6 (NHS "Sunburn" y "Heat exhaustion and heatstroke"): el NHS pide cita urgente con el médico o llamar al 111 si la piel quemada por el sol tiene ampollas o está hinchada, o si hay escalofríos, fiebre, dolor de cabeza, mareo o náuseas, y llamar al 999 ante un golpe de calor (confusión, piel caliente que no suda, desmayo, convulsión, no responde). Cambios: (1) cualquier ampolla en una quemadura de sol → amarillo (antes la ampolla pequeña y cerrada era verde por la excepción de Schmitt-Thompson; seguimos al NHS, más prudente y con nuestros niveles); la piel muy hinchada → amarillo; (2) el malestar (fiebre o escalofríos, dolor de cabeza, mareo, náuseas o vómitos, ojos que duelen con la luz, dolor muy fuerte) → amarillo como antes; (3) los signos de golpe de calor son su propia respuesta → rojo con el 112 y los primeros auxilios (sombra, refrescar, agua a sorbos si está despierto); (4) la regla de extensión de las escaldaduras (más de 10 palmas → rojo) ya no se aplica a la quemadura de sol: la rojez es superficial y no cuenta en la superficie quemada, y los criterios de derivación a unidades de quemados (ABA: espesor parcial de más del 10 %; BBA) están hechos para las quemaduras por calor. Una quemadura de sol con ampollas muy extensa (más de 10 palmas) → amarillo si el niño está bien, y rojo solo si además tiene malestar (fiebre, mareo, vómitos: riesgo de perder líquidos) o signos de golpe de calor o de shock (color pálido o moteado → rojo por su propia pregunta). Lectura de las fuentes: el NHS no da un umbral de extensión para la quemadura de sol; elegimos que sea el médico de hoy quien valore la extensión de las ampollas en un niño que está bien, y urgencias ya cuando además está mal.',
    'Cara, manos, pies, genitales y articulaciones: el NHS manda a urgencias las que tienen ampollas en esas zonas; las redes de quemados piden "comentar o considerar derivación". Elegimos amarillo (que lo vea hoy un médico) si hay ampollas, y rojo si afecta a un ojo o el párpado o da la vuelta completa a un miembro o al tronco (Schmitt: ver ya; BBA: derivar todas las circunferenciales). Revisar con pediatría. (La segunda pasada de la ronda 18 lleva a rojo las que tienen ampollas y ocupan su palma o más: ver su nota.)',
    'Quemaduras profundas (blancas, grises, negras, duras o que no duelen): rojo a cualquier tamaño (NHS, BBA, ABA, Schmitt; la ronda 18 lo cambia para las pequeñas, ver su nota); las eléctricas y químicas, ver ronda 8 abajo. Humo o incendio: rojo (Schmitt: tos tras un incendio → ver ya; la vía aérea puede hincharse horas después).',
    'Ampollas: Schmitt da cuidado en casa a una ampolla pequeña (< 12 mm) cerrada y pide ver en 24 horas el resto. El NHS dice que los menores de 5 años deberían recibir atención médica tras una quemadura. Elegimos: ampolla pequeña y cerrada → verde desde 1 año y amarillo en menores de 1 año; ampollas mayores o varias → amarillo; cualquier quemadura en menores de 3 meses → amarillo (las redes derivan a todos los recién nacidos).',
    'Infección o niño con fiebre tras una quemadura: infección local (pus, mal olor, rojez que crece) o fiebre sola → amarillo (la BBA pide comentar cualquier niño con fiebre o mal estado y una quemadura); fiebre con manchas como de quemadura solar, vómitos, diarrea, mareo o mucho decaimiento → rojo (síndrome de shock tóxico, que puede aparecer tras quemaduras pequeñas; el NHS manda llamar al 999). Antes era una sola pregunta que lo juntaba todo en amarillo (patrón 5: forma leve y grave separadas).',
    'Puertas equivocadas: por "se ha quemado" llegan la lesión de la vía aérea y el monóxido de carbono (humo → rojo), el shock por pérdida de líquidos en quemaduras extensas (ahora también la pregunta de color: pálido, moteado o frío → rojo), la lesión interna de la electricidad (rojo), el síndrome de shock tóxico (arriba) y el maltrato: NICE CG89 pide sospecharlo ante una quemadura sin explicación o con una explicación que no encaja, en un bebé que aún no se desplaza solo, en zonas que no suelen quemarse por accidente (espalda, hombros, culete) o con forma de objeto o de inmersión (guante, calcetín, bordes nítidos), y la BBA deriva cualquier sospecha → amarillo, con un consejo neutro (que lo valore hoy un médico).',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" es un signo y da amarillo (NICE NG143; Schmitt-Thompson); la preocupación de los padres ya no sube el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Ronda 8, quemaduras químicas: la British Burn Association pide comentar las quemaduras químicas con una unidad de quemados (no mandar una ambulancia), como las eléctricas; el NHS manda a urgencias las químicas sin distinguir. Elegimos: química más pequeña que la palma de su mano, en un niño que está bien, después de lavar 20 minutos → amarillo (valoración el mismo día, con el Servicio de Información Toxicológica si hay dudas del producto); más grande que la palma, profunda (blanca, gris, negra, dura o que no duele, también en la cara o los genitales), en un ojo o con signos generales (respiración, color, consciencia) → rojo por sus propias preguntas. Antes toda quemadura química era rojo.',
    'Ronda 8, quemaduras eléctricas: la BBA y la ABA piden valorar todas; EB Medicine (quemadura eléctrica de bajo voltaje en niños) da el alta al niño sin pérdida de conocimiento, sin síntomas cardíacos y con ECG normal, salvo vigilancia del niño que ha mordido un cable (sangrado tardío de la arteria del labio a los 5-14 días). Elegimos: toda quemadura eléctrica → amarillo (un médico hoy, que decide el ECG), con el aviso del sangrado del labio; alta tensión o rayo, pérdida de conocimiento, corazón rápido o irregular, dolor en el pecho o dolores musculares fuertes (pregunta nueva electrica_grave) → rojo; más grande que su palma o profunda → rojo. Antes toda quemadura eléctrica era rojo.',
    'Ronda 8, quemadura de sol extensa con ampollas y malestar: el NHS ("Sunburn") pide ayuda el mismo día (111 o cita urgente) si hay ampollas, fiebre, escalofríos, dolor de cabeza o náuseas, y el 999 solo ante un golpe de calor. Antes la extensa con ampollas y malestar era rojo; ahora es amarillo si bebe y orina, y rojo con signos de golpe de calor (su respuesta de sol_signos) o de deshidratación (pregunta nueva sol_deshidratacion: apenas bebe, vomita todo, más de 8 horas sin orinar).',
    'Ronda 8, lo que parece una quemadura y no lo es: la pregunta de la causa cambia de id (causa → origen) porque ahora deja decir "ortigas u otra planta" o "una medusa". Las ortigas sin signos de alergia → verde (escozor y ronchas locales que ceden en horas; aunque ocupen las dos piernas, no cuentan como superficie quemada); la savia de algunas plantas con sol puede ampollar, y las ampollas siguen las reglas de siempre. La medusa sigue la lógica de picadura (pregunta compartida medusa_picadura, banderas-medusa.ts): pequeña en un miembro y cediendo → verde; grande, en la cara, los ojos o los genitales, dolor que no cede o carabela portuguesa → amarillo. Ronchas por todo el cuerpo, hinchazón de labios o cara, voz ronca, vómitos o mareo (pregunta nueva alergia_signos) → rojo (WAO 2020: anafilaxia). Las reglas de extensión (más de 10 palmas, ampollas más grandes que su palma) se aplican solo a las quemaduras por calor, electricidad, producto químico o roce.',
    'Ronda 18, medusas (pregunta compartida de banderas-medusa.ts, ver la nota de picadura): la respuesta leve incluye el tronco y llega hasta medio brazo o media pierna (Surf Life Saving Australia), y la carabela portuguesa se alivia con agua caliente a 45 °C durante 20 minutos (ANZCOR 9.4.5).',
    'Medicación: paracetamol o ibuprofeno para el dolor (NHS). Ibuprofeno solo desde 6 meses.',
    'Ronda 18, extensión, profundidad y zona como en las guías de derivación de quemados (British Burn Association / National Burn Care Referral Guidance; NICE CKS "Burns and scalds"; RCH Melbourne "Burns"; ANZBA). La palma del niño con los dedos ≈ 1 % de su cuerpo. Estas guías separan lo que hay que derivar a la unidad de quemados (más del 1-2 % en niños, cualquier profunda, cara, manos, pies, genitales, periné o articulaciones, químicas, eléctricas: valoración el mismo día → amarillo) de la quemadura que necesita reanimación con líquidos en el hospital (10 % o más en niños: RCH, BBA) → rojo. Cambios: (1) la pregunta del tamaño tiene cuatro respuestas con textos nuevos: menos de 1 palma, de 1 a 5, de 5 a 10 y más de 10; (2) con ampollas de 1 a 10 palmas → amarillo (antes, más de 1 palma con ampollas era rojo); más de 10 palmas sigue rojo aunque solo esté roja; (3) en menores de 1 año, con ampollas o profunda de 5 palmas o más → rojo: NICE CKS llama compleja a la quemadura de más del 5 % en menores de 1 año y ANZBA deriva a los niños desde el 5 %; elegimos el 5 % en los bebés como lectura prudente (menos reserva de líquidos) y el 10 % desde 1 año, como pide la RCH; (4) profunda (blanca, gris, negra, dura o que no duele) más pequeña que su palma → amarillo (BBA: toda quemadura profunda se deriva, sin urgencia vital); más grande que su palma → rojo: el NHS manda a urgencias las profundas y ANZBA deriva las profundas de más del 5 %; entre las dos elegimos la palma, porque los padres estiman mal la profundidad y la extensión; (5) las ampollas: varias ampollas pequeñas y cerradas (como un garbanzo o menos) se juntan con la ampolla pequeña (texto nuevo) y, en un niño de 1 año o más, fuera de una zona especial y en una quemadura más pequeña que su palma → verde (Schmitt: ampolla cerrada de menos de 12 mm, en casa); las ampollas más grandes que un garbanzo o rotas, o la piel en carne viva → amarillo (texto nuevo); (6) química: se lava 20 minutos y → amarillo hasta 5 palmas (BBA: comentar con la unidad de quemados; el cemento fresco quema horas después); de 5 palmas o más → rojo (antes desde 1 palma), lectura prudente porque la quemadura química sigue profundizando; en un ojo → rojo; (7) la respuesta de la zona que da rojo añade el cuello (texto nuevo; BBA y ANZBA: circunferenciales de un miembro, el cuello o el tórax).',
    'Ronda 18, electricidad (Perth Children\'s Hospital y Royal Hospital for Children de Glasgow, guías de lesiones eléctricas; RCH Melbourne; EB Medicine): el niño sano tras una descarga breve de la corriente de casa (230 V), sin marca, sin pérdida de conocimiento y sin síntomas no necesita electrocardiograma ni observación. La pregunta de alarma cambia de id (electrica_grave → electrica_alarma) porque añade la dificultad para respirar, la confusión o el adormilamiento y el pis oscuro (mioglobina por daño muscular) a la alta tensión, el rayo, la pérdida de conocimiento, las palpitaciones, el dolor en el pecho y los dolores musculares fuertes → rojo. Una pregunta nueva (electrica_como) separa: el calambrazo breve de casa que soltó enseguida, sin marca y ya está como siempre → verde con red de seguridad (no se preguntan el aspecto, el tamaño ni la zona de la piel); quedarse agarrado, estar mojado o en el agua, hormigueo, brazo dormido o dolor muscular leve → amarillo (guías: tetania, piel mojada y síntomas piden valoración y electrocardiograma); una marca en la piel → amarillo (más grande que su palma → rojo, como antes); el niño que ha mordido un cable y tiene quemada la comisura o el labio → amarillo con el aviso del sangrado tardío de la arteria del labio (Academia Americana de Odontopediatría: la escara se cae a los 5-7 días y puede sangrar mucho). Antes toda lesión eléctrica era amarillo.',
    'Ronda 11, quemaduras dentro de la boca: las zonas no tenían "dentro de la boca", y una quemadura del paladar o la lengua con una pizza o una croqueta salía como una quemadura "en la cara" (con una ampolla, amarillo). Ahora, si la causa es el calor, una pregunta nueva (boca_quemada) pregunta si se ha quemado por dentro de la boca: (1) solo por dentro, al comer o beber algo demasiado caliente → no se preguntan el aspecto, el tamaño ni la zona de la piel, y otra pregunta nueva (boca_signos) busca los signos de que la quemadura llega a la garganta: babeo sin poder tragar, no querer tragar ni agua, voz ronca o apagada, ruido al coger aire o dificultad para respirar → rojo (British Burn Association: sospecha de quemadura de la vía aérea → derivación inmediata); sin ellos → verde con agua o leche fría, un polo, comida blanda y fresca, paracetamol o ibuprofeno y una red de seguridad (cuidados de las heridas leves de la boca de Schmitt-Thompson, Children\'s Colorado: frío, polos, dieta blanda sin cítricos ni picante, analgésico; llamar si hay fiebre o infección). (2) Haber bebido agua hirviendo o un líquido recién hervido (hervidor, tetera, cafetera, cazo) o haber respirado vapor muy caliente → rojo aunque ahora no tenga signos: la epiglotis y la laringe se hinchan en las horas siguientes (Ann Emerg Med 1996 y Pediatr Emerg Care 1992: la epiglotitis térmica tras un líquido caliente se parece a la infecciosa, la obstrucción puede aparecer después y se recomienda mirar la vía aérea pronto aunque aún no haya dificultad respiratoria; BBA: cualquier sospecha de lesión por inhalación se deriva). Lectura prudente: la BBA no distingue un sorbo caliente de un trago hirviendo; separamos por lo que los padres pueden contar (algo demasiado caliente al comer o beber, frente a algo hirviendo o recién hervido, o vapor). El humo de un incendio sigue en su propia pregunta (rojo). Si además se ha quemado la piel por fuera, la ayuda pide elegir "se ha quemado la piel" y se siguen las reglas de siempre.',
    'Ronda 18, segunda pasada (revisión del coordinador: la primera pasada bajaba más de lo que permiten las guías). (1) Con ampollas (espesor parcial) o profunda, de 5 palmas o más → rojo a cualquier edad (antes, de 5 a 10 palmas era amarillo desde 1 año y rojo solo en menores de 1 año): ANZBA y el curso EMSB derivan a la unidad de quemados las quemaduras de espesor parcial de más del 5 % en niños, y la British Burn Association (National Burn Care Referral Guidance) deriva en niños desde el 2 %; la RCH pide líquidos desde el 10 %, pero eso marca la reanimación, no la urgencia de llevarlo. Elegimos el 5 % de ANZBA/EMSB para todas las edades; de 1 a 5 palmas sigue amarillo fuera de las zonas especiales (BBA: comentar el mismo día). (2) Con ampollas o profunda en la cara, el cuello, las manos, los pies, los genitales, el culete o una articulación (la respuesta «zona especial», sin cambiar su texto), de su palma o más → rojo: el NHS ("Burns and scalds") manda a urgencias las quemaduras con ampollas de la cara, las manos, los pies o los genitales, y la BBA las cuenta como zonas especiales que se derivan. El NHS no pone tamaño; elegimos la palma (1 %) como umbral, y las más pequeñas que su palma en esas zonas siguen amarillo (BBA: comentar con la unidad, sin urgencia vital). Las articulaciones y el culete van en la misma respuesta que la cara y las manos; las redes de quemados del sur de Inglaterra, la ABA y la BBA (periné) también las cuentan como zonas especiales, así que las llevamos igual (lectura prudente). (3) Química: una pregunta nueva (quimica_alarma, solo si el origen es un producto químico): ácido fluorhídrico (quitaóxidos, limpiadores de llantas o de aluminio, productos para grabar cristal; en la etiqueta «ácido fluorhídrico» o «fluoruro») o un dolor que va a más, desproporcionado a lo que se ve → rojo a cualquier tamaño (TOXBASE, ácido fluorhídrico: penetra la piel, hipocalcemia y arritmias incluso con quemaduras pequeñas, el dolor desproporcionado es el signo típico y necesita gluconato cálcico en el hospital; NHS: las quemaduras químicas van a urgencias). Las demás químicas siguen como en la primera pasada (amarillo hasta 5 palmas, rojo desde 5), más el punto 2 en las zonas especiales. La quemadura de sol queda fuera de (1) y (2): se sigue la nota de la ronda 6 (NHS "Sunburn": ampollas → cita urgente o 111).',
    'Ronda 19, productos de casa diluidos en la piel (issue 9, patrón 5 y "el verde se gana"): antes toda quemadura química era al menos amarillo, también una salpicadura del agua de fregar con lejía o de jabón que, lavada, solo dejaba la piel un poco rosada. Los centros de toxicología (Missouri Poison Center, "Bleach": la lejía de casa tiene un 4-8 % de hipoclorito y su contacto breve con la piel da como mucho rojez e irritación leves, sin absorción; primeros auxilios: quitar la ropa y lavar con agua 10 minutos; National Capital Poison Center, poison.org/webPOISONCONTROL: lavar y llamar a toxicología) tratan esa salpicadura como una irritación que se cuida en casa; el NHS ("Burns and scalds") manda a urgencias las quemaduras químicas, que son otra cosa (ampollas, piel blanca o gris, dolor). Dos preguntas nuevas, solo en el camino químico: quimica_producto (producto de casa diluido o suave: lejía diluida en el agua de fregar, lavavajillas a mano, detergente de la ropa sin ser cápsula, jabón o gel de manos; producto fuerte o concentrado: lejía sin diluir que se quedó en la piel, desatascador, limpiahornos, cápsulas de lavadora o lavavajillas, cal, cemento fresco, ácido de batería, amoniaco; otro o no sé) y, solo para el diluido, quimica_piel (después de quitar la ropa mojada y lavar 10-20 minutos: solo un poco rosada o con picor y ya no duele; sigue doliendo, muy roja, con ampollas, en carne viva o con zonas blancas, grises u oscuras; le ha salpicado en un ojo o le ha entrado en la boca). Cambios: diluido + un poco rosada + aspecto «solo roja» + menos de 5 palmas + fuera del ojo → verde, con el Servicio de Información Toxicológica como primera acción y red de seguridad (ampollas, dolor que va a más, piel que cambia de color, síntomas en un ojo, babeo o vómitos); diluido con ojo o boca → amarillo con Toxicología primero y enlace a ojo_rojo e intoxicacion (urgencias ahora si era lejía o amoniaco en el ojo o el ojo sigue mal tras lavarlo). Sin cambios: el producto fuerte, el desconocido y el diluido que sigue doliendo o ha cambiado la piel (amarillo, o rojo por sus preguntas: ácido fluorhídrico o dolor desproporcionado, 5 palmas o más, profunda más grande que la palma, ojo, zonas especiales con ampollas), el bebé de menos de 3 meses, la quemadura que no se sabe cómo ocurrió, la infectada y el niño que se ve muy enfermo (amarillo). Lecturas prudentes: el verde se limita a menos de 5 palmas (los centros de toxicología no dan un límite de extensión, y de 5 palmas o más sigue la regla química de rojo de la ronda 18; revisar con pediatría si un producto diluido que solo deja la piel rosada en 5 palmas o más debería bajar); la zona especial (manos, cara) no impide el verde si la piel solo está rosada, porque las guías de quemados la usan para quemaduras con ampollas o profundas.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_RESPIRA_MAL,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_COLOR_GRAVE,
    {
      id: 'humo',
      texto:
        '¿Ha estado en un incendio o ha respirado humo en un sitio cerrado? ¿Tiene tos, la voz ronca, restos negros (hollín) en la nariz o la boca, o los pelos de la nariz o las cejas quemados?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      // Round 8: a new id (it was 'causa'): plants and jellyfish, which look like burns, are now answers of their own.
      id: 'origen',
      texto: '¿Con qué se ha quemado?',
      tipo: 'opciones',
      opciones: [CAUSA.calor, CAUSA.sol, CAUSA.electrica, CAUSA.quimica, CAUSA.roce, CAUSA.planta, CAUSA.medusa],
      ayuda:
        'Si es un producto químico, quítale la ropa manchada y lava la piel con agua abundante del grifo durante 20 minutos mientras sigues contestando. Si se ha quemado la boca por dentro al comer o beber algo caliente, elige «Calor».',
    },
    {
      // Round 11: the areas had no "inside the mouth"; a mouth burn from food is not a burn "on the face".
      id: 'boca_quemada',
      texto: '¿Se ha quemado por dentro de la boca o la garganta?',
      tipo: 'opciones',
      opciones: [BOCA.no, BOCA.comida, BOCA.liquido],
      ayuda: 'Si además de la boca se ha quemado la piel por fuera (la barbilla, el cuello o el pecho), elige la primera opción, salvo que haya bebido algo hirviendo o respirado vapor: entonces elige la última.',
      mostrar_si: `origen = '${CAUSA.calor}'`,
      alarma: [BOCA.liquido],
    },
    {
      id: 'boca_signos',
      texto:
        'Desde que se quemó la boca, ¿babea porque no puede tragar su saliva, no quiere tragar nada (ni agua fría), tiene la voz ronca o apagada, hace ruido al coger aire o le cuesta respirar?',
      tipo: 'si_no',
      ayuda: 'Que le escueza, llore un rato o no quiera comer caliente es normal. Responde No si traga su saliva y bebe agua fresca, habla o llora con su voz de siempre y respira tranquilo.',
      mostrar_si: `boca_quemada = '${BOCA.comida}'`,
      alarma: ['si'],
    },
    {
      // Round 18: a new id (it was 'electrica_grave'): breathing difficulty, confusion and dark urine were added.
      id: 'electrica_alarma',
      texto:
        '¿Fue con alta tensión (un cable de la calle, una torre o una catenaria, las vías del tren) o un rayo, perdió el conocimiento aunque fuera un momento, o después nota el corazón muy rápido o irregular, le duele el pecho, le cuesta respirar, está confuso o adormilado, tiene calambres o dolores musculares fuertes, o hace pis oscuro (como té o refresco de cola)?',
      tipo: 'si_no',
      ayuda: 'Antes de tocarlo, corta la corriente o sepáralo con algo de madera o plástico seco.',
      mostrar_si: `origen = '${CAUSA.electrica}'`,
      alarma: ['si'],
    },
    {
      // Round 18: a brief household shock with no mark and no symptoms is told apart from a burn mark or a cable bitten.
      id: 'electrica_como',
      texto: '¿Cómo fue la descarga y qué le ha dejado?',
      tipo: 'opciones',
      opciones: [ELECTRICA.breve, ELECTRICA.molestias, ELECTRICA.marca, ELECTRICA.boca],
      ayuda: 'Mira bien la mano, los dedos y la boca. Si encaja más de una opción, elige la que esté más abajo.',
      mostrar_si: `origen = '${CAUSA.electrica}'`,
    },
    {
      // Round 18, second pass: hydrofluoric acid burns more deeply than the skin shows and is rojo at any size (TOXBASE; NHS).
      id: 'quimica_alarma',
      texto:
        '¿El producto puede llevar ácido fluorhídrico (quitaóxidos, limpiador de llantas o de aluminio, producto para grabar o esmerilar cristal), o le duele cada vez más, mucho más de lo que parece por cómo está la piel?',
      tipo: 'si_no',
      ayuda:
        'Mira la etiqueta: si pone «ácido fluorhídrico», «fluoruro de hidrógeno», «bifluoruro» o «fluoruro», responde Sí. Lo llevan algunos quitaóxidos y desincrustantes, los limpiadores de llantas y de aluminio y los productos para grabar o esmerilar cristal. Este ácido puede no dejar marca al principio y seguir quemando por dentro: la señal es un dolor que va a más aunque la piel parezca casi normal.',
      mostrar_si: `origen = '${CAUSA.quimica}'`,
      alarma: ['si'],
    },
    {
      // Round 19: a diluted household product rinsed at once is an irritant, not a burn (poison centres); strong ones keep their path.
      id: 'quimica_producto',
      texto: '¿Qué producto era?',
      tipo: 'opciones',
      opciones: [QUIMICO.diluido, QUIMICO.fuerte, QUIMICO.noSe],
      ayuda: 'Mira la etiqueta del envase. Si no estás seguro de si estaba diluido o de qué producto era, elige la última opción.',
      mostrar_si: `origen = '${CAUSA.quimica}'`,
    },
    {
      id: 'quimica_piel',
      texto: 'Después de quitarle la ropa mojada y lavarle la piel con agua del grifo 10-20 minutos, ¿cómo está?',
      tipo: 'opciones',
      opciones: [QUIMICO_PIEL.leve, QUIMICO_PIEL.duele, QUIMICO_PIEL.ojoBoca],
      ayuda: 'Si todavía no la has lavado, hazlo ahora y contesta después. Si encaja más de una opción, elige la que esté más abajo.',
      mostrar_si: `origen = '${CAUSA.quimica}' AND quimica_producto = '${QUIMICO.diluido}'`,
    },
    {
      id: 'alergia_signos',
      texto:
        '¿Le han salido ronchas por todo el cuerpo, lejos de la zona, se le hinchan los labios, la lengua o la cara, tiene la voz ronca o le cuesta tragar, vomita o se marea?',
      tipo: 'si_no',
      ayuda: 'Las ortigas y las medusas dan escozor, ronchas y rojez en la zona que rozaron: eso es normal y no cuenta.',
      mostrar_si: `origen IN ${lista([CAUSA.planta, CAUSA.medusa])}`,
      alarma: ['si'],
    },
    { ...PREGUNTA_MEDUSA, mostrar_si: `origen = '${CAUSA.medusa}'` },
    {
      id: 'aspecto',
      texto: '¿Cómo está la piel quemada?',
      tipo: 'opciones',
      opciones: [ASPECTO.roja, ASPECTO.ampollaPequena, ASPECTO.ampollas, ASPECTO.profunda],
      ayuda: 'Si hay zonas distintas, elige la que tenga peor aspecto (la que aparece más abajo en la lista).',
      // Round 11: not asked for a mouth burn from food (the skin is not burnt); round 18: nor for a brief shock without a mark.
      mostrar_si: HAY_PIEL,
      alarma: [ASPECTO.profunda],
    },
    {
      id: 'tamano',
      texto: '¿Qué tamaño tiene la zona quemada, comparada con la palma de la mano del niño?',
      tipo: 'opciones',
      opciones: [TAMANO.pequena, TAMANO.grande, TAMANO.bastante, TAMANO.muyGrande],
      ayuda: 'Usa la palma de su mano con los dedos juntos (no la tuya): es más o menos el 1 % de su cuerpo. Si hay varias zonas quemadas, súmalas.',
      mostrar_si: HAY_PIEL,
      alarma: [TAMANO.muyGrande],
    },
    {
      // Round 6: a new id (it was the si_no 'sol_malestar'); heatstroke and a swollen burn are asked apart.
      id: 'sol_signos',
      texto: 'Con la quemadura de sol, ¿cómo está?',
      tipo: 'opciones',
      opciones: [SOL.no, SOL.hinchada, SOL.malestar, SOL.golpeCalor],
      ayuda:
        'Pueden ser signos de una quemadura de sol grave, de agotamiento por calor o de un golpe de calor. Si encaja más de una opción, elige la que esté más abajo.',
      mostrar_si: `origen = '${CAUSA.sol}'`,
      alarma: [SOL.golpeCalor],
    },
    {
      id: 'sol_deshidratacion',
      texto: '¿Apenas bebe o vomita todo lo que bebe, o lleva más de 8 horas sin orinar (o con el pañal seco)?',
      tipo: 'si_no',
      mostrar_si: `origen = '${CAUSA.sol}' AND sol_signos = '${SOL.malestar}'`,
      alarma: ['si'],
    },
    {
      id: 'zona',
      texto: '¿Dónde está la quemadura?',
      tipo: 'opciones',
      opciones: [ZONA.otra, ZONA.especial, ZONA.grave],
      ayuda: 'Si hay varias zonas, elige la que aparece más abajo en la lista.',
      mostrar_si: HAY_PIEL,
      alarma: [ZONA.grave],
    },
    {
      id: 'infeccion',
      texto: 'Si la quemadura es de hace más de un día: ¿le pasa alguna de estas cosas?',
      tipo: 'opciones',
      opciones: [INFECCION.no, INFECCION.local, INFECCION.shock],
      ayuda: 'Si encaja más de una opción, elige la última que encaje.',
      alarma: [INFECCION.shock],
    },
    {
      id: 'explicacion',
      texto:
        '¿Nadie vio cómo se quemó, o la quemadura no encaja con lo que ha pasado (tiene la forma de un objeto, cubre las dos manos o los dos pies como un guante o un calcetín, o está en la espalda o el culete)?',
      tipo: 'si_no',
      ayuda: 'Lo preguntamos siempre: las guías de quemados piden que un médico valore hoy cualquier quemadura que no se sabe bien cómo ocurrió.',
      mostrar_si: `origen NOT IN ${lista([CAUSA.planta, CAUSA.medusa])}`,
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "respira_mal = 'si'",
      'Quemadura con dificultad para respirar',
      consejosRojo('Llama al 112. Sácalo del humo al aire libre y déjalo en la postura en la que respire mejor.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "no_responde = 'si'",
      'Quemadura en un niño muy adormilado o que no responde',
      consejosRojo('Llama al 112. Si respira pero no responde, túmbalo de lado. Si fue con electricidad, desconecta la corriente antes de tocarlo.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "color_grave = 'si'",
      'Quemadura con color muy pálido, piel moteada o labios azulados',
      consejosRojo(
        'Puede estar en shock por la pérdida de líquidos o por una infección: llama al 112. Mantenlo tumbado y abrigado (tapa lo que no esté quemado).',
      ),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      `infeccion = '${INFECCION.shock}'`,
      'Fiebre y malestar después de una quemadura: posible shock tóxico',
      consejosRojo(
        'La fiebre con manchas rojas por el cuerpo, vómitos, diarrea, mareo o mucho decaimiento días después de una quemadura, aunque sea pequeña, puede ser un síndrome de shock tóxico: necesita tratamiento urgente.',
      ),
    ),
    rojo(
      "humo = 'si'",
      'Ha respirado humo o tiene signos de quemadura en la vía respiratoria',
      consejosRojo(
        'El humo puede quemar la garganta y los pulmones, y la hinchazón puede aparecer horas después aunque ahora respire bien. También puede haber intoxicación por monóxido de carbono.',
        'Sácalo al aire libre y que lo vean ahora en urgencias.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      `boca_quemada = '${BOCA.liquido}'`,
      'Ha bebido algo hirviendo o respirado vapor: posible quemadura de la garganta',
      [
        'Un líquido hirviendo o recién hervido, o el vapor, pueden quemar la garganta y la entrada de la vía respiratoria, que se hincha en las horas siguientes aunque ahora respire bien (British Burn Association: sospecha de quemadura de la vía aérea → valoración urgente). Ve a urgencias ahora.',
        'Déjalo sentado, en la postura en la que esté más cómodo, y tranquilo. Si traga bien, puede tomar sorbos pequeños de agua fresca; no le des de comer.',
        'Llama al 112 si babea sin poder tragar, tiene la voz ronca, hace ruido al coger aire, le cuesta respirar o se pone azulado.',
        `Si además se ha quemado la piel (la barbilla, el cuello o el pecho), ${ENFRIA.charAt(0).toLowerCase()}${ENFRIA.slice(1)}`,
        NO_HAGAS,
        CONSEJO_ROJO_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112] },
    ),
    rojo(
      "boca_signos = 'si'",
      'Quemadura en la boca con babeo, voz ronca, ruido al respirar o sin poder tragar',
      [
        'Babear sin poder tragar, no querer tragar ni agua, la voz ronca o apagada o el ruido al coger aire después de quemarse la boca pueden indicar que la quemadura llega a la garganta y puede cerrar el paso del aire: llama al 112 o ve a urgencias ahora.',
        'Déjalo sentado y tranquilo, en la postura en la que respire mejor. No le des de comer ni de beber.',
        `Si además se ha quemado la piel, ${ENFRIA.charAt(0).toLowerCase()}${ENFRIA.slice(1)}`,
        NO_HAGAS,
        CONSEJO_ROJO_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "electrica_alarma = 'si'",
      'Lesión eléctrica de alta tensión o con síntomas',
      consejosRojo(
        'Antes de tocarlo, corta la corriente (apaga el interruptor general o desenchufa) o sepáralo con algo de madera o plástico seco. Llama al 112.',
        'La alta tensión, el rayo, haber perdido el conocimiento, notar el corazón rápido o irregular, el dolor en el pecho, la dificultad para respirar, estar confuso, los dolores musculares fuertes o el pis oscuro indican que la corriente ha podido dañar el corazón, el cerebro o los músculos por dentro: necesita un electrocardiograma, análisis y vigilancia en el hospital.',
        'Si no respira o no responde, empieza la reanimación si sabes hacerla mientras llega la ayuda.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `origen = '${CAUSA.electrica}' AND ${MAYOR_QUE_PALMA}`,
      'Quemadura eléctrica más grande que la palma de su mano',
      consejosRojo(
        'Una quemadura eléctrica más grande que su palma indica mucha corriente: por dentro puede haber más daño del que se ve (músculos, corazón). Debe valorarse en urgencias.',
      ),
    ),
    rojo(
      "quimica_alarma = 'si'",
      'Quemadura química con ácido fluorhídrico o con un dolor que va a más',
      consejosRojo(
        'El ácido fluorhídrico (quitaóxidos, limpiadores de llantas o de aluminio, productos para grabar cristal) atraviesa la piel y sigue quemando por dentro aunque casi no se vea: puede bajar el calcio de la sangre y afectar al corazón, incluso con una quemadura pequeña. Un dolor que va a más y no encaja con lo que se ve es la señal de alarma (TOXBASE; NHS). Ve a urgencias ahora o llama al 112.',
        'Quítale la ropa manchada con guantes y lava la piel con agua abundante del grifo sin parar mientras vais, al menos 20 minutos. Lleva el envase o una foto de la etiqueta.',
        `Si tienes dudas sobre el producto, llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas), sin retrasar la salida.`,
      ),
      { ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      `origen = '${CAUSA.quimica}' AND tamano IN ${lista([TAMANO.bastante, TAMANO.muyGrande])}`,
      'Quemadura química de 5 palmas de su mano o más',
      consejosRojo(
        'Una quemadura química extensa sigue haciéndose más profunda durante horas y puede ser más grave de lo que parece: debe valorarse en urgencias.',
        'Quítale la ropa manchada con guantes y lava la piel con agua abundante del grifo durante al menos 20 minutos; si son polvos (cal, cemento), retíralos antes con un paño seco. Lleva el envase del producto.',
      ),
      { ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      "alergia_signos = 'si'",
      'Ronchas por todo el cuerpo, hinchazón de la cara o malestar tras ortigas, una planta o una medusa',
      [
        'Ronchas lejos de la zona con hinchazón de labios, lengua o cara, voz ronca, dificultad para tragar, vómitos o mareo pueden ser una reacción alérgica grave o una reacción al veneno de la medusa: llama al 112.',
        'Si tiene un autoinyector de adrenalina recetado, pónselo ya en el muslo. Si está mareado o flojo, túmbalo con las piernas en alto; si le cuesta respirar, déjalo sentado.',
        CONSEJO_ROJO_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['reaccion_alergica', 'picadura'] },
    ),
    rojo(
      `aspecto = '${ASPECTO.profunda}' AND ${MAYOR_QUE_PALMA}`,
      'Quemadura profunda más grande que la palma de su mano',
      consejosRojo(
        'Una quemadura blanca, gris, negra, dura o que no duele es profunda; si además ocupa más que su palma, necesita valoración urgente en un hospital con unidad de quemados (puede necesitar un injerto).',
      ),
    ),
    rojo(
      `sol_signos = '${SOL.golpeCalor}'`,
      'Quemadura de sol con signos de golpe de calor',
      [
        'Estar confuso o muy adormilado, desmayarse, una convulsión o la piel muy caliente y seca después de estar al sol son signos de golpe de calor: es una emergencia (NHS). Llama al 112.',
        'Mientras llega la ayuda: llévalo a la sombra o a un sitio fresco, túmbalo con las piernas un poco en alto, quítale la ropa que sobre y refréscalo con agua fresca en la piel (paños mojados, pulverizador) y aire de un abanico o un ventilador, sin parar, al menos 20 minutos o hasta que llegue la ayuda.',
        'Si está despierto y traga bien, dale agua o suero oral a sorbos. Si no responde pero respira, túmbalo de lado. No le des paracetamol ni ibuprofeno para el calor.',
        NO_HAGAS_SOL,
        CONSEJO_ROJO_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "sol_deshidratacion = 'si'",
      'Quemadura de sol con malestar y signos de deshidratación',
      [
        'Una quemadura de sol con malestar en un niño que apenas bebe, vomita lo que bebe o casi no orina puede estar perdiendo mucho líquido: que lo vean ahora en urgencias (NHS).',
        'Ponlo a la sombra en un sitio fresco, dale agua o suero oral a sorbos y cúbrelo con ropa fina y holgada o una sábana limpia.',
        ENFRIA_SOL,
        NO_HAGAS_SOL,
        CONSEJO_ROJO_CAMINO,
      ],
    ),
    rojo(
      `tamano = '${TAMANO.muyGrande}' AND origen IN ${POR_CALOR}`,
      'Quemadura muy extensa',
      consejosRojo(
        'Una quemadura tan grande puede hacer que pierda mucho líquido y se enfríe: llama al 112.',
        'Enfría solo las quemaduras y no más de 20 minutos; tapa el resto del cuerpo con una manta para que no pase frío.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `zona = '${ZONA.grave}'`,
      'Quemadura en el ojo o que rodea por completo un miembro',
      consejosRojo(
        'Si es en el ojo, lávalo con agua abundante (o suero) durante 15-20 minutos con el párpado abierto, sin frotar.',
        'Si da la vuelta a un dedo, un brazo o una pierna, quítale anillos, pulseras y ropa ajustada, porque la zona se va a hinchar.',
      ),
      { ver_tambien: ['ojo_rojo'] },
    ),
    rojo(
      `${AMPOLLAS_O_PROFUNDA} AND tamano IN ${lista([TAMANO.bastante, TAMANO.muyGrande])} AND origen IN ${POR_CALOR}`,
      'Quemadura con ampollas de 5 palmas de su mano o más',
      consejosRojo(
        'Una quemadura con ampollas o en carne viva que ocupa 5 palmas de su mano o más (el 5 % de su cuerpo) puede hacerle perder mucho líquido y necesita una unidad de quemados: que lo vean ahora en urgencias.',
        'Enfría solo la quemadura y no más de 20 minutos; tapa el resto del cuerpo para que no pase frío.',
      ),
    ),
    rojo(
      `${AMPOLLAS_O_PROFUNDA} AND zona = '${ZONA.especial}' AND ${MAYOR_QUE_PALMA} AND origen IN ${POR_CALOR}`,
      'Quemadura con ampollas en la cara, el cuello, las manos, los pies, los genitales o una articulación, de una palma o más',
      consejosRojo(
        'Una quemadura con ampollas en estas zonas que ocupa su palma o más puede hincharse, infectarse y dejar cicatrices que limiten el movimiento: que la vean ahora en urgencias, donde la comentarán con la unidad de quemados.',
        'Quítale anillos, pulseras y ropa ajustada de la zona, porque se va a hinchar. Si es en la cara o el cuello, vigila que respire bien y llama al 112 si le cuesta.',
      ),
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `electrica_como = '${ELECTRICA.boca}'`,
      'Quemadura eléctrica en la boca por morder un cable',
      consejosAmarillo(
        'Una quemadura en el labio o la comisura por morder un cable debe verla hoy un médico, aunque ahora casi no sangre ni le duela: suele ser más profunda de lo que parece y puede necesitar seguimiento para que la boca no cicatrice cerrada.',
        'La costra se cae entre 5 y 14 días después y entonces puede sangrar mucho de golpe (una arteria del labio; Academia Americana de Odontopediatría): si pasa, aprieta fuerte el labio entre tus dedos (por dentro y por fuera) y llama al 112.',
        'Ve a urgencias ahora si pierde el conocimiento, nota el corazón rápido o irregular, le duele el pecho o le cuesta respirar.',
      ),
    ),
    amarillo(
      `electrica_como IN ${lista([ELECTRICA.molestias, ELECTRICA.marca])}`,
      'Lesión eléctrica con marca en la piel o molestias',
      consejosAmarillo(
        'Una descarga que deja marca en la piel, hormigueo o dolor, o en la que se quedó agarrado o estaba mojado, debe verla hoy un médico aunque el niño esté bien: la corriente puede dañar por dentro más de lo que se ve, y el médico decidirá si hace falta un electrocardiograma.',
        'Ve a urgencias ahora o llama al 112 si pierde el conocimiento, nota el corazón rápido o irregular, le duele el pecho, le cuesta respirar, está confuso o hace pis oscuro.',
      ),
    ),
    amarillo(
      `origen = '${CAUSA.quimica}' AND quimica_piel = '${QUIMICO_PIEL.ojoBoca}'`,
      'Producto de casa en la piel que también le ha salpicado en un ojo o le ha entrado en la boca',
      consejosAmarillo(
        'Si le ha salpicado en un ojo, lávaselo ahora con agua templada del grifo 15 minutos, con el ojo bien abierto. Si le ha entrado en la boca, límpiasela con un paño húmedo y dale unos sorbos de agua; no le hagas vomitar.',
        `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante y sigue lo que te digan; que lo vea hoy un médico.`,
        'Ve a urgencias ahora si era lejía o amoniaco y le ha entrado en el ojo, o si después de lavarlo le sigue doliendo el ojo, no lo puede abrir, le molesta la luz o ve peor; también si babea, vomita, le duele al tragar o le cuesta respirar.',
      ),
      { acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.pediatraHoy, ACCION.urgenciasHoy], ver_tambien: ['ojo_rojo', 'intoxicacion'] },
    ),
    amarillo(
      `origen = '${CAUSA.quimica}' AND NOT (${QUIMICA_LEVE} AND aspecto = '${ASPECTO.roja}')`,
      'Quemadura química en la piel',
      consejosAmarillo(
        'Quítale la ropa manchada con guantes y lava la piel con agua abundante del grifo durante al menos 20 minutos; si son polvos (cal, cemento), retíralos antes con un paño seco. El cemento fresco y la lejía pueden seguir quemando mientras queden en la piel, y la quemadura del cemento a veces no se ve hasta horas después (rodillas, tobillos, dentro de las botas).',
        'Después, que la vea hoy un médico: las quemaduras químicas se comentan siempre con una unidad de quemados (British Burn Association) porque pueden ir profundizando en las horas siguientes. Lleva el envase del producto.',
        `Si tienes dudas sobre el producto, llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas).`,
        'Ve a urgencias ahora si la piel se pone blanca, gris o negra, si le salen ampollas en la cara, las manos, los pies o los genitales, si le duele cada vez más, si ha afectado a un ojo, o si está decaído, vomita o le cuesta respirar.',
      ),
      { ver_tambien: ['intoxicacion'] },
    ),
    amarillo(
      `medusa_picadura IN ${lista([MEDUSA.extensa, MEDUSA.carabela])}`,
      'Picadura de medusa extensa, en la cara o de carabela portuguesa',
      [
        ...PRIMEROS_AUXILIOS_MEDUSA,
        CALOR_CARABELA,
        'Una picadura de medusa que ocupa medio brazo, media pierna o más, en la cara, los ojos o los genitales, que sigue doliendo mucho o de una carabela portuguesa debe verla hoy un médico.',
        'Llama al 112 si le cuesta respirar, se marea, vomita, tiene calambres o está muy decaído.',
        CONSEJO_AMARILLO,
      ],
      { acciones_sugeridas: [ACCION.pediatraHoy, ACCION.urgenciasHoy], ver_tambien: ['picadura'] },
    ),
    amarillo(
      `infeccion = '${INFECCION.local}'`,
      'Quemadura que parece infectada o con fiebre',
      consejosAmarillo(
        'Una quemadura con pus, mal olor, rojez que se extiende o fiebre puede estar infectada: que la vea hoy un médico.',
        'Si además está muy decaído, vomita, tiene diarrea o le salen manchas por el cuerpo, ve a urgencias ahora.',
      ),
    ),
    amarillo(
      "explicacion = 'si'",
      'Quemadura de la que no se sabe bien cómo ocurrió',
      consejosAmarillo(
        'Cuando nadie vio cómo se quemó o la quemadura no encaja con lo que ha pasado, las guías piden que la valore hoy un médico: puede ser más profunda de lo que parece, y el médico comprobará que el niño está a salvo.',
      ),
    ),
    amarillo(
      "edad_rango = '0-3 meses'",
      'Quemadura en un bebé menor de 3 meses',
      consejosAmarillo('En un bebé tan pequeño cualquier quemadura debe verla hoy un médico: su piel es muy fina y pierde calor con facilidad.'),
      { medicacion: [] },
    ),
    amarillo(
      `aspecto = '${ASPECTO.profunda}'`,
      'Quemadura profunda pequeña',
      consejosAmarillo(
        'Una quemadura blanca, gris, negra, dura o que no duele es profunda aunque sea pequeña: que la vea hoy un médico, que la comentará con la unidad de quemados (puede tardar en curar o necesitar un injerto).',
        'Ve a urgencias ahora si se extiende, si está decaído o tiene fiebre.',
      ),
    ),
    amarillo(
      `${CON_AMPOLLAS} AND ${MAYOR_QUE_PALMA} AND origen != '${CAUSA.sol}'`,
      'Quemadura con ampollas de 1 a 5 palmas de su mano',
      consejosAmarillo(
        'Una quemadura con ampollas que ocupa de 1 a 5 palmas de su mano (del 1 al 5 % del cuerpo), lejos de la cara, las manos, los pies, los genitales y las articulaciones, debe verla hoy un médico, que la comentará con la unidad de quemados: necesita una cura especial y vigilar que no pierda líquidos ni se infecte.',
        'Ofrécele de beber a menudo. Ve a urgencias ahora si está muy adormilado, pálido o frío, vomita, apenas hace pis o tiene fiebre.',
      ),
    ),
    amarillo(
      `${CON_AMPOLLAS} AND zona = '${ZONA.especial}'`,
      'Quemadura con ampollas en la cara, las manos, los pies, los genitales o una articulación',
      consejosAmarillo(
        'En estas zonas una quemadura con ampollas puede dejar cicatrices que limiten el movimiento: que la vea hoy un médico.',
        'Si la zona con ampollas llega a ser tan grande como su palma, ve a urgencias ahora.',
      ),
    ),
    amarillo(
      `sol_signos = '${SOL.malestar}'`,
      'Quemadura de sol con fiebre, dolor de cabeza, vómitos o mucho dolor',
      [
        'Una quemadura de sol con fiebre o escalofríos, dolor de cabeza, mareo, náuseas o vómitos, dolor en los ojos con la luz o un dolor muy fuerte debe verla hoy un médico: puede ser una quemadura de sol grave o un agotamiento por calor (NHS; Schmitt-Thompson).',
        'Mientras tanto, ponlo a la sombra en un sitio fresco y ofrécele agua a sorbos a menudo.',
        ENFRIA_SOL,
        NO_HAGAS_SOL,
        'Si no se tiene en pie, está confuso o muy adormilado, o deja de sudar con la piel muy caliente, llama al 112.',
        CONSEJO_AMARILLO,
      ],
    ),
    {
      si: `origen = '${CAUSA.sol}' AND (${CON_AMPOLLAS} OR sol_signos = '${SOL.hinchada}')`,
      urgencia: 'amarillo',
      titulo: 'Quemadura de sol con ampollas o muy hinchada',
      consejos: [
        'Una quemadura de sol con ampollas o con la piel muy hinchada es más profunda que una rojez: que la vea hoy un médico o un enfermero, que valorará la cura y cuánta piel está afectada (NHS).',
        ENFRIA_SOL,
        NO_HAGAS_SOL,
        'Ofrécele agua a menudo y que no le dé el sol. Para el dolor, ibuprofeno (desde 6 meses) o paracetamol.',
        'Si aparecen fiebre, escalofríos, dolor de cabeza, mareo o vómitos y las ampollas ocupan casi toda la espalda o un miembro, o si está confuso, muy adormilado o deja de sudar con la piel muy caliente, ve a urgencias ahora o llama al 112.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: [ACCION.pediatraHoy, ACCION.urgenciasHoy],
      medicacion: antitermicos(),
    },
    amarillo(
      `aspecto = '${ASPECTO.ampollas}'`,
      'Quemadura con ampollas grandes o rotas',
      consejosAmarillo('Las ampollas grandes o rotas necesitan una cura y un apósito adecuados: que la vea hoy un médico o enfermero.'),
    ),
    amarillo(
      `aspecto = '${ASPECTO.ampollaPequena}' AND edad_rango IN ${lista(EDADES_MENOR_1)}`,
      'Quemadura con ampolla en un bebé',
      consejosAmarillo('En menores de 1 año, una quemadura con ampolla debe verla hoy un médico.'),
    ),
    amarillo(
      `tamano IN ${lista([TAMANO.grande, TAMANO.bastante])} AND origen IN ${POR_CALOR} AND NOT (${QUIMICA_LEVE})`,
      'Quemadura superficial más grande que la palma de su mano',
      consejosAmarillo('Aunque ahora solo esté roja, una escaldadura de este tamaño puede formar ampollas en las próximas horas: que la vea hoy un médico.'),
    ),
    { ...reglaMuyEnfermo([ENFRIA, NO_HAGAS]), medicacion: antitermicos() },
    // ---------------------------------------------------------------- verde
    {
      // Round 19: a diluted household product, rinsed at once, leaving only a little pinkness (poison centres; see notas).
      si: `${QUIMICA_LEVE} AND aspecto = '${ASPECTO.roja}' AND tamano IN ${lista([TAMANO.pequena, TAMANO.grande])} AND zona != '${ZONA.grave}'`,
      urgencia: 'verde',
      titulo: 'Salpicadura de un producto de casa diluido, ya lavada, que solo ha dejado la piel un poco rosada',
      consejos: [
        `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante para confirmar el producto y sigue lo que te digan.`,
        'Un producto de casa diluido (lejía en el agua de fregar, lavavajillas, detergente, jabón, gel de manos) que se quita enseguida y se lava con agua del grifo 10-20 minutos suele dejar, como mucho, la piel un poco roja o con picor un rato: no es una quemadura y se cuida en casa (centros de toxicología).',
        'Si vuelve a escocer, lava otra vez la zona con agua del grifo y jabón suave. Lava aparte la ropa manchada. Después, una crema hidratante sin perfume alivia.',
        NO_HAGAS,
        consejoVuelveSi([
          'le salen ampollas o la piel se pone blanca, gris, marrón u oscura, o se levanta',
          'le duele cada vez más o la rojez se extiende',
          'le escuece o le duele un ojo, lo tiene rojo, no lo puede abrir, le molesta la luz o ve peor (lávalo 15 minutos con agua templada y ve a urgencias)',
          'babea, vomita, le duele al tragar o le cuesta respirar',
          'lo ves peor o muy enfermo, distinto de otras veces',
        ]),
        consejoConsultaSi(['la piel sigue roja o con picor al día siguiente']),
      ],
      acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['intoxicacion'],
    },
    {
      si: `boca_quemada = '${BOCA.comida}'`,
      urgencia: 'verde',
      titulo: 'Quemadura pequeña dentro de la boca al comer algo caliente',
      consejos: [
        'Quemarse la lengua o el paladar con comida caliente es muy frecuente y casi siempre superficial: escuece, la zona puede quedar blanquecina o pelarse, y se cura sola en unos días (como mucho 1-2 semanas). No hace falta que lo vea un médico si traga, habla y respira con normalidad.',
        'Ahora: que se enjuague o beba sorbos de agua fresca o leche fría, o que chupe un polo. A los niños pequeños, no les des cubitos de hielo (se pueden atragantar).',
        'Estos días: comida blanda y fresca o templada (yogur, purés, helado, leche) y nada muy caliente, picante, ácido (zumo de naranja, tomate) ni crujiente (patatas fritas, tostadas), que escuece o roza la quemadura.',
        'Para el dolor, paracetamol o ibuprofeno (desde 6 meses); no le des los dos a la vez. Usa la jeringa dosificadora de su propio envase; si es menor de 2 años, confirma la dosis con tu pediatra o farmacéutico.',
        consejoVuelveSi([
          'babea sin poder tragar su saliva, no quiere beber nada o le duele mucho al tragar',
          'tiene la voz ronca o apagada, hace ruido al coger aire o le cuesta respirar (llama al 112)',
          'le sale fiebre, la boca huele mal o la llaga está cada vez más roja, hinchada o dolorosa',
          'lo ves peor o muy enfermo, distinto de otras veces',
        ]),
        consejoConsultaSi(['la quemadura de la boca no se ha curado en 10 días', 'apenas come por el dolor después de 2-3 días']),
        'Para la próxima vez: deja enfriar la comida recién hecha (sobre todo el queso fundido y los rellenos, que quedan mucho más calientes que la masa) y prueba tú primero la temperatura.',
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      si: `origen = '${CAUSA.medusa}'`,
      urgencia: 'verde',
      titulo: 'Picadura de medusa pequeña en un brazo, una pierna o el tronco',
      consejos: [
        ...PRIMEROS_AUXILIOS_MEDUSA,
        'El escozor y las marcas rojas pueden durar unos días; no es una quemadura y se cuida en casa. Para el dolor, paracetamol o ibuprofeno (desde 6 meses).',
        consejoVuelveSi([
          'le cuesta respirar, se le hinchan los labios o la cara, vomita, se marea o tiene calambres',
          'el dolor no cede en 1 hora o la zona se extiende',
          'lo ves peor o muy enfermo, distinto de otras veces',
        ]),
        consejoConsultaSi(['a los 2-3 días la zona está cada vez más roja, caliente y dolorosa o sale pus']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['picadura'],
    },
    {
      si: `origen = '${CAUSA.planta}'`,
      urgencia: 'verde',
      titulo: 'Ortigas u otra planta, sin signos de alergia',
      consejos: [
        'Las ortigas dan escozor, ronchas y rojez en la zona que rozaron durante unas horas; no es una quemadura y se cuida en casa, aunque ocupe las dos piernas.',
        'Lava la zona con agua fresca y jabón sin frotar; para los pelitos que queden, pega y despega un trozo de cinta adhesiva. Las compresas frías alivian.',
        'Si la planta era una higuera, una lima o un limón, o una hierba con savia, y luego le dio el sol, pueden salir manchas o ampollas al día siguiente: lávale bien la piel y que no le dé el sol en esa zona.',
        consejoVuelveSi([
          'le salen ronchas por todo el cuerpo, se le hinchan los labios o la cara, le cuesta respirar o tragar, vomita o se marea',
          'le salen ampollas grandes',
          'lo ves peor o muy enfermo, distinto de otras veces',
        ]),
        consejoConsultaSi(['el picor o la rojez no mejoran en 1-2 días']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['problemas_piel'],
    },
    {
      si: `origen = '${CAUSA.sol}'`,
      urgencia: 'verde',
      titulo: 'Quemadura de sol sin ampollas ni malestar',
      consejos: [
        'La mayoría de las quemaduras de sol solo ponen la piel roja y dolorida, aunque ocupen toda la espalda: se cuidan en casa (Schmitt-Thompson). El dolor y la rojez empeoran hasta las 24 horas y mejoran a partir de las 48; la piel se pela hacia el 5º-7º día.',
        ENFRIA_SOL,
        NO_HAGAS_SOL,
        'El ibuprofeno (desde 6 meses) alivia el dolor y la inflamación si se empieza pronto; si no, paracetamol. Ofrécele agua a menudo el primer día.',
        'Que no le dé el sol hasta que se cure: ropa, gorra y sombra. Después, protector solar alto y evitar las horas centrales del día.',
        consejoVuelveSi([
          'está confuso o muy adormilado, se desmaya, tiene una convulsión o la piel muy caliente y seca sin sudar (golpe de calor: llama al 112)',
          'le salen ampollas o la piel se hincha mucho',
          'tiene fiebre o escalofríos, dolor de cabeza, vómitos o mareo, o está muy decaído',
          'le duelen los ojos con la luz o le duele muchísimo',
          'la piel tiene pus, huele mal o la rojez se extiende después del 2º día',
          'lo ves peor o muy enfermo, distinto de otras veces',
        ]),
        consejoConsultaSi(['es menor de 1 año', 'el dolor no mejora en 2-3 días con los calmantes']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      si: `electrica_como = '${ELECTRICA.breve}'`,
      urgencia: 'verde',
      titulo: 'Calambrazo breve con la corriente de casa, sin marca ni síntomas',
      consejos: [
        'Un calambrazo breve de un enchufe o un aparato de casa (230 voltios) que soltó enseguida, sin marca en la piel, sin perder el conocimiento y sin molestias después no necesita electrocardiograma ni vigilancia en el hospital (guías de lesiones eléctricas del Perth Children’s Hospital y del Royal Hospital for Children de Glasgow): se cuida en casa.',
        'Revísale bien las manos, los dedos y la boca con buena luz: si aparece una marca, una ampolla o una zona blanca o gris, que lo vea hoy un médico.',
        'Desenchufa el aparato, que lo revise un electricista si estaba roto, y pon protectores en los enchufes que alcance.',
        consejoVuelveSi([
          'pierde el conocimiento, se desmaya, nota el corazón muy rápido o irregular, le duele el pecho o le cuesta respirar (llama al 112)',
          'está confuso o muy adormilado, o hace pis oscuro (como té o refresco de cola) (llama al 112)',
          'le duelen los músculos, tiene hormigueo o no mueve bien la mano o el brazo',
          'le sale una marca, una ampolla o una zona blanca o gris en la piel',
          'lo ves peor o muy enfermo, distinto de otras veces',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Quemadura pequeña y superficial',
      consejos: [
        ENFRIA,
        NO_HAGAS,
        'Después, lávala con agua y jabón suave, sécala sin frotar y tápala con una gasa o un apósito que no se pegue. Una ampolla pequeña protege la piel: no la revientes.',
        'Si es una quemadura de sol, que no le vuelva a dar el sol hasta que se cure, ofrécele agua a menudo y usa compresas de agua fresca.',
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          'le salen ampollas grandes o la piel se pone blanca, gris o negra',
          'tiene fiebre o está decaído',
          'la quemadura tiene pus, huele mal o la rojez se extiende',
          'le cuesta respirar, tose o tiene la voz ronca después de un incendio',
          'tiene fiebre con manchas rojas por el cuerpo, vómitos, diarrea o mareo en los días siguientes',
          'lo ves peor o muy enfermo, distinto de otras veces',
        ]),
        consejoConsultaSi(['la quemadura no ha curado en 10 días', 'le duele mucho y no mejora con los calmantes']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
  ],
  avisos: [AVISO_PREOCUPADO],
}, 'humo');
