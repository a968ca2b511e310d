/**
 * Dose shown on the result screen (SPEC §5 "Dose calculation"), made safe
 * (DECISIONS beyond-2): the first number or range of the per-kg rule, its
 * midpoint times the weight, capped at the adult maximum per dose; the daily
 * maximum; and the volume for the common Spanish oral solutions.
 */
import { FORMULARIO, nombreMedicamento } from './formulario.ts';
import type { MedicacionSugerida } from './types.ts';

export interface VolumenSolucion {
  readonly concentracionMgMl: number;
  readonly ml: number;
}

export interface DosisExacta {
  readonly cantidad: number;
  readonly unidad: 'mg' | 'ml';
  /** e.g. 'cada 6-8 horas'; null when the rule names no interval. */
  readonly intervalo: string | null;
  readonly pesoKg: number;
  /** True when the weight-based figure exceeded the adult maximum and was capped. */
  readonly limitada: boolean;
  readonly maximoDiario: number | null;
  readonly volumenes: readonly VolumenSolucion[];
}

export interface DosisMostrada {
  readonly med: string;
  readonly nombre: string;
  readonly dosisPorKg: string;
  readonly exacta: DosisExacta | null;
  /** Shown when there is no exact figure: the example with the weight filled in. */
  readonly ejemplo: string;
  readonly aviso: string | null;
}

const NUMERO_O_RANGO = /(\d+(?:[.,]\d+)?)(?:\s*-\s*(\d+(?:[.,]\d+)?))?/;
const INTERVALO = /cada\s+(\d+(?:[.,]\d+)?(?:\s*-\s*\d+(?:[.,]\d+)?)?)\s*(horas?|h\b|minutos?|min\b)/i;

const aNumero = (texto: string): number => Number(texto.replace(',', '.'));

export function redondear(valor: number, decimales = 1): number {
  const factor = 10 ** decimales;
  return Math.round(valor * factor) / factor;
}

/** Floors to 0.1 ml: a syringe reading never above the computed dose. */
function mlDeSolucion(mg: number, concentracion: number): number {
  return Math.floor((mg / concentracion) * 10 + 1e-9) / 10;
}

export function primerNumeroORango(texto: string): number | null {
  const match = NUMERO_O_RANGO.exec(texto);
  if (!match) return null;
  const desde = aNumero(match[1] as string);
  const hasta = match[2] === undefined ? desde : aNumero(match[2]);
  return (desde + hasta) / 2;
}

export function intervaloDe(texto: string): string | null {
  const match = INTERVALO.exec(texto);
  if (!match) return null;
  const unidad = (match[2] as string).toLowerCase().startsWith('h') ? 'horas' : 'minutos';
  return `cada ${(match[1] as string).replace(/\s+/g, '')} ${unidad}`;
}

function formatoPeso(peso: number): string {
  return Number.isInteger(peso) ? String(peso) : String(redondear(peso, 1));
}

export function describirDosis(exacta: DosisExacta): string {
  const intervalo = exacta.intervalo ? ` ${exacta.intervalo}` : '';
  return `${exacta.cantidad.toFixed(1)} ${exacta.unidad}${intervalo} (para ${formatoPeso(exacta.pesoKg)} kg)`;
}

function rellenarEjemplo(ejemplo: string, peso: number, dosis: string | null): string {
  if (peso <= 0) return ejemplo.replaceAll('{peso}', '…').replaceAll('{dosis}', '…');
  return ejemplo.replaceAll('{peso}', formatoPeso(peso)).replaceAll('{dosis}', dosis ?? '…');
}

export function calcularDosis(item: MedicacionSugerida, pesoKg: number): DosisMostrada {
  const medicamento = FORMULARIO[item.med];
  const base = { med: item.med, nombre: nombreMedicamento(item.med), dosisPorKg: item.dosis_por_kg };
  const porKg = medicamento.porPeso ? primerNumeroORango(item.dosis_por_kg) : null;
  if (porKg === null || pesoKg <= 0) {
    return { ...base, exacta: null, ejemplo: rellenarEjemplo(item.ejemplo, pesoKg, null), aviso: null };
  }
  if (pesoKg < medicamento.pesoMinimoKg) {
    return {
      ...base,
      exacta: null,
      ejemplo: item.ejemplo.replaceAll('{peso}', formatoPeso(pesoKg)).replaceAll('{dosis}', '…'),
      aviso: `Con menos de ${medicamento.pesoMinimoKg} kg, la dosis debe indicarla su pediatra.`,
    };
  }
  const unidad: 'mg' | 'ml' = /\bml\b/i.test(item.dosis_por_kg) ? 'ml' : 'mg';
  const calculada = porKg * pesoKg;
  const limitada = medicamento.maxDosis !== null && calculada > medicamento.maxDosis;
  const cantidad = redondear(limitada ? (medicamento.maxDosis as number) : calculada, 1);
  const diarias = [
    medicamento.maxDiariaPorKg === null ? null : medicamento.maxDiariaPorKg * pesoKg,
    medicamento.maxDiaria,
  ].filter((v): v is number => v !== null);
  const maximoDiario = diarias.length > 0 ? redondear(Math.min(...diarias), 0) : null;
  const volumenes = unidad === 'mg'
    ? medicamento.concentracionesMgMl.map((c) => ({ concentracionMgMl: c, ml: mlDeSolucion(cantidad, c) }))
    : [];
  const exacta: DosisExacta = {
    cantidad,
    unidad,
    intervalo: intervaloDe(item.dosis_por_kg),
    pesoKg,
    limitada,
    maximoDiario,
    volumenes,
  };
  return {
    ...base,
    exacta,
    ejemplo: rellenarEjemplo(item.ejemplo, pesoKg, `${cantidad.toFixed(1)} ${unidad}`),
    aviso: limitada ? `Dosis limitada al máximo de ${medicamento.maxDosis} ${unidad} por toma.` : null,
  };
}
