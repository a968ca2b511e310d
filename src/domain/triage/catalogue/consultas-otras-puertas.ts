/**
 * The clinical content of the wrong-door same-day screen
 * (`cribado-otras-puertas.ts`, question `otra_consulta`): seven conditions that
 * a guideline sends to a doctor the same day (amarillo) and that a parent can
 * see, asked at the end of every flow whose own questions do not reach them.
 *
 * Notas (round 15; choices, and what was read only second-hand):
 *
 * - What goes on the list. Amber conditions that fresh vignettes found behind
 *   the door of a minor symptom, ending verde because that door never asks
 *   (kinds, not cases): a new limp behind 'Mocos', jaundice behind 'Granos',
 *   urinary symptoms behind 'Dentición' or 'Estreñimiento', morning headaches
 *   with vomiting behind 'Mareo'; plus fever of 5 days or more (NICE NG143
 *   amber) and the thirst and polyuria of new diabetes (NICE NG18: same-day
 *   referral), which only some doors ask. Nothing rojo is here (the emergency
 *   screen and the flows ask those), and no item repeats the emergency
 *   screen: its ketoacidosis item needs vomiting, tummy pain or deep
 *   breathing on top of the thirst; this one is the thirst alone.
 * - Each option is phrased so the parent of a well child does not tick it
 *   (a condition and its observable sign, "sin un golpe claro", "casi a
 *   diario … con vómitos o vista borrosa"), in at most about 20 words and
 *   without single quotes (they would break the rule condition).
 * - Limp: NICE CKS (limp in children; read through NHS Healthier Together's
 *   limp sheets and trust guidelines, e.g. Royal Cornwall 2021, which list
 *   under 2-3 years, over 9 years, fever, no weight bearing and a hot or
 *   swollen joint as same-day) and NICE NG143 amber ("non-weight bearing
 *   limb / not using an extremity", "swelling of a limb or joint"). A
 *   well-looking school child who limps but walks, without fever, is not
 *   same-day in every source (Healthier Together: see a professional, doctor
 *   today if no better after 48 hours); we make every new unexplained limp
 *   amarillo, the more cautious reading (CLINICAL.md), because a parent cannot
 *   tell irritable hip from septic arthritis, a missed toddler fracture or a
 *   slipped epiphysis. A limp after a clear knock is left to 'golpes_caidas'.
 *   Ronda 18: after a vaccine injected into the thigh, a limp or not wanting
 *   to use that leg for 1-2 days with a sore injection site is an expected
 *   reaction (UKHSA Green Book ch. 8; CDC): the option leaves out a limp with
 *   a vaccine in that limb in the last 1-2 days, and 'vacunas_reacciones'
 *   grades every limp itself (question 'cojera_vacuna'), so the item is not
 *   shown there.
 * - Jaundice: NICE CG98 (pale chalky stools or dark urine with jaundice →
 *   conjugated bilirubin, referral) and the NHS biliary atresia page (pale
 *   stools and dark urine in a baby: see a doctor quickly; surgery works best
 *   in the first weeks). Jaundice in an older child is a liver or haemolysis
 *   problem for a same-day blood test (read only through general sources: no
 *   paediatric CKS topic was found; revisar con pediatría). The advice sends a
 *   baby jaundiced in the first 24 hours, or drowsy, to urgencias now.
 * - Urinary infection: NICE NG224 (2022, which replaced CG54): a child with
 *   urinary symptoms needs a urine test and, if positive, antibiotics started
 *   promptly; not home care. "Peeing very often" and "new daytime wetting"
 *   are NG224's symptom list; smelly urine only counts with fever (on its own
 *   it is unreliable). Ronda 18: the option says "y no es por piel irritada",
 *   and the result says why: a baby in nappies who cries when peeing
 *   because the nappy area is red and sore (nappy rash, NICE CKS Nappy rash)
 *   or a girl with a sore vulva after bubble bath (Schmitt-Thompson "Pain with
 *   urination") has skin pain, not a urinary infection sign; "new leaks"
 *   keeps out the weeks-long urgency and leaks of constipation (NICE CG99),
 *   which 'orina' grades itself.
 * - Headache: HeadSmart (RCPCH-endorsed guideline on brain tumours in
 *   children, 2017; read through the HeadSmart site and a Don't Forget the
 *   Bubbles summary): headache on waking or waking the child, with vomiting,
 *   or with visual change, needs urgent assessment (same-day fundoscopy);
 *   NICE NG12 and NICE CKS headache in children agree. The option asks for
 *   the pattern and vomiting or blurred / dimming vision together, so a
 *   single headache with a cold does not match. Squint, double vision,
 *   clumsiness and drowsiness are rojo and stay in the flows.
 * - Fever for 5 days or more: NICE NG143 amber; Kawasaki disease (AHA 2017
 *   scientific statement) is the reason the sources give.
 * - Diabetes: NICE NG18 1.1: refer a child with suspected type 1 diabetes the
 *   same day (thirst, polyuria, bedwetting again, weight loss). The option
 *   asks for thirst and polyuria together.
 * - yaPreguntadaEn lists a flow only when its own questions reach the whole
 *   item for every child who would tick it; a flow that asks part of it (one
 *   age band, one branch, part of the symptoms) still shows it. Fever of 5
 *   days is hidden where every child with fever is asked its duration (or it
 *   is rojo under 3 months); diabetes where 'signos_diabetes' is asked (as the
 *   emergency screen's ketoacidosis item); jaundice in 'ictericia_neonatal'
 *   (all ages: Gilbert, carotenaemia, pale stools); the limp in
 *   'dolor_articular' ('apoyo') and 'vacunas_reacciones' ('cojera_vacuna', ronda 18);
 *   urinary symptoms in 'orina'. 'fiebre' asks
 *   urinary symptoms but not new wetting, so it still shows that item.
 * - Ronda 19, contacto con sarampión (séptimo elemento): NHS "Measles" pide
 *   una cita urgente o llamar al 111 si crees que tu hijo tiene sarampión o si
 *   un bebé de menos de 1 año ha estado en contacto, y llamar antes de ir;
 *   NICE CKS Measles y el Green Book (UKHSA, capítulo 21) describen el
 *   pródromo (fiebre, mocos, tos, ojos rojos y llorosos, manchas de Koplik)
 *   que llega días antes de las manchas, por las puertas 'Mocos', 'Tos',
 *   'Fiebre' u 'Ojo rojo', ninguna de las cuales pregunta por el contacto; el
 *   plan de eliminación del Ministerio de Sanidad pide notificar con urgencia
 *   el caso sospechoso. La opción pide el contacto (una persona o un brote en
 *   el cole o la guardería) y, además, fiebre, o ser menor de 1 año aunque no
 *   la tenga (sin vacuna triple vírica; la profilaxis con vacuna o
 *   inmunoglobulina solo sirve en los primeros días, UKHSA) → AMARILLO, con
 *   llamar antes de ir para no contagiar en la sala de espera. Se muestra en
 *   todos los flujos y a todas las edades: ninguno pregunta el contacto
 *   ('problemas_piel' pregunta el cuadro con manchas, no el contacto, así que
 *   no alcanza al niño que aún no tiene manchas), y el diseño del cribado solo
 *   permite quitar un elemento donde el flujo ya lo pregunta. Entre fuentes:
 *   el NHS también pide consultar a cualquier contacto sin 2 dosis de triple
 *   vírica aunque esté bien; no lo incluimos (el niño vacunado con calendario
 *   es la inmensa mayoría en España y la opción sería demasiado larga): queda
 *   para revisar con pediatría.
 */
