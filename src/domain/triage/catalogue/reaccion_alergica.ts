/**
 * Reacción alérgica. Built on the WAO anaphylaxis criteria (2020), the
 * anaphylaxis first aid of the UK adrenaline auto-injector guidance (MHRA
 * campaign 2023, Spare Pens in Schools), the Schmitt-Thompson "Hives"
 * protocol, the SEUP three-level guide for Spanish parents and the Hospital
 * Virgen del Rocío urticaria sheet. Round 12: target-shaped spots that stay
 * in place for days (erythema multiforme) are told from hives (DermNet NZ;
 * Am Fam Physician 2019; Schmitt-Thompson Rash-widespread). Round 18: lip
 * swelling alone (angio-oedema without tongue, throat, airway, circulation or
 * severe gut signs) is told from the swelling of the tongue or throat (WAO
 * 2020, EAACI 2021, BSACI action plans, NICE CG134, Resuscitation Council UK
 * 2021). See `notas` for where they disagree.
 */
import type { Flujo } from '../types.ts';
import {
  ACCION,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  EDADES_MENOR_2_ANOS,
  lista,
  AVISO_PREOCUPADO,
  MANCHAS,
  PREGUNTA_EDAD,
  PREGUNTA_MANCHAS,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PESO,
  PREGUNTA_PREOCUPADO,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
} from './comunes.ts';
import { CETIRIZINA } from './problemas_piel.ts';
import { FICHAS } from './fichas.ts';
import { conCribado } from './cribado-otras-puertas.ts';

/** Answers of the skin question (round 12: a new id, piel2, with the target-shaped spots of erythema multiforme). */
export const PIEL = {
  nada: 'No le ha salido nada en la piel',
  local: 'Ronchas o rojez solo en una zona (donde le ha tocado algo, alrededor de la boca o de una picadura)',
  generalizada: 'Ronchas (habones) que pican en varias partes del cuerpo',
  cara: 'Se le han hinchado los párpados o la cara, con o sin ronchas',
  diana: 'Manchas redondas como una diana (el centro más oscuro, morado o con una ampollita, y un anillo rojo alrededor) que se quedan en el mismo sitio varios días',
} as const;

/**
 * Round 18: the mouth swelling, least serious first (a new id, hinchazon_boca2; it was the yes/no 'hinchazon_boca',
 * which put the lips with the tongue and the throat). Swollen lips alone, with normal speech, swallowing and breathing,
 * are the mild-moderate reaction of the BSACI action plan (amarillo); the tongue or the throat is anaphylaxis (rojo).
 */
export const BOCA = {
  no: 'No',
  labios: 'Solo los labios (uno o los dos): la lengua y la garganta están bien, y habla, traga y respira como siempre',
  lengua: 'La lengua o la garganta: se le ve la lengua hinchada, dice que nota la garganta cerrada o apretada, le cuesta tragar o le ha cambiado la voz',
} as const;

/** Skin or mucosal signs for the WAO criteria: a rash or swelling on the skin, or swollen lips (round 18). */
const CON_PIEL_O_LABIOS = `(piel2 != '${PIEL.nada}' OR hinchazon_boca2 = '${BOCA.labios}')`;

export const CAUSA = {
  alimento: 'Un alimento',
  medicamento: 'Un medicamento',
  picadura: 'Una picadura de abeja o avispa',
  contacto: 'Algo que le ha tocado la piel (una planta, una crema, un animal)',
  noSe: 'No lo sé, o está con un catarro o un virus',
} as const;

/** Allergens that can start anaphylaxis when swallowed or injected (WAO 2020; STCC Hives). */
const CAUSAS_SISTEMICAS = [CAUSA.alimento, CAUSA.medicamento, CAUSA.picadura] as const;

/**
 * Round 11: vomiting and tummy pain split into a mild and a severe form (WAO 2020: severe gastrointestinal symptoms,
 * that is repetitive vomiting or severe crampy abdominal pain, count as anaphylaxis; ASCIA: after a sting any
 * vomiting or abdominal pain is).
 */
export const DIGESTIVO = {
  no: 'No ha vomitado ni le duele la tripa',
  leve: 'Ha vomitado una sola vez o le duele un poco la tripa, y ya está mejor',
  grave: 'Vomita una y otra vez (2 veces o más), o le duele mucho la tripa, con retortijones fuertes que no se le pasan',
} as const;

const EDADES_MENOR_1_ANO = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;

/**
 * Anaphylaxis first aid (MHRA 2023 auto-injector campaign; Spare Pens in
 * Schools; itchysneezywheezy / Allergy UK): adrenaline first, 112, lying
 * flat with legs raised, never standing up.
 */
export const PRIMEROS_AUXILIOS_ANAFILAXIA: readonly string[] = [
  'Si tiene un autoinyector de adrenalina recetado (Altellus, Jext, Emerade…), pónselo YA en la parte de fuera del muslo, aunque sea por encima de la ropa. Si a los 5 minutos no mejora y tienes otro, pon el segundo en el otro muslo.',
  'Llama al 112 y di «anafilaxia», aunque después de la adrenalina parezca que mejora: la reacción puede volver y tiene que vigilarlo un médico.',
  'Túmbalo boca arriba con las piernas en alto. Si le cuesta respirar, déjalo sentado en el suelo con las piernas estiradas. No lo pongas de pie ni le dejes caminar, aunque parezca que está mejor. Si vomita o pierde el conocimiento, ponlo de lado.',
  'Aparta lo que lo ha provocado si puedes (por ejemplo, quita el aguijón rascando con una tarjeta) y no le des nada de comer ni de beber.',
  'Un antihistamínico (como la cetirizina) o su inhalador no sustituyen a la adrenalina: no esperes a ver si hacen efecto.',
];

