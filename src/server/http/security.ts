import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP that allows no inline script. Styles allow
 * 'unsafe-inline' because the toast library injects a <style> element; no
 * script can run from it. `origenArchivos` is the S3 bucket's origin when
 * files live there: chat photos load from it and downloads fetch from it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string, origenArchivos: string | null = null): Promise<void> {
  const archivos = origenArchivos ? [origenArchivos] : [];
  const https = publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...archivos],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...archivos],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers carry health data and session tokens: never kept by a browser or a proxy cache.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

/** Browser features the product never uses, turned off for this origin and anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';
