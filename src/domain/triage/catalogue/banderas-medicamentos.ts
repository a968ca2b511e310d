/**
 * A medicine a child took by accident, asked the same way wherever a parent
 * can say "he swallowed a medicine" (round 12: intoxicacion, and denticion's
 * swallowed-object question), so the same medicine gets the same level in
 * every flow.
 *
 * After the dangerous list (medicamento_riesgo: heart or blood-pressure,
 * diabetes, antidepressants, sleeping pills, epilepsy, strong painkillers,
 * iron, or an unknown medicine → rojo), one question tells apart the three
 * exposures the poison centres call harmless in a well child, each with a
 * confirmation where "not sure" means No:
 *
 * - One extra normal dose of the child's own paracetamol or ibuprofen oral
 *   liquid, by mistake (two people gave it, or it was repeated too soon).
 *   UK NPIS (TOXBASE) and the SEUP poisoning manual (Mintegi): paracetamol
 *   under 75 mg/kg in 24 hours needs no treatment (150 mg/kg is the toxic
 *   threshold of a single acute ingestion); ibuprofen under 100 mg/kg causes
 *   no symptoms. A parent cannot count mg/kg, so the question counts doses:
 *   the Spanish product data (AEMPS fichas técnicas) give at most 15 mg/kg of
 *   paracetamol and 10 mg/kg of ibuprofen per dose, so 4 correctly measured
 *   doses in 24 hours are at most 60 mg/kg of paracetamol and 40 mg/kg of
 *   ibuprofen, a margin below 75 mg/kg (5 doses, the maximum the US label of
 *   children's paracetamol allows before its liver warning, 21 CFR 201.326,
 *   would reach the edge of the band).
 *   From 3 months (under 3 months the dose is set by a doctor) to under 12
 *   years (from 12 the adult doses of 1 g no longer stay under 75 mg/kg), and only the oral liquid measured with its own syringe or cup.
 * - Contraceptive pills (round 8: Lynch 2009; Missouri Poison Center).
 * - Medicines of low toxicity in the amount a child can take from a bottle or
 *   a tube at home (Merck "Substances usually not dangerous when ingested";
 *   NPIS low-toxicity list; SEUP manual): penicillins (amoxicillin,
 *   amoxicillin-clavulanate), cephalosporins and macrolides (not isoniazid,
 *   not antimalarials), antacids, simethicone, lactulose, most creams and
 *   ointments and nappy creams, homeopathic products, vitamins without iron
 *   (not fluoride, not vitamin A or D preparations).
 *
 * The last two keep the flows' rule for any swallowing by the child himself:
 * from 1 year (FAPap 2015: under 1 year think also of a non-accidental
 * poisoning). Any symptom, a whole bottle of paracetamol or ibuprofen, an
 * unknown amount, a liver condition, another medicine or not being sure keep
 * the flow's own level (at least amarillo). The first action of every verde
 * is the call to the Servicio de Información Toxicológica.
 *
 * Question ids: `medicamento_riesgo` and `anticonceptivo` (moved here from
 * intoxicacion, same meaning), `medicamento_cual`, `dosis_de_mas`,
 * `medicamento_inocuo`, `sintomas_medicamento` (round 12).
 */
import type { Fuente, Pregunta, Regla } from '../types.ts';
import { ACCION, consejoVuelveSi, lista } from './comunes.ts';

/** Spain's poison information service (Instituto Nacional de Toxicología), 24 h. */
export const TELEFONO_TOXICOLOGIA = '91 562 04 20';

/** The first action of a verde result after a possible poisoning (issue 9, pattern 4). */
export const ACCION_SERVICIO_TOXICOLOGIA = `Llama al Servicio de Información Toxicológica: ${TELEFONO_TOXICOLOGIA} (24 h)`;

export const SI_NO_NOSE = { si: 'Sí', no: 'No', noSe: 'No lo sé' } as const;

const EDADES_MENOR_1 = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;

/** One extra dose: from 3 months (dose set by a doctor before) to under 12 years (adult doses after). */
export const EDADES_DOSIS_DE_MAS = ['3-6 meses', '6-12 meses', '1-2 años', '2-5 años', '5-12 años'] as const;

/**
 * How many doses in 24 hours, counting the extra one, keep a correct dose under the threshold (see the header).
 * Four, not five: five doses of 15 mg/kg reach exactly 75 mg/kg, the edge of NPIS's "under 75 mg/kg" band, and a
 * dose read off a weight band on the box can be a little over 15 mg/kg; four (at most 60 mg/kg) keep a margin.
 */
