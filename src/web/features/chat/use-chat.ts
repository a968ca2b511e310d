/**
 * The open chat's state: the stored messages (fetched after the last number
 * held, on load and on every hint from the socket), the messages on their way
 * (retried with the same client id until stored), and the read marks.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AdjuntoSubido, Mensaje } from '../../../shared/chat.ts';
import { api, ApiError } from '../../api/client.ts';
import { retrasoReconexion } from '../../lib/tiempo-real.ts';
import { MSG } from '../../messages.ts';
import { CLAVES_CONSULTAS } from '../consultas/claves.ts';
import { escucharEventosChat } from './eventos-chat.ts';
import { fusionarMensajes, hastaSinLeer, ultimoSeq } from './mensajes.ts';
import { esFalloDeConexion, guardarPendientes, leerPendientes, sinEntregados, type Pendiente } from './pendientes.ts';

interface Opciones {
  readonly consultaId: string;
  readonly yoId: string;
  /** False while there can be no messages to read (pending or cancelled consultation). */
  readonly conMensajes: boolean;
  /** A refused send gives its text (and its attachment, unless that was the problem) back to the input so nothing is lost. */
  readonly onRechazado: (texto: string, adjunto: AdjuntoSubido | null) => void;
}

export interface EstadoChat {
  readonly mensajes: readonly Mensaje[];
  readonly pendientes: readonly Pendiente[];
  readonly cargado: boolean;
  /** True while a send is out: the send button waits. */
  readonly enviando: boolean;
  enviar(texto: string, adjunto: AdjuntoSubido | null): void;
}

function textoError(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'message_too_long') return MSG.chat.demasiadoLargo;
  if (code === 'invalid_message_content') return MSG.chat.contenidoNoValido;
  if (code === 'invalid_attachment') return MSG.chat.errorInformacionArchivo;
  return MSG.chat.errorEnvio;
}

