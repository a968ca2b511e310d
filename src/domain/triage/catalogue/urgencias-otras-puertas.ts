/**
 * The clinical content of the wrong-door emergency screen
 * (`cribado-otras-puertas.ts`, decision 0031): eleven emergencies that can
 * walk in through any door, each rojo on its own by a cited guideline.
 *
 * Notas (round 14; choices, and what was read only second-hand):
 *
 * - What goes on the list. Events and exposures the parent knows about and a
 *   door's own questions never reach (a fit, a knock on the head, something
 *   tight round the neck, a choking episode, a food or sting, a sore testicle,
 *   the thirst of new diabetes, a central line, a spike, a faint at sport).
 *   The child's present state (colour, breathing, responsiveness, a rash that
 *   does not blanch, fever under 3 months) is not on it: CLINICAL.md puts those
 *   global red features at the opening of every flow, each flow asks them with
 *   its own nuance (the post-vaccine fever of a baby under 3 months in
 *   'vacunas_reacciones', the exertion petechiae in 'problemas_piel'), and on
 *   this list they would either repeat those questions or overrule them.
 *   Amber conditions stay in their flows (decision 0031): here they would
 *   become rojo. Left out for that reason, or because every door through which
 *   they present already asks them: button batteries and magnets (asked by
 *   every flow whose symptoms they cause: cough, drooling, vomiting, food
 *   refusal, crying, nose, ear, throat; the search finds "pila"), and
 *   intussusception (asked in vomiting, diarrhoea, tummy ache, constipation,
 *   feeding, crying and vaccines).
 * - Convulsion: NICE CKS febrile seizure asks urgent hospital assessment for a
 *   first febrile seizure, and Healthier Together says to call an ambulance the
 *   first time; a child with known febrile seizures or epilepsy who had a short
 *   typical one may be cared for at home, but the doors that do not ask about
 *   fits cannot tell the two apart, and 'fiebre' already makes every fit rojo:
 *   the item is any fit, including one already over ("aunque ya haya pasado";
 *   "sin responder" keeps out the shivering of a fever).
 * - Head injury: NICE NG232 counts any trauma to the head other than
 *   superficial injuries to the face, so the forehead is named. Its community
 *   referral list has "any vomiting since the injury" (clinical judgement under
 *   12) and Healthier Together 3 vomits; we keep the house threshold of 2
 *   vomits ('golpes_caidas', 'herida'). A bump without vomiting, drowsiness or
 *   loss of consciousness does not match.
 * - Baby who cannot roll: NICE NG232 lowers every threshold under 1 year (a
 *   bruise, swelling or cut over 5 cm → CT within an hour) and NICE CG89 asks
 *   to suspect maltreatment for any injury in a child who is not independently
 *   mobile. We made the item stricter than 'hinchazon_local' (where a small
 *   hard bump on the forehead of a baby after a known knock is amarillo): only
 *   for babies who cannot even roll, whose bump cannot come from their own
 *   movement; the swelling of birth is excluded by name. The two flows that
 *   ask head bumps in babies in detail keep their own reading.
 * - Strangulation and suicide attempt, one item: both need the same first aid
 *   (free the neck, 112), the same delayed-injury warning and the same
 *   mental-health and safeguarding advice (024, never leave alone, say who did
 *   it). Any neck compression is rojo even if the child looks well: the UK
 *   intercollegiate non-fatal strangulation guidelines (IFAS with RCEM, FFLM,
 *   ENT UK; read via ENT UK's announcement and St Emlyn's summary, year not
 *   verified) assess every strangulation of the last four weeks because of
 *   delayed airway swelling and arterial dissection; CDC (MMWR 2008) names red
 *   eyes and neck marks as signs of the "choking game". NICE NG225 (read via
 *   summaries: GPonline, Medscape UK) and the RCPsych / NICE advice to admit
 *   under-16s after self-harm (BJPsych Bulletin 2023 editorial) support
 *   emergency care after a suicide attempt. AAP and RCPCH statements on the
 *   choking game were not found in the store.
 * - Testicle: NICE CKS scrotal pain and the NHS treat any acute testicular pain
 *   as torsion until seen; a painless swelling (hydrocele, a hernia that goes
 *   back) does not match, so the item asks for pain.
 * - Ketoacidosis: NICE NG18 and ISPAD 2022 sick-day rules: new thirst and
 *   polyuria with vomiting, abdominal pain or deep breathing, or known diabetes
 *   with blood ketones of 1.5 mmol/L or more and vomiting, is hospital now.
 *   Thirst alone (suspected new diabetes) is a same-day referral and stays in
 *   its flows (amarillo in 'orina').
 *   Ronda 18: ISPAD 2022 (DKA chapter, Glaser et al.) names the ketotic breath
 *   among the signs of DKA, and NICE NG18 and ISPAD pair it with the symptoms
 *   of diabetes: the option now names a breath that smells of acetone next to
 *   vomiting, tummy pain and deep breathing, always with the thirst and urine
 *   of these days or known diabetes with high ketones (new text). A ketotic
 *   breath alone, common after vomiting or not eating (starvation ketosis;
 *   Pediatric Endocrine Society 2021), does not match: the flows decide it
 *   ('signos_diabetes' in banderas-abdomen.ts).
 * - Fever with a central line, chemotherapy, no spleen or sickle cell disease:
 *   the items of 'fiebre' (NICE CG151, NG51; IDSA 2009; BSAC OPAT 2019; Alder
 *   Hey sickle cell leaflet). Long-term steroids and transplant are asked in
 *   'fiebre' but not here, to keep the option short: revisar con pediatría.
 * - Penetrating wound of the trunk or neck: NICE NG39 and ATLS, as 'herida'.
 * - Faint: ESC 2018 syncope guidelines (high risk: during exertion, after
 *   palpitations or chest pain; 'mareo' cites the paediatric review of Danon
 *   2023). A faint on standing, in the heat or after exercise has stopped does
 *   not match ("en pleno ejercicio").
 * - yaPreguntadaEn lists a flow only when its own questions reach the whole
 *   item, for every child who would tick it; a flow that asks part of it (one
 *   zone, one age band, one branch) still shows it. Sources read only through
 *   summaries or from memory are marked "(resumen)" or "verificar" in their
 *   titles.
 */