export const DOSIS_MAXIMAS_24H = 4;

// ---------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------

export const FUENTE_MANUAL_SEUP_INTOXICACIONES: Fuente = {
  titulo:
    'Mintegi S (coord.), Grupo de Trabajo de Intoxicaciones de la SEUP. Manual de intoxicaciones en Pediatría, 3.ª ed. Ergon (paracetamol: sin tratamiento por debajo del umbral tóxico; ibuprofeno: asintomático por debajo de 100 mg/kg; ingestas no tóxicas)',
  anio: 2012,
  url: 'https://es.slideshare.net/juaniuto/manual-de-intoxicaciones-en-pediatria-3-a-edicin',
};

export const FUENTE_TOXBASE: Fuente = {
  titulo:
    'National Poisons Information Service (UK Health Security Agency). TOXBASE: paracetamol (menos de 75 mg/kg en 24 horas no necesita tratamiento) e ibuprofeno (menos de 100 mg/kg, sin síntomas) (acceso profesional; año de consulta)',
  anio: 2026,
  url: 'https://www.toxbase.org/',
};

export const FUENTE_ETIQUETA_PARACETAMOL_FDA: Fuente = {
  titulo:
    'US Code of Federal Regulations 21 CFR 201.326. Etiqueta obligatoria del paracetamol infantil sin receta (daño hepático grave si el niño toma más de 5 dosis en 24 horas, que es el máximo diario)',
  anio: 2026,
  url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-C/part-201/subpart-G/section-201.326',
};

export const FUENTE_MERCK_NO_PELIGROSAS: Fuente = {
  titulo: 'Merck Manual Professional. Substances usually not dangerous when ingested (tabla; sin fecha, año de consulta)',
  anio: 2026,
  url: 'https://merckmanuals.com/professional/multimedia/table/substances-usually-not-dangerous-when-ingested',
};

export const FUENTE_FAPAP_MEDICAMENTOS: Fuente = {
  titulo: 'Novoa Carballal R. Intoxicaciones medicamentosas en niños. Form Act Pediatr Aten Prim (FAPap)',
  anio: 2015,
  url: 'https://archivos.fapap.es/DetalleArticulo/_l1urTLlmMtVrea6WrA0sG6B2hsjauCj4QFo2Vlnb1qNvJiTTMphdIHXrrHpI5pf575JSdeGfBLUpSJ3a8zHQkw',
};

export const FUENTES_ANTICONCEPTIVOS: readonly Fuente[] = [
  {
    titulo:
      'Lynch AM, McKay B, Murray L. Unintentional ingestions of oral contraceptive pills by toddlers. Clin Toxicol 2009;47(2):174-7 (sin efectos importantes; mediana de 5 pastillas)',
    anio: 2009,
    url: 'https://research-repository.uwa.edu.au/en/publications/assessment-of-short-term-outcomes-following-unintentional-ingesti',
  },
  {
    titulo: 'Missouri Poison Center. Birth control pills: largely harmless (sin fecha; año de consulta)',
    anio: 2026,
    url: 'https://missouripoisoncenter.org/birth-control-pills/',
  },
];

/** The sources of this module that a flow does not already list. */
export const FUENTES_MEDICAMENTOS: readonly Fuente[] = [FUENTE_MANUAL_SEUP_INTOXICACIONES, FUENTE_TOXBASE, FUENTE_ETIQUETA_PARACETAMOL_FDA];

// ---------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------

export const MEDICAMENTO_CUAL = {
  dosisDeMas:
    'Le hemos dado una dosis de más de su propio paracetamol o ibuprofeno, por error (se la dimos dos personas, o se la repetimos antes de tiempo)',
  anticonceptivo: 'Pastillas anticonceptivas (la píldora)',
  inocuo:
    'Un antibiótico, un antiácido, unas gotas para los gases, lactulosa, una crema o pomada para la piel o el pañal, un producto homeopático o unas vitaminas sin hierro',
  otro: 'Otro medicamento, más de uno, o no estoy seguro',
} as const;

