/**
 * Intoxicación. SEUP: any toxic ingestion or medicine overdose → Urgencias the
 * same day; unconscious or breathing problems → 112. SPEC §4: any symptom →
 * rojo. No medicine is ever suggested here.
 *
 * Issue 9, pattern 4: the one verde is earned from the poison centres' lists
 * of products that are not toxic in the small amounts a child takes (Merck
 * Manual table, UK NPIS low-toxicity list, FAPap 2015 "many household
 * products without toxicity in small amounts", NHS Healthier Together green
 * "no symptoms and a non-harmful substance"), under strict conditions: from 1 year, no
 * symptom at all, the exact product on the list, a lick, a bite or a sip, the
 * parent sure of both; the first action is the call to the Servicio de
 * Información Toxicológica. Round 3 adds a second verde from the same kind of
 * source: a whiff of a household cleaning product's vapour while cleaning,
 * from 1 year, no symptom, products not mixed (HUS Poison Information Centre:
 * "exposure usually temporary, move to fresh air"); smoke and gases from a
 * fire, stove, heater or engine (carbon monoxide) stay rojo. Everything else
 * is still seen (amarillo) or rojo. Round 11: food poisoning takes a
 * gastroenteritis path (NICE CG84; ESPGHAN/ESPID 2014; Healthier Together),
 * keeping rojo for wild mushrooms, botulism, shellfish or fish toxins, the
 * haemolytic uraemic syndrome, shock and bilious vomiting. Round 12: the
 * medicines the poison centres call harmless in a child's accidental amount
 * (most antibiotics, antacids, simethicone, lactulose, creams, homeopathic
 * products, vitamins without iron) and one extra dose of the child's own
 * paracetamol or ibuprofen, without symptoms, are verde with Toxicología first
 * (banderas-medicamentos.ts; NPIS TOXBASE; SEUP manual; Merck). Round 19:
 * the list adds the bait of ant or cockroach traps and fizzy bath bombs
 * (NCPC; Ontario and Missouri poison centres), and after a confirmed
 * contraceptive pill or low-toxicity medicine of a short list (chewable
 * antacids, vitamins without iron, simethicone, zinc-oxide nappy cream,
 * emollients), from 1 to 11 years, a single vomit, a short tummy ache or a
 * loose stool is verde with Toxicología first (Ontario Poison Centre;
 * Missouri Poison Center); the short list is shared with the doors'
 * follow-up (banderas-ingesta.ts).
 */
import type { Flujo, Fuente } from '../types.ts';
import {
  ACCION,
  AVISO_PREOCUPADO,
  CONSEJO_AMARILLO,
  CONSEJO_ROJO_CAMINO,
  consejoConsultaSi,
  consejoVuelveSi,
  lista,
  PREGUNTA_COLOR_GRAVE,
  PREGUNTA_EDAD,
  PREGUNTA_MUY_ENFERMO,
  PREGUNTA_NO_RESPONDE,
  PREGUNTA_PREOCUPADO,
  PREGUNTA_RESPIRA_MAL,
  reglaMuyEnfermo,
  creadorDeReglas,
} from './comunes.ts';
import { FICHAS } from './fichas.ts';
import {
  ACCION_SERVICIO_TOXICOLOGIA,
  FUENTES_ANTICONCEPTIVOS,
  FUENTES_MEDICAMENTOS,
  MEDICAMENTO_AMARILLO,
  MEDICAMENTO_CUAL,
  MEDICAMENTO_VERDE,
  preguntaMedicamentoRiesgo,
  preguntasMedicamento,
  reglaAnticonceptivo,
  reglaDosisDeMas,
  reglaMedicamentoInocuo,
  SI_NO_NOSE,
  TELEFONO_TOXICOLOGIA,
} from './banderas-medicamentos.ts';
import { conCribado } from './cribado-otras-puertas.ts';

// Round 12: the phone, the verde action and the three answers moved to banderas-medicamentos.ts (shared with denticion).
export { ACCION_SERVICIO_TOXICOLOGIA, SI_NO_NOSE, TELEFONO_TOXICOLOGIA };

export const SUSTANCIA = {
  medicamento: 'Medicamentos o vitaminas',
  hogar: 'Un producto de limpieza o del hogar',
  pila: 'Una pila de botón o imanes',
  gases: 'Ha respirado humo de un fuego, o gases de una estufa, un brasero, un calentador, una chimenea o un motor',
  vapores: 'Ha olido o respirado el vapor de un producto de limpieza (lejía, amoniaco, salfumán, limpiador…) mientras se limpiaba',
  drogas: 'Drogas o líquido de cigarrillo electrónico',
  alcohol: 'Alcohol, tabaco o colillas',
  otra: 'Una planta, una seta u otra cosa',
  termometro: 'Las bolitas plateadas (mercurio) de un termómetro antiguo de cristal que se ha roto',
  // Round 18: a new text (bubble solution, a piece of poinsettia and shop-bought play dough added): old answers are asked again.
  // Round 19: a new text again (the bait of an ant or cockroach trap and a fizzy bath bomb added).
  cotidiano:
    'Algo de uso diario casi inofensivo: pasta de dientes, jabón o champú, jabón de fregar los platos a mano, líquido de hacer pompas, crema o protector solar, maquillaje, espuma de afeitar, ceras, tiza, plastilina, pintura de dedos, barra de pegamento, tinta de boli, mina de lápiz, pulseras o barritas luminosas, las bolitas transparentes de los sobrecitos que pone «no comer» (gel de sílice), un trozo de hoja de flor de Pascua, el cebo de dentro de una trampa de hormigas o cucarachas, o un mordisco a una bomba de baño',
  noSe: 'No lo sé',
} as const;

/**
 * The follow-up of SUSTANCIA.cotidiano. Round 18: a new question (producto_lista, it was producto_inocuo) that
 * separates "is it on the list" from "how much": a listed product whose exact amount the parent does not know
 * is the verde of the list, and only a large amount of the products that upset the stomach in quantity (soaps,
 * creams, toothpaste with fluoride) stays amarillo, with a title of its own.
 */
export const LISTA = {
  si: 'Sí: es uno de la lista y sé cuál es, aunque no sepa exactamente cuánto ha tomado',
  mucho:
    'Es uno de la lista, pero ha tomado mucho: más de un trago de jabón, gel, champú, jabón de fregar o líquido de pompas, más de una cucharada de crema o de protector solar, o más de medio tubo de pasta de dientes',
  no: 'No es de la lista, o no estoy seguro de qué producto es',
} as const;

/**
 * Products the poison centres list as not toxic in a small accidental amount
 * (Merck Manual "Substances usually not dangerous when ingested"; NPIS "Low
 * toxicity substances"), only those a parent can
 * name with certainty. Not medicines, caustics, batteries, magnets, alcohol,
 * essential oils or anything else (see notas).
 */
export const PRODUCTOS_INOCUOS =
  'pasta de dientes; jabón de manos, gel de baño o champú; jabón líquido de fregar los platos a mano (no el de la máquina lavavajillas, ni sus pastillas o cápsulas, ni el detergente de la ropa); el líquido de hacer pompas de jabón; la mayoría de las cremas hidratantes, crema del pañal, protector solar en crema o vaselina; pintalabios o maquillaje; espuma o crema de afeitar; ceras de colores, tiza o plastilina comprada (no la masa de sal casera, que lleva mucha sal); acuarelas, témperas o pintura de dedos; tinta de bolígrafo o de rotulador; mina de lápiz; barra de pegamento o cola blanca escolar; el líquido de las pulseras o barritas luminosas que brillan en la oscuridad; bolitas transparentes de gel de sílice (los sobrecitos antihumedad de las cajas de zapatos o de los bolsos, con el aviso «no comer»; no los sobres de polvo de los paquetes de comida, que llevan hierro); papel o periódico; un trozo de hoja o de flor de la flor de Pascua (poinsettia); el cebo en gel o en pasta de dentro de una trampa de hormigas o de cucarachas (la cajita o el disco de plástico de casa; no los insecticidas en spray, en polvo o líquidos, ni el veneno para ratas o ratones); un mordisco a una bomba de baño o unas sales efervescentes de baño (de bicarbonato y ácido cítrico, sin aceites esenciales)';

/** What does not count, said wherever the list is shown (the list's confirmation here and banderas-ingesta.ts). */
export const PRODUCTOS_QUE_NO_CUENTAN =
  'colonias, perfumes, enjuagues bucales, geles desinfectantes, quitaesmaltes, tintes, aceites esenciales, alcanfor o pomadas para el catarro, detergentes de la ropa o del lavavajillas (líquidos, en pastillas o en cápsulas), lejía, otras plantas o bayas, insecticidas en spray, en polvo o líquidos, venenos para ratas o ratones, bombas o sales de baño con aceites esenciales (eucalipto, alcanfor, lavanda…) o sales de baño que no hacen burbujas (sal de Epsom, sal gorda), ni ningún medicamento';

// ---------------------------------------------------------------------------
// Round 19: the sources of the new products and medicines, exported for the doors' follow-up (banderas-ingesta.ts)
// ---------------------------------------------------------------------------

/** Ant and cockroach bait (the gel or paste of a consumer bait trap) and fizzy bath bombs. */
export const FUENTES_PRODUCTOS_RONDA_19: readonly Fuente[] = [
  {
    titulo: 'National Capital Poison Center (poison.org). Is ant bait safe around children? (poca toxicidad por su baja concentración; al probarlo, como mucho náuseas o vómitos; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://www.poison.org/articles/is-ant-bait-safe-around-children-193',
  },
  {
    titulo: 'Ontario Poison Centre. Ant traps (al probarlas, irritación leve de la boca y, como mucho, un vómito o una diarrea aislados; llevan mantequilla de cacahuete; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://www.ontariopoisoncentre.ca/household-hazards-items/ant-traps/',
  },
  {
    titulo: 'Missouri Poison Center. Bath bombs (poco tóxicas en poca cantidad: bicarbonato y un ácido débil; mal sabor, irritación de la boca y molestias de tripa; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://missouripoisoncenter.org/bath-bombs/',
  },
  {
    titulo: 'National Capital Poison Center (webPOISONCONTROL). The baby ate a bath bomb! (en poca cantidad, irritación de la boca, náuseas, vómitos o diarrea; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://webpoisoncontrol.org/articles/the-baby-ate-a-bath-bomb-194',
  },
];

/** The medicines minimally toxic in a one-time accidental ingestion, and the adolescent exception. */
export const FUENTES_MEDICAMENTOS_RONDA_19: readonly Fuente[] = [
  {
    titulo: 'Ontario Poison Centre. Antacids (una toma única por accidente rara vez es un problema: como mucho molestias de tripa, un vómito o una diarrea aislados; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://www.ontariopoisoncentre.ca/household-hazards-items/antacids/',
  },
  {
    titulo: 'Illinois Poison Center. My child ate antacid tablets (los de carbonato cálcico, mínimamente tóxicos; los masticables de subsalicilato de bismuto llevan otros ingredientes: llamar; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://www.illinoispoisoncenter.org/my-child-ate/antacid-tablets',
  },
  {
    titulo: 'Ontario Poison Centre. Diaper rash products (óxido de zinc: como mucho un efecto laxante leve; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://www.ontariopoisoncentre.ca/household-hazards-items/diaper-rash-products/',
  },
  {
    titulo: 'National Capital Poison Center (poison.org). Are diaper rash products dangerous? (un lametazo de crema de óxido de zinc o de lanolina no es peligroso; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://www.poison.org/articles/are-diaper-rash-products-dangerous',
  },
  {
    titulo: 'Missouri Poison Center. Gas drops (la simeticona no se absorbe y no es tóxica; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://missouripoisoncenter.org/gas-drops/',
  },
  {
    titulo: 'Missouri Poison Center. Gummy vitamins (mínimamente tóxicas en una toma única por accidente, sin hierro: molestias de tripa o diarrea; con hierro, llamar; sin fecha, año de consulta)',
    anio: 2026,
    url: 'https://missouripoisoncenter.org/gummy-vitamins/',
  },
  {
    titulo: 'NICE NG225. Self-harm: assessment, management and preventing recurrence (en adolescentes, una intoxicación puede ser intencionada y necesita valoración)',
    anio: 2022,
    url: 'https://www.nice.org.uk/guidance/ng225',
  },
];

const EDADES_MENOR_1 = ['0-3 meses', '3-6 meses', '6-12 meses'] as const;
const MENOR_1 = `edad_rango IN ${lista(EDADES_MENOR_1)}`;

const ACCION_TOXICOLOGIA = `Llama a Toxicología: ${TELEFONO_TOXICOLOGIA}`;

/**
 * Round 10: a small sip of ordinary household bleach (hypochlorite under about 5 %, as sold for cleaning), from
 * 1 year, with no symptom at all: the poison centres' "usually not dangerous" list (Merck) and MedlinePlus (diluted
 * sodium hypochlorite: mild stomach irritation) → verde with Toxicología first. Only after corrosivo = Sí.
 */
const LEJIA_SORBO = `sustancia = '${SUSTANCIA.hogar}' AND corrosivo = '${SI_NO_NOSE.si}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)} AND lejia_domestica = 'si'`;

/** The vapour path: a whiff while cleaning, from 1 year, products not mixed (HUS). */
const VAPORES_SIN_RIESGO = `sustancia = '${SUSTANCIA.vapores}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)} AND vapores_riesgo = '${SI_NO_NOSE.no}'`;

/** Round 18: a listed product, on the list and not a large amount, from 1 year (the verde of the list). */
const LISTA_VERDE = `sustancia = '${SUSTANCIA.cotidiano}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)} AND producto_lista = '${LISTA.si}'`;

/**
 * Round 18: after a listed product, a single vomit, a short tummy ache or a loose stool is the expected effect
 * (Missouri Poison Center and webpoisoncontrol on bubble solution; NCPC on poinsettia and play dough; HUS on hand
 * dishwashing liquid), not a symptom of poisoning: with the child now as usual it is the list's verde.
 */
const LISTA_MOLESTIA_LEVE = `${LISTA_VERDE} AND molestia_leve = 'si'`;

// ---------------------------------------------------------------------------
// Round 19: the medicines the poison centres call minimally toxic in a one-time accidental ingestion, where a single
// vomit, a short tummy ache or a loose stool is the expected effect (Ontario Poison Centre "Antacids" and "Diaper rash
// products"; Missouri Poison Center "Gas drops", "Gummy vitamins" and "Birth control pills"; NCPC "Diaper rash products").
// Shared with the doors that ask the ingestion follow-up (banderas-ingesta.ts).
// ---------------------------------------------------------------------------

/** Exploratory ingestions by a child from 1 year; from 12 years a medicine may have been taken on purpose (NICE NG225). */
export const EDADES_MEDICAMENTO_MINIMO = ['1-2 años', '2-5 años', '5-12 años'] as const;

