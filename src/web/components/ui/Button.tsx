import type { ButtonHTMLAttributes } from 'react';

type Variante = 'primario' | 'secundario' | 'fantasma' | 'peligro';

const ESTILOS: Record<Variante, string> = {
  primario: 'bg-teal-700 text-white hover:bg-teal-800 disabled:bg-slate-300 disabled:text-slate-600',
  secundario: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-400',
  fantasma: 'text-teal-800 hover:bg-teal-50',
  peligro: 'bg-red-700 text-white hover:bg-red-800',
};

export function Button({ variante = 'primario', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variante?: Variante }) {
  return (
    <button
      type="button"
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-base font-semibold transition-colors focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed ${ESTILOS[variante]} ${className}`}
      {...props}
    />
  );
}
