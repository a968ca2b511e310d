/** The controller's data, from configuration; bracketed placeholders while not configured. */
export interface DatosEmpresa {
  readonly nombre: string;
  readonly nif: string;
  readonly domicilio: string;
  readonly registro: string;
  readonly emailContacto: string;
  readonly telefono: string;
  readonly emailPrivacidad: string;
  readonly emailDpd: string;
  readonly proveedorAlojamiento: string;
  readonly autorizacionSanitaria: string;
}

export type Bloque = string | { readonly lista: readonly string[] };

export interface SeccionLegal {
  readonly titulo: string;
  readonly bloques: readonly Bloque[];
}

export interface TextoLegal {
  readonly titulo: string;
  readonly introduccion: string;
  readonly secciones: readonly SeccionLegal[];
}