/** The list, in the parent's words. */
export const MEDICAMENTOS_MINIMOS =
  'la píldora anticonceptiva; antiácidos masticables o de chupar para el ardor de estómago (de carbonato cálcico o de magnesio); vitaminas infantiles sin hierro (en gominolas, masticables o en jarabe); gotas para los gases (simeticona); crema del culito del pañal (óxido de zinc) y cremas hidratantes o emolientes sin medicamento';

/** What does not count, wherever the list is shown. */
export const MEDICAMENTOS_MINIMOS_QUE_NO_CUENTAN =
  'los antiácidos efervescentes o en sobre que llevan ácido acetilsalicílico (aspirina) y los de subsalicilato de bismuto; las vitaminas o suplementos con hierro o con flúor, las de adultos o de embarazadas, y las gotas de vitamina D o A; las cremas con medicamento (corticoide, antibiótico, para hongos o con anestésico); los antibióticos y la lactulosa; y cualquier otro medicamento (paracetamol, ibuprofeno, aspirina, hierro, para el corazón o la tensión, para la diabetes, antidepresivos, para dormir, calmantes fuertes, pomadas con alcanfor…)';

/** A medicine of the short list, confirmed by intoxicacion's medicine questions (false, not unknown, off its path). */
const MEDICAMENTO_MINIMO_CONFIRMADO =
  `sustancia = '${SUSTANCIA.medicamento}' AND medicamento_riesgo = '${SI_NO_NOSE.no}' AND edad_rango IN ${lista(EDADES_MEDICAMENTO_MINIMO)}` +
  ` AND ((medicamento_cual = '${MEDICAMENTO_CUAL.anticonceptivo}' AND anticonceptivo = 'si') OR (medicamento_cual = '${MEDICAMENTO_CUAL.inocuo}' AND medicamento_inocuo = 'si'))`;

/** Round 19: after one of them, a single vomit, a short tummy ache or a loose stool, the child now as usual. */
const MEDICAMENTO_MOLESTIA_LEVE = `${MEDICAMENTO_MINIMO_CONFIRMADO} AND medicamento_molestia_leve = 'si'`;

// ---------------------------------------------------------------------------
// Round 18: paracetamol or ibuprofen a child of 1 to 5 years took by himself, under the no-toxicity threshold
// of a single accidental ingestion, computed from the weight band and the most he can have taken.
// ---------------------------------------------------------------------------

/** Exploratory ingestions (Australasian consensus and TOXINZ: under 6 years); under 1 year always seen (FAPap 2015). */
export const EDADES_ANALGESICO = ['1-2 años', '2-5 años'] as const;

/**
 * Single acute ingestion thresholds, mg/kg, the cautious reading between sources: paracetamol 150 (SEUP manual:
 * toxic from 150 mg/kg; the Australasian consensus and TOXINZ act from 200 mg/kg under 6 years), ibuprofen 100
 * (SEUP and the Spanish paediatric sources: toxic from 100 mg/kg; RCH Melbourne: asymptomatic under 200 mg/kg).
 */
export const UMBRAL_PARACETAMOL_MG_KG = 150;
export const UMBRAL_IBUPROFENO_MG_KG = 100;

export const ANALGESICO = {
  paracetamolJarabe: 'Paracetamol en gotas o jarabe de 100 mg/ml',
  ibuprofeno20: 'Ibuprofeno en jarabe de 20 mg/ml (ibuprofeno al 2 %)',
  ibuprofeno40: 'Ibuprofeno en jarabe de 40 mg/ml (ibuprofeno al 4 %)',
  paracetamol500: 'Pastillas o sobres de paracetamol de 500 mg',
  paracetamol650: 'Pastillas o sobres de paracetamol de 650 mg',
  paracetamol1g: 'Pastillas o sobres de paracetamol de 1 g (1000 mg)',
  ibuprofeno200: 'Pastillas o sobres de ibuprofeno de 200 mg',
  ibuprofeno400: 'Pastillas o sobres de ibuprofeno de 400 mg',
  ibuprofeno600: 'Pastillas o sobres de ibuprofeno de 600 mg',
  otro: 'Otro medicamento, otra concentración, más de uno, o no lo sé',
} as const;

/** mg per ml (liquids) or per tablet or sachet, and the threshold that applies. */
const FORMAS_ANALGESICO: readonly { opcion: string; mg: number; umbral: number; liquido: boolean }[] = [
  { opcion: ANALGESICO.paracetamolJarabe, mg: 100, umbral: UMBRAL_PARACETAMOL_MG_KG, liquido: true },
  { opcion: ANALGESICO.ibuprofeno20, mg: 20, umbral: UMBRAL_IBUPROFENO_MG_KG, liquido: true },
  { opcion: ANALGESICO.ibuprofeno40, mg: 40, umbral: UMBRAL_IBUPROFENO_MG_KG, liquido: true },
  { opcion: ANALGESICO.paracetamol500, mg: 500, umbral: UMBRAL_PARACETAMOL_MG_KG, liquido: false },
  { opcion: ANALGESICO.paracetamol650, mg: 650, umbral: UMBRAL_PARACETAMOL_MG_KG, liquido: false },
  { opcion: ANALGESICO.paracetamol1g, mg: 1000, umbral: UMBRAL_PARACETAMOL_MG_KG, liquido: false },
  { opcion: ANALGESICO.ibuprofeno200, mg: 200, umbral: UMBRAL_IBUPROFENO_MG_KG, liquido: false },
  { opcion: ANALGESICO.ibuprofeno400, mg: 400, umbral: UMBRAL_IBUPROFENO_MG_KG, liquido: false },
  { opcion: ANALGESICO.ibuprofeno600, mg: 600, umbral: UMBRAL_IBUPROFENO_MG_KG, liquido: false },
];

/** Weight bands a parent can answer; each counts as its lowest weight (the cautious end). */
export const PESO_TRAMO = {
  menos10: 'Menos de 10 kilos',
  de10a12: 'De 10 a 12 kilos',
  de12a15: 'De 12 a 15 kilos',
  de15a20: 'De 15 a 20 kilos',
  de20a25: 'De 20 a 25 kilos',
  mas25: '25 kilos o más',
  noSe: 'No lo sé',
} as const;

/** The weight each band counts as: its lower edge; under 10 kilos, 6 (below the 3rd centile at 1 year, WHO). */
const KILOS_TRAMO: readonly [string, number][] = [
  [PESO_TRAMO.menos10, 6],
  [PESO_TRAMO.de10a12, 10],
  [PESO_TRAMO.de12a15, 12],
  [PESO_TRAMO.de15a20, 15],
  [PESO_TRAMO.de20a25, 20],
  [PESO_TRAMO.mas25, 25],
];

/** The most ml (or tablets) under the threshold for a form and a weight, rounded down to 2 decimals. */
export function cantidadMaximaAnalgesico(opcion: string, kilos: number): number {
  const forma = FORMAS_ANALGESICO.find((f) => f.opcion === opcion);
  if (!forma) throw new Error(`Forma desconocida: ${opcion}`);
  return Math.floor(((forma.umbral * kilos) / forma.mg) * 100) / 100;
}

const LIQUIDOS_ANALGESICO = FORMAS_ANALGESICO.filter((f) => f.liquido).map((f) => f.opcion);
const PASTILLAS_ANALGESICO = FORMAS_ANALGESICO.filter((f) => !f.liquido).map((f) => f.opcion);

/** Where the analgesic questions are asked: another medicine (not the extra dose, the pill or the listed ones), 1 to 5 years. */
const CAMINO_ANALGESICO = `comida_sospechosa = 'no' AND sustancia = '${SUSTANCIA.medicamento}' AND medicamento_riesgo = '${SI_NO_NOSE.no}' AND medicamento_cual = '${MEDICAMENTO_CUAL.otro}' AND edad_rango IN ${lista(EDADES_ANALGESICO)}`;

/**
 * True only when every term is answered and the most he can have taken is under the threshold for the lowest
 * weight of his band (false, not unknown, off this path: the first terms are always answered there).
 */
export const ANALGESICO_VERDE = `${CAMINO_ANALGESICO} AND (${FORMAS_ANALGESICO.flatMap((forma) =>
  KILOS_TRAMO.map(
    ([tramo, kilos]) =>
      `(analgesico = '${forma.opcion}' AND peso_tramo = '${tramo}' AND ${forma.liquido ? 'analgesico_ml' : 'analgesico_pastillas'} < ${cantidadMaximaAnalgesico(forma.opcion, kilos)})`,
  ),
).join(' OR ')})`;

/** What to do and not do on the way (AEP via Newtral 2023; FAPap 2015; SEUP). */
const NO_HACER: readonly string[] = [
  'No le hagas vomitar ni le des nada de comer ni de beber (tampoco leche ni agua), salvo que te lo indiquen en el 112 o en Toxicología.',
  'Lleva el envase, la caja o la etiqueta del producto (o una foto), y calcula cuánto puede haber tomado y a qué hora.',
  `El Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) puede aconsejarte mientras vais, pero no retrases la salida.`,
];

const consejosRojo = (...propios: string[]): string[] => [...propios, ...NO_HACER, CONSEJO_ROJO_CAMINO];

const rojo = creadorDeReglas('rojo', { acciones: [ACCION.urgenciasAhora, ACCION.llama112] });

const consejosAmarillo = (...propios: string[]): string[] => [
  `Llama ahora al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante: diles su edad, su peso, qué ha tomado, cuánto y a qué hora, y sigue sus indicaciones.`,
  ...propios,
  'No le hagas vomitar ni le des nada de comer ni de beber (tampoco leche ni agua) hasta que te lo indiquen.',
  'Guarda el envase y llévalo contigo si vas al médico.',
  'Aunque ahora esté bien, algunos tóxicos dan síntomas horas después: vigílalo de cerca y no lo dejes dormir solo.',
  'Llama al 112 si aparece cualquier síntoma: está más dormido o raro, vomita, le cuesta respirar, babea o tiene una convulsión.',
  CONSEJO_AMARILLO,
];

const ACCIONES_AMARILLO: readonly string[] = [ACCION_TOXICOLOGIA, 'Acude a urgencias hoy'];

// ---------------------------------------------------------------------------
// Round 11: food poisoning is assessed like gastroenteritis (NICE CG84; ESPGHAN/ESPID 2014; Healthier Together D&V),
// except the real food-borne poisonings (wild mushrooms, botulism, shellfish or fish toxins, haemolytic uraemic syndrome).
// ---------------------------------------------------------------------------

/** The food path: asked of everyone after the global red features; it replaces the toxic-exposure questions. */
const COMIDA = "comida_sospechosa = 'si'";
const NO_COMIDA = "comida_sospechosa = 'no'";

export const SETAS = {
  no: 'No ha comido setas del campo',
  sinSintomas: 'Sí, setas recogidas en el campo o de especie dudosa, y todavía no tiene ningún síntoma',
  conSintomas: 'Sí, setas recogidas en el campo o de especie dudosa, y tiene vómitos, diarrea, dolor de tripa u otro síntoma',
} as const;

export const SANGRE_COMIDA = {
  no: 'No ha tenido sangre en la caca',
  sangre: 'Ha tenido sangre en la caca, pero hace pis como siempre y tiene su color de siempre',
  sindrome:
    'Ha tenido sangre en la caca estos días y ahora hace muy poco pis (o ninguno en 12 horas), está muy pálido o cansado, o se le hinchan los párpados o las piernas',
} as const;

/** NICE CG84 clinical dehydration and shock, with Healthier Together's "cannot keep fluids down". */
export const HIDRATACION_COMIDA = {
  normal: 'Bebe y hace pis (o moja pañales) más o menos como siempre, y está despierto y atento',
  poca: 'Bebe menos de la mitad de lo normal o vomita todo lo que bebe (incluso a sorbos) desde hace 4 horas o más, tiene la boca o la lengua secas, los ojos hundidos, llora sin lágrimas, está más decaído o irritable de lo normal, o lleva 12 horas sin hacer pis (8 horas sin mojar el pañal si es un bebé)',
  grave:
    'Está muy pálido, grisáceo o con la piel moteada y las manos y los pies fríos, o al pellizcar suavemente la piel de la tripa y soltarla el pliegue se queda marcado',
} as const;

export const FIEBRE_COMIDA = {
  no: 'No tiene fiebre',
  baja: 'Sí, de menos de 39 °C',
  alta: 'Sí, de 39 °C o más',
  sinMedir: 'Parece que tiene fiebre, pero no se la he medido',
} as const;

/** SPEC §9: 6 or more liquid stools a day (NICE CG84: more than 5 in 24 hours is a risk of dehydration). */
export const DEPOSICIONES_ABUNDANTES_COMIDA = 6;

/** Oral rehydration at home (NICE CG84; ESPGHAN/ESPID 2014; WHO plan A volumes) and no antidiarrhoeals. */
const SUERO_CASA: readonly string[] = [
  'Lo importante es que no le falte líquido. Usa suero oral de farmacia (solución de rehidratación hiposódica), a sorbos pequeños y frecuentes, y después de cada caca líquida unos 50-100 ml si es menor de 2 años y 100-200 ml si tiene de 2 a 10 años; los mayores, lo que quieran. Si vomita, espera 10 minutos y sigue más despacio: una cucharadita (5 ml) cada 1-2 minutos.',
  'No uses bebidas para deportistas, refrescos, zumos ni sueros caseros. Si toma pecho o biberón, sigue dándoselo, más a menudo. Cuando deje de vomitar, que coma lo que le apetezca de su comida normal; no hace falta ayunar.',
  'No le des medicamentos para cortar la diarrea (como la loperamida) ni para los vómitos si no te los ha recetado su médico: no son para niños. Tampoco ibuprofeno mientras vomite o tenga diarrea; si tiene fiebre y está molesto, paracetamol.',
];

const MIENTRAS_SUERO_COMIDA =
  'Mientras tanto, dale suero oral de farmacia a sorbos pequeños y frecuentes (si vomita, una cucharadita cada 1-2 minutos) y sigue con el pecho o el biberón. No le des medicamentos para cortar la diarrea ni los vómitos.';

const consejosAmarilloComida = (...propios: string[]): string[] => [...propios, MIENTRAS_SUERO_COMIDA, CONSEJO_AMARILLO];

const amarilloComida = creadorDeReglas('amarillo', {
  acciones: [ACCION.pediatraHoy, ACCION.urgenciasHoy],
  consejos: (c) => consejosAmarilloComida(...c),
});

const rojoComida = creadorDeReglas('rojo', { acciones: [ACCION.urgenciasAhora, ACCION.llama112], consejos: (c) => [...c, CONSEJO_ROJO_CAMINO] });

const GUARDA_RESTOS =
  'Guarda lo que quede de la comida (también las sobras, las pieles o la basura) y el envase, y llévalo o hazle una foto. Avisa a las demás personas que comieron lo mismo.';

