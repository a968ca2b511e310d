/**
 * The paediatrician's document forms as plain data: what was typed (every
 * kind's fields kept together, so switching kind loses nothing), checked with
 * the same schemas the server uses, and turned into the body it accepts.
 */
import {
  documentoSchema,
  emitirDocumentoSchema,
  ETIQUETAS_DOCUMENTO,
  MAXIMO_DIAS_REPOSO,
  type ContenidoDocumento,
  type EmitirDocumento,
  type TipoDocumento,
} from '../../../shared/documentos.ts';
import { TEXTOS_DOCUMENTOS } from './textos.ts';

export const CAMPOS_POR_TIPO = {
  receta: ['medicamento', 'presentacion', 'dosis', 'via', 'frecuencia', 'duracion', 'instrucciones'],
  justificante: ['clase', 'desde', 'hasta', 'observaciones'],
  informe: ['motivo', 'hallazgos', 'valoracion', 'plan', 'signosAlarma'],
} as const satisfies Record<TipoDocumento, readonly string[]>;

/** Asked first when the family paid without choosing a child: a document names its patient. */
export const CAMPOS_PACIENTE = ['pacienteNombre', 'pacienteEdad'] as const;

export type CampoDocumento = (typeof CAMPOS_POR_TIPO)[TipoDocumento][number] | (typeof CAMPOS_PACIENTE)[number];
export type CamposDocumento = Readonly<Record<CampoDocumento, string>>;
export type ErroresDocumento = Partial<Record<CampoDocumento, string>>;
export type PacienteEscrito = NonNullable<EmitirDocumento['paciente']>;

export type Validacion =
  | { readonly ok: true; readonly documento: ContenidoDocumento; readonly paciente: PacienteEscrito | null }
  | { readonly ok: false; readonly errores: ErroresDocumento };

const pacienteSchema = emitirDocumentoSchema.shape.paciente.unwrap();

/** An empty form; a certificate starts as today's attendance. */
export function camposIniciales(hoy: string): CamposDocumento {
  return {
    pacienteNombre: '',
    pacienteEdad: '',
    medicamento: '',
    presentacion: '',
    dosis: '',
    via: '',
    frecuencia: '',
    duracion: '',
    instrucciones: '',
    clase: 'asistencia',
    desde: hoy,
    hasta: hoy,
    observaciones: '',
    motivo: '',
    hallazgos: '',
    valoracion: '',
    plan: '',
    signosAlarma: '',
  };
}

/** What the schema is given for one kind: only that kind's fields; attendance is one day, so 'hasta' is 'desde'. */
export function contenidoDe(tipo: TipoDocumento, campos: CamposDocumento): Record<string, string> {
  const contenido: Record<string, string> = { tipo };
  for (const campo of CAMPOS_POR_TIPO[tipo]) contenido[campo] = campos[campo];
  if (tipo === 'justificante' && campos.clase === 'asistencia') contenido['hasta'] = campos.desde;
  return contenido;
}

/**
 * The form checked by the server's own schemas: the document (and the patient
 * the paediatrician wrote in, when asked), or each field's first Spanish message.
 */
export function validarDocumento(tipo: TipoDocumento, campos: CamposDocumento, pidePaciente = false): Validacion {
  const errores: ErroresDocumento = {};
  const resultado = documentoSchema.safeParse(contenidoDe(tipo, campos));
  const paciente = pidePaciente ? pacienteSchema.safeParse({ nombre: campos.pacienteNombre, edad: campos.pacienteEdad }) : null;
  if (paciente && !paciente.success) {
    for (const issue of paciente.error.issues) {
      const campo = issue.path[0] === 'edad' ? 'pacienteEdad' : 'pacienteNombre';
      errores[campo] ??= issue.message;
    }
  }
  if (!resultado.success) {
    const propios: readonly string[] = CAMPOS_POR_TIPO[tipo];
    for (const issue of resultado.error.issues) {
      let campo = String(issue.path[0] ?? '');
      // An attendance certificate shows one date field: a problem with the end date is a problem with that one.
      if (tipo === 'justificante' && campos.clase === 'asistencia' && campo === 'hasta') campo = 'desde';
      if (propios.includes(campo)) errores[campo as CampoDocumento] ??= issue.message;
    }
    // Every issue the schemas raise names a field of the form; this keeps an unforeseen one from passing silently.
    if (Object.keys(errores).length === 0) errores[CAMPOS_POR_TIPO[tipo][0]] = resultado.error.issues[0]?.message ?? TEXTOS_DOCUMENTOS.revisa;
  }
  if (!resultado.success || (paciente && !paciente.success)) return { ok: false, errores };
  return { ok: true, documento: resultado.data, paciente: paciente?.data ?? null };
}

/** The body of POST /api/consultas/:id/documentos; `cerrar` only ever for the closing report. */
export function cuerpoEmision(clientId: string, documento: ContenidoDocumento, cerrar: boolean, paciente: PacienteEscrito | null = null): EmitirDocumento {
  return {
    clientId,
    documento,
    ...(cerrar && documento.tipo === 'informe' ? { cerrar: true } : {}),
    ...(paciente ? { paciente } : {}),
  };
}

/** The first field with a message, in the form's order (the patient first): where the focus goes after a refused submit. */
export function primerError(tipo: TipoDocumento, errores: ErroresDocumento): CampoDocumento | null {
  return [...CAMPOS_PACIENTE, ...CAMPOS_POR_TIPO[tipo]].find((campo) => errores[campo] !== undefined) ?? null;
}

/** 'Receta', 'Justificante', 'Informe', or 'Informe de cierre' for the report that closed the consultation. */
export function etiquetaDocumento(documento: { readonly tipo: TipoDocumento; readonly es_cierre: boolean }): string {
  return documento.es_cierre ? TEXTOS_DOCUMENTOS.etiquetaCierre : ETIQUETAS_DOCUMENTO[documento.tipo];
}

/** The saved file's name (sanitised again when saved). */
export function nombrePdf(etiqueta: string, codigo: string): string {
  return `${etiqueta} ${codigo}.pdf`;
}

const DIA_MS = 86_400_000;

/** The calendar day of a moment where the paediatrician is, as YYYY-MM-DD (what a date input holds). */
export function diaLocal(fecha: Date): string {
  const dos = (n: number) => String(n).padStart(2, '0');
  return `${fecha.getFullYear()}-${dos(fecha.getMonth() + 1)}-${dos(fecha.getDate())}`;
}

export function sumarDias(dia: string, dias: number): string {
  return new Date(Date.parse(`${dia}T00:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);
}

/** Days from `desde` to `hasta`, both included; null when either is not a date or the range runs backwards. */
export function diasIncluidos(desde: string, hasta: string): number | null {
  const inicio = Date.parse(`${desde}T00:00:00Z`);
  const fin = Date.parse(`${hasta}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(desde) || !/^\d{4}-\d{2}-\d{2}$/.test(hasta) || Number.isNaN(inicio) || Number.isNaN(fin) || fin < inicio) return null;
  return Math.round((fin - inicio) / DIA_MS) + 1;
}

/** The last day a rest starting on `desde` may cover (the date input's max). */
export function hastaMaximo(desde: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(desde) && !Number.isNaN(Date.parse(`${desde}T00:00:00Z`)) ? sumarDias(desde, MAXIMO_DIAS_REPOSO - 1) : undefined;
}
