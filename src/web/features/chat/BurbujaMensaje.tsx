import { Check, CheckCheck, Clock } from 'lucide-react';
import type { TipoDocumento } from '../../../shared/documentos.ts';
import { MSG } from '../../messages.ts';
import { TarjetaDocumento } from '../documentos/TarjetaDocumento.tsx';
import { ArchivoMensaje, ImagenMensaje } from './AdjuntoMensaje.tsx';
import type { Marca } from './marcas.ts';
import { horaMensaje } from './mensajes.ts';
import { TextoMensaje } from './TextoMensaje.tsx';

/** The file a message carries, as the bubble shows it. */
export type ArchivoBurbuja =
  | { readonly tipo: 'imagen'; readonly src: string; readonly nombre: string }
  | {
      readonly tipo: 'documento';
      readonly nombre: string;
      readonly tipoArchivo: string | null;
      readonly tamano: number | null;
      readonly onDescargar: (() => Promise<void>) | null;
    }
  /** A clinical document issued in the chat (issue 12): its own card, its PDF the message's file. */
  | { readonly tipo: 'clinico'; readonly tipoDocumento: TipoDocumento; readonly etiqueta: string; readonly codigo: string; readonly onDescargar: () => Promise<void> };

interface Props {
  readonly texto: string;
  readonly creadoEn: string;
  readonly propio: boolean;
  /** Only the sender's own messages carry a mark. */
  readonly marca: Marca | null;
  readonly archivo: ArchivoBurbuja | null;
  readonly seq?: number;
  readonly clientId: string;
}

const TEXTO_MARCA = { enviado: MSG.chat.enviado, entregado: MSG.chat.entregado, leido: MSG.chat.leido } as const;

function MarcaMensaje({ marca, sobreClaro }: { marca: Marca; sobreClaro: boolean }) {
  const c = MSG.chat;
  if (marca === 'enviando' || marca === 'pendiente') {
    return (
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-3.5" />
        {marca === 'enviando' ? c.enviandoEstado : c.pendienteEstado}
      </span>
    );
  }
  // One tick sent, two delivered, two in a brighter colour read: the words are there for screen readers and on hover.
  const Icono = marca === 'enviado' ? Check : CheckCheck;
  return (
    <span className={`inline-flex items-center ${marca === 'leido' ? (sobreClaro ? 'text-sky-700' : 'text-sky-200') : ''}`} title={TEXTO_MARCA[marca]}>
      <Icono aria-hidden className="size-4" />
      <span className="sr-only">{TEXTO_MARCA[marca]}</span>
    </span>
  );
}

export function BurbujaMensaje({ texto, creadoEn, propio, marca, archivo, seq, clientId }: Props) {
  // A clinical document is a light card on either side: its code and label read the same for both.
  const clinico = archivo?.tipo === 'clinico';
  const fondo = clinico
    ? 'bg-teal-50 text-slate-900 ring-1 ring-teal-700/40'
    : propio
      ? marca === 'pendiente'
        ? 'bg-amber-50 text-slate-900 ring-1 ring-amber-300'
        : 'bg-teal-700 text-white'
      : 'bg-slate-100 text-slate-900';
  const pieClaro = !propio || marca === 'pendiente' || clinico;
  // A file of a message still waiting offline sits on the light amber bubble: drawn as the other party's.
  const archivoClaro = propio && marca !== 'pendiente';
  return (
    <li data-seq={seq} data-client-id={clientId} data-marca={marca ?? undefined} className={`flex ${propio ? 'justify-end' : 'justify-start'}`}>
      <div className={`min-w-0 max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[75%] ${propio ? 'rounded-br-sm' : 'rounded-bl-sm'} ${fondo}`}>
        {archivo?.tipo === 'clinico' ? (
          <TarjetaDocumento tipo={archivo.tipoDocumento} etiqueta={archivo.etiqueta} codigo={archivo.codigo} onDescargar={archivo.onDescargar} />
        ) : archivo ? (
          <div className={texto ? 'mb-2' : undefined}>
            {archivo.tipo === 'imagen' ? (
              <ImagenMensaje src={archivo.src} nombre={archivo.nombre} />
            ) : (
              <ArchivoMensaje nombre={archivo.nombre} tipo={archivo.tipoArchivo} tamano={archivo.tamano} onDescargar={archivo.onDescargar} propio={archivoClaro} />
            )}
          </div>
        ) : null}
        {/* A document's card says everything: its message text is not shown. */}
        {!clinico && (texto || !archivo) ? <TextoMensaje texto={texto} /> : null}
        <p className={`mt-1 flex items-center justify-end gap-1.5 text-xs ${pieClaro ? 'text-slate-600' : 'text-teal-50'}`}>
          <time dateTime={creadoEn}>{horaMensaje(creadoEn)}</time>
          {marca ? <MarcaMensaje marca={marca} sobreClaro={pieClaro} /> : null}
        </p>
      </div>
    </li>
  );
}
