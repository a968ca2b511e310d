/**
 * The conversation inside a consultation's panel (SPEC §2 chat view): one
 * scrolling column (the consultation's summary, then the messages with day
 * separators) and, while the consultation is 'activa', the input.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { esImagen } from '../../../domain/archivos/validacion.ts';
import type { EstadoConsulta } from '../../../domain/consultas/estado.ts';
import { rutaArchivo, type AdjuntoSubido, type Mensaje } from '../../../shared/chat.ts';
import { MSG } from '../../messages.ts';
import { etiquetaDocumento } from '../documentos/formulario.ts';
import { BurbujaMensaje, type ArchivoBurbuja } from './BurbujaMensaje.tsx';
import { descargarArchivo } from './descarga.ts';
import { DialogoImagenesChat } from './DialogoImagenesChat.tsx';
import { EntradaMensaje } from './EntradaMensaje.tsx';
import { marcaDe } from './marcas.ts';
import { conSeparadores } from './mensajes.ts';
import { useAdjunto } from './use-adjunto.ts';
import { useChat } from './use-chat.ts';

interface Props {
  readonly consultaId: string;
  readonly yoId: string;
  readonly estado: EstadoConsulta;
  readonly esPediatra: boolean;
  /** What the input's place says while the consultation is not 'activa'. */
  readonly avisoSinEntrada: string;
  /** A family whose consultation has no image consent yet: asked before its first photo (DECISIONS read-10). */
  readonly pedirConsentimientoImagenes: boolean;
  readonly onImagenesConsentidas: () => void;
  /** Beside the paperclip: the assigned paediatrician's 'Documento' (issue 12); nothing for the family. */
  readonly accionEntrada?: ReactNode;
  /** Called when a clinical document's message arrives (and on load when there is one): the 'Documentos' list refreshes. */
  readonly onDocumento?: () => void;
  /**
   * Given while the other side's view still says the family has not consented to images: called when a photo from the
   * family arrives (it could only be sent after consenting), so the summary stops saying 'solo chat de texto'.
   */
  readonly onImagenDeLaFamilia?: () => void;
  /** The consultation's summary, scrolled with the messages. */
  readonly children: ReactNode;
}

/** A stored message's file: the photo through its stable address (never a stale link), the document downloadable. */
function archivoGuardado(mensaje: Mensaje): ArchivoBurbuja | null {
  const nombre = mensaje.file_name ?? '';
  if (mensaje.message_type === 'image') return { tipo: 'imagen', src: rutaArchivo(mensaje.consulta_id, mensaje.seq), nombre };
  if (mensaje.message_type === 'documento' && mensaje.documento) {
    return {
      tipo: 'clinico',
      tipoDocumento: mensaje.documento.tipo,
      etiqueta: etiquetaDocumento(mensaje.documento),
      codigo: mensaje.documento.codigo,
      onDescargar: () => descargarArchivo(mensaje.consulta_id, mensaje.seq, nombre),
    };
  }
  if (mensaje.message_type === 'file') {
    return {
      tipo: 'documento',
      nombre,
      tipoArchivo: mensaje.file_type,
      tamano: mensaje.file_size,
      onDescargar: () => descargarArchivo(mensaje.consulta_id, mensaje.seq, nombre),
    };
  }
  return null;
}

/** The file of a message still on its way: the upload's own preview link. */
function archivoPendiente(adjunto: AdjuntoSubido | undefined): ArchivoBurbuja | null {
  if (!adjunto) return null;
  if (esImagen(adjunto.tipo)) return { tipo: 'imagen', src: adjunto.url, nombre: adjunto.nombre };
  return { tipo: 'documento', nombre: adjunto.nombre, tipoArchivo: adjunto.tipo, tamano: adjunto.tamano, onDescargar: null };
}

