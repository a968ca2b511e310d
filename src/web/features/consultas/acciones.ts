/**
 * Accept, close and cancel (SPEC §8 toasts). After any answer, success or
 * not, the lists and the consultation are fetched again: a refused action
 * usually means someone else changed it first (another paediatrician
 * accepted), and the page must show that state.
 */
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ConsultaDetalle } from '../../../shared/consultas.ts';
import { ApiError, api } from '../../api/client.ts';
import { MSG } from '../../messages.ts';
import { CLAVES_CONSULTAS } from './claves.ts';

type Accion = UseMutationResult<ConsultaDetalle, Error, string>;

export interface AccionesConsulta {
  readonly aceptar: Accion;
  readonly cerrar: Accion;
  readonly cancelar: Accion;
}

const motivo = (error: Error) => (error instanceof ApiError && error.code !== 'http_error' && error.message ? error.message : undefined);

function useAccion(llamar: (id: string) => Promise<ConsultaDetalle>, exito: () => void, fallo: string): Accion {
  const cliente = useQueryClient();
  const refrescar = async (id: string, consulta?: ConsultaDetalle) => {
    if (consulta) cliente.setQueryData(CLAVES_CONSULTAS.detalle(id), consulta);
    else await cliente.invalidateQueries({ queryKey: CLAVES_CONSULTAS.detalle(id) });
    await cliente.invalidateQueries({ queryKey: CLAVES_CONSULTAS.listas });
  };
  return useMutation({
    mutationFn: llamar,
    onSuccess: async (consulta, id) => {
      exito();
      await refrescar(id, consulta);
    },
    onError: async (error, id) => {
      console.warn(fallo, error);
      toast.error(fallo, { description: motivo(error) });
      await refrescar(id);
    },
  });
}

export function useAccionesConsulta(): AccionesConsulta {
  return {
    aceptar: useAccion(api.aceptarConsulta, () => toast.success(MSG.toasts.aceptada), MSG.toasts.aceptarError),
    cerrar: useAccion(api.cerrarConsulta, () => toast.success(MSG.toasts.cerrada), MSG.toasts.cerrarError),
    cancelar: useAccion(
      api.cancelarConsulta,
      () => toast.success(MSG.toasts.cancelada.titulo, { description: MSG.toasts.cancelada.descripcion }),
      MSG.toasts.cancelarError,
    ),
  };
}
