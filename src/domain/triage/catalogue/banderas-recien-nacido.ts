/**
 * Shared newborn signs (round 18): serious problems of the first weeks that a
 * parent may bring through a newborn door (yellow skin, feeding, crying…) and
 * that its own questions do not reach. Each question takes the flow's own age
 * gate (`mostrarSi`), because only some flows know the baby's age in days.
 *
 * Sources:
 * - Omphalitis, with round 16's words and reading (hinchazon_local,
 *   problemas_piel): WHO IMCI "Management of the sick young infant" 2019
 *   (umbilical redness extending to the skin = possible serious bacterial
 *   infection, urgent referral; a red or draining navel = local infection);
 *   NICE NG195 (signs of umbilical infection and changes in feeding or
 *   behaviour as indicators of late-onset infection up to 28 days);
 *   Schmitt-Thompson "Umbilical cord symptoms" (spreading redness or a red
 *   streak → now; pus near the navel → within 24 hours).
 * - Ophthalmia neonatorum: NICE CKS "Conjunctivitis - infective" (a neonate
 *   with conjunctivitis is referred urgently, the same day, to ophthalmology;
 *   chlamydia and gonorrhoea must be excluded).
 * - Chickenpox around the birth: UKHSA Green Book chapter 34 (Varicella) and
 *   UKHSA post-exposure prophylaxis guidance (a baby whose mother develops
 *   chickenpox from 7 days before to 7 days after delivery is at risk of severe
 *   neonatal varicella and is given prophylaxis).
 * - Herpes around the birth: RCOG/BASHH "Management of genital herpes in
 *   pregnancy" (the neonatal team must know; the baby is assessed and watched);
 *   HSE "Neonatal herpes" and "Cold sores and newborn babies" (blisters, poor
 *   feeding, irritability or fever → urgent care; 112 if hard to wake or
 *   fitting); AAP Red Book (antiviral treatment at once).
 *
 * Question ids are stable: `ombligo_rn`, `ojo_rn`, `madre_infeccion_parto`.
 * Every rule builder returns a complete rule (its level's safety net
 * included); `consejos` adds the flow's own advice before that safety net and
 * `extra` overrides any field.
 */
import type { Fuente, Pregunta, Regla } from '../types.ts';
import { ACCIONES_AMARILLO, ACCIONES_URGENCIAS, CONSEJO_AMARILLO, CONSEJO_ROJO_CAMINO } from './comunes.ts';

function rojo(si: string, titulo: string, propios: readonly string[], consejos: readonly string[], extra: Partial<Regla>): Regla {
  return { si, urgencia: 'rojo', titulo, consejos: [...propios, ...consejos, CONSEJO_ROJO_CAMINO], acciones_sugeridas: ACCIONES_URGENCIAS, ...extra };
}

function amarillo(si: string, titulo: string, propios: readonly string[], consejos: readonly string[], extra: Partial<Regla>): Regla {
  return { si, urgencia: 'amarillo', titulo, consejos: [...propios, ...consejos, CONSEJO_AMARILLO], acciones_sugeridas: ACCIONES_AMARILLO, ...extra };
}

/** Nothing on the skin or navel, no powders, no paracetamol before a doctor sees a newborn (NICE NG143). */
const BEBE_CAMINO =
  'Mantenlo abrigado y sigue ofreciéndole el pecho o el biberón. No le pongas pomadas, polvos ni alcohol en el ombligo, y no le des paracetamol antes de que lo vea un médico, salvo que te lo indiquen.';

// ---------------------------------------------------------------------------
// Sources, for the flows' `fuentes`
// ---------------------------------------------------------------------------

export const FUENTES_OMBLIGO: readonly Fuente[] = [
  {
    titulo:
      'WHO. Integrated Management of Childhood Illness: management of the sick young infant aged up to 2 months. IMCI chart booklet (enrojecimiento del ombligo que se extiende a la piel = posible infección bacteriana grave, derivación urgente; ombligo rojo o con pus = infección bacteriana local)',
    anio: 2019,
    url: 'https://www.who.int/publications/i/item/9789241516365',
  },
  {
    titulo:
      'NICE NG195. Neonatal infection: antibiotics for prevention and treatment (signos de infección del ombligo; cambios en la toma o en el comportamiento como indicadores de infección hasta los 28 días)',
    anio: 2021,
    url: 'https://www.nice.org.uk/guidance/ng195/chapter/Recommendations',
  },
  {
    titulo:
      'Schmitt-Thompson. Umbilical cord symptoms (reproducido por The Kidz Docs): consultar ya si la rojez se extiende desde el ombligo o sale una raya roja; en 24 horas si hay pus o granitos (sin fecha; año de consulta)',
    anio: 2026,
    url: 'https://thekidzdocs.com/is-your-child-sick/Umbilical-Cord-Symptoms',
  },
];

