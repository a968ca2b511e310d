/**
 * Dolor de garganta. Built on NICE NG84 (self-limiting, about a week;
 * FeverPAIN: fever, pus, no cough or cold; refer for quinsy or
 * parapharyngeal abscess), the NHS Healthier Together sore-throat sheets
 * (red: cannot swallow own saliva; amber: difficulty opening the mouth,
 * dehydration), the Schmitt-Thompson croup / sore-throat lines (drooling,
 * stridor, cannot open the mouth, stiff or swollen neck → now; strep
 * suspicion → within 24 h) and NICE NG143 for fever. Round 7: signs of
 * shock, and glandular fever with tummy or left shoulder-tip pain (possible
 * ruptured spleen, NHS "Glandular fever"), from banderas-shock.ts. Round 11:
 * drooling from painful mouth sores (gingivostomatitis, hand-foot-and-mouth,
 * herpangina) is split from airway drooling (NICE CKS Herpes simplex oral;
 * Healthier Together). Round 12: any red blood in the 2 weeks after a tonsil
 * or adenoid operation (ENT UK; RCEM sentinel bleed) and a sore throat in a
 * child on a medicine that can wipe out the white cells (MHRA carbimazole;
 * Tirodril ficha técnica; NICE CG151), from banderas-neutropenia.ts. Round
 * 16: mouth sores with both eyes red or crusted, bleeding lips (Stevens-Johnson
 * syndrome or Mycoplasma mucositis, banderas-mucosas.ts) are rojo. See
 * `notas`.
 */
import type { Aviso, Flujo } from '../types.ts';
import {
  ACCION,
  antitermicos,
  CONSEJO_AMARILLO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  consejoVuelveSi,
  MANCHAS,
  MOTIVOS_ALARMA_GLOBALES,
  paracetamol,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  AVISO_PREOCUPADO,
  lista,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  ACCIONES_112,
  ACCIONES_URGENCIAS,
  ACCIONES_AMARILLO,
  consejosRojo,
  CON_FIEBRE_TRAMOS,
  FIEBRE_TRAMOS,
  PREGUNTA_DIAS_FIEBRE,
  PREGUNTA_FIEBRE_TRAMOS,
} from './comunes.ts';
import {
  CONSEJO_MIEL_PILA,
  FUENTE_ESPGHAN_PILAS,
  FUENTE_NASPGHAN_CUERPO_EXTRANO,
  FUENTES_INGESTA_INOCUA,
  ingestaInocua,
  preguntaIngestaQue,
  reglaIngestaInocua,
} from './banderas-ingesta.ts';
import { FICHAS } from './fichas.ts';
import {
  ACCION_LLAMA_TOXICOLOGIA,
  CONSEJOS_ESPINA,
  CONSEJOS_PLANTA_IRRITANTE,
  FUENTE_DPIC_DIFENBAQUIA,
  PREGUNTA_ESPINA_GRAVE,
  VUELVE_SI_PLANTA,
} from './banderas-garganta.ts';
import {
  CONSEJO_MONONUCLEOSIS,
  FUENTE_NHS_COMPLICACIONES_MONONUCLEOSIS,
  FUENTE_NHS_MONONUCLEOSIS,
  MONONUCLEOSIS,
  PREGUNTA_DOLOR_BAZO,
  PREGUNTA_MONONUCLEOSIS,
  PREGUNTA_SIGNOS_SHOCK,
  reglaBazoMononucleosis,
  reglaSignosShock,
} from './banderas-shock.ts';
import {
  PREGUNTA_RESPIRACION_RESUMIDA,
  RESPIRACION_RESUMIDA,
  reglaRespiracionResumidaAmarillo,
  reglaRespiracionResumidaRojo,
} from './banderas-respiracion.ts';
import {
  FUENTES_NEUTROPENIA,
  PREGUNTA_FARMACO_DEFENSAS,
  reglaFarmacoDefensasAmarillo,
  reglaFarmacoDefensasRojo,
} from './banderas-neutropenia.ts';
import { conCribado } from './cribado-otras-puertas.ts';
import { CONSEJOS_OJOS_BOCA, FUENTES_OJOS_BOCA, PREGUNTA_OJOS_BOCA, TITULO_OJOS_BOCA } from './banderas-mucosas.ts';

export { RESPIRACION_RESUMIDA as RESPIRACION } from './banderas-respiracion.ts';

/** What was swallowed or chewed before the pain (round 8: a fish bone and an irritant plant are no longer lumped with batteries and caustics). */
export const TRAGADO = {
  no: 'No',
  espina: 'Una espina o un huesecillo que nota clavado en la garganta',
  planta: 'Ha mordido una planta de casa (difenbaquia, potus, cala…) y le pica o le arde la boca',
  peligroso:
    'Una pila de botón, imanes, una moneda u otro objeto, un medicamento, un producto de limpieza, o no sé qué ha sido',
} as const;

/** Round 18: the follow-up after "a battery, magnets, … a cleaning product", from 1 year (intoxicacion gives verde only from 1 year). */
const INGESTA_QUE_VISIBLE = `tragado_que = '${TRAGADO.peligroso}' AND edad_rango NOT IN ['0-3 meses', '3-6 meses', '6-12 meses']`;
const INGESTA_INOCUA = ingestaInocua(INGESTA_QUE_VISIBLE, false);

/** The three fever bands shared by the respiratory flows. */
export const FIEBRE = FIEBRE_TRAMOS;

export const PUS = {
  si: 'Sí, veo puntos o placas blancas o amarillas',
  no: 'No, solo están rojas o hinchadas',
  noVisto: 'No he podido mirarlo',
} as const;


/**
 * Round 19: one painful swollen side of the neck with fever (deep-neck abscess; Lemierre syndrome after a sore throat that
 * was getting better: NICE NG84 rec 1.1.1; NICE CKS Sore throat; NICE NG51). Asked with fever only; graded: rigors, chest
 * pain on breathing, fast breathing or a very unwell child → rojo; otherwise amarillo (same day).
 */
export const CUELLO_LADO = {
  no: 'No, o solo algún bultito pequeño que duele un poco al tocarlo',
  hinchado: 'Sí, pero no tiene tiritonas, no le duele el pecho al respirar y respira con normalidad',
  grave:
    'Sí, y además tiene tiritonas (escalofríos con temblores que no puede parar), le duele el pecho al respirar hondo, respira deprisa o lo ves muy enfermo',
} as const;

/** The fever gate is repeated: a hidden question's id is unknown, and an unknown condition asks. */
const CUELLO_LADO_SI = `${CON_FIEBRE_TRAMOS} AND cuello_lado != '${CUELLO_LADO.no}'`;


const NO_MIRAR =
  'No intentes mirarle la garganta con una cuchara ni tumbarlo boca arriba: déjalo sentado en la postura en la que esté más cómodo, y no le des de comer ni de beber por el camino.';


const MIENTRAS_TANTO =
  'Mientras tanto, ofrécele líquidos frescos a menudo y comida blanda, y dale paracetamol o ibuprofeno si le duele.';

/**
 * Round 12: the tonsil or adenoid operation. Tonsillectomy and adenoidectomy are done from about 1 year,
 * so the question is not asked of babies; bleeding can come back up to about 2 weeks after (most often on days 5-10).
 */
const EDADES_OPERACION = ['1-2 años', '2-5 años', '5-12 años', '12+ años'] as const;
const CON_EDAD_OPERACION = `edad_rango IN ${lista(EDADES_OPERACION)}`;
/** Operated in the last 2 weeks (the gate is repeated: a hidden question's id is unknown, and an unknown condition asks). */
export const OPERADO = `${CON_EDAD_OPERACION} AND operado_amigdalas = 'si'`;

/** What a parent sees in the 2 weeks after the operation and is expected (ENT UK; HEY; emergencias.org.es). */
const NORMAL_TRAS_OPERACION =
  'En las 2 semanas después de operar las amígdalas o las vegetaciones es normal que le duela la garganta (a menudo más por las mañanas y hacia el 4.º-6.º día), que le duelan los oídos (el dolor viene de la garganta, no es una otitis), que se le vean costras blancas o amarillentas donde estaban las amígdalas, que le huela mal el aliento y que tenga la voz algo cambiada: no son una infección.';

