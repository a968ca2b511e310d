import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { hijoEntradaSchema, type Hijo, type HijoEntrada } from '../../../shared/hijos.ts';
import { ApiError, api } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Campo } from '../../components/ui/Campo.tsx';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { fechaCalendario } from '../../lib/fechas.ts';
import { MSG } from '../../messages.ts';
import { CLAVE_HIJOS } from './hijos-clave.ts';


interface Borrador {
  nombre: string;
  fecha_nacimiento: string;
  sexo: '' | 'femenino' | 'masculino';
  peso_kg: string;
  peso_fecha: string;
}

const VACIO: Borrador = { nombre: '', fecha_nacimiento: '', sexo: '', peso_kg: '', peso_fecha: '' };

const aBorrador = (h: Hijo): Borrador => ({
  nombre: h.nombre,
  fecha_nacimiento: h.fecha_nacimiento,
  sexo: h.sexo ?? '',
  peso_kg: h.peso_kg === null ? '' : String(h.peso_kg),
  peso_fecha: h.peso_fecha ?? '',
});

function aEntrada(b: Borrador): unknown {
  return {
    nombre: b.nombre,
    fecha_nacimiento: b.fecha_nacimiento,
    sexo: b.sexo === '' ? null : b.sexo,
    peso_kg: b.peso_kg.trim() === '' ? null : Number(b.peso_kg.replace(',', '.')),
    peso_fecha: b.peso_fecha === '' ? null : b.peso_fecha,
  };
}

function FormularioHijo({ inicial, onHecho }: { inicial: Hijo | null; onHecho: () => void }) {
  const cliente = useQueryClient();
  const [b, setB] = useState<Borrador>(inicial ? aBorrador(inicial) : VACIO);
  const [errores, setErrores] = useState<Partial<Record<keyof Borrador, string>>>({});
  const guardar = useMutation({
    mutationFn: (entrada: HijoEntrada) => (inicial ? api.editarHijo(inicial.id, entrada) : api.crearHijo(entrada)),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: CLAVE_HIJOS });
      toast.success(MSG.hijos.guardado);
      onHecho();
    },
    onError: (error) => toast.error(error instanceof ApiError && error.status === 400 ? error.message : MSG.hijos.error),
  });

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const resultado = hijoEntradaSchema.safeParse(aEntrada(b));
    if (!resultado.success) {
      const nuevos: Partial<Record<keyof Borrador, string>> = {};
      for (const issue of resultado.error.issues) {
        const campo = issue.path[0] as keyof Borrador;
        nuevos[campo] ??= issue.message.startsWith('Invalid') ? MSG.auth.obligatorio : issue.message;
      }
      setErrores(nuevos);
      return;
    }
    setErrores({});
    guardar.mutate(resultado.data);
  };

  const h = MSG.hijos;
  const campo = (k: keyof Borrador) => (v: string) => setB((prev) => ({ ...prev, [k]: v }));
  return (
    <form noValidate onSubmit={enviar} className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3">
      <Campo id="hijo-nombre" etiqueta={h.nombre} valor={b.nombre} onCambio={campo('nombre')} error={errores.nombre ?? null} />
      <Campo id="hijo-nacimiento" etiqueta={h.nacimiento} tipo="date" valor={b.fecha_nacimiento} onCambio={campo('fecha_nacimiento')} error={errores.fecha_nacimiento ?? null} />
      <div>
        <label htmlFor="hijo-sexo" className="block text-sm font-semibold text-slate-800">
          {h.sexo}
        </label>
        <select
          id="hijo-sexo"
          value={b.sexo}
          onChange={(e) => campo('sexo')(e.target.value)}
          className="mt-1 h-12 w-full rounded-xl border-2 border-slate-300 bg-white px-3 text-base"
        >
          <option value="">{h.sinSexo}</option>
          <option value="femenino">{h.femenino}</option>
          <option value="masculino">{h.masculino}</option>
        </select>
      </div>
      <Campo id="hijo-peso" etiqueta={h.peso} tipo="number" valor={b.peso_kg} onCambio={campo('peso_kg')} error={errores.peso_kg ?? null} />
      <Campo id="hijo-peso-fecha" etiqueta={h.pesoFecha} tipo="date" valor={b.peso_fecha} onCambio={campo('peso_fecha')} error={errores.peso_fecha ?? null} />
      <div className="flex gap-2">
        <Button type="submit" disabled={guardar.isPending}>
          {guardar.isPending ? MSG.auth.procesando : h.guardar}
        </Button>
        <Button variante="secundario" onClick={onHecho}>
          {h.cancelar}
        </Button>
      </div>
    </form>
  );
}

/** DECISIONS beyond-4: add, edit and remove children. */
export function HijosCard() {
  const cliente = useQueryClient();
  const hijos = useQuery({ queryKey: CLAVE_HIJOS, queryFn: api.hijos });
  const [editando, setEditando] = useState<Hijo | 'nuevo' | null>(null);
  const borrar = useMutation({
    mutationFn: (id: string) => api.borrarHijo(id),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: CLAVE_HIJOS });
      await cliente.invalidateQueries({ queryKey: ['triajes'] });
      toast.success(MSG.hijos.borrado);
    },
    onError: () => toast.error(MSG.hijos.error),
  });
  const h = MSG.hijos;
  return (
    <Seccion titulo={h.titulo}>
      {hijos.data && hijos.data.length === 0 && editando === null ? <p className="text-slate-600">{h.vacio}</p> : null}
      <ul className="space-y-2">
        {(hijos.data ?? []).map((hijo) =>
          editando !== 'nuevo' && editando?.id === hijo.id ? (
            <li key={hijo.id}>
              <FormularioHijo inicial={hijo} onHecho={() => setEditando(null)} />
            </li>
          ) : (
            <li key={hijo.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 p-3">
              <span className="flex-1">
                <span className="block font-semibold text-slate-900">{hijo.nombre}</span>
                <span className="text-sm text-slate-600">
                  {fechaCalendario(hijo.fecha_nacimiento)}
                  {hijo.peso_kg !== null ? ` · ${h.pesoDe(hijo.peso_kg, hijo.peso_fecha ? fechaCalendario(hijo.peso_fecha) : null)}` : ''}
                </span>
              </span>
              <Button variante="secundario" onClick={() => setEditando(hijo)} aria-label={`${h.editar} ${hijo.nombre}`}>
                {h.editar}
              </Button>
              <Button
                variante="fantasma"
                aria-label={`${h.borrar} ${hijo.nombre}`}
                onClick={() => {
                  if (window.confirm(h.confirmarBorrar(hijo.nombre))) borrar.mutate(hijo.id);
                }}
              >
                {h.borrar}
              </Button>
            </li>
          ),
        )}
      </ul>
      {editando === 'nuevo' ? (
        <FormularioHijo inicial={null} onHecho={() => setEditando(null)} />
      ) : (
        <Button variante="secundario" className="mt-3" onClick={() => setEditando('nuevo')}>
          {h.anadir}
        </Button>
      )}
    </Seccion>
  );
}
