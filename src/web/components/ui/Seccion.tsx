import type { ReactNode } from 'react';

export function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-lg font-bold text-slate-900">{titulo}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