export const intoxicacion: Flujo = conCribado({
  ...FICHAS.intoxicacion,
  fuentes: [
    {
      titulo: 'MedlinePlus (Biblioteca Nacional de Medicina de EE. UU.). Intoxicación por hipoclorito de sodio (la lejía doméstica diluida suele causar solo una irritación leve del estómago; la industrial, lesiones graves)',
      anio: 2025,
      url: 'https://medlineplus.gov/spanish/ency/article/002488.htm',
    },
    {
      titulo: 'Newtral (consejos de la AEP). Intoxicación infantil: qué hacer y teléfono de Toxicología',
      anio: 2023,
      url: 'https://www.newtral.es/intoxicacion-infantil-que-hacer-telefono-toxicologia/20230808',
    },
    {
      titulo: 'SEUP. ¿Cuándo debo acudir a Urgencias con mi hijo? (reproducida por Hospital Sant Joan de Déu)',
      anio: 2022,
      url: 'https://escolasalut.sjdhospitalbarcelona.org/es/consejos-salud/seguridad/cuando-ir-urgencias-pediatricas',
    },
    {
      titulo: 'Novoa Carballal R. Intoxicaciones en la infancia. Form Act Pediatr Aten Prim (FAPap)',
      anio: 2015,
      url: 'https://archivos.fapap.es/DetalleArticulo/_l1urTLlmMtVrea6WrA0sG6B2hsjauCj4QFo2Vlnb1qNvJiTTMphdIHXrrHpI5pf575JSdeGfBLUpSJ3a8zHQkw',
    },
    {
      titulo: "Montreal Children's Hospital. Button batteries (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://montrealchildrenshospital.ca/button-batteries/',
    },
    {
      titulo: 'Merck Manual Professional. Substances usually not dangerous when ingested (tabla; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://merckmanuals.com/professional/multimedia/table/substances-usually-not-dangerous-when-ingested',
    },
    {
      titulo: 'National Poisons Information Service (UK Health Protection Agency). Low toxicity substances',
      anio: 2012,
      url: 'https://studylib.net/doc/18360148/low-toxicity-substances---national-poisons-information-se...',
    },
    {
      titulo: 'Novoa Carballal R. Intoxicaciones en el domicilio. Form Act Pediatr Aten Prim 2015;8(1) ("amplia variedad de productos en el hogar sin toxicidad en pequeñas cantidades")',
      anio: 2015,
      url: 'https://fapap.es/articulo/323/intoxicaciones-en-el-domicilio',
    },
    {
      titulo: 'Merck Manual (versión para el público). Some nontoxic household products (tabla: jabones, protector solar, cremas y lociones de afeitar, productos luminosos, lápices de grafito…; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://merckmanuals.com/home/multimedia/table/some-nontoxic-household-products',
    },
    {
      titulo: 'HUS (Helsinki University Hospital) Poison Information Centre. List of substances: detergentes irritantes (lavavajillas a mano: enjuagar la boca) frente a corrosivos (lavavajillas de máquina, cápsulas, hipoclorito); inhalados durante la limpieza doméstica: exposición pasajera, salir al aire libre (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://hus.fi/en/search/poison-information-center?page=3',
    },
    {
      titulo: 'Consejo General de Colegios Farmacéuticos (farmaceuticos.com). Intoxicaciones domésticas: la lejía inhalada en concentraciones altas puede dar tos, dificultad para respirar, neumonía o edema de pulmón (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://farmaceuticos.com/tu-farmaceutico-informa/consejos-de-salud/intoxicaciones-domesticas',
    },
    {
      titulo: 'NHS What 0-18 (Healthier Together). Poisoning / accidental swallowing (verde: sin síntomas y una sustancia no dañina; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://www.what0-18.nhs.uk/parentscarers/worried-your-child-unwell/poisoningaccidental-swallowing',
    },
    {
      titulo: 'Davis MG et al. Pediatric exposures to laundry and dishwasher detergents in the United States: 2013-2014. Pediatrics 2016;137(5):e20154529 (lesión esofágica en el 0,1 %)',
      anio: 2016,
      url: 'https://gutsandgrowth.com/tag/caustic-ingestion/',
    },
    {
      titulo: 'Smith E, Liebelt E, Nogueira J. Laundry detergent pod ingestions: is there a need for endoscopy? J Med Toxicol 2014;10(3):286-91 (endoscopia si vómitos persistentes, disfagia, babeo o rechazo oral)',
      anio: 2014,
      url: 'https://www.ncbi.nlm.nih.gov/pubmed/25048605',
    },
    ...FUENTES_ANTICONCEPTIVOS,
    ...FUENTES_MEDICAMENTOS,
    {
      titulo: 'AEMPS CIMA. Ficha técnica Paracetamol 100 mg/ml solución oral (15 mg/kg por dosis como máximo; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://cima.aemps.es/cima/dochtml/ft/68318/FT_68318.html',
    },
    {
      titulo: 'AEMPS CIMA. Ficha técnica Dalsy 40 mg/ml suspensión oral (ibuprofeno 20-30 mg/kg/día en 3-4 dosis; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://cima.aemps.es/cima/dochtml/ft/69726/FT_69726.html',
    },
    {
      titulo: 'National Capital Poison Center (poisoncontrol.org). Mercury: el mercurio de un termómetro tragado no se absorbe; recogerlo sin aspirador (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.poisoncontrol.org/winter-hazards-mercury/',
    },
    {
      titulo: 'NICE CG84. Diarrhoea and vomiting caused by gastroenteritis in under 5s: diagnosis and management',
      anio: 2009,
      url: 'https://www.nice.org.uk/guidance/cg84',
    },
    {
      titulo: 'Guarino A, et al. ESPGHAN/ESPID guidelines for the management of acute gastroenteritis in children in Europe: update 2014. JPGN 2014;59:132-152 (suero oral; la loperamida no se recomienda en niños)',
      anio: 2014,
      url: 'https://doi.org/10.1097/MPG.0000000000000375',
    },
    {
      titulo: 'NHS Healthier Together (North East and North Cumbria). Diarrhoea and vomiting (gastroenteritis) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://nenc-healthiertogether.nhs.uk/professionals/parent-advice-sheets/diarrhoea-and-vomiting-gastroenteritis',
    },
    {
      titulo: 'NICE NG143. Fever in under 5s: assessment and initial management (fiebre en menores de 3 meses)',
      anio: 2019,
      url: 'https://www.nice.org.uk/guidance/ng143/chapter/Recommendations',
    },
    {
      titulo: 'Ballesteros S, Iturralde MJ (Servicio de Información Toxicológica, INTCF). Guía de actuación ante sospecha de intoxicación por setas (micetismos). Zona TES 2013;2 (latencia corta, menos de 6 horas, casi siempre leve; latencia larga, hepatotóxica)',
      anio: 2013,
      url: 'https://dokumen.tips/documents/guia-de-actuacion-ante-sospecha-de-intoxicacion-por-media-micetismos-representan.html',
    },
    {
      titulo: 'Pinillos MA, Gómez J, Elizalde J, Dueñas A. Intoxicación por alimentos, plantas y setas. An Sist Sanit Navar 2003;26(Supl 1) (botulismo, intoxicación por pescado y marisco, setas)',
      anio: 2003,
      url: 'https://scielo.isciii.es/scielo.php?pid=S1137-66272003000200015&script=sci_arttext',
    },
    {
      titulo: 'NHS Greater Glasgow and Clyde. Management and investigation of bloody diarrhoea and haemolytic uraemic syndrome (diarrea con sangre: valoración pediátrica urgente el mismo día; el SHU aparece de media 7 días después) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://clinicalguidelines.scot.nhs.uk/ggc-paediatric-guidelines/ggc-paediatric-guidelines/kidney-diseases/management-and-investigation-of-bloody-diarrhoea-and-haemolytic-uraemic-syndrome/',
    },
    {
      titulo: 'Missouri Poison Center. Bubbles (las pompas son jabón y agua: sin síntomas o mínimos tras un trago; puede haber algún vómito o una caca blanda; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://missouripoisoncenter.org/bubbles/',
    },
    {
      titulo: 'National Capital Poison Center (webPOISONCONTROL). Is bubble solution toxic? (producto de baja toxicidad: molestias leves de tripa; sin fecha, año de consulta)',
      anio: 2026,
      url: 'https://webpoisoncontrol.org/articles/bubble-solution',
    },
    {
      titulo: 'National Capital Poison Center (poison.org). Poinsettia plant irritating but not fatal (como mucho irritación de la boca, náuseas, vómitos o diarrea)',
      anio: 2014,
      url: 'https://www.poison.org/articles/2014-dec/poinsettias',
    },
    {
      titulo: 'National Capital Poison Center (poison.org). Toys, crafts and jewelry: Play-Doh no es tóxica (en mucha cantidad, molestias de tripa) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.poison.org/poison-prevention-by-substances/toys-crafts-and-jewelry',
    },
    ...FUENTES_PRODUCTOS_RONDA_19,
    ...FUENTES_MEDICAMENTOS_RONDA_19,
    {
      titulo: "The Royal Children's Hospital Melbourne. Clinical Practice Guideline: Nonsteroidal anti-inflammatory drug (NSAID) poisoning (ibuprofeno: sin síntomas por debajo de 200 mg/kg) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://rch.org.au/clinicalguide/guideline_index/Nonsteroidal_Anti-inflammatory_Drug_NSAID_poisoning',
    },
    {
      titulo: "Children's Health Queensland. Paracetamol ingestion: emergency management in children (consenso australiano de 2015: en menores de 6 años se actúa desde 200 mg/kg de una vez) (sin fecha; año de consulta)",
      anio: 2026,
      url: 'https://childrens.health.qld.gov.au/guideline-paracetamol-ingestion-emergency-management-in-children/',
    },
    {
      titulo: 'Starship Child Health. Clinical guideline: Paracetamol poisoning (calcular la dosis máxima posible por kilo y pensar en lo peor) (sin fecha; año de consulta)',
      anio: 2026,
      url: 'https://www.starship.org.nz/for-health-professionals/starship-clinical-guidelines/p/paracetamol-poisoning/',
    },
  ],
  revisado: '2026-11-28',
  notas: [
    'Nivel base: SEUP pone cualquier ingestión de un tóxico o sobredosis de medicamento en "Urgencias el mismo día" y la inconsciencia o la dificultad respiratoria en 112; SPEC §4 da rojo a cualquier síntoma. Por eso: cualquier síntoma → rojo; sin síntomas → amarillo, con la llamada a Toxicología como primer paso, salvo la única excepción verde de abajo.',
    'Verde ganado (issue 9, patrón 4): los servicios de toxicología listan productos que no son tóxicos en la cantidad que toma un niño por accidente (Merck Manual, "Substances usually not dangerous when ingested"; NPIS del Reino Unido, "Low toxicity substances"; FAPap 2015: "existe una amplia variedad de productos en el hogar sin toxicidad en pequeñas cantidades"), y Healthier Together da verde ("sin síntomas y ha tragado una sustancia no dañina → cuidados en casa"). SEUP habla de "ingesta de un tóxico": un producto de esas listas no lo es en esa cantidad, y elegimos esa lectura solo con condiciones estrictas: desde 1 año (FAPap: en menores de 1 año hay que pensar también en una intoxicación no accidental, así que siempre amarillo), ningún síntoma (las siete preguntas de síntomas van antes y cualquiera da rojo), el producto exacto está en la lista que se muestra (pasta de dientes, jabón, gel, champú, crema hidratante o del pañal, vaselina, pintalabios o maquillaje, ceras, tiza, plastilina, acuarelas o témperas, tinta de bolígrafo o rotulador, pegamento escolar, gel de sílice, papel), solo un lametazo, un mordisco o un trago, y los padres están seguros de las dos cosas. Quedan fuera aunque parezcan cosméticos: colonias, perfumes, enjuagues bucales, geles desinfectantes y todo lo que lleve alcohol, quitaesmaltes, productos de uñas y tintes de pelo, aceites esenciales, alcanfor y pomadas para el catarro (pueden dar convulsiones con poca cantidad), detergentes y cápsulas, y cualquier medicamento, aunque Merck o el NPIS incluyan algunos (antibióticos infantiles, anticonceptivos, vitaminas sin hierro): esta lista no los separa (desde la ronda 12 los medicamentos tienen su propia pregunta; ver la nota de la ronda 12). La primera acción del verde es llamar al Servicio de Información Toxicológica (91 562 04 20, 24 horas) con el envase delante, que confirma el producto y la cantidad. Si no hay certeza, es mucha cantidad o es un bebé → amarillo.',
    'Encontrar el producto (issue 9, ronda 2): la respuesta de los productos casi inofensivos nombra ahora, en la propia opción, los que más consultan los padres y no sabían dónde buscar: las bolitas transparentes de los sobrecitos que pone «no comer» (gel de sílice, inerte según Merck y el NPIS; el riesgo es atragantarse; no los sobres de polvo de los paquetes de comida, que absorben el oxígeno con hierro y no están en la lista), las ceras, la tiza, la plastilina, la pintura de dedos, la barra de pegamento y la tinta de boli, además de la pasta de dientes, el jabón, el champú, las cremas y el maquillaje; la ayuda de la pregunta dice dónde están. Las condiciones para el verde no cambian: desde 1 año, sin ningún síntoma, seguros del producto exacto y de que fue poca cantidad, y nunca un medicamento.',
    'Ronda 3, productos casi inofensivos (exposición inocua): se añaden a la lista, con las mismas condiciones estrictas, productos que los padres nombran con seguridad y que las tablas de Merck (profesional y para el público) dan como no tóxicos en la cantidad de un accidente: el jabón líquido de fregar los platos a mano (Merck: "detergent, dishwashing, liquid" y "soap, bath or dishwashing"; el centro de toxicología de Helsinki (HUS) lo clasifica como irritante leve y solo pide enjuagar la boca; no el de la máquina lavavajillas ni sus pastillas o cápsulas, que son corrosivos y siguen en la pregunta de corrosivos), el protector solar en crema (Merck: "sunscreens"), la espuma o crema de afeitar (Merck), la mina de lápiz (grafito; Merck) y el líquido de las pulseras o barritas luminosas (Merck: "glow products"). Siguen fuera las colonias y perfumes aunque la tabla para el público de Merck los incluya (llevan alcohol; lectura prudente, como antes).',
    'Ronda 3, vapores de la limpieza (exposición inocua): antes "ha respirado humo o gases" era rojo siempre, y un niño que había olido la lejía mientras se limpiaba el baño salía como el que había respirado el humo de un brasero. HUS dice que en la limpieza doméstica la exposición suele ser pasajera y basta con salir al aire libre, y pide atención inmediata si aparecen síntomas; la inhalación de lejía en concentraciones altas (por ejemplo, al mezclarla) puede dar tos, dificultad para respirar y hasta edema de pulmón (Consejo General de Colegios Farmacéuticos). Ahora la respuesta se separa: humo de un fuego o gases de estufa, brasero, calentador, chimenea o motor (monóxido de carbono) → rojo como antes; vapor de un producto de limpieza mientras se limpiaba, sin ningún síntoma (las preguntas de síntomas van antes: tos, respiración ruidosa o rápida, mareo → rojo), desde 1 año y sin haber mezclado productos ni haber estado mucho rato en un sitio cerrado → verde con la llamada a Toxicología primero y la red de seguridad; mezclados, mucho rato en un sitio cerrado, no se sabe, o menor de 1 año → amarillo (SEUP: cualquier exposición a un tóxico, el mismo día).',
    'Considerado y no cambiado (ronda 3): la lejía doméstica (hipoclorito por debajo del 6 %) está en la tabla de Merck de sustancias que no suelen ser peligrosas, y HUS pide atención inmediata solo si aparecen síntomas tras un corrosivo; pero los textos españoles (AEP, FAPap, Colegios Farmacéuticos) la tratan como cáustico y un padre no puede saber la concentración ni si lleva otros productos. Sigue en rojo. Tampoco se daba verde a ningún medicamento, ni a una dosis de más del paracetamol o ibuprofeno del niño (los centros de toxicología piden llamar aunque el niño esté bien); la ronda 12 lo cambia con condiciones estrictas (nota de la ronda 12).',
    'Puertas equivocadas: por "se ha tomado algo" llegan la quemadura por cáusticos (boca quemada, babeo o no tragar → rojo, aunque al principio no haya síntomas en la boca), la pila de botón y los imanes (rojo; remite a cuerpo_extrano), el monóxido de carbono (humo de un fuego o gases de estufa, brasero, calentador o motor → rojo; puede afectar a toda la familia), la neumonitis por hidrocarburos (gasolina, aguarrás, aceite de lámpara: tos o respiración rápida → rojo por la pregunta de otros síntomas; FAPap 2015), la acidosis por salicilatos o alcohol (respiración rápida u honda, ahora en la pregunta de otros síntomas → rojo) y la toxicidad retardada (paracetamol, hierro, medicamentos de liberación prolongada: sin síntomas al principio → amarillo con análisis si hace falta).',
    'Rojo sin síntomas (lectura prudente): cáusticos (lejía, desatascadores, limpiahornos, lavavajillas… pueden quemar el esófago sin síntomas al principio; también si no se sabe si lo es), medicamentos que pueden ser mortales en 1-2 comprimidos en un niño pequeño (FAPap 2015: antagonistas del calcio, betabloqueantes, opioides, sulfonilureas, tricíclicos…; también si no se sabe cuál es), pilas de botón e imanes (de cuerpo_extrano: quemadura esofágica en 2 horas), drogas o líquido de cigarrillo electrónico, y humo o gases. Estos dos últimos no están en clinical-sources.md (nicotina líquida, cannabis comestible y monóxido de carbono pueden dar síntomas graves en poco tiempo y la exposición a gases puede seguir en casa): revisar con pediatría.',
    'Ronda 8, cáusticos sin síntomas: antes cualquier corrosivo (o si no se sabía si lo era) era rojo aunque el niño estuviera bien, y "la boca o los labios enrojecidos" daba rojo como las llagas o el babeo. Los datos de los centros de toxicología (Davis, Pediatrics 2016: lesión esofágica en el 0,1 % de las exposiciones a detergentes de lavadora y lavavajillas; Smith, J Med Toxicol 2014: endoscopia si hay vómitos persistentes, dificultad para tragar, babeo o rechazo a comer) y la indicación de llamar al Servicio de Información Toxicológica antes de nada (AEP) llevan a: sorbo de lejía o mordisco a una pastilla o cápsula de lavavajillas o de lavadora en un niño que traga su saliva, habla y respira con normalidad, sin síntomas o solo con los labios algo rojos → amarillo, con la llamada a Toxicología como primera acción; babeo sin poder tragar, no querer o no poder tragar, voz ronca, ruido al respirar, llagas o manchas blancas en la boca (pregunta nueva boca_grave, que sustituye a boca_quemada) o vómitos, dolor de pecho o de tripa, tos o más sueño (otros_sintomas) → rojo. Las llagas y manchas blancas siguen en rojo (lectura prudente: indican quemadura).',
    'Ronda 8, más exposiciones inocuas (issue "el verde se gana"): (1) unas pastillas anticonceptivas, sin síntomas, desde 1 año → verde con Toxicología primero (Lynch, Clin Toxicol 2009: sin efectos importantes con una mediana de 5 pastillas; Missouri Poison Center: "largely harmless" aunque se tome un blíster; se dice que puede haber náuseas y, en niñas, un pequeño sangrado); es la única excepción a "ningún medicamento en verde", y solo si los padres están seguros de que no tomó otro (pregunta nueva anticonceptivo, después de medicamento_riesgo). (2) El mercurio de un termómetro de cristal roto, sin cortes en la boca y sin haber respirado vapor de mercurio calentado, desde 1 año → verde con Toxicología primero y cómo recogerlo (National Capital Poison Center: el mercurio tragado no se absorbe; lo que daña es el vapor); con cortes, vapores o en un bebé → amarillo (opción nueva de sustancia y pregunta nueva termometro_riesgo). (3) El gel de sílice ya estaba en la lista. Siguen igual las pilas de botón, los imanes, los cáusticos con síntomas y los medicamentos peligrosos. Un objeto pequeño y liso tragado está en cuerpo_extrano.',
    'Paracetamol: tóxico desde 150 mg/kg en una toma (SEUP); otros protocolos usan > 200 mg/kg. Sin síntomas sale amarillo (hace falta un análisis a las 4 horas): el consejo pide llamar a Toxicología con el peso y la cantidad.',
    'No se sugiere ningún medicamento en este flujo, y se repite en cada resultado de una exposición a un tóxico que no se provoque el vómito ni se dé de beber antes de consultar (AEP). Los resultados de la intoxicación por comida (ronda 11) aconsejan, en cambio, el suero oral, como en una gastroenteritis.',
    'Ronda 11, la intoxicación por comida es una gastroenteritis, no una exposición a un tóxico: antes, un niño que había comido algo en mal estado (o después de una comida en la que otros se pusieron malos) y tenía vómitos y diarrea salía rojo por la pregunta de otros síntomas ("vómitos, dolor de tripa" tras un tóxico → rojo). Ahora, después de las preguntas globales (respiración, consciencia, convulsión, color), una pregunta nueva (comida_sospechosa) pregunta si viene de algo que ha comido; si es así, no se hacen las preguntas de la exposición a un tóxico (boca_grave, otros_sintomas, sustancia y las que dependen de ella) y se valora como una gastroenteritis (NICE CG84; Healthier Together, diarrea y vómitos; ESPGHAN/ESPID 2014): signos de shock (muy pálido, moteado o grisáceo, manos y pies fríos, muy adormilado) → rojo; deshidratación clínica (bebe menos de la mitad, vomita todo lo que bebe desde hace 4 horas, boca seca, ojos hundidos, sin lágrimas, 12 horas sin pis), sangre en la caca, fiebre de 39 °C o más o 6 o más cacas líquidas al día → amarillo; menores de 3 meses → amarillo, y con fiebre → rojo (NICE NG143); bebe y hace pis → verde con suero oral, comida normal y sin antidiarreicos (la loperamida no es para niños: ESPGHAN/ESPID 2014) y la red de seguridad. Siguen en rojo las intoxicaciones alimentarias de verdad (guía de setas del Servicio de Información Toxicológica; Pinillos, An Sist Sanit Navar 2003): debilidad, párpados caídos, vista doble, dificultad para tragar, hablar o respirar, u hormigueo tras conservas caseras, miel en un bebé de menos de 1 año, marisco o pescado (botulismo, toxinas del marisco o del pescado; pregunta comida_neuro); setas del campo con cualquier síntoma (pregunta comida_setas; la latencia de 6 horas o más es la de la Amanita, pero una latencia corta no descarta una mezcla de especies: lectura prudente, y coherente con el resto del flujo, donde cualquier síntoma tras una seta es rojo) y sin síntomas → amarillo con Toxicología (las peligrosas tardan 6-24 horas); diarrea con sangre con poco pis, palidez o hinchazón (síndrome hemolítico urémico; guía del NHS de Glasgow) → rojo; vómito verde o con sangre o dolor de tripa muy fuerte → rojo (NICE CG84: otro diagnóstico). Fiebre de 39 °C o más: el brief habla de fiebre alta en el lactante; NICE CG84 pide pensar en otro diagnóstico con 39 °C o más desde los 3 meses, a cualquier edad, y el flujo de diarrea ya la pone en amarillo: elegimos esa lectura, más prudente. SEUP pone la ingesta de un tóxico en "urgencias el mismo día", pero una comida en mal estado sin esos signos no es un tóxico en ese sentido.',
    'Ronda 10, un sorbo de lejía doméstica: la ronda 8 dejó en amarillo, con la llamada a Toxicología primero, un sorbo de cualquier corrosivo sin síntomas. La lejía normal de casa (hipoclorito por debajo del 5 % aproximadamente) está en la tabla de Merck de sustancias que no suelen ser peligrosas si se tragan, y MedlinePlus dice que el hipoclorito diluido suele causar solo una irritación leve del estómago, mientras que la lejía industrial causa lesiones graves; HUS pide atención inmediata solo si hay síntomas tras un corrosivo. Ahora, si el producto es corrosivo, una pregunta nueva (lejia_domestica, desde 1 año) pide confirmar que fue solo un sorbo o un lametazo de la lejía normal de casa y ningún otro producto → VERDE, con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción (por eso la respuesta «Sí» de la pregunta corrosivo ya no se marca como alarma en sí misma; lo es «No lo sé», y en la pregunta nueva lo es «No»), 6 horas de vigilancia y una red de seguridad con los signos de quemadura. Se exige que no haya ningún síntoma (las preguntas de síntomas, boca_grave y otros_sintomas, van antes y dan rojo). Siguen como estaban: lejía concentrada, industrial o de piscina, desatascador, limpiahornos, quitagrasas, antical, amoniaco, pastillas, gel o cápsulas de lavavajillas o de lavadora, más de un sorbo, no estar seguro o no saber si era corrosivo → amarillo; cualquier síntoma → rojo; menores de 1 año → amarillo (FAPap: pensar también en una intoxicación no accidental). Esto cambia la decisión de la ronda 3 (la lejía en rojo) solo para la lejía doméstica, en poca cantidad y sin síntomas. No hemos podido consultar directamente el Manual de intoxicaciones en Pediatría de la SEUP (Mintegi): revisar con pediatría.',
    'Ronda 12, medicamentos poco tóxicos y una dosis de más (banderas-medicamentos.ts, compartido con denticion): antes, cualquier medicamento fuera de la lista peligrosa y de la píldora era amarillo. Los centros de toxicología (Merck, "Substances usually not dangerous when ingested"; lista de baja toxicidad del NPIS; Manual de intoxicaciones en Pediatría de la SEUP, Mintegi) consideran inofensivos en la cantidad que un niño puede tomar de un envase de casa la mayoría de los antibióticos (penicilinas como la amoxicilina y la amoxicilina-clavulánico, cefalosporinas y macrólidos; no la isoniazida ni los antipalúdicos), los antiácidos, la simeticona, la lactulosa, casi todas las cremas y las del pañal, los productos homeopáticos, los anticonceptivos (ya estaban) y las vitaminas sin hierro (no el flúor ni los preparados de vitamina A o D). Ahora, tras medicamento_riesgo = No, una pregunta nueva (medicamento_cual) pregunta qué medicamento ha sido, y cada respuesta inocua tiene su confirmación, en la que no estar seguro es No: (1) medicamento_inocuo (desde 1 año: la misma regla de los demás verdes por ingesta del propio niño, FAPap 2015), con la lista con nombres que los padres reconocen y lo que no cuenta (isoniazida, antipalúdicos, hierro, flúor, vitamina A o D, pomadas con alcanfor, mentol o salicilato de metilo, anestésicos locales, gotas para la nariz o los ojos), y sin ronchas ni hinchazón en la piel (la pregunta de otros síntomas no pregunta la piel, y una erupción tras un antibiótico puede ser alergia) → VERDE con la llamada al Servicio de Información Toxicológica como primera acción; (2) anticonceptivo, la misma pregunta de la ronda 8, ahora tras esta → verde como antes; (3) dosis_de_mas: una sola dosis de más, por error, del jarabe de paracetamol o ibuprofeno del propio niño, medida con la jeringa de su envase, sin pasar de 5 dosis en 24 horas contando esa, sin enfermedad del hígado, de 3 meses a menores de 12 años → VERDE con Toxicología primero y un registro de dosis. Cómo se llega a 4: el NPIS (TOXBASE) y la SEUP no piden tratamiento por debajo de 75 mg/kg de paracetamol en 24 horas (150 mg/kg es el umbral tóxico de una ingesta única) y no esperan síntomas por debajo de 100 mg/kg de ibuprofeno; la ficha técnica española da como mucho 15 mg/kg de paracetamol y 10 mg/kg de ibuprofeno por dosis, así que 4 dosis bien medidas son como mucho 60 mg/kg de paracetamol y 40 mg/kg de ibuprofeno. La etiqueta obligatoria del paracetamol infantil en EE. UU. (21 CFR 201.326) pone el máximo en 5 dosis en 24 horas, pero 5 dosis de 15 mg/kg llegan justo al borde de los 75 mg/kg y una dosis leída en la tabla de pesos de la caja puede pasar algo de 15 mg/kg: el responsable de la evaluación redujo el límite de 5 a 4 para dejar margen (ronda 12). Además solo cuenta el jarabe medido con su jeringa (no las pastillas ni los sobres, cuyas dosis fijas pueden pasar de 15 mg/kg), desde los 12 años (dosis de adulto de 1 g) no se aplica, y la primera acción es llamar a Toxicología con el peso y las horas. Quedan como estaban (amarillo, o rojo con síntomas): cualquier síntoma (las preguntas de síntomas van antes), un frasco entero o pastillas tomadas por el niño, no saber cuánto, otro frasco o concentración, otro medicamento con paracetamol, días de dosis de más o un niño que come y bebe poco (FAPap 2015: intoxicaciones por dosis supraterapéuticas repetidas en niños deshidratados o en ayunas), una enfermedad del hígado, menores de 3 meses, y cualquier otro medicamento. La pregunta de texto libre con el nombre del medicamento se sigue haciendo, para Toxicología y el pediatra.',
    'Ronda 18, la lista de productos casi inofensivos: (1) se añaden, con las mismas condiciones (desde 1 año, el producto está en la lista y no hay síntomas), el líquido de hacer pompas de jabón (Missouri Poison Center y National Capital Poison Center: jabón diluido, producto de baja toxicidad; como mucho algún vómito o una caca blanda), un trozo de hoja o de flor de la flor de Pascua (National Capital Poison Center: irrita, pero no es tóxica; ni con 500 hojas se encontró una dosis tóxica) y «la mayoría de las cremas hidratantes» (ya estaba la crema hidratante); la plastilina pasa a ser «comprada»: la masa de sal casera lleva mucha sal y puede dar una intoxicación por sal (los centros de toxicología lo describen sobre todo en perros, pero el mecanismo es el mismo), así que queda fuera. Ya estaban el jabón de fregar a mano (no el del lavavajillas ni el detergente de la ropa, que siguen en la pregunta de corrosivos), la mina de lápiz, el gel de sílice, la tiza, las ceras y la plastilina. Consideradas y no añadidas: las bayas de arbustos de jardín de baja toxicidad (piracanta, cotoneaster): el manual británico de plantas venenosas las da de toxicidad dudosa o baja, pero el centro de toxicología del Children’s Hospital of Philadelphia dice que el cotoneaster es venenoso en cantidad, y unos padres no distinguen con seguridad unas bayas rojas de las del tejo o el acebo, que sí son tóxicas: lectura prudente, siguen en «una planta, una seta u otra cosa» (amarillo). (2) La confirmación cambia de id (producto_inocuo → producto_lista): la respuesta «No, no estoy seguro, o ha tomado mucho» recogía también un producto que SÍ estaba en la lista cuando los padres no sabían cuánto había tomado, y el resultado se titulaba «no es seguro que sea poco o de la lista». Ahora hay tres respuestas: es de la lista y saben cuál es, aunque no sepan exactamente cuánto (lo que un niño toma de un bote o un tubo de casa) → VERDE; es de la lista pero ha tomado mucho (más de un trago de jabón o de líquido de pompas, más de una cucharada de crema, más de medio tubo de pasta de dientes, por el flúor) → amarillo con su propio título; no es de la lista o no saben cuál es → amarillo con su propio título. El bebé de menos de 1 año tiene también su propio título (amarillo, FAPap). (3) Un vómito, un rato de tripa o una caca blanda después de un producto de la lista ya no son rojo: los centros de toxicología los describen como el efecto esperado del jabón diluido, del líquido de pompas o de la flor de Pascua (Missouri Poison Center; National Capital Poison Center; HUS: el jabón de fregar a mano solo irrita). La pregunta de otros síntomas no cambia; si se responde Sí y el producto es de la lista, una pregunta nueva (molestia_leve) pregunta si lo único ha sido UN vómito, un rato de tripa o una caca blanda y ahora está como siempre (despierto, juega, bebe, no tose y respira normal) → VERDE con la llamada a Toxicología primero y la red de seguridad (vuelve a vomitar, tose o respira con ruido, que puede ser espuma en los pulmones, adormilado); cualquier otra cosa → rojo como antes. Con cualquier otro producto, con un medicamento o en un bebé, cualquier síntoma sigue siendo rojo. Los detergentes de la ropa y del lavavajillas (cápsulas, pastillas) y los cáusticos no son de baja toxicidad y no entran aquí.',
    'Ronda 18, paracetamol o ibuprofeno que ha cogido el niño: antes, cualquier medicamento fuera de la lista peligrosa y de las tres respuestas verdes de la ronda 12 era amarillo, aunque fuera un poco de jarabe de paracetamol muy por debajo de la dosis tóxica. Ahora, de 1 a 5 años (las ingestiones exploratorias; el consenso australiano y TOXINZ usan sus umbrales en menores de 6 años; en menores de 1 año siempre se valora, FAPap) y tras «otro medicamento» en medicamento_cual, una pregunta nueva (analgesico) pregunta si ha sido solo paracetamol o solo ibuprofeno y en qué forma (jarabe de paracetamol de 100 mg/ml, ibuprofeno de 20 o de 40 mg/ml, pastillas o sobres de 500 mg, 650 mg o 1 g de paracetamol, o de 200, 400 o 600 mg de ibuprofeno), otra (analgesico_ml o analgesico_pastillas) lo máximo que ha podido tomar (lo que falta del frasco o del blíster; si no se sabe, todo: Starship pide calcular la dosis máxima posible y pensar en lo peor) y otra (peso_tramo) su peso en tramos, que cuentan como su peso más bajo (menos de 10 kilos cuenta como 6). El flujo calcula los mg por kilo y da VERDE, con la llamada al Servicio de Información Toxicológica como primera acción y la red de seguridad debajo, si lo máximo queda por debajo del umbral de una ingesta única: paracetamol 150 mg/kg (Manual de intoxicaciones de la SEUP: dosis tóxica desde 150 mg/kg; el consenso australiano de 2015 y TOXINZ actúan desde 200 mg/kg en menores de 6 años, y Christchurch desde 140 mg/kg en un estudio de un solo hospital: elegimos el de la SEUP, el más prudente de las guías, que además es el que ya usaba el consejo amarillo) e ibuprofeno 100 mg/kg (SEUP y fuentes pediátricas españolas: tóxico desde 100 mg/kg; RCH Melbourne: sin síntomas por debajo de 200 mg/kg: elegimos 100). Siguen como estaban: cualquier síntoma (las preguntas de síntomas van antes) → rojo; no saber cuál es, otra concentración, más de un medicamento (un antigripal que también lleva paracetamol), no saber el peso, una cantidad igual o mayor que el umbral, menores de 1 año y desde 5 años → amarillo (con el consejo de que a partir de 150 mg/kg de paracetamol puede hacer falta un análisis). Otros medicamentos no tienen en las fuentes un umbral de no toxicidad que un padre pueda aplicar y siguen igual.',
    'Ronda 19, más productos y medicamentos casi inofensivos, también con una molestia leve: (1) La lista de productos casi inofensivos añade, con las mismas condiciones (desde 1 año, el producto está en la lista), el cebo en gel o en pasta de dentro de las trampas de hormigas o de cucarachas de casa (National Capital Poison Center: poco riesgo por la baja concentración del insecticida; al probarlo, como mucho náuseas o vómitos; Ontario Poison Centre: irritación leve de la boca y, como mucho, un vómito o una diarrea aislados) y un mordisco a una bomba de baño o unas sales efervescentes de bicarbonato y ácido cítrico sin aceites esenciales (Missouri Poison Center y National Capital Poison Center: poco tóxicas; mal sabor, irritación de la boca por las burbujas, náuseas, un vómito o diarrea). Quedan fuera, y lo dice la lista de lo que no cuenta: los insecticidas en spray, en polvo o líquidos y los venenos para ratas o ratones (otros principios activos y más concentración), las bombas o sales con aceites esenciales (eucalipto o alcanfor: convulsiones con poca cantidad) y las sales de baño que no burbujean (la sal de Epsom es laxante y la sal gorda puede dar una intoxicación por sal). El líquido de las pulseras o barritas luminosas (ftalato de dibutilo: irritante, poco tóxico) ya estaba desde la ronda 3 (Merck). Como el significado de la respuesta «algo de uso diario casi inofensivo» se amplía, tiene un texto nuevo (las respuestas antiguas se vuelven a preguntar), y la ayuda de la pregunta dice dónde están los productos nuevos. Las trampas de Ontario llevan mantequilla de cacahuete: un niño alérgico con síntomas sale por la pregunta de otros síntomas (rojo), y el resultado no cambia. (2) Antes, cualquier síntoma después de un medicamento daba rojo, también un vómito tras masticar unos antiácidos o tomarse unas pastillas anticonceptivas. Los centros de toxicología describen como lo esperable de una toma única por accidente de algunos medicamentos, como mucho, náuseas, un vómito, un rato de tripa o una caca blanda: antiácidos (Ontario Poison Centre: «una toma única rara vez es un problema»; Illinois Poison Center), crema del pañal de óxido de zinc (Ontario; National Capital Poison Center: efecto laxante), simeticona (Missouri: no se absorbe), vitaminas sin hierro (Missouri: molestias de tripa o diarrea) y la píldora (Missouri, Lynch 2009: náuseas o un vómito). Ahora, si la pregunta de otros síntomas es Sí y el medicamento está confirmado como anticonceptivo o de baja toxicidad (medicamento_cual y su confirmación, ronda 12), de 1 a 11 años, una pregunta nueva (medicamento_molestia_leve) pide confirmar que era uno de esta lista corta (la píldora, un antiácido masticable de carbonato cálcico o de magnesio, vitaminas infantiles sin hierro, gotas de simeticona, crema del pañal de óxido de zinc o una crema hidratante o emoliente), tomado por accidente una sola vez, y que lo único ha sido UN vómito, un rato de tripa o una caca más blanda, ahora como siempre → VERDE con la llamada al Servicio de Información Toxicológica (91 562 04 20) como primera acción y la red de seguridad (vuelve a vomitar, está adormilado, cambia la respiración, ronchas, dudas de si tomó otras pastillas). La lista es más corta que la de la ronda 12 sin síntomas: los antibióticos (un vómito o una erupción pueden ser alergia), la lactulosa, las cremas con medicamento y los productos homeopáticos no tienen en las fuentes de esta ronda un efecto leve esperado con síntomas y siguen en rojo con cualquier síntoma; los antiácidos efervescentes con ácido acetilsalicílico y los de subsalicilato de bismuto llevan salicilatos (Illinois Poison Center pide llamar) y no cuentan. Siguen como estaban: cualquier síntoma tras el hierro, el paracetamol, el ibuprofeno, la aspirina, los antidepresivos, los medicamentos del corazón, de la tensión o de la diabetes, los opioides, el alcanfor o cualquier otro medicamento o uno desconocido → rojo; los menores de 1 año (FAPap 2015) → rojo con síntomas; y desde los 12 años (NICE NG225: en un adolescente una intoxicación puede ser intencionada y necesita valoración; las fuentes de toxicología hablan de tomas accidentales de niños pequeños y ninguna da una edad máxima: elegimos 12 años, la lectura prudente) → rojo con síntomas. La misma respuesta se ofrece desde esta ronda en la pregunta de seguimiento de lo tragado de vómitos y dolor de tripa (banderas-ingesta.ts).',
  ].join('\n\n'),
  preguntas: [
    PREGUNTA_EDAD,
    PREGUNTA_RESPIRA_MAL,
    PREGUNTA_NO_RESPONDE,
    {
      id: 'convulsion',
      texto: '¿Ha tenido una convulsión (sacudidas o rigidez del cuerpo, o se ha quedado con la mirada perdida sin responder)?',
      tipo: 'si_no',
      alarma: ['si'],
    },
    PREGUNTA_COLOR_GRAVE,
    {
      // Round 11: food poisoning takes the gastroenteritis path (NICE CG84), asked before the symptom questions of a toxic exposure.
      id: 'comida_sospechosa',
      texto:
        '¿Lo que le pasa puede venir de algo que ha COMIDO: una comida que pudo estar en mal estado, o una comida después de la que otras personas también se han puesto malas?',
      tipo: 'si_no',
      ayuda:
        'Por ejemplo: sobras que estuvieron fuera de la nevera, carne, pollo o huevo poco hechos, mayonesa o cremas caseras, marisco, conservas caseras, setas recogidas en el campo, o miel en un bebé. Si ha tragado un medicamento, un producto, alcohol, una planta, una pila u otra cosa que no es comida, responde No.',
    },
    {
      id: 'comida_neuro',
      texto:
        '¿Tiene los párpados caídos, ve doble o borroso, le cuesta tragar, hablar o respirar, está flojo o sin fuerza en los brazos, las piernas o el cuello, o nota hormigueo o adormecimiento en la boca, la cara o las manos? En un bebé: chupa o llora sin fuerza y está flojo como un trapo.',
      tipo: 'si_no',
      ayuda:
        'Son signos raros pero graves: pueden aparecer horas o días después de comer conservas caseras, de tomar miel un bebé de menos de 1 año (botulismo), o de comer marisco o pescado (toxinas).',
      mostrar_si: COMIDA,
      alarma: ['si'],
    },
    {
      id: 'comida_setas',
      texto: '¿Ha comido setas recogidas en el campo, o setas de las que no se sabe bien la especie?',
      tipo: 'opciones',
      opciones: [SETAS.no, SETAS.sinSintomas, SETAS.conSintomas],
      ayuda: 'Las setas compradas en una tienda o un supermercado no cuentan.',
      mostrar_si: COMIDA,
      alarma: [SETAS.conSintomas],
    },
    {
      id: 'comida_abdomen',
      texto:
        '¿Vomita algo verde oscuro (como espinacas) o con sangre, o le duele la tripa muchísimo (llora o se queja sin parar, se dobla de dolor o no quiere moverse)?',
      tipo: 'si_no',
      mostrar_si: COMIDA,
      alarma: ['si'],
    },
    {
      id: 'comida_sangre',
      texto: '¿Ha tenido sangre en la caca?',
      tipo: 'opciones',
      opciones: [SANGRE_COMIDA.no, SANGRE_COMIDA.sangre, SANGRE_COMIDA.sindrome],
      ayuda: 'Sangre roja, o caca negra como el alquitrán. Algunos alimentos (remolacha) cambian el color; si tienes dudas, haz una foto.',
      mostrar_si: COMIDA,
      alarma: [SANGRE_COMIDA.sindrome],
    },
    {
      id: 'comida_hidratacion',
      texto: '¿Cómo está de líquidos?',
      tipo: 'opciones',
      opciones: [HIDRATACION_COMIDA.normal, HIDRATACION_COMIDA.poca, HIDRATACION_COMIDA.grave],
      ayuda:
        'Si encaja más de una opción, elige la última que encaje (la más grave). Un niño que está despierto, juega a ratos y hace pis de color claro no suele estar deshidratado.',
      mostrar_si: COMIDA,
      alarma: [HIDRATACION_COMIDA.grave],
    },
    {
      id: 'comida_fiebre',
      texto: '¿Tiene fiebre (38 °C o más en la axila)?',
      tipo: 'opciones',
      opciones: [FIEBRE_COMIDA.no, FIEBRE_COMIDA.baja, FIEBRE_COMIDA.alta, FIEBRE_COMIDA.sinMedir],
      ayuda: 'Si tienes termómetro, mídesela ahora en la axila. Elige la temperatura más alta de hoy.',
      mostrar_si: COMIDA,
      alarma: [FIEBRE_COMIDA.alta],
    },
    {
      id: 'comida_deposiciones',
      texto: '¿Cuántas cacas líquidas ha hecho en las últimas 24 horas?',
      tipo: 'numero',
      ayuda: 'Cuenta solo las líquidas o muy blandas (las que no tienen forma). Si no ha tenido diarrea, pon 0.',
      mostrar_si: COMIDA,
    },
    { ...PREGUNTA_MUY_ENFERMO, mostrar_si: COMIDA },
    {
      // Round 8: a new id (it was 'boca_quemada', which also counted mildly red lips): only the signs of a burnt gullet or airway.
      id: 'boca_grave',
      texto:
        '¿Babea porque no puede tragar su saliva, no quiere o no puede tragar, tiene la voz ronca o hace ruido al respirar, o tiene llagas, ampollas o manchas blancas en la boca?',
      tipo: 'si_no',
      ayuda: 'Si solo tiene los labios algo rojos o le escuecen, pero traga su saliva, habla y respira como siempre, responde No.',
      mostrar_si: NO_COMIDA,
      alarma: ['si'],
    },
    {
      id: 'otros_sintomas',
      texto:
        '¿Notas cualquier otro cambio, aunque sea leve: más dormido, irritable o raro de lo normal, torpe o mareado, vómitos, dolor de tripa, tos o respiración ruidosa, más rápida o más honda de lo normal, sudor, temblores o las pupilas muy grandes o muy pequeñas?',
      tipo: 'si_no',
      mostrar_si: NO_COMIDA,
      alarma: ['si'],
    },
    {
      id: 'sustancia',
      texto: '¿Qué ha tomado o respirado?',
      tipo: 'opciones',
      opciones: [
        SUSTANCIA.medicamento,
        SUSTANCIA.hogar,
        SUSTANCIA.pila,
        SUSTANCIA.gases,
        SUSTANCIA.vapores,
        SUSTANCIA.drogas,
        SUSTANCIA.alcohol,
        SUSTANCIA.otra,
        SUSTANCIA.termometro,
        SUSTANCIA.cotidiano,
        SUSTANCIA.noSe,
      ],
      ayuda:
        'Si fueron varias cosas, elige la más peligrosa (la que aparece antes en la lista). Las bolitas de los sobrecitos «no comer», las ceras, la tiza, la plastilina, la barra de pegamento, el jabón de fregar los platos a mano, el líquido de pompas, la flor de Pascua, el cebo de las trampas de hormigas o cucarachas y las bombas de baño están en la penúltima opción.',
      mostrar_si: NO_COMIDA,
      alarma: [SUSTANCIA.pila, SUSTANCIA.gases, SUSTANCIA.drogas],
    },
    {
      id: 'corrosivo',
      texto:
        '¿Es un producto corrosivo o muy fuerte: lejía, amoniaco, desatascador, limpiahornos, quitagrasas, antical, pastillas o gel de lavavajillas, cápsulas de detergente o productos de piscina?',
      tipo: 'opciones',
      opciones: [SI_NO_NOSE.si, SI_NO_NOSE.no, SI_NO_NOSE.noSe],
      ayuda: 'Mira la etiqueta: el dibujo de corrosivo es un rombo rojo con una mano y una superficie que se deshacen al caerles gotas.',
      mostrar_si: `${NO_COMIDA} AND (sustancia = '${SUSTANCIA.hogar}')`,
      // Round 10: "Sí" is no longer an alarm on its own: after it, a sip of household bleach without symptoms can be verde.
      alarma: [SI_NO_NOSE.noSe],
    },
    {
      id: 'lejia_domestica',
      texto:
        '¿Ha sido solo un sorbo o un lametazo de lejía normal de casa (la de la botella del súper para limpiar o para la ropa), y ningún otro producto?',
      tipo: 'si_no',
      ayuda:
        'Responde No si era lejía concentrada o industrial, o de piscina; un desatascador, limpiahornos, quitagrasas, antical o amoniaco; pastillas, gel o cápsulas de lavavajillas o de lavadora; si ha tomado más de un sorbo; o si no estás seguro de qué era.',
      // Babies under 1 year are always seen (FAPap 2015).
      // The first term keeps it hidden (not unknown) off the household-product path.
      mostrar_si: `${NO_COMIDA} AND (sustancia = '${SUSTANCIA.hogar}' AND corrosivo = '${SI_NO_NOSE.si}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)})`,
      alarma: ['no'],
    },
    preguntaMedicamentoRiesgo(`${NO_COMIDA} AND (sustancia = '${SUSTANCIA.medicamento}')`),
    // Round 12: which medicine (one extra dose of his own paracetamol or ibuprofen, contraceptive pills, a low-toxicity
    // medicine, or another), each with its confirmation (banderas-medicamentos.ts, shared with denticion).
    ...preguntasMedicamento(`${NO_COMIDA} AND sustancia = '${SUSTANCIA.medicamento}' AND medicamento_riesgo = '${SI_NO_NOSE.no}'`),
    {
      // Round 19: after a symptom and a confirmed contraceptive pill or low-toxicity medicine, from 1 to 11 years, whether it was
      // one of the short list and the only change a single vomit, a short tummy ache or a loose stool (the expected effect).
      id: 'medicamento_molestia_leve',
      texto:
        '¿Era uno de estos, tomado por accidente una sola vez: la píldora anticonceptiva, un antiácido masticable, vitaminas infantiles sin hierro, gotas para los gases o una crema del pañal o hidratante? ¿Y lo único que le ha pasado desde entonces es que ha vomitado UNA vez, se ha quejado un rato de la tripa o ha hecho una caca más blanda, y ahora está como siempre: despierto, juega, bebe, no tose y respira normal?',
      tipo: 'si_no',
      ayuda: `Cuentan: ${MEDICAMENTOS_MINIMOS}. No cuentan: ${MEDICAMENTOS_MINIMOS_QUE_NO_CUENTAN}. Responde No si vomita más de una vez, tose, respira deprisa o con ruido, está adormilado, raro o irritable, le han salido ronchas, o crees que pudo tomar otras pastillas. Si tienes dudas, responde No.`,
      mostrar_si: `${NO_COMIDA} AND otros_sintomas = 'si' AND ${MEDICAMENTO_MINIMO_CONFIRMADO}`,
      alarma: ['no'],
    },
    // Round 18: paracetamol or ibuprofen he took by himself, 1 to 5 years: which one, how much at most, and his weight.
    {
      id: 'analgesico',
      texto: '¿Ha sido solo paracetamol o solo ibuprofeno, que ha cogido él solo? ¿Cuál exactamente?',
      tipo: 'opciones',
      opciones: [
        ANALGESICO.paracetamolJarabe,
        ANALGESICO.ibuprofeno20,
        ANALGESICO.ibuprofeno40,
        ANALGESICO.paracetamol500,
        ANALGESICO.paracetamol650,
        ANALGESICO.paracetamol1g,
        ANALGESICO.ibuprofeno200,
        ANALGESICO.ibuprofeno400,
        ANALGESICO.ibuprofeno600,
        ANALGESICO.otro,
      ],
      ayuda:
        'Mira la caja o el frasco: en el jarabe pone los mg que hay en cada ml, y en las pastillas o los sobres los mg de cada uno. Si ha podido tomar de más de un medicamento, de un antigripal o de otro que también lleva paracetamol, o no sabes cuál es, elige la última.',
      mostrar_si: CAMINO_ANALGESICO,
      alarma: [ANALGESICO.otro],
    },
    {
      id: 'analgesico_ml',
      texto: '¿Cuántos ml ha podido tomar como máximo?',
      tipo: 'numero',
      ayuda:
        'Cuenta lo que falta en el frasco desde la última vez que se usó (la jeringa de dosificar ayuda a medir). Si no lo sabes, pon todo lo que tenía el frasco cuando lo cogió: hay que pensar en lo peor. Lo que se ha derramado en la ropa o el suelo cuéntalo como tomado si no estás seguro.',
      mostrar_si: `${CAMINO_ANALGESICO} AND analgesico IN ${lista(LIQUIDOS_ANALGESICO)}`,
    },
    {
      id: 'analgesico_pastillas',
      texto: '¿Cuántas pastillas o sobres ha podido tomar como máximo?',
      tipo: 'numero',
      ayuda: 'Cuenta las que faltan del blíster o de la caja. Si no lo sabes, pon todas las que faltan desde que se abrió: hay que pensar en lo peor. Un trozo cuenta como una entera.',
      mostrar_si: `${CAMINO_ANALGESICO} AND analgesico IN ${lista(PASTILLAS_ANALGESICO)}`,
    },
    {
      id: 'peso_tramo',
      texto: '¿Cuánto pesa más o menos?',
      tipo: 'opciones',
      opciones: [PESO_TRAMO.menos10, PESO_TRAMO.de10a12, PESO_TRAMO.de12a15, PESO_TRAMO.de15a20, PESO_TRAMO.de20a25, PESO_TRAMO.mas25, PESO_TRAMO.noSe],
      ayuda: 'Si dudas entre dos, elige la de menos kilos.',
      mostrar_si: `${CAMINO_ANALGESICO} AND analgesico != '${ANALGESICO.otro}'`,
      alarma: [PESO_TRAMO.noSe],
    },
    {
      id: 'termometro_riesgo',
      texto:
        '¿Se ha cortado la boca con el cristal, o el mercurio se calentó (cayó sobre algo caliente o se pasó el aspirador) y ha respirado sus vapores?',
      tipo: 'si_no',
      ayuda: 'El mercurio líquido de un termómetro que se traga casi no pasa a la sangre; lo que hace daño es respirar su vapor o que entre por un corte.',
      mostrar_si: `${NO_COMIDA} AND (sustancia = '${SUSTANCIA.termometro}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)})`,
      alarma: ['si'],
    },
    {
      id: 'vapores_riesgo',
      texto:
        '¿Se mezclaron dos productos (por ejemplo, lejía con amoniaco, salfumán, antical o vinagre), o estuvo mucho rato respirándolo en un sitio cerrado y pequeño?',
      tipo: 'opciones',
      opciones: [SI_NO_NOSE.si, SI_NO_NOSE.no, SI_NO_NOSE.noSe],
      ayuda: 'Mezclar la lejía con otros productos suelta un gas que irrita mucho los pulmones.',
      mostrar_si: `${NO_COMIDA} AND (sustancia = '${SUSTANCIA.vapores}')`,
      alarma: [SI_NO_NOSE.si, SI_NO_NOSE.noSe],
    },
    {
      // Round 18: a new id (it was 'producto_inocuo', whose "No" also caught a listed product when the amount was not known):
      // on the list or not, and only a large amount of a listed product apart.
      id: 'producto_lista',
      texto: '¿Es uno de estos productos y sabes cuál es exactamente?',
      tipo: 'opciones',
      opciones: [LISTA.si, LISTA.mucho, LISTA.no],
      ayuda: `Productos casi inofensivos en la cantidad que un niño toma por accidente: ${PRODUCTOS_INOCUOS}. No cuentan: ${PRODUCTOS_QUE_NO_CUENTAN}. Si no sabes cuánto ha tomado pero era de un bote o un tubo normal de casa, elige la primera.`,
      // Babies under 1 year are always seen (FAPap 2015), so the question is not asked.
      mostrar_si: `${NO_COMIDA} AND (sustancia = '${SUSTANCIA.cotidiano}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)})`,
      alarma: [LISTA.mucho, LISTA.no],
    },
    {
      // Round 18: after a listed product, the only change a single vomit, a short tummy ache or a loose stool (expected, not poisoning).
      id: 'molestia_leve',
      texto:
        '¿Lo único que le ha pasado es que ha vomitado UNA vez, se ha quejado un rato de la tripa o ha hecho una caca más blanda, y ahora está como siempre: despierto, juega, bebe, no tose y respira normal?',
      tipo: 'si_no',
      ayuda: 'Con estos productos es normal que un niño vomite una vez o note la tripa un rato. Si vomita más de una vez, tose, respira deprisa o con ruido, o está adormilado, raro o irritable, responde No.',
      mostrar_si: `${NO_COMIDA} AND otros_sintomas = 'si' AND ${LISTA_VERDE}`,
      alarma: ['no'],
    },
    {
      // Free text never decides the level (CLINICAL.md); it keeps the name at hand for Toxicología and the paediatrician.
      id: 'producto',
      texto: '¿Cómo se llama el producto o medicamento y cuánto crees que ha tomado?',
      tipo: 'texto',
      ayuda: 'Escríbelo como aparece en el envase y llévalo contigo. Si no lo sabes, escribe «no lo sé».',
      // Not on the listed-product verde path nor for cleaning vapours, where the parent already named the kind of product.
      mostrar_si: `${NO_COMIDA} AND (sustancia NOT IN ['${SUSTANCIA.cotidiano}', '${SUSTANCIA.vapores}'] OR (sustancia = '${SUSTANCIA.cotidiano}' AND producto_lista != '${LISTA.si}'))`,
    },
    // Only on the verde path: the worry never changes the level (issue 9, pattern 1).
    // (A hidden question makes a condition unknown, which asks: the first two terms keep it hidden off that path.)
    {
      ...PREGUNTA_PREOCUPADO,
      // Round 11: and on the food path (amarillo or verde there), where the worry question is asked of everyone.
      // Round 18: and a listed product with a single vomit or a short tummy ache, and paracetamol or ibuprofen under the threshold.
      mostrar_si: `(${LISTA_VERDE} AND (otros_sintomas = 'no' OR molestia_leve = 'si')) OR (${ANALGESICO_VERDE}) OR (${VAPORES_SIN_RIESGO}) OR (${LEJIA_SORBO}) OR (sustancia = '${SUSTANCIA.medicamento}' AND medicamento_riesgo = '${SI_NO_NOSE.no}' AND ${MEDICAMENTO_VERDE}) OR (sustancia = '${SUSTANCIA.termometro}' AND edad_rango NOT IN ${lista(EDADES_MENOR_1)} AND termometro_riesgo = 'no') OR ${COMIDA}`,
    },
  ],
  reglas: [
    // ----------------------------------------------------------------- rojo
    rojo(
      "respira_mal = 'si'",
      'Intoxicación con dificultad para respirar',
      consejosRojo('Mantenlo en la postura en la que respire mejor. Si deja de respirar, el 112 te guiará para reanimarlo.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "no_responde = 'si'",
      'Intoxicación: muy adormilado o no responde',
      consejosRojo('Si no responde pero respira, túmbalo de lado para que no se ahogue si vomita.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      "convulsion = 'si'",
      'Intoxicación con convulsión',
      consejosRojo(
        'Si vuelve a convulsionar: túmbalo de lado en un sitio seguro, no le metas nada en la boca y no le sujetes.',
      ),
      { acciones_sugeridas: [ACCION.llama112], ver_tambien: ['convulsion'] },
    ),
    rojo(
      "color_grave = 'si'",
      'Intoxicación con color muy pálido o labios azulados',
      consejosRojo('Déjalo tumbado de lado y vigila que respire.'),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    // Round 11: the food path (comida_sospechosa), most serious first.
    rojoComida(
      "comida_neuro = 'si'",
      'Posible botulismo o intoxicación por marisco o pescado',
      [
        'Los párpados caídos, la vista doble, la dificultad para tragar, hablar o respirar, la debilidad o el hormigueo después de comer conservas caseras, marisco o pescado, o la miel en un bebé, pueden ser un botulismo o una intoxicación por toxinas del marisco o del pescado: llama al 112.',
        'No le des de comer ni de beber. Si le cuesta respirar, déjalo en la postura en la que respire mejor; si no responde pero respira, túmbalo de lado.',
        GUARDA_RESTOS,
        `El Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) puede aconsejar a los demás que comieron lo mismo.`,
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora] },
    ),
    rojoComida(
      `comida_setas = '${SETAS.conSintomas}'`,
      'Vómitos, diarrea u otros síntomas después de comer setas del campo',
      [
        'Después de comer setas recogidas en el campo, cualquier síntoma necesita valoración urgente. Si los vómitos, la diarrea o el dolor de tripa empezaron 6 horas o más después de comerlas, puede ser una intoxicación por setas que dañan el hígado (como la Amanita phalloides), aunque luego parezca mejorar (guía del Servicio de Información Toxicológica).',
        'Ve a urgencias ahora. Lleva los restos de las setas, crudas o cocinadas, también las sobras o las pieles de la basura, para identificarlas.',
        'Todos los que comieron las mismas setas deben ir a urgencias, aunque estén bien.',
        `Llama por el camino al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas), sin retrasar la salida. No le hagas vomitar.`,
      ],
    ),
    rojoComida(
      "comida_abdomen = 'si'",
      'Vómito verde o con sangre, o dolor de tripa muy fuerte',
      [
        'El vómito verde oscuro o con sangre, o un dolor de tripa muy fuerte, no son los de una gastroenteritis: puede haber una obstrucción, una hemorragia o un problema que necesite cirugía (NICE CG84).',
        'No le des de comer ni de beber por el camino, ni analgésicos salvo que te lo indiquen.',
      ],
      { ver_tambien: ['vomitos', 'dolor_abdominal'] },
    ),
    rojoComida(
      `comida_sangre = '${SANGRE_COMIDA.sindrome}'`,
      'Diarrea con sangre y poco pis, palidez o hinchazón: posible síndrome hemolítico urémico',
      [
        'Después de una diarrea con sangre, hacer muy poco pis, estar muy pálido o cansado o hincharse los párpados o las piernas puede ser un síndrome hemolítico urémico, una complicación de algunas bacterias de la comida (E. coli) que daña los riñones y necesita tratamiento en el hospital.',
        'Si está despierto y lo tolera, dale sorbos pequeños de suero oral por el camino. No le des ibuprofeno ni medicamentos para cortar la diarrea.',
      ],
      { ver_tambien: ['diarrea'] },
    ),
    rojoComida(
      `comida_hidratacion = '${HIDRATACION_COMIDA.grave}'`,
      'Vómitos o diarrea con signos de deshidratación grave o shock',
      [
        'Puede estar en shock por la pérdida de líquidos o por una infección: necesita atención inmediata (NICE CG84). Mantenlo tumbado y tapado.',
        'Si está despierto y lo tolera, ofrécele pequeños sorbos de suero oral por el camino, sin forzarle.',
      ],
      { acciones_sugeridas: [ACCION.llama112, ACCION.urgenciasAhora], ver_tambien: ['diarrea', 'vomitos'] },
    ),
    rojoComida(
      `edad_rango = '0-3 meses' AND comida_fiebre IN ${lista([FIEBRE_COMIDA.baja, FIEBRE_COMIDA.alta, FIEBRE_COMIDA.sinMedir])}`,
      'Vómitos o diarrea con fiebre en un bebé menor de 3 meses',
      [
        'En un bebé de menos de 3 meses, la fiebre (o la sensación de fiebre si no se ha podido medir) necesita que lo vea un médico enseguida (NICE NG143).',
        'No le des paracetamol ni ibuprofeno antes de que lo vea un médico, salvo que te lo indiquen. Sigue ofreciéndole el pecho o el biberón.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    rojo(
      "boca_grave = 'si'",
      'Posible quemadura de la boca, la garganta o el esófago',
      consejosRojo(
        'Babear sin poder tragar la saliva, no poder tragar, la voz ronca, el ruido al respirar o las llagas en la boca pueden ser una quemadura por un producto corrosivo: necesita atención urgente.',
        'Si tiene restos del producto en la boca, retíralos con un paño limpio. Si le ha caído en la piel o en los ojos, lávalos con agua abundante del grifo durante 15-20 minutos y quítale la ropa manchada.',
      ),
    ),
    rojo(
      // Round 18: except a single vomit, a short tummy ache or a loose stool after a listed product, with the child now as usual (verde below).
      // Round 19: and the same after a medicine of the short list, from 1 to 11 years.
      `otros_sintomas = 'si' AND NOT (${LISTA_MOLESTIA_LEVE}) AND NOT (${MEDICAMENTO_MOLESTIA_LEVE})`,
      'Posible intoxicación con síntomas',
      consejosRojo('Cualquier síntoma después de tomar un tóxico necesita atención urgente, aunque parezca leve.'),
    ),
    rojo(
      `sustancia = '${SUSTANCIA.pila}'`,
      'Ha tragado una pila de botón o imanes',
      consejosRojo(
        'Una pila de botón puede quemar el esófago en 2 horas: ve ya a urgencias.',
        'Si tiene más de 1 año, puede tragar bien y hace menos de 12 horas que se la tragó, dale 10 ml (2 cucharaditas) de miel cada 10 minutos, hasta 6 veces, de camino y sin retrasar la salida. Aparte de la miel, nada por la boca.',
      ),
      { ver_tambien: ['cuerpo_extrano'] },
    ),
    rojo(
      `sustancia = '${SUSTANCIA.gases}'`,
      'Ha respirado humo o gases',
      consejosRojo(
        'Sácalo al aire libre enseguida y sal tú también; si puedes hacerlo sin riesgo, abre ventanas y apaga la estufa, el brasero o el calentador.',
        'El monóxido de carbono no huele y puede afectar a toda la familia: que os valoren a todos los que estabais allí.',
      ),
      { acciones_sugeridas: [ACCION.llama112] },
    ),
    rojo(
      `medicamento_riesgo IN ['${SI_NO_NOSE.si}', '${SI_NO_NOSE.noSe}']`,
      'Medicamento que puede ser peligroso incluso en poca cantidad',
      consejosRojo(
        'Algunos medicamentos de adultos pueden ser graves en un niño pequeño con solo 1 o 2 pastillas, y los síntomas pueden tardar horas en aparecer.',
        'Lleva todas las cajas o blísteres a los que haya podido llegar.',
      ),
    ),
    rojo(
      `sustancia = '${SUSTANCIA.drogas}'`,
      'Ha tomado drogas o líquido de cigarrillo electrónico',
      consejosRojo(
        'La nicotina líquida y las drogas (también los dulces o galletas con cannabis) pueden dar síntomas graves en poco tiempo en un niño.',
        'Díselo al personal sanitario con sinceridad: lo importante es tratar bien a tu hijo.',
      ),
    ),
    // ------------------------------------------------------------- amarillo
    {
      si: `comida_setas = '${SETAS.sinSintomas}'`,
      urgencia: 'amarillo',
      titulo: 'Ha comido setas del campo y todavía no tiene síntomas',
      consejos: [
        `Llama ahora al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) y sigue sus indicaciones.`,
        'Que lo vean hoy en urgencias, en unas horas, aunque esté bien: las setas más peligrosas no dan síntomas hasta 6-24 horas después, y el tratamiento funciona mejor cuanto antes empiece (guía del Servicio de Información Toxicológica). Lleva los restos de las setas, crudas o cocinadas, también las sobras o las pieles.',
        'No le hagas vomitar. Todos los que comieron las mismas setas deben consultar.',
        'Si empieza con vómitos, diarrea o dolor de tripa, ve a urgencias ahora.',
        CONSEJO_AMARILLO,
      ],
      acciones_sugeridas: [ACCION_TOXICOLOGIA, 'Acude a urgencias hoy'],
    },
    amarilloComida(
      `comida_hidratacion = '${HIDRATACION_COMIDA.poca}'`,
      'Vómitos o diarrea con signos de deshidratación',
      [
        'Tiene signos de que le falta líquido o no retiene lo que bebe: que lo vea hoy un médico para valorar cuánto suero necesita y cómo dárselo (NICE CG84; Healthier Together).',
        'Ve a urgencias ahora si se pone muy pálido o con la piel moteada, las manos y los pies fríos, o muy adormilado.',
      ],
      { ver_tambien: ['diarrea', 'vomitos'] },
    ),
    amarilloComida(
      `comida_sangre = '${SANGRE_COMIDA.sangre}'`,
      'Diarrea con sangre después de una comida',
      [
        'La diarrea con sangre después de una comida puede deberse a bacterias como la E. coli, la Salmonella o el Campylobacter: que lo vea hoy un médico, que valorará un análisis de la caca y de la sangre (NICE CG84; guía de diarrea con sangre del NHS de Glasgow).',
        'Si puedes, lleva una foto o una muestra de la caca en un bote limpio. No le des ibuprofeno ni medicamentos para cortar la diarrea.',
        'Ve a urgencias ahora si hace muy poco pis, está muy pálido o cansado, o se le hinchan los párpados o las piernas, también en los días siguientes.',
      ],
      { ver_tambien: ['diarrea'] },
    ),
    amarilloComida(
      `comida_fiebre = '${FIEBRE_COMIDA.alta}'`,
      'Vómitos o diarrea con fiebre de 39 °C o más',
      [
        'La fiebre alta con vómitos o diarrea puede deberse a una bacteria u otra infección: que lo vea hoy un médico (NICE CG84).',
        'Si está molesto, puedes darle paracetamol; no le des ibuprofeno mientras vomite o tenga diarrea.',
      ],
      { ver_tambien: ['fiebre'] },
    ),
    amarilloComida(
      `comida_deposiciones >= ${DEPOSICIONES_ABUNDANTES_COMIDA}`,
      'Diarrea abundante: 6 o más cacas líquidas al día',
      ['Con 6 o más cacas líquidas al día el riesgo de deshidratación es alto (NICE CG84): que lo vea hoy un médico.'],
      { ver_tambien: ['diarrea'] },
    ),
    amarilloComida(
      `${COMIDA} AND edad_rango = '0-3 meses'`,
      'Vómitos o diarrea en un bebé menor de 3 meses',
      ['Los bebés de menos de 3 meses se deshidratan muy rápido: con vómitos o diarrea, que lo vea hoy un médico aunque parezca estar bien.'],
    ),
    { ...reglaMuyEnfermo([MIENTRAS_SUERO_COMIDA]), acciones_sugeridas: [ACCION.pediatraHoy, ACCION.urgenciasHoy] },
    {
      si: `corrosivo IN ['${SI_NO_NOSE.si}', '${SI_NO_NOSE.noSe}'] AND NOT (${LEJIA_SORBO})`,
      urgencia: 'amarillo',
      titulo: 'Ha tomado un producto corrosivo y no tiene síntomas',
      consejos: consejosAmarillo(
        'Un sorbo de lejía o un mordisco a una pastilla o cápsula de lavavajillas o de lavadora, en un niño que traga su saliva, habla y respira con normalidad y solo tiene los labios algo rojos o nada, casi nunca quema el esófago (centros de toxicología): Toxicología te dirá si debe verlo un médico ahora o en unas horas.',
        'Si tiene restos del producto en la boca, retíralos con un paño limpio y enjuágale los labios. Si le ha caído en la piel o en los ojos, lávalos con agua abundante del grifo durante 15-20 minutos.',
        'Ve a urgencias ahora o llama al 112 si babea sin poder tragar la saliva, no quiere o no puede tragar, vomita, tiene la voz ronca, hace ruido al respirar, le cuesta respirar o le duele el pecho o la tripa, aunque sea horas después.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      // Round 18: paracetamol or ibuprofen under the threshold, from 1 to 5 years, is the verde below.
      si: `sustancia = '${SUSTANCIA.medicamento}' AND medicamento_riesgo = '${SI_NO_NOSE.no}' AND ${MEDICAMENTO_AMARILLO} AND NOT (${ANALGESICO_VERDE})`,
      urgencia: 'amarillo',
      titulo: 'Ha tomado un medicamento que no le tocaba',
      consejos: consejosAmarillo(
        'Si ha sido paracetamol, di su peso y la cantidad: a partir de 150 mg por kg de peso en una sola vez puede hacer falta un análisis de sangre, aunque esté bien.',
        'Si ha tomado más dosis de las indicadas varios días seguidos, o toma otro medicamento que también lleva paracetamol, díselo también.',
        'Si le han salido ronchas o se le hinchan los labios o los ojos, puede ser una alergia: mira también el apartado de reacción alérgica, y llama al 112 si le cuesta respirar.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      si: `sustancia = '${SUSTANCIA.hogar}' AND NOT (${LEJIA_SORBO})`,
      urgencia: 'amarillo',
      titulo: 'Ha tomado un producto del hogar no corrosivo',
      consejos: consejosAmarillo(
        'Si le ha caído en la piel o en los ojos, lávalos con agua abundante del grifo durante 15-20 minutos.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      si: `sustancia = '${SUSTANCIA.termometro}' AND (${MENOR_1} OR termometro_riesgo = 'si')`,
      urgencia: 'amarillo',
      titulo: 'Mercurio de un termómetro con un corte en la boca, vapores o en un bebé',
      consejos: consejosAmarillo(
        'El mercurio que entra por un corte o que se respira al calentarse sí puede hacer daño, y en un bebé hay que confirmarlo: que lo valore hoy un médico.',
        'Ventila la habitación y saca al niño de ella. No uses el aspirador ni la escoba con el mercurio.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    // Round 18: three rules instead of one, so a listed product is never titled "not sure it is on the list".
    {
      si: `sustancia = '${SUSTANCIA.cotidiano}' AND ${MENOR_1}`,
      urgencia: 'amarillo',
      titulo: 'Un bebé de menos de 1 año ha tomado un producto de uso diario',
      consejos: consejosAmarillo(
        'Estos productos son casi inofensivos en poca cantidad, pero en un bebé de menos de 1 año hay que confirmarlo siempre: Toxicología te dirá si puede quedarse en casa o debe verlo un médico hoy.',
        'Si eran bolitas, ceras o trozos, mira que no le quede nada en la boca: el riesgo es que se atragante.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      si: `producto_lista = '${LISTA.mucho}'`,
      urgencia: 'amarillo',
      titulo: 'Mucha cantidad de un producto de uso diario',
      consejos: consejosAmarillo(
        'En poca cantidad estos productos son casi inofensivos, pero mucha cantidad de jabón, gel, champú, jabón de fregar o líquido de pompas puede dar vómitos repetidos o diarrea, y si al vomitar le pasa espuma a los pulmones, tos; y mucha pasta de dientes lleva bastante flúor: Toxicología te dirá si puede quedarse en casa o debe verlo un médico hoy.',
        'Si tose, se atraganta o respira deprisa o con ruido, ve a urgencias ahora.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      si: `producto_lista = '${LISTA.no}'`,
      urgencia: 'amarillo',
      titulo: 'Producto de uso diario que no está en la lista o no sabes cuál es',
      consejos: consejosAmarillo(
        'Muchos productos de higiene, cosmética y material escolar son casi inofensivos, pero si no está en la lista o no sabes exactamente cuál es, hay que confirmarlo: Toxicología te dirá si puede quedarse en casa o debe verlo un médico hoy.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      si: `sustancia = '${SUSTANCIA.vapores}' AND (${MENOR_1} OR vapores_riesgo IN ['${SI_NO_NOSE.si}', '${SI_NO_NOSE.noSe}'])`,
      urgencia: 'amarillo',
      titulo: 'Ha respirado vapores de productos de limpieza mezclados o durante mucho rato',
      consejos: consejosAmarillo(
        'Sácalo al aire libre o a una habitación bien ventilada, abre las ventanas y no vuelvas a entrar hasta que se vaya el olor.',
        'Los gases de productos mezclados (lejía con amoniaco o con ácidos) irritan los pulmones y a veces dan tos o fatiga horas después: que lo valore hoy un médico, y llama al 112 si tose mucho o le cuesta respirar.',
        'Si le ha salpicado en los ojos o la piel, lávalos con agua abundante del grifo durante 15-20 minutos.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    {
      // Every other substance without symptoms: the catch-all of the flow, except the listed products, the cleaning vapours and a sip of household bleach, which have their own rules.
      si: `sustancia NOT IN ['${SUSTANCIA.cotidiano}', '${SUSTANCIA.vapores}', '${SUSTANCIA.medicamento}', '${SUSTANCIA.termometro}'] AND NOT (${LEJIA_SORBO})`,
      urgencia: 'amarillo',
      titulo: 'Posible intoxicación sin síntomas',
      consejos: consejosAmarillo(
        'Si ha sido una planta o una seta, guarda un trozo o haz una foto para enseñarlo.',
      ),
      acciones_sugeridas: ACCIONES_AMARILLO,
    },
    // ---------------------------------------------------------------- verde
    {
      si: LEJIA_SORBO,
      urgencia: 'verde',
      titulo: 'Un sorbo de lejía normal de casa, sin ningún síntoma',
      consejos: [
        `Llama ahora al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con la botella delante: diles su edad, su peso y cuánto crees que ha tomado, y sigue lo que te digan.`,
        'La lejía normal de casa está muy diluida: un sorbo suele dar, como mucho, una molestia leve en la boca o en la tripa o un vómito aislado. Si traga su saliva, habla, respira y está como siempre, puede quedarse en casa (centros de toxicología).',
        'Quítale los restos de la boca con un paño limpio y enjuágale los labios. No le hagas vomitar ni le des leche, aceite u otros remedios. Si le ha salpicado en los ojos o en la piel, lávalos con agua abundante del grifo durante 15-20 minutos.',
        'Vigílalo de cerca las próximas 6 horas. Guarda la lejía y los demás productos de limpieza en alto o bajo llave, en su envase original y nunca en botellas de agua o de refresco.',
        consejoVuelveSi([
          'babea o no puede tragar su saliva, no quiere comer ni beber o le duele al tragar',
          'vomita, sobre todo si es más de una vez o con sangre',
          'tiene la voz ronca, hace ruido al respirar, tose o le cuesta respirar',
          'le duele el pecho o la tripa, o le salen llagas o manchas blancas en la boca',
          'te das cuenta de que ha tomado más, de que era lejía concentrada o de que era otro producto',
        ]),
      ],
      acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      // Round 18: a single vomit, a short tummy ache or a loose stool after a listed product is the expected effect, not poisoning.
      si: LISTA_MOLESTIA_LEVE,
      urgencia: 'verde',
      titulo: 'Un vómito o un rato de tripa después de un producto casi inofensivo',
      consejos: [
        `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante para confirmar el producto y la cantidad, y sigue lo que te digan.`,
        'Con estos productos (jabones, jabón de fregar a mano, pompas, cremas, flor de Pascua…) es normal un vómito, algo de tripa o una caca blanda, que se pasan solos: si ahora está como siempre, puede quedarse en casa (centros de toxicología).',
        'Quítale los restos de la boca con un paño húmedo. Ofrécele agua o su leche a sorbos; cuando le apetezca, puede comer con normalidad. No le hagas vomitar más.',
        'Guarda el envase por si tienes que consultar después, y guarda estos productos fuera de su alcance.',
        consejoVuelveSi([
          'vuelve a vomitar, le duele mucho la tripa o tiene diarrea que no para',
          'tose, se atraganta, respira deprisa o con ruido (la espuma del jabón puede pasar a los pulmones al vomitar)',
          'está adormilado, raro, irritable o torpe',
          'babea, le duele la boca o no puede tragar',
          'te das cuenta de que ha tomado más cantidad, otro producto o un medicamento',
        ]),
      ],
      acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: LISTA_VERDE,
      urgencia: 'verde',
      titulo: 'Un producto casi inofensivo de la lista, sin síntomas',
      consejos: [
        `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante para confirmar el producto y la cantidad, y sigue lo que te digan.`,
        'Los servicios de toxicología consideran este producto casi inofensivo en la cantidad que un niño toma por accidente: lo normal es que no note nada o, como mucho, una molestia leve de tripa o un vómito aislado. Puede quedarse en casa.',
        'Quítale los restos de la boca con un paño húmedo y dale un poco de agua si quiere; puede comer con normalidad. No le hagas vomitar.',
        'Si eran bolitas, ceras, hojas o trozos, mira que no le quede nada en la boca: con estos productos el riesgo es atragantarse, no intoxicarse.',
        'Guarda el envase por si tienes que consultar después, y guarda estos productos fuera de su alcance.',
        consejoVuelveSi([
          'vomita más de una vez, le duele la tripa o tiene diarrea',
          'tose, le cuesta respirar o respira deprisa',
          'está adormilado, raro, irritable o torpe',
          'babea, le duele la boca o no puede tragar',
          'te das cuenta de que ha tomado más cantidad, otro producto o un medicamento',
        ]),
      ],
      acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      // Round 18: paracetamol or ibuprofen under the single-ingestion threshold for his weight, 1 to 5 years, no symptom.
      si: ANALGESICO_VERDE,
      urgencia: 'verde',
      titulo: 'Paracetamol o ibuprofeno por debajo de la cantidad que hace daño, sin síntomas',
      consejos: [
        `Llama ahora al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante: diles su peso, qué medicamento es, la concentración y lo máximo que ha podido tomar, y sigue lo que te digan.`,
        `Por lo que nos dices, lo máximo que ha podido tomar está por debajo de la cantidad que puede dañar el hígado (paracetamol: ${UMBRAL_PARACETAMOL_MG_KG} mg por kilo de peso de una vez) o dar síntomas (ibuprofeno: ${UMBRAL_IBUPROFENO_MG_KG} mg por kilo), según los manuales de intoxicaciones pediátricas: si está bien, puede quedarse en casa.`,
        'No le hagas vomitar. Puede comer y beber con normalidad; que beba bien.',
        'No le des más paracetamol ni ibuprofeno en las próximas 24 horas sin consultarlo antes con Toxicología o con su pediatra.',
        'Guarda los medicamentos en alto o bajo llave, fuera de su vista, y cierra bien el tapón de seguridad.',
        consejoVuelveSi([
          'vomita, le duele la tripa, está pálido, sudoroso, adormilado o raro',
          'en los próximos días se le ponen amarillos la piel o el blanco de los ojos',
          'hace mucho menos pis de lo normal, o vomita sangre o hace cacas negras',
          'te das cuenta de que ha podido tomar más, de que era otra concentración o de que también ha tomado otro medicamento',
        ]),
      ],
      acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['reaccion_alergica'],
    },
    // Round 12: one extra dose of his own paracetamol or ibuprofen, and the low-toxicity medicines (NPIS TOXBASE; SEUP manual; Merck).
    {
      // Round 19: a single vomit, a short tummy ache or a loose stool after a minimally toxic medicine, from 1 to 11 years.
      si: MEDICAMENTO_MOLESTIA_LEVE,
      urgencia: 'verde',
      titulo: 'Un vómito o un rato de tripa después de un medicamento casi inofensivo',
      consejos: [
        `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con la caja o el envase delante para confirmar el medicamento y cuánto ha podido tomar, y sigue lo que te digan.`,
        'Los centros de toxicología consideran casi inofensivos, en lo que un niño toma una vez por accidente, la píldora anticonceptiva, los antiácidos masticables, las vitaminas sin hierro, las gotas para los gases y las cremas del pañal o hidratantes: lo esperable es, como mucho, náuseas, un vómito, un rato de tripa o una caca blanda, que se pasan solos. Si ahora está como siempre, puede quedarse en casa.',
        'Quítale los restos de la boca con un paño húmedo. No le hagas vomitar. Ofrécele agua o su leche a sorbos; cuando le apetezca, puede comer con normalidad. Si ha sido la píldora, en una niña puede haber un pequeño sangrado vaginal unos días después, que no es grave.',
        'Guarda el envase por si tienes que consultar después, y guarda los medicamentos en alto o bajo llave, fuera de su vista (también los de los bolsos y los de las visitas).',
        consejoVuelveSi([
          'vuelve a vomitar, le duele mucho la tripa o tiene diarrea que no para',
          'está adormilado, raro, torpe o irritable',
          'respira deprisa, con ruido o con esfuerzo, o tose',
          'le salen ronchas o se le hinchan los labios o los ojos',
          'dudas de si ha podido tomar otras pastillas o más cantidad, o encuentras otro envase abierto (ve a urgencias)',
        ]),
      ],
      acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
    },
    reglaDosisDeMas(),
    reglaAnticonceptivo(),
    reglaMedicamentoInocuo([], { ver_tambien: ['reaccion_alergica'] }),
    {
      si: "termometro_riesgo = 'no'",
      urgencia: 'verde',
      titulo: 'Mercurio de un termómetro roto, sin cortes ni síntomas',
      consejos: [
        `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) para confirmarlo, y sigue lo que te digan. Guarda el termómetro o su envase.`,
        'El mercurio líquido que se traga casi no pasa a la sangre y sale con las heces en unos días: si no se ha cortado y está bien, puede quedarse en casa. Quítale los trocitos de cristal de la boca con cuidado. No le hagas vomitar.',
        'Recoge el mercurio con seguridad: saca a los niños de la habitación, abre las ventanas, ponte guantes y junta las bolitas con una cartulina o recógelas con cinta adhesiva; guárdalas en un bote de cristal cerrado y llévalo a un punto limpio. No uses el aspirador ni la escoba (lo convierten en vapor) y no lo tires por el desagüe.',
        consejoVuelveSi([
          'le duele la boca, sangra o no puede tragar',
          'vomita, le duele la tripa o tiene sangre en las heces',
          'tose o le cuesta respirar',
        ]),
      ],
      acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: VAPORES_SIN_RIESGO,
      urgencia: 'verde',
      titulo: 'Ha olido un producto de limpieza un momento, sin síntomas',
      consejos: [
        `Llama al Servicio de Información Toxicológica (${TELEFONO_TOXICOLOGIA}, 24 horas) con el envase delante para confirmar el producto, y sigue lo que te digan.`,
        'Oler un momento el vapor de un producto de limpieza mientras se limpia suele dar, como mucho, una molestia pasajera: si no tiene ningún síntoma, puede quedarse en casa (centros de toxicología).',
        'Sácalo al aire libre o a otra habitación y ventila bien la zona. Si le ha salpicado en los ojos o la piel, lávalos con agua abundante del grifo durante 15-20 minutos.',
        'No le hagas vomitar ni le des leche u otros remedios: no sirven. Puede beber y comer con normalidad.',
        'No mezcles nunca la lejía con otros productos (amoniaco, salfumán, antical, vinagre): sueltan un gas que irrita mucho los pulmones. Limpia con la ventana abierta y con los niños fuera de la habitación.',
        consejoVuelveSi([
          'tose, le cuesta respirar, respira deprisa o le pitan los pulmones, aunque sea horas después',
          'le pican o le lloran mucho los ojos o le duele la garganta',
          'está adormilado, mareado, raro o vomita',
          'te das cuenta de que se habían mezclado productos, o de que lo ha tragado o tocado',
        ]),
      ],
      acciones_sugeridas: [ACCION_SERVICIO_TOXICOLOGIA, ACCION.cuidaEnCasa, ACCION.vigila],
    },
    {
      si: COMIDA,
      urgencia: 'verde',
      titulo: 'Le ha sentado mal una comida: vómitos o diarrea sin signos de alarma',
      consejos: [
        'Lo que le pasa se trata como una gastroenteritis (NICE CG84): los vómitos suelen durar 1-2 días y la diarrea de 5 a 7. Si bebe y hace pis, puede cuidarse en casa.',
        ...SUERO_CASA,
        'Lavaos bien las manos con agua y jabón, sobre todo después de ir al baño o cambiar pañales y antes de cocinar. No debe volver a la guardería o al colegio hasta 48 horas después del último vómito o diarrea. Tira la comida sospechosa.',
        consejoVuelveSi([
          'le cuesta respirar, se le caen los párpados, ve doble, le cuesta tragar o hablar, o está flojo (llama al 112)',
          'está muy pálido o moteado, con las manos y los pies fríos, o muy adormilado (llama al 112)',
          'tiene la boca seca, los ojos hundidos, no llora con lágrimas, lleva 12 horas sin hacer pis o vomita todo lo que bebe',
          'hay sangre en la caca, o vomita algo verde o con sangre',
          'después de una diarrea con sangre hace muy poco pis, está pálido o se le hinchan los párpados o las piernas',
          'le duele mucho la tripa, tiene fiebre de 39 °C o más, o hace 6 o más cacas líquidas al día',
          'te enteras de que comió setas del campo o conservas caseras, o de que los demás que comieron lo mismo están muy malos',
          'lo ves peor o muy enfermo, distinto de otras veces',
        ]),
        consejoConsultaSi(['la diarrea dura más de 7 días', 'los vómitos duran más de 3 días']),
      ],
      acciones_sugeridas: [ACCION.cuidaEnCasa, ACCION.vigila],
      ver_tambien: ['diarrea', 'vomitos'],
    },
  ],
  avisos: [AVISO_PREOCUPADO],
}, 'color_grave');
