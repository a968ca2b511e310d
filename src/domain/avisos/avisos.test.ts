import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avisosDeConsulta,
  avisosDePendientes,
  destinatarioDe,
  GRACIA_PUSH_MS,
  limitesDelBarrido,
  PREFERENCIAS_POR_DEFECTO,
  segunPreferencias,
  type NovedadesConsulta,
} from './decidir.ts';
import { desdeBase64Url, validarBaja, validarEndpoint, validarPreferencias, validarSuscripcion } from './suscripcion.ts';
import { avisoNovedades, avisoPendientes, correoNovedades, TEXTOS_AVISO, urlConsulta } from './textos.ts';

const CONSULTA = '0b6f4a52-7a8e-4c55-9a59-3c1f1d2e3f40';
const FAMILIA = 'familia-1';
const PEDIATRA = 'pediatra-1';

const nada: NovedadesConsulta = {
  consultaId: CONSULTA,
  familiaId: FAMILIA,
  pediatraId: PEDIATRA,
  aceptadaPush: false,
  aceptadaEmail: false,
  remitentesPush: [],
  remitentesEmail: [],
  yaAvisadosPorEmail: [],
};

describe('the words of a notification', () => {
  it('say only that there is news, and link to the consultation', () => {
    expect(avisoNovedades('Triaje Pediátrico', 'familia', CONSULTA)).toEqual({
      title: 'Triaje Pediátrico',
      body: 'Tienes novedades en tu consulta.',
      url: `/consultas?consulta=${CONSULTA}`,
    });
    expect(avisoNovedades('Triaje Pediátrico', 'pediatra', CONSULTA).body).toBe('Tienes novedades en una consulta.');
    expect(avisoPendientes('Triaje Pediátrico', 1)).toEqual({ title: 'Triaje Pediátrico', body: 'Hay una nueva consulta pendiente.', url: '/consultas' });
    expect(avisoPendientes('Triaje Pediátrico', 3).body).toBe('Hay nuevas consultas pendientes.');
  });

  it('never depend on anything but the kind of news and the id (no room for a name or a symptom)', () => {
    fc.assert(
      fc.property(fc.constantFrom('familia' as const, 'pediatra' as const), fc.uuid(), (destinatario, id) => {
        const aviso = avisoNovedades('Triaje Pediátrico', destinatario, id);
        expect(Object.keys(aviso).sort()).toEqual(['body', 'title', 'url']);
        expect(Object.values(TEXTOS_AVISO)).toContain(aviso.body);
        expect(aviso.url).toBe(urlConsulta(id));
      }),
    );
  });

  it('the e-mail says the content is not included and where to turn it off', () => {
    const correo = correoNovedades('Triaje Pediátrico', 'familia');
    expect(correo.asunto).toBe('Novedades en tu consulta — Triaje Pediátrico');
    expect(correo.parrafos.join(' ')).toContain('no incluye el contenido');
    expect(correo.parrafos.join(' ')).toContain('«Avisos»');
    expect(correoNovedades('Triaje Pediátrico', 'pediatra').asunto).toBe('Novedades en una consulta — Triaje Pediátrico');
  });
});

describe('who is told', () => {
  it('a message is news for the other participant; a sender whose account is gone tells nobody', () => {
    expect(destinatarioDe(PEDIATRA, nada)).toEqual({ userId: FAMILIA, destinatario: 'familia' });
    expect(destinatarioDe(FAMILIA, nada)).toEqual({ userId: PEDIATRA, destinatario: 'pediatra' });
    expect(destinatarioDe(null, nada)).toBeNull();
    expect(destinatarioDe('otra-persona', nada)).toBeNull();
    expect(destinatarioDe(PEDIATRA, { familiaId: null, pediatraId: PEDIATRA })).toBeNull();
  });

  it('the acceptance and the paediatrician’s messages make one push and one e-mail for the family', () => {
    const avisos = avisosDeConsulta({ ...nada, aceptadaPush: true, remitentesPush: [PEDIATRA, PEDIATRA], aceptadaEmail: true, remitentesEmail: [PEDIATRA] }, 'Triaje Pediátrico');
    expect(avisos.map((a) => [a.userId, a.canal, a.destinatario])).toEqual([
      [FAMILIA, 'push', 'familia'],
      [FAMILIA, 'email', 'familia'],
    ]);
  });

  it('the family’s messages are the assigned paediatrician’s news', () => {
    const avisos = avisosDeConsulta({ ...nada, remitentesPush: [FAMILIA], remitentesEmail: [FAMILIA] }, 'Triaje Pediátrico');
    expect(avisos.map((a) => [a.userId, a.canal, a.contenido.body])).toEqual([
      [PEDIATRA, 'push', 'Tienes novedades en una consulta.'],
      [PEDIATRA, 'email', 'Tienes novedades en una consulta.'],
    ]);
  });

  it('someone already e-mailed about news still unread gets no second e-mail (pushes still go)', () => {
    const avisos = avisosDeConsulta({ ...nada, remitentesPush: [PEDIATRA], remitentesEmail: [PEDIATRA], yaAvisadosPorEmail: [FAMILIA] }, 'Triaje Pediátrico');
    expect(avisos.map((a) => a.canal)).toEqual(['push']);
  });

  it('nothing claimed, nothing said', () => {
    expect(avisosDeConsulta(nada, 'Triaje Pediátrico')).toEqual([]);
    expect(avisosDePendientes(0, [PEDIATRA], 'Triaje Pediátrico')).toEqual([]);
  });

  it('new paid consultations: one push per paediatrician', () => {
    expect(avisosDePendientes(2, ['p1', 'p2'], 'Triaje Pediátrico').map((a) => [a.userId, a.canal, a.contenido.body])).toEqual([
      ['p1', 'push', 'Hay nuevas consultas pendientes.'],
      ['p2', 'push', 'Hay nuevas consultas pendientes.'],
    ]);
  });

  it('each person’s choices are kept; without a stored choice both are on', () => {
    expect(PREFERENCIAS_POR_DEFECTO).toEqual({ push: true, email: true });
    const avisos = avisosDeConsulta({ ...nada, remitentesPush: [PEDIATRA, FAMILIA], remitentesEmail: [PEDIATRA, FAMILIA] }, 'Triaje Pediátrico');
    const elegidos = segunPreferencias(avisos, new Map([[FAMILIA, { push: false, email: true }]]));
    expect(elegidos.map((a) => [a.userId, a.canal])).toEqual([
      [PEDIATRA, 'push'],
      [FAMILIA, 'email'],
      [PEDIATRA, 'email'],
    ]);
  });

  it('a sweep pushes after the grace and e-mails after the configured minutes', () => {
    const ahora = Date.UTC(2026, 10, 27, 3, 0, 0);
    const l = limitesDelBarrido(ahora, 5);
    expect(l.pushHasta.getTime()).toBe(ahora - GRACIA_PUSH_MS);
    expect(l.emailHasta.getTime()).toBe(ahora - 5 * 60_000);
    expect(l.aceptadaPushDesde.getTime()).toBe(ahora - 2 * 60_000);
    expect(l.pushDesde.getTime()).toBeLessThan(l.emailHasta.getTime());
    expect(l.emailDesde.getTime()).toBeLessThan(l.pushDesde.getTime());
  });
});