/** The list the confirmation shows, in the parent's words, with what does not count (Merck; NPIS; SEUP). */
export const MEDICAMENTOS_INOCUOS =
  'antibióticos en jarabe, sobres o pastillas de la familia de la penicilina (amoxicilina, amoxicilina con ácido clavulánico), de las cefalosporinas (cefuroxima, cefixima, cefadroxilo, cefaclor) o de los macrólidos (azitromicina, claritromicina, eritromicina); antiácidos para el ardor de estómago (almagato, magaldrato, hidróxido de aluminio o de magnesio, carbonato cálcico); gotas para los gases (simeticona); lactulosa para el estreñimiento; cremas o pomadas para la piel (hidratantes, de hidrocortisona, antibióticas o para los hongos) y las del culito del pañal (óxido de zinc); productos homeopáticos; vitaminas infantiles sin hierro';

export const MEDICAMENTOS_QUE_NO_CUENTAN =
  'los medicamentos para la tuberculosis (isoniazida) o para la malaria (cloroquina, hidroxicloroquina); las vitaminas o suplementos con hierro o con flúor, y las gotas o ampollas de vitamina D o de vitamina A; las pomadas, geles o parches para el dolor, los golpes o el catarro (con alcanfor, mentol o salicilato de metilo); los geles o cremas con anestésico (lidocaína, benzocaína); las gotas para la nariz o para los ojos; y cualquier otro medicamento';

// ---------------------------------------------------------------------------
// Questions: each flow adds the condition of its own path (`camino`)
// ---------------------------------------------------------------------------

/** The dangerous list (FAPap 2015: lethal to a toddler in 1-2 tablets; iron). Round 12: moved here from intoxicacion, same id and meaning. */
export function preguntaMedicamentoRiesgo(camino: string): Pregunta {
  return {
    id: 'medicamento_riesgo',
    texto:
      '¿Es alguno de estos, o no sabes qué medicamento es: para el corazón o la tensión, para la diabetes (el azúcar), antidepresivos, para dormir o para los nervios, para la epilepsia, para el dolor fuerte (tramadol, codeína, morfina, metadona o parches), o pastillas de hierro?',
    tipo: 'opciones',
    opciones: [SI_NO_NOSE.si, SI_NO_NOSE.no, SI_NO_NOSE.noSe],
    mostrar_si: camino,
    alarma: [SI_NO_NOSE.si, SI_NO_NOSE.noSe],
  };
}

/** Asked after a medicine that is not on the dangerous list (`caminoSinRiesgo`). */
export function preguntasMedicamento(caminoSinRiesgo: string): Pregunta[] {
  const camino = `(${caminoSinRiesgo})`;
  return [
    {
      id: 'medicamento_cual',
      texto: '¿Qué medicamento ha sido?',
      tipo: 'opciones',
      opciones: [MEDICAMENTO_CUAL.dosisDeMas, MEDICAMENTO_CUAL.anticonceptivo, MEDICAMENTO_CUAL.inocuo, MEDICAMENTO_CUAL.otro],
      ayuda:
        'Si ha tomado varios medicamentos distintos, no sabes bien cuál era o no sabes cuánto ha tomado, elige la última opción.',
      // Under 3 months every medicine is seen: no answer here could change that.
      mostrar_si: `${camino} AND edad_rango != '0-3 meses'`,
      alarma: [MEDICAMENTO_CUAL.otro],
    },
    {
      id: 'dosis_de_mas',
      texto: `¿Se cumple todo esto? Ha sido solo UNA dosis de más; era su jarabe (solución o suspensión) y cada dosis era la que le toca por su peso, medida con la jeringa o el vasito de su propio envase; contando esa, no ha tomado más de ${DOSIS_MAXIMAS_24H} dosis en las últimas 24 horas; y no tiene ninguna enfermedad del hígado.`,
      tipo: 'si_no',
      ayuda:
        'Cuenta las dosis de ese medicamento desde esta misma hora de ayer. Responde No si no sabes cuánto ha tomado; si ha bebido del frasco o ha tomado pastillas o sobres; si se usó otra jeringa u otro frasco (por ejemplo, el ibuprofeno de 40 mg/ml medido como si fuera el de 20 mg/ml); si además ha tomado otro medicamento que también lleva paracetamol (algunos antigripales o jarabes para la tos); si lleva varios días tomando más de lo indicado, o come y bebe muy poco estos días; o si no estás seguro.',
      mostrar_si: `${camino} AND medicamento_cual = '${MEDICAMENTO_CUAL.dosisDeMas}' AND edad_rango IN ${lista(EDADES_DOSIS_DE_MAS)}`,
      alarma: ['no'],
    },
    {
      // Round 8 (intoxicacion); round 12: the same question, now after medicamento_cual.
      id: 'anticonceptivo',
      texto: '¿Han sido solo pastillas anticonceptivas (la píldora), aunque sean varias o un blíster, y ningún otro medicamento?',
      tipo: 'si_no',
      ayuda: 'Los centros de toxicología las consideran casi inofensivas para un niño. Si no estás seguro de que sean solo anticonceptivas, responde No.',
      // Babies under 1 year are always seen (FAPap 2015).
      mostrar_si: `${camino} AND medicamento_cual = '${MEDICAMENTO_CUAL.anticonceptivo}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)}`,
      alarma: ['no'],
    },
    {
      id: 'medicamento_inocuo',
      texto:
        '¿Es exactamente uno de estos medicamentos, estás seguro de cuál es, no ha tomado ningún otro, y no le han salido ronchas, granitos ni hinchazón en la piel?',
      tipo: 'si_no',
      ayuda: `Cuentan, en la cantidad que un niño puede tomar de un frasco o un tubo de casa: ${MEDICAMENTOS_INOCUOS}. No cuentan: ${MEDICAMENTOS_QUE_NO_CUENTAN}. Si tienes dudas, responde No.`,
      // Babies under 1 year are always seen (FAPap 2015).
      mostrar_si: `${camino} AND medicamento_cual = '${MEDICAMENTO_CUAL.inocuo}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)}`,
      alarma: ['no'],
    },
  ];
}

