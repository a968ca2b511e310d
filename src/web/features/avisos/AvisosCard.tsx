import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { RespuestaPreferencias } from '../../../domain/avisos/api.ts';
import type { Preferencias } from '../../../domain/avisos/decidir.ts';
import { ApiError } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Casilla } from '../../components/ui/Casilla.tsx';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { apiAvisos, CLAVE_AVISOS } from './api-avisos.ts';
import { activarEnEsteDispositivo, desactivarEnEsteDispositivo, estadoDispositivo, sincronizarEsteDispositivo, type EstadoDispositivo } from './push-navegador.ts';
import { TEXTOS_AVISOS as t } from './textos.ts';

/**
 * DECISIONS beyond-9: which notifications a person wants — push on the
 * devices where they turned it on, and e-mail for news left unread — and
 * this device's state. Shown to families and paediatricians on /consultas.
 */
export function AvisosCard({ pediatra }: { pediatra: boolean }) {
  const cliente = useQueryClient();
  const consulta = useQuery({ queryKey: CLAVE_AVISOS, queryFn: apiAvisos.preferencias });
  const [dispositivo, setDispositivo] = useState<EstadoDispositivo | null>(null);

  useEffect(() => {
    let vigente = true;
    estadoDispositivo()
      .then(async (estado) => {
        if (vigente) setDispositivo(estado);
        if (estado === 'activo') {
          await sincronizarEsteDispositivo();
          await cliente.invalidateQueries({ queryKey: CLAVE_AVISOS });
        }
      })
      .catch((error: unknown) => {
        console.warn('No se pudo leer el estado de las notificaciones', error);
        if (vigente) setDispositivo('sin-soporte');
      });
    return () => {
      vigente = false;
    };
  }, [cliente]);

  const conPreferencias = (preferencias: Preferencias) =>
    cliente.setQueryData<RespuestaPreferencias>(CLAVE_AVISOS, (previa) => (previa ? { ...previa, preferencias } : previa));
  const guardar = useMutation({
    mutationFn: apiAvisos.guardarPreferencias,
    // The box changes at once; a refusal puts it back.
    onMutate: async (nuevas) => {
      await cliente.cancelQueries({ queryKey: CLAVE_AVISOS });
      const antes = cliente.getQueryData<RespuestaPreferencias>(CLAVE_AVISOS)?.preferencias;
      conPreferencias(nuevas);
      return { antes };
    },
    onSuccess: (preferencias) => {
      conPreferencias(preferencias);
      toast.success(t.guardado);
    },
    onError: (error, _nuevas, contexto) => {
      if (contexto?.antes) conPreferencias(contexto.antes);
      toast.error(error instanceof ApiError && error.status === 400 ? error.message : t.errorGuardar);
    },
  });

  const activar = useMutation({
    mutationFn: async () => {
      const estado = await activarEnEsteDispositivo();
      // Turning a device on means wanting push: a person who had switched it off account-wide gets it back.
      if (estado === 'activo' && consulta.data && !consulta.data.preferencias.push) await apiAvisos.guardarPreferencias({ ...consulta.data.preferencias, push: true });
      return estado;
    },
    onSuccess: async (estado) => {
      setDispositivo(estado);
      await cliente.invalidateQueries({ queryKey: CLAVE_AVISOS });
      if (estado === 'activo') toast.success(t.activado);
    },
    onError: (error) => {
      console.warn('No se pudieron activar las notificaciones', error);
      toast.error(t.errorActivar);
    },
  });

  const desactivar = useMutation({
    mutationFn: desactivarEnEsteDispositivo,
    onSuccess: async () => {
      setDispositivo('inactivo');
      await cliente.invalidateQueries({ queryKey: CLAVE_AVISOS });
      toast.success(t.desactivado);
    },
    onError: (error) => {
      console.warn('No se pudieron desactivar las notificaciones', error);
      toast.error(t.errorGuardar);
    },
  });

  const datos = consulta.data;
  const cambiar = (cambio: Partial<Preferencias>) => datos && guardar.mutate({ ...datos.preferencias, ...cambio });
  const ocupado = activar.isPending || desactivar.isPending;

  return (
    <Seccion titulo={t.titulo}>
      <p className="text-slate-700">{pediatra ? t.introPediatra : t.introFamilia}</p>
      {datos ? (
        <div className="mt-3 space-y-3">
          <div className="space-y-2">
            <Casilla id="aviso-push" checked={datos.preferencias.push} onChange={(push) => cambiar({ push })}>
              <span className="block font-medium text-slate-900">{t.push}</span>
              <span className="text-slate-600">{t.pushAyuda}</span>
            </Casilla>
            {datos.preferencias.push && dispositivo ? (
              <div className="rounded-xl bg-slate-50 p-3" data-estado-dispositivo={dispositivo}>
                <p role="status" className="flex items-start gap-2 text-sm text-slate-800">
                  {dispositivo === 'activo' ? (
                    <BellRing aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
                  ) : (
                    <BellOff aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
                  )}
                  <span>{t.estado[dispositivo]}</span>
                </p>
                {dispositivo === 'inactivo' ? (
                  <Button className="mt-2" onClick={() => activar.mutate()} disabled={ocupado}>
                    {activar.isPending ? t.activando : t.activar}
                  </Button>
                ) : null}
                {dispositivo === 'activo' ? (
                  <Button className="mt-2" variante="secundario" onClick={() => desactivar.mutate()} disabled={ocupado}>
                    {t.desactivar}
                  </Button>
                ) : null}
                {datos.dispositivos > 0 ? <p className="mt-2 text-sm text-slate-600">{t.dispositivos(datos.dispositivos)}</p> : null}
              </div>
            ) : null}
          </div>
          <Casilla id="aviso-email" checked={datos.preferencias.email} onChange={(email) => cambiar({ email })}>
            <span className="block font-medium text-slate-900">{t.email(datos.minutos_email)}</span>
          </Casilla>
          <p className="text-sm text-slate-600">{t.privacidad}</p>
        </div>
      ) : (
        <p className="mt-3 text-slate-600">{t.cargando}</p>
      )}
    </Seccion>
  );
}
