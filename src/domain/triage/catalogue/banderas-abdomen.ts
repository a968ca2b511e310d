/**
 * Shared "wrong door" signs of the tummy (issue 9, pattern 2): serious
 * conditions that a parent may bring through 'Vómitos', 'Dolor abdominal',
 * 'Orina', 'Estreñimiento', 'Llanto'… and that every such flow must ask, with
 * the same observable words and the same level everywhere.
 *
 * Sources:
 * - Diabetes and diabetic ketoacidosis (DKA): NICE NG18 (2015, updated 2023)
 *   1.1.1–1.1.2 (thirst, a lot of urine, weight loss, tiredness → refer the
 *   same day) and its DKA recognition recommendations (those symptoms with
 *   nausea or vomiting, abdominal pain, hyperventilation, dehydration or
 *   reduced consciousness → suspect DKA and send to hospital immediately; in a
 *   child with known diabetes and any of those, measure blood ketones and send
 *   to hospital if raised). ISPAD 2022 sick-day guidance: blood ketones
 *   1.5 mmol/L or more (urine ++ or more) mean a risk of DKA.
 * - Round 18, ketotic breath: ISPAD 2022 DKA chapter (Glaser et al.) lists deep
 *   sighing (Kussmaul) breathing and the smell of ketones on the breath among
 *   the signs of DKA, always with high glucose; NICE NG18 names hyperventilation
 *   with the symptoms of diabetes. A child who has vomited or eaten little
 *   smells of ketones too (starvation ketosis; ketotic hypoglycaemia of young
 *   children: Pediatric Endocrine Society family guide 2021, sugary drinks in
 *   small sips when ill, emergency if drowsy or confused). So deep, sighing
 *   breathing is rojo on its own; ketotic breath is rojo with diabetes, thirst,
 *   a lot of urine, weight loss, high glucose or ketones, or drowsiness; ketotic
 *   breath alone in an alert child leaves the flow's other questions to decide.
 * - Testicular torsion and trapped inguinal hernia: NHS Healthier Together
 *   abdominal pain (red: testicular pain); NHS "Testicular torsion" and
 *   "Inguinal hernia repair" (go to A&E: sudden testicular pain; a hernia that
 *   is painful, firm or cannot be pushed back).
 * - Intussusception: 3 months to 3 years (rare after 5); paroxysms of colic
 *   every 10–20 minutes with pallor and drawn-up legs, vomiting,
 *   "redcurrant-jelly" stool late; any suspicion → hospital now (KidsHealth NZ;
 *   GPnotebook via Pharmacy Notebook).
 * - Bilious (green) vomiting: NICE CG84 and NG1 red flag; HT abdominal pain red.
 * - Raised intracranial pressure: HeadSmart (RCPCH / Brain Tumour Charity),
 *   NHS GGC "Headache in children: advice for referrers" (early-morning
 *   headache or vomiting, headache that wakes the child → refer urgently);
 *   NICE NG143 red (focal neurological signs) and NICE NG12 (new cerebellar or
 *   other neurological signs → very urgent referral).
 * - Perianal abscess (round 5): NHS "Abscess" (a skin abscess needs a doctor,
 *   who usually drains it; urgent with a high temperature or shivering);
 *   Medscape "Anorectal abscess in children" (commonest in boys under 1 year:
 *   a raised, red, painful lump beside the anus; drainage often needed); NICE
 *   NG141 (cellulitis spreading fast, very painful or with purple or black skin
 *   → hospital, as in hinchazon_local).
 *
 * Question ids are stable across flows: `signos_diabetes`, `testiculo_ingle`,
 * `invaginacion`, `vomito_verde`, `cabeza_manana`, `respiracion`, `bulto_ano`. A flow may narrow a question
 * by spreading it with its own `mostrar_si`. Every rule builder returns a
 * complete rule (its level's safety net included); `consejos` adds the flow's
 * own advice before that safety net and `extra` overrides any field.
 */
import type { Fuente, Pregunta, Regla } from '../types.ts';
import { RESPIRACION_RESUMIDA_DEPRISA, RESPIRACION_RESUMIDA_GRAVE } from './banderas-respiracion.ts';
import { ACCIONES_112, ACCIONES_AMARILLO, ACCIONES_URGENCIAS, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO, lista } from './comunes.ts';

