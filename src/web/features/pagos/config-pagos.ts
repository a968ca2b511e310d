import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfigPublica } from '../../../shared/config-publica.ts';
import { api } from '../../api/client.ts';

/** The same key as the other readers of GET /api/config: one request per tab. */
const CLAVE_CONFIG = ['config'] as const;
const opciones = { queryKey: CLAVE_CONFIG, queryFn: api.configPublica, staleTime: Infinity } as const;

export type PagosPublicos = ConfigPublica['pagos'];

/** How this deployment takes payment, once known (undefined while loading or offline). */
export function usePagosConfig(): PagosPublicos | undefined {
  return useQuery(opciones).data?.pagos;
}

/** Reads the configuration when it is needed now (a click), from the cache when already loaded. */
export function useLeerPagosConfig(): () => Promise<PagosPublicos> {
  const cliente = useQueryClient();
  return async () => (await cliente.ensureQueryData(opciones)).pagos;
}
