import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Footer } from '../components/Footer.tsx';
import { Button } from '../components/ui/Button.tsx';
import { MSG } from '../messages.ts';

/**
 * Routes of SPEC §2 whose capability is built in a later issue (accounts,
 * payments, legal texts). They say so plainly instead of pretending.
 */
export default function EnPreparacionPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const titulo = MSG.enPreparacion.titulos[pathname] ?? MSG.appName;
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto w-full max-w-3xl flex-1 px-3 py-6">
        <Button variante="fantasma" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          <ArrowLeft aria-hidden className="size-5" /> {MSG.enPreparacion.volver}
        </Button>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{titulo}</h1>
        <p className="mt-3 text-slate-700">{pathname === '/auth' ? MSG.enPreparacion.auth : MSG.enPreparacion.texto}</p>
      </main>
      <Footer />
    </div>
  );
}
