import { XCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { MSG } from '../../messages.ts';
import { PaginaPago } from './PaginaPago.tsx';

/** SPEC §2 /pago-cancelado: both buttons go to '/'. */
export default function PagoCanceladoPage() {
  const navigate = useNavigate();
  const p = MSG.pagos;
  return (
    <PaginaPago>
      <XCircle aria-hidden className="mx-auto size-14 text-slate-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{p.canceladoTitulo}</h1>
      <p className="mt-2 text-slate-700">{p.canceladoTexto}</p>
      <div className="mt-6 flex flex-col gap-2">
        <Button onClick={() => navigate('/')}>{p.intentarDeNuevo}</Button>
        <Button variante="secundario" onClick={() => navigate('/')}>
          {p.volverInicio}
        </Button>
      </div>
    </PaginaPago>
  );
}