const NADA_POR_BOCA = 'No le des de comer ni de beber por el camino: puede necesitar pruebas o una operación.';

function rojo(si: string, titulo: string, propios: readonly string[], consejos: readonly string[], extra: Partial<Regla>, acciones = ACCIONES_URGENCIAS): Regla {
  return { si, urgencia: 'rojo', titulo, consejos: [...propios, ...consejos, CONSEJO_ROJO_CAMINO], acciones_sugeridas: acciones, ...extra };
}

function amarillo(si: string, titulo: string, propios: readonly string[], consejos: readonly string[], extra: Partial<Regla>): Regla {
  return { si, urgencia: 'amarillo', titulo, consejos: [...propios, ...consejos, CONSEJO_AMARILLO], acciones_sugeridas: ACCIONES_AMARILLO, ...extra };
}

// ---------------------------------------------------------------------------
// Sources, for the flows' `fuentes`
// ---------------------------------------------------------------------------

export const FUENTE_NG18: Fuente = {
  titulo: 'NICE NG18. Diabetes (type 1 and type 2) in children and young people: diagnosis and management (1.1 diagnóstico; reconocimiento de la cetoacidosis)',
  anio: 2015,
  url: 'https://www.nice.org.uk/guidance/ng18/chapter/Recommendations',
};

export const FUENTE_ISPAD_DIAS_ENFERMEDAD: Fuente = {
  titulo: 'Phelan H, et al. ISPAD Clinical Practice Consensus Guidelines 2022: Sick day management in children and adolescents with diabetes. Pediatr Diabetes 2022;23:912-925',
  anio: 2022,
  url: 'https://doi.org/10.1111/pedi.13415',
};

export const FUENTE_ISPAD_CETOACIDOSIS: Fuente = {
  titulo:
    'Glaser N, et al. ISPAD Clinical Practice Consensus Guidelines 2022: Diabetic ketoacidosis and hyperglycemic hyperosmolar state. Pediatr Diabetes 2022;23:835-856 (signos: respiración honda y suspirosa de Kussmaul, aliento a cetonas, vómitos, dolor de tripa, somnolencia, siempre con la glucosa alta)',
  anio: 2022,
  url: 'https://doi.org/10.1111/pedi.13406',
};

export const FUENTE_HIPOGLUCEMIA_CETOSICA: Fuente = {
  titulo:
    'Pediatric Endocrine Society. Ketotic hypoglycemia: a guide for families (cetonas altas tras horas sin comer o al estar enfermo, con o sin azúcar bajo; bebidas con azúcar a sorbos; urgencias si está adormilado, confuso o convulsiona)',
  anio: 2021,
  url: 'https://pedsendo.org/patient-resource/ketotic-hypoglycemia-a-guide-for-families',
};

export const FUENTE_HEADSMART: Fuente = {
  titulo: 'NHS GGC (Royal Hospital for Children Glasgow). Headache in children: advice for referrers (signos de alarma de HeadSmart; sin fecha, año de consulta)',
  anio: 2026,
  url: 'https://clinicalguidelines.scot.nhs.uk/rhc-for-health-professionals/guidelines/primary-care-referral-guidelines/medical-paediatric-pre-referral-guidance/headache-in-children-advice-for-referrers',
};

export const FUENTE_INVAGINACION: Fuente = {
  titulo: 'KidsHealth NZ (Starship / Paediatric Society of New Zealand). Intussusception (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://www.kidshealth.org.nz/intussusception',
};

/**
 * Round 9: black stools from iron, bismuth, blueberries or black liquorice in a well child are not blood
 * (NHS iron-deficiency treatment; Schmitt-Thompson "Stools - unusual color"). Asked before the blood
 * question of the flows that have one, which it hides when answered with the second option.
 */
export const CACA_NEGRA = {
  no: 'No es negra, o no toma ni ha comido nada de eso',
  hierro:
    'Es negra o verde muy oscura y está tomando hierro (gotas, jarabe o pastillas), o ha comido arándanos o regaliz negro, o ha tomado bismuto; y está bien, con su color de siempre',
} as const;

