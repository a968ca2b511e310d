/** The product's e-mails, in Spanish, as plain text plus simple HTML. */
import type { MailMessage } from './mailer.ts';

const escape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function html(appName: string, parrafos: readonly string[], boton: { texto: string; url: string }): string {
  return `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:32rem;margin:auto;padding:1rem">
<h1 style="font-size:1.25rem;color:#0f766e">${escape(appName)}</h1>
${parrafos.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p><a href="${escape(boton.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:.75rem 1.25rem;border-radius:.75rem;text-decoration:none;font-weight:600">${escape(boton.texto)}</a></p>
<p style="color:#475569;font-size:.875rem">Si el botón no funciona, copia este enlace en tu navegador:<br>${escape(boton.url)}</p>
<p style="color:#475569;font-size:.875rem">En caso de emergencia, llama al 112.</p>
</body></html>`;
}

export function verificationEmail(appName: string, to: string, url: string): MailMessage {
  const parrafos = [
    'Hola:',
    `Gracias por crear tu cuenta en ${appName}. Para activarla, confirma tu email con el enlace de abajo. El enlace caduca en 24 horas.`,
    'Si no has sido tú, ignora este mensaje.',
  ];
  return {
    to,
    subject: `Confirma tu email — ${appName}`,
    text: `${parrafos.join('\n\n')}\n\nConfirmar email: ${url}\n`,
    html: html(appName, parrafos, { texto: 'Confirmar email', url }),
  };
}

export function resetPasswordEmail(appName: string, to: string, url: string): MailMessage {
  const parrafos = [
    'Hola:',
    'Hemos recibido una solicitud para cambiar la contraseña de tu cuenta. Usa el enlace de abajo para elegir una nueva. Caduca en 1 hora.',
    'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
  ];
  return {
    to,
    subject: `Cambia tu contraseña — ${appName}`,
    text: `${parrafos.join('\n\n')}\n\nCambiar contraseña: ${url}\n`,
    html: html(appName, parrafos, { texto: 'Cambiar contraseña', url }),
  };
}

/** DECISIONS beyond-7: to the clinic's admins. No health data: how many wait and since when, and where to look. */
export function consultaEsperandoEmail(appName: string, to: string, cuantas: number, minutos: number, url: string): MailMessage {
  const parrafos = [
    'Hola:',
    cuantas === 1
      ? `Una teleconsulta pagada lleva ${minutos} minutos esperando sin que ningún pediatra la haya aceptado.`
      : `${cuantas} teleconsultas pagadas esperan sin que ningún pediatra las haya aceptado; la más antigua lleva ${minutos} minutos.`,
    'La familia ve cuánto tiempo lleva esperando y puede cancelarla con reembolso completo. Avisa a un pediatra disponible.',
  ];
  return {
    to,
    subject: `Teleconsulta sin atender — ${appName}`,
    text: `${parrafos.join('\n\n')}\n\nAbrir el panel: ${url}\n`,
    html: html(appName, parrafos, { texto: 'Abrir el panel', url }),
  };
}
