/**
 * Two app processes on one PostgreSQL, as behind a load balancer: both run
 * the notifications sweep, and each acceptance, message, paid consultation
 * and unread e-mail is still sent exactly once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlConsulta, type ContenidoAviso } from '../../domain/avisos/textos.ts';
import { mailOutbox } from '../db/schema.ts';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { consultaPagada } from '../../../test/helpers/consultas.ts';
import { postgresCompartida } from '../../../test/helpers/databases.ts';
import { arrancarServicioPush, type ServicioPush, type SuscripcionDePrueba } from '../../../test/helpers/servicio-push.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const VAPID = webpush.generateVAPIDKeys();
const en = (ms: number) => new Date(Date.now() + ms);

describe.skipIf(!postgresUrl)('notifications with two app processes sharing PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let servicio: ServicioPush;
  let compartida: Awaited<ReturnType<typeof postgresCompartida>>;

  beforeAll(async () => {
    compartida = await postgresCompartida(postgresUrl!);
    servicio = await arrancarServicioPush();
    const env = { WRITE_RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY: 'true', VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey };
    a = await startServer(compartida.database, env);
    b = await startServer(compartida.database, env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await servicio?.parar();
    await compartida?.borrar();
  });

  const suscribir = async (quien: TestAccount) => {
    const s = servicio.suscripcion();
    expect((await quien.api('/api/avisos/suscripciones', { method: 'POST', body: { endpoint: s.endpoint, keys: s.keys } })).status).toBe(201);
    return s;
  };
  const recibido = (s: SuscripcionDePrueba) => servicio.para(s.endpoint).map((p) => JSON.parse(s.descifrar(p)) as ContenidoAviso);
  /** Four sweeps at once, two in each process. */
  const carrera = (ahora: Date) => Promise.all([a, b, a, b].map((s) => s.app.barrerAvisos(ahora)));

  it('each piece of news is pushed and e-mailed once, whichever process sweeps first', async () => {
    const familia = await createAccount(a);
    const pediatra = await createAccount(b, { role: 'pediatra' });
    const movil = await suscribir(familia);
    const panel = await suscribir(pediatra);
    for (let ronda = 1; ronda <= 8; ronda++) {
      const consultaId = await consultaPagada(familia);
      await carrera(en(0));
      expect((await pediatra.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId } })).status).toBe(200);
      await carrera(en(0));
      for (const [quien, texto] of [
        [pediatra, `Hola ${ronda}`],
        [familia, `Respuesta ${ronda}`],
      ] as const) {
        expect((await quien.api(`/api/consultas/${consultaId}/mensajes`, { method: 'POST', body: { clientId: randomUUID(), content: texto } })).status).toBe(201);
      }
      await carrera(en(25_000));
      await carrera(en(6 * 60_000));
      const deEsta = (s: SuscripcionDePrueba) => recibido(s).filter((r) => r.url === urlConsulta(consultaId)).length;
      expect([deEsta(movil), deEsta(panel)]).toEqual([2, 1]);
      expect(recibido(panel).filter((r) => r.url === '/consultas')).toHaveLength(ronda);
    }
    const correos = (quien: TestAccount) =>
      a.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, quien.email), like(mailOutbox.subject, 'Novedades%')));
    expect(await correos(familia)).toHaveLength(8);
    expect(await correos(pediatra)).toHaveLength(8);
  });
});
