/**
 * The conversation inside a consultation's panel (SPEC §2 chat view): one
 * scrolling column (the consultation's summary, then the messages with day
 * separators) and, while the consultation is 'activa', the input.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EstadoConsulta } from '../../../domain/consultas/estado.ts';
import { MSG } from '../../messages.ts';
import { BurbujaMensaje } from './BurbujaMensaje.tsx';
import { EntradaMensaje } from './EntradaMensaje.tsx';
import { conSeparadores } from './mensajes.ts';
import { useChat } from './use-chat.ts';

interface Props {
  readonly consultaId: string;
  readonly yoId: string;
  readonly estado: EstadoConsulta;
  readonly esPediatra: boolean;
  /** What the input's place says while the consultation is not 'activa'. */
  readonly avisoSinEntrada: string;
  /** The consultation's summary, scrolled with the messages. */
  readonly children: ReactNode;
}

export function Chat({ consultaId, yoId, estado, esPediatra, avisoSinEntrada, children }: Props) {
  const c = MSG.chat;
  const [borrador, setBorrador] = useState('');
  const devolver = useCallback((texto: string) => setBorrador((actual) => (actual.trim().length === 0 ? texto : actual)), []);
  const conMensajes = estado === 'activa' || estado === 'cerrada';
  const chat = useChat({ consultaId, yoId, conMensajes, onRechazado: devolver });
  const desplazable = useRef<HTMLDivElement>(null);

  const filas = useMemo(() => {
    const guardados = chat.mensajes.map((m) => ({ created_at: m.created_at, mensaje: m, pendiente: null }));
    const enCamino = chat.pendientes.map((p) => ({ created_at: p.creadoEn, mensaje: null, pendiente: p }));
    return conSeparadores([...guardados, ...enCamino], new Date());
  }, [chat.mensajes, chat.pendientes]);

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
      <div ref={desplazable} className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
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
                    marca={fila.mensaje.mensaje.sender_id === yoId ? (fila.mensaje.mensaje.is_read ? 'leido' : 'enviado') : null}
                  />
                ) : fila.mensaje.pendiente ? (
                  <BurbujaMensaje
                    key={`p-${fila.mensaje.pendiente.clientId}`}
                    clientId={fila.mensaje.pendiente.clientId}
                    texto={fila.mensaje.pendiente.content}
                    creadoEn={fila.mensaje.pendiente.creadoEn}
                    propio
                    marca={fila.mensaje.pendiente.estado}
                  />
                ) : null,
              )}
            </ol>
          </section>
        ) : null}
      </div>
      {estado === 'activa' ? (
        <EntradaMensaje enviando={chat.enviando} texto={borrador} onTexto={setBorrador} onEnviar={chat.enviar} />
      ) : (
        <p role="status" className="border-t border-slate-200 bg-slate-50 p-3 text-center text-slate-700">
          {avisoSinEntrada}
        </p>
      )}
    </>
  );
}
