import type { ReactNode } from 'react';

/** A large, tappable consent checkbox with its label. */
export function Casilla({ checked, onChange, children, id }: { checked: boolean; onChange: (v: boolean) => void; children: ReactNode; id: string }) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm leading-snug hover:border-teal-600">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-teal-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
