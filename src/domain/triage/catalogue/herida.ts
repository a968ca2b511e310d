/**
 * Herida. Built on SEUP (bleeding that does not stop after 10 minutes of
 * pressure → 112; a wound that needs stitches → same day), the Schmitt-Thompson
 * "Cuts, scrapes or bruises (skin injury)" protocol (when stitches are needed:
 * gaping cuts, cuts over 1 cm, over 6 mm on the face), its bite and puncture
 * advice, and the Spanish tetanus recommendations. SPEC §9: 1 cm wounds.
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
  paracetamol,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  AVISO_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_AMARILLO,
  ACCIONES_URGENCIAS,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { CONSEJOS_CELULITIS, PREGUNTA_INFECCION_PIEL_GRAVE } from './banderas-piel.ts';
import { conCribado } from './cribado-otras-puertas.ts';

export const SANGRADO = {
  no: 'No, ya no sangra o solo mancha un poco',
  poco: 'Sí, sigue sangrando poco a poco',
  mucho: 'Sí, sangra a chorro o empapa enseguida la gasa o el paño',
} as const;

export const TIPO = {
  raspon: 'Un raspón o un arañazo: la piel está levantada o rayada, pero no cortada',
  corte: 'Un corte: la piel está cortada (con un cristal, un cuchillo, un borde, o al caerse)',
  pinchazo: 'Un pinchazo: algo puntiagudo ha entrado en la piel (clavo, espina, lápiz, una aguja de coser)',
  aguja: 'Un pinchazo con una aguja o una jeringuilla usada que estaba tirada (en la calle, un parque, la playa) o que no sabes de quién es',
  mordedura: 'Una mordedura de un animal que ha roto la piel',
  humana: 'Una mordedura de una persona (otro niño o un adulto) que ha roto la piel',
} as const;

export const ZONA = {
  cara: 'En la cara, sin contar la frente: labios, párpados, nariz, mejillas, barbilla u orejas',
  boca: 'Dentro de la boca: la lengua, la encía o el frenillo del labio',
  genitales: 'En los genitales o el ano',
  cabeza: 'En la cabeza: la frente o entre el pelo',
  otra: 'En otra parte: brazos, manos, piernas, pies o tronco',
} as const;

export const SUCIEDAD = {
  limpia: 'Está limpia, o la suciedad ha salido al lavarla',
  riesgo: 'Está limpia, pero se la hizo con algo sucio u oxidado, en la tierra o en el campo',
  retenida: 'Tiene tierra o suciedad que no sale al lavarla, o se le ha quedado algo dentro (cristal, astilla, espina)',
} as const;

export const VACUNAS = {
  alDia: 'Sí, tiene todas las vacunas al día',
  no: 'No, o no lo sé',
} as const;

/**
 * Round 8: a cut whose edges come together by themselves and has stopped bleeding heals without stitches up to
 * about 2 cm (NICE CKS lacerations; Seiler 2018 for the tongue); longer cuts, or any cut that gapes, are seen today.
 * It replaces SPEC §9's 1 cm and the 6 mm face threshold, which sent closed small cuts to amarillo by length alone.
 */
export const CM_HERIDA = 2;
/** NICE head injury CT criteria and HT head injury: a cut over 5 cm on the head of a baby under 1 year is rojo. */
export const CM_HERIDA_CABEZA_BEBE = 5;
/** SEUP / Schmitt: bleeding that does not stop after 10 minutes of direct pressure. */
export const MINUTOS_PRESION = 10;

const EDADES_MENOR_1 = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
/** Round 18: where the fingertip follow-up is asked: a cut on a limb whose 'bordes' answer was yes. */
const YEMA_POSIBLE = `bordes = 'si' AND tipo = '${TIPO.corte}' AND zona_herida = '${ZONA.otra}' AND largo_cm <= ${CM_HERIDA}`;
/** Round 18: where the pencil follow-up is asked: a puncture with something left inside. */
const LAPIZ_POSIBLE = `suciedad = '${SUCIEDAD.retenida}' AND tipo = '${TIPO.pinchazo}'`;
/** SEUP / Schmitt first aid for bleeding; 'picadura' asks a bite's bleeding with the same words. */
export const PRESIONA =
  'Aprieta la herida con una gasa o un paño limpio, con fuerza y sin soltar, durante 10 minutos seguidos (mira el reloj y no levantes para mirar). Si se empapa, pon otro encima sin quitar el primero.';
const NO_SAQUES = 'Si tiene algo clavado, no lo saques: sujétalo para que no se mueva y aprieta alrededor.';

const consejosRojo = (...propios: string[]): string[] => [
  ...propios,
  'Túmbalo con las piernas un poco en alto si está pálido o mareado, y abrígalo.',
  'No le des de comer ni de beber por el camino (puede necesitar una intervención).',
  CONSEJO_ROJO_CAMINO,
];

const rojo = creadorDeReglas('rojo', { acciones: [ACCION.llama112, ACCION.urgenciasAhora] });

/** First aid while waiting to be seen (Schmitt care advice). */
const MIENTRAS: readonly string[] = [
  'Mientras tanto, lava la herida con agua del grifo abundante (y jabón alrededor) y tápala con una gasa limpia. No pongas algodón, polvos, alcohol ni remedios caseros.',
  'Las heridas que necesitan puntos, pegamento o tiras se cierran mejor en las primeras 6 horas.',
];

const consejosAmarillo = (...propios: string[]): string[] => [...propios, ...MIENTRAS, CONSEJO_AMARILLO];


const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: antitermicos() });