import type { ItemCribado } from './cribado-otras-puertas.ts';
import type { Fuente } from '../types.ts';
import { ACCIONES_112, ACCIONES_URGENCIAS, CONSEJO_ROJO_CAMINO } from './comunes.ts';

export const NINGUNA_URGENCIA_DE_OTRA_PUERTA = 'No, ninguna de estas';

/** An item of the emergency screen (the shape both screens share). */
export type UrgenciaDeOtraPuerta = ItemCribado;

// ----------------------------------------------------------------- sources

const NG232: Fuente = {
  titulo:
    'NICE NG232. Head injury: assessment and early management (criterios de derivación desde la comunidad: pérdida de conocimiento, vómitos, somnolencia; TC en 1 hora en menores de 1 año con chichón, moratón o herida de más de 5 cm en la cabeza o sospecha de lesión no accidental)',
  anio: 2023,
  url: 'https://www.nice.org.uk/guidance/ng232',
};
const NG232_NASGP: Fuente = {
  titulo: 'NICE head injury (CG176 / NG232): community referral criteria (resumen de NASGP)',
  anio: 2023,
  url: 'https://www.nasgp.org.uk/resource/nice-head-injury/',
};
const HT_CABEZA: Fuente = {
  titulo:
    'NHS Healthier Together (Oxfordshire). Head injury: advice for parents and carers (rojo en las 48 horas: vómitos repetidos, adormilado, confuso, convulsión, pérdida de conocimiento; sin fecha, año de consulta)',
  anio: 2026,
  url: 'https://oxfordshire-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/head-injury',
};

// ------------------------------------------------------------------- items

