import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { MSG } from '../../messages.ts';
import { etiquetaTipo, formatearTamano } from './archivos.ts';
import { IconoArchivo } from './IconoArchivo.tsx';
import { VisorImagen } from './VisorImagen.tsx';

/** A photo in a message: a lazy thumbnail of bounded size that opens at full size. */
export function ImagenMensaje({ src, nombre }: { src: string; nombre: string }) {
  const [abierta, setAbierta] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAbierta(true)}
        aria-label={MSG.chat.verImagen(nombre)}
        className="block overflow-hidden rounded-xl focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        {/* A fixed box: the column does not jump while the photo loads, and a tall photo does not fill the screen. */}
        <img src={src} alt={nombre} loading="lazy" decoding="async" width={192} height={192} className="size-48 bg-slate-200 object-cover sm:size-56" />
      </button>
      <VisorImagen abierto={abierta} onCambiar={setAbierta} src={src} nombre={nombre} />
    </>
  );
}

interface PropsArchivo {
  readonly nombre: string;
  readonly tipo: string | null;
  readonly tamano: number | null;
  /** Null while the message is still on its way: there is nothing stored to download yet. */
  readonly onDescargar: (() => Promise<void>) | null;
  readonly propio: boolean;
}

/** A document in a message: name, a readable type and size, and 'Descargar'. */
export function ArchivoMensaje({ nombre, tipo, tamano, onDescargar, propio }: PropsArchivo) {
  const c = MSG.chat;
  const [descargando, setDescargando] = useState(false);
  const descargar = async () => {
    if (!onDescargar || descargando) return;
    setDescargando(true);
    try {
      await onDescargar();
    } catch (error) {
      console.warn('No se pudo descargar el archivo', error);
      toast.error(c.errorDescarga, { id: 'chat-descarga' });
    } finally {
      setDescargando(false);
    }
  };
  const detalle = [etiquetaTipo(tipo), tamano !== null ? formatearTamano(tamano) : null].filter(Boolean).join(' · ');
  return (
    // A card of its own width: a long name wraps at its words, not letter by letter in a bubble sized by its text.
    <div className={`w-72 max-w-full space-y-2 rounded-xl p-2 ${propio ? 'bg-white/15' : 'bg-white'}`}>
      <div className="flex items-center gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${propio ? 'bg-white text-teal-800' : 'bg-slate-100 text-slate-700'}`}>
          <IconoArchivo tipo={tipo} className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold [overflow-wrap:anywhere]">{nombre}</span>
          <span className={`block text-xs ${propio ? 'text-teal-50' : 'text-slate-600'}`}>{detalle}</span>
        </span>
      </div>
      {onDescargar ? (
        <button
          type="button"
          onClick={() => void descargar()}
          disabled={descargando}
          aria-label={c.descargarArchivo(nombre)}
          className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-wait disabled:text-slate-500"
        >
          <Download aria-hidden className="size-4" />
          {descargando ? c.descargando : c.descargar}
        </button>
      ) : null}
    </div>
  );
}
