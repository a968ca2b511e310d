/**
 * The six medicines the catalogue may suggest, with the safety limits the
 * dose calculation applies (DECISIONS beyond-2, CLINICAL.md "Doses",
 * clinical-sources.md §c: AEMPS fichas técnicas for Spanish products).
 */
import type { MedicamentoId } from './types.ts';

export interface Medicamento {
  readonly id: MedicamentoId;
  /** 'mg' or 'ml': what one kilo of weight is dosed in. */
  readonly unidad: 'mg' | 'ml';
  /** False for creams: no weight-based figure, the example text is shown. */
  readonly porPeso: boolean;
  /** Range the catalogue's per-kg number must stay within. */
  readonly porKgPermitido: readonly [number, number];
  /** Adult maximum for a single dose, in `unidad`. */
  readonly maxDosis: number | null;
  readonly maxDiariaPorKg: number | null;
  /** Adult maximum per day, in `unidad`. */
  readonly maxDiaria: number | null;
  /** Youngest age (months) for home use without a doctor's instruction. */
  readonly edadMinimaMeses: number;
  readonly motivoEdad: string;
  readonly pesoMinimoKg: number;
  /** Common Spanish oral solutions, mg per ml. */
  readonly concentracionesMgMl: readonly number[];
}

export const FORMULARIO: Readonly<Record<MedicamentoId, Medicamento>> = {
  paracetamol: {
    id: 'paracetamol',
    unidad: 'mg',
    porPeso: true,
    porKgPermitido: [10, 15],
    maxDosis: 1000,
    maxDiariaPorKg: 60,
    maxDiaria: 4000,
    edadMinimaMeses: 3,
    motivoEdad: 'En menores de 3 meses, la dosis de paracetamol debe indicarla siempre un pediatra.',
    pesoMinimoKg: 3,
    concentracionesMgMl: [100],
  },
  ibuprofeno: {
    id: 'ibuprofeno',
    unidad: 'mg',
    porPeso: true,
    porKgPermitido: [5, 10],
    maxDosis: 400,
    maxDiariaPorKg: 30,
    maxDiaria: 1200,
    edadMinimaMeses: 6,
    motivoEdad: 'El ibuprofeno no se recomienda en menores de 6 meses: no lo des sin indicación de su pediatra.',
    pesoMinimoKg: 5,
    concentracionesMgMl: [20, 40],
  },
  suero_oral: {
    id: 'suero_oral',
    unidad: 'ml',
    porPeso: true,
    porKgPermitido: [5, 20],
    maxDosis: 200,
    maxDiariaPorKg: null,
    maxDiaria: null,
    edadMinimaMeses: 0,
    motivoEdad: '',
    pesoMinimoKg: 2,
    concentracionesMgMl: [],
  },
  cetirizina: {
    id: 'cetirizina',
    unidad: 'mg',
    porPeso: true,
    porKgPermitido: [0.25, 0.25],
    maxDosis: 10,
    maxDiariaPorKg: null,
    maxDiaria: 10,
    edadMinimaMeses: 24,
    motivoEdad: 'La cetirizina no se recomienda en menores de 2 años.',
    pesoMinimoKg: 8,
    concentracionesMgMl: [1],
  },
  lactulosa: {
    id: 'lactulosa',
    unidad: 'ml',
    porPeso: true,
    porKgPermitido: [1, 3],
    maxDosis: 15,
    maxDiariaPorKg: null,
    maxDiaria: 15,
    edadMinimaMeses: 0,
    motivoEdad: '',
    pesoMinimoKg: 2,
    concentracionesMgMl: [],
  },
  hidrocortisona_topica: {
    id: 'hidrocortisona_topica',
    unidad: 'mg',
    porPeso: false,
    porKgPermitido: [0, 0],
    maxDosis: null,
    maxDiariaPorKg: null,
    maxDiaria: null,
    edadMinimaMeses: 0,
    motivoEdad: '',
    pesoMinimoKg: 0,
    concentracionesMgMl: [],
  },
};

/** SPEC §3: the med name is shown with underscores replaced by spaces. */
export function nombreMedicamento(id: string): string {
  return id.replaceAll('_', ' ');
}
