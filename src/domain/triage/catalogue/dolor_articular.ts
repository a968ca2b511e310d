/**
 * Dolor de articulaciones o cojera. Built on the NHS Healthier Together "Limp"
 * sheets (Frimley, South West London), NICE NG143 amber (swollen limb or joint,
 * not bearing weight), the Cornwall acute atraumatic limp guideline (red flags
 * for infection and malignancy), the Queensland "Limp" emergency guideline
 * (septic arthritis) and the growing-pains criteria (NHS GGC "Nocturnal leg
 * pain", Arthritis Research UK): issue 9, pattern 3 — the usual night-time
 * pains of both legs in a child who is well by day are home care, and a
 * change from that pattern goes through the ordinary questions. See `notas`.
 * Round 8 (NICE CKS acute childhood limp; NICE CKS and NHS Osgood-Schlatter):
 * fever with a hot joint in a child who looks well and still bears weight is
 * amarillo (same day), rojo when very ill, in a baby or not bearing weight;
 * a known overuse pain behaving as usual is verde, and pain only with sport
 * that settles with rest is not asked the 48-hour question.
 * Round 13 (NICE CKS scrotal pain and swelling; EAU/ESPU paediatric urology; NHS
 * testicular torsion): a twisted testicle can present as groin, inner-thigh or
 * lower-tummy pain or a limp, and boys often do not mention the testicle; the
 * flow asks about it (worded "si es un chico") early, with the rojo questions.
 * Round 17 (RCH Melbourne "Plaster cast care" and compartment syndrome; SCHN
 * "Cast care"; NHS cast leaflets; NICE NG38): a tight cast, splint or bandage
 * on the sore arm or leg, with the shared questions of banderas-escayola.ts.
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
  EDADES_MENOR_2_ANOS,
  lista,
  MANCHAS,
  MOTIVOS_ALARMA_GLOBALES,
  paracetamol,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
} from './comunes.ts';
import {
  CONSEJOS_DEBILIDAD_GRAVE,
  CONSEJOS_DEBILIDAD_PROGRESIVA,
  DEBILIDAD,
  FUENTE_CKS_GUILLAIN_BARRE,
  FUENTE_NHS_GUILLAIN_BARRE,
  PREGUNTA_DEBILIDAD,
  TITULO_DEBILIDAD_GRAVE,
  TITULO_DEBILIDAD_PROGRESIVA,
} from './banderas-debilidad.ts';
import { reglaTesticuloIngle } from './banderas-abdomen.ts';
import { FICHAS } from './fichas.ts';
import {
  CONSEJOS_ESCAYOLA_LEVE,
  FUENTES_ESCAYOLA,
  LLEVA_ESCAYOLA,
  PREGUNTA_ESCAYOLA_ALARMA,
  PREGUNTA_LLEVA_ESCAYOLA,
  reglaEscayola,
} from './banderas-escayola.ts';
import { conCribado } from './cribado-otras-puertas.ts';

/**
 * Round 13: testicular torsion referred to the groin, inner thigh or lower tummy, or presenting as a limp (NICE CKS
 * scrotal pain and swelling: suspected torsion → immediate referral; EAU/ESPU: pain may be referred, surgery within
 * hours). The flow cannot know the child's sex or where the leg hurts, so it is asked of every child, worded for boys.
 */
const TESTICULO_TORSION = "testiculo_torsion = 'si'";

export const APOYO = {
  normal: 'Camina con normalidad, el dolor no le hace cojear',
  /** Round 6: walking stiffly on two sore legs is not a limp (Seattle Children's "Muscle pain"). */
  rigido: 'Camina, pero despacio o rígido porque le duelen los músculos de las dos piernas; no cojea de una pierna',
  cojea: 'Cojea, pero camina',
  noApoya: 'No puede apoyar nada la pierna o no quiere mover el brazo o la pierna',
} as const;

/**
 * Round 8: pain only with sport or running that settles with rest (overuse: Osgood-Schlatter, Sever), asked of a
 * child from 5 years with no blow, fever or hot joint who walks or limps; the diagnosed and usual form is verde.
 */
export const ACTIVIDAD = {
  no: 'No: le duele también en reposo, por la noche o todo el rato, o cojea aunque no haga deporte',
  conocido:
    'Sí, y un médico ya le dijo que es un dolor por sobrecarga (Osgood-Schlatter en la rodilla, Sever en el talón u otro) y está como siempre',
  nuevo: 'Sí, le duele al hacer deporte, correr o saltar y se le pasa con reposo, pero nadie le ha dicho todavía qué es',
} as const;

/**
 * Round 11 (new id evolucion2): the old question lumped an acute pain of 2 days or more that does not improve with
 * a pain that has come and gone with load for weeks or months (patellofemoral pain, overuse; NICE CKS knee pain).
 */
export const EVOLUCION = {
  reciente: 'Empezó hace menos de 2 días',
  mejora: 'Lleva 2 días o más y va mejorando',
  noMejora: 'Empezó hace 2 días o más, le duele seguido (no solo con el esfuerzo) y no mejora o va a peor',
  recurrente:
    'Le viene y se le va desde hace semanas o meses, solo con el esfuerzo (subir o bajar escaleras, agacharse, estar mucho rato sentado con las rodillas dobladas, correr o hacer deporte), y entre medias está bien',
} as const;

/**
 * Round 18: a traction apophysitis already diagnosed (Osgood-Schlatter below the knee, Sever at the heel) hurting as
 * usual with sport (NICE CKS knee pain; RCH Melbourne Kids Health Info; NELFT). Its bony bump is swollen and tender
 * by nature, so on this path the hot-joint and bone-lump questions are asked without it, under new ids.
 */
const APOFISIS = "apofisitis_conocida = 'si'";
/** Where it is asked (from 5 years, without a blow): the gate is repeated, as an unknown condition asks. */
const SE_PREGUNTA_APOFISIS = `golpe = 'no' AND edad_rango IN ${lista(['5-12 años', '12+ años'])}`;
/** Not that answer (unknown where it is not asked, so the usual questions are still shown). */
const NO_APOFISIS = "apofisitis_conocida != 'si'";
/** A hot or swollen joint, asked the usual way or, with a known apophysitis, leaving its bump out. */
const CALIENTE = "(articulacion_caliente = 'si' OR articulacion_caliente_bulto = 'si')";
/** The red flags of malignancy or serious disease (Cornwall; NHS GGC), asked the usual way or without the known bump. */
const ALARMA_GRAVE = "(alarma_grave = 'si' OR alarma_grave_bulto = 'si')";

/** Growing pains: 3-12 years (EBM Guidelines, NHS), 2-12 in NHS GGC; the 2-5 band is split by the under-3 question. */
const EDADES_CRECIMIENTO = ['2-5 años', '5-12 años'] as const;
/** Muscle soreness after unusual exercise is asked from 2 years, when it can be told from other pains. */
const EDADES_DESDE_2_ANOS = ['2-5 años', '5-12 años', '12+ años'] as const;
/** When the exercise question is asked: no blow, not a limp of one leg, from 2 years. */
const SE_PREGUNTA_AGUJETAS = `golpe = 'no' AND ${NO_APOFISIS} AND apoyo IN ${lista([APOYO.normal, APOYO.rigido, APOYO.noApoya])} AND edad_rango IN ${lista(EDADES_DESDE_2_ANOS)}`;
/** Round 8: when the activity-related pain question is asked (overuse conditions start at school age). */
const SE_PREGUNTA_ACTIVIDAD = `golpe = 'no' AND ${NO_APOFISIS} AND fiebre = 'no' AND articulacion_caliente = 'no' AND apoyo IN ${lista([APOYO.normal, APOYO.cojea])} AND edad_rango IN ${lista(['5-12 años', '12+ años'])}`;
/** Not asked of the usual growing pains, of muscle soreness after exercise, nor (round 8) of pain only with sport. */
const SE_PREGUNTA_EVOLUCION = `${NO_APOFISIS} AND crecimiento != 'si' AND agujetas != 'si' AND dolor_actividad NOT IN ${lista([ACTIVIDAD.conocido, ACTIVIDAD.nuevo])}`;
/**
 * Round 11: a pain that comes and goes with load for weeks or months, from 5 years, without a blow, walking normally:
 * the mechanical and hip warning signs are asked next (dolor_carga_alarma). The fever, hot joint, night pain and
 * systemic questions are asked before and their rules come first.
 */