const almacen = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function useChat({ consultaId, yoId, conMensajes, onRechazado }: Opciones): EstadoChat {
  const cliente = useQueryClient();
  const [mensajes, setMensajes] = useState<readonly Mensaje[]>([]);
  const mensajesRef = useRef<readonly Mensaje[]>([]);
  const [cargado, setCargado] = useState(false);
  const [pendientes, setPendientes] = useState<readonly Pendiente[]>(() => {
    const guardados = almacen();
    return guardados ? leerPendientes(guardados, consultaId) : [];
  });
  const pendientesRef = useRef(pendientes);
  const enviandoRef = useRef(false);
  const [enviando, setEnviando] = useState(false);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  const marcadoHasta = useRef(0);
  // A send lost while the browser still says it is online (a dropped response, a server restarting) is retried on a backoff.
  const reintento = useRef<{ temporizador: ReturnType<typeof setTimeout> | null; intentos: number }>({ temporizador: null, intentos: 0 });
  const rechazado = useRef(onRechazado);
  useEffect(() => {
    rechazado.current = onRechazado;
  }, [onRechazado]);

  const aplicar = useCallback((llegados: readonly Mensaje[]) => {
    const siguientes = fusionarMensajes(mensajesRef.current, llegados);
    if (siguientes === mensajesRef.current) return;
    mensajesRef.current = siguientes;
    setMensajes(siguientes);
  }, []);

  const cambiarPendientes = useCallback(
    (cambio: (actuales: readonly Pendiente[]) => readonly Pendiente[]) => {
      const siguientes = cambio(pendientesRef.current);
      pendientesRef.current = siguientes;
      setPendientes(siguientes);
      const guardados = almacen();
      if (guardados) guardarPendientes(guardados, consultaId, siguientes);
    },
    [consultaId],
  );

  /** Everything after the last number held, or everything again (fresh read marks) when `todo`. */
  const traer = useCallback(
    async (todo: boolean) => {
      try {
        aplicar(await api.mensajes(consultaId, todo ? 0 : ultimoSeq(mensajesRef.current)));
        setCargado(true);
      } catch {
        // The socket's next 'conectado' asks again; only a first load that fails is worth a word.
        if (mensajesRef.current.length === 0) toast.error(MSG.toasts.consultaError, { id: 'chat-error' });
      }
    },
    [aplicar, consultaId],
  );

  /** Sends what waits, oldest first, one at a time, so the other side reads them in the order written. */
  const procesar = useCallback(async () => {
    if (enviandoRef.current) return;
    enviandoRef.current = true;
    setEnviando(true);
    try {
      for (;;) {
        const siguiente = pendientesRef.current[0];
        if (!siguiente) break;
        cambiarPendientes((ps) => ps.map((p) => (p.clientId === siguiente.clientId ? { ...p, estado: 'enviando' } : p)));
        try {
          if (!navigator.onLine) throw new TypeError('sin conexión');
          const mensaje = await api.enviarMensaje(consultaId, {
            clientId: siguiente.clientId,
            content: siguiente.content,
            ...(siguiente.adjunto ? { adjuntoId: siguiente.adjunto.id } : {}),
          });
          aplicar([mensaje]);
          cambiarPendientes((ps) => ps.filter((p) => p.clientId !== siguiente.clientId));
          reintento.current.intentos = 0;
        } catch (error) {
          if (esFalloDeConexion(error, navigator.onLine)) {
            // Kept, visibly, until the connection returns ('online' or the socket's 'conectado') or the backoff tries again.
            cambiarPendientes((ps) => ps.map((p) => ({ ...p, estado: 'pendiente' })));
            // A server that answered with an error is worth a word; a missing network shows in the message itself.
            if (error instanceof ApiError) toast.error(MSG.chat.errorEnvio, { id: 'chat-envio' });
            if (navigator.onLine && reintento.current.temporizador === null) {
              reintento.current.temporizador = setTimeout(() => {
                reintento.current.temporizador = null;
                void procesarRef.current();
              }, retrasoReconexion(reintento.current.intentos++));
            }
            break;
          }
          cambiarPendientes((ps) => ps.filter((p) => p.clientId !== siguiente.clientId));
          toast.error(textoError(error));
          const adjuntoInvalido = error instanceof ApiError && error.code === 'invalid_attachment';
          rechazado.current(siguiente.content, adjuntoInvalido ? null : (siguiente.adjunto ?? null));
        }
      }
    } finally {
      enviandoRef.current = false;
      setEnviando(false);
    }
  }, [aplicar, cambiarPendientes, consultaId]);

  const procesarRef = useRef(procesar);
  useEffect(() => {
    procesarRef.current = procesar;
  }, [procesar]);
  useEffect(
    () => () => {
      const { temporizador } = reintento.current;
      if (temporizador !== null) clearTimeout(temporizador);
      reintento.current.temporizador = null;
    },
    [],
  );

  const enviar = useCallback(
    (texto: string, adjunto: AdjuntoSubido | null) => {
      const nuevo: Pendiente = {
        clientId: crypto.randomUUID(),
        content: texto,
        creadoEn: new Date().toISOString(),
        estado: 'enviando',
        ...(adjunto ? { adjunto } : {}),
      };
      cambiarPendientes((ps) => [...ps, nuevo]);
      void procesar();
    },
    [cambiarPendientes, procesar],
  );

  useEffect(() => {
    if (!conMensajes) return;
    // Load, and send the drafts kept from before a reload, once the effect has run (their state changes come after).
    void Promise.resolve().then(() => {
      void traer(false);
      void procesar();
    });
    const quitar = escucharEventosChat((evento) => {
      if (evento.tipo === 'conectado') {
        void traer(false);
        void procesar();
      } else if (evento.tipo === 'mensaje' && evento.consultaId === consultaId) {
        if (evento.seq > ultimoSeq(mensajesRef.current)) void traer(false);
      } else if (evento.tipo === 'leidos' && evento.consultaId === consultaId) {
        void traer(true);
      }
    });
    const alVolverLaRed = () => void procesar();
    const alCambiarVisibilidad = () => setVisible(document.visibilityState === 'visible');
    window.addEventListener('online', alVolverLaRed);
    document.addEventListener('visibilitychange', alCambiarVisibilidad);
    return () => {
      quitar();
      window.removeEventListener('online', alVolverLaRed);
      document.removeEventListener('visibilitychange', alCambiarVisibilidad);
    };
  }, [conMensajes, consultaId, procesar, traer]);

  // The other party's messages are read when the chat is open and visible: on load and as they arrive.
  useEffect(() => {
    if (!visible || !conMensajes) return;
    const hasta = hastaSinLeer(mensajes, yoId);
    if (hasta === null || hasta <= marcadoHasta.current) return;
    marcadoHasta.current = hasta;
    api.marcarLeidos(consultaId, hasta).then(
      // The lists' unread counts are ours: no socket event tells this tab that it read something.
      () => void cliente.invalidateQueries({ queryKey: CLAVES_CONSULTAS.listas }),
      () => {
        // Tried again with the next message or the next visit.
        marcadoHasta.current = 0;
      },
    );
  }, [cliente, conMensajes, consultaId, mensajes, visible, yoId]);

  return { mensajes, pendientes: sinEntregados(pendientes, mensajes), cargado, enviando, enviar };
}
