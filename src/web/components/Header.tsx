import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '../messages.ts';

/** SPEC §2 header: product name, back arrow that resets the triage, sign-in for visitors. */
export function Header({ onReiniciar, mostrarAtras }: { onReiniciar?: () => void; mostrarAtras?: boolean }) {
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-3">
        {mostrarAtras && onReiniciar ? (
          <button
            type="button"
            onClick={onReiniciar}
            aria-label={MSG.header.volverInicioAria}
            className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeft aria-hidden className="size-5" />
          </button>
        ) : null}
        <Link to="/" onClick={onReiniciar} className="flex min-w-0 items-center gap-2 whitespace-nowrap text-base font-bold text-teal-800 sm:text-lg">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {MSG.appName}
        </Link>
        <button
          type="button"
          onClick={() => navigate('/auth')}
          className="ml-auto min-h-11 shrink-0 whitespace-nowrap rounded-xl px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          {MSG.header.iniciarSesion}
        </button>
      </div>
    </header>
  );
}
