/**
 * Clinical documents written in the chat (issue 12; DECISIONS beyond-8):
 * their fields, with Spanish validation messages, shared by the paediatrician's
 * forms and the server that issues them. Every text follows SPEC §5's content
 * rule; lengths are what fits a printed A4 page.
 */
import { z } from 'zod';
import { fechaIso, textoSeguro } from './validacion.ts';

export const TIPOS_DOCUMENTO = ['receta', 'justificante', 'informe'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

/** How each kind is labelled in the chat and in the 'Documentos' list. */
export const ETIQUETAS_DOCUMENTO: Readonly<Record<TipoDocumento, string>> = { receta: 'Receta', justificante: 'Justificante', informe: 'Informe' };

export const VIAS_ADMINISTRACION = ['oral', 'rectal', 'topica', 'oftalmica', 'otica', 'nasal', 'inhalada'] as const;
export const NOMBRES_VIAS: Readonly<Record<(typeof VIAS_ADMINISTRACION)[number], string>> = {
  oral: 'Oral',
  rectal: 'Rectal',
  topica: 'Tópica (sobre la piel)',
  oftalmica: 'Oftálmica (en el ojo)',
  otica: 'Ótica (en el oído)',
  nasal: 'Nasal',
  inhalada: 'Inhalada',
};

export const recetaSchema = z
  .object({
    tipo: z.literal('receta'),
    medicamento: textoSeguro(120, { obligatorio: true }),
    /** Strength and form: 'Ibuprofeno 100 mg/5 ml suspensión oral'. */
    presentacion: textoSeguro(120, { obligatorio: true }),
    dosis: textoSeguro(120, { obligatorio: true }),
    via: z.enum(VIAS_ADMINISTRACION, { error: 'Elige la vía de administración' }),
    frecuencia: textoSeguro(80, { obligatorio: true }),
    duracion: textoSeguro(80, { obligatorio: true }),
    instrucciones: textoSeguro(1000, { obligatorio: false }),
  })
  .strict();

/** The longest rest a remote consultation certifies; longer needs an in-person visit. */
export const MAXIMO_DIAS_REPOSO = 15;

export const justificanteSchema = z
  .object({
    tipo: z.literal('justificante'),
    /** 'asistencia': the child was attended today; 'reposo': rest at home between two dates. */
    clase: z.enum(['asistencia', 'reposo'], { error: 'Elige si justifica la asistencia o el reposo' }),
    desde: fechaIso,
    hasta: fechaIso,
    observaciones: textoSeguro(500, { obligatorio: false }),
  })
  .strict()
  .superRefine((j, ctx) => {
    if (j.hasta < j.desde) ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La fecha final no puede ser anterior a la inicial' });
    if (j.clase === 'asistencia' && j.hasta !== j.desde) ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La asistencia se justifica para un solo día' });
    const dias = (Date.parse(`${j.hasta}T00:00:00Z`) - Date.parse(`${j.desde}T00:00:00Z`)) / 86_400_000 + 1;
    if (j.clase === 'reposo' && dias > MAXIMO_DIAS_REPOSO) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: `El reposo no puede superar ${MAXIMO_DIAS_REPOSO} días en una teleconsulta` });
    }
  });

export const informeSchema = z
  .object({
    tipo: z.literal('informe'),
    motivo: textoSeguro(500, { obligatorio: true }),
    /** What was seen and told in the consultation. */
    hallazgos: textoSeguro(2000, { obligatorio: true }),
    valoracion: textoSeguro(1000, { obligatorio: true }),
    plan: textoSeguro(2000, { obligatorio: true }),
    signosAlarma: textoSeguro(1000, { obligatorio: true }),
  })
  .strict();

/** POST /api/consultas/:id/documentos. */
export const documentoSchema = z.discriminatedUnion('tipo', [recetaSchema, justificanteSchema, informeSchema], { error: 'Tipo de documento no válido' });
export type ContenidoDocumento = z.output<typeof documentoSchema>;

/**
 * POST /api/consultas/:id/documentos — the assigned paediatrician issues a
 * document in an 'activa' consultation. `clientId` is the chat message's own
 * id (a retried issue is stored once: 201 new, 200 already issued). With
 * `cerrar: true` (only for an informe) the document is the closing report and
 * the consultation is closed in the same transaction.
 */
export const emitirDocumentoSchema = z
  .object({
    clientId: z.uuid(),
    documento: documentoSchema,
    cerrar: z.boolean().optional(),
    /**
     * Who the document is for, when the family paid without choosing a child
     * (a prescription names its patient, RD 1718/2010); ignored otherwise.
     */
    paciente: z.object({ nombre: textoSeguro(80, { obligatorio: true }), edad: textoSeguro(30, { obligatorio: false }) }).strict().optional(),
  })
  .strict()
  .refine((e) => !e.cerrar || e.documento.tipo === 'informe', { path: ['cerrar'], message: 'Solo un informe puede cerrar la consulta' });
export type EmitirDocumento = z.input<typeof emitirDocumentoSchema>;

/** What a 'documento' chat message says of its document (the PDF itself is the message's file). */
export interface DocumentoEnMensaje {
  readonly id: string;
  readonly tipo: TipoDocumento;
  readonly etiqueta: string;
  readonly codigo: string;
  readonly es_cierre: boolean;
}

/** A document as its consultation's participants see it. */
export interface DocumentoEmitido {
  readonly id: string;
  readonly consulta_id: string;
  readonly tipo: TipoDocumento;
  /** 'Receta', 'Justificante' or 'Informe'. */
  readonly etiqueta: string;
  readonly codigo: string;
  readonly es_cierre: boolean;
  readonly created_at: string;
  /** The chat message that carries it. */
  readonly seq: number;
  readonly contenido: ContenidoDocumento;
  readonly emisor: { readonly nombre: string; readonly numero_colegiado: string; readonly colegio_provincia: string };
  /** The PDF's stable address: its message's file route (rutaArchivo of shared/chat.ts; add ?descarga=1 to download). */
  readonly pdf: string;
}

/** GET /api/verificar/:codigo — what anyone may know of a document: never its content, the child or the family. */
export interface DocumentoVerificado {
  readonly valido: true;
  readonly codigo: string;
  readonly tipo: TipoDocumento;
  readonly etiqueta: string;
  readonly emitido_at: string;
  readonly emisor: { readonly nombre: string; readonly numero_colegiado: string; readonly colegio_provincia: string };
}
