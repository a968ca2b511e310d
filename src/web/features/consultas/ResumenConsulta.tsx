import type { Urgencia } from '../../../domain/triage/types.ts';
import type { Paciente, PreguntaRespondida } from '../../../shared/consultas.ts';
import { MSG } from '../../messages.ts';
import { edadPaciente } from './resumen.ts';

export const COLOR_URGENCIA: Record<Urgencia, string> = { rojo: 'bg-red-700', amarillo: 'bg-amber-400', verde: 'bg-green-700' };

/** The urgency as a coloured bar, with its level for screen readers. */
export function BarraUrgencia({ urgencia, alta = 'h-12' }: { urgencia: Urgencia | null; alta?: string }) {
  return (
    <>
      <span aria-hidden className={`${alta} w-2 shrink-0 rounded-full ${urgencia ? COLOR_URGENCIA[urgencia] : 'bg-slate-300'}`} />
      {urgencia ? <span className="sr-only">{MSG.resultado.banner[urgencia].nivel}</span> : null}
    </>
  );
}

/** Age and weight, each 'No indicado' when unknown. */
export function DatosPaciente({ paciente }: { paciente: Paciente | null }) {
  const c = MSG.consultas;
  const edad = paciente ? edadPaciente(paciente) : null;
  const peso = paciente?.peso_kg ?? null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <div className="flex gap-1">
        <dt className="font-semibold">{c.edad}:</dt>
        <dd>{edad ?? c.sinDato}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="font-semibold">{c.peso}:</dt>
        <dd>{peso !== null && peso > 0 ? c.pesoKg(peso) : c.sinDato}</dd>
      </div>
    </dl>
  );
}

/** Every question asked, with its answer in readable Spanish. */
export function ListaRespuestas({ respuestas }: { respuestas: readonly PreguntaRespondida[] }) {
  if (respuestas.length === 0) return <p className="text-sm text-slate-600">{MSG.consultas.sinRespuestas}</p>;
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {respuestas.map((r, i) => (
        <div key={`${i}-${r.pregunta}`} className="p-3">
          <dt className="text-sm text-slate-600">{r.pregunta}</dt>
          <dd className="font-semibold text-slate-900">{r.respuesta}</dd>
        </div>
      ))}
    </dl>
  );
}
