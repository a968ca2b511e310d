import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { MAX_MENSAJE, type AdjuntoSubido } from '../../../shared/chat.ts';
import { MSG } from '../../messages.ts';
import { AdjuntarArchivo } from './AdjuntarArchivo.tsx';
import { BorradorAdjunto } from './BorradorAdjunto.tsx';
import type { EstadoAdjunto } from './use-adjunto.ts';

interface Props {
  readonly enviando: boolean;
  readonly texto: string;
  readonly onTexto: (texto: string) => void;
  readonly onEnviar: (texto: string, adjunto: AdjuntoSubido | null) => void;
  readonly adjunto: EstadoAdjunto;
  /** Another action beside the paperclip (the paediatrician's 'Documento'). */
  readonly accion?: ReactNode;
}

/** Enter sends on a desktop keyboard; on a phone Enter is a new line and the button sends. */
const tecladoFisico = () => typeof window !== 'undefined' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;

export function EntradaMensaje({ enviando, texto, onTexto, onEnviar, adjunto, accion }: Props) {
  const c = MSG.chat;
  const [ayuda] = useState(tecladoFisico);
  const limpio = texto.trim();
  const { fase } = adjunto.estado;
  // SPEC §5: text after trimming or an attachment; never while a send or an upload runs.
  const puedeEnviar = !enviando && fase !== 'subiendo' && (limpio.length > 0 || fase === 'subido');

  const enviar = () => {
    if (!puedeEnviar) return;
    if (limpio.length > MAX_MENSAJE) {
      toast.error(c.demasiadoLargo);
      return;
    }
    onEnviar(limpio, adjunto.tomar());
    onTexto('');
  };

  const alPulsar = (evento: KeyboardEvent<HTMLTextAreaElement>) => {
    if (evento.key !== 'Enter' || evento.shiftKey || evento.nativeEvent.isComposing || !tecladoFisico()) return;
    evento.preventDefault();
    enviar();
  };

  return (
    <form
      className="space-y-2 border-t border-slate-200 p-2"
      onSubmit={(evento) => {
        evento.preventDefault();
        enviar();
      }}
    >
      <BorradorAdjunto adjunto={adjunto} />
      <div className="flex items-end gap-2">
        {/* One file per message: the paperclip waits until the current one is sent or dropped. */}
        <AdjuntarArchivo disabled={fase !== 'vacio'} onElegir={adjunto.elegir} />
        {accion}
        <label className="min-w-0 flex-1">
          <span className="sr-only">{c.etiquetaEntrada}</span>
          <textarea
            value={texto}
            onChange={(e) => onTexto(e.target.value)}
            onKeyDown={alPulsar}
            rows={2}
            placeholder={c.placeholder}
            aria-describedby={ayuda ? 'ayuda-chat' : undefined}
            className="block max-h-40 min-h-11 w-full resize-y rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-teal-600"
          />
          {ayuda ? (
            <span id="ayuda-chat" className="sr-only">
              {c.ayudaTeclas}
            </span>
          ) : null}
        </label>
        <button
          type="submit"
          disabled={!puedeEnviar}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-teal-700 px-3 py-2.5 sm:px-4 font-semibold text-white hover:bg-teal-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          <SendHorizontal aria-hidden className="size-5" />
          {/* On a phone the icon alone leaves the message box room beside the paperclip and 'Documento'; the name stays for screen readers. */}
          <span className="max-sm:sr-only">{c.enviar}</span>
        </button>
      </div>
    </form>
  );
}
