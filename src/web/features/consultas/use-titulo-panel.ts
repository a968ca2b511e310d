import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client.ts';
import { MSG } from '../../messages.ts';
import { CLAVES_CONSULTAS } from './claves.ts';

/**
 * A paediatrician's tab names how many consultations wait, '(2) Panel
 * Pediatra', on every screen of the panel, so a background tab shows news.
 * It reads the same cached list as 'Consultas Pendientes'.
 */
export function useTituloPanel(activo: boolean): void {
  const lista = useQuery({ queryKey: CLAVES_CONSULTAS.lista, queryFn: api.consultas, enabled: activo });
  const pendientes = (lista.data ?? []).filter((c) => c.status === 'pendiente').length;
  useEffect(() => {
    if (!activo) return;
    const anterior = document.title;
    document.title = MSG.consultas.tituloDocumento(pendientes);
    return () => {
      document.title = anterior;
    };
  }, [activo, pendientes]);
}
