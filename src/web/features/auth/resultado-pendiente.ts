/**
 * The result a visitor asked to keep before creating an account (SPEC §3
 * pending-triage-result). Saved to the account at the first sign-in, then the
 * local copy is removed whatever happens.
 */
import { VERSION_TEXTOS } from '../../../shared/consentimientos-textos.ts';
import { api } from '../../api/client.ts';
import { borrar, CLAVES, leer, type ResultadoPendiente } from '../../lib/local-flags.ts';
import { esFlujoId } from '../../../domain/triage/catalogue/portada.ts';

export function leerResultadoPendiente(): ResultadoPendiente | null {
  const texto = leer(CLAVES.resultadoPendiente);
  if (!texto) return null;
  try {
    return JSON.parse(texto) as ResultadoPendiente;
  } catch {
    return null;
  }
}

export function hayResultadoPendiente(): boolean {
  return leerResultadoPendiente() !== null;
}

/** True when saved; false when it could not be (the local copy is removed either way). */
export async function guardarPendienteSiHay(): Promise<boolean> {
  const pendiente = leerResultadoPendiente();
  if (!pendiente) return false;
  try {
    if (!esFlujoId(pendiente.flujoTipo)) return false;
    // The explicit health-data consent given in the dialog goes first: the server stores results only under it.
    const fecha = leer(CLAVES.consentimientoRegistroFecha);
    if (leer(CLAVES.consentimientoRegistro) === 'true' && fecha) {
      await api.registrarConsentimiento({ tipo: 'registro', version: VERSION_TEXTOS.registro, aceptado_at: fecha });
    }
    await api.guardarTriaje({ flujo_tipo: pendiente.flujoTipo, respuestas: { ...pendiente.respuestas } });
    return true;
  } catch (error) {
    console.warn('No se pudo guardar el resultado pendiente', error);
    return false;
  } finally {
    borrar(CLAVES.resultadoPendiente);
  }
}