export function Chat({ consultaId, yoId, estado, esPediatra, avisoSinEntrada, pedirConsentimientoImagenes, onImagenesConsentidas, accionEntrada, onDocumento, onImagenDeLaFamilia, children }: Props) {
  const c = MSG.chat;
  const [borrador, setBorrador] = useState('');
  const adjunto = useAdjunto({ consultaId, pedirConsentimientoImagenes, onImagenesConsentidas });
  const { devolver: devolverAdjunto } = adjunto;
  const devolver = useCallback(
    (texto: string, archivo: AdjuntoSubido | null) => {
      setBorrador((actual) => (actual.trim().length === 0 ? texto : actual));
      if (archivo) devolverAdjunto(archivo);
    },
    [devolverAdjunto],
  );
  const conMensajes = estado === 'activa' || estado === 'cerrada';
  const chat = useChat({ consultaId, yoId, conMensajes, onRechazado: devolver });
  const desplazable = useRef<HTMLDivElement>(null);

  const filas = useMemo(() => {
    const guardados = chat.mensajes.map((m) => ({ created_at: m.created_at, mensaje: m, pendiente: null }));
    const enCamino = chat.pendientes.map((p) => ({ created_at: p.creadoEn, mensaje: null, pendiente: p }));
    return conSeparadores([...guardados, ...enCamino], new Date());
  }, [chat.mensajes, chat.pendientes]);

  const ultimoDocumento = useMemo(() => chat.mensajes.reduce((max, m) => (m.message_type === 'documento' ? Math.max(max, m.seq) : max), 0), [chat.mensajes]);
  const avisarDocumento = useRef(onDocumento);
  useEffect(() => {
    avisarDocumento.current = onDocumento;
  }, [onDocumento]);
  useEffect(() => {
    if (ultimoDocumento > 0) avisarDocumento.current?.();
  }, [ultimoDocumento]);

  const hayImagenAjena = useMemo(() => chat.mensajes.some((m) => m.message_type === 'image' && m.sender_id !== yoId), [chat.mensajes, yoId]);
  useEffect(() => {
    if (hayImagenAjena) onImagenDeLaFamilia?.();
  }, [hayImagenAjena, onImagenDeLaFamilia]);

  const total = chat.mensajes.length + chat.pendientes.length;
  // Whether the reader is at the newest message: a resize or a longer summary keeps them there, reading older ones does not.
  const alFinal = useRef(true);
  // The newest message in view whenever one arrives or is written, or the consultation changes state.
  useEffect(() => {
    const zona = desplazable.current;
    if (!zona || total === 0) return;
    zona.scrollTop = zona.scrollHeight;
    alFinal.current = true;
  }, [total, estado]);
  useEffect(() => {
    const zona = desplazable.current;
    if (!zona) return;
    const alDesplazar = () => {
      alFinal.current = zona.scrollHeight - zona.scrollTop - zona.clientHeight < 48;
    };
    const observador = new ResizeObserver(() => {
      if (alFinal.current) zona.scrollTop = zona.scrollHeight;
    });
    observador.observe(zona);
    for (const hijo of zona.children) observador.observe(hijo);
    zona.addEventListener('scroll', alDesplazar, { passive: true });
    return () => {
      observador.disconnect();
      zona.removeEventListener('scroll', alDesplazar);
    };
    // The messages' section appears once the consultation is accepted: observe it from then on.
  }, [conMensajes]);

  return (
    <>
      {/* No scroll anchoring: the browser's own adjustment on a resize would read as the reader scrolling up and leave them short of the newest message. */}
      <div ref={desplazable} className="flex flex-1 flex-col gap-4 overflow-y-auto p-4 [overflow-anchor:none]">
        {children}
        {conMensajes ? (
          <section aria-label={c.region} className="mt-auto">
            {chat.cargado && total === 0 && estado === 'activa' ? <p className="text-center text-sm text-slate-600">{esPediatra ? c.vacioPediatra : c.vacio}</p> : null}
            {!chat.cargado && total === 0 ? (
              <p role="status" className="text-center text-sm text-slate-600">
                {c.cargando}
              </p>
            ) : null}
            <ol aria-live="polite" className="flex flex-col gap-2">
              {filas.map((fila) =>
                fila.tipo === 'dia' ? (
                  <li key={`dia-${fila.clave}`} className="my-2 flex justify-center" role="separator" aria-label={fila.etiqueta}>
                    <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-600 first-letter:uppercase">{fila.etiqueta}</span>
                  </li>
                ) : fila.mensaje.mensaje ? (
                  <BurbujaMensaje
                    key={`m-${fila.mensaje.mensaje.seq}`}
                    seq={fila.mensaje.mensaje.seq}
                    clientId={fila.mensaje.mensaje.client_id}
                    texto={fila.mensaje.mensaje.content}
                    creadoEn={fila.mensaje.mensaje.created_at}
                    propio={fila.mensaje.mensaje.sender_id === yoId}
                    marca={marcaDe(fila.mensaje.mensaje, yoId)}
                    archivo={archivoGuardado(fila.mensaje.mensaje)}
                  />
                ) : fila.mensaje.pendiente ? (
                  <BurbujaMensaje
                    key={`p-${fila.mensaje.pendiente.clientId}`}
                    clientId={fila.mensaje.pendiente.clientId}
                    texto={fila.mensaje.pendiente.content}
                    creadoEn={fila.mensaje.pendiente.creadoEn}
                    propio
                    marca={fila.mensaje.pendiente.estado}
                    archivo={archivoPendiente(fila.mensaje.pendiente.adjunto)}
                  />
                ) : null,
              )}
            </ol>
          </section>
        ) : null}
      </div>
      {estado === 'activa' ? (
        <EntradaMensaje enviando={chat.enviando} texto={borrador} onTexto={setBorrador} onEnviar={chat.enviar} adjunto={adjunto} accion={accionEntrada} />
      ) : (
        <p role="status" className="border-t border-slate-200 bg-slate-50 p-3 text-center text-slate-700">
          {avisoSinEntrada}
        </p>
      )}
      <DialogoImagenesChat abierto={adjunto.preguntandoImagenes} ocupado={adjunto.consintiendo} onAceptar={adjunto.aceptarImagenes} onRechazar={adjunto.rechazarImagenes} />
    </>
  );
}
