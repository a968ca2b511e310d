/**
 * POST /api/pagos/webhook: Stripe's signed events (tech-notes §3). The
 * signature is checked on the exact raw body, so this plugin keeps its own
 * JSON parser that hands the handler the bytes untouched. Each event id is
 * recorded once it has been handled; a replay is answered without work.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { eventosPago } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { procesarEventoPago } from '../consultas/eventos-pago.ts';
import { sendError } from '../http/errors.ts';
import type { Reloj } from '../limits/ventana.ts';
import type { ProveedorPagos } from './proveedor.ts';
import { FirmaStripeNoValida, verificarEventoStripe } from './stripe-webhook.ts';

export async function webhookRoutes(app: FastifyInstance, { db, proveedor, secreto, reloj }: { db: Db; proveedor: ProveedorPagos; secreto: string; reloj: Reloj }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, cuerpo, done) => done(null, cuerpo));

  app.post('/api/pagos/webhook', { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const firma = request.headers['stripe-signature'];
    let evento;
    try {
      evento = verificarEventoStripe({ rawBody: request.body as Buffer, firma: typeof firma === 'string' ? firma : undefined, secreto });
    } catch (error) {
      if (error instanceof FirmaStripeNoValida) return sendError(reply, 400, 'invalid_signature', 'Firma del evento no válida.');
      throw error;
    }
    const [visto] = await db.select({ id: eventosPago.id }).from(eventosPago).where(eq(eventosPago.id, evento.id));
    if (visto) return reply.send({ received: true });
    try {
      await procesarEventoPago(db, proveedor, evento, new Date(reloj()));
    } catch (err) {
      // Stripe retries a failed delivery for days: answer so it does.
      request.log.warn({ err }, 'payment event not processed');
      return sendError(reply, 503, 'provider_unavailable', 'No se pudo procesar el evento; se reintentará.');
    }
    await db.insert(eventosPago).values({ id: evento.id, tipo: evento.tipo }).onConflictDoNothing();
    return reply.send({ received: true });
  });
}