export const FUENTE_CKS_CONJUNTIVITIS: Fuente = {
  titulo:
    'NICE CKS. Conjunctivitis - infective (conjuntivitis en un recién nacido de menos de 28 días: derivación urgente, el mismo día, a oftalmología; descartar clamidia y gonococo)',
  anio: 2024,
  url: 'https://cks.nice.org.uk/topics/conjunctivitis-infective/',
};

export const FUENTES_INFECCION_PARTO: readonly Fuente[] = [
  {
    titulo:
      'UKHSA. Varicella: the green book, chapter 34 (recién nacidos cuya madre tiene varicela desde 7 días antes hasta 7 días después del parto: riesgo de varicela neonatal grave, profilaxis)',
    anio: 2023,
    url: 'https://www.gov.uk/government/publications/varicella-the-green-book-chapter-34',
  },
  {
    titulo:
      'UKHSA. Guidelines on post exposure prophylaxis (PEP) for varicella or shingles (recién nacidos expuestos alrededor del parto: profilaxis y vigilancia)',
    anio: 2023,
    url: 'https://www.gov.uk/government/publications/post-exposure-prophylaxis-for-chickenpox-and-shingles',
  },
  {
    titulo:
      'RCOG / BASHH. Management of genital herpes in pregnancy (herpes genital de la madre al final del embarazo o en el parto: avisar al equipo neonatal, valorar y vigilar al bebé)',
    anio: 2014,
    url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/other-guidelines/management-of-genital-herpes-in-pregnancy/',
  },
  {
    titulo: 'HSE (Irlanda). Neonatal herpes (ampollas, come mal, irritable o fiebre: atención urgente; 112 si no despierta o convulsiona) (sin fecha; año de consulta)',
    anio: 2026,
    url: 'https://www2.hse.ie/conditions/neonatal-herpes',
  },
  {
    titulo: 'American Academy of Pediatrics. Red Book: Report of the Committee on Infectious Diseases, Herpes simplex y Varicella-zoster (tratamiento antiviral inmediato del recién nacido)',
    anio: 2024,
    url: 'https://publications.aap.org/redbook',
  },
];

/** Every source of this module, for a flow that asks all three questions. */
export const FUENTES_RECIEN_NACIDO: readonly Fuente[] = [...FUENTES_OMBLIGO, FUENTE_CKS_CONJUNTIVITIS, ...FUENTES_INFECCION_PARTO];

// ---------------------------------------------------------------------------
// Omphalitis (round 16's words: hinchazon_local PIEL_BEBE, problemas_piel BEBE_INFECCION)
// ---------------------------------------------------------------------------

/** Least serious first. */
export const OMBLIGO_RN = {
  no: 'Está bien: seco o algo húmedo mientras se cae el cordón, sin pus, sin mal olor y sin rojez alrededor',
  pus: 'Solo el ombligo: está rojo por dentro, supura pus o huele mal, pero la piel de la tripa de alrededor no está roja',
  onfalitis: 'La piel de alrededor del ombligo está roja, hinchada o dura (más que un borde rosado fino), o salen rayas rojas desde el ombligo',
} as const;

export function preguntaOmbligoRecienNacido(mostrarSi: string): Pregunta {
  return {
    id: 'ombligo_rn',
    texto: '¿Cómo está el ombligo (o el trocito de cordón que le queda)?',
    tipo: 'opciones',
    opciones: [OMBLIGO_RN.no, OMBLIGO_RN.pus, OMBLIGO_RN.onfalitis],
    ayuda:
      'Míralo con buena luz al cambiarle el pañal. Mientras se cae el cordón (1-3 semanas) es normal que el muñón esté húmedo o pegajoso, huela un poco, manche el pañal con un punto de sangre y tenga un borde rosado fino junto a la base. Si encaja más de una opción, elige la última que encaje.',
    mostrar_si: mostrarSi,
    alarma: [OMBLIGO_RN.onfalitis],
  };
}

export const OMBLIGO_RN_ONFALITIS = `ombligo_rn = '${OMBLIGO_RN.onfalitis}'`;
export const OMBLIGO_RN_PUS = `ombligo_rn = '${OMBLIGO_RN.pus}'`;

