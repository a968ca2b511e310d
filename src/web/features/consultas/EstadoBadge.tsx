import type { EstadoConsulta } from '../../../domain/consultas/estado.ts';
import { MSG } from '../../messages.ts';

const ESTILO: Record<EstadoConsulta, string> = {
  pendiente: 'bg-amber-100 text-amber-900 ring-amber-300',
  activa: 'bg-green-100 text-green-900 ring-green-300',
  cerrada: 'bg-slate-100 text-slate-700 ring-slate-300',
  cancelada: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** SPEC §2 badges: 'Pendiente', 'Activa', 'Finalizada' (in the list: 'Consulta finalizada'). */
export function EstadoBadge({ estado, enLista = false }: { estado: EstadoConsulta; enLista?: boolean }) {
  const textos = enLista ? MSG.consultas.estadosLista : MSG.consultas.estados;
  return (
    <span data-estado={estado} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${ESTILO[estado]}`}>
      {textos[estado]}
    </span>
  );
}
