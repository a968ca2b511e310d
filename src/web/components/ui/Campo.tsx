/** A labelled text field with its Spanish validation message. */
export function Campo({
  id,
  etiqueta,
  valor,
  onCambio,
  error,
  tipo = 'text',
  ayuda,
  autoComplete,
}: {
  id: string;
  etiqueta: string;
  valor: string;
  onCambio: (v: string) => void;
  error: string | null;
  tipo?: 'text' | 'email' | 'password' | 'date' | 'number';
  ayuda?: string;
  autoComplete?: string;
}) {
  const describe = [error ? `${id}-error` : null, ayuda ? `${id}-ayuda` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {etiqueta}
      </label>
      <input
        id={id}
        type={tipo}
        value={valor}
        autoComplete={autoComplete}
        aria-invalid={error !== null}
        aria-describedby={describe}
        onChange={(e) => onCambio(e.target.value)}
        className={`mt-1 h-12 w-full rounded-xl border-2 bg-white px-3 text-base focus:outline-none ${error ? 'border-red-600' : 'border-slate-300 focus:border-teal-700'}`}
      />
      {ayuda ? (
        <p id={`${id}-ayuda`} className="mt-1 text-sm text-slate-500">
          {ayuda}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
