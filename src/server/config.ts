/**
 * Every setting an operator might change, validated once at start-up with
 * documented defaults (README "Configuration"). Nothing else reads process.env.
 */
import { z } from 'zod';
import { parVapidValido } from './avisos/claves-vapid.ts';

const booleano = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const esquema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar por postgres:// o postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  APP_NAME: z.string().min(1).default('Triaje Pediátrico'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleano.default(false),
  STATIC_DIR: z.string().min(1).default('./dist'),
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Checks of a document's verification code per address and minute (/verificar is public). */
  VERIFY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Signs session cookies; the embedded default generates one in DATA_DIR. Every instance must share it. */
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET debe tener al menos 32 caracteres').optional(),
  /** smtp://user:pass@host:587 or smtps://…; without it e-mails go to the outbox table and the console. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL debe empezar por smtp:// o smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Triaje Pediátrico <no-responder@localhost>'),
  /** Account e-mails (verification, password reset) one address can receive per hour, whoever asks. */
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** Days an account may stay unconfirmed before it is deleted. */
  UNVERIFIED_ACCOUNT_TTL_DAYS: z.coerce.number().positive().default(7),
  /** State-changing API requests one signed-in account may make per minute. */
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Longest time to receive a whole request (headers and body), in ms; slower clients are cut off. Node applies it to
   * every route, uploads included: 2 minutes lets a 10 MB photo through a weak mobile uplink (about 0.7 Mbit/s).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The controller's data for the legal pages; unset values show as bracketed placeholders. */
  COMPANY_NAME: z.string().min(1).optional(),
  COMPANY_TAX_ID: z.string().min(1).optional(),
  COMPANY_ADDRESS: z.string().min(1).optional(),
  COMPANY_REGISTRY: z.string().min(1).optional(),
  COMPANY_PHONE: z.string().min(1).optional(),
  CONTACT_EMAIL: z.email().optional(),
  PRIVACY_EMAIL: z.email().optional(),
  DPO_EMAIL: z.email().optional(),
  HOSTING_PROVIDER: z.string().min(1).optional(),
  HEALTH_AUTHORISATION: z.string().min(1).optional(),
  /** Price of one tele-consultation in the currency's smallest unit (SPEC §9: 15 EUR). */
  CONSULTATION_PRICE_CENTS: z.coerce.number().int().min(50).max(100_000).default(1500),
  /** ISO 4217 code, lower case as Stripe expects it. */
  CONSULTATION_CURRENCY: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'CONSULTATION_CURRENCY debe ser un código ISO de tres letras')
    .default('eur')
    .transform((v) => v.toLowerCase()),
  /** Stripe Checkout: both keys switch payments from the demo checkout to Stripe. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe SDK sends its requests (tests point it at a Stripe-compatible server on loopback). */
  STRIPE_API_URL: z.url().optional(),
  /**
   * The embedded demo checkout ('Modo de prueba: no se cobra nada'). On by
   * default, except in production, where a forgotten Stripe key must not give
   * consultations away: there it needs PAYMENTS_DEMO=true.
   */
  PAYMENTS_DEMO: z.enum(['true', 'false']).optional(),
  /** Minutes a paid consultation may wait for a paediatrician before the admins are alerted and the family is offered the refund. */
  CONSULTATION_WAIT_ALERT_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Web Push (decision 0027): both or neither; with neither a pair is generated once into DATA_DIR/vapid.json. Every instance must share them. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY debe ser una clave pública P-256 en base64url (87 caracteres)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY debe ser una clave privada P-256 en base64url (43 caracteres)').optional(),
  /** Who the push services may contact about our sender: mailto: or https: (default: CONTACT_EMAIL, else an https PUBLIC_URL, else MAIL_FROM). */
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT debe ser una dirección mailto: o https://').optional(),
  /** Minutes news in a consultation may stay unread before the person is e-mailed (if they want e-mails). */
  UNREAD_EMAIL_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** Chat files: without S3_BUCKET they are kept in DATA_DIR/files; with it, in that S3-compatible bucket (private: links are presigned). */
  S3_BUCKET: z.string().min(3).optional(),
  /** The bucket's API address for anything but AWS itself (R2, MinIO, Garage…). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; with neither the SDK's own chain is used (environment, instance role…). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path instead of the host name; most self-hosted S3 servers need it. */
  S3_FORCE_PATH_STYLE: booleano.default(false),
  /** Extra origins allowed to call state-changing endpoints, comma-separated (e.g. the Vite dev server). */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean)),
});

export type Config = z.infer<typeof esquema> & { readonly PUBLIC_URL: string };

export type ModoPagos = 'stripe' | 'demo' | 'desactivados';

/** Which payment adapter this deployment runs (decision 0023). */
export function modoPagos(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'PAYMENTS_DEMO' | 'NODE_ENV'>): ModoPagos {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) return 'stripe';
  if (config.PAYMENTS_DEMO === 'true') return 'demo';
  if (config.PAYMENTS_DEMO === 'false') return 'desactivados';
  return config.NODE_ENV === 'production' ? 'desactivados' : 'demo';
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const limpio = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const resultado = esquema.safeParse(limpio);
  if (!resultado.success) {
    const detalles = resultado.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Configuración no válida: ${detalles}`);
  }
  const config = resultado.data;
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Configuración no válida: STRIPE_SECRET_KEY y STRIPE_WEBHOOK_SECRET se configuran juntas (sin el webhook, un pago cuya página de vuelta no llega nunca no crearía la consulta).');
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Configuración no válida: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY se configuran juntas.');
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Configuración no válida: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY se configuran juntas.');
  }
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && !parVapidValido(config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Configuración no válida: VAPID_PUBLIC_KEY no es la clave pública de VAPID_PRIVATE_KEY (genera un par con `npx web-push generate-vapid-keys`).');
  }
  if (!config.S3_BUCKET && (config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID)) {
    // Otherwise the files would quietly go to the local disk of one process.
    throw new ConfigError('Configuración no válida: falta S3_BUCKET (hay S3_ENDPOINT o claves de S3 sin bucket).');
  }
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Origins allowed to make state-changing requests: the public address, the
 * configured extra ones, and — when the public address is a loopback one, as
 * on a fresh `npm start` — every loopback spelling of the same port, so a
 * newcomer who opens 127.0.0.1 instead of localhost can still sign up.
 */
export function origenesConfiables(config: Pick<Config, 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>): string[] {
  const publica = new URL(config.PUBLIC_URL);
  const origenes = [publica.origin, ...config.TRUSTED_ORIGINS.map((o) => new URL(o).origin)];
  if (LOOPBACK.includes(publica.hostname)) {
    for (const host of LOOPBACK) origenes.push(`${publica.protocol}//${host}${publica.port ? `:${publica.port}` : ''}`);
  }
  return [...new Set(origenes)];
}
