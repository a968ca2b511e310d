import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { ConsultaResumen } from '../../../shared/consultas.ts';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { MSG } from '../../messages.ts';
import { EntradaPediatra } from './EntradaPediatra.tsx';

interface Props {
  readonly titulo: string;
  readonly vacio: string;
  readonly clave: readonly unknown[];
  readonly cargar: () => Promise<ConsultaResumen[]>;
  readonly yoId: string;
  readonly onAbrir: (id: string) => void;
}

/** A paediatrician's list ('Consultas Pendientes' or 'Chats Activos'), kept live by the realtime client. */
export function PanelPediatra({ titulo, vacio, clave, cargar, yoId, onAbrir }: Props) {
  const lista = useQuery({ queryKey: clave, queryFn: cargar });
  useEffect(() => {
    if (lista.isError) toast.error(MSG.toasts.listaError, { id: 'lista-error' });
  }, [lista.isError]);

  return (
    <Seccion titulo={titulo}>
      {lista.data && lista.data.length === 0 ? <p className="text-slate-600">{vacio}</p> : null}
      <ul className="space-y-3">
        {(lista.data ?? []).map((consulta) => (
          <EntradaPediatra key={consulta.id} consulta={consulta} yoId={yoId} onAbrir={onAbrir} />
        ))}
      </ul>
    </Seccion>
  );
}
