import { ChevronRight, Search } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { buscarSintomas, cargarFlujo, CATEGORIAS, esFlujoId, fichaFlujo } from '../../../domain/triage/catalogue/portada.ts';
import type { CategoriaId } from '../../../domain/triage/types.ts';
import { Button } from '../../components/ui/Button.tsx';
import { MSG } from '../../messages.ts';

/** Flows outside the six categories get their own way in (issue: all flows reachable). */
const URGENCIAS_FRECUENTES = ['intoxicacion', 'cuerpo_extrano'] as const;

function TarjetaSintoma({ id, onElegir }: { id: string; onElegir: (id: string) => void }) {
  const flujo = fichaFlujo(id);
  if (!flujo) return null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onElegir(flujo.id)}
        className="flex min-h-16 w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-teal-600 hover:shadow"
      >
        <span aria-hidden className="text-3xl">
          {flujo.icono}
        </span>
        <span className="flex-1 font-semibold text-slate-900">{flujo.nombre}</span>
        <ChevronRight aria-hidden className="size-5 text-teal-700" />
      </button>
    </li>
  );
}

function Buscador({ onSintoma }: { onSintoma: (id: string) => void }) {
  const [consulta, setConsulta] = useState('');
  const diferida = useDeferredValue(consulta);
  const resultados = useMemo(() => (diferida.trim().length >= 2 ? buscarSintomas(diferida).slice(0, 6) : null), [diferida]);
  useEffect(() => precargar((resultados ?? []).map((r) => r.id)), [resultados]);
  return (
    <div className="mt-5">
      <label htmlFor="buscar-sintoma" className="text-sm font-semibold text-slate-700">
        {MSG.inicio.buscar}
      </label>
      <div className="relative mt-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id="buscar-sintoma"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={MSG.inicio.buscarEjemplo}
          value={consulta}
          onChange={(e) => setConsulta(e.target.value)}
          className="h-12 w-full rounded-xl border-2 border-slate-300 bg-white pr-3 pl-10 text-base focus:border-teal-700 focus:outline-none"
        />
      </div>
      {resultados ? (
        <div aria-live="polite" className="mt-3">
          {resultados.length === 0 ? (
            <p className="text-slate-600">{MSG.inicio.sinResultados}</p>
          ) : (
            <>
              <p className="sr-only">{MSG.inicio.resultadosBusqueda(resultados.length)}</p>
              <ul aria-label={MSG.inicio.resultadosBusqueda(resultados.length)} className="grid gap-3 sm:grid-cols-2">
                {resultados.map((r) => (
                  <TarjetaSintoma key={r.id} id={r.id} onElegir={onSintoma} />
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

export function Categorias({ onCategoria, onSintoma }: { onCategoria: (id: CategoriaId) => void; onSintoma: (id: string) => void }) {
  return (
    <section aria-labelledby="titulo-inicio">
      <h1 id="titulo-inicio" className="text-2xl font-bold text-slate-900">
        {MSG.inicio.titulo}
      </h1>
      <p className="mt-1 text-slate-600">{MSG.inicio.subtitulo}</p>
      <Buscador onSintoma={onSintoma} />

      <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-red-800">{MSG.inicio.urgente}</h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {URGENCIAS_FRECUENTES.map((id) => (
          <TarjetaSintoma key={id} id={id} onElegir={onSintoma} />
        ))}
      </ul>

      <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-600">{MSG.inicio.categorias}</h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {CATEGORIAS.map((categoria) => (
          <li key={categoria.id}>
            <button
              type="button"
              onClick={() => onCategoria(categoria.id)}
              className="flex min-h-20 w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-teal-600 hover:shadow"
            >
              <span aria-hidden className="text-4xl">
                {categoria.emoji}
              </span>
              <span className="flex-1 text-lg font-semibold text-slate-900">{categoria.nombre}</span>
              <ChevronRight aria-hidden className="size-5 text-teal-700" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Fetches the flows a parent is about to choose from, so the first question shows at once. */
function precargar(ids: readonly string[]): void {
  for (const id of ids) if (esFlujoId(id)) cargarFlujo(id).catch(() => undefined);
}

export function Sintomas({ categoria, onSintoma, onVolver }: { categoria: CategoriaId; onSintoma: (id: string) => void; onVolver: () => void }) {
  const datos = CATEGORIAS.find((c) => c.id === categoria);
  useEffect(() => precargar(datos?.flujos ?? []), [datos]);
  if (!datos) return null;
  return (
    <section aria-labelledby="titulo-categoria">
      <h1 id="titulo-categoria" className="flex items-center gap-3 text-2xl font-bold text-slate-900">
        <span aria-hidden>{datos.emoji}</span>
        {datos.nombre}
      </h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {datos.flujos.map((id) => (
          <TarjetaSintoma key={id} id={id} onElegir={onSintoma} />
        ))}
      </ul>
      <Button variante="secundario" className="mt-6" onClick={onVolver}>
        {MSG.header.volverAlInicio}
      </Button>
    </section>
  );
}
