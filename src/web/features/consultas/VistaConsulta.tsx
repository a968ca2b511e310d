import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ConsultaDetalle } from '../../../shared/consultas.ts';
import type { Rol } from '../../../shared/me.ts';
import { api } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { DialogoObligatorio } from '../../components/ui/DialogoObligatorio.tsx';
import { fechaHora } from '../../lib/fechas.ts';
import { MSG } from '../../messages.ts';
import { Chat } from '../chat/Chat.tsx';
import { claveDocumentos } from '../documentos/api-documentos.ts';
import { BotonDocumento } from '../documentos/BotonDocumento.tsx';
import { DialogoCerrar } from '../documentos/DialogoCerrar.tsx';
import { DialogoDocumento, type ModoDialogo } from '../documentos/DialogoDocumento.tsx';
import { InformeCierreChat } from '../documentos/InformeCierre.tsx';
import { ListaDocumentos } from '../documentos/ListaDocumentos.tsx';
import { usePagosConfig } from '../pagos/config-pagos.ts';
import { formatearImporte } from '../pagos/importe.ts';
import { useAccionesConsulta } from './acciones.ts';
import { CLAVES_CONSULTAS } from './claves.ts';
import { EstadoBadge } from './EstadoBadge.tsx';
import { BarraUrgencia, DatosPaciente, ListaRespuestas } from './ResumenConsulta.tsx';
import { nombreTriaje } from './resumen.ts';

interface Props {
  readonly id: string;
  readonly yoId: string;
  readonly rol: Rol;
  readonly textoVolver: string;
  readonly onVolver: () => void;
}

/** What stands in the input's place while the consultation is not 'activa'. */
function avisoSinEntrada(consulta: ConsultaDetalle): string {
  if (consulta.status === 'pendiente') return MSG.consultas.chatPendiente;
  // Closed by nobody, with no family left: the account was deleted during the chat.
  if (consulta.status === 'cerrada' && consulta.user_id === null && consulta.cerrada_por === null) return MSG.consultas.familiaEliminada;
  return consulta.status === 'cerrada' ? MSG.chat.finalizada : MSG.consultas.chatCancelada;
}

/** Who attends the family: the name, the specialty and, when recorded, the professional registration (our terms promise it). */
function Atiende({ pediatra }: { pediatra: NonNullable<ConsultaDetalle['pediatra']> }) {
  const c = MSG.consultas;
  // The title (Dr./Dra.) is not known: the name as recorded, then what qualifies them.
  const credenciales = [pediatra.especialidad?.trim() || ESPECIALIDAD_POR_DEFECTO, pediatra.numero_colegiado ? c.colegiado(pediatra.numero_colegiado, pediatra.colegio_provincia) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <div data-atiende className="text-slate-800">
      <p className="font-semibold">{c.atiende(`${pediatra.nombre} ${pediatra.apellidos}`.trim())}</p>
      <p className="text-sm text-slate-600">{credenciales}</p>
    </div>
  );
}

const ESPECIALIDAD_POR_DEFECTO = 'Pediatría';