/** Rojo under 3 months: red, swollen or hard skin round the navel, or red streaks (WHO IMCI 2019; round 16). */
export function reglaOnfalitis(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    OMBLIGO_RN_ONFALITIS,
    'Piel roja, hinchada o dura alrededor del ombligo en un recién nacido (onfalitis)',
    [
      'En un bebé de pocas semanas, la piel roja, hinchada o dura alrededor del ombligo, o unas rayas rojas que salen de él, es una infección del ombligo que puede pasar a la sangre en pocas horas, aunque aún no tenga fiebre ni parezca enfermo: necesita que lo vean en urgencias ahora para empezar el antibiótico (OMS; NICE NG195).',
      'Marca con un bolígrafo el borde de la rojez y apunta la hora.',
      BEBE_CAMINO,
      'Llama al 112 si deja de comer, está muy dormido o flojo, está pálido o moteado, o le cuesta respirar.',
    ],
    consejos,
    extra,
  );
}

/**
 * Rojo: pus or a bad smell from the navel with a baby who feeds less or is sleepier (WHO IMCI 2019: difficulty
 * feeding; NICE NG195: changes in feeding or behaviour). `decaido` is the flow's own condition for that.
 */
export function reglaOmbligoPusDecaido(decaido: string, consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    `${OMBLIGO_RN_PUS} AND (${decaido})`,
    'Ombligo con pus o mal olor en un recién nacido que come peor o está más dormido',
    [
      'Un ombligo infectado en un bebé de pocas semanas que come peor o está más dormido de lo normal puede ser una infección que ya ha pasado a la sangre: necesita que lo vean en urgencias ahora (OMS; NICE NG195).',
      BEBE_CAMINO,
      'Llama al 112 si deja de comer, no se despierta bien, está pálido o moteado, o le cuesta respirar.',
    ],
    consejos,
    extra,
  );
}

/** Amarillo: pus or a bad smell from the navel in a baby who feeds and behaves as usual (WHO IMCI: local infection). */
export function reglaOmbligoPus(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return amarillo(
    OMBLIGO_RN_PUS,
    'Ombligo rojo por dentro, con pus o mal olor, en un recién nacido que come y está como siempre',
    [
      'Un ombligo rojo por dentro, con pus o mal olor, es una infección del ombligo: que lo vea hoy su pediatra o la enfermera, porque puede necesitar antibiótico y hay que revisarlo en 2 días (OMS).',
      'Mientras tanto, límpialo con agua y jabón suave, sécalo bien y deja el pañal doblado por debajo para que no lo roce. No le pongas pomadas, polvos ni alcohol. Lávate las manos antes y después de tocarlo.',
      'Ve a urgencias ahora si la piel de la tripa alrededor del ombligo se pone roja, hinchada o dura, salen rayas rojas, le mides 38 °C o más (o menos de 36 °C), está más dormido o más flojo, o come menos de lo normal.',
    ],
    consejos,
    extra,
  );
}

// ---------------------------------------------------------------------------
// Sticky red eye in a newborn (ophthalmia neonatorum)
// ---------------------------------------------------------------------------

export function preguntaOjoRecienNacido(mostrarSi: string): Pregunta {
  return {
    id: 'ojo_rn',
    texto: '¿Le salen legañas o pus de un ojo o de los dos, y además el ojo está rojo o los párpados hinchados?',
    tipo: 'si_no',
    ayuda:
      'En las primeras semanas es frecuente que un ojo lagrimee o tenga algo de legaña con el ojo blanco y los párpados normales, porque el conducto de las lágrimas aún es estrecho: eso no cuenta, responde No.',
    mostrar_si: mostrarSi,
    alarma: ['si'],
  };
}

export const OJO_RN = "ojo_rn = 'si'";

/** Amarillo: conjunctivitis under 28 days needs a same-day ophthalmology assessment (NICE CKS Conjunctivitis - infective). */
export function reglaOftalmiaNeonatal(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return amarillo(
    OJO_RN,
    'Ojo rojo o párpados hinchados con legañas o pus en un recién nacido',
    [
      'En un bebé de menos de 4 semanas, un ojo rojo o con los párpados hinchados y con legañas o pus puede ser una conjuntivitis del recién nacido, a veces por gérmenes que pasan en el parto (clamidia o gonococo), que se trata con antibiótico: que lo vea hoy un médico, mejor un oftalmólogo, para tomar una muestra del ojo (NICE CKS).',
      'Mientras tanto, límpiale el ojo desde el lado de la nariz hacia fuera con una gasa y agua hervida templada, una gasa distinta para cada ojo, y lávate las manos antes y después. No le pongas colirios, pomadas ni leche en el ojo sin que te lo indiquen.',
      'Ve a urgencias ahora si los párpados se hinchan mucho y sale mucho pus, tiene 38 °C o más (o menos de 36 °C), come peor o está más dormido de lo normal.',
    ],
    consejos,
    extra,
  );
}

