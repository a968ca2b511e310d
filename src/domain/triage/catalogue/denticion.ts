/**
 * Dentición. Teething causes only mild symptoms (drooling, gum rubbing,
 * irritability, poor appetite, at most a temperature below 38 °C): NICE CKS
 * Teething and the Schmitt-Thompson "Teething" protocol warn that blaming
 * teething for a fever, diarrhoea or an ill child delays the diagnosis of
 * otitis, urinary infection or meningitis. So this flow looks first for what
 * is NOT teething (the NICE NG143 red and amber features, fever with its age
 * gates), points to the fever/diarrhoea flows, and otherwise gives home care
 * with safe soothing advice (FDA/AAP: no benzocaine or lidocaine gels, no
 * amber necklaces). Paracetamol 10-15 mg/kg (SPEC §9 for teething) and
 * ibuprofen from 6 months. Round 2 (issue 9): a fever follows the whole NICE
 * NG143 traffic light (amber features → amarillo, red → rojo, only green-only
 * fever is verde with the fever safety net); a dental abscess or facial
 * swelling (NHS) and a swallowed battery, magnet, product or object
 * (banderas-ingesta.ts) are asked. Round 12: a swallowed medicine follows
 * intoxicacion's criteria with the same questions (banderas-medicamentos.ts):
 * any symptom or a dangerous or unknown medicine → rojo; one extra dose of the
 * child's own paracetamol or ibuprofen, or a low-toxicity medicine, without
 * symptoms → verde with the Servicio de Información Toxicológica first.
 */
import type { Flujo, MedicacionSugerida } from '../types.ts';
import {
  ACCION,
  antitermicos,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  consejoVuelveSi,
  IBUPROFENO,
  lista,
  MANCHAS,
  MOTIVOS_ALARMA_GLOBALES,
  paracetamol,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  AVISO_PREOCUPADO,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_DIAS_FIEBRE,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import {
  FUENTE_FAPAP_MEDICAMENTOS,
  FUENTE_MERCK_NO_PELIGROSAS,
  FUENTES_ANTICONCEPTIVOS,
  FUENTES_MEDICAMENTOS,
  MEDICAMENTO_AMARILLO,
  MEDICAMENTO_VERDE,
  preguntaMedicamentoRiesgo,
  preguntaSintomasMedicamento,
  preguntasMedicamento,
  reglaAnticonceptivo,
  reglaDosisDeMas,
  reglaMedicamentoInocuo,
  SI_NO_NOSE,
  TELEFONO_TOXICOLOGIA,
} from './banderas-medicamentos.ts';
import { DIENTES, FUENTES_DIENTES, PREGUNTA_DIENTES, reglaDienteDanado, reglaDienteDefinitivo, reglaDienteLeche } from './banderas-dientes.ts';
import {
  PREGUNTA_RESPIRACION_RESUMIDA,
  RESPIRACION_RESUMIDA,
  reglaRespiracionResumidaAmarillo,
  reglaRespiracionResumidaRojo,
} from './banderas-respiracion.ts';
import {
  FUENTE_ESPGHAN_PILAS,
  FUENTE_MONTREAL_PILAS,
  FUENTE_NASPGHAN_CUERPO_EXTRANO,
  EDADES_INGESTA,
  FUENTES_INGESTA_INOCUA,
  INGESTA,
  INGESTA_QUE,
  ingestaInocua,
  PREGUNTA_INGESTA,
  preguntaIngestaQue,
  reglaIngestaInocua,
  reglaIngestaPilaIman,
  reglaIngestaSinSintoma,
} from './banderas-ingesta.ts';
import { conCribado } from './cribado-otras-puertas.ts';

export { INGESTA, RESPIRACION_RESUMIDA as RESPIRACION };

/**
 * Round 12: after "a medicine or a product" (banderas-ingesta), whether it was a medicine, so a medicine follows
 * intoxicacion's criteria (banderas-medicamentos.ts) instead of a blanket amarillo.
 */
export const INGESTA_TIPO = {
  medicamento: 'Un medicamento o vitaminas',
  otro: 'Otro producto: de limpieza, de aseo o de cosmética, una planta, una seta u otra cosa',
  noSe: 'No lo sé',
} as const;

/** The age term keeps these conditions false (not unknown) where the ingestion question is not asked. */
const CON_INGESTA = `edad_rango IN ${lista(EDADES_INGESTA)}`;
const INGESTA_PRODUCTO = `${CON_INGESTA} AND ingesta = '${INGESTA.producto}'`;
/** A medicine is on the path of intoxicacion's medicine questions. */
const INGESTA_MEDICAMENTO = `${INGESTA_PRODUCTO} AND ingesta_medicamento = '${INGESTA_TIPO.medicamento}'`;
const MEDICAMENTO_SIN_RIESGO = `${INGESTA_MEDICAMENTO} AND sintomas_medicamento = 'no' AND medicamento_riesgo = '${SI_NO_NOSE.no}'`;
/** Where the round 8 harmless-thing question is asked: an object, or a product that is not a medicine. */
const INGESTA_NO_MEDICAMENTO = `${CON_INGESTA} AND (ingesta = '${INGESTA.objeto}' OR (ingesta = '${INGESTA.producto}' AND ingesta_medicamento = '${INGESTA_TIPO.otro}'))`;
/** Round 18: the shared follow-up (banderas-ingesta.ts) replaces round 8's ingesta_inocua, from 1 year, on the same path. */
const INGESTA_QUE_VISIBLE = `${INGESTA_NO_MEDICAMENTO} AND edad_rango NOT IN ${lista(['0-3 meses', '3-6 meses', '6-12 meses'])}`;
const INGESTA_INOCUA = ingestaInocua(INGESTA_QUE_VISIBLE, true);

/** SPEC §9: paracetamol 10-15 mg/kg "for lactation or teething". */
export const PARACETAMOL_DENTICION: MedicacionSugerida = {
  med: 'paracetamol',
  dosis_por_kg: '10-15 mg/kg cada 6-8 horas (máximo 60 mg/kg/día)',
  ejemplo: 'Para {peso} kg: {dosis} por toma, cada 6-8 horas; no más de 4 tomas en 24 horas y no más de 1-2 días seguidos sin consultar.',
};

/** Whether the child has a fever and whether it was measured (NICE NG143: take parents' reported fever seriously). */
export const FIEBRE = {
  no: 'No tiene fiebre (menos de 38 °C) o no lo noto caliente',
  medida: 'Sí, le he medido 38 °C o más, o menos de 36 °C',
  sinMedir: 'Lo noto caliente, pero no se la he medido',
} as const;


/**
 * Dental abscess or facial cellulitis from a tooth (NHS "Dental abscess"; NHS
 * 111 Wales "Swelling (mouth and face)"): a red, hot, swollen cheek or a
 * lump of pus on the gum by a decayed or injured tooth needs a doctor or an
 * urgent dentist the same day (antibiotics, the tooth treated); swelling that
 * reaches the eye or the neck, or makes it hard to swallow saliva or breathe,
 * is A&E now. Round 18: limited mouth opening with the airway clear is the
 * same-day answer (SDCEP MADP 2013). The swollen, red gum over an erupting tooth is normal
 * teething and is the first answer.
 */
export const HINCHAZON = {
  no: 'No (la encía algo hinchada o roja justo donde está saliendo el diente, o las mejillas coloradas, son normales)',
  /**
   * Round 18: new text. Besides the swollen cheek and the gum boil, a painful swollen gum or jaw (also round an
   * erupting back tooth: pericoronitis) that does not let the child open the mouth well, with or without fever, while
   * the child swallows saliva and breathes normally and the swelling does not reach the eye or the neck: urgent dental
   * care the same day (SDCEP MADP 2013 acute pericoronitis and acute apical abscess: the airway is compromised only if
   * the child cannot swallow their own saliva or push the tongue out; HEIW Wales). One answer for the same-day dental
   * infections keeps the flow's walk within its time.
   */
  absceso:
    'La mejilla está hinchada (abultada, no solo colorada), tiene un bulto con pus en la encía junto a un diente picado, roto o que se golpeó, o le duele la encía o la mandíbula, hinchada, y no puede abrir bien la boca (también junto a una muela que le está saliendo); pero traga su saliva, respira bien y la hinchazón no llega al ojo ni baja al cuello',
  /** Round 18: new text; limited mouth opening with the airway clear is the amarillo answer above (SDCEP MADP 2013; NICE CKS Dental abscess). */
  grave:
    'La hinchazón le llega al ojo o baja al cuello o por debajo de la mandíbula, crece deprisa, se le hincha debajo de la lengua o no puede sacarla, no puede tragar su saliva (babea) o le cuesta respirar, o está muy decaído',
} as const;

/**
 * Round 13: a teething child bites and chews hard food (raw carrot or apple, bread crusts, teething biscuits) and can
 * choke on a piece. After a choking episode, a cough that goes on, a new wheeze, faster breathing or the chest drawing
 * in, even mild or hours later, is a possible inhaled piece of food (Resuscitation Council UK 2021; ERC 2021; NICE CKS
 * Cough: suspected inhaled foreign body → immediate referral; Schmitt-Thompson "Choking") → rojo. A choking episode that
 * fully stopped follows cuerpo_extrano: the piece not seen coming out whole → amarillo; seen → the flow's own result,
 * whose safety net names a cough, wheeze or fast breathing after choking. One question, so that only the amarillo
 * answer continues (pruned) besides "no": the walk-all-paths check stays within its time.
 */
export const ATRAGANTAMIENTO = {
  no: 'No se ha atragantado, o se atragantó pero viste salir el trozo entero y desde entonces respira, tose y come como siempre',
  pasado: 'Se atragantó y desde entonces respira, tose y come como siempre, pero no viste salir el trozo entero',
  sintomas:
    'Sí, y desde entonces sigue tosiendo, le pita o le silba el pecho, respira más deprisa o se le hunde el pecho o la piel entre las costillas al respirar, aunque sea poco o le haya empezado horas después',
} as const;

/** Asked from 3 months, when babies start to put things in their mouth and bite (the age term keeps the conditions false, not unknown, below). */
const CON_ATRAGANTAMIENTO = "edad_rango != '0-3 meses'";
const ATRAGANTAMIENTO_PASADO = `${CON_ATRAGANTAMIENTO} AND atragantamiento_comida = '${ATRAGANTAMIENTO.pasado}'`;

/** Teeth come from about 6 months: the abscess and injured-teeth questions are asked from then. */
const EDADES_SIN_DIENTES = ['0-3 meses', '3-6 meses'] as const;
/** Babies under 1 year who swallowed something are always seen (FAPap 2015), as in intoxicacion and cuerpo_extrano. */
const EDADES_MENOR_1 = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;

/** A blow to the mouth is a blow to the head: the head watch list goes with the teeth results here too (NICE NG232; HT head injury). */
const GOLPE_ES_CABEZA =
  'Un golpe en la boca es también un golpe en la cabeza: si vomita 2 veces o más, está muy dormido, confuso o raro, tiene una convulsión o le duele la cabeza cada vez más, ve a urgencias o llama al 112 (mira también el apartado «Golpes y caídas»).';

/** Any fever the parent reports: measured at 38 °C or more, or felt and not measured (NICE NG143: take it seriously). */
export const CON_FIEBRE = `((fiebre = '${FIEBRE.medida}' AND temperatura >= 38) OR fiebre = '${FIEBRE.sinMedir}')`;

/** Round 18: when a dental infection with the airway clear turns into an emergency (SDCEP MADP 2013; NHS Dental abscess). */
const URGENCIAS_SI_SE_EXTIENDE =
  'Ve a urgencias ahora o llama al 112 si la hinchazón crece deprisa o llega al ojo, al cuello o debajo de la lengua, si babea porque no puede tragar su saliva, si le cuesta respirar o si está muy decaído.';

/** What does and does not help with teething (Schmitt "Teething"; FDA 2018 via AAP News). */
export const CONSEJOS_DENTICION: readonly string[] = [
  'Dale a morder un mordedor de goma firme o un paño limpio y húmedo enfriados en la nevera (no en el congelador), o masajéale la encía con un dedo limpio durante un par de minutos.',
  'No uses geles ni cremas para las encías con benzocaína o lidocaína: pueden ser peligrosos en niños pequeños. Tampoco collares, pulseras ni tobilleras de ámbar u otras cuentas: pueden ahogarle o estrangularle.',
  'Límpiale la baba de la barbilla a menudo para evitar irritaciones.',
];

const consejosRojo = (...propios: string[]): string[] => [
  ...propios,
  'Los dientes no causan estos signos: no esperes a ver si es la dentición.',
  CONSEJO_ROJO_CAMINO,
];

const consejosAmarillo = (...propios: string[]): string[] => [
  ...propios,
  'La dentición no causa fiebre alta, diarrea ni que el niño esté decaído: hay que buscar otra causa (por ejemplo, una otitis o una infección de orina).',
  CONSEJO_AMARILLO,
];

/** Round 9: gum bleeding in a child with a bleeding disorder or on anticoagulants, severe form first. */
export const SANGRADO_COAGULACION = {
  no: 'No: no tiene ningún problema de coagulación, o la encía no le sangra o para al apretar',
  grave:
    'Sí, tiene un problema de coagulación o toma anticoagulantes, y sangra mucho (se le llena la boca de sangre o empapa una gasa tras otra), o además se ha dado un golpe en la cabeza o en la boca',
  rezuma:
    'Sí, tiene un problema de coagulación o toma anticoagulantes, y la encía sigue sangrando tras 10 minutos apretando con una gasa, o lleva horas rezumando sangre',
} as const;

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

/** Teething children chew everything (round 8). */
const GUARDA_FUERA_DE_ALCANCE =
  'Mientras un niño que está echando los dientes lo muerde todo, guarda fuera de su alcance las pilas, los imanes, las medicinas y los productos de limpieza.';

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: paracetamol() });

