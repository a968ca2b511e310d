/**
 * Orina (molestias al orinar, posible infección de orina). Built on NICE
 * NG224 (UTI in under 16s: the symptoms that make a UTI likely, babies under
 * 3 months to paediatric care), NICE NG143 (fever under 3 months), the NHS
 * Healthier Together UTI sheets (red: global features; amber: back pain,
 * rigors, vomiting, no wee, dehydration) and the Healthier Together abdominal
 * pain sheet (testicular pain red, blood in wee amber). SPEC §9: fever with
 * urinary symptoms under 24 months is at least amarillo. Issue 9: a lot of
 * urine with thirst is diabetes until shown otherwise (NICE NG18), asked with
 * the shared signs of banderas-abdomen.ts. Round 7: brown, cola-coloured
 * urine with painful, swollen or weak muscles is rhabdomyolysis until shown
 * otherwise (CHAMP/USU exertional rhabdomyolysis guideline 2020; StatPearls),
 * and very little urine with drowsiness or cold hands and feet is rojo (NICE
 * NG148 acute kidney injury; NICE CG84 dehydration and shock). Round 15:
 * lower urinary symptoms without fever are a probable UTI that needs a urine
 * test and a clinician's antibiotic the same day (NICE NG224 / CG54, NICE CKS
 * UTI in children): amarillo; verde only for a diagnosed UTI improving on its
 * antibiotic and for soap or bubble-bath irritation in a girl with no other
 * urinary symptom (Schmitt-Thompson). Round 18: the questions no longer lump
 * in what is not a UTI sign: dark or strong-smelling urine after heat or
 * little to drink that clears with fluids (NICE NG224: smell is not a
 * reliable sign), weeks of urgency, small daytime leaks or holding on with
 * hard, infrequent or painful stools (bladder symptoms of constipation, NICE
 * CG99), and red urine after red foods or a medicine that colours it
 * (Schmitt-Thompson "Urine - Blood In" imitators): each is verde with advice
 * and a safety net. Round 19: daytime wetting for months only in one
 * situation (laughing, or putting off going), with unchanged nights, normal
 * stools and no other urinary sign, is verde with home measures and a routine
 * appointment (ICCS, Austin 2016; NICE CG111); with constant dribbling, weak
 * legs or a lower-back sign the parent answers Yes to the wetting question
 * (amarillo, as before).
 */
import type { Flujo, Regla } from '../types.ts';
import {
  ACCION,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  EDADES_MENOR_2_ANOS,
  lista,
  MOTIVOS_ALARMA_GLOBALES,
  paracetamol,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import {
  DIABETES,
  DIABETES_CON_SINTOMAS,
  FUENTE_ISPAD_DIAS_ENFERMEDAD,
  FUENTE_NG18,
  PREGUNTA_DIABETES,
  PREGUNTA_TESTICULO_INGLE,
  reglaCetoacidosisRespiracion,
  reglaCetoacidosisSospecha,
  reglaDiabetesSospechaSinCetoacidosis,
} from './banderas-abdomen.ts';
import { FICHAS } from './fichas.ts';
import { conCribado } from './cribado-otras-puertas.ts';

export const SANGRE_ORINA = {
  no: 'No',
  /**
   * Red urine after beetroot, blackberries, red pitaya or red dyes, or a medicine that colours it (issue 9 grey zone;
   * round 18: Schmitt-Thompson "Urine - Blood In" imitators, new text): a harmless mimic of blood in a well child.
   */
  comida:
    'El pis es rojo o rosado, pero desde ayer ha comido remolacha, moras, pitaya roja o golosinas o bebidas con colorante rojo, o toma una medicina que lo tiñe; y no le duele nada, no tiene hinchazón ni fiebre y no se ha dado ningún golpe',
  si: 'Sí: el pis es rojo, rosado o de color coca-cola',
  golpe: 'Sí, y empezó después de un golpe en la espalda, la tripa o los genitales',
} as const;

export const CANTIDAD_PIS = {
  normal: 'Hace pis más o menos como siempre',
  poca: 'Hace muy poco pis: lleva 12 horas o más sin hacer pis (8 horas sin mojar el pañal si es un bebé)',
  retenido: 'Quiere hacer pis pero no le sale nada o solo unas gotas, y tiene la tripa baja hinchada o le duele',
} as const;

/**
 * Round 18: what is not a UTI sign, asked only when the stinging and the urine questions are both No (the old
 * 'escozor' and 'pis_raro' lumped these in): dark or strong-smelling urine after heat or little to drink that clears
 * with fluids (NICE NG224: smell is not a reliable sign of UTI), and weeks of sudden urgency, small daytime leaks or
 * holding on with hard, infrequent or painful stools (bladder symptoms of constipation, NICE CG99).
 */
export const PIS_OTROS = {
  no: 'No',
  concentrado: 'Huele fuerte o está más oscuro, pero ha hecho calor o ha bebido poco, y se aclara cuando bebe más',
  /**
   * Round 19: giggle incontinence or voiding postponement (ICCS, Austin 2016): wetting for months only in one
   * situation, nights as always, normal stools. Verde with home measures; with fever or under 2 years, a urinary symptom.
   */
  escapes:
    'Desde hace meses se le escapa de día solo al reírse mucho o por aguantarse sin ir al váter; entre medias está seco, y las noches y la caca, como siempre',
  estrenimiento:
    'Desde hace semanas le entran ganas de repente, se le escapan unas gotas de día o se aguanta el pis, y además hace caca dura, poco a menudo o con dolor',
} as const;

/**
 * What a parent sees in a boy's penis (issue 9, round 6): the flow does not
 * know the child's sex, so the question says "si es niño" and lets the parent
 * of a girl answer "No, o es niña" at once.
 */
export const PENE = {
  no: 'No, o es niña',
  irritado: 'La punta o la piel que la cubre está roja, algo hinchada o le escuece, pero la piel está en su sitio y hace pis bien',
  irritadoComplicado:
    'La punta está roja o hinchada y además le sale pus o líquido amarillento, la rojez se extiende por el pene, o no mejora después de 2-3 días lavándola con agua',
  parafimosis:
    'Le han echado (o se ha echado) hacia atrás la piel de la punta y no vuelve a su sitio: la punta se queda como estrangulada, hinchada, morada u oscura, o le duele',
  ereccion: 'Tiene el pene duro (en erección) y no se le baja: le duele, o lleva ya más de 1 hora así',
} as const;

/** Babies cannot report muscle pain, and exertional rhabdomyolysis needs a child who walks and exercises. */
const EDADES_RABDOMIOLISIS = ['1-2 años', '2-5 años', '5-12 años', '12+ años'] as const;

/** Balanitis (What 0-18 "Balanitis"): mild is home care; pus, spreading redness, no improvement or fever → seen today. */
const PENE_IRRITADO = `pene IN ${lista([PENE.irritado, PENE.irritadoComplicado])}`;

/** Round 15: the lower-tummy question is asked from 2 years, when a child can show where it hurts. */
const EDAD_DOLOR_VEJIGA = `edad_rango NOT IN ${lista(EDADES_MENOR_2_ANOS)}`;

/**
 * NG224 table 1: the urinary symptoms that make a UTI more likely (round 15: with low tummy pain
 * above the pubis, NG224 table 1 "abdominal pain" in verbal children; the age guard keeps the
 * condition false, not unknown, where that question is hidden). Round 18: the concentrated urine of
 * a hot day and the constipation pattern of urgency and leaks count only with fever (then the urine
 * needs testing, NG224), and the constipation pattern also under 2 years (cautious reading: a child
 * in nappies cannot show it); round 19: the same for the daytime wetting of laughing or holding on
 * (ICCS). 'pis_otros' is asked only when both questions before are No, so
 * where it is hidden one of them is Yes and the condition is true.
 */
const SINTOMAS_ORINA = `(escozor_pis = 'si' OR pis_turbio_escapes = 'si' OR (${EDAD_DOLOR_VEJIGA} AND dolor_vejiga = 'si') OR (pis_otros IN ${lista([PIS_OTROS.estrenimiento, PIS_OTROS.escapes])} AND (fiebre = 'si' OR edad_rango IN ${lista(EDADES_MENOR_2_ANOS)})) OR (pis_otros = '${PIS_OTROS.concentrado}' AND fiebre = 'si'))`;

/** Round 15: a UTI already diagnosed and treated (NICE NG224 / CKS: reassess if not better within 48 hours of the antibiotic). */
export const ANTIBIOTICO = {
  no: 'No',
  mejora: 'Sí: un médico le diagnosticó una infección de orina, toma el antibiótico que le mandó y está mejor (o lleva menos de 2 días con él y no está peor)',
  noMejora: 'Sí, pero lleva 2 días o más con el antibiótico y no mejora, o está peor',
} as const;

/**
 * Round 15: what keeps a stinging pee out of the home-care exception (soap or bubble-bath vulvitis,
 * Schmitt-Thompson "Pain with urination"): any other urinary symptom, under 2 years, or the parent
 * did not recognise the irritation pattern.
 */
const NO_ES_IRRITACION = `(pis_turbio_escapes = 'si' OR dolor_vejiga = 'si' OR edad_rango IN ${lista(EDADES_MENOR_2_ANOS)} OR irritacion_jabon = 'no')`;


const MUESTRA =
  'Si puedes, recoge una muestra de pis en un bote estéril de farmacia (del chorro del medio, después de lavarle los genitales con agua) y guárdala en la nevera hasta que lo vean. No le des antibióticos que tengas en casa.';

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS, consejos: (c) => [...c, CONSEJO_ROJO_CAMINO] });

