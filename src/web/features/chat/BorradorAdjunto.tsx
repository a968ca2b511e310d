import { ImageIcon, Upload, X } from 'lucide-react';
import { esImagen, tipoDeclarado } from '../../../domain/archivos/validacion.ts';
import { MSG } from '../../messages.ts';
import { formatearTamano } from './archivos.ts';
import { BarraProgreso } from './BarraProgreso.tsx';
import { IconoArchivo } from './IconoArchivo.tsx';
import type { EstadoAdjunto } from './use-adjunto.ts';

const BOTON =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';
const BOTON_SECUNDARIO = `${BOTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;

function Nombre({ nombre, tamano }: { nombre: string; tamano: number }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-semibold text-slate-900" title={nombre}>
        {nombre}
      </span>
      <span className="block text-xs text-slate-600">{formatearTamano(tamano)}</span>
    </span>
  );
}

/**
 * The file of the message being written, above the input: chosen (with
 * 'Subir' and a way to drop it), uploading (its real progress), or attached
 * (a thumbnail or an icon, and 'Quitar').
 */
export function BorradorAdjunto({ adjunto }: { adjunto: EstadoAdjunto }) {
  const c = MSG.chat;
  const { estado } = adjunto;
  if (estado.fase === 'vacio') return null;

  if (estado.fase === 'subido') {
    const { nombre, tipo, tamano, url } = estado.adjunto;
    return (
      <div role="group" aria-label={c.archivoAdjunto} className="flex items-center gap-3 rounded-xl border border-teal-200 bg-teal-50 p-2">
        {esImagen(tipo) ? (
          <img src={url} alt={nombre} className="size-12 shrink-0 rounded-lg bg-slate-200 object-cover" />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-white text-teal-800">
            <IconoArchivo tipo={tipo} className="size-6" />
          </span>
        )}
        <Nombre nombre={nombre} tamano={tamano} />
        <button type="button" onClick={adjunto.quitar} aria-label={c.quitarArchivo(nombre)} className={BOTON_SECUNDARIO}>
          <X aria-hidden className="size-4" />
          {c.quitar}
        </button>
      </div>
    );
  }

  const { archivo } = estado;
  const imagen = esImagen(tipoDeclarado(archivo.name, archivo.type));
  return (
    <div role="group" aria-label={c.archivoElegido} className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-2">
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-white text-slate-700">
          {imagen ? <ImageIcon aria-hidden className="size-6" /> : <IconoArchivo tipo={archivo.type} className="size-6" />}
        </span>
        <Nombre nombre={archivo.name} tamano={archivo.size} />
        {estado.fase === 'elegido' ? (
          <button type="button" onClick={adjunto.subir} className={`${BOTON} bg-teal-700 text-white hover:bg-teal-800`}>
            <Upload aria-hidden className="size-4" />
            {c.subir}
          </button>
        ) : null}
        <button type="button" onClick={adjunto.descartar} aria-label={c.descartarArchivo(archivo.name)} title={c.descartar} className={`${BOTON_SECUNDARIO} w-11 px-0`}>
          <X aria-hidden className="size-4" />
        </button>
      </div>
      {estado.fase === 'subiendo' ? <BarraProgreso valor={estado.progreso} etiqueta={c.progresoSubida(archivo.name)} /> : null}
    </div>
  );
}
