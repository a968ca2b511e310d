/**
 * The embedded demo checkout (DECISIONS read-6): a provider that lives in our
 * own database and an in-app page ('Modo de prueba: no se cobra nada') instead
 * of Stripe's hosted one. It answers the port exactly as Stripe would, so
 * fulfilment, cancellation and refunds run the same code in both modes.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sesionesDemo } from '../db/schema.ts';
import type { Reloj } from '../limits/ventana.ts';
import type { ProveedorPagos, VerdadSesion } from './proveedor.ts';

type FilaDemo = typeof sesionesDemo.$inferSelect;

const idAleatorio = (prefijo: string) => `${prefijo}_${randomBytes(18).toString('base64url')}`;

export function urlPaginaDemo(sesionId: string): string {
  return `/pago-demo?session_id=${encodeURIComponent(sesionId)}`;
}

/** The page's view of a session: expired once its time is past, whatever the row says. */
export function estadoVisible(fila: FilaDemo, ahora: number): FilaDemo['estado'] {
  return fila.estado === 'abierta' && fila.expiraAt.getTime() <= ahora ? 'expirada' : fila.estado;
}

export interface ProveedorDemo extends ProveedorPagos {
  /** The family presses 'Pagar': the session becomes paid (once, and only before it expires). Returns the success URL, or null. */
  pagar(sesionId: string, userId: string): Promise<string | null>;
  /** The family presses 'Cancelar': returns the cancel URL, or null when the session is not theirs or no longer open. */
  cancelar(sesionId: string, userId: string): Promise<string | null>;
  /** The family's own session, for the page. */
  leerDeUsuario(sesionId: string, userId: string): Promise<FilaDemo | null>;
}

export function crearProveedorDemo(db: Db, reloj: Reloj): ProveedorDemo {
  const ahora = () => new Date(reloj());
  return {
    nombre: 'demo',

    async crearSesion(nueva) {
      const id = idAleatorio('cs_demo');
      await db.insert(sesionesDemo).values({
        id,
        pagoId: nueva.pagoId,
        userId: nueva.userId,
        importeCentimos: nueva.importeCentimos,
        moneda: nueva.moneda,
        urlExito: nueva.urlExito.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)),
        urlCancelado: nueva.urlCancelado,
        expiraAt: nueva.expiraEn,
      });
      return { sesionId: id, url: urlPaginaDemo(id) };
    },

    async leerSesion(sesionId): Promise<VerdadSesion | null> {
      const [fila] = await db.select().from(sesionesDemo).where(eq(sesionesDemo.id, sesionId));
      if (!fila) return null;
      const estado = estadoVisible(fila, reloj());
      return {
        sesionId: fila.id,
        // Like Stripe, a checkout the family left is still open until it expires.
        estado: estado === 'pagada' ? 'pagada' : estado === 'expirada' ? 'expirada' : 'abierta',
        pagoId: fila.pagoId,
        importeCentimos: fila.importeCentimos,
        moneda: fila.moneda,
        referenciaPago: fila.referenciaPago,
      };
    },

    async reembolsar({ sesionId }) {
      // Idempotent like Stripe's key: the first refund is recorded, a repeat returns it.
      const nuevo = idAleatorio('re_demo');
      await db
        .update(sesionesDemo)
        .set({ reembolsoId: nuevo })
        .where(and(eq(sesionesDemo.id, sesionId), eq(sesionesDemo.estado, 'pagada')));
      const [fila] = await db.select({ reembolsoId: sesionesDemo.reembolsoId }).from(sesionesDemo).where(eq(sesionesDemo.id, sesionId));
      if (!fila?.reembolsoId) throw new Error('demo: no hay pago que reembolsar');
      return { reembolsoId: fila.reembolsoId };
    },

    async pagar(sesionId, userId) {
      const [fila] = await db
        .update(sesionesDemo)
        .set({ estado: 'pagada', referenciaPago: idAleatorio('pi_demo') })
        .where(and(eq(sesionesDemo.id, sesionId), eq(sesionesDemo.userId, userId), eq(sesionesDemo.estado, 'abierta'), gt(sesionesDemo.expiraAt, ahora())))
        .returning({ urlExito: sesionesDemo.urlExito });
      return fila?.urlExito ?? null;
    },

    async cancelar(sesionId, userId) {
      const [fila] = await db
        .update(sesionesDemo)
        .set({ estado: 'cancelada' })
        .where(and(eq(sesionesDemo.id, sesionId), eq(sesionesDemo.userId, userId), eq(sesionesDemo.estado, 'abierta')))
        .returning({ urlCancelado: sesionesDemo.urlCancelado });
      return fila?.urlCancelado ?? null;
    },

    async leerDeUsuario(sesionId, userId) {
      const [fila] = await db
        .select()
        .from(sesionesDemo)
        .where(and(eq(sesionesDemo.id, sesionId), eq(sesionesDemo.userId, userId)));
      return fila ?? null;
    },
  };
}
