/** The upload's real progress (DECISIONS read-8), as a labelled progress bar with its figure in sight. */
export function BarraProgreso({ valor, etiqueta }: { valor: number; etiqueta: string }) {
  return (
    <div className="flex items-center gap-2">
      <div role="progressbar" aria-label={etiqueta} aria-valuemin={0} aria-valuemax={100} aria-valuenow={valor} className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-teal-600 transition-[width] duration-150" style={{ width: `${valor}%` }} />
      </div>
      <span aria-hidden className="w-10 shrink-0 text-right text-xs tabular-nums text-slate-700">
        {valor} %
      </span>
    </div>
  );
}
