/**
 * A push service stand-in on loopback that speaks the real protocol: it
 * receives the encrypted Web Push request our server sends (RFC 8030), keeps
 * it, and answers as a push service would — 201, or 404/410 for a
 * subscription that is gone. Subscriptions made here are real key pairs, so a
 * test decrypts what arrived exactly as a browser would (RFC 8291 with the
 * aes128gcm content coding of RFC 8188) using node:crypto's ECDH and HKDF.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeticionPush {
  readonly ruta: string;
  readonly cabeceras: Readonly<Record<string, string | undefined>>;
  readonly cuerpo: Buffer;
}

export interface SuscripcionDePrueba {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  /** The plaintext of one request to this subscription, as the browser would read it. */
  descifrar(peticion: PeticionPush): string;
}

export interface ServicioPush {
  readonly url: string;
  readonly recibidas: PeticionPush[];
  /** A fresh subscription at this service, with its private key kept for decryption. */
  suscripcion(): SuscripcionDePrueba;
  /** The status this service answers for a subscription from now on (201 by default). */
  responder(endpoint: string, status: number): void;
  /** Requests that reached one subscription. */
  para(endpoint: string): PeticionPush[];
  /** Resolves when `n` requests have reached `endpoint` (or rejects after `ms`). */
  esperar(endpoint: string, n?: number, ms?: number): Promise<PeticionPush[]>;
  parar(): Promise<void>;
}

/** RFC 8291 §3.4 and RFC 8188 §2: derive the content key and nonce, open the single record, drop the padding. */
export function descifrarAes128gcm(cuerpo: Buffer, privada: ReturnType<typeof createECDH>, auth: Buffer): string {
  const sal = cuerpo.subarray(0, 16);
  const tamRegistro = cuerpo.readUInt32BE(16);
  const largoId = cuerpo.readUInt8(20);
  const publicaServidor = cuerpo.subarray(21, 21 + largoId);
  const cifrado = cuerpo.subarray(21 + largoId);
  if (largoId !== 65 || cifrado.length > tamRegistro) throw new Error('cabecera aes128gcm inesperada');
  const publicaNavegador = privada.getPublicKey();
  const secretoEcdh = privada.computeSecret(publicaServidor);
  const infoClave = Buffer.concat([Buffer.from('WebPush: info\0'), publicaNavegador, publicaServidor]);
  const ikm = Buffer.from(hkdfSync('sha256', secretoEcdh, auth, infoClave, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, sal, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, sal, Buffer.from('Content-Encoding: nonce\0'), 12));
  const descifrador = createDecipheriv('aes-128-gcm', cek, nonce);
  descifrador.setAuthTag(cifrado.subarray(cifrado.length - 16));
  const plano = Buffer.concat([descifrador.update(cifrado.subarray(0, cifrado.length - 16)), descifrador.final()]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  let fin = plano.length - 1;
  while (fin >= 0 && plano[fin] === 0) fin--;
  if (plano[fin] !== 2) throw new Error('delimitador de registro ausente');
  return plano.subarray(0, fin).toString('utf8');
}

/**
 * RFC 8292: the Authorization header is `vapid t=<JWT>, k=<public key>`; the
 * JWT is ES256-signed by that key, its audience is the push service's origin
 * and it expires within 24 hours. Returns the JWT's claims when all holds.
 */
export function comprobarVapid(cabecera: string | undefined, origenServicio: string, ahora = Date.now()): { aud: string; exp: number; sub: string; k: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(cabecera ?? '');
  if (!m) throw new Error(`cabecera Authorization no VAPID: ${cabecera}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  const [cabeza, carga, firma] = jwt.split('.') as [string, string, string];
  const punto = Buffer.from(k, 'base64url');
  const clave = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: punto.subarray(1, 33).toString('base64url'), y: punto.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${cabeza}.${carga}`), { key: clave, dsaEncoding: 'ieee-p1363' }, Buffer.from(firma, 'base64url'))) throw new Error('firma VAPID no válida');
  const claims = JSON.parse(Buffer.from(carga, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origenServicio) throw new Error(`audiencia VAPID ${claims.aud}`);
  if (claims.exp * 1000 <= ahora || claims.exp * 1000 > ahora + 24 * 60 * 60 * 1000 + 60_000) throw new Error('caducidad VAPID fuera de plazo');
  return { ...claims, k };
}

export async function arrancarServicioPush(): Promise<ServicioPush> {
  const recibidas: PeticionPush[] = [];
  const estados = new Map<string, number>();
  const esperando = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const trozos: Buffer[] = [];
    req.on('data', (t: Buffer) => trozos.push(t));
    req.on('end', () => {
      const ruta = req.url ?? '/';
      const cabeceras = Object.fromEntries(Object.entries(req.headers).map(([n, v]) => [n, Array.isArray(v) ? v.join(', ') : v]));
      if (req.method === 'POST') recibidas.push({ ruta, cabeceras, cuerpo: Buffer.concat(trozos) });
      for (const avisar of esperando) avisar();
      res.statusCode = req.method === 'POST' ? (estados.get(ruta) ?? 201) : 405;
      res.end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ruta = (endpoint: string) => new URL(endpoint).pathname;
  const para = (endpoint: string) => recibidas.filter((p) => p.ruta === ruta(endpoint));

  return {
    url,
    recibidas,
    suscripcion() {
      const privada = createECDH('prime256v1');
      privada.generateKeys();
      const auth = randomBytes(16);
      return {
        endpoint: `${url}/push/${randomUUID()}`,
        keys: { p256dh: privada.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        descifrar: (peticion) => descifrarAes128gcm(peticion.cuerpo, privada, auth),
      };
    },
    responder(endpoint, status) {
      estados.set(ruta(endpoint), status);
    },
    para,
    esperar(endpoint, n = 1, ms = 20_000) {
      return new Promise((ok, ko) => {
        const mirar = () => {
          const llegadas = para(endpoint);
          if (llegadas.length < n) return;
          clearTimeout(limite);
          esperando.delete(mirar);
          ok(llegadas);
        };
        const limite = setTimeout(() => {
          esperando.delete(mirar);
          ko(new Error(`el servicio push no recibió ${n} peticiones para ${endpoint}`));
        }, ms);
        esperando.add(mirar);
        mirar();
      });
    },
    async parar() {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
