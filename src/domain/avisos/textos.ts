/**
 * The only words a notification may carry (DECISIONS beyond-9, decision
 * 0027): that there is news and where to look. Never a name, a symptom, a
 * message's words or a document's kind — a lock screen is read by whoever
 * holds the phone, and push services and mail relays see what we send them.
 */

/** What a push carries, exactly: the service worker shows it and opens `url` on a tap. */
export interface ContenidoAviso {
  readonly title: string;
  readonly body: string;
  /** A path on our own origin. */
  readonly url: string;
}

/** Whose news it is: the family of the consultation, or a paediatrician (assigned, or any for a new paid one). */
export type Destinatario = 'familia' | 'pediatra';

export const TEXTOS_AVISO = {
  familia: 'Tienes novedades en tu consulta.',
  pediatra: 'Tienes novedades en una consulta.',
  nuevaPendiente: 'Hay una nueva consulta pendiente.',
  nuevasPendientes: 'Hay nuevas consultas pendientes.',
} as const;

/** The consultation's page: /consultas opens it from this parameter. */
export function urlConsulta(consultaId: string): string {
  return `/consultas?consulta=${encodeURIComponent(consultaId)}`;
}

export const URL_PANEL = '/consultas';

export function avisoNovedades(appName: string, destinatario: Destinatario, consultaId: string): ContenidoAviso {
  return { title: appName, body: TEXTOS_AVISO[destinatario], url: urlConsulta(consultaId) };
}

/** To every paediatrician who wants it: one push per sweep, however many were paid meanwhile. */
export function avisoPendientes(appName: string, cuantas: number): ContenidoAviso {
  return { title: appName, body: cuantas === 1 ? TEXTOS_AVISO.nuevaPendiente : TEXTOS_AVISO.nuevasPendientes, url: URL_PANEL };
}

/** The e-mail's words: the same news, the link, and where to turn it off. */
export interface TextoCorreoAviso {
  readonly asunto: string;
  readonly parrafos: readonly string[];
  readonly boton: string;
}

export function correoNovedades(appName: string, destinatario: Destinatario): TextoCorreoAviso {
  return {
    asunto: `Novedades en ${destinatario === 'familia' ? 'tu consulta' : 'una consulta'} — ${appName}`,
    parrafos: [
      'Hola:',
      destinatario === 'familia'
        ? `Tienes novedades en tu consulta de ${appName} que aún no has leído.`
        : `Tienes novedades sin leer en una consulta de ${appName}.`,
      'Por privacidad, este correo no incluye el contenido: ábrela para verlo.',
      'Puedes elegir qué avisos recibir en la sección «Avisos» de tu página de consultas.',
    ],
    boton: 'Abrir la consulta',
  };
}