/**
 * A tooth knocked out, broken or loosened by a blow is not teething: asked here with the shared question
 * (round 6, banderas-dientes.ts); a permanent tooth knocked out is time-critical (IADT 2020, NHS "Knocked-out tooth").
 */
const POR_UN_GOLPE =
  'se da un golpe en la boca y se le rompe, se mueve, se le mete en la encía o se le sale un diente (no es la dentición: que lo vea hoy un dentista; si es un diente definitivo que se ha salido, ve ya)';

/** Round 13: the choking safety net of every verde (cuerpo_extrano's verde; Resuscitation Council UK; ERC). */
const ATRAGANTO_DESPUES =
  'se ha atragantado mordiendo o comiendo algo y después, en las horas o los días siguientes, tose sin parar, le pita o le silba el pecho, respira deprisa o se le hunde el pecho al respirar (ve a urgencias ahora: un trozo puede haberse ido al pulmón)';

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'tiene fiebre y es menor de 3 meses',
  'bebe menos de la mitad de lo normal o moja muchos menos pañales',
  'está decaído, no sonríe ni te hace caso',
  'lo ves peor o estás más preocupado',
  POR_UN_GOLPE,
  ATRAGANTO_DESPUES,
]);

/** The fever safety net (NICE NG143 amber and red features), for the verde results with fever. */
const VUELVE_SI_FIEBRE = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'respira deprisa o se le abren las aletas de la nariz',
  'bebe menos de la mitad de lo normal, tiene la boca seca o moja muchos menos pañales',
  'está decaído, pálido, no sonríe o no te hace caso ni cuando le baja la fiebre',
  'tiene el cuello rígido o la fontanela abultada',
  'la fiebre llega a 39 °C o más y tiene menos de 6 meses, o dura 5 días o más',
  'tiene tiritonas fuertes, o se le hincha un brazo, una pierna o una articulación o no quiere apoyarlos',
  'se toca la oreja o llora como de dolor con la fiebre',
  'lo ves peor o estás más preocupado',
  ATRAGANTO_DESPUES,
]);

const CONSULTA_SI = consejoConsultaSi([
  'tiene fiebre de 38 °C o más (no es de los dientes: usa el apartado de fiebre)',
  'las molestias no mejoran en unos días o no le deja dormir ni comer',
  'le ves las encías con llagas o ampollas, o le sangran',
]);

const MENOR_3_MESES = "edad_rango = '0-3 meses'";
/**
 * Once an answer asked early already makes the result amarillo (breathing fast, a tooth hurt by a blow, a
 * swallowed product or object, a dental abscess), the later questions that can only give amarillo or verde
 * are not asked: their rules come after those ones and could not change the result. The ones that can still
 * give rojo (the face, the fever and its red signs) are. Round 6: it also keeps the flow's walk reviewable.
 */
