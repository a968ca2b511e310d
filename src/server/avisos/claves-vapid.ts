/**
 * The VAPID key pair (RFC 8292) that identifies our server to the push
 * services. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (several
 * instances must share one pair: a browser's subscription is bound to the
 * public key it subscribed with); otherwise generated once into
 * DATA_DIR/vapid.json (0600), like the session secret, so the embedded
 * default needs no configuration and subscriptions survive restarts.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import { asegurarDirectorioPrivado } from '../db/directorio-privado.ts';

export interface ClavesVapid {
  readonly publicKey: string;
  readonly privateKey: string;
  /** Who to contact about this sender (mailto: or https:), as the push services ask. */
  readonly subject: string;
}

const PUBLICA = /^[A-Za-z0-9_-]{87}$/;
const PRIVADA = /^[A-Za-z0-9_-]{43}$/;

/** True when both are well formed and the public key is the private key's. */
export function parVapidValido(publicKey: string, privateKey: string): boolean {
  if (!PUBLICA.test(publicKey) || !PRIVADA.test(privateKey)) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === publicKey;
  } catch {
    return false;
  }
}

/** VAPID_SUBJECT, else the contact address, else an https public address, else the sender of our e-mails. */
export function sujetoVapid(config: Pick<Config, 'VAPID_SUBJECT' | 'CONTACT_EMAIL' | 'PUBLIC_URL' | 'MAIL_FROM'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.CONTACT_EMAIL) return `mailto:${config.CONTACT_EMAIL}`;
  if (config.PUBLIC_URL.startsWith('https://')) return new URL(config.PUBLIC_URL).origin;
  const remitente = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? (/^\S+@\S+$/.test(config.MAIL_FROM) ? config.MAIL_FROM : 'no-responder@localhost');
  return `mailto:${remitente}`;
}

function generadas(dataDir: string): { publicKey: string; privateKey: string } {
  const fichero = path.join(dataDir, 'vapid.json');
  if (!existsSync(fichero)) {
    asegurarDirectorioPrivado(dataDir);
    const provisional = `${fichero}.${randomBytes(6).toString('hex')}`;
    writeFileSync(provisional, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    try {
      // A complete file appears at once or not at all: of two processes starting together, one pair wins and both use it.
      linkSync(provisional, fichero);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(provisional, { force: true });
    }
  }
  const guardadas = JSON.parse(readFileSync(fichero, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof guardadas.publicKey !== 'string' || typeof guardadas.privateKey !== 'string' || !parVapidValido(guardadas.publicKey, guardadas.privateKey)) {
    throw new Error(`${fichero} no contiene un par de claves VAPID válido: bórralo para generar otro (los navegadores tendrán que volver a activar los avisos).`);
  }
  return { publicKey: guardadas.publicKey, privateKey: guardadas.privateKey };
}

export function cargarClavesVapid(config: Config): ClavesVapid {
  const par =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY } : generadas(config.DATA_DIR);
  return { ...par, subject: sujetoVapid(config) };
}
