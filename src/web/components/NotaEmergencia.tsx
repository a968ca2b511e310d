import { Phone } from 'lucide-react';
import { MSG } from '../messages.ts';

/** The permanent 112 note (SPEC §2). */
export function NotaEmergencia() {
  return (
    <aside role="note" className="border-b border-red-200 bg-red-50">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-3 py-2 text-sm text-red-900">
        <p className="flex-1">{MSG.emergencia.nota}</p>
        <a href="tel:112" className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-red-700 px-3 font-bold text-white hover:bg-red-800">
          <Phone aria-hidden className="size-4" />
          112
        </a>
      </div>
    </aside>
  );
}
