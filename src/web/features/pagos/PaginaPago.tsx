import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Footer } from '../../components/Footer.tsx';
import { MSG } from '../../messages.ts';

/** The frame of the payment pages: the product's name and one centred card. */
export function PaginaPago({ children, etiqueta }: { children: ReactNode; etiqueta?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-14 max-w-3xl items-center gap-2 px-3">
          <Link to="/" className="flex items-center gap-2 font-bold text-teal-800">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {MSG.appName}
          </Link>
        </div>
      </header>
      {etiqueta}
      <main className="mx-auto w-full max-w-md flex-1 px-3 py-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-6">{children}</div>
      </main>
      <Footer />
    </div>
  );
}