const SIN_AMARILLO_PREVIO = [
  `respiracion != '${RESPIRACION_RESUMIDA.deprisa}'`,
  // Round 13: a choking episode whose piece was not seen coming out is an earlier amarillo too.
  `(edad_rango = '0-3 meses' OR atragantamiento_comida != '${ATRAGANTAMIENTO.pasado}')`,
  `dientes NOT IN ${lista([DIENTES.lecheFuera, DIENTES.danado])}`,
  // Round 12: a medicine with one of intoxicacion's verde answers is not an earlier amarillo either.
  `(edad_rango NOT IN ${lista(EDADES_INGESTA)} OR ingesta NOT IN ${lista([INGESTA.producto, INGESTA.objeto])} OR (${INGESTA_INOCUA}) OR (${MEDICAMENTO_SIN_RIESGO} AND ${MEDICAMENTO_VERDE}))`,
  `absceso_dental != '${HINCHAZON.absceso}'`,
].join(' AND ');
const NO_MENOR_3_MESES = "edad_rango != '0-3 meses'";

export const denticion: Flujo = conCribado({
  ...FICHAS.denticion,
  fuentes: [
    ...FUENTES_INGESTA_INOCUA,
    {
      titulo: 'Irish Haemophilia Society. Bleeding and injuries (los sangrados de boca y lengua cuestan de parar y suelen necesitar tratamiento) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://haemophilia.ie/haemophilia/bleeding-and-injuries/',
    },
    {
      titulo: "Norton Children's. Hemophilia: bleeds (sangrado de boca que no para en 20 minutos: llamar al equipo) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://nortonchildrens.com/health-library/article?url=%2Fen%2Fparents%2Fhemophilia-bleeds.html',
    },
    {
      titulo: 'Northern Devon Healthcare NHS Trust. Inherited bleeding disorders (mild or moderate): advice for the parents and carers of children (golpe en la cabeza o sangrado que no para → urgencias)',
      anio: 2013,
      url: 'https://www.northdevonhealth.nhs.uk/2013/10/inherited-bleeding-disorders-mild-or-moderate/',
    },
    {
      titulo: "Seattle Children's (Schmitt BD). Teething – Should your child see a doctor? (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/teething/',
    },
    {
      titulo: 'NICE CKS Teething, citado por un blog de médicos de urgencias extrahospitalarias (Out of hours blog)',
      anio: 2019,
      url: 'https://outofhoursblog.wordpress.com/2019/03/24/teething/',
    },
    {
      titulo: 'AAP News. FDA: Teething necklaces can lead to choking (y aviso sobre la benzocaína)',
      anio: 2018,
      url: 'https://publications.aap.org/aapnews/news/9241/FDA-Teething-necklaces-can-lead-to-choking',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'NHS. Dental abscess (dentista urgente; 999 o urgencias si cuesta respirar, el ojo se hincha o hay mucha hinchazón en la boca) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/dental-abscess/',
    },
    {
      titulo: 'NHS 111 Wales. Swelling (mouth and face) (a urgencias si la hinchazón impide abrir la boca, tragar o respirar, o está junto al ojo) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://111.wales.nhs.uk/encyclopaedia/s/article/swelling(mouthandface)',
    },
    {
      titulo:
        'SDCEP (Scottish Dental Clinical Effectiveness Programme). Management of Acute Dental Problems (MADP): acute pericoronitis (including erupting teeth in children) y acute apical abscess (vía aérea comprometida si no traga su saliva o no puede sacar la lengua → urgencias; si no, atención dental urgente; niños: analgésico, cepillado suave y enjuagues)',
      anio: 2013,
      url: 'https://www.sdcep.org.uk/published-guidance/acute-dental-problems/',
    },
    {
      titulo: 'NICE CKS. Dental abscess (trismo y disfagia entre los síntomas; al hospital si compromiso de la vía aérea, infección que progresa deprisa, gran hinchazón facial o afectación general grave) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/dental-abscess/',
    },
    {
      titulo: 'HEIW (Health Education and Improvement Wales) GP CPD. Acute pericoronitis (trismo, fiebre o hinchazón sin compromiso de la vía aérea: tratamiento dental y antibiótico, no urgencias del hospital) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://gpcpd.heiw.wales/clinical/facial-pain/acute-pericoronitis/',
    },
    {
      titulo: 'Schmitt-Thompson. Earache (fiebre con dolor de oído: verlo en 24 horas) (Swedish Kids Symptom Checker) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.swedish.org/classes-and-resources/swedish-kids-symptom-checker?Symptom=31',
    },
    {
      titulo: 'Resuscitation Council UK. Paediatric basic life support guidelines 2021 (atragantamiento: valoración médica si queda tos persistente, dificultad para tragar o tras compresiones)',
      anio: 2021,
      url: 'https://www.resus.org.uk/library/2021-resuscitation-guidelines/paediatric-basic-life-support-guidelines',
    },
    {
      titulo: 'Van de Voorde P et al. European Resuscitation Council Guidelines 2021: Paediatric Life Support (obstrucción de la vía aérea por cuerpo extraño). Resuscitation 2021;161:327-387',
      anio: 2021,
      url: 'https://doi.org/10.1016/j.resuscitation.2021.02.015',
    },
    {
      titulo: 'NICE CKS. Cough: acute with chest signs in children / inhaled foreign body (sospecha de cuerpo extraño inhalado: derivación inmediata) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/cough/',
    },
    FUENTE_ESPGHAN_PILAS,
    FUENTE_NASPGHAN_CUERPO_EXTRANO,
    FUENTE_MONTREAL_PILAS,
    ...FUENTES_MEDICAMENTOS,
    FUENTE_MERCK_NO_PELIGROSAS,
    FUENTE_FAPAP_MEDICAMENTOS,
    ...FUENTES_ANTICONCEPTIVOS,
    ...FUENTES_DIENTES,
    {
      titulo: 'AEMPS CIMA. Ficha técnica Paracetamol 100 mg/ml solución oral (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cima.aemps.es/cima/dochtml/ft/68318/FT_68318.html',
    },
    {
      titulo: 'AEMPS CIMA. Ficha técnica Dalsy 40 mg/ml suspensión oral (ibuprofeno) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://cima.aemps.es/cima/dochtml/ft/69726/FT_69726.html',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 18, la pregunta de lo inofensivo es ahora la compartida (banderas-ingesta.ts): la ronda 8 tenía aquí su propia pregunta (ingesta_inocua: un poco de pasta de dientes, crema, jabón, cera, tiza o gel de sílice, o un objeto pequeño y liso que no es de metal, sin toser ni atragantarse → verde desde 1 año). La sustituye, en el mismo camino (un objeto, o un producto que no es un medicamento, desde 1 año), la pregunta compartida por todas las puertas (ingesta_que), con la misma lista de productos casi inofensivos que intoxicacion (ahora también el líquido de pompas, la flor de Pascua, la plastilina comprada…) y sus mismas condiciones: como mucho un vómito, un rato de tripa o un escozor de boca desde entonces (intoxicacion); o un solo objeto pequeño, liso y sin punta que no es de metal ni una pila, sin toser al tragarlo y sin babear más de lo normal, dejar de comer, dolor, tos ni vómitos (cuerpo_extrano; NASPGHAN 2015, ESPGHAN 2021). El verde es el compartido, con la llamada al Servicio de Información Toxicológica como primera acción y el consejo de la dentición; «otra cosa o no estoy seguro» sigue en amarillo, y los menores de 1 año, las pilas, los imanes y los medicamentos siguen como estaban.',
    'Ronda 8, absceso o dentición: el NHS ("Teething") describe la mejilla colorada, el babeo y morderlo todo como síntomas normales de la dentición; la antigua respuesta de absceso ("mejilla hinchada, roja o caliente") recogía también la mejilla colorada. La pregunta cambia de id (hinchazon_cara → absceso_dental) y pide una cara hinchada (abultada, no solo colorada) o un bulto con pus en la encía → amarillo; hinchazón hasta el ojo o el cuello, o no poder abrir la boca, tragar o respirar → rojo, como antes. La dentición no da fiebre de 38 °C o más (NICE CKS; Seattle Children\'s), como ya decía el flujo.',
    'Ronda 8, algo inofensivo en la boca (issue "el verde se gana"): un niño que echa los dientes lo muerde todo. Si ha sido solo un poco de algo que los centros de toxicología dan por casi inofensivo (pasta de dientes, crema, jabón, cera, tiza, gel de sílice; Merck, NPIS) o un objeto pequeño y liso que no es de metal, sin toser ni atragantarse (Alder Hey, Leeds Teaching Hospitals, NASPGHAN), desde 1 año y sin ningún síntoma → verde con el Servicio de Información Toxicológica como primera acción (pregunta nueva ingesta_inocua). Las pilas, los imanes, los medicamentos, los productos y los objetos que no cumplen esas condiciones siguen igual (amarillo o rojo), y en menores de 1 año siempre amarillo (FAPap 2015).',
    'Fiebre: NICE CKS dice que la dentición puede dar, como mucho, una temperatura por debajo de 38 °C, y Schmitt que no da fiebre. Con 38 °C o más el flujo dice claramente que no es de los dientes y aplica el semáforo de NICE NG143 como el flujo fiebre (ronda 2: antes casi toda fiebre salía verde). ROJO: menor de 3 meses con 38 °C o más, menos de 36 °C o sin poder medirla; color pálido, moteado o azulado; no responde o llanto débil o agudo; manchas que no se borran; respiración grave (más de 60 por minuto, quejido, pausas, costillas muy hundidas); y, preguntados solo si hay fiebre, cuello rígido, fontanela abultada o una convulsión (NICE NG143 rojo; SEUP 112 para la convulsión). AMARILLO (rasgos ámbar de NG143): bebe menos de la mitad, tiene la boca seca o moja muchos menos pañales; está decaído, más pálido de lo normal, no sonríe o no responde con normalidad; respira deprisa para su edad o aletea (más de 50 por minuto en menores de 1 año, más de 40 desde 1 año); 3-6 meses con 39 °C o más; fiebre de 5 días o más; y fiebre con tocarse la oreja o llorar como de dolor (posible otitis; Schmitt "Earache": fiebre con dolor de oído → verlo en 24 horas, igual que dolor_oido y mocos_congestion). También 40,5 °C o más (SEUP). VERDE solo la fiebre sin ninguno de esos rasgos, con la red de seguridad de la fiebre (cuándo volver según NG143: respiración, líquidos, aspecto, cuello o fontanela, 5 días, tiritonas, un miembro hinchado o que no apoya, el oído) y el enlace al flujo fiebre. Las tiritonas y la hinchazón de un miembro (ámbar de NG143) no se preguntan aquí, para no alargar el flujo: van en la red de seguridad y el flujo fiebre las pregunta.',
    'Diarrea o vómitos: no son de la dentición (Schmitt) → se enlaza a diarrea/vómitos; verde si bebe y moja pañales, amarillo si bebe menos de la mitad o moja muchos menos pañales (NICE NG143 ámbar). Con diarrea o vómitos solo paracetamol, nunca ibuprofeno (riesgo de deshidratación, SPEC §9).',
    'Decaído o con mal aspecto: la dentición no lo causa (Schmitt: "ill appearance") → amarillo (NICE ámbar: no responde con normalidad, no sonríe).',
    'Llanto intenso o tirarse de la oreja: Schmitt avisa de que achacar el llanto a los dientes retrasa el diagnóstico de otitis → verde con enlace a llanto_inconsolable y dolor_oido y consejo de consultar si no mejora; si no se consigue calmar con nada, la pregunta global de llanto continuo da rojo.',
    'Medicación: paracetamol 10-15 mg/kg (texto de SPEC §9 para dentición) e ibuprofeno 10 mg/kg solo desde 6 meses (el motor lo retira por debajo). En menores de 3 meses el motor retira el paracetamol y avisa de que la dosis la debe indicar un pediatra; por eso no se pregunta el peso a esa edad. Schmitt recomienda analgésico solo si el dolor aumenta y durante 1 día.',
    'Geles de benzocaína o lidocaína y collares de ámbar: desaconsejados (FDA 2018, recogido por AAP News). Esto no está en clinical-sources, pero es un consejo de seguridad ampliamente aceptado.',
    'Puertas equivocadas: achacar a los dientes lo que no es de los dientes retrasa diagnósticos (NICE CKS; Schmitt). Este flujo pregunta los signos de: infección grave, sepsis o meningitis (manchas que no se borran, no responde, color pálido o moteado → rojo; con fiebre, cuello rígido, fontanela abultada o convulsión → rojo; fiebre en menores de 3 meses → rojo; rasgos ámbar de la fiebre → amarillo, NICE NG143 y SEUP; remite a fiebre); bronquiolitis, neumonía, laringitis o un cuerpo extraño en la vía aérea (ronda 2: la pregunta de respiración de una sola respuesta de banderas-respiracion.ts, con las frecuencias por edad, sustituye a la global: deprisa para su edad, aleteo o un poco de tiraje → amarillo; más de 60 por minuto, quejido, pausas o tiraje intenso → rojo; NICE NG143 y NG9; remite a tos); gingivoestomatitis o gastroenteritis con deshidratación (bebe menos de la mitad, boca seca o moja muchos menos pañales → amarillo; remite a diarrea y vomitos); otitis (con fiebre → amarillo; sin fiebre, tocarse la oreja es frecuente con los dientes, NICE CKS → verde con enlace a dolor_oido y llanto_inconsolable); absceso dental y celulitis de la cara (ronda 2, desde 6 meses, cuando ya hay dientes: mejilla hinchada, roja o caliente, o bulto con pus en la encía junto a un diente picado o dañado → amarillo, que lo vea hoy su pediatra o un dentista de urgencias, con o sin fiebre, porque el NHS pide cita urgente con el dentista ante cualquier absceso, que no se cura solo, y la fiebre indica que se extiende; hinchazón que llega al ojo o al cuello, o que no le deja abrir la boca, tragar o respirar → rojo, NHS "Dental abscess" y NHS 111 Wales; la encía algo hinchada y roja sobre el diente que sale es normal y es la primera respuesta); y un objeto o un producto tragados, la puerta de un niño que lo muerde todo (ronda 2, banderas-ingesta.ts, de 3 meses a menores de 6 años): pila de botón o imanes → rojo aunque esté bien (ESPGHAN 2021; NASPGHAN), con la miel desde 1 año de camino (Montreal Children’s); un medicamento, un producto u otro objeto → amarillo (SEUP: una ingesta de un tóxico se ve en urgencias el mismo día; cuerpo_extrano: una moneda sin síntomas necesita una radiografía hoy; desde la ronda 12, un medicamento sigue los criterios de intoxicacion, ver la nota de la ronda 12), con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción y la lista de lo que lo haría urgente ahora (babear mucho más de lo normal, no querer comer ni beber, vomitar, dolor, tos, estar más dormido o raro). Aquí no es rojo, como en los flujos en los que el síntoma principal ya es un síntoma de intoxicación o de un objeto atascado, porque babear, morderlo todo y estar algo irritable son lo normal de la dentición.',
    'Dientes dañados por un golpe (ronda 5 y ronda 6): un diente que se sale, se rompe, se mueve o se mete en la encía por un golpe en la boca no es la dentición. En la ronda 5 solo se señalaba la puerta de golpes_caidas en una ayuda; un padre que elegía "Dentición" para un diente que tras una caída se veía más corto (intrusión) salía con "molestias normales de la dentición". Ahora se pregunta aquí, desde los 6 meses y antes de la pregunta de la cara, con la misma pregunta, respuestas y reglas que golpes_caidas (banderas-dientes.ts; IADT 2020 fracturas y luxaciones, dentición temporal y avulsión de dientes definitivos; NHS "Knocked-out tooth"): diente definitivo que se ha salido → rojo con los primeros auxilios para recolocarlo o llevarlo en leche; diente de leche que se ha salido, o diente roto, torcido, que se mueve, metido en la encía (se ve más corto) o hacia dentro, o encía que sangra alrededor → amarillo, dentista el mismo día. Los resultados añaden que un golpe en la boca es un golpe en la cabeza, con sus signos de alarma (NICE NG232; Healthier Together) y el enlace a golpes_caidas. Con un diente dañado, como con la respiración algo rápida, un producto u objeto tragado o un absceso (respuestas tempranas que ya dan amarillo), no se hacen las preguntas que solo pueden dar amarillo o verde y cuyas reglas van detrás (beber, decaído, diarrea, llanto, 5 días de fiebre, lo ves muy enfermo): no cambiarían el resultado. Sí se hacen las que aún pueden dar rojo (la cara, la fiebre y sus signos graves).',
    'Patrón habitual (issue 9, patrón 3): babear, morder, frotarse las encías, algo de irritabilidad o comer menos unos días en un niño que, cuando está tranquilo, sonríe y juega (se pregunta con "decaído incluso en los ratos tranquilos") → verde con consejos de la dentición; el cambio (decaído, fiebre, bebe poco) escala por sus preguntas.',
    'Ronda 9, encía que sangra con un problema de coagulación (pregunta nueva sangrado_coagulacion; texto como el de coagulacion en sangrado_nasal, con la enfermedad de von Willebrand nombrada): las hojas de los centros de hemofilia dicen que los sangrados de boca cuestan de parar porque la saliva arrastra el coágulo y a menudo necesitan tratamiento (Irish Haemophilia Society), que hay que llamar al equipo si no para en 20 minutos apretando (Norton Children’s) y que un golpe en la cabeza o un sangrado que no para va a urgencias (North Devon NHS). Elegimos el umbral de 10 minutos de SEUP que usa el resto del catálogo: sigue sangrando tras 10 minutos apretando o rezuma durante horas → amarillo (llamar hoy a su unidad o ir a urgencias), solo paracetamol; sangra mucho o hay un golpe en la cabeza o la boca → rojo.',
    'Ronda 12, un medicamento tragado sigue los criterios de intoxicacion: antes, cualquier medicamento o producto tragado era amarillo aquí, aunque fuera una dosis de más del paracetamol del propio niño o un poco de su antibiótico, que en el flujo de intoxicación tienen otro nivel. Ahora, tras «un medicamento, un producto…» (banderas-ingesta), una pregunta nueva (ingesta_medicamento) separa un medicamento de otro producto. Con un medicamento se hacen las mismas preguntas que en intoxicacion (banderas-medicamentos.ts, con los mismos ids): antes, una pregunta nueva de síntomas (sintomas_medicamento: ha vomitado, está más dormido, flojo, torpe o raro, respira más deprisa, más hondo o con ruido, suda o tiembla) → ROJO, como cualquier síntoma tras un tóxico en intoxicacion (SPEC §4; SEUP); babear, morderlo todo o estar algo más irritable no cuentan, porque son la dentición (por eso aquí no se usa la pregunta de otros síntomas de intoxicacion, que incluye la irritabilidad). Después, la lista de medicamentos peligrosos o no saber cuál es (medicamento_riesgo) → ROJO (FAPap 2015), como en intoxicacion: antes era amarillo aquí. Y qué medicamento ha sido (medicamento_cual) con sus confirmaciones: una sola dosis de más de su jarabe de paracetamol o ibuprofeno, por error, sin pasar de 4 dosis en 24 horas y sin enfermedad del hígado (dosis_de_mas, desde 3 meses), unas pastillas anticonceptivas (anticonceptivo) o un medicamento poco tóxico de la lista (medicamento_inocuo: antibióticos de la familia de la penicilina, cefalosporinas o macrólidos, antiácidos, simeticona, lactulosa, cremas, homeopatía, vitaminas sin hierro), estos dos desde 1 año → VERDE con la llamada al Servicio de Información Toxicológica como primera acción (NPIS TOXBASE; Manual de intoxicaciones en Pediatría de la SEUP; Merck). Estos verdes van antes del verde de la fiebre para que, tras una dosis de más, el resultado no muestre otra dosis; si otro signo da amarillo, el resultado avisa primero de la dosis de más. Siguen como estaban: no saber si era un medicamento, otro medicamento, no estar seguro, un frasco entero, no saber cuánto o menores de 1 año (salvo la dosis de más) → amarillo; las pilas y los imanes → rojo; otro producto u objeto → la pregunta de la ronda 8.',
    'Ronda 13, atragantarse mordiendo comida (pregunta nueva atragantamiento_comida, desde 3 meses, justo después de las preguntas rojas globales): un niño que echa los dientes muerde y mastica cosas duras (zanahoria o manzana cruda, pan, galletas de dentición) y puede atragantarse. Tras un atragantamiento, una tos que sigue, un pito o silbido nuevo, respirar más deprisa o que se hunda el pecho, aunque sea leve o empiece horas después, es un posible trozo de comida inhalado → ROJO, urgencias ahora (Resuscitation Council UK 2021 y ERC 2021: valoración médica si queda tos o síntomas tras el atragantamiento; NICE CKS tos: sospecha de cuerpo extraño inhalado, derivación inmediata; Schmitt-Thompson "Choking"). También es rojo si dice que se le pasó pero en la pregunta de respiración marca que respira deprisa (respuestas contradictorias: lectura prudente). Elegimos entre fuentes: cuerpo_extrano deja en amarillo una tos seca suelta con respiración normal (atragantamiento_tos_suelta); aquí la respuesta roja incluye cualquier tos que sigue, porque el encargo y NICE CKS tratan la tos persistente tras un atragantamiento como cuerpo extraño inhalado y el padre que llega por la dentición no ha hecho las preguntas finas de cuerpo_extrano (lectura más prudente). Un atragantamiento que se pasó del todo sigue las reglas de cuerpo_extrano (objeto_visto): no se vio salir el trozo entero → amarillo (un pedazo puede haber ido al pulmón); se vio salir entero → es la misma respuesta que no haberse atragantado y el flujo sigue con su resultado, cuya red de seguridad (cuándo volver) nombra ahora la tos, los pitos, respirar deprisa o hundir el pecho tras atragantarse, también horas o días después → urgencias. Una sola pregunta de tres respuestas, y no dos, para que solo "no" siga todo el flujo y la comprobación que recorre todos los caminos no se pase de tiempo.',
    'Ronda 18: la respuesta roja de la cara juntaba urgencias del hospital con problemas dentales urgentes del mismo día. Ahora se separa según SDCEP (Management of Acute Dental Problems 2013: pericoronaritis aguda, incluida la de los dientes que salen en niños, y absceso apical agudo) y NICE CKS Dental abscess: la vía aérea está comprometida si no puede tragar su propia saliva o no puede sacar la lengua, y eso, la hinchazón que llega al ojo o baja al cuello o por debajo de la mandíbula, la que crece deprisa o se hincha debajo de la lengua, le cuesta respirar o está muy decaído → ROJO, como antes (opción con texto nuevo). Una encía o mandíbula hinchada y dolorida que no le deja abrir bien la boca (trismo), con o sin fiebre, también alrededor de una muela que está saliendo (pericoronaritis: muelas de los 6 y los 12 años, muelas del juicio), pero que traga su saliva, respira bien y cuya hinchazón no llega al ojo ni al cuello → AMARILLO, dentista o pediatra hoy, dentro de la respuesta de absceso (texto nuevo, mismo resultado del mismo día con título y consejo nuevos: una sola respuesta para las infecciones de los dientes y la encía que se ven hoy, para que la comprobación que recorre todos los caminos no se pase de tiempo) (SDCEP: atención dental urgente, antibiótico si hay trismo o hinchazón; HEIW Wales: trismo, fiebre o hinchazón sin afectar la vía aérea se tratan con el dentista y antibiótico). Elegimos entre fuentes: el acrónimo FATLIPS (Br Dent J 2021) y algunas guías locales cuentan el trismo entre los signos para derivar al hospital; seguimos a SDCEP y NICE CKS, que lo dejan en atención urgente del mismo día mientras la vía aérea esté libre, y mantenemos en rojo todo lo que esas fuentes mandan al hospital (la lectura prudente en lo que es grave). La encía algo dolorida sobre una muela que sale, sin trismo, pus ni hinchazón de la cara, sigue siendo la primera respuesta (SDCEP, en niños: analgésico, cepillado suave y enjuagues), con un consejo nuevo en el verde final.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo (NICE NG143); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
  ].join('\n\n'),
  avisos: [
    AVISO_PREOCUPADO,
    {
      // Round 12: a later result may show paracetamol or ibuprofen doses; the extra dose comes first.
      si: "dosis_de_mas = 'si'",
      consejo:
        'Hoy ya ha tomado una dosis de más de paracetamol o ibuprofeno: antes de darle ninguna de las dosis de este resultado, sigue lo que te diga Toxicología; si no te dicen otra cosa, espera al menos 8 horas desde la última dosis y apunta la hora y la cantidad de cada una.',
    },
  ],
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_RESPIRACION_RESUMIDA,
    PREGUNTA_COLOR_GRAVE,
    PREGUNTA_NO_RESPONDE,
    PREGUNTA_MANCHAS,
    {
      // Round 13: asked early, among the rojo questions (RCUK 2021; ERC 2021; NICE CKS Cough: inhaled foreign body).
      id: 'atragantamiento_comida',
      texto:
        '¿Se ha atragantado hoy o estos días mordiendo o comiendo algo (un trozo de zanahoria o manzana cruda, de pan o de galleta, una galleta de dentición…)?',
      tipo: 'opciones',
      opciones: [ATRAGANTAMIENTO.no, ATRAGANTAMIENTO.pasado, ATRAGANTAMIENTO.sintomas],
      ayuda:
        'Atragantarse es un ataque de tos, arcadas, o ponerse rojo o morado mientras come o muerde algo. Unas toses en los primeros minutos son normales. Si era un trozo que pudo romperse (zanahoria, manzana, galleta) y no estás seguro de que saliera entero, no lo viste salir. Si dudas entre dos respuestas, elige la última que encaje.',
      mostrar_si: CON_ATRAGANTAMIENTO,
      alarma: [ATRAGANTAMIENTO.sintomas],
    },
    PREGUNTA_INGESTA,
    {
      // Round 12: a medicine follows intoxicacion's criteria (banderas-medicamentos.ts).
      id: 'ingesta_medicamento',
      texto: '¿Ha sido un medicamento o unas vitaminas, u otro producto?',
      tipo: 'opciones',
      opciones: [INGESTA_TIPO.medicamento, INGESTA_TIPO.otro, INGESTA_TIPO.noSe],
      ayuda: 'Las cremas o pomadas de la farmacia, los jarabes, las gotas y las vitaminas cuentan como medicamentos. La pasta de dientes, las cremas hidratantes, el jabón o el maquillaje son «otro producto».',
      mostrar_si: INGESTA_PRODUCTO,
    },
    preguntaSintomasMedicamento(
      INGESTA_MEDICAMENTO,
      'Babear, morderlo todo, frotarse las encías o estar algo más irritable son normales cuando salen los dientes: eso solo no cuenta.',
    ),
    preguntaMedicamentoRiesgo(`${INGESTA_MEDICAMENTO} AND sintomas_medicamento = 'no'`),
    ...preguntasMedicamento(MEDICAMENTO_SIN_RIESGO),
    {
      // Round 9: a bleeding disorder (haemophilia, von Willebrand) or an anticoagulant turns a bleeding gum into a bleed to treat.
      id: 'sangrado_coagulacion',
      texto:
        '¿Le sangra la encía y tiene alguna enfermedad que le hace sangrar más (hemofilia, enfermedad de von Willebrand, plaquetas bajas) o toma medicinas que hacen sangrar más (anticoagulantes como Sintrom o heparina)?',
      tipo: 'opciones',
      opciones: [SANGRADO_COAGULACION.no, SANGRADO_COAGULACION.grave, SANGRADO_COAGULACION.rezuma],
      ayuda:
        'Para saberlo, aprieta la encía con una gasa limpia, sin soltar, durante 10 minutos seguidos (mira el reloj). En la boca la saliva arrastra el coágulo y cuesta más que pare. Si dudas entre dos respuestas, elige la más grave.',
      alarma: [SANGRADO_COAGULACION.grave],
    },
    // Before the face question and the teething answers: a tooth hurt by a blow is not teething (round 6).
    // Round 18: the shared follow-up (a listed harmless product, one small smooth object, or anything else) replaces
    // ingesta_inocua, on the same path (an object, or a product that is not a medicine, from 1 year).
    preguntaIngestaQue(INGESTA_QUE_VISIBLE, true),
    { ...PREGUNTA_DIENTES, mostrar_si: `edad_rango NOT IN ${lista(EDADES_SIN_DIENTES)}` },
    {
      // Round 8: a new id (it was 'hinchazon_cara'): a flushed red cheek is ordinary teething (NHS), not an abscess.
      id: 'absceso_dental',
      texto: '¿Tiene la cara, la mandíbula o la encía hinchadas, o un bulto con pus en la encía?',
      tipo: 'opciones',
      // Round 18: limited mouth opening with the airway clear moved from the rojo answer to the amarillo one (SDCEP MADP 2013).
      opciones: [HINCHAZON.no, HINCHAZON.absceso, HINCHAZON.grave],
      ayuda:
        'Mírale la cara de frente y, con buena luz, las encías. Las mejillas coloradas o calientes, el babeo y morderlo todo son normales de la dentición (NHS). Para ver si traga su saliva, fíjate en si babea más de lo normal o la escupe; pídele que saque la lengua. Si encaja más de una opción, elige la última que encaje.',
      mostrar_si: `edad_rango NOT IN ${lista(EDADES_SIN_DIENTES)}`,
      alarma: [HINCHAZON.grave],
    },
    {
      id: 'fiebre',
      texto: '¿Tiene fiebre?',
      tipo: 'opciones',
      opciones: [FIEBRE.no, FIEBRE.medida, FIEBRE.sinMedir],
      ayuda: 'Si tienes termómetro y lo notas caliente, mídesela ahora en la axila antes de contestar.',
    },
    {
      id: 'temperatura',
      texto: '¿Cuál ha sido la temperatura más alta que le has medido (en °C)?',
      tipo: 'numero',
      ayuda: 'Escribe los grados con decimales, por ejemplo 38,5.',
      mostrar_si: `fiebre = '${FIEBRE.medida}'`,
    },
    {
      id: 'signos_meningitis',
      texto:
        '¿Tiene el cuello rígido (no puede bajar la barbilla hasta el pecho), la fontanela (la "mollera") abultada, o ha tenido una convulsión con esta fiebre?',
      tipo: 'si_no',
      ayuda: 'La fontanela se mira con el bebé tranquilo e incorporado: normalmente está blanda y plana.',
      mostrar_si: CON_FIEBRE,
      alarma: ['si'],
    },
    { ...PREGUNTA_DIAS_FIEBRE, mostrar_si: `${CON_FIEBRE} AND ${NO_MENOR_3_MESES} AND ${SIN_AMARILLO_PREVIO}` },
    {
      id: 'bebe_poco',
      texto:
        '¿Bebe (pecho, biberón o agua) menos de la mitad de lo normal, tiene la boca o la lengua secas, o moja muchos menos pañales (ninguno en 8 horas o más)?',
      tipo: 'si_no',
      ayuda: 'Que coma menos papilla o comida sólida unos días es normal con los dientes; aquí importa lo que bebe.',
      alarma: ['si'],
      mostrar_si: SIN_AMARILLO_PREVIO,
    },
    {
      id: 'decaido',
      texto: '¿Está decaído, más pálido de lo normal o con mal aspecto incluso en los ratos en que está tranquilo: no sonríe, no juega o no te hace caso?',
      ayuda: 'Con fiebre es normal que esté más flojo: fíjate en cómo está cuando le baja.',
      tipo: 'si_no',
      alarma: ['si'],
      mostrar_si: SIN_AMARILLO_PREVIO,
    },
    {
      id: 'diarrea_vomitos',
      texto: '¿Tiene diarrea (cacas líquidas) o vómitos?',
      tipo: 'si_no',
      mostrar_si: SIN_AMARILLO_PREVIO,
    },
    {
      id: 'llanto_oido',
      texto: '¿Llora mucho más de lo habitual, se despierta llorando como de dolor, o se toca o se tira de una oreja y está muy molesto?',
      tipo: 'si_no',
      mostrar_si: SIN_AMARILLO_PREVIO,
    },
    { ...PREGUNTA_MUY_ENFERMO, mostrar_si: SIN_AMARILLO_PREVIO },
    PREGUNTA_PREOCUPADO,
    // Weight last, and not under 3 months: no dose is shown at that age.
    { ...PREGUNTA_PESO, mostrar_si: `edad_rango != '0-3 meses'` },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    {
      ...reglaRespiracionResumidaRojo([
        'Los dientes no hacen que cueste respirar: puede ser una bronquiolitis, una neumonía, una laringitis o algo atragantado. Si babea mucho y no puede tragar, no le mires la garganta ni le tumbes.',
      ]),
      ver_tambien: ['tos'],
    },
    rojo(
      "color_grave = 'si'",
      'Color muy pálido, moteado o labios azulados',
      consejosRojo('Puede ser un signo de infección grave, de deshidratación o de que le falta oxígeno: necesita atención inmediata.'),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "no_responde = 'si'",
      'Muy adormilado, no responde o llanto anormal',
      consejosRojo('Si no responde pero respira, túmbalo de lado. No le des nada por la boca mientras esté así.'),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Manchas que no se borran al apretar',
      consejosRojo('Las manchas rojas o moradas que no se borran con la prueba del vaso pueden ser una infección grave (meningococo): ve sin esperar.'),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    // Round 13: after choking on food, any cough that goes on, new wheeze, faster breathing or chest drawing in (also when
    // the breathing question says "deprisa" after a choking that "passed") is a possible inhaled piece of food.
    rojo(
      `${CON_ATRAGANTAMIENTO} AND (atragantamiento_comida = '${ATRAGANTAMIENTO.sintomas}' OR (atragantamiento_comida = '${ATRAGANTAMIENTO.pasado}' AND respiracion = '${RESPIRACION_RESUMIDA.deprisa}'))`,
      'Tos, pitos o respiración rápida después de atragantarse comiendo',
      consejosRojo(
        'Después de atragantarse, una tos que sigue, un pito o un silbido nuevo en el pecho, respirar más deprisa o que se le hunda el pecho, aunque sea poco o empiece horas después, pueden indicar que un trozo de comida se ha ido a los pulmones: hay que verlo y sacarlo en el hospital (Resuscitation Council UK; ERC; NICE).',
        'Déjalo sentado o en la postura en la que respire mejor. Si tose y respira, no le des golpes en la espalda ni le metas los dedos en la boca. No le des de comer ni de beber.',
        'Si no puede toser, llorar ni respirar, o se pone morado, llama al 112 y dale 5 golpes en la espalda (mira el apartado «Se ha tragado o metido algo»).',
      ),
      { acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112], ver_tambien: ['cuerpo_extrano', 'tos'] },
    ),
    rojo(
      `sangrado_coagulacion = '${SANGRADO_COAGULACION.grave}'`,
      'Sangrado de la boca abundante, o con un golpe en la cabeza, en un niño con un problema de coagulación',
      consejosRojo(
        'Con hemofilia, von Willebrand u otro problema de coagulación, o con anticoagulantes, un sangrado abundante de la boca o un golpe en la cabeza o la boca necesitan tratamiento en el hospital ahora: ve a urgencias y avisa por el camino a su unidad de hemofilia o a su hematólogo.',
        'Aprieta la encía con una gasa sin soltar. Si tiene factor en casa y su plan dice que se lo pongas, pónselo sin retrasar la salida. Lleva el informe de su enfermedad.',
        'Si se pone pálido, sudoroso o muy adormilado, o vomita sangre, llama al 112.',
      ),
      { ver_tambien: ['golpes_caidas', 'herida'] },
    ),
    reglaIngestaPilaIman(),
    // Round 12: a medicine follows intoxicacion's criteria: any symptom, or a dangerous or unknown medicine, is rojo.
    {
      si: "sintomas_medicamento = 'si'",
      urgencia: 'rojo',
      titulo: 'Vómitos, sueño, cambios al respirar u otros síntomas después de tomar un medicamento',
      consejos: [
        'Vomitar, estar más dormido, flojo o raro, o respirar distinto después de tomar un medicamento puede ser una intoxicación: necesita atención urgente, aunque parezca leve (centros de toxicología; SEUP).',
        'No le hagas vomitar ni le des nada de comer ni de beber. Lleva el envase o una foto, y calcula cuánto puede haber tomado y a qué hora.',
        `Puedes llamar por el camino al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas), sin retrasar la salida. Si no responde pero respira, túmbalo de lado.`,
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
      ver_tambien: ['intoxicacion'],
    },
    {
      si: `medicamento_riesgo IN ${lista([SI_NO_NOSE.si, SI_NO_NOSE.noSe])}`,
      urgencia: 'rojo',
      titulo: 'Medicamento que puede ser peligroso incluso en poca cantidad',
      consejos: [
        'Algunos medicamentos de adultos (para el corazón o la tensión, la diabetes, los nervios, dormir o la epilepsia, los calmantes fuertes o el hierro) pueden ser graves en un niño pequeño con solo 1 o 2 pastillas, y los síntomas pueden tardar horas en aparecer (FAPap 2015). Si no sabes qué medicamento es, hay que actuar como si fuera uno de ellos.',
        'No le hagas vomitar ni le des nada de comer ni de beber. Lleva todas las cajas o blísteres a los que haya podido llegar.',
        `Puedes llamar por el camino al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas), sin retrasar la salida.`,
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
      ver_tambien: ['intoxicacion'],
    },
    { ...reglaDienteDefinitivo(), ver_tambien: ['golpes_caidas'] },
    rojo(
      `absceso_dental = '${HINCHAZON.grave}'`,
      'Infección de la boca que se extiende: hinchazón hasta el ojo o el cuello, no puede tragar su saliva, le cuesta respirar o está muy decaído',
      consejosRojo(
        'Una infección de un diente o de la encía que se extiende hacia el ojo, el cuello o debajo de la lengua, que crece deprisa, que no le deja tragar su propia saliva o respirar bien, o con el niño muy decaído, necesita tratamiento en el hospital ahora (NHS; SDCEP).',
        'Llévalo sentado, en la postura en la que respire mejor, y no le des de comer ni de beber por el camino. No le pongas calor en la cara.',
        'Si le cuesta respirar o babea sin poder tragar, llama al 112.',
      ),
      { ver_tambien: ['hinchazon_local'] },
    ),
    rojo(
      `${MENOR_3_MESES} AND temperatura >= 38`,
      'Fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida aunque parezca estar bien.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      `${MENOR_3_MESES} AND temperatura < 36`,
      'Temperatura baja en menor de 3 meses',
      consejosRojo('Una temperatura por debajo de 36 °C en un bebé tan pequeño puede ser signo de infección. Abrígalo piel con piel mientras vais.'),
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      `${MENOR_3_MESES} AND fiebre = '${FIEBRE.sinMedir}'`,
      'Posible fiebre en menor de 3 meses sin poder medirla',
      consejosRojo(
        'En menores de 3 meses la fiebre siempre debe valorarla un médico, y sin termómetro no se puede descartar. Si puedes medírsela antes de salir, hazlo, pero no retrases la salida.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      "signos_meningitis = 'si'",
      'Fiebre con cuello rígido, fontanela abultada o una convulsión',
      consejosRojo(
        'Con fiebre, el cuello rígido o la fontanela abultada pueden ser una meningitis, y una convulsión necesita que lo valore un médico ahora (NICE).',
        'Si vuelve a convulsionar: túmbalo de lado en un sitio seguro, no le metas nada en la boca y mira el reloj; si dura 5 minutos o más, llama al 112.',
      ),
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['fiebre', 'convulsion'] },
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      ATRAGANTAMIENTO_PASADO,
      'Se atragantó comiendo y no viste salir el trozo entero',
      [
        'Aunque ahora respire y tosa como siempre, si no viste salir entero el trozo con el que se atragantó, un pedazo puede haber pasado a los pulmones: que lo vea hoy un médico (Resuscitation Council UK; ERC).',
        'Mientras tanto, que no coma trozos duros (zanahoria o manzana cruda, frutos secos).',
        'Ve a urgencias ahora o llama al 112 si empieza a toser sin parar, le pita o le silba el pecho, respira deprisa, se le hunde el pecho al respirar, babea sin poder tragar o se pone morado.',
        CONSEJO_AMARILLO,
      ],
      { medicacion: [], ver_tambien: ['cuerpo_extrano'] },
    ),
    { ...reglaRespiracionResumidaAmarillo(['Los dientes no hacen respirar deprisa: si además tiene fiebre, mira también el apartado de fiebre.']), ver_tambien: ['tos', 'fiebre'] },
    { ...reglaDienteLeche([GOLPE_ES_CABEZA]), ver_tambien: ['golpes_caidas'] },
    { ...reglaDienteDanado([GOLPE_ES_CABEZA]), ver_tambien: ['golpes_caidas'] },
    {
      ...reglaIngestaSinSintoma([
        'Mientras un niño que está echando los dientes lo muerde todo, guarda fuera de su alcance las pilas, los imanes, las medicinas y los productos de limpieza.',
      ]),
      // Round 8: a little of a listed harmless thing, from 1 year, is the verde below. Round 12: a medicine follows
      // intoxicacion's criteria (its verde answers are below); not knowing whether it was a medicine stays amarillo.
      si:
        `(${INGESTA_NO_MEDICAMENTO} AND (edad_rango IN ${lista(EDADES_MENOR_1)} OR ingesta_que = '${INGESTA_QUE.otro}'))` +
        ` OR (${INGESTA_PRODUCTO} AND ingesta_medicamento = '${INGESTA_TIPO.noSe}')` +
        ` OR (${MEDICAMENTO_SIN_RIESGO} AND ${MEDICAMENTO_AMARILLO})`,
    },
    amarillo(
      `sangrado_coagulacion = '${SANGRADO_COAGULACION.rezuma}'`,
      'La encía no deja de sangrar en un niño con un problema de coagulación',
      consejosAmarillo(
        'Con un problema de coagulación o anticoagulantes, una encía que sigue sangrando tras 10 minutos apretando o que rezuma durante horas no suele parar sola: llama hoy a su unidad de hemofilia o a su hematólogo (o ve a urgencias) para que decidan si necesita factor u otro tratamiento.',
        'Mientras tanto, aprieta con una gasa limpia (si es mayor, que la muerda) y dale algo frío, como un polo. Evita la comida caliente o dura.',
        'Para el dolor, solo paracetamol: no le des ibuprofeno ni aspirina, que hacen sangrar más.',
        'Si sangra mucho, se pone pálido o se da un golpe en la cabeza, ve a urgencias ahora o llama al 112.',
      ),
      { ver_tambien: ['herida'] },
    ),
    amarillo(
      `absceso_dental = '${HINCHAZON.absceso}'`,
      'Posible absceso o infección de un diente o de la encía',
      consejosAmarillo(
        'Una mejilla hinchada, un bulto con pus en la encía junto a un diente picado o dañado, o una encía o mandíbula hinchada y dolorida que no le deja abrir bien la boca (en niños mayores, a menudo la encía que cubre una muela que está saliendo: las de los 6 y los 12 años o las del juicio) suelen ser una infección de un diente o de la encía: no se cura sola y puede necesitar antibiótico y tratar el diente. Si traga su saliva y respira bien, no es una urgencia del hospital, pero que lo vea hoy su pediatra o un dentista de urgencias (NHS; SDCEP), sobre todo si tiene fiebre.',
        'Para el dolor, paracetamol (o ibuprofeno desde los 6 meses). Comida blanda y mucho líquido; que se enjuague la boca con agua tibia después de comer. No le pongas calor en la cara: empeora la hinchazón; puedes ponerle frío por fuera, envuelto en un paño.',
        URGENCIAS_SI_SE_EXTIENDE,
      ),
      { medicacion: [PARACETAMOL_DENTICION, IBUPROFENO], ver_tambien: ['hinchazon_local'] },
    ),
    amarillo(
      "bebe_poco = 'si'",
      'Bebe muy poco o moja pocos pañales',
      consejosAmarillo(
        'Beber menos de la mitad de lo normal o mojar muchos menos pañales puede llevar a la deshidratación: que lo vea hoy un médico.',
        'Ofrécele líquidos a menudo y en poca cantidad. Si tiene dolor, usa paracetamol; no le des ibuprofeno si bebe tan poco.',
      ),
      { ver_tambien: ['diarrea', 'vomitos'] },
    ),
    amarillo(
      "decaido = 'si'",
      'Decaído o con mal aspecto',
      consejosAmarillo('Que esté decaído, no sonría o no te haga caso es un signo de alerta (NICE): que lo valore hoy un médico.'),
    ),
    amarillo(
      "edad_rango = '3-6 meses' AND temperatura >= 39",
      'Fiebre de 39 °C o más en bebé de 3 a 6 meses',
      consejosAmarillo('A esta edad, 39 °C o más es un signo de alerta (NICE): que lo vea hoy un médico aunque esté bien.'),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      'temperatura >= 40.5',
      'Fiebre de 40,5 °C o más',
      consejosAmarillo('Una fiebre tan alta necesita que lo valore hoy un médico, aunque no tenga otros signos.'),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "dias_fiebre = 'si'",
      'Fiebre de 5 días o más',
      consejosAmarillo(
        'Los dientes no dan fiebre, y una fiebre que dura 5 días o más debe valorarla hoy un médico (NICE): puede haber una infección que no se ve o una enfermedad de Kawasaki.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `llanto_oido = 'si' AND ${CON_FIEBRE}`,
      'Fiebre y se toca la oreja o llora como de dolor: posible otitis',
      consejosAmarillo(
        'Los dientes no dan fiebre. Con fiebre, tocarse o tirarse de la oreja o llorar como de dolor puede ser una otitis: que lo vea hoy un médico (Schmitt: dolor de oído con fiebre, verlo en 24 horas).',
        'Para el dolor y el malestar puedes darle paracetamol. No le pongas gotas en el oído sin receta.',
      ),
      { ver_tambien: ['dolor_oido', 'fiebre'] },
    ),
    reglaMuyEnfermo(['Mientras tanto, ofrécele líquidos a menudo y dale paracetamol solo si está molesto.']),
    // ---------------------------------------------------------------- verde
    // Round 18: the shared verde of the follow-up (replaces round 8's own), with the teething advice.
    reglaIngestaInocua(INGESTA_INOCUA, [
      'Mientras un niño que está echando los dientes lo muerde todo, guarda fuera de su alcance las pilas, los imanes, las medicinas y los productos de limpieza. Babear y morderlo todo son normales cuando salen los dientes.',
    ]),
    // Round 12: the verde answers of intoxicacion's medicine questions, before the fever verde (no dose after an extra dose).
    reglaDosisDeMas(
      [
        'Los dientes no dan fiebre de 38 °C o más: si tiene fiebre, usa el apartado de fiebre para saber qué vigilar.',
        GUARDA_FUERA_DE_ALCANCE,
      ],
      { ver_tambien: ['intoxicacion', 'fiebre'] },
    ),
    reglaAnticonceptivo([GUARDA_FUERA_DE_ALCANCE], { ver_tambien: ['intoxicacion'] }),
    reglaMedicamentoInocuo([GUARDA_FUERA_DE_ALCANCE], { ver_tambien: ['intoxicacion', 'reaccion_alergica'] }),
    {
      si: 'temperatura >= 38',
      urgencia: 'verde',
      titulo: 'Fiebre: no es por los dientes',
      consejos: [
        'Los dientes no dan fiebre de 38 °C o más: lo más probable es una infección, casi siempre por virus. Ahora no tiene ningún signo de alerta de la fiebre (NICE): puedes cuidarlo en casa. Usa el apartado de fiebre para una valoración completa y para saber qué vigilar.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_DENTICION,
        VUELVE_SI_FIEBRE,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['fiebre'],
    },
    {
      si: "diarrea_vomitos = 'si'",
      urgencia: 'verde',
      titulo: 'Diarrea o vómitos: no son por los dientes',
      consejos: [
        'Los dientes no dan diarrea ni vómitos: lo más probable es una gastroenteritis. Usa el apartado de diarrea o de vómitos para saber qué vigilar.',
        'Ofrécele líquidos a menudo y en poca cantidad (pecho, biberón o suero oral de farmacia). Si tiene dolor, usa paracetamol, no ibuprofeno.',
        ...CONSEJOS_DENTICION,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: [PARACETAMOL_DENTICION],
      ver_tambien: ['diarrea', 'vomitos'],
    },
    {
      si: `fiebre = '${FIEBRE.sinMedir}'`,
      urgencia: 'verde',
      titulo: 'Lo notas caliente: mídele la temperatura',
      consejos: [
        'Mídele la temperatura con un termómetro digital en la axila. Hasta 37,9 °C puede deberse a los dientes; 38 °C o más no es de los dientes: en ese caso usa el apartado de fiebre.',
        ...CONSEJOS_DENTICION,
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI_FIEBRE,
        CONSULTA_SI,
      ],
      acciones_sugeridas: ['Mídele la temperatura', ACCION.vigila],
      medicacion: [PARACETAMOL_DENTICION, IBUPROFENO],
      ver_tambien: ['fiebre'],
    },
    {
      si: "llanto_oido = 'si'",
      urgencia: 'verde',
      titulo: 'Llora mucho o se toca la oreja',
      consejos: [
        'La dentición no suele causar un llanto intenso. Si llora mucho, se despierta como de dolor o se toca una oreja, puede tener otra causa, como una otitis: mira también los apartados de llanto y de dolor de oído.',
        'Si con paracetamol o ibuprofeno y mimos no se calma en 1-2 días, que lo vea su pediatra.',
        ...CONSEJOS_DENTICION,
        ...CONSEJOS_ANTITERMICOS,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
      medicacion: [PARACETAMOL_DENTICION, IBUPROFENO],
      ver_tambien: ['llanto_inconsolable', 'dolor_oido'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Molestias normales de la dentición',
      consejos: [
        'Los dientes suelen empezar a salir entre los 6 y los 12 meses. Es normal que babee, quiera morderlo todo, se frote las encías, esté algo más irritable, duerma peor o coma menos unos días antes de que salga el diente.',
        ...CONSEJOS_DENTICION,
        'Solo si está muy molesto, puedes darle paracetamol (o ibuprofeno a partir de los 6 meses) durante 1-2 días. No le des los dos a la vez.',
        // Round 18: erupting back teeth in older children (SDCEP MADP 2013 acute pericoronitis, children: painkillers, soft brushing, rinsing).
        'En niños mayores, cuando salen las muelas (hacia los 6 y los 12 años, y las del juicio en la adolescencia), la encía que las cubre puede hincharse y doler unos días: cepíllala con suavidad, que se enjuague la boca después de comer y, si le duele, paracetamol o ibuprofeno. Que lo vea hoy un dentista si no puede abrir bien la boca, le sale pus o se le hincha la cara.',
        'Usa la jeringa dosificadora de su propio envase, nunca gotas ni cucharas de cocina. Si es menor de 2 años, confirma la dosis con tu pediatra o farmacéutico.',
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, 'Mordedor frío de la nevera'],
      medicacion: [PARACETAMOL_DENTICION, IBUPROFENO],
    },
  ],
});
