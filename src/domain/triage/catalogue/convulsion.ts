/**
 * Convulsión. Built on NHS Healthier Together "Febrile convulsion", the AAP
 * 2011 definition of a simple febrile seizure, SEUP (convulsion → 112), NICE
 * NG143 (rigors amber, asked apart from a fit), the
 * NHS/Epilepsy Society first-aid rules for when to call an ambulance and the
 * NHS breath-holding page. Two verde results are earned (issue 9, patterns 3
 * and 4): a short febrile seizure like earlier ones, fully recovered, at 6
 * months to 5 years (HT green), and a usual, diagnosed breath-holding spell
 * (NHS). See `notas`.
 * Round 8 (NICE NG217; Campistol 2020, Pediatría Integral; Epilepsy Society and
 * Epilepsy Action): movements with the child aware that stop when called or
 * touched are not a seizure (verde, film them); a usual seizure in diagnosed
 * epilepsy, short, recovered, without fever and with the medication taken, is
 * verde; clusters of infantile spasms at 3-12 months are amarillo (same-day
 * paediatric assessment), not rojo.
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  EDADES_MENOR_6_MESES,
  lista,
  MANCHAS,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PREOCUPADO,
  PREGUNTA_RESPIRA_MAL,
  reglaMuyEnfermo,
  creadorDeReglas,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { conCribado } from './cribado-otras-puertas.ts';

/** Minutes from which a seizure is rojo (SPEC §9 "over 5 minutes", HT "≥ 5 min"; see notas). */
export const MINUTOS_CONVULSION_LARGA = 5;

/**
 * A fit versus the shivering of a fever (issue 9, pattern 5): NICE NG143 lists
 * rigors as amber and a seizure apart; in a fit the child does not respond, in
 * rigors the child shivers but looks at you, answers and the shaking stops or
 * changes when held (Epilepsy Society; HT fever "shivering/rigors" amber).
 */
export const TIPO_EPISODIO = {
  convulsion:
    'Una convulsión: no respondía ni te miraba (ojos en blanco, fijos o perdidos) y tenía sacudidas o rigidez que no paraban al sujetarle, o se quedó flojo sin responder',
  tiritona:
    'Tiritona con fiebre: temblaba o le castañeteaban los dientes, pero estaba despierto, te miraba y te respondía, y el temblor paraba o cambiaba al abrazarle o sujetarle',
  consciente:
    'Movimientos raros (sacudidas, temblores cortos, ponerse rígido o apretar las piernas, tics), pero se daba cuenta de todo y paraban en cuanto le llamaba, le tocaba o le distraía',
  noSe: 'No estoy seguro o no lo vi',
} as const;

export const REPETIDAS = {
  una: 'Solo una',
  variasRecuperado: 'Más de una, y entre ellas volvió a estar bien',
  variasSinRecuperar: 'Más de una, sin volver a estar bien entre ellas',
} as const;

/** What the child has had before, when this is not the first seizure. */
export const ANTECEDENTES = {
  febriles: 'Ha tenido otras convulsiones con fiebre, y esta ha sido parecida',
  sollozo:
    'Un médico le ha dicho que tiene espasmos del sollozo, y ha sido como siempre: empezó al llorar por un enfado, un susto o un golpe pequeño, se puso morado o pálido y se recuperó en menos de 1 minuto',
  epilepsia: 'Tiene epilepsia diagnosticada y ha sido una crisis como las que suele tener',
  otra: 'Otra situación, o esta ha sido distinta de las de otras veces',
} as const;

/**
 * Round 18: what a "fit" looked like, asked when the parent saw a fit or is not sure (from 6 months, once it is
 * over). Four benign paroxysmal non-epileptic events that NICE NG217 asks to tell from seizures (NICE CG109; SCHN
 * and NHS breath-holding; Healthier Together and Devon "Fits, faints and funny turns"), each in the parent's words
 * with the features that rule it out. "Ninguna" keeps every seizure question and rule.
 */
export const PARECIDO = {
  ninguno: 'No, no se parecía a ninguna de estas',
  ensimismado:
    'Se queda con la mirada perdida, «en las nubes», solo en momentos tranquilos o aburridos (viendo la tele, en clase, en el coche), y siempre vuelve en sí en cuanto le tocas o le dices su nombre. Nunca le pasa a mitad de una frase, comiendo o jugando, y mientras tanto no parpadea deprisa, no mastica ni mueve las manos',
  dormirse:
    'Una sacudida brusca, o unas pocas, justo al irse quedando dormido, y enseguida estaba despierto y se daba cuenta de todo',
  sollozo:
    'Empezó llorando por un enfado, una rabieta, un susto o un golpe pequeño: se quedó sin respirar, se puso morado o pálido, se quedó flojo o dio unas pocas sacudidas, y en 1 minuto o menos volvió a estar como siempre',
  desmayo:
    'Se desmayó: antes notó calor, mareo o náuseas, se puso pálido o se le nubló la vista, en una situación típica (al ver sangre, con un pinchazo o una vacuna, con un dolor, tras mucho rato de pie o con calor); dio unas pocas sacudidas de unos segundos y se recuperó enseguida',
} as const;

/** Round 18: a knock during a brief non-epileptic event, graded by NICE NG232 (community referral) and SEUP. */
export const GOLPE_EPISODIO = {
  no: 'No se golpeó, o solo un golpe pequeño (un chichón pequeño, un moratón o un rasguño) y ahora está como siempre',
  herida: 'Se hizo una herida que queda abierta o que puede necesitar puntos, y ya sangra poco o nada',
  alarma:
    'Se golpeó la cabeza y después ha vomitado 2 veces o más, está adormilado, confuso o raro, le duele mucho la cabeza o cada vez más, le sale sangre o líquido claro por la nariz o un oído, o tiene moratones alrededor de los ojos o detrás de las orejas o un hundimiento (o, si es menor de 1 año, un chichón, moratón o herida de más de 5 cm); o, sin llorar antes, se quedó así justo después de un golpe en la cabeza; o tiene una herida que sigue sangrando tras 10 minutos apretando; o toma medicinas que hacen sangrar más o tiene hemofilia',
} as const;

/** AAP 2011 simple febrile seizure (6–60 months); NHS breath-holding spells start at 6–18 months and stop by 4–5 years. */
export const EDADES_6_MESES_A_5_ANOS = ['6-12 meses', '1-2 años', '2-5 años'] as const;
/** NHS breath-holding: episodes usually last less than a minute; see a GP if stiffness or shaking lasts longer. */
export const MINUTOS_SOLLOZO = 1;

const EN_EDAD = `edad_rango IN ${lista(EDADES_6_MESES_A_5_ANOS)}`;
/** Round 18: the four benign events of `episodio_parecido` (NICE NG217 differential diagnosis). */
const MIMICOS = [PARECIDO.ensimismado, PARECIDO.dormirse, PARECIDO.sollozo, PARECIDO.desmayo] as const;
const MIMICO = `episodio_parecido IN ${lista(MIMICOS)}`;
/** Not one of them (unknown where the question is not asked: a hidden question still asks the seizure questions). */
const NO_MIMICO = `episodio_parecido NOT IN ${lista(MIMICOS)}`;
const SOLLOZO_EPISODIO = `episodio_parecido = '${PARECIDO.sollozo}'`;
const DESMAYO_EPISODIO = `episodio_parecido = '${PARECIDO.desmayo}'`;
/** Round 18: a breath-holding spell recognised by a doctor before, at 6 months to 5 years (NHS; SCHN). */
const VERDE_SOLLOZO_NUEVO = `${SOLLOZO_EPISODIO} AND sollozo_visto = 'si' AND ${EN_EDAD}`;
/** Round 18: an uncomplicated faint (NICE CG109) from 5 years, the age band where mareo treats it as simple. */
const EDADES_DESMAYO_SIMPLE = ['5-12 años', '12+ años'] as const;
const MENOR_6_MESES = `edad_rango IN ${lista(EDADES_MENOR_6_MESES)}`;
/**
 * Benign sleep myoclonus of early infancy (Maurer et al., Pediatrics 2010): jerks only in sleep that stop at
 * once on waking, in a well baby, repeated the same way. The seizure questions (duration, clusters, focal,
 * first time) do not describe it and are not asked after it.
 */
const MIOCLONIAS = "mioclonias_sueno = 'si'";
const SIN_MIOCLONIAS = "mioclonias_sueno != 'si'";
/**
 * Round 9, jitteriness of a newborn or young baby (Gomella, Neonatology; GPnotebook; Papile 2019): a fine, fast
 * tremor set off by handling or crying that stops when the limb is gently held, awake and looking normally. It is
 * not a seizure but can come from low sugar or calcium, so it is checked the same day; the seizure questions are not asked.
 */