export const PREGUNTA_CACA_NEGRA_HIERRO: Pregunta = {
  id: 'caca_negra_hierro',
  texto: '¿La caca es negra y está tomando hierro, o ha comido o tomado algo que la oscurece?',
  tipo: 'opciones',
  opciones: [CACA_NEGRA.no, CACA_NEGRA.hierro],
  ayuda:
    'El hierro, el bismuto (algunas medicinas para el estómago), los arándanos y el regaliz negro vuelven la caca negra o verde muy oscura, y no es sangre. Elige la primera opción si además ves sangre roja, o si está pálido, mareado o ha vomitado sangre o algo como posos de café.',
};

/** The blood question of a flow that asks PREGUNTA_CACA_NEGRA_HIERRO is asked only when the black colour is not explained. */
export const CACA_NEGRA_SIN_EXPLICAR = `caca_negra_hierro != '${CACA_NEGRA.hierro}'`;
export const CACA_NEGRA_POR_HIERRO = `caca_negra_hierro = '${CACA_NEGRA.hierro}'`;

/** Streaks of blood and mucus in a thriving baby: cow's-milk protein proctocolitis (round 8). */
export const FUENTES_PROCTOCOLITIS: readonly Fuente[] = [
  {
    titulo: 'NICE CKS. Cows\' milk allergy in children (sangre y moco en las heces de un lactante que por lo demás está bien)',
    anio: 2024,
    url: 'https://cks.nice.org.uk/topics/cows-milk-allergy-in-children/',
  },
  {
    titulo:
      'Koletzko S, et al. Diagnostic approach and management of cow\'s-milk protein allergy in infants and children: ESPGHAN GI Committee practical guidelines. J Pediatr Gastroenterol Nutr 2012;55:221-229 (proctocolitis alérgica)',
    anio: 2012,
    url: 'https://doi.org/10.1097/MPG.0b013e31825c9482',
  },
];

export const FUENTE_ABSCESO_NHS: Fuente = {
  titulo:
    'NHS. Abscess: un absceso de la piel necesita que lo vea un médico, que suele vaciarlo; cita urgente o 111 si hay fiebre o escalofríos; no apretarlo ni pincharlo (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://www.nhs.uk/conditions/abscess/',
};

export const FUENTE_ABSCESO_PERIANAL_NINOS: Fuente = {
  titulo:
    'Rosen NG. Anorectal abscess in children (Medscape eMedicine, 2019): más frecuente en varones menores de 1 año; bulto rojo, elevado y doloroso junto al ano; a menudo hay que drenarlo',
  anio: 2019,
  url: 'https://emedicine.medscape.com/article/935226-overview',
};

export const FUENTE_NG141: Fuente = {
  titulo: 'NICE NG141. Cellulitis and erysipelas: antimicrobial prescribing (derivar al hospital si avanza deprisa o hay signos de infección grave)',
  anio: 2019,
  url: 'https://www.nice.org.uk/guidance/ng141/chapter/Recommendations',
};

export const FUENTE_DOLOR_ABDOMINAL_HT: Fuente = {
  titulo: 'NHS What 0-18 / Healthier Together. Abdominal pain: advice sheet for parents (sin fecha; año de consulta)',
  anio: 2026,
  url: 'https://www.what0-18.nhs.uk/professionals/gp-primary-care-staff/safety-netting-documents-parents/abdominal-pain',
};

// ---------------------------------------------------------------------------
// Diabetes and diabetic ketoacidosis
// ---------------------------------------------------------------------------

/**
 * One question, ordered from least to most serious ("elige la última que
 * encaje"). A child with known diabetes is split by the ketone reading the
 * family makes at home (NICE NG18: measure blood ketones; ISPAD 2022: 1.5
 * mmol/L or more, or urine ++, is a risk of DKA); below that, the flow's
 * result carries the sick-day advice (CONSEJO_DIAS_ENFERMEDAD).
 *
 * Round 18: the last answer lumped deep, sighing breathing with a fruity
 * breath, and a fruity ("acetona") breath alone is common after vomiting or
 * not eating. That breath alone in an alert child with no sign of diabetes now
 * belongs to the first answer (a new text): no rule of its own, the flow's
 * other questions decide, and the help and the verde advice say what to give.
 * It is not an answer of its own because every answer that goes on doubles the
 * exhaustive walk of the five flows that share the question. `cetoacidosis`
 * has a new text: deep, sighing breathing, or the breath with diabetes,
 * thirst, a lot of urine, weight loss, high glucose or ketones, or drowsiness
 * (ISPAD 2022; NICE NG18).
 */