export const URGENCIAS_DE_OTRA_PUERTA: readonly UrgenciaDeOtraPuerta[] = [
  {
    clave: 'convulsion',
    opcion: 'Una convulsión: sacudidas o rigidez sin responder, o la mirada perdida sin reaccionar, aunque ya haya pasado',
    regla: {
      titulo: 'Ha tenido una convulsión',
      consejos: [
        'Una convulsión tiene que valorarla un médico en urgencias ahora, aunque ya haya pasado y parezca estar bien: hay que buscar la causa (la fiebre, una infección, el azúcar bajo, la deshidratación, un golpe o algo que haya tomado) (NICE; Healthier Together: la primera vez, ambulancia).',
        'Si vuelve a convulsionar: túmbalo de lado en el suelo o en un sitio seguro, aparta lo que pueda golpearle y aflójale la ropa del cuello. No le metas nada en la boca (ni los dedos), no le sujetes los brazos ni las piernas y no le des nada de beber ni medicinas por la boca.',
        'Mira el reloj: llama al 112 si la convulsión dura 5 minutos o más, si tiene otra sin despertarse entre ellas, si le cuesta respirar o se pone azulado, o si no termina de despertarse. Si su médico le ha pautado una medicación de rescate, dásela como te enseñaron.',
        'Cuando pare, déjalo de lado y quédate con él hasta que despierte del todo. No le des de comer ni de beber hasta que esté bien despierto.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_112,
      ver_tambien: ['convulsion'],
    },
    fuentes: [
      {
        titulo:
          'NICE CKS. Febrile seizure (valoración urgente en el hospital de la primera convulsión febril y de las complejas; resumen de GPonline y Guideline Genius)',
        anio: 2024,
        url: 'https://cks.nice.org.uk/topics/febrile-seizure/',
      },
      {
        titulo: 'NHS Healthier Together (South Yorkshire). Seizure / febrile convulsion (la primera vez, llamar a una ambulancia; sin fecha, año de consulta)',
        anio: 2026,
        url: 'https://sybhealthiertogether.nhs.uk/national/worried-your-child-unwell/seizurefebrile-convulsion',
      },
      {
        titulo: 'NICE NG217. Epilepsies in children, young people and adults: recommendations (cuándo llamar a una ambulancia; derivación tras la primera crisis)',
        anio: 2022,
        url: 'https://www.nice.org.uk/guidance/ng217/chapter/Recommendations',
      },
    ],
    yaPreguntadaEn: ['fiebre', 'convulsion', 'intoxicacion', 'vacunas_reacciones', 'ictericia_neonatal'],
  },
  {
    clave: 'golpe_cabeza',
    opcion: 'Tras un golpe en la cabeza o la frente: perdió el conocimiento, ha vomitado 2 veces o más, o está adormilado, confuso o raro',
    regla: {
      titulo: 'Golpe en la cabeza con pérdida de conocimiento, vómitos o somnolencia',
      consejos: [
        'Perder el conocimiento aunque sea unos segundos, vomitar varias veces o estar adormilado, confuso o raro después de un golpe en la cabeza (también en la frente) pueden ser señales de una lesión dentro de la cabeza: tienen que valorarlo en urgencias ahora, aunque parezca recuperado (NICE NG232).',
        'Si el golpe fue fuerte (una caída desde más de 1 metro, un accidente) o le duele el cuello, no le muevas la cabeza ni el cuello: déjalo tumbado y espera al 112.',
        'Llama al 112 si no responde, tiene una convulsión, le cuesta respirar o le sale líquido transparente o sangre por la nariz o por un oído. Si no responde pero respira, túmbalo de lado.',
        'Si vomita, ponlo de lado. Si tiene una herida que sangra, apriétala con una gasa o un paño limpio sin soltar. No le des de comer ni de beber por el camino (puede necesitar una prueba o una operación).',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_112,
      ver_tambien: ['golpes_caidas'],
    },
    fuentes: [NG232, NG232_NASGP, HT_CABEZA],
    yaPreguntadaEn: ['golpes_caidas', 'vomitos'],
  },
  {
    clave: 'bebe_bulto_cabeza',
    opcion: 'Un bebé que aún no se da la vuelta solo tiene un chichón o un bulto en la cabeza (que no es del parto)',
    regla: {
      titulo: 'Chichón o bulto en la cabeza de un bebé que aún no se da la vuelta solo',
      consejos: [
        'Un bebé que todavía no se da la vuelta ni se mueve solo no suele hacerse un chichón por sí mismo, y a esta edad un bulto en la cabeza puede esconder una fractura o un sangrado aunque el bebé parezca estar bien: tienen que valorarlo en urgencias ahora (NICE NG232 y CG89).',
        'No aprietes el bulto; puedes poner frío envuelto en un paño si se deja. Sigue dándole el pecho o el biberón si lo pide.',
        'Llama al 112 si vomita, está muy dormido o cuesta despertarlo, llora sin consuelo o con un llanto muy agudo, tiene la fontanela (la "mollera") abultada, una convulsión, o está pálido o respira mal.',
        'Cuenta al médico todo lo que sepas de las últimas horas y días: quién lo ha cuidado y si se ha podido caer de la cama, del cambiador, de los brazos o de su silla. Si alguien ha podido golpearlo o zarandearlo, dilo: lo primero es protegerlo.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
      ver_tambien: ['golpes_caidas'],
    },
    fuentes: [
      NG232,
      {
        titulo:
          'NICE CG89. Child maltreatment: when to suspect maltreatment in under 18s, 1.1.2 (moratones o lesiones sin explicación adecuada, por ejemplo en un niño que todavía no se desplaza solo)',
        anio: 2009,
        url: 'https://www.nice.org.uk/guidance/cg89',
      },
      {
        titulo:
          'Kuppermann N et al. PECARN: identification of children at very low risk of clinically-important brain injuries after head trauma. Lancet 2009 (menores de 2 años: hematoma del cuero cabelludo no frontal = riesgo intermedio)',
        anio: 2009,
        url: 'https://www.kpcrest.net/pecarnpredictionrule',
      },
    ],
    yaPreguntadaEn: ['golpes_caidas', 'hinchazon_local'],
  },
  {
    clave: 'atragantamiento',
    opcion: 'Se atragantó con comida o algo pequeño y desde entonces sigue tosiendo, le pita el pecho o respira más deprisa',
    regla: {
      titulo: 'Tos, pitos o respiración rápida después de atragantarse',
      consejos: [
        'Una tos que no se va, un pito nuevo en el pecho o respirar más deprisa después de atragantarse indican que un trozo puede haberse quedado en la vía respiratoria, aunque parezca estar bien: hay que buscarlo y sacarlo en el hospital (Resuscitation Council UK y ERC 2021).',
        'Déjalo en la postura en la que respire mejor (normalmente sentado). Si tose con fuerza, deja que tosa: no le des golpes en la espalda mientras tosa y respira, y no intentes sacarle nada de la boca a ciegas.',
        'No le des de comer ni de beber y no le provoques el vómito.',
        'Si deja de poder toser, llorar, hablar o respirar, o se pone azul, llama al 112 y haz las maniobras de atragantamiento: 5 golpes en la espalda y después 5 compresiones (en el pecho si es un bebé, en la tripa si tiene más de 1 año).',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
      ver_tambien: ['cuerpo_extrano'],
    },
    fuentes: [
      {
        titulo:
          'Resuscitation Council UK. Paediatric basic life support guidelines 2021 (atragantamiento: tos eficaz, golpes en la espalda, valoración médica tras compresiones o síntomas persistentes)',
        anio: 2021,
        url: 'https://www.resus.org.uk/library/2021-resuscitation-guidelines/paediatric-basic-life-support-guidelines',
      },
      {
        titulo: 'Van de Voorde P et al. European Resuscitation Council Guidelines 2021: Paediatric Life Support. Resuscitation 2021;161:327-387',
        anio: 2021,
        url: 'https://doi.org/10.1016/j.resuscitation.2021.02.015',
      },
    ],
    yaPreguntadaEn: ['cuerpo_extrano', 'tos', 'denticion'],
  },
  {
    clave: 'anafilaxia',
    opcion: 'Poco después de un alimento, picadura o medicina: le cuesta respirar o tragar, voz ronca, lengua hinchada, o ronchas con mareo o vómitos repetidos',
    regla: {
      titulo: 'Posible reacción alérgica grave (anafilaxia)',
      consejos: [
        'Que le cueste respirar o tragar, la voz ronca, la lengua hinchada, o las ronchas con mareo, flojera o vómitos repetidos después de un alimento, una picadura o una medicina son una anafilaxia hasta que se demuestre lo contrario (WAO 2020).',
        'Si tiene un autoinyector de adrenalina recetado, pónselo YA en la parte de fuera del muslo, aunque sea por encima de la ropa. Si a los 5 minutos no mejora y tienes otro, pon el segundo en el otro muslo.',
        'Llama al 112 y di «anafilaxia», aunque después de la adrenalina parezca que mejora: la reacción puede volver y tiene que vigilarlo un médico.',
        'Túmbalo boca arriba con las piernas en alto; si le cuesta respirar, déjalo sentado en el suelo con las piernas estiradas. No lo pongas de pie ni le dejes caminar. Si vomita o pierde el conocimiento, ponlo de lado.',
        'Un antihistamínico (como la cetirizina) o su inhalador no sustituyen a la adrenalina: no esperes a ver si hacen efecto. No le des nada de comer ni de beber.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_112,
      ver_tambien: ['reaccion_alergica'],
    },
    fuentes: [
      {
        titulo: 'Cardona V et al. World Allergy Organization Anaphylaxis Guidance 2020. World Allergy Organ J 2020;13:100472 (criterios de anafilaxia)',
        anio: 2020,
        url: 'https://doi.org/10.1016/j.waojou.2020.100472',
      },
      {
        titulo:
          'ASCIA (Australasian Society of Clinical Immunology and Allergy). Action Plans for allergic reactions and anaphylaxis (signos de anafilaxia: respiración difícil o ruidosa, lengua hinchada, voz ronca, mareo persistente, pálido y flojo en los niños pequeños)',
        anio: 2018,
        url: 'https://www.allergy.org.au/health-professionals/anaphylaxis-resources/action-plans-for-allergic-reactions-faq',
      },
      {
        titulo: 'Muraro A et al. EAACI guidelines: Anaphylaxis (2021 update). Allergy 2022;77:357-377 (criterios clínicos; adrenalina intramuscular)',
        anio: 2021,
        url: 'https://pubmed.ncbi.nlm.nih.gov/34343358/',
      },
    ],
    yaPreguntadaEn: ['reaccion_alergica', 'picadura', 'dolor_garganta', 'tos', 'mareo', 'vacunas_reacciones'],
  },
  {
    clave: 'cuello_intento_suicidio',
    opcion: 'Algo o alguien le apretó fuerte el cuello (cordón, cuerda, manos, un juego o reto de asfixia), o intentó ahorcarse o quitarse la vida',
    regla: {
      titulo: 'Cuello apretado o intento de quitarse la vida',
      consejos: [
        'Si todavía tiene algo alrededor del cuello, quítaselo o córtalo ya. Si no responde y no respira con normalidad, llama al 112 y empieza la reanimación como te indiquen.',
        'Aunque ahora parezca estar bien, apretar el cuello puede dañar por dentro la garganta o las arterias y dar problemas horas o días después (la garganta se hincha y se cierra, un ictus). Los ojos rojos, los puntitos rojos en la cara o los párpados, la voz ronca, el dolor al tragar, las marcas en el cuello o haber perdido el conocimiento lo hacen aún más urgente. Tienen que valorarlo en urgencias ahora (guías del Reino Unido sobre la estrangulación no mortal; CDC).',
        'Si ha intentado hacerse daño o quitarse la vida, o ha podido tomar pastillas o algún producto, llama al 112 y lleva los envases. No lo dejes solo ni un momento y aparta medicinas, cuchillos, cuerdas y cinturones. Háblale con calma y sin reñirle: necesita ayuda, no un castigo (NICE NG225).',
        'Si ha sido un «juego» o un reto de internet, cuéntaselo al médico: se suele repetir a solas y se puede prevenir. Si otra persona le ha apretado el cuello, dilo también: además de curarle, hay que protegerle.',
        'Si tu hijo tiene pensamientos de hacerse daño o de morir, o los tienes tú, llama al 024 (línea gratuita de atención a la conducta suicida, las 24 horas). Si hay peligro inmediato, llama al 112.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_112,
    },
    fuentes: [
      {
        titulo:
          'Institute for Addressing Strangulation (IFAS) con RCEM, FFLM, ENT UK y otros colegios del Reino Unido. Guidelines for the clinical management of non-fatal strangulation in acute and emergency services (valorar toda estrangulación de las últimas 4 semanas; anuncio de ENT UK, año sin verificar)',
        anio: 2024,
        url: 'https://www.entuk.org/news_and_events/news/339/ent_uk_collaborates_to_develop_guidelines_for_the_clinical_management_of_nonfatal_strangulation',
      },
      {
        titulo:
          'CDC. Unintentional strangulation deaths from the "choking game" among youths aged 6-19 years, United States, 1995-2007. MMWR 2008;57:141-144 (señales: ojos enrojecidos, marcas en el cuello, dolores de cabeza, cuerdas o cinturones atados)',
        anio: 2008,
        url: 'https://www.cdc.gov/mmwr/preview/mmwrhtml/mm5706a1.htm',
      },
      {
        titulo: 'NICE NG225. Self-harm: assessment, management and preventing recurrence (resumen de GPonline y Medscape UK)',
        anio: 2022,
        url: 'https://www.nice.org.uk/guidance/ng225',
      },
      {
        titulo:
          'Pereira Carvalho N et al. Managing self-harm in young people presenting to the emergency department and challenges in navigating the national guidelines. BJPsych Bull 2023 (NICE y RCPsych: ingreso de los menores de 16 años tras autolesionarse)',
        anio: 2023,
        url: 'https://cambridge.org/core/product/9AABA8C44C8B493EF94B1263C8601B9F/core-reader',
      },
      {
        titulo: 'RTVE. Sanidad presenta el 024, la línea de atención a la conducta suicida: gratuita, 24 horas',
        anio: 2022,
        url: 'https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml',
      },
    ],
    yaPreguntadaEn: [],
  },
  {
    clave: 'testiculo',
    opcion: 'Le duele un testículo o la bolsa de los testículos, o tiene un bulto en la ingle que le duele',
    regla: {
      titulo: 'Dolor en un testículo o bulto doloroso en la ingle',
      consejos: [
        'Un testículo que duele, aunque no se haya dado un golpe, puede estar torcido (torsión testicular): solo se salva si se opera en pocas horas. Un bulto doloroso en la ingle puede ser una hernia atrapada. Tienen que verlo en urgencias ahora (NICE CKS; NHS).',
        'No esperes a ver si se pasa, aunque el dolor mejore: a veces mejora y el testículo sigue torcido. El dolor puede notarse también en la tripa o en la ingle.',
        'No le des de comer ni de beber por el camino: puede necesitar una operación.',
        'Si vomita por el camino, ponlo de lado o sentado e inclinado hacia delante para que no se atragante.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
      ver_tambien: ['dolor_abdominal'],
    },
    fuentes: [
      {
        titulo:
          'NICE CKS. Scrotal pain and swelling (sospecha de torsión testicular: derivación inmediata a urología; el dolor puede notarse en la ingle o la tripa, con náuseas o vómitos)',
        anio: 2024,
        url: 'https://cks.nice.org.uk/topics/scrotal-pain-swelling/',
      },
      {
        titulo:
          'NHS. Testicular torsion (dolor repentino de un testículo, a veces en la tripa, con hinchazón, enrojecimiento o un testículo más alto: ir a urgencias o llamar al 999; sin fecha, año de consulta)',
        anio: 2026,
        url: 'https://www.nhs.uk/conditions/testicular-torsion/',
      },
      {
        titulo:
          'EAU/ESPU. Guidelines on Paediatric Urology: acute scrotum in children (torsión testicular: cirugía urgente en pocas horas)',
        anio: 2023,
        url: 'https://uroweb.org/guidelines/paediatric-urology',
      },
    ],
    yaPreguntadaEn: ['vomitos', 'dolor_abdominal', 'dolor_articular', 'orina', 'llanto_inconsolable'],
  },
  {
    clave: 'cetoacidosis',
    opcion: 'Mucha sed y mucho pis estos días, o diabetes con cetonas altas, y vomita, le duele la tripa, respira muy hondo o huele a acetona',
    regla: {
      titulo: 'Posible cetoacidosis diabética',
      consejos: [
        'La sed y el pis abundantes de estos días (a veces con pérdida de peso o volver a mojar la cama), o unas cetonas altas en un niño con diabetes (1,5 mmol/L o más en sangre, o 2 cruces o más en la tira de orina), con vómitos, dolor de tripa, una respiración muy honda o el aliento a acetona (olor a fruta o a quitaesmalte), pueden ser una cetoacidosis diabética: el azúcar muy alto acidifica la sangre y es grave si no se trata enseguida en el hospital (NICE NG18; ISPAD).',
        'Si ya tiene diabetes, ponle la insulina que indique su plan para los días de enfermedad y avisa a su equipo de diabetes, pero no retrases la salida.',
        'Llama al 112 si está adormilado o confuso, respira muy hondo y deprisa o no retiene nada de lo que bebe.',
        'Si vomita por el camino, ponlo de lado o sentado e inclinado hacia delante para que no se atragante.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
      ver_tambien: ['vomitos'],
    },
    fuentes: [
      {
        titulo:
          'NICE NG18. Diabetes (type 1 and type 2) in children and young people: diagnosis and management (1.1 diagnóstico; reconocimiento de la cetoacidosis)',
        anio: 2015,
        url: 'https://www.nice.org.uk/guidance/ng18/chapter/Recommendations',
      },
      {
        titulo:
          'Phelan H, et al. ISPAD Clinical Practice Consensus Guidelines 2022: Sick day management in children and adolescents with diabetes. Pediatr Diabetes 2022;23:912-925',
        anio: 2022,
        url: 'https://doi.org/10.1111/pedi.13415',
      },
      {
        titulo:
          'Glaser N, et al. ISPAD Clinical Practice Consensus Guidelines 2022: Diabetic ketoacidosis and hyperglycemic hyperosmolar state. Pediatr Diabetes 2022;23:835-856 (respiración de Kussmaul y aliento a cetonas, con la glucosa alta)',
        anio: 2022,
        url: 'https://doi.org/10.1111/pedi.13406',
      },
    ],
    yaPreguntadaEn: ['vomitos', 'dolor_abdominal', 'orina', 'mareo'],
  },
  {
    clave: 'fiebre_cateter_defensas',
    opcion: 'Fiebre o tiritona y lleva un catéter central (PICC, reservorio, Hickman), recibe quimioterapia, no tiene bazo o tiene drepanocitosis',
    regla: {
      titulo: 'Fiebre o tiritona con un catéter central o con las defensas bajas',
      consejos: [
        'Con un catéter venoso central (PICC, reservorio o port, Hickman o Broviac), con quimioterapia, sin bazo o con drepanocitosis, una fiebre o una tiritona pueden ser el comienzo de una infección grave de la sangre, aunque parezca estar bien: necesita valoración en el hospital ahora (NICE CG151 y NG51; IDSA).',
        'Llama por el camino al teléfono de su unidad (oncología, hematología, nutrición u hospitalización a domicilio) si lo tienes, ve al hospital que te indiquen y lleva su informe.',
        'Si tirita o le sube la fiebre mientras pasa una infusión por el catéter, sigue el plan que te dieron (normalmente, parar la bomba y cerrar la pinza) y no vuelvas a usar el catéter hasta que lo vea un médico.',
        'No esperes a ver si le baja la fiebre con un antitérmico: ve ya. Llama al 112 si respira mal, está muy pálido o con la piel moteada, o no responde.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
      ver_tambien: ['fiebre'],
    },
    fuentes: [
      {
        titulo: 'NICE CG151. Neutropenic sepsis: prevention and management in people with cancer (derivación inmediata)',
        anio: 2012,
        url: 'https://www.nice.org.uk/guidance/cg151/chapter/Recommendations',
      },
      {
        titulo:
          'NICE NG51. Sepsis: recognition, diagnosis and early management (grupos de riesgo: defensas bajas por enfermedad o medicamentos; vías y catéteres permanentes)',
        anio: 2016,
        url: 'https://www.nice.org.uk/guidance/ng51/chapter/Recommendations',
      },
      {
        titulo:
          'Mermel LA et al. Clinical Practice Guidelines for the Diagnosis and Management of Intravascular Catheter-Related Infection: 2009 Update by the Infectious Diseases Society of America. Clin Infect Dis 2009;49:1-45 (fiebre o tiritona con un catéter: infección de la sangre por el catéter)',
        anio: 2009,
        url: 'https://doi.org/10.1086/599376',
      },
      {
        titulo:
          'Chapman ALN et al. Updated good practice recommendations for outpatient parenteral antimicrobial therapy (OPAT) in adults and children in the UK (BSAC). JAC Antimicrob Resist 2019;1:dlz026 (tratamiento intravenoso en casa: complicaciones de la vía y a quién llamar)',
        anio: 2019,
        url: 'https://doi.org/10.1093/jacamr/dlz026',
      },
      {
        titulo:
          "Alder Hey Children's NHS Foundation Trust. Sickle cell disease: infection (temperatura de más de 38 °C o tiritona: urgencia médica, al hospital enseguida; sin fecha, año de consulta)",
        anio: 2026,
        url: 'https://alderhey.nhs.uk/?p=2014',
      },
    ],
    yaPreguntadaEn: ['fiebre'],
  },
  {
    clave: 'herida_penetrante',
    opcion: 'Se le ha clavado algo con punta (un palo, una verja, un cuchillo) en el pecho, la tripa, la espalda o el cuello',
    regla: {
      titulo: 'Algo con punta clavado en el pecho, la tripa, la espalda o el cuello',
      consejos: [
        'Una herida de un palo, la punta de una verja, un cuchillo o un clavo en el pecho, la tripa, la espalda o el cuello puede ser pequeña por fuera y haber llegado por dentro a un pulmón, a un órgano de la tripa o a un vaso grande: tienen que verla en urgencias ahora, aunque parezca estar bien (NICE NG39; ATLS).',
        'Si sigue clavado, no lo saques: sujétalo para que no se mueva y aprieta alrededor con una gasa o un paño limpio.',
        'Llama al 112 en vez de ir por tu cuenta si el objeto sigue clavado, sangra mucho, le cuesta respirar, tose sangre, o está pálido, sudoroso o adormilado.',
        'Túmbalo con las piernas un poco en alto si está pálido o mareado (medio sentado si le cuesta respirar) y abrígalo. No le des de comer ni de beber por el camino.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
      ver_tambien: ['herida'],
    },
    fuentes: [
      {
        titulo: 'NICE NG39. Major trauma: assessment and initial management (traumatismo torácico y hemorragia; recomendaciones para niños y adultos)',
        anio: 2016,
        url: 'https://www.nice.org.uk/guidance/ng39/chapter/Recommendations',
      },
      {
        titulo: 'American College of Surgeons. Advanced Trauma Life Support (ATLS), 10.ª edición: heridas penetrantes del cuello, el tórax y el abdomen',
        anio: 2018,
        url: 'https://www.facs.org/quality-programs/trauma/education/advanced-trauma-life-support/',
      },
      {
        titulo:
          'Victorian State Trauma System (con el RCH de Melbourne). Abdominal trauma guideline: todo traumatismo penetrante del abdomen se consulta y traslada a un centro de trauma',
        anio: 2018,
        url: 'https://trauma.reach.vic.gov.au/guidelines/abdominal-trauma/key-messages',
      },
    ],
    yaPreguntadaEn: ['herida'],
  },
  {
    clave: 'desmayo_ejercicio',
    opcion: 'Se desmayó en pleno ejercicio o deporte, o justo después de notar dolor en el pecho o el corazón disparado',
    regla: {
      titulo: 'Desmayo durante el ejercicio, o con dolor en el pecho o palpitaciones',
      consejos: [
        'Desmayarse en pleno ejercicio, o después de notar dolor en el pecho o el corazón muy deprisa, puede ser la primera señal de un problema del corazón que se puede tratar: tienen que valorarlo hoy mismo en urgencias, con un electrocardiograma, aunque ya esté bien (ESC 2018).',
        'Que no vuelva a hacer deporte hasta que lo haya visto un médico.',
        'Mientras tanto, déjalo tumbado boca arriba con las piernas en alto; si vomita, o no responde pero respira, ponlo de lado. No le des de comer ni de beber hasta que esté bien despierto.',
        'Si no responde y no respira con normalidad, llama al 112 y empieza la reanimación; si hay un desfibrilador (DEA) cerca, que lo traigan.',
        CONSEJO_ROJO_CAMINO,
      ],
      acciones_sugeridas: ACCIONES_URGENCIAS,
      ver_tambien: ['mareo'],
    },
    fuentes: [
      {
        titulo:
          'Brignole M et al. 2018 ESC Guidelines for the diagnosis and management of syncope. Eur Heart J 2018;39:1883-1948 (riesgo alto: síncope durante el esfuerzo, tras palpitaciones o con dolor en el pecho)',
        anio: 2018,
        url: 'https://doi.org/10.1093/eurheartj/ehy037',
      },
      {
        titulo: 'Danon S. Chest pain, palpitations, and syncope: preventing sudden cardiac death in children. Advances in Pediatrics 2023;70:171-185',
        anio: 2023,
        url: 'https://doi.org/10.1016/j.yapd.2023.04.003',
      },
    ],
    yaPreguntadaEn: ['mareo'],
  },
];
