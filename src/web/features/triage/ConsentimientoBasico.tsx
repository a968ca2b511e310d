import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Casilla } from '../../components/ui/Casilla.tsx';
import { DialogoObligatorio } from '../../components/ui/DialogoObligatorio.tsx';
import { CLAVES, guardarConsentimiento, tieneConsentimiento } from '../../lib/local-flags.ts';
import { VERSION_TEXTOS } from '../../../shared/consentimientos-textos.ts';
import { MSG } from '../../messages.ts';

/** SPEC §4 basic consent gate: undismissable until both boxes are ticked. */
export function ConsentimientoBasico() {
  const [abierto, setAbierto] = useState(() => !tieneConsentimiento(CLAVES.consentimientoBasico));
  const [terminos, setTerminos] = useState(false);
  const [datos, setDatos] = useState(false);
  const aceptar = () => {
    guardarConsentimiento(CLAVES.consentimientoBasico, CLAVES.consentimientoBasicoFecha, VERSION_TEXTOS.basico);
    setAbierto(false);
  };
  const t = MSG.consentimientoBasico;
  return (
    <DialogoObligatorio abierto={abierto} titulo={t.titulo}>
      <p className="mb-4 text-slate-700">{t.intro}</p>
      <div className="space-y-3">
        <Casilla id="consentimiento-terminos" checked={terminos} onChange={setTerminos}>
          {t.terminos}
        </Casilla>
        <Casilla id="consentimiento-datos" checked={datos} onChange={setDatos}>
          {t.datos}
        </Casilla>
      </div>
      <Button className="mt-5 w-full" disabled={!(terminos && datos)} onClick={aceptar}>
        {t.continuar}
      </Button>
    </DialogoObligatorio>
  );
}
