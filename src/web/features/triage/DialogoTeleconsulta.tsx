import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Casilla } from '../../components/ui/Casilla.tsx';
import { DialogoObligatorio } from '../../components/ui/DialogoObligatorio.tsx';
import { MSG } from '../../messages.ts';

/** SPEC §2 'Iniciar Teleconsulta': image-use consent, not dismissable by closing. */
export function DialogoTeleconsulta({ abierto, onAceptar, onSoloTexto }: { abierto: boolean; onAceptar: () => void; onSoloTexto: () => void }) {
  const [acepta, setAcepta] = useState(false);
  const t = MSG.teleconsultaConsentimiento;
  return (
    <DialogoObligatorio abierto={abierto} titulo={t.titulo}>
      <p className="mb-4 text-slate-700">{t.texto}</p>
      <Casilla id="consentimiento-imagenes" checked={acepta} onChange={setAcepta}>
        {t.casilla}
      </Casilla>
      <div className="mt-5 flex flex-col gap-2">
        <Button disabled={!acepta} onClick={onAceptar}>
          {acepta ? t.aceptar : t.aceptarDeshabilitado}
        </Button>
        <Button variante="secundario" onClick={onSoloTexto}>
          {t.soloTexto}
        </Button>
      </div>
    </DialogoObligatorio>
  );
}
