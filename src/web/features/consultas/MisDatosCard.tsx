import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, api } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Campo } from '../../components/ui/Campo.tsx';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { fechaHora } from '../../lib/fechas.ts';
import { MSG } from '../../messages.ts';
import { olvidarConsentimientoLocal } from '../auth/consentimientos.ts';
import { CLAVE_SESION } from '../auth/sesion.ts';

/** DECISIONS beyond-5: the parent's data rights, in the product. */
export function MisDatosCard() {
  const cliente = useQueryClient();
  const navigate = useNavigate();
  const consentimientos = useQuery({ queryKey: ['consentimientos'], queryFn: api.consentimientos });
  const [borrando, setBorrando] = useState(false);
  const [contrasena, setContrasena] = useState('');
  const m = MSG.misDatos;

  const retirar = useMutation({
    mutationFn: (c: { id: string; tipo: 'basico' | 'registro' | 'imagenes' }) => api.retirarConsentimiento(c.id),
    onSuccess: async (_r, c) => {
      olvidarConsentimientoLocal(c.tipo);
      await cliente.invalidateQueries({ queryKey: ['consentimientos'] });
      toast.success(m.retiradoOk);
    },
  });

  const eliminar = useMutation({
    mutationFn: () => api.eliminarCuenta(contrasena),
    onSuccess: () => {
      cliente.clear();
      cliente.setQueryData(CLAVE_SESION, null);
      toast.success(m.eliminada);
      navigate('/', { replace: true });
    },
    onError: (error) => toast.error(m.errorEliminar, { description: error instanceof ApiError ? error.message : undefined }),
  });

  return (
    <Seccion titulo={m.titulo}>
      <h3 className="font-semibold text-slate-800">{m.consentimientos}</h3>
      {consentimientos.data && consentimientos.data.length === 0 ? <p className="text-slate-600">{m.ninguno}</p> : null}
      <ul className="mt-2 space-y-2">
        {(consentimientos.data ?? []).map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 p-3">
            <span className="flex-1">
              <span className="block font-medium text-slate-900">{m.tipos[c.tipo]}</span>
              <span className="text-sm text-slate-600">
                {m.aceptado(fechaHora(c.aceptado_at))}
                {c.retirado_at ? ` · ${m.retirado(fechaHora(c.retirado_at))}` : ''}
              </span>
            </span>
            {c.retirado_at ? null : (
              <Button variante="secundario" onClick={() => retirar.mutate(c)} aria-label={`${m.retirar}: ${m.tipos[c.tipo]}`}>
                {m.retirar}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{m.notaSalud}</p>

      <div className="mt-5 flex flex-col gap-1">
        <a
          href="/api/mis-datos"
          download
          className="inline-flex min-h-11 w-fit items-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {m.descargar}
        </a>
        <p className="text-sm text-slate-600">{m.descargarAyuda}</p>
      </div>

      <div className="mt-5">
        {borrando ? (
          <form
            noValidate
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              if (contrasena) eliminar.mutate();
            }}
            className="space-y-3 rounded-xl border-2 border-red-200 bg-red-50 p-3"
          >
            <p className="text-sm text-red-900">{m.eliminarAyuda}</p>
            <Campo id="contrasena-eliminar" etiqueta={m.contrasena} tipo="password" valor={contrasena} onCambio={setContrasena} error={null} autoComplete="current-password" />
            <div className="flex gap-2">
              <Button type="submit" variante="peligro" disabled={!contrasena || eliminar.isPending}>
                {eliminar.isPending ? MSG.auth.procesando : m.confirmar}
              </Button>
              <Button variante="secundario" onClick={() => setBorrando(false)}>
                {MSG.hijos.cancelar}
              </Button>
            </div>
          </form>
        ) : (
          <Button variante="secundario" onClick={() => setBorrando(true)}>
            {m.eliminar}
          </Button>
        )}
      </div>
    </Seccion>
  );
}
