import { Check, CheckCheck, Clock } from 'lucide-react';
import { MSG } from '../../messages.ts';
import { horaMensaje } from './mensajes.ts';
import { TextoMensaje } from './TextoMensaje.tsx';

type Marca = 'enviando' | 'pendiente' | 'enviado' | 'leido';

interface Props {
  readonly texto: string;
  readonly creadoEn: string;
  readonly propio: boolean;
  /** Only the sender's own messages carry a mark. */
  readonly marca: Marca | null;
  readonly seq?: number;
  readonly clientId: string;
}

function MarcaMensaje({ marca }: { marca: Marca }) {
  const c = MSG.chat;
  if (marca === 'enviando' || marca === 'pendiente') {
    return (
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-3.5" />
        {marca === 'enviando' ? c.enviandoEstado : c.pendienteEstado}
      </span>
    );
  }
  const Icono = marca === 'leido' ? CheckCheck : Check;
  return (
    <span className="inline-flex items-center" title={marca === 'leido' ? c.leido : c.enviado}>
      <Icono aria-hidden className="size-4" />
      <span className="sr-only">{marca === 'leido' ? c.leido : c.enviado}</span>
    </span>
  );
}

export function BurbujaMensaje({ texto, creadoEn, propio, marca, seq, clientId }: Props) {
  const fondo = propio ? (marca === 'pendiente' ? 'bg-amber-50 text-slate-900 ring-1 ring-amber-300' : 'bg-teal-700 text-white') : 'bg-slate-100 text-slate-900';
  return (
    <li data-seq={seq} data-client-id={clientId} data-marca={marca ?? undefined} className={`flex ${propio ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[75%] ${propio ? 'rounded-br-sm' : 'rounded-bl-sm'} ${fondo}`}>
        <TextoMensaje texto={texto} />
        <p className={`mt-1 flex items-center justify-end gap-1.5 text-xs ${propio && marca !== 'pendiente' ? 'text-teal-50' : 'text-slate-600'}`}>
          <time dateTime={creadoEn}>{horaMensaje(creadoEn)}</time>
          {marca ? <MarcaMensaje marca={marca} /> : null}
        </p>
      </div>
    </li>
  );
}
