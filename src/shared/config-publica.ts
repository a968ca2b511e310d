/** GET /api/config */
export interface ConfigPublica {
  /** 'Continuar con Google' is offered only when Google sign-in is configured. */
  readonly google: boolean;
}