function Fechas({ consulta }: { consulta: ConsultaDetalle }) {
  const c = MSG.consultas;
  const lineas = [
    c.pagadaEl(fechaHora(consulta.created_at)),
    consulta.aceptada_at ? c.aceptadaEl(fechaHora(consulta.aceptada_at)) : null,
    consulta.cerrada_at ? c.finalizadaEl(fechaHora(consulta.cerrada_at)) : null,
    consulta.cancelada_at ? c.canceladaEl(fechaHora(consulta.cancelada_at)) : null,
  ].filter((l): l is string => l !== null);
  return (
    <ul className="text-sm text-slate-600">
      {lineas.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

/** DECISIONS beyond-7: the family sees how long it has waited, and past the clinic's alert time, the refund offer. */
function Espera({ desde, importe }: { desde: string; importe: string }) {
  const c = MSG.consultas;
  const aviso = usePagosConfig()?.esperaAvisoMinutos;
  const [ahora, setAhora] = useState(() => Date.now());
  useEffect(() => {
    const reloj = setInterval(() => setAhora(Date.now()), 30_000);
    return () => clearInterval(reloj);
  }, []);
  const minutos = Math.max(0, Math.floor((ahora - new Date(desde).getTime()) / 60_000));
  const larga = aviso !== undefined && minutos >= aviso;
  return (
    <div role="status" className={`rounded-xl p-3 ${larga ? 'bg-amber-50 text-amber-950' : 'bg-slate-50 text-slate-800'}`}>
      <p className="font-semibold">{c.esperando(minutos)}</p>
      {larga ? <p className="mt-1 text-sm">{c.esperaLarga(importe)}</p> : null}
    </div>
  );
}

/**
 * One paid consultation (SPEC §2 chat view): a 600px panel (the whole
 * screen's height on a phone) with a back button and the status badge, its
 * state kept live by the realtime client; the chat fills it.
 */
export function VistaConsulta({ id, yoId, rol, textoVolver, onVolver }: Props) {
  const consulta = useQuery({ queryKey: CLAVES_CONSULTAS.detalle(id), queryFn: () => api.consulta(id), retry: 0 });
  const acciones = useAccionesConsulta();
  const cliente = useQueryClient();
  const refrescar = useCallback(() => void cliente.invalidateQueries({ queryKey: CLAVES_CONSULTAS.detalle(id) }), [cliente, id]);
  const [confirmando, setConfirmando] = useState(false);
  const [confirmandoCierre, setConfirmandoCierre] = useState(false);
  const [dialogoDocumento, setDialogoDocumento] = useState<ModoDialogo | null>(null);
  const refrescarDocumentos = useCallback(() => void cliente.invalidateQueries({ queryKey: claveDocumentos(id) }), [cliente, id]);
  const c = MSG.consultas;

  useEffect(() => {
    if (consulta.isError) toast.error(MSG.toasts.consultaError, { id: 'consulta-error' });
  }, [consulta.isError]);

  const datos = consulta.data;
  const familia = datos?.user_id === yoId;
  const asignado = rol === 'pediatra' && datos?.pediatra_id === yoId;
  const importe = datos ? formatearImporte(datos.pago.importe_centimos, datos.pago.moneda) : '';
  const reembolso = datos && (datos.pago.estado === 'reembolsado' || datos.pago.estado === 'reembolso_pendiente') ? c.reembolso[datos.pago.estado](importe) : null;
  const conDocumentos = datos?.status === 'activa' || datos?.status === 'cerrada';
  const redactando = asignado && datos.status === 'activa';

  return (
    <section aria-labelledby="titulo-consulta" className="flex h-[calc(100dvh-1rem)] flex-col overflow-hidden md:h-[600px] rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2">
        <Button variante="fantasma" onClick={onVolver}>
          <ArrowLeft aria-hidden className="size-5" /> {textoVolver}
        </Button>
        <h2 id="titulo-consulta" className="text-lg font-bold text-slate-900">
          {c.teleconsulta}
        </h2>
        {datos ? <EstadoBadge estado={datos.status} /> : null}
        <span className="ml-auto">
          <ListaDocumentos consultaId={id} habilitado={conDocumentos} />
        </span>
      </header>
      {datos?.status === 'cerrada' && datos.informe_cierre ? <InformeCierreChat informe={datos.informe_cierre} /> : null}

      {consulta.isPending || consulta.isError ? (
        <div className="flex-1 p-4">
          {consulta.isPending ? <p role="status" className="text-slate-600">{c.cargando}</p> : null}
          {consulta.isError ? <p className="text-slate-700">{MSG.toasts.consultaError}</p> : null}
        </div>
      ) : null}
      {datos ? (
        <Chat
          key={id}
          consultaId={id}
          yoId={yoId}
          estado={datos.status}
          esPediatra={!familia}
          avisoSinEntrada={avisoSinEntrada(datos)}
          pedirConsentimientoImagenes={familia && !datos.imagenes_consentidas}
          onImagenesConsentidas={refrescar}
          accionEntrada={redactando ? <BotonDocumento onClick={() => setDialogoDocumento('libre')} /> : undefined}
          onDocumento={refrescarDocumentos}
          onImagenDeLaFamilia={!familia && !datos.imagenes_consentidas ? refrescar : undefined}
        >
          <>
            <Fechas consulta={datos} />
            {familia && datos.pediatra ? <Atiende pediatra={datos.pediatra} /> : null}
            {reembolso ? <p className="rounded-xl bg-green-50 p-3 text-green-900">{reembolso}</p> : null}
            {familia && datos.status === 'pendiente' ? <Espera desde={datos.created_at} importe={importe} /> : null}

            <div className="flex gap-3 rounded-xl border border-slate-200 p-3">
              <BarraUrgencia urgencia={datos.triaje?.urgencia ?? null} alta="min-h-12" />
              <div className="min-w-0 flex-1 space-y-1">
                {datos.triaje ? <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{c.triajeTitulo}</p> : null}
                <p className="font-semibold text-slate-900">{nombreTriaje(datos.triaje, datos.paciente)}</p>
                {datos.triaje ? <p className="text-slate-800">{datos.triaje.titulo}</p> : null}
                {/* The family knows its child; the paediatrician needs to see what is missing. */}
                {!familia || datos.paciente ? <DatosPaciente paciente={datos.paciente} /> : null}
              </div>
            </div>

            {familia ? (
              datos.respuestas.length > 0 ? (
                <details className="rounded-xl border border-slate-200 p-3">
                  <summary className="cursor-pointer font-semibold text-slate-800">{c.preguntasRespuestas}</summary>
                  <div className="mt-3">
                    <ListaRespuestas respuestas={datos.respuestas} />
                  </div>
                </details>
              ) : null
            ) : (
              <div>
                <h3 className="mb-2 font-semibold text-slate-800">{c.preguntasRespuestas}</h3>
                <ListaRespuestas respuestas={datos.respuestas} />
                <p className="mt-2 text-sm text-slate-600">{datos.imagenes_consentidas ? c.imagenesSi : c.imagenesNo}</p>
              </div>
            )}

            <div className="flex flex-wrap gap-2">
              {familia && datos.status === 'pendiente' ? (
                <Button variante="secundario" onClick={() => setConfirmando(true)} disabled={acciones.cancelar.isPending}>
                  {acciones.cancelar.isPending ? c.procesando : c.cancelar}
                </Button>
              ) : null}
              {rol === 'pediatra' && datos.status === 'pendiente' ? (
                <Button onClick={() => acciones.aceptar.mutate(id)} disabled={acciones.aceptar.isPending}>
                  {acciones.aceptar.isPending ? c.procesando : c.aceptar}
                </Button>
              ) : null}
              {asignado && datos.status === 'activa' ? (
                <Button variante="secundario" onClick={() => setConfirmandoCierre(true)} disabled={acciones.cerrar.isPending}>
                  {acciones.cerrar.isPending ? c.procesando : c.cerrarConsulta}
                </Button>
              ) : null}
            </div>

          </>
        </Chat>
      ) : null}

      <DialogoCerrar
        abierto={confirmandoCierre}
        onConInforme={() => {
          setConfirmandoCierre(false);
          setDialogoDocumento('cierre');
        }}
        onSinInforme={() => {
          setConfirmandoCierre(false);
          acciones.cerrar.mutate(id);
        }}
        onVolver={() => setConfirmandoCierre(false)}
      />
      <DialogoDocumento consultaId={id} modo={redactando ? dialogoDocumento : null} pidePaciente={!datos?.paciente?.nombre} onCerrar={() => setDialogoDocumento(null)} />

      <DialogoObligatorio abierto={confirmando} titulo={c.cancelarTitulo}>
        <p className="text-slate-700">{c.cancelarTexto(importe)}</p>
        <div className="mt-5 flex flex-col gap-2">
          <Button
            variante="peligro"
            onClick={() => {
              setConfirmando(false);
              acciones.cancelar.mutate(id);
            }}
          >
            {c.cancelarSi}
          </Button>
          <Button variante="secundario" onClick={() => setConfirmando(false)}>
            {c.cancelarNo}
          </Button>
        </div>
      </DialogoObligatorio>
    </section>
  );
}
