/**
 * Problemas de piel. Built on NICE NG143 (non-blanching rash = red), the NHS
 * Healthier Together chickenpox sheets, the Schmitt-Thompson "Chickenpox" and
 * "Rash – widespread" protocols, NICE QS44/CG57 (atopic eczema and eczema
 * herpeticum), NICE NG153 (impetigo), NICE CKS Shingles (round 11) and the SEUP three-level guide. The
 * parent first says what the rash looks like; each kind then has its own
 * alarm questions. Round 16: the mucosal question says "both eyes red" and
 * names crusted, bleeding lips, with the words of 'ojo_rojo' and
 * 'dolor_garganta' (banderas-mucosas.ts); a young baby's skin or navel
 * infection (WHO IMCI 2019; NICE NG195) is asked under 3 months. Round 18:
 * Mongolian spots (congenital dermal melanocytosis) have an answer of their
 * own and do not count in the glass test, while a bruise in a baby who is not
 * yet mobile still does (NICE NG76/CG89). See `notas` for where the sources
 * disagree.
 */
import type { Flujo, MedicacionSugerida } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  MANCHAS,
  MOTIVOS_ALARMA_GLOBALES,
  PARACETAMOL,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  AVISO_PREOCUPADO,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { CONSEJOS_CELULITIS, PREGUNTA_INFECCION_PIEL_GRAVE } from './banderas-piel.ts';
import { preguntaFiebre39 } from './banderas-lactante.ts';
import { conCribado } from './cribado-otras-puertas.ts';
import { AYUDA_OJOS_BOCA, CONSEJOS_OJOS_BOCA, FUENTES_OJOS_BOCA, HALLAZGO_OJOS_BOCA } from './banderas-mucosas.ts';

/** SPEC §9 cetirizine rule; from 2 years (the engine withholds it below). AEMPS SmPC: 2–6 y 2.5 mg twice daily. */
export const CETIRIZINA: MedicacionSugerida = {
  med: 'cetirizina',
  dosis_por_kg: '0.25 mg/kg/día (máximo 10 mg)',
  ejemplo:
    'Para {peso} kg: {dosis} al día, en una toma o repartida en dos (mañana y noche), con la jeringa de su envase de 1 mg/ml. Solo a partir de 2 años.',
};

/** SPEC §9 topical hydrocortisone; in Spain only under medical advice in children (clinical-sources §c). */
export const HIDROCORTISONA: MedicacionSugerida = {
  med: 'hidrocortisona_topica',
  dosis_por_kg: 'Crema de hidrocortisona al 1 %: capa fina una vez al día, máximo 7 días',
  ejemplo:
    'Solo si su pediatra ya se la ha indicado para los brotes: una capa fina una vez al día sobre las zonas rojas que pican, como máximo 7 días. No la pongas en piel infectada, con costras o con heridas, ni en la cara o el culete del pañal sin indicación, ni en la varicela.',
};

export const FIEBRE = {
  no: 'No tiene fiebre',
  animado: 'Sí, pero cuando le baja está animado y juega',
  decaido: 'Sí, y sigue decaído o irritable aunque le baje',
  cincoDias: 'Sí, y ya lleva 5 días o más con fiebre',
} as const;

const CON_FIEBRE = `fiebre IN ${lista([FIEBRE.animado, FIEBRE.decaido, FIEBRE.cincoDias])}`;
/**
 * Round 10 (Perth Children's Hospital ED "Petechiae"; Wells 2001): pinpoint spots only in the area drained by the
 * superior vena cava (face, neck, chest above the nipples) just after forceful vomiting or coughing, in a well child
 * from 1 year without fever, are unlikely to be meningococcal → amarillo (a doctor confirms it today). Anything else
 * with non-blanching spots stays rojo.
 */
const EDADES_DESDE_1_ANO_PIEL = ['1-2 años', '2-5 años', '5-12 años', '12+ años'] as const;
// The age term first keeps it false (not unknown) under 1 year, where the follow-up is hidden.
const MANCHAS_ESFUERZO_BIEN = `edad_rango IN ${lista(EDADES_DESDE_1_ANO_PIEL)} AND manchas_esfuerzo = 'si' AND fiebre = '${FIEBRE.no}' AND muy_enfermo = 'no'`;

export const TIPO = {
  varicela: 'Granitos que se convierten en ampollitas de agua y luego en costras, y pican (varicela)',
  zoster:
    'Ampollitas agrupadas en racimos, en una franja o una mancha en un solo lado del cuerpo o de la cara, que escuecen, pican o duelen (herpes zóster o culebrilla)',
  eccema: 'Piel seca, áspera y roja que pica, en zonas donde ya le había salido antes (eccema o dermatitis atópica)',
  impetigo: 'Heridas o granitos con costras de color miel o amarillento, sobre todo alrededor de la nariz o la boca (impétigo)',
  urticaria: 'Ronchas o habones que pican mucho y cambian de sitio en pocas horas (urticaria)',
  celulitis: 'Una zona roja, caliente, hinchada y dolorosa que va creciendo',
  viral: 'Granitos o manchas rojas por el cuerpo que apenas pican (como las de un virus)',
  leve: 'Irritación en el culete del pañal, el cuello o los pliegues, granitos por el calor o el sudor, o piel seca',
  /** Round 18: congenital dermal melanocytosis, a birthmark often taken for a bruise. */
  mongolica:
    'Manchas planas de color azul grisáceo, como un moratón que no cambia, en la parte baja de la espalda o en el culete, que tiene desde que nació o desde sus primeras semanas; no le duelen ni están hinchadas (manchas mongólicas)',
  otra: 'Otra cosa, o no lo sé',
} as const;

/**
 * Round 16: a skin or navel infection in a baby under 3 months (WHO IMCI 2019, sick young infant: umbilical
 * redness extending to the skin is a possible serious bacterial infection, urgent referral; a red or draining
 * navel or a few skin pustules is a local infection; Schmitt-Thompson "Umbilical cord symptoms": red skin spreading
 * from the navel or a red streak → now, pus or pimples near the navel → within 24 hours).
 */
export const BEBE_INFECCION = {
  no: 'No, nada de eso',
  local:
    'Solo el ombligo con pus, que supura o huele mal, o unos pocos granitos con pus o costras amarillas, sin una rojez que se extienda alrededor',
  zona: 'Una zona de la piel roja, hinchada, caliente o dura que va creciendo (en cualquier sitio que no sea el ombligo)',
  ombligo:
    'La piel de alrededor del ombligo está roja, hinchada o dura (más que un borde rosado fino), o salen rayas rojas desde el ombligo',
} as const;
const CON_BEBE_0_3 = "edad_rango = '0-3 meses'";

const EDADES_MENOR_1_ANO = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
const ZOSTER = `tipo_piel = '${TIPO.zoster}'`;

const NO_IBUPROFENO_ZOSTER =
  'Para el dolor o la fiebre, mejor paracetamol: no le des ibuprofeno (ni aspirina) mientras tenga ampollitas, salvo que te lo indique un médico, como en la varicela.';

/** Round 11: NICE CKS Shingles self-care and infection control, for the verde result. */
const CUIDADOS_ZOSTER: readonly string[] = [
  'En los niños el herpes zóster (la culebrilla) suele ser leve: lo produce el mismo virus de la varicela, que se queda dormido en un nervio y se despierta años después. Las ampollitas se secan y forman costras en unos 7-10 días.',
  'Mantén las ampollitas limpias y secas y tápalas con ropa holgada de algodón o una gasa que no se pegue. No pongas cremas antibióticas ni tiritas adhesivas. Que no se rasque: uñas cortas.',
  NO_IBUPROFENO_ZOSTER,
  'Contagia la varicela (no el zóster) a quien no la ha pasado mientras las ampollitas no estén en costra: que no esté con embarazadas, recién nacidos ni personas con las defensas bajas. Puede ir al colegio si las ampollitas están bien tapadas.',
];


const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS, consejos: (c) => [...c, CONSEJO_ROJO_CAMINO] });

const amarillo = creadorDeReglas('amarillo', { acciones: [ACCION.pediatraHoy, ACCION.urgenciasHoy], consejos: (c) => [...c, CONSEJO_AMARILLO] });

const NO_IBUPROFENO_VARICELA =
  'No le des ibuprofeno (ni aspirina) mientras tenga varicela, salvo que te lo indique un médico: aumenta el riesgo de infecciones graves de la piel. Para el malestar o la fiebre, usa paracetamol.';

const PRUEBA_VASO =
  'Repite de vez en cuando la prueba del vaso: si alguna mancha deja de borrarse al apretar, ve a urgencias enseguida.';

const VUELVE_SI = consejoVuelveSi([...MOTIVOS_ALARMA_GLOBALES, 'se le hinchan los labios o la lengua', 'lo ves peor o estás más preocupado']);

/** HT chickenpox amber list and red list, as the verde safety net. */
const VUELVE_SI_VARICELA = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'tiene un dolor de cabeza muy fuerte, el cuello rígido o le cuesta mantener el equilibrio',
  'algún granito tiene sangre o se pone morado oscuro',
]);

const CONSULTA_SI_VARICELA = consejoConsultaSi([
  'la piel alrededor de algún granito se pone cada vez más roja, caliente, dolorosa o con pus',
  'le siguen saliendo granitos nuevos después de 7 días',
  'tiene fiebre más de 5 días, o la fiebre vuelve después de haberse ido',
  'le salen granitos en el ojo o le duele el ojo',
  'tiene tiritona muy fuerte o dolor de músculos',
  'bebe muy poco o hace muy poco pis',
]);

