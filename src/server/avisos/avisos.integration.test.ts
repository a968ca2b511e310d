/**
 * Notifications on the real server and database (issue 12 item 5, decision
 * 0027): this browser's push subscription and the person's choices through
 * the API; the real encrypted Web Push request reaching a push service
 * stand-in on loopback, decrypted here with the subscription's keys; devices
 * the service says are gone forgotten; each piece of news notified once
 * however many sweeps race; e-mails only for news left unread. Sweeps are
 * run at named instants instead of waiting.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTOS_AVISO, urlConsulta, type ContenidoAviso } from '../../domain/avisos/textos.ts';
import type { Mensaje } from '../../shared/chat.ts';
import { consultasChat, mailOutbox, mensajesChat, profiles, suscripcionesPush } from '../db/schema.ts';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { consultaActiva, consultaPagada } from '../../../test/helpers/consultas.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { arrancarServicioPush, comprobarVapid, type ServicioPush, type SuscripcionDePrueba } from '../../../test/helpers/servicio-push.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

const VAPID = webpush.generateVAPIDKeys();
const en = (ms: number) => new Date(Date.now() + ms);
const SEGUNDOS = 1000;
const MINUTOS = 60 * SEGUNDOS;

for (const testDatabase of TEST_DATABASES) {
  describe(`notifications (${testDatabase.name})`, () => {
    let server: RunningServer;
    let servicio: ServicioPush;

    beforeAll(async () => {
      servicio = await arrancarServicioPush();
      server = await startServer(testDatabase, {
        WRITE_RATE_LIMIT_PER_MINUTE: '100000',
        TRUST_PROXY: 'true',
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        VAPID_SUBJECT: 'mailto:avisos@clinica.test',
        UNREAD_EMAIL_MINUTES: '5',
      });
    });
    afterAll(async () => {
      await server?.stop();
      await servicio?.parar();
    });

    const db = () => server.database.db;
    const suscribir = async (quien: TestAccount, s: SuscripcionDePrueba = servicio.suscripcion()) => {
      const r = await quien.api('/api/avisos/suscripciones', { method: 'POST', body: { endpoint: s.endpoint, expirationTime: null, keys: s.keys } });
      expect(r.status).toBe(201);
      return s;
    };
    const familiaYPediatra = async () => {
      const [familia, pediatra] = await Promise.all([createAccount(server), createAccount(server, { role: 'pediatra' })]);
      return { familia, pediatra };
    };
    /** What each push to this device said, decrypted as the browser would. */
    const recibido = (s: SuscripcionDePrueba) => servicio.para(s.endpoint).map((p) => JSON.parse(s.descifrar(p)) as ContenidoAviso);
    const escribir = async (quien: TestAccount, consultaId: string, content: string) => {
      const r = await quien.api(`/api/consultas/${consultaId}/mensajes`, { method: 'POST', body: { clientId: randomUUID(), content } });
      expect(r.status).toBe(201);
      return ((await r.json()) as { mensaje: Mensaje }).mensaje;
    };
    const leer = async (quien: TestAccount, consultaId: string, hasta: number) => {
      expect((await quien.api(`/api/consultas/${consultaId}/mensajes/leidos`, { method: 'POST', body: { hasta } })).status).toBe(200);
    };
    const correos = (a: TestAccount) => db().select().from(mailOutbox).where(and(eq(mailOutbox.to, a.email), like(mailOutbox.subject, 'Novedades%')));
    const guardadas = (userId: string) => db().select().from(suscripcionesPush).where(eq(suscripcionesPush.userId, userId));

    describe('the settings API', () => {
      it('gives the public key to anyone: the one browsers subscribe with', async () => {
        const r = await fetch(`${server.url}/api/avisos/clave-publica`);
        expect(r.status).toBe(200);
        expect(await r.json()).toEqual({ clave: VAPID.publicKey });
      });

      it('stores one row per device, updated when the same browser subscribes again or another account takes it', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const s = await suscribir(familia);
        await suscribir(familia, s);
        expect((await guardadas(familia.id)).map((f) => [f.endpoint, f.p256dh, f.auth])).toEqual([[s.endpoint, s.keys.p256dh, s.keys.auth]]);
        // The same browser, now signed in as someone else: only the newcomer is told from now on.
        await suscribir(pediatra, s);
        expect(await guardadas(familia.id)).toEqual([]);
        expect((await guardadas(pediatra.id)).map((f) => f.endpoint)).toEqual([s.endpoint]);
        const r = await pediatra.api('/api/avisos/preferencias');
        expect(await r.json()).toEqual({ preferencias: { push: true, email: true }, dispositivos: 1, minutos_email: 5 });
      });

      it('refuses what is not a push subscription, storing nothing', async () => {
        const familia = await createAccount(server);
        const buena = servicio.suscripcion();
        const otroPunto = Buffer.alloc(65, 7);
        otroPunto[0] = 4;
        const casos: [unknown, number, string][] = [
          [{ endpoint: 'https://evil.example/push', keys: buena.keys }, 400, 'invalid_endpoint'],
          [{ endpoint: 'http://10.0.0.1/push', keys: buena.keys }, 400, 'invalid_endpoint'],
          [{ endpoint: 'https://169.254.169.254/latest', keys: buena.keys }, 400, 'invalid_endpoint'],
          [{ endpoint: `${servicio.url}/${'x'.repeat(2100)}`, keys: buena.keys }, 400, 'invalid_endpoint'],
          [{ keys: buena.keys }, 400, 'invalid_endpoint'],
          [{ endpoint: buena.endpoint, keys: { p256dh: buena.keys.p256dh } }, 400, 'invalid_keys'],
          [{ endpoint: buena.endpoint, keys: { p256dh: buena.keys.p256dh, auth: 'corta' } }, 400, 'invalid_keys'],
          [{ endpoint: buena.endpoint, keys: { p256dh: 'A'.repeat(87), auth: buena.keys.auth } }, 400, 'invalid_keys'],
          // 65 bytes and the right first byte, but not a point on P-256.
          [{ endpoint: buena.endpoint, keys: { p256dh: otroPunto.toString('base64url'), auth: buena.keys.auth } }, 400, 'invalid_keys'],
          [[buena], 400, 'invalid_body'],
          ['endpoint', 400, 'invalid_body'],
        ];
        for (const [cuerpo, status, code] of casos) {
          const r = await familia.api('/api/avisos/suscripciones', { method: 'POST', body: cuerpo });
          const json = (await r.json()) as { error: { code: string; message: string } };
          expect([r.status, json.error.code], JSON.stringify(cuerpo).slice(0, 80)).toEqual([status, code]);
          expect(json.error.message).toMatch(/no son válid|no es válida/);
        }
        const grande = await familia.api('/api/avisos/suscripciones', { method: 'POST', body: { endpoint: buena.endpoint, keys: buena.keys, relleno: 'x'.repeat(5000) } });
        expect(grande.status).toBe(400);
        expect(await guardadas(familia.id)).toEqual([]);
      });

      it('only a signed-in person from our own origin may change anything', async () => {
        const s = servicio.suscripcion();
        const sinSesion = await fetch(`${server.url}/api/avisos/suscripciones`, {
          method: 'POST',
          headers: { origin: server.url, 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint: s.endpoint, keys: s.keys }),
        });
        expect(sinSesion.status).toBe(401);
        expect((await fetch(`${server.url}/api/avisos/preferencias`)).status).toBe(401);
        const familia = await createAccount(server);
        const ajeno = await fetch(`${server.url}/api/avisos/suscripciones`, {
          method: 'POST',
          headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: familia.cookie },
          body: JSON.stringify({ endpoint: s.endpoint, keys: s.keys }),
        });
        expect(ajeno.status).toBe(403);
        expect(await guardadas(familia.id)).toEqual([]);
      });

      it('a person removes only their own device', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const s = await suscribir(familia);
        const ajena = await pediatra.api('/api/avisos/suscripciones', { method: 'DELETE', body: { endpoint: s.endpoint } });
        expect(ajena.status).toBe(404);
        expect(await guardadas(familia.id)).toHaveLength(1);
        expect((await familia.api('/api/avisos/suscripciones', { method: 'DELETE', body: { endpoint: 'no' } })).status).toBe(400);
        expect((await familia.api('/api/avisos/suscripciones', { method: 'DELETE', body: { endpoint: s.endpoint } })).status).toBe(204);
        expect(await guardadas(familia.id)).toEqual([]);
        expect((await familia.api('/api/avisos/suscripciones', { method: 'DELETE', body: { endpoint: s.endpoint } })).status).toBe(404);
      });

      it('each role reads and changes only its own settings and devices: two families, two paediatricians, an admin', async () => {
        const [familiaA, familiaB, pediatraA, pediatraB, admin] = await Promise.all([
          createAccount(server),
          createAccount(server),
          createAccount(server, { role: 'pediatra' }),
          createAccount(server, { role: 'pediatra' }),
          createAccount(server, { role: 'admin' }),
        ]);
        const todas = { familiaA, familiaB, pediatraA, pediatraB, admin };
        const dispositivos = new Map<TestAccount, SuscripcionDePrueba>();
        for (const cuenta of Object.values(todas)) dispositivos.set(cuenta, await suscribir(cuenta));
        // Each one turns off a different channel; nobody else's choice moves.
        const eleccion = (i: number) => ({ push: i % 2 === 0, email: i % 2 === 1 });
        const cuentas = Object.values(todas);
        for (const [i, cuenta] of cuentas.entries()) {
          const r = await cuenta.api('/api/avisos/preferencias', { method: 'PUT', body: eleccion(i) });
          expect(r.status).toBe(200);
        }
        for (const [i, cuenta] of cuentas.entries()) {
          expect(await (await cuenta.api('/api/avisos/preferencias')).json()).toEqual({ preferencias: eleccion(i), dispositivos: 1, minutos_email: 5 });
        }
        // Nobody removes anybody else's device, whatever their role.
        for (const [nombre, cuenta] of Object.entries(todas)) {
          for (const [otroNombre, otra] of Object.entries(todas)) {
            if (otra === cuenta) continue;
            const r = await cuenta.api('/api/avisos/suscripciones', { method: 'DELETE', body: { endpoint: dispositivos.get(otra)?.endpoint } });
            expect(r.status, `${nombre} removing ${otroNombre}'s device`).toBe(404);
          }
        }
        for (const cuenta of cuentas) expect((await guardadas(cuenta.id)).map((f) => f.endpoint)).toEqual([dispositivos.get(cuenta)?.endpoint]);
      });

      it('keeps the newest ten devices of a person', async () => {
        const familia = await createAccount(server);
        const todas: SuscripcionDePrueba[] = [];
        for (let i = 0; i < 11; i++) todas.push(await suscribir(familia));
        const quedan = (await guardadas(familia.id)).map((f) => f.endpoint).sort();
        expect(quedan).toEqual(todas.slice(1).map((s) => s.endpoint).sort());
      });

      it('saves the choices; a bad body changes nothing', async () => {
        const familia = await createAccount(server);
        expect(await (await familia.api('/api/avisos/preferencias')).json()).toEqual({ preferencias: { push: true, email: true }, dispositivos: 0, minutos_email: 5 });
        const r = await familia.api('/api/avisos/preferencias', { method: 'PUT', body: { push: false, email: true } });
        expect([r.status, await r.json()]).toEqual([200, { preferencias: { push: false, email: true } }]);
        for (const malo of [{ push: 'no', email: true }, { push: true }, { push: true, email: true, sms: true }, []]) {
          const m = await familia.api('/api/avisos/preferencias', { method: 'PUT', body: malo });
          expect([m.status, ((await m.json()) as { error: { code: string } }).error.code]).toEqual([400, 'invalid_preferences']);
        }
        expect(await (await familia.api('/api/avisos/preferencias')).json()).toEqual({ preferencias: { push: false, email: true }, dispositivos: 0, minutos_email: 5 });
      });

      it('the data export lists the choices and each device by its service and date only', async () => {
        const familia = await createAccount(server);
        const s = await suscribir(familia);
        await familia.api('/api/avisos/preferencias', { method: 'PUT', body: { push: true, email: false } });
        const r = await familia.api('/api/mis-datos');
        expect(r.status).toBe(200);
        const texto = await r.text();
        const { avisos } = JSON.parse(texto) as { avisos: { preferencias: unknown; dispositivos_push: { servicio: string; suscrito_el: string }[] } };
        expect(avisos.preferencias).toEqual({ push: true, email: false, elegidas_por_ti: true });
        expect(avisos.dispositivos_push).toEqual([{ servicio: new URL(servicio.url).host, suscrito_el: expect.any(String) }]);
        expect(texto).not.toContain(new URL(s.endpoint).pathname);
        expect(texto).not.toContain(s.keys.auth);
      });
    });

    describe('Web Push', () => {
      it('the acceptance reaches the family’s device once: encrypted for it, signed by us, and saying nothing but that there is news', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const movil = await suscribir(familia);
        const tableta = await suscribir(familia);
        const consultaId = await consultaActiva(familia, pediatra);
        await server.app.barrerAvisos(en(0));
        await server.app.barrerAvisos(en(1 * SEGUNDOS));
        for (const dispositivo of [movil, tableta]) {
          const [peticion, ...otras] = servicio.para(dispositivo.endpoint);
          expect(otras).toEqual([]);
          const texto = dispositivo.descifrar(peticion!);
          expect(JSON.parse(texto)).toEqual({ title: 'Triaje Pediátrico', body: 'Tienes novedades en tu consulta.', url: urlConsulta(consultaId) });
          // Nothing of the consultation beyond its id: not the account, not the triage, not the paediatrician.
          for (const dato of [familia.email, pediatra.email, 'fiebre', 'Fiebre', 'Prueba']) expect(texto).not.toContain(dato);
          expect(peticion!.cabeceras).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high', topic: consultaId.replaceAll('-', '') });
          const vapid = comprobarVapid(peticion!.cabeceras.authorization, servicio.url);
          expect([vapid.k, vapid.sub]).toEqual([VAPID.publicKey, 'mailto:avisos@clinica.test']);
        }
      });

      it('a message is pushed only if still unread after the grace; one read at once is not', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const movil = await suscribir(familia);
        const consultaId = await consultaActiva(familia, pediatra);
        await server.app.barrerAvisos(en(0));
        const aviso = { title: 'Triaje Pediátrico', body: TEXTOS_AVISO.familia, url: urlConsulta(consultaId) };
        expect(recibido(movil)).toEqual([aviso]);
        const leido = await escribir(pediatra, consultaId, 'Hola, soy la pediatra. ¿Cuánta fiebre tiene?');
        await leer(familia, consultaId, leido.seq);
        await escribir(pediatra, consultaId, '¿Ha tomado algo para la fiebre?');
        await server.app.barrerAvisos(en(5 * SEGUNDOS));
        expect(recibido(movil)).toEqual([aviso]);
        await server.app.barrerAvisos(en(25 * SEGUNDOS));
        await server.app.barrerAvisos(en(40 * SEGUNDOS));
        expect(recibido(movil)).toEqual([aviso, aviso]);
      });

      it('the family’s unread message is the assigned paediatrician’s news', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const consultaId = await consultaActiva(familia, pediatra);
        const consulta = await suscribir(pediatra);
        await escribir(familia, consultaId, 'Tiene 39 de fiebre y vomita');
        await server.app.barrerAvisos(en(25 * SEGUNDOS));
        expect(recibido(consulta).filter((a) => a.url !== '/consultas')).toEqual([{ title: 'Triaje Pediátrico', body: TEXTOS_AVISO.pediatra, url: urlConsulta(consultaId) }]);
      });

      it('a document the paediatrician sends is news like any message', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        await db().update(profiles).set({ numeroColegiado: '282812345', colegioProvincia: 'Madrid' }).where(eq(profiles.userId, pediatra.id));
        const movil = await suscribir(familia);
        const consultaId = await consultaActiva(familia, pediatra);
        await server.app.barrerAvisos(en(0));
        const r = await pediatra.api(`/api/consultas/${consultaId}/documentos`, {
          method: 'POST',
          body: {
            clientId: randomUUID(),
            paciente: { nombre: 'Lucía Pérez', edad: '4 años' },
            documento: { tipo: 'justificante', clase: 'asistencia', desde: '2026-11-27', hasta: '2026-11-27', observaciones: '' },
          },
        });
        expect(r.status).toBe(201);
        await server.app.barrerAvisos(en(25 * SEGUNDOS));
        // The acceptance, then the document.
        const aviso = { title: 'Triaje Pediátrico', body: TEXTOS_AVISO.familia, url: urlConsulta(consultaId) };
        expect(recibido(movil)).toEqual([aviso, aviso]);
        const texto = movil.descifrar(servicio.para(movil.endpoint)[1]!);
        for (const dato of ['Lucía', 'Justificante', 'justificante', '282812345']) expect(texto).not.toContain(dato);
      });

      it('a paid consultation is pushed to the paediatricians who allowed it, not to families', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const otroPediatra = await createAccount(server, { role: 'pediatra' });
        const [suyo, delOtro, deLaFamilia] = [await suscribir(pediatra), await suscribir(otroPediatra), await suscribir(familia)];
        await otroPediatra.api('/api/avisos/preferencias', { method: 'PUT', body: { push: false, email: true } });
        await consultaPagada(familia);
        await Promise.all([server.app.barrerAvisos(en(0)), server.app.barrerAvisos(en(0))]);
        await server.app.barrerAvisos(en(1 * SEGUNDOS));
        expect(recibido(suyo)).toEqual([{ title: 'Triaje Pediátrico', body: 'Hay una nueva consulta pendiente.', url: '/consultas' }]);
        expect(recibido(delOtro)).toEqual([]);
        expect(recibido(deLaFamilia)).toEqual([]);
      });

      it('while no paediatrician has push on, a paid consultation is not even claimed; the first who turns it on hears of it', async () => {
        await db().delete(suscripcionesPush);
        const { familia, pediatra } = await familiaYPediatra();
        const consultaId = await consultaPagada(familia);
        await server.app.barrerAvisos(en(0));
        const [fila] = await db().select({ marca: consultasChat.avisoPendientePushAt }).from(consultasChat).where(eq(consultasChat.id, consultaId));
        expect(fila).toEqual({ marca: null });
        const panel = await suscribir(pediatra);
        await server.app.barrerAvisos(en(1 * SEGUNDOS));
        expect(recibido(panel)).toEqual([{ title: 'Triaje Pediátrico', body: 'Hay una nueva consulta pendiente.', url: '/consultas' }]);
      });

      it('a device its push service says is gone (404, 410) is forgotten; one that failed otherwise is kept', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const [caducada, borrada, caida, buena] = [await suscribir(familia), await suscribir(familia), await suscribir(familia), await suscribir(familia)];
        servicio.responder(caducada.endpoint, 410);
        servicio.responder(borrada.endpoint, 404);
        servicio.responder(caida.endpoint, 503);
        await consultaActiva(familia, pediatra);
        await server.app.barrerAvisos(en(0));
        for (const s of [caducada, borrada, caida, buena]) expect(servicio.para(s.endpoint)).toHaveLength(1);
        expect((await guardadas(familia.id)).map((f) => f.endpoint).sort()).toEqual([caida.endpoint, buena.endpoint].sort());
      });

      it('nothing is pushed — nor written — for someone who turned push off; turned on again, news still unread is pushed then, once', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const movil = await suscribir(familia);
        await familia.api('/api/avisos/preferencias', { method: 'PUT', body: { push: false, email: true } });
        const consultaId = await consultaActiva(familia, pediatra);
        await escribir(pediatra, consultaId, 'Buenas noches');
        await server.app.barrerAvisos(en(25 * SEGUNDOS));
        expect(recibido(movil)).toEqual([]);
        const marcas = await db().select({ push: mensajesChat.avisoPushAt }).from(mensajesChat).where(eq(mensajesChat.consultaId, consultaId));
        expect(marcas).toEqual([{ push: null }]);
        await familia.api('/api/avisos/preferencias', { method: 'PUT', body: { push: true, email: true } });
        await server.app.barrerAvisos(en(30 * SEGUNDOS));
        await server.app.barrerAvisos(en(40 * SEGUNDOS));
        expect(recibido(movil)).toEqual([{ title: 'Triaje Pediátrico', body: TEXTOS_AVISO.familia, url: urlConsulta(consultaId) }]);
      });

      it('an acceptance is pushed at once or not at all: a device turned on minutes later is not told of it', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        await consultaActiva(familia, pediatra);
        await server.app.barrerAvisos(en(0));
        const movil = await suscribir(familia);
        await server.app.barrerAvisos(en(3 * MINUTOS));
        expect(recibido(movil)).toEqual([]);
      });

      it('news is pushed once however many sweeps race for it', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const movil = await suscribir(familia);
        const consulta = await suscribir(pediatra);
        for (let ronda = 1; ronda <= 6; ronda++) {
          const consultaId = await consultaActiva(familia, pediatra);
          await Promise.all(Array.from({ length: 4 }, () => server.app.barrerAvisos(en(0))));
          await escribir(pediatra, consultaId, `Mensaje ${ronda}`);
          await escribir(pediatra, consultaId, `Otro mensaje ${ronda}`);
          await escribir(familia, consultaId, `Respuesta ${ronda}`);
          await Promise.all(Array.from({ length: 4 }, () => server.app.barrerAvisos(en(25 * SEGUNDOS))));
          const paraEsta = (s: SuscripcionDePrueba) => recibido(s).filter((a) => a.url === urlConsulta(consultaId));
          // The acceptance, then the two messages together: two pushes to the family; one to the paediatrician.
          expect(paraEsta(movil)).toHaveLength(2);
          expect(paraEsta(consulta)).toHaveLength(1);
        }
      });
    });

    describe('e-mail for unread news', () => {
      it('a message read within the delay is never e-mailed; one left unread is, once, after the delay', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const consultaId = await consultaActiva(familia, pediatra);
        const leido = await escribir(pediatra, consultaId, '¿Sigue con fiebre?');
        await leer(familia, consultaId, leido.seq);
        await server.app.barrerAvisos(en(6 * MINUTOS));
        expect(await correos(familia)).toEqual([]);

        await escribir(pediatra, consultaId, 'Si no baja, acudid a urgencias');
        await server.app.barrerAvisos(en(4 * MINUTOS));
        expect(await correos(familia)).toEqual([]);
        await Promise.all([server.app.barrerAvisos(en(5 * MINUTOS + 10 * SEGUNDOS)), server.app.barrerAvisos(en(5 * MINUTOS + 10 * SEGUNDOS))]);
        await server.app.barrerAvisos(en(7 * MINUTOS));
        const [correo, ...otros] = await correos(familia);
        expect(otros).toEqual([]);
        expect(correo!.subject).toBe('Novedades en tu consulta — Triaje Pediátrico');
        expect(correo!.text).toContain(`${server.url}/consultas?consulta=${consultaId}`);
        for (const dato of ['urgencias', 'fiebre', pediatra.email]) {
          expect(correo!.text).not.toContain(dato);
          expect(correo!.html).not.toContain(dato);
        }
      });

      it('one e-mail until the person comes back: more unread news adds none; after reading, new news e-mails again', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const consultaId = await consultaActiva(familia, pediatra);
        await escribir(pediatra, consultaId, 'Primera');
        await server.app.barrerAvisos(en(6 * MINUTOS));
        await escribir(pediatra, consultaId, 'Segunda');
        await server.app.barrerAvisos(en(12 * MINUTOS));
        expect(await correos(familia)).toHaveLength(1);
        await leer(familia, consultaId, 2);
        await escribir(pediatra, consultaId, 'Tercera');
        await server.app.barrerAvisos(en(18 * MINUTOS));
        expect(await correos(familia)).toHaveLength(2);
      });

      it('the family’s unread message is e-mailed to the paediatrician; nobody who turned e-mail off is e-mailed', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const consultaId = await consultaActiva(familia, pediatra);
        await familia.api('/api/avisos/preferencias', { method: 'PUT', body: { push: true, email: false } });
        await escribir(familia, consultaId, 'Ya le ha bajado');
        await escribir(pediatra, consultaId, 'Perfecto');
        await server.app.barrerAvisos(en(6 * MINUTOS));
        expect((await correos(pediatra)).map((c) => c.subject)).toEqual(['Novedades en una consulta — Triaje Pediátrico']);
        expect(await correos(familia)).toEqual([]);
      });

      it('an acceptance the family has not opened is e-mailed after the delay; not if the family has written since', async () => {
        const { familia, pediatra } = await familiaYPediatra();
        const ausente = await consultaActiva(familia, pediatra);
        await server.app.barrerAvisos(en(4 * MINUTOS));
        expect(await correos(familia)).toEqual([]);
        await server.app.barrerAvisos(en(6 * MINUTOS));
        const [correo] = await correos(familia);
        expect(correo?.text).toContain(`/consultas?consulta=${ausente}`);

        const otra = await createAccount(server);
        const presente = await consultaActiva(otra, pediatra);
        await escribir(otra, presente, 'Aquí estamos');
        await server.app.barrerAvisos(en(6 * MINUTOS));
        expect(await correos(otra)).toEqual([]);
      });
    });
  });
}
