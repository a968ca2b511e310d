/**
 * The signed-in user, from the server (GET /api/me) — the role is never kept
 * or decided in the browser. While loading, signed out, or when the lookup
 * fails, the role is 'user' (SPEC §4).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rol, Yo } from '../../../shared/me.ts';
import { api } from '../../api/client.ts';
import { olvidarEsteDispositivo } from '../avisos/push-navegador.ts';

export const CLAVE_SESION = ['sesion'] as const;

export interface Sesion {
  readonly yo: Yo | null;
  readonly cargando: boolean;
  readonly rol: Rol;
}

export function useSesion(): Sesion {
  const consulta = useQuery({
    queryKey: CLAVE_SESION,
    queryFn: async () => {
      try {
        return await api.yo();
      } catch (error) {
        console.warn('No se pudo consultar la sesión', error);
        return null;
      }
    },
    staleTime: 60_000,
  });
  const yo = consulta.data ?? null;
  return { yo, cargando: consulta.isPending, rol: yo?.role ?? 'user' };
}

/** SPEC §4: signing out clears the session even when the call fails (the error is only logged). */
export function useCerrarSesion(): () => Promise<void> {
  const cliente = useQueryClient();
  return async () => {
    // Before the session ends: the server forgets this browser's push subscription only for its owner.
    await olvidarEsteDispositivo();
    try {
      await api.cerrarSesion();
    } catch (error) {
      console.warn('Error al cerrar sesión', error);
    }
    cliente.setQueryData(CLAVE_SESION, null);
    cliente.removeQueries({ predicate: (q) => q.queryKey[0] !== CLAVE_SESION[0] });
  };
}