const TEMBLOR = "temblor_bebe = 'si'";
const SIN_TEMBLOR = "temblor_bebe != 'si'";
/** Shivering with fever, not a fit: the seizure questions are not asked. */
const TIRITONA = `tipo_episodio = '${TIPO_EPISODIO.tiritona}'`;
const NO_TIRITONA = `tipo_episodio != '${TIPO_EPISODIO.tiritona}'`;
/** HT febrile convulsion green: < 5 min (rojo rule above), full recovery, previous febrile convulsions. */
const VERDE_FEBRIL = `antecedentes = '${ANTECEDENTES.febriles}' AND fiebre = 'si' AND ${EN_EDAD}`;
/** NHS breath-holding: diagnosed, usual spell, under a minute. */
const VERDE_SOLLOZO = `antecedentes = '${ANTECEDENTES.sollozo}' AND duracion_minutos <= ${MINUTOS_SOLLOZO} AND ${EN_EDAD}`;
/**
 * Round 8, non-epileptic paroxysmal events (NICE NG217; Campistol 2020): the child stays aware and the movements
 * stop at once when called, touched or distracted (gratification, shuddering attacks, tics). The seizure
 * questions (duration, clusters, focal, first time, fever) do not describe them and are not asked.
 */
const CONSCIENTE = `tipo_episodio = '${TIPO_EPISODIO.consciente}'`;
const NO_CONSCIENTE = `tipo_episodio != '${TIPO_EPISODIO.consciente}'`;
/** Round 8, infantile spasms (NICE NG217; West syndrome): asked at 3-12 months, when the fit is over. */
const EDADES_ESPASMOS = ['3-6 meses', '6-12 meses'] as const;
const ESPASMOS = "espasmos_salvas = 'si'";
const SIN_ESPASMOS = "espasmos_salvas != 'si'";
/**
 * Round 18: where `episodio_parecido` is asked; its follow-ups repeat the gate, as a hidden question's answer is
 * unknown and an unknown condition asks.
 */
const SE_PREGUNTA_PARECIDO = `edad_rango NOT IN ${lista(EDADES_MENOR_6_MESES)} AND tipo_episodio IN ${lista([TIPO_EPISODIO.convulsion, TIPO_EPISODIO.noSe])} AND convulsiona_ahora = 'no' AND ${SIN_ESPASMOS}`;
/** The questions that describe an epileptic seizure: not for shivering, sleep myoclonus, aware episodes, spasms or (round 18) the benign events. */
const ES_CRISIS = `${NO_TIRITONA} AND ${SIN_MIOCLONIAS} AND ${SIN_TEMBLOR} AND ${NO_CONSCIENTE} AND ${SIN_ESPASMOS} AND ${NO_MIMICO}`;
/**
 * Round 8, known epilepsy (NICE NG217 ambulance criteria; Epilepsy Society, Epilepsy Action care plans): the
 * child's usual seizure, under 5 minutes, recovered as usual, without fever, with the medication taken; the
 * rojo rules above (5 minutes, clusters, injury, breathing, colour, not recovered) are tried first.
 */
const VERDE_EPILEPSIA = `antecedentes = '${ANTECEDENTES.epilepsia}' AND fiebre = 'no' AND medicacion_epilepsia = 'si' AND repetidas = '${REPETIDAS.una}'`;

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