const ANALGESIA_TRAS_OPERACION =
  'Dale el analgésico que te indicaron en el hospital de forma regular, unos 30 minutos antes de las comidas, sin esperar a que le duela mucho. El paracetamol y el ibuprofeno sirven; nunca le des aspirina.';

const SANGRE_TRAS_OPERACION =
  'le sale sangre roja por la boca o la nariz (hilos en la saliva, coágulos, vómitos con sangre), aunque sea poca o pare sola: ve a urgencias ahora, y llama al 112 si es mucha o no para';

const consejosAmarillo = (...propios: string[]): string[] => [...propios, MIENTRAS_TANTO, CONSEJO_AMARILLO];

const rojo = creadorDeReglas('rojo', { acciones: ACCIONES_URGENCIAS });

const amarillo = creadorDeReglas('amarillo', { acciones: ACCIONES_AMARILLO, medicacion: antitermicos() });

/** Home care (NICE NG84 self-care; HT sore throat green). */
const CONSEJOS_CASA: readonly string[] = [
  'La mayoría de los dolores de garganta se deben a virus y se curan solos en unos 7 días; los antibióticos no ayudan si no es una infección por estreptococo.',
  'Ofrécele líquidos frescos a menudo y comida blanda o fría (yogur, helado, purés). Lo importante es que beba.',
  'A partir de 1 año, una cucharadita de miel puede suavizar la garganta. Los caramelos o pastillas para chupar, solo en niños mayores que no se vayan a atragantar.',
];

const VUELVE_SI = consejoVuelveSi([
  ...MOTIVOS_ALARMA_GLOBALES,
  'babea porque no puede tragar la saliva, o hace ruido al coger aire',
  'no puede abrir bien la boca o se le hincha un lado del cuello',
  // Round 19: Lemierre syndrome or a deep-neck abscess after a sore throat that was getting better (NICE NG84).
  'le vuelve la fiebre alta con tiritonas cuando ya iba mejorando, o le duele un lado del cuello al girar la cabeza',
  'apenas bebe o hace muy poco pis',
  'lo ves peor o estás más preocupado',
]);

const CONSULTA_SI = consejoConsultaSi([
  'aparece fiebre sin tos ni mocos, o ves pus en las amígdalas (para descartar un estreptococo)',
  'le sale una erupción roja y áspera como papel de lija',
  'el dolor dura más de 7 días o la fiebre más de 3 días',
]);

/** With glandular fever, every amarillo or verde result adds the spleen advice (NHS). */
const AVISO_MONONUCLEOSIS: Aviso = { si: MONONUCLEOSIS, consejo: CONSEJO_MONONUCLEOSIS };