export const DIABETES = {
  no: 'No (o solo le huele el aliento a acetona, sin diabetes ni mucha sed ni mucho pis, y está despierto y como siempre; o tiene diabetes y las cetonas están por debajo de 1,5)',
  conocidaCetonas:
    'Tiene diabetes y las cetonas en sangre están en 1,5 mmol/L o más (o 2 cruces o más en la tira de orina), o no las puedes medir',
  sintomas:
    'Estos días tiene mucha más sed y hace mucho más pis de lo normal (también de noche, o ha vuelto a mojar la cama), o ha adelgazado sin motivo',
  cetoacidosis:
    'Respira muy hondo y deprisa, como si suspirara; o le huele el aliento a fruta o a acetona y además tiene diabetes, mucha sed o mucho pis, ha adelgazado, le han medido el azúcar o las cetonas altos, o está adormilado o confuso',
} as const;

export const PREGUNTA_DIABETES: Pregunta = {
  id: 'signos_diabetes',
  texto: '¿Tiene diabetes, o le notas estos días mucha más sed y mucho más pis de lo normal, o le huele el aliento a acetona?',
  tipo: 'opciones',
  opciones: [DIABETES.no, DIABETES.conocidaCetonas, DIABETES.sintomas, DIABETES.cetoacidosis],
  ayuda:
    'Mucha sed, mucho pis, cansancio y pérdida de peso son las primeras señales de la diabetes en los niños. Si ya tiene diabetes, mide ahora la glucosa y las cetonas en sangre. El aliento a acetona (olor a fruta o a quitaesmalte) es muy frecuente cuando un niño ha vomitado o ha comido poco: si no hay nada más, elige la primera opción y, si está despierto y bebe, ofrécele a sorbos líquidos con azúcar (zumo, agua con azúcar o suero oral). Si encaja más de una opción, elige la última que encaje.',
  alarma: [DIABETES.conocidaCetonas, DIABETES.sintomas, DIABETES.cetoacidosis],
};

/** Signs of diabetes not yet diagnosed, or ketones at 1.5 or more in a child with diabetes. */
export const DIABETES_CON_SINTOMAS = `signos_diabetes IN ${lista([DIABETES.conocidaCetonas, DIABETES.sintomas])}`;
export const DIABETES_CETOACIDOSIS = `signos_diabetes = '${DIABETES.cetoacidosis}'`;

/**
 * Round 18: a fruity ("acetona") breath with no sign of diabetes in an alert child: starvation ketosis after
 * vomiting or not eating (Pediatric Endocrine Society 2021: sugary drinks in small sips; emergency if drowsy or
 * confused). Part of CONSEJO_DIAS_ENFERMEDAD, so the verde results of the flows that carry it say it.
 */
export const CONSEJO_ACETONA =
  'Si le huele el aliento a acetona (a fruta o a quitaesmalte) y no tiene diabetes, suele ser por haber vomitado o comido poco: ofrécele a menudo, a sorbos, líquidos con algo de azúcar (zumo, agua con azúcar o suero oral) y, cuando lo tolere, algo de comer; no lo dejes muchas horas en ayunas. Ve a urgencias si está adormilado o confuso, respira hondo y deprisa, no retiene nada de lo que bebe o le aparecen mucha sed y mucho pis.';

/** Sick-day advice for a child with diabetes whose ketones are below 1.5 (ISPAD 2022), and round 18's advice on a ketotic breath without diabetes, for the flows' amarillo and verde results. */
export const CONSEJO_DIAS_ENFERMEDAD = `Si tiene diabetes: sigue su plan de días de enfermedad, no dejes de ponerle la insulina basal aunque coma poco, mide la glucosa y las cetonas cada 2 horas y avisa a su equipo de diabetes. Ve a urgencias si las cetonas llegan a 1,5 mmol/L o más, vomita más de una vez o no retiene líquidos, respira hondo y deprisa o está adormilado. ${CONSEJO_ACETONA}`;

