/**
 * The success page's confirmation (SPEC §4 "Payment return"). The payment may
 * be confirmed a moment after the parent lands here (Stripe's webhook or the
 * provider's own delay), so an unpaid answer is retried for about ten seconds
 * before the failure is shown.
 */
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../api/client.ts';

export const INTENTOS_CONFIRMACION = 6;
export const ESPERA_ENTRE_INTENTOS_MS = 2_000;

export type EstadoConfirmacion = { readonly fase: 'procesando' } | { readonly fase: 'exito'; readonly consultaId: string | null } | { readonly fase: 'fallo' };

/** A 4xx other than 'too many requests' will not change by asking again. */
const definitivo = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export function useConfirmarPago(sessionId: string | null, activo: boolean): EstadoConfirmacion {
  const [estado, setEstado] = useState<EstadoConfirmacion>(sessionId ? { fase: 'procesando' } : { fase: 'exito', consultaId: null });
  useEffect(() => {
    if (!sessionId || !activo) return;
    let cancelado = false;
    let temporizador: ReturnType<typeof setTimeout> | undefined;
    const intentar = async (intento: number) => {
      try {
        const respuesta = await api.confirmarPago(sessionId);
        if (cancelado) return;
        if (respuesta.success) {
          setEstado({ fase: 'exito', consultaId: respuesta.consultaId });
          return;
        }
      } catch (error) {
        if (cancelado) return;
        console.warn('No se pudo confirmar el pago', error);
        if (definitivo(error)) {
          setEstado({ fase: 'fallo' });
          return;
        }
      }
      if (intento + 1 >= INTENTOS_CONFIRMACION) setEstado({ fase: 'fallo' });
      else temporizador = setTimeout(() => void intentar(intento + 1), ESPERA_ENTRE_INTENTOS_MS);
    };
    void intentar(0);
    return () => {
      cancelado = true;
      clearTimeout(temporizador);
    };
  }, [sessionId, activo]);
  return estado;
}