export const dolor_garganta: Flujo = conCribado({
  ...FICHAS.dolor_garganta,
  fuentes: [
    ...FUENTES_INGESTA_INOCUA,
    {
      titulo: 'NICE NG84. Sore throat (acute): antimicrobial prescribing (recomendación 1.1.1: derivar al hospital si hay enfermedad sistémica grave o sospecha de una complicación supurada grave, como un absceso periamigdalino o parafaríngeo)',
      anio: 2018,
      url: 'https://www.nice.org.uk/guidance/ng84/chapter/Recommendations',
    },
    {
      titulo: 'NHS Healthier Together (Black Country). Tonsillitis / sore throat advice sheet (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.blackcountry0-18.nhs.uk/professionals/safety-netting-documents-parents/sore-throat-advice-sheet',
    },
    {
      titulo: 'NHS Healthier Together (North East and North Cumbria). Sore throat or tonsillitis (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nenc-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/sore-throat',
    },
    {
      titulo: 'Schmitt-Thompson. Croup (babeo, estridor, no puede doblar el cuello) (Riverside Pediatrics) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://riverside-peds.com/is-your-child-sick/Croup',
    },
    {
      titulo: 'Seattle Children’s. Strep throat infection (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://dev.seattlechildrens.org/es/conditions/a-z/strep-throat-infection',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'Cardona V et al. World Allergy Organization Anaphylaxis Guidance 2020. World Allergy Organ J 2020;13:100472 (criterios de anafilaxia)',
      anio: 2020,
      url: 'https://empendium.com/mcmtextbook/table/031_0450',
    },
    {
      titulo: 'Montreal Children’s Hospital. Button batteries (miel de camino a urgencias si es mayor de 1 año) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://montrealchildrenshospital.ca/button-batteries/',
    },
    FUENTE_ESPGHAN_PILAS,
    FUENTE_NASPGHAN_CUERPO_EXTRANO,
    FUENTE_NHS_MONONUCLEOSIS,
    FUENTE_NHS_COMPLICACIONES_MONONUCLEOSIS,
    {
      titulo: 'NICE NG9. Bronchiolitis in children: diagnosis and management (actualizada en 2021)',
      anio: 2015,
      url: 'https://www.nice.org.uk/guidance/ng9/chapter/Key-priorities-for-implementation',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    FUENTE_DPIC_DIFENBAQUIA,
    {
      titulo: 'NICE CKS. Herpes simplex - oral (gingivoestomatitis: cuidados en casa con líquidos y analgesia; valorar ingreso si no puede beber o está deshidratado; año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/herpes-simplex-oral/',
    },
    {
      titulo: 'NHS Healthier Together (North East and North Cumbria). Hand, foot and mouth disease (ámbar: labios o lengua secos, sin pis en 8 horas, bebe menos de la mitad) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://nenc-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/hand-foot-and-mouth-disease',
    },
    {
      titulo: "The Royal Children's Hospital Melbourne. Kids Health Info: Herpes simplex gingivostomatitis (babeo y rechazo a beber por las llagas; riesgo de deshidratación) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.rch.org.au/kidsinfo/fact_sheets/Herpes_simplex_gingivostomatitis/',
    },
    {
      titulo: 'Shulman ST et al. Clinical practice guideline for the diagnosis and management of group A streptococcal pharyngitis: 2012 update by the IDSA. Clin Infect Dis 2012;55:e86-102 (la tos, los mocos, la ronquera y las úlceras orales indican un virus: no hacer test)',
      anio: 2012,
      url: 'https://academic.oup.com/cid/article/55/10/1279/324779',
    },
    {
      titulo: 'ENT UK. Tonsil surgery: patient information (cualquier sangrado de la garganta tras la operación: ver a un médico o ir a urgencias; garganta blanca, dolor de oídos y mal aliento son normales; fiebre y mal olor: posible infección, llamar al médico o al hospital), reproducida por Newcastle upon Tyne Hospitals NHS Foundation Trust (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.newcastle-hospitals.org.uk/services/ent_treatment-and-medication_tonsil-surgery-adults.html',
    },
    {
      titulo: 'Hull University Teaching Hospitals NHS Trust. Tonsillectomy: advice sheet for parents (HEY1077/2022: dolor más intenso hacia el 5.º día, dolor de oídos, comida normal, paracetamol e ibuprofeno)',
      anio: 2022,
      url: 'https://hey.nhs.uk/patient-leaflet/tonsillectomy-advice-sheet-for-parents',
    },
    {
      titulo: 'Royal College of Emergency Medicine (RCEM Learning). Post-tonsillectomy bleed: un sangrado pequeño que para solo (sangrado centinela) puede preceder a uno mayor; los niños tragan la sangre (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.rcemlearning.co.uk/modules/post-tonsillectomy-bleed/lessons/clinical-assessment-and-risk-stratification-59/',
    },
    {
      titulo: 'Starship Child Health (Nueva Zelanda). Tonsillectomy: management of post-tonsillectomy bleed (sangrado secundario sobre todo entre los días 5 y 10; el lecho blanco-amarillento es normal) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.starship.org.nz/for-health-professionals/starship-clinical-guidelines/t/tonsillectomy-management-of-post-tonsillectomy-bleed-in-ced/',
    },
    {
      titulo: 'NHS Lothian RefHelp. Post-tonsillectomy (sangrado hasta 2 semanas después; la saliva teñida de sangre se considera frecuente; el lecho blanco no es infección) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://apps.nhslothian.scot/refhelp/?p=4330',
    },
    {
      titulo: 'Emergencias.org.es. Amigdalectomía y adenoidectomía: cuidados tras el alta (normal hasta 2 semanas: dolor de garganta y de oídos, mal aliento, placas blancas; tragar muy a menudo puede ser sangrado: urgencias) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.emergencias.org.es/post/amigdalectomía-y-adenoidectomía-t-a-cuidados-tras-el-alta',
    },
    ...FUENTES_NEUTROPENIA,
    ...FUENTES_OJOS_BOCA,
    {
      titulo: 'NICE CKS. Sore throat - acute (complicaciones supuradas: absceso periamigdalino, parafaríngeo y retrofaríngeo; síndrome de Lemierre) (año de consulta)',
      anio: 2026,
      url: 'https://cks.nice.org.uk/topics/sore-throat-acute/',
    },
    {
      titulo: 'NICE NG51. Suspected sepsis: recognition, diagnosis and early management (tiritonas, respiración rápida, aspecto de enfermedad grave)',
      anio: 2016,
      url: 'https://www.nice.org.uk/guidance/ng51',
    },
    {
      titulo: 'Esposito S et al. Retropharyngeal, parapharyngeal and peritonsillar abscesses. Children (Basel) 2022;9(5):618 (fiebre, dolor y bulto en el cuello, dolor o rigidez al girar la cabeza, trismo, voz apagada)',
      anio: 2022,
      url: 'https://www.mdpi.com/2227-9067/9/5/618',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 19, un lado del cuello hinchado y doloroso con fiebre (complicaciones supuradas de un dolor de garganta; pregunta nueva cuello_lado, solo con fiebre, justo después de la pregunta de fiebre): NICE NG84 (recomendación 1.1.1) pide derivar al hospital si hay una enfermedad sistémica grave o se sospecha una complicación supurada grave (absceso periamigdalino, absceso parafaríngeo o retrofaríngeo, síndrome de Lemierre; NICE CKS "Sore throat - acute"), y NICE NG51 trata como posible sepsis la fiebre con tiritonas, respiración rápida o aspecto de enfermedad grave. El síndrome de Lemierre aparece días o una semana después de un dolor de garganta que iba mejorando: vuelve la fiebre alta con tiritonas, se hincha y duele un lado del cuello (debajo de la oreja, a lo largo del cuello; duele al girar la cabeza) y a menudo hay dolor de pecho al respirar o respiración rápida (émbolos sépticos en el pulmón); el absceso profundo del cuello da fiebre con bulto y dolor o rigidez al girar o levantar la cabeza, trismo y voz apagada (Esposito 2022). Antes, este flujo solo preguntaba la hinchazón GRANDE de un lado del cuello, el cuello que no se mueve, el trismo y la voz apagada (boca_cuello, rojo, sin cambios), el babeo, el estridor y la respiración: un lado del cuello hinchado y doloroso sin ser "grande", con fiebre, salía verde o amarillo solo por la fiebre o el pus. Ahora, con fiebre: un lado del cuello hinchado y que duele, o que duele al girar la cabeza → AMARILLO (que lo vea hoy un médico); con tiritonas, dolor de pecho al respirar hondo, respiración rápida (en la respuesta o en la pregunta de respiración) o si se le ve muy enfermo (pregunta de siempre, también más abajo) → ROJO, a urgencias ahora. Los ganglios pequeños que duelen un poco al tocarlos, en un niño con una faringitis corriente, siguen como estaban (primera respuesta; su ayuda lo dice), para no sobretriar. Sin fiebre no se pregunta: la pregunta de fiebre pide la temperatura más alta de hoy, y el cuadro descrito la tiene; la hinchazón grande sin fiebre sigue en boca_cuello (rojo). Desacuerdo: NICE NG84 no gradúa la hinchazón del cuello sin signos sistémicos; elegimos amarillo en el mismo día (lectura prudente; NICE NG143 ya pone en ámbar las tiritonas con fiebre) y rojo con los signos sistémicos. La red de seguridad del verde nombra ahora la fiebre alta que vuelve con tiritonas cuando ya iba mejorando y el dolor de un lado del cuello al girar la cabeza.',
    'Ronda 18, un producto casi inofensivo (banderas-ingesta.ts; intoxicacion): antes, «una pila de botón, imanes, una moneda u otro objeto, un medicamento, un producto de limpieza, o no sé qué ha sido» daba rojo siempre, también un lametazo de jabón de manos o de líquido de pompas que había dejado la boca escocida. Los centros de toxicología dicen que estos productos, en la cantidad de un accidente, dan como mucho un escozor en la boca o la garganta, un vómito o un rato de tripa (National Capital Poison Center: las pompas pueden irritar la garganta; HUS: el jabón de fregar a mano es un irritante leve y basta con enjuagar la boca; Merck y NPIS: listas de baja toxicidad), e intoxicacion no cuenta los labios o la boca algo irritados como síntoma. Ahora, desde 1 año, tras esa respuesta, una pregunta nueva (ingesta_que) deja decir que fue un poco de uno de los productos de la lista de intoxicacion (la misma lista) y que desde entonces está como siempre: como mucho un vómito, un rato de tripa o un escozor en la boca, pero traga, come, bebe y respira bien → lo tragado no da nivel; deciden las preguntas del dolor de garganta (el babeo, el estridor y la respiración van antes), y su verde es el compartido, con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción. No se ofrece la respuesta del objeto pequeño y liso: el dolor al tragar después de tragar un objeto es un signo de que puede estar atascado (NASPGHAN 2015; cuerpo_extrano), así que un objeto, «otra cosa o no estoy seguro», un medicamento, un producto de limpieza, la pila y los imanes siguen en rojo; en menores de 1 año no se pregunta y sigue en rojo.',
    'Puertas equivocadas: por el dolor de garganta llegan la epiglotitis y los abscesos periamigdalino, parafaríngeo o retrofaríngeo (babeo, estridor en reposo, no abrir la boca, voz de "patata caliente", cuello hinchado o rígido: rojo), la meningitis y la sepsis (cuello rígido, manchas que no se borran: rojo), la escarlatina y la amigdalitis por estreptococo (amarillo), la enfermedad de Kawasaki (fiebre de 5 días: amarillo), la deshidratación por no querer tragar (amarillo), la neumonía o la laringitis que empiezan con dolor de garganta (pregunta de respiración con la frecuencia por edad: rápida o con algo de esfuerzo → amarillo; grave → rojo, NICE NG143 y NG9), la anafilaxia (voz ronca, garganta cerrada, labios o lengua hinchados tras un alimento, picadura o medicamento: rojo, WAO 2020; enlace a reaccion_alergica) y un cuerpo extraño o un cáustico tragados (espina, pila de botón, producto de limpieza: rojo; Montreal Children’s, SEUP; enlaces a cuerpo_extrano e intoxicacion). Todas se preguntan. Ronda 2 (banderas-ingesta.ts): este flujo ya preguntaba lo tragado a cualquier edad (también la espina o el hueso de los mayores), así que no se añade la pregunta compartida de menores de 6 años, para no preguntarlo dos veces; se alinea con ella: la pregunta nombra ahora los imanes y los medicamentos, su ayuda recuerda que en los pequeños muchas veces nadie lo ha visto, y el consejo usa la misma pauta de miel (desde 1 año, si traga bien y hace menos de 12 horas; ESPGHAN 2021, Montreal Children’s). Sigue siendo rojo con cualquier respuesta Sí: el dolor al tragar ya es un síntoma después de tragar un objeto o un producto (cuerpo_extrano e intoxicacion).',
    'Respiración (patrón 5): la antigua pregunta de "le cuesta respirar" juntaba las costillas que se hunden con el quejido y las pausas, todo en rojo. Ahora es la pregunta de tres respuestas de banderas-respiracion.ts: respira deprisa para su edad, aleteo o un poco de tiraje → amarillo (NICE NG143 ámbar; Healthier Together); más de 60 por minuto, pausas, quejido o tiraje intenso → rojo.',
    'No poder abrir la boca: Healthier Together lo pone en ámbar; Schmitt ("no puede abrir la boca del todo", "no puede mover el cuello") en "ver ahora o urgencias", y NICE NG84 deriva al hospital el absceso periamigdalino o parafaríngeo. Elegimos rojo, junto con la hinchazón grande de un lado del cuello, el cuello rígido y la voz de "patata caliente". La ayuda aclara que los ganglios pequeños del cuello son normales, para no sobretriar.',
    'Babeo o no poder tragar la saliva: rojo en Healthier Together y 112 en Schmitt (posible epiglotitis o absceso). Estridor en reposo: rojo (Healthier Together, Schmitt). Ronda 11: ver la nota de las llagas en la boca.',
    'Sospecha de estreptococo: NICE NG84 (FeverPAIN: fiebre, pus, no tos ni mocos) no da antibiótico con puntuaciones bajas y Schmitt pide ver en 24 horas "fiebre, sin tos". Siguiendo el brief y la lectura prudente: fiebre con pus en las amígdalas, o fiebre sin tos ni mocos → amarillo (para hacer el test rápido). Fiebre con tos o mocos y sin pus → verde (probable virus). El estreptococo es raro en menores de 3 años (Seattle Children’s), pero no distinguimos por edad: revisar con pediatría si en 1-2 años debería ser verde.',
    'Fiebre con manchas: las que no se borran al apretar son rojo (NICE NG143); las que se borran, con fiebre y dolor de garganta, pueden ser escarlatina → amarillo con enlace a problemas_piel.',
    'Beber muy poco o hacer muy poco pis: ámbar en Healthier Together (deshidratación) → amarillo, solo con paracetamol (el ibuprofeno se desaconseja si puede haber deshidratación).',
    'Menores de 3 meses: con fiebre, rojo (NICE NG143); sin fiebre, amarillo (a esta edad no pueden decir que les duele la garganta y cualquier rechazo de las tomas debe verse hoy).',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Ronda 8, algo tragado (patrón 5, forma leve y grave): antes cualquier cosa tragada era rojo, desde la pila de botón hasta la espina de pescado, y la pregunta de alergia ("voz ronca, garganta que se cierra, labios hinchados") recogía también la boca irritada por una planta. Ahora: (1) una espina o un huesecillo que nota clavado, en un niño que traga su saliva, habla y respira bien → amarillo (NASPGHAN 2015: los objetos punzantes en el esófago se retiran pronto; un médico lo mira y lo saca en unas horas; no darle pan para empujarlo); rojo si además babea sin tragar, le cuesta respirar (preguntas de siempre), le duele el pecho o la espalda, vomita sangre o tiene fiebre (pregunta nueva espina_grave, posible perforación). (2) Morder una planta irritante de casa (difenbaquia, potus…), con escozor y algo de hinchazón de los labios, que ahora traga, habla y respira bien → verde con el Servicio de Información Toxicológica como primera acción (BC Drug and Poison Information Centre: dolor y ardor inmediatos por cristales de oxalato, enjuagar y algo frío; los casos son casi siempre leves). (3) Pila, imanes, moneda u otro objeto, medicamento, producto o "no sé" → rojo como antes. La pregunta cambia de id (tragado → tragado_que) y la de alergia también (alergia → anafilaxia): ahora sigue los criterios de la WAO 2020 (de golpe tras un alérgeno, con ronchas, voz, respiración, vómitos o mareo), y su ayuda dice que la irritación local por una planta o una bebida caliente no es una anafilaxia.',
    'Medicación: paracetamol o ibuprofeno para el dolor (NICE NG84), con las dosis de SPEC §9; ibuprofeno solo desde 6 meses.',
    'Shock y mononucleosis (issue 9, ronda 7): por esta puerta llega el adolescente con mononucleosis (la puerta que elige su familia) que se da un golpe haciendo deporte, o ninguno, y empieza con dolor de tripa arriba a la izquierda o en la punta del hombro izquierdo, pálido, sudoroso y mareado al ponerse de pie: una rotura del bazo que sangra por dentro. Antes este flujo no preguntaba ni el color ni el shock. Ahora pregunta, con las palabras compartidas de banderas-shock.ts: (a) signos de shock (muy pálido o grisáceo, sudor frío, piel moteada o labios azulados, marearse tanto al incorporarse que tiene que tumbarse, desmayarse o no tenerse en pie) → rojo con 112, tumbado con las piernas en alto y sin comer ni beber (NICE NG143 rojo: pálido, moteado, grisáceo; Healthier Together rojo; NICE CG84: shock); la ayuda dice que el mareo de un segundo al levantarse deprisa no cuenta, para no sobretriar al niño con fiebre; (b) desde 2 años, si tiene o ha tenido en los últimos 2 meses una mononucleosis diagnosticada o sospechada por un médico, y solo entonces, si le duele la tripa (sobre todo arriba a la izquierda) o la punta del hombro izquierdo, con golpe o sin él → rojo con 112 (NHS "Glandular fever": sin deportes de contacto unas 8 semanas porque el bazo puede estar hinchado; 999 o urgencias con dolor de tripa fuerte y repentino; NHS inform: rotura en 1 de cada 500-1.000, dolor agudo en el lado izquierdo). El NHS habla de dolor "fuerte"; elegimos la lectura prudente (cualquier dolor de tripa en esa zona o de la punta del hombro), porque la familia no puede distinguir en casa el dolor del bazo hinchado del de una rotura que empieza. Con mononucleosis y sin ese dolor, el nivel no cambia, pero el resultado amarillo o verde recuerda las 8 semanas sin deporte de contacto y cuándo llamar al 112.',
    'Ronda 11, babeo por llagas en la boca (patrón 5, forma leve y grave): el babeo de un niño pequeño con gingivoestomatitis herpética, boca-mano-pie o herpangina se debe a que tragar le duele, no a que se cierre la vía aérea (RCH Melbourne: las llagas dan babeo y rechazo a beber; NICE CKS Herpes simplex oral). Antes cualquier babeo era rojo. Ahora se pregunta a todos si se le ven llagas, aftas o ampollitas en la boca (pregunta nueva llagas_boca). Babeo sin llagas → rojo como antes (Healthier Together, Schmitt). Babeo con llagas → rojo solo si además se sienta echado hacia delante o apoyado en las manos para respirar, o se le ve muy decaído o con mal color (pregunta nueva babeo_llagas_grave), o si hay estridor, voz apagada, no abre la boca o no mueve el cuello (sus propias preguntas, que siguen en rojo), o le cuesta respirar (pregunta de respiración). Si no, el babeo con llagas no es rojo por sí mismo: apenas bebe o hace poco pis → amarillo (NICE CKS: valorar el ingreso si no puede beber o está deshidratado; Healthier Together ámbar, NICE NG143 ámbar), y si bebe lo suficiente → verde con líquidos fríos, comida blanda y fría, paracetamol o ibuprofeno y una red de seguridad (NICE CKS; Healthier Together boca-mano-pie). Con llagas, la fiebre sin tos ni mocos ya no da la sospecha de estreptococo (IDSA 2012: las úlceras orales, como la tos, los mocos o la ronquera, indican un virus y no se hace el test); el pus en las amígdalas sigue dando amarillo (lectura prudente) y su ayuda aclara que las llagas no son pus. Los menores de 3 meses siguen en amarillo o rojo por sus propias reglas. Las ampollas cerca del ojo o sobre un eccema (eccema herpético) van en la red de seguridad.',
    'Ronda 12, después de operar las amígdalas o las vegetaciones (pregunta nueva operado_amigdalas, desde 1 año, y operado_sangre solo si dice que sí): el sangrado después de la operación puede volver hasta unas 2 semanas después, sobre todo entre los días 5 y 10, cuando se caen las costras (Starship; NHS Lothian), y un sangrado pequeño que para solo puede ser el aviso de uno grande (RCEM: sangrado centinela; los niños tragan la sangre, y tragar muy a menudo puede ser la única señal, emergencias.org.es). ENT UK pide ver a un médico o ir a urgencias con cualquier sangrado de la garganta; NHS Lothian (para médicos) considera frecuente la saliva teñida de sangre y deja observar el sangrado menor. Elegimos la lectura prudente: cualquier sangre roja por la boca o la nariz (hilos en la saliva, coágulos pequeños, vómitos con sangre), aunque sea poca o ya haya parado, o tragar saliva muy a menudo → rojo, a urgencias ahora, sentado hacia delante escupiendo la sangre y sin comer ni beber, con el 112 si es mucha o no para. Lo que es normal en esas 2 semanas (dolor de garganta y de oídos, peor por las mañanas y hacia el 5.º día; costras blancas o amarillentas; mal aliento) → verde si bebe bien, con analgesia regular antes de las comidas, comida normal y la red de seguridad (ENT UK; Hull HEY1077). Apenas bebe o hace muy poco pis → amarillo (NICE NG143 ámbar: deshidratación; la deshidratación aumenta el dolor y el riesgo de sangrado). Fiebre tras la operación → amarillo (ENT UK: fiebre y mal olor pueden ser una infección de la herida; llamar al médico o al hospital; algunas hojas aceptan febrícula por debajo de 38,5 °C, pero nuestra pregunta de fiebre no distingue ese umbral). Tras la operación no se pregunta por el pus en las amígdalas ni por la tos (pus, tos_mocos): ya no hay amígdalas y las costras blancas de la herida no son pus.',
    'Ronda 12, medicinas que pueden dejar sin defensas (pregunta nueva farmaco_defensas, de banderas-neutropenia.ts): el dolor de garganta, las llagas en la boca o la fiebre en un niño que toma tiamazol (Tirodril), carbimazol o propiltiouracilo, quimioterapia u otro tratamiento que baja las defensas, clozapina, sulfasalazina o deferiprona pueden ser el primer aviso de una agranulocitosis. La ficha técnica de Tirodril (4.4) y la MHRA piden avisar de inmediato para hacer un hemograma, y la hoja de University Hospitals Sussex, no tomar más dosis y ver a un médico de urgencias el mismo día → al menos amarillo (análisis hoy), también con llagas o con un cuadro de virus, que ya no terminan en verde para estos niños. Con fiebre o si se le ve muy enfermo → rojo, como la neutropenia febril (NICE CG151: derivación inmediata), igual que el flujo de fiebre con defensas_bajas. El brief citaba "NICE NG151"; la guía de neutropenia febril es la CG151, que es la que se cita. El consejo no manda suspender la quimioterapia ni otros tratamientos por su cuenta: solo el antitiroideo hasta ver el análisis (ficha técnica, MHRA).',
    'Ronda 16, llagas en la boca con los ojos rojos (Stevens-Johnson y mucositis por Mycoplasma; pregunta nueva ojos_boca_llagas, compartida con ojo_rojo y, dentro de piel_grave2, con problemas_piel; banderas-mucosas.ts): un niño con llagas en la boca y, a la vez, los dos ojos rojos, o con los labios con costras, en carne viva o que sangran, tiene afectadas dos mucosas: síndrome de Stevens-Johnson o necrólisis epidérmica tóxica (guía de la Asociación Británica de Dermatólogos para niños y jóvenes, 2018: pródromo de fiebre y dolor de garganta; guía clínica del RCH Melbourne, citada por el brief y no releída aquí) o la mucositis que sigue a una infección por Mycoplasma, a menudo una semana después de tos y fiebre y casi sin lesiones en la piel (Canavan 2015). Se tratan en el hospital → rojo, a urgencias ahora, sin la siguiente dosis de un medicamento nuevo. Antes, con llagas y bebiendo bien, salía verde como unas llagas por virus. La pregunta se hace solo a quien tiene llagas en la boca (llagas_boca = Sí), justo después, entre las preguntas rojas; las llagas de boca-mano-pie, herpangina o herpes de la boca, sin los ojos rojos, siguen como estaban (verde si bebe, amarillo si apenas bebe). La gingivoestomatitis por herpes, muy frecuente en los pequeños, también deja los labios con costras y a veces sangrando: por eso la pregunta exige además los dos ojos rojos (o que le escuezan, le lloren o le moleste la luz), como el brief y la descripción de la mucositis por Mycoplasma (conjuntivitis de los dos ojos en el 82 %), y las llagas con costras en los labios sin ojos rojos siguen en verde o amarillo. La ayuda deja fuera una sola calentura en el borde del labio y los labios solo secos o agrietados (Kawasaki: fiebre de 5 días, amarillo). La fiebre no se exige. Revisar con pediatría si la mucositis sin ojos rojos (labios en carne viva, llagas en los genitales) debería preguntarse aparte.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_RESPIRACION_RESUMIDA,
    {
      // Round 12: after a tonsil or adenoid operation, a small bleed can come before a big one (RCEM; ENT UK).
      id: 'operado_amigdalas',
      texto: '¿Le han operado de las amígdalas o de las vegetaciones (adenoides) en las últimas 2 semanas?',
      tipo: 'si_no',
      ayuda: 'Si hace algo más de 2 semanas pero todavía le duele o no come con normalidad, responde Sí.',
      mostrar_si: CON_EDAD_OPERACION,
    },
    {
      id: 'operado_sangre',
      texto:
        'Desde la operación, ¿ha escupido, vomitado o le ha salido por la boca o la nariz sangre roja, aunque sea poca (hilos de sangre en la saliva, coágulos pequeños) y aunque ya haya parado? ¿O traga saliva muy a menudo, como si tragara algo, sobre todo dormido?',
      tipo: 'si_no',
      ayuda:
        'Un poco de sangre roja, aunque pare sola, puede avisar de un sangrado mayor en las horas siguientes, sobre todo entre el 5.º y el 10.º día. Las costras blancas o amarillentas donde estaban las amígdalas, el mal aliento y el dolor de oídos son normales y no cuentan.',
      mostrar_si: OPERADO,
      alarma: ['si'],
    },
    {
      id: 'babeo',
      texto: '¿Babea porque no puede tragar ni su propia saliva, o la escupe porque le duele demasiado tragar?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      // Round 11: mouth sores tell the drooling of a sore mouth (gingivostomatitis, hand-foot-and-mouth, herpangina) from that of a closing airway.
      id: 'llagas_boca',
      texto:
        '¿Le ves llagas, aftas, ampollitas o heridas en la boca, la lengua, el paladar o las encías (a veces con las encías rojas e hinchadas, o con granitos también en las manos, los pies o el culete)?',
      tipo: 'si_no',
      ayuda:
        'Mírale la boca con buena luz: son úlceras pequeñas, blancas o amarillentas con un borde rojo, o ampollitas. Las dan virus como el de boca-mano-pie, la herpangina o el herpes de la boca (gingivoestomatitis), y duelen tanto que muchos niños babean y no quieren comer ni beber. El pus en las amígdalas o el enrojecimiento de la garganta no cuentan.',
    },
    {
      // Round 11: the airway signs that keep a child with mouth sores who drools rojo (epiglottitis, deep neck abscess); stridor and a muffled voice are asked next.
      id: 'babeo_llagas_grave',
      texto:
        'Además de babear, ¿se sienta echado hacia delante o apoyado en las manos para poder respirar, con la boca abierta y el cuello estirado, o lo ves muy decaído, apagado o con mal color, como muy enfermo?',
      tipo: 'si_no',
      ayuda: 'Un niño con llagas que babea porque le duele tragar, pero respira tranquilo, habla (o llora) con su voz de siempre y juega a ratos, responde No.',
      mostrar_si: "babeo = 'si' AND llagas_boca = 'si'",
      alarma: ['si'],
    },
    // Round 16: mouth sores with both eyes red (Stevens-Johnson syndrome or Mycoplasma mucositis; banderas-mucosas.ts).
    { ...PREGUNTA_OJOS_BOCA, mostrar_si: "llagas_boca = 'si'" },
    {
      id: 'estridor',
      texto: '¿Hace un ruido ronco y agudo al COGER aire (estridor) estando tranquilo?',
      tipo: 'si_no',
      ayuda: 'No confundir con los ronquidos o la nariz tapada: el estridor se oye en la garganta al inspirar, también despierto y tranquilo.',
      alarma: ['si'],
    },
    {
      id: 'boca_cuello',
      texto:
        '¿No puede abrir bien la boca, habla con la voz apagada (como con una patata caliente en la boca), tiene una hinchazón grande en un lado del cuello, o no puede mover el cuello (girarlo o bajar la barbilla al pecho)?',
      tipo: 'si_no',
      ayuda: 'Los "bultitos" pequeños del cuello que duelen un poco al tocarlos (ganglios) son normales con la garganta inflamada: si es solo eso, responde No.',
      alarma: ['si'],
    },
    {
      // Round 8: a new id (it was 'alergia'): anaphylaxis by the WAO criteria, so a mouth irritated by a plant or a hot drink is not taken for it.
      id: 'anafilaxia',
      texto:
        '¿Empezó de golpe, minutos u horas después de comer algo, una picadura o un medicamento, y además tiene ronchas por el cuerpo, la voz ronca, la lengua o la garganta hinchadas, le cuesta respirar o tragar, vomita o está mareado o flojo?',
      tipo: 'si_no',
      ayuda:
        'El escozor y una hinchazón leve de los labios justo después de morder una planta o de tomar algo muy caliente o picante son una irritación de la boca, no una alergia: si es solo eso, responde No.',
      alarma: ['si'],
    },
    {
      // Round 8: a new id (it was the si_no 'tragado', all rojo): a fish bone and an irritant plant have their own answers.
      id: 'tragado_que',
      texto: '¿Empezó a dolerle después de tragarse, morder o meterse en la boca algo?',
      tipo: 'opciones',
      opciones: [TRAGADO.no, TRAGADO.espina, TRAGADO.planta, TRAGADO.peligroso],
      ayuda:
        'En los niños pequeños muchas veces nadie lo ha visto: piensa si falta la pila de un mando o de un juguete, si hay un envase abierto o piezas por el suelo. Si hay duda, elige la última opción.',
      // Round 18: the last answer is no longer an alarm by itself: its follow-up can say it was a harmless listed product.
    },
    // Round 18: a little of a listed harmless product, from 1 year (banderas-ingesta.ts; intoxicacion). No object answer: a sore
    // throat after swallowing an object is a sign of it being stuck (NASPGHAN 2015; cuerpo_extrano).
    preguntaIngestaQue(INGESTA_QUE_VISIBLE, false),
    { ...PREGUNTA_ESPINA_GRAVE, mostrar_si: `tragado_que = '${TRAGADO.espina}'` },
    PREGUNTA_SIGNOS_SHOCK,
    PREGUNTA_MONONUCLEOSIS,
    PREGUNTA_DOLOR_BAZO,
    PREGUNTA_MANCHAS,
    // Round 12: a medicine that can wipe out the white cells (banderas-neutropenia.ts); with fever it is rojo, so it comes first.
    PREGUNTA_FARMACO_DEFENSAS,
    PREGUNTA_FIEBRE_TRAMOS,
    {
      // Round 19: one painful swollen side of the neck with fever (deep-neck abscess, Lemierre syndrome; NICE NG84, NG51).
      id: 'cuello_lado',
      texto:
        'Con la fiebre, ¿se le ha hinchado un lado del cuello y le duele (por debajo de la oreja o a lo largo del lado del cuello), o le duele ese lado al girar la cabeza?',
      tipo: 'opciones',
      opciones: [CUELLO_LADO.no, CUELLO_LADO.hinchado, CUELLO_LADO.grave],
      ayuda:
        'Puede aparecer días o una semana después de un dolor de garganta que ya iba mejorando, cuando vuelve la fiebre alta. Los bultitos pequeños del cuello (del tamaño de un garbanzo) que duelen un poco al tocarlos son ganglios normales con la garganta inflamada: si es solo eso, responde la primera opción. Si dudas entre dos respuestas, elige la de más abajo.',
      mostrar_si: CON_FIEBRE_TRAMOS,
      alarma: [CUELLO_LADO.grave],
    },
    PREGUNTA_DIAS_FIEBRE,
    {
      id: 'pus',
      texto: '¿Le ves puntos o placas blancas o amarillentas (pus) en las amígdalas?',
      tipo: 'opciones',
      opciones: [PUS.si, PUS.no, PUS.noVisto],
      ayuda:
        'Con buena luz (la linterna del móvil), pídele que abra la boca y diga "aaa". No lo fuerces si no se deja. Las llagas o ampollitas (puntos blancos con un borde rojo en el paladar o junto a las amígdalas) no son pus: se preguntan aparte.',
      // Round 12: not after a tonsil operation (no tonsils; the white scabs of the wound are not pus).
      mostrar_si: `${CON_FIEBRE_TRAMOS} AND operado_amigdalas != 'si'`,
    },
    {
      id: 'tos_mocos',
      texto: '¿Tiene también tos o mocos?',
      tipo: 'si_no',
      mostrar_si: `${CON_FIEBRE_TRAMOS} AND operado_amigdalas != 'si'`,
    },
    {
      id: 'bebe_poco',
      texto: '¿Apenas bebe por el dolor, o hace mucho menos pis de lo normal (ningún pis o pañal mojado en 8-12 horas)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    // Weight last; no dose is ever shown under 3 months.
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  avisos: [AVISO_PREOCUPADO, AVISO_MONONUCLEOSIS],
  reglas: [
    // ----------------------------------------------------------------- rojo
    reglaRespiracionResumidaRojo([NO_MIRAR]),
    rojo(
      `${OPERADO} AND operado_sangre = 'si'`,
      'Sangre por la boca o la nariz después de operarle de amígdalas o vegetaciones',
      consejosRojo(
        'Después de esta operación, cualquier sangre roja por la boca o la nariz, aunque sea poca o ya haya parado, puede ser el aviso de un sangrado mayor: tienen que verlo en urgencias ahora, mejor en el hospital donde lo operaron (ENT UK; RCEM).',
        'Siéntalo inclinado hacia delante y que escupa la sangre en un recipiente, sin tragarla, para que veáis cuánta es. No le des de comer ni de beber, por si hay que volver a operarle.',
        'Llama al 112 si sangra mucho o no para, vomita sangre, o está pálido, sudoroso, mareado o adormilado.',
        'Lleva el informe de la operación.',
      ),
    ),
    rojo(
      "babeo = 'si' AND llagas_boca = 'no'",
      'No puede tragar su propia saliva',
      consejosRojo(
        'Babear sin poder tragar la saliva puede indicar una inflamación grave en la garganta que cierre el paso del aire (epiglotitis o absceso).',
        NO_MIRAR,
        'Si le cuesta respirar o hace ruido al coger aire, llama al 112.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "babeo_llagas_grave = 'si'",
      'Babea con llagas en la boca y le cuesta respirar o está muy decaído',
      consejosRojo(
        'Las llagas pueden explicar el babeo, pero sentarse echado hacia delante para respirar o estar muy decaído no: puede haber una inflamación grave de la garganta que cierre el paso del aire (epiglotitis o absceso) o una infección grave.',
        NO_MIRAR,
        'Si le cuesta cada vez más respirar, hace ruido al coger aire o se pone azulado, llama al 112.',
      ),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "estridor = 'si'",
      'Ruido al coger aire (estridor) estando tranquilo',
      consejosRojo('Mantenlo tranquilo, sentado o en brazos: el llanto empeora el ruido.', NO_MIRAR),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      "boca_cuello = 'si'",
      'No puede abrir la boca, voz apagada o cuello hinchado o rígido',
      consejosRojo(
        'Puede ser un absceso (una bolsa de pus) junto a la amígdala o en el cuello, o una infección más grave, que hay que valorar hoy mismo en urgencias.',
        NO_MIRAR,
      ),
    ),
    rojo(
      // Round 19: a swollen painful side of the neck with fever and rigors, chest pain on breathing, fast breathing or a
      // very unwell child (Lemierre syndrome, deep-neck abscess with sepsis; NICE NG84 rec 1.1.1; NICE NG51).
      `${CUELLO_LADO_SI} AND (cuello_lado = '${CUELLO_LADO.grave}' OR respiracion = '${RESPIRACION_RESUMIDA.deprisa}' OR muy_enfermo = 'si')`,
      'Un lado del cuello hinchado y doloroso con fiebre, y tiritonas, dolor de pecho al respirar, respiración rápida o muy enfermo',
      consejosRojo(
        'Un lado del cuello hinchado y doloroso con fiebre, después de un dolor de garganta, puede ser una infección que ha pasado a la profundidad del cuello (un absceso) o a una vena del cuello y desde ahí a los pulmones (síndrome de Lemierre). Con tiritonas, dolor de pecho al respirar, respiración rápida o si está muy enfermo, necesita urgencias ahora: puede ser una infección de la sangre (NICE).',
        NO_MIRAR,
        'Llama al 112 si le cuesta cada vez más respirar, se pone azulado, grisáceo o con la piel moteada, o está muy adormilado.',
      ),
    ),
    rojo(
      "anafilaxia = 'si'",
      'Dolor o cierre de garganta por una posible reacción alérgica grave',
      consejosRojo(
        'Las ronchas, la voz ronca, la lengua o la garganta hinchadas, la dificultad para respirar o tragar, los vómitos o el mareo que empiezan de golpe tras un alimento, una picadura o un medicamento pueden ser una anafilaxia (reacción alérgica grave, WAO 2020).',
        'Si tiene un autoinyector de adrenalina, pónselo ya en la parte externa del muslo y llama al 112.',
        'Déjalo sentado si le cuesta respirar; túmbalo con las piernas en alto si está pálido, flojo o mareado.',
      ),
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['reaccion_alergica'] },
    ),
    rojo(`${PREGUNTA_OJOS_BOCA.id} = 'si'`, TITULO_OJOS_BOCA, consejosRojo(...CONSEJOS_OJOS_BOCA), {
      ver_tambien: ['problemas_piel', 'ojo_rojo', 'reaccion_alergica'],
    }),
    rojo(
      // Round 18: except a little of a listed harmless product, from 1 year (verde below).
      `tragado_que = '${TRAGADO.peligroso}' AND NOT (${INGESTA_INOCUA})`,
      'Dolor de garganta después de tragar algo o un producto',
      consejosRojo(
        'Un objeto en la garganta, una pila de botón o un producto de limpieza pueden dañar la garganta o el esófago: necesita valoración urgente aunque ahora respire bien.',
        'No le hagas vomitar. Una pila de botón puede quemar el esófago en unas 2 horas y varios imanes pueden perforar el intestino, aunque ahora esté bien.',
        CONSEJO_MIEL_PILA,
        'Aparte de esa miel, no le des de comer ni de beber.',
        'Si ha tomado un medicamento o un producto, lleva el envase. El Servicio de Información Toxicológica (91 562 04 20, 24 horas) puede aconsejarte mientras vais.',
      ),
      { ver_tambien: ['cuerpo_extrano', 'intoxicacion'] },
    ),
    rojo(
      "espina_grave = 'si'",
      'Espina o hueso clavado con dolor de pecho o espalda, sangre o fiebre',
      consejosRojo(
        'El dolor en el pecho o la espalda, vomitar sangre o la fiebre después de clavarse una espina o un hueso pueden indicar que ha dañado el esófago: necesita valoración urgente.',
        'No le des de comer ni de beber, ni pan para empujarla.',
      ),
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    reglaSignosShock('Dolor de garganta con palidez, sudor frío o mareo al ponerse de pie: posible shock', [
      'Si tiene mononucleosis, puede ser una rotura del bazo que sangra por dentro, aunque no se haya dado ningún golpe.',
    ]),
    reglaBazoMononucleosis(),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Dolor de garganta con manchas que no se borran al apretar',
      consejosRojo('Las manchas rojas o moradas que no se borran con la prueba del vaso pueden ser una infección grave (meningococo): ve sin esperar.'),
      { acciones_sugeridas: ACCIONES_112 },
    ),
    rojo(
      `edad_rango = '0-3 meses' AND ${CON_FIEBRE_TRAMOS}`,
      'Fiebre en menor de 3 meses',
      consejosRojo(
        'En un bebé de menos de 3 meses, 38 °C o más necesita que lo vea un médico enseguida aunque parezca estar bien.',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    reglaFarmacoDefensasRojo(`${CON_FIEBRE_TRAMOS} OR muy_enfermo = 'si'`, [
      'No le des paracetamol ni ibuprofeno antes de que lo vean si no lo necesita para el dolor: pueden ocultar la fiebre.',
    ]),
    // ------------------------------------------------------------- amarillo
    // Round 19: one painful swollen side of the neck with fever, child otherwise fairly well (NICE NG84; NICE CKS).
    amarillo(
      `${CUELLO_LADO_SI} AND cuello_lado = '${CUELLO_LADO.hinchado}'`,
      'Un lado del cuello hinchado y doloroso con fiebre',
      consejosAmarillo(
        'Un lado del cuello hinchado y doloroso con fiebre puede ser un ganglio infectado o el comienzo de un absceso en el cuello, sobre todo si aparece o vuelve la fiebre cuando el dolor de garganta ya iba mejorando: que lo vea hoy un médico, en unas horas (NICE).',
        'Ve a urgencias ahora si le empiezan tiritonas (escalofríos con temblores), le duele el pecho al respirar, respira deprisa, no puede abrir bien la boca, babea, no puede mover el cuello o lo ves muy decaído.',
      ),
      { medicacion: paracetamol() },
    ),
    { ...reglaRespiracionResumidaAmarillo([MIENTRAS_TANTO]), medicacion: paracetamol() },
    reglaFarmacoDefensasAmarillo([
      'Antes de darle paracetamol o ibuprofeno para el dolor, mídele la temperatura y apúntala: pueden ocultar la fiebre.',
      'Ofrécele líquidos frescos a menudo y comida blanda.',
    ]),
    amarillo(
      `${OPERADO} AND bebe_poco = 'si'`,
      'Apenas bebe después de operarle de amígdalas o vegetaciones',
      [
        'Después de esta operación, si apenas bebe o hace muy poco pis puede deshidratarse, y la deshidratación aumenta el dolor y el riesgo de sangrado: llama hoy a la planta donde lo operaron o que lo vea hoy un médico; a veces hay que darle suero por la vena un día o dos (NICE NG143 ámbar).',
        ANALGESIA_TRAS_OPERACION,
        'Ofrécele líquidos fríos a sorbos muy a menudo (agua, leche, polos de hielo) y su comida normal en trozos blandos.',
        'Ve a urgencias ahora si no bebe nada, no hace pis en 8 horas o más, o le sale sangre roja por la boca o la nariz, aunque sea poca.',
        CONSEJO_AMARILLO,
      ],
      { medicacion: paracetamol() },
    ),
    amarillo(
      `${OPERADO} AND ${CON_FIEBRE_TRAMOS}`,
      'Fiebre en los días después de operarle de amígdalas o vegetaciones',
      [
        'La fiebre después de esta operación, sobre todo con mal olor de boca que empeora o con el dolor que vuelve a aumentar, puede ser una infección de la herida: llama hoy a la planta donde lo operaron o que lo vea hoy un médico (ENT UK).',
        NORMAL_TRAS_OPERACION,
        ANALGESIA_TRAS_OPERACION,
        'Que beba mucho y coma su comida normal: masticar y tragar ayudan a que la herida cure.',
        'Ve a urgencias ahora si le sale sangre roja por la boca o la nariz, aunque sea poca, o traga saliva muy a menudo.',
        CONSEJO_AMARILLO,
      ],
    ),
    amarillo(
      `tragado_que = '${TRAGADO.espina}'`,
      'Espina o hueso clavado en la garganta, traga y respira bien',
      consejosAmarillo(...CONSEJOS_ESPINA),
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    amarillo(
      "llagas_boca = 'si' AND bebe_poco = 'si'",
      'Llagas en la boca y apenas bebe o hace muy poco pis',
      consejosAmarillo(
        'Las llagas de la boca duelen tanto que algunos niños dejan de beber y se deshidratan: que lo vea hoy un médico, que valorará si necesita ayuda para hidratarse (NICE CKS).',
        'Dale el analgésico unos 30 minutos antes de ofrecerle de beber. Ofrécele líquidos fríos a sorbos pequeños y muy a menudo (agua, leche, polos de hielo o de yogur) y evita los zumos ácidos y lo salado o picante, que escuecen.',
        'Ve a urgencias ahora si no bebe nada, no hace pis en 8 horas o más, está muy adormilado o le cuesta respirar.',
      ),
      { medicacion: paracetamol() },
    ),
    amarillo(
      "bebe_poco = 'si'",
      'Apenas bebe por el dolor o hace muy poco pis',
      consejosAmarillo(
        'Si apenas bebe o hace muy poco pis, puede deshidratarse: que lo vea hoy un médico.',
        'Dale el analgésico unos 30 minutos antes de ofrecerle de beber, y ofrécele líquidos fríos a sorbos pequeños y muy a menudo.',
      ),
      { medicacion: paracetamol() },
    ),
    amarillo(
      "edad_rango = '0-3 meses'",
      'Bebé menor de 3 meses con molestias al tragar',
      consejosAmarillo(
        'A esta edad no pueden decir qué les duele: si rechaza las tomas o llora al tragar, que lo vea hoy un médico.',
        'No le des paracetamol ni ibuprofeno sin que te lo indique un médico.',
      ),
      { medicacion: [] },
    ),
    amarillo(
      `edad_rango = '3-6 meses' AND fiebre = '${FIEBRE.desde39}'`,
      'Fiebre de 39 °C o más en bebé de 3 a 6 meses',
      consejosAmarillo('A esta edad, 39 °C o más es un signo de alerta (NICE): que lo vea hoy un médico aunque esté bien.'),
      { medicacion: paracetamol(), ver_tambien: ['fiebre'] },
    ),
    amarillo(
      "dias_fiebre = 'si'",
      'Dolor de garganta con fiebre de 5 días o más',
      consejosAmarillo('Una fiebre que dura 5 días o más debe valorarla hoy un médico (NICE).'),
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `${CON_FIEBRE_TRAMOS} AND manchas_piel = '${MANCHAS.seBorran}'`,
      'Fiebre, dolor de garganta y manchas en la piel (posible escarlatina)',
      consejosAmarillo(
        'Una erupción roja y áspera (como papel de lija) con fiebre y dolor de garganta puede ser escarlatina, causada por el estreptococo: que lo vea hoy un médico por si necesita antibiótico.',
        'Repite la prueba del vaso: si alguna mancha deja de borrarse al apretar, ve a urgencias ya.',
      ),
      { ver_tambien: ['problemas_piel'] },
    ),
    amarillo(
      `${CON_FIEBRE_TRAMOS} AND pus = '${PUS.si}'`,
      'Fiebre y pus en las amígdalas (posible estreptococo)',
      consejosAmarillo(
        'La fiebre con placas de pus en las amígdalas puede ser una amigdalitis por estreptococo. Que lo vea hoy un médico para hacerle el test rápido y decidir si necesita antibiótico.',
        'No le des antibióticos que tengas en casa: solo los debe indicar el médico.',
      ),
    ),
    amarillo(
      `${CON_FIEBRE_TRAMOS} AND tos_mocos = 'no' AND llagas_boca = 'no'`,
      'Fiebre y dolor de garganta sin tos ni mocos (posible estreptococo)',
      consejosAmarillo(
        'Fiebre y dolor de garganta sin tos ni mocos es la forma típica de la amigdalitis por estreptococo, sobre todo a partir de 3 años. Que lo vea hoy un médico para hacerle el test rápido.',
        'No le des antibióticos que tengas en casa: solo los debe indicar el médico.',
      ),
    ),
    { ...reglaMuyEnfermo([MIENTRAS_TANTO]), medicacion: antitermicos() },
    // ---------------------------------------------------------------- verde
    // Round 18: a little of a listed harmless product, from 1 year: a stinging mouth or throat is expected (HUS; NCPC).
    reglaIngestaInocua(INGESTA_INOCUA, [
      'Estos productos pueden dar un poco de escozor en la boca o la garganta, que se pasa solo: que se enjuague la boca o beba agua. Para el dolor de garganta, sigue los consejos de este apartado.',
    ]),
    {
      si: OPERADO,
      urgencia: 'verde',
      titulo: 'Dolor esperado después de operarle de amígdalas o vegetaciones, bebe bien y no sangra',
      consejos: [
        NORMAL_TRAS_OPERACION,
        ANALGESIA_TRAS_OPERACION,
        'Que coma su comida normal y beba mucho: masticar y tragar ayudan a que la herida cure y a que sangre menos. Evita lo muy caliente o picante y lo duro con picos, como las patatas fritas de bolsa.',
        'Que descanse en casa, lejos del humo y de personas con catarro, y que no haga deporte ni juegos bruscos hasta 2 semanas después de la operación. Las primeras noches, duerme cerca de él para oír si traga a menudo o hace ruido de gárgaras.',
        consejoVuelveSi([
          SANGRE_TRAS_OPERACION,
          'traga saliva muy a menudo, sobre todo dormido, o hace ruido de gárgaras al respirar',
          'apenas bebe o lleva 8 horas o más sin hacer pis',
          ...MOTIVOS_ALARMA_GLOBALES,
        ]),
        'Llama hoy a la planta donde lo operaron o a tu pediatra si tiene fiebre (38 °C o más), si el mal olor de boca empeora de repente o si el dolor vuelve a aumentar después de haber mejorado. Consulta con tu pediatra si a las 2 semanas sigue con dolor o no come con normalidad.',
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      si: `tragado_que = '${TRAGADO.planta}'`,
      urgencia: 'verde',
      titulo: 'Boca irritada por morder una planta, traga y respira bien',
      consejos: [
        'Llama primero al Servicio de Información Toxicológica (91 562 04 20, 24 horas) con el nombre o una foto de la planta, y sigue lo que te digan.',
        ...CONSEJOS_PLANTA_IRRITANTE,
        consejoVuelveSi([...VUELVE_SI_PLANTA, ...MOTIVOS_ALARMA_GLOBALES]),
      ],
      acciones_sugeridas: [ACCION_LLAMA_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['intoxicacion'],
    },
    {
      si: "llagas_boca = 'si'",
      urgencia: 'verde',
      titulo: 'Llagas o ampollitas en la boca por un virus, bebe lo suficiente',
      consejos: [
        'Las llagas o ampollitas en la boca, con o sin fiebre, suelen deberse a un virus (boca-mano-pie, herpangina o herpes de la boca) y se curan solas en 7-10 días; las del herpes pueden tardar hasta 2 semanas. Los antibióticos no ayudan.',
        'Es normal que babee y coma poco porque le duele: lo importante es que beba. Ofrécele líquidos fríos a sorbos pequeños y a menudo (agua, leche, polos de hielo o de yogur) y comida blanda y fría (yogur, helado, purés templados). Evita los zumos ácidos y lo salado o picante, que escuecen.',
        'Para el dolor, paracetamol o ibuprofeno unos 30 minutos antes de las comidas; no le des los dos a la vez. Usa la jeringa dosificadora de su propio envase; si es menor de 2 años, confirma la dosis con tu pediatra o farmacéutico.',
        'Se contagia: lávale las manos a menudo, no compartáis vasos ni cubiertos, y no le beses si tienes una calentura en los labios (ni le beses tú las llagas). No le revientes las ampollas.',
        consejoVuelveSi([
          ...MOTIVOS_ALARMA_GLOBALES,
          'no quiere beber nada, lleva 8 horas o más sin hacer pis o tiene la boca y los labios muy secos',
          'además de babear, hace ruido al coger aire, se sienta echado hacia delante para respirar, no puede abrir bien la boca o se le hincha el cuello',
          'se le ponen rojos los ojos, le salen ampollas cerca de un ojo, o las ampollas se extienden por una zona de piel con eccema',
          'le salen ampollas o manchas redondas como una diana en la piel, o llagas en los genitales',
          'lo ves muy decaído, peor o estás más preocupado',
        ]),
        consejoConsultaSi(['las llagas no han mejorado en 10 días', 'la fiebre dura más de 3 días']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
    {
      si: CON_FIEBRE_TRAMOS,
      urgencia: 'verde',
      titulo: 'Dolor de garganta con fiebre y catarro, sin signos de alarma',
      consejos: [
        'Con tos o mocos y sin pus en las amígdalas, lo más probable es que sea un virus, que se cura solo. La fiebre suele durar 2 o 3 días.',
        ...CONSEJOS_ANTITERMICOS,
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
      ver_tambien: ['fiebre'],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Dolor de garganta sin signos de alarma',
      consejos: [
        'Sin fiebre ni signos de alarma, lo más probable es que sea una irritación o un catarro.',
        'Para el dolor puedes darle paracetamol o ibuprofeno; sirven para que esté más cómodo y pueda beber. No le des los dos a la vez.',
        'Usa la jeringa dosificadora de su propio envase, nunca gotas ni cucharas de cocina. Si es menor de 2 años, confirma la dosis con tu pediatra o farmacéutico.',
        ...CONSEJOS_CASA,
        VUELVE_SI,
        CONSULTA_SI,
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: antitermicos(),
    },
  ],
}, 'estridor');