const RECURRENTE_SIN_COJERA = `evolucion2 = '${EVOLUCION.recurrente}' AND golpe = 'no' AND apoyo = '${APOYO.normal}' AND edad_rango IN ${lista(['5-12 años', '12+ años'])}`;
/** Round 11: patellofemoral or overuse pain, verde with a routine review (NICE CKS knee pain; Crossley, BMJ 2015). */
const SOBRECARGA_RECURRENTE = `${RECURRENTE_SIN_COJERA} AND dolor_carga_alarma = 'no'`;
/**
 * Round 8 (NICE CKS acute childhood limp): fever with a hot joint is rojo when the child looks very ill or is a
 * baby; fever with no weight bearing at all stays rojo at any age (two Kocher criteria); otherwise amarillo today.
 */
const INFECCION_GRAVE = `fiebre = 'si' AND (apoyo = '${APOYO.noApoya}' OR (${CALIENTE} AND (muy_enfermo = 'si' OR edad_rango IN ${lista(['0-3 meses', '3-6 meses', '6-12 meses'])})))`;

const rojo = creadorDeReglas('rojo', { acciones: [ACCION.urgenciasAhora, 'Llama al 112 si empeora'], consejos: (c) => [...c, CONSEJO_ROJO_CAMINO] });

const amarillo = creadorDeReglas('amarillo', { acciones: [ACCION.pediatraHoy, ACCION.urgenciasHoy], consejos: (c) => [...c, 'Mientras tanto, que descanse y no apoye si le duele; puedes darle paracetamol si le duele.', CONSEJO_AMARILLO], medicacion: paracetamol() });

/** HT limp amber list and Cornwall red flags, as the verde safety net. */
const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'le sube la fiebre (38 °C o más)',
  'deja de poder apoyar la pierna o de mover el brazo',
  'una articulación se pone hinchada, roja o caliente',
  'el dolor le despierta por la noche o es cada vez más fuerte',
  'lo ves peor o muy enfermo, distinto de otras veces',
]);

const CONSULTA_SI = consejoConsultaSi([
  'no está mejor en 48 horas',
  'cojea o le duele más de 1 semana aunque vaya mejorando',
  'pierde peso, está muy cansado o le salen moratones sin golpes',
  'se levanta con las articulaciones rígidas o hinchadas varios días seguidos',
]);