/**
 * For flows that do not already ask intoxicacion's symptom questions (denticion): a symptom after a medicine
 * (vomiting, drowsier or strange, breathing faster, deeper or noisy, sweating or trembling) → rojo, as in
 * intoxicacion (SPEC §4; SEUP). The flow adds its own help (what is normal for it) and path.
 */
export function preguntaSintomasMedicamento(camino: string, ayuda: string): Pregunta {
  return {
    id: 'sintomas_medicamento',
    texto:
      'Desde que lo tomó, ¿ha vomitado, está más dormido, flojo, torpe o raro de lo normal, respira más deprisa, más hondo o con ruido, o suda o tiembla?',
    tipo: 'si_no',
    ayuda,
    mostrar_si: camino,
    alarma: ['si'],
  };
}

// ---------------------------------------------------------------------------
// Conditions (true or false once the path's questions are answered)
// ---------------------------------------------------------------------------

const CUAL = 'medicamento_cual';

/** One of the three harmless exposures, confirmed, at its ages. Only meaningful after medicamento_riesgo = No. */
export const MEDICAMENTO_VERDE =
  `((${CUAL} = '${MEDICAMENTO_CUAL.dosisDeMas}' AND edad_rango IN ${lista(EDADES_DOSIS_DE_MAS)} AND dosis_de_mas = 'si')` +
  ` OR (${CUAL} = '${MEDICAMENTO_CUAL.anticonceptivo}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)} AND anticonceptivo = 'si')` +
  ` OR (${CUAL} = '${MEDICAMENTO_CUAL.inocuo}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)} AND medicamento_inocuo = 'si'))`;

/** Everything else after medicamento_riesgo = No: the flow's amarillo. */
export const MEDICAMENTO_AMARILLO =
  `(edad_rango = '0-3 meses' OR ${CUAL} = '${MEDICAMENTO_CUAL.otro}'` +
  ` OR (${CUAL} = '${MEDICAMENTO_CUAL.dosisDeMas}' AND (edad_rango NOT IN ${lista(EDADES_DOSIS_DE_MAS)} OR dosis_de_mas = 'no'))` +
  ` OR (${CUAL} IN ${lista([MEDICAMENTO_CUAL.anticonceptivo, MEDICAMENTO_CUAL.inocuo])} AND edad_rango IN ${lista(EDADES_MENOR_1)})` +
  ` OR (${CUAL} = '${MEDICAMENTO_CUAL.anticonceptivo}' AND anticonceptivo = 'no')` +
  ` OR (${CUAL} = '${MEDICAMENTO_CUAL.inocuo}' AND medicamento_inocuo = 'no'))`;

// ---------------------------------------------------------------------------
// Verde rules (the same advice in every flow)
// ---------------------------------------------------------------------------

const ACCIONES_VERDE: readonly string[] = [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila];

/** The dosing record after an extra dose: what the flows append when a later result could suggest a dose. */
export const CONSEJO_REGISTRO_DOSIS =
  'Apunta la hora y la cantidad de cada dosis (en un papel en la nevera o en el móvil) y que todas las personas que lo cuidan lo miren antes de darle nada: es la forma más sencilla de evitar otra dosis doble.';

