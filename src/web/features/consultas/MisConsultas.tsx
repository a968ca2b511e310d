import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { fichaFlujo } from '../../../domain/triage/catalogue/portada.ts';
import type { ConsultaResumen } from '../../../shared/consultas.ts';
import type { ConsultaTriajeResumen } from '../../../shared/consultas-triaje.ts';
import type { Hijo } from '../../../shared/hijos.ts';
import { api } from '../../api/client.ts';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { fechaHora } from '../../lib/fechas.ts';
import { MSG } from '../../messages.ts';
import { InformeCierreHistorial } from '../documentos/InformeCierre.tsx';
import { CLAVES_CONSULTAS } from './claves.ts';
import { EstadoBadge } from './EstadoBadge.tsx';
import { CLAVE_HIJOS } from './hijos-clave.ts';
import { mezclarHistorial } from './historial.ts';
import { NoLeidos } from './NoLeidos.tsx';
import { BarraUrgencia } from './ResumenConsulta.tsx';
import { nombreTriaje } from './resumen.ts';

const CONTENIDO_ENTRADA = 'flex w-full items-center gap-3 bg-white p-3 text-left';
const ENTRADA = `${CONTENIDO_ENTRADA} rounded-xl border border-slate-200 hover:border-teal-600`;

function EntradaPagada({ consulta, onAbrir }: { consulta: ConsultaResumen; onAbrir: () => void }) {
  const c = MSG.consultas;
  const entrada = (
    <button type="button" onClick={onAbrir} className={consulta.informe_cierre ? CONTENIDO_ENTRADA : ENTRADA}>
      <BarraUrgencia urgencia={consulta.triaje?.urgencia ?? null} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <EstadoBadge estado={consulta.status} enLista />
          <span className="text-xs text-slate-500">{c.teleconsulta}</span>
          <NoLeidos cantidad={consulta.no_leidos} />
        </span>
        <span className="mt-1 block font-semibold text-slate-900">{nombreTriaje(consulta.triaje, consulta.paciente)}</span>
        <span className="block text-sm text-slate-600">
          {consulta.triaje ? `${consulta.triaje.titulo} — ` : ''}
          <time dateTime={consulta.created_at}>{fechaHora(consulta.created_at)}</time>
        </span>
      </span>
    </button>
  );
  // The closing report's PDF sits under the entry, not inside its button (a button cannot hold another).
  if (!consulta.informe_cierre) return entrada;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white hover:border-teal-600">
      {entrada}
      <InformeCierreHistorial informe={consulta.informe_cierre} />
    </div>
  );
}

function EntradaTriaje({ triaje, hijos, onAbrir }: { triaje: ConsultaTriajeResumen; hijos: readonly Hijo[]; onAbrir: () => void }) {
  const c = MSG.consultas;
  const ficha = fichaFlujo(triaje.flujo_tipo);
  const nombreHijo = hijos.find((h) => h.id === triaje.hijo_id)?.nombre;
  return (
    <button type="button" onClick={onAbrir} className={ENTRADA}>
      <BarraUrgencia urgencia={triaje.resultado_urgencia} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{c.consultaPasada}</span>
          <span className="text-xs text-slate-500">{c.evaluacionGuardada}</span>
        </span>
        <span className="mt-1 block font-semibold text-slate-900">
          {ficha ? `${ficha.icono} ${ficha.nombre}` : triaje.flujo_tipo}
          {nombreHijo ? ` · ${nombreHijo}` : ''}
        </span>
        <span className="block text-sm text-slate-600">
          {triaje.titulo_diagnostico} — <time dateTime={triaje.created_at}>{fechaHora(triaje.created_at)}</time>
        </span>
      </span>
    </button>
  );
}

/**
 * SPEC §2 'Historial de Consultas' for a family: paid consultations and saved
 * evaluations together, newest first. The child filter narrows the saved
 * evaluations (a paid consultation is not filed under a child profile).
 */
export function MisConsultas({ onAbrirConsulta, onAbrirTriaje }: { onAbrirConsulta: (id: string) => void; onAbrirTriaje: (id: string) => void }) {
  const [hijo, setHijo] = useState('');
  const hijos = useQuery({ queryKey: CLAVE_HIJOS, queryFn: api.hijos });
  const triajes = useQuery({ queryKey: ['triajes', hijo], queryFn: () => api.triajes(hijo || undefined) });
  const pagadas = useQuery({ queryKey: CLAVES_CONSULTAS.lista, queryFn: api.consultas });
  const error = triajes.isError || pagadas.isError;
  useEffect(() => {
    if (error) toast.error(MSG.toasts.listaError, { id: 'lista-error' });
  }, [error]);
  const c = MSG.consultas;
  const listos = triajes.data !== undefined && pagadas.data !== undefined;
  const entradas = mezclarHistorial(pagadas.data ?? [], triajes.data ?? []);
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
      {listos && entradas.length === 0 ? <p className="text-slate-600">{c.vacioTodo}</p> : null}
      <ul className="space-y-2">
        {entradas.map((e) => (
          <li key={`${e.tipo}-${e.id}`}>
            {e.tipo === 'pagada' ? (
              <EntradaPagada consulta={e.consulta} onAbrir={() => onAbrirConsulta(e.id)} />
            ) : (
              <EntradaTriaje triaje={e.triaje} hijos={hijos.data ?? []} onAbrir={() => onAbrirTriaje(e.id)} />
            )}
          </li>
        ))}
      </ul>
    </Seccion>
  );
}
