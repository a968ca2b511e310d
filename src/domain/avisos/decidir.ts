/**
 * Who is told what, and when (decision 0027). The server claims news under
 * conditional updates and hands it here; these functions only decide, so
 * every rule is a unit test.
 *
 * "Not connected" is read from marks the chat already keeps: the other
 * party's page marks a message read as soon as the chat is open and visible
 * on any of their devices, whichever process serves it. A message still
 * unread `GRACIA_PUSH_MS` after it was sent is one nobody is looking at, so
 * it is pushed; still unread after the e-mail delay, it is e-mailed.
 */
import { avisoNovedades, avisoPendientes, type ContenidoAviso, type Destinatario } from './textos.ts';

/** Long enough for an open chat to fetch and mark a message read; short for a parent waiting with the phone down. */
export const GRACIA_PUSH_MS = 20_000;
/** Pushes are for what just happened: after an outage nothing older than this is pushed (the e-mail still goes). */
export const VENTANA_PUSH_MS = 60 * 60_000;
/** An acceptance is pushed at once or not at all: a family that turns push on later has seen it, or will get the e-mail. */
export const VENTANA_PUSH_ACEPTADA_MS = 2 * 60_000;
/** Unread news older than this is not e-mailed any more (an outage, an upgrade). */
export const VENTANA_EMAIL_MS = 24 * 60 * 60_000;
/** Devices one person may keep subscribed; a new one beyond replaces the oldest. */
export const MAXIMO_DISPOSITIVOS = 10;

export interface Preferencias {
  readonly push: boolean;
  readonly email: boolean;
}

/** DECISIONS beyond-9 / issue 12: both on until the person turns them off. */
export const PREFERENCIAS_POR_DEFECTO: Preferencias = { push: true, email: true };

export type Canal = 'push' | 'email';

export interface Aviso {
  readonly userId: string;
  readonly canal: Canal;
  readonly destinatario: Destinatario;
  readonly consultaId: string | null;
  readonly contenido: ContenidoAviso;
}

/**
 * What one sweep claimed in one consultation, under its row lock: each
 * field is news that was not yet notified on that channel and is notified
 * now (or never, if the person does not want it).
 */
export interface NovedadesConsulta {
  readonly consultaId: string;
  readonly familiaId: string | null;
  readonly pediatraId: string | null;
  readonly aceptadaPush: boolean;
  readonly aceptadaEmail: boolean;
  /** Senders of the unread messages claimed for push / for e-mail (null: an account since deleted). */
  readonly remitentesPush: readonly (string | null)[];
  readonly remitentesEmail: readonly (string | null)[];
  /** People already e-mailed about news of this consultation they have still not read: one e-mail until they come back. */
  readonly yaAvisadosPorEmail: readonly string[];
}

/** The participant a message from `remitente` is news for; null when the sender's account is gone (we cannot tell). */
export function destinatarioDe(remitente: string | null, c: Pick<NovedadesConsulta, 'familiaId' | 'pediatraId'>): { userId: string; destinatario: Destinatario } | null {
  if (remitente === null) return null;
  if (remitente === c.familiaId) return c.pediatraId ? { userId: c.pediatraId, destinatario: 'pediatra' } : null;
  if (remitente === c.pediatraId) return c.familiaId ? { userId: c.familiaId, destinatario: 'familia' } : null;
  return null;
}

function porCanal(n: NovedadesConsulta, canal: Canal): Map<string, Destinatario> {
  const quienes = new Map<string, Destinatario>();
  const aceptada = canal === 'push' ? n.aceptadaPush : n.aceptadaEmail;
  if (aceptada && n.familiaId) quienes.set(n.familiaId, 'familia');
  for (const remitente of canal === 'push' ? n.remitentesPush : n.remitentesEmail) {
    const d = destinatarioDe(remitente, n);
    if (d) quienes.set(d.userId, d.destinatario);
  }
  if (canal === 'email') for (const ya of n.yaAvisadosPorEmail) quienes.delete(ya);
  return quienes;
}

/** At most one push and one e-mail per person per consultation per sweep, with the fixed words only. */
export function avisosDeConsulta(n: NovedadesConsulta, appName: string): Aviso[] {
  return (['push', 'email'] as const).flatMap((canal) =>
    [...porCanal(n, canal)].map(([userId, destinatario]) => ({
      userId,
      canal,
      destinatario,
      consultaId: n.consultaId,
      contenido: avisoNovedades(appName, destinatario, n.consultaId),
    })),
  );
}

/** New paid consultations: one push to each paediatrician, whatever their number. */
export function avisosDePendientes(cuantas: number, pediatras: readonly string[], appName: string): Aviso[] {
  if (cuantas === 0) return [];
  const contenido = avisoPendientes(appName, cuantas);
  return pediatras.map((userId) => ({ userId, canal: 'push' as const, destinatario: 'pediatra' as const, consultaId: null, contenido }));
}

/** Keeps what each person asked for (no stored choice: the defaults). */
export function segunPreferencias(avisos: readonly Aviso[], preferencias: ReadonlyMap<string, Preferencias>): Aviso[] {
  return avisos.filter((a) => (preferencias.get(a.userId) ?? PREFERENCIAS_POR_DEFECTO)[a.canal]);
}

/** Instants that bound what a sweep at `ahora` (ms) considers. */
export function limitesDelBarrido(ahora: number, minutosEmail: number) {
  return {
    pushHasta: new Date(ahora - GRACIA_PUSH_MS),
    pushDesde: new Date(ahora - VENTANA_PUSH_MS),
    aceptadaPushDesde: new Date(ahora - VENTANA_PUSH_ACEPTADA_MS),
    emailHasta: new Date(ahora - minutosEmail * 60_000),
    emailDesde: new Date(ahora - VENTANA_EMAIL_MS),
  };
}