/** One extra dose of the child's own paracetamol or ibuprofen, confirmed (NPIS TOXBASE; SEUP manual). */
export function reglaDosisDeMas(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: "dosis_de_mas = 'si'",
    urgencia: 'verde',
    titulo: 'Una dosis de más de su paracetamol o ibuprofeno, sin síntomas',
    consejos: [
      `Llama ahora al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante: diles su peso, qué medicamento es, cuánto le disteis en cada dosis y a qué horas, y sigue lo que te digan.`,
      `Una sola dosis de más de su jarabe, sin pasar de ${DOSIS_MAXIMAS_24H} dosis en 24 horas, queda muy por debajo de la cantidad que puede dañar el hígado o el riñón en un niño sano (centros de toxicología del Reino Unido y de la SEUP): si está bien, puede quedarse en casa.`,
      'No le hagas vomitar. Puede comer y beber con normalidad; que beba bien.',
      'No le des otra dosis del mismo medicamento hasta que te lo diga Toxicología; si no te dicen otra cosa, espera al menos 8 horas desde la última y dásela solo si la necesita. No le des el otro medicamento para compensar.',
      CONSEJO_REGISTRO_DOSIS,
      ...consejos,
      consejoVuelveSi([
        'vomita, le duele la tripa o está pálido, sudoroso, adormilado o raro',
        'se le ponen amarillos la piel o el blanco de los ojos',
        'hace mucho menos pis de lo normal',
        'te das cuenta de que ha tomado más dosis o más cantidad, de que el frasco o la jeringa eran otros, o de que también ha tomado otro medicamento con paracetamol',
      ]),
    ],
    acciones_sugeridas: ACCIONES_VERDE,
    ...extra,
  };
}

/** A few contraceptive pills, confirmed, from 1 year (round 8: Lynch 2009; Missouri Poison Center). */
export function reglaAnticonceptivo(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: "anticonceptivo = 'si'",
    urgencia: 'verde',
    titulo: 'Unas pastillas anticonceptivas, sin síntomas',
    consejos: [
      `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con la caja o el envase delante para confirmar que solo eran anticonceptivas y cuántas, y sigue lo que te digan.`,
      'Los centros de toxicología consideran la píldora anticonceptiva casi inofensiva para un niño aunque tome varias: como mucho puede tener náuseas o un vómito y, en las niñas, un pequeño sangrado vaginal unos días después, que no es grave. Puede quedarse en casa.',
      'No le hagas vomitar. Puede comer y beber con normalidad. Guarda los medicamentos fuera de su alcance.',
      ...consejos,
      consejoVuelveSi([
        'vomita muchas veces, está adormilado, raro o le cuesta respirar',
        'te das cuenta de que ha podido tomar otro medicamento',
      ]),
      'Consulta con su pediatra si tiene un sangrado vaginal que dura más de unos días.',
    ],
    acciones_sugeridas: ACCIONES_VERDE,
    ...extra,
  };
}

/** A medicine of low toxicity, confirmed, from 1 year (Merck; NPIS; SEUP manual). */
export function reglaMedicamentoInocuo(consejos: readonly string[] = [], extra: Partial<Regla> = {}): Regla {
  return {
    si: "medicamento_inocuo = 'si'",
    urgencia: 'verde',
    titulo: 'Un medicamento casi inofensivo en la cantidad de un accidente, sin síntomas',
    consejos: [
      `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante para confirmar el medicamento y la cantidad, y sigue lo que te digan.`,
      'Los centros de toxicología consideran este medicamento casi inofensivo en la cantidad que un niño puede tomar de un envase de casa: lo normal es que no note nada o, como mucho, una molestia de tripa, una caca más blanda o un vómito aislado. Puede quedarse en casa.',
      'Quítale los restos de la boca (o de la piel, con agua y jabón, si era una crema). No le hagas vomitar. Puede comer y beber con normalidad.',
      'Guarda el envase por si tienes que consultar después, y guarda los medicamentos en alto o bajo llave, fuera de su vista.',
      ...consejos,
      consejoVuelveSi([
        'vomita más de una vez, le duele la tripa o tiene diarrea',
        'le salen ronchas o granitos, se le hinchan los labios o los ojos, o le cuesta respirar (si es un antibiótico, puede ser alergia)',
        'está adormilado, raro, torpe o irritable',
        'te das cuenta de que ha tomado otro medicamento, o de que no era el que creías',
      ]),
    ],
    acciones_sugeridas: ACCIONES_VERDE,
    ...extra,
  };
}