export const problemas_piel: Flujo = conCribado({
  ...FICHAS.problemas_piel,
  fuentes: [
    {
      titulo: "Perth Children's Hospital. Emergency Department guideline: Petechiae (los niños que están bien con petechias solo en el territorio de la vena cava superior, por encima de la línea de los pezones, es poco probable que tengan enfermedad meningocócica)",
      anio: 2023,
      url: 'https://kidshealthwa.com/guidelines/petechiae-purpura-fever/',
    },
    {
      titulo: 'Wells LC, Smith JC, Weston VC, Collier J, Rutter N. The child with a non-blanching rash: how likely is meningococcal disease? Arch Dis Child 2001;85:218-222',
      anio: 2001,
      url: 'https://doi.org/10.1136/adc.85.3.218',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (erupción que no se blanquea = rojo)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'NHS. Birthmarks (manchas mongólicas: azul grisáceo, en la parte baja de la espalda o las nalgas, presentes al nacer, sin tratamiento, suelen desaparecer hacia los 4 años) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/birthmarks/',
    },
    {
      titulo: 'Raising Children Network (Australia). Birthmarks (manchas mongólicas o melanocitosis dérmica: planas, azul grisáceo, en la parte baja de la espalda o las nalgas, desde el nacimiento o poco después, inofensivas, suelen irse hacia los 4 años) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://raisingchildren.net.au/guides/a-z-health-reference/birthmarks',
    },
    {
      titulo: 'NICE CG89. Child maltreatment: when to suspect maltreatment in under 18s (moratones en un niño que todavía no se desplaza solo; actualizada con NG76)',
      anio: 2009,
      url: 'https://www.nice.org.uk/guidance/cg89',
    },
    {
      titulo: 'NHS Healthier Together (Black Country). Chickenpox (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.blackcountry0-18.nhs.uk/parentscarers/worried-your-child-unwell/chickenpox',
    },
    {
      titulo: 'NHS Healthier Together (West Yorkshire). Chickenpox (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://wyhealthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/chickenpox',
    },
    {
      titulo: 'Schmitt-Thompson. Chickenpox – when to call (reproducido por Riverside Pediatrics; sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://riverside-peds.com/is-your-child-sick/Chickenpox',
    },
    {
      titulo: 'Schmitt-Thompson. Widespread rashes with unknown cause (reproducido por Tenafly Pediatrics; sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.tenaflypediatrics.com/widespread-rashes/',
    },
    {
      titulo: 'NICE QS44. Atopic eczema in under 12s, quality statement 7: treatment of eczema herpeticum',
      anio: 2013,
      url: 'https://www.nice.org.uk/guidance/QS44/chapter/Quality-statement-7-Treatment-of-eczema-herpeticum',
    },
    {
      titulo: 'NICE CG57. Atopic eczema in under 12s: diagnosis and management',
      anio: 2007,
      url: 'https://www.nice.org.uk/guidance/cg57',
    },
    {
      titulo: 'NICE NG153. Impetigo: antimicrobial prescribing',
      anio: 2020,
      url: 'https://www.nice.org.uk/guidance/ng153',
    },
    {
      titulo: 'NICE CKS. Measles: fiebre, tos, rinitis y conjuntivitis seguidas de exantema que empieza en la cara y detrás de las orejas; avisar antes de acudir (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/measles/',
    },
    {
      titulo: 'NICE NG141. Cellulitis and erysipelas: antimicrobial prescribing (clases de Eron; derivar si está muy enfermo)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng141/chapter/Recommendations',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'Schmitt-Thompson. Rash – widespread and cause unknown (SCL Health): llamar ya si toma un medicamento con receta o lo ha tomado en los últimos 3 días, piel que se despega en láminas, ampollas grandes (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.sclhealth.org/health-library/content/?contentTypeID=123&contentID=rashwidespreadandcauseunknown&language=en',
    },
    {
      titulo: 'HSE (Irlanda). Neonatal herpes (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www2.hse.ie/conditions/neonatal-herpes',
    },
    {
      titulo: 'HSE (Irlanda). Cold sores and newborn babies (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www2.hse.ie/conditions/child-health/cold-sores-babies-and-children/cold-sores-and-newborn-babies.html',
    },
    {
      titulo: 'NHS Healthier Together. Neonatal herpes simplex virus (HSV) infection (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.healthiertogether.nhs.uk/new-parent-and-baby/neonatal-herpes-simplex-virus-infection',
    },
    {
      titulo: 'American Academy of Pediatrics. Red Book: Report of the Committee on Infectious Diseases, Herpes simplex (tratamiento antiviral inmediato del herpes neonatal)',
      anio: 2024,
      url: 'https://publications.aap.org/redbook',
    },
    {
      titulo: 'NICE CKS. Shingles (última revisión 2024): ingreso o consulta inmediata con el especialista en niños con las defensas bajas, zóster oftálmico (signo de Hutchinson, ojo rojo o doloroso, visión alterada), afectación del sistema nervioso o de órganos, lesiones hemorrágicas o necróticas, varias franjas o zóster generalizado; cuidados de la piel y contagio (resumen de Guideline Genius)',
      anio: 2024,
      url: 'https://www.guidelinegenius.com/shingles',
    },
    {
      titulo: 'NHS Fife. Paediatric hospital antimicrobial guideline: common viral infections (zóster: el aciclovir puede reducir la gravedad si se empieza en las primeras 72 horas; por la vena si es grave o hay inmunodepresión)',
      anio: 2026,
      url: 'https://rightdecisions.scot.nhs.uk/antimicrobial-prescribing-nhs-fife/paediatric-hospital-antimicrobial-guideline/common-viral-infections',
    },
    {
      titulo: 'AEMPS CIMA. Ficha técnica Lactisona 10 mg/ml emulsión cutánea (hidrocortisona) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cima.aemps.es/cima/dochtml/ft/59709/FT_59709.html',
    },
    ...FUENTES_OJOS_BOCA,
    {
      titulo:
        'WHO. Integrated Management of Childhood Illness: management of the sick young infant aged up to 2 months. IMCI chart booklet (enrojecimiento del ombligo que se extiende a la piel = posible infección bacteriana grave, derivación urgente al hospital; ombligo rojo o con pus, o pústulas en la piel = infección bacteriana local; dificultad para comer o moverse solo al estimularlo = signos de gravedad)',
      anio: 2019,
      url: 'https://www.who.int/publications/i/item/9789241516365',
    },
    {
      titulo:
        'NICE NG195. Neonatal infection: antibiotics for prevention and treatment (indicadores clínicos de infección tardía hasta los 28 días: signos de infección del ombligo o de la piel, cambios en la toma o en el comportamiento; resumidos por el brief de la ronda 16, no releídos aquí)',
      anio: 2021,
      url: 'https://www.nice.org.uk/guidance/ng195/chapter/Recommendations',
    },
    {
      titulo:
        'Schmitt-Thompson. Umbilical cord symptoms (reproducido por The Kidz Docs): consultar ya si la rojez se extiende desde el ombligo, sale una raya roja, o un bebé de menos de 1 mes se ve o se porta distinto; en 24 horas si hay granitos o mucha supuración (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://thekidzdocs.com/is-your-child-sick/Umbilical-Cord-Symptoms',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 8, eccema herpético: NICE CG57 pide empezar aciclovir y derivar el mismo día la sospecha de eccema herpético (y a oftalmología el mismo día si afecta a la piel de alrededor de los ojos); antes era rojo siempre. Ahora: llagas o ampollitas en racimo sobre el eccema, con o sin fiebre → amarillo ("en las próximas horas", con el aviso de los ojos); con el niño muy decaído, adormilado o irritable sin consuelo, o que apenas bebe o hace poco pis (pregunta nueva eccema_herpes_grave; NICE NG143 rojo) → rojo. La pregunta eccema_herpes no cambia de sentido y conserva su id (hasta la ronda 14).',
    'Ronda 8, fiebre con erupción: el sarampión (fiebre de 3-4 días con tos, mocos y ojos rojos, y después manchas que empiezan en la cara o detrás de las orejas; NICE CKS) → amarillo, con la instrucción de llamar antes de ir para no contagiar (pregunta nueva sarampion, solo con fiebre y una erupción que parece de virus u otra). La fiebre de 5 días o más ya era amarillo (NICE NG143 ámbar; Kawasaki: ojos rojos, labios rojos y agrietados, erupción, manos y pies hinchados, en el consejo).',
    'Ronda 8, zona roja, caliente y dolorosa que crece (celulitis): amarillo con o sin fiebre si el niño está bien (antibiótico hoy; NICE NG141, clases I-II de Eron); rojo solo con signos generales: muy decaído, pálido o moteado, dolor desproporcionado, piel morada, negra o con ampollas (pregunta compartida infeccion_piel_grave, banderas-piel.ts; NICE NG141 clases III-IV y NG143 rojo).',
    'Rojo: manchas que no se borran al apretar (NICE NG143; todas las hojas de Healthier Together), piel que se despega en láminas o ampollas por muchas partes del cuerpo (Schmitt-Thompson "bright red skin that peels off in sheets"), llagas en boca o labios con ojos muy rojos (afectación de mucosas: posible Stevens-Johnson), erupción con fiebre en menores de 3 meses (NICE NG143), varicela con dolor de cabeza fuerte, cuello rígido, problemas de equilibrio o granitos con sangre (Healthier Together rojo; Schmitt-Thompson "bleeding into the chickenpox"), y los signos globales.',
    'Herpes del recién nacido (ronda 6): el virus de las calenturas puede dar en un bebé de pocas semanas unas pocas ampollitas en la piel, los ojos o la boca y extenderse en horas al cerebro y otros órganos; el riesgo es mayor en las primeras 4 semanas y llega hasta las 6 (HSE "Neonatal herpes" y "Cold sores and newborn babies"; Healthier Together "Neonatal HSV"), y el tratamiento antiviral debe empezar cuanto antes (AAP Red Book). HSE pide ver al bebé con urgencia (médico de cabecera urgente o urgencias) si tiene ampollas o llagas, come mal, está irritable o tiene fiebre, y llamar al 112 si no despierta, respira con dificultad, está azulado o tiene una convulsión; Healthier Together manda a urgencias. Antes, un bebé de 2 semanas con unas ampollitas podía salir verde por "granitos de virus" o "irritación". Ahora a los bebés de 0-3 meses se les pregunta si tienen menos de 6 semanas y ampollitas (la lectura prudente: 6 semanas en lugar de las 4 del recién nacido), con la ayuda que deja fuera lo normal a esa edad (eritema tóxico, milium, acné del bebé) → amarillo, que lo vean en las próximas horas, con la pregunta por alguien cercano con calenturas en la ayuda; y si además come mucho menos o rechaza las tomas, está flojo o muy dormido, ha tenido un movimiento raro o una convulsión, o respira con esfuerzo → rojo (SEUP: menor de 1 mes que rechaza las tomas → urgencias; HSE 112). La fiebre a esta edad ya era rojo.',
    'Ronda 14, eccema herpético con cualquier tipo de lesión: hasta ahora solo se preguntaba si los padres elegían la respuesta del eccema, pero las ampollitas y costras del herpes sobre un eccema pueden parecerles varicela, impétigo, unas ampollas o "otra cosa", y entonces nunca se preguntaba. NICE CG57 y QS44 piden aciclovir y valoración especializada el mismo día ante la sospecha, y avisan de que puede empeorar deprisa (NICE CKS de eccema atópico, que dice lo mismo según el brief de la ronda, no se ha releído aquí). Ahora se pregunta a todos, justo después del tipo de lesión, empezando por "¿Tiene eccema…?" (pregunta nueva eccema_herpetico, que sustituye a eccema_herpes; la de gravedad pasa a eccema_herpetico_grave, que sustituye a eccema_herpes_grave, con el mismo texto). Los niveles no cambian: sospecha → amarillo (que lo vea un médico en las próximas horas, ojos el mismo día); con el niño muy decaído, adormilado, irritable sin consuelo o que apenas bebe → rojo. La fiebre sola sigue en amarillo, como en la ronda 8.',
    'Eccema herpético: NICE QS44 pide aciclovir inmediato y valoración especializada el mismo día, y advierte que puede empeorar deprisa y dejar ceguera. En España eso significa urgencias; lectura prudente: rojo. El eccema infectado por bacterias (costras amarillas, supura) es amarillo (Schmitt-Thompson: "looks infected" → valorar en 24 horas).',
    'Varicela: Healthier Together la trata en casa salvo recién nacidos (menores de 4 semanas, ámbar) o defensas bajas, y da ámbar a dolor y rojez crecientes alrededor de los granitos, granitos nuevos después de 7 días, fiebre más de 5 días o que vuelve, deshidratación, erupción en el ojo, tiritona intensa o dolor muscular. Schmitt-Thompson pide valoración en 24 horas a menores de 1 año y a mayores de 13 años, y "call now" con defensas bajas o eccema extenso. Lectura prudente: amarillo para menores de 1 año, para 12 años o más (la banda de edad no permite separar los 13) y para defensas bajas o eccema extenso. Nunca ibuprofeno (Healthier Together, NHS): solo paracetamol; cetirizina para el picor a partir de 2 años (Healthier Together: los antihistamínicos ayudan con el picor y el sueño). Nunca hidrocortisona en la varicela.',
    'Erupción generalizada con buen estado: Schmitt-Thompson pide valoración en 24 horas para cualquier erupción generalizada sin causa; SEUP pone la erupción que se blanquea en "pediatra, no urgente". Se sigue a SEUP (verde, con la prueba del vaso como red de seguridad), salvo si toma un medicamento con receta (Schmitt-Thompson "taking a prescription medication within the last 3 days" → call now): amarillo.',
    'Medicamentos (ronda 3, plazo y alcance más anchos que la fuente): la pregunta era "¿empezó a tomar algún medicamento en las últimas 6 semanas?", y la contestaban que sí los padres que habían dado paracetamol o ibuprofeno para la fiebre que suele preceder a una erupción vírica. Schmitt-Thompson pone en "llamar ya" solo tomar un medicamento con receta ahora o en los últimos 3 días, y explica en el mismo protocolo ("Rash or redness – widespread", leído en la copia de Allied Physicians Group, http://pediatricmed.alliedphysiciansgroup.com/patient-resources/symptom-checker/rash-redness-widespread/, que no sirve por https y por eso no va en las fuentes) que los medicamentos sin receta casi nunca dan erupciones y que los de la fiebre son la confusión más frecuente porque la mayoría de las erupciones víricas empiezan con fiebre. Ahora (con otro id, para que se responda de nuevo): "¿Está tomando ahora, o ha tomado en los últimos 3 días, un medicamento con receta?", y el paracetamol y el ibuprofeno para la fiebre no cuentan. Los medicamentos que dan reacciones graves semanas después de empezar (los de la epilepsia, por ejemplo) se siguen tomando, así que siguen contando; la piel que se despega, las ampollas y las llagas en boca y ojos siguen siendo rojo por su propia pregunta.',
    'Ampollas (ronda 3, forma leve junto a la grave): la pregunta roja juntaba "ampollas grandes" con la piel que se despega en láminas y las llagas en boca y ojos (Stevens-Johnson, necrólisis, piel escaldada estafilocócica), y una ampolla grande en una sola zona (impétigo ampolloso, una picadura) salía rojo, aunque la pregunta del impétigo daba amarillo a las ampollas grandes. Las fuentes no coinciden del todo: Schmitt-Thompson, en su protocolo de erupción generalizada, pone las ampollas grandes en "llamar al médico ya" (el escalón que nuestra tabla asimila a rojo, aunque por debajo de "ir a urgencias ya", y el mismo en el que pone la fiebre con erupción, que aquí es verde o amarillo), mientras que NICE NG153 trata el impétigo ampolloso localizado en atención primaria con antibiótico por boca y solo pide valorar la derivación en lactantes. Elegimos rojo para lo generalizado (el contexto del protocolo de Schmitt y de las reacciones graves) y amarillo, visto hoy, para lo localizado. Ahora: piel roja y dolorosa que se despega, ampollas por muchas partes del cuerpo o llagas en boca y labios con los ojos muy rojos → rojo (pregunta con otro id, a todos); una o varias ampollas grandes en una sola zona → amarillo (pregunta nueva, después del tipo de lesión, cuando se elige "granitos o manchas de virus", "irritación leve" u "otra cosa"; el impétigo pregunta sus ampollas en su propia pregunta, también amarillo). Las ampollas por el roce del calzado o por una quemadura no cuentan (quemaduras: flujo quemadura).',
    'Impétigo: NICE NG153 trata el localizado con crema (agua oxigenada al 1 % o antibiótico tópico, con receta en España) y el extenso o ampolloso con antibiótico oral, y aconseja valorar la derivación del impétigo ampolloso en lactantes. Localizado → verde con cita no urgente con su pediatra; extenso, con ampollas o en menores de 3 meses → amarillo.',
    'Hidrocortisona tópica: en España la de venta libre es al 0,5 % (Hidrocisdin) y en menores de 12 años solo bajo supervisión médica; la del 1 % (Lactisona, Dermosa) parece necesitar receta (clinical-sources §c, pendiente de verificar en CIMA). Por eso el texto solo la propone si su pediatra ya la ha indicado para los brotes, capa fina una vez al día, máximo 7 días, nunca en piel infectada ni en la varicela. NICE CG57 no recomienda antihistamínicos orales de rutina en el eccema: no se sugiere cetirizina en el eccema.',
    'Celulitis (zona roja, caliente y dolorosa que crece): amarillo con enlace a hinchazon_local (NICE NG141). Erupción con fiebre y decaído: amarillo con enlace a fiebre; fiebre de 5 días o más con erupción: amarillo (NICE NG143 ámbar, descartar Kawasaki).',
    'Puertas equivocadas: una erupción puede ser la cara visible de una enfermedad de otro flujo. Meningococo o sepsis (manchas que no se borran, color pálido o moteado, no responde → rojo; se añade la pregunta global de color, que faltaba; NICE NG143); anafilaxia (labios o lengua hinchados, le cuesta respirar o tragar → rojo; remite a reaccion_alergica); fiebre en menores de 3 meses → rojo; 39 °C o más a los 3-6 meses → amarillo (NICE NG143 ámbar; pregunta compartida de banderas-lactante); enfermedad de Kawasaki (fiebre de 5 días o más → amarillo, con sus signos en el consejo); Stevens-Johnson, necrólisis o piel escaldada estafilocócica (piel que se despega, llagas en boca y ojos → rojo); eccema herpético → rojo; celulitis → amarillo (remite a hinchazon_local); complicaciones de la varicela (neurológicas o hemorrágicas → rojo; infección de la piel, ojo, deshidratación → amarillo).',
    'Patrón habitual (issue 9, patrón 3): el brote de eccema en las zonas de siempre, sin signos de infección, y la urticaria en un niño que está bien → verde con los cuidados de siempre; lo que cambia (supura, costras amarillas, ampollitas que se extienden, fiebre con decaimiento) escala. Forma leve y grave (patrón 5): la fiebre se pregunta en cuatro escalones (no; sí y animado cuando baja; sí y decaído aunque baje; 5 días o más), como ya hacía.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo (NICE NG143); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
    'Ronda 11, herpes zóster (culebrilla): los tipos de lesión no tenían sitio para unas ampollitas agrupadas en una franja en un solo lado del cuerpo. La pregunta del tipo cambia de id (tipo → tipo_piel) y tiene esa respuesta. NICE CKS Shingles (revisada en 2024) pide ingreso o consulta inmediata con el especialista en los niños con las defensas bajas, en el zóster oftálmico (frente, alrededor del ojo, punta o lado de la nariz —signo de Hutchinson—, ojo rojo o doloroso, molestia con la luz, visión alterada), con afectación del sistema nervioso o de órganos, y con lesiones hemorrágicas o necróticas, varias franjas o zóster generalizado. Para unos padres en casa lo leemos así: dolor de cabeza fuerte, cuello rígido, confusión, dificultad para andar o hablar, o muy decaído y apenas bebe (pregunta nueva zoster_grave) → ROJO; defensas bajas con zóster extendido (zoster_defensas y zoster_extenso) → ROJO; zóster en la frente, el ojo, la nariz o la oreja (zoster_cara; la oreja y la cara torcida por el síndrome de Ramsay Hunt, que las guías para farmacia ponen en derivación el mismo día), defensas bajas o zóster extendido o con sangre, cada uno por separado → AMARILLO (que lo vea hoy un médico; oftalmólogo el mismo día si afecta al ojo). En un niño sano con el zóster en el tronco o un miembro → VERDE: suele ser leve en los niños; cuidados de la piel, paracetamol, ampollitas tapadas, y cita con su pediatra en 1-2 días (no urgente) porque la guía pediátrica de NHS Fife dice que el aciclovir puede reducir la gravedad si se empieza en las primeras 72 horas. Menores de 1 año → AMARILLO por analogía con la varicela a esa edad (Schmitt-Thompson; lectura prudente, revisar con pediatría). Sin ibuprofeno mientras haya ampollitas, como en la varicela (lectura prudente: el NHS permite ibuprofeno en el zóster del adulto).',
    'Ronda 10, puntitos por esfuerzo: las manchas que no se borran son rojo en todas las guías para padres (NICE NG143, Healthier Together). La guía de urgencias del Perth Children\'s Hospital (Petechiae) y Wells 2001 (Arch Dis Child: ningún niño con petechias solo en el territorio de la vena cava superior tuvo enfermedad meningocócica) dicen que un niño que está bien, con petechias solo por encima de la línea de los pezones tras toser o vomitar con fuerza, es poco probable que tenga una infección meningocócica; BestBETs (2010) añade que no hay pruebas suficientes para descartarla sin valorarlo. Elegimos AMARILLO, no verde: que lo vea hoy un médico que confirme que está bien y que las manchas no están en otro sitio. Condiciones estrictas, todas a la vez: desde 1 año (en lactantes sigue rojo, lectura prudente), solo cara, cuello y parte alta del pecho, justo tras vomitar o toser con fuerza, juega y está bien (pregunta nueva manchas_esfuerzo, que pide responder No ante cualquier duda), sin fiebre (fiebre = No) y sin que lo vean muy enfermo; además, los signos rojos globales (color, no responde, respiración) se preguntan antes. Cualquier fiebre, manchas en otro sitio o un niño decaído → rojo como antes.',
    'Ronda 16, Stevens-Johnson y mucositis por Mycoplasma (pregunta piel_grave2, que sustituye a piel_grave): la pregunta roja de la piel ya se hacía a todos, pero pedía "los ojos muy rojos" y no nombraba los labios que sangran. En la mucositis por Mycoplasma la piel puede tener pocas lesiones o ninguna, la conjuntivitis de los dos ojos aparece en 8 de cada 10 y los labios tienen costras que sangran (Canavan 2015); el Stevens-Johnson empieza con fiebre y dolor de garganta y afecta a ojos, boca, nariz y genitales (guía de la Asociación Británica de Dermatólogos para niños y jóvenes, 2018; guía clínica del RCH Melbourne, citada por el brief y no releída aquí). Ahora su tercera parte usa las mismas palabras que ojo_rojo y dolor_garganta (banderas-mucosas.ts, pregunta ojos_boca_llagas en esos flujos): "a la vez los dos ojos rojos (o le escuecen, le lloran o le molesta la luz) y llagas o heridas dentro de la boca, o los labios con costras, en carne viva o que sangran", con la misma ayuda (no cuentan los labios solo secos o agrietados, una sola calentura en el borde del labio ni unas legañas sin llagas). La piel que se despega y las ampollas por muchas partes del cuerpo no cambian. Nivel: rojo, como antes; el consejo pide no dar la siguiente dosis de un medicamento nuevo y decir si ha tenido tos o una infección de pecho.',
    'Ronda 16, infección de la piel o del ombligo en un bebé de menos de 3 meses (preguntas nuevas bebe_infeccion_piel, bebe_infeccion_signos y bebe_menor_1_mes, solo en la banda de 0-3 meses, después del tipo de lesión y del eccema herpético): antes una rojez que crecía en un bebé de 2 semanas salía amarillo como una celulitis de un niño mayor, y el ombligo infectado no se preguntaba. OMS, AIEPI 2019 (lactante enfermo hasta 2 meses): el enrojecimiento del ombligo que se extiende a la piel es una posible infección bacteriana grave que se deriva con urgencia al hospital; el ombligo rojo o que supura y las pústulas de la piel son una infección local. NICE NG195 (hasta 28 días; resumido por el brief, no releído aquí) cuenta los signos de infección del ombligo y los cambios en la toma o en el comportamiento como indicadores de infección. Schmitt-Thompson ("Umbilical cord symptoms"): rojez que se extiende desde el ombligo o una raya roja → ya; pus o granitos junto al ombligo → en 24 horas. Elegimos: la piel de alrededor del ombligo roja, hinchada o dura, o rayas rojas desde el ombligo → rojo a cualquier edad de la banda de 0-3 meses (la OMS lo pone hasta los 2 meses; la banda no los separa: lectura prudente). Otra zona roja, hinchada, caliente o dura que crece (o el tipo "celulitis") → rojo en menores de 1 mes (NG195; Schmitt: menor de 1 mes) y amarillo de 1 a 3 meses si come y está como siempre. Cualquier infección de la piel o del ombligo (también el pus o el mal olor del ombligo, unos granitos con pus o el impétigo) con el bebé que come menos de lo normal o está más dormido, flojo o quejoso → rojo (OMS: dificultad para comer; NG195: cambios en la toma o en el comportamiento). El pus o el mal olor del ombligo o unos granitos con pus en un bebé que come y está como siempre → amarillo (que lo vea hoy un médico; la OMS trata la infección local con antibiótico y revisión a los 2 días). La fiebre en menores de 3 meses ya era rojo. La ayuda dice lo que es normal mientras se cae el cordón (húmedo, algo de olor, un punto de sangre, un borde rosado fino). Los otros flujos con bebés no preguntan por el ombligo infectado salvo hinchazon_local (otra tarea de esta ronda); revisar con pediatría los que vean bebés de pocas semanas (llanto, lactancia, ictericia).',
    'Ronda 18, manchas mongólicas (melanocitosis dérmica congénita): unas manchas planas de color azul grisáceo en la parte baja de la espalda o el culete, presentes desde el nacimiento o las primeras semanas, no se borran al apretar un vaso y un padre podía contarlas en la pregunta del vaso (rojo) o en "otra cosa". Son manchas de nacimiento benignas, muy frecuentes en pieles oscuras, que no necesitan tratamiento y suelen aclararse hacia los 3-4 años (NHS "Birthmarks"; Raising Children Network, "Birthmarks"); lo que se recomienda es anotarlas en la historia del niño para que no se confundan con moratones. Ahora: la ayuda de la pregunta del vaso dice que estas manchas no cuentan y que un moratón sí (duele, se hincha o cambia de color con los días), sobre todo en un bebé que todavía no se da la vuelta ni gatea: NICE NG76 y CG89 piden sospechar maltrato ante cualquier moratón en un niño que todavía no se desplaza solo, así que ese moratón sigue dando rojo como antes por la pregunta del vaso. La pregunta del tipo de lesión tiene una respuesta nueva (manchas planas azul grisáceo, como un moratón que no cambia, en la parte baja de la espalda o el culete, desde que nació o sus primeras semanas, que no duelen ni están hinchadas) → VERDE, con que las anoten en la próxima revisión del niño sano y la red de seguridad (un moratón, una mancha que duele, se hincha o se abulta → urgencias; manchas nuevas después de las primeras semanas, que crecen o no se aclaran → pediatra). Las demás respuestas no cambian de texto ni de sentido. Todos los signos rojos (color, no responde, respiración, fiebre en menores de 3 meses, manchas que no se borran) se preguntan antes.',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'respira_boca',
      texto: '¿Le cuesta respirar o tragar, o se le han hinchado de repente los labios o la lengua?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_COLOR_GRAVE,
    {
      ...PREGUNTA_MANCHAS,
      // Round 18: Mongolian spots do not count; a bruise in a baby who does not yet roll or crawl still does (NICE NG76/CG89).
      ayuda: `${PREGUNTA_MANCHAS.ayuda ?? ''} Fíjate en las manchas planas rojas o moradas (como puntitos de sangre o moratones). Las ampollitas o granitos con líquido, las costras y los habones no cuentan: en ellos mira si se aclara la rojez de alrededor. Tampoco cuentan las manchas de nacimiento de color azul grisáceo en la parte baja de la espalda o el culete que tiene desde que nació o desde sus primeras semanas, que no duelen, no están hinchadas y no cambian (manchas mongólicas): las preguntamos más adelante. Un moratón sí cuenta (duele, está hinchado o cambia de color con los días), sobre todo en un bebé que todavía no se da la vuelta ni gatea.`,
    },
    {
      // Round 3: a new id; a large blister in one place is asked apart (amarillo).
      // Round 16: a new id (it was 'piel_grave'): "both eyes red" instead of "very red eyes", and crusted, raw or
      // bleeding lips, with the words 'ojo_rojo' and 'dolor_garganta' use (banderas-mucosas.ts).
      id: 'piel_grave2',
      texto: `¿Se le pone la piel muy roja y dolorosa y se le despega o se levanta en trozos (como si se hubiera quemado o escaldado), le salen ampollas por muchas partes del cuerpo, o tiene a la vez ${HALLAZGO_OJOS_BOCA}?`,
      tipo: 'si_no',
      ayuda: `Las ampollas por el roce del calzado o por una quemadura, o una o varias ampollas grandes en una sola zona, no cuentan aquí. Sobre los ojos y la boca: ${AYUDA_OJOS_BOCA}`,
      alarma: ['si'],
    },
    {
      // Round 10: only after spots that do not fade; the rojo stays for every other pattern.
      id: 'manchas_esfuerzo',
      texto:
        '¿Son puntitos que solo tiene en la cara, el cuello o la parte de arriba del pecho (por encima de los pezones), le salieron justo después de vomitar o toser con mucha fuerza, y por lo demás está bien y juega?',
      tipo: 'si_no',
      ayuda:
        'Al vomitar o toser con mucha fuerza pueden romperse vasitos de la cara y el cuello y salir puntitos rojos, sobre todo alrededor de los ojos. Si hay una sola mancha por debajo de los pezones (tripa, espalda, brazos o piernas), si tiene o ha tenido fiebre, si está decaído o si no estás seguro, responde No.',
      mostrar_si: `manchas_piel = '${MANCHAS.noSeBorran}' AND edad_rango IN ${lista(EDADES_DESDE_1_ANO_PIEL)}`,
      alarma: ['no'],
    },
    {
      id: 'ampollas_recien_nacido',
      texto: '¿Tiene menos de 6 semanas de vida y le han salido ampollitas (granitos pequeños con líquido claro) o llagas, aunque sean pocas?',
      tipo: 'si_no',
      ayuda:
        'Mira sobre todo la cara, alrededor de los ojos, la boca por dentro, la cabeza y donde roza el pañal. Es más importante si alguien que le cuida o le besa ha tenido calenturas (herpes) en el labio. No cuentan los granitos blancos o amarillos con una mancha roja alrededor que salen y se van en horas (eritema tóxico), los puntitos blancos de la nariz ni el acné del bebé, que son normales.',
      mostrar_si: "edad_rango = '0-3 meses'",
      alarma: ['si'],
    },
    {
      id: 'recien_nacido_grave',
      texto:
        '¿Además come mucho menos de lo normal o rechaza las tomas, está flojo o más dormido de lo normal, ha tenido algún movimiento raro o una convulsión, o respira deprisa o con quejido?',
      tipo: 'si_no',
      mostrar_si: "edad_rango = '0-3 meses' AND ampollas_recien_nacido = 'si'",
      alarma: ['si'],
    },
    {
      id: 'fiebre',
      texto: '¿Tiene fiebre (38 °C o más)?',
      tipo: 'opciones',
      opciones: [FIEBRE.no, FIEBRE.animado, FIEBRE.decaido, FIEBRE.cincoDias],
      ayuda: 'Si encaja más de una opción, elige la última que encaje.',
      alarma: [FIEBRE.decaido, FIEBRE.cincoDias],
    },
    preguntaFiebre39(CON_FIEBRE),
    {
      // Round 11: a new id (it was 'tipo'), with an answer of its own for shingles (NICE CKS Shingles).
      id: 'tipo_piel',
      texto: '¿A qué se parece más lo que tiene en la piel?',
      tipo: 'opciones',
      // Round 18: Mongolian spots added before "something else"; the other answers keep their texts and meaning.
      opciones: [TIPO.varicela, TIPO.zoster, TIPO.eccema, TIPO.impetigo, TIPO.urticaria, TIPO.celulitis, TIPO.viral, TIPO.leve, TIPO.mongolica, TIPO.otra],
    },
    {
      // Round 14: new ids (they were 'eccema_herpes' and 'eccema_herpes_grave', asked only when the parent picked the
      // eczema answer). Eczema herpeticum can look like chickenpox, impetigo, blisters or "something else" to a parent,
      // so any child with eczema is asked, whatever answer was picked above (NICE CG57, QS44; NICE CKS atopic eczema).
      id: 'eccema_herpetico',
      texto:
        '¿Tiene eccema (dermatitis atópica), aunque ahora lo tenga mejor, y le han salido de repente muchas ampollitas, llagas o costritas pequeñas, redondas y parecidas entre sí, que le duelen y se extienden deprisa?',
      tipo: 'si_no',
      ayuda:
        'Las llagas parecen hechas con un sacabocados y a veces se juntan en costras; suelen salir sobre el eccema o a su alrededor, a menudo en la cara o el cuello. Es más probable si alguien de casa tiene calenturas (herpes) en el labio. Si no tiene eccema, responde No.',
      alarma: ['si'],
    },
    {
      id: 'eccema_herpetico_grave',
      texto: '¿Está muy decaído, adormilado o irritable sin consuelo, o apenas bebe o hace muy poco pis?',
      tipo: 'si_no',
      mostrar_si: "eccema_herpetico = 'si'",
      alarma: ['si'],
    },
    {
      // Round 16: a skin or navel infection in a baby under 3 months (WHO IMCI 2019; NICE NG195; Schmitt-Thompson).
      id: 'bebe_infeccion_piel',
      texto: '¿Le ves al bebé alguna de estas cosas en el ombligo o en la piel?',
      tipo: 'opciones',
      opciones: [BEBE_INFECCION.no, BEBE_INFECCION.local, BEBE_INFECCION.zona, BEBE_INFECCION.ombligo],
      ayuda:
        'Mira la tripa alrededor del ombligo con buena luz. Mientras se cae el cordón (1-3 semanas) es normal que el muñón esté húmedo o pegajoso, huela un poco, manche el pañal con un punto de sangre y tenga un borde rosado fino junto a la base: eso no cuenta. Si la piel de la tripa alrededor está roja, hinchada o dura, elige la última opción. Si encaja más de una, elige la última que encaje.',
      mostrar_si: CON_BEBE_0_3,
      alarma: [BEBE_INFECCION.ombligo],
    },
    {
      id: 'bebe_infeccion_signos',
      texto:
        'Con esa infección, ¿come menos de lo normal o se cansa enseguida al mamar o con el biberón, o está más dormido, más flojo o más quejoso de lo normal?',
      tipo: 'si_no',
      ayuda: 'Compáralo con cómo comía y cómo estaba en los días anteriores. Si no estás seguro, responde Sí.',
      mostrar_si: `${CON_BEBE_0_3} AND (bebe_infeccion_piel IN ${lista([BEBE_INFECCION.local, BEBE_INFECCION.zona])} OR tipo_piel IN ${lista([TIPO.celulitis, TIPO.impetigo])})`,
      alarma: ['si'],
    },
    {
      id: 'bebe_menor_1_mes',
      texto: '¿Tiene menos de 1 mes (4 semanas) de vida?',
      tipo: 'si_no',
      mostrar_si: `${CON_BEBE_0_3} AND (bebe_infeccion_piel = '${BEBE_INFECCION.zona}' OR tipo_piel = '${TIPO.celulitis}') AND bebe_infeccion_signos = 'no'`,
      alarma: ['si'],
    },
    {
      // Round 11 (NICE CKS Shingles: admit with signs of central nervous system or visceral involvement).
      id: 'zoster_grave',
      texto:
        '¿Tiene un dolor de cabeza muy fuerte, el cuello rígido, está confuso, raro o muy adormilado, le cuesta andar o hablar, o está muy decaído y apenas bebe?',
      tipo: 'si_no',
      mostrar_si: ZOSTER,
      alarma: ['si'],
    },
    {
      id: 'zoster_defensas',
      texto:
        '¿Tiene las defensas bajas: tratamiento para el cáncer, un trasplante, corticoides en pastillas o jarabe en las últimas semanas, u otra medicación o enfermedad que baja las defensas?',
      tipo: 'si_no',
      mostrar_si: ZOSTER,
      alarma: ['si'],
    },
    {
      id: 'zoster_extenso',
      texto:
        '¿Le han salido ampollitas también lejos de esa franja, por otras partes del cuerpo (más que unas pocas sueltas), o en más de una franja, o alguna ampollita tiene sangre o se pone negra?',
      tipo: 'si_no',
      mostrar_si: ZOSTER,
      alarma: ['si'],
    },
    {
      id: 'zoster_cara',
      texto:
        '¿Las ampollitas están en la frente, alrededor de un ojo, en la punta o el lado de la nariz, o en la oreja? ¿O tiene el ojo rojo o le duele, le molesta la luz, ve peor o se le ha torcido la cara?',
      tipo: 'si_no',
      ayuda: 'En la punta o el lado de la nariz importa aunque sea una sola ampollita: ese nervio es el mismo que llega al ojo.',
      mostrar_si: ZOSTER,
      alarma: ['si'],
    },
    {
      // Asked where a localised large blister would be chosen (bullous impetigo in the nappy area looks like "irritación"); impetigo asks its own.
      id: 'ampollas_grandes',
      texto: '¿Le han salido una o varias ampollas grandes (más grandes que una uña), llenas de líquido, en una sola zona?',
      tipo: 'si_no',
      ayuda:
        'Las ampollitas pequeñas no cuentan, ni las ampollas por el roce del calzado. Si la ampolla es por una quemadura, usa el cuestionario de quemaduras.',
      mostrar_si: `tipo_piel IN ${lista([TIPO.viral, TIPO.leve, TIPO.otra])}`,
      alarma: ['si'],
    },
    {
      id: 'varicela_grave',
      texto:
        '¿Tiene un dolor de cabeza muy fuerte, el cuello rígido, le cuesta mantener el equilibrio o caminar, o algún granito tiene sangre o se ha puesto morado oscuro?',
      tipo: 'si_no',
      mostrar_si: `tipo_piel = '${TIPO.varicela}'`,
      alarma: ['si'],
    },
    {
      id: 'varicela_complicada',
      texto:
        '¿Tiene alguno de estos: la piel alrededor de algún granito cada vez más roja, caliente o dolorosa, o con pus; granitos nuevos después de 7 días; granitos en el ojo o le duele el ojo; tiritona muy fuerte o dolor de músculos; o bebe muy poco y apenas hace pis?',
      tipo: 'si_no',
      mostrar_si: `tipo_piel = '${TIPO.varicela}'`,
      alarma: ['si'],
    },
    {
      id: 'defensas_bajas',
      texto:
        '¿Tiene las defensas bajas (tratamiento para el cáncer, corticoides tomados en las últimas semanas u otra medicación o enfermedad que baja las defensas), o un eccema que le ocupa mucha piel?',
      tipo: 'si_no',
      mostrar_si: `tipo_piel = '${TIPO.varicela}'`,
      alarma: ['si'],
    },
    {
      id: 'eccema_infectado',
      texto: '¿El eccema supura, tiene costras amarillas o pus, o de repente está mucho más rojo y le duele?',
      tipo: 'si_no',
      mostrar_si: `tipo_piel = '${TIPO.eccema}'`,
      alarma: ['si'],
    },
    { ...PREGUNTA_INFECCION_PIEL_GRAVE, mostrar_si: `tipo_piel = '${TIPO.celulitis}'` },
    {
      id: 'sarampion',
      texto:
        '¿La fiebre empezó 3 o 4 días antes que las manchas, con tos, mocos y los ojos rojos y llorosos, y las manchas empezaron en la cara o detrás de las orejas y luego bajaron por el cuerpo?',
      tipo: 'si_no',
      ayuda: 'Así empieza el sarampión. Si no está vacunado o solo tiene una dosis de la vacuna triple vírica, es más probable.',
      mostrar_si: `${CON_FIEBRE} AND tipo_piel IN ${lista([TIPO.viral, TIPO.otra])}`,
      alarma: ['si'],
    },
    {
      id: 'impetigo_extenso',
      texto: '¿Tiene muchas lesiones (más de 5, o en varias partes del cuerpo) o ampollas grandes llenas de líquido?',
      tipo: 'si_no',
      mostrar_si: `tipo_piel = '${TIPO.impetigo}'`,
      alarma: ['si'],
    },
    {
      // Round 3: a new id; Schmitt counts prescription medicines taken now or in the last 3 days.
      id: 'medicamento_receta',
      texto:
        '¿Está tomando ahora, o ha tomado en los últimos 3 días, algún medicamento con receta (por ejemplo, un antibiótico o un medicamento para la epilepsia)?',
      tipo: 'si_no',
      ayuda:
        'El paracetamol o el ibuprofeno que le hayas dado para la fiebre no cuentan: muchas erupciones por virus empiezan después de unos días de fiebre, mientras se dan estos medicamentos.',
      mostrar_si: `tipo_piel IN ${lista([TIPO.urticaria, TIPO.viral, TIPO.otra])}`,
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    // Weight last, only where a weight-based dose can follow (paracetamol from 3 months, cetirizine from 2 years).
    {
      ...PREGUNTA_PESO,
      mostrar_si: `tipo_piel IN ${lista([TIPO.varicela, TIPO.zoster, TIPO.urticaria, TIPO.viral])} AND edad_rango != '0-3 meses'`,
    },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "respira_boca = 'si'",
      'Erupción con dificultad para respirar o hinchazón de labios o lengua',
      [
        'Puede ser una reacción alérgica grave (anafilaxia). Si tiene un autoinyector de adrenalina, pónselo ya en el muslo y llama al 112.',
        'Túmbalo con las piernas en alto, o sentado si le cuesta respirar; no lo pongas de pie.',
      ],
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['reaccion_alergica'] },
    ),
    rojo(
      "no_responde = 'si'",
      'Erupción en un niño muy adormilado o que no responde',
      ['Si no responde pero respira, túmbalo de lado. No le des nada por la boca.'],
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "color_grave = 'si'",
      'Erupción con color muy pálido, moteado o labios azulados',
      [
        'Una erupción en un niño muy pálido, moteado, grisáceo o con los labios azulados puede ser una infección grave de la sangre (sepsis): necesita atención inmediata, tenga o no fiebre.',
        'Si tiene las manos y los pies muy fríos, díselo al llegar.',
      ],
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['fiebre'] },
    ),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}' AND NOT (${MANCHAS_ESFUERZO_BIEN})`,
      'Manchas que no se borran al apretar',
      [
        'Las manchas rojas o moradas que no se borran con la prueba del vaso pueden ser una infección grave (meningococo) o un problema de la sangre: ve sin esperar, tenga o no fiebre.',
        'Si está muy decaído, pálido o le cuesta respirar, llama al 112.',
      ],
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['fiebre'] },
    ),
    rojo(
      "piel_grave2 = 'si'",
      'Piel que se despega, ampollas por el cuerpo o llagas en boca y ojos',
      [
        'Una piel que se despega, ampollas por muchas partes del cuerpo, o los dos ojos rojos con llagas en la boca o labios con costras o que sangran, pueden ser una reacción grave de la piel y las mucosas (síndrome de Stevens-Johnson, o la forma que sigue a una infección por Mycoplasma) o una infección de la piel (piel escaldada) que se tratan en el hospital.',
        ...CONSEJOS_OJOS_BOCA.slice(1),
      ],
      { ver_tambien: ['reaccion_alergica', 'ojo_rojo'] },
    ),
    rojo(
      "recien_nacido_grave = 'si'",
      'Ampollitas en un recién nacido que come mal, está flojo o ha tenido una convulsión',
      [
        'En un bebé de pocas semanas, unas ampollitas con estos signos pueden ser una infección por el virus del herpes que ya afecta al resto del cuerpo: necesita tratamiento antiviral en el hospital ahora.',
        'Si no despierta, está azulado o tiene una convulsión, llama al 112.',
        'Dile al médico si alguien cercano ha tenido calenturas o si la madre ha tenido herpes genital.',
      ],
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `bebe_infeccion_piel = '${BEBE_INFECCION.ombligo}'`,
      'Piel roja o hinchada alrededor del ombligo en un bebé (posible onfalitis)',
      [
        'En un bebé pequeño, la piel roja, hinchada o dura alrededor del ombligo, o unas rayas rojas que salen de él, es una infección que puede pasar a la sangre en horas: necesita antibiótico por la vena en el hospital ahora, aunque coma bien y no tenga fiebre (OMS, AIEPI 2019: derivación urgente).',
        'Marca con un bolígrafo el borde de la rojez y apunta la hora. No le pongas cremas, polvos ni alcohol en el ombligo; tápalo solo con un pañal doblado por debajo.',
        'Sigue dándole el pecho o el biberón por el camino y abrígalo sin taparlo de más.',
        'Llama al 112 si deja de comer, está muy dormido o flojo, está pálido o moteado, o le cuesta respirar.',
      ],
      { acciones_sugeridas: ACCIONES_URGENCIAS },
    ),
    rojo(
      "bebe_infeccion_signos = 'si'",
      'Infección de la piel o del ombligo en un bebé que come menos o está más dormido',
      [
        'En un bebé de menos de 3 meses, una infección de la piel o del ombligo con el bebé que come menos o está más dormido, flojo o quejoso puede haber pasado a la sangre: necesita que lo vean en urgencias ahora (OMS, AIEPI 2019: dificultad para comer, signo de infección grave; NICE NG195: cambios en la toma o en el comportamiento).',
        'No le des paracetamol antes de que lo vea un médico. Sigue ofreciéndole el pecho o el biberón por el camino.',
        'Llama al 112 si deja de comer, no se despierta bien, está pálido o moteado, o le cuesta respirar.',
      ],
    ),
    rojo(
      "bebe_menor_1_mes = 'si'",
      'Zona roja e hinchada que crece en un bebé de menos de 1 mes',
      [
        'En un recién nacido (menos de 1 mes), una zona de la piel roja, hinchada, caliente o dura que crece es una infección que puede extenderse deprisa a la sangre aunque el bebé parezca estar bien: necesita que lo vean en urgencias ahora (NICE NG195; Schmitt-Thompson).',
        'Marca con un bolígrafo el borde de la rojez y apunta la hora. No le pongas cremas ni le des paracetamol antes de que lo vea un médico.',
        'Llama al 112 si deja de comer, está muy dormido o flojo, está pálido o moteado, o le cuesta respirar.',
      ],
    ),
    rojo(
      `edad_rango = '0-3 meses' AND fiebre IN ${lista([FIEBRE.animado, FIEBRE.decaido, FIEBRE.cincoDias])}`,
      'Erupción con fiebre en menor de 3 meses',
      [
        'En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida aunque parezca estar bien.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      "varicela_grave = 'si'",
      'Varicela con signos de complicación grave',
      [
        'El dolor de cabeza fuerte, el cuello rígido, la falta de equilibrio o los granitos con sangre pueden ser una complicación seria de la varicela.',
        NO_IBUPROFENO_VARICELA,
      ],
    ),
    rojo(
      "zoster_grave = 'si'",
      'Herpes zóster con dolor de cabeza fuerte, cuello rígido, confusión o muy decaído',
      [
        'Un herpes zóster con dolor de cabeza muy fuerte, el cuello rígido, confusión, mucho sueño, dificultad para andar o hablar, o un niño muy decaído que apenas bebe puede indicar que el virus ha llegado al cerebro o a otros órganos: necesita tratamiento antiviral en el hospital ahora (NICE CKS).',
        NO_IBUPROFENO_ZOSTER,
      ],
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "zoster_defensas = 'si' AND zoster_extenso = 'si'",
      'Herpes zóster extendido en un niño con las defensas bajas',
      [
        'Con las defensas bajas, un herpes zóster que se extiende por el cuerpo o tiene ampollitas con sangre puede afectar a los órganos de dentro: necesita tratamiento antiviral por la vena, en el hospital, ahora (NICE CKS).',
        'Avisa a su equipo (oncología, trasplante u otro) por el camino y lleva su informe y su medicación.',
        NO_IBUPROFENO_ZOSTER,
      ],
    ),
    rojo(
      "eccema_herpetico_grave = 'si'",
      'Posible eccema herpético en un niño decaído o que apenas bebe',
      [
        'Las llagas del herpes sobre un eccema en un niño muy decaído, adormilado o que apenas bebe pueden indicar que la infección se ha extendido: necesita tratamiento antiviral en el hospital ahora (NICE NG143; NICE CG57).',
        'No le pongas cremas de corticoide en esas zonas y evita que se toque los ojos; lávale las manos.',
      ],
    ),
    rojo(
      "infeccion_piel_grave = 'si'",
      'Infección de la piel con signos de gravedad',
      [
        'Una zona roja e hinchada con el niño muy decaído, pálido o moteado, con un dolor muy desproporcionado o con la piel morada, negra o con ampollas puede ser una infección grave de la piel o de la sangre (NICE NG141): ve a urgencias ahora.',
        'Marca el borde de la rojez con un bolígrafo y apunta la hora.',
      ],
      { ver_tambien: ['hinchazon_local'] },
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `manchas_piel = '${MANCHAS.noSeBorran}' AND ${MANCHAS_ESFUERZO_BIEN}`,
      'Puntitos en la cara y el cuello tras vomitar o toser con fuerza, sin fiebre',
      [
        'Los puntitos rojos que no se borran y salen solo en la cara, el cuello o la parte alta del pecho justo después de vomitar o toser con mucha fuerza suelen deberse al esfuerzo (se rompen vasitos de la piel) y se van solos en unos días. Aun así, que lo vea hoy un médico para confirmarlo: las manchas que no se borran siempre hay que mirarlas.',
        'Haz una foto de las manchas ahora y repite la prueba del vaso cada pocas horas, mirando todo el cuerpo sin ropa.',
        'Ve a urgencias ahora, o llama al 112, si aparece fiebre, salen manchas nuevas por debajo de los pezones (tripa, espalda, brazos o piernas), las manchas se hacen más grandes o moradas, o está decaído, adormilado, pálido o le cuesta respirar.',
      ],
      { ver_tambien: ['fiebre', 'vomitos', 'tos'] },
    ),
    amarillo(
      `bebe_infeccion_piel = '${BEBE_INFECCION.zona}'`,
      'Zona roja e hinchada que crece en un bebé de 1 a 3 meses que come y está como siempre',
      [
        'En un bebé de menos de 3 meses, una zona de la piel roja, hinchada, caliente o dura que crece es una infección que necesita antibiótico: que lo vea hoy un médico, en las próximas horas, aunque coma bien y no tenga fiebre (NICE NG141; OMS, AIEPI 2019).',
        'Marca con un bolígrafo el borde de la rojez y apunta la hora, para ver si crece.',
        'Ve a urgencias ahora si la rojez crece deprisa o llega al ombligo, si tiene fiebre (38 °C o más) o si come menos o está más dormido o flojo de lo normal.',
      ],
      { acciones_sugeridas: ['Que lo vea un médico en las próximas horas', ACCION.urgenciasHoy], ver_tambien: ['hinchazon_local'] },
    ),
    amarillo(
      `bebe_infeccion_piel = '${BEBE_INFECCION.local}'`,
      'Pus o mal olor en el ombligo, o unos granitos con pus, en un bebé que come y está como siempre',
      [
        'El pus o el mal olor en el ombligo, o unos granitos con pus o costras amarillas, son una infección de la piel que en un bebé de menos de 3 meses debe ver hoy un médico: puede necesitar antibiótico y hay que revisarlo a los 2 días (OMS, AIEPI 2019: infección bacteriana local).',
        'Mientras tanto, limpia el ombligo con agua y jabón suave, sécalo bien y deja el pañal doblado por debajo para que le dé el aire. No le pongas cremas, polvos ni alcohol. Lávate las manos antes y después.',
        'Ve a urgencias ahora si la piel de alrededor del ombligo se pone roja, hinchada o dura, si tiene fiebre (38 °C o más) o si come menos o está más dormido o flojo de lo normal.',
      ],
    ),
    amarillo(
      "zoster_cara = 'si'",
      'Herpes zóster en la frente, alrededor del ojo, en la nariz o en la oreja',
      [
        'Un herpes zóster en la frente, alrededor del ojo o en la nariz puede afectar al ojo (sobre todo si hay ampollitas en la punta o el lado de la nariz), y en la oreja puede afectar al oído y al nervio de la cara. Necesita tratamiento antiviral y que lo vea hoy un médico, y si afecta al ojo, un oftalmólogo el mismo día (NICE CKS).',
        'No le pongas cremas ni colirios sin indicación. Evita que se toque los ojos y lávale las manos.',
        'Ve a urgencias ahora si el ojo está muy rojo o le duele mucho, ve borroso o está muy decaído.',
        NO_IBUPROFENO_ZOSTER,
      ],
      { medicacion: [PARACETAMOL], acciones_sugeridas: ['Que lo vea un médico en las próximas horas', ACCION.urgenciasHoy], ver_tambien: ['ojo_rojo'] },
    ),
    amarillo(
      "zoster_defensas = 'si'",
      'Herpes zóster en un niño con las defensas bajas',
      [
        'Con las defensas bajas, el herpes zóster puede extenderse y suele necesitar tratamiento antiviral pronto: llama hoy a su equipo o que lo vea hoy un médico (NICE CKS).',
        'Ve a urgencias ahora si le salen ampollitas por otras partes del cuerpo, tiene fiebre alta, dolor de cabeza fuerte o está muy decaído.',
        NO_IBUPROFENO_ZOSTER,
      ],
      { medicacion: [PARACETAMOL] },
    ),
    amarillo(
      "zoster_extenso = 'si'",
      'Herpes zóster extendido o con ampollitas con sangre',
      [
        'Un herpes zóster que sale en más de una franja o por otras partes del cuerpo, o con ampollitas con sangre o negras, debe verlo hoy un médico: puede necesitar tratamiento antiviral (NICE CKS).',
        'Ve a urgencias ahora si tiene dolor de cabeza fuerte, el cuello rígido, está confuso o muy decaído.',
        NO_IBUPROFENO_ZOSTER,
      ],
      { medicacion: [PARACETAMOL] },
    ),
    amarillo(
      `${ZOSTER} AND edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      'Herpes zóster en un bebé menor de 1 año',
      [
        'El herpes zóster es raro en bebés (suele ser porque la madre pasó la varicela en el embarazo o el bebé la pasó muy pequeño). Como con la varicela a esta edad, que lo vea hoy un médico.',
        'Tapa las ampollitas con ropa holgada de algodón y córtale las uñas.',
        NO_IBUPROFENO_ZOSTER,
      ],
      { medicacion: [PARACETAMOL] },
    ),
    amarillo(
      "eccema_herpetico = 'si'",
      'Posible eccema herpético',
      [
        'Las ampollitas o llagas pequeñas, redondas y dolorosas que se extienden sobre un eccema, con o sin fiebre, pueden ser una infección por el virus del herpes: necesita empezar hoy un tratamiento antiviral (NICE CG57: aciclovir y valoración el mismo día). Que lo vea un médico en las próximas horas.',
        'Si las llagas están alrededor de los ojos, díselo al médico: hay que revisar los ojos ese mismo día.',
        'No le pongas cremas de corticoide en esas zonas y evita que se toque los ojos; lávale las manos. Que nadie con calenturas le bese.',
        'Ve a urgencias ahora si está muy decaído, adormilado o deja de beber.',
      ],
      { acciones_sugeridas: ['Que lo vea un médico en las próximas horas', ACCION.urgenciasHoy] },
    ),
    amarillo(
      "sarampion = 'si'",
      'Fiebre con tos, mocos, ojos rojos y manchas que empiezan en la cara: posible sarampión',
      [
        'Una fiebre de varios días con tos, mocos y ojos rojos, y después manchas que empiezan en la cara o detrás de las orejas, puede ser un sarampión: que lo vea hoy un médico (NICE CKS).',
        'Llama antes de ir al centro de salud o a urgencias y di que puede ser sarampión: contagia mucho y te indicarán por dónde entrar para no contagiar a otros niños ni a embarazadas.',
        'Lleva la cartilla de vacunas. Si está muy decaído, le cuesta respirar, tiene una convulsión o está confuso, llama al 112.',
      ],
      { medicacion: [PARACETAMOL], ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "ampollas_recien_nacido = 'si'",
      'Ampollitas en un bebé de menos de 6 semanas: posible herpes',
      [
        'En un bebé de pocas semanas, unas ampollitas o llagas pueden ser una infección por el virus del herpes (el de las calenturas), que a esta edad puede extenderse deprisa: que lo vea un médico en las próximas horas, hoy mismo, aunque esté bien. Si el tratamiento hace falta, funciona mejor cuanto antes.',
        'Si en tu centro no pueden verlo en 1-2 horas, ve a urgencias.',
        'No revientes las ampollitas ni pongas cremas. Que nadie con calenturas le bese, y lavaos las manos antes de cogerlo. Dile al médico si alguien cercano ha tenido calenturas o si la madre ha tenido herpes genital.',
        'Si come mucho menos o rechaza las tomas, está flojo o muy dormido, tiene fiebre, respira con esfuerzo o tiene un movimiento raro, ve a urgencias ahora o llama al 112.',
      ],
      { acciones_sugeridas: ['Que lo vea un médico en las próximas horas', ACCION.urgenciasHoy] },
    ),
    amarillo(
      "ampollas_grandes = 'si'",
      'Ampollas grandes en una zona de la piel',
      [
        'Una o varias ampollas grandes en una zona pueden ser un impétigo ampolloso (una infección de la piel que suele necesitar antibiótico por boca) o una reacción fuerte a una picadura: que lo vea hoy un médico (Schmitt-Thompson; NICE NG153).',
        'No revientes las ampollas. Lávalas con agua y jabón, sécalas con cuidado y tápalas con una gasa. Lávate las manos después de tocarlas.',
        'Si le salen ampollas por otras partes del cuerpo, la piel se pone muy roja y se despega, o le salen llagas en la boca y los ojos se ponen muy rojos, ve a urgencias.',
      ],
    ),
    amarillo(
      `fiebre = '${FIEBRE.decaido}'`,
      'Erupción con fiebre y decaído',
      [
        'Una erupción con fiebre en un niño que sigue decaído aunque le baje la fiebre debe valorarla hoy un médico.',
        PRUEBA_VASO,
        'Mientras tanto, puedes darle paracetamol si está molesto. Si pudiera ser varicela, no le des ibuprofeno.',
      ],
      { medicacion: [PARACETAMOL], ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "fiebre_39 = 'si'",
      'Erupción con fiebre de 39 °C o más en un bebé de 3 a 6 meses',
      [
        'A esta edad, 39 °C o más (o una fiebre de 5 días) es un signo de alerta (NICE): que lo vea hoy un médico aunque esté animado.',
        PRUEBA_VASO,
      ],
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `fiebre = '${FIEBRE.cincoDias}'`,
      'Erupción con fiebre de 5 días o más',
      [
        'Una fiebre de 5 días o más con erupción debe valorarla hoy un médico (entre otras cosas, para descartar la enfermedad de Kawasaki), sobre todo si además tiene los ojos rojos, los labios rojos y agrietados o las manos y los pies hinchados.',
        PRUEBA_VASO,
      ],
      { medicacion: [PARACETAMOL], ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "varicela_complicada = 'si'",
      'Varicela con signos de complicación',
      [
        'La rojez o el dolor crecientes alrededor de los granitos, los granitos nuevos después de 7 días, la afectación del ojo, la tiritona fuerte o beber muy poco pueden ser una complicación (por ejemplo, una infección de la piel) que hay que valorar hoy.',
        NO_IBUPROFENO_VARICELA,
        'Ofrécele líquidos a menudo (polos o gelatina si le duele la boca).',
      ],
      { medicacion: [PARACETAMOL] },
    ),
    amarillo(
      "defensas_bajas = 'si'",
      'Varicela con defensas bajas o eccema extenso',
      [
        'Con las defensas bajas o un eccema extenso, la varicela puede complicarse: llama hoy a su médico, que puede indicarle un tratamiento antiviral.',
        NO_IBUPROFENO_VARICELA,
      ],
      { medicacion: [PARACETAMOL] },
    ),
    amarillo(
      `tipo_piel = '${TIPO.varicela}' AND edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      'Varicela en un bebé menor de 1 año',
      [
        'En menores de 1 año (y sobre todo en recién nacidos) la varicela debe valorarla hoy un médico.',
        NO_IBUPROFENO_VARICELA,
        'Córtale las uñas y ponle manoplas por la noche para que no se rasque.',
      ],
      { medicacion: [PARACETAMOL] },
    ),
    amarillo(
      `tipo_piel = '${TIPO.varicela}' AND edad_rango = '12+ años'`,
      'Varicela en un adolescente',
      [
        'A partir de los 12-13 años la varicela suele ser más intensa: consulta hoy con su médico, que puede valorar un tratamiento antiviral en las primeras 24 horas de la erupción.',
        NO_IBUPROFENO_VARICELA,
      ],
      { medicacion: [PARACETAMOL] },
    ),
    amarillo(
      "eccema_infectado = 'si'",
      'Eccema que parece infectado',
      [
        'Un eccema que supura, tiene costras amarillas o pus o empeora de golpe con dolor puede estar infectado y necesitar tratamiento: que lo vea hoy un médico.',
        'No le pongas crema de corticoide en las zonas infectadas hasta que lo vea un médico. Sigue con la crema hidratante en el resto de la piel.',
      ],
    ),
    amarillo(
      `tipo_piel = '${TIPO.impetigo}' AND edad_rango = '0-3 meses'`,
      'Posible impétigo en un bebé menor de 3 meses',
      [
        'En los bebés pequeños las infecciones de la piel pueden extenderse deprisa: que lo vea hoy un médico.',
        'Lava las costras con agua y jabón, sécalas con cuidado y lávate las manos antes y después.',
      ],
    ),
    amarillo(
      "impetigo_extenso = 'si'",
      'Impétigo extenso o con ampollas',
      [
        'Cuando el impétigo ocupa varias zonas o tiene ampollas suele necesitar antibiótico por boca: que lo vea hoy su pediatra.',
        'Lava las costras con agua y jabón, sécalas con cuidado y tápalas si puede. Toallas separadas y uñas cortas; lávate las manos después de tocarlas.',
      ],
    ),
    amarillo(
      `tipo_piel = '${TIPO.celulitis}'`,
      'Zona roja, caliente y dolorosa que crece (posible celulitis)',
      [...CONSEJOS_CELULITIS, 'Puedes darle paracetamol si le duele.'],
      { medicacion: [PARACETAMOL], ver_tambien: ['hinchazon_local'] },
    ),
    amarillo(
      `tipo_piel = '${TIPO.urticaria}' AND edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      'Urticaria en un bebé menor de 1 año',
      [
        'En menores de 1 año, las ronchas por el cuerpo deben valorarse hoy.',
        'Llama al 112 si le cuesta respirar, se le hinchan los labios o la lengua, vomita varias veces o está flojo o pálido.',
      ],
      { ver_tambien: ['reaccion_alergica'] },
    ),
    amarillo(
      "medicamento_receta = 'si'",
      'Erupción mientras toma un medicamento con receta',
      [
        'Una erupción que empieza mientras toma un medicamento con receta puede ser un virus o una reacción al medicamento: consulta hoy para saber si debe seguir tomándolo.',
        'Apunta el nombre del medicamento y cuándo empezó. Si le salen ampollas, llagas en la boca, los ojos muy rojos o la piel se despega, ve a urgencias.',
      ],
      { ver_tambien: ['reaccion_alergica'] },
    ),
    reglaMuyEnfermo([PRUEBA_VASO]),
    // ---------------------------------------------------------------- verde
    {
      si: `tipo_piel = '${TIPO.varicela}'`,
      urgencia: 'verde',
      titulo: 'Varicela sin signos de alarma',
      consejos: [
        'La mayoría de los niños pasan la varicela en casa sin complicaciones. Los granitos salen durante 3-5 días y suelen estar todos en costra a los 5-7 días.',
        NO_IBUPROFENO_VARICELA,
        'Para el picor: uñas cortas (manoplas por la noche en los pequeños), ropa de algodón holgada, baños cortos con agua tibia (puedes añadir avena en una bolsita) y secar a toquecitos sin frotar. La cetirizina puede ayudar con el picor y el sueño a partir de 2 años.',
        'No le pongas cremas de corticoide en la varicela.',
        'Contagia desde un día antes de la erupción hasta que todos los granitos están en costra: que no vaya al colegio hasta entonces y que no esté con embarazadas, recién nacidos ni personas con las defensas bajas.',
        VUELVE_SI_VARICELA,
        CONSULTA_SI_VARICELA,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: [PARACETAMOL, CETIRIZINA],
    },
    {
      si: ZOSTER,
      urgencia: 'verde',
      titulo: 'Herpes zóster (culebrilla) en el tronco, un brazo o una pierna, sin signos de alarma',
      consejos: [
        ...CUIDADOS_ZOSTER,
        'Pide cita con su pediatra en los próximos 1-2 días (no urgente) para confirmarlo: si lo ve en los 3 primeros días de la erupción, valorará si le conviene un tratamiento antiviral.',
        VUELVE_SI_VARICELA,
        consejoConsultaSi([
          'le salen ampollitas en la frente, alrededor del ojo, en la nariz o en la oreja, o el ojo se pone rojo o le duele (que lo vean hoy)',
          'le salen ampollitas por otras partes del cuerpo (que lo vean hoy)',
          'la piel alrededor se pone cada vez más roja, caliente o con pus',
          'le sigue doliendo cuando ya se han curado las ampollitas',
        ]),
      ],
      acciones_sugeridas: [ACCION.pediatraNoUrgente, ACCION.cuidaEnCasa],
      medicacion: [PARACETAMOL],
    },
    {
      si: `tipo_piel = '${TIPO.eccema}'`,
      urgencia: 'verde',
      titulo: 'Brote de eccema sin signos de infección',
      consejos: [
        'La base del tratamiento es la crema hidratante (emoliente) sin perfume, en abundancia y varias veces al día, también cuando la piel está bien.',
        'Baños cortos con agua tibia y un limpiador suave sin jabón; seca a toquecitos y pon la crema hidratante enseguida. Ropa de algodón y uñas cortas.',
        'Si su pediatra ya le ha indicado una crema de corticoide para los brotes, úsala como te explicó: capa fina solo en las zonas rojas, no en piel infectada.',
        VUELVE_SI,
        consejoConsultaSi([
          'no mejora en 7 días con estos cuidados',
          'el picor no le deja dormir',
          'nunca le ha visto un médico este eccema',
          'supura, le salen costras amarillas o ampollitas dolorosas',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
      medicacion: [HIDROCORTISONA],
    },
    {
      si: `tipo_piel = '${TIPO.impetigo}'`,
      urgencia: 'verde',
      titulo: 'Posible impétigo en una zona pequeña',
      consejos: [
        'El impétigo es una infección superficial de la piel, frecuente en niños y contagiosa, pero no es grave.',
        'Suele necesitar una crema con receta: pide cita con tu pediatra en los próximos días.',
        'Mientras tanto, lava las costras con agua y jabón y sécalas con cuidado. Toallas separadas, uñas cortas y lavado de manos después de tocarlas.',
        'Puede volver al colegio cuando las costras estén secas o tras 48 horas de tratamiento.',
        VUELVE_SI,
        consejoConsultaSi(['se extiende a otras zonas o le salen ampollas', 'tiene fiebre', 'no mejora tras 5-7 días de tratamiento']),
      ],
      acciones_sugeridas: [ACCION.pediatraNoUrgente, ACCION.cuidaEnCasa],
    },
    {
      si: `tipo_piel = '${TIPO.urticaria}'`,
      urgencia: 'verde',
      titulo: 'Urticaria (ronchas) sin signos de alarma',
      consejos: [
        'En los niños la urticaria suele deberse a un virus y se va sola en unos días, aunque las ronchas vayan y vengan.',
        'Para el picor: ropa ligera, baños o paños con agua fresca y no abrigarlo de más. La cetirizina alivia el picor a partir de 2 años.',
        VUELVE_SI,
        consejoConsultaSi(['las ronchas duran más de 1 semana o se repiten a menudo', 'sospechas que ha sido un alimento o un medicamento']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: [CETIRIZINA],
      ver_tambien: ['reaccion_alergica'],
    },
    {
      si: `fiebre = '${FIEBRE.animado}'`,
      urgencia: 'verde',
      titulo: 'Erupción con fiebre en un niño animado',
      consejos: [
        'Muchos virus dan fiebre y una erupción de manchas que se borran al apretar. Si está animado cuando le baja la fiebre, puede cuidarse en casa.',
        PRUEBA_VASO,
        'Dale paracetamol solo si está molesto. Mientras no se sepa si es varicela, mejor no le des ibuprofeno.',
        'Si la piel está áspera como papel de lija, con la lengua muy roja y dolor de garganta (posible escarlatina), pide cita con su pediatra en 1-2 días: necesita antibiótico.',
        'Ofrécele líquidos a menudo.',
        VUELVE_SI,
        consejoConsultaSi(['la fiebre dura 5 días o más', 'la erupción dura más de 3-4 días o cambia de aspecto']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Repite la prueba del vaso'],
      medicacion: [PARACETAMOL],
      ver_tambien: ['fiebre'],
    },
    {
      si: `tipo_piel = '${TIPO.viral}'`,
      urgencia: 'verde',
      titulo: 'Erupción probablemente vírica, sin signos de alarma',
      consejos: [
        'Las manchas o granitos rojos que se borran al apretar y apenas pican, en un niño que está bien, suelen deberse a un virus y se van solos en pocos días.',
        PRUEBA_VASO,
        'No hacen falta cremas. Si está molesto, puedes darle paracetamol.',
        VUELVE_SI,
        consejoConsultaSi(['la erupción dura más de 3-4 días', 'aparece fiebre', 'le pica mucho o cambia de aspecto']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: [PARACETAMOL],
    },
    {
      si: `tipo_piel = '${TIPO.leve}'`,
      urgencia: 'verde',
      titulo: 'Irritación leve de la piel',
      consejos: [
        'Culete del pañal: cambia el pañal a menudo, lava con agua tibia sin toallitas perfumadas, seca bien y deja la piel al aire un rato; pon una capa gruesa de pasta al agua (óxido de zinc) en cada cambio.',
        'Granitos por el calor o el sudor: ropa fresca de algodón y no abrigarlo de más; se van solos en unos días.',
        'Piel seca: crema hidratante sin perfume después del baño.',
        VUELVE_SI,
        consejoConsultaSi([
          'no mejora en 3-4 días',
          'en el culete aparecen granitos rojos sueltos alrededor de la zona roja o en los pliegues (puede ser por hongos)',
          'le salen ampollas, pus o costras',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa],
    },
    {
      // Round 18: congenital dermal melanocytosis (NHS Birthmarks; Raising Children Network; NICE NG76/CG89 for bruises).
      si: `tipo_piel = '${TIPO.mongolica}'`,
      urgencia: 'verde',
      titulo: 'Manchas mongólicas (manchas de nacimiento azuladas), sin signos de alarma',
      consejos: [
        'Las manchas planas de color azul grisáceo en la parte baja de la espalda o en el culete, que están desde el nacimiento o las primeras semanas, no duelen, no están hinchadas y no cambian, son manchas de nacimiento muy frecuentes (manchas mongólicas, o melanocitosis dérmica congénita). Son inofensivas, no necesitan tratamiento ni pruebas y suelen aclararse en los primeros años de vida.',
        'Pide en la próxima revisión del niño sano que las anoten en su historia y en su cartilla de salud, con su tamaño y dónde están: así nadie las confundirá con moratones. Puedes hacerles una foto con una moneda al lado.',
        'Un moratón es distinto: duele o está hinchado y cambia de color con los días (morado, verde, amarillo). Un moratón en un bebé que todavía no se da la vuelta ni gatea, o que no sabes cómo se ha hecho, tiene que verlo un médico enseguida.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'le ves un moratón, sobre todo si todavía no se da la vuelta ni gatea',
          'una mancha duele, se hincha o se abulta',
        ]),
        consejoConsultaSi([
          'le salen manchas nuevas de ese color después de las primeras semanas, o en otras partes del cuerpo',
          'una mancha crece, cambia de color o no se aclara con los años',
        ]),
      ],
      acciones_sugeridas: [ACCION.vigila, 'Coméntalo en su próxima revisión'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Problema de piel sin signos de alarma',
      consejos: [
        'Ahora no hay signos de alarma. Muchos problemas de piel se pueden valorar con calma en la consulta de su pediatra.',
        'Haz una foto de la piel hoy para enseñar cómo evoluciona.',
        PRUEBA_VASO,
        VUELVE_SI,
        consejoConsultaSi(['no mejora en unos días', 'le pica o le duele mucho', 'se extiende o cambia de aspecto']),
      ],
      acciones_sugeridas: [ACCION.pediatraNoUrgente, ACCION.vigila],
    },
  ],
});
