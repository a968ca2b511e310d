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
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordEmail, verificationEmail } from '../mail/templates.ts';
import { limpiarIntentos, registrarIntento } from './account-throttle.ts';

export interface AuthOptions {
  readonly db: Db;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly secret: string;
}

/** Header the Fastify bridge sets from the real client address; never trusted from the client. */
export const CLIENT_IP_HEADER = 'x-client-ip';

export function createAuth({ db, config, mailer, secret }: AuthOptions) {
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
    trustedOrigins: [config.PUBLIC_URL, ...config.TRUSTED_ORIGINS],
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
        await mailer.send(resetPasswordEmail(config.APP_NAME, user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(verificationEmail(config.APP_NAME, user.email, url));
      },
    },
    socialProviders: google,
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    // GDPR art. 17 from the app, after re-entering the password (routes in server/derechos).
    user: { deleteUser: { enabled: true } },
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
      // Common passwords are refused wherever a password is chosen.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? '';
          if (typeof email === 'string' && !(await registrarIntento(db, email, ip))) {
            throw new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_ATTEMPTS', message: 'Demasiados intentos. Espera unos minutos.' });
          }
          return;
        }
        if (ctx.path === '/two-factor/enable') {
          const sesion = await getSessionFromCtx(ctx);
          if (!sesion) return;
          const [perfil] = await db.select({ role: schema.profiles.role }).from(schema.profiles).where(eq(schema.profiles.userId, sesion.user.id));
          if ((perfil?.role ?? 'user') === 'user') {
            throw new APIError('FORBIDDEN', { code: 'TWO_FACTOR_STAFF_ONLY', message: 'La verificación en dos pasos es para el personal sanitario.' });
          }
          return;
        }
        if (!['/sign-up/email', '/reset-password', '/change-password'].includes(ctx.path)) return;
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown; email?: unknown };
        const elegida = typeof body.password === 'string' ? body.password : body.newPassword;
        if (typeof elegida === 'string' && esContrasenaComun(elegida, typeof body.email === 'string' ? body.email : undefined)) {
          throw new APIError('BAD_REQUEST', { code: 'PASSWORD_COMPROMISED', message: 'Esa contraseña es demasiado común. Elige otra.' });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' || !ctx.context.newSession) return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email === 'string') await limpiarIntentos(db, email, ctx.request?.headers.get(CLIENT_IP_HEADER) ?? '');
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
