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
  /** The controller's data for the legal pages; null while not configured. */
  readonly empresa: EmpresaPublica;
}
