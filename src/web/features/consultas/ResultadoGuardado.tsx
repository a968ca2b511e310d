import { useQuery } from '@tanstack/react-query';
import { fichaFlujo } from '../../../domain/triage/catalogue/portada.ts';
import { api } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { fechaHora } from '../../lib/fechas.ts';
import { MSG } from '../../messages.ts';
import { BannerUrgencia } from '../triage/BannerUrgencia.tsx';
import { Medicacion } from '../triage/Medicacion.tsx';

/** A saved evaluation, shown again as it was (SPEC §2 history). */
export function ResultadoGuardado({ id, onVolver }: { id: string; onVolver: () => void }) {
  const consulta = useQuery({ queryKey: ['triaje', id], queryFn: () => api.triaje(id) });
  const r = MSG.resultado;
  if (!consulta.data) return null;
  const t = consulta.data;
  const ficha = fichaFlujo(t.flujo_tipo);
  return (
    <article className="space-y-4" aria-labelledby="titulo-guardado">
      <Button variante="fantasma" onClick={onVolver}>
        {MSG.consultas.volverLista}
      </Button>
      <p className="text-sm text-slate-600">
        {ficha ? `${ficha.icono} ${ficha.nombre} · ` : ''}
        {MSG.consultas.guardadoEl(fechaHora(t.created_at))}
      </p>
      <BannerUrgencia urgencia={t.resultado_urgencia} />
      <h2 id="titulo-guardado" className="text-2xl font-bold text-slate-900">
        {t.titulo_diagnostico}
      </h2>
      <Seccion titulo={r.acciones}>
        <ul className="space-y-2">
          {t.acciones_sugeridas.filter((a) => !a.includes('Teleconsulta')).map((a) => (
            <li key={a}>✓ {a}</li>
          ))}
        </ul>
      </Seccion>
      <Seccion titulo={r.consejos}>
        <ul className="list-disc space-y-2 pl-5 text-slate-800">
          {t.consejos.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </Seccion>
      {t.medicacion.length > 0 ? <Medicacion items={t.medicacion} pesoKg={t.peso_kg} /> : null}
      <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">{r.descargo}</p>
    </article>
  );
}
