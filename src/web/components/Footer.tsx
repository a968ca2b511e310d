import { Link } from 'react-router';
import { TEXTOS_VERIFICAR } from '../features/verificar/textos.ts';
import { MSG } from '../messages.ts';

export function Footer() {
  const enlaces = [
    ['/aviso-legal', MSG.pie.avisoLegal],
    ['/privacidad', MSG.pie.privacidad],
    ['/terminos', MSG.pie.terminos],
    ['/derechos', MSG.pie.derechos],
    // DECISIONS read-12: where a school or a pharmacy checks a document's code.
    ['/verificar', TEXTOS_VERIFICAR.titulo],
  ] as const;
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-3xl px-3 py-6 text-sm text-slate-600">
        <nav aria-label="Enlaces legales">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {enlaces.map(([to, texto]) => (
              <li key={to}>
                <Link to={to} className="underline-offset-2 hover:text-teal-800 hover:underline">
                  {texto}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4">{MSG.pie.apoyo}</p>
      </div>
    </footer>
  );
}
