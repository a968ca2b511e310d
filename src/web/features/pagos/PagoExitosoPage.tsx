import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/Button.tsx';
import { MSG } from '../../messages.ts';
import { useSesion } from '../auth/sesion.ts';
import type { EstadoNavegacionChat } from '../consultas/navegacion.ts';
import { usePagosConfig } from './config-pagos.ts';
import { useConfirmarPago } from './confirmar-pago.ts';
import { formatearImporte } from './importe.ts';
import { PaginaPago } from './PaginaPago.tsx';

/** SPEC §4: the chat opens by itself this long after the confirmation. */
const REDIRECCION_MS = 2_000;

/** SPEC §2 /pago-exitoso. */
export default function PagoExitosoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { yo, cargando } = useSesion();
  const pagos = usePagosConfig();
  const sessionId = params.get('session_id');
  const estado = useConfirmarPago(sessionId, Boolean(yo));
  const p = MSG.pagos;
  const consultaId = estado.fase === 'exito' ? estado.consultaId : null;

  const irAlChat = (id: string) => navigate('/consultas', { state: { viewState: 'chat', selectedConsultationId: id } satisfies EstadoNavegacionChat });

  useEffect(() => {
    if (!cargando && !yo) navigate('/auth', { replace: true });
  }, [cargando, yo, navigate]);

  useEffect(() => {
    if (!sessionId) return;
    if (estado.fase === 'fallo') toast.error(MSG.toasts.pagoFallido.titulo, { id: 'pago-fallido', description: MSG.toasts.pagoFallido.descripcion });
    if (estado.fase !== 'exito' || !estado.consultaId) return;
    toast.success(MSG.toasts.pagoConfirmado.titulo, { id: 'pago-confirmado', description: MSG.toasts.pagoConfirmado.descripcion });
    const id = estado.consultaId;
    const temporizador = setTimeout(() => irAlChat(id), REDIRECCION_MS);
    return () => clearTimeout(temporizador);
    // irAlChat only wraps navigate, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [estado, sessionId]);

  if (!yo) return null;

  if (estado.fase === 'procesando') {
    return (
      <PaginaPago>
        <div role="status">
          <Loader2 aria-hidden className="mx-auto size-12 animate-spin text-teal-700" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{p.procesandoTitulo}</h1>
          <p className="mt-2 text-slate-700">{p.procesandoTexto}</p>
        </div>
      </PaginaPago>
    );
  }

  if (estado.fase === 'fallo') {
    return (
      <PaginaPago>
        <XCircle aria-hidden className="mx-auto size-14 text-red-700" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{p.fallidoTitulo}</h1>
        <p className="mt-2 text-slate-700">{p.fallidoTexto}</p>
        {sessionId ? <p className="mt-4 font-mono text-sm text-slate-600">{p.sesion(sessionId.slice(-8))}</p> : null}
        <Button className="mt-6 w-full" onClick={() => navigate('/')}>
          {p.volverInicio}
        </Button>
      </PaginaPago>
    );
  }

  return (
    <PaginaPago>
      <CheckCircle2 aria-hidden className="mx-auto size-14 text-green-700" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{p.exitoTitulo}</h1>
      <p className="mt-2 text-slate-700">{p.exitoTexto}</p>
      {pagos ? (
        <dl className="mt-5 flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 p-4 text-left">
          <dt className="font-semibold text-slate-800">{p.importePagado}</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatearImporte(pagos.importeCentimos, pagos.moneda)}</dd>
        </dl>
      ) : null}
      {sessionId ? <p className="mt-3 font-mono text-sm text-slate-600">{p.sesion(sessionId.slice(-8))}</p> : null}
      <div className="mt-6 flex flex-col gap-2">
        {consultaId ? <Button onClick={() => irAlChat(consultaId)}>{p.irAlChat}</Button> : null}
        <Button variante="secundario" onClick={() => navigate('/')}>
          {p.volverInicio}
        </Button>
      </div>
    </PaginaPago>
  );
}