export const convulsion: Flujo = conCribado({
  ...FICHAS.convulsion,
  fuentes: [
    {
      titulo: 'Maurer VO, Rizzi M, Bianchetti MG, Ramelli GP. Benign neonatal sleep myoclonus: a review of the literature. Pediatrics 2010;125(4):e919-e924',
      anio: 2010,
      url: 'https://doi.org/10.1542/peds.2009-1839',
    },
    {
      titulo: 'Gomella TL, et al. Neonatology: management, procedures, on-call problems, diseases and drugs. On-call problem: seizure activity (temblores frente a convulsión). McGraw-Hill, AccessPediatrics',
      anio: 2020,
      url: 'https://accesspediatrics.mhmedical.com/content.aspx?bookid=1303&sectionid=79662451',
    },
    {
      titulo: 'GPnotebook. Jitteriness (neonatal) (revisado en 2023)',
      anio: 2023,
      url: 'https://gpnotebook.com/en-gb/simplepage.cfm?ID=-181075926',
    },
    {
      titulo: 'Papile LA. The jittery baby and seizures. En: Neonatology questions and controversies (Springer)',
      anio: 2019,
      url: 'https://rd.springer.com/chapter/10.1007/978-3-319-95672-5_17',
    },
    {
      titulo: 'NICE NG217. Epilepsies in children, young people and adults (qué es una crisis; derivación tras la primera)',
      anio: 2022,
      url: 'https://www.nice.org.uk/guidance/ng217',
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
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s (rojo: estado epiléptico, crisis focales, signos neurológicos focales; ámbar: tiritona)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'NHS Healthier Together (Frimley). Fever (high temperature) in children over 3 months (ámbar: tiritona) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://frimley-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/fever-high-temperature/fever-high-temperature-children-over-3-months-age',
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
      titulo: 'NHS. Breath-holding in babies and children (copia del texto del NHS consultada en zana.com) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/breath-holding-in-babies-and-children/',
    },
    {
      titulo: 'Portsmouth City Council / NHS. Fits (seizures): red, amber, green (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://healthandcare.portsmouth.gov.uk/fits/',
    },
    {
      titulo:
        'NICE NG217. Epilepsies in children, young people and adults: recommendations (episodios paroxísticos no epilépticos; derivación urgente de los espasmos infantiles; cuándo llamar a una ambulancia)',
      anio: 2022,
      url: 'https://www.nice.org.uk/guidance/ng217/chapter/Recommendations',
    },
    {
      titulo: 'Campistol Plana J. Trastornos paroxísticos no epilépticos en la infancia. Pediatría Integral 2020;XXIV(7)',
      anio: 2020,
      url: 'https://www.pediatriaintegral.es/publicacion-2020-10/trastornos-paroxisticos-no-epilepticos-en-la-infancia-2/',
    },
    {
      titulo: "Don't Forget the Bubbles. Infantile spasms (salvas de espasmos; valoración el mismo día; no se interrumpen al distraerle)",
      anio: 2021,
      url: 'https://dontforgetthebubbles.com/infantile-spasms/',
    },
    {
      titulo: "NICE CG109. Transient loss of consciousness ('blackouts') in over 16s: desmayo simple sin complicaciones (postura, desencadenante, aviso previo; unas pocas sacudidas no lo descartan) y signos de causa cardiaca",
      anio: 2010,
      url: 'https://www.nice.org.uk/guidance/cg109/chapter/Recommendations',
    },
    {
      titulo: 'NHS Healthier Together (South West London). Fits, faints and funny turns: hoja para padres (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://swlondon-healthiertogether.nhs.uk/professionals/nhs-111-clinicians/safety-netting-parent-info-sheets/fits-faints-and-funny-turns',
    },
    {
      titulo: 'Devon Formulary and Referral. Fits, faints and funny turns in children and young people (historia, aviso previo del síncope vasovagal, signos de alarma; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://northeast.devonformularyguidance.nhs.uk/referral-guidance/eastern-locality/paediatrics/fits-faints-and-funny-turns-in-children-and-young-people',
    },
    {
      titulo: 'Queensland Health. Faints, syncope and funny turns: minimum referral criteria (espasmos del sollozo probables y episodios benignos: consulta programada; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.health.qld.gov.au/cpc/general-paediatrics/faints-syncope-and-funny-turns',
    },
    {
      titulo: "Sydney Children's Hospitals Network. Breath-holding spells: fact sheet (de 6 meses a 4 años, tras un enfado o un golpe pequeño, unas pocas sacudidas de segundos; sin fecha, año de consulta)",
      anio: 2026,
      url: 'https://www.schn.health.nsw.gov.au/fact-sheets/breath-holding-spells',
    },
    {
      titulo: "Royal Children's Hospital Melbourne. Afebrile seizures, clinical practice guideline (imitadores de crisis: espasmos del sollozo, síncope, autoestimulación; leído a través del resumen de Paeds Portal, verificar)",
      anio: 2026,
      url: 'https://www.rch.org.au/clinicalguide/guideline_index/Afebrile_seizures/',
    },
    {
      titulo: 'NHS Healthier Together. Febrile convulsion: safety-netting advice for parents (ámbar: sigue adormilado o decaído, empeora; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/parents-and-carers/worried-your-child-unwell/seizure-febrile-convulsion',
    },
    {
      titulo: 'NICE NG232. Head injury: assessment and early management (criterios de derivación desde la comunidad)',
      anio: 2023,
      url: 'https://www.nice.org.uk/guidance/ng232',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    '5 minutos: SPEC §4 y §9 dicen "más de 5 minutos" y el NHS "more than 5 minutes"; Healthier Together dice "5 minutos o más". Elegimos la lectura prudente: rojo desde 5 minutos exactos (≥ 5). Además, los padres calculan el tiempo a ojo y lo redondean, y la ayuda de la pregunta pide poner el tiempo más largo posible si no se sabe.',
    'Primera convulsión: Healthier Together manda llamar a una ambulancia ante la primera convulsión de la vida, y SEUP pone "movimientos anormales (convulsión)" en 112; el brief pedía al menos amarillo. Elegimos rojo.',
    'Convulsión febril corta como otras veces (patrón 4, "nunca verde" debe ganarse): Healthier Together da verde ("vigilar de cerca en casa") a una convulsión de menos de 5 minutos con recuperación completa en un niño que ya había tenido convulsiones febriles; la AAP (2011) define la convulsión febril simple (generalizada, menos de 15 minutos, una sola en 24 horas, de 6 a 60 meses), dice que es benigna y que en el niño que está bien no hacen falta pruebas; SEUP pone "movimientos anormales (convulsión)" en 112 sin distinguir este caso. Antes elegíamos amarillo; ahora seguimos la fuente específica, que describe justamente al niño que ya las ha tenido: verde si los padres dicen que ya ha tenido otras convulsiones con fiebre y esta ha sido parecida, tiene fiebre, tiene de 6 meses a 5 años, duró menos de 5 minutos, fue de todo el cuerpo, es la única en 24 horas, se ha recuperado del todo y no hay ningún otro signo (respiración, color, cuello rígido, fontanela, manchas, golpe, diabetes o tóxicos, aspecto de muy enfermo). Cualquier cambio respecto a lo habitual sube de nivel: otra convulsión en la misma enfermedad → amarillo; 5 minutos o más, focal, sin recuperarse, sin fiebre → rojo. El resultado remite al flujo fiebre para valorar la causa de la fiebre.',
    'Espasmos del sollozo (patrón 3, el episodio de siempre en un niño sano): el NHS dice que los espasmos del sollozo (azules o pálidos) empiezan entre los 6 y 18 meses, duran menos de 1 minuto, no hacen daño y desaparecen hacia los 4-5 años; hay que verlos la primera vez (y con un electrocardiograma), y si ya están diagnosticados, consultar si son más frecuentes o más fuertes, si la rigidez o las sacudidas duran más de 1 minuto o si tarda en recuperarse; llamar al 112 si no se le puede despertar o tiene una convulsión. Elegimos: diagnosticados, como siempre, de 6 meses a 5 años y de 1 minuto o menos → verde; si dura más de 1 minuto o pasa fuera de esa edad → amarillo; el primer episodio es "primera convulsión" → rojo (el NHS: "si un médico no te ha dicho que son espasmos del sollozo, que lo vean enseguida").',
    'Ronda 18, episodios que asustan pero no son convulsiones (NICE NG217 pide distinguirlos; NICE CG109; hojas de Healthier Together y de Devon "Fits, faints and funny turns"; Queensland los deriva sin urgencia): los padres traen por esta puerta episodios benignos que, contados como "convulsión", salían rojos por "primera convulsión" o "sin fiebre". Ahora, desde 6 meses, cuando han visto una convulsión o no están seguros y ya ha pasado, se pregunta a qué se parecía (pregunta nueva episodio_parecido; la primera respuesta sigue el camino de siempre): (a) ensimismamiento: mirada perdida solo en momentos tranquilos o aburridos, que siempre para al tocarle o decir su nombre, nunca a mitad de una frase, comiendo o jugando, sin parpadeo rápido, masticación ni movimientos de manos → VERDE, cita no urgente si en el colegio preocupa (la red de seguridad describe las ausencias); (b) una o unas pocas sacudidas al quedarse dormido, despierto y consciente enseguida → VERDE; (c) espasmo del sollozo tras un enfado, un susto o un golpe pequeño, morado o pálido, quizá unas pocas sacudidas, recuperado en 1 minuto o menos: ya visto por un médico (pregunta nueva sollozo_visto), de 6 meses a 5 años → VERDE; la primera vez → AMARILLO, que lo vea hoy un médico (NHS: ver al médico la primera vez, con electrocardiograma y hierro si está pálido; antes salía rojo por "primera convulsión"; el encargo y SCHN lo describen como benigno); la primera vez fuera de 6 meses-5 años → ROJO (los espasmos casi siempre empiezan antes de los 2 años y el desmayo tras un susto es un signo de síncope cardiaco: lectura prudente), y ya visto pero fuera de esa edad → amarillo, como antes; (d) desmayo con aviso (calor, mareo, náuseas, palidez, vista nublada) y desencadenante típico (sangre, pinchazo, dolor, mucho rato de pie, calor), con unas pocas sacudidas de segundos y recuperación rápida → VERDE desde 5 años, con cita no urgente para valorar un electrocardiograma tras el primero (NICE CG109: desmayo sin complicaciones; las sacudidas breves son frecuentes en el síncope), AMARILLO de 1 a 5 años y ROJO de 6 a 12 meses, como en mareo; ROJO si fue haciendo ejercicio, tumbado o tras un susto, con dolor en el pecho o palpitaciones antes, con una enfermedad del corazón o con muerte súbita o cardiopatía hereditaria en la familia (pregunta nueva desmayo_cardiaco; Danon 2023, ESC), como en mareo. Entre fuentes: la hoja de Healthier Together de "fits, faints and funny turns" pone la pérdida de conocimiento con recuperación rápida en ámbar; seguimos a NICE CG109 y al verde que mareo ya da al desmayo simple. Con estos cuatro no se preguntan los minutos, las repeticiones, el foco, la primera vez, los antecedentes ni la fiebre (describen una crisis); sí la recuperación, la respiración, el color, la rigidez de nuca, la diabetes o los tóxicos, las manchas y el aspecto, que siguen dando rojo o amarillo. El golpe: antes "golpe fuerte en la cabeza o herida con la convulsión, o empezó tras un golpe" era rojo, y un espasmo del sollozo pálido empieza justo con un golpe pequeño. Tras uno de estos episodios se pregunta ahora el daño con los signos de NICE NG232 (pregunta nueva golpe_episodio): un golpe pequeño que le deja como siempre no sube el nivel; una herida abierta → amarillo (SEUP: puntos el mismo día); vómitos repetidos, adormilado, confuso, dolor de cabeza que aumenta, líquido o sangre por la nariz o un oído, moratones alrededor de los ojos o detrás de las orejas, hundimiento, en menores de 1 año un chichón de más de 5 cm, quedarse así justo tras un golpe sin llorar antes, una herida que sangra tras 10 minutos o anticoagulantes → ROJO. En una convulsión de verdad la pregunta del golpe no cambia. Los movimientos con el niño consciente (ronda 8) tampoco cambian.',
    'Ronda 18, convulsión febril como otras veces: la AAP (2011) avisa de que un antibiótico ya tomado puede tapar una meningitis, y Healthier Together pone en ámbar al niño que sigue decaído tras la convulsión o empeora. Antes del verde se pregunta (pregunta nueva febril_alerta) si tomaba antibiótico, si lleva más de 2 días con fiebre o la fiebre va a más (el encargo dice 2-3 días: elegimos 2, la lectura prudente), o si, despierto y reconociéndote, no ha vuelto del todo a ser el de siempre → AMARILLO, que lo vea hoy un médico. No volver a estar como siempre (adormilado, confuso, no mueve un lado) sigue en rojo por su propia pregunta, que va antes: no se baja.',
    'Más de una convulsión en la misma enfermedad, recuperándose entre ellas: ámbar en Healthier Together (la AAP la llama compleja) → amarillo. Una detrás de otra sin recuperarse: rojo.',
    'Mioclonías benignas del sueño del lactante (ronda 6): Maurer y cols. (Pediatrics 2010, revisión de 164 casos) describen sacudidas mioclónicas, a menudo en salvas repetidas durante minutos, solo durante el sueño, que paran en cuanto se despierta al bebé, en recién nacidos y lactantes sanos, con exploración y desarrollo normales, que desaparecen hacia los 3-6 meses; sujetar las extremidades no las para y puede alargarlas, y se confunden con convulsiones. NICE NG217 (epilepsias) describe lo que es una crisis y pide que la primera la valore un especialista. Antes, en menores de 6 meses cualquier episodio era rojo. Ahora se pregunta (solo a menores de 6 meses) si eran solo sacudidas dormido que paran al despertarlo, sin cambio de color ni de la respiración, en un bebé que despierto está bien, come bien y está atento, y que se repiten igual → amarillo, que lo vea su pediatra hoy o en cuanto pueda con un vídeo (no es para urgencias, pero hay que confirmarlo). Sigue siendo rojo: las sacudidas despierto, que no paran al despertarlo, el cambio de color o de la respiración, la primera vez, la fiebre, comer peor o estar más dormido (todas hacen responder No a la pregunta, y No da rojo como antes), no volver a estar como siempre, la dificultad para respirar, el color, la fontanela, las manchas y el golpe. Con mioclonías no se preguntan la duración, el número de episodios, si fue focal, si es la primera, los antecedentes ni la fiebre (las dos últimas ya están en la propia pregunta): describen convulsiones y darían rojo a lo que las fuentes describen como benigno.',
    'Edad: menores de 6 meses → rojo salvo las mioclonías del sueño de arriba (fuentes españolas; la AAP define la convulsión febril simple de 6 a 60 meses). De 5 a 12 años, fuera de la edad típica pero con convulsiones previas, amarillo (el rango 5-12 incluye niños de 5 años que aún están en la edad típica); 12 años o más, rojo.',
    'Sin fiebre: rojo (brief y SPEC), salvo un espasmo del sollozo ya diagnosticado (arriba) o en un niño con epilepsia ya diagnosticada y una crisis como las habituales (párrafo de la ronda 8 más abajo).',
    'Ronda 8, epilepsia conocida: hasta ahora la crisis habitual de un niño con epilepsia era amarillo (Portsmouth: ámbar). NICE NG217 y los planes de crisis de la Epilepsy Society y Epilepsy Action solo mandan llamar a una ambulancia si la crisis dura 5 minutos o más, se repiten sin recuperarse, se ha hecho daño, le cuesta respirar, es la primera o no se recupera como siempre; si no, basta con seguir el plan y anotarla. Elegimos NG217: crisis como las que suele tener, de menos de 5 minutos, una sola, recuperado, sin fiebre y tomando su medicación (pregunta nueva medicacion_epilepsia) → VERDE "sigue su plan y cuéntaselo a su neurólogo". Con fiebre, dosis olvidadas o más de una crisis → amarillo (nuevo título). Las reglas rojas van antes y no cambian. La crisis focal deja de ser roja por sí sola cuando es la crisis habitual de una epilepsia diagnosticada (los criterios de ambulancia de NG217 no la incluyen); en todos los demás casos sigue en rojo (NICE NG143). Por eso la pregunta de fiebre ya no tiene valor de alarma: "sin fiebre" es rojo en una primera convulsión o en una febril, pero en la epilepsia conocida la fiebre es lo que la sube a amarillo; las dos direcciones tienen sus pruebas.',
    'Ronda 8, movimientos que no son convulsiones: NICE NG217 pide distinguir los episodios paroxísticos no epilépticos, y Campistol (Pediatría Integral 2020, Sant Joan de Déu) describe los del lactante y el niño (estremecimientos, conductas de autoestimulación, mioclonías del sueño, tics): el niño sigue consciente y el episodio para al llamarle, tocarle o distraerle; se diagnostican con la historia y un vídeo. Añadimos esa opción a la pregunta "¿Qué has visto?" (sus otras opciones no cambian, por eso conserva el id) → VERDE, grábalo y enséñalo en una consulta normal, sin preguntas de minutos, repeticiones, foco ni primera vez (que solo describen una crisis); la respiración, el color, el golpe, la rigidez de nuca, las manchas y el aspecto siguen pudiendo subirlo. Con ello, "convulsión de 5 minutos o más" solo se pregunta cuando el niño no respondía (la ayuda de la pregunta de minutos lo dice). Las mioclonías benignas del sueño del lactante (ronda 6, antes amarillo) pasan a VERDE con vídeo y consulta en los próximos días, porque NG217 y Maurer las describen como benignas y la pregunta ya exige que se repitan igual en un bebé que está bien.',
    'Ronda 9, temblores del recién nacido ("jitteriness"): los textos de neonatología (Gomella, Neonatology; GPnotebook; Papile 2019) separan el temblor de la convulsión por signos que un padre puede ver: temblor fino y rápido, provocado por tocarlo o por el llanto, que para al sujetar con suavidad la extremidad, con el bebé despierto, mirando normal, sin desviación de los ojos ni cambio de color; la convulsión no para al sujetarla, es más lenta y brusca y puede traer mirada fija, ojos desviados, chupeteo, apnea o cianosis. El temblor no es una convulsión, pero puede deberse a una hipoglucemia, una hipocalcemia o una abstinencia, así que pide un análisis el mismo día → AMARILLO (pregunta temblor_bebe, menores de 6 meses, después de la de mioclonías), en vez del rojo general de los menores de 6 meses; la pregunta exige además que coma bien y no tenga fiebre. Con temblor no se preguntan convulsiona_ahora, los espasmos ni las preguntas de crisis, pero sí la recuperación, la respiración, el color, el golpe y las manchas, que siguen dando rojo. Cualquier otro episodio en menores de 6 meses sigue en rojo.',
    'Ronda 8, espasmos infantiles: de 3 a 12 meses, salvas de sacudidas muy cortas con flexión de cabeza y tronco y brazos hacia arriba, a menudo al despertar, que no paran al distraerle, a veces con pérdida de sonrisa o de habilidades (síndrome de West) → AMARILLO, que lo vea hoy un pediatra (NICE NG217 pide derivación urgente; Don\'t Forget the Bubbles: valoración el mismo día), en vez del rojo general de los menores de 6 meses. Sigue en rojo si convulsiona ahora o con cualquier signo rojo (color, respiración, no recuperado, golpe, rigidez, manchas). En menores de 3 meses no se pregunta y todo episodio sigue en rojo (más prudente; los espasmos empiezan sobre todo a partir de los 3-4 meses). En 3-6 meses la salida temprana en rojo llega ahora tras dos preguntas más (convulsiona ahora y espasmos).',
    'Manchas que no se borran al apretar: rojo con o sin fiebre (NICE, Healthier Together).',
    'Convulsión o tiritona (issue 9, patrón 5, ronda 2): muchos padres llaman "convulsión" a la tiritona de la fiebre, y la pregunta de los 5 minutos no los separaba: un niño que tiritaba 10 minutos salía rojo. NICE NG143 pone los escalofríos con tiritona ("rigors") en ámbar y la convulsión aparte (estado epiléptico y crisis focales en rojo), y Healthier Together pone "tiritona" en ámbar en su hoja de fiebre. Ahora la primera pregunta, desde los 6 meses, pide lo que han visto con palabras observables: en la convulsión el niño no responde ni mira (ojos en blanco o fijos) y las sacudidas no paran al sujetarle; en la tiritona tiembla o le castañetean los dientes, pero está despierto, mira, responde y el temblor para o cambia al abrazarle. Tiritona → amarillo con enlace a fiebre, y se siguen preguntando los signos de alarma que valen para los dos (respiración, color, cuello rígido o fontanela, manchas, aspecto de muy enfermo → rojo o amarillo); las preguntas propias de la convulsión (duración, recuperación, focal, primera vez…) no se hacen. "No estoy seguro o no lo vi" sigue el camino de la convulsión. En menores de 6 meses no se pregunta: cualquier episodio es rojo, como antes (a esa edad los bebés apenas tiritan y una convulsión es más probable).',
    'Puertas equivocadas: detrás de una convulsión pueden estar una meningitis o una encefalitis (cuello rígido, fontanela abultada, manchas que no se borran, no se recupera: rojo, NICE NG143), un traumatismo craneal (golpe en la cabeza: rojo, enlace a golpes_caidas), una bajada de azúcar en un niño con diabetes o una intoxicación (rojo, enlace a intoxicacion), una epilepsia que debuta (primera convulsión, convulsión sin fiebre o focal: rojo) o un desmayo o un espasmo del sollozo que los padres ven como convulsión (ver arriba; enlace a mareo en el desmayo). Todas se preguntan.',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Sin medicación: las dosis de antitérmicos se dan en el flujo fiebre (enlazado).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'tipo_episodio',
      texto: '¿Qué has visto?',
      tipo: 'opciones',
      opciones: [TIPO_EPISODIO.convulsion, TIPO_EPISODIO.tiritona, TIPO_EPISODIO.consciente, TIPO_EPISODIO.noSe],
      ayuda:
        'En una convulsión el niño no se entera de nada y no te responde. En la tiritona de la fiebre tiembla mucho, pero te mira y te contesta (o llora y se calma en brazos si es pequeño). Hay movimientos que asustan pero no son convulsiones: el niño sigue enterándose y paran en cuanto le llamas, le tocas o le distraes con un juguete. Si ahora mismo tiene sacudidas y no responde, túmbalo de lado y mira el reloj.',
      // Under 6 months every episode is rojo (babies that young barely shiver): not asked.
      mostrar_si: `edad_rango NOT IN ${lista(EDADES_MENOR_6_MESES)}`,
    },
    {
      id: 'mioclonias_sueno',
      texto:
        '¿Eran solo sacudidas rápidas de los brazos o las piernas mientras dormía, que paraban en cuanto lo despertabas o lo cogías, sin cambiar de color ni dejar de respirar y sin fiebre? ¿Y despierto está bien, come bien y está atento, y le ha pasado más veces, siempre igual?',
      tipo: 'si_no',
      ayuda:
        'Responde No si las sacudidas siguen con el bebé despierto o no paran al despertarlo, si se puso azul, pálido o dejó de respirar, si es la primera vez, o si come peor, está más dormido o tiene fiebre. Si puedes, grábalo en vídeo la próxima vez.',
      mostrar_si: MENOR_6_MESES,
    },
    {
      id: 'temblor_bebe',
      texto:
        '¿Era un temblor fino y rápido de los brazos, las piernas o la barbilla, que le daba al tocarlo, al cambiarlo o al llorar y paraba en cuanto le sujetabas con suavidad el brazo o la pierna? ¿Y mientras tanto estaba despierto y mirando normal, sin desviar los ojos, sin cambiar de color, y come bien y no tiene fiebre?',
      tipo: 'si_no',
      ayuda:
        'Muchos recién nacidos tiemblan así (tiritan sin frío) al llorar o al moverlos. Una convulsión es distinta: las sacudidas son más lentas y bruscas, no paran al sujetarle, y el bebé puede quedarse con la mirada fija o los ojos desviados, chupetear, dejar de respirar o ponerse pálido o azul. Responde No si ha pasado algo de eso, si temblaba sin que nadie lo tocara y no paraba al sujetarle, o si come peor, está más dormido o tiene fiebre.',
      mostrar_si: `${MENOR_6_MESES} AND ${SIN_MIOCLONIAS}`,
    },
    {
      id: 'convulsiona_ahora',
      texto: '¿Sigue con la convulsión ahora mismo (sacudidas, rigidez o no responde)?',
      tipo: 'si_no',
      ayuda: 'Si sigue: túmbalo de lado, no le metas nada en la boca, no le sujetes y mira el reloj. Si dura 5 minutos o más, llama al 112.',
      mostrar_si: `${NO_TIRITONA} AND ${SIN_MIOCLONIAS} AND ${SIN_TEMBLOR} AND ${NO_CONSCIENTE}`,
      alarma: ['si'],
    },
    {
      id: 'espasmos_salvas',
      texto:
        '¿Han sido salvas de sacudidas muy cortas, de 1 o 2 segundos cada una, en las que dobla de golpe la cabeza y el cuerpo hacia delante (o hacia atrás) y sube o abre los brazos, una detrás de otra durante unos minutos, a menudo al despertarse?',
      tipo: 'si_no',
      ayuda:
        'Son los espasmos infantiles: parecen un susto o un sobresalto que se repite muchas veces seguidas, y no paran aunque le hables o le cojas. A veces el bebé sonríe menos, está más apagado o deja de hacer cosas que ya hacía. Si puedes, grábalo en vídeo.',
      mostrar_si: `edad_rango IN ${lista(EDADES_ESPASMOS)} AND ${NO_TIRITONA} AND ${SIN_MIOCLONIAS} AND ${SIN_TEMBLOR} AND ${NO_CONSCIENTE} AND convulsiona_ahora = 'no'`,
    },
    {
      // Round 18: benign paroxysmal non-epileptic events (NICE NG217; NICE CG109; NHS and SCHN breath-holding).
      id: 'episodio_parecido',
      texto: 'Hay episodios que asustan mucho pero no son convulsiones. ¿Se parecía a alguno de estos?',
      tipo: 'opciones',
      opciones: [PARECIDO.ninguno, PARECIDO.ensimismado, PARECIDO.dormirse, PARECIDO.sollozo, PARECIDO.desmayo],
      ayuda:
        'Elige uno solo si encaja del todo. Elige la primera opción si tuvo sacudidas o rigidez más de unos segundos, si no volvía en sí enseguida, si se puso azul sin haber llorado antes, si le pasó a mitad de una frase, comiendo o jugando, o si después estuvo adormilado o confuso un rato.',
      mostrar_si: SE_PREGUNTA_PARECIDO,
    },
    {
      id: 'sollozo_visto',
      texto: '¿Un médico ya ha visto antes a tu hijo por episodios así y te ha dicho que son espasmos del sollozo?',
      tipo: 'si_no',
      ayuda: 'Si es la primera vez que le pasa, o nadie te ha dicho todavía qué es, responde No.',
      mostrar_si: `${SE_PREGUNTA_PARECIDO} AND ${SOLLOZO_EPISODIO}`,
      alarma: ['no'],
    },
    {
      id: 'desmayo_cardiaco',
      texto:
        '¿Le pasó haciendo ejercicio o deporte, estando tumbado, o justo tras un susto o un ruido fuerte; notó antes dolor en el pecho o el corazón muy deprisa o a saltos; tiene una enfermedad del corazón; o en la familia alguien murió de repente sin explicación antes de los 50 años o tiene una enfermedad del corazón hereditaria?',
      tipo: 'si_no',
      ayuda: 'Notar el corazón deprisa por el susto después de despertarse no cuenta: cuenta si lo notó antes de desmayarse.',
      mostrar_si: `${SE_PREGUNTA_PARECIDO} AND ${DESMAYO_EPISODIO}`,
      alarma: ['si'],
    },
    {
      id: 'duracion_minutos',
      texto: '¿Cuántos minutos duró la convulsión?',
      tipo: 'numero',
      ayuda:
        'Cuenta el rato en que tenía sacudidas o rigidez sin responder, no el rato de sueño de después. Si no lo sabes seguro, pon el tiempo más largo que creas posible.',
      mostrar_si: `${ES_CRISIS} AND convulsiona_ahora = 'no'`,
    },
    {
      id: 'recuperado',
      texto:
        '¿Ha vuelto ya a estar como siempre: despierto, te reconoce, y mueve los brazos y las piernas, habla (o balbucea) y mira con normalidad?',
      tipo: 'si_no',
      ayuda: 'Es normal que esté un rato cansado o con sueño, pero debe despertarse bien, reconocerte y moverse con normalidad.',
      mostrar_si: `${NO_TIRITONA} AND ${NO_CONSCIENTE} AND (${MIOCLONIAS} OR ${TEMBLOR} OR convulsiona_ahora = 'no')`,
      alarma: ['no'],
    },
    PREGUNTA_RESPIRA_MAL,
    PREGUNTA_COLOR_GRAVE,
    {
      id: 'repetidas',
      texto: '¿Cuántas convulsiones ha tenido en las últimas 24 horas?',
      tipo: 'opciones',
      mostrar_si: ES_CRISIS,
      opciones: [REPETIDAS.una, REPETIDAS.variasRecuperado, REPETIDAS.variasSinRecuperar],
      alarma: [REPETIDAS.variasSinRecuperar],
    },
    {
      id: 'golpe_herida',
      texto: '¿Se ha dado un golpe fuerte en la cabeza o se ha hecho una herida con la convulsión, o empezó después de un golpe en la cabeza?',
      tipo: 'si_no',
      mostrar_si: `${NO_TIRITONA} AND ${NO_MIMICO}`,
      alarma: ['si'],
    },
    {
      // Round 18: after a benign event, a small knock is not by itself a reason for urgencias (NICE NG232 signs instead).
      id: 'golpe_episodio',
      texto: '¿Se hizo daño al caerse o con el episodio?',
      tipo: 'opciones',
      opciones: [GOLPE_EPISODIO.no, GOLPE_EPISODIO.herida, GOLPE_EPISODIO.alarma],
      ayuda: 'Si sangra, aprieta ahora la herida con una gasa o un paño limpio 10 minutos seguidos. Si encaja más de una opción, elige la última.',
      mostrar_si: `${SE_PREGUNTA_PARECIDO} AND ${MIMICO}`,
      alarma: [GOLPE_EPISODIO.alarma],
    },
    {
      id: 'focal',
      texto:
        '¿Las sacudidas o la rigidez fueron solo en una parte del cuerpo (un brazo, una pierna o un lado de la cara), o giró los ojos o la cabeza hacia un lado?',
      tipo: 'si_no',
      mostrar_si: ES_CRISIS,
      alarma: ['si'],
    },
    {
      id: 'rigidez',
      texto: '¿Tiene el cuello rígido (no puede bajar la barbilla hasta el pecho) o, si es un bebé, la fontanela (la "mollera") abultada?',
      tipo: 'si_no',
      ayuda: 'La fontanela se mira con el bebé tranquilo e incorporado, sin llorar: normalmente está blanda y plana.',
      alarma: ['si'],
    },
    {
      id: 'causa_grave',
      texto: '¿Tiene diabetes, o puede haber tomado algún medicamento, alcohol, droga o producto tóxico?',
      tipo: 'si_no',
      mostrar_si: NO_TIRITONA,
      alarma: ['si'],
    },
    {
      id: 'primera_vez',
      texto: '¿Es la primera convulsión que tiene en su vida?',
      tipo: 'si_no',
      mostrar_si: ES_CRISIS,
      alarma: ['si'],
    },
    {
      id: 'antecedentes',
      texto: '¿Qué le había pasado otras veces?',
      tipo: 'opciones',
      opciones: [ANTECEDENTES.febriles, ANTECEDENTES.sollozo, ANTECEDENTES.epilepsia, ANTECEDENTES.otra],
      ayuda: 'Elige la primera solo si esta convulsión ha sido como las anteriores con fiebre: de todo el cuerpo, corta y con recuperación completa.',
      mostrar_si: `${ES_CRISIS} AND primera_vez = 'no'`,
      alarma: [ANTECEDENTES.otra],
    },
    {
      id: 'medicacion_epilepsia',
      texto: '¿Está tomando su medicación para la epilepsia como se la han pautado, sin haber olvidado ninguna dosis estos días?',
      tipo: 'si_no',
      ayuda: 'Si ha olvidado alguna dosis, ha vomitado la medicación o se la han cambiado hace poco, responde No.',
      mostrar_si: `antecedentes = '${ANTECEDENTES.epilepsia}'`,
      alarma: ['no'],
    },
    {
      id: 'fiebre',
      texto: '¿Tiene fiebre (38 °C o más) o ha tenido fiebre en las últimas 24 horas?',
      tipo: 'si_no',
      mostrar_si: ES_CRISIS,
      // No alarm value since round 8: no fever makes a first or febrile-history seizure rojo, but fever makes the
      // usual seizure of known epilepsy amarillo instead of verde. Both directions have their own tests.
    },
    {
      // Round 18 (AAP 2011: antibiotics can mask meningitis; Healthier Together febrile convulsion amber).
      id: 'febril_alerta',
      texto:
        '¿Estaba tomando antibiótico, lleva más de 2 días con fiebre o la fiebre va a más, o, aunque ya está despierto y te reconoce, no ha vuelto del todo a ser el de siempre (sigue más apagado, quejoso o irritable que antes de la convulsión)?',
      tipo: 'si_no',
      ayuda: 'Si sigue muy adormilado, confuso, no te reconoce o no mueve bien un lado del cuerpo, es más grave: llama al 112.',
      // The gates of antecedentes and fiebre are repeated: a hidden question's answer is unknown, and unknown asks.
      mostrar_si: `${ES_CRISIS} AND primera_vez = 'no' AND ${VERDE_FEBRIL}`,
      alarma: ['si'],
    },
    PREGUNTA_MANCHAS,
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
  ],
  avisos: [AVISO_PREOCUPADO],
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
      // A baby of 3-6 months with spasms answered No to the spasms question; under 3 months it is not asked.
      `${MENOR_6_MESES} AND ${SIN_MIOCLONIAS} AND ${SIN_TEMBLOR} AND (edad_rango = '0-3 meses' OR espasmos_salvas = 'no')`,
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
      // Not the usual seizure of a child with diagnosed epilepsy (round 8: NICE NG217 ambulance criteria do not include it).
      `focal = 'si' AND (primera_vez = 'si' OR antecedentes != '${ANTECEDENTES.epilepsia}')`,
      'Convulsión en una sola parte del cuerpo',
      consejosRojo('Una convulsión que afecta a un solo lado o a una parte del cuerpo debe valorarse en urgencias.'),
    ),
    rojo(
      "rigidez = 'si'",
      'Convulsión con cuello rígido o fontanela abultada',
      consejosRojo('El cuello rígido o la fontanela abultada después de una convulsión pueden indicar una meningitis o una infección del cerebro (NICE): necesita valoración inmediata.'),
      { acciones_sugeridas: [ACCION.llama112], ver_tambien: ['fiebre'] },
    ),
    rojo(
      "causa_grave = 'si'",
      'Convulsión en un niño con diabetes o que puede haber tomado algo',
      consejosRojo(
        'Si tiene diabetes, mídele el azúcar si sabes hacerlo y sigue su plan para las bajadas de azúcar; no le des nada por la boca mientras no esté bien despierto.',
        'Si puede haber tomado algo, dile al 112 qué y cuánto, y lleva el envase. No le hagas vomitar.',
      ),
      { ver_tambien: ['intoxicacion'] },
    ),
    // Round 18: the benign events' own red flags (NICE NG232 head injury; NICE CG109 and Danon 2023 cardiac syncope).
    rojo(
      `golpe_episodio = '${GOLPE_EPISODIO.alarma}'`,
      'Golpe en la cabeza con signos de alarma durante el episodio',
      consejosRojo(
        'Después de un golpe en la cabeza, los vómitos repetidos, estar adormilado, confuso o raro, el dolor de cabeza que aumenta, el líquido o la sangre por la nariz o un oído, los moratones alrededor de los ojos o detrás de las orejas, o quedarse sin responder justo tras el golpe, necesitan valoración en urgencias ahora (NICE). Si sangra, sigue apretando la herida sin levantar la gasa.',
        'No le muevas el cuello si el golpe ha sido fuerte o le duele el cuello.',
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      "desmayo_cardiaco = 'si'",
      'Desmayo con sacudidas y una señal de posible problema del corazón',
      consejosRojo(
        'Un desmayo haciendo ejercicio, estando tumbado o tras un susto, con dolor en el pecho o palpitaciones antes, o en un niño con una enfermedad del corazón o con muertes súbitas o enfermedades del corazón hereditarias en la familia, puede deberse a un problema del ritmo del corazón: necesita un electrocardiograma en urgencias hoy mismo, aunque ya esté bien (NICE; Danon).',
        'Que no haga deporte hasta que lo valore un médico.',
      ),
      { ver_tambien: ['mareo'] },
    ),
    rojo(
      `${DESMAYO_EPISODIO} AND edad_rango = '6-12 meses'`,
      'Pérdida de conocimiento en un bebé menor de 1 año',
      consejosRojo('En un bebé, quedarse sin responder, flojo o muy pálido, aunque se recupere, necesita valoración en urgencias enseguida.'),
      { ver_tambien: ['mareo'] },
    ),
    rojo(
      `${SOLLOZO_EPISODIO} AND sollozo_visto = 'no' AND edad_rango NOT IN ${lista(EDADES_6_MESES_A_5_ANOS)}`,
      'Primer episodio así fuera de la edad de los espasmos del sollozo',
      consejosRojo(
        'Los espasmos del sollozo empiezan casi siempre antes de los 2 años. Si es la primera vez que le pasa a un niño mayor, hay que descartar en urgencias un problema del ritmo del corazón o una crisis, aunque ya esté bien (NHS).',
      ),
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
      `fiebre = 'no' AND antecedentes IN ${lista([ANTECEDENTES.febriles, ANTECEDENTES.otra])}`,
      'Convulsión sin fiebre',
      consejosRojo('Una convulsión sin fiebre en un niño sin epilepsia conocida debe valorarse en urgencias. Si puede haber tomado algún medicamento o producto, díselo al 112 y lleva el envase.'),
      { ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      `edad_rango = '12+ años' AND antecedentes IN ${lista([ANTECEDENTES.febriles, ANTECEDENTES.otra])}`,
      'Convulsión con fiebre a partir de los 12 años',
      consejosRojo('A esta edad, una convulsión con fiebre no es una convulsión febril típica y debe valorarse en urgencias.'),
    ),
    // ------------------------------------------------------------- amarillo
    {
      si: TEMBLOR,
      urgencia: 'amarillo',
      titulo: 'Temblor fino de un bebé que para al sujetarle: no parece una convulsión',
      consejos: [
        'Por lo que cuentas, parece el temblor (temblores finos o "jitteriness") que tienen muchos recién nacidos al llorar o al moverlos, y no una convulsión: para al sujetarle con suavidad, y el bebé está despierto y mira normal.',
        'Aun así, que lo vea hoy su pediatra: a veces este temblor se debe a un azúcar o un calcio bajos, que se miran con un análisis sencillo. Lleva un vídeo si puedes.',
        'Mientras tanto, dale el pecho o el biberón como siempre, sin alargar las horas entre tomas.',
        'Llama al 112 si tiene sacudidas que no paran al sujetarle, se queda con la mirada fija o los ojos desviados, deja de respirar o se pone azul o pálido, o no se despierta bien.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ['Que lo vea hoy un pediatra, con un vídeo', ACCION.urgenciasHoy],
    },
    {
      si: ESPASMOS,
      urgencia: 'amarillo',
      titulo: 'Salvas de sacudidas cortas en un bebé: posibles espasmos infantiles',
      consejos: [
        'Las salvas de sacudidas cortas en las que el bebé dobla la cabeza y el cuerpo y sube los brazos, una detrás de otra, pueden ser espasmos infantiles (síndrome de West), un tipo de epilepsia del bebé que hay que tratar cuanto antes: que lo vea hoy un pediatra, que puede pedir un electroencefalograma y la valoración del neurólogo infantil (NICE).',
        'Lleva un vídeo de las sacudidas: ayuda mucho al médico. Cuéntale también si sonríe menos, está más apagado o ha dejado de hacer cosas que ya hacía.',
        'No le des medicinas por tu cuenta. Llama al 112 si tiene una convulsión de 5 minutos o más, le cuesta respirar, se pone azul, no se despierta bien o tiene fiebre y está muy decaído.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ['Que lo vea hoy un pediatra, con un vídeo', ACCION.urgenciasHoy],
    },
    {
      si: TIRITONA,
      urgencia: 'amarillo',
      titulo: 'Tiritona con fiebre (escalofríos), sin signos de convulsión',
      consejos: [
        'Por lo que cuentas, no parece una convulsión sino la tiritona de la fiebre: tiembla, pero está despierto y te responde. Los escalofríos con tiritona son un signo de alerta de la fiebre (NICE; Healthier Together): que lo vea hoy un médico para buscar la causa.',
        'Mientras tanto, no lo abrigues de más ni lo destapes del todo: ropa ligera y una manta fina si tiene frío. Ofrécele líquidos a menudo. Puedes darle paracetamol o ibuprofeno si está molesto (las dosis están en el apartado de fiebre).',
        'Si deja de responderte, pone los ojos en blanco, tiene sacudidas que no paran al sujetarle o se queda flojo, es una convulsión: túmbalo de lado, mira el reloj y, si dura 5 minutos o más, llama al 112.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['fiebre'],
    },
    {
      si: `repetidas = '${REPETIDAS.variasRecuperado}'`,
      urgencia: 'amarillo',
      titulo: 'Más de una convulsión en la misma enfermedad',
      consejos: ['Aunque se haya recuperado entre ellas, que lo vea hoy un médico.', ...VIGILANCIA_AMARILLO],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['fiebre'],
    },
    {
      si: `antecedentes = '${ANTECEDENTES.epilepsia}' AND (fiebre = 'si' OR medicacion_epilepsia = 'no' OR repetidas != '${REPETIDAS.una}')`,
      urgencia: 'amarillo',
      titulo: 'Crisis en un niño con epilepsia conocida, con fiebre o sin su medicación',
      consejos: [
        'Sigue el plan de crisis que te dio su neurólogo o pediatra.',
        'Avisa hoy a su pediatra o neurólogo de esta crisis, sobre todo si ha tenido fiebre, si ha olvidado alguna dosis de su medicación o si las crisis son más frecuentes.',
        ...VIGILANCIA_AMARILLO,
      ],
      acciones_sugeridas: ['Avisa hoy a su pediatra o neurólogo', ACCION.urgenciasHoy],
    },
    {
      // Round 18: the first breath-holding spell is seen the same day (NHS: see a GP the first time, with an ECG).
      si: `${SOLLOZO_EPISODIO} AND sollozo_visto = 'no'`,
      urgencia: 'amarillo',
      titulo: 'Primer espasmo del sollozo: que lo vea hoy un médico',
      consejos: [
        'Por lo que cuentas, parece un espasmo del sollozo: empieza con el llanto por un enfado, un susto o un golpe pequeño, el niño se queda sin respirar, se pone morado o pálido y puede quedarse flojo o dar unas pocas sacudidas, y en menos de 1 minuto vuelve a estar como siempre. Asusta mucho, pero no le hace daño ni es epilepsia (NHS; Sydney Children\'s Hospitals Network).',
        'La primera vez, que lo vea hoy un médico para confirmarlo: suele pedir un electrocardiograma y, si está pálido o cansado, un análisis para ver si le falta hierro (NHS).',
        'Si le vuelve a pasar: túmbalo de lado en un sitio seguro, no lo sacudas ni le metas nada en la boca y quédate a su lado hasta que se recupere. Si puedes, grábalo en vídeo.',
        'Llama al 112 si no se recupera en 1 minuto, si las sacudidas o la rigidez duran más, si se queda azul y no recupera el color o si después sigue adormilado o raro.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ['Que lo vea hoy un médico, con un vídeo si lo tienes', ACCION.urgenciasHoy],
    },
    {
      // Round 18: also a known spell outside 6 months to 5 years, told through episodio_parecido.
      si: `(antecedentes = '${ANTECEDENTES.sollozo}' AND NOT (${VERDE_SOLLOZO})) OR (${SOLLOZO_EPISODIO} AND sollozo_visto = 'si' AND edad_rango NOT IN ${lista(EDADES_6_MESES_A_5_ANOS)})`,
      urgencia: 'amarillo',
      titulo: 'Episodio distinto de sus espasmos del sollozo de siempre',
      consejos: [
        'Si el episodio ha durado más de 1 minuto con rigidez o sacudidas, o le ha pasado fuera de la edad habitual de los espasmos del sollozo (de 6 meses a 5 años), que lo vea hoy un médico para comprobar que es lo mismo de siempre (NHS).',
        ...VIGILANCIA_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      si: `edad_rango = '5-12 años' AND antecedentes IN ${lista([ANTECEDENTES.febriles, ANTECEDENTES.otra])}`,
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
      si: `golpe_episodio = '${GOLPE_EPISODIO.herida}'`,
      urgencia: 'amarillo',
      titulo: 'Herida al caerse durante el episodio',
      consejos: [
        'Una herida que queda abierta puede necesitar puntos, pegamento o tiras: que la vean hoy, mejor en las primeras 6 horas (SEUP).',
        'Lávala con agua del grifo, tápala con una gasa limpia y aprieta si vuelve a sangrar. Si sigue sangrando después de 10 minutos apretando sin soltar, llama al 112.',
        'Si además se golpeó la cabeza, vigílalo 48 horas: ve a urgencias si vomita 2 veces o más, está adormilado, confuso o raro, o le duele la cabeza cada vez más.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['herida', 'golpes_caidas'],
    },
    {
      si: `${DESMAYO_EPISODIO} AND edad_rango IN ${lista(['1-2 años', '2-5 años'])}`,
      urgencia: 'amarillo',
      titulo: 'Desmayo en un niño pequeño',
      consejos: [
        'En los niños pequeños el desmayo simple es raro: muchas veces es un espasmo del sollozo (tras llorar, una rabieta o un golpe pequeño). Aunque ya esté bien, que lo vea hoy un médico para confirmar qué ha sido.',
        'Apunta cómo fue: qué estaba haciendo, si se puso morado o pálido, cuánto duró y cómo se recuperó. Si alguien lo grabó, enséñalo.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['mareo'],
    },
    {
      si: "febril_alerta = 'si'",
      urgencia: 'amarillo',
      titulo: 'Convulsión febril como otras veces, pero con antibiótico, fiebre de varios días o sin volver del todo a ser el de siempre',
      consejos: [
        'La convulsión ha sido como las de otras veces, pero que lo vea hoy un médico: si ya tomaba antibiótico, este puede tapar los signos de una meningitis (AAP); si la fiebre dura más de 2 días o va a más, o si no ha vuelto del todo a ser el de siempre, hay que buscar la causa de la fiebre.',
        ...VIGILANCIA_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['fiebre'],
    },
    reglaMuyEnfermo([
      'Vigílalo de cerca hasta que lo vean. Si tiene otra convulsión: túmbalo de lado, no le metas nada en la boca, no le sujetes y mira el reloj; si dura 5 minutos o más, llama al 112.',
    ]),
    // Round 8: the two non-seizure verde results come before the catch-all amarillo, which does not describe them.
    {
      // Round 8: verde (was amarillo in round 6), as NICE NG217 lists it among the non-epileptic events; see notas.
      si: MIOCLONIAS,
      urgencia: 'verde',
      titulo: 'Sacudidas solo durmiendo que paran al despertarlo: posibles mioclonías benignas del sueño',
      consejos: [
        'Por lo que cuentas, parece algo benigno y frecuente en los primeros meses: las mioclonías del sueño del lactante, sacudidas de brazos o piernas que solo aparecen dormido, paran al despertarlo y desaparecen solas hacia los 3-6 meses sin dejar secuelas (Maurer y cols.; NICE).',
        'Si vuelve a pasar: grábalo en vídeo y despiértalo con suavidad para comprobar que paran. Enséñale el vídeo a su pediatra en la próxima consulta, en los próximos días. No le sujetes los brazos ni las piernas (no las para y puede alargarlas) y no le des medicinas.',
        consejoVuelveSi([
          'tiene sacudidas estando despierto o no paran al despertarlo (ve a urgencias)',
          'se pone azul o pálido, o deja de respirar (llama al 112)',
          'tiene fiebre, o come peor, está más dormido o flojo de lo normal',
          'son salvas de sacudidas en las que dobla la cabeza y el cuerpo y sube los brazos, al despertarse, o sonríe menos o deja de hacer cosas que ya hacía',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Grábalo en vídeo si se repite', ACCION.pediatraNoUrgente],
    },
    {
      si: CONSCIENTE,
      urgencia: 'verde',
      titulo: 'Movimientos que paran al llamarle o tocarle: no parece una convulsión',
      consejos: [
        'Por lo que cuentas, no parece una convulsión: en una convulsión el niño no se entera y no para aunque le llames o le toques. Hay movimientos que asustan y no son graves: los escalofríos o estremecimientos cortos de algunos bebés, los movimientos de autoestimulación (se pone rígido, aprieta o frota las piernas, se pone rojo y sudoroso, pero para si le distraes), los tics o las sacudidas al quedarse dormido (NICE; Asociación Española de Pediatría).',
        'Si vuelve a pasar, grábalo en vídeo desde el principio, sin interrumpirle enseguida, y comprueba después si para al llamarle o tocarle. Enséñale el vídeo a su pediatra en una consulta normal: con eso suele bastar para saber qué es.',
        'No le riñas ni le des medicinas: estos episodios desaparecen con el tiempo.',
        consejoVuelveSi([
          'no responde durante el episodio o no para al llamarle o tocarle (si dura 5 minutos o más, llama al 112)',
          'se pone azul o pálido, deja de respirar o se hace daño',
          'después está adormilado, confuso o no mueve bien un lado del cuerpo',
          'tiene fiebre, o le pasa con más frecuencia o de forma distinta',
          'es un bebé y sonríe menos, está más apagado o deja de hacer cosas que ya hacía',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Grábalo en vídeo si se repite', ACCION.pediatraNoUrgente],
    },
    {
      // Round 18 (NICE NG217 differential diagnosis; Devon and Healthier Together "Fits, faints and funny turns").
      si: `episodio_parecido = '${PARECIDO.ensimismado}'`,
      urgencia: 'verde',
      titulo: 'Mirada perdida en momentos tranquilos que para al tocarle: parece ensimismamiento',
      consejos: [
        'Por lo que cuentas, parece que se queda ensimismado («en las nubes»): pasa en momentos tranquilos o aburridos y el niño vuelve enseguida en cuanto le tocas o le dices su nombre. Es muy frecuente y no es una convulsión (NICE).',
        'Las ausencias (un tipo de epilepsia) son distintas: cortan de golpe lo que está haciendo, también hablando, comiendo o jugando, no paran aunque le toques o le llames, y a veces parpadea deprisa, mastica o mueve las manos. Si lo ves así, grábalo en vídeo.',
        'Si en el colegio notan que se despista mucho o le cuesta seguir las clases, pide cita con su pediatra (no urgente) y lleva un vídeo si puedes.',
        consejoVuelveSi([
          'no vuelve en sí al tocarle o llamarle, o le pasa a mitad de una frase, comiendo o jugando',
          'parpadea deprisa, mastica, mueve las manos o se le van los ojos o la cabeza hacia un lado mientras tanto',
          'se cae, tiene sacudidas o rigidez, o se pone azul o pálido',
          'después está adormilado o confuso',
          'le pasa muchas veces al día',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Grábalo en vídeo si se repite', ACCION.pediatraNoUrgente],
    },
    {
      si: `episodio_parecido = '${PARECIDO.dormirse}'`,
      urgencia: 'verde',
      titulo: 'Sacudidas al quedarse dormido: son normales',
      consejos: [
        'Por lo que cuentas, son las sacudidas que casi todo el mundo tiene alguna vez al quedarse dormido (mioclonías del sueño o "sobresaltos hípnicos"): una o unas pocas sacudidas bruscas al irse durmiendo, y enseguida está despierto y se da cuenta de todo. Son normales y no son una convulsión (NICE).',
        'Ayudan dormir lo suficiente, un horario regular y evitar pantallas y bebidas con cafeína antes de dormir. No hace falta darle nada.',
        consejoVuelveSi([
          'las sacudidas siguen cuando ya está dormido o despierto, se repiten muchas veces seguidas o no paran al despertarlo',
          'no responde, se pone azul o pálido, o deja de respirar',
          'se muerde la lengua, se hace pis o después está confuso o adormilado',
          'le pasa al despertarse por la mañana o le hace caer las cosas de las manos',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Grábalo en vídeo si se repite'],
    },
    {
      si: `${DESMAYO_EPISODIO} AND edad_rango IN ${lista(EDADES_DESMAYO_SIMPLE)}`,
      urgencia: 'verde',
      titulo: 'Desmayo simple con unas pocas sacudidas',
      consejos: [
        'Por lo que cuentas, ha sido un desmayo simple (síncope vasovagal): con un desencadenante típico (sangre, un pinchazo, un dolor, mucho rato de pie o calor), con aviso (calor, mareo, palidez, vista nublada) y una recuperación rápida. Durante el desmayo es frecuente dar unas pocas sacudidas de unos segundos: no es una convulsión ni epilepsia (NICE).',
        'Ahora: que siga tumbado con las piernas en alto 10-15 minutos, que beba agua (o un zumo si no ha comido) y que se levante despacio.',
        'La próxima vez que note que se va a marear, que se tumbe enseguida con las piernas en alto o se siente con la cabeza entre las rodillas. Que beba suficiente agua, no se salte comidas y no esté mucho rato de pie quieto.',
        consejoVuelveSi([
          'se desmaya haciendo ejercicio, estando tumbado o sin ningún aviso',
          'le duele el pecho o nota el corazón muy deprisa o a saltos',
          'las sacudidas duran más de unos segundos, o tarda más de 1 minuto en despertar',
          'después sigue confuso, muy adormilado o no se tiene en pie',
          'se ha golpeado la cabeza y vomita, le duele cada vez más o está raro',
        ]),
        consejoConsultaSi(['es el primer desmayo: pide cita (no urgente) para que lo revise y valore un electrocardiograma', 'se desmaya más veces']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
      ver_tambien: ['mareo'],
    },
    {
      si: `NOT (${VERDE_FEBRIL}) AND NOT (${VERDE_SOLLOZO}) AND NOT (${VERDE_EPILEPSIA})`,
      urgencia: 'amarillo',
      titulo: 'Convulsión con fiebre, distinta de otras veces, ya recuperado',
      consejos: [
        'Ya se ha recuperado, pero esta convulsión no es como las que ha tenido otras veces: que lo vea hoy un médico para buscar la causa.',
        ...VIGILANCIA_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['fiebre'],
    },
    // ---------------------------------------------------------------- verde
    {
      si: VERDE_FEBRIL,
      urgencia: 'verde',
      titulo: 'Convulsión febril corta, como otras veces, y ya recuperado',
      consejos: [
        'Ha sido una convulsión febril como las que ya ha tenido: corta, de todo el cuerpo y con recuperación completa. En los niños que ya las han tenido es frecuente que se repitan con otra fiebre, y no dañan el cerebro (Healthier Together; AAP).',
        'Vigílalo de cerca las próximas 24 horas, también por la noche (que duerma cerca de ti).',
        'Si tiene otra convulsión: túmbalo de lado en un sitio seguro, no le metas nada en la boca, no le sujetes y mira el reloj.',
        'Bajar la fiebre no evita otra convulsión: dale paracetamol o ibuprofeno solo si está molesto. Haz también el cuestionario de fiebre para buscar la causa de la fiebre.',
        consejoVuelveSi([
          'tiene otra convulsión en esta enfermedad, o una dura 5 minutos o más (llama al 112)',
          'le cuesta respirar, se pone azul, pálido o moteado',
          'sigue adormilado, confuso o raro más de 1 hora después, o no mueve bien un lado del cuerpo',
          'tiene el cuello rígido o le salen manchas que no se borran al apretar',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['es la primera vez que te pasa en casa y no tienes un plan de su pediatra para las convulsiones', 'la fiebre dura 5 días o más']),
      ],
      acciones_sugeridas: [ACCION.vigila, ACCION.pediatraNoUrgente],
      ver_tambien: ['fiebre'],
    },
    {
      si: VERDE_EPILEPSIA,
      urgencia: 'verde',
      titulo: 'Su crisis de epilepsia habitual, corta y ya recuperado',
      consejos: [
        'Ha sido una crisis como las que suele tener, de menos de 5 minutos, se ha recuperado como siempre, no se ha hecho daño y toma su medicación: no hace falta ir a urgencias (NICE; Epilepsy Society). Sigue su plan de crisis.',
        'Apunta la crisis en su diario (fecha, hora, cuánto duró, qué pasó antes y cómo se recuperó) y cuéntaselo a su neurólogo o a su pediatra en la próxima visita, o antes si las crisis son más frecuentes de lo habitual.',
        'Deja que descanse y quédate cerca hasta que esté del todo como siempre. Si su plan incluye una medicación de rescate, úsala como te enseñaron.',
        consejoVuelveSi([
          'tiene otra crisis antes de recuperarse de esta, o una dura 5 minutos o más (llama al 112)',
          'le cuesta respirar, se pone azul, o no se despierta o no se recupera como otras veces',
          'se ha dado un golpe fuerte en la cabeza o se ha hecho una herida',
          'aparece fiebre, vomita la medicación o las crisis son distintas de las de siempre',
        ]),
        consejoConsultaSi(['las crisis son más frecuentes que de costumbre', 'ha cambiado de medicación hace poco o te preocupan los efectos de la medicación']),
      ],
      acciones_sugeridas: ['Sigue su plan de crisis', 'Avisa a su neurólogo', ACCION.vigila],
    },
    {
      si: `(${VERDE_SOLLOZO}) OR (${VERDE_SOLLOZO_NUEVO})`,
      urgencia: 'verde',
      titulo: 'Espasmo del sollozo como otras veces',
      consejos: [
        'Es un espasmo del sollozo como los que ya le han diagnosticado: se desencadena con el llanto, un enfado, un susto o un golpe pequeño, dura menos de 1 minuto y, aunque asusta mucho, no le hace daño ni deja secuelas (NHS). Casi todos los niños dejan de tenerlos hacia los 4 o 5 años.',
        'Si le vuelve a pasar: mantén la calma, túmbalo de lado, no lo cojas en brazos ni lo sacudas, no le metas nada en la boca y quédate a su lado hasta que se recupere. No cambies vuestra forma de actuar con él por miedo a que le vuelva a pasar.',
        consejoVuelveSi([
          'no se le puede despertar, o tiene sacudidas o rigidez durante más de 1 minuto (llama al 112)',
          'se queda azul o grisáceo y no recupera el color',
          'sigue adormilado, confuso o raro después del episodio',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi([
          'le pasa más a menudo que antes (más de una vez por semana) o los episodios son más fuertes',
          'está cansado y pálido (a veces se asocian a falta de hierro)',
          'los episodios afectan a la vida diaria de la familia',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
  ],
}, 'convulsiona_ahora');
