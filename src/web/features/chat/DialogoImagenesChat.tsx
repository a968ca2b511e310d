import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Casilla } from '../../components/ui/Casilla.tsx';
import { DialogoObligatorio } from '../../components/ui/DialogoObligatorio.tsx';
import { MSG } from '../../messages.ts';

/**
 * DECISIONS read-10: a family that paid for text only is asked, before its
 * first photo, the image consent of 'Iniciar Teleconsulta' (same text, same
 * single box, the accept button disabled until ticked). Declining uploads
 * nothing.
 */
export function DialogoImagenesChat({ abierto, ocupado, onAceptar, onRechazar }: { abierto: boolean; ocupado: boolean; onAceptar: () => void; onRechazar: () => void }) {
  const [acepta, setAcepta] = useState(false);
  const t = MSG.teleconsultaConsentimiento;
  const c = MSG.chat.imagenes;
  // Unticked each time it opens: a box ticked and then declined is not a standing answer.
  const [abiertoAntes, setAbiertoAntes] = useState(abierto);
  if (abierto !== abiertoAntes) {
    setAbiertoAntes(abierto);
    if (abierto) setAcepta(false);
  }
  return (
    <DialogoObligatorio abierto={abierto} titulo={c.titulo}>
      <p className="mb-3 text-slate-700">{c.aviso}</p>
      <p className="mb-4 text-slate-700">{t.texto}</p>
      <Casilla id="consentimiento-imagenes-chat" checked={acepta} onChange={setAcepta}>
        {t.casilla}
      </Casilla>
      <div className="mt-5 flex flex-col gap-2">
        <Button disabled={!acepta || ocupado} onClick={onAceptar}>
          {ocupado ? MSG.consultas.procesando : acepta ? c.aceptar : t.aceptarDeshabilitado}
        </Button>
        <Button variante="secundario" disabled={ocupado} onClick={onRechazar}>
          {c.rechazar}
        </Button>
      </div>
    </DialogoObligatorio>
  );
}
