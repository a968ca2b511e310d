import { MSG } from '../../messages.ts';

/** The unread messages of a consultation in a list: a small count, read out as 'n mensajes sin leer'. */
export function NoLeidos({ cantidad }: { cantidad: number }) {
  if (cantidad <= 0) return null;
  return (
    <span data-no-leidos={cantidad} className="inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
      <span aria-hidden>{cantidad > 99 ? '99+' : cantidad}</span>
      <span className="sr-only">{MSG.consultas.noLeidos(cantidad)}</span>
    </span>
  );
}
