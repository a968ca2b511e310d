/** GET /api/config */
export interface EmpresaPublica {
  readonly nombre: string | null;
  readonly nif: string | null;
  readonly domicilio: string | null;
  readonly registro: string | null;
  readonly telefono: string | null;
  readonly emailContacto: string | null;
  readonly emailPrivacidad: string | null;
  readonly emailDpd: string | null;
  readonly proveedorAlojamiento: string | null;
  readonly autorizacionSanitaria: string | null;
}

export interface ConfigPublica {
  /** 'Continuar con Google' is offered only when Google sign-in is configured. */
  readonly google: boolean;
  /** How this deployment takes payment: Stripe, the demo checkout, or not at all (the pay button then says so). */
  readonly pagos: {
    readonly modo: 'stripe' | 'demo' | 'desactivados';
    readonly importeCentimos: number;
    readonly moneda: string;
    /** After this many minutes without a paediatrician the admins are alerted and the family's page says so. */
    readonly esperaAvisoMinutos: number;
  };
  /** The controller's data for the legal pages; null while not configured. */
  readonly empresa: EmpresaPublica;
}