const CETOACIDOSIS_QUE_ES =
  'La sed y el pis abundantes con vómitos, dolor de tripa o respiración honda pueden ser una cetoacidosis diabética: el azúcar muy alto acidifica la sangre y es grave si no se trata enseguida en el hospital (NICE).';
const SI_TIENE_DIABETES =
  'Si ya tiene diabetes, ponle la insulina que indique su plan de días de enfermedad y avisa a su equipo de diabetes, pero no retrases la salida.';

/**
 * Rojo: deep, fast breathing (NG18 "hyperventilation"), or a ketotic breath
 * with diabetes, its symptoms, high glucose or ketones, or drowsiness (round
 * 18; ISPAD 2022), whatever the flow. Put it among the flow's rojo rules.
 */
export function reglaCetoacidosisRespiracion(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    DIABETES_CETOACIDOSIS,
    'Respiración honda y rápida, o aliento a acetona con diabetes, sed o somnolencia: posible cetoacidosis diabética',
    [
      'Respirar muy hondo y deprisa, o el aliento a fruta o a acetona en un niño con diabetes, con mucha sed y mucho pis o el azúcar alto, son signos de que la sangre se ha vuelto ácida (cetoacidosis diabética u otra causa grave); con el niño adormilado o confuso, el azúcar también puede estar muy bajo. Necesita atención inmediata (ISPAD; NICE).',
      SI_TIENE_DIABETES,
    ],
    consejos,
    extra,
    ACCIONES_112,
  );
}

/**
 * Rojo: signs of diabetes (or high ketones in a known diabetic) in a flow
 * whose main symptom is already a DKA feature (vomiting, abdominal pain):
 * NICE NG18 "suspect DKA and send to hospital immediately".
 */
export function reglaCetoacidosisSospecha(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    DIABETES_CON_SINTOMAS,
    'Mucha sed y mucho pis (o cetonas altas) con vómitos o dolor de tripa: posible cetoacidosis diabética',
    [CETOACIDOSIS_QUE_ES, SI_TIENE_DIABETES],
    consejos,
    extra,
  );
}

/**
 * Amarillo: signs of new diabetes without DKA features (NICE NG18 1.1.2:
 * refer the same day). For flows whose main symptom is not a DKA feature
 * (orina).
 */
export function reglaDiabetesSospechaSinCetoacidosis(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return amarillo(
    DIABETES_CON_SINTOMAS,
    'Mucha sed y mucho pis: posible diabetes',
    [
      'La sed y el pis abundantes, volver a mojar la cama o adelgazar sin motivo pueden ser el principio de una diabetes: hay que medirle el azúcar hoy mismo, no otro día (NICE). Si ya tiene diabetes y las cetonas están altas, llama ahora a su equipo de diabetes.',
      'Pide que lo vean hoy en tu centro de salud o en urgencias; no esperes a una cita programada.',
      'Ve a urgencias ahora si vomita, le duele la tripa, respira hondo y deprisa, está muy cansado o adormilado.',
    ],
    consejos,
    extra,
  );
}

// ---------------------------------------------------------------------------
// Testicular torsion and trapped hernia
// ---------------------------------------------------------------------------

export const PREGUNTA_TESTICULO_INGLE: Pregunta = {
  id: 'testiculo_ingle',
  texto: '¿Le duele o se le ha hinchado un testículo o la bolsa de los testículos (en los niños), o tiene un bulto doloroso en la ingle?',
  tipo: 'si_no',
  ayuda: 'En los niños, mira siempre los testículos cuando les duele la tripa o vomitan: a veces el dolor de un testículo se nota en la tripa.',
  alarma: ['si'],
};

export const TESTICULO_INGLE = `${PREGUNTA_TESTICULO_INGLE.id} = 'si'`;

