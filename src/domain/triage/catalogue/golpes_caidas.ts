/**
 * Golpes y caídas. Head injury from NHS Healthier Together "Head injury" (the
 * RAG sheet for parents built on NICE CG176/NG232), NICE's community referral
 * and CT criteria, PECARN for the height of a dangerous fall, SEUP (head injury
 * with loss of consciousness, vomiting or confusion → 112; open fracture → 112;
 * deformity → same day) and the Schmitt-Thompson Head Injury and Leg/Arm Injury
 * protocols. Round 5 (issue 9): a blow to the mouth asks about the teeth
 * (IADT 2020 guidelines, NHS "Knocked-out tooth", AAPD): a permanent tooth
 * knocked out is rojo with replanting first aid; a baby tooth knocked out, or
 * a broken, displaced or loose tooth, is amarillo with a dentist the same day.
 * Round 7: a blow to the trunk asks the shared signs of shock and, from 2
 * years, glandular fever with tummy or left shoulder-tip pain (possible
 * ruptured spleen; NHS "Glandular fever"), from banderas-shock.ts.
 * Round 17: a tight cast, splint or bandage on an injured arm or leg (RCH
 * Melbourne "Plaster cast care" and compartment syndrome; SCHN "Cast care";
 * NHS cast leaflets; NICE NG38), with the shared questions of
 * banderas-escayola.ts.
 * Round 19: a girl's fall astride something onto the vulva (RCH Melbourne
 * "Straddle injuries"; NICE CG89 for an injury without an explanation).
 * See `notas` for where they disagree.
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  antitermicos,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  paracetamol,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  PREGUNTA_RESPIRA_MAL,
  AVISO_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import {
  CONSEJO_MONONUCLEOSIS,
  DOLOR_BAZO,
  FUENTE_NHS_COMPLICACIONES_MONONUCLEOSIS,
  FUENTE_NHS_MONONUCLEOSIS,
  MONONUCLEOSIS,
  PREGUNTA_DOLOR_BAZO,
  PREGUNTA_MONONUCLEOSIS,
  PREGUNTA_SIGNOS_SHOCK,
  reglaBazoMononucleosis,
  reglaSignosShock,
} from './banderas-shock.ts';
import { EDADES_SIN_DIENTES, FUENTES_DIENTES, PREGUNTA_DIENTES, reglaDienteDanado, reglaDienteDefinitivo, reglaDienteLeche } from './banderas-dientes.ts';
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
  cabeza: 'En la cabeza o la cara',
  extremidad: 'En un brazo, una pierna, una mano o un pie',
  ambas: 'En la cabeza y también en un brazo o una pierna',
  tronco: 'En el pecho, la tripa o la espalda',
  /** Round 18: a blow to the testicles (Schmitt-Thompson "Penis-scrotum injury"; NICE CKS scrotal pain; EAU/ESPU). */
  testiculos: 'En los testículos (una patada, un balonazo, un rodillazo o al caer a horcajadas sobre algo)',
  /** Round 19: a girl's straddle injury (RCH Melbourne "Straddle injuries"). */
  vulva: 'En la vulva, en una niña (al caer a horcajadas sobre la barra de la bici, el borde de la piscina, una valla o un mueble)',
} as const;

/** HT "high impact": fall > 1 m / child's height / 5 stairs; PECARN < 2 years: > 0.9 m. */
export const MECANISMO = {
  normal: 'Un golpe o una caída normal jugando: desde su altura, la cama, el sofá o una silla',
  altura: 'Una caída desde más de 1 metro (más alto que él mismo) o por más de 5 escalones',
  /**
   * Round 18: new text, about the mechanism only (NICE NG232 high-energy mechanisms; PECARN high-impact object):
   * a kick or a ball, however much it hurt, is an ordinary knock.
   */
  trafico:
    'Un accidente de tráfico (dentro de un coche, atropellado, o en bici, patinete o moto contra un coche), una caída a mucha velocidad (bici, patinete, moto, caballo, esquí) o un golpe con algo duro lanzado o movido con mucha fuerza (una pelota de golf o de béisbol, un bate, un palo de hockey, una piedra)',
  desconocido: 'No sé cómo ha sido: nadie lo vio y él no lo puede contar',
} as const;

export const HERIDA = {
  /**
   * Round 18: one answer (new text) for no wound, a scratch or a small closed cut, which give the same result; the
   * two answers doubled the catalogue walk for nothing (see notas).
   */
  no: 'No tiene herida, o solo un rasguño, un raspón o un corte pequeño (hasta 2 cm) con los bordes juntos que ya no sangra',
  abierta:
    'Una herida que queda abierta (los bordes se separan), con un trozo de piel levantado, profunda, de más de 2 cm, o que cruza el borde del labio o está en el párpado, y que ya sangra poco o nada',
  sangra: 'Tiene una herida que sigue sangrando después de 10 minutos apretando sin soltar',
} as const;

export const DOLOR_CABEZA = {
  no: 'No le duele, o le duele un poco y se le va pasando',
  persiste: 'Le duele y no se le pasa, aunque le hayas dado paracetamol o ibuprofeno',
  empeora: 'Le duele cada vez más',
} as const;

/** Round 18: after a blow to the chin or face, a probable broken jaw (MedlinePlus; NHS inform) and its red form. */
export const MANDIBULA = {
  no: 'No',
  fractura:
    'Desde el golpe en la barbilla o la cara, los dientes no le encajan como antes al cerrar la boca, le duele delante de la oreja al abrir o cerrar la boca, o no puede abrir la boca del todo',
  grave: 'Además le cuesta respirar, no puede tragar la saliva (babea) o le sangra mucho la boca y no para al apretar',
} as const;

/** Round 18: a blow to the testicles: the pain that settles within the hour, the pain still early, and torsion or rupture signs. */
export const GOLPE_TESTICULOS = {
  pasado:
    'Le dolió mucho, pero el dolor se le ha pasado del todo o casi en menos de 1 hora; la bolsa no está hinchada ni morada, los dos testículos están a la misma altura y camina con normalidad',
  reciente:
    'Ha pasado menos de 1 hora y todavía le duele, pero la bolsa no está hinchada ni morada, los testículos están a la misma altura y no ha vomitado',
  grave:
    'Le sigue doliendo mucho pasada 1 hora, la bolsa está hinchada o morada, un testículo está más alto que el otro o atravesado, le duele mucho al tocarlo, ha vomitado, o hace pis con sangre o no puede hacer pis',
} as const;

/**
 * Round 19: a girl's straddle injury (RCH Melbourne "Straddle injuries"): a bruise without bleeding, bleeding that
 * has stopped (examination the same day) and the red forms.
 */
export const GOLPE_VULVA = {
  leve: 'No sangra ni ha sangrado (solo un moratón, un raspón o la zona hinchada y dolorida), hace pis aunque le escueza y está bien',
  sangro: 'Ha sangrado, pero paró en menos de 10 minutos apretando; no se clavó nada, la hinchazón no crece y puede hacer pis',
  grave:
    'Sigue sangrando después de 10 minutos apretando, se clavó algo con punta, la hinchazón no para de crecer, o no puede hacer pis',
} as const;

// The teeth question, its answers and rules are shared with the denticion flow (banderas-dientes.ts).
export { DIENTES } from './banderas-dientes.ts';

/** Swelling, bruise or cut on the head from which a baby under 1 year is rojo (NICE CT criteria; HT). */
export const CM_CHICHON = 5;

const EDADES_MENOR_1 = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
const MENOR_1 = `edad_rango IN ${lista(EDADES_MENOR_1)}`;
const CABEZA = `zona IN ${lista([ZONA.cabeza, ZONA.ambas])}`;
const EXTREMIDAD = `zona IN ${lista([ZONA.extremidad, ZONA.ambas])}`;
const CABEZA_O_TRONCO = `zona IN ${lista([ZONA.cabeza, ZONA.ambas, ZONA.tronco])}`;
const SOLO_EXTREMIDAD = `zona = '${ZONA.extremidad}'`;
const TRONCO = `zona = '${ZONA.tronco}'`;
const TESTICULOS = `zona = '${ZONA.testiculos}'`;
const VULVA = `zona = '${ZONA.vulva}'`;
const GENITALES = `zona IN ${lista([ZONA.testiculos, ZONA.vulva])}`;
/** Round 18 (PECARN): under 2 years a non-frontal scalp haematoma takes the child out of the very-low-risk group. */
/** From 3 months: under 3 months every head blow is already amarillo. */
const MENOR_2 = `edad_rango IN ${lista(['3-6 meses', '6-12 meses', '1-2 años'])}`;
/** Ottawa ankle and foot rules, validated in children who can walk and say where it hurts (Dowling 2009): from 5 years here. */
const EDADES_OTTAWA = ['5-12 años', '12+ años'] as const;
const TOBILLO_OTTAWA = `${EXTREMIDAD} AND edad_rango IN ${lista(EDADES_OTTAWA)} AND tobillo_pie = 'si'`;

