import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { Urgencia } from '../../../domain/triage/types.ts';
import { MSG } from '../../messages.ts';

const ESTILO: Record<Urgencia, { clase: string; Icono: typeof AlertTriangle }> = {
  rojo: { clase: 'bg-red-700 text-white', Icono: AlertTriangle },
  amarillo: { clase: 'bg-amber-300 text-amber-950', Icono: Clock },
  verde: { clase: 'bg-green-700 text-white', Icono: CheckCircle2 },
};

/** SPEC §2 urgency banner: URGENTE / MODERADO / LEVE with its sentence. */
export function BannerUrgencia({ urgencia }: { urgencia: Urgencia }) {
  const { clase, Icono } = ESTILO[urgencia];
  const banner = MSG.resultado.banner[urgencia];
  return (
    <div className={`flex items-start gap-3 rounded-2xl p-4 sm:p-5 ${clase}`} data-urgencia={urgencia}>
      <Icono aria-hidden className="mt-0.5 size-8 shrink-0" />
      <div>
        <p className="text-2xl font-extrabold tracking-wide">{banner.nivel}</p>
        <p className="font-semibold">{banner.texto}</p>
      </div>
    </div>
  );
}
