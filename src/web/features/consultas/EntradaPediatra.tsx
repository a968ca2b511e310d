import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConsultaResumen } from '../../../shared/consultas.ts';
import { api } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { fechaHora } from '../../lib/fechas.ts';
import { MSG } from '../../messages.ts';
import { useAccionesConsulta } from './acciones.ts';
import { CLAVES_CONSULTAS } from './claves.ts';
import { EstadoBadge } from './EstadoBadge.tsx';
import { NoLeidos } from './NoLeidos.tsx';
import { BarraUrgencia, DatosPaciente, ListaRespuestas } from './ResumenConsulta.tsx';
import { nombreTriaje } from './resumen.ts';

/** The questions and answers, fetched when the paediatrician opens the entry. */
function Respuestas({ id }: { id: string }) {
  const detalle = useQuery({ queryKey: CLAVES_CONSULTAS.detalle(id), queryFn: () => api.consulta(id), retry: 0 });
  const c = MSG.consultas;
  if (detalle.isPending) return <p role="status" className="text-sm text-slate-600">{c.cargando}</p>;
  if (!detalle.data) return <p className="text-sm text-slate-700">{MSG.toasts.consultaError}</p>;
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-slate-800">{c.preguntasRespuestas}</h4>
      <ListaRespuestas respuestas={detalle.data.respuestas} />
      <p className="text-sm text-slate-600">{detalle.data.imagenes_consentidas ? c.imagenesSi : c.imagenesNo}</p>
    </div>
  );
}

/**
 * One consultation in the paediatrician's lists (SPEC §2, issue 10 point 6):
 * before accepting, the child's age and weight and the triage that started
 * it, with every answer one tap away.
 */
export function EntradaPediatra({ consulta, yoId, onAbrir }: { consulta: ConsultaResumen; yoId: string; onAbrir: (id: string) => void }) {
  const [abierta, setAbierta] = useState(false);
  const acciones = useAccionesConsulta();
  const c = MSG.consultas;
  const mia = consulta.pediatra_id === yoId;
  const idDetalle = `detalle-${consulta.id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3" data-consulta={consulta.id}>
      <div className="flex gap-3">
        <BarraUrgencia urgencia={consulta.triaje?.urgencia ?? null} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <EstadoBadge estado={consulta.status} enLista />
            {mia ? <span className="text-xs font-semibold text-teal-800">{c.asignadaATi}</span> : null}
            <NoLeidos cantidad={consulta.no_leidos} />
            <time dateTime={consulta.created_at} className="text-xs text-slate-500">
              {fechaHora(consulta.created_at)}
            </time>
          </p>
          <p className="font-semibold text-slate-900">{nombreTriaje(consulta.triaje, consulta.paciente)}</p>
          {consulta.triaje ? <p className="text-slate-800">{consulta.triaje.titulo}</p> : null}
          <DatosPaciente paciente={consulta.paciente} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variante="secundario" aria-expanded={abierta} aria-controls={idDetalle} onClick={() => setAbierta((a) => !a)}>
          {abierta ? c.ocultarDetalles : c.verDetalles}
        </Button>
        {consulta.status === 'pendiente' ? (
          <Button onClick={() => acciones.aceptar.mutate(consulta.id)} disabled={acciones.aceptar.isPending}>
            {acciones.aceptar.isPending ? c.procesando : c.aceptar}
          </Button>
        ) : null}
        {consulta.status === 'activa' ? (
          <Button variante="secundario" onClick={() => onAbrir(consulta.id)}>
            {c.abrirChat}
          </Button>
        ) : null}
        {mia && consulta.status === 'activa' ? (
          <Button variante="secundario" onClick={() => acciones.cerrar.mutate(consulta.id)} disabled={acciones.cerrar.isPending}>
            {acciones.cerrar.isPending ? c.procesando : c.cerrarConsulta}
          </Button>
        ) : null}
      </div>
      {abierta ? (
        <div id={idDetalle} className="mt-3">
          <Respuestas id={consulta.id} />
        </div>
      ) : null}
    </li>
  );
}
