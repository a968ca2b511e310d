/**
 * Picadura o mordedura. Anaphylaxis from the WAO Anaphylaxis Guidance 2020
 * (skin or mucosal signs plus breathing, circulation or gut signs; or airway
 * signs after a likely allergen) and SEUP (lip or eyelid swelling with
 * breathing difficulty, vomiting or dizziness → 112); the Schmitt-Thompson
 * Hives and Tick Bite protocols; Hospital Sant Joan de Déu on summer stings
 * (mouth stings, more than 50-100 stings); the Spanish primary-care review of
 * insect bites (Piñeiro Pérez, Rev Pediatr Aten Primaria 2015) and Protección
 * Civil's guide for vipers, scorpions, jellyfish and weever fish.
 * Round 16: a mammal bite's bleeding is asked with herida's words (SEUP: not
 * stopping after 10 minutes of pressure → 112), and a deep bite to the neck or
 * a growing swelling of the face or neck after a bite is rojo (NICE CKS Bites;
 * RCH Melbourne Mammalian bites and Lacerations; ATLS).
 */
import type { Flujo, MedicacionSugerida, Regla } from '../types.ts';
import {
  ACCION,
  antitermicos,
  CONSEJO_AMARILLO,
  CONSEJOS_ANTITERMICOS,
  consejoConsultaSi,
  consejoVuelveSi,
  PREGUNTA_EDAD,
  AVISO_PREOCUPADO,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_PREOCUPADO,
  PREGUNTA_PESO,
  PREGUNTA_RESPIRA_MAL,
  reglaMuyEnfermo,
  SIEMPRE,
  creadorDeReglas,
  consejosRojo,
  lista,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import { CONSEJOS_CELULITIS, PREGUNTA_INFECCION_PIEL_GRAVE } from './banderas-piel.ts';
import { CALOR_CARABELA, FUENTES_MEDUSA, MEDUSA, PREGUNTA_MEDUSA, PRIMEROS_AUXILIOS_MEDUSA } from './banderas-medusa.ts';
import { MENOR_3_MESES, PREGUNTA_FIEBRE_LACTANTE, reglaFiebreMenor3Meses } from './banderas-lactante.ts';
import { conCribado } from './cribado-otras-puertas.ts';
import { MINUTOS_PRESION, PRESIONA, SANGRADO } from './herida.ts';

export const ANIMAL = {
  mosquito: 'Un mosquito, una mosca, una pulga, una chinche o una hormiga',
  abeja: 'Una abeja, una avispa o un abejorro',
  garrapata: 'Una garrapata',
  arana: 'Una araña',
  escorpion: 'Un escorpión (alacrán)',
  medusa: 'Una medusa o una carabela portuguesa',
  marino: 'Un pez araña (escorpión de mar), una raya o un erizo de mar',
  serpiente: 'Una serpiente o una víbora',
  mamifero: 'Un perro, un gato, otro animal o una persona (mordedura)',
  noSe: 'No lo sé',
} as const;

/**
 * Round 18: which mammal bit (NICE NG184 Human and animal bites 2020; NICE CKS Bites): a cat bite that broke the skin,
 * a human bite, a rat (rat-bite fever) and an animal with a rabies risk (bats anywhere, wild mammals, monkeys, dogs or
 * cats abroad, stray or unknown) are seen today; a household dog or a small pet that carries neither rabies nor
 * rat-bite fever can leave a superficial scratch-bite that heals at home.
 */
export const MAMIFERO = {
  perro: 'Un perro de casa o de alguien conocido, aquí en España',
  pequeno: 'Un animal pequeño de casa: un hámster, una cobaya, un conejo, una salamanquesa o una lagartija',
  gato: 'Un gato',
  persona: 'Una persona (otro niño o un adulto)',
  rata: 'Una rata o un ratón',
  rabia: 'Un perro o un gato callejero, desconocido o de otro país, un mono, un zorro u otro animal salvaje',
  murcielago: 'Un murciélago (aunque no se vea ninguna herida)',
  otro: 'Otro animal: un caballo, un burro, una oveja, una cabra, un cerdo, un hurón…',
} as const;

/** Round 18: how deep the bite went, once it broke the skin (NG184: broken skin, drawn blood, deep or crush injury). */
export const MORDEDURA = {
  superficial: 'Es un arañazo o una rozadura superficial: la piel apenas se ha abierto y como mucho ha salido una gotita de sangre',
  sangra: 'Ha hecho sangrar: se ven los agujeros de los dientes o una herida abierta',
  profunda: 'Es profunda, la piel está arrancada o aplastada, o se ve carne o grasa por dentro',
} as const;

export const RONCHAS = {
  no: 'No, solo tiene la reacción en la zona de la picadura',
  solas: 'Sí, pero está bien: respira normal, no está mareado ni vomita',
  sistemico: 'Sí, y además está mareado, muy pálido o flojo, vomita o le duele mucho la tripa',
} as const;

export const SINTOMAS = {
  bien: 'Está bien: solo le duele, le pica o se le hincha la zona',
  dolor: 'Tiene un dolor muy fuerte que no mejora tras 1 hora de primeros auxilios y un calmante',
  generales: 'Suda mucho, tiene calambres o temblores, babea, está muy inquieto o muy adormilado',
} as const;

export const CUANTAS = {
  pocas: 'Una o unas pocas (menos de 10)',
  varias: 'Entre 10 y 50',
  muchas: 'Más de 50',
} as const;

export const GARRAPATA = {
  nada: 'Nada de esto',
  anillo: 'Días o semanas después, una mancha roja en forma de anillo o de diana que se va haciendo más grande',
  fiebre: 'En las semanas siguientes, fiebre, dolor de cabeza o de músculos, una costra negra o manchas por el cuerpo',
} as const;

/** SPEC §9 topical hydrocortisone; Spanish OTC limits in the example (clinical-sources §c). */
const HIDROCORTISONA: MedicacionSugerida = {
  med: 'hidrocortisona_topica',
  dosis_por_kg: 'Crema de hidrocortisona al 1 %: capa fina una vez al día, máximo 7 días',
  ejemplo:
    'Solo si pica mucho: una capa fina sobre la picadura, una vez al día, como mucho 7 días. En menores de 12 años, úsala solo si te la indica su pediatra o farmacéutico. No la pongas en heridas, piel infectada ni cerca de los ojos.',
};

const MEDICACION_PICOR: readonly MedicacionSugerida[] = [...antitermicos(), HIDROCORTISONA];

const ADRENALINA =
  'Si tiene un autoinyector de adrenalina, pónselo ya en la parte de fuera del muslo (incluso a través de la ropa) y llama al 112.';
const POSTURA_ANAFILAXIA =
  'Túmbalo con las piernas en alto; si le cuesta respirar, déjalo sentado. No lo pongas de pie ni le hagas andar, aunque parezca mejorar.';


const rojo = creadorDeReglas('rojo', { acciones: [ACCION.llama112, ACCION.urgenciasAhora], consejos: (c) => consejosRojo(...c) });

const ANAFILAXIA: Partial<Regla> = { ver_tambien: ['reaccion_alergica'] };

/** Round 18: a superficial scratch-bite from a household dog or a small pet: the only bite that broke the skin and can stay at home. */
const ARANAZO_EN_CASA = `animal = '${ANIMAL.mamifero}' AND piel_rota = 'si' AND mordedura_como = '${MORDEDURA.superficial}' AND mordedura_animal IN ${lista([MAMIFERO.perro, MAMIFERO.pequeno])}`;
const ARANAZO_VERDE = `${ARANAZO_EN_CASA} AND mordedura_zona = 'no' AND mordedura_riesgo = 'no'`;
const LAVA_MORDEDURA = 'Lava la mordedura con agua y jabón abundantes durante 5 minutos y tápala con una gasa limpia.';

const LAVA = 'Lava la zona con agua y jabón y pon frío (hielo envuelto en un paño, nunca directo) 10-15 minutos para calmar el dolor y la hinchazón.';

const consejosAmarillo = (...propios: string[]): string[] => [...propios, CONSEJO_AMARILLO];

const amarillo = creadorDeReglas('amarillo', { acciones: [ACCION.pediatraHoy, ACCION.urgenciasHoy], consejos: (c) => consejosAmarillo(...c), medicacion: antitermicos() });

const VUELVE_SI = consejoVuelveSi([
  'le cuesta respirar, tiene la voz ronca o le cuesta tragar',
  'se le hinchan los labios, la lengua o la cara',
  'le salen ronchas por el cuerpo, se marea o vomita',
  'la zona está cada vez más roja, caliente y dolorosa pasados 1-2 días, sale pus o rayas rojas, o tiene fiebre',
  'lo ves peor o estás más preocupado',
]);

const verde = creadorDeReglas('verde', { acciones: [ACCION.cuidaEnCasa, ACCION.vigila], consejos: (c) => [...c, ...CONSEJOS_ANTITERMICOS, VUELVE_SI], medicacion: antitermicos() });

export const picadura: Flujo = conCribado({
  ...FICHAS.picadura,
  fuentes: [
    {
      titulo: 'NICE NG143. Fever in under 5s (menor de 3 meses con 38 °C o más: rojo; frecuencia respiratoria por edad)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'NICE NG141. Cellulitis and erysipelas: antimicrobial prescribing (descartar antes una reacción a una picadura)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng141/chapter/Recommendations',
    },
    {
      titulo: 'Cardona V et al. World Allergy Organization Anaphylaxis Guidance 2020 (criterios, tabla en Empendium)',
      anio: 2020,
      url: 'https://empendium.com/mcmtextbook/table/031_0450',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'Hospital Sant Joan de Déu (Escola de Salut). Picaduras típicas del verano: lo que debemos saber (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/picaduras-tipicas-verano-debemos-saber',
    },
    {
      titulo: 'Piñeiro Pérez R, Carabaño Aguado I. Manejo práctico de las picaduras de insecto en Atención Primaria. Rev Pediatr Aten Primaria 2015;17:159-66',
      anio: 2015,
      url: 'https://pap.es/FrontOffice/PAP/front/Articulos/Articulo/_IXus5l_LjPoCV3t1fS0Dm17x8v_Qkcvy',
    },
    {
      titulo: 'Schmitt BD. Hives: when to call (Seattle Children’s, sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.seattlechildrens.org/medical-conditions/symptom-index/hives/',
    },
    {
      titulo: 'Schmitt BD. Tick bite (versión para padres, sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.tenaflypediatrics.com/tick-bite/',
    },
    {
      titulo: 'Protección Civil (Ministerio del Interior). Vademécum REMER: picaduras de animales (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.proteccioncivil.es/catalogo/carpeta02/carpeta24/vademecum17/vdm013.htm',
    },
    {
      titulo: 'NICE CKS. Bites: human and animal (derivar a urgencias las lesiones graves, las heridas profundas de la cara, el cuello o las manos y el sangrado que no se controla)',
      anio: 2021,
      url: 'https://cks.nice.org.uk/topics/bites-human-animal/',
    },
    {
      titulo: "The Royal Children's Hospital Melbourne. Clinical Practice Guidelines: Mammalian bites (mordeduras de cabeza y cuello en niños; lesiones profundas; sin fecha, año de consulta)",
      anio: 2026,
      url: 'https://www.rch.org.au/clinicalguide/guideline_index/Mammalian_bites/',
    },
    {
      titulo: "The Royal Children's Hospital Melbourne. Clinical Practice Guidelines: Lacerations (hemorragia que no se controla con presión directa; sin fecha, año de consulta)",
      anio: 2026,
      url: 'https://www.rch.org.au/clinicalguide/guideline_index/Lacerations/',
    },
    {
      titulo: 'American College of Surgeons. Advanced Trauma Life Support (ATLS), 10.ª edición: heridas penetrantes del cuello y hematoma que crece junto a la vía respiratoria',
      anio: 2018,
      url: 'https://www.facs.org/quality-programs/trauma/education/advanced-trauma-life-support/',
    },
    ...FUENTES_MEDUSA,
  ],
  revisado: '2026-11-28',
  notas: [
    'Anafilaxia (WAO 2020): piel (ronchas, picor, labios o lengua hinchados) más respiración, mareo o desmayo, o vómitos y dolor de tripa → rojo; también hinchazón de labios o lengua, voz ronca o dificultad para tragar, porque afectan a la vía respiratoria. SEUP pone la hinchazón súbita de labios o párpados sin otros síntomas en "Urgencias el mismo día"; tras una picadura elegimos rojo para labios y lengua (lectura prudente) y no preguntamos por los párpados, que se hinchan a menudo por una picadura cercana.',
    'Ronchas por todo el cuerpo sin otros síntomas: Schmitt ("Hives") pide llamar ya si aparecen tras una picadura sin reacción previa; SEUP, mismo día. Amarillo, con enlace a reaccion_alergica.',
    'Alergia grave conocida a picaduras (reacción previa con síntomas respiratorios o mareo, o autoinyector recetado) y nueva picadura de abeja o avispa: rojo aunque aún no tenga síntomas, para observarlo (la reacción puede tardar hasta 2 horas). Lectura prudente; revisar con pediatría.',
    'Número de picaduras: Sant Joan de Déu manda al médico con más de 50-100 picaduras (síntomas digestivos, convulsiones). Elegimos rojo con más de 50 y amarillo entre 10 y 50 (en un niño pequeño la dosis de veneno por kilo es mayor). Este umbral de 10 no está en las fuentes: revisar con pediatría.',
    'Picadura dentro de la boca o en la garganta (Sant Joan de Déu: puede obstruir la vía respiratoria) o dentro del ojo (pelos de oruga, aguijón): rojo.',
    'Ronda 8, medusas: picadura en un brazo o una pierna, más pequeña que su palma, que cede con agua de mar y frío, sin síntomas generales, fuera de la cara, los ojos y los genitales y que no es de carabela portuguesa → verde (REMER; Sant Joan de Déu); grande, en la cara, los ojos o los genitales, dolor que no cede tras 1 hora o carabela portuguesa (más veneno, Atlántico) → amarillo; síntomas generales (sudor, calambres, vómitos, dificultad para respirar, mareo) → rojo por sus propias preguntas. La pregunta cambia de id (medusa_extensa → medusa_picadura) y es compartida con quemadura (banderas-medusa.ts), donde también llegan las medusas.',
    'Ronda 8, picadura infectada: cada vez más roja, caliente y dolorosa pasados 1-2 días, con o sin fiebre en un niño que está bien → amarillo (antibiótico hoy; NICE NG141, clases I-II de Eron); rojo solo con signos generales: muy decaído, pálido o moteado, dolor desproporcionado, piel morada, negra o con ampollas (pregunta compartida infeccion_piel_grave, banderas-piel.ts).',
    'España: las víboras siempre necesitan hospital (antídoto y observación) → rojo. El escorpión amarillo (Buthus) da mucho dolor local y rara vez síntomas generales; si aparecen, observación hospitalaria (Piñeiro Pérez) → amarillo por defecto y rojo con sudor, vómitos, calambres o agitación. Las arañas españolas casi nunca son peligrosas → verde salvo síntomas. Medusas y pez araña: cuidado en casa con sus primeros auxilios (agua de mar y frío para la medusa; agua caliente para el pez araña), amarillo si la zona es grande o está en la cara, los ojos o los genitales, o si el dolor no cede.',
    'Garrapata (Schmitt "Tick Bite"): mancha en anillo que crece (eritema migratorio, posible enfermedad de Lyme) → Schmitt la manda a consulta ordinaria; fiebre, dolor de cabeza o manchas en las semanas siguientes (en España también fiebre botonosa) → llamar ya. Elegimos amarillo para las dos (zona gris: la opción más prudente).',
    'Infección de la picadura pasados 1-2 días (rojez caliente que se extiende, pus, rayas rojas o fiebre) → amarillo, con enlace a hinchazon_local. La hinchazón grande en las primeras 24-48 horas (incluso más de 10 cm) es una reacción local, no una infección (Piñeiro Pérez).',
    'Mordeduras de perro, gato u otro mamífero o de una persona que rompen la piel → amarillo con enlace a herida (antibiótico, tétanos, rabia); si no rompen la piel, verde. Ronda 16: salvo el sangrado y el cuello o la cara (nota siguiente). Ronda 18: el arañazo superficial de un perro de casa o un animal pequeño pasa a verde y el murciélago a amarillo aunque no rompa la piel (ver su nota).',
    'Ronda 16, mordeduras graves (puerta equivocada: una mordedura que sangra o que está en el cuello llegaba aquí como "rompe la piel" → amarillo). NICE CKS "Bites" (2021) manda a urgencias las lesiones graves y las heridas profundas de la cara, el cuello y las manos; las guías del RCH de Melbourne ("Mammalian bites", "Lacerations") y ATLS tratan como urgencia inmediata la hemorragia que no se controla con presión directa y la herida penetrante del cuello o el hematoma que crece cerca de la vía respiratoria; SEUP pone en 112 el sangrado que no para tras 10 minutos apretando. Preguntas nuevas, solo con un perro, un gato, otro animal o una persona: mordedura_cuello (en el cuello con agujeros de los dientes o profunda, o una hinchazón que sigue creciendo en la cara o el cuello, con o sin piel rota) → rojo; y, si la mordedura ha roto la piel, sangrado y minutos_presion, con las mismas respuestas, el mismo umbral de 10 minutos y la misma ayuda que herida: sangra a chorro o empapa la gasa → rojo (112); sigue sangrando tras 10 minutos apretando → rojo; sigue sangrando con menos de 10 minutos apretando → amarillo con la instrucción de apretar 10 minutos e ir a urgencias si no para. La pregunta piel_rota no cambia (solo se hace antes, justo después del animal). No cambian la mordedura que rompe la piel sin sangrar, fuera del cuello y sin hinchazón que crece (amarillo), ni la que no rompe la piel (verde). La mordedura profunda en la cara sin sangrado ni hinchazón que crece sigue en amarillo (urgencias hoy para cerrarla; NICE CKS dice "derivar" y elegimos el mismo día porque no amenaza la vida): revisar con pediatría.',
    'Hidrocortisona tópica para el picor: en España la de venta libre es Hidrocisdin 0,5 %, para mayores de 12 años; en menores de 12, solo bajo supervisión médica y no más de 7 días; las de 1 % parecen necesitar receta (clinical-sources.md §c, pendiente de verificar en CIMA). Por eso el texto del ejemplo pide que en menores de 12 años la indique su pediatra o farmacéutico. La cetirizina no se sugiere aquí (el formulario la reserva al flujo de piel). Paracetamol o ibuprofeno para el dolor.',
    'Puertas equivocadas: tras una picadura o mordedura lo grave puede ser la reacción del cuerpo y no la picadura. Anafilaxia (WAO 2020 → rojo, y durante una reacción alérgica respirar mucho más deprisa de lo normal también es dificultad respiratoria: la ayuda da las cifras por edad de NICE NG143, sin escalón amarillo, porque cualquier afectación respiratoria tras una picadura es anafilaxia); envenenamiento (víbora, muchas picaduras, síntomas generales tras escorpión o araña → rojo); infección de la picadura o celulitis con rayas rojas o fiebre (→ amarillo; remite a hinchazon_local); enfermedades por garrapatas, en España también la fiebre botonosa (mancha negra, fiebre, manchas → amarillo); mordedura que rompe la piel (tétanos, rabia, antibiótico → amarillo; remite a herida); mordedura que sangra a chorro o sigue sangrando tras 10 minutos apretando, profunda en el cuello o con una hinchazón que crece en la cara o el cuello (→ rojo, ronda 16; NICE CKS Bites, RCH Melbourne, ATLS); fiebre en un bebé de menos de 3 meses, con o sin picadura (→ rojo, NICE NG143; se pregunta solo a esa edad).',
    'Formas leve y grave (issue 9, patrón 5): la hinchazón grande en las primeras 24-48 horas (incluso más de 10 cm) es una reacción local esperable → verde; la rojez caliente que sigue creciendo pasados 1-2 días, con pus, rayas rojas o fiebre, es una posible infección → amarillo (NICE NG141 pide descartar primero la reacción a la picadura antes de hablar de celulitis).',
    'Ronda 18, mordeduras de mamífero (NICE NG184 "Human and animal bites", 2020; NICE CKS "Bites"): NG184 da antibiótico a la mordedura de gato que rompe la piel, a la humana que rompe la piel y hace sangrar, y a la de perro u otro mamífero que hace sangrar si está en la mano, el pie, la cara, los genitales, encima de una articulación o de un cartílago, es profunda o el niño tiene las defensas bajas; y pide valorar la rabia (murciélagos en cualquier sitio, mamíferos salvajes, monos, perros o gatos de otros países). Antes toda mordedura que rompía la piel era amarillo. Preguntas nuevas, solo con "un perro, un gato, otro animal o una persona": mordedura_animal (qué animal o quién), mordedura_como (arañazo superficial, ha hecho sangrar, profunda) y, solo para el arañazo superficial de un perro de casa o un animal pequeño, mordedura_zona (mano, pie, cara, oreja, nariz, genitales o articulación) y mordedura_riesgo (vacunas no al día o sin saber la del tétanos, defensas bajas). Elegimos: arañazo superficial de un perro de casa en España o de un animal pequeño que no transmite la rabia ni la fiebre por mordedura de rata (hámster, cobaya, conejo, salamanquesa, lagartija; las ratas y los ratones no), fuera de esas zonas, con las vacunas al día y sin signos de infección → VERDE con lavado y red de seguridad; gato, persona, rata o ratón, animal callejero, salvaje o de otro país, u otro animal (caballo, oveja, hurón…) que rompe la piel → AMARILLO aunque sea superficial (lectura prudente: NG184 pide valorar; el perro o el gato de otro país o sin dueño conocido, por la rabia; el tétanos, CAV-AEP); mordedura que hace sangrar o profunda → AMARILLO como antes; murciélago → AMARILLO aunque no se vea herida (su mordedura puede pasar desapercibida; en España hay lisavirus en murciélagos). Si la mordedura no ha roto la piel sigue VERDE (NG184: sin antibiótico), salvo el murciélago. No cambian el sangrado, el cuello ni la anafilaxia (rojo).',
    'Ronda 18, medusas (banderas-medusa.ts, compartida con quemadura): la respuesta leve pedía "en un brazo o una pierna, más pequeña que la palma de su mano", y una picadura normal en la tripa o la espalda, o la marca alargada de un tentáculo, no tenía respuesta leve. Surf Life Saving Australia pide ayuda si la zona picada es de medio miembro o más, en el ojo o si el dolor sigue; ANZCOR 9.4.5 trata el dolor con frío en la mayoría de las medusas y con agua caliente a 45 °C durante 20 minutos en la carabela portuguesa. Textos nuevos: en un brazo, una pierna, la tripa, el pecho o la espalda, menos de medio brazo o media pierna, cediendo con agua de mar y frío → VERDE; medio brazo, media pierna o más, la cara, los ojos o los genitales, o dolor que sigue después de 1 hora → AMARILLO; carabela portuguesa o no se sabe → AMARILLO, con el agua caliente en los primeros auxilios. Los síntomas generales siguen en ROJO por sus preguntas.',
    'Aspecto y preocupación (issue 9, patrón 1): "lo ves muy enfermo, distinto de otras veces" → amarillo (NICE NG143); la preocupación de los padres no sube el nivel y añade al resultado la teleconsulta y cuándo ir igualmente.',
  ].join('\n\n'),
  avisos: [AVISO_PREOCUPADO],
  preguntas: [
    PREGUNTA_EDAD,
    {
      ...PREGUNTA_RESPIRA_MAL,
      ayuda: `${PREGUNTA_RESPIRA_MAL.ayuda ?? ''} Respirar mucho más deprisa de lo normal también cuenta: en reposo, más de 60 veces por minuto en un bebé, más de 50 antes del año o más de 40 a partir del año.`,
    },
    {
      id: 'boca_hinchada',
      texto: '¿Se le están hinchando los labios o la lengua, tiene la voz ronca o le cuesta tragar?',
      tipo: 'si_no',
      ayuda: 'Cuenta aunque la picadura haya sido en otra parte del cuerpo.',
      alarma: ['si'],
    },
    {
      id: 'ronchas',
      texto: '¿Le han salido ronchas (habones, como las de las ortigas) en otras partes del cuerpo, lejos de la picadura?',
      tipo: 'opciones',
      opciones: [RONCHAS.no, RONCHAS.solas, RONCHAS.sistemico],
      alarma: [RONCHAS.sistemico],
    },
    {
      id: 'animal',
      texto: '¿Qué le ha picado o mordido?',
      tipo: 'opciones',
      opciones: [
        ANIMAL.mosquito,
        ANIMAL.abeja,
        ANIMAL.garrapata,
        ANIMAL.arana,
        ANIMAL.escorpion,
        ANIMAL.medusa,
        ANIMAL.marino,
        ANIMAL.serpiente,
        ANIMAL.mamifero,
        ANIMAL.noSe,
      ],
      alarma: [ANIMAL.serpiente],
    },
    {
      // Round 18: which mammal (NICE NG184): the risk of infection, rabies and rat-bite fever depends on it.
      id: 'mordedura_animal',
      texto: '¿Qué animal o quién le ha mordido?',
      tipo: 'opciones',
      opciones: [MAMIFERO.perro, MAMIFERO.pequeno, MAMIFERO.gato, MAMIFERO.persona, MAMIFERO.rata, MAMIFERO.rabia, MAMIFERO.murcielago, MAMIFERO.otro],
      ayuda: 'Un murciélago puede morder o arañar sin que se note: si lo ha tocado o se ha despertado con uno en la habitación, elige esa opción.',
      mostrar_si: `animal = '${ANIMAL.mamifero}'`,
    },
    {
      // Round 16: a deep bite to the neck, or a growing swelling of the face or neck after a bite (NICE CKS Bites; RCH; ATLS).
      id: 'mordedura_cuello',
      texto:
        '¿La mordedura es en el cuello y se ven agujeros de los dientes o parece profunda? ¿O tiene en la cara o el cuello una hinchazón que sigue creciendo desde la mordedura?',
      tipo: 'si_no',
      ayuda:
        'En el cuello, un diente puede llegar a un vaso sanguíneo o a la vía respiratoria aunque por fuera se vea solo un agujero pequeño, y una hinchazón que crece puede ser sangre que se acumula por dentro. Un arañazo o una marca roja en el cuello, sin agujeros, o una hinchazón que no crece, es No.',
      mostrar_si: `animal = '${ANIMAL.mamifero}'`,
      alarma: ['si'],
    },
    {
      id: 'piel_rota',
      texto: '¿La mordedura ha roto la piel (sangra o se ven los agujeritos de los dientes)?',
      tipo: 'si_no',
      mostrar_si: `animal = '${ANIMAL.mamifero}'`,
      alarma: ['si'],
    },
    {
      // Round 16: the bleeding of a bite that broke the skin, with herida's answers and help (SEUP: 10 minutes of pressure).
      id: 'sangrado',
      texto: '¿Sigue sangrando la mordedura?',
      tipo: 'opciones',
      opciones: [SANGRADO.no, SANGRADO.poco, SANGRADO.mucho],
      ayuda: PRESIONA,
      mostrar_si: `animal = '${ANIMAL.mamifero}' AND piel_rota = 'si'`,
      alarma: [SANGRADO.mucho],
    },
    {
      id: 'minutos_presion',
      texto: '¿Cuántos minutos seguidos llevas apretando la mordedura sin soltar?',
      tipo: 'numero',
      ayuda: 'Si todavía no has empezado a apretar, escribe 0 y empieza ahora.',
      mostrar_si: `animal = '${ANIMAL.mamifero}' AND piel_rota = 'si' AND sangrado = '${SANGRADO.poco}'`,
    },
    {
      // Round 18: a superficial scratch-bite, a bite that drew blood, or a deep one (NICE NG184).
      id: 'mordedura_como',
      texto: '¿Cómo es la herida de la mordedura?',
      tipo: 'opciones',
      opciones: [MORDEDURA.superficial, MORDEDURA.sangra, MORDEDURA.profunda],
      ayuda: 'Lávala primero con agua y jabón abundantes durante 5 minutos y mírala con buena luz. Si encaja más de una, elige la que esté más abajo.',
      mostrar_si: `animal = '${ANIMAL.mamifero}' AND piel_rota = 'si'`,
      alarma: [MORDEDURA.sangra, MORDEDURA.profunda],
    },
    {
      // Round 18: NG184's high-risk sites, asked only where home care is possible.
      id: 'mordedura_zona',
      texto:
        '¿Es en la mano o los dedos, el pie, la cara, la oreja, la nariz, los genitales o encima de una articulación (nudillos, muñeca, codo, rodilla o tobillo)?',
      tipo: 'si_no',
      mostrar_si: ARANAZO_EN_CASA,
      alarma: ['si'],
    },
    {
      // Round 18: NG184's person at risk of a serious wound infection, and the tetanus check of every bite (CAV-AEP).
      id: 'mordedura_riesgo',
      texto:
        '¿Le falta alguna vacuna del calendario o no sabes si tiene puesta la del tétanos, o tiene las defensas bajas por una enfermedad o un tratamiento (quimioterapia, corticoides, no tiene bazo)?',
      tipo: 'si_no',
      mostrar_si: ARANAZO_EN_CASA,
      alarma: ['si'],
    },
    {
      id: 'boca_ojo',
      texto: '¿La picadura ha sido dentro de la boca, en la lengua o en la garganta, o dentro de un ojo (no en el párpado)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    {
      id: 'alergia_grave',
      texto:
        '¿Ha tenido antes una reacción alérgica grave a una picadura (le costó respirar, se mareó o se le hinchó la cara), o le han recetado un autoinyector de adrenalina?',
      tipo: 'si_no',
      mostrar_si: `animal = '${ANIMAL.abeja}'`,
      alarma: ['si'],
    },
    {
      id: 'cuantas',
      texto: '¿Cuántas picaduras tiene?',
      tipo: 'opciones',
      opciones: [CUANTAS.pocas, CUANTAS.varias, CUANTAS.muchas],
      mostrar_si: `animal = '${ANIMAL.abeja}'`,
      alarma: [CUANTAS.muchas],
    },
    {
      id: 'sintomas',
      texto: '¿Cómo está, aparte de la zona de la picadura?',
      tipo: 'opciones',
      opciones: [SINTOMAS.bien, SINTOMAS.dolor, SINTOMAS.generales],
      alarma: [SINTOMAS.generales],
    },
    {
      id: 'garrapata',
      texto: 'Después de la picadura de la garrapata, ¿ha tenido alguno de estos?',
      tipo: 'opciones',
      opciones: [GARRAPATA.nada, GARRAPATA.anillo, GARRAPATA.fiebre],
      mostrar_si: `animal = '${ANIMAL.garrapata}'`,
      alarma: [GARRAPATA.anillo, GARRAPATA.fiebre],
    },
    // Round 8: a new id (it was the si_no 'medusa_extensa'): pain that does not settle and the Portuguese man o' war are added.
    { ...PREGUNTA_MEDUSA, mostrar_si: `animal = '${ANIMAL.medusa}'` },
    {
      id: 'infeccion',
      texto:
        'Pasados 1 o 2 días, ¿la zona está cada vez más roja, caliente y dolorosa, sale pus, salen rayas rojas desde la picadura, o tiene fiebre?',
      tipo: 'si_no',
      ayuda: 'En las primeras 24-48 horas es normal que se hinche bastante (incluso más de 10 cm) y pique: eso no es una infección. Si la picadura es de hoy, responde No.',
      alarma: ['si'],
    },
    { ...PREGUNTA_INFECCION_PIEL_GRAVE, mostrar_si: "infeccion = 'si'" },
    { ...PREGUNTA_FIEBRE_LACTANTE, texto: '¿Le has medido 38 °C o más, o menos de 36 °C?', mostrar_si: MENOR_3_MESES },
    PREGUNTA_MUY_ENFERMO,
    PREGUNTA_PREOCUPADO,
    { ...PREGUNTA_PESO, mostrar_si: "edad_rango != '0-3 meses'" },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "respira_mal = 'si'",
      'Dificultad para respirar tras una picadura: posible anafilaxia',
      [ADRENALINA, POSTURA_ANAFILAXIA],
      { ...ANAFILAXIA, acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "boca_hinchada = 'si'",
      'Labios o lengua hinchados tras una picadura: posible anafilaxia',
      [ADRENALINA, POSTURA_ANAFILAXIA, 'No le des nada de comer ni de beber.'],
      { ...ANAFILAXIA, acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      `ronchas = '${RONCHAS.sistemico}'`,
      'Ronchas por el cuerpo con mareo, vómitos o dolor de tripa: posible anafilaxia',
      [ADRENALINA, POSTURA_ANAFILAXIA],
      { ...ANAFILAXIA, acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      `animal = '${ANIMAL.serpiente}'`,
      'Mordedura de serpiente o víbora',
      [
        'Llama al 112. Mantenlo tranquilo y quieto, tumbado, con la zona mordida inmovilizada como si estuviera rota y a la altura del corazón.',
        'Quítale anillos, pulseras, reloj y calzado de esa zona, porque se va a hinchar. Lava la mordedura con agua.',
        'No hagas cortes, no chupes el veneno, no pongas un torniquete ni hielo directo, y no intentes cazar a la serpiente (si puedes, hazle una foto desde lejos).',
      ],
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    // Round 16: bites that bleed on, or deep in the neck, or with a growing swelling of the face or neck.
    rojo(
      `sangrado = '${SANGRADO.mucho}'`,
      'Mordedura que sangra mucho',
      [
        PRESIONA,
        'Si la mordedura está en un brazo o una pierna, levántalo por encima del corazón mientras aprietas. Túmbalo con las piernas un poco en alto si está pálido o mareado, y abrígalo.',
        'No le des de comer ni de beber por el camino (puede necesitar una intervención).',
      ],
      { acciones_sugeridas: [ACCION.llama112], ver_tambien: ['herida'] },
    ),
    rojo(
      `minutos_presion >= ${MINUTOS_PRESION}`,
      'Mordedura que sigue sangrando tras 10 minutos apretando',
      [
        'Una mordedura que no deja de sangrar tras 10 minutos apretando con fuerza tiene que verla ahora un médico en urgencias (SEUP; NICE CKS). Sigue apretando sin soltar de camino.',
        PRESIONA,
        'No le des de comer ni de beber por el camino (puede necesitar una intervención).',
      ],
      { ver_tambien: ['herida'] },
    ),
    rojo(
      "mordedura_cuello = 'si'",
      'Mordedura profunda en el cuello, o hinchazón que crece en la cara o el cuello',
      [
        'En el cuello, los dientes pueden llegar a un vaso sanguíneo o a la vía respiratoria aunque por fuera se vea poco, y una hinchazón que crece en la cara o el cuello puede ser sangre que se acumula y aprieta la vía respiratoria (NICE CKS; RCH Melbourne; ATLS): tienen que verla en urgencias ahora.',
        'Si sangra, aprieta solo encima de la herida con una gasa o un paño limpio; no aprietes ni rodees el cuello. Déjalo sentado, en la postura en la que respire mejor.',
        'Llama al 112 si le cuesta respirar o tragar, le cambia la voz, babea o la hinchazón crece deprisa.',
        'No le des de comer ni de beber por el camino.',
      ],
      { ver_tambien: ['herida'] },
    ),
    rojo(
      "boca_ojo = 'si'",
      'Picadura dentro de la boca, la garganta o un ojo',
      [
        'Una picadura dentro de la boca o la garganta puede hincharse y dificultar la respiración. Dale a chupar hielo o agua fría si puede tragar, y vigila su respiración.',
        'Si es en el ojo, lávalo con agua o suero abundante sin frotar y no intentes sacar nada clavado.',
      ],
      { acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112] },
    ),
    rojo(
      "alergia_grave = 'si'",
      'Picadura de abeja o avispa en un niño con alergia grave conocida',
      [
        'Sigue el plan que te dio su alergólogo. Si aparece cualquier síntoma (ronchas, tos, ronquera, vómitos, mareo), ponle el autoinyector de adrenalina y llama al 112.',
        'Aunque ahora esté bien, que lo vigilen en urgencias: la reacción puede tardar hasta 2 horas.',
      ],
      { ...ANAFILAXIA, acciones_sugeridas: [ACCION.urgenciasAhora, ACCION.llama112] },
    ),
    rojo(
      `cuantas = '${CUANTAS.muchas}'`,
      'Muchas picaduras de abeja o avispa',
      ['Con tantas picaduras, el veneno puede dar síntomas en todo el cuerpo aunque no sea alérgico. Quita los aguijones raspando con una tarjeta y pon frío por el camino.'],
    ),
    rojo(
      `sintomas = '${SINTOMAS.generales}'`,
      'Síntomas generales tras una picadura',
      [
        'Sudor, calambres, temblores, babeo o agitación pueden ser efecto del veneno (escorpión, araña, pez) o una reacción alérgica. Mantenlo tranquilo y con la zona en reposo.',
        ADRENALINA,
      ],
      { ...ANAFILAXIA },
    ),
    rojo(
      "infeccion_piel_grave = 'si'",
      'Picadura infectada con signos de gravedad',
      [
        'Una picadura infectada con el niño muy decaído, pálido o moteado, con un dolor muy desproporcionado o con la piel morada, negra o con ampollas puede ser una infección grave de la piel o de la sangre (NICE NG141).',
        'Marca el borde de la rojez con un bolígrafo y apunta la hora.',
      ],
      { ver_tambien: ['hinchazon_local'] },
    ),
    reglaFiebreMenor3Meses('Fiebre o temperatura baja en un bebé de menos de 3 meses'),
    // ------------------------------------------------------------- amarillo
    amarillo(
      "infeccion = 'si'",
      'Picadura que parece infectada',
      ['Una picadura cada vez más roja, caliente y dolorosa pasados 1-2 días, con pus, rayas rojas o fiebre, puede ser una infección de la piel (celulitis) y necesitar antibiótico.', ...CONSEJOS_CELULITIS],
      { ver_tambien: ['hinchazon_local'] },
    ),
    amarillo(
      `ronchas = '${RONCHAS.solas}'`,
      'Ronchas por el cuerpo tras una picadura',
      [
        'Es una reacción alérgica en la piel: que lo vea hoy un médico, que puede recetarle un antihistamínico y decidir si necesita estudio de alergia.',
        'Llama al 112 si le cuesta respirar, se le hinchan los labios o la lengua, se marea o vomita.',
      ],
      { ...ANAFILAXIA },
    ),
    amarillo(
      `animal = '${ANIMAL.escorpion}'`,
      'Picadura de escorpión',
      [
        'En España la picadura de escorpión duele mucho pero casi nunca es grave. En los niños pequeños conviene que lo vea hoy un médico.',
        LAVA,
        'Mantén la zona en reposo y un poco elevada.',
        'Llama al 112 si empieza a sudar mucho, vomita, babea, tiene calambres o está muy inquieto.',
      ],
    ),
    amarillo(
      `cuantas = '${CUANTAS.varias}'`,
      'Varias picaduras de abeja o avispa',
      ['Con 10 o más picaduras, sobre todo en un niño pequeño, que lo vea hoy un médico.', 'Quita los aguijones raspando con una tarjeta (sin pellizcarlos) y pon frío.'],
    ),
    amarillo(
      `garrapata = '${GARRAPATA.anillo}'`,
      'Mancha en forma de anillo tras una picadura de garrapata',
      ['Una mancha roja en anillo que crece días después de una garrapata puede ser una enfermedad de Lyme, que se trata con antibiótico. Que lo vea hoy su pediatra.', 'Si puedes, hazle una foto a la mancha.'],
    ),
    amarillo(
      `garrapata = '${GARRAPATA.fiebre}'`,
      'Fiebre o manchas tras una picadura de garrapata',
      [
        'Las garrapatas pueden transmitir infecciones (como la fiebre botonosa) que se tratan con antibiótico: que lo vea hoy un médico y dile lo de la garrapata.',
        'Si las manchas no se borran al apretar un vaso encima, o está muy decaído, ve a urgencias ahora.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    amarillo(
      `sangrado = '${SANGRADO.poco}' AND minutos_presion < ${MINUTOS_PRESION}`,
      'Mordedura que sigue sangrando: apriétala 10 minutos',
      [
        PRESIONA,
        'Si después de 10 minutos apretando sigue sangrando, ve a urgencias ahora (o llama al 112 si sangra mucho).',
        'Cuando deje de sangrar, lava la mordedura con agua y jabón abundantes durante 5 minutos y tápala con una gasa limpia. Que lo vea hoy un médico: las mordeduras se infectan con facilidad y puede necesitar antibiótico, revisar el tétanos y, según el animal, la rabia.',
      ],
      { ver_tambien: ['herida'] },
    ),
    amarillo(
      `animal = '${ANIMAL.mamifero}' AND mordedura_animal = '${MAMIFERO.murcielago}'`,
      'Contacto con un murciélago: posible rabia',
      [
        'En España algunos murciélagos llevan un virus de la rabia, y su mordedura o arañazo puede no verse. Lava bien la zona con agua y jabón durante 15 minutos.',
        'Que lo vea hoy un médico, aunque no veas ninguna herida: decidirá si necesita la vacuna de la rabia, que hay que empezar cuanto antes (NICE; Ministerio de Sanidad).',
        'No toques el murciélago con las manos; si está en casa, cierra la habitación y avisa al ayuntamiento o a los agentes medioambientales.',
      ],
      { ver_tambien: ['herida'] },
    ),
    amarillo(
      `piel_rota = 'si' AND mordedura_animal = '${MAMIFERO.rabia}'`,
      'Mordedura de un animal callejero, salvaje o de otro país: posible rabia',
      [
        'Lava la mordedura con agua y jabón abundantes durante 15 minutos, sin frotar fuerte, y tápala con una gasa limpia.',
        'Que lo vea hoy un médico: según el animal y el país puede necesitar la vacuna de la rabia, además de antibiótico y revisar el tétanos (NICE NG184; Ministerio de Sanidad).',
        'Si el animal tiene dueño, anota sus datos; si es callejero, avisa a la policía local para que lo localicen y lo observen.',
      ],
      { ver_tambien: ['herida'] },
    ),
    amarillo(
      `piel_rota = 'si' AND mordedura_animal = '${MAMIFERO.gato}'`,
      'Mordedura de gato que ha roto la piel',
      [
        LAVA_MORDEDURA,
        'Los dientes del gato son finos y llegan hondo aunque el agujero parezca pequeño: sus mordeduras se infectan mucho. Que lo vea hoy un médico para darle un antibiótico y revisar el tétanos (NICE NG184).',
      ],
      { ver_tambien: ['herida'] },
    ),
    amarillo(
      `piel_rota = 'si' AND mordedura_animal = '${MAMIFERO.persona}'`,
      'Mordedura de una persona que ha roto la piel',
      [
        'Lava la mordedura con agua y jabón abundantes durante 5 minutos y deja que sangre un poco sin apretar.',
        'Las mordeduras humanas se infectan con facilidad: que lo vea hoy un médico para valorar un antibiótico, revisar el tétanos y la vacuna de la hepatitis B y, si se sabe quién le mordió, el riesgo de infecciones que se transmiten por la sangre (NICE NG184; NICE CKS).',
        'Si puedes, apunta quién le mordió y cómo contactar con su familia.',
      ],
      { ver_tambien: ['herida'] },
    ),
    amarillo(
      `piel_rota = 'si' AND mordedura_animal = '${MAMIFERO.rata}'`,
      'Mordedura de rata o ratón',
      [
        LAVA_MORDEDURA,
        'Las ratas y los ratones pueden transmitir una infección (la fiebre por mordedura de rata) que se previene con antibiótico: que lo vea hoy un médico.',
        'Vuelve a consultar si en los días siguientes tiene fiebre, vómitos, dolor en las articulaciones o manchas en las manos o los pies.',
      ],
      { ver_tambien: ['herida'] },
    ),
    amarillo(
      `piel_rota = 'si' AND NOT (${ARANAZO_VERDE})`,
      'Mordedura que ha roto la piel',
      [
        LAVA_MORDEDURA,
        'Una mordedura que ha hecho sangrar, que es profunda o que está en la mano, el pie, la cara, los genitales o una articulación, o en un niño sin las vacunas al día o con las defensas bajas, se infecta con facilidad: que la vea hoy un médico para valorar un antibiótico, revisar el tétanos y decidir si hay que cerrarla (NICE NG184).',
        'Si el animal es desconocido, salvaje o de otro país, díselo al médico (rabia). Si tiene dueño, anota sus datos.',
      ],
      { ver_tambien: ['herida'] },
    ),
    amarillo(
      `sintomas = '${SINTOMAS.dolor}'`,
      'Dolor muy fuerte que no mejora tras una picadura',
      ['Un dolor tan fuerte que no cede con los primeros auxilios y un calmante debe valorarlo hoy un médico (puede quedar un aguijón o una espina dentro).'],
    ),
    amarillo(
      `medusa_picadura IN ${lista([MEDUSA.extensa, MEDUSA.carabela])}`,
      'Picadura de medusa extensa, en la cara, que no cede o de carabela portuguesa',
      [
        ...PRIMEROS_AUXILIOS_MEDUSA,
        CALOR_CARABELA,
        'Una picadura que ocupa medio brazo, media pierna o más, en la cara, los ojos o los genitales, que sigue doliendo mucho después de 1 hora, o de una carabela portuguesa (tiene más veneno) debe verla hoy un médico.',
        'Llama al 112 si le cuesta respirar, se marea, vomita, tiene calambres o está muy decaído.',
      ],
    ),
    { ...reglaMuyEnfermo([LAVA]), medicacion: antitermicos() },
    // ---------------------------------------------------------------- verde
    verde(
      `animal = '${ANIMAL.medusa}'`,
      'Picadura de medusa pequeña en un brazo, una pierna o el tronco',
      [
        ...PRIMEROS_AUXILIOS_MEDUSA,
        'Si el dolor va cediendo, no hay síntomas en el resto del cuerpo y no fue una carabela portuguesa, se cuida en casa. El escozor y las marcas pueden durar unos días.',
      ],
      { medicacion: MEDICACION_PICOR },
    ),
    verde(`animal = '${ANIMAL.marino}'`, 'Picadura de pez araña, raya o erizo de mar', [
      'Pez araña o raya: mete la zona en agua bien caliente, pero que no queme (unos 40-45 °C: pruébala antes con tu mano), durante 30-90 minutos; el calor destruye el veneno y alivia el dolor. Si el dolor vuelve, repítelo.',
      'Erizo: quita las púas que se vean con unas pinzas. Si quedan muchas o están en una articulación, pide cita con su pediatra.',
      'Después, lava la zona con agua y jabón.',
    ]),
    verde(`animal = '${ANIMAL.garrapata}'`, 'Picadura de garrapata', [
      'Quita la garrapata cuanto antes con unas pinzas finas: sujétala lo más cerca posible de la piel y tira hacia arriba, despacio y sin girar ni aplastarla. No uses aceite, alcohol, vaselina ni calor.',
      'Lava la zona con agua y jabón. Si queda un trocito negro, no hurgues: suele salir solo.',
      'Apunta la fecha y vigila la zona y su temperatura durante 4 semanas.',
      consejoConsultaSi(['aparece una mancha roja que crece en forma de anillo', 'tiene fiebre, dolor de cabeza o manchas por el cuerpo en las semanas siguientes']),
    ]),
    verde(
      ARANAZO_VERDE,
      'Arañazo superficial de la mordedura de un perro de casa o un animal pequeño',
      [
        'Un arañazo de mordedura que apenas ha abierto la piel, de un perro de casa o de un animal pequeño que no transmite la rabia, fuera de la mano, el pie, la cara, los genitales y las articulaciones, en un niño con las vacunas al día, no necesita antibiótico (NICE NG184): se cuida en casa.',
        'Lávalo con agua y jabón abundantes durante 5 minutos, sécalo y tápalo con una tirita o una gasa. No hace falta ponerle nada más.',
        'Si el perro es de alguien conocido, pregunta si tiene las vacunas al día y si se comporta de forma normal estos días.',
        consejoConsultaSi([
          'en los próximos días la zona se pone cada vez más roja, caliente, hinchada o con pus, o le duele cada vez más',
          'el perro se pone enfermo, se comporta de forma rara o desaparece en los 14 días siguientes',
        ]),
      ],
    ),
    verde(`animal = '${ANIMAL.mamifero}'`, 'Mordedura que no ha roto la piel', [
      'Lava la zona con agua y jabón y pon frío para el moratón.',
      consejoConsultaSi(['la piel se abre o aparecen heridas que no habías visto', 'el animal es desconocido, salvaje o se comporta de forma rara (rabia)']),
    ]),
    verde(
      SIEMPRE,
      'Reacción local a una picadura',
      [
        LAVA,
        'Si es una abeja y ha dejado el aguijón, quítalo raspando con el borde de una tarjeta o con la uña, sin pellizcarlo.',
        'Córtale las uñas e intenta que no se rasque, para que no se infecte.',
        'Es normal que la zona se hinche bastante (a veces más de 10 cm) y pique durante unos días.',
      ],
      { medicacion: MEDICACION_PICOR },
    ),
  ],
}, 'ronchas');