// ---------------------------------------------------------------------------
// Chickenpox or herpes in the mother around the birth
// ---------------------------------------------------------------------------

/** Least serious first. */
export const INFECCION_PARTO = {
  no: 'No, o no que sepamos',
  madre:
    'Sí, y el bebé está bien: no le han salido ampollitas, granitos con líquido ni llagas, no tiene fiebre, y come y se mueve como siempre',
  bebe: 'Sí, y al bebé le han salido ampollitas, granitos con líquido o llagas (en la piel, los ojos o la boca), tiene fiebre o menos de 36 °C, come peor o está más dormido, irritable o flojo',
} as const;

export function preguntaInfeccionParto(mostrarSi: string): Pregunta {
  return {
    id: 'madre_infeccion_parto',
    texto:
      '¿La madre tuvo varicela en la semana antes o en la semana después del parto, o tenía calenturas (herpes en el labio) o herpes genital (llagas o ampollitas en los genitales) cuando nació el bebé?',
    tipo: 'opciones',
    opciones: [INFECCION_PARTO.no, INFECCION_PARTO.madre, INFECCION_PARTO.bebe],
    ayuda:
      'La varicela cuenta si a la madre le salieron los granitos entre 7 días antes y 7 días después del parto. El herpes cuenta si tenía llagas o ampollitas al dar a luz, aunque ya se le hayan curado. Si encaja más de una opción, elige la última que encaje.',
    mostrar_si: mostrarSi,
    alarma: [INFECCION_PARTO.bebe],
  };
}

export const INFECCION_PARTO_BEBE = `madre_infeccion_parto = '${INFECCION_PARTO.bebe}'`;
export const INFECCION_PARTO_MADRE = `madre_infeccion_parto = '${INFECCION_PARTO.madre}'`;

/** Rojo: blisters, fever or an unwell baby after maternal chickenpox or herpes around the birth (HSE; AAP Red Book). */
export function reglaInfeccionPartoBebe(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return rojo(
    INFECCION_PARTO_BEBE,
    'Recién nacido con ampollitas, fiebre o decaído después de una varicela o un herpes de la madre en el parto',
    [
      'Si la madre tuvo varicela o herpes alrededor del parto, las ampollitas o llagas del bebé, la fiebre, comer peor o estar más dormido pueden ser una varicela o un herpes del recién nacido, que a esta edad se extienden deprisa: necesita tratamiento antiviral en el hospital ahora (HSE; AAP).',
      'Cuenta al llegar qué tuvo la madre y cuándo. No revientes las ampollitas ni pongas cremas.',
      'Llama al 112 si no se despierta bien, respira con dificultad, se pone azulado o tiene una convulsión.',
    ],
    consejos,
    { acciones_sugeridas: ACCIONES_URGENCIAS, ...extra },
  );
}

/** Amarillo: a well baby after maternal chickenpox (7 days either side of birth) or herpes at birth (UKHSA; RCOG/BASHH). */
export function reglaInfeccionParto(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return amarillo(
    INFECCION_PARTO_MADRE,
    'La madre tuvo varicela o herpes alrededor del parto: el bebé necesita valoración hoy',
    [
      'Si la madre tuvo varicela entre 7 días antes y 7 días después del parto, o tenía herpes (calenturas o herpes genital) al dar a luz, el bebé puede contagiarse y a esta edad la infección puede ser grave. Llama hoy a tu pediatra, a tu matrona o al hospital donde nació, aunque el bebé esté bien: valorarán si necesita una inmunoglobulina o un antiviral para prevenirla y cómo vigilarlo (UKHSA; RCOG).',
      'Lávate bien las manos antes de cogerlo. Si alguien tiene calenturas o ampollitas, que las tape, no lo bese y no le toque la cara.',
      'Ve a urgencias ahora si al bebé le salen ampollitas, granitos con líquido o llagas, tiene 38 °C o más (o menos de 36 °C), come peor, está más dormido, irritable o flojo, o hace algún movimiento raro.',
    ],
    consejos,
    extra,
  );
}