const amarillo = (si: string, titulo: string, consejos: string[], extra: Partial<Regla> = {}): Regla => ({
  si,
  urgencia: 'amarillo',
  titulo,
  consejos: [
    ...consejos,
    MUESTRA,
    'Mientras tanto, ofrécele de beber a menudo. Si tiene fiebre y está molesto, puedes darle paracetamol (en un bebé de menos de 3 meses no: si tiene fiebre, acude a urgencias ahora).',
    CONSEJO_AMARILLO,
  ],
  acciones_sugeridas: ACCIONES_AMARILLO,
  medicacion: paracetamol(),
  ...extra,
});

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'le duele o se le hincha un testículo',
  'no puede hacer pis o hace muy poco',
  'el pis es rojo o de color coca-cola (urgencias ya si además le duelen mucho o se le hinchan los músculos)',
  'tiene mucha sed y hace mucho pis, o respira muy hondo y deprisa',
  'la piel de la punta del pene se queda echada hacia atrás y no vuelve a su sitio, o tiene una erección que le duele y no se le baja',
  'le duele mucho la tripa o vomita',
  'lo ves peor o muy enfermo, distinto de otras veces',
]);

const VIGILA_INFECCION = consejoConsultaSi([
  'aparece fiebre, dolor de espalda o de un costado, vómitos o tiritona (en ese caso, que lo vean hoy)',
  'las molestias siguen después de 2-3 días',
  'tiene infecciones de orina a menudo',
]);

const CONSEJOS_HIGIENE: readonly string[] = [
  'Lava la zona genital solo con agua templada, sin jabones perfumados ni baños de espuma, y sécala bien. Que use ropa interior de algodón, no muy ajustada.',
  'En las niñas, que se limpien de delante hacia atrás. En los bebés, cambia el pañal a menudo y usa una crema protectora si la piel está roja.',
  'Que beba agua a menudo y haga pis cada 2-3 horas sin aguantarse. El estreñimiento favorece las infecciones de orina: si hace caca dura o poco a menudo, mira el flujo de estreñimiento.',
];

