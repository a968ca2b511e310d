import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { fichaFlujo } from '../../../domain/triage/catalogue/portada.ts';
import type { Urgencia } from '../../../domain/triage/types.ts';
import { api } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { fechaHora } from '../../lib/fechas.ts';
import { MSG } from '../../messages.ts';
import { DosFactoresCard } from '../auth/DosFactoresCard.tsx';
import { useCerrarSesion, useSesion } from '../auth/sesion.ts';
import { CLAVE_HIJOS } from './hijos-clave.ts';
import { HijosCard } from './HijosCard.tsx';
import { MisDatosCard } from './MisDatosCard.tsx';
import { ResultadoGuardado } from './ResultadoGuardado.tsx';

const COLOR: Record<Urgencia, string> = { rojo: 'bg-red-700', amarillo: 'bg-amber-400', verde: 'bg-green-700' };

function Historial({ onAbrir }: { onAbrir: (id: string) => void }) {
  const [hijo, setHijo] = useState('');
  const hijos = useQuery({ queryKey: CLAVE_HIJOS, queryFn: api.hijos });
  const triajes = useQuery({ queryKey: ['triajes', hijo], queryFn: () => api.triajes(hijo || undefined) });
  useEffect(() => {
    if (triajes.isError) toast.error(MSG.toasts.listaError);
  }, [triajes.isError]);
  const c = MSG.consultas;
  return (
    <Seccion titulo={c.historial}>
      {(hijos.data ?? []).length > 0 ? (
        <div className="mb-3">
          <label htmlFor="filtro-hijo" className="text-sm font-semibold text-slate-700">
            {c.filtro}
          </label>
          <select id="filtro-hijo" value={hijo} onChange={(e) => setHijo(e.target.value)} className="mt-1 h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3">
            <option value="">{c.todos}</option>
            {(hijos.data ?? []).map((h) => (
              <option key={h.id} value={h.id}>
                {h.nombre}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {triajes.data && triajes.data.length === 0 ? <p className="text-slate-600">{c.vacio}</p> : null}
      <ul className="space-y-2">
        {(triajes.data ?? []).map((t) => {
          const ficha = fichaFlujo(t.flujo_tipo);
          const nombreHijo = hijos.data?.find((h) => h.id === t.hijo_id)?.nombre;
          return (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => onAbrir(t.id)}
                className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left hover:border-teal-600"
              >
                <span aria-hidden className={`h-12 w-2 shrink-0 rounded-full ${COLOR[t.resultado_urgencia]}`} />
                <span className="flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{c.consultaPasada}</span>
                    <span className="text-xs text-slate-500">{c.evaluacionGuardada}</span>
                  </span>
                  <span className="mt-1 block font-semibold text-slate-900">
                    {ficha ? `${ficha.icono} ${ficha.nombre}` : t.flujo_tipo}
                    {nombreHijo ? ` · ${nombreHijo}` : ''}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {t.titulo_diagnostico} — <time dateTime={t.created_at}>{fechaHora(t.created_at)}</time>
                  </span>
                  <span className="sr-only">{MSG.resultado.banner[t.resultado_urgencia].nivel}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Seccion>
  );
}

/** SPEC §2 /consultas: requires sign-in; history of saved evaluations (paid consultations join it later). */
export default function ConsultasPage() {
  const navigate = useNavigate();
  const { yo, cargando, rol } = useSesion();
  const cerrarSesion = useCerrarSesion();
  const pediatra = rol === 'pediatra';
  const [pestana, setPestana] = useState<'lista' | 'nueva' | 'chats'>('lista');
  const [abierta, setAbierta] = useState<string | null>(null);

  useEffect(() => {
    if (!cargando && !yo) navigate('/auth', { replace: true });
  }, [cargando, yo, navigate]);
  if (!yo) return null;

  const c = MSG.consultas;
  const pestanas: [typeof pestana, string][] = pediatra
    ? [
        ['lista', c.pestanaPediatra],
        ['chats', c.pestanaChats],
      ]
    : [
        ['lista', c.pestanaUsuario],
        ['nueva', c.pestanaNueva],
      ];
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-2 px-3 py-2">
          <Button variante="fantasma" onClick={() => navigate('/')}>
            <ArrowLeft aria-hidden className="size-5" /> {c.volver}
          </Button>
          <h1 className="text-lg font-bold text-slate-900">{pediatra ? c.tituloPediatra : c.tituloUsuario}</h1>
          <div className="ml-auto flex min-w-0 items-center gap-2">
          <span className="min-w-0 truncate text-sm text-slate-600">{yo.user.email}</span>
          <Button
            variante="secundario"
            onClick={async () => {
              await cerrarSesion();
              navigate('/');
            }}
          >
            {c.cerrarSesion}
          </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-4 px-3 py-5">
        <div role="tablist" className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {pestanas.map(([id, texto]) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={pestana === id}
              onClick={() => {
                setPestana(id);
                setAbierta(null);
              }}
              className={`min-h-11 flex-1 rounded-lg text-sm font-semibold ${pestana === id ? 'bg-white text-teal-900 shadow' : 'text-slate-600'}`}
            >
              {texto}
            </button>
          ))}
        </div>

        {pestana === 'lista' && rol !== 'user' ? <DosFactoresCard /> : null}
        {pestana === 'lista' && pediatra ? (
          <Seccion titulo={c.pendientes}>
            <p className="text-slate-600">{c.vacioPediatra}</p>
          </Seccion>
        ) : null}
        {pestana === 'chats' ? (
          <Seccion titulo={c.pestanaChats}>
            <p className="text-slate-600">{c.chatsVacio}</p>
          </Seccion>
        ) : null}
        {pestana === 'lista' && !pediatra && abierta ? <ResultadoGuardado id={abierta} onVolver={() => setAbierta(null)} /> : null}
        {pestana === 'lista' && !pediatra && !abierta ? (
          <>
            <HijosCard />
            <Historial onAbrir={setAbierta} />
            <MisDatosCard />
          </>
        ) : null}
        {pestana === 'nueva' ? (
          <Seccion titulo={c.pestanaNueva}>
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {c.nuevaTexto.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <Button className="mt-4" onClick={() => toast.info(MSG.toasts.pagoPronto.titulo, { description: MSG.toasts.pagoPronto.descripcion })}>
              {c.pagar}
            </Button>
            <p className="mt-2 text-sm text-slate-600">{c.notaPago}</p>
          </Seccion>
        ) : null}
      </main>
    </div>
  );
}
