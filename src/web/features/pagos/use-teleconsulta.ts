/**
 * The tele-consultation payment, shared by the result screen and the 'Nueva
 * Consulta' tab (SPEC §4 "Tele-consultation button", §5 Payment, §8).
 * The returned promise lasts until the payment request has answered (or the
 * parent has been told why not), so the button can show 'Procesando...' the
 * whole time.
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { GuardarTriaje } from '../../../shared/consultas-triaje.ts';
import { VERSION_TEXTOS } from '../../../shared/consentimientos-textos.ts';
import { ApiError, api } from '../../api/client.ts';
import { CLAVES, guardarConsentimiento, tieneConsentimiento } from '../../lib/local-flags.ts';
import { MSG } from '../../messages.ts';
import { useSesion } from '../auth/sesion.ts';
import { useLeerPagosConfig } from './config-pagos.ts';

export interface DialogoImagenes {
  readonly abierto: boolean;
  readonly onAceptar: () => void;
  readonly onSoloTexto: () => void;
}

export interface Teleconsulta {
  /** Starts paying; `triaje` links the consultation to the result it came from. */
  readonly iniciar: (triaje?: GuardarTriaje) => Promise<void>;
  /** Props for <DialogoTeleconsulta>, the image consent asked once. */
  readonly dialogo: DialogoImagenes;
}

/** Opens the checkout in a new tab, or here when the browser blocks the pop-up (SPEC §7 create-payment). */
export function abrirCheckout(url: string): void {
  const pestana = window.open(url, '_blank');
  if (pestana === null) window.location.assign(url);
  // The checkout page must not be able to navigate this tab (reverse tabnabbing).
  else pestana.opener = null;
}

function avisarError(descripcion: string): void {
  toast.error(MSG.toasts.pagoError.titulo, { id: 'pago-error', description: descripcion });
}

export function useTeleconsulta(): Teleconsulta {
  const { yo } = useSesion();
  const leerPagos = useLeerPagosConfig();
  const [abierto, setAbierto] = useState(false);
  // The pending answer of the image-consent dialog: true with images, false text only.
  const respuesta = useRef<((imagenes: boolean) => void) | null>(null);

  const preguntarImagenes = () =>
    new Promise<boolean>((resolver) => {
      respuesta.current = resolver;
      setAbierto(true);
    });

  const responder = (imagenes: boolean) => {
    if (imagenes) {
      guardarConsentimiento(CLAVES.consentimientoChat, CLAVES.consentimientoChatFecha, VERSION_TEXTOS.imagenes);
      // Signed in: recorded on the account too, where 'Mis datos' lets the parent withdraw it.
      if (yo) api.registrarConsentimiento({ tipo: 'imagenes', version: VERSION_TEXTOS.imagenes }).catch((error: unknown) => console.warn('No se pudo registrar el consentimiento', error));
    }
    setAbierto(false);
    respuesta.current?.(imagenes);
    respuesta.current = null;
  };

  const pagar = async (imagenes: boolean, triaje: GuardarTriaje | undefined) => {
    if (!yo) {
      toast.error(MSG.toasts.pagoSinSesion.titulo, { id: 'pago-sin-sesion', description: MSG.toasts.pagoSinSesion.descripcion });
      return;
    }
    try {
      if ((await leerPagos()).modo === 'desactivados') {
        toast.error(MSG.toasts.pagosDesactivados.titulo, { id: 'pagos-desactivados', description: MSG.toasts.pagosDesactivados.descripcion });
        return;
      }
      const { url } = await api.crearPago({ tipoConsulta: 'teleconsulta', imagenes, ...(triaje ? { triaje } : {}) });
      if (!url) {
        avisarError(MSG.toasts.pagoError.sinUrl);
        return;
      }
      abrirCheckout(url);
    } catch (error) {
      console.warn('No se pudo iniciar el pago', error);
      // Our API explains itself in Spanish; anything else (network, a proxy's page) gets the spec's fallback.
      avisarError(error instanceof ApiError && error.code !== 'http_error' && error.message ? error.message : MSG.toasts.pagoError.generico);
    }
  };

  return {
    // SPEC §4: with the image consent stored the payment starts at once; otherwise it is asked first.
    iniciar: async (triaje) => pagar(tieneConsentimiento(CLAVES.consentimientoChat) ? true : await preguntarImagenes(), triaje),
    dialogo: { abierto, onAceptar: () => responder(true), onSoloTexto: () => responder(false) },
  };
}
