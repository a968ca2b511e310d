import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useCerrarSesion, useSesion } from '../features/auth/sesion.ts';
import { MSG } from '../messages.ts';

/**
 * SPEC §2 header: product name, back arrow that resets the triage; a visitor
 * sees 'Iniciar Sesión', a signed-in user their e-mail, 'Mis Consultas' (or
 * 'Panel Especialista' for a pediatra) and 'Salir'.
 */
export function Header({ onReiniciar, mostrarAtras }: { onReiniciar?: () => void; mostrarAtras?: boolean }) {
  const navigate = useNavigate();
  const { yo, rol } = useSesion();
  const cerrarSesion = useCerrarSesion();
  const boton = 'min-h-11 shrink-0 whitespace-nowrap rounded-xl px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50';
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-14 max-w-3xl flex-wrap items-center gap-x-2 px-3 py-1">
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
        {yo ? (
          <div className="ml-auto flex min-w-0 items-center gap-1">
            <span className="hidden max-w-48 truncate text-sm text-slate-600 sm:inline" title={yo.user.email}>
              {yo.user.email}
            </span>
            <button type="button" onClick={() => navigate('/consultas')} className={boton}>
              {rol === 'pediatra' ? MSG.cabecera.panelEspecialista : MSG.cabecera.misConsultas}
            </button>
            <button
              type="button"
              onClick={async () => {
                await cerrarSesion();
                navigate('/');
              }}
              className={boton}
            >
              {MSG.cabecera.salir}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => navigate('/auth')} className={`ml-auto ${boton}`}>
            {MSG.header.iniciarSesion}
          </button>
        )}
      </div>
      {yo ? <p className="truncate px-3 pb-1 text-center text-xs text-slate-500 sm:hidden">{yo.user.email}</p> : null}
    </header>
  );
}
