/**
 * Shared building blocks of the triage catalogue (CLINICAL.md "Shape of a
 * flow"): the age and weight questions, the global red features that NHS
 * Healthier Together repeats in every topic, the conservative catch-all
 * question, the two antipyretics with the per-kg texts of SPEC §9, and the
 * standard safety-net wording of each level.
 *
 * Flows import these instead of rewriting them, so the same finding is asked
 * with the same observable words everywhere. A flow may narrow a shared
 * question with its own `mostrar_si` by spreading it: `{ ...PREGUNTA_X, mostrar_si: '…' }`.
 */
import { EDAD_OPCIONES, PREGUNTA_EDAD_ID, PREGUNTA_PESO_ID } from '../edad.ts';
import type { Aviso, MedicacionSugerida, Pregunta, Regla, Urgencia } from '../types.ts';

// ---------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------

export { lista, SIEMPRE } from './siempre.ts';

export const EDADES_MENOR_6_MESES = ['0-3 meses', '3-6 meses'] as const;
export const EDADES_MENOR_2_ANOS = ['0-3 meses', '3-6 meses', '6-12 meses', '1-2 años'] as const;

// ---------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------

/**
 * Always the first question (SPEC §3). The spec's ranges share their ends
 * ("1-2 años", "2-5 años"): the help settles a birthday on the range it opens,
 * as the guidelines' thresholds do ("under 3 months" excludes a 3-month-old)
 * and as the dose limits read a range (its youngest age).
 */
export const PREGUNTA_EDAD: Pregunta = {
  id: PREGUNTA_EDAD_ID,
  texto: '¿Qué edad tiene?',
  tipo: 'opciones',
  opciones: EDAD_OPCIONES,
  ayuda: 'Si tiene justo la edad en la que se tocan dos opciones, elige la de más edad: con 3 meses recién cumplidos, "3-6 meses"; con 2 años, "2-5 años"; con 12 años, "12+ años".',
};

/**
 * Asked last, and only in flows whose result can suggest a dose, so an
 * emergency never waits for it. The text names "peso" and "kg" so the
 * questionnaire validates 0.5–150 kg (SPEC §5).
 */
export const PREGUNTA_PESO: Pregunta = {
  id: PREGUNTA_PESO_ID,
  texto: '¿Cuánto pesa aproximadamente (en kg)?',
  tipo: 'numero',
  ayuda: 'Lo usamos solo para calcular la dosis de los medicamentos. Si no lo sabes exacto, pon el último peso que recuerdes.',
};

/** Global red feature: colour (NICE NG143 red "pale/mottled/ashen/blue"; HT red). */
export const PREGUNTA_COLOR_GRAVE: Pregunta = {
  id: 'color_grave',
  texto: '¿Está muy pálido o grisáceo, con la piel moteada (como marmolada) o con los labios azulados?',
  tipo: 'si_no',
  ayuda: 'Mira los labios, la lengua y la piel con buena luz. Si además nota las manos y los pies muy fríos, responde Sí.',
  alarma: ['si'],
};

/** Global red feature: breathing (NICE NG143 red: grunting, chest indrawing; HT red: pauses, too breathless to feed or talk). */
export const PREGUNTA_RESPIRA_MAL: Pregunta = {
  id: 'respira_mal',
  texto:
    '¿Le cuesta respirar: hace pausas sin respirar, se queja (gruñe) con cada respiración, se le hunden las costillas o el cuello al respirar, o está tan fatigado que no puede comer o hablar?',
  tipo: 'si_no',
  ayuda: 'Levántale la ropa y mira el pecho y la tripa mientras respira, sin que llore si es posible.',
  alarma: ['si'],
};

/** Global red feature: consciousness and cry (NICE NG143 red activity row; HT red). */
export const PREGUNTA_NO_RESPONDE: Pregunta = {
  id: 'no_responde',
  texto:
    '¿Está muy adormilado, cuesta mucho despertarlo o no responde cuando le hablas o lo tocas, o tiene un llanto débil, muy agudo o continuo que no consigues calmar con nada?',
  tipo: 'si_no',
  alarma: ['si'],
};

/** Answers of the spots question: one question tells a non-blanching rash (rojo) from one that blanches. */
export const MANCHAS = {
  no: 'No tiene manchas',
  seBorran: 'Sí, y se borran al apretar',
  noSeBorran: 'Sí, y NO se borran al apretar',
} as const;

/** Global red feature: non-blanching rash, with the glass test (NICE NG143 red; every HT sheet). */
export const PREGUNTA_MANCHAS: Pregunta = {
  id: 'manchas_piel',
  texto: '¿Le han salido manchas o puntitos en la piel? Si es así, ¿se borran al apretar encima un vaso de cristal?',
  tipo: 'opciones',
  opciones: [MANCHAS.no, MANCHAS.seBorran, MANCHAS.noSeBorran],
  ayuda:
    'Prueba del vaso: aprieta el lado de un vaso de cristal transparente contra las manchas. Si se siguen viendo a través del cristal (rojas o moradas), NO se borran. Mira todo el cuerpo, también la tripa, la espalda y las piernas.',
  alarma: [MANCHAS.noSeBorran],
};