const NO_MOVER_CUELLO =
  'Si el golpe ha sido fuerte o le duele el cuello, no le muevas la cabeza ni el cuello: déjalo tumbado y espera al 112.';

const consejosRojo = (...propios: string[]): string[] => [
  ...propios,
  'No le des de comer ni de beber por el camino (puede necesitar una prueba o una operación).',
  'Si vomita, ponlo de lado. Si no responde pero respira, túmbalo de lado y llama al 112.',
  CONSEJO_ROJO_CAMINO,
];

const rojo = creadorDeReglas('rojo', { acciones: [ACCION.urgenciasAhora, ACCION.llama112] });

/** HT head injury red list, as the safety net of every head result. */
const VIGILA_CABEZA =
  'Vigílalo de cerca durante las próximas 48 horas. Llama al 112 o ve a urgencias si: vomita 2 veces o más, está muy dormido o cuesta despertarlo, está confuso o raro, tiene una convulsión, le cuesta hablar, ver o andar, pierde fuerza en un brazo o una pierna, le sale líquido transparente por la nariz o un oído, o el dolor de cabeza va a más.';

const consejosAmarillo = (...propios: string[]): string[] => [...propios, CONSEJO_AMARILLO];


const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: antitermicos() });

const INMOVILIZA =
  'Mientras tanto, no le dejes apoyar ni mover la zona: sujeta el brazo con un pañuelo en cabestrillo o deja la pierna estirada sobre un cojín. Pon frío (hielo envuelto en un paño) 20 minutos y no intentes colocar el hueso.';

const CUIDADOS_CABEZA: readonly string[] = [
  'Pon frío en el chichón (hielo envuelto en un paño, nunca directo sobre la piel) durante 10-20 minutos.',
  'Puede dormir si tiene sueño: mientras duerma, ve a verle de vez en cuando para comprobar que respira con normalidad, se mueve y reacciona al tocarlo.',
  'Que descanse hoy y juegue tranquilo. Evita pantallas, deportes y juegos bruscos hasta que esté del todo bien.',
  'Es normal que tenga un poco de dolor de cabeza, menos apetito o esté algo cansado durante unos días. Si el chichón está en la frente, en 1-3 días puede salirle un moratón alrededor del ojo: es normal.',
];

const CUIDADOS_GOLPE: readonly string[] = [
  'Pon frío (hielo envuelto en un paño, nunca directo sobre la piel) 20 minutos cada hora durante las primeras horas.',
  'Que descanse la zona y, si es un brazo o una pierna, tenlo en alto sobre un cojín.',
  'Si tiene un rasguño, lávalo con agua y jabón y tápalo con un apósito limpio.',
];

