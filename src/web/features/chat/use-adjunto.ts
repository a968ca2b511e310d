/**
 * The draft's attachment (SPEC §4 file upload): select → checked here with
 * the server's own rules → 'Subir' → uploaded with its real progress →
 * attached to the draft, removable until sent. A family that paid for text
 * only is asked for the image consent before its first photo (DECISIONS
 * read-10).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { esImagen, tipoDeclarado, validarArchivo } from '../../../domain/archivos/validacion.ts';
import { VERSION_TEXTOS } from '../../../shared/consentimientos-textos.ts';
import type { AdjuntoSubido } from '../../../shared/chat.ts';
import { api } from '../../api/client.ts';
import { subirAdjunto } from '../../api/subir-adjunto.ts';
import { CLAVES, guardarConsentimiento } from '../../lib/local-flags.ts';
import { MSG } from '../../messages.ts';
import { porcentajeSubida } from './archivos.ts';
import { faltaConsentimientoImagenes, mensajeErrorSubida } from './errores-archivo.ts';

export type FaseAdjunto =
  | { readonly fase: 'vacio' }
  | { readonly fase: 'elegido'; readonly archivo: File }
  | { readonly fase: 'subiendo'; readonly archivo: File; readonly progreso: number }
  | { readonly fase: 'subido'; readonly adjunto: AdjuntoSubido };

interface Opciones {
  readonly consultaId: string;
  /** True for a family whose consultation has no image consent yet. */
  readonly pedirConsentimientoImagenes: boolean;
  /** The consultation's data changed (its image consent): the page refetches it. */
  readonly onImagenesConsentidas: () => void;
}

export interface EstadoAdjunto {
  readonly estado: FaseAdjunto;
  /** The image-consent dialog is open, waiting for an answer. */
  readonly preguntandoImagenes: boolean;
  readonly consintiendo: boolean;
  elegir(archivo: File): void;
  subir(): void;
  /** Drops a chosen file, cancelling its upload if one runs. */
  descartar(): void;
  /** Removes the uploaded attachment from the draft and from the server. */
  quitar(): void;
  /** Hands the uploaded attachment to a send and empties the draft. */
  tomar(): AdjuntoSubido | null;
  /** A refused send gives its attachment back, unless something else was attached since. */
  devolver(adjunto: AdjuntoSubido): void;
  aceptarImagenes(): void;
  rechazarImagenes(): void;
}

const VACIO: FaseAdjunto = { fase: 'vacio' };

