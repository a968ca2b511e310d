/**
 * Request/response shapes of the paid consultation (SPEC §3 consultas_chat,
 * §7 create-payment, process-payment-success, accept-consultation).
 */
import { z } from 'zod';
import type { EstadoConsulta } from '../domain/consultas/estado.ts';
import type { PreguntaRespondida } from '../domain/consultas/resumen-triaje.ts';
import type { Urgencia } from '../domain/triage/types.ts';
import { guardarTriajeSchema } from './consultas-triaje.ts';

/**
 * POST /api/pagos/checkout (create-payment). DECISIONS read-5: paying creates
 * the consultation, so the spec's `consultaId` is accepted only empty. A
 * payment started from a result carries that triage; the server re-runs it.
 */
export const crearPagoSchema = z
  .object({
    tipoConsulta: z.literal('teleconsulta').default('teleconsulta'),
    consultaId: z.null().optional(),
    /** DECISIONS read-10: whether the family consented to share images. */
    imagenes: z.boolean(),
    triaje: guardarTriajeSchema.optional(),
  })
  .strict();
export type CrearPago = z.input<typeof crearPagoSchema>;

export interface PagoCreado {
  readonly url: string;
  readonly sessionId: string;
}

/** POST /api/pagos/confirmar (process-payment-success). */
export const confirmarPagoSchema = z.object({ sessionId: z.string().min(1).max(255).regex(/^[A-Za-z0-9_-]+$/) }).strict();
export interface PagoConfirmado {
  readonly success: boolean;
  readonly consultaId: string | null;
}

/** POST /api/consultas/aceptar, /cerrar, /cancelar (accept-consultation and its siblings). */
export const accionConsultaSchema = z.object({ consultaId: z.uuid() }).strict();

/** GET /api/pagos/demo/:sessionId — the embedded demo checkout's page. */
export interface SesionDemo {
  readonly sessionId: string;
  readonly importeCentimos: number;
  readonly moneda: string;
  readonly estado: 'abierta' | 'pagada' | 'expirada' | 'cancelada';
  readonly expiraAt: string;
}

export interface TriajeDeConsulta {
  readonly flujo_tipo: string;
  readonly flujo_nombre: string;
  readonly urgencia: Urgencia;
  readonly titulo: string;
}

export interface Paciente {
  readonly nombre: string | null;
  readonly edad_meses: number | null;
  readonly peso_kg: number | null;
}

/** One entry of a list (SPEC §7: id, status, created_at, user_id, pediatra_id, pago_id). */
export interface ConsultaResumen {
  readonly id: string;
  readonly status: EstadoConsulta;
  readonly created_at: string;
  readonly user_id: string | null;
  readonly pediatra_id: string | null;
  readonly pago_id: string;
  readonly aceptada_at: string | null;
  readonly cerrada_at: string | null;
  readonly cancelada_at: string | null;
  readonly triaje: TriajeDeConsulta | null;
  readonly paciente: Paciente | null;
  /** Messages from the other participant not yet read by whoever asks (0 for an admin or a non-participant). */
  readonly no_leidos: number;
  /** The closing report, when the consultation was closed with one (DECISIONS beyond-8): shown in the family's history. */
  readonly informe_cierre: InformeCierre | null;
}

/** Where a closing report is: its document, its verification code, its PDF (the message's file route). */
export interface InformeCierre {
  readonly documento_id: string;
  readonly codigo: string;
  readonly created_at: string;
  readonly pdf: string;
}

export type { PreguntaRespondida } from '../domain/consultas/resumen-triaje.ts';

export interface ConsultaDetalle extends ConsultaResumen {
  readonly cerrada_por: string | null;
  readonly imagenes_consentidas: boolean;
  /** Every question asked, with the answer in readable Spanish, in the questionnaire's order. */
  readonly respuestas: readonly PreguntaRespondida[];
  readonly consejos: readonly string[];
  readonly pago: { readonly importe_centimos: number; readonly moneda: string; readonly estado: EstadoPago };
  /** The assigned paediatrician, when there is one: name and professional registration (our terms promise it to the family). */
  readonly pediatra: {
    readonly nombre: string;
    readonly apellidos: string;
    /** Número de colegiado; null until the operator records it (npm run admin). */
    readonly numero_colegiado: string | null;
    /** The province of the Colegio de Médicos that registered it. */
    readonly colegio_provincia: string | null;
    /** The specialty as the operator recorded it ('Pediatría'); null until then. */
    readonly especialidad: string | null;
  } | null;
}

export type EstadoPago = 'abierto' | 'pagado' | 'expirado' | 'reembolso_pendiente' | 'reembolsado';

/** What the WebSocket /api/realtime pushes: ids only; the client fetches what it may see. */
export type EventoTiempoReal =
  | { readonly tipo: 'consulta'; readonly id: string }
  /** A new message numbered `seq`; the page asks for everything after the last number it has. */
  | { readonly tipo: 'mensaje'; readonly consultaId: string; readonly seq: number }
  /** The other party received or read messages: the page refetches their marks. */
  | { readonly tipo: 'leidos'; readonly consultaId: string }
  | { readonly tipo: 'conectado' };