import type { Fuente } from '../types.ts';
import { ACCIONES_AMARILLO, CONSEJO_AMARILLO } from './comunes.ts';
import type { ItemCribado } from './cribado-otras-puertas.ts';

export const NINGUNA_CONSULTA_DE_OTRA_PUERTA = 'No, ninguna de estas';

const NG143: Fuente = {
  titulo:
    'NICE NG143. Fever in under 5s: assessment and initial management (ámbar: fiebre de 5 días o más, no apoya o no usa una extremidad, hinchazón de una extremidad o articulación)',
  anio: 2019,
  url: 'https://www.nice.org.uk/guidance/ng143',
};

export const CONSULTAS_DE_OTRA_PUERTA: readonly ItemCribado[] = [
  {
    clave: 'cojera',
    opcion: 'Cojea, no apoya un pie o no mueve bien un brazo, sin un golpe claro ni una vacuna ahí hace 1-2 días',
    regla: {
      titulo: 'Cojea o no usa un brazo o una pierna sin un golpe claro',
      consejos: [
        'Una cojera nueva, no querer andar o apoyar un pie, o dejar de mover bien un brazo sin un golpe claro tiene que verlo hoy un médico. Casi siempre es una inflamación pasajera de la cadera después de un catarro, pero hay que descartar una infección de una articulación o de un hueso, una fractura que nadie vio o, pasados los 9 años, un problema de la cadera que hay que tratar pronto (NICE).',
        'Es más urgente si es menor de 3 años, si tiene fiebre, si no apoya nada el pie o si una articulación está caliente, roja o hinchada: que lo vean en las próximas horas. Si además está decaído o lo ves muy enfermo, ve a urgencias.',
        'En un niño pequeño que deja de mover un brazo justo después de un tirón de la mano, suele ser el codo salido (pronación dolorosa): un médico lo recoloca en un momento.',
        'Tras una vacuna en el muslo o en el brazo es normal que cojee o no quiera usar ese brazo o esa pierna 1-2 días si la zona está dolorida y va a mejor; si pasados 2 días no mejora, o no apoya nada el pie, también tiene que verlo hoy un médico.',
        'Mientras tanto, que descanse. El paracetamol o el ibuprofeno alivian el dolor, pero no sustituyen a la visita.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['dolor_articular'],
    },
    fuentes: [
      NG143,
      {
        titulo:
          'NICE CKS. Limp in children (valoración el mismo día: menores de 3 años, fiebre, no apoya, articulación caliente o hinchada; mayores de 9 años con dolor de cadera; leído a través de resúmenes, verificar)',
        anio: 2023,
        url: 'https://cks.nice.org.uk/topics/limp-in-children/',
      },
      {
        titulo:
          'NHS Healthier Together (Frimley). Limp: advice for parents (sin un golpe claro, que lo vea un profesional; no apoya, fiebre o articulación roja, caliente o hinchada: médico hoy; sin fecha, año de consulta)',
        anio: 2026,
        url: 'https://frimley-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/limp',
      },
      {
        titulo:
          'UKHSA. Immunisation against infectious disease (the Green Book), capítulo 8: vaccine safety and adverse events following immunisation (dolor, hinchazón y enrojecimiento en la zona del pinchazo, esperables en los días siguientes)',
        anio: 2020,
        url: 'https://www.gov.uk/government/publications/vaccine-safety-and-adverse-events-following-immunisation-the-green-book-chapter-8',
      },
    ],
    yaPreguntadaEn: ['dolor_articular', 'vacunas_reacciones'],
  },
  {
    clave: 'ictericia',
    opcion: 'La piel o el blanco de los ojos se le ha puesto amarillo, o hace pis oscuro y caca muy clara',
    regla: {
      titulo: 'Piel u ojos amarillos, o pis oscuro con caca muy clara',
      consejos: [
        'El color amarillo de la piel o del blanco de los ojos (ictericia), o un pis oscuro con cacas muy claras (blanquecinas, grises o color masilla), pueden venir del hígado, de las vías de la bilis o de la sangre: que lo vea hoy un médico para hacerle un análisis (NICE).',
        'En un bebé, las cacas muy claras con pis oscuro pueden ser la primera señal de una obstrucción de las vías de la bilis (atresia biliar), que sale mucho mejor si se opera en las primeras semanas: lleva el pañal o una foto con luz de día (NHS).',
        'Si se puso amarillo en las primeras 24 horas de vida, o el bebé amarillo está muy adormilado, flojo o no se despierta para comer, ve a urgencias ahora.',
        'Míralo con luz de día; en pieles oscuras, fíjate en el blanco de los ojos, las encías y las palmas.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['ictericia_neonatal'],
    },
    fuentes: [
      {
        titulo:
          'NICE CG98. Jaundice in newborn babies under 28 days (ictericia en las primeras 24 horas: urgente; cacas pálidas o pis oscuro con ictericia: bilirrubina conjugada y derivación)',
        anio: 2023,
        url: 'https://www.nice.org.uk/guidance/cg98',
      },
      {
        titulo: 'NHS. Biliary atresia (cacas pálidas y pis oscuro en un bebé: consultar enseguida; sin fecha, año de consulta)',
        anio: 2026,
        url: 'https://www.nhs.uk/conditions/biliary-atresia/',
      },
    ],
    yaPreguntadaEn: ['ictericia_neonatal'],
  },
  {
    clave: 'orina',
    opcion: 'Le escuece al hacer pis y no es por piel irritada, pis muy a menudo, escapes nuevos, o fiebre con pis maloliente',
    regla: {
      titulo: 'Molestias al hacer pis: posible infección de orina',
      consejos: [
        'El escozor o el dolor al hacer pis, empezar a hacer pis muy a menudo, que se le vuelva a escapar de día o una fiebre con un pis que huele muy fuerte pueden ser una infección de orina: hay que analizar el pis hoy y, si lo es, empezar pronto el antibiótico; no se cura con cuidados en casa (NICE NG224).',
        'No cuenta aquí el escozor que se explica por la piel roja e irritada: el bebé con el culito rojo y escocido por el pañal que llora al hacer pis, o la niña con la vulva roja tras un baño de espuma o un jabón perfumado, sin hacer pis más a menudo ni fiebre. Eso se cuida en casa: cambios de pañal frecuentes, una crema protectora y lavar solo con agua (NICE CKS).',
        'Si puedes, recoge un poco de pis en un bote limpio (a mitad del chorro) y llévalo; en un bebé con pañal, pregunta en tu centro de salud cómo recogerlo.',
        'Que beba con normalidad. El paracetamol o el ibuprofeno alivian las molestias o la fiebre mientras tanto.',
        'Ve a urgencias ahora si es menor de 3 meses y tiene fiebre, vomita todo lo que bebe, está muy decaído o tiene fiebre con dolor en la espalda o en un costado.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['orina'],
    },
    fuentes: [
      {
        titulo:
          'NICE NG224. Urinary tract infection in under 16s: diagnosis and management (síntomas: escozor, pis frecuente, volver a mojarse, fiebre; análisis de orina y antibiótico)',
        anio: 2022,
        url: 'https://www.nice.org.uk/guidance/ng224',
      },
      {
        titulo:
          'NICE CKS. Nappy rash (piel roja y escocida en la zona del pañal; el bebé puede llorar al hacer pis o caca; cuidados: cambios frecuentes, crema barrera) (sin fecha; año de consulta)',
        anio: 2026,
        url: 'https://cks.nice.org.uk/topics/nappy-rash/',
      },
    ],
    yaPreguntadaEn: ['orina'],
  },
  {
    clave: 'cabeza_presion',
    opcion: 'Le duele la cabeza casi a diario, le despierta o empeora al levantarse o agacharse, con vómitos o vista borrosa',
    regla: {
      titulo: 'Dolores de cabeza que le despiertan o empeoran al levantarse, con vómitos o vista borrosa',
      consejos: [
        'Unos dolores de cabeza de casi todos los días que le despiertan por la noche o son peores al levantarse o al agacharse, y vienen con vómitos o con la vista borrosa o que se le oscurece, pueden ser señal de más presión dentro de la cabeza: que lo vea hoy un médico, que le mirará el fondo del ojo y decidirá si hace falta una prueba de imagen (HeadSmart; NICE).',
        'Casi siempre tienen otra causa, pero esta combinación no debe esperar a una cita de otro día.',
        'Ve a urgencias ahora, o llama al 112, si está adormilado, confuso o raro, ve doble o bizquea de repente, le cuesta hablar, andar o mover un lado del cuerpo, tiene una convulsión o el cuello rígido, o es el peor dolor de cabeza de su vida.',
        'Apunta los días y las horas del dolor y lo que lo acompaña para enseñárselo al médico.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    fuentes: [
      {
        titulo:
          'HeadSmart (RCPCH, The Brain Tumour Charity, Universidad de Nottingham). The diagnosis of brain tumours in children: dolor de cabeza al despertar o que le despierta, con vómitos o cambios en la vista (leído a través de su web y de Don\u2019t Forget the Bubbles)',
        anio: 2017,
        url: 'https://www.headsmart.org.uk/',
      },
      {
        titulo: 'Don\u2019t Forget the Bubbles. Why you should be using HeadSmart for children with headaches (resumen)',
        anio: 2022,
        url: 'https://dontforgetthebubbles.com/headsmart/',
      },
      {
        titulo: 'NICE CKS. Headache: assessment (signos de alarma en niños: dolor al despertar, vómitos, cambios en la vista; verificar)',
        anio: 2024,
        url: 'https://cks.nice.org.uk/topics/headache-assessment/',
      },
    ],
    yaPreguntadaEn: [],
  },
  {
    clave: 'fiebre_5_dias',
    opcion: 'Tiene fiebre (38 °C o más) desde hace 5 días o más',
    regla: {
      titulo: 'Fiebre de 5 días o más',
      consejos: [
        'Una fiebre que dura 5 días o más tiene que verla hoy un médico, aunque el niño esté bastante bien: hay que buscar la causa (una infección de orina, una neumonía…) y pensar en la enfermedad de Kawasaki, que se trata en el hospital para proteger el corazón (NICE NG143).',
        'Fíjate en si tiene los ojos rojos sin legañas, los labios rojos y agrietados o la lengua como una fresa, manchas en la piel, las manos o los pies hinchados o rojos, o un bulto en el cuello, y díselo al médico.',
        'Que beba a menudo. El paracetamol o el ibuprofeno sirven para que esté más cómodo, no para bajar el número del termómetro.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['fiebre'],
    },
    fuentes: [
      NG143,
      {
        titulo:
          'McCrindle BW et al. Diagnosis, treatment, and long-term management of Kawasaki disease: a scientific statement from the American Heart Association. Circulation 2017;135:e927-e999',
        anio: 2017,
        url: 'https://doi.org/10.1161/CIR.0000000000000484',
      },
    ],
    yaPreguntadaEn: [
      'fiebre',
      'dolor_garganta',
      'mocos_congestion',
      'ojo_rojo',
      'lactancia_alimentacion',
      'sueno_infantil',
      'llanto_inconsolable',
      'problemas_piel',
    ],
  },
  {
    clave: 'sed_diabetes',
    opcion: 'Estos días tiene mucha más sed y hace mucho más pis de lo normal (quizá moja otra vez la cama)',
    regla: {
      titulo: 'Mucha sed y mucho pis: hay que descartar una diabetes hoy',
      consejos: [
        'Tener mucha más sed y hacer mucho más pis de lo normal durante días (a veces con cansancio, pérdida de peso o volver a mojar la cama) puede ser el comienzo de una diabetes: hoy mismo un médico tiene que medirle el azúcar (una gota de sangre del dedo o un análisis de pis). Si lo es, la insulina se empieza ese mismo día (NICE NG18).',
        'No lo dejes para otro día: sin tratamiento, en horas o días puede llegar una cetoacidosis, que es grave.',
        'Ve a urgencias ahora si vomita, le duele la tripa, respira muy hondo o deprisa, o está adormilado o confuso.',
        'Mientras tanto, deja que beba agua cuando quiera; evita los zumos y los refrescos con azúcar.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['orina'],
    },
    fuentes: [
      {
        titulo:
          'NICE NG18. Diabetes (type 1 and type 2) in children and young people: diagnosis and management (1.1 diagnóstico; derivación el mismo día ante sospecha de diabetes tipo 1)',
        anio: 2015,
        url: 'https://www.nice.org.uk/guidance/ng18/chapter/Recommendations',
      },
    ],
    yaPreguntadaEn: ['vomitos', 'dolor_abdominal', 'orina', 'mareo'],
  },
  {
    // Ronda 19: contact with measles (NHS Measles; UKHSA; NICE CKS Measles; Ministerio de Sanidad). See the notes above.
    clave: 'sarampion_contacto',
    opcion: 'Ha estado con alguien con sarampión o en un brote (cole, guardería), y tiene fiebre o es menor de 1 año',
    regla: {
      titulo: 'Ha estado con sarampión y tiene fiebre, o es un bebé: llama antes de ir',
      consejos: [
        'El sarampión contagia muchísimo. En las 1-3 semanas después de estar con alguien que lo tiene, una fiebre (con mocos, tos u ojos rojos y llorosos, a veces puntitos blancos por dentro de las mejillas) puede ser su comienzo, unos días antes de que salgan las manchas: que lo valore hoy un médico (NHS; NICE CKS).',
        'Un bebé de menos de 1 año todavía no tiene la vacuna triple vírica: aunque esté bien y no tenga fiebre, llama hoy a tu centro de salud. Según su edad y los días que hayan pasado desde el contacto, pueden protegerlo con la vacuna o con anticuerpos (inmunoglobulina), que solo sirven en los primeros días (UKHSA).',
        'Llama antes de ir, a tu centro de salud o al teléfono de urgencias sanitarias de tu comunidad, y di que ha estado con sarampión: te dirán cuándo y por dónde entrar para que no contagie en la sala de espera a otros bebés, a embarazadas ni a personas con las defensas bajas. No vayas sin avisar.',
        'Mientras tanto, que se quede en casa, sin ir al cole ni a la guardería, y lejos de bebés y embarazadas. Ten a mano la cartilla de vacunas. Un posible sarampión lo comunica el médico a Salud Pública, que estudia a los contactos (Ministerio de Sanidad).',
        'Llama al 112, y di que puede ser sarampión, si le cuesta respirar, está muy adormilado o confuso, tiene una convulsión o deja de beber.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: ACCIONES_AMARILLO,
      ver_tambien: ['problemas_piel'],
    },
    fuentes: [
      {
        titulo:
          'NHS. Measles (fiebre, mocos, tos y ojos rojos antes de las manchas; cita urgente o 111 si crees que tiene sarampión o un bebé de menos de 1 año ha estado en contacto; llamar antes de ir; sin fecha, año de consulta)',
        anio: 2026,
        url: 'https://www.nhs.uk/conditions/measles/',
      },
      {
        titulo:
          'UKHSA. Measles: the green book, chapter 21 (pródromos de fiebre, mocos, conjuntivitis y tos; incubación de 7 a 21 días; profilaxis tras la exposición con vacuna o inmunoglobulina en lactantes)',
        anio: 2019,
        url: 'https://www.gov.uk/government/publications/measles-the-green-book-chapter-21',
      },
      {
        titulo:
          'NICE CKS. Measles: fiebre, tos, rinitis y conjuntivitis seguidas de exantema que empieza en la cara y detrás de las orejas; avisar antes de acudir (sin fecha; año de consulta)',
        anio: 2026,
        url: 'https://cks.nice.org.uk/topics/measles/',
      },
      {
        titulo:
          'Ministerio de Sanidad. Plan estratégico para la eliminación del sarampión y la rubeola en España (caso sospechoso: notificación urgente a Salud Pública y estudio de contactos; página de vacunaciones del Ministerio, verificar la ruta del documento)',
        anio: 2021,
        url: 'https://www.sanidad.gob.es/areas/promocionPrevencion/vacunaciones/home.htm',
      },
    ],
    yaPreguntadaEn: [],
  },
];
