/**
 * The one place that imports Better Auth (tech-notes §1): e-mail + password
 * with verification, password reset, Google when configured, sessions in our
 * database, sign-in throttling stored in the database. A profile (role
 * 'user') is created with every account.
 */
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { esContrasenaComun } from '../../domain/auth/contrasena.ts';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { origenesConfiables, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordEmail, verificationEmail } from '../mail/templates.ts';
import { textoSeguro } from '../../shared/validacion.ts';
import { consumirCupo, huella, type Reloj } from '../limits/ventana.ts';
import { limpiarIntentos, registrarIntento } from './account-throttle.ts';
import { eliminarCuentaSinVerificar, recordarEnlace } from './cuentas-sin-verificar.ts';

export interface AuthOptions {
  readonly db: Db;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly secret: string;
  readonly reloj: Reloj;
}

const demasiadosIntentos = () => new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_ATTEMPTS', message: 'Demasiados intentos. Espera unos minutos.' });

const nombreSchema = textoSeguro(80, { obligatorio: false });

/** Common passwords, and the e-mail address itself, are refused wherever a password is chosen. */
function comprobarContrasenaElegida(password: unknown, email: unknown): void {
  if (typeof password === 'string' && esContrasenaComun(password, typeof email === 'string' ? email : undefined)) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_COMPROMISED', message: 'Esa contraseña es demasiado común. Elige otra.' });
  }
}

/** Header the Fastify bridge sets from the real client address; never trusted from the client. */
export const CLIENT_IP_HEADER = 'x-client-ip';

export function createAuth({ db, config, mailer, secret, reloj }: AuthOptions) {
  /** A recipient gets at most a few account e-mails an hour, whoever asks; the answer never says so. */
  const cupoDeCorreo = (email: string) => consumirCupo(db, `correo:${huella(email)}`, { limite: config.MAIL_PER_RECIPIENT_PER_HOUR, ventanaMs: 60 * 60 * 1000 }, reloj());
  const https = config.PUBLIC_URL.startsWith('https://');
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : {};
  return betterAuth({
    appName: config.APP_NAME,
    // Failed sign-ins are answered and throttled; logging each one would only add noise.
    logger: { level: 'error' },
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: origenesConfiables(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    // Staff sign in with a second factor (TOTP) once they turn it on; families never need it.
    plugins: [twoFactor({ issuer: config.APP_NAME })],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 256,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        if (await cupoDeCorreo(user.email)) await mailer.send(resetPasswordEmail(config.APP_NAME, user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Login forgery: a link opened from anywhere must not sign that browser in; the parent signs in on our page.
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url, token }) {
        if (!(await cupoDeCorreo(user.email))) return;
        await recordarEnlace(db, user.id, token);
        await mailer.send(verificationEmail(config.APP_NAME, user.email, url));
      },
    },
    socialProviders: google,
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    // GDPR art. 17 from the app, after re-entering the password: only through /api/cuenta/eliminar (server/derechos),
    // never over the library's own HTTP route (the bridge exposes only RUTAS_EXPUESTAS).
    user: { deleteUser: { enabled: true } },
    disabledPaths: ['/delete-user', '/delete-user/callback', '/verify-password', '/update-user', '/change-email', '/change-password'],
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      // Better Auth skips its origin check when it detects a test run; we want the real behaviour everywhere.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // On https the session cookie is `__Host-` (Secure, Path=/, no Domain: bound to this exact origin).
      // Better Auth would only add `__Secure-`, so its own prefixing is off and every cookie is marked Secure here.
      useSecureCookies: false,
      defaultCookieAttributes: { secure: https },
      ...(https ? { cookies: { session_token: { name: '__Host-triaje.session_token' } } } : {}),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? '';
        if (ctx.path === '/sign-in/email') {
          if (typeof body.email === 'string' && !(await registrarIntento(db, body.email, ip, reloj()))) throw demasiadosIntentos();
          return;
        }
        if (ctx.path === '/two-factor/enable') {
          const sesion = await getSessionFromCtx(ctx);
          if (!sesion) return;
          const [perfil] = await db.select({ role: schema.profiles.role }).from(schema.profiles).where(eq(schema.profiles.userId, sesion.user.id));
          if ((perfil?.role ?? 'user') === 'user') {
            throw new APIError('FORBIDDEN', { code: 'TWO_FACTOR_STAFF_ONLY', message: 'La verificación en dos pasos es para el personal sanitario.' });
          }
          if (!(await registrarIntento(db, sesion.user.email, ip, reloj()))) throw demasiadosIntentos();
          return;
        }
        if (ctx.path === '/sign-up/email') {
          const nombre = nombreSchema.safeParse(body.name);
          if (!nombre.success) throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: nombre.error.issues[0]?.message ?? 'El nombre no es válido.' });
          comprobarContrasenaElegida(body.password, body.email);
          // Pre-account takeover: a new sign-up replaces an unverified account, so only the newest password and link count.
          if (typeof body.email === 'string') await eliminarCuentaSinVerificar(db, body.email);
          return;
        }
        if (ctx.path === '/reset-password') comprobarContrasenaElegida(body.newPassword, undefined);
      }),
      after: createAuthMiddleware(async (ctx) => {
        const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? '';
        if (ctx.path === '/sign-in/email' && ctx.context.newSession) {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string') await limpiarIntentos(db, email, ip);
        }
        if (ctx.path === '/two-factor/enable' && !(ctx.context.returned instanceof Error)) {
          const sesion = await getSessionFromCtx(ctx);
          if (sesion) await limpiarIntentos(db, sesion.user.email, ip);
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async after(created) {
            // SPEC §3: every account has a profile; role 'user' unless an operator changes it.
            await db
              .insert(schema.profiles)
              .values({ userId: created.id, nombre: created.name ?? '' })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
