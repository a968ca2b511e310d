import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { TEXTOS_DOCUMENTOS } from './textos.ts';

/** 'Descargar PDF', busy while the file comes; a failure is a toast, and the button can be pressed again. */
export function BotonDescargarPdf({ onDescargar, nombreAccesible, ancho = false }: { onDescargar: () => Promise<void>; nombreAccesible: string; ancho?: boolean }) {
  const t = TEXTOS_DOCUMENTOS;
  const [descargando, setDescargando] = useState(false);
  const descargar = async () => {
    if (descargando) return;
    setDescargando(true);
    try {
      await onDescargar();
    } catch (error) {
      console.warn('No se pudo descargar el PDF', error);
      toast.error(t.errorDescarga, { id: 'documento-descarga' });
    } finally {
      setDescargando(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void descargar()}
      disabled={descargando}
      aria-label={nombreAccesible}
      className={`inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-wait disabled:text-slate-500 ${ancho ? 'w-full' : ''}`}
    >
      <Download aria-hidden className="size-4" />
      {descargando ? t.descargando : t.descargarPdf}
    </button>
  );
}