/** Rojo: HT abdominal pain red "testicular pain"; NHS torsion and trapped hernia → A&E. */
export function reglaTesticuloIngle(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    TESTICULO_INGLE,
    'Dolor o hinchazón en un testículo o en la ingle',
    [
      'Un testículo que duele o se hincha de repente puede estar torcido (torsión): solo se salva si se opera en pocas horas. Un bulto doloroso en la ingle puede ser una hernia atrapada.',
      'No esperes a ver si se pasa, aunque el dolor mejore.',
      NADA_POR_BOCA,
    ],
    consejos,
    extra,
  );
}

// ---------------------------------------------------------------------------
// Intussusception
// ---------------------------------------------------------------------------

/** Intussusception peaks at 3 months-3 years and is rare after 5. */
export const EDADES_INVAGINACION = ['0-3 meses', '3-6 meses', '6-12 meses', '1-2 años', '2-5 años'] as const;

export const PREGUNTA_INVAGINACION: Pregunta = {
  id: 'invaginacion',
  texto:
    '¿Tiene crisis de llanto o de dolor muy fuerte que vienen y van (cada 10-20 minutos), en las que encoge las piernas y se pone pálido, aunque entre una y otra parezca tranquilo o adormilado? ¿O ha hecho una caca con sangre y moco, como mermelada de grosella?',
  tipo: 'si_no',
  ayuda:
    'No es lo mismo que el cólico del lactante (tardes de llanto en un bebé de pocas semanas que come y crece bien): aquí las crisis empiezan de golpe, se repiten y el niño se pone pálido o flojo.',
  mostrar_si: `edad_rango IN ${lista(EDADES_INVAGINACION)}`,
  alarma: ['si'],
};

export const INVAGINACION = `${PREGUNTA_INVAGINACION.id} = 'si'`;

/** Rojo: any suspicion of intussusception goes to hospital now. */
export function reglaInvaginacion(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    INVAGINACION,
    'Crisis de dolor con llanto y piernas encogidas: posible invaginación intestinal',
    [
      'Estas crisis pueden deberse a que un trozo de intestino se ha metido dentro de otro (invaginación): se trata en el hospital y cuanto antes, mejor.',
      'Si hay un pañal con sangre o moco, llévalo o hazle una foto.',
      NADA_POR_BOCA,
    ],
    consejos,
    extra,
  );
}

// ---------------------------------------------------------------------------
// Bilious vomiting
// ---------------------------------------------------------------------------

export const PREGUNTA_VOMITO_VERDE: Pregunta = {
  id: 'vomito_verde',
  texto: '¿Ha vomitado algo verde oscuro (como espinacas o hierba)?',
  tipo: 'si_no',
  ayuda: 'El vómito amarillento del estómago vacío no cuenta, ni el color de algo que haya comido o bebido.',
  alarma: ['si'],
};

export const VOMITO_VERDE = `${PREGUNTA_VOMITO_VERDE.id} = 'si'`;

/** Rojo: bilious vomiting (NICE CG84, NG1; HT red). */
export function reglaVomitoVerde(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    VOMITO_VERDE,
    'Vómito verde (bilis)',
    ['El vómito verde oscuro puede indicar que el intestino está obstruido: necesita valoración urgente aunque parezca estar bien.', NADA_POR_BOCA],
    consejos,
    extra,
  );
}

// ---------------------------------------------------------------------------
// Perianal abscess
// ---------------------------------------------------------------------------

/**
 * Mild versus severe (issue 9, pattern 5), least serious first. A painful, red, hot or growing lump beside
 * the anus is an abscess until shown otherwise (amarillo, same day); redness spreading in hours, extreme pain
 * or purple, black or blistered skin is a spreading deep infection (rojo, as in hinchazon_local; NICE NG141).
 */
export const BULTO_ANO = {
  no: 'No',
  bulto: 'Sí: un bulto junto al ano que le duele al tocarlo, al sentarse o al hacer caca, o que está rojo, caliente o va creciendo',
  extendido:
    'Sí, y la rojez se extiende deprisa (en pocas horas) por el culete, los muslos o los genitales, le duele muchísimo, o la piel se pone morada, negra o con ampollas',
} as const;