export const orina: Flujo = conCribado({
  ...FICHAS.orina,
  fuentes: [
    {
      titulo: 'NICE NG224. Urinary tract infection in under 16s: diagnosis and management',
      anio: 2022,
      url: 'https://www.nice.org.uk/guidance/ng224/chapter/recommendations',
    },
    {
      titulo: 'NHS Healthier Together (Shropshire, Telford and Wrekin). Urinary tract infection (UTI) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.stw-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/urinary-tract-infection-uti',
    },
    {
      titulo: "NHS What 0-18. UTI's: safety-netting sheet for parents (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/professionals/health-visitors/safety-netting-documents-parents/utis',
    },
    {
      titulo: 'NHS What 0-18 / Healthier Together. Abdominal pain: advice sheet for parents (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/professionals/gp-primary-care-staff/safety-netting-documents-parents/abdominal-pain',
    },
    {
      titulo: 'Schmitt-Thompson (versión para padres, Tenafly Pediatrics). Pain with urination (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.tenaflypediatrics.com/pain-with-urination/',
    },
    {
      titulo: 'NICE CG54. Urinary tract infection in under 16s: diagnosis and management (2007, sustituida por NG224 en 2022; tabla de síntomas de infección de orina por edad)',
      anio: 2007,
      url: 'https://www.nice.org.uk/guidance/cg54',
    },
    {
      titulo: 'NICE CKS. Urinary tract infection - children (síntomas de infección baja sin fiebre: análisis de orina y antibiótico; revisar si no mejora en 48 horas) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/urinary-tract-infection-children/',
    },
    {
      titulo: 'NICE CG99. Constipation in children and young people: diagnosis and management (el estreñimiento puede dar síntomas de la vejiga: ganas de repente, escapes, infecciones; tratar el estreñimiento)',
      anio: 2010,
      url: 'https://www.nice.org.uk/guidance/cg99/chapter/Recommendations',
    },
    {
      titulo: "Seattle Children's (protocolos Schmitt-Thompson). Urine - Blood In: imitadores de la sangre en el pis (alimentos rojos, colorantes, medicinas como la rifampicina o el sen) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/urine-blood-in/',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo:
        'Austin PF et al. The standardization of terminology of lower urinary tract function in children and adolescents: update report from the standardization committee of the International Children\u2019s Continence Society (ICCS). Neurourol Urodyn 2016;35:471-481 (incontinencia de la risa, aplazamiento de la micción; incontinencia diurna a partir de 5 años)',
      anio: 2016,
      url: 'https://doi.org/10.1002/nau.22751',
    },
    {
      titulo:
        'NICE CG111. Bedwetting in under 19s (síntomas de día que hacen pensar en un problema de la vejiga, la médula o la vía urinaria: goteo constante, debilidad de las piernas, alteraciones de la espalda; sed y pérdida de peso)',
      anio: 2010,
      url: 'https://www.nice.org.uk/guidance/cg111',
    },
    {
      titulo:
        'Calderdale and Huddersfield NHS Foundation Trust. Childhood wetting: daytime wetting (aguantarse por distracción, escapes al reírse; ir al váter con regularidad, beber bien; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.cht.nhs.uk/services/clinical-services/childhood-wetting-paediatric-enuresis/daytime-wetting',
    },
    {
      titulo:
        "Children's Hospital of Philadelphia. Daytime wetting (urinary incontinence): incontinencia de la risa, aplazar la micción; las causas físicas son raras (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.chop.edu/conditions-diseases/daytime-wetting-urinary-incontinence',
    },
    FUENTE_NG18,
    FUENTE_ISPAD_DIAS_ENFERMEDAD,
    {
      titulo: 'NHS. Phimosis and paraphimosis (parafimosis: ir a urgencias si la piel no vuelve a su sitio; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/phimosis/',
    },
    {
      titulo: 'EAU/ESPU. Guidelines on Paediatric Urology: phimosis and paraphimosis',
      anio: 2023,
      url: 'https://uroweb.org/guidelines/paediatric-urology',
    },
    {
      titulo: 'NHS What 0-18. Balanitis (itchy, sore private parts): advice for parents (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/parentscarers/common-health-conditions/itchy-sore-private-parts/balanitis',
    },
    {
      titulo: 'NHS. Priapism (painful erections) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/priapism/',
    },
    {
      titulo: 'Alder Hey Children\'s NHS Foundation Trust. Sickle cell crisis: priapism (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://alderhey.nhs.uk/conditions/patient-information-leaflets/sickle-cell-crisis-priapism',
    },
    {
      titulo: 'UCLH. Priapism in patients with sickle cell disease (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.uclh.nhs.uk/patients-and-visitors/patient-information-pages/priapism-patients-sickle-cell-disease',
    },
    {
      titulo: 'Harvard Health Publishing. Changes in urine – when to see the doctor (remolacha, moras y ruibarbo tiñen el pis; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://health.harvard.edu/healthbeat/changes-in-urine-when-to-see-the-doctor',
    },
    {
      titulo: "Don't Forget the Bubbles. Recognising haematuria mimics (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://dontforgetthebubbles.com/haematuria-mimics/',
    },
    {
      titulo:
        "O'Connor FG, Deuster P, Leggit J, et al. Clinical Practice Guideline for the Management of Exertional Rhabdomyolysis in Warfighters 2020 (CHAMP, Uniformed Services University), publicada como Nye NS et al. Clinical Practice Guidelines for Exertional Rhabdomyolysis: A Military Medicine Perspective. Curr Sports Med Rep 2021;20:169-178",
      anio: 2020,
      url: 'https://doi.org/10.1249/JSR.0000000000000822',
    },
    {
      titulo: 'Cabral BMI, Edding SN, Portocarrero JP, Lerma EV. Rhabdomyolysis. StatPearls (NCBI Bookshelf)',
      anio: 2023,
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK448168/',
    },
    {
      titulo: 'NICE NG148. Acute kidney injury: prevention, detection and management (la orina escasa es un signo de daño renal agudo)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng148/chapter/Recommendations',
    },
    {
      titulo: 'NICE CG84. Diarrhoea and vomiting caused by gastroenteritis in under 5s (menos pis, decaído o adormilado; shock: manos y pies fríos, piel pálida o moteada)',
      anio: 2009,
      url: 'https://www.nice.org.uk/guidance/cg84/chapter/Recommendations',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 19, escapes de pis de día sin otros síntomas: a partir de los 5 años, los escapes de día solo en una situación fija, al reírse mucho (incontinencia de la risa) o por aguantarse hasta el último momento (aplazamiento de la micción), son patrones reconocidos y benignos (ICCS, Austin 2016; hojas de continencia del NHS, p. ej. Calderdale and Huddersfield; CHOP: las causas físicas son raras), y NICE CG111 pide buscar en los síntomas de día lo que apunta a otra cosa (goteo constante, debilidad de las piernas, alteraciones de la espalda, sed o pérdida de peso). Antes, el padre que los contaba respondía Sí a la pregunta de "ha vuelto a hacerse pis encima" (AMARILLO, como una infección de orina) o No, y entonces salía el verde general de irritación, con consejos que no venían al caso. Ahora: la pregunta cambia de id (pis_infeccion → pis_turbio_escapes) porque su ayuda deja fuera esos escapes de hace meses (si son nuevos o también de noche, sigue siendo Sí, AMARILLO), y pis_otros tiene una respuesta nueva: desde hace meses, solo al reírse mucho o por aguantarse, las noches igual y la caca normal → VERDE con medidas en casa (hacer pis antes de las situaciones de risa, ir al váter a horas fijas, beber repartido, tratar el estreñimiento, no reñir) y cita no urgente con el pediatra o su enfermera para un plan. Ese verde solo llega por el patrón limpio: escozor, pis que huele mal o turbio, escapes nuevos o de noche (preguntas anteriores), fiebre (cuenta como síntoma urinario, AMARILLO, como en la ronda 18), menores de 2 años (igual, la lectura prudente), dolor encima del pubis, sed y mucho pis o pérdida de peso (pregunta de diabetes, AMARILLO o ROJO), sangre en el pis, dolor de espalda o vómitos, poco pis e hinchazón conservan sus niveles porque sus reglas van antes; y el goteo constante, las piernas flojas o que le cueste andar, o un bulto o un hoyuelo en la parte baja de la espalda (NICE CG111; ICCS: vejiga neurógena o uréter ectópico) quedan fuera de la respuesta nueva ("entre medias está seco") y la ayuda de la pregunta de los escapes pide responder Sí → AMARILLO, con análisis de orina, como antes. Se probó una pregunta aparte para esos signos, solo con la respuesta nueva, pero la comprobación del catálogo mostró que al marcar después el escozor la pregunta desaparecía y el resultado podía bajar a verde por la irritación de la piel o del pene: se quedó en la ayuda. Entre fuentes: la ICCS solo habla de incontinencia diurna desde los 5 años; entre 2 y 5 años la misma respuesta da el mismo verde (antes de los 5 años es todavía más esperable), sin subir a nadie. Con caca dura a la vez, la ayuda pide elegir la respuesta del estreñimiento, que se trata primero (NICE CG99).',
    'Fiebre con síntomas urinarios (SPEC §9: menores de 24 meses, al menos amarillo): se cumple exactamente, y a partir de 2 años también damos amarillo (lectura prudente, igual que el flujo fiebre): con fiebre puede ser una infección de riñón, que necesita análisis de orina y antibiótico el mismo día (NICE NG224). Cambia el título y el consejo; el nivel es el mismo a los dos lados de los 24 meses.',
    'Menores de 3 meses: con fiebre → rojo (NICE NG143); sin fiebre pero con síntomas urinarios → amarillo (NICE NG224 1.1.3 deriva a pediatría a cualquier bebé de menos de 3 meses con sospecha de infección de orina; no dice "inmediatamente", así que elegimos el mismo día). Sin paracetamol a esta edad.',
    'Posible infección de riñón (fiebre con dolor de espalda o de un costado, vómitos o tiritona): Healthier Together lo pone en ámbar (dolor de espalda, tiritona, no retiene el antibiótico por vómitos) → amarillo; pasa a rojo con cualquier signo global (pálido, moteado, muy adormilado), como en la hoja de HT.',
    'Sin fiebre (ronda 15; antes verde con cita en 24 horas): escozor, dolor o llanto al orinar, hacer pis muy a menudo o con prisa, volver a hacerse pis encima o en la cama, pis que huele mal o turbio, o dolor en la tripa baja encima del pubis (pregunta nueva dolor_vejiga, desde 2 años, cuando el niño sabe señalarlo) → amarillo, "pide cita con tu pediatra hoy", con muestra de pis. NICE NG224 (2022, que sustituye a CG54) y NICE CKS "UTI in children": estos síntomas hacen probable una infección de orina baja, que necesita un análisis de orina y, si sale positivo, un antibiótico pautado por un médico; no es un cuidado en casa. La ronda anterior lo dejaba en verde leyendo a Schmitt-Thompson ("llamar en 24 horas"); entre fuentes elegimos la lectura prudente (el mismo día). Solo dos excepciones siguen en verde, cada una con su pregunta nueva: (1) una infección de orina ya diagnosticada por un médico que mejora con su antibiótico (pregunta itu_tratamiento; NICE NG224 y CKS: revisar si no mejora en 48 horas) → verde con terminar el antibiótico y red de seguridad; si lleva 2 días o más con él y no mejora, o está peor → amarillo; (2) en una niña de 2 años o más, escozor solo por fuera con la vulva roja tras un baño de espuma, un gel o un jabón perfumado, sin hacer pis más a menudo ni con prisa, sin escapes y cada día mejor, y sin pis raro ni dolor en la tripa baja (pregunta irritacion_jabon; Schmitt-Thompson: la irritación por jabones es la causa más frecuente de escozor en niñas pequeñas) → verde sin esos productos y con analizar el pis ese día si aparecen esos síntomas. Todo niño varón con escozor sigue necesitando un análisis de orina (Schmitt-Thompson): la pregunta de la irritación dice que el padre de un niño responda No; por eso la balanitis leve con escozor al orinar pasa también a amarillo (What 0-18: consultar si duele al orinar). En menores de 2 años no se pregunta la irritación (no saben decir dónde escuece): los síntomas urinarios son amarillo. La irritación o el picor de la zona sin síntomas urinarios sigue en verde con consejos de higiene. Ninguna pregunta existente cambia de respuestas ni de sentido.',
    'Sangre en el pis → amarillo (HT ámbar "blood in wee"; Schmitt-Thompson dice "llamar ya"); después de un golpe → rojo (posible lesión del riñón o la vía urinaria), con enlace a golpes_caidas. No poder orinar o solo unas gotas (retención; Schmitt-Thompson: "llamar ya") → rojo, la lectura prudente. Lleva 12 horas sin hacer pis (8 horas sin mojar el pañal en bebés; HT usa 8 horas en su hoja de infección de orina y 12 en la de gastroenteritis) → amarillo. Hinchazón de párpados, cara o piernas (posible problema del riñón) → amarillo. Estos tres últimos no están en clinical-sources.md con su nivel: revisar con pediatría.',
    'Pis rojo tras la comida (issue 9, zona gris, ronda 2): la remolacha, las moras, el ruibarbo y los colorantes rojos tiñen el pis de rojo o rosa en algunas personas durante unas horas (betalaína y antocianinas; Harvard Health) y son las causas más frecuentes de "falsa hematuria" en niños sanos (Don\'t Forget the Bubbles, "haematuria mimics"); ambas fuentes dicen que solo hay que consultar si el color no se puede atribuir a la comida o no se va. Antes la única respuesta posible era "sangre en el pis" → amarillo. Ahora hay una respuesta propia: pis rojo tras comer esos alimentos en las últimas horas, sin ninguna otra molestia → verde con vigilancia del color, y si sigue rojo 24 horas después o hay dudas → que lo vean ese día con una muestra de pis (Healthier Together ámbar: sangre en el pis). Con escozor, fiebre o cualquier otro signo, mandan sus propias reglas.',
    'Dolor o hinchazón de un testículo → rojo (HT rojo "testicular pain"; posible torsión), con enlace a dolor_abdominal.',
    'Problemas del pene (ronda 6): por la puerta "Orina" llegan los problemas del prepucio. El flujo no sabe el sexo, así que la pregunta empieza por "Si es niño" y la primera respuesta es "No, o es niña". Parafimosis (la piel echada hacia atrás que no vuelve a su sitio) → rojo: NHS "Phimosis and paraphimosis" manda a urgencias si la piel no vuelve, y la guía EAU/ESPU de urología pediátrica la trata como urgencia (estrangula la punta y hay que reducirla cuanto antes); no exigimos que ya esté hinchada o morada, porque eso llega en poco tiempo. Erección que no se baja (priapismo) → rojo: NHS da 4 horas en adultos; las hojas infantiles de Alder Hey y UCLH (anemia falciforme, la causa más frecuente en niños) dicen consultar enseguida si la erección duele o no se baja, y llaman priapismo a la que dura más de 30 minutos; elegimos la lectura prudente infantil (duele, o más de 1 hora). Balanitis (punta o prepucio rojo, algo hinchado, escuece, con la piel en su sitio) → verde con lavado con agua templada y sin jabones (What 0-18 "Balanitis"); con pus o líquido, rojez que se extiende, sin mejoría tras 2-3 días, o con fiebre → amarillo (What 0-18: revisar con el médico si hay secreción, dolor al orinar o no mejora; la lectura prudente de clinical-sources.md para "ver al médico" es el mismo día). La puerta "no puede hacer pis" sigue en rojo aparte. Que el prepucio no se retraiga o se hinche como un globo al orinar es normal en niños pequeños: lo dice la ayuda para que no lo fuercen.',
    'Medicación: solo paracetamol (SPEC §9 lo permite), a partir de 3 meses. Sin ibuprofeno (puede ser una infección de riñón o haber deshidratación) y nunca antibióticos sin receta.',
    'Puertas equivocadas: por "hace mucho pis" o "ha vuelto a mojar la cama" llega la diabetes de debut, que la pregunta de escozor confundía con una infección de orina (verde). NICE NG18 1.1.2: sed, mucho pis, adelgazamiento o cansancio → derivar el mismo día → amarillo; con vómitos, dolor de tripa o de espalda, o tiritona (la pregunta de riñón), o con respiración honda o aliento a fruta → sospecha de cetoacidosis y hospital de inmediato → rojo. En un niño con diabetes, cetonas de 1,5 mmol/L o más o sin poder medirlas (ISPAD 2022) → amarillo; con vómitos o dolor → rojo. Las demás puertas ya estaban: torsión testicular y hernia (rojo), sepsis de origen urinario en menores de 3 meses (fiebre → rojo), infección de riñón (amarillo), glomerulonefritis o síndrome nefrótico (sangre, poco pis, hinchazón → amarillo), retención (rojo).',
    'Rabdomiólisis por la puerta "Orina" (issue 9, ronda 7): antes el pis de color coca-cola solo cabía en "sangre en el pis" → amarillo, y un adolescente que tras un entrenamiento muy duro tenía el pis marrón oscuro con los músculos doloridos e hinchados salía amarillo. La guía CHAMP/USU de rabdomiólisis por esfuerzo (2020) y StatPearls describen la tríada de dolor muscular, debilidad y orina oscura (marrón, como coca-cola o té, por la mioglobina) tras un ejercicio intenso o nuevo, un aplastamiento, una convulsión larga o un golpe de calor; el riesgo es el fallo del riñón y el tratamiento son análisis de sangre y sueros intravenosos en el hospital; orinar muy poco lo hace más grave. Ahora, desde 1 año, se pregunta el pis marrón oscuro o color coca-cola o té junto con músculos que duelen mucho, están hinchados y duros o muy débiles → rojo, urgencias ya, sin ibuprofeno (daña más el riñón) y bebiendo agua a sorbos si no vomita. Es la misma idea que la pregunta orina_oscura de dolor_articular (ronda 6), con la puerta al revés: aquí se parte del pis y se pide el músculo, para no mandar a urgencias el pis amarillo oscuro de beber poco (la ayuda lo dice) ni el pis rojo de la sangre, que sigue en su pregunta (amarillo; rojo tras un golpe). El pis color coca-cola sin dolor muscular sigue en "sangre en el pis" (amarillo: puede ser una glomerulonefritis).',
    'Muy poco pis (ronda 7): "lleva 12 horas o más sin hacer pis" ya daba amarillo (NICE NG148: la orina escasa necesita valoración urgente; NICE CG84: menos pis es un signo de deshidratación; Healthier Together ámbar). Solo con esa respuesta se pregunta ahora si además está adormilado o le cuesta mantenerse despierto, confuso, tan flojo que no se tiene en pie, o con las manos y los pies fríos y la piel pálida o moteada → rojo (NICE CG84: nivel de conciencia bajo, extremidades frías y piel pálida o moteada son signos de shock; NICE NG143 rojo: no se mantiene despierto). La pregunta de cantidad de pis no cambia. La pregunta global de "muy adormilado o no responde" sigue delante y da rojo sola.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" es un signo y da amarillo (NICE NG143; Schmitt-Thompson); la preocupación de los padres ya no sube el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Ronda 18: lo que no es un signo de infección de orina sale de las preguntas que lo mezclaban. La ronda 15 dejó en amarillo las molestias al orinar sin fiebre (NICE NG224: el niño con escozor necesita un análisis de orina) y eso se mantiene para los síntomas urinarios de verdad: escozor, dolor o llanto al orinar, hacer pis muchas más veces o con prisa (pregunta escozor_pis), pis que huele muy mal o turbio, escapes o volver a mojar la cama (pregunta pis_infeccion) y el dolor encima del pubis. Las dos preguntas cambian de id (escozor → escozor_pis, pis_raro → pis_infeccion) porque ya no incluyen dos formas que no son infección, que ahora tienen su propia pregunta (pis_otros, solo cuando las dos anteriores son No, para no alargar el cuestionario), cada una verde con consejo y red de seguridad: (1) pis más oscuro o con olor fuerte tras calor o beber poco, que se aclara al beber (NICE NG224: el olor no es un signo fiable de infección de orina) → verde, beber y mirar los siguientes pises; con fiebre cuenta como síntoma urinario (amarillo), la lectura prudente, porque NG224 sí pone el pis maloliente en la lista de signos y con fiebre hay que analizarlo; (2) semanas de ganas de repente, escapes de unas gotas de día o aguantarse el pis con caca dura, poco frecuente o dolorosa (síntomas de la vejiga por el estreñimiento, NICE CG99: tratar el estreñimiento, cita no urgente) → verde desde 2 años, sin escozor, fiebre, sangre, sed ni volver a mojar la cama, que tienen sus reglas antes; en menores de 2 años y con fiebre cuenta como síntoma urinario (amarillo), la lectura prudente. (3) Pis rosa o rojo en un niño que está bien, desde ayer, tras remolacha, moras, pitaya roja, golosinas rojas o una medicina que tiñe el pis (laxantes de sen, rifampicina), sin dolor, hinchazón, fiebre ni golpe (Schmitt-Thompson "Urine - Blood In": imitadores de la sangre) → verde, dejar ese alimento y comprobar que el pis se aclara; la respuesta tiene texto nuevo porque ahora incluye las medicinas y dice las exclusiones, y con fiebre se trata como sangre (amarillo). La sangre de verdad sigue igual (amarillo; rojo tras un golpe). Entre fuentes: NICE NG224 pone el pis que huele mal en la lista de signos que hacen más probable la infección, pero dice que el olor solo no es fiable; elegimos verde solo cuando hay una causa clara que se comprueba en casa (beber y ver que se aclara) y amarillo si no se aclara o no se sabe (la ayuda lo dice).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_COLOR_GRAVE,
    // The shared torsion question, under this flow's stable id.
    { ...PREGUNTA_TESTICULO_INGLE, id: 'testiculo' },
    {
      id: 'pene',
      texto: 'Si es niño: ¿le pasa algo en el pene?',
      tipo: 'opciones',
      opciones: [PENE.no, PENE.irritado, PENE.irritadoComplicado, PENE.parafimosis, PENE.ereccion],
      ayuda:
        'Si encaja más de una opción, elige la más grave. En los niños pequeños es normal que la piel de la punta (el prepucio) no se pueda echar hacia atrás, a veces hasta los 10 años, y que se hinche como un globo al hacer pis y luego se vacíe: no se la fuerces.',
      alarma: [PENE.parafimosis, PENE.ereccion],
    },
    {
      id: 'fiebre',
      texto: '¿Tiene fiebre (38 °C o más) o la ha tenido en las últimas 24 horas?',
      tipo: 'si_no',
      ayuda: 'Mídesela en la axila si puedes. Si no tienes termómetro pero lo notas muy caliente, responde Sí.',
      alarma: ['si'],
    },
    {
      // Round 18: new id (was 'escozor'): the weeks-long urgency and leaks of constipation no longer count here (NICE CG99).
      id: 'escozor_pis',
      texto: '¿Le escuece, le duele o llora al hacer pis, o hace pis muchas más veces de lo normal o con mucha prisa?',
      tipo: 'si_no',
      ayuda:
        'Si no le escuece ni le duele, y las ganas de repente o los escapes de unas gotas vienen de semanas atrás junto con caca dura o poco frecuente, responde No: eso se pregunta un poco después.',
      alarma: ['si'],
    },
    {
      // Round 18: new id (was 'pis_raro'): concentrated urine that clears with fluids no longer counts here (NICE NG224).
      // Round 19: new id (was 'pis_infeccion'): months of daytime wetting only when laughing or holding on no longer counts here (ICCS).
      id: 'pis_turbio_escapes',
      texto: '¿El pis huele muy mal o está turbio, o ha vuelto a hacerse pis en la cama o encima cuando ya no le pasaba?',
      tipo: 'si_no',
      ayuda:
        'No cuenta el pis más oscuro o con olor fuerte por el calor o por beber poco, que se aclara en unas horas cuando bebe más, ni los escapes de día que tiene desde hace meses solo al reírse mucho o al aguantarse demasiado: eso se pregunta después. Responde Sí si no se aclara, si los escapes son nuevos o también de noche, si está siempre algo mojado (le gotea todo el rato), si con los escapes le cuesta andar o tiene un bulto o un hoyuelo en la parte baja de la espalda, o si no lo sabes.',
      alarma: ['si'],
    },
    {
      // Round 18: the two patterns that are not a UTI, each verde with its own advice (NICE NG224; NICE CG99).
      id: 'pis_otros',
      texto: '¿Le pasa alguna de estas cosas con el pis?',
      tipo: 'opciones',
      opciones: [PIS_OTROS.no, PIS_OTROS.concentrado, PIS_OTROS.escapes, PIS_OTROS.estrenimiento],
      ayuda:
        'Si encaja más de una, elige la última. Los escapes al reírse mucho (se le escapa mucho, sin poder pararlo) o por aguantarse hasta el último momento para no dejar de jugar son frecuentes a partir de los 5 años.',
      mostrar_si: "escozor_pis = 'no' AND pis_turbio_escapes = 'no'",
    },
    {
      // Round 15: NICE NG224 table 1 (abdominal pain in verbal children) and CKS UTI in children: low tummy pain is a lower UTI symptom.
      id: 'dolor_vejiga',
      texto: '¿Le duele la tripa por abajo, justo encima del pubis (donde está la vejiga)?',
      tipo: 'si_no',
      ayuda: 'Pídele que te señale con el dedo dónde le duele. El dolor en la espalda o en un costado se pregunta después.',
      mostrar_si: EDAD_DOLOR_VEJIGA,
      alarma: ['si'],
    },
    // Here only the breathing answer is rojo on its own; the others are amarillo (rojo with the kidney question).
    { ...PREGUNTA_DIABETES, mostrar_si: "edad_rango != '0-3 meses'", alarma: [DIABETES.cetoacidosis] },
    {
      id: 'rinon',
      texto: '¿Le duele la espalda o un costado (a un lado, por encima de la cintura), vomita, o tiene tiritona con escalofríos?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'pis_oscuro_musculos',
      texto:
        '¿Hace el pis marrón oscuro, como coca-cola o té, y además le duelen mucho los músculos (piernas, brazos, espalda), los tiene hinchados y duros, o está muy débil?',
      tipo: 'si_no',
      ayuda:
        'Suele empezar horas o 1-2 días después de un ejercicio mucho más duro o distinto de lo habitual (un entrenamiento, una carrera, muchas sentadillas o flexiones), de un golpe que le aplastó un brazo o una pierna, de una convulsión larga o de mucho calor. Mira el pis a la luz: el pis amarillo oscuro de beber poco no cuenta, y el pis rojo o rosado se pregunta después.',
      mostrar_si: `edad_rango IN ${lista(EDADES_RABDOMIOLISIS)}`,
      alarma: ['si'],
    },
    {
      id: 'sangre_orina',
      texto: '¿Tiene sangre en el pis?',
      tipo: 'opciones',
      opciones: [SANGRE_ORINA.no, SANGRE_ORINA.comida, SANGRE_ORINA.si, SANGRE_ORINA.golpe],
      ayuda:
        'La remolacha, las moras, la pitaya roja (fruta del dragón), el ruibarbo y los colorantes rojos de golosinas y bebidas pueden teñir el pis de rojo o rosa durante unas horas, a veces hasta el día siguiente; también algunas medicinas, como los laxantes de sen o la rifampicina (un antibiótico), mientras las toma. Si es eso y está bien, elige la segunda respuesta. Un pañal con manchas naranjas en bebés pequeños suele ser de cristales de orina; coméntalo con tu pediatra.',
      alarma: [SANGRE_ORINA.golpe],
    },
    {
      id: 'cantidad_pis',
      texto: '¿Cuánto pis hace?',
      tipo: 'opciones',
      opciones: [CANTIDAD_PIS.normal, CANTIDAD_PIS.poca, CANTIDAD_PIS.retenido],
      alarma: [CANTIDAD_PIS.retenido],
    },
    {
      id: 'poco_pis_decaido',
      texto:
        'Además de hacer tan poco pis, ¿está adormilado o le cuesta mantenerse despierto, está confuso o tan flojo que no se tiene en pie, o tiene las manos y los pies fríos con la piel pálida o moteada?',
      tipo: 'si_no',
      ayuda: 'Si está despierto, te responde como siempre y tiene las manos calientes, responde No.',
      mostrar_si: `cantidad_pis = '${CANTIDAD_PIS.poca}'`,
      alarma: ['si'],
    },
    {
      id: 'hinchazon',
      texto: '¿Tiene hinchados los párpados o la cara (sobre todo al levantarse), las piernas o los tobillos?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      // Round 15: a UTI already diagnosed and on antibiotics, getting better, can be cared for at home (NICE NG224; CKS).
      id: 'itu_tratamiento',
      texto: '¿Está tomando ya un antibiótico que le ha mandado un médico para una infección de orina?',
      tipo: 'opciones',
      opciones: [ANTIBIOTICO.no, ANTIBIOTICO.mejora, ANTIBIOTICO.noMejora],
      ayuda: 'Cuenta solo un antibiótico que le haya recetado un médico para esta infección de orina, no uno que tuvieras en casa.',
      // Round 18: asked only where it can change the result: without fever, loin pain or rigors, from 3 months (those are amarillo or rojo whatever the antibiotic).
      mostrar_si: `${SINTOMAS_ORINA} AND fiebre = 'no' AND rinon = 'no' AND edad_rango != '0-3 meses'`,
      alarma: [ANTIBIOTICO.noMejora],
    },
    {
      // Round 15: the one home-care pattern of a stinging pee without an infection: soap or bubble-bath vulvitis in a girl (Schmitt-Thompson).
      id: 'irritacion_jabon',
      texto:
        'Si es niña: ¿le escuece solo por fuera, con la piel de la vulva roja o irritada, desde un baño de espuma, un gel o un jabón perfumado, y además NO hace pis más veces de lo normal ni con prisa, no se le escapa el pis y cada día le molesta menos?',
      tipo: 'si_no',
      ayuda: 'Si es niño, si no estás segura de que sea así o si algo no encaja, responde No: hay que analizarle el pis.',
      mostrar_si: `escozor_pis = 'si' AND pis_turbio_escapes = 'no' AND ${EDAD_DOLOR_VEJIGA} AND dolor_vejiga = 'no' AND itu_tratamiento = '${ANTIBIOTICO.no}'`,
      alarma: ['no'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    // Weight last, and not for babies under 3 months: no result suggests a dose at that age.
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo("no_responde = 'si'", 'Muy adormilado o no responde', [
      'Puede ser una infección grave. Si no responde pero respira, túmbalo de lado. No le des nada por la boca.',
    ], { acciones_sugeridas: ACCIONES_112 }),
    rojo("color_grave = 'si'", 'Color muy pálido, piel moteada o labios azulados', [
      'Puede ser una infección grave que afecta a la circulación: necesita atención inmediata. Mantenlo tumbado y tapado.',
    ], { acciones_sugeridas: ACCIONES_112 }),
    rojo(
      "testiculo = 'si'",
      'Dolor o hinchazón en un testículo o en la ingle',
      [
        'Un testículo que duele o se hincha de repente puede estar torcido (torsión): solo se salva si se opera en pocas horas. No esperes a ver si se pasa.',
        'No le des nada de comer ni de beber por el camino: puede necesitar una operación.',
      ],
      { ver_tambien: ['dolor_abdominal'] },
    ),
    rojo(
      `pene = '${PENE.parafimosis}'`,
      'La piel del pene se ha quedado atrás y no vuelve a su sitio (parafimosis)',
      [
        'Cuando la piel del pene se queda echada hacia atrás, aprieta la punta como una goma y le corta la circulación: hay que devolverla a su sitio en urgencias cuanto antes.',
        'Puedes intentarlo una sola vez con suavidad: aprieta la punta unos minutos con una gasa mojada en agua fría para deshincharla y empuja la piel hacia delante. Si no sale a la primera, no insistas y vete ya.',
        'No le pongas gomas, anillos ni nada que apriete, y no le des de comer por si hay que sedarle.',
      ],
    ),
    rojo(`pene = '${PENE.ereccion}'`, 'Erección que no se baja (priapismo)', [
      'Una erección que duele o no se baja puede dañar el pene si no se trata en pocas horas: necesita que lo vean en urgencias ahora.',
      'Mientras vais, que beba agua y haga pis. Si tiene anemia falciforme, díselo al llegar.',
    ]),
    rojo(
      "edad_rango = '0-3 meses' AND fiebre = 'si'",
      'Fiebre en menor de 3 meses',
      [
        'En un bebé de menos de 3 meses, la fiebre necesita que lo vea un médico enseguida, aunque parezca estar bien: la infección de orina es una causa frecuente a esta edad.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen. Sigue ofreciéndole el pecho o el biberón.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      `sangre_orina = '${SANGRE_ORINA.golpe}'`,
      'Sangre en el pis después de un golpe',
      ['La sangre en el pis tras un golpe puede indicar una lesión del riñón o de la vía urinaria. Llévalo tumbado si le duele al moverse y no le des de comer ni de beber.'],
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      "pis_oscuro_musculos = 'si'",
      'Pis color coca-cola con dolor, hinchazón o debilidad de los músculos: posible rabdomiólisis',
      [
        'El pis marrón oscuro (como coca-cola o té) con los músculos doloridos, hinchados o muy débiles, sobre todo tras un ejercicio muy intenso, un aplastamiento, una convulsión larga o mucho calor, puede ser una rabdomiólisis: el músculo se rompe y lo que suelta puede dañar el riñón. Necesita un análisis de sangre y sueros en el hospital hoy mismo, ahora.',
        'No le des ibuprofeno ni otros antiinflamatorios: pueden dañar más el riñón. Si no vomita, que beba agua a sorbos de camino. Que no siga haciendo ejercicio.',
        'Si hace muy poco pis o nada, está adormilado o confuso, o le cuesta respirar, llama al 112.',
      ],
    ),
    rojo(
      `cantidad_pis = '${CANTIDAD_PIS.poca}' AND poco_pis_decaido = 'si'`,
      'Muy poco pis y adormilado, muy flojo o con las manos y los pies fríos',
      [
        'Hacer muy poco pis y estar adormilado, confuso, muy flojo o con las manos y los pies fríos puede ser una deshidratación grave, un shock o un fallo del riñón: necesita atención inmediata.',
        'Si no vomita y está despierto, ofrécele líquido a sorbos de camino. No le des ibuprofeno.',
      ],
      { acciones_sugeridas: ACCIONES_112 },
    ),
    reglaCetoacidosisRespiracion(),
    reglaCetoacidosisSospecha(['Los vómitos o el dolor de tripa o de espalda con mucha sed y mucho pis hacen pensar en una cetoacidosis antes que en una infección de orina.'], {
      si: `${DIABETES_CON_SINTOMAS} AND rinon = 'si'`,
      titulo: 'Mucha sed y mucho pis con vómitos o dolor: posible cetoacidosis diabética',
    }),
    rojo(`cantidad_pis = '${CANTIDAD_PIS.retenido}'`, 'No puede hacer pis', [
      'Si tiene ganas y no le sale el pis, con la tripa baja hinchada o dolorosa, hay que vaciarle la vejiga en urgencias.',
      'Mientras vais, puede ayudar sentarle en un baño de agua templada e intentar que haga pis dentro.',
    ]),
    // ------------------------------------------------------------- amarillo
    {
      si: `edad_rango = '0-3 meses' AND ${SINTOMAS_ORINA}`,
      urgencia: 'amarillo',
      titulo: 'Posible infección de orina en menor de 3 meses',
      consejos: [
        'En los bebés de menos de 3 meses, cualquier sospecha de infección de orina debe valorarla hoy un pediatra (NICE).',
        'Mídele la temperatura en la axila: si llega a 38 °C, acude a urgencias ahora. No le des paracetamol ni ibuprofeno sin que te lo indique un médico.',
        'Sigue ofreciéndole el pecho o el biberón a menudo y apunta cuántos pañales moja.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    reglaDiabetesSospechaSinCetoacidosis([MUESTRA]),
    amarillo(
      "rinon = 'si'",
      'Dolor de espalda o costado, vómitos o tiritona: posible infección de riñón',
      [
        'Con estos síntomas, la infección puede haber subido al riñón: necesita un análisis de orina y antibiótico hoy.',
        'Si vomita todo y no puede tomar líquidos ni medicinas, o le ves cada vez peor, acude a urgencias ahora.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `fiebre = 'si' AND ${SINTOMAS_ORINA} AND edad_rango IN ${lista(EDADES_MENOR_2_ANOS)}`,
      'Fiebre y síntomas de infección de orina en menor de 2 años',
      [
        'En menores de 2 años, la fiebre con molestias o cambios en el pis puede ser una infección de orina que afecte al riñón: hay que analizar el pis y empezar el tratamiento hoy.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `fiebre = 'si' AND ${SINTOMAS_ORINA}`,
      'Fiebre y molestias al orinar',
      ['La fiebre con molestias al orinar puede ser una infección de orina que necesita análisis y antibiótico: que lo vea hoy un médico.'],
      { ver_tambien: ['fiebre'] },
    ),
    // Round 18: red urine blamed on a food or a medicine is verde only in a well child; with fever it is treated as blood.
    amarillo(`sangre_orina = '${SANGRE_ORINA.si}' OR (sangre_orina = '${SANGRE_ORINA.comida}' AND fiebre = 'si')`, 'Sangre en el pis', [
      'La sangre en el pis puede deberse a una infección, a una piedra o a un problema del riñón: que lo vea hoy un médico.',
      'Si además hace muy poco pis o se le hinchan la cara o las piernas, acude a urgencias ahora.',
    ]),
    amarillo(`cantidad_pis = '${CANTIDAD_PIS.poca}'`, 'Hace muy poco pis', [
      'Hacer muy poco pis puede ser por deshidratación o por un problema del riñón: que lo vea hoy un médico (NICE).',
      'Ofrécele de beber a menudo, en poca cantidad. No le des ibuprofeno.',
      'Ve a urgencias ahora si se queda adormilado o confuso, no se tiene en pie, tiene las manos y los pies fríos, el pis se vuelve marrón oscuro o le duelen mucho los músculos.',
    ]),
    amarillo("hinchazon = 'si'", 'Hinchazón de la cara, los párpados o las piernas', [
      'La hinchazón de los párpados, la cara o las piernas puede indicar un problema del riñón: que lo vea hoy un médico y le analice el pis.',
    ]),
    {
      si: `pene = '${PENE.irritadoComplicado}' OR (${PENE_IRRITADO} AND fiebre = 'si')`,
      urgencia: 'amarillo',
      titulo: 'Punta del pene roja o hinchada que no mejora, con pus o con fiebre (balanitis)',
      consejos: [
        'Puede ser una infección del prepucio que necesita una crema o un antibiótico: que lo vea hoy un médico.',
        'Mientras tanto, lávale la zona con agua templada sin jabón 2-3 veces al día y sécala bien. No le eches hacia atrás la piel a la fuerza. Puedes darle paracetamol si le molesta.',
        'Si no puede hacer pis, o la piel se queda echada hacia atrás y no vuelve, acude a urgencias ahora.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      medicacion: paracetamol(),
    },
    // Round 15: NICE NG224 (UTI in under 16s) and CG54, NICE CKS UTI in children: symptoms of a lower UTI without fever need
    // a urine test and, if positive, an antibiotic from a clinician: the same day, not home care.
    amarillo(
      `${SINTOMAS_ORINA} AND itu_tratamiento = '${ANTIBIOTICO.no}' AND ${NO_ES_IRRITACION}`,
      'Molestias al orinar sin fiebre: posible infección de orina',
      [
        'El escozor al hacer pis, empezar de repente a hacer pis muy a menudo y poco cada vez, volver a hacerse pis encima, el pis que huele muy mal o está turbio o el dolor en la tripa baja hacen pensar en una infección de orina, aunque no tenga fiebre: hay que analizarle el pis y, si sale positivo, tomar el antibiótico que le mande el médico. Pide cita con tu pediatra hoy (NICE).',
        'No es una urgencia para ir corriendo, pero no lo dejes para otro día: sin tratamiento, la infección puede subir al riñón.',
        'Que beba agua a menudo y no se aguante las ganas de hacer pis.',
      ],
    ),
    // Round 15: NICE NG224 / CKS: reassess a child whose UTI does not start to improve within 48 hours of the antibiotic.
    amarillo(
      `itu_tratamiento = '${ANTIBIOTICO.noMejora}'`,
      'Infección de orina que no mejora con el antibiótico',
      [
        'Si después de 2 días con el antibiótico no mejora, o está peor, puede que el microbio no responda a ese antibiótico o que la infección haya subido al riñón: que lo vea hoy un médico. Lleva el antibiótico y el resultado del análisis si lo tienes.',
        'No dejes el antibiótico ni cambies la dosis hasta que lo vean.',
      ],
    ),
    reglaMuyEnfermo([MUESTRA]),
    // ---------------------------------------------------------------- verde
    {
      si: `pene = '${PENE.irritado}'`,
      urgencia: 'verde',
      titulo: 'Punta del pene roja o irritada (balanitis leve)',
      consejos: [
        'Una irritación de la punta del pene o del prepucio es frecuente en niños pequeños y casi siempre mejora en pocos días con cuidados en casa.',
        'Lávale la zona 2-3 veces al día solo con agua templada (sin jabones perfumados ni baños de espuma) y sécala bien. Si al niño le molesta, puede hacer pis dentro de un baño de agua templada.',
        'No le eches hacia atrás la piel a la fuerza: es normal que no se retraiga en niños pequeños. Si la echas hacia atrás para lavar, devuélvela siempre a su sitio.',
        'Puedes darle paracetamol si le molesta.',
        VUELVE_SI,
        consejoConsultaSi([
          'le sale pus o líquido amarillento, la rojez se extiende o no mejora en 2-3 días (que lo vean ese día)',
          'aparece fiebre, o sigue escociéndole al hacer pis cuando la punta ya no está roja (puede ser una infección de orina)',
          'le pasa a menudo',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
    },
    {
      // Round 15: NICE NG224 / CKS: a diagnosed UTI improving on its antibiotic is finished at home, with a safety net.
      si: `${SINTOMAS_ORINA} AND itu_tratamiento = '${ANTIBIOTICO.mejora}'`,
      urgencia: 'verde',
      titulo: 'Infección de orina ya diagnosticada que mejora con el antibiótico',
      consejos: [
        'Si un médico ya le diagnosticó la infección de orina y está mejorando con el antibiótico, no hace falta que lo vean otra vez ahora: las molestias suelen irse en 2-3 días.',
        'Dale el antibiótico hasta el final, a sus horas, aunque ya esté bien. Que beba agua a menudo y no se aguante las ganas de hacer pis. Puedes darle paracetamol si le molesta.',
        VUELVE_SI,
        consejoConsultaSi([
          'aparece fiebre, dolor de espalda o de un costado, vómitos o tiritona, o vomita el antibiótico (que lo vean hoy)',
          'lleva 2 días con el antibiótico y no mejora, o está peor (que lo vean hoy)',
          'las molestias vuelven al terminar el antibiótico, o tiene infecciones de orina a menudo',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
    },
    {
      // Round 15: Schmitt-Thompson "Pain with urination": in young girls soap or bubble-bath irritation is the commonest cause of
      // stinging; without frequency, wetting, smelly urine or low tummy pain, and settling, it is home care.
      si: "irritacion_jabon = 'si'",
      urgencia: 'verde',
      titulo: 'Escozor por fuera por jabones o baños de espuma (irritación de la vulva)',
      consejos: [
        'Cuando en una niña solo escuece por fuera, la piel de la vulva está roja tras un baño de espuma o un jabón perfumado, no hace pis más a menudo, no se le escapa y va a menos, lo más probable es una irritación de la piel, no una infección de orina. Mejora en pocos días sin esos productos.',
        'No uses baños de espuma, geles ni jabones perfumados en la zona: lávala solo con agua templada y sécala bien sin frotar. Si le escuece al hacer pis, que lo haga sentada en un baño de agua templada sin jabón.',
        ...CONSEJOS_HIGIENE,
        'Puedes darle paracetamol si le molesta.',
        VUELVE_SI,
        consejoConsultaSi([
          'empieza a hacer pis muy a menudo o con prisa, se le escapa el pis, el pis huele mal o le duele la tripa baja: puede ser una infección de orina y hay que analizarle el pis ese mismo día',
          'aparece fiebre, dolor de espalda o de un costado, vómitos o tiritona (que la vean hoy)',
          'no ha mejorado en 2-3 días sin jabones, le sale flujo o sangre, o le pasa a menudo',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
    },
    {
      si: `sangre_orina = '${SANGRE_ORINA.comida}'`,
      urgencia: 'verde',
      titulo: 'Pis rojo después de comer remolacha, moras, pitaya o colorantes, o por una medicina',
      consejos: [
        'La remolacha, las moras, la pitaya roja, el ruibarbo y los colorantes rojos de golosinas y bebidas tiñen el pis de rosa o rojo en algunos niños durante unas horas. No es sangre y no es peligroso.',
        'No le des ese alimento hasta que el pis vuelva a ser amarillo, y fíjate en el color de los próximos pises: debería aclararse en unas horas, como mucho al día siguiente. Así compruebas que era la comida.',
        'Algunas medicinas, como los laxantes de sen o la rifampicina (un antibiótico), tiñen el pis de rojo o naranja mientras las toma: no es peligroso y no hay que dejarlas. Si no sabes si su medicina lo hace, pregunta en la farmacia.',
        VUELVE_SI,
        consejoConsultaSi([
          'el pis sigue rojo 24 horas después de la última vez que comió ese alimento, o no estás seguro de que sea por la comida o la medicina: que lo vean hoy y lleva una muestra de pis, porque puede ser sangre',
          'aparece escozor al orinar, fiebre, dolor de tripa o de espalda, o se le hinchan los párpados o las piernas',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      // Round 19: ICCS (Austin 2016), NICE CG111, CHT NHS daytime wetting: giggle incontinence and voiding postponement are
      // benign patterns; home measures and a routine appointment. Every red flag has its own rule before.
      si: `pis_otros = '${PIS_OTROS.escapes}'`,
      urgencia: 'verde',
      titulo: 'Escapes de pis de día solo al reírse o por aguantarse',
      consejos: [
        'Que se le escape el pis de día solo en un momento concreto, desde hace meses, sin escozor, fiebre, sangre ni mal olor, con las noches como siempre, la caca normal y sin más sed, es un patrón frecuente y benigno: al reírse mucho (incontinencia de la risa) o por aguantarse hasta el último momento para no dejar de jugar (aplazar la micción). No es una infección ni lo hace a propósito (ICCS; NICE).',
        'Si se le escapa al reírse: que haga pis antes de los momentos en que suele reírse mucho (juegos, películas, con amigos) y que vaya al váter cada 2-3 horas.',
        'Si se aguanta: que vaya al váter a horas fijas aunque no tenga ganas (al levantarse, en el recreo, antes de comer, al volver del cole, antes de cenar y antes de dormir), sin prisas y bien sentado, con los pies apoyados. Un reloj con alarma o recordatorios ayudan; habla con el cole para que pueda ir cuando lo necesite.',
        'Que beba agua repartida a lo largo del día (beber menos no ayuda) y evita las bebidas con cafeína o con gas. Si hace caca dura o poco a menudo, trata el estreñimiento: empeora los escapes.',
        'No le riñas ni le castigues por los escapes. Lleva ropa de cambio al cole.',
        'Pide cita con tu pediatra o su enfermera (no urgente) para que le ayuden con un plan; si en unas semanas no mejora, pueden enviarlo a una consulta de continencia.',
        VUELVE_SI,
        consejoConsultaSi([
          'le escuece o le duele al hacer pis, aparece fiebre, o el pis huele muy mal o está turbio: puede ser una infección de orina y hay que analizarle el pis ese mismo día',
          'empieza a mojar la cama por la noche, tiene mucha sed, hace mucho más pis o adelgaza (que lo vean hoy)',
          'está siempre algo mojado, se le escapa también sin reírse ni aguantarse, o le cuesta andar (que lo vean hoy)',
          'hace caca dura o poco a menudo, o se le escapa la caca',
        ]),
      ],
      acciones_sugeridas: [ACCION.pediatraNoUrgente, ACCION.cuidaEnCasa],
    },
    {
      // Round 18: NICE CG99 (constipation in children): weeks of urgency, small daytime leaks or holding on with hard,
      // infrequent or painful stools are bladder symptoms of constipation; treat the constipation, routine GP. With
      // stinging, fever, bad-smelling urine, blood, thirst or new bedwetting, their own rules come first.
      si: `pis_otros = '${PIS_OTROS.estrenimiento}'`,
      urgencia: 'verde',
      titulo: 'Ganas de repente o escapes de pis por el estreñimiento',
      consejos: [
        'Cuando un niño lleva semanas con caca dura, poco a menudo o que le duele, el final del intestino lleno de caca aprieta la vejiga: le entran ganas de hacer pis de repente, se le escapan unas gotas o se aguanta. Sin escozor, fiebre ni pis que huela mal, no es una infección de orina: mejora cuando se trata el estreñimiento (NICE).',
        'Trata el estreñimiento: que beba agua a menudo, coma más fruta, verdura y legumbres, y se siente en el váter 5-10 minutos después de las comidas con los pies apoyados. El apartado de estreñimiento te explica cómo.',
        'Que haga pis cada 2-3 horas, sin esperar a tener mucha prisa. No le riñas por los escapes: no los hace a propósito.',
        'Pide cita con tu pediatra (no urgente) para revisar el estreñimiento y los escapes, sobre todo si pasan de 2 semanas.',
        VUELVE_SI,
        consejoConsultaSi([
          'le escuece o le duele al hacer pis, aparece fiebre, o el pis huele muy mal o está turbio: puede ser una infección de orina y hay que analizarle el pis ese mismo día',
          'ves sangre en el pis, tiene mucha sed o vuelve a mojar la cama por la noche (que lo vean hoy)',
          'pasa 5 días o más sin hacer caca, o la tripa se le hincha y vomita',
        ]),
      ],
      acciones_sugeridas: [ACCION.pediatraNoUrgente, ACCION.cuidaEnCasa],
      ver_tambien: ['estrenimiento'],
    },
    {
      // Round 18: NICE NG224: smell is not a reliable sign of UTI; dark, strong-smelling urine after heat or little to
      // drink that clears with fluids is concentrated urine. With fever it counts as a urinary symptom (amarillo above).
      si: `pis_otros = '${PIS_OTROS.concentrado}'`,
      urgencia: 'verde',
      titulo: 'Pis oscuro o con olor fuerte por beber poco',
      consejos: [
        'Con calor, tras hacer deporte o cuando bebe poco, el pis sale más oscuro y huele más fuerte porque está más concentrado. Si se aclara cuando bebe más y no hay escozor, fiebre ni otras molestias, no es una infección de orina: el olor solo no sirve para saberlo (NICE).',
        'Ofrécele agua a menudo, sobre todo con calor, y fíjate en los próximos pises: deberían volver a ser de color amarillo claro en unas horas.',
        VUELVE_SI,
        consejoConsultaSi([
          'el pis sigue oscuro o con mal olor al día siguiente aunque beba bien, o está turbio: que lo vean y lleva una muestra de pis',
          'aparece escozor al orinar, fiebre, dolor de tripa o de espalda, o hace pis mucho más a menudo',
          'hace muy poco pis, tiene mucha sed o está más cansado de lo normal (que lo vean hoy)',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: "fiebre = 'si'",
      urgencia: 'verde',
      titulo: 'Fiebre sin síntomas claros de infección de orina',
      consejos: [
        'Ahora no hay molestias al orinar ni otros signos de infección de orina. Mira el flujo de fiebre para valorar la fiebre.',
        'Si es menor de 2 años y la fiebre dura más de 24 horas sin una causa clara (sin mocos, tos ni diarrea), pide cita con tu pediatra para analizarle el pis.',
        'Puedes darle paracetamol si está molesto por la fiebre.',
        VUELVE_SI,
        VIGILA_INFECCION,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['fiebre'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Irritación o molestias leves sin signos de infección',
      consejos: [
        'Sin fiebre, escozor por dentro al orinar ni cambios en el pis, lo más probable es una irritación de la piel (jabones, roce, pañal, arena) o lombrices si le pica por la noche.',
        ...CONSEJOS_HIGIENE,
        VUELVE_SI,
        VIGILA_INFECCION,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: paracetamol(),
      ver_tambien: ['problemas_piel'],
    },
  ],
  avisos: [AVISO_PREOCUPADO],
});