const consejosRojo = (...propios: string[]): string[] => [...propios, ...PRIMEROS_AUXILIOS_ANAFILAXIA, CONSEJO_ROJO_CAMINO];

const rojo = creadorDeReglas('rojo', { acciones: [ACCION.llama112, ACCION.urgenciasAhora] });

/** Signs of anaphylaxis a parent watches for while waiting to be seen (WAO 2020; Spare Pens in Schools "ABC"). */
const SIGNOS_ANAFILAXIA =
  'le cuesta respirar, le pitan los pulmones, tose sin parar o se le pone la voz ronca; se le hinchan los labios, la lengua o la garganta o le cuesta tragar; vomita varias veces; o está mareado, pálido, flojo o muy adormilado';

const VIGILA_ANAFILAXIA = `Quédate con él y vigílalo de cerca durante las próximas 2-4 horas. Llama al 112 (y usa su autoinyector de adrenalina si lo tiene) si: ${SIGNOS_ANAFILAXIA}.`;

const consejosAmarillo = (...propios: string[]): string[] => [...propios, VIGILA_ANAFILAXIA, CONSEJO_AMARILLO];

const amarillo = creadorDeReglas('amarillo', { acciones: [ACCION.pediatraHoy, ACCION.urgenciasHoy] });

const NO_REPETIR =
  'No vuelvas a darle el alimento o el medicamento sospechoso hasta que lo valore un médico, y apunta qué tomó, cuánto y cuánto tardó en empezar la reacción.';

const ANTIHISTAMINICO =
  'La cetirizina alivia el picor y las ronchas (a partir de 2 años), pero no protege de una reacción grave: si aparece un signo de alarma, la adrenalina y el 112 van primero.';

const VUELVE_SI = consejoVuelveSi([
  SIGNOS_ANAFILAXIA,
  'le salen manchas que no se borran al apretar un vaso encima',
  'lo ves peor o estás más preocupado',
]);