/**
 * The child's appearance as a sign (NICE NG143 red/amber "appears ill",
 * STCC "looks or acts very sick"): what the parent sees in the child, compared
 * with other illnesses. It replaced the old catch-all
 * "¿Lo notas muy enfermo o estás muy preocupado?", which mixed it with worry.
 */
export const PREGUNTA_MUY_ENFERMO: Pregunta = {
  id: 'muy_enfermo',
  texto: '¿Lo ves muy enfermo, distinto de otras veces que ha estado malo?',
  tipo: 'si_no',
  ayuda:
    'Piensa en cómo está tu hijo (cómo te mira, cómo se mueve, cómo te responde) comparado con otras veces que ha estado enfermo, no en lo asustado que estés. Si está claramente peor que nunca, responde Sí.',
  alarma: ['si'],
};

/**
 * The parent's worry, asked apart from the child's signs. Every parent who
 * opens the app is worried; worry alone does not raise the level (issue 9),
 * but the result then offers a paediatrician now and says when to go anyway.
 */
export const PREGUNTA_PREOCUPADO: Pregunta = {
  id: 'preocupado',
  texto: '¿Te has quedado preocupado o con dudas?',
  tipo: 'si_no',
  ayuda: 'El nivel de urgencia depende de los signos de tu hijo, no de esta respuesta. Si dices que sí, te explicamos cómo hablar ahora con un pediatra.',
};

/** The advice a worried parent gets with an amarillo or verde result (never changes the level). */
export const AVISO_PREOCUPADO: Aviso = {
  si: `${PREGUNTA_PREOCUPADO.id} = 'si'`,
  consejo:
    'Si te has quedado preocupado, puedes hablar ahora por chat con un pediatra: pulsa «Teleconsulta — 15 €». Y no esperes a la teleconsulta: ve a urgencias (o llama al 112 si es grave) si aparece cualquiera de los signos de alarma de este resultado, si lo ves cada vez peor o si notas que está muy enfermo, distinto de otras veces.',
};

// ---------------------------------------------------------------------------
// Medicines (SPEC §9; AEMPS fichas técnicas, clinical-sources §c)
// ---------------------------------------------------------------------------

export const PARACETAMOL: MedicacionSugerida = {
  med: 'paracetamol',
  dosis_por_kg: '15 mg/kg cada 6-8 horas (máximo 60 mg/kg/día)',
  ejemplo: 'Para {peso} kg: {dosis} por toma, cada 6-8 horas; no más de 4 tomas en 24 horas.',
};

/** Only over 6 months (SPEC §9); the engine also withholds it under 6 months. */
export const IBUPROFENO: MedicacionSugerida = {
  med: 'ibuprofeno',
  dosis_por_kg: '10 mg/kg cada 6-8 horas (máximo 30 mg/kg/día)',
  ejemplo: 'Para {peso} kg: {dosis} por toma, cada 6-8 horas, sin pasar de 3 tomas en 24 horas.',
};

export function paracetamol(): readonly MedicacionSugerida[] {
  return [PARACETAMOL];
}

/** Both antipyretics, as alternatives (never together). */
export function antitermicos(): readonly MedicacionSugerida[] {
  return [PARACETAMOL, IBUPROFENO];
}

/** NICE NG143 antipyretic advice, as parents read it. */
export const CONSEJOS_ANTITERMICOS: readonly string[] = [
  'El paracetamol o el ibuprofeno sirven para que esté más cómodo, no para bajar el número del termómetro: dáselo solo si está molesto o dolorido.',
  'No le des los dos a la vez. Si con uno sigue molesto antes de que toque la siguiente dosis, puedes cambiar al otro; apunta la hora y la dosis de cada toma.',
  'Usa la jeringa dosificadora de su propio envase, nunca gotas ni cucharas de cocina. Si es menor de 2 años, confirma la dosis con tu pediatra o farmacéutico.',
];

// ---------------------------------------------------------------------------
// Actions and safety nets (CLINICAL.md "Rules")
// ---------------------------------------------------------------------------

export const ACCION = {
  llama112: 'Llama al 112',
  urgenciasAhora: 'Acude a urgencias ahora',
  urgenciasHoy: 'Acude a urgencias hoy si no te pueden ver antes',
  pediatraHoy: 'Pide cita con tu pediatra hoy',
  pediatraNoUrgente: 'Pide cita con tu pediatra (no urgente)',
  cuidaEnCasa: 'Cuídalo en casa',
  vigila: 'Vigila los signos de alarma',
} as const;

/** Closes every rojo result. */
export const CONSEJO_ROJO_CAMINO = 'Si empeora por el camino, llama al 112.';

