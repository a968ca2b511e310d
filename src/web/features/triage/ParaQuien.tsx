import type { Hijo } from '../../../shared/hijos.ts';
import { MSG } from '../../messages.ts';

/** Before a triage a signed-in parent picks the child, to pre-fill age and weight. */
export function ParaQuien({ hijos, elegido, onElegir }: { hijos: readonly Hijo[]; elegido: Hijo | null; onElegir: (h: Hijo | null) => void }) {
  const chip = (activo: boolean) =>
    `min-h-11 rounded-full border-2 px-4 text-sm font-semibold ${activo ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-700'}`;
  return (
    <section aria-labelledby="para-quien" className="mb-5">
      <h2 id="para-quien" className="text-sm font-semibold text-slate-700">
        {MSG.hijos.paraQuien}
      </h2>
      <div role="radiogroup" aria-labelledby="para-quien" className="mt-2 flex flex-wrap gap-2">
        {hijos.map((h) => (
          <button key={h.id} type="button" role="radio" aria-checked={elegido?.id === h.id} className={chip(elegido?.id === h.id)} onClick={() => onElegir(h)}>
            {h.nombre}
          </button>
        ))}
        <button type="button" role="radio" aria-checked={elegido === null} className={chip(elegido === null)} onClick={() => onElegir(null)}>
          {MSG.hijos.otro}
        </button>
      </div>
    </section>
  );
}
