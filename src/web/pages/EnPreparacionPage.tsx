import { useLocation } from 'react-router';
import { Footer } from '../components/Footer.tsx';
import { BotonVolver } from '../components/BotonVolver.tsx';
import { MSG } from '../messages.ts';

/**
 * Routes of SPEC §2 whose capability is built in a later issue (accounts,
 * payments, legal texts). They say so plainly instead of pretending.
 */
export default function EnPreparacionPage() {
  const { pathname } = useLocation();
  const titulo = MSG.enPreparacion.titulos[pathname] ?? MSG.appName;
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto w-full max-w-3xl flex-1 px-3 py-6">
        <BotonVolver />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{titulo}</h1>
        <p className="mt-3 text-slate-700">{pathname === '/auth' ? MSG.enPreparacion.auth : MSG.enPreparacion.texto}</p>
      </main>
      <Footer />
    </div>
  );
}
