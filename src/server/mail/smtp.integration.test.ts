/** The SMTP path against a real SMTP server on loopback (the smtp-server package), not a patched transport. */
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { freePort } from '../../../test/helpers/port.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';
import { mailOutbox } from '../db/schema.ts';

describe('mail over SMTP', () => {
  const recibidos: { to: string; raw: string }[] = [];
  let smtp: SMTPServer;
  let server: RunningServer;
  let aceptar = true;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          if (!aceptar) return callback(new Error('450 mailbox busy, try later'));
          recibidos.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    server = await startServer(TEST_DATABASES[0]!, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Triaje <hola@triaje.test>' });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const signUp = (email: string) =>
    fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password: 'frase larga de prueba', name: 'Eva' }),
    });

  const esperar = async (cond: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await cond()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timeout');
  };

  it('delivers the Spanish verification e-mail, text and HTML, and marks it sent', async () => {
    const email = `smtp.${Date.now()}@example.com`;
    expect((await signUp(email)).status).toBe(200);
    await esperar(() => recibidos.some((r) => r.to === email));
    const raw = recibidos.find((r) => r.to === email)?.raw ?? '';
    expect(raw).toMatch(/Subject: =\?UTF-8\?|Subject: Confirma tu email/);
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toContain('hola@triaje.test');
    await esperar(async () => {
      const [fila] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      return Boolean(fila?.sentAt);
    });
  });

  it('keeps a message the relay refused and delivers it on retry', async () => {
    aceptar = false;
    const email = `reintento.${Date.now()}@example.com`;
    expect((await signUp(email)).status).toBe(200);
    await esperar(async () => {
      const [fila] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      return (fila?.attempts ?? 0) > 0;
    });
    aceptar = true;
    // The same delivery the server's retry timer runs.
    const mailer = (await import('./mailer.ts')).createMailer({
      db: server.database.db,
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
      from: 'Triaje <hola@triaje.test>',
      log: { info() {}, warn() {} },
    });
    expect(await mailer.deliverPending()).toBeGreaterThanOrEqual(1);
    mailer.close();
    expect(recibidos.some((r) => r.to === email)).toBe(true);
    const [fila] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(fila?.sentAt).toBeTruthy();
  });
});