export function useAdjunto({ consultaId, pedirConsentimientoImagenes, onImagenesConsentidas }: Opciones): EstadoAdjunto {
  const [estado, setEstadoVisible] = useState<FaseAdjunto>(VACIO);
  const estadoRef = useRef<FaseAdjunto>(VACIO);
  const setEstado = useCallback((siguiente: FaseAdjunto) => {
    estadoRef.current = siguiente;
    setEstadoVisible(siguiente);
  }, []);
  // The photo waiting for the consent, and whether to upload it straight away once given (the server asked).
  const [esperaConsentimiento, setEsperaConsentimiento] = useState<{ readonly archivo: File; readonly subirAlAceptar: boolean } | null>(null);
  const [consintiendo, setConsintiendo] = useState(false);
  // Given in this chat: the consultation's refetch may not have landed before the next photo.
  const [consentidoAqui, setConsentidoAqui] = useState(false);
  const subida = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      subida.current?.abort();
    },
    [],
  );

  const subirArchivo = useCallback(
    (archivo: File) => {
      const control = new AbortController();
      subida.current?.abort();
      subida.current = control;
      setEstado({ fase: 'subiendo', archivo, progreso: 0 });
      subirAdjunto(consultaId, archivo, {
        signal: control.signal,
        onProgreso: (enviados, total) => {
          if (subida.current === control) setEstado({ fase: 'subiendo', archivo, progreso: porcentajeSubida(enviados, total) });
        },
      }).then(
        (adjunto) => {
          if (subida.current !== control) return;
          subida.current = null;
          setEstado({ fase: 'subido', adjunto });
        },
        (error: unknown) => {
          // Dropped by the family (or the chat closed): nothing to say.
          if (subida.current !== control) return;
          subida.current = null;
          setEstado({ fase: 'elegido', archivo });
          if (faltaConsentimientoImagenes(error)) {
            setEsperaConsentimiento({ archivo, subirAlAceptar: true });
            return;
          }
          toast.error(mensajeErrorSubida(error), { id: 'chat-subida' });
        },
      );
    },
    [consultaId, setEstado],
  );

  const elegir = useCallback(
    (archivo: File) => {
      const error = validarArchivo({ nombre: archivo.name, tipo: archivo.type, tamano: archivo.size });
      if (error) {
        toast.error(error.mensaje, { id: 'chat-subida' });
        return;
      }
      if (pedirConsentimientoImagenes && !consentidoAqui && esImagen(tipoDeclarado(archivo.name, archivo.type))) {
        setEsperaConsentimiento({ archivo, subirAlAceptar: false });
        return;
      }
      setEstado({ fase: 'elegido', archivo });
    },
    [consentidoAqui, pedirConsentimientoImagenes, setEstado],
  );

  const subir = useCallback(() => {
    const actual = estadoRef.current;
    if (actual.fase === 'elegido') subirArchivo(actual.archivo);
  }, [subirArchivo]);

  const descartar = useCallback(() => {
    subida.current?.abort();
    subida.current = null;
    if (estadoRef.current.fase === 'elegido' || estadoRef.current.fase === 'subiendo') setEstado(VACIO);
  }, [setEstado]);

  const quitar = useCallback(() => {
    const actual = estadoRef.current;
    if (actual.fase !== 'subido') return;
    setEstado(VACIO);
    api.quitarAdjunto(consultaId, actual.adjunto.id).catch((error: unknown) => {
      // Out of the draft either way; a file never sent is not shown to anyone and the server clears it.
      console.warn('No se pudo borrar el archivo adjunto', error);
    });
  }, [consultaId, setEstado]);

  const tomar = useCallback(() => {
    const actual = estadoRef.current;
    if (actual.fase !== 'subido') return null;
    setEstado(VACIO);
    return actual.adjunto;
  }, [setEstado]);

  const devolver = useCallback(
    (adjunto: AdjuntoSubido) => {
      if (estadoRef.current.fase === 'vacio') setEstado({ fase: 'subido', adjunto });
    },
    [setEstado],
  );

  const aceptarImagenes = useCallback(() => {
    const espera = esperaConsentimiento;
    if (!espera || consintiendo) return;
    setConsintiendo(true);
    api.consentirImagenes(consultaId).then(
      () => {
        // The flags the payment dialog reads: the next consultation starts with images.
        guardarConsentimiento(CLAVES.consentimientoChat, CLAVES.consentimientoChatFecha, VERSION_TEXTOS.imagenes);
        setConsentidoAqui(true);
        setConsintiendo(false);
        setEsperaConsentimiento(null);
        onImagenesConsentidas();
        if (espera.subirAlAceptar) subirArchivo(espera.archivo);
        else setEstado({ fase: 'elegido', archivo: espera.archivo });
      },
      (error: unknown) => {
        console.warn('No se pudo registrar el consentimiento de imágenes', error);
        setConsintiendo(false);
        toast.error(MSG.chat.imagenes.error, { id: 'chat-imagenes' });
      },
    );
  }, [consintiendo, consultaId, esperaConsentimiento, onImagenesConsentidas, setEstado, subirArchivo]);

  const rechazarImagenes = useCallback(() => {
    const espera = esperaConsentimiento;
    setEsperaConsentimiento(null);
    // Nothing uploads: a photo the server asked consent for leaves the draft too.
    const actual = estadoRef.current;
    if (espera && actual.fase === 'elegido' && actual.archivo === espera.archivo) setEstado(VACIO);
  }, [esperaConsentimiento, setEstado]);

  return {
    estado,
    preguntandoImagenes: esperaConsentimiento !== null,
    consintiendo,
    elegir,
    subir,
    descartar,
    quitar,
    tomar,
    devolver,
    aceptarImagenes,
    rechazarImagenes,
  };
}