export const reaccion_alergica: Flujo = conCribado({
  ...FICHAS.reaccion_alergica,
  fuentes: [
    {
      titulo: 'NICE NG143. Fever in under 5s (rojo: manchas que no se borran; frecuencia respiratoria por edad)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'Cardona V et al. World Allergy Organization Anaphylaxis Guidance 2020 (criterios de anafilaxia, tabla reproducida por empendium)',
      anio: 2020,
      url: 'https://empendium.com/mcmtextbook/table/031_0450',
    },
    {
      titulo: "Seattle Children's (Schmitt-Thompson). Hives – when to call (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/hives/',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'MHRA / NHS. Adrenaline auto-injectors: new safety campaign (tumbarse con las piernas en alto, no ponerse de pie)',
      anio: 2023,
      url: 'https://www.bridgewatersurgeries.nhs.uk/2023/07/17/adrenaline-auto-injectors/',
    },
    {
      titulo: 'Spare Pens in Schools. Treating an allergic reaction: ABC de la anafilaxia (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.sparepensinschools.uk/for-school-pupils/treating-an-allergic-reaction/',
    },
    {
      titulo: 'Hospital Universitario Virgen del Rocío. Urticaria: información para familias (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://hospitaluvrocio.es/entrada-blog/urticaria',
    },
    {
      titulo: 'KidsHealth (Nemours). How to handle an allergic reaction (antihistamínico para síntomas leves; nunca en lugar de la adrenalina) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://app.nemours.org/kh-article/en/parents/allergic-reaction-sheet.html',
    },
    {
      titulo: 'ASCIA (Australasian Society of Clinical Immunology and Allergy). Action Plans for allergic reactions and anaphylaxis (dolor de tripa y vómitos: signos leves-moderados, pero de anafilaxia en la alergia a insectos)',
      anio: 2018,
      url: 'https://www.allergy.org.au/health-professionals/anaphylaxis-resources/action-plans-for-allergic-reactions-faq',
    },
    {
      titulo: 'Muraro A et al. EAACI guidelines: Anaphylaxis (2021 update). Allergy 2022;77:357-377 (criterios clínicos; derivar a alergia tras una reacción)',
      anio: 2021,
      url: 'https://pubmed.ncbi.nlm.nih.gov/34343358/',
    },
    {
      titulo: 'BSACI. Paediatric allergy action plans (síntomas leves-moderados: labios, cara u ojos hinchados, ronchas, picor de boca, vómitos o dolor de tripa; anafilaxia: lengua hinchada, garganta cerrada, dificultad para tragar, voz ronca, pitos, tos persistente, dificultad para respirar, mareo o desmayo) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.bsaci.org/professional-resources/resources/paediatric-allergy-action-plans/',
    },
    {
      titulo: 'NICE CG134. Anaphylaxis: assessment and referral after emergency treatment (problemas de vía aérea, respiración o circulación de instauración brusca, con o sin afectación de la piel)',
      anio: 2011,
      url: 'https://www.nice.org.uk/guidance/cg134',
    },
    {
      titulo: 'Resuscitation Council UK. Emergency treatment of anaphylaxis: guidelines for healthcare providers (2021) (vía aérea: hinchazón de la lengua o la garganta, ronquera, estridor)',
      anio: 2021,
      url: 'https://www.resus.org.uk/library/additional-guidance/guidance-anaphylaxis/emergency-treatment',
    },
    {
      titulo: 'DermNet NZ. Erythema multiforme (lesiones en diana fijas, sobre todo en manos, pies, codos y rodillas; tras un herpes o una infección; con afectación de mucosas, ampollas o malestar, descartar Stevens-Johnson) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://dermnetnz.org/topics/erythema-multiforme',
    },
    {
      titulo: 'Trayes KP, Love G, Studdiford JS. Erythema multiforme: recognition and management. Am Fam Physician 2019;100(2):82-88 (las lesiones del eritema multiforme duran al menos 7 días en el mismo sitio; cada habón de urticaria se va en menos de un día)',
      anio: 2019,
      url: 'https://docslib.org/doc/1446855/erythema-multiforme-recognition-and-management-kathryn-p',
    },
    {
      titulo: 'UTMB Pediatric Core Content. Erythema multiforme (manchas fijas al menos 7 días, con el centro oscuro, con ampolla o costra; la urticaria es pasajera) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.utmb.edu/pedi_ed/CoreV2/Dermatology/page_popup83.htm',
    },
    {
      titulo: 'Schmitt-Thompson. Rash – widespread and cause unknown (SCL Health): llamar ya si hay ampollas grandes, piel que se despega o llagas en la boca con la erupción; ver en 24 horas una erupción extensa de causa desconocida (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.sclhealth.org/health-library/content/?contentTypeID=123&contentID=rashwidespreadandcauseunknown&language=en',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Anafilaxia (rojo, 112): criterios de la WAO 2020 traducidos a signos observables: vía aérea y respiración (ronquera, ruido al coger aire, pitos, tos que no para, dificultad para tragar o babeo), circulación y consciencia (mareo, palidez, flojera, desmayo, somnolencia) y afectación digestiva (vómitos o dolor de tripa fuerte) tras un alérgeno probable (alimento, medicamento o picadura) con ronchas o hinchazón. Primeros auxilios de la campaña MHRA 2023 y Spare Pens in Schools: adrenalina primero, 112, tumbado con las piernas en alto, nunca de pie.',
    'Labios hinchados: el plan de acción británico (BSACI / Spare Pens in Schools) pone la hinchazón de labios entre los síntomas leves-moderados y solo la de lengua o garganta como anafilaxia; SEUP pone la hinchazón brusca de labios o párpados en "Urgencias el mismo día"; el Hospital Virgen del Rocío la da como signo de alarma. Lectura prudente: labios, lengua o garganta → rojo; párpados o cara → amarillo. Ronda 18: cambia para los labios solos, ver la nota de la ronda 18.',
    'Ronchas por todo el cuerpo tras un alimento, un medicamento o una picadura, sin otros síntomas: Schmitt-Thompson dice "Call doctor now" y SEUP "Urgencias el mismo día". En la escala numérica de Schmitt-Thompson "Call PCP now" (78) está por debajo de "See within 4 hours" (80), así que se da amarillo (valoración hoy) con vigilancia estrecha 2-4 horas y el 112 ante cualquier signo de anafilaxia. Lo mismo para menores de 1 año con ronchas generalizadas (Schmitt-Thompson "Call doctor now"). Las ronchas de un virus o sin causa clara en un niño bien son verde (Schmitt-Thompson home care; Virgen del Rocío: en niños la causa más frecuente son las infecciones víricas y no hacen falta pruebas urgentes).',
    'Vómitos o dolor de tripa: la WAO los cuenta como anafilaxia sobre todo tras alérgenos no alimentarios y el plan BSACI los pone como leves-moderados en la alergia a alimentos; SEUP manda al 112 si hay manchas en la piel con vómitos abundantes. Lectura prudente: con ronchas o hinchazón tras alimento, medicamento o picadura → rojo; sin causa alérgica clara → amarillo (Schmitt-Thompson "dolor de tripa o vómitos" → valorar en 24 horas). Ronda 11: cambia para los alimentos, ver la nota siguiente.',
    'Ronda 11, un vómito no es por sí solo una anafilaxia (patrón 5, forma leve y grave): la pregunta de vómitos o dolor de tripa (vomitos_tripa, sí o no) se sustituye por una de tres respuestas (digestivo): nada; un solo vómito o un dolor de tripa leve que ya mejora; o vómitos repetidos (2 o más) o un dolor de tripa fuerte, de retortijones. La WAO 2020 exige síntomas digestivos GRAVES (dolor abdominal cólico intenso, vómitos repetidos) junto a la piel para hablar de anafilaxia, sobre todo tras alérgenos que no son alimentos; el plan de acción de ASCIA pone el dolor de tripa y los vómitos entre los signos leves-moderados, salvo en la alergia a picaduras de insecto, en la que ya son anafilaxia. Ahora: ronchas o hinchazón con vómitos repetidos o dolor fuerte tras un alimento, un medicamento o una picadura → rojo (WAO); tras una picadura, cualquier vómito o dolor de tripa → rojo, también sin ronchas (ASCIA); tras un medicamento con ronchas o hinchazón, cualquier vómito o dolor → rojo (lectura prudente de la WAO para los alérgenos no alimentarios; sin ronchas, un vómito tras un medicamento suele ser un efecto del propio medicamento y sigue en amarillo); tras un alimento, con ronchas o hinchazón, un solo vómito o un dolor leve que ya mejora, sin signos de vía aérea, respiración, circulación ni cambios de comportamiento (sus propias preguntas, que van antes y dan rojo) → amarillo, con la valoración médica hoy, sin volver a darle el alimento y con la derivación a alergia (ASCIA reacción leve-moderada; EAACI 2021). Sin causa clara (un virus), los vómitos, también los repetidos, siguen en amarillo como antes: la WAO no exige un alérgeno conocido, pero un niño con ronchas de un virus y una gastroenteritis no es una anafilaxia; revisar con pediatría.',
    'Reacción grave previa con lo mismo o adrenalina ya puesta: rojo (Schmitt-Thompson: 911 si tuvo una reacción grave con la misma sustancia; tras usar un autoinyector siempre hay que ir al hospital).',
    'Cetirizina: SPEC §9 la sitúa en el flujo de piel, pero aquí las fuentes la apoyan claramente para las reacciones leves-moderadas y la urticaria (plan de acción BSACI: antihistamínico en la reacción leve-moderada; Schmitt-Thompson Hives: antihistamínico para las ronchas; KidsHealth: cetirizina para síntomas leves, nunca en lugar de la adrenalina). Se sugiere solo en urticaria generalizada o hinchazón de párpados/cara (amarillo y verde), nunca en rojo, y a partir de 2 años (el motor la retira por debajo). Con vómitos no se sugiere ningún medicamento por boca.',
    'Puertas equivocadas: lo que parece una alergia puede ser otra cosa grave. Manchas que no se borran al apretar (meningococo, vasculitis o problema de la sangre → rojo; se añade la pregunta global del vaso, que faltaba; NICE NG143; remite a problemas_piel y fiebre); reacción grave de la piel a un medicamento (Stevens-Johnson: ampollas, piel que se despega, llagas en boca y ojos → rojo, preguntado si la causa es un medicamento o no se sabe; remite a problemas_piel); enfermedad del suero, vasculitis o Kawasaki (fiebre o articulaciones hinchadas → amarillo); asma o crisis respiratoria (pitos, tos que no para, respirar deprisa → rojo dentro de una reacción alérgica).',
    'Frecuencia respiratoria (issue 9, patrón 2): durante una reacción alérgica cualquier afectación respiratoria, también respirar más deprisa de lo normal, cumple los criterios de anafilaxia de la WAO 2020 → rojo; por eso aquí no hay escalón amarillo por frecuencia y las cifras por edad de NICE NG143 (más de 60 a cualquier edad; más de 50 antes del año y más de 40 después) se dan en la ayuda como forma de reconocer "respira deprisa".',
    'Patrón habitual (issue 9, patrón 3) y formas leve y grave (patrón 5): las ronchas de un virus o sin causa clara en un niño que está bien, o una rojez solo donde le tocó algo → verde; la hinchazón de párpados o cara (leve-moderada en el plan BSACI) → amarillo, separada de la de labios, lengua o garganta → rojo, como ya hacía. No se baja a verde la urticaria generalizada tras un alimento o medicamento aunque ya le haya pasado antes: ninguna fuente guardada lo respalda (Schmitt-Thompson pide "call now").',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo (NICE NG143); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
    'Ronda 12, manchas en diana (eritema multiforme): la pregunta del tipo de piel no tenía sitio para unas manchas redondas como una diana (centro más oscuro, morado o con ampolla, y anillo rojo) que se quedan en el mismo sitio varios días, sobre todo en las manos, los pies, los codos y las rodillas, a menudo tras una calentura (herpes) o una infección. No son ronchas: cada habón de urticaria cambia de sitio y se va en menos de 24 horas, y las lesiones del eritema multiforme duran al menos 7 días (Am Fam Physician 2019; UTMB; DermNet NZ). La pregunta cambia de id (piel → piel2) con esa respuesta nueva; las demás respuestas y sus niveles no cambian. Manchas en diana → amarillo (que lo vea un médico hoy o en 24 horas, para confirmarlo y descartar un Stevens-Johnson; Schmitt-Thompson "Rash – widespread": erupción extensa de causa desconocida en 24 horas). Con llagas en la boca, los ojos o los genitales, ampollas o piel que se despega, o fiebre con malestar → rojo (pregunta nueva diana_grave; DermNet NZ: el eritema multiforme mayor y el Stevens-Johnson se tratan en el hospital; Schmitt-Thompson: ampollas, piel que se despega o llagas en la boca → llamar ya). Lectura prudente: cualquiera de esos signos por sí solo da rojo, aunque el eritema multiforme mayor con llagas en la boca no siempre es un Stevens-Johnson; la ayuda aclara que una sola calentura en el borde del labio (el herpes que a menudo lo desencadena) no cuenta. La urticaria con centro oscuro que cambia de sitio en horas (urticaria multiforme) debe seguir eligiendo "ronchas"; la ayuda explica la diferencia por la duración de cada mancha.',
    'Ronda 18, labios hinchados sin signos de anafilaxia (patrón 5, forma leve y grave): la pregunta sí o no hinchazon_boca juntaba los labios con la lengua y la garganta, y cualquier labio hinchado daba rojo. Los criterios de la WAO 2020 y de la EAACI 2021 piden, además de la piel o las mucosas (los labios hinchados cuentan como tales), afectación respiratoria, bajada de tensión o síntomas digestivos graves; el plan de acción de la BSACI pone los labios, la cara o los ojos hinchados entre los síntomas leves-moderados (antihistamínico, vigilar) y la lengua hinchada, la garganta cerrada, la dificultad para tragar, la voz ronca, los pitos, la tos persistente, la dificultad para respirar y el mareo o el desmayo como anafilaxia (adrenalina, 999); NICE CG134 y el Resuscitation Council UK (2021) tratan como anafilaxia los problemas de vía aérea, respiración o circulación de instauración brusca. La pregunta cambia de id (hinchazon_boca → hinchazon_boca2) y tiene tres respuestas: no; solo los labios, con la lengua y la garganta bien, y habla, traga y respira como siempre; o la lengua o la garganta (lengua hinchada, garganta cerrada o apretada, le cuesta tragar o le cambia la voz) → ROJO, como antes. Solo los labios → AMARILLO (que lo valore hoy un médico; no repetir lo sospechoso; cetirizina a partir de 2 años; vigilancia de 2-4 horas con el 112 ante cualquier signo), siempre que las demás preguntas, que se hacen a todos, no den rojo: la de vía aérea y respiración (pitos, voz ronca, tos que no para, dificultad para tragar o babeo) y la de circulación (mareo, palidez, flojera, desmayo) van antes; los vómitos repetidos o el dolor de tripa fuerte con los labios hinchados → ROJO con cualquier causa (criterio 1 de la WAO, que no exige un alérgeno conocido); tras una picadura, cualquier vómito o dolor, y tras un medicamento con los labios hinchados, cualquier vómito o dolor → ROJO, como ya pasaba con las ronchas (los labios cuentan como signo de piel); la anafilaxia previa con lo mismo o la adrenalina ya puesta → ROJO. Entre fuentes: SEUP pone la hinchazón brusca de labios en "Urgencias el mismo día" (amarillo) y el Hospital Virgen del Rocío como signo de alarma; elegimos amarillo con la BSACI y la WAO porque los signos que hacen grave la hinchazón se preguntan todos y cualquiera da rojo. Ante la duda de si la lengua está bien, la ayuda pide elegir la lengua (rojo). Los párpados o la cara hinchados ya eran amarillo y no cambian. hinchazon_local pregunta lo mismo con sus palabras (pregunta nueva labios_alarma).',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    {
      id: 'via_aerea',
      texto:
        'Desde que empezó la reacción, ¿le cuesta respirar, le pitan o silban los pulmones, tose sin parar, se le ha puesto la voz ronca, hace ruido al coger aire, o le cuesta tragar o babea?',
      tipo: 'si_no',
      ayuda:
        'Son signos de que la reacción afecta a la garganta o a los pulmones. Respirar más deprisa de lo normal también cuenta: en reposo, más de 60 veces por minuto en un bebé, más de 50 antes del año o más de 40 a partir del año.',
      alarma: ['si'],
    },
    {
      // Round 18: a new id (it was the yes/no 'hinchazon_boca'): swollen lips alone are told from the tongue or the throat.
      id: 'hinchazon_boca2',
      texto: '¿Se le han hinchado de repente los labios, la lengua o la garganta?',
      tipo: 'opciones',
      opciones: [BOCA.no, BOCA.labios, BOCA.lengua],
      ayuda:
        'Mírale la lengua con buena luz y pregúntale si le cuesta tragar o nota algo en la garganta. Si no puede decírtelo, fíjate en si babea, no quiere tragar o le suena distinta la voz o el llanto. Si no estás seguro de que la lengua esté bien, elige la última opción. Si encaja más de una opción, elige la última que encaje.',
      alarma: [BOCA.lengua],
    },
    {
      id: 'circulacion',
      texto: '¿Está mareado, muy pálido o sudoroso, flojo como un trapo, más adormilado o confuso de lo normal, o se ha desmayado?',
      tipo: 'si_no',
      ayuda: 'En un bebé, fíjate en si está muy flojo, pálido o no reacciona como siempre.',
      alarma: ['si'],
    },
    PREGUNTA_MANCHAS,
    {
      // Round 12: a new id (it was 'piel'): the target-shaped spots of erythema multiforme have their own answer.
      id: 'piel2',
      texto: '¿Qué le ha salido en la piel?',
      tipo: 'opciones',
      opciones: [PIEL.nada, PIEL.local, PIEL.generalizada, PIEL.cara, PIEL.diana],
      ayuda:
        'Las ronchas o habones son bultitos rosados o rojos que pican, como picaduras de mosquito: cambian de sitio y cada uno se va en menos de 24 horas, aunque salgan otros nuevos. Las manchas en diana son distintas: redondas, con el centro más oscuro o con una ampollita y un anillo rojo, sobre todo en las manos, los pies, los codos y las rodillas, y cada una se queda en el mismo sitio varios días. Si encaja más de una opción, elige la última que encaje.',
    },
    {
      // Round 12: erythema multiforme with mucosal, blistering or systemic signs may be Stevens-Johnson syndrome (DermNet NZ).
      id: 'diana_grave',
      texto:
        'Además de las manchas en diana, ¿tiene llagas o heridas dentro de la boca o en los labios, los ojos rojos o que le escuecen, llagas en los genitales, ampollas o piel que se despega en varias zonas, o fiebre y lo ves decaído?',
      tipo: 'si_no',
      ayuda:
        'Una sola calentura (herpes) en el borde del labio, que a menudo sale unos días antes de las manchas, no cuenta. Si no estás seguro, responde Sí.',
      mostrar_si: `piel2 = '${PIEL.diana}'`,
      alarma: ['si'],
    },
    {
      id: 'causa',
      texto: '¿Qué crees que lo ha provocado?',
      tipo: 'opciones',
      opciones: [CAUSA.alimento, CAUSA.medicamento, CAUSA.picadura, CAUSA.contacto, CAUSA.noSe],
      ayuda: 'Piensa en lo que ha comido, tomado o tocado en las 2 horas antes de empezar.',
    },
    {
      id: 'piel_mucosas',
      texto:
        '¿Le han salido ampollas o la piel se le despega como si se hubiera quemado, o tiene llagas o costras en la boca o los labios con los ojos muy rojos?',
      tipo: 'si_no',
      ayuda: 'Estas reacciones graves de la piel suelen empezar días después de empezar un medicamento, a menudo con fiebre.',
      mostrar_si: `causa IN ${lista([CAUSA.medicamento, CAUSA.noSe])}`,
      alarma: ['si'],
    },
    {
      // Round 11: a new id (it was the si_no 'vomitos_tripa'): one vomit or a mild tummy ache is told from repeated vomiting or severe cramps.
      id: 'digestivo',
      texto: 'Desde que empezó la reacción, ¿ha vomitado o le duele la tripa?',
      tipo: 'opciones',
      opciones: [DIGESTIVO.no, DIGESTIVO.leve, DIGESTIVO.grave],
      ayuda: 'Si ha vomitado más de una vez, elige la última opción, aunque ahora esté mejor.',
      // Only the severe form: a single vomit after a food is amarillo, below the rojo of the severe form.
      alarma: [DIGESTIVO.grave],
    },
    {
      id: 'reaccion_grave_previa',
      texto:
        '¿Ha tenido antes una reacción grave (anafilaxia) con esto mismo, o ya le has tenido que poner hoy su autoinyector de adrenalina?',
      tipo: 'si_no',
      ayuda: 'Por ejemplo, una vez que le costó respirar o se desmayó con el mismo alimento, medicamento o tipo de picadura.',
      alarma: ['si'],
    },
    {
      id: 'fiebre_articulaciones',
      texto: '¿Tiene fiebre, o se le han hinchado o le duelen las articulaciones (rodillas, tobillos, muñecas)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    // Weight last, and only where a cetirizine dose can follow (urticaria, swollen eyelids or lips, from 2 years).
    {
      ...PREGUNTA_PESO,
      mostrar_si: `(piel2 IN ${lista([PIEL.generalizada, PIEL.cara])} OR hinchazon_boca2 = '${BOCA.labios}') AND edad_rango NOT IN ${lista(EDADES_MENOR_2_ANOS)}`,
    },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "via_aerea = 'si'",
      'Posible anafilaxia: le cuesta respirar o tragar',
      consejosRojo('La dificultad para respirar o tragar en una reacción alérgica es una anafilaxia hasta que se demuestre lo contrario.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "circulacion = 'si'",
      'Posible anafilaxia: mareo, palidez o desmayo',
      consejosRojo('El mareo, la palidez o la flojera en una reacción alérgica pueden ser una bajada de tensión por anafilaxia.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      `hinchazon_boca2 = '${BOCA.lengua}'`,
      'Hinchazón de la lengua o la garganta',
      consejosRojo('La hinchazón de la lengua o la garganta puede avanzar y cerrar el paso del aire: es una anafilaxia hasta que se demuestre lo contrario (WAO 2020; Resuscitation Council UK).'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      `manchas_piel = '${MANCHAS.noSeBorran}'`,
      'Manchas que no se borran al apretar',
      [
        'Las manchas rojas o moradas que no se borran con la prueba del vaso no son una alergia: pueden ser una infección grave (meningococo) o un problema de la sangre. Ve sin esperar, tenga o no fiebre.',
        'Si está muy decaído, pálido o le cuesta respirar, llama al 112.',
        CONSEJO_ROJO_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['problemas_piel', 'fiebre'] },
    ),
    rojo(
      "piel_mucosas = 'si'",
      'Ampollas, piel que se despega o llagas en boca y ojos',
      [
        'Una erupción con ampollas, piel que se despega o llagas en la boca y los ojos puede ser una reacción grave de la piel a un medicamento (síndrome de Stevens-Johnson) que se trata en el hospital.',
        'No le des la siguiente dosis del medicamento y lleva la caja. Cubre la piel despegada con un paño limpio; no revientes las ampollas ni pongas cremas.',
        CONSEJO_ROJO_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, 'Llama al 112 si empeora'], ver_tambien: ['problemas_piel'] },
    ),
    rojo(
      "diana_grave = 'si'",
      'Manchas en diana con llagas en la boca, los ojos o los genitales, ampollas o fiebre con malestar',
      [
        'Las manchas en diana con llagas en la boca, los ojos o los genitales, ampollas, piel que se despega o fiebre con malestar pueden ser un eritema multiforme grave o un síndrome de Stevens-Johnson, que se tratan en el hospital: que lo vean en urgencias ahora (DermNet NZ).',
        'Si toma algún medicamento, no le des la siguiente dosis y lleva la caja. No revientes las ampollas ni pongas cremas; cubre la piel despegada con un paño limpio.',
        'Si le cuesta tragar o respirar, o está muy decaído, llama al 112.',
        CONSEJO_ROJO_CAMINO,
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, 'Llama al 112 si empeora'], ver_tambien: ['problemas_piel'] },
    ),
    rojo(
      `digestivo = '${DIGESTIVO.grave}' AND ${CON_PIEL_O_LABIOS} AND causa IN ${lista(CAUSAS_SISTEMICAS)}`,
      'Reacción alérgica con vómitos repetidos o dolor de tripa fuerte',
      consejosRojo(
        'Ronchas o hinchazón con vómitos repetidos o un dolor de tripa fuerte, de retortijones, tras un alimento, un medicamento o una picadura son una anafilaxia (WAO 2020).',
      ),
    ),
    rojo(
      // Round 18: swollen lips with repeated vomiting or severe cramps, whatever the cause (WAO 2020 criterion 1).
      `digestivo = '${DIGESTIVO.grave}' AND hinchazon_boca2 = '${BOCA.labios}'`,
      'Labios hinchados con vómitos repetidos o dolor de tripa fuerte',
      consejosRojo(
        'Los labios hinchados de repente con vómitos repetidos o un dolor de tripa fuerte, de retortijones, cumplen los criterios de anafilaxia aunque no se sepa qué lo ha provocado (WAO 2020; EAACI 2021).',
      ),
    ),
    rojo(
      // Round 18: a swollen lip after a medicine counts as the skin sign.
      `digestivo != '${DIGESTIVO.no}' AND (causa = '${CAUSA.picadura}' OR (causa = '${CAUSA.medicamento}' AND ${CON_PIEL_O_LABIOS}))`,
      'Vómitos o dolor de tripa tras una picadura, o con ronchas tras un medicamento',
      consejosRojo(
        'Después de una picadura de abeja o avispa, o con ronchas o hinchazón después de un medicamento, aunque sea un solo vómito o un dolor de tripa leve, puede ser una anafilaxia (ASCIA; WAO 2020: sobre todo tras alérgenos que no son alimentos).',
      ),
    ),
    rojo(
      "reaccion_grave_previa = 'si'",
      'Reacción en un niño con anafilaxia previa o que ya ha necesitado adrenalina',
      consejosRojo(
        'Si ya tuvo una anafilaxia con lo mismo, esta reacción puede empeorar deprisa aunque ahora parezca leve.',
        'Después de usar un autoinyector de adrenalina hay que ir siempre al hospital y quedarse en observación unas horas.',
      ),
    ),
    // ------------------------------------------------------------- amarillo
    amarillo(
      `digestivo = '${DIGESTIVO.leve}' AND causa = '${CAUSA.alimento}' AND ${CON_PIEL_O_LABIOS}`,
      'Reacción a un alimento con un vómito o algo de dolor de tripa, y ya está mejor',
      consejosAmarillo(
        'Un solo vómito o un dolor de tripa leve con ronchas después de un alimento, que ya se está pasando, sin dificultad para respirar, mareo ni flojera, es una reacción alérgica leve-moderada (ASCIA): no es una anafilaxia, pero que lo valore hoy un médico.',
        NO_REPETIR,
        'Pide que lo deriven a un especialista en alergia para confirmar a qué alimento es alérgico y si necesita llevar un autoinyector de adrenalina (EAACI 2021).',
        'Ofrécele agua a sorbos pequeños. Si tiene un autoinyector de adrenalina recetado, tenlo a mano.',
        'Si vuelve a vomitar o el dolor de tripa se hace fuerte, llama al 112: ya sería una anafilaxia.',
      ),
    ),
    amarillo(
      `digestivo != '${DIGESTIVO.no}'`,
      'Reacción con vómitos o dolor de tripa',
      consejosAmarillo(
        'Los vómitos o el dolor de tripa junto con una reacción en la piel deben valorarse hoy, aunque no se sepa la causa.',
        'Ofrécele líquidos a sorbos pequeños. No le des medicamentos por boca mientras vomite, salvo que te lo indique un médico.',
      ),
    ),
    amarillo(
      `piel2 = '${PIEL.diana}'`,
      'Manchas en diana que no cambian de sitio (posible eritema multiforme)',
      [
        'Unas manchas redondas como una diana que se quedan varios días en el mismo sitio no son ronchas de urticaria: suelen ser un eritema multiforme, una reacción de la piel a una infección (sobre todo a una calentura o herpes del labio) o, menos veces, a un medicamento. No es una anafilaxia, pero que lo valore hoy un médico, o como muy tarde en 24 horas, para confirmarlo y descartar una reacción grave (DermNet NZ).',
        'Hazles fotos hoy para enseñárselas al médico y ver si cambian. Si toma un medicamento que empezó hace poco, pregunta al médico antes de darle la siguiente dosis.',
        'Para el picor o el escozor, paños con agua fresca y ropa ligera.',
        'Ve a urgencias ahora si le salen llagas en la boca, los ojos o los genitales, ampollas o piel que se despega, o tiene fiebre y está decaído: puede ser un síndrome de Stevens-Johnson.',
        CONSEJO_AMARILLO,
      ],
      { ver_tambien: ['problemas_piel'] },
    ),
    amarillo(
      `hinchazon_boca2 = '${BOCA.labios}'`,
      'Labios hinchados, sin que se hinchen la lengua ni la garganta',
      consejosAmarillo(
        'Los labios hinchados de repente, con la lengua y la garganta bien y sin dificultad para respirar o tragar, ronquera, mareo ni vómitos repetidos, son un angioedema: una reacción alérgica leve-moderada, no una anafilaxia (WAO 2020; plan de acción BSACI), pero que lo valore hoy un médico para buscar la causa y decidir el tratamiento.',
        NO_REPETIR,
        ANTIHISTAMINICO,
        'Ponle frío envuelto en un paño sobre el labio si le alivia. Si tiene un autoinyector de adrenalina recetado, tenlo a mano.',
      ),
      { medicacion: [CETIRIZINA] },
    ),
    amarillo(
      `piel2 = '${PIEL.cara}'`,
      'Hinchazón de párpados o cara',
      consejosAmarillo(
        'La hinchazón brusca de los párpados o la cara (angioedema) debe valorarla hoy un médico.',
        NO_REPETIR,
        ANTIHISTAMINICO,
      ),
      { medicacion: [CETIRIZINA] },
    ),
    amarillo(
      `piel2 = '${PIEL.generalizada}' AND causa IN ${lista(CAUSAS_SISTEMICAS)}`,
      'Ronchas por el cuerpo tras un alimento, un medicamento o una picadura',
      consejosAmarillo(
        'Ahora no hay signos de reacción grave, pero una urticaria por todo el cuerpo tras un alimento, un medicamento o una picadura puede ser una alergia: que lo valore hoy un médico.',
        NO_REPETIR,
        'Si fue una picadura de abeja y el aguijón sigue clavado, quítalo rascando con una tarjeta.',
        ANTIHISTAMINICO,
        'Pide a su pediatra que valore un estudio de alergia y si necesita llevar un autoinyector de adrenalina.',
      ),
      { medicacion: [CETIRIZINA] },
    ),
    amarillo(
      `piel2 = '${PIEL.generalizada}' AND edad_rango IN ${lista(EDADES_MENOR_1_ANO)}`,
      'Ronchas por todo el cuerpo en un bebé menor de 1 año',
      consejosAmarillo(
        'En menores de 1 año una urticaria por todo el cuerpo debe valorarla hoy un médico.',
        'No le des antihistamínicos sin indicación médica a esta edad.',
      ),
    ),
    amarillo(
      "fiebre_articulaciones = 'si'",
      'Ronchas con fiebre o con dolor de articulaciones',
      consejosAmarillo(
        'Las ronchas con fiebre o con articulaciones hinchadas o doloridas pueden deberse a una infección o a una reacción que hay que valorar hoy.',
        'Si tiene fiebre, puedes darle paracetamol si está molesto.',
      ),
      { ver_tambien: ['fiebre'] },
    ),
    reglaMuyEnfermo([VIGILA_ANAFILAXIA]),
    // ---------------------------------------------------------------- verde
    {
      si: `piel2 = '${PIEL.generalizada}'`,
      urgencia: 'verde',
      titulo: 'Urticaria (ronchas) sin signos de alarma',
      consejos: [
        'En los niños, la urticaria suele deberse a un virus (por ejemplo, un catarro) y no a una alergia. Las ronchas van y vienen durante unos días y se van solas.',
        'Para el picor: ropa ligera, baños o paños con agua fresca y no abrigarlo de más; el calor empeora el picor.',
        ANTIHISTAMINICO,
        VUELVE_SI,
        consejoConsultaSi([
          'las ronchas duran más de 1 semana o vuelven a salir a menudo',
          'sospechas que ha sido un alimento o un medicamento',
          'el picor no le deja dormir ni hacer vida normal a pesar de la cetirizina',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      medicacion: [CETIRIZINA],
    },
    {
      si: `piel2 = '${PIEL.local}' AND causa = '${CAUSA.picadura}'`,
      urgencia: 'verde',
      titulo: 'Reacción en la zona de una picadura',
      consejos: [
        'Si el aguijón sigue clavado, quítalo rascando con una tarjeta. Lava la zona con agua y jabón y ponle frío (hielo envuelto en un paño) 10-15 minutos.',
        'Es normal que la zona se hinche y se ponga roja durante 1-2 días, aunque la hinchazón sea grande.',
        VUELVE_SI,
        consejoConsultaSi([
          'la zona roja sigue creciendo después de 2 días, se pone muy caliente o dolorosa, o le sale pus',
          'tiene fiebre',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['picadura', 'hinchazon_local'],
    },
    {
      si: `piel2 = '${PIEL.local}'`,
      urgencia: 'verde',
      titulo: 'Reacción alérgica leve en una sola zona',
      consejos: [
        'Las ronchas solo donde algo ha tocado la piel (una planta, la saliva de un animal, restos de comida alrededor de la boca) suelen ser una reacción de contacto, no una alergia grave.',
        'Lava la zona con agua y jabón, cámbiale la ropa si hace falta y ponle paños fríos para el picor. Suele irse en unas horas.',
        VUELVE_SI,
        consejoConsultaSi([
          'se repite cada vez que toma o toca lo mismo',
          'las ronchas se extienden por el cuerpo',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: SIEMPRE,
      urgencia: 'verde',
      titulo: 'Síntomas alérgicos leves sin signos de alarma',
      consejos: [
        'Ahora no hay signos de una reacción grave. Los estornudos, los mocos claros, el picor de ojos o un picor leve en la boca al comer algo suelen ser síntomas alérgicos leves.',
        'Si crees que ha sido un alimento o un medicamento, no se lo vuelvas a dar hasta consultarlo con su pediatra.',
        VUELVE_SI,
        consejoConsultaSi([
          'los síntomas se repiten a menudo o con un alimento concreto',
          'le molestan para dormir, comer o ir al colegio',
        ]),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.pediatraNoUrgente],
    },
  ],
}, 'circulacion');
