/** The notification e-mail: the fixed words of domain/avisos/textos.ts and the link, as plain text plus simple HTML. */
import type { Aviso } from '../../domain/avisos/decidir.ts';
import { correoNovedades } from '../../domain/avisos/textos.ts';
import type { MailMessage } from '../mail/mailer.ts';

const escapar = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function correoAviso(appName: string, to: string, aviso: Aviso, urlPublica: string): MailMessage {
  const { asunto, parrafos, boton } = correoNovedades(appName, aviso.destinatario);
  const url = new URL(aviso.contenido.url, urlPublica).href;
  return {
    to,
    subject: asunto,
    text: `${parrafos.join('\n\n')}\n\n${boton}: ${url}\n\nEn caso de emergencia, llama al 112.\n`,
    html: `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:32rem;margin:auto;padding:1rem">
<h1 style="font-size:1.25rem;color:#0f766e">${escapar(appName)}</h1>
${parrafos.map((p) => `<p>${escapar(p)}</p>`).join('\n')}
<p><a href="${escapar(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:.75rem 1.25rem;border-radius:.75rem;text-decoration:none;font-weight:600">${escapar(boton)}</a></p>
<p style="color:#475569;font-size:.875rem">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapar(url)}</p>
<p style="color:#475569;font-size:.875rem">En caso de emergencia, llama al 112.</p>
</body></html>`,
  };
}