export const dolor_articular: Flujo = conCribado({
  ...FICHAS.dolor_articular,
  fuentes: [
    {
      titulo: 'NICE CKS. Acute childhood limp (valoración el mismo día de la cojera con fiebre; derivación urgente si hay signos de enfermedad grave)',
      anio: 2024,
      url: 'https://cks.nice.org.uk/topics/acute-childhood-limp/',
    },
    {
      titulo: 'NELFT NHS Foundation Trust. All about Osgood-Schlatter disease (sobrecarga del deportista en crecimiento; reducir la actividad según el dolor, hielo)',
      anio: 2026,
      url: 'https://www.nelft.nhs.uk/all-about-osgood-schlatter-disease',
    },
    {
      titulo: 'Rathleff MS, et al. Activity modification and knee strengthening for Osgood-Schlatter disease: a prospective cohort study. Orthop J Sports Med 2020;8:2325967120911106',
      anio: 2020,
      url: 'https://doi.org/10.1177/2325967120911106',
    },
    {
      titulo: 'NICE CKS. Knee pain - assessment (dolor de rodilla en niños y adolescentes: dolor femoropatelar y por sobrecarga; signos de alarma: bloqueo, inestabilidad, derrame, dolor referido de la cadera y epifisiolisis, infección, tumor)',
      anio: 2022,
      url: 'https://cks.nice.org.uk/topics/knee-pain-assessment/',
    },
    {
      titulo: 'Crossley KM, Callaghan MJ, van Linschoten R. Patellofemoral pain. BMJ 2015;351:h3939 (dolor alrededor de la rótula que aumenta al subir escaleras, agacharse, correr o levantarse tras estar sentado; diagnóstico clínico; tratamiento con ejercicio guiado)',
      anio: 2015,
      url: 'https://doi.org/10.1136/bmj.h3939',
    },
    {
      titulo: 'NHS Healthier Together (North East and North Cumbria). Knee pain (niños: crecimiento, sobrecarga y dolor anterior de rodilla; signos de alarma que requieren valoración urgente) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://nenc-healthiertogether.nhs.uk/professionals/musculoskeletal-presentations-chronic-babies-and-children/knee-pain',
    },
    {
      titulo: 'NHS Healthier Together (Frimley). Limp (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://frimley-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/limp',
    },
    {
      titulo: 'NHS Healthier Together (South West London). Limp – safety netting advice for parents (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://swlondon-healthiertogether.nhs.uk/professionals/childrens-nurses/safety-netting-documents-parents/limp',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s (ámbar: hinchazón de un miembro o articulación, no apoyar un miembro)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'Royal Cornwall Hospitals. Acute atraumatic limp in children – clinical guideline',
      anio: 2021,
      url: 'https://docslib.org/doc/12079665/acute-atraumatic-limp-in-children-clinical-guideline',
    },
    {
      titulo: 'Queensland Health (Children’s Health Queensland). Limp – emergency management in children (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://docslib.org/doc/9950573/limp-emergency-management-in-children',
    },
    {
      titulo: 'NHS Greater Glasgow and Clyde. Atraumatic painful limb, paediatrics (signos de alarma de infección y de tumor)',
      anio: 2019,
      url: 'https://clinicalguidelines.scot.nhs.uk/nhsggc-paediatric-clinical-guidelines/nhsggc-guidelines/emergency-medicine/atraumatic-painful-limb',
    },
    {
      titulo: 'Herman MJ, Martinek M. The limping child. Pediatrics in Review 2015;36:184-97 (urgencias ortopédicas: artritis séptica)',
      anio: 2015,
      url: 'https://scribd.com/document/587268172/The-Limping-Child-Pediatrics-in-Review-2015-Herman-184-97-0',
    },
    {
      titulo: 'NHS GGC (Royal Hospital for Children Glasgow). Nocturnal leg pain: advice for referrers (dolores de crecimiento; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://clinicalguidelines.scot.nhs.uk/rhc-for-health-professionals/guidelines/primary-care-referral-guidelines/medical-paediatric-pre-referral-guidance/nocturnal-leg-pain-advice-for-referrers',
    },
    {
      titulo: "Seattle Children's (Schmitt-Thompson). Muscle pain: when to call and care advice (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/muscle-pain/',
    },
    {
      titulo: 'Cabral BMI, Edding SN, Portocarrero JP, Lerma EV. Rhabdomyolysis. StatPearls (NCBI Bookshelf)',
      anio: 2023,
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK448168/',
    },
    {
      titulo: 'Foster HE, Boyd D, Jandial S. Growing pains: a practical guide for primary care. Arthritis Research UK, Hands On 2008',
      anio: 2008,
      url: 'https://www.arthritisresearchuk.org/health-professionals-and-students/reports/hands-on/hands-on-autumn-2008.aspx',
    },
    FUENTE_NHS_GUILLAIN_BARRE,
    FUENTE_CKS_GUILLAIN_BARRE,
    {
      titulo: 'NICE CKS. Scrotal pain and swelling (sospecha de torsión testicular: derivación inmediata a urología; el dolor puede notarse en la ingle o la tripa, con náuseas o vómitos)',
      anio: 2024,
      url: 'https://cks.nice.org.uk/topics/scrotal-pain-swelling/',
    },
    {
      titulo: 'EAU/ESPU. Guidelines on Paediatric Urology: acute scrotum in children (torsión testicular: sobre todo en adolescentes, dolor que puede irradiarse a la ingle o la tripa, testículo alto; cirugía urgente en pocas horas)',
      anio: 2023,
      url: 'https://uroweb.org/guidelines/paediatric-urology',
    },
    {
      titulo: 'NHS. Testicular torsion (dolor repentino de un testículo, a veces en la tripa, con hinchazón, enrojecimiento o un testículo más alto: ir a urgencias o llamar al 999; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/testicular-torsion/',
    },
    ...FUENTES_ESCAYOLA,
    {
      titulo: "Royal Children's Hospital Melbourne, Kids Health Info. Osgood-Schlatter disease (dolor y bulto debajo de la rodilla con el deporte, se cura al terminar el crecimiento; sin fecha, año de consulta; verificar)",
      anio: 2026,
      url: 'https://www.rch.org.au/kidsinfo/fact_sheets/Osgood-Schlatter_disease/',
    },
    {
      titulo: "Royal Children's Hospital Melbourne, Kids Health Info. Sever's disease (dolor del talón con el deporte en el niño que crece; sin fecha, año de consulta; verificar)",
      anio: 2026,
      url: 'https://www.rch.org.au/kidsinfo/fact_sheets/Severs_disease/',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 17, escayola, férula o vendaje que aprieta: este flujo trata siempre un brazo o una pierna y no sabe si lleva escayola, así que justo después de la pregunta del golpe y la deformidad se pregunta a todos si lleva escayola, férula o vendaje (pregunta nueva lleva_escayola) y, solo si la lleva, los signos de alarma (pregunta nueva escayola_alarma, compartida en banderas-escayola.ts con hinchazon_local y golpes_caidas): dedos muy hinchados que no se deshinchan en alto, pálidos, blancos, azulados o fríos, dormidos o con hormigueo, o que no puede mover, o un dolor que no cede con el calmante, va a más o aumenta mucho al moverle los dedos con cuidado (en un niño pequeño, llanto sin consuelo con la escayola) → ROJO, urgencias ahora para abrir la escayola (escayola demasiado apretada o síndrome compartimental: RCH Melbourne "Plaster cast care" y la guía de síndrome compartimental; Sydney Children\'s Hospitals Network "Cast care"; folletos del NHS; NICE NG38; Noonan y McCarthy 2010). Se pregunta a todos y no solo tras un golpe porque también se ponen escayolas y férulas tras una operación o por otros motivos. Entre fuentes: SCHN pide elevar 15 minutos y, si no mejora, ir a urgencias enseguida; elegimos rojo en cuanto hay cambio de color, frío, hormigueo, no mover los dedos o dolor que no cede (lectura prudente), y la hinchazón solo si no baja en alto. La hinchazón leve que baja en alto, con color, calor y sensibilidad normales, es lo habitual los primeros días (RCH) → el nivel que ya daba el flujo (no apoyar tras un golpe sigue siendo amarillo), con los consejos de elevar y mover si es verde. No cambia ninguna pregunta existente.',
    'Ronda 18, Osgood-Schlatter o Sever ya diagnosticados: la respuesta "ya diagnosticado y como siempre" de dolor_actividad (ronda 8) casi nunca se alcanzaba, porque el bulto del Osgood-Schlatter está hinchado y duele al tocarlo por naturaleza y los padres respondían Sí a "articulación hinchada" (entonces no se pregunta dolor_actividad y sale amarillo) o a "le has notado un bulto en un hueso" (amarillo). NICE CKS (dolor de rodilla), el NHS (NELFT) y las hojas del Royal Children\'s Hospital de Melbourne tratan en casa la apofisitis por tracción que se comporta como siempre. Ahora, desde 5 años y sin golpe, se pregunta antes de la fiebre si un médico ya le diagnosticó Osgood-Schlatter o Sever y le duele como otras veces con el deporte, encima del bulto o en el talón (pregunta nueva apofisitis_conocida). Si es así, la articulación hinchada o caliente y los signos de alarma se preguntan sin el bulto de siempre (preguntas nuevas articulacion_caliente_bulto y alarma_grave_bulto, con las mismas reglas que articulacion_caliente y alarma_grave; la segunda añade el dolor en reposo, que en el camino general pregunta la evolución), y no se preguntan agujetas, dolores de crecimiento, dolor_actividad ni evolución. Caminando con normalidad y sin nada de eso → VERDE con hielo, reducir lo que más duele y red de seguridad. Cualquier cambio sube como hasta ahora: fiebre, articulación o bulto rojo o caliente, dolor nocturno o en reposo, bulto que crece, pérdida de peso, moratones → amarillo; no apoyar → amarillo; cojera sin golpe en 12+ años → amarillo (epifisiolisis); con fiebre, no apoyar o mal aspecto → rojo. Las preguntas existentes no cambian de sentido (se ocultan en ese camino).',
    'Artritis séptica u osteomielitis: Healthier Together da ámbar a la fiebre y, por separado, a la articulación hinchada, roja o caliente y a no poder apoyar; la guía de Queensland y Pediatrics in Review tratan la cojera con fiebre y dolor articular intenso como urgencia ortopédica. Hasta la ronda 7, fiebre junto con articulación hinchada/caliente o con no apoyar → rojo; cada signo por separado → amarillo.',
    'Ronda 8, infección de hueso o articulación: NICE CKS (cojera aguda en la infancia) pide valoración el mismo día del niño con cojera y fiebre o articulación caliente, y ambulancia o ingreso solo con signos de enfermedad grave (los rojos de NICE NG143). Elegimos: fiebre con articulación hinchada o caliente en un niño que está bien y apoya (aunque cojee) → AMARILLO, que lo vea un médico en unas horas (análisis y ecografía). Sigue en ROJO: con fiebre si no puede apoyar nada o no mueve el brazo o la pierna, a cualquier edad (dos criterios de Kocher, lectura prudente, más amplia que "en un bebé"); fiebre con articulación caliente en menores de 1 año o en un niño que lo ven muy enfermo; no responde y manchas que no se borran. Por eso la salida temprana en rojo de "fiebre y articulación caliente" espera ahora a la pregunta del aspecto.',
    'Ronda 8, sobrecarga: NICE CKS y el NHS (Osgood-Schlatter; NELFT) describen el dolor por sobrecarga del niño deportista en crecimiento (debajo de la rodilla, en el talón) que aparece con el deporte, se alivia con reposo y se trata en casa, reduciendo la actividad según el dolor (Rathleff 2020). Nueva pregunta dolor_actividad, desde los 5 años, sin golpe, fiebre ni articulación caliente, caminando o cojeando: ya diagnosticado y como siempre, o solo con el deporte y se pasa con reposo → VERDE (en el segundo caso, cita no urgente para confirmarlo). A ese dolor ya no se le hace la pregunta de "no mejora en 48 horas", que es para el dolor continuo o la cojera. La cojera sin golpe de un adolescente (posible epifisiolisis), el dolor nocturno, la pérdida de peso o los bultos siguen en amarillo porque sus reglas van antes.',
    'La guía de Cornwall pide valoración pediátrica el mismo día (su "rojo") para el niño con mal estado, fiebre ≥ 38,5 °C en la última semana, que no apoya nada, con dolor intenso al movimiento pasivo, dolor nocturno, dolor o bulto en el hueso o síntomas generales; "el mismo día" es amarillo en esta app. Fiebre: se usa 38 °C (Healthier Together Frimley) en vez de 38,5 °C (South West London, Cornwall), la lectura prudente.',
    'Edad: Cornwall da ámbar a menores de 2 años y a mayores de 9 (epifisiolisis de cadera); los criterios de dolores de crecimiento excluyen a menores de 3; SPEC pide amarillo para la cojera en menores de 3 años. Como las bandas de edad no separan los 3 años, se pregunta en la banda de 2-5 años. Para los mayores de 9 años solo la banda de 12+ años se puede separar: cojera sin golpe a partir de 12 años → amarillo; de 5 a 12 años el consejo verde recuerda consultar si le duele la cadera, el muslo o la rodilla más de unos días. Un bebé de 0-3 meses con fiebre es rojo (NICE NG143).',
    'Duración: Healthier Together da ámbar a "no mejor en 48 horas" y autocuidado a la cojera que va mejorando en un niño bien; Cornwall usa 72 horas sin mejoría. Se usa 48 horas (más prudente).',
    'Signos de alarma de enfermedad grave (dolor nocturno en un mismo sitio, pérdida de peso, moratones sin golpes, cansancio o palidez, bulto en el hueso): amarillo.',
    'Dolores de crecimiento (patrón 3): NHS GGC ("Nocturnal leg pain", 2-12 años) y Arthritis Research UK los describen en las dos piernas (muslos, pantorrillas, detrás de las rodillas), por la tarde o la noche, a veces despiertan, duran meses o años a ratos, y el niño está bien por el día, sin cojera ni signos en la exploración; GGC dice que no hay que derivarlos, solo tranquilizar. Antes la pregunta iba al final y "lleva 2 días o más y no mejora" daba amarillo a un dolor que por definición dura meses. Ahora se pregunta antes y, si los padres dicen que es el patrón de siempre (de 2 a 12 años, caminando con normalidad y sin golpe), no se pregunta la evolución y el resultado es verde, con lo que debe hacerles volver. Entre fuentes: los criterios clásicos (EBM Guidelines, NHS) empiezan a los 3 años y GGC a los 2; elegimos 3 (en la banda de 2-5 años se pregunta si tiene menos de 3; un niño de 2 años con ese patrón recibe el verde general, que pide consultar si sigue). Cualquier cambio del patrón (una sola pierna, dolor por la mañana, cojera, hinchazón, fiebre, dolor cada vez más fuerte, pérdida de peso) responde No o sale en las otras preguntas y sube de nivel (GGC: derivar; fiebre, hinchazón o cojera: valoración en el hospital).',
    'Puertas equivocadas: por el dolor de una pierna o una cojera llegan la artritis séptica y la osteomielitis (fiebre con articulación caliente o sin apoyar → rojo; por separado → amarillo), la leucemia y los tumores óseos (dolor nocturno en un sitio, pérdida de peso, moratones, palidez, bulto → amarillo), la púrpura de Schönlein-Henoch y la sepsis (manchas que no se borran → rojo), la epifisiolisis de cadera en adolescentes (cojera sin golpe desde 12 años → amarillo), las fracturas (deformidad → rojo; no apoyar tras un golpe → amarillo) y, en un bebé que no mueve un miembro sin golpe claro, una fractura no accidental o una infección (no mueve el miembro → amarillo).',
    'Agujetas y rabdomiólisis (ronda 6): el dolor de los músculos de las dos piernas (o los brazos) el día después de un ejercicio intenso o nuevo, con la orina normal, sin hinchazón, moviendo bien las articulaciones y caminando, aunque sea rígido por el dolor, se cuida en casa según Seattle Children’s / Schmitt-Thompson ("Muscle pain") → verde con cuidados (moverse suave, baño templado, analgésico, beber) y red de seguridad. Antes no había respuesta para "camina rígido porque le duelen las piernas", y el padre acababa eligiendo "cojea". Ahora la pregunta de apoyo tiene esa respuesta (no cuenta como cojera) y, sin golpe y desde 2 años, se pregunta si son agujetas; si lo son, no se pregunta la evolución (duran varios días por definición). La orina oscura (marrón, color coca-cola o té), muy poco pis, los músculos muy hinchados y duros o mucha debilidad hacen pensar en una rabdomiólisis (StatPearls: la tríada clásica es dolor muscular, debilidad y orina oscura; el riesgo es el fallo renal y el tratamiento son sueros intravenosos) → rojo, urgencias hoy mismo. No poder caminar por el dolor o la debilidad muscular tras el ejercicio → amarillo con análisis hoy (NICE NG143: no apoyar es ámbar). La fiebre, la articulación hinchada o caliente y las demás reglas siguen igual.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" es un signo y da amarillo (NICE NG143; Schmitt-Thompson); la preocupación de los padres ya no sube el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Después de un golpe: hueso deformado, que asoma por la piel o mano/pie frío, pálido o dormido → rojo (Healthier Together: "crees que se ha roto un hueso" → urgencias); no apoyar tras un golpe → amarillo; golpe leve que le deja caminar → verde. Todos enlazan con golpes_caidas.',
    'Debilidad en vez de dolor (ronda 9, puerta equivocada): un niño cuyas piernas "le fallan" puede no tener dolor sino perder fuerza, y el síndrome de Guillain-Barré empieza así: hormigueo en los pies y piernas cada vez más débiles durante días (tropieza, no sube escaleras, no se levanta del suelo), a menudo tras una infección, y a veces con dolor de piernas o de espalda que lo confunde con un dolor articular. El NHS pide cita urgente con la debilidad u hormigueo que avanza y el 999 con dificultad para respirar, tragar o hablar o la cara caída; NICE CKS pide valoración en el hospital el mismo día ante la sospecha e ingreso urgente con afectación respiratoria o bulbar. Pregunta compartida con mareo (banderas-debilidad.ts, id debilidad_progresiva), desde 1 año, con una ayuda que enseña a distinguir debilidad de dolor: atragantarse o toser al beber, voz débil, cara que no se mueve o dificultad para respirar → rojo; pérdida de fuerza u hormigueo que avanza → amarillo, con urgencias de pediatría si el pediatra no puede verle en unas horas (elegimos amarillo y no rojo para la forma sin signos bulbares, como el NHS; la prudencia de CKS va en el consejo).',
    'Ronda 11, dolor que va y viene con el esfuerzo desde hace semanas (dolor femoropatelar, sobrecarga): la pregunta de evolución (evolucion, ahora evolucion2) juntaba "lleva 2 días o más y no mejora" (dolor agudo que no cede, amarillo por Healthier Together) con un dolor que viene y se va desde hace semanas o meses con la carga (subir o bajar escaleras, agacharse, estar mucho rato sentado, el deporte) en un niño que camina bien, así que ese adolescente salía amarillo. NICE CKS (Knee pain - assessment, 2022) y Crossley (BMJ 2015) describen el dolor femoropatelar: dolor alrededor de la rótula que aumenta con esas cargas, sin golpe, de diagnóstico clínico y tratamiento con ejercicio guiado y fisioterapia, sin urgencia. Nueva respuesta (id evolucion2; la respuesta de dolor agudo dice ahora "le duele seguido, no solo con el esfuerzo") y, solo con ella, desde 5 años, sin golpe y caminando con normalidad, una pregunta de alarma (dolor_carga_alarma): la rodilla se bloquea, falla o se hincha tras el esfuerzo, o el dolor está en la cadera, la ingle o el muslo → AMARILLO (CKS: bloqueo verdadero, inestabilidad, derrame y dolor referido de la cadera necesitan exploración; en 10-16 años la epifisiolisis de cadera se presenta a menudo como dolor de rodilla o de muslo: lectura prudente, que lo vean hoy). Sin nada de eso → VERDE con ejercicio, reducir lo que más duele y cita no urgente con su pediatra (o derivación a fisioterapia). Siguen antes, como estaban: fiebre, articulación hinchada, roja o caliente, no apoyar, cojera (en 12+ años, amarillo por epifisiolisis), dolor nocturno que le despierta, pérdida de peso, moratones, cansancio o bulto (amarillo), debilidad y los signos rojos. Por debajo de 5 años, tras un golpe, cojeando o caminando rígido, esa respuesta sigue en amarillo, como la de "no mejora".',
    'Ronda 13, torsión testicular (puerta equivocada): un testículo torcido puede doler solo en la ingle, en la parte de dentro del muslo o en la parte baja de la tripa, o hacer cojear, sobre todo en chicos de 10 a 16 años, que muchas veces no hablan del testículo por vergüenza. NICE CKS (Scrotal pain and swelling) pide derivación inmediata ante la sospecha de torsión; la guía EAU/ESPU de urología pediátrica y el NHS describen el dolor repentino, la hinchazón, el enrojecimiento, el testículo más alto que el otro y el dolor al tocarlo, con o sin vómitos, y la cirugía en pocas horas para salvarlo; Healthier Together da rojo al dolor de testículo. Este flujo no sabe el sexo ni dónde le duele exactamente, así que la nueva pregunta testiculo_torsion se hace a todos, a cualquier edad (la torsión también ocurre en bebés), redactada "si es un chico" y con la ayuda de que en una chica se responde No; va justo después del golpe y la deformidad, antes de la fiebre y del apoyo, entre las preguntas que dan rojo. Sí → ROJO, urgencias ahora, sin comer ni beber, con el mismo resultado compartido que dolor_abdominal (banderas-abdomen), que incluye también el bulto doloroso en la ingle (hernia atrapada). Elegimos preguntarla siempre, y no solo con cojera, porque no hay pregunta de la zona del dolor y el dolor de ingle o muslo puede llegar "caminando con normalidad"; cuesta una pregunta más en cada camino.',
    'Medicación: paracetamol o ibuprofeno (SPEC §9) en verde; en amarillo solo paracetamol, por si es una infección que hay que valorar sin enmascarar la fiebre.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_MANCHAS,
    {
      id: 'golpe',
      texto: '¿Empezó justo después de un golpe, una caída o una torcedura?',
      tipo: 'si_no',
    },
    {
      id: 'deformidad',
      texto: '¿Se ve el hueso torcido o deformado, asoma el hueso por una herida, o la mano o el pie están fríos, pálidos o dormidos?',
      tipo: 'si_no',
      mostrar_si: "golpe = 'si'",
      alarma: ['si'],
    },
    // Round 17: a tight cast, splint or bandage on the sore limb (banderas-escayola.ts); asked of every child.
    PREGUNTA_LLEVA_ESCAYOLA,
    PREGUNTA_ESCAYOLA_ALARMA,
    {
      // Round 13: testicular torsion referred to the groin, thigh or tummy, or as a limp (NICE CKS; EAU/ESPU; NHS).
      id: 'testiculo_torsion',
      texto:
        'Si es un chico: ¿le duele un testículo o la bolsa de los testículos (sobre todo si empezó de repente), se le ha hinchado o puesto roja, tiene un testículo más alto que el otro, se queja si se lo tocas, o tiene un bulto doloroso en la ingle?',
      tipo: 'si_no',
      ayuda:
        'Un testículo torcido a veces solo duele en la ingle, en la parte de dentro del muslo o en la parte baja de la tripa, o le hace cojear, y puede venir con vómitos. Muchos chicos no lo cuentan por vergüenza: pregúntale directamente o, si es pequeño, míralo al cambiarle o en el baño. Si es una chica, responde No.',
      alarma: ['si'],
    },
    {
      // Round 18: a known Osgood-Schlatter or Sever hurting as usual (NICE CKS; RCH Melbourne; NELFT).
      id: 'apofisitis_conocida',
      texto:
        '¿Un médico ya le ha dicho que tiene la enfermedad de Osgood-Schlatter (un bulto duro debajo de la rodilla) o la de Sever (en el talón), y ahora le duele como otras veces: encima de ese bulto o en el talón, al hacer deporte, correr o saltar (o justo después)?',
      tipo: 'si_no',
      ayuda:
        'Son dolores del niño deportista que está creciendo: el tendón tira de la parte del hueso que crece. Responde No si nadie le ha dicho qué es, si le duele en otro sitio o si el dolor es distinto del de siempre.',
      mostrar_si: SE_PREGUNTA_APOFISIS,
    },
    {
      id: 'fiebre',
      texto: '¿Tiene o ha tenido fiebre (38 °C o más) en los últimos días?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'articulacion_caliente',
      texto:
        '¿Tiene alguna articulación (rodilla, tobillo, cadera, codo, muñeca…) hinchada, roja o caliente al tocarla, o llora o grita de dolor cuando se la mueves con suavidad?',
      tipo: 'si_no',
      mostrar_si: NO_APOFISIS,
      alarma: ['si'],
    },
    {
      // Round 18: the same question without the known bump, which is swollen and tender by nature.
      id: 'articulacion_caliente_bulto',
      texto:
        'Aparte del bulto de siempre, ¿tiene la rodilla, el tobillo u otra articulación hinchada, roja o caliente al tocarla, o llora o grita de dolor cuando se la mueves con suavidad? ¿O el bulto se ha puesto rojo o caliente?',
      tipo: 'si_no',
      ayuda: 'El bulto duro debajo de la rodilla (o el talón) que duele al apretarlo y está algo hinchado como otras veces es lo habitual y no cuenta.',
      mostrar_si: `${SE_PREGUNTA_APOFISIS} AND ${APOFISIS}`,
      alarma: ['si'],
    },
    PREGUNTA_DEBILIDAD,
    {
      id: 'apoyo',
      texto: '¿Puede caminar y apoyar la pierna?',
      tipo: 'opciones',
      opciones: [APOYO.normal, APOYO.rigido, APOYO.cojea, APOYO.noApoya],
      ayuda:
        'Si el dolor es en un brazo, piensa en si lo mueve y lo usa como siempre. En un bebé, fíjate en si mueve las dos piernas igual al cambiarle el pañal. Cojear es apoyar menos una pierna que la otra; andar despacio o rígido con las dos piernas doloridas es la segunda opción.',
      alarma: [APOYO.noApoya],
    },
    {
      id: 'agujetas',
      texto:
        '¿Le duelen los músculos (de las dos piernas, los dos brazos o la espalda) desde el día siguiente a hacer mucho ejercicio o un ejercicio nuevo (un partido, una excursión larga, un entrenamiento), sin ninguna articulación hinchada y moviéndolas todas bien?',
      tipo: 'si_no',
      ayuda: 'Son las agujetas: duelen al tocar el músculo y al moverse, sobre todo al bajar escaleras, y van a menos en 2-5 días.',
      mostrar_si: SE_PREGUNTA_AGUJETAS,
    },
    {
      id: 'orina_oscura',
      texto: '¿Hace pis oscuro, marrón o de color coca-cola o té, o hace muy poco pis, o tiene los músculos muy hinchados y duros o está muy débil?',
      tipo: 'si_no',
      ayuda: 'Míralo en su próximo pis, a la luz. El pis amarillo oscuro de beber poco es distinto: si dudas, responde Sí.',
      // The gate is repeated: a hidden question's id is unknown, and an unknown condition asks.
      mostrar_si: `${SE_PREGUNTA_AGUJETAS} AND agujetas = 'si'`,
      alarma: ['si'],
    },
    {
      id: 'alarma_grave',
      texto:
        'En las últimas semanas, ¿el dolor le despierta por la noche siempre en el mismo sitio, ha perdido peso, le salen moratones sin haberse dado golpes, está muy cansado o pálido, o le has notado un bulto en un hueso?',
      tipo: 'si_no',
      mostrar_si: NO_APOFISIS,
      alarma: ['si'],
    },
    {
      // Round 18: the same question without the known bump.
      id: 'alarma_grave_bulto',
      texto:
        'En las últimas semanas, ¿le duele también en reposo o le despierta por la noche, ha perdido peso, le salen moratones sin haberse dado golpes, está muy cansado o pálido, o el bulto ha crecido o le has notado otro bulto en un hueso?',
      tipo: 'si_no',
      mostrar_si: `${SE_PREGUNTA_APOFISIS} AND ${APOFISIS}`,
      alarma: ['si'],
    },
    {
      id: 'crecimiento',
      texto:
        '¿Es el dolor de siempre de estas semanas o meses: le duelen las dos piernas (muslos, pantorrillas o detrás de las rodillas) solo por la tarde o por la noche, a veces le despierta, y por la mañana se levanta bien y corre y juega como siempre?',
      tipo: 'si_no',
      ayuda: 'Responde No si algo ha cambiado: ahora le duele una sola pierna o una articulación, también por la mañana o de día, cada vez más, o cojea.',
      mostrar_si: `apoyo = '${APOYO.normal}' AND golpe = 'no' AND ${NO_APOFISIS} AND edad_rango IN ${lista(EDADES_CRECIMIENTO)}`,
    },
    {
      id: 'menor_3',
      texto: '¿Tiene menos de 3 años?',
      tipo: 'si_no',
      mostrar_si: `edad_rango = '2-5 años' AND (apoyo = '${APOYO.cojea}' OR crecimiento = 'si')`,
    },
    {
      id: 'dolor_actividad',
      texto: '¿Le duele solo al hacer deporte, correr o saltar (o justo después), y se le pasa con reposo, sin hinchazón y sin despertarle por la noche?',
      tipo: 'opciones',
      opciones: [ACTIVIDAD.no, ACTIVIDAD.conocido, ACTIVIDAD.nuevo],
      ayuda:
        'Es típico de los niños que hacen mucho deporte y están creciendo: duele debajo de la rodilla (Osgood-Schlatter) o en el talón (Sever) al correr o saltar, y mejora al descansar.',
      mostrar_si: SE_PREGUNTA_ACTIVIDAD,
    },
    {
      // Round 11: new id, with the pain that comes and goes with load for weeks as its own answer.
      id: 'evolucion2',
      texto: '¿Cuánto tiempo lleva así?',
      tipo: 'opciones',
      opciones: [EVOLUCION.reciente, EVOLUCION.mejora, EVOLUCION.noMejora, EVOLUCION.recurrente],
      ayuda: 'Estar mucho rato sentado con las rodillas dobladas (en clase, en el cine, en el coche) cuenta como esfuerzo para la rodilla. Si le duele también en reposo o por la noche, elige la tercera opción.',
      // Not asked of the usual growing pains, which last months by definition, nor of muscle soreness after exercise,
      // nor (round 8) of pain only with sport that settles with rest: the 48-hour rule is for constant pain or a limp.
      mostrar_si: SE_PREGUNTA_EVOLUCION,
      alarma: [EVOLUCION.noMejora],
    },
    {
      id: 'dolor_carga_alarma',
      texto:
        '¿Se le bloquea la rodilla (se queda trabada y no la puede estirar), le falla o se le "va" de repente, se le hincha después del esfuerzo, o el dolor está en la cadera, la ingle o el muslo?',
      tipo: 'si_no',
      ayuda: 'El dolor por delante de la rodilla, alrededor de la rótula, al subir o bajar escaleras o al agacharse es lo habitual en un dolor por sobrecarga: si solo es eso, responde No. Un "clic" o un crujido sin dolor ni bloqueo tampoco cuenta.',
      // The gate of evolucion2 is repeated: a hidden question's id is unknown, and an unknown condition asks.
      mostrar_si: `${SE_PREGUNTA_EVOLUCION} AND ${RECURRENTE_SIN_COJERA}`,
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    // Weight last, and not for babies under 3 months: no dose is suggested at that age.
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "no_responde = 'si'",
      'Muy adormilado o no responde',
      ['Si no responde pero respira, túmbalo de lado. No le des nada por la boca.'],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Dolor articular con manchas que no se borran al apretar',
      [
        'Las manchas rojas o moradas que no se borran con la prueba del vaso necesitan valoración inmediata (pueden ser una infección grave o una inflamación de los vasos de la piel).',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "deformidad = 'si'",
      'Posible fractura: hueso deformado o mano o pie frío',
      [
        'No intentes enderezar el hueso. Inmoviliza la zona tal como esté, con una almohada, una revista enrollada o un cabestrillo, y ponle frío envuelto en un paño.',
        'Si asoma el hueso, tápalo con una gasa o un paño limpio sin apretar.',
        'No le des de comer ni de beber por si hay que operarle o sedarle.',
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    reglaEscayola([], { ver_tambien: ['golpes_caidas'] }),
    reglaTesticuloIngle(
      [
        'Aunque le duela más la ingle, el muslo o la tripa, o solo cojee, puede venir de un testículo torcido, que se pierde en pocas horas si no se opera.',
      ],
      { si: TESTICULO_TORSION, ver_tambien: ['dolor_abdominal'] },
    ),
    rojo(
      "edad_rango = '0-3 meses' AND fiebre = 'si'",
      'Fiebre en menor de 3 meses',
      [
        'En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida aunque parezca estar bien.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      INFECCION_GRAVE,
      'Posible infección de una articulación o de un hueso, sin poder apoyar, en un bebé o con mal aspecto',
      [
        'La fiebre con una articulación hinchada o caliente en un bebé o en un niño que está muy decaído, o con fiebre sin poder apoyar nada la pierna o mover el brazo, puede ser una infección de la articulación o del hueso (artritis séptica u osteomielitis), que necesita tratamiento cuanto antes en el hospital.',
        'No le des de comer por el camino, por si necesitan hacerle pruebas con sedación. Puede beber agua a sorbos.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      "orina_oscura = 'si'",
      'Dolor muscular tras el ejercicio con pis oscuro o músculos muy hinchados: posible rabdomiólisis',
      [
        'Los músculos doloridos con pis oscuro (marrón o color coca-cola), muy poco pis, músculos muy hinchados y duros o mucha debilidad después de un ejercicio intenso pueden ser una rabdomiólisis: el músculo se rompe y puede dañar el riñón. Necesita un análisis y sueros hoy mismo, en urgencias.',
        'Que beba agua a sorbos de camino si no vomita. No le des ibuprofeno.',
      ],
    ),
    rojo(`debilidad_progresiva = '${DEBILIDAD.grave}'`, TITULO_DEBILIDAD_GRAVE, [...CONSEJOS_DEBILIDAD_GRAVE], {
      acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora],
    }),
    // ------------------------------------------------------------- amarillo
    amarillo(`debilidad_progresiva = '${DEBILIDAD.progresiva}'`, TITULO_DEBILIDAD_PROGRESIVA, [...CONSEJOS_DEBILIDAD_PROGRESIVA]),
    amarillo(
      `agujetas = 'si' AND apoyo = '${APOYO.noApoya}'`,
      'No puede caminar por el dolor de los músculos después del ejercicio',
      [
        'Si por el dolor o la debilidad de los músculos no puede caminar ni apoyar, no son unas agujetas normales: que lo vea hoy un médico y le haga un análisis de sangre y de orina para descartar que el músculo se esté rompiendo (rabdomiólisis).',
        'Que beba agua a menudo. Si el pis se vuelve oscuro o hace muy poco, ve a urgencias ahora.',
      ],
    ),
    amarillo(
      `golpe = 'si' AND apoyo = '${APOYO.noApoya}'`,
      'No puede apoyar o mover el miembro después de un golpe',
      [
        'Si después de un golpe no puede apoyar la pierna o no mueve el brazo, hace falta descartar una fractura hoy.',
        'Inmoviliza la zona con una almohada o un cabestrillo y ponle frío envuelto en un paño 15 minutos.',
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    amarillo(
      `apoyo = '${APOYO.noApoya}'`,
      'No puede apoyar la pierna o no mueve el brazo',
      ['No apoyar nada la pierna o no usar un brazo sin un golpe claro es un signo de alerta (NICE) que debe valorarse hoy.'],
    ),
    amarillo(
      `fiebre = 'si' AND ${CALIENTE}`,
      'Articulación hinchada o caliente con fiebre, en un niño que está bien y apoya',
      [
        'La fiebre con una articulación hinchada, roja o caliente puede ser una infección de la articulación o del hueso: aunque esté bien y pueda apoyar, tiene que verlo hoy un médico, en las próximas horas, que le hará un análisis y quizá una ecografía (NICE).',
        'No esperes a mañana. Ve a urgencias ahora si deja de poder apoyar o de mover el brazo o la pierna, le sube mucho la fiebre, está decaído o muy pálido, o le salen manchas que no se borran al apretar.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      CALIENTE,
      'Articulación hinchada, caliente o muy dolorosa al moverla',
      ['Una articulación hinchada, roja o caliente, o que le duele mucho al moverla con suavidad, debe valorarla hoy un médico aunque no tenga fiebre. Si aparece fiebre, ve a urgencias.'],
    ),
    amarillo(
      "fiebre = 'si'",
      'Dolor o cojera con fiebre',
      [
        'La cojera o el dolor de una articulación con fiebre deben valorarse hoy para descartar una infección del hueso o de la articulación.',
        'Si la articulación se hincha o se pone caliente, o deja de apoyar, ve a urgencias ahora.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      ALARMA_GRAVE,
      'Dolor con signos que hay que estudiar',
      [
        'El dolor que le despierta por la noche siempre en el mismo sitio, la pérdida de peso, los moratones sin golpes, el cansancio o la palidez, o un bulto en un hueso deben valorarse pronto con una exploración y un análisis.',
        'La mayoría de las veces tienen una causa leve, pero no conviene esperar: pide que lo vea hoy un médico.',
      ],
    ),
    amarillo(
      `apoyo = '${APOYO.cojea}' AND (edad_rango IN ${lista(EDADES_MENOR_2_ANOS)} OR menor_3 = 'si')`,
      'Cojera en un niño menor de 3 años',
      [
        'En los menores de 3 años una cojera sin causa clara debe valorarla hoy un médico: a esta edad no saben explicar qué les duele y hay que descartar una pequeña fractura, una infección o un problema de cadera.',
      ],
    ),
    amarillo(
      `apoyo = '${APOYO.cojea}' AND golpe = 'no' AND edad_rango = '12+ años'`,
      'Cojera sin golpe en un adolescente',
      [
        'En los adolescentes, una cojera sin golpe, sobre todo con dolor en la cadera, el muslo o la rodilla, puede deberse a un problema de la cadera en crecimiento (epifisiolisis) que hay que descartar pronto con una radiografía.',
        'Hasta que lo vean, que evite correr, saltar y hacer deporte.',
      ],
    ),
    amarillo(
      "dolor_carga_alarma = 'si'",
      'Dolor con el esfuerzo con bloqueos, fallos, hinchazón o dolor de cadera o muslo',
      [
        'Una rodilla que se bloquea o falla, que se hincha después del esfuerzo, o un dolor en la cadera, la ingle o el muslo no es un simple dolor por sobrecarga: puede ser una lesión dentro de la rodilla o, en un adolescente, un problema de la cadera en crecimiento (epifisiolisis) que se nota en el muslo o la rodilla. Que lo vea hoy un médico, que le explore y quizá le haga una radiografía (NICE CKS).',
        'Hasta que lo vean, que no corra, salte ni haga deporte. Si deja de poder apoyar o empieza a cojear, ve a urgencias.',
      ],
    ),
    amarillo(
      `evolucion2 = '${EVOLUCION.noMejora}'`,
      'Cojera o dolor que no mejora en 48 horas',
      ['Si la cojera o el dolor no mejoran en 48 horas, hay que buscar la causa: que lo vea hoy un médico.'],
    ),
    amarillo(
      `evolucion2 = '${EVOLUCION.recurrente}' AND NOT (${RECURRENTE_SIN_COJERA})`,
      'Dolor que va y viene desde hace semanas, con cojera, tras un golpe o en un niño pequeño',
      [
        'Un dolor que vuelve una y otra vez desde hace semanas en un niño pequeño, con cojera o rigidez al caminar, o después de un golpe, hay que estudiarlo: que lo vea hoy un médico.',
      ],
    ),
    { ...reglaMuyEnfermo(['Mientras tanto, que descanse; puedes darle paracetamol si le duele.']), medicacion: paracetamol() },
    // ---------------------------------------------------------------- verde
    {
      si: LLEVA_ESCAYOLA,
      urgencia: 'verde',
      titulo: 'Dolor con escayola, férula o vendaje, sin signos de alarma',
      consejos: [...CONSEJOS_ESCAYOLA_LEVE, ...CONSEJOS_ANTITERMICOS, VUELVE_SI, CONSULTA_SI],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['golpes_caidas'],
    },
    {
      // Round 18 (NICE CKS knee pain; RCH Melbourne Osgood-Schlatter and Sever; NELFT; Rathleff 2020).
      si: `${APOFISIS} AND apoyo = '${APOYO.normal}'`,
      urgencia: 'verde',
      titulo: 'Su dolor de Osgood-Schlatter o de Sever de siempre, con el deporte',
      consejos: [
        'Es el dolor de siempre de su Osgood-Schlatter (debajo de la rodilla) o de su Sever (en el talón): el tendón tira de la parte del hueso que está creciendo, duele y se hincha un poco con el deporte, y se cura sola al terminar el crecimiento. Si le duele como otras veces, sin fiebre, sin articulación hinchada o caliente, sin dolor por la noche y caminando bien, no hace falta que lo vean hoy (NICE; NHS).',
        'No hace falta dejar el deporte del todo: que reduzca lo que más le duele (saltar, correr mucho, arrodillarse) y deje que el dolor le guíe. Ayudan el hielo envuelto en un paño 10-15 minutos después del deporte, los estiramientos suaves y, en el talón, un calzado con buena amortiguación o una talonera. Si le duele, paracetamol o ibuprofeno.',
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI,
        consejoConsultaSi([
          'le duele también en reposo o por la noche, o cada vez más',
          'cojea aunque no haga deporte, o le duele la cadera o el muslo',
          'el bulto crece, se pone rojo o caliente, o se hincha la rodilla o el tobillo',
          'no mejora tras 2-3 semanas de reducir el deporte, o le impide hacer su vida',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa],
      medicacion: antitermicos(),
    },
    {
      si: "golpe = 'si'",
      urgencia: 'verde',
      titulo: 'Dolor tras un golpe o torcedura leve',
      consejos: [
        'Si después del golpe puede caminar o mover el brazo, lo más probable es una contusión o un esguince leve.',
        'Reposo relativo, frío envuelto en un paño 15 minutos varias veces al día los 2 primeros días, y la pierna en alto cuando esté sentado.',
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['golpes_caidas'],
    },
    {
      si: "agujetas = 'si'",
      urgencia: 'verde',
      titulo: 'Agujetas: dolor de músculos después del ejercicio',
      consejos: [
        'El dolor de los músculos que empieza el día después de un ejercicio intenso o nuevo, en las dos piernas o los dos brazos, sin articulaciones hinchadas, son agujetas: es normal, empeora hasta el segundo o tercer día y se pasa solo en unos 5 días. Andar rígido o despacio por el dolor no es cojear.',
        'Ayudan moverse con suavidad (pasear, estirar sin forzar), un baño templado y, si le duele, paracetamol o ibuprofeno. Que beba agua a menudo y vuelva al deporte poco a poco, cuando ya no le duela.',
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'el pis se vuelve oscuro, marrón o color coca-cola, o hace muy poco pis (ve a urgencias ahora)',
          'no puede caminar o está muy débil, o un músculo se pone muy hinchado y duro',
          'le sube la fiebre o una articulación se hincha, se pone roja o caliente',
        ]),
        consejoConsultaSi(['no mejora en una semana', 'le pasa con ejercicios suaves o muy a menudo']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa],
      medicacion: antitermicos(),
    },
    {
      si: `crecimiento = 'si' AND (edad_rango = '5-12 años' OR menor_3 = 'no')`,
      urgencia: 'verde',
      titulo: 'Probables dolores de crecimiento',
      consejos: [
        'Los dolores de crecimiento son frecuentes entre los 3 y los 12 años: duelen las dos piernas (muslos, pantorrillas, detrás de las rodillas) por la tarde o por la noche, a veces le despiertan, y por la mañana el niño está bien, sin cojear. Pueden volver durante meses, son reales y no dejan secuelas: no hace falta hacer pruebas.',
        'Ayudan los masajes suaves, el calor local y estiramientos. Si le despierta, puedes darle paracetamol o ibuprofeno; después de un día muy activo, una dosis antes de dormir puede evitar que se despierte.',
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI,
        consejoConsultaSi([
          'cambia el patrón: le duele solo una pierna, siempre en el mismo sitio, en una articulación o por la mañana',
          'el dolor es cada vez más fuerte o no se alivia con el analgésico, el masaje o los estiramientos',
          'deja de hacer cosas por el dolor, cojea, o se hincha una articulación o tiene fiebre (en estos casos, que lo vean hoy)',
          'pierde peso, suda por la noche o está muy cansado',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa],
      medicacion: antitermicos(),
    },
    {
      si: `dolor_actividad IN ${lista([ACTIVIDAD.conocido, ACTIVIDAD.nuevo])}`,
      urgencia: 'verde',
      titulo: 'Dolor con el deporte que se pasa con reposo (sobrecarga)',
      consejos: [
        'Un dolor que aparece al hacer deporte, correr o saltar y se pasa con reposo, sin hinchazón, sin fiebre y sin despertarle por la noche, suele ser una sobrecarga de la zona donde el tendón se une al hueso que está creciendo: debajo de la rodilla (Osgood-Schlatter) o en el talón (Sever). No es grave y se cura sola al terminar el crecimiento (NICE; NHS).',
        'No hace falta dejar el deporte del todo: que reduzca lo que más le duele (saltar, correr mucho) y deje que el dolor le guíe. Ayudan el hielo envuelto en un paño 10-15 minutos después del deporte, los estiramientos suaves y, si le duele, paracetamol o ibuprofeno.',
        'Si nadie le ha dicho todavía qué es, pide cita con su pediatra en las próximas semanas (no urgente) para confirmarlo.',
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI,
        consejoConsultaSi([
          'le duele también en reposo, por la noche o cada vez más',
          'se hincha la zona, cojea aunque no haga deporte o le duele la cadera o el muslo',
          'no mejora tras 2-3 semanas de reducir el deporte',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
      medicacion: antitermicos(),
    },
    {
      si: SOBRECARGA_RECURRENTE,
      urgencia: 'verde',
      titulo: 'Dolor que va y viene con el esfuerzo desde hace semanas (sobrecarga o dolor femoropatelar)',
      consejos: [
        'Un dolor que va y viene desde hace semanas con el esfuerzo (al subir o bajar escaleras, agacharse, estar mucho rato sentado o hacer deporte), caminando con normalidad, sin hinchazón, sin bloqueos ni fallos y sin despertarle por la noche, suele ser un dolor por sobrecarga; si es alrededor de la rótula, es el dolor femoropatelar, muy frecuente en adolescentes. No es grave y no hace falta que lo vean hoy (NICE CKS).',
        'Lo que más ayuda es el ejercicio: fortalecer los músculos del muslo y de la cadera con ejercicios guiados, y reducir durante unas semanas lo que más le duele (saltar, correr cuesta abajo, ponerse en cuclillas), sin dejar de moverse. Al estar sentado mucho rato, que estire las piernas de vez en cuando.',
        'Pide cita con su pediatra sin prisa para confirmarlo y, si hace falta, que le derive a fisioterapia para enseñarle los ejercicios.',
        'Si le duele, hielo envuelto en un paño 10-15 minutos después del esfuerzo y, unos días, paracetamol o ibuprofeno.',
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'le sube la fiebre (38 °C o más)',
          'empieza a cojear o deja de poder apoyar la pierna',
          'la rodilla se hincha, se pone roja o caliente, se le bloquea o le falla',
          'le duele la cadera, la ingle o el muslo',
          'el dolor le despierta por la noche o le duele también en reposo',
        ]),
        consejoConsultaSi([
          'no mejora tras 6-8 semanas de ejercicios y de reducir lo que más le duele',
          'pierde peso, está muy cansado o le salen moratones sin golpes',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
      medicacion: antitermicos(),
    },
    {
      si: `apoyo = '${APOYO.cojea}'`,
      urgencia: 'verde',
      titulo: 'Cojera sin signos de alarma (posible sinovitis transitoria de cadera)',
      consejos: [
        'En un niño que camina, sin fiebre y que está bien, la causa más frecuente de cojera sin golpe es la sinovitis transitoria de cadera, una inflamación leve que suele aparecer después de un catarro (sobre todo entre los 3 y los 8 años) y se cura sola en unos días.',
        'Mírale bien la planta del pie y entre los dedos por si tiene una herida, una astilla o una ampolla.',
        'Si tiene más de 9 años y le duele la cadera, el muslo o la rodilla al caminar, pide cita con su pediatra en los próximos días aunque mejore.',
        'Reposo relativo (que juegue tranquilo, sin correr ni saltar) hasta que deje de cojear. Puedes darle ibuprofeno o paracetamol para el dolor.',
        ...CONSEJOS_ANTITERMICOS,
        'Revisa cómo camina cada día: si no está mejor en 48 horas, pide que lo vea su pediatra.',
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Pide cita con tu pediatra si no mejora en 48 horas'],
      medicacion: antitermicos(),
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Dolor articular sin signos de alarma',
      consejos: [
        'Sin fiebre, sin hinchazón y caminando con normalidad, la mayoría de los dolores de articulaciones en niños se deben a sobrecargas o golpes pequeños y se pasan solos.',
        'Reposo relativo y, si le duele, paracetamol o ibuprofeno.',
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
  ],
  avisos: [AVISO_PREOCUPADO],
});