const clave = (bytes: number, primero?: number) => {
  const b = new Uint8Array(bytes).fill(7);
  if (primero !== undefined) b[0] = primero;
  return btoa(String.fromCharCode(...b)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};
const P256DH = clave(65, 4);
const AUTH = clave(16);
const FCM = 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH';

describe('a subscription as the browser sends it', () => {
  const produccion = { permitirLoopback: false };
  const pruebas = { permitirLoopback: true };

  it('accepts the push services browsers use', () => {
    for (const endpoint of [
      FCM,
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH7m4o3D4pv',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      const r = validarSuscripcion({ endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }, produccion);
      expect(r, endpoint).toEqual({ ok: true, valor: { endpoint, keys: { p256dh: P256DH, auth: AUTH } } });
    }
  });

  it('refuses any other address: plain http, other hosts, look-alikes, credentials, ports, junk', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notfcm.googleapis.com/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://fcm.googleapis.com/x#frag',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:9999/push',
      'ftp://fcm.googleapis.com/x',
      'no es una url',
      '',
      `https://fcm.googleapis.com/${'a'.repeat(2048)}`,
      42,
      null,
    ]) {
      expect(validarEndpoint(endpoint, produccion).ok, String(endpoint).slice(0, 60)).toBe(false);
    }
  });

  it('loopback, for the tests’ stand-in, only when allowed', () => {
    expect(validarEndpoint('http://127.0.0.1:9999/push/a', pruebas)).toEqual({ ok: true, valor: 'http://127.0.0.1:9999/push/a' });
    expect(validarEndpoint('http://localhost:9999/push/a', pruebas).ok).toBe(true);
    expect(validarEndpoint('http://10.0.0.1:9999/push/a', pruebas).ok).toBe(false);
    expect(validarEndpoint('http://127.0.0.1:9999/push/a', produccion).ok).toBe(false);
  });

  it('keys must be a P-256 point and a 16-byte secret, in base64url', () => {
    const con = (keys: unknown) => validarSuscripcion({ endpoint: FCM, keys }, produccion);
    expect(con({ p256dh: P256DH, auth: AUTH }).ok).toBe(true);
    expect(con({ p256dh: `${P256DH}=`, auth: `${AUTH}==` })).toEqual({ ok: true, valor: { endpoint: FCM, keys: { p256dh: P256DH, auth: AUTH } } });
    for (const keys of [
      { p256dh: clave(65, 3), auth: AUTH },
      { p256dh: clave(64, 4), auth: AUTH },
      { p256dh: P256DH, auth: clave(15) },
      { p256dh: P256DH, auth: clave(32) },
      { p256dh: P256DH.replace('B', '+'), auth: AUTH },
      { p256dh: P256DH },
      { p256dh: 1, auth: AUTH },
      null,
      'claves',
    ]) {
      expect(con(keys)).toEqual({ ok: false, mensaje: 'Las claves de la suscripción no son válidas.' });
    }
    expect(validarSuscripcion([], produccion)).toEqual({ ok: false, mensaje: 'Los datos de la suscripción no son válidos.' });
  });

  it('base64url decoding is exact (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const texto = btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
        expect(desdeBase64Url(texto)).toEqual(bytes);
      }),
    );
    expect(desdeBase64Url('a')).toBeNull();
    expect(desdeBase64Url('ab$d')).toBeNull();
  });

  it('a removal names an endpoint, normalised as stored', () => {
    expect(validarBaja({ endpoint: FCM })).toEqual({ ok: true, valor: FCM });
    expect(validarBaja({ endpoint: 'x' }).ok).toBe(false);
    expect(validarBaja({}).ok).toBe(false);
    expect(validarBaja(null).ok).toBe(false);
  });

  it('preferences are two booleans and nothing else', () => {
    expect(validarPreferencias({ push: false, email: true })).toEqual({ ok: true, valor: { push: false, email: true } });
    for (const malo of [{ push: 'no', email: true }, { push: true }, { push: true, email: false, sms: true }, null, [], 'push']) {
      expect(validarPreferencias(malo).ok).toBe(false);
    }
  });
});