export const PREGUNTA_BULTO_ANO: Pregunta = {
  id: 'bulto_ano',
  texto: '¿Le ha salido un bulto junto al ano (en el borde del culete) que le duele, está rojo o caliente, o va creciendo?',
  tipo: 'opciones',
  opciones: [BULTO_ANO.no, BULTO_ANO.bulto, BULTO_ANO.extendido],
  ayuda:
    'Míralo con buena luz al cambiarle el pañal o en el baño. Un pellejito blando que no duele junto a una pequeña herida del ano, o una bolita blanda y azulada que sale al hacer fuerza y luego se esconde, no cuentan aquí. Si encaja más de una opción, elige la última que encaje.',
  alarma: [BULTO_ANO.extendido],
};

export const BULTO_ANO_ABSCESO = `${PREGUNTA_BULTO_ANO.id} = '${BULTO_ANO.bulto}'`;
export const BULTO_ANO_EXTENDIDO = `${PREGUNTA_BULTO_ANO.id} = '${BULTO_ANO.extendido}'`;

const NO_APRETAR_BULTO = 'No lo aprietes ni lo pinches.';

/** Rojo: a perianal infection spreading fast, very painful or with purple, black or blistered skin (NICE NG141). */
export function reglaInfeccionAnoExtendida(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    BULTO_ANO_EXTENDIDO,
    'Bulto junto al ano con una rojez que se extiende deprisa: posible infección grave',
    [
      'Una infección junto al ano que se extiende en pocas horas, duele muchísimo o pone la piel morada, negra o con ampollas puede estar invadiendo los tejidos de debajo de la piel: necesita tratamiento en el hospital ahora.',
      `${NO_APRETAR_BULTO} Si puedes, marca con un bolígrafo el borde de la rojez para que el médico vea si avanza.`,
      NADA_POR_BOCA,
    ],
    consejos,
    extra,
  );
}

/** Amarillo: a painful, red, hot or growing lump beside the anus is an abscess until shown otherwise (NHS; Medscape). */
export function reglaAbscesoPerianal(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return amarillo(
    BULTO_ANO_ABSCESO,
    'Bulto doloroso junto al ano: posible absceso',
    [
      'Un bulto junto al ano que duele, está rojo o caliente o va creciendo, sobre todo con fiebre, suele ser un absceso (una bolsa de pus): no se cura solo y muchas veces hay que vaciarlo. Que lo vea hoy un médico.',
      `${NO_APRETAR_BULTO} Mientras tanto, un baño de asiento con agua templada alivia; límpiale con agua, sin frotar.`,
      'Ve a urgencias ahora si la rojez se extiende deprisa por el culete, los muslos o los genitales, la piel se pone morada o con ampollas, o lo ves muy decaído, pálido o con escalofríos.',
    ],
    consejos,
    extra,
  );
}

// ---------------------------------------------------------------------------
// Raised intracranial pressure
// ---------------------------------------------------------------------------

/** Headache can be reported from about 2 years; babies are covered by the fontanelle and the global signs. */
export const EDADES_CABEZA = ['2-5 años', '5-12 años', '12+ años'] as const;

export const CABEZA = {
  no: 'No',
  manana:
    'Le duele la cabeza al despertarse por la mañana (o le despierta por la noche) y vomita, y le pasa cada vez más desde hace días o semanas',
  neurologico:
    'Bizquea o ve doble, camina torpe o se tambalea, le cuesta hablar o mover un lado del cuerpo, o está cada vez más dormido o cambiado de carácter',
} as const;

export const PREGUNTA_CABEZA_MANANA: Pregunta = {
  id: 'cabeza_manana',
  texto: '¿Le pasa alguna de estas cosas?',
  tipo: 'opciones',
  opciones: [CABEZA.no, CABEZA.manana, CABEZA.neurologico],
  ayuda: 'Si encaja más de una opción, elige la última que encaje.',
  mostrar_si: `edad_rango IN ${lista(EDADES_CABEZA)}`,
  alarma: [CABEZA.neurologico],
};

export const CABEZA_NEUROLOGICO = `${PREGUNTA_CABEZA_MANANA.id} = '${CABEZA.neurologico}'`;
export const CABEZA_MANANA = `${PREGUNTA_CABEZA_MANANA.id} = '${CABEZA.manana}'`;