export const golpes_caidas: Flujo = conCribado({
  ...FICHAS.golpes_caidas,
  fuentes: [
    {
      titulo: 'NHS Healthier Together (Oxfordshire). Head injury: advice for parents and carers (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/head-injury',
    },
    {
      titulo: 'NICE NG232. Head injury: assessment and early management (sustituye a CG176), criterios de derivación desde la comunidad (resumen NASGP)',
      anio: 2023,
      url: 'https://www.nasgp.org.uk/resource/nice-head-injury/',
    },
    {
      titulo: 'NICE CG176. Criterios de TC craneal en niños (tabla reproducida en PMC)',
      anio: 2014,
      url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4985454/table/t2',
    },
    {
      titulo: 'Kuppermann N et al. PECARN: identification of children at very low risk of clinically-important brain injuries after head trauma. Lancet 2009',
      anio: 2009,
      url: 'https://www.kpcrest.net/pecarnpredictionrule',
    },
    {
      titulo: 'Belfast Health and Social Care Trust. Children’s symptom checker: head injury (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://belfasttrust.hscni.net/hospitals/childrens/childrens-symptom-checker/head-injury/',
    },
    {
      titulo: 'Schmitt BD. Head Injury, Pediatric After-Hours telephone protocol (versión 2019)',
      anio: 2019,
      url: 'https://docslib.org/doc/7762515/head-injury-pediatric-after-hours-version-standard-2019',
    },
    {
      titulo: 'Schmitt BD. Head Injury, Office Hours telephone triage protocol (dolor o rigidez de cuello → urgencias ya)',
      anio: 2017,
      url: 'https://docslib.org/doc/4602728/head-injury-office-hours-telephone-triage-protocols-pediatric-2017',
    },
    {
      titulo: 'Seattle Children’s (Schmitt). Leg injury: when to call (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/leg-injury/',
    },
    ...FUENTES_DIENTES,
    FUENTE_NHS_MONONUCLEOSIS,
    FUENTE_NHS_COMPLICACIONES_MONONUCLEOSIS,
    {
      titulo: 'Dowling S et al. Accuracy of Ottawa Ankle Rules to exclude fractures of the ankle and midfoot in children: a meta-analysis. Acad Emerg Med 2009;16(4):277-87 (sensibilidad agrupada 98,5 %)',
      anio: 2009,
      url: 'https://onlinelibrary.wiley.com/doi/10.1111/j.1553-2712.2008.00333.x',
    },
    {
      titulo: 'MacLellan J, Smith T, Baserman J, Dowling S. Accuracy of the Ottawa Ankle Rules applied by non-physician providers in a pediatric emergency department. CJEM 2017 (reglas fiables en niños mayores de 5 años)',
      anio: 2017,
      url: 'https://homsy-staging.cambridgecore.org/core/journals/canadian-journal-of-emergency-medicine/article/accuracy-of-the-ottawa-ankle-rules-applied-by-nonphysician-providers-in-a-pediatric-emergency-department/57945B4B6EA9ABABD6416DF218BA4207',
    },
    {
      titulo: 'Seiler M et al. Tongue lacerations in children: to suture or not? Swiss Med Wkly 2018;148:w14683',
      anio: 2018,
      url: 'https://smw.ch/index.php/smw/article/download/2532/3964?inline=1',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    ...FUENTES_ESCAYOLA,
    {
      titulo: 'MedlinePlus (A.D.A.M.). Jaw - broken or dislocated (dientes que no encajan, dolor delante de la oreja, no abrir bien la boca; urgencia si cuesta respirar o sangra mucho)',
      anio: 2024,
      url: 'https://medlineplus.gov/ency/article/000019.htm',
    },
    {
      titulo: "Schmitt-Thompson. Penis-scrotum injury (el dolor de un golpe suele irse en 10-30 minutos; si dura más de 1 hora, lesión más seria; reproducido por Advocare; sin fecha, año de consulta)",
      anio: 2026,
      url: 'https://www.advocaremfp.com/Medical-Content/Are-You-Sick/Penis-Injury',
    },
    {
      titulo: 'NICE CKS. Scrotal pain and swelling (sospecha de torsión testicular: derivación inmediata)',
      anio: 2024,
      url: 'https://cks.nice.org.uk/topics/scrotal-pain-swelling/',
    },
    {
      titulo: 'EAU/ESPU. Guidelines on Paediatric Urology: acute scrotum and testicular trauma (hinchazón, hematoma, rotura y torsión: cirugía urgente)',
      anio: 2023,
      url: 'https://uroweb.org/guidelines/paediatric-urology',
    },
    {
      titulo:
        'The Royal Children\u2019s Hospital Melbourne. Clinical Practice Guideline: Straddle injuries (lesiones genitales de las niñas: sangran mucho aunque sean pequeñas; explorar si no se ve el final de la herida, herida penetrante, hematoma que crece o no puede orinar; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.rch.org.au/clinicalguide/guideline_index/Straddle_Injuries/',
    },
    {
      titulo:
        'NICE CG89. Child maltreatment: when to suspect maltreatment in under 18s (una lesión genital sin una explicación adecuada hace considerar el maltrato)',
      anio: 2017,
      url: 'https://www.nice.org.uk/guidance/cg89',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 19, golpe en la vulva al caer a horcajadas (sobre la barra de la bici, el borde de la piscina, una valla o un mueble): la zona tiene una opción nueva ("En la vulva, en una niña"), junto a la de los testículos de la ronda 18, que no cambia (así sus respuestas guardadas siguen valiendo), y una pregunta con respuestas graduadas (golpe_vulva). La guía de la RCH de Melbourne ("Straddle injuries") dice que casi todas son leves, pero que los tejidos de la niña antes de la pubertad sangran mucho con heridas pequeñas y hay que explorarlas para ver el final de la herida y descartar una lesión del himen, de la vagina o penetrante; NICE CG89 pide pensar en maltrato ante una lesión genital sin una explicación adecuada (la RCH: pocas veces lo es; que la historia encaje con lo que se ve). Elegimos: moratón, raspón o hinchazón sin sangrado, haciendo pis (aunque escueza) y bien → VERDE con frío, ropa holgada de algodón y hacer pis en un baño de agua templada si escuece; ha sangrado aunque ya haya parado → AMARILLO, que la explore hoy un médico; sigue sangrando tras 10 minutos apretando, se clavó algo con punta, la hinchazón crece o no puede hacer pis → ROJO, urgencias ahora (puede necesitar una exploración con sedación y puntos por dentro). La pregunta de la herida no se hace en esta zona (la nueva ya pregunta el sangrado). Y un golpe en los genitales, de niño o de niña, sin saber cómo ha sido (nadie lo vio y no lo puede contar) → AMARILLO, que lo vea hoy un médico (NICE CG89; antes el golpe en los testículos sin alarma quedaba en verde aunque nadie supiera cómo fue).',
    'Ronda 18, chichón fuera de la frente en menores de 2 años (PECARN, Kuppermann 2009): el grupo de riesgo muy bajo de PECARN exige, en menores de 2 años, que no haya hematoma del cuero cabelludo occipital, parietal ni temporal; con él, el niño pasa a riesgo intermedio (observación o TC según el médico). Pregunta nueva chichon_no_frontal (cabeza, menores de 2 años) → AMARILLO, que lo vea hoy un médico. El encargo hablaba del chichón blando ("boggy"); PECARN cuenta cualquier hematoma no frontal, así que tomamos la lectura de PECARN, más amplia, y la ayuda nombra el blando como el típico. Entre fuentes: NICE NG232 pide TC en 1 hora a los menores de 1 año con un chichón, moratón o herida de más de 5 cm → sigue en ROJO por su regla (chichon_cm), esté donde esté; el chichón no frontal más pequeño en un menor de 1 año queda en amarillo (PECARN lo deja a criterio médico y NICE no lo pone en su lista). La regla de los bebés que aún no se dan la vuelta (0-3 meses, amarillo como mínimo; rojo en el cribado de otras puertas) no cambia.',
    'Ronda 18, mandíbula: tras un golpe en la barbilla o la cara, los dientes que no encajan como antes al cerrar, el dolor delante de la oreja o no poder abrir la boca del todo hacen pensar en una mandíbula rota o desencajada (MedlinePlus "Jaw - broken or dislocated"). Pregunta nueva mandibula (cabeza o cara, desde 6 meses, antes de los dientes) → AMARILLO, urgencias del hospital con cirugía maxilofacial hoy, sin comer hasta que lo vean; con dificultad para respirar o para tragar la saliva, o mucho sangrado por la boca que no para al apretar → ROJO (MedlinePlus: síntomas de urgencia).',
    'Ronda 18, golpe en los testículos: la zona tiene una opción nueva ("En los testículos") y una pregunta (golpe_testiculos). El dolor de un golpe en los testículos es muy fuerte al principio y suele irse en 10-30 minutos; si dura más de 1 hora, hay que pensar en una lesión más seria (Schmitt-Thompson "Penis-scrotum injury"); la bolsa hinchada o morada, un testículo más alto o atravesado, los vómitos, la sangre en el pis o no poder orinar apuntan a rotura o torsión, que se operan en horas (NICE CKS; EAU/ESPU). Dolor pasado en menos de 1 hora, sin hinchazón ni moratón, testículos a la misma altura y caminando bien → VERDE con frío y red de seguridad; dolor que sigue pasada 1 hora o cualquiera de esos signos → ROJO, como hasta ahora. Todavía con dolor en la primera hora y sin ningún signo: ninguna fuente leída lo separa; elegimos AMARILLO con la instrucción de ir a urgencias ahora si a la hora sigue doliendo o aparece un signo (lectura prudente frente al verde; el rojo mandaría a urgencias a casi todo golpe reciente). El cribado de otras puertas (no es de este flujo) sigue dando rojo a "le duele un testículo": un golpe que aún duele puede salir rojo por ahí. El mecanismo "accidente de tráfico o golpe muy fuerte" cambia de texto para hablar solo del mecanismo (NICE NG232: accidentes de tráfico, atropellos, caídas a mucha velocidad; PECARN: objeto de alto impacto como un bate o una pelota de golf) y la ayuda dice que una patada, un puñetazo o un balonazo son golpes normales aunque duelan mucho; sus respuestas guardadas se vuelven a contestar.',
    'Ronda 18, recorrido del catálogo: las dos preguntas nuevas de la cabeza duplicaban los caminos que recorren las comprobaciones. Sin cambiar ningún nivel: la herida tiene ahora una sola respuesta para "sin herida, un rasguño, un raspón o un corte pequeño (hasta 2 cm) con los bordes juntos que ya no sangra" (antes eran dos respuestas con el mismo resultado; texto nuevo, sus respuestas guardadas se vuelven a contestar), la regla de un vómito se escribe "vómitos > 0" (igual que "1 o más" para un número de vómitos, y así el recorrido prueba el 0), la mandíbula se pregunta desde los 2 años (antes no sabrán decir si los dientes encajan ni dónde les duele; las fracturas de mandíbula de los más pequeños son raras y el dolor o no abrir la boca se ven en el aspecto y en la pregunta de la herida) y el chichón fuera de la frente desde los 3 meses y hasta 5 cm (por debajo de 3 meses todo golpe en la cabeza ya es amarillo, y por encima de 5 cm ya es rojo en menores de 1 año y amarillo desde 1 año).',
    'Ronda 17, escayola, férula o vendaje que aprieta: con un golpe en un brazo o una pierna, justo después de la pregunta de la fractura abierta, se pregunta si lleva escayola, férula o vendaje (pregunta nueva lleva_escayola) y, si la lleva, los signos de alarma (pregunta nueva escayola_alarma, compartida en banderas-escayola.ts con hinchazon_local y dolor_articular): dedos muy hinchados que no se deshinchan en alto, pálidos, blancos, azulados o fríos, dormidos o con hormigueo, o que no puede mover, o un dolor que no cede con el calmante, va a más o aumenta mucho al moverle los dedos con cuidado (en un niño pequeño, llanto sin consuelo con la escayola) → ROJO, urgencias ahora para abrir la escayola (escayola demasiado apretada o síndrome compartimental: RCH Melbourne "Plaster cast care" y la guía de síndrome compartimental; Sydney Children\'s Hospitals Network "Cast care"; folletos del NHS; NICE NG38; Noonan y McCarthy 2010). Entre fuentes: SCHN pide elevar 15 minutos y, si no mejora, ir a urgencias enseguida; elegimos rojo en cuanto hay cambio de color, frío, hormigueo, no mover los dedos o dolor que no cede (lectura prudente), y la hinchazón solo si no baja en alto. La hinchazón leve que baja en alto, con color, calor y sensibilidad normales, es lo habitual los primeros días (RCH) → el nivel que ya daba el flujo, con los consejos de elevar y mover si es verde. No cambia ninguna pregunta existente.',
    'Ronda 8, tobillo y pie (reglas de Ottawa): antes, cojear o tener el tobillo hinchado tras torcérselo era amarillo ("posible fractura"). Las reglas de Ottawa del tobillo y del pie están validadas en niños (Dowling, Acad Emerg Med 2009: metaanálisis, sensibilidad en torno al 98 %): si puede dar 4 pasos y no duele al apretar el borde de atrás o la punta de los maléolos, el escafoides (el hueso que sobresale en el lado de dentro del pie) ni la base del quinto metatarsiano (el que sobresale en el borde de fuera), no hace falta radiografía. Elegimos: desde 5 años (MacLellan, CJEM 2017: las reglas son fiables en niños mayores de 5 años, que pueden dar los pasos y decir dónde duele), golpe en el tobillo o el pie (pregunta nueva tobillo_pie) → se pregunta la regla con palabras que un padre puede comprobar (pregunta nueva ottawa): la cumple → verde (esguince, cuidados y red de seguridad); no la cumple, o el pie está torcido o deformado → amarillo (radiografía hoy). Hueso a la vista, pie frío o azulado, caída de altura o tráfico siguen con sus reglas. Por debajo de 5 años, sin cambios.',
    'Ronda 8, heridas con el golpe: la pregunta de la herida cambia de id (herida → herida_golpe) y tiene una respuesta para el corte pequeño (hasta 2 cm) con los bordes juntos que ya no sangra (desde la ronda 18, dentro de la primera respuesta) → no sube el nivel (NICE CKS; Schmitt "Cuts"; Seiler 2018 para la lengua y el frenillo; igual que el flujo herida). Los bordes que se separan, un colgajo, una herida profunda, de más de 2 cm, en el borde del labio o en el párpado → amarillo; la que sigue sangrando tras 10 minutos → rojo, como antes.',
    'Puertas equivocadas: por un golpe o una caída llegan la lesión dentro de la cabeza (pérdida de conocimiento, convulsión, confusión, vómitos, dolor de cabeza que aumenta: rojo), la fractura de cráneo (líquido por la nariz o el oído, moratones alrededor de los ojos, hundimiento, fontanela abultada: rojo), la lesión de la columna del cuello (dolor o rigidez de cuello, hormigueo o debilidad: rojo; Schmitt Head Injury "neck pain or stiffness → go to ED now"), la lesión interna del tórax o del abdomen (rojo), la fractura abierta o con mala circulación (rojo), el maltrato en bebés (golpe sin explicar: rojo en menores de 1 año), el sangrado en un niño con trastorno de la coagulación (rojo con golpe en la cabeza) y el golpe causado por un desmayo o una convulsión (la pregunta neurológica incluye la pérdida de conocimiento y la convulsión; enlace a mareo y convulsion en esos flujos). Todas se preguntan.',
    'Vómitos tras un golpe en la cabeza: Healthier Together da rojo a partir de 3 vómitos y verde hasta 2; NICE NG232 deriva a urgencias con cualquier vómito (con juicio clínico en ≤ 12 años) y SEUP pone "traumatismo craneal con vómitos" en 112; Schmitt usa "2 o más vómitos". Elegimos la lectura prudente: 2 o más vómitos → rojo, 1 vómito → amarillo (que lo vea hoy un médico), ninguno → puede ser verde.',
    'Chichón, moratón o herida de más de 5 cm en la cabeza: NICE (TC en 1 hora) y el Belfast Trust lo ponen en rojo solo en menores de 1 año; Healthier Together lo pone en rojo a cualquier edad. Elegimos rojo en menores de 1 año y amarillo desde 1 año (los chichones grandes en la frente de un niño que ya anda son frecuentes y casi siempre benignos, pero que lo vea hoy un médico). Umbral estricto: más de 5 cm (5 cm exactos no lo dispara).',
    'Mecanismo peligroso: Healthier Together y NICE dan rojo a una caída de más de 1 metro (o más alta que el propio niño, o más de 5 escalones) y a los accidentes de tráfico; PECARN usa 0,9 m en menores de 2 años y 1,5 m desde los 2 años. Rojo si el golpe afecta a la cabeza o al tronco; si solo se ha golpeado un brazo o una pierna, amarillo.',
    'Mecanismo desconocido (nadie lo vio y el niño no lo puede contar): en menores de 1 año con golpe en la cabeza o el tronco, rojo (NICE: sospecha de lesión no accidental → TC en 1 hora; HT: "safeguarding concerns"); desde 1 año, amarillo. No preguntamos directamente por maltrato; el pediatra que lo valore lo tendrá en cuenta. Revisar con pediatría.',
    'Dolor de cabeza: Healthier Together pone en ámbar el que no se va o empeora pese a calmantes; Belfast pone en rojo el que va a más y NICE NG232 deriva a urgencias el persistente. Elegimos: va a más → rojo; no se pasa con paracetamol o ibuprofeno → amarillo. Solo se pregunta desde los 2 años (antes no lo sabrán decir).',
    'Anticoagulantes, hemofilia u otra enfermedad de la coagulación, o cirugía cerebral previa: rojo con golpe en la cabeza (NICE, HT); amarillo si el golpe es en otra parte, sin ibuprofeno.',
    'Bebés de 0-3 meses con golpe en la cabeza: ninguna fuente de clinical-sources.md los separa; como todavía no se mueven solos, un golpe en la cabeza suele ser una caída desde una altura o una lesión no explicada. Elegimos amarillo como mínimo, sin dosis. Revisar con pediatría.',
    'Brazo o pierna: SEUP pone la deformidad en "Urgencias el mismo día" y la fractura abierta en 112; Schmitt manda llamar ya por deformidad, hinchazón grande, no apoyar o cojear, no mover el miembro, piel pálida o azulada por debajo de la lesión o edad menor de 1 año; NICE NG143 pone "no apoya o no usa una extremidad" en ámbar. Elegimos: hueso visible, herida encima de una posible fractura o mano/pie frío, pálido o azulado → rojo; el resto → amarillo.',
    'Dientes (ronda 5, issue 9 punto 2: ninguna pregunta cubría un diente arrancado o roto por un golpe). Se pregunta a quien se ha golpeado la cabeza o la cara, desde los 6 meses (antes no hay dientes), después de las señales de lesión dentro de la cabeza, para que un golpe en la cabeza que además es grave no se quede en el dentista. Diente definitivo que se ha salido entero → rojo: las guías de la IADT (2020) y el NHS lo tratan como una urgencia en la que cuenta el tiempo (mejor pronóstico si se recoloca en los primeros 60 minutos; si no, guardarlo en leche, suero o saliva, nunca seco ni en agua) y la AAPD da las mismas instrucciones en el lugar del accidente; el resultado las da en el orden en que se hacen y manda a un dentista de urgencias o a urgencias del hospital, y a urgencias del hospital o al 112 si además hay signos de lesión en la cabeza o de haberse tragado el diente hacia el pulmón. El NHS pide ir aunque no se encuentre el diente. Los dientes definitivos empiezan a salir hacia los 6 años; si no se sabe si era de leche, se trata como definitivo (IADT, NHS: llevarlo en leche o saliva al dentista). Diente de leche que se ha salido → amarillo, sin recolocarlo (IADT 2020 dentición temporal y NHS: dañaría el diente definitivo que se forma debajo), que lo vea un dentista hoy o, si no es posible, mañana a primera hora. Diente roto, torcido, metido hacia dentro o que se mueve mucho, o encía que sangra alrededor de un diente → amarillo, dentista el mismo día (IADT fracturas y luxaciones; guardar el trozo roto en leche, suero o agua). Ronda 6: la pregunta, sus respuestas y sus reglas pasan a banderas-dientes.ts para que la puerta "Dentición" pregunte lo mismo; la respuesta del diente dañado nombra ahora el diente metido en la encía que se ve más corto (intrusión, IADT 2020), que antes quedaba escondido en "metido hacia dentro". Un labio o una lengua mordidos que dejan de sangrar al apretar no cuentan; la herida que sigue sangrando tras 10 minutos apretando ya es rojo por la pregunta de herida.',
    'Golpe fuerte en el tronco con dolor intenso, tripa hinchada o dura, vómitos o sangre en la orina → rojo (posible lesión interna). No está en clinical-sources.md: lectura prudente, revisar con pediatría.',
    'Shock y bazo tras un golpe en el tronco (issue 9, ronda 7): la pregunta de color (color_grave: muy pálido, grisáceo, moteado, labios azulados) se sustituye por la compartida de signos de shock de banderas-shock.ts (signos_shock: el mismo color más sudor frío, marearse tanto al incorporarse que tiene que tumbarse, desmayarse o no tenerse en pie) → rojo con 112, tumbado con las piernas en alto, sin comer ni beber (NICE NG143 rojo; NICE CG84: shock; Healthier Together rojo). Y desde 2 años se pregunta la mononucleosis de los últimos 2 meses, diagnosticada o sospechada por un médico: con dolor de tripa (sobre todo arriba a la izquierda) o de la punta del hombro izquierdo, por pequeño que pareciera el golpe → rojo con 112 (NHS "Glandular fever": sin deportes de contacto unas 8 semanas porque el bazo hinchado se puede romper; 999 o urgencias con dolor de tripa fuerte y repentino; NHS inform: dolor agudo en el lado izquierdo). Con mononucleosis y un golpe en el tronco pero sin ese dolor ni signos de shock → amarillo, que lo explore hoy un médico, sin ibuprofeno: el NHS no lo dice así, pero la rotura del bazo puede dar la cara horas después del golpe y un bazo hinchado se rompe con golpes pequeños; es la lectura prudente, a revisar con pediatría.',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo (NICE NG232 pide valorar también la preocupación continua de los cuidadores, que aquí responde el consejo de teleconsulta); "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Medicación: paracetamol o ibuprofeno para el dolor (Healthier Together los nombra en el ámbar). Con vómitos o riesgo de sangrado, solo paracetamol. Ibuprofeno solo desde 6 meses (lo retira el motor por debajo).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'zona',
      texto: '¿Dónde se ha dado el golpe?',
      tipo: 'opciones',
      opciones: [ZONA.cabeza, ZONA.extremidad, ZONA.ambas, ZONA.tronco, ZONA.testiculos, ZONA.vulva],
      ayuda: 'Si se ha golpeado en varios sitios y uno de ellos es la cabeza, elige una opción con la cabeza.',
    },
    { ...PREGUNTA_NO_RESPONDE, mostrar_si: CABEZA_O_TRONCO },
    {
      id: 'neuro',
      texto:
        '¿Perdió el conocimiento (aunque fueran unos segundos) o ha tenido una convulsión? ¿O desde el golpe está confuso o raro, le cuesta hablar o entenderte, ve doble o borroso, pierde fuerza en un brazo o una pierna, pierde el equilibrio o no recuerda lo que ha pasado?',
      tipo: 'si_no',
      ayuda: 'Una convulsión son sacudidas o rigidez del cuerpo, o quedarse con la mirada perdida sin responder.',
      mostrar_si: CABEZA,
      alarma: ['si'],
    },
    {
      id: 'signos_fractura',
      texto:
        '¿Le sale líquido transparente por la nariz o por un oído, o sangre por un oído? ¿Tiene moratones alrededor de los dos ojos o detrás de las orejas, un hundimiento en la cabeza o, si es un bebé, la fontanela (la "mollera") abultada?',
      tipo: 'si_no',
      ayuda: 'Sangrar por la nariz después de un golpe en la cara es frecuente y no cuenta aquí; lo que cuenta es un líquido claro, como agua.',
      mostrar_si: CABEZA,
      alarma: ['si'],
    },
    {
      id: 'cuello',
      texto:
        '¿Desde el golpe le duele el cuello o no lo mueve con normalidad, o nota hormigueo, pérdida de fuerza o de sensibilidad en los brazos o las piernas?',
      tipo: 'si_no',
      ayuda: 'No le pidas que mueva el cuello para comprobarlo: responde por lo que notes o te diga.',
      mostrar_si: CABEZA_O_TRONCO,
      alarma: ['si'],
    },
    { ...PREGUNTA_RESPIRA_MAL, mostrar_si: `zona = '${ZONA.tronco}'` },
    { ...PREGUNTA_SIGNOS_SHOCK, mostrar_si: TRONCO },
    { ...PREGUNTA_MONONUCLEOSIS, mostrar_si: `${TRONCO} AND ${PREGUNTA_MONONUCLEOSIS.mostrar_si ?? ''}` },
    { ...PREGUNTA_DOLOR_BAZO, mostrar_si: `${TRONCO} AND ${PREGUNTA_DOLOR_BAZO.mostrar_si ?? ''}` },
    {
      id: 'lesion_interna',
      texto:
        '¿Le duele mucho la tripa, el pecho o la espalda, tiene la tripa hinchada o dura, ha vomitado o hace pis con sangre?',
      tipo: 'si_no',
      mostrar_si: `zona = '${ZONA.tronco}'`,
      alarma: ['si'],
    },
    {
      // Round 18 (Schmitt-Thompson "Penis-scrotum injury"; NICE CKS scrotal pain and swelling; EAU/ESPU).
      id: 'golpe_testiculos',
      texto: '¿Cómo está ahora del golpe en los testículos?',
      tipo: 'opciones',
      opciones: [GOLPE_TESTICULOS.pasado, GOLPE_TESTICULOS.reciente, GOLPE_TESTICULOS.grave],
      ayuda:
        'Míralo de pie, con buena luz, y compara los dos lados. Un golpe en los testículos duele muchísimo al principio (a veces da náuseas), pero el dolor suele irse en 10-30 minutos. Si encaja la última opción en algo, elige la última.',
      mostrar_si: TESTICULOS,
      alarma: [GOLPE_TESTICULOS.grave],
    },
    {
      // Round 19 (RCH Melbourne "Straddle injuries"): a girl's fall astride something.
      id: 'golpe_vulva',
      texto: '¿Cómo está ahora del golpe en la vulva?',
      tipo: 'opciones',
      opciones: [GOLPE_VULVA.leve, GOLPE_VULVA.sangro, GOLPE_VULVA.grave],
      ayuda:
        'Si sangra, aprieta ahora con una gasa o un paño limpio doblado durante 10 minutos seguidos, sin levantarlo para mirar. Luego mírala con buena luz. En las niñas esa zona sangra mucho aunque la herida sea pequeña. Si encaja algo de la última opción, elige la última.',
      mostrar_si: VULVA,
      alarma: [GOLPE_VULVA.grave],
    },
    {
      id: 'fractura_abierta',
      texto:
        '¿Se ve el hueso, o tiene una herida justo encima de la zona que parece rota? ¿O la mano o el pie de ese lado está frío, pálido o azulado?',
      tipo: 'si_no',
      mostrar_si: EXTREMIDAD,
      alarma: ['si'],
    },
    // Round 17: a tight cast, splint or bandage (banderas-escayola.ts). The gate is repeated: a hidden question's id is unknown.
    { ...PREGUNTA_LLEVA_ESCAYOLA, mostrar_si: EXTREMIDAD },
    { ...PREGUNTA_ESCAYOLA_ALARMA, mostrar_si: `${EXTREMIDAD} AND ${LLEVA_ESCAYOLA}` },
    {
      id: 'mecanismo',
      texto: '¿Cómo ha sido el golpe?',
      tipo: 'opciones',
      opciones: [MECANISMO.normal, MECANISMO.altura, MECANISMO.trafico, MECANISMO.desconocido],
      ayuda:
        'En menores de 2 años cuenta como caída desde altura la de unos 90 cm o más, por ejemplo desde un cambiador, una encimera o los brazos de un adulto de pie. La tercera opción habla de cómo fue el accidente, no de cuánto le dolió: una patada, un puñetazo, un balonazo o un golpe contra un mueble jugando son golpes normales, aunque le hayan dolido mucho.',
      alarma: [MECANISMO.trafico],
    },
    {
      id: 'riesgo_sangrado',
      texto:
        '¿Toma medicinas que hacen sangrar más (como Sintrom, heparina u otros anticoagulantes), tiene una enfermedad de la coagulación como la hemofilia, o le han operado del cerebro o lleva una válvula en la cabeza?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'vomitos',
      texto: '¿Cuántas veces ha vomitado desde el golpe?',
      tipo: 'numero',
      ayuda: 'Si no ha vomitado, escribe 0. Cuenta como vómitos distintos los que están separados por al menos 10 minutos.',
      mostrar_si: CABEZA,
    },
    {
      id: 'chichon_cm',
      texto: '¿Cuántos centímetros mide el chichón, el moratón o la herida más grande que tiene en la cabeza?',
      tipo: 'numero',
      ayuda: 'Si no tiene ninguno, escribe 0. Como referencia, el lado corto de una tarjeta bancaria mide algo más de 5 cm.',
      mostrar_si: CABEZA,
    },
    {
      // Round 18 (PECARN, Kuppermann 2009): a non-frontal scalp haematoma under 2 years.
      id: 'chichon_no_frontal',
      texto:
        '¿Tiene un chichón (un bulto, blando o duro) en un sitio de la cabeza que no sea la frente: en un lado, encima o detrás de una oreja, o en la parte de atrás?',
      tipo: 'si_no',
      ayuda:
        'En los menores de 2 años, un chichón fuera de la frente (sobre todo si es blando, como una bolsa de líquido) puede esconder una pequeña fractura, por eso lo preguntamos. Los chichones de la frente son los más frecuentes y no cuentan aquí.',
      // Not above 5 cm: under 1 year that is already rojo, and from 1 year already amarillo (NICE NG232; HT).
      mostrar_si: `${CABEZA} AND ${MENOR_2} AND chichon_cm <= ${CM_CHICHON}`,
      alarma: ['si'],
    },
    {
      // Round 8: a new id (it was 'herida'): a small closed cut has its own answer and needs no stitches.
      id: 'herida_golpe',
      texto: '¿Se ha hecho alguna herida con el golpe?',
      tipo: 'opciones',
      opciones: [HERIDA.no, HERIDA.abierta, HERIDA.sangra],
      ayuda: 'Si sangra, aprieta ahora la herida con una gasa o un paño limpio durante 10 minutos seguidos, sin levantarlo para mirar.',
      // Round 19: not for the vulva, whose own question asks the bleeding.
      mostrar_si: `zona != '${ZONA.vulva}'`,
      alarma: [HERIDA.sangra],
    },
    {
      id: 'dolor_cabeza',
      texto: '¿Le duele la cabeza?',
      tipo: 'opciones',
      opciones: [DOLOR_CABEZA.no, DOLOR_CABEZA.persiste, DOLOR_CABEZA.empeora],
      mostrar_si: `${CABEZA} AND edad_rango IN ${lista(['2-5 años', '5-12 años', '12+ años'])}`,
      alarma: [DOLOR_CABEZA.empeora],
    },
    {
      // Round 18: a probable broken jaw (MedlinePlus "Jaw - broken or dislocated"), before the teeth.
      id: 'mandibula',
      texto: 'Si el golpe fue en la barbilla, la mandíbula o la cara: ¿le pasa alguna de estas cosas?',
      tipo: 'opciones',
      opciones: [MANDIBULA.no, MANDIBULA.fractura, MANDIBULA.grave],
      ayuda: 'Pídele que cierre la boca despacio y te diga si los dientes le «encajan» como siempre. Si le pasan cosas de las dos últimas opciones, elige la última.',
      // From 2 years, when a child can say whether the teeth meet and where it hurts (see notas).
      mostrar_si: `${CABEZA} AND edad_rango IN ${lista(['2-5 años', '5-12 años', '12+ años'])}`,
      alarma: [MANDIBULA.grave],
    },
    // After the head's red signs, so a serious head injury is never sent to the dentist (early exit).
    { ...PREGUNTA_DIENTES, mostrar_si: `${CABEZA} AND edad_rango NOT IN ${lista(EDADES_SIN_DIENTES)}` },
    {
      id: 'tobillo_pie',
      texto: '¿El golpe ha sido en el tobillo o en el pie (por ejemplo, se le ha torcido el tobillo)?',
      tipo: 'si_no',
      mostrar_si: `${EXTREMIDAD} AND edad_rango IN ${lista(EDADES_OTTAWA)}`,
    },
    {
      id: 'ottawa',
      texto:
        'Ahora, ¿puede dar 4 pasos seguidos apoyando el pie (aunque cojee), el tobillo y el pie no están torcidos ni deformados, y NO le duele cuando aprietas con un dedo en ninguno de estos huesos: el borde de atrás o la punta del hueso redondo del tobillo (por dentro y por fuera), el hueso que sobresale en el lado de dentro del pie (delante del tobillo) y el que sobresale en el borde de fuera del pie (a mitad de camino entre el talón y el dedo pequeño)?',
      tipo: 'si_no',
      ayuda:
        'Aprieta con la punta de un dedo, de uno en uno, y mírale la cara. Que duela el tobillo en general, que esté hinchado o morado, o que cojee es normal en un esguince; lo que importa es si duele justo al apretar esos huesos, o si no puede dar los 4 pasos.',
      mostrar_si: TOBILLO_OTTAWA,
      alarma: ['no'],
    },
    {
      id: 'extremidad',
      texto:
        '¿El brazo o la pierna está torcido o deformado, o muy hinchado? ¿No puede apoyar el pie, cojea, o no quiere mover ni usar el brazo o la mano?',
      tipo: 'si_no',
      mostrar_si: `${EXTREMIDAD} AND (edad_rango NOT IN ${lista(EDADES_OTTAWA)} OR tobillo_pie = 'no')`,
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    // No dose under 3 months: do not ask the weight there.
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  avisos: [AVISO_PREOCUPADO],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "no_responde = 'si'",
      'Muy adormilado, no responde o llanto que no se calma tras el golpe',
      consejosRojo(NO_MOVER_CUELLO),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "neuro = 'si'",
      'Pérdida de conocimiento, convulsión o síntomas neurológicos tras un golpe en la cabeza',
      consejosRojo(
        'Puede haber una lesión dentro de la cabeza: necesita que lo valoren en urgencias ahora, aunque parezca recuperado.',
        NO_MOVER_CUELLO,
        'Si tiene otra convulsión, túmbalo de lado, no le metas nada en la boca y llama al 112.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "signos_fractura = 'si'",
      'Signos de posible fractura del cráneo',
      consejosRojo(
        'No le tapones la nariz ni el oído si sale líquido o sangre: deja que salga y cubre con una gasa sin apretar.',
        NO_MOVER_CUELLO,
      ),
    ),
    rojo(
      "cuello = 'si'",
      'Dolor de cuello, o hormigueo o debilidad en brazos o piernas, tras el golpe',
      consejosRojo(
        'El dolor de cuello, no moverlo con normalidad, o el hormigueo o la debilidad en brazos o piernas después de un golpe pueden indicar una lesión de la columna del cuello (Schmitt: ir a urgencias ya).',
        NO_MOVER_CUELLO,
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo("respira_mal = 'si'", 'Dificultad para respirar tras el golpe', consejosRojo('Déjalo en la postura en la que respire mejor.'), {
      acciones_sugeridas: [ACCION.llama112],
    }),
    reglaSignosShock('Palidez, sudor frío o mareo al ponerse de pie tras el golpe: posible hemorragia interna', [
      'Puede estar sangrando por dentro (el hígado o el bazo pueden romperse con un golpe en la tripa o las costillas aunque por fuera no se vea nada).',
    ]),
    reglaBazoMononucleosis(DOLOR_BAZO),
    rojo(
      "lesion_interna = 'si'",
      'Golpe en la tripa, el pecho o la espalda con signos de lesión interna',
      consejosRojo('Un golpe fuerte en la tripa (por ejemplo, con el manillar de la bici) puede dañar el hígado, el bazo o el riñón aunque por fuera no se vea nada.'),
    ),
    rojo(
      "fractura_abierta = 'si'",
      'Posible fractura abierta o mala circulación en el brazo o la pierna',
      consejosRojo(
        'Si se ve el hueso o hay una herida encima, tápala con una gasa o un paño limpio sin apretar y no intentes meter el hueso.',
        'No le muevas el brazo o la pierna: inmovilízalo tal como está, apoyado sobre un cojín o una toalla doblada.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    reglaEscayola(),
    rojo(
      `herida_golpe = '${HERIDA.sangra}'`,
      'Herida que no deja de sangrar',
      consejosRojo(
        'Sigue apretando la herida con fuerza con una gasa o un paño limpio, sin levantarlo para mirar. Si se empapa, pon otro encima sin quitar el primero.',
      ),
      { ver_tambien: ['herida'] },
    ),
    rojo(
      'vomitos >= 2',
      'Vómitos repetidos tras un golpe en la cabeza',
      consejosRojo('Vomitar varias veces después de un golpe en la cabeza puede ser un signo de lesión dentro de la cabeza.'),
    ),
    rojo(
      `mecanismo = '${MECANISMO.trafico}'`,
      'Accidente de tráfico o golpe muy fuerte',
      consejosRojo(
        NO_MOVER_CUELLO,
        'Después de un golpe así puede haber lesiones que al principio no se notan: que lo valoren en urgencias aunque parezca estar bien.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `mecanismo = '${MECANISMO.altura}' AND ${CABEZA_O_TRONCO}`,
      'Caída desde altura con golpe en la cabeza o el tronco',
      consejosRojo(NO_MOVER_CUELLO, 'Una caída desde esa altura necesita valoración en urgencias aunque parezca estar bien.'),
    ),
    rojo(
      `riesgo_sangrado = 'si' AND ${CABEZA}`,
      'Golpe en la cabeza en un niño con riesgo de sangrado',
      consejosRojo('Con anticoagulantes, una enfermedad de la coagulación o una válvula en la cabeza, cualquier golpe en la cabeza debe valorarse en urgencias. Lleva su informe o su medicación.'),
    ),
    rojo(
      `${MENOR_1} AND chichon_cm > ${CM_CHICHON}`,
      'Chichón, moratón o herida de más de 5 cm en la cabeza de un bebé',
      consejosRojo('En menores de 1 año, un chichón, moratón o herida de más de 5 cm en la cabeza puede esconder una fractura: que lo valoren en urgencias ahora.'),
    ),
    rojo(
      `${MENOR_1} AND mecanismo = '${MECANISMO.desconocido}' AND ${CABEZA_O_TRONCO}`,
      'Golpe sin explicar en la cabeza o el tronco de un bebé',
      consejosRojo('En un bebé, un golpe del que no se sabe cómo ha ocurrido debe valorarse en urgencias aunque parezca estar bien.'),
    ),
    rojo(
      `dolor_cabeza = '${DOLOR_CABEZA.empeora}'`,
      'Dolor de cabeza que va a más tras el golpe',
      consejosRojo('Un dolor de cabeza que aumenta después de un golpe debe valorarse en urgencias.'),
    ),
    reglaDienteDefinitivo(),
    rojo(
      `mandibula = '${MANDIBULA.grave}'`,
      'Golpe en la mandíbula o la cara con dificultad para respirar, para tragar o mucho sangrado',
      consejosRojo(
        'Una mandíbula rota que no deja respirar o tragar bien, o que sangra mucho por la boca, es una urgencia (MedlinePlus): llama al 112 si le cuesta mucho respirar.',
        'Que vaya sentado e inclinado hacia delante para que la sangre y la saliva salgan de la boca y no se las trague. Si sangra, aprieta con una gasa. Sujeta la mandíbula con suavidad con la mano o con un pañuelo atado por encima de la cabeza, sin apretar.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `golpe_testiculos = '${GOLPE_TESTICULOS.grave}'`,
      'Golpe en los testículos con dolor que no se pasa, hinchazón, un testículo más alto o vómitos',
      consejosRojo(
        'Un dolor que dura más de 1 hora, la bolsa hinchada o morada, un testículo más alto que el otro o los vómitos tras un golpe pueden ser un testículo roto o retorcido (torsión), que hay que operar en pocas horas para salvarlo (NICE; EAU/ESPU; Schmitt-Thompson). Ve a urgencias ahora.',
        'Ponle frío envuelto en un paño sobre la zona y que vaya tumbado, con unos calzoncillos ajustados o una toalla debajo que sujete los testículos.',
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    rojo(
      `golpe_vulva = '${GOLPE_VULVA.grave}'`,
      'Golpe en la vulva que sigue sangrando, por algo que se clavó, con hinchazón que crece o sin poder hacer pis',
      consejosRojo(
        'Una herida de la vulva que no deja de sangrar, algo con punta que se ha clavado (puede haber llegado a la vagina, a la uretra o al ano), un bulto de sangre que no para de crecer o no poder hacer pis necesitan que la vean en urgencias ahora: a veces hay que explorarla con sedación y coser por dentro (RCH Melbourne).',
        'Sigue apretando con una gasa o un paño limpio doblado, sin levantarlo para mirar; si se empapa, pon otro encima. Si algo sigue clavado, no lo saques. Si no sangra, pon frío envuelto en un paño.',
      ),
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `${TRONCO} AND ${MONONUCLEOSIS}`,
      'Golpe en el tronco con mononucleosis',
      consejosAmarillo(
        'Con mononucleosis el bazo está hinchado y un golpe, aunque parezca pequeño, lo puede romper; a veces el dolor empieza horas después. Que lo explore hoy un médico aunque ahora esté bien.',
        'Que descanse, sin deporte ni esfuerzos. Para el dolor, mejor paracetamol: no le des ibuprofeno ni aspirina.',
        CONSEJO_MONONUCLEOSIS,
      ),
      { medicacion: paracetamol() },
    ),
    amarillo(
      `edad_rango = '0-3 meses' AND ${CABEZA}`,
      'Golpe en la cabeza en un bebé menor de 3 meses',
      consejosAmarillo(
        'A esta edad un golpe en la cabeza debe verlo hoy un médico, aunque el bebé parezca estar bien.',
        'Sigue dándole el pecho o el biberón como siempre y no lo dejes solo en superficies altas.',
        VIGILA_CABEZA,
      ),
      { medicacion: [] },
    ),
    amarillo(
      // Round 18: "> 0" rather than ">= 1" (the same for a count of vomits), so the catalogue walk tries 0.
      'vomitos > 0',
      'Ha vomitado una vez tras el golpe en la cabeza',
      consejosAmarillo(
        'Un vómito después de un golpe en la cabeza es frecuente y suele ser por el susto, pero que lo vea hoy un médico.',
        'Si vuelve a vomitar, ve a urgencias ahora.',
        'Para el dolor, mejor paracetamol (con vómitos, evita el ibuprofeno).',
        VIGILA_CABEZA,
      ),
      { medicacion: paracetamol() },
    ),
    amarillo(
      `dolor_cabeza = '${DOLOR_CABEZA.persiste}'`,
      'Dolor de cabeza que no se quita con calmantes tras el golpe',
      consejosAmarillo('Un dolor de cabeza que no se va con paracetamol o ibuprofeno después de un golpe debe valorarlo hoy un médico.', VIGILA_CABEZA),
    ),
    // Teeth are asked only after a blow to the head or face: the head watch list goes with them.
    reglaDienteLeche([VIGILA_CABEZA]),
    reglaDienteDanado([VIGILA_CABEZA]),
    amarillo(
      "chichon_no_frontal = 'si'",
      'Chichón fuera de la frente en un niño menor de 2 años',
      consejosAmarillo(
        'En los menores de 2 años, un chichón en un lado de la cabeza, encima o detrás de una oreja o en la parte de atrás (no en la frente) puede esconder una pequeña fractura: que lo vea hoy un médico, que decidirá si basta con vigilarlo unas horas o hace falta una prueba (PECARN).',
        ...CUIDADOS_CABEZA.slice(0, 1),
        VIGILA_CABEZA,
      ),
    ),
    amarillo(
      `mandibula = '${MANDIBULA.fractura}'`,
      'Posible fractura de la mandíbula: que lo vea hoy un médico',
      consejosAmarillo(
        'Si los dientes no encajan como antes, le duele delante de la oreja o no puede abrir bien la boca tras un golpe en la barbilla o la cara, puede tener la mandíbula rota o desencajada: que lo vean hoy en urgencias de un hospital con cirujano maxilofacial, que le harán una radiografía (MedlinePlus).',
        'Hasta que lo vean, que no coma (puede necesitar que le coloquen la mandíbula con sedación); puede beber a sorbos. Frío envuelto en un paño sobre la zona.',
        'Llama al 112 si le cuesta respirar, no puede tragar la saliva o sangra mucho por la boca.',
        VIGILA_CABEZA,
      ),
      { acciones_sugeridas: ['Acude hoy a urgencias de un hospital (cirugía maxilofacial)', ACCION.pediatraHoy] },
    ),
    amarillo(
      `golpe_testiculos = '${GOLPE_TESTICULOS.reciente}'`,
      'Golpe en los testículos hace menos de 1 hora, todavía con dolor',
      consejosAmarillo(
        'Después de un golpe en los testículos, el dolor fuerte suele irse en 10-30 minutos. Ahora: que se tumbe, con frío envuelto en un paño sobre la zona y unos calzoncillos ajustados que los sujeten.',
        'Si pasada 1 hora desde el golpe le sigue doliendo mucho, o antes se le hincha o se pone morada la bolsa, un testículo queda más alto que el otro, vomita, o hace pis con sangre o no puede hacer pis, ve a urgencias ahora: puede ser un testículo roto o retorcido, que se opera en pocas horas (NICE; EAU/ESPU).',
        'Si el dolor se le pasa del todo y la bolsa se ve normal, no hace falta ir; aun así, que lo vea su médico hoy si sigue con molestias.',
      ),
      { ver_tambien: ['dolor_abdominal'] },
    ),
    amarillo(
      `golpe_vulva = '${GOLPE_VULVA.sangro}'`,
      'Golpe en la vulva que ha sangrado: que la explore hoy un médico',
      consejosAmarillo(
        'Aunque ya no sangre, que la vea hoy un médico (su pediatra o urgencias) para comprobar que es un corte superficial y que no hay una herida en el himen, en la vagina o por dentro. En las niñas esa zona sangra mucho con heridas pequeñas, y casi siempre se cura sola (RCH Melbourne).',
        'Hasta que la vean: frío envuelto en un paño 10-20 minutos y ropa interior de algodón, holgada. Si le escuece al hacer pis, que lo haga sentada en un baño de agua templada sin jabón.',
        'El médico te preguntará cómo fue y la mirará con cuidado, contigo al lado: es lo habitual en cualquier golpe en esa zona.',
        'Ve a urgencias ahora si vuelve a sangrar y no para en 10 minutos apretando, la hinchazón crece, no puede hacer pis o le duele cada vez más.',
      ),
    ),
    amarillo(
      `mecanismo = '${MECANISMO.desconocido}' AND ${GENITALES}`,
      'Golpe en los genitales sin saber cómo ha sido',
      consejosAmarillo(
        'Si nadie vio cómo se hizo el golpe en los genitales y no lo puede contar, que lo vea hoy un médico: comprobará la lesión y si encaja con una caída o un golpe jugando (NICE).',
        'Hasta entonces, frío envuelto en un paño sobre la zona y ropa interior de algodón, holgada.',
        'Ve a urgencias ahora si sangra y no para en 10 minutos apretando, la zona se hincha cada vez más, no puede hacer pis o le duele mucho.',
      ),
    ),
    amarillo(
      `chichon_cm > ${CM_CHICHON}`,
      'Chichón, moratón o herida de más de 5 cm en la cabeza',
      consejosAmarillo(
        'Los chichones grandes en la frente suelen ser benignos, pero uno de más de 5 cm debe verlo hoy un médico.',
        ...CUIDADOS_CABEZA.slice(0, 1),
        VIGILA_CABEZA,
      ),
    ),
    amarillo(
      `mecanismo = '${MECANISMO.desconocido}' AND ${CABEZA_O_TRONCO}`,
      'Golpe en la cabeza o el tronco sin saber cómo ha sido',
      consejosAmarillo(
        'Si nadie vio el golpe, no sabemos si perdió el conocimiento ni desde qué altura cayó: que lo vea hoy un médico.',
        VIGILA_CABEZA,
      ),
    ),
    amarillo(
      `riesgo_sangrado = 'si'`,
      'Golpe en un niño con riesgo de sangrado',
      consejosAmarillo(
        'Con anticoagulantes o una enfermedad de la coagulación, un golpe puede sangrar por dentro (por ejemplo, en una articulación). Avisa hoy a su médico o a su unidad de referencia.',
        'Para el dolor, solo paracetamol: el ibuprofeno puede aumentar el sangrado.',
      ),
      { medicacion: paracetamol() },
    ),
    amarillo(
      "ottawa = 'no'",
      'Golpe en el tobillo o el pie: no apoya o duele el hueso (reglas de Ottawa)',
      consejosAmarillo(
        'Si no puede dar 4 pasos o le duele al apretar el hueso del tobillo o del pie, puede haber una fractura: que lo vea hoy un médico para hacer una radiografía.',
        INMOVILIZA,
      ),
      { acciones_sugeridas: ['Acude hoy a urgencias o a un centro con radiografías', ACCION.pediatraHoy] },
    ),
    amarillo(
      "extremidad = 'si'",
      'Posible fractura o luxación',
      consejosAmarillo(
        'Que lo vea hoy un médico: puede necesitar una radiografía.',
        INMOVILIZA,
        'No le des de comer ni de beber hasta que lo vean, por si hubiera que colocar el hueso con sedación.',
      ),
      { acciones_sugeridas: ['Acude hoy a urgencias o a un centro con radiografías', ACCION.pediatraHoy] },
    ),
    amarillo(
      `mecanismo = '${MECANISMO.altura}' AND ${SOLO_EXTREMIDAD}`,
      'Caída desde altura con golpe en un brazo o una pierna',
      consejosAmarillo('Después de una caída desde esa altura, que lo vea hoy un médico aunque pueda mover el brazo o la pierna.', INMOVILIZA),
    ),
    amarillo(
      `${MENOR_1} AND ${EXTREMIDAD}`,
      'Golpe en un brazo o una pierna en menor de 1 año',
      consejosAmarillo(
        'Los bebés no pueden decir dónde les duele y sus fracturas se notan poco: que lo vea hoy un médico.',
        'Fíjate si mueve igual los dos brazos y las dos piernas y si llora al tocarle o cambiarle el pañal.',
      ),
    ),
    amarillo(
      `herida_golpe = '${HERIDA.abierta}'`,
      'Herida que puede necesitar puntos',
      consejosAmarillo(
        'Una herida que se abre puede necesitar puntos, pegamento o tiras: mejor en las primeras 6 horas.',
        'Lávala con agua del grifo, tápala con una gasa limpia y aprieta si vuelve a sangrar.',
      ),
      { ver_tambien: ['herida'] },
    ),
    {
      ...reglaMuyEnfermo([
        'Mientras tanto, vigílalo de cerca. Si está muy dormido o raro, vomita varias veces, tiene una convulsión, le cuesta respirar o empeora, llama al 112.',
      ]),
      medicacion: antitermicos(),
    },
    // ---------------------------------------------------------------- verde
    {
      si: CABEZA,
      urgencia: 'verde',
      titulo: 'Golpe leve en la cabeza sin signos de alarma',
      consejos: [
        'Si lloró enseguida, no ha vomitado y se comporta como siempre, lo más probable es que sea un golpe leve.',
        ...CUIDADOS_CABEZA,
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          'vomita 2 veces o más',
          'está muy dormido, cuesta despertarlo o está confuso o raro',
          'tiene una convulsión',
          'le cuesta hablar, ver o andar, o pierde fuerza en un brazo o una pierna',
          'le sale líquido transparente por la nariz o por un oído',
          'el dolor de cabeza va a más o no se quita con calmantes',
          'un bebé llora sin consuelo o no se despierta para comer',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi([
          'sigue con dolor de cabeza, cansancio o le cuesta concentrarse más de 2 semanas',
          'en los días siguientes un diente se le pone oscuro (gris), le duele o se le mueve: que lo vea un dentista',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      si: `${EXTREMIDAD} AND ${LLEVA_ESCAYOLA}`,
      urgencia: 'verde',
      titulo: 'Golpe en un brazo o una pierna con escayola, férula o vendaje, sin signos de alarma',
      consejos: [
        ...CONSEJOS_ESCAYOLA_LEVE,
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES.slice(0, 3),
          'los dedos se hinchan mucho y no bajan en alto, se ponen pálidos, azulados o fríos, se le duermen o no los puede mover',
          'el dolor no cede con el calmante o va a más',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['la escayola se ablanda, se rompe, le roza o huele mal', 'sigue con dolor al cabo de unos días']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      si: "ottawa = 'si'",
      urgencia: 'verde',
      titulo: 'Torcedura de tobillo o golpe en el pie sin signos de fractura (esguince)',
      consejos: [
        'Si puede dar 4 pasos y no le duele al apretar los huesos del tobillo y del pie, lo más probable es un esguince y no hace falta radiografía (reglas de Ottawa, válidas en niños).',
        'Los primeros 2-3 días: reposo relativo, frío (hielo envuelto en un paño) 15-20 minutos cada 2-3 horas, el pie en alto sobre un cojín y, si alivia, una venda elástica sin apretar. Después, que vaya apoyando según le deje el dolor.',
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          'no puede apoyar el pie o dar 4 pasos',
          'le duele mucho al apretar el hueso del tobillo o del pie',
          'el pie se pone frío, pálido o azulado, o se le duerme',
          'el tobillo se deforma',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['sigue cojeando o con dolor al cabo de 5-7 días', 'el tobillo se le tuerce a menudo']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      si: `golpe_testiculos = '${GOLPE_TESTICULOS.pasado}'`,
      urgencia: 'verde',
      titulo: 'Golpe en los testículos que ya se ha pasado',
      consejos: [
        'Un golpe en los testículos duele muchísimo al principio, pero si el dolor se ha pasado en menos de 1 hora, la bolsa no está hinchada ni morada, los dos testículos están a la misma altura y camina bien, lo más probable es que no haya lesión (Schmitt-Thompson).',
        'Frío envuelto en un paño 10-15 minutos si le molesta, unos calzoncillos ajustados que los sujeten, y paracetamol o ibuprofeno si le duele. Que evite el deporte y las bicis hoy.',
        'En los próximos días, si hace deporte de contacto, que use coquilla.',
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          'vuelve el dolor fuerte en un testículo, en la ingle o en la tripa, aunque sea horas o días después (puede ser una torsión: urgencias ahora)',
          'la bolsa se hincha o se pone morada, o un testículo queda más alto que el otro',
          'vomita, hace pis con sangre o no puede hacer pis',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['le sigue molestando al cabo de unos días', 'le notas un bulto en un testículo']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      // Round 19 (RCH Melbourne "Straddle injuries"): most straddle injuries are minor; without bleeding, home care.
      si: `golpe_vulva = '${GOLPE_VULVA.leve}'`,
      urgencia: 'verde',
      titulo: 'Golpe en la vulva sin sangrado',
      consejos: [
        'Los golpes en la vulva al caer a horcajadas son frecuentes y casi siempre leves: si no ha sangrado, hace pis y está bien, se cuida en casa (RCH Melbourne).',
        'Pon frío envuelto en un paño 10-20 minutos varias veces el primer día. Que lleve ropa interior de algodón y ropa holgada.',
        'Si le escuece al hacer pis, que lo haga sentada en un baño de agua templada sin jabón, o echándose agua templada por encima mientras hace pis. Lava la zona solo con agua.',
        'El moratón y la hinchazón van a menos en unos días.',
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          'sangra, aunque pare (que la vea hoy un médico; si no para en 10 minutos apretando, urgencias ahora)',
          'la hinchazón o el moratón crecen, o le duele cada vez más',
          'no puede hacer pis',
          'le sale flujo o huele mal la zona en los días siguientes',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['le sigue doliendo o escociendo al cabo de 3-4 días']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Golpe leve sin signos de alarma',
      consejos: [
        ...CUIDADOS_GOLPE,
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES.slice(0, 3),
          'la zona se deforma o se hincha mucho',
          'no puede apoyar el pie, cojea o deja de usar el brazo o la mano',
          'la mano o el pie se pone frío, pálido o azulado',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['el dolor no mejora en 3 días', 'sigue cojeando al día siguiente', 'le salen moratones sin haberse dado golpes']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
  ],
});
