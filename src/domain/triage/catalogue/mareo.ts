/**
 * Mareo o desmayo. Built on the features of cardiac syncope in children
 * (UpToDate table via clinical-sources; Danon, Adv Pediatr 2023), the
 * Schmitt-Thompson "Fainting" and "Dizziness" protocols, NICE head-injury
 * referral criteria and the SEUP guide (any faint → Urgencias the same day).
 * No medicine is suggested here. Round 5: a girl with heavy or prolonged
 * periods who is dizzy or faints may have anaemia from heavy menstrual bleeding
 * (NICE NG88; ACOG Committee Opinion 785): amarillo, same-day check; shock
 * signs stay rojo through the questions asked before. Round 12: dizziness
 * from travel — motion sickness that settles after the journey, and the
 * rocking feeling after a day on a boat (transient mal de débarquement,
 * under 2 days) — is verde when no other question raises it (NHS motion
 * sickness; Schmitt-Thompson; Cha 2009; Bárány Society 2020); rocking for
 * more than 2 days is amarillo. See `notas` for where sources disagree.
 */
import type { Flujo, Regla } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PREOCUPADO,
  AVISO_PREOCUPADO,
  ACCIONES_112,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
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
import { FUENTE_NG18, PREGUNTA_DIABETES, reglaCetoacidosisRespiracion, reglaCetoacidosisSospecha } from './banderas-abdomen.ts';
import { conCribado } from './cribado-otras-puertas.ts';

export const EPISODIO = {
  mareo: 'Se ha mareado, pero no ha perdido el conocimiento',
  desmayo: 'Se ha desmayado: ha perdido el conocimiento, aunque sea unos segundos',
  noSe: 'No lo sé (nadie lo vio o no está claro)',
} as const;

export const AHORA = {
  bien: 'Está como siempre, o casi (quizá algo cansado o pálido)',
  mareado: 'Sigue mareado o débil, pero puede estar de pie y caminar',
  grave: 'No se tiene en pie, está confuso o muy adormilado, le cuesta mucho respirar, o no se le puede despertar',
} as const;

export const GOLPE = {
  no: 'No',
  alCaer: 'Se dio un golpe en la cabeza al caer',
  antes: 'El mareo o el desmayo empezó después de un golpe en la cabeza',
} as const;

/**
 * Round 12: dizziness from travel. Motion sickness during a journey or a ride that settles when it stops, and
 * the rocking feeling after a day on a boat or a long journey (mal de débarquement), in its short form (less
 * than 2 days, the Bárány Society boundary) and its longer one. The two verde answers carry the red flags that
 * rule them out in their own words.
 */
export const VIAJE = {
  no: 'No tiene que ver con un viaje ni con una atracción',
  cinetosis:
    'Se mareó durante un viaje (coche, barco, avión, tren) o en una atracción, con náuseas, palidez o sudor (quizá vomitó), y se le ha pasado o se le está pasando al parar',
  balanceo:
    'Después de un día en barco o de un viaje largo nota que todo se balancea, como si siguiera en el barco; le pasa más estando quieto, sentado o tumbado y mejora al caminar o al ir otra vez en coche; empezó hace menos de 2 días, y no tiene dolor de cabeza, vómitos, visión doble, ni le cuesta caminar recto ni oye peor',
  balanceoLargo: 'Es esa sensación de balanceo después de un barco o un viaje largo, pero le dura ya más de 2 días',
} as const;

const DESMAYO = [EPISODIO.desmayo, EPISODIO.noSe] as const;
const EDADES_1_A_5 = ['1-2 años', '2-5 años'] as const;
/** NHS breath-holding: spells start at 6–18 months and usually stop by 4–5 years. */
export const EDADES_SOLLOZO = ['6-12 meses', '1-2 años', '2-5 años'] as const;

const HAY_DESMAYO = `episodio IN ${lista(DESMAYO)}`;

/**
 * Chest pain and palpitations (round 8; asked as `pecho_corazon`, which replaced the si_no `pecho`): a racing heart
 * that began and stopped abruptly and is over, without a faint, chest pain or breathlessness, is probably a
 * supraventricular tachycardia that needs an ECG soon (NICE CKS palpitations; ESC SVT 2019: amarillo); going on
 * now with dizziness or pallor, with chest pain or breathlessness, or with a faint, is rojo.
 */
export const PECHO_CORAZON = {
  no: 'No',
  palpitacionesPasadas:
    'Notó el corazón muy deprisa, de golpe y sin motivo, y se le paró también de golpe; ya ha pasado, y no le dolió el pecho ni le faltó el aire',
  /**
   * Round 18: hyperventilation in a moment of anxiety or panic that settles with slow breathing (NICE CKS panic
   * disorder; NHS panic disorder), told apart from the chest pain and breathlessness of the answer below.
   */
  nervios:
    'Fue en un momento de nervios, angustia o miedo (un examen, una discusión, un disgusto): respiraba muy deprisa, notaba el pecho apretado, hormigueo en los labios o los dedos o las manos agarrotadas, y se le ha pasado o se le está pasando al calmarse y respirar despacio; no estaba haciendo ejercicio, y ahora respira bien y el corazón ya no le va disparado',
  /** Round 18: new text (it now leaves out the anxiety episode of the answer above). */
  grave:
    'Le dolió el pecho o le faltó el aire, sin ser un ataque de nervios que se le pasó al respirar despacio; o ahora mismo sigue con el corazón disparado o a saltos y está mareado o pálido',
} as const;

/** Round 18: hyperventilation with anxiety is home care from 5 years (NICE CKS; NHS); the mild form of the answer. */
const EDADES_HIPERVENTILACION = ['5-12 años', '12+ años'] as const;
const NERVIOS = `pecho_corazon = '${PECHO_CORAZON.nervios}'`;
/**
 * The pregnancy question is asked only in the range that holds adolescents (NICE NG126: think of an ectopic
 * pregnancy in anyone who could be pregnant); girls of 10-11 fall in '5-12 años', see `notas`.
 */
const EDAD_EMBARAZO = '12+ años';
/**
 * Heavy periods are asked in the bands that can hold a girl after menarche (from about 10 years; ACOG 785:
 * heavy bleeding from menarche may be the first sign of a bleeding disorder).
 */
const EDADES_REGLA = ['5-12 años', '12+ años'] as const;
/** Not a diagnosed breath-holding spell like the usual ones (also true where the question is not asked). */
const NO_SOLLOZO = `(sollozo = 'no' OR edad_rango NOT IN ${lista(EDADES_SOLLOZO)})`;

/** Fainting first aid (Schmitt-Thompson / AAP "Fainting" care advice). */
const TUMBADO =
  'Mientras llega la ayuda o vais, déjalo tumbado boca arriba con las piernas en alto; si vomita o no responde pero respira, ponlo de lado. No le des de comer ni de beber hasta que esté bien despierto.';

const rojo = creadorDeReglas('rojo', { acciones: [ACCION.urgenciasAhora, 'Llama al 112 si empeora'], consejos: (c) => [...c, TUMBADO, CONSEJO_ROJO_CAMINO] });

const amarillo = (si: string, titulo: string, consejos: string[], extra: Partial<Regla> = {}): Regla => ({
  si,
  urgencia: 'amarillo',
  titulo,
  consejos: [
    ...consejos,
    'Mientras tanto, que esté tumbado o sentado, beba agua a sorbos y coma algo si le apetece; que no se levante de golpe y que no se quede solo.',
    CONSEJO_AMARILLO,
  ],
  acciones_sugeridas: [ACCION.pediatraHoy, ACCION.urgenciasHoy],
  ...extra,
});

/** The cardiac and neurological red flags, as the verde safety net. */
const VUELVE_SI = consejoVuelveSi([
  'se vuelve a desmayar el mismo día',
  'se desmaya haciendo ejercicio, sin aviso previo o estando tumbado',
  'le duele el pecho o nota el corazón muy rápido o a saltos',
  'tarda más de 1 minuto en despertar, o después sigue confuso, muy adormilado o no se tiene en pie',
  'tiene un dolor de cabeza muy fuerte, ve doble, le cuesta hablar o tiene debilidad en un lado del cuerpo',
  'sigue mareado después de 2 horas de descanso, bebida y comida',
  'se queda muy pálido o grisáceo con sudor frío, el corazón le late muy deprisa estando en reposo, o se vuelve a marear mucho cada vez que se incorpora',
  'si es una chica, le duele la parte baja de la tripa o la punta del hombro, o le sangra la vagina, y se le ha retrasado la regla o podría estar embarazada',
  'si es una chica, tiene una regla tan abundante que empapa una compresa o un tampón cada hora durante varias horas',
]);

