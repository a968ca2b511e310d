import type { FastifyInstance } from 'fastify';
import type { ConfigPublica } from '../../shared/config-publica.ts';
import { modoPagos, type Config } from '../config.ts';

export function configPublica(config: Config): ConfigPublica {
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    pagos: { modo: modoPagos(config), importeCentimos: config.CONSULTATION_PRICE_CENTS, moneda: config.CONSULTATION_CURRENCY, esperaAvisoMinutos: config.CONSULTATION_WAIT_ALERT_MINUTES },
    empresa: {
      nombre: config.COMPANY_NAME ?? null,
      nif: config.COMPANY_TAX_ID ?? null,
      domicilio: config.COMPANY_ADDRESS ?? null,
      registro: config.COMPANY_REGISTRY ?? null,
      telefono: config.COMPANY_PHONE ?? null,
      emailContacto: config.CONTACT_EMAIL ?? null,
      emailPrivacidad: config.PRIVACY_EMAIL ?? null,
      emailDpd: config.DPO_EMAIL ?? null,
      proveedorAlojamiento: config.HOSTING_PROVIDER ?? null,
      autorizacionSanitaria: config.HEALTH_AUTHORISATION ?? null,
    },
  };
}

/** What the SPA needs to know about this deployment (no secrets). */
export async function publicConfigRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const cuerpo = configPublica(config);
  app.get('/api/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(cuerpo));
}
