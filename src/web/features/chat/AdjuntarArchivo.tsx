import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { MSG } from '../../messages.ts';
import { ACEPTA_ARCHIVOS } from './archivos.ts';

/** The paperclip: opens the device's file picker, limited to the chat's types, and hands over the one chosen. */
export function AdjuntarArchivo({ disabled, onElegir }: { disabled: boolean; onElegir: (archivo: File) => void }) {
  const selector = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        aria-label={MSG.chat.adjuntar}
        title={MSG.chat.adjuntar}
        disabled={disabled}
        onClick={() => selector.current?.click()}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:text-slate-400"
      >
        <Paperclip aria-hidden className="size-5" />
      </button>
      <input
        ref={selector}
        type="file"
        accept={ACEPTA_ARCHIVOS}
        tabIndex={-1}
        aria-hidden
        className="hidden"
        onChange={(evento) => {
          const archivo = evento.target.files?.[0];
          // Emptied, so choosing the same file again (after dropping it) fires again.
          evento.target.value = '';
          if (archivo) onElegir(archivo);
        }}
      />
    </>
  );
}
