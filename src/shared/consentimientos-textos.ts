/** Consent types and text versions (no validation library: the home page imports this). */
export const TIPOS_CONSENTIMIENTO = ['basico', 'registro', 'imagenes'] as const;
export type TipoConsentimiento = (typeof TIPOS_CONSENTIMIENTO)[number];

/** Bump when a consent text changes, so the record says which text was accepted. */
export const VERSION_TEXTOS: Readonly<Record<TipoConsentimiento, string>> = {
  basico: '2026-11-21',
  registro: '2026-11-21',
  imagenes: '2026-11-21',
};

export interface Consentimiento {
  readonly id: string;
  readonly tipo: TipoConsentimiento;
  readonly version: string;
  readonly aceptado_at: string;
  readonly retirado_at: string | null;
}