export const herida: Flujo = conCribado({
  ...FICHAS.herida,
  fuentes: [
    {
      titulo: 'Verhoeven N, Hierner R. High-pressure injection injury of the hand: an often underestimated trauma. Strategies Trauma Limb Reconstr 2008;3:27-33',
      anio: 2008,
      url: 'https://doi.org/10.1007/s11751-008-0029-9',
    },
    {
      titulo: 'Eroglu O et al. Warning: this may be as dangerous as firearm injuries; "grease-gun injury": a case report. Pan Afr Med J 2015;20:40 (cirugía inmediata aunque la herida parezca pequeña)',
      anio: 2015,
      url: 'https://doi.org/10.11604/pamj.2015.20.40.5892',
    },
    {
      titulo: 'Northern Devon Healthcare NHS Trust. Inherited bleeding disorders (mild or moderate): advice for the parents and carers of children (golpe en la cabeza o herida que sigue sangrando → urgencias)',
      anio: 2013,
      url: 'https://www.northdevonhealth.nhs.uk/2013/10/inherited-bleeding-disorders-mild-or-moderate/',
    },
    {
      titulo: 'Irish Haemophilia Society. Some points to remember (todo golpe en la cabeza, al centro de inmediato; sin aspirina) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://haemophilia.ie/parents/some-points-to-remember/',
    },
    {
      titulo: "Norton Children's. Hemophilia: bleeds (cortes que no paran en 20 minutos: llamar al equipo) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://nortonchildrens.com/health-library/article?url=%2Fen%2Fparents%2Fhemophilia-bleeds.html',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'Schmitt BD. Cuts, scrapes or bruises (skin injury): when sutures are needed and when to call (versión para padres, sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://sspediatricassociates.com/Is-Your-Child-Sick/Is-Your-Child-Sick/Skin-Injury',
    },
    {
      titulo: 'Schmitt BD. Skin trauma: cuts, scrapes, bruises (protocolo para padres, sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.tenaflypediatrics.com/skin-trauma-cuts-scrapes-bruises/',
    },
    {
      titulo: 'Schmitt BD. Head Injury, Pediatric After-Hours telephone protocol (hemorragia que no se detiene; tétanos)',
      anio: 2019,
      url: 'https://docslib.org/doc/7762515/head-injury-pediatric-after-hours-version-standard-2019',
    },
    {
      titulo: 'NICE NG141. Cellulitis and erysipelas (derivar al hospital si hay sepsis o fascitis necrotizante)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng141/chapter/Recommendations',
    },
    {
      titulo: 'NICE NG232. Head injury: criterios de derivación y de TC en niños (resumen NASGP)',
      anio: 2023,
      url: 'https://www.nasgp.org.uk/resource/nice-head-injury/',
    },
    {
      titulo: 'NHS Healthier Together (Oxfordshire). Head injury: advice for parents and carers (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/head-injury',
    },
    {
      titulo: 'Comité Asesor de Vacunas e Inmunizaciones (CAV-AEP). Tétanos, cap. 38 del Manual de inmunizaciones en línea (profilaxis antitetánica en heridas)',
      anio: 2024,
      url: 'https://vacunasaep.org/documentos/manual/cap-38',
    },
    {
      titulo: 'SPNS, GeSIDA, SEIP y otros. Documento de consenso sobre profilaxis postexposición ocupacional y no ocupacional en relación con el VIH, VHB y VHC en adultos y niños (marzo 2015; Enferm Infecc Microbiol Clin 2016;34:121.e1-15)',
      anio: 2015,
      url: 'https://www.elsevier.es/es-revista-enfermedades-infecciosas-microbiologia-clinica-28-articulo-documento-consenso-sobre-profilaxis-postexposicion-S0213005X15003134',
    },
    {
      titulo: "The Royal Children's Hospital Melbourne. Clinical Practice Guidelines: Needle stick injury (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.rch.org.au/clinicalguide/guideline_index/Needle_Stick_Injury/',
    },
    {
      titulo: "Perth Children's Hospital. Emergency Department Guidelines: Needlestick injury (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://pch.health.wa.gov.au/For-health-professionals/Emergency-Department-Guidelines/Needlestick-injury',
    },
    {
      titulo: 'Seiler M et al. Tongue lacerations in children: to suture or not? Swiss Med Wkly 2018;148:w14683',
      anio: 2018,
      url: 'https://smw.ch/index.php/smw/article/download/2532/3964?inline=1',
    },
    {
      titulo: 'NICE NG39. Major trauma: assessment and initial management (traumatismo torácico y hemorragia; recomendaciones para niños y adultos)',
      anio: 2016,
      url: 'https://www.nice.org.uk/guidance/ng39/chapter/Recommendations',
    },
    {
      titulo: 'Victorian State Trauma System (con el RCH de Melbourne). Abdominal trauma guideline: todo traumatismo penetrante del abdomen se consulta y traslada a un centro de trauma',
      anio: 2018,
      url: 'https://trauma.reach.vic.gov.au/guidelines/abdominal-trauma/key-messages',
    },
    {
      titulo: "Perth Children's Hospital. Emergency Department Guidelines: Abdominal trauma (lesión interna importante con pocos signos por fuera; sin fecha, año de consulta)",
      anio: 2026,
      url: 'https://pch.health.wa.gov.au/For-health-professionals/Emergency-Department-Guidelines/Abdominal-trauma',
    },
    {
      titulo: 'American College of Surgeons. Advanced Trauma Life Support (ATLS), 10.ª edición: heridas penetrantes del cuello, el tórax y el abdomen',
      anio: 2018,
      url: 'https://www.facs.org/quality-programs/trauma/education/advanced-trauma-life-support/',
    },
    {
      titulo: 'NICE CKS. Bites: human and animal (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/bites-human-animal/',
    },
    {
      titulo: "The Royal Children's Hospital Melbourne. Clinical Practice Guidelines: Fingertip injuries (pérdida de piel de la yema de menos de 1 cm² sin hueso a la vista: cura húmeda, cierra sola) (año de consulta)",
      anio: 2026,
      url: 'https://www.rch.org.au/clinicalguide/guideline_index/Fingertip_injuries/',
    },
    {
      titulo: 'EB Medicine Clinical Pathways. Acute hand injuries (urgent care): lacerations and miscellaneous injuries (amputación de la punta sin hueso expuesto: cura y cierre por segunda intención) (año de consulta)',
      anio: 2026,
      url: 'https://clinicalpathways.ebmedicine.net/pathways/acute-hand-injuries-urgent-care/lacerations-and-miscellaneous-injuries',
    },
    {
      titulo: 'Missouri Poison Center. Pencils and pencil "lead" (la mina es grafito, no plomo: no es tóxica; la marca gris bajo la piel no hace daño) (año de consulta)',
      anio: 2026,
      url: 'https://missouripoisoncenter.org/pencils-and-pencil-lead/',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 8, heridas pequeñas (sustituye al umbral de 1 cm y al de 0,6 cm en la cara, que quedan como historia en la nota siguiente): una herida cuyos bordes se quedan juntos solos y que ya no sangra no necesita puntos (NICE CKS; Schmitt "Cuts": los cortes que se abren son los que necesitan puntos), y en la lengua y el frenillo del labio superior la mayoría se curan solas (Seiler, Swiss Med Wkly 2018: cierre solo si miden más de 2 cm, quedan abiertas en reposo o atraviesan la lengua). Elegimos: bordes juntos, sin sangrar, hasta 2 cm en el cuerpo o la cara, también en la boca → verde con red de seguridad; bordes que se separan, colgajo, profunda, que vuelve a sangrar o con el dedo dormido (pregunta nueva bordes, que sustituye a abierta) → amarillo; corte de más de 2 cm → amarillo; corte que cruza el borde del labio, en el párpado o que atraviesa la oreja o la nariz (pregunta nueva zona_delicada) → amarillo. Ya no hay regla que mande a amarillo por estar en la cara ni por medir 1 cm. Siguen igual las heridas sucias, las mordeduras, las agujas, los genitales, los menores de 1 año y el tétanos. Se añade la respuesta "dentro de la boca" a la pregunta de la zona. Esto se aparta del umbral de 1 cm de SPEC §9 por indicación del brief de la ronda 8: revisar con pediatría.',
    'Ronda 18, trocito de piel cortado en la yema de un dedo: la pregunta bordes junta en un Sí la herida abierta, el colgajo, la profunda, la que vuelve a sangrar y el dedo dormido, y un trocito de piel cortado en la yema (con un cuchillo o un rallador) salía amarillo. La guía de lesiones de la punta de los dedos del RCH de Melbourne y EB Medicine (lesiones agudas de la mano) curan con una cura húmeda, sin puntos, la pérdida de piel de la yema de menos de 1 cm² sin hueso a la vista. La pregunta bordes no cambia; si la respuesta es Sí en un corte de 2 cm o menos en un brazo, una mano, una pierna, un pie o el tronco, una pregunta nueva (yema_dedo) pregunta si es solo un trocito de piel de la yema más pequeño que la uña del meñique de un adulto, sin hueso a la vista, con la uña bien, sin sangrar tras apretar y con el dedo que se mueve y siente bien → VERDE con cura húmeda y red de seguridad; si no → AMARILLO como antes (bordes que se separan, colgajo, profunda, que vuelve a sangrar, dedo dormido; y en la cara, los cortes que se abren). Siguen igual el corte de más de 2 cm, la cara delicada, los genitales, los menores de 1 año, la coagulación y el tétanos; "le falta un trozo de dedo" sigue siendo rojo en herida_grave. Elegimos una pregunta de seguimiento y no partir bordes en opciones para no cambiar el id ni multiplicar los caminos del flujo.',
    'Ronda 18, pinchazo con la punta de un lápiz: la marquita gris que queda bajo la piel no sale al lavarla y los padres elegían "se le ha quedado algo dentro" → amarillo. La mina es grafito con arcilla, no plomo, y no es tóxica (Missouri Poison Center y otros centros de toxicología: la marca puede quedar como un tatuaje y no hace daño; lavar y tapar). Con un pinchazo y esa respuesta, una pregunta nueva (lapiz) pregunta si lo único que queda es un puntito gris o negro de lápiz sin ningún trozo que asome → VERDE con red de seguridad (el tétanos sigue preguntándose: sin vacunas al día → amarillo); si no → AMARILLO como antes, para los cuerpos extraños de verdad y las heridas sucias.',
    'Ronda 8, infección de la herida (patrón forma leve y grave): la zona roja, caliente y dolorosa que crece, con o sin fiebre en un niño que está bien, es amarillo (antibiótico hoy; NICE NG141, clases I-II de Eron); la pregunta de gravedad cambia de id (infeccion_grave → infeccion_piel_grave, compartida en banderas-piel.ts) y ya no cuenta la rojez que crece deprisa en un niño que está bien: rojo solo con el niño muy decaído, signos de shock, dolor desproporcionado o piel morada, negra o con ampollas (NICE NG141 y NG143).',
    'Umbral de 1 cm (SPEC §9, hasta la ronda 7): Schmitt dice que los cortes de más de 1 cm (media pulgada) suelen necesitar puntos y SEUP pone "herida que necesita puntos" en "Urgencias el mismo día". Un corte de 1 cm o más → amarillo (que lo vea hoy un médico para cerrarlo); 0,9 cm, limpio, cerrado y fuera de la cara → verde. En la cara basta con 0,6 cm (Schmitt: 6 mm). Los raspones y arañazos no necesitan puntos, midan lo que midan (Schmitt), por eso la longitud solo se pregunta en los cortes.',
    'Hemorragia: SEUP pone en 112 la herida cuyo sangrado no se detiene tras 10 minutos de presión; Schmitt en "llamar ya". Elegimos rojo desde 10 minutos exactos de presión sin que pare, y rojo inmediato si sangra a chorro o con pérdida de sangre y palidez o mareo (Schmitt: 911). Si aún sangra pero se lleva menos de 10 minutos apretando, amarillo con la instrucción de apretar 10 minutos y acudir a urgencias si no para.',
    'Herida abierta o profunda, o con el dedo o la mano dormidos o sin poder moverlos (posible lesión de tendón o nervio): amarillo (Schmitt "ver ya", SEUP "mismo día"). Herida profunda en cuello, tórax, abdomen o espalda, hueso visible, objeto grande clavado, amputación o mano/pie frío o azulado por debajo: rojo (Schmitt: 911 para heridas profundas del tronco o el cuello).',
    'Cara, labios, párpados y genitales: amarillo para cualquier corte en los genitales; en la cara, desde la ronda 8, solo si cruza el borde del labio, está en el párpado o atraviesa la oreja o la nariz (antes, cualquier corte de 0,6 cm o más).',
    'Mordeduras de animal o de persona que rompen la piel: amarillo (limpieza, valorar antibiótico, tétanos y, según el animal, rabia). Si además la zona se pone roja y caliente, se enlaza con hinchazon_local.',
    'Agujas usadas encontradas y mordeduras humanas (ronda 6): antes, un pinchazo con una jeringuilla tirada en un parque era un "pinchazo" más (verde si estaba limpio y vacunado) y la mordedura humana compartía respuesta y consejo con la de animal. El documento de consenso español de profilaxis postexposición (SPNS, GeSIDA, SEIP y otros, 2015) trata el pinchazo con una aguja abandonada como exposición no ocupacional: valorar la vacuna y la gammaglobulina de la hepatitis B y el tétanos, y decidir la profilaxis frente al VIH, que se empieza cuanto antes (mejor en las primeras horas, nunca después de 72 horas); las guías pediátricas de urgencias del RCH de Melbourne y del Perth Children’s Hospital recuerdan que el riesgo es muy bajo (no hay casos publicados de contagio en niños), que no se analiza la jeringuilla y que hay que ver al niño para el análisis basal y las vacunas. NICE CKS "Bites" pide valorar antibiótico preventivo en toda mordedura humana que rompe la piel y el riesgo de virus de la sangre (hepatitis B y C, VIH). Ahora cada una es su propia respuesta → amarillo, que lo vean hoy y cuanto antes, con los primeros auxilios (dejar sangrar, lavar con agua y jabón, sin lejía ni alcohol) y sin alarmar: el riesgo es bajo, pero la prevención solo funciona si se empieza pronto. La mordedura de animal conserva su regla y su consejo (rabia).',
    'Menores de 1 año con un corte, un pinchazo o una mordedura: amarillo (Schmitt: "age < 1 year" → ver ya). Un raspón sin más en un bebé puede ser verde.',
    'Tétanos (CAV-AEP, profilaxis en heridas; no está en clinical-sources.md): con una herida de riesgo (sucia, oxidada, pinchazo o mordedura) y vacunas no al día o desconocidas → amarillo (puede necesitar vacuna o gammaglobulina). Con una herida limpia y vacunas no al día, verde con consulta a su pediatra en los próximos días. Revisar con pediatría.',
    'Puertas equivocadas: por una herida llegan la hemorragia importante y el shock (rojo), las heridas penetrantes del cuello o del tronco, la amputación y la mano o el pie sin circulación (rojo), la lesión de tendón o nervio (amarillo), el tétanos y la rabia (amarillo), la infección de la herida (amarillo) y, si además está muy decaído, moteado, la rojez avanza en horas o duele de forma desproporcionada, la sepsis o la fascitis necrotizante (rojo, NICE NG141; enlace a hinchazon_local), y en las heridas de la cabeza la lesión dentro de la cabeza (pérdida de conocimiento, 2 o más vómitos, adormilado o confuso, convulsión, dolor de cabeza que aumenta: rojo, NICE y SEUP; herida de más de 5 cm en la cabeza de un menor de 1 año: rojo, criterios de TC de NICE y Healthier Together; enlace a golpes_caidas). Todas se preguntan.',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Ronda 9, inyección a alta presión (puerta equivocada): una pistola de pintura o de grasa, una hidrolimpiadora o un latiguillo hidráulico dejan un agujerito que no duele al principio, pero el chorro mete el producto entre los tendones y los nervios; la literatura de cirugía de la mano (Verhoeven y Hierner 2008; Eroglu 2015) pide cirugía inmediata y el riesgo de amputación es alto si se retrasa → rojo siempre, sea cual sea el tamaño de la herida (pregunta nueva inyeccion_presion, en palabras de casa, para todo tipo de herida salvo las agujas tiradas y las mordeduras).',
    'Ronda 9, problema de coagulación o anticoagulantes (pregunta nueva coagulacion, con el texto de la de sangrado_nasal y la enfermedad de von Willebrand nombrada): las hojas de los centros de hemofilia (North Devon NHS; Haemophilia Scotland; Irish Haemophilia Society) mandan a urgencias sin esperar síntomas todo golpe o herida en la cabeza, la herida grave y la que sigue sangrando, y piden llamar al centro si un corte no para en 10-20 minutos o necesita puntos (Norton Children’s). Elegimos: con la cabeza → rojo; sangrado a chorro, 10 minutos apretando sin parar o mucha sangre perdida → rojo como en todos los niños; cualquier otra herida que no sea un raspón que ya no sangra, o que siga sangrando o rezumando → amarillo (llamar hoy a su unidad o ir a urgencias: el sangrado puede volver horas después); un raspón que ya no sangra → verde. En todos estos casos solo paracetamol: la aspirina y el ibuprofeno hacen sangrar más.',
    'Ronda 13, heridas penetrantes del tronco o del cuello y signos de lesión interna: una herida pequeña por fuera puede ser profunda por dentro. La guía de trauma abdominal del Victorian State Trauma System (con el RCH de Melbourne) manda consultar y trasladar todo traumatismo penetrante del abdomen; la del Perth Children’s Hospital recuerda que los niños pueden tener una lesión interna importante con muy pocos signos por fuera; ATLS trata toda herida penetrante del cuello, el tórax o el abdomen como posible lesión de órganos o vasos, y NICE NG39 (traumatismo torácico y hemorragia) aplica a niños. La pregunta herida_grave pedía a los padres juzgar si la herida era "profunda", y por fuera casi nunca lo parece. Elegimos: algo con punta (cuchillo, punta de una valla o verja, palo, rama, clavo, hierro) que se ha clavado en el pecho, la tripa, la espalda, el costado, el cuello o la ingle y puede haber entrado más allá de la piel (pregunta nueva herida_penetrante, para cortes y pinchazos; ante la duda, Sí) → rojo, urgencias ahora sea cual sea su tamaño, 112 si sigue clavado, sangra mucho, le cuesta respirar o está pálido, sudoroso o adormilado. Y tras cualquier herida, dolor de tripa, pecho, espalda o costado que va a más, dolor en la punta del hombro sin golpe en el hombro, dificultad para respirar o tos con sangre (pregunta nueva lesion_interna, para todas las heridas) → rojo, 112 si está pálido, sudoroso o adormilado (posible hemorragia interna o lesión de un órgano). El vómito, la palidez o quedarse quieto acompañan a esos dolores y lo dice la ayuda, pero solos no bastan: un vómito o un mareo por el susto o al ver la sangre son frecuentes tras cualquier herida, y el responsable de la evaluación los sacó de la pregunta para no mandar a urgencias cada corte en un dedo (en la cabeza siguen contando los 2 vómitos de golpe_cabeza). No cambian el arañazo superficial ni el pinchazo poco profundo en un brazo o una pierna. Revisar con pediatría: no encontramos una página del RCH de Melbourne específica de heridas penetrantes y citamos la guía de trauma del sistema de Victoria, de la que forma parte.',
    'Ronda 14, la frente es la cabeza: NICE NG232 llama traumatismo craneal a cualquier golpe en la cabeza salvo las heridas superficiales de la cara, y un corte en la frente tras una caída o un golpe es un golpe en la cabeza. Antes la zona "cara" incluía la frente sin decirlo y las señales de alarma del golpe solo se preguntaban con la herida "entre el pelo", así que una herida en la frente con vómitos no las veía. Ahora la pregunta de la zona cambia de id (zona → zona_herida): "En la cabeza: la frente o entre el pelo" y "En la cara, sin contar la frente". Y la pregunta de las señales (pérdida de conocimiento, 2 vómitos o más, adormilado, confuso o raro, convulsión, dolor de cabeza que va a más) cambia de id (golpe_cabeza → signos_golpe_cabeza) y se hace también con las heridas de la cara: casi siempre vienen de un golpe en la cabeza, y si no lo hubo la respuesta es No. Una herida en la frente cuenta además para la herida de más de 5 cm de un bebé y para el problema de coagulación, como el resto de la cabeza. La pantalla de urgencias de otras puertas sigue preguntando el golpe en la cabeza en este flujo, porque aquí solo se pregunta con heridas de la cabeza o la cara (una herida en el brazo con un golpe en la cabeza al caer no lo vería).',
    'Medicación: paracetamol o ibuprofeno para el dolor (Schmitt care advice). Ibuprofeno solo desde 6 meses. Con un problema de coagulación o anticoagulantes, solo paracetamol (ronda 9).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'sangrado',
      texto: '¿Sigue sangrando?',
      tipo: 'opciones',
      opciones: [SANGRADO.no, SANGRADO.poco, SANGRADO.mucho],
      ayuda: PRESIONA,
      alarma: [SANGRADO.mucho],
    },
    {
      id: 'minutos_presion',
      texto: '¿Cuántos minutos seguidos llevas apretando la herida sin soltar?',
      tipo: 'numero',
      ayuda: 'Si todavía no has empezado a apretar, escribe 0 y empieza ahora.',
      mostrar_si: `sangrado = '${SANGRADO.poco}'`,
    },
    {
      id: 'perdida_sangre',
      texto: '¿Ha perdido mucha sangre y está muy pálido, sudoroso, frío o mareado, o se ha desmayado?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'herida_grave',
      texto:
        '¿Es una herida profunda en el cuello, el pecho, la tripa o la espalda? ¿Se ve el hueso, tiene clavado algo grande, le falta un trozo de dedo, o la mano o el pie por debajo de la herida está frío, pálido o azulado?',
      tipo: 'si_no',
      ayuda: NO_SAQUES,
      alarma: ['si'],
    },
    {
      id: 'tipo',
      texto: '¿Qué tipo de herida es?',
      tipo: 'opciones',
      opciones: [TIPO.raspon, TIPO.corte, TIPO.pinchazo, TIPO.aguja, TIPO.mordedura, TIPO.humana],
      ayuda: 'Si la mordedura no ha roto la piel (solo hay marcas o un moratón), elige "raspón".',
    },
    {
      // Round 13: a stab or puncture of the trunk or neck may be deep inside however small it looks (ATLS; Victorian State Trauma System).
      id: 'herida_penetrante',
      texto:
        '¿Se le ha clavado algo con punta (un cuchillo, la punta de una valla o de una verja, un palo o una rama, un clavo, un hierro) en el pecho, la tripa, la espalda, el costado, el cuello o la ingle, y ha podido entrar más allá de la piel?',
      tipo: 'si_no',
      ayuda:
        'Aunque el agujero sea pequeño y apenas sangre, responde Sí: por fuera puede parecer poca cosa y por dentro haber llegado al pulmón, al hígado, al intestino o a un vaso grande. Si dudas, responde Sí. Responde No si solo es un arañazo o un roce, o un pinchazo que apenas ha tocado la piel (una espina, un alfiler), o si la herida está en un brazo o una pierna.',
      mostrar_si: `tipo IN ${lista([TIPO.corte, TIPO.pinchazo])}`,
      alarma: ['si'],
    },
    {
      // Round 13: signs of internal bleeding or organ injury after any wound (PCH abdominal trauma; NICE NG39; ATLS).
      id: 'lesion_interna',
      texto:
        'Desde que se hizo la herida, ¿le duele la tripa, el pecho, la espalda o el costado cada vez más, le duele la punta del hombro sin haberse dado en el hombro, le cuesta respirar, o tose o escupe sangre?',
      tipo: 'si_no',
      ayuda:
        'Son señales de que puede sangrar por dentro o tener dañado un órgano, aunque la herida de fuera sea pequeña; a menudo, además, vomita, se pone pálido o se queda quieto porque le duele al moverse. Si solo le duele la herida al tocarla, o ha vomitado o se ha mareado un momento por el susto o al ver la sangre, responde No.',
      alarma: ['si'],
    },
    {
      // Round 9: a high-pressure injection hides deep damage behind a tiny hole, whatever the size of the wound.
      id: 'inyeccion_presion',
      texto:
        '¿Se hizo la herida con el chorro de una máquina a presión: una pistola de pintar o de engrasar, una hidrolimpiadora (la manguera de agua a presión para limpiar coches o terrazas) o un tubo de aceite de una máquina que soltó un chorro fino?',
      tipo: 'si_no',
      ayuda: 'Aunque solo se vea un agujerito o un pinchazo pequeño, y aunque al principio no le duela, responde Sí: el líquido o el aire entra con mucha fuerza por debajo de la piel.',
      mostrar_si: `tipo NOT IN ${lista([TIPO.aguja, TIPO.mordedura, TIPO.humana])}`,
      alarma: ['si'],
    },
    {
      // Round 9: a bleeding disorder or an anticoagulant (wording as sangrado_nasal's 'coagulacion', with von Willebrand named).
      id: 'coagulacion',
      texto:
        '¿Tiene alguna enfermedad que le hace sangrar más (hemofilia, enfermedad de von Willebrand, plaquetas bajas) o toma medicinas que hacen sangrar más (anticoagulantes como Sintrom o heparina)?',
      tipo: 'si_no',
      ayuda: 'Si tiene un plan de su hematólogo o de su unidad de hemofilia para las heridas, síguelo mientras tanto.',
      alarma: ['si'],
    },
    {
      // Round 14: a new id (it was 'zona'): the forehead moves from the face to the head (NICE NG232).
      id: 'zona_herida',
      texto: '¿Dónde está la herida?',
      tipo: 'opciones',
      opciones: [ZONA.cara, ZONA.boca, ZONA.genitales, ZONA.cabeza, ZONA.otra],
      ayuda: 'La frente cuenta como cabeza. Si tiene varias heridas, elige la que esté más arriba.',
    },
    {
      id: 'zona_delicada',
      texto:
        '¿El corte cruza el borde del labio (la línea donde la parte roja se junta con la piel), está en el párpado, o atraviesa la oreja o el borde de la nariz?',
      tipo: 'si_no',
      ayuda: 'Ahí hay que cerrar la herida con cuidado para que el borde quede bien alineado.',
      mostrar_si: `zona_herida = '${ZONA.cara}' AND tipo != '${TIPO.raspon}'`,
      alarma: ['si'],
    },
    {
      // Round 14: a new id (it was 'golpe_cabeza', asked only for wounds among the hair): asked for the forehead and the
      // rest of the face too, because a cut there comes with a knock to the head (NICE NG232: head injury is any trauma
      // to the head other than superficial injuries to the face).
      id: 'signos_golpe_cabeza',
      texto:
        'Al hacerse la herida, ¿perdió el conocimiento aunque fuera unos segundos? ¿O desde entonces ha vomitado 2 veces o más, está muy adormilado, confuso o raro, ha tenido una convulsión o le duele la cabeza cada vez más?',
      tipo: 'si_no',
      ayuda: 'Una herida en la frente, entre el pelo o en la cara viene casi siempre de un golpe en la cabeza: estas son las señales de que el golpe puede haber hecho daño por dentro.',
      mostrar_si: `zona_herida IN ${lista([ZONA.cabeza, ZONA.cara])}`,
      alarma: ['si'],
    },
    {
      id: 'largo_cm',
      texto: '¿Cuántos centímetros mide el corte de largo?',
      tipo: 'numero',
      ayuda: 'Un centímetro es más o menos el ancho de la uña del dedo meñique de un adulto. Si dudas, calcula por lo alto.',
      mostrar_si: `tipo = '${TIPO.corte}'`,
    },
    {
      // Round 8: a new id (it was 'abierta'): the flap is added, and the help tells the parent that a closed cut needs no stitches.
      id: 'bordes',
      texto:
        'Sin tocarla, ¿los bordes de la herida se separan (queda abierta), hay un trozo de piel levantado (un colgajo), es profunda (se ve grasa amarilla o carne por dentro), ha vuelto a sangrar después de parar, o no siente bien o no puede mover bien un dedo, la mano o el pie?',
      tipo: 'si_no',
      ayuda:
        'Si los bordes se quedan juntos solos y ya no sangra, responde No: una herida así no necesita puntos. Un corte en la lengua o el frenillo del labio que ha dejado de sangrar tras apretar también cuenta como No si no queda abierto.',
      mostrar_si: `tipo != '${TIPO.raspon}'`,
      alarma: ['si'],
    },
    {
      // Round 18: a follow-up of 'bordes' (RCH Melbourne Fingertip injuries): a small slice of fingertip pulp heals by itself.
      id: 'yema_dedo',
      texto:
        '¿Es solo un trocito de piel cortado de la yema de un dedo, más pequeño que la uña del meñique de un adulto? ¿Y además no se ve el hueso, la uña está bien, ha dejado de sangrar apretando y mueve y siente bien el dedo?',
      tipo: 'si_no',
      ayuda: 'Por ejemplo, al cortar con un cuchillo o rallar. Si falta la punta del dedo con hueso o uña, si la uña se ha levantado, si sigue sangrando o si no siente o no mueve bien el dedo, responde No.',
      mostrar_si: YEMA_POSIBLE,
    },
    {
      id: 'suciedad',
      texto: '¿Cómo está de limpia después de lavarla 5 minutos con agua del grifo?',
      tipo: 'opciones',
      opciones: [SUCIEDAD.limpia, SUCIEDAD.riesgo, SUCIEDAD.retenida],
      alarma: [SUCIEDAD.retenida],
    },
    {
      // Round 18: a follow-up of 'suciedad' (poison-centre guidance): the grey dot of a pencil tip is graphite, not lead.
      id: 'lapiz',
      texto: 'Lo que se le ha quedado dentro, ¿es solo un puntito gris o negro de la punta de un lápiz bajo la piel, sin ningún trozo que asome?',
      tipo: 'si_no',
      ayuda: 'La mina de los lápices no es plomo sino grafito, que no es tóxico. Si asoma un trozo de mina o de madera, o hay tierra u otra cosa, responde No.',
      mostrar_si: LAPIZ_POSIBLE,
    },
    {
      id: 'vacunas',
      texto: '¿Tiene todas las vacunas del calendario al día, incluida la del tétanos?',
      tipo: 'opciones',
      opciones: [VACUNAS.alDia, VACUNAS.no],
      ayuda: 'Míralo en su cartilla de vacunas. En España el tétanos va en las vacunas de los 2, 4 y 11 meses, los 6 años y los 12-14 años.',
      mostrar_si: `suciedad != '${SUCIEDAD.limpia}' OR tipo IN ${lista([TIPO.pinchazo, TIPO.aguja, TIPO.mordedura, TIPO.humana])}`,
      alarma: [VACUNAS.no],
    },
    {
      id: 'infeccion',
      texto:
        'Si la herida es de hace más de un día: ¿está cada vez más roja, hinchada, caliente o dolorosa, sale pus, salen rayas rojas desde la herida, o tiene fiebre?',
      tipo: 'si_no',
      ayuda: 'Si la herida es de hoy, responde No.',
      alarma: ['si'],
    },
    // Round 8: a new id (it was 'infeccion_grave', which also counted redness spreading within hours in a well child).
    { ...PREGUNTA_INFECCION_PIEL_GRAVE, mostrar_si: "infeccion = 'si'" },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  avisos: [AVISO_PREOCUPADO],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      `sangrado = '${SANGRADO.mucho}'`,
      'Hemorragia importante',
      consejosRojo(PRESIONA, 'Si la herida está en un brazo o una pierna, levántalo por encima del corazón mientras aprietas.', NO_SAQUES),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      `minutos_presion >= ${MINUTOS_PRESION}`,
      'Herida que sigue sangrando tras 10 minutos apretando',
      consejosRojo('Sigue apretando sin soltar de camino a urgencias.', PRESIONA),
    ),
    rojo(
      "perdida_sangre = 'si'",
      'Ha perdido mucha sangre y está pálido o mareado',
      consejosRojo(PRESIONA),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "herida_grave = 'si'",
      'Herida grave',
      consejosRojo(
        NO_SAQUES,
        'Tapa la herida con una gasa o un paño limpio y aprieta si sangra. Si le falta un trozo de dedo, envuélvelo en una gasa húmeda, mételo en una bolsa cerrada y pon la bolsa sobre hielo (sin que el hielo toque el trozo).',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "lesion_interna = 'si'",
      'Herida con signos de hemorragia interna o de lesión de un órgano',
      consejosRojo(
        'El dolor de tripa que va a más, el dolor en la punta del hombro, los vómitos, la palidez, la dificultad para respirar, la tos con sangre o quedarse quieto porque moverse le duele pueden indicar que sangra por dentro o que tiene dañado un órgano, aunque la herida de fuera sea pequeña (guías de trauma pediátrico; NICE NG39).',
        'Llama al 112 si está pálido, sudoroso, adormilado o muy flojo, o si le cuesta respirar. Si no, ve a urgencias ahora, sin esperar a ver si mejora.',
        'Si le cuesta respirar, déjale en la postura en la que respire mejor (por ejemplo, medio sentado). No le des medicinas para el dolor antes de que lo vean.',
        NO_SAQUES,
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "herida_penetrante = 'si'",
      'Algo con punta clavado en el tronco o el cuello: puede ser profunda por dentro',
      consejosRojo(
        'Una herida de un cuchillo, una punta de valla, un palo o un clavo en el pecho, la tripa, la espalda, el costado, el cuello o la ingle puede ser pequeña por fuera y haber llegado por dentro a un pulmón, a un órgano de la tripa o a un vaso grande: tienen que verla en urgencias ahora, aunque el niño parezca estar bien.',
        NO_SAQUES,
        'Tapa la herida con una gasa o un paño limpio y aprieta alrededor si sangra. Si le cuesta respirar, déjale en la postura en la que respire mejor (por ejemplo, medio sentado).',
        'Llama al 112 en vez de ir por tu cuenta si el objeto sigue clavado, sangra mucho, le cuesta respirar, tose sangre, o está pálido, sudoroso o adormilado.',
      ),
      { acciones_sugeridas: ACCIONES_URGENCIAS },
    ),
    rojo(
      "inyeccion_presion = 'si'",
      'Herida por un chorro a presión (pistola de pintura o de grasa, hidrolimpiadora)',
      consejosRojo(
        'Aunque se vea solo un agujerito, el chorro a presión mete pintura, grasa, aceite, agua o aire muy adentro, entre los tendones y los nervios: tiene que verlo un cirujano en las primeras horas para no perder el dedo o la mano. Ve a urgencias ahora, aunque no le duela.',
        'No aprietes ni exprimas la herida para sacar el líquido. Quítale los anillos, tápala con una gasa limpia y mantén la mano o el pie en alto.',
        'No le des de comer ni de beber, por si tienen que operarle. Lleva el nombre del producto (o una foto de la etiqueta).',
      ),
    ),
    rojo(
      `coagulacion = 'si' AND zona_herida = '${ZONA.cabeza}'`,
      'Herida en la cabeza con un problema de coagulación o anticoagulantes',
      consejosRojo(
        'Con hemofilia, von Willebrand u otro problema de coagulación, o con anticoagulantes, cualquier golpe o herida en la cabeza puede sangrar por dentro aunque el niño esté bien: ve a urgencias ahora, sin esperar a que tenga síntomas, y avisa por el camino a su unidad de hemofilia o a su hematólogo.',
        'Si tiene factor en casa y su plan dice que se lo pongas, pónselo sin retrasar la salida, y lleva el informe de su enfermedad.',
        PRESIONA,
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      "signos_golpe_cabeza = 'si'",
      'Herida en la cabeza o la cara con pérdida de conocimiento, vómitos o confusión',
      consejosRojo(
        'Perder el conocimiento, vomitar varias veces, estar adormilado o confuso, una convulsión o un dolor de cabeza que aumenta después de un golpe en la cabeza, también en la frente o la cara, pueden indicar una lesión dentro de la cabeza (NICE NG232; SEUP: 112).',
        PRESIONA,
        'Si el golpe ha sido fuerte o le duele el cuello, no le muevas la cabeza ni el cuello.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      `zona_herida = '${ZONA.cabeza}' AND edad_rango IN ${lista(EDADES_MENOR_1)} AND largo_cm > ${CM_HERIDA_CABEZA_BEBE}`,
      'Herida de más de 5 cm en la cabeza de un bebé',
      consejosRojo(
        'En menores de 1 año, una herida de más de 5 cm en la cabeza puede esconder una fractura del cráneo (NICE; Healthier Together): que lo valoren en urgencias ahora.',
        PRESIONA,
      ),
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      "infeccion_piel_grave = 'si'",
      'Herida infectada con signos de infección grave',
      consejosRojo(
        'Una herida infectada con el niño muy decaído, la piel moteada o fría, la piel morada, negra o con ampollas, o un dolor desproporcionado puede ser una infección grave de la piel o de la sangre (NICE NG141: derivar al hospital la sepsis y la fascitis necrotizante).',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['hinchazon_local'] },
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `coagulacion = 'si' AND (sangrado != '${SANGRADO.no}' OR tipo != '${TIPO.raspon}')`,
      'Herida en un niño con un problema de coagulación o anticoagulantes',
      consejosAmarillo(
        'Con un problema de coagulación o con anticoagulantes, una herida puede seguir rezumando durante horas o volver a sangrar horas después: llama hoy a su unidad de hemofilia o a su hematólogo (o ve a urgencias) para que decidan si necesita factor o cerrar la herida.',
        PRESIONA,
        'Si sangra mucho o a chorro, sigue sangrando tras 10 minutos apretando sin soltar, se pone pálido o mareado, o se ha dado también un golpe en la cabeza, ve a urgencias ahora o llama al 112.',
        'No le des aspirina ni ibuprofeno; para el dolor, paracetamol.',
      ),
      { medicacion: paracetamol() },
    ),
    amarillo(
      `sangrado = '${SANGRADO.poco}' AND minutos_presion < ${MINUTOS_PRESION}`,
      'Sigue sangrando: aprieta la herida 10 minutos',
      consejosAmarillo(
        PRESIONA,
        'Si después de 10 minutos apretando sigue sangrando, ve a urgencias ahora (o llama al 112 si sangra mucho).',
        'Si deja de sangrar, que lo vea hoy un médico para decidir si hay que cerrarla.',
      ),
    ),
    amarillo(
      "infeccion = 'si'",
      'Herida que parece infectada',
      consejosAmarillo('Una herida cada vez más roja, caliente o con pus, o con fiebre, puede necesitar antibiótico: que la vea hoy un médico.', ...CONSEJOS_CELULITIS),
      { ver_tambien: ['hinchazon_local'] },
    ),
    amarillo(
      `bordes = 'si' AND (tipo != '${TIPO.corte}' OR zona_herida != '${ZONA.otra}' OR largo_cm > ${CM_HERIDA} OR yema_dedo = 'no')`,
      'Herida abierta, con colgajo, profunda o que vuelve a sangrar: puede necesitar puntos',
      consejosAmarillo('Que la vea hoy un médico para cerrarla (puntos, pegamento o tiras) y comprobar que no hay un tendón o un nervio dañado.'),
    ),
    amarillo(
      `largo_cm > ${CM_HERIDA}`,
      'Corte de más de 2 cm: puede necesitar puntos',
      consejosAmarillo('Los cortes de más de 2 cm suelen abrirse al moverse y cierran mejor con puntos, pegamento o tiras.'),
    ),
    amarillo(
      "zona_delicada = 'si'",
      'Corte en el borde del labio, el párpado, la oreja o la nariz',
      consejosAmarillo('En el borde del labio, el párpado, la oreja o la nariz conviene cerrar la herida con cuidado para que los bordes queden bien alineados y deje poca cicatriz.'),
    ),
    amarillo(
      `zona_herida = '${ZONA.genitales}' AND tipo != '${TIPO.raspon}'`,
      'Herida en los genitales',
      consejosAmarillo('Las heridas en los genitales deben verse hoy: la zona sangra mucho y puede necesitar un cierre cuidadoso.'),
    ),
    amarillo(
      `tipo = '${TIPO.aguja}'`,
      'Pinchazo con una aguja usada encontrada: que lo vean hoy',
      consejosAmarillo(
        'Deja que sangre un poco sin apretar ni chupar, y lávalo con agua y jabón abundantes. No uses lejía ni alcohol sobre la herida.',
        'El riesgo de contagio es muy bajo (no se conocen niños contagiados por una aguja encontrada en la calle), pero hoy, cuanto antes, un médico tiene que revisar sus vacunas del tétanos y de la hepatitis B, sacarle un análisis y decidir si necesita vacuna, gammaglobulina o tratamiento preventivo: funcionan mejor en las primeras horas y la profilaxis frente al VIH ya no sirve pasadas 72 horas.',
        'No hace falta llevar la jeringuilla (no se analiza). Si la recoges, no le pongas el capuchón: cógela con pinzas y métela en un bote duro con tapa.',
        'Lleva su cartilla de vacunas.',
      ),
      { acciones_sugeridas: ['Acude hoy a urgencias o a tu centro de salud, cuanto antes', ACCION.urgenciasHoy] },
    ),
    amarillo(
      `tipo = '${TIPO.humana}'`,
      'Mordedura de una persona que ha roto la piel',
      consejosAmarillo(
        'Lava la mordedura con agua y jabón abundantes durante 5 minutos y deja que sangre un poco sin apretar.',
        'Las mordeduras humanas se infectan con mucha facilidad: que lo vea hoy un médico para valorar un antibiótico preventivo, revisar el tétanos y la vacuna de la hepatitis B y, si se sabe quién le mordió, el riesgo de otras infecciones que se transmiten por la sangre (NICE).',
        'Si puedes, apunta quién le mordió y cómo contactar con su familia: el médico puede necesitar saber si esa persona tiene alguna infección.',
      ),
    ),
    amarillo(
      `tipo = '${TIPO.mordedura}'`,
      'Mordedura de animal que ha roto la piel',
      consejosAmarillo(
        'Lava la mordedura con agua y jabón abundantes durante 5 minutos.',
        'Las mordeduras se infectan con facilidad (sobre todo las de gato): puede necesitar antibiótico y revisar el tétanos.',
        'Si es un animal desconocido, salvaje, un murciélago o de fuera de España, díselo al médico (rabia). Si el animal es de alguien, anota los datos del dueño.',
      ),
      { ver_tambien: ['picadura'] },
    ),
    amarillo(
      `suciedad = '${SUCIEDAD.retenida}' AND (tipo != '${TIPO.pinchazo}' OR lapiz = 'no')`,
      'Herida con suciedad o algo dentro que no sale',
      consejosAmarillo('No hurgues en la herida para sacar cristales o espinas: que lo haga hoy un médico.'),
    ),
    amarillo(
      `vacunas = '${VACUNAS.no}'`,
      'Herida con riesgo de tétanos sin vacunas al día',
      consejosAmarillo('Con una herida sucia, un pinchazo o una mordedura, si no tiene las vacunas al día puede necesitar hoy la vacuna o un tratamiento contra el tétanos. Lleva su cartilla de vacunas.'),
    ),
    amarillo(
      `edad_rango IN ${lista(EDADES_MENOR_1)} AND tipo != '${TIPO.raspon}'`,
      'Herida en un bebé menor de 1 año',
      consejosAmarillo('A esta edad cualquier corte, pinchazo o mordedura debe verlo hoy un médico.'),
    ),
    { ...reglaMuyEnfermo(MIENTRAS), medicacion: antitermicos() },
    // ---------------------------------------------------------------- verde
    {
      // Round 9: a graze that has stopped bleeding in a child with a bleeding disorder stays at home, without ibuprofen.
      si: "coagulacion = 'si'",
      urgencia: 'verde',
      titulo: 'Raspón que ya no sangra en un niño con un problema de coagulación',
      consejos: [
        'Lávalo bajo el grifo con agua abundante y tápalo con una gasa o un apósito. Si vuelve a sangrar, aprieta 10 minutos seguidos sin soltar.',
        'Para el dolor, solo paracetamol: no le des ibuprofeno ni aspirina, que hacen sangrar más.',
        'Si tienes dudas, llama a su unidad de hemofilia o a su hematólogo: conocen su plan.',
        consejoVuelveSi([
          'vuelve a sangrar y no para tras 10 minutos apretando, o sigue rezumando durante horas (ese mismo día)',
          'sangra mucho, se pone pálido o mareado, o se da un golpe en la cabeza (urgencias ahora)',
          'le sale un bulto o un moratón que crece, o le duele una articulación o un músculo y no quiere moverlo',
          'lo ves peor o estás más preocupado',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
    },
    {
      // Round 18: RCH Melbourne Fingertip injuries (pulp loss under about 1 cm², no bone, nail intact: moist dressing, heals by itself).
      si: "yema_dedo = 'si'",
      urgencia: 'verde',
      titulo: 'Trocito de piel cortado en la yema de un dedo',
      consejos: [
        'Un trocito de piel cortado en la yema del dedo, más pequeño que la uña del meñique de un adulto, sin hueso a la vista y con la uña bien, se cura solo en 2-3 semanas y no necesita puntos (guía de lesiones de la punta de los dedos del Royal Children’s Hospital de Melbourne). Aunque tengas el trocito de piel, no hace falta volver a ponerlo.',
        'Lávalo bajo el grifo y tápalo con un apósito que no se pegue y mantenga la herida húmeda (con un poco de vaselina) y una gasa por encima. Cámbialo cada 2-3 días, o antes si se moja o se ensucia; si se pega, mójalo antes de quitarlo.',
        'Si vuelve a sangrar, aprieta la yema con una gasa 10 minutos seguidos con la mano en alto.',
        'Revisa que tenga las vacunas al día (la del tétanos).',
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          'vuelve a sangrar y no para tras 10 minutos apretando',
          'se ve el hueso, la uña se ha levantado o se ha puesto negra, o el trocito que falta es más grande de lo que parecía',
          'está cada vez más roja, hinchada, caliente o con pus, o tiene fiebre',
          'no siente bien la punta del dedo o no puede doblarlo',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['no tiene todas las vacunas al día', 'la herida no se ha cerrado en 3 semanas']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      // Round 18: poison-centre guidance (Missouri Poison Center): pencil "lead" is graphite, not lead, and not toxic.
      si: "lapiz = 'si'",
      urgencia: 'verde',
      titulo: 'Pinchazo con la punta de un lápiz',
      consejos: [
        'La mina de los lápices no es plomo: es grafito mezclado con arcilla, que no es tóxico. El puntito gris que queda bajo la piel no hace daño; a veces se queda para siempre como un pequeño tatuaje (centros de toxicología).',
        'Lávalo bajo el grifo con agua y jabón abundantes y tápalo con una tirita. No hurgues para sacar el puntito.',
        'Revisa que tenga las vacunas al día (la del tétanos).',
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          'asoma un trozo de mina o de madera que no sale',
          'en los días siguientes está cada vez más roja, hinchada, caliente o con pus, o salen rayas rojas desde ella',
          'tiene fiebre',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['no tiene todas las vacunas al día']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Herida pequeña y limpia',
      consejos: [
        'Lávala bajo el grifo con agua abundante durante 5 minutos y con jabón alrededor. No hace falta agua oxigenada ni alcohol (retrasan la curación); si quieres, usa un antiséptico como clorhexidina.',
        'Si es un corte pequeño con los bordes juntos, no necesita puntos aunque mida 1 o 2 cm: junta los bordes y tápalo con una tirita o unas tiras adhesivas. Cámbialo si se moja o se ensucia; a partir de 1-2 días puede ir al aire.',
        'Si es en la lengua, la encía o el frenillo del labio y ya no sangra, se cura solo en pocos días: dale comida blanda y fría, evita lo salado, ácido o crujiente, y enjuágale la boca con agua después de comer. Si sangra otra vez, aprieta con una gasa 10 minutos.',
        'Revisa que tenga las vacunas al día (la del tétanos).',
        ...CONSEJOS_ANTITERMICOS,
        consejoVuelveSi([
          'vuelve a sangrar y no para tras 10 minutos apretando',
          'la herida se abre',
          'está cada vez más roja, hinchada, caliente o con pus, o salen rayas rojas desde ella',
          'tiene fiebre',
          'no siente bien o no puede mover bien un dedo',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['no tiene todas las vacunas al día', 'la herida no ha curado en 10 días']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
  ],
}, 'herida_grave');
