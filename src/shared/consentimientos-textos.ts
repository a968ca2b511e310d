/** Consent types and text versions (no validation library: the home page imports this). */
export const TIPOS_CONSENTIMIENTO = ['basico', 'registro', 'imagenes'] as const;
export type TipoConsentimiento = (typeof TIPOS_CONSENTIMIENTO)[number];

/**
 * Every version each consent text has had, oldest first. When a text
 * changes, append its new version: the last one is the one in force, and a
 * consent given to an earlier one is asked again.
 */
export const VERSIONES_TEXTOS: Readonly<Record<TipoConsentimiento, readonly string[]>> = {
  basico: ['2026-11-21'],
  registro: ['2026-11-21'],
  imagenes: ['2026-11-21'],
};

/** The version in force of each text. */
export const VERSION_TEXTOS = Object.fromEntries(TIPOS_CONSENTIMIENTO.map((t) => [t, VERSIONES_TEXTOS[t].at(-1) as string])) as Readonly<
  Record<TipoConsentimiento, string>
>;

export interface Consentimiento {
  readonly id: string;
  readonly tipo: TipoConsentimiento;
  readonly version: string;
  readonly aceptado_at: string;
  readonly retirado_at: string | null;
}
