import { useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError, api } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { MSG } from '../../messages.ts';
import { formatearImporte } from './importe.ts';
import { PaginaPago } from './PaginaPago.tsx';

/** The server answers the success or cancel page, as a path or a full URL: ours stay in the app. */
function seguirUrl(url: string, navegar: (ruta: string) => void): void {
  const destino = new URL(url, window.location.origin);
  if (destino.origin === window.location.origin) navegar(`${destino.pathname}${destino.search}`);
  else if (destino.protocol === 'https:' || destino.protocol === 'http:') window.location.assign(destino.href);
  else navegar('/');
}

/**
 * DECISIONS read-6: the embedded checkout used when no card provider is
 * configured. It never asks for card data; 'Pagar' and 'Cancelar' go through
 * the server and then follow the URL it answers, as Stripe's page would.
 */
export default function PagoDemoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id') ?? '';
  const sesion = useQuery({ queryKey: ['pago-demo', sessionId], queryFn: () => api.sesionDemo(sessionId), enabled: sessionId !== '', retry: 0 });
  const p = MSG.pagos;
  const seguir = useMutation({
    mutationFn: (accion: 'pagar' | 'cancelar') => (accion === 'pagar' ? api.pagarDemo(sessionId) : api.cancelarDemo(sessionId)),
    onSuccess: ({ url }) => seguirUrl(url, (ruta) => navigate(ruta)),
    onError: (error) => {
      void sesion.refetch();
      toast.error(MSG.toasts.pagoError.titulo, { description: error instanceof ApiError && error.code !== 'http_error' ? error.message : MSG.toasts.pagoError.generico });
    },
  });

  const etiqueta = (
    <p role="note" className="flex items-center justify-center gap-2 bg-amber-300 px-3 py-2 text-center font-bold text-amber-950">
      <FlaskConical aria-hidden className="size-5 shrink-0" />
      {p.demoEtiqueta}
    </p>
  );

  if (sesion.isPending && sessionId !== '') {
    return (
      <PaginaPago etiqueta={etiqueta}>
        <p role="status" className="text-slate-600">
          {MSG.consultas.cargando}
        </p>
      </PaginaPago>
    );
  }

  const datos = sesion.data;
  if (!datos || datos.estado !== 'abierta') {
    return (
      <PaginaPago etiqueta={etiqueta}>
        <h1 className="text-2xl font-bold text-slate-900">{datos?.estado === 'pagada' ? p.demoPagada : p.demoNoDisponible}</h1>
        {datos?.estado === 'pagada' ? null : <p className="mt-3 text-slate-700">{p.demoNoDisponibleTexto}</p>}
        <Button className="mt-6 w-full" onClick={() => navigate('/')}>
          {p.volverInicio}
        </Button>
      </PaginaPago>
    );
  }

  return (
    <PaginaPago etiqueta={etiqueta}>
      <h1 className="text-2xl font-bold text-slate-900">{p.demoTitulo}</h1>
      <p className="mt-2 text-sm text-slate-600">{p.demoExplicacion}</p>
      <div className="mt-5 rounded-xl border border-slate-200 p-4 text-left">
        <p className="text-slate-700">{p.concepto}</p>
        <dl className="mt-2 flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-slate-900">{p.importe}</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatearImporte(datos.importeCentimos, datos.moneda)}</dd>
        </dl>
      </div>
      <div className="mt-6 flex flex-col gap-2">
        <Button onClick={() => seguir.mutate('pagar')} disabled={seguir.isPending}>
          {seguir.isPending && seguir.variables === 'pagar' ? MSG.consultas.procesando : p.pagar}
        </Button>
        <Button variante="secundario" onClick={() => seguir.mutate('cancelar')} disabled={seguir.isPending}>
          {seguir.isPending && seguir.variables === 'cancelar' ? MSG.consultas.procesando : p.cancelar}
        </Button>
      </div>
    </PaginaPago>
  );
}
