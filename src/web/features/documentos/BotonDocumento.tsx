import { FilePlus } from 'lucide-react';
import { TEXTOS_DOCUMENTOS } from './textos.ts';

/** Beside the paperclip, for the assigned paediatrician only: the icon alone on a phone, where the input needs the width. */
export function BotonDocumento({ onClick }: { onClick: () => void }) {
  const t = TEXTOS_DOCUMENTOS;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t.accion}
      title={t.accionLarga}
      className="inline-flex size-11 shrink-0 items-center justify-center gap-1.5 rounded-xl border border-slate-300 bg-white font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 sm:w-auto sm:px-3"
    >
      <FilePlus aria-hidden className="size-5" />
      <span aria-hidden className="hidden text-sm sm:inline">
        {t.accion}
      </span>
    </button>
  );
}
