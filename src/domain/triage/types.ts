/**
 * The triage catalogue as typed data (SPEC §3). Field names follow the spec's
 * Spanish vocabulary so a clinician reading a flow file and the spec sees the
 * same words.
 */

export type Urgencia = 'rojo' | 'amarillo' | 'verde';

export type TipoPregunta = 'opciones' | 'numero' | 'si_no' | 'texto';

/** An answer as stored: numbers for `numero`, strings for everything else. */
export type ValorRespuesta = string | number;

export type Respuestas = Readonly<Record<string, ValorRespuesta>>;

export interface Pregunta {
  readonly id: string;
  readonly texto: string;
  readonly tipo: TipoPregunta;
  /** Only for `opciones`. */
  readonly opciones?: readonly string[];
  /** A short hint under the question (how to measure, what counts). */
  readonly ayuda?: string;
  /**
   * Condition (same language as rules) deciding whether the question is asked.
   * Evaluated on the answers given so far; an unknown result asks it. A skipped
   * question's id is unanswered, so conditions that mention it are not true.
   */
  readonly mostrar_si?: string;
  /**
   * For red-feature questions: the answer values that are alarming. Catalogue
   * tests check that switching an answer to one of these never lowers urgency.
   */
  readonly alarma?: readonly string[];
}

/** Medicines the catalogue may suggest (SPEC §9, CLINICAL.md "Doses"). */
export type MedicamentoId =
  | 'paracetamol'
  | 'ibuprofeno'
  | 'suero_oral'
  | 'cetirizina'
  | 'lactulosa'
  | 'hidrocortisona_topica';

/** SPEC §3 medication item. `med` is shown with underscores as spaces. */
export interface MedicacionSugerida {
  readonly med: MedicamentoId;
  /** The per-kg rule as text, e.g. '15 mg/kg cada 6-8 horas (máximo 60 mg/kg/día)'. */
  readonly dosis_por_kg: string;
  /** Example text; `{peso}` is replaced by the weight and `{dosis}` by the computed dose. */
  readonly ejemplo: string;
}

export interface Regla {
  /** Condition in the language of SPEC §4. */
  readonly si: string;
  readonly urgencia: Urgencia;
  readonly titulo: string;
  readonly consejos: readonly string[];
  readonly acciones_sugeridas: readonly string[];
  readonly medicacion?: readonly MedicacionSugerida[];
  /** Other flows the result should offer (a finding that belongs elsewhere). */
  readonly ver_tambien?: readonly string[];
}

/**
 * Advice added to a non-rojo result when its condition holds, without
 * changing the level (e.g. the parent says they are still worried: the result
 * offers a paediatrician now and says when to go anyway).
 */
export interface Aviso {
  readonly si: string;
  readonly consejo: string;
}

export interface Fuente {
  readonly titulo: string;
  readonly anio: number;
  readonly url: string;
}

export type CategoriaId =
  | 'fiebre_malestar'
  | 'respiratorio'
  | 'digestivo'
  | 'golpes_heridas'
  | 'ojos_piel_alergias'
  | 'bebes';

export interface Flujo {
  readonly id: string;
  readonly nombre: string;
  readonly icono: string;
  /** null for flows reached outside the six categories (cuerpo_extrano, intoxicacion). */
  readonly categoria: CategoriaId | null;
  /** Everyday words a parent might type to find this flow. */
  readonly sinonimos: readonly string[];
  readonly fuentes: readonly Fuente[];
  /** ISO date of the last clinical review. */
  readonly revisado: string;
  /** Where sources disagreed and which reading was chosen. */
  readonly notas?: string;
  readonly preguntas: readonly Pregunta[];
  readonly reglas: readonly Regla[];
  /** Conditional advice for amarillo and verde results; never changes the level. */
  readonly avisos?: readonly Aviso[];
}

/** What the result screen receives (SPEC §3 "Triage result"). */
export interface ResultadoTriaje {
  readonly urgencia: Urgencia;
  readonly titulo: string;
  readonly acciones_sugeridas: readonly string[];
  readonly consejos: readonly string[];
  readonly medicacion: readonly MedicacionSugerida[];
  readonly ver_tambien: readonly string[];
}

/** A flow as the home page shows and searches it, without questions and rules. */
export type FichaFlujo = Pick<Flujo, 'id' | 'nombre' | 'icono' | 'categoria' | 'sinonimos'>;