/** Rojo: new neurological signs (NICE NG143 red "focal neurological signs"; NG12; HeadSmart). */
export function reglaCabezaNeurologico(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    CABEZA_NEUROLOGICO,
    'Vómitos o dolor de cabeza con signos neurológicos',
    [
      'Bizquear o ver doble, caminar torpe, tener dificultad para hablar o mover un lado del cuerpo, o estar cada vez más dormido pueden indicar un problema dentro de la cabeza (presión alta, infección, sangrado): necesita valoración urgente.',
      'No le des medicinas que den sueño. Si tiene una convulsión o deja de responder, llama al 112.',
    ],
    consejos,
    extra,
    ACCIONES_112,
  );
}

/**
 * Amarillo: early-morning headache with vomiting, worsening over days or
 * weeks (HeadSmart; NHS GGC: refer urgently or consider acute assessment).
 */
export function reglaCabezaManana(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return amarillo(
    CABEZA_MANANA,
    'Dolor de cabeza al despertar con vómitos, cada vez más',
    [
      'El dolor de cabeza que aparece al despertarse o que le despierta, con vómitos, y que va a más en días o semanas, debe valorarlo hoy un médico: hay que descartar que haya más presión dentro de la cabeza.',
      'Apunta desde cuándo le pasa, a qué hora y qué otras cosas notas (visión, equilibrio, carácter, rendimiento en el colegio).',
      'Ve a urgencias ahora si bizquea o ve doble, camina torpe, le cuesta hablar, está cada vez más dormido o tiene una convulsión.',
    ],
    consejos,
    extra,
  );
}

// ---------------------------------------------------------------------------
// Breathing, in one question (flows where breathing is not the main symptom)
// ---------------------------------------------------------------------------

/**
 * Mild versus severe breathing trouble with the age-specific rates as counts
 * the parent can make (issue 9, patterns 2 and 5), in one question so a tummy
 * or skin flow stays short: helper R's one-question form of
 * banderas-respiracion.ts (NICE NG143: RR > 60 red at any age, > 50 under 1
 * year and > 40 from 1 year amber; grunting, pauses and marked recession red;
 * nasal flaring or a little drawing-in amber; NG9; WHO IMCI below 6 months),
 * re-exported so every flow asks it with the same words. The rule builders
 * below take the flow's own title and advice.
 */
export {
  PREGUNTA_RESPIRACION_RESUMIDA as PREGUNTA_RESPIRACION,
  RESPIRACION_RESUMIDA as RESPIRACION,
  RESPIRACION_RESUMIDA_DEPRISA as RESPIRACION_DEPRISA,
  RESPIRACION_RESUMIDA_GRAVE as RESPIRACION_GRAVE,
} from './banderas-respiracion.ts';

/** Rojo: RR > 60, pauses, grunting, marked recession, too breathless to feed or talk (NICE NG143/NG9 red; HT red). */
export function reglaRespiracionGrave(titulo: string, consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    RESPIRACION_RESUMIDA_GRAVE,
    titulo,
    [
      'Respirar más de 60 veces por minuto, hacer pausas, quejarse con cada respiración o que se le hundan mucho las costillas son signos de que le falta el aire (NICE): necesita atención inmediata.',
      'Mantenlo incorporado, en la postura en la que mejor respire, y no le des de comer ni de beber.',
    ],
    consejos,
    extra,
    ACCIONES_112,
  );
}

/** Amarillo: fast for the age or a little drawing-in (NICE NG143 amber; HT amber "breathing a bit faster"). */
export function reglaRespiracionDeprisa(titulo: string, consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return amarillo(
    RESPIRACION_RESUMIDA_DEPRISA,
    titulo,
    [
      'Respirar deprisa para su edad, o con un poco de esfuerzo, es un signo de alerta (NICE): puede ser una infección del pulmón, falta de líquido o una descompensación de la diabetes. Que lo vea hoy un médico.',
      'Vuelve a contar sus respiraciones dentro de un rato, con el niño tranquilo: si pasan de 60 por minuto, o empieza a quejarse, a hacer pausas o se le hunden mucho las costillas, llama al 112.',
    ],
    consejos,
    extra,
  );
}