/** A heavy-period pointer for the verde results (NICE NG88: anaemia from heavy bleeding is checked with a blood count). */
const CONSULTA_REGLA = 'si es una chica, tiene reglas muy abundantes o de más de 7 días, o se nota muy cansada o pálida';

const PREVENCION: readonly string[] = [
  'Cuando note que se va a marear (calor, náuseas, sudor frío, visión borrosa o que se le nubla la vista), que se tumbe enseguida con las piernas en alto o se siente con la cabeza entre las rodillas: así casi siempre se evita el desmayo y el golpe al caer.',
  'Que beba suficiente agua, sobre todo con calor o deporte, que no se salte el desayuno y que no esté mucho rato de pie quieto; si tiene que estarlo, que mueva las piernas o cruce y apriete los muslos.',
  'Que se levante despacio de la cama o del sofá: primero sentado unos segundos y después de pie.',
];

export const mareo: Flujo = conCribado({
  ...FICHAS.mareo,
  fuentes: [
    {
      titulo: 'NICE CKS. Palpitations (valoración, electrocardiograma y cuándo derivar de urgencia)',
      anio: 2024,
      url: 'https://cks.nice.org.uk/topics/palpitations/',
    },
    {
      titulo: 'Brugada J, et al. 2019 ESC Guidelines for the management of patients with supraventricular tachycardia. Eur Heart J 2020;41:655-720',
      anio: 2019,
      url: 'https://doi.org/10.1093/eurheartj/ehz467',
    },
    {
      titulo: 'Danon S. Chest pain, palpitations, and syncope: preventing sudden cardiac death in children. Advances in Pediatrics 2023;70:171-185',
      anio: 2023,
      url: 'https://doi.org/10.1016/j.yapd.2023.04.003',
    },
    {
      titulo: 'AAP / Schmitt BD. Fainting – symptom checker y cuidados en casa (healthychildren.org; sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://healthychildren.org/English/tips-tools/symptom-checker/Pages/symptomviewer.aspx?symptom=Fainting',
    },
    {
      titulo: 'Schmitt-Thompson. Fainting – symptom basics (reproducido por Pediatric Associates; sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://pediatricassociatesnc.com/illness-symptoms/Fainting',
    },
    {
      titulo: "Children's National (Schmitt-Thompson). Dizziness – when to call (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://childrensnational.org/visit/conditions-and-treatments/brain--nervous-system/dizziness/dizziness',
    },
    {
      titulo: 'NICE head injury (CG176 → NG232), criterios de derivación a urgencias (resumen NASGP)',
      anio: 2023,
      url: 'https://www.nasgp.org.uk/resource/nice-head-injury/',
    },
    {
      titulo: 'NHS. Breath-holding in babies and children (copia del texto del NHS consultada en zana.com) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/breath-holding-in-babies-and-children/',
    },
    {
      titulo: 'Cardona V et al. World Allergy Organization Anaphylaxis Guidance 2020. World Allergy Organ J 2020;13:100472 (criterios de anafilaxia)',
      anio: 2020,
      url: 'https://empendium.com/mcmtextbook/table/031_0450',
    },
    FUENTE_NG18,
    {
      titulo:
        'NICE NG126 (sustituyó a CG154). Ectopic pregnancy and miscarriage: diagnosis and initial management (2019, actualizada en 2023): síntomas del embarazo ectópico, presentación atípica y derivación directa a urgencias si hay inestabilidad',
      anio: 2023,
      url: 'https://www.nice.org.uk/guidance/ng126/chapter/Recommendations',
    },
    {
      titulo:
        "NICE CG109. Transient loss of consciousness ('blackouts') in over 16s (2010): quien no se ha recuperado del todo o se ha lesionado; el desmayo simple solo sin rasgos de otra causa",
      anio: 2010,
      url: 'https://www.nice.org.uk/guidance/cg109/chapter/Recommendations',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (semáforo: color pálido, moteado o grisáceo = rojo)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo:
        'NICE NG88. Heavy menstrual bleeding: assessment and management (2018, actualizada en 2021): hemograma a quien tiene reglas abundantes; la anemia como consecuencia',
      anio: 2021,
      url: 'https://www.nice.org.uk/guidance/ng88/chapter/Recommendations',
    },
    {
      titulo:
        'ACOG Committee Opinion No. 785. Screening and management of bleeding disorders in adolescents with heavy menstrual bleeding. Obstet Gynecol 2019;134:e71-e83 (sangrado abundante agudo con anemia sintomática: valoración rápida; buscar un trastorno de la coagulación desde la primera regla)',
      anio: 2019,
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2019/09/screening-and-management-of-bleeding-disorders-in-adolescents-with-heavy-menstrual-bleeding',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    FUENTE_NHS_GUILLAIN_BARRE,
    FUENTE_CKS_GUILLAIN_BARRE,
    {
      titulo: 'NHS. Motion sickness (cuidados; consultar si los síntomas siguen después de dejar de viajar) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.nhs.uk/conditions/motion-sickness/',
    },
    {
      titulo: "Seattle Children's (Schmitt-Thompson). Motion sickness – when to call (cuidados en casa; llamar en 24 horas si dura más de 8 horas) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/motion-sickness/',
    },
    {
      titulo: 'Cha YH. Mal de debarquement. Semin Neurol 2009;29:520-527 (el balanceo tras desembarcar es frecuente y suele durar horas o uno o dos días)',
      anio: 2009,
      url: 'https://doi.org/10.1055/s-0029-1241038',
    },
    {
      titulo: 'Cha YH et al. Mal de débarquement syndrome diagnostic criteria: Consensus document of the Classification Committee of the Bárány Society. J Vestib Res 2020;30:285-293 (síndrome si dura más de 48 horas)',
      anio: 2020,
      url: 'https://doi.org/10.3233/VES-200714',
    },
    {
      titulo: 'NICE CKS. Panic disorder (ataque de pánico: respiración rápida, hormigueos, opresión en el pecho; descartar causas físicas; tratamiento psicológico; leído a través de resúmenes, verificar)',
      anio: 2024,
      url: 'https://cks.nice.org.uk/topics/panic-disorder/',
    },
    {
      titulo: 'NHS. Panic disorder (síntomas de un ataque de pánico y cómo respirar despacio; sin fecha, año de consulta; leído a través de copias, verificar)',
      anio: 2026,
      url: 'https://www.nhs.uk/mental-health/conditions/panic-disorder/',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Ronda 18, hiperventilación por nervios (NICE CKS Panic disorder; NHS Panic disorder): un niño o un adolescente que, con un motivo claro de nervios o de miedo, respira muy deprisa y nota hormigueo en los labios y los dedos, las manos agarrotadas, el pecho apretado y mareo, y se le pasa al calmarse y respirar despacio, respondía "le dolió el pecho o le faltó el aire" y salía rojo. Ahora la pregunta pecho_corazon tiene esa respuesta aparte (la respuesta grave cambia de texto: ya no la incluye, y sus respuestas guardadas se vuelven a contestar) → VERDE desde 5 años, si fue un mareo sin desmayo, con la respiración lenta, cita no urgente con su pediatra por la ansiedad y el 024 si habla de hacerse daño. Siguen en ROJO: el dolor en el pecho o la falta de aire que no se pasan al respirar despacio, las palpitaciones que siguen (respuesta grave), la respiración que no se calma o los labios azules (cómo está ahora), el desmayo durante el ejercicio, sin aviso o tumbado, y, con la respuesta de nervios, hacerlo durante el ejercicio, tener una enfermedad del corazón o antecedentes familiares, o ser menor de 5 años (a esa edad no sabe contar un hormigueo: lectura prudente). Con desmayo siguen las reglas del desmayo. Seguir mareado tras 10-15 minutos tumbado sigue en amarillo.',
    'Rojo por posible síncope cardiaco (tabla de UpToDate recogida en clinical-sources; Danon 2023): desmayo durante el ejercicio (también nadando), dolor en el pecho o palpitaciones antes o durante, desmayo sin aviso previo o estando tumbado, tras un sobresalto o un ruido fuerte, antecedente familiar de muerte súbita antes de los 50 años o de cardiopatía hereditaria, cardiopatía conocida, o un episodio con sacudidas. El dolor en el pecho o las palpitaciones con mareo son rojo aunque no haya desmayo (Schmitt-Thompson Dizziness: "heart pounding differently" → urgencias).',
    'Ronda 8, palpitaciones: la pregunta del pecho (ahora pecho_corazon, id nuevo porque cambia) ponía en rojo tanto el dolor en el pecho como un corazón que se disparó y ya se ha parado. NICE CKS (palpitaciones) pide electrocardiograma y valoración, y ambulancia solo si siguen con síntomas graves (mareo, dolor en el pecho, falta de aire, desmayo); la guía de taquicardia supraventricular de la ESC (2019) describe el comienzo y el final bruscos, bien tolerados en el niño sin cardiopatía. Elegimos: corazón muy deprisa de golpe, que paró de golpe, ya pasado, sin dolor en el pecho ni falta de aire y sin desmayo → AMARILLO (electrocardiograma hoy, sin deporte hasta verlo). ROJO si le dolió el pecho o le faltó el aire, si sigue ahora con el corazón disparado y mareo o palidez, o si se desmayó con las palpitaciones (síncope cardiaco: Danon 2023; ESC; AHA), y como antes el desmayo durante el ejercicio. Las maniobras vagales del consejo son las que la ESC recomienda como primera medida.',
    'Forma leve y forma grave (issue 9, patrón 5, ronda 2): la antigua pregunta del pecho juntaba el dolor en el pecho y las palpitaciones con "le costaba respirar" y con notar el corazón "muy fuerte" en cualquier momento del episodio, y así un espasmo del sollozo (se queda sin aire al llorar), un desmayo simple con su corazón acelerado por el susto o un niño que hiperventila salían rojos. Los signos de síncope cardiaco de las guías (tabla de UpToDate recogida en clinical-sources; Danon 2023; las guías de síncope de la ESC y la AHA hablan de palpitaciones inmediatamente antes del desmayo) son el dolor en el pecho y las palpitaciones antes del episodio, el desmayo durante el ejercicio y los antecedentes familiares de muerte súbita, que se preguntan aparte. Ahora la pregunta pide dolor en el pecho o un corazón que se dispara de golpe o late a saltos justo antes o durante el mareo, que sea sin motivo, y la ayuda excluye el corazón acelerado por un susto, el llanto o una carrera y el quedarse sin aire al llorar; no se pregunta tras un espasmo del sollozo diagnosticado como los de siempre. La dificultad para respirar ahora, que estaba dentro de esa pregunta, pasa a la respuesta grave de "¿Cómo está ahora?" (rojo, signo global de Healthier Together y SEUP).',
    'También rojo: no recuperarse (sigue confuso, adormilado o no se tiene en pie; Schmitt-Thompson: inconsciente más de 1 minuto → 911), mareo o desmayo tras un golpe en la cabeza (NICE: pérdida de conocimiento o problemas de equilibrio tras un golpe → urgencias; enlace a golpes_caidas), síntomas neurológicos (dolor de cabeza muy fuerte, visión doble, dificultad para hablar, debilidad en un lado, marcha de borracho), posible intoxicación o gases (monóxido de carbono; enlace a intoxicacion) y cualquier episodio de pérdida de conocimiento en menores de 1 año (episodio breve resuelto inexplicado, BRUE: para unos padres en casa es "ir ya", clinical-sources).',
    'Desmayo simple (de pie mucho rato, con calor, tras levantarse deprisa, al ver sangre, con aviso previo y recuperación completa en menos de 1 minuto): SEUP pone "cualquier desmayo o pérdida de conocimiento" en "Urgencias el mismo día" y Schmitt-Thompson Dizziness pide llamar al médico en 24 horas; Schmitt-Thompson Fainting y la tabla de clinical-sources lo tratan como cuidados en casa con revisión programada. Se da verde (el encargo del flujo y la fuente específica de desmayos) con una red de seguridad explícita y cita no urgente con su pediatra tras un primer desmayo (suele pedir un electrocardiograma). Es el punto más discutible del flujo: revisar con pediatría.',
    'Edad: Schmitt-Thompson dice que el desmayo simple no ocurre antes de los 6 años y es raro antes de los 10. Con las bandas de edad disponibles, un desmayo de 1 a 5 años es amarillo (en esta edad suelen ser espasmos del sollozo, pero el primero debe valorarlo un médico); de 5 a 12 años se trata como en los mayores.',
    'Mareo sin desmayo: Schmitt-Thompson Dizziness trata en casa el mareo por estar de pie, levantarse deprisa, calor, no comer o beber poco, y pide valoración si sigue tras 2 horas de descanso y líquidos o si hay deshidratación. Aquí: sigue mareado o débil tras 10-15 minutos tumbado → amarillo (AAP Fainting: "still feeling faint or dizzy after 15 minutes" → llamar al médico); deshidratación → amarillo con enlace a vomitos/diarrea.',
    'Puertas equivocadas: detrás de un mareo o un desmayo pueden estar una arritmia o una cardiopatía (ejercicio, palpitaciones o dolor en el pecho, sin aviso, tras un sobresalto, antecedentes familiares: rojo), un traumatismo craneal (rojo o amarillo, enlace a golpes_caidas), una convulsión (sacudidas: rojo, enlace a convulsion), un problema neurológico (rojo), una intoxicación o el monóxido de carbono (rojo), una anafilaxia (mareo con ronchas, labios o párpados hinchados o vómitos, o de golpe tras un alimento, picadura o medicamento: rojo; SEUP pone "hinchazón de labios o párpados o manchas en la piel con mareo" en 112, WAO 2020; enlace a reaccion_alergica), una cetoacidosis diabética (mucha sed y mucho pis, cetonas altas o respiración honda: rojo, NICE NG18, pregunta compartida de banderas-abdomen.ts; el mareo es aquí un signo de deshidratación o de bajo nivel de conciencia, por eso rojo y no amarillo), la deshidratación (amarillo), la pérdida de sangre o de líquidos por dentro (signos de shock tras descansar: rojo), el embarazo ectópico en las adolescentes (rojo con dolor o sangrado; amarillo sin ellos), la anemia por reglas muy abundantes (amarillo; ronda 5) y, en bebés, un episodio breve resuelto inexplicado (BRUE: rojo). Todas se preguntan.',
    'Embarazo ectópico (ronda 4, issue 9 punto 2: ninguna puerta por la que una señal roja pase sin preguntarse): NICE NG126 (que sustituyó a CG154; 2019, actualizada en 2023) cuenta entre los síntomas del embarazo ectópico el dolor de tripa o de pelvis, la falta o el retraso de la regla y el sangrado vaginal (frecuentes) y el mareo, el desmayo y el dolor en la punta del hombro (menos frecuentes, pero "pueden ser importantes"); avisa de que la presentación atípica es frecuente y de que un tercio no tiene factores de riesgo, y manda directamente a urgencias a quien está inestable (el desmayo, la palidez, el pulso rápido, el shock y la hipotensión al ponerse de pie están entre sus signos) o tiene mucho dolor o sangrado. El protocolo Schmitt-Thompson de desmayos, según el encargo de la ronda, da 911 al desmayo con posible embarazo y dolor de tripa (no hemos podido leer esa línea en las copias consultadas). Aquí, solo en la banda 12+ años (la única que reúne a las adolescentes; las chicas de 10-11 años con regla quedan en 5-12 años, donde preguntar por un embarazo no procede para casi nadie, y la red de seguridad del verde lo nombra), se pregunta con respeto si se le ha retrasado la regla o podría estar embarazada y, si es así, si le duele la parte baja de la tripa (a menudo de un lado) o la punta del hombro, o sangra por la vagina → rojo con 112, sin comer ni beber. Con un posible embarazo sin dolor ni sangrado → amarillo con prueba de embarazo hoy: NG126 pide pensar en el embarazo y ofrecer la prueba aunque los síntomas sean inespecíficos, y el mareo o el desmayo ya es uno de sus síntomas; es la lectura prudente frente a dejarlo como desmayo simple en casa. Incluimos el sangrado sin dolor en el rojo porque, con un desmayo, NG126 lo trata como posible inestabilidad (derivación directa a urgencias). Coincide con dolor_abdominal, que da amarillo al dolor con posible embarazo y manda a urgencias ya si se marea o se desmaya.',
    'Reglas muy abundantes (ronda 5, issue 9 punto 2): un mareo al ponerse de pie, un desmayo, el cansancio, la palidez o la falta de aire con el esfuerzo en una chica con reglas muy abundantes o muy largas (empapa una compresa o un tampón cada 1-2 horas, coágulos, mancha la ropa o la cama, más de 7 días) hacen pensar en una anemia por sangrado menstrual abundante. NICE NG88 pide un hemograma a quien tiene reglas abundantes; la opinión 785 del ACOG (adolescentes) pide valorar con prontitud el sangrado abundante agudo con anemia sintomática y buscar un trastorno de la coagulación (como la enfermedad de von Willebrand) cuando las reglas son abundantes desde la primera. Aquí: pregunta nueva (id regla_abundante), en las bandas 5-12 y 12+ años (la regla puede empezar hacia los 10 años), con las demás preguntas de amarillo → amarillo, que la vea hoy un médico. Un desmayo simple con reglas abundantes deja de ser verde. Los signos de shock (seguir muy pálida y sudorosa, el corazón muy deprisa en reposo, volver a desmayarse al incorporarse) y no tenerse en pie siguen siendo rojo por sus propias preguntas, que se hacen antes; el resultado manda a urgencias ahora si empapa una compresa cada hora durante varias horas, se vuelve a desmayar o aparecen esos signos. La pregunta del embarazo ectópico no cambia y va antes: una posible embarazada con sangrado vaginal ya es rojo.',
    'Signos de shock tras un desmayo (ronda 4): antes, un niño que seguía muy pálido o gris con sudor frío, con el corazón muy rápido en reposo o que se volvía a desmayar al incorporarse podía responder "sigue mareado o débil, pero puede estar de pie" (amarillo) o incluso "está como siempre, o casi (algo pálido)", y "lo ves muy enfermo" (muy_enfermo, de comunes) da amarillo por decisión 0022, que no cambiamos. Esos signos apuntan a pérdida de sangre o de líquidos o a un problema del corazón: NICE NG143 pone el color pálido, moteado o grisáceo en rojo; NICE CG109 (escrita para mayores de 16 años; la tomamos por analogía) pide decidir la urgencia con juicio clínico en quien no se ha recuperado del todo y solo diagnostica un desmayo simple cuando no hay rasgos de otra causa; NG126 cuenta la palidez, el pulso de más de 100, el shock y la hipotensión al ponerse de pie entre los signos del ectópico; Schmitt-Thompson Fainting, según el encargo, pide ver ya a quien sigue débil o mareado tras 2 horas tumbado o está pálido y sudoroso (línea que tampoco hemos podido leer en las copias consultadas). Ahora se preguntan aparte, a cualquier edad y con o sin desmayo, justo después de "¿Cómo está ahora?" → rojo con 112. La forma leve se queda como estaba: seguir algo mareado o débil pero poder estar de pie y caminar tras 10-15 minutos tumbado → amarillo; algo pálido o cansado y recuperado → como antes. La pregunta de cómo está ahora no cambia de sentido y conserva su id.',
    'Anafilaxia, forma leve y grave (issue 9, patrón 5, ronda 2): la antigua pregunta daba rojo a cualquier desmayo "que empezó tras comer algo" o "con vómitos", y así un desmayo simple con náuseas y un vómito, o tras el desayuno, salía como anafilaxia. Los criterios de la WAO 2020 piden afectación de piel o mucosas (ronchas, hinchazón de labios, lengua o párpados) con afectación respiratoria, circulatoria (síncope) o digestiva grave, o bien el desmayo o la dificultad respiratoria tras la exposición a un alérgeno conocido o muy probable para ese niño; SEUP pone en 112 la hinchazón de labios o párpados o las manchas en la piel con mareo. Ahora se pregunta eso: ronchas o hinchazón, o comienzo brusco justo tras una picadura, un medicamento o un alimento al que es alérgico → rojo; la ayuda dice que una náusea o un vómito aislado alrededor de un desmayo simple no cuenta.',
    'Espasmos del sollozo (patrón 3, el episodio de siempre en un niño sano): el NHS los describe como frecuentes (1 de cada 20 niños), de 6-18 meses a 4-5 años, desencadenados por el llanto, un enfado, un susto o un golpe pequeño, de menos de 1 minuto y sin daño; pide ver al médico la primera vez (y un electrocardiograma) y, si ya están diagnosticados, consultar si son más frecuentes o más fuertes o si la rigidez dura más de 1 minuto. Antes un desmayo de 6-12 meses era siempre rojo (BRUE) y de 1 a 5 años amarillo. Ahora, si un médico ya le ha diagnosticado espasmos del sollozo y este ha sido como siempre, es verde; entonces no se preguntan el desmayo "sin aviso o tras un sobresalto" ni la rigidez, que forman parte del propio espasmo (en el espasmo pálido el desencadenante es justamente un susto o un golpe). Si no está diagnosticado o ha sido distinto, siguen las reglas de siempre (BRUE rojo en menores de 1 año, amarillo de 1 a 5 años).',
    'Preocupación de los padres (issue 9, patrón 1): "¿Lo ves muy enfermo, distinto de otras veces?" es un signo → amarillo; "¿Te has quedado preocupado?" no cambia el nivel, pero el resultado ofrece hablar ahora con un pediatra y dice cuándo ir igualmente.',
    'Debilidad que avanza (ronda 9, puerta equivocada): un niño que "se cae", "no se tiene en pie" o "se marea al andar" puede estar perdiendo fuerza en las piernas, y el síndrome de Guillain-Barré empieza así: hormigueo en los pies y piernas cada vez más débiles durante días, a menudo tras una infección. La pregunta neuro solo recogía la debilidad de un lado del cuerpo. El NHS pide cita urgente con la debilidad u hormigueo que avanza y el 999 con dificultad para respirar, tragar o hablar o la cara caída; NICE CKS pide valoración hospitalaria el mismo día ante la sospecha e ingreso urgente con afectación respiratoria o bulbar. Pregunta compartida con dolor_articular (banderas-debilidad.ts, id debilidad_progresiva), desde 1 año, después de la pregunta neuro: se atraganta o tose al beber, voz débil, cara que no se mueve o le cuesta respirar → rojo con el 112 primero (sin el consejo de tumbarlo con las piernas en alto, que no conviene si le cuesta respirar); pérdida de fuerza u hormigueo que avanza en las dos piernas o los brazos → amarillo, con urgencias de pediatría si el pediatra no puede verle en unas horas (el NHS lo pone como cita urgente; la prudencia de CKS va en el consejo).',
    'Ronda 12, mareo por un viaje (pregunta nueva viaje_movimiento, solo cuando se ha mareado sin desmayarse, al final, antes de "lo ves muy enfermo"): (1) Mareo por el movimiento (cinetosis) durante un viaje o una atracción, con náuseas, palidez, sudor o algún vómito, que se pasa al parar → verde (NHS motion sickness: cuidados en casa y consultar solo si sigue después de dejar de viajar; Schmitt-Thompson Motion sickness: cuidados en casa, y "llamar en 24 horas" si dura más de 8 horas, que va en la red de seguridad). (2) Sensación de balanceo después de un día en barco o de un viaje largo, peor estando quieto y mejor al moverse, que empezó hace menos de 2 días, sin dolor de cabeza, vómitos, visión doble, marcha inestable ni pérdida de oído → verde: es el mal de desembarco pasajero, que tiene la mayoría de quienes navegan y dura horas o uno o dos días (Cha 2009); la Sociedad Bárány (2020) llama síndrome de desembarco al que dura más de 48 horas. Antes, este niño respondía que "sigue mareado" tras descansar (el balanceo empeora tumbado) y salía amarillo; ahora esa regla no se aplica a las dos respuestas verdes de esta pregunta. (3) El balanceo que dura más de 2 días: la fuente dice que se valore (NHS: el médico de cabecera descarta una laberintitis; Bárány: diagnóstico del síndrome) sin urgencia; es la zona gris de CLINICAL.md ("ver al médico en horario de consulta"), y Schmitt pide ver en 24 horas el mareo por movimiento que sigue más de 8 horas, así que elegimos la lectura prudente: amarillo, con un consejo propio (caminar alivia; no el de estar tumbado). Cualquier signo neurológico, el golpe en la cabeza, el desmayo y los demás signos siguen con su nivel, porque sus preguntas van antes y sus reglas también; la ayuda pide no elegir la respuesta del balanceo si hay dolor de cabeza, vómitos, visión doble, marcha inestable, pérdida de oído o un golpe, y la red de seguridad los nombra.',
    'Sin medicación: ninguna fuente sugiere fármacos para el mareo o el desmayo; se dan agua, comida y posición. En la cinetosis frecuente, el consejo remite a la farmacia o a su pediatra para un medicamento antes del viaje según la edad (NHS), sin sugerir ninguno.',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'episodio',
      texto: '¿Qué le ha pasado?',
      tipo: 'opciones',
      opciones: [EPISODIO.mareo, EPISODIO.desmayo, EPISODIO.noSe],
      ayuda: 'Desmayarse es caerse o quedarse sin responder unos segundos, sin enterarse de lo que pasa.',
    },
    {
      id: 'ahora',
      texto: '¿Cómo está ahora, después de estar tumbado 10-15 minutos?',
      tipo: 'opciones',
      opciones: [AHORA.bien, AHORA.mareado, AHORA.grave],
      ayuda: 'Si sigue inconsciente o no se le puede despertar, llama ya al 112 y ponlo de lado.',
      alarma: [AHORA.grave],
    },
    {
      id: 'sigue_shock',
      texto:
        'Ahora, después de descansar tumbado, ¿sigue muy pálido o grisáceo y con sudor frío, le late el corazón muy deprisa aunque esté tumbado y tranquilo, o cada vez que intenta sentarse o ponerse de pie se vuelve a desmayar o está a punto (se le nubla la vista y tiene que volver a tumbarse)?',
      tipo: 'si_no',
      ayuda:
        'Estar algo pálido o cansado un rato después de un desmayo simple es normal y se pasa tumbado: responde Sí solo si sigue muy pálido o gris con sudor frío, si el corazón le va mucho más deprisa de lo normal en reposo, o si no puede incorporarse sin volver a marearse mucho.',
      alarma: ['si'],
    },
    {
      id: 'posible_embarazo',
      texto: 'Si es una chica: ¿se le ha retrasado o no le ha venido la regla, o podría estar embarazada?',
      tipo: 'si_no',
      ayuda:
        'Lo preguntamos porque un embarazo fuera del útero (ectópico) puede empezar con un mareo o un desmayo, y es una urgencia. Si es un chico, o si no hay ninguna posibilidad de embarazo, responde No. Si no lo sabes, pregúntaselo a ella con calma y, si hace falta, a solas; si sigue habiendo dudas, responde Sí.',
      mostrar_si: `edad_rango = '${EDAD_EMBARAZO}'`,
      alarma: ['si'],
    },
    {
      id: 'dolor_ectopico',
      texto: '¿Le duele la parte baja de la tripa (a menudo más en un lado) o la punta del hombro, o le sangra la vagina?',
      tipo: 'si_no',
      ayuda: 'El dolor en la punta del hombro, sin haberse dado un golpe, puede venir de sangre dentro de la tripa.',
      mostrar_si: `edad_rango = '${EDAD_EMBARAZO}' AND posible_embarazo = 'si'`,
      alarma: ['si'],
    },
    {
      id: 'ejercicio',
      texto: '¿Le pasó mientras hacía ejercicio o deporte (corriendo, nadando, jugando un partido)?',
      tipo: 'si_no',
      ayuda: 'Responde No si le pasó después, al parar y quedarse de pie quieto.',
      alarma: ['si'],
    },
    {
      id: 'sollozo',
      texto:
        '¿Un médico le ha dicho ya que tiene espasmos del sollozo, y esta vez ha sido como siempre: empezó al llorar por un enfado, un susto o un golpe pequeño, se puso morado o pálido, se quedó flojo o rígido menos de 1 minuto y enseguida volvió a estar como siempre?',
      tipo: 'si_no',
      ayuda: 'Si es la primera vez, si ha durado más o si ha sido distinto de otras veces, responde No.',
      mostrar_si: `${HAY_DESMAYO} AND edad_rango IN ${lista(EDADES_SOLLOZO)}`,
    },
    {
      // Round 8: a new id (it was the si_no 'pecho', which put a racing heart that was over in rojo with chest pain).
      id: 'pecho_corazon',
      texto:
        'Justo antes de marearse o de desmayarse, o mientras estaba mareado, ¿le dolió el pecho, o notó que el corazón se le disparaba de golpe o latía a saltos sin motivo?',
      tipo: 'opciones',
      opciones: [PECHO_CORAZON.no, PECHO_CORAZON.palpitacionesPasadas, PECHO_CORAZON.nervios, PECHO_CORAZON.grave],
      ayuda:
        'No cuentan el corazón acelerado por un susto, una rabieta, el llanto o una carrera, ni quedarse sin aire al llorar o al aguantar la respiración: eso pasa en los desmayos simples y en los espasmos del sollozo. Si respiraba muy deprisa por nervios y se le pasa al calmarse, es la tercera opción; si le duele el pecho o le falta el aire y no se le pasa al respirar despacio, la última. Si encaja más de una opción, elige la última.',
      // A diagnosed breath-holding spell like the usual ones is not asked (the child cannot report it; the spell itself is the breath-holding).
      mostrar_si: NO_SOLLOZO,
      alarma: [PECHO_CORAZON.grave],
    },
    {
      id: 'sin_aviso',
      texto:
        '¿Se desmayó de golpe sin ningún aviso (sin notar antes mareo, calor, náuseas o que se le nublaba la vista), estando tumbado o sentado, o justo tras un sobresalto o un ruido fuerte (un despertador, un timbre)?',
      tipo: 'si_no',
      mostrar_si: `${HAY_DESMAYO} AND ${NO_SOLLOZO}`,
      alarma: ['si'],
    },
    {
      id: 'convulsion',
      texto: 'Mientras estaba sin conocimiento, ¿tuvo sacudidas de brazos y piernas, se quedó rígido o se mordió la lengua?',
      tipo: 'si_no',
      mostrar_si: `${HAY_DESMAYO} AND ${NO_SOLLOZO}`,
      alarma: ['si'],
    },
    {
      id: 'golpe_cabeza',
      texto: '¿Ha habido un golpe en la cabeza?',
      tipo: 'opciones',
      opciones: [GOLPE.no, GOLPE.alCaer, GOLPE.antes],
      alarma: [GOLPE.antes],
    },
    {
      id: 'neuro',
      texto: '¿Tiene un dolor de cabeza muy fuerte, ve doble, le cuesta hablar, tiene debilidad u hormigueo en un lado del cuerpo, o camina como si estuviera borracho?',
      tipo: 'si_no',
      ayuda: 'El hormigueo de los labios y de los dedos de las dos manos al respirar muy deprisa por nervios no es de un lado del cuerpo: si se le pasa al respirar despacio, no cuenta aquí.',
      alarma: ['si'],
    },
    PREGUNTA_DEBILIDAD,
    {
      id: 'toxico',
      texto:
        '¿Puede haber tomado alcohol, drogas o algún medicamento que no le tocaba, o haber respirado humo o gases (brasero, estufa, calentador)?',
      tipo: 'si_no',
      ayuda: 'Si en casa hay más personas mareadas o con dolor de cabeza, puede ser monóxido de carbono: salid al aire libre.',
      alarma: ['si'],
    },
    {
      id: 'corazon_familia',
      texto:
        '¿Tiene una enfermedad del corazón, o en la familia alguien murió de repente sin explicación antes de los 50 años o tiene una enfermedad del corazón hereditaria (arritmias, miocardiopatía, QT largo, Brugada)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'alergia',
      texto:
        '¿Tiene ronchas o habones por el cuerpo, o los labios, la lengua o los párpados hinchados, o empezó de golpe justo después de una picadura, un medicamento o un alimento al que es alérgico?',
      tipo: 'si_no',
      ayuda: 'Sentir náuseas o vomitar una vez antes o después de un desmayo simple es frecuente y, sin ronchas ni hinchazón, no cuenta aquí.',
      alarma: ['si'],
    },
    PREGUNTA_DIABETES,
    {
      id: 'deshidratacion',
      texto:
        '¿Tiene signos de deshidratación: no hace pis desde hace 8 horas o más, la boca muy seca, los ojos hundidos, llora sin lágrimas o vomita todo lo que bebe?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'regla_abundante',
      texto:
        'Si es una chica que ya tiene la regla: ¿tiene ahora, o ha tenido en las últimas reglas, una regla muy abundante o muy larga (empapa una compresa o un tampón cada 1-2 horas, echa coágulos, mancha la ropa o la cama, o le dura más de 7 días)?',
      tipo: 'si_no',
      ayuda:
        'Las reglas muy abundantes pueden causar anemia (falta de sangre y de hierro), que da mareos al ponerse de pie, mucho cansancio, palidez y falta de aire al subir escaleras o hacer deporte. Si es un chico, o todavía no le ha venido la regla, responde No.',
      mostrar_si: `edad_rango IN ${lista(EDADES_REGLA)}`,
      alarma: ['si'],
    },
    {
      // Round 12: motion sickness and the rocking after a boat trip (NHS; Schmitt-Thompson; Cha 2009; Bárány 2020).
      id: 'viaje_movimiento',
      texto: '¿El mareo tiene que ver con un viaje o con una atracción?',
      tipo: 'opciones',
      opciones: [VIAJE.no, VIAJE.cinetosis, VIAJE.balanceo, VIAJE.balanceoLargo],
      ayuda:
        'Si además le duele la cabeza, vomita después del viaje, ve doble, le cuesta caminar recto, oye peor o se dio un golpe en la cabeza, no elijas la tercera opción: responde la primera o la última, según el caso. Si la habitación le da vueltas (no se balancea), responde la primera.',
      mostrar_si: `episodio = '${EPISODIO.mareo}'`,
      alarma: [VIAJE.balanceoLargo],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
  ],
  avisos: [AVISO_PREOCUPADO],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      `ahora = '${AHORA.grave}'`,
      'No se recupera: confuso, adormilado, no se tiene en pie o le cuesta respirar',
      [
        'Si después de un mareo o un desmayo no vuelve a estar bien en pocos minutos, hay que buscar la causa enseguida.',
        'Si es diabético, mídele el azúcar y sigue su plan; si no puede tragar, no le des nada por la boca.',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "sigue_shock = 'si'",
      'Sigue muy pálido y sudoroso, con el corazón muy deprisa o desmayándose al incorporarse',
      [
        'Después de un desmayo simple, al estar tumbado, el color y el pulso se recuperan en pocos minutos. Si sigue muy pálido o gris con sudor frío, con el corazón muy deprisa en reposo, o se vuelve a desmayar al incorporarse, puede estar perdiendo sangre o líquidos por dentro o tener un problema del corazón: necesita urgencias ya.',
        'Que no se levante ni camine: que vaya tumbado.',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `edad_rango = '${EDAD_EMBARAZO}' AND posible_embarazo = 'si' AND dolor_ectopico = 'si'`,
      'Mareo o desmayo con posible embarazo y dolor bajo en la tripa o en el hombro, o sangrado: posible embarazo ectópico',
      [
        'Un mareo o un desmayo en una chica que podría estar embarazada, con dolor en la parte baja de la tripa o en la punta del hombro, o con sangrado por la vagina, puede ser un embarazo fuera del útero (ectópico) que sangra por dentro: es una urgencia (NICE).',
        'No le des nada de comer ni de beber, aunque ya esté despierta: puede necesitar una operación. Di en urgencias que puede estar embarazada.',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `pecho_corazon = '${PECHO_CORAZON.grave}'`,
      'Mareo o desmayo con dolor en el pecho, falta de aire o palpitaciones que siguen',
      ['El dolor en el pecho, la falta de aire o el corazón que sigue disparado con mareo o palidez pueden deberse a un problema del ritmo o del músculo del corazón: necesita un electrocardiograma ahora.'],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      // Round 18: the anxiety answer does not protect a young child, exertion or a heart condition (NICE CKS; Danon 2023).
      `${NERVIOS} AND (edad_rango NOT IN ${lista(EDADES_HIPERVENTILACION)} OR ejercicio = 'si' OR corazon_familia = 'si')`,
      'Opresión en el pecho y respiración rápida con ejercicio, con una enfermedad del corazón o en un niño pequeño',
      [
        'Notar el pecho apretado y respirar muy deprisa haciendo ejercicio, en un niño con una enfermedad del corazón (o con muertes súbitas o enfermedades del corazón hereditarias en la familia) o en un niño pequeño no se puede achacar a los nervios sin que lo vea un médico: necesita un electrocardiograma y una valoración ahora.',
        'Que no haga deporte hasta que lo vea un médico.',
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, 'Llama al 112 si empeora'] },
    ),
    rojo(
      `pecho_corazon = '${PECHO_CORAZON.palpitacionesPasadas}' AND ${HAY_DESMAYO}`,
      'Desmayo con palpitaciones',
      ['Desmayarse con el corazón disparado puede deberse a un problema del ritmo del corazón (Danon; ESC): necesita un electrocardiograma hoy mismo en urgencias.'],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      `${HAY_DESMAYO} AND ejercicio = 'si'`,
      'Desmayo durante el ejercicio',
      [
        'Desmayarse mientras se hace ejercicio puede ser la primera señal de un problema del corazón: debe valorarse hoy mismo en urgencias.',
        'Que no vuelva a hacer deporte hasta que lo haya valorado un médico.',
      ],
    ),
    rojo(
      "sin_aviso = 'si'",
      'Desmayo sin aviso, tumbado o tras un sobresalto',
      ['Un desmayo sin ningún aviso previo, estando tumbado o sentado, o tras un sobresalto, es distinto del desmayo simple y puede deberse a un problema del ritmo del corazón: necesita un electrocardiograma hoy mismo.'],
    ),
    rojo(
      "convulsion = 'si'",
      'Desmayo con sacudidas o rigidez',
      [
        'Las sacudidas o la rigidez durante la pérdida de conocimiento pueden ser una convulsión o un desmayo por un problema del corazón: debe valorarlo hoy un médico en urgencias.',
        'Si vuelve a tener sacudidas: túmbalo de lado, no le metas nada en la boca, no le sujetes y mira el reloj; si duran 5 minutos o más, llama al 112.',
      ],
      { ver_tambien: ['convulsion'] },
    ),
    rojo(
      `golpe_cabeza = '${GOLPE.antes}'`,
      'Mareo o desmayo después de un golpe en la cabeza',
      ['Perder el conocimiento o marearse después de un golpe en la cabeza necesita valoración urgente para descartar una lesión dentro de la cabeza.'],
      { ver_tambien: ['golpes_caidas'] },
    ),
    rojo(
      "neuro = 'si'",
      'Mareo con dolor de cabeza fuerte, visión doble o debilidad',
      ['Estos síntomas junto con el mareo necesitan valoración urgente para descartar un problema del sistema nervioso.'],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojo(
      "toxico = 'si'",
      'Mareo o desmayo por posible intoxicación o gases',
      [
        'Si puede haber respirado humo o gases, sacadlo al aire libre y salid todos; si es seguro, abre las ventanas y apaga el aparato.',
        'Si ha tomado algo, lleva el envase. No le hagas vomitar. El Servicio de Información Toxicológica (91 562 04 20) puede aconsejarte mientras vais.',
      ],
      { ver_tambien: ['intoxicacion'] },
    ),
    rojo(
      `${HAY_DESMAYO} AND corazon_familia = 'si'`,
      'Desmayo en un niño con enfermedad del corazón o antecedentes familiares',
      ['Con una enfermedad del corazón o antecedentes de muerte súbita o de enfermedad del corazón hereditaria en la familia, un desmayo debe valorarse hoy mismo con un electrocardiograma.'],
    ),
    rojo(
      "alergia = 'si'",
      'Mareo o desmayo por una posible reacción alérgica grave',
      [
        'Un mareo o un desmayo con ronchas o con los labios, la lengua o los párpados hinchados, o que empieza de golpe tras una picadura, un medicamento o un alimento al que es alérgico, puede ser una anafilaxia (SEUP: 112; WAO 2020).',
        'Si tiene un autoinyector de adrenalina, pónselo ya en la parte externa del muslo y llama al 112.',
      ],
      { acciones_sugeridas: ACCIONES_112, ver_tambien: ['reaccion_alergica'] },
    ),
    reglaCetoacidosisRespiracion([TUMBADO]),
    reglaCetoacidosisSospecha([TUMBADO], {
      titulo: 'Mareo con mucha sed y mucho pis (o cetonas altas): posible cetoacidosis diabética',
    }),
    rojo(
      `${HAY_DESMAYO} AND (edad_rango IN ${lista(['0-3 meses', '3-6 meses'])} OR (edad_rango = '6-12 meses' AND sollozo = 'no'))`,
      'Episodio de pérdida de conocimiento en un bebé menor de 1 año',
      ['En un bebé, quedarse sin responder, flojo, muy pálido o azulado, aunque se recupere, necesita valoración en urgencias enseguida.'],
    ),
    {
      // Written out, not with rojo(): its legs-up advice does not suit a child who struggles to breathe.
      si: `debilidad_progresiva = '${DEBILIDAD.grave}'`,
      urgencia: 'rojo',
      titulo: TITULO_DEBILIDAD_GRAVE,
      consejos: [...CONSEJOS_DEBILIDAD_GRAVE, CONSEJO_ROJO_CAMINO],
      acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora],
    },
    // ------------------------------------------------------------- amarillo
    amarillo(`debilidad_progresiva = '${DEBILIDAD.progresiva}'`, TITULO_DEBILIDAD_PROGRESIVA, [...CONSEJOS_DEBILIDAD_PROGRESIVA]),
    amarillo(
      `pecho_corazon = '${PECHO_CORAZON.palpitacionesPasadas}'`,
      'Corazón muy deprisa que empezó y paró de golpe, ya pasado',
      [
        'Un corazón que se dispara de golpe sin motivo y se para también de golpe suele ser una taquicardia paroxística (supraventricular): no es peligrosa en un niño por lo demás sano, pero necesita un electrocardiograma pronto. Que lo vea hoy un médico (NICE; Sociedad Europea de Cardiología).',
        'Si vuelve a pasar: que se siente o se tumbe, apunta la hora y, si puedes, tómale el pulso (o usa un reloj o un móvil que lo mida) o grábalo: ayuda mucho al médico. Soplar fuerte con la boca cerrada y la nariz tapada o mojarse la cara con agua muy fría a veces lo para.',
        'Llama al 112 si vuelve y no se para en unos minutos, o si se marea mucho, se pone pálido, le duele el pecho, le falta el aire o se desmaya.',
        'Que no haga deporte hasta que lo vea un médico.',
      ],
    ),
    amarillo(
      `edad_rango = '${EDAD_EMBARAZO}' AND posible_embarazo = 'si'`,
      'Mareo o desmayo en una chica que podría estar embarazada',
      [
        'Un mareo o un desmayo puede ser el primer síntoma de un embarazo, también de uno fuera del útero (ectópico), aunque todavía no duela: que la vea hoy un médico y le haga una prueba de embarazo (NICE).',
        'Ve a urgencias ahora si le empieza a doler la parte baja de la tripa o la punta del hombro, le sangra la vagina, se vuelve a desmayar o sigue muy pálida y sudorosa.',
      ],
    ),
    amarillo(
      "ejercicio = 'si'",
      'Mareo durante el ejercicio',
      [
        'Marearse mientras hace ejercicio, aunque no llegue a desmayarse, debe valorarlo hoy un médico.',
        'Que no vuelva a hacer deporte hasta que lo vea un médico.',
      ],
    ),
    amarillo(
      "corazon_familia = 'si'",
      'Mareo en un niño con enfermedad del corazón o antecedentes familiares',
      ['Con una enfermedad del corazón o antecedentes familiares de muerte súbita o de enfermedad del corazón hereditaria, el mareo debe valorarse hoy.'],
    ),
    amarillo(
      `golpe_cabeza = '${GOLPE.alCaer}'`,
      'Se golpeó la cabeza al desmayarse o marearse',
      [
        'El golpe al caer debe valorarse hoy: vigila si vomita, tiene dolor de cabeza que no se le pasa, está muy dormido o raro, y en ese caso ve a urgencias ahora.',
      ],
      { ver_tambien: ['golpes_caidas'] },
    ),
    amarillo(
      "deshidratacion = 'si'",
      'Mareo con signos de deshidratación',
      [
        'El mareo con signos de deshidratación debe valorarse hoy.',
        'Ofrécele suero oral (de farmacia) a sorbos pequeños y frecuentes, por ejemplo una cucharada cada pocos minutos si vomita.',
      ],
      { ver_tambien: ['vomitos', 'diarrea'] },
    ),
    amarillo(
      `regla_abundante = 'si'`,
      'Mareo o desmayo con reglas muy abundantes: posible anemia',
      [
        'Las reglas muy abundantes o muy largas pueden causar anemia, que da mareos al ponerse de pie, mucho cansancio, palidez y falta de aire con el esfuerzo. Que la vea hoy un médico: un análisis de sangre dirá si tiene anemia, y hay tratamientos para que sangre menos (NICE).',
        'Si las reglas son así desde la primera, o además le sangran a menudo la nariz o las encías, le salen moratones con facilidad o alguien de la familia sangra mucho, díselo al médico: puede haber un problema de la coagulación que tiene tratamiento (ACOG).',
        'Apunta cuántas compresas o tampones empapa al día y cuántos días le dura la regla.',
        'Ve a urgencias ahora si empapa una compresa o un tampón cada hora durante varias horas, se vuelve a desmayar, no se tiene en pie, o está muy pálida y sudorosa con el corazón muy deprisa.',
      ],
    ),
    {
      // Written out, not with amarillo(): its lying-down advice does not suit a rocking feeling that is worse lying still.
      si: `viaje_movimiento = '${VIAJE.balanceoLargo}'`,
      urgencia: 'amarillo',
      titulo: 'Sensación de balanceo que dura más de 2 días después de un barco o un viaje',
      consejos: [
        'Notar que todo se balancea durante unas horas o un día o dos después de un barco es normal y se pasa solo. Si dura más de 2 días, suele seguir siendo benigno (síndrome de desembarco, que casi siempre se cura en semanas), pero un médico debe explorarle el oído y el equilibrio para descartar otras causas, como una infección del oído interno (NHS; Sociedad Bárány). Que lo vea hoy o en cuanto pueda su pediatra.',
        'Mientras tanto, que haga vida normal y camine: el movimiento suele aliviarlo. Que no vaya en bici, patinete ni se suba a sitios altos mientras lo note.',
        'Ve a urgencias ahora si le empieza un dolor de cabeza fuerte, vómitos, visión doble, le cuesta hablar o caminar recto, nota que la habitación le da vueltas, oye peor o tiene debilidad u hormigueo en un lado del cuerpo.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: [ACCION.pediatraHoy, ACCION.urgenciasHoy],
    },
    amarillo(
      // Round 12: travel dizziness that is settling (the verde answers of viaje_movimiento) is not "still dizzy".
      `ahora = '${AHORA.mareado}' AND (episodio != '${EPISODIO.mareo}' OR viaje_movimiento = '${VIAJE.no}')`,
      'Sigue mareado o débil después de descansar',
      [
        'Si después de estar tumbado un rato y beber sigue mareado o débil, conviene que lo vea hoy un médico.',
        'Que no se levante solo, por si se vuelve a desmayar.',
      ],
    ),
    amarillo(
      `${HAY_DESMAYO} AND edad_rango IN ${lista(EDADES_1_A_5)} AND sollozo = 'no'`,
      'Desmayo en un niño pequeño',
      [
        'En los niños pequeños el desmayo simple es raro. Si se desmayó justo después de llorar, de una rabieta o de un golpe pequeño (espasmo del sollozo), suele ser benigno, pero el primer episodio debe valorarlo hoy un médico.',
        'Apunta cómo fue: qué estaba haciendo, si se puso morado o pálido, cuánto duró y cómo se recuperó. Si alguien lo grabó, enséñalo.',
      ],
    ),
    reglaMuyEnfermo(),
    // ---------------------------------------------------------------- verde
    {
      si: "sollozo = 'si'",
      urgencia: 'verde',
      titulo: 'Espasmo del sollozo como otras veces',
      consejos: [
        'Es un espasmo del sollozo como los que ya le han diagnosticado: se desencadena con el llanto, un enfado, un susto o un golpe pequeño, dura menos de 1 minuto y, aunque asusta mucho, no le hace daño ni deja secuelas (NHS). Casi todos los niños dejan de tenerlos hacia los 4 o 5 años.',
        'Si le vuelve a pasar: mantén la calma, túmbalo de lado, no lo cojas en brazos ni lo sacudas, no le metas nada en la boca y quédate a su lado hasta que se recupere.',
        consejoVuelveSi([
          'no se le puede despertar, o tiene sacudidas o rigidez durante más de 1 minuto (llama al 112)',
          'se queda azul o grisáceo y no recupera el color',
          'sigue adormilado, confuso o raro después del episodio',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi([
          'le pasa más a menudo que antes (más de una vez por semana) o los episodios son más fuertes',
          'está cansado y pálido (a veces se asocian a falta de hierro)',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['convulsion'],
    },
    {
      si: `viaje_movimiento = '${VIAJE.cinetosis}'`,
      urgencia: 'verde',
      titulo: 'Mareo por el movimiento del viaje (cinetosis)',
      consejos: [
        'Es un mareo por el movimiento (cinetosis): el oído interno nota el movimiento y los ojos no, y eso da mareo, náuseas, palidez, sudor y a veces vómitos. Es muy frecuente entre los 3 y los 12 años, no es peligroso y se pasa al parar, en unas horas como mucho (NHS; Schmitt-Thompson).',
        'Ahora: que esté tumbado o sentado, tranquilo y al aire fresco, y que beba agua a sorbos pequeños hasta que se le asiente el estómago. Si duerme un rato, mejor.',
        'En el próximo viaje: que vaya mirando al frente, a lo lejos (por la ventanilla de delante o al horizonte), no leer ni mirar pantallas, ventilar el coche, hacer paradas en los viajes largos y no darle una comida pesada justo antes. En el barco, mejor en el centro y en cubierta. Si lo necesita a menudo, pregunta en la farmacia o a su pediatra por un medicamento para tomar antes del viaje, según su edad.',
        consejoVuelveSi([
          'vomita tanto que no retiene ni el agua, o deja de hacer pis',
          'tiene un dolor de cabeza fuerte, ve doble, le cuesta hablar o caminar recto, o tiene debilidad en un lado del cuerpo',
          'está confuso, muy adormilado o no se le puede despertar',
          'se desmaya',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi([
          'sigue mareado o con náuseas más de 8 horas después de acabar el viaje (que lo vea un médico en 24 horas)',
          'se marea también sin viajar, o nota que la habitación le da vueltas',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: `viaje_movimiento = '${VIAJE.balanceo}'`,
      urgencia: 'verde',
      titulo: 'Sensación de balanceo después de un viaje en barco (mal de desembarco)',
      consejos: [
        'Después de pasar horas en un barco (o de un viaje largo), el cerebro se acostumbra al vaivén y sigue notándolo un tiempo al bajar: todo parece balancearse, sobre todo estando quieto, y mejora al caminar o al volver a ir en coche. Le pasa a la mayoría de la gente que navega, no es peligroso y suele irse solo en unas horas o uno o dos días (Cha 2009; Sociedad Bárány).',
        'Que haga vida normal y camine: el movimiento lo alivia. Que descanse y duerma bien, y que no vaya en bici, patinete ni se suba a sitios altos mientras lo note.',
        'No necesita medicinas: las del mareo del viaje no sirven para esta sensación.',
        consejoVuelveSi([
          'le empieza un dolor de cabeza fuerte, vómitos o visión doble',
          'le cuesta caminar recto, hablar o tiene debilidad u hormigueo en un lado del cuerpo',
          'nota que la habitación le da vueltas u oye peor',
          'está confuso, muy adormilado o se desmaya',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi(['la sensación de balanceo le dura más de 2 días (que lo vea su pediatra)']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      // Round 18 (NICE CKS panic disorder; NHS panic disorder): the anxiety episode that settles with slow breathing.
      si: `${NERVIOS} AND episodio = '${EPISODIO.mareo}' AND edad_rango IN ${lista(EDADES_HIPERVENTILACION)}`,
      urgencia: 'verde',
      titulo: 'Respiración muy rápida por nervios (hiperventilación), que se pasa al calmarse',
      consejos: [
        'Por lo que cuentas, parece una crisis de ansiedad con respiración muy rápida (hiperventilación): al respirar muy deprisa se expulsa demasiado dióxido de carbono, y eso da hormigueo en los labios y los dedos, manos agarrotadas, opresión en el pecho y mareo. Asusta mucho, pero no daña el corazón ni los pulmones y se pasa en unos minutos al calmarse (NHS; NICE).',
        'Si vuelve a pasar: que se siente en un sitio tranquilo con alguien que le hable con calma, y que respire despacio: coger aire por la nariz contando hasta 4 y soltarlo muy despacio por la boca contando hasta 6, durante unos minutos. Recuérdale que se le va a pasar.',
        'Pide cita con su pediatra (no urgente) para hablar de lo que le preocupa o le pone nervioso: si estas crisis se repiten, la ansiedad tiene tratamiento (sobre todo con psicoterapia) y su pediatra puede orientaros (NICE).',
        'Si en algún momento dice que quiere hacerse daño o quitarse la vida, no le dejéis solo y llamad al 024 (atención a la conducta suicida, gratuito, 24 horas) o al 112.',
        consejoVuelveSi([
          'le duele el pecho o le falta el aire haciendo ejercicio, o se desmaya',
          'le sigue faltando el aire o le duele el pecho después de 10-15 minutos de respirar despacio, o se le ponen los labios azulados',
          'nota el corazón disparado o a saltos y no se le pasa al calmarse',
          'el hormigueo o la debilidad son de un solo lado del cuerpo, o le cuesta hablar o ver',
          'le pita el pecho (tiene asma) o empezó justo después de un alimento, una picadura o una medicina, con ronchas o hinchazón',
          'lo ves peor o estás más preocupado',
        ]),
        consejoConsultaSi([
          'las crisis se repiten o le pasan sin ningún motivo',
          'deja de ir al colegio o de hacer cosas por miedo a que le vuelva a pasar',
          'está triste, preocupado o duerme mal muchos días',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
    },
    {
      si: `episodio = '${EPISODIO.mareo}'`,
      urgencia: 'verde',
      titulo: 'Mareo sin signos de alarma',
      consejos: [
        'Sin signos de alarma, los mareos suelen deberse a levantarse deprisa, estar mucho rato de pie, el calor, beber poco, no haber comido o a un virus, y se pasan con descanso, agua y algo de comer.',
        'Ahora: que esté tumbado con las piernas en alto unos 10 minutos, que beba agua y, si no ha comido, un zumo o algo de comer. Que se levante despacio.',
        ...PREVENCION,
        VUELVE_SI,
        consejoConsultaSi([
          'se marea a menudo o cada vez más',
          'nota que la habitación le da vueltas',
          'está muy cansado, pálido o ha perdido peso',
          CONSULTA_REGLA,
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Desmayo simple con recuperación rápida',
      consejos: [
        'Lo más probable es un desmayo simple (lipotimia o síncope vasovagal): pasa al estar mucho rato de pie, con calor, al levantarse deprisa, sin haber comido o al ver sangre, con aviso previo (calor, náuseas, visión borrosa) y una recuperación completa en menos de 1 minuto. Es frecuente en adolescentes y no es peligroso, salvo por el golpe al caer.',
        'Ahora: que siga tumbado con las piernas en alto 10-15 minutos, que beba un vaso grande de agua (o un zumo si no ha comido) antes de levantarse, y que se levante despacio.',
        ...PREVENCION,
        VUELVE_SI,
        consejoConsultaSi([
          'es el primer desmayo: pide cita (no urgente) para que lo revise y valore un electrocardiograma',
          'se desmaya más veces',
          CONSULTA_REGLA,
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
    },
  ],
}, 'sigue_shock');