/** Closes every amarillo result (HT amber: "if no contact within 4 hours…"). */
export const CONSEJO_AMARILLO =
  'Si no te pueden ver en unas horas o empeora, acude a urgencias. Si aparece un signo grave (le cuesta respirar, labios azulados, no responde, una convulsión o manchas que no se borran al apretar), llama al 112.';

/** The global red features as reasons to come back, for every verde result. */
export const MOTIVOS_ALARMA_GLOBALES: readonly string[] = [
  'le cuesta respirar, hace pausas o se le hunden las costillas',
  'está muy pálido, moteado o con los labios azulados',
  'está muy adormilado, no responde o tiene un llanto débil o continuo',
  'tiene una convulsión',
  'le salen manchas que no se borran al apretar un vaso encima',
];

/** Verde safety net: when to go back now. */
export function consejoVuelveSi(motivos: readonly string[]): string {
  return `Vuelve a consultar enseguida (urgencias, o el 112 si es grave) si: ${motivos.join('; ')}.`;
}

/** Verde safety net: when to see the paediatrician. */
export function consejoConsultaSi(motivos: readonly string[]): string {
  return `Consulta con tu pediatra si: ${motivos.join('; ')}.`;
}

/** Amarillo rule for the child's appearance (PREGUNTA_MUY_ENFERMO), after a flow's own amarillo rules. */
export function reglaMuyEnfermo(consejos: readonly string[] = []): Regla {
  return {
    si: `${PREGUNTA_MUY_ENFERMO.id} = 'si'`,
    urgencia: 'amarillo',
    titulo: 'Lo ves muy enfermo, distinto de otras veces',
    consejos: [
      'Que lo valore hoy un médico: cuando un niño parece mucho más enfermo que otras veces, hay que verlo aunque no haya otro signo claro.',
      ...consejos,
      CONSEJO_AMARILLO,
    ],
    acciones_sugeridas: [ACCION.pediatraHoy, ACCION.urgenciasHoy],
  };
}

// ---------------------------------------------------------------------------
// Rule builders
// ---------------------------------------------------------------------------

export const ACCIONES_112: readonly string[] = [ACCION.llama112, ACCION.urgenciasAhora];
export const ACCIONES_URGENCIAS: readonly string[] = [ACCION.urgenciasAhora, 'Llama al 112 si empeora'];
export const ACCIONES_AMARILLO: readonly string[] = [ACCION.pediatraHoy, ACCION.urgenciasHoy];

export const consejosRojo = (...propios: string[]): string[] => [...propios, CONSEJO_ROJO_CAMINO];

export interface DefectosRegla {
  readonly acciones: readonly string[];
  /** Wraps the rule's own advice (adds the level's safety net). */
  readonly consejos?: (propios: string[]) => string[];
  readonly medicacion?: readonly MedicacionSugerida[];
}

/**
 * A flow's builder for one level: its own advice and condition, the flow's
 * defaults for actions, safety net and medicines, and any override in `extra`.
 */
export function creadorDeReglas(urgencia: Urgencia, defectos: DefectosRegla) {
  return (si: string, titulo: string, consejos: string[], extra: Partial<Regla> = {}): Regla => ({
    si,
    urgencia,
    titulo,
    consejos: defectos.consejos ? defectos.consejos(consejos) : consejos,
    acciones_sugeridas: defectos.acciones,
    ...(defectos.medicacion ? { medicacion: defectos.medicacion } : {}),
    ...extra,
  });
}

// ---------------------------------------------------------------------------
// Fever as three bands (respiratory flows)
// ---------------------------------------------------------------------------

export const FIEBRE_TRAMOS = {
  no: 'No tiene fiebre',
  menos39: 'Sí, menos de 39 °C',
  desde39: 'Sí, 39 °C o más',
} as const;

export const CON_FIEBRE_TRAMOS = `fiebre != '${FIEBRE_TRAMOS.no}'`;

export const PREGUNTA_FIEBRE_TRAMOS: Pregunta = {
  id: 'fiebre',
  texto: '¿Tiene fiebre?',
  tipo: 'opciones',
  opciones: [FIEBRE_TRAMOS.no, FIEBRE_TRAMOS.menos39, FIEBRE_TRAMOS.desde39],
  ayuda: 'Fiebre es 38 °C o más medida con termómetro (en la axila). Si no se la has medido, mídesela ahora; elige la temperatura más alta de hoy.',
  alarma: [FIEBRE_TRAMOS.desde39],
};

/** NICE NG143 amber: fever for 5 days or more. */
export const PREGUNTA_DIAS_FIEBRE: Pregunta = {
  id: 'dias_fiebre',
  texto: '¿Lleva 5 días o más con fiebre?',
  tipo: 'si_no',
  mostrar_si: CON_FIEBRE_TRAMOS,
  alarma: ['si'],
};
