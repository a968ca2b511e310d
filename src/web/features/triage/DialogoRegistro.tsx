import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Casilla } from '../../components/ui/Casilla.tsx';
import { DialogoObligatorio } from '../../components/ui/DialogoObligatorio.tsx';
import { MSG } from '../../messages.ts';

/** SPEC §2 'Crear Cuenta y Guardar Datos': three required consents. */
export function DialogoRegistro({ abierto, onAceptar, onRechazar }: { abierto: boolean; onAceptar: () => void; onRechazar: () => void }) {
  const [terminos, setTerminos] = useState(false);
  const [privacidad, setPrivacidad] = useState(false);
  const [salud, setSalud] = useState(false);
  const completo = terminos && privacidad && salud;
  const t = MSG.registro;
  const enlace = 'font-semibold text-teal-800 underline';
  return (
    <DialogoObligatorio abierto={abierto} titulo={t.dialogoTitulo}>
      <p className="mb-4 text-sm text-slate-700">{t.dialogoIntro}</p>
      <div className="space-y-3">
        <Casilla id="registro-terminos" checked={terminos} onChange={setTerminos}>
          {t.terminosAntes}
          <a href="/terminos" target="_blank" rel="noopener" className={enlace}>
            {t.terminosEnlace}
          </a>
        </Casilla>
        <Casilla id="registro-privacidad" checked={privacidad} onChange={setPrivacidad}>
          {t.privacidadAntes}
          <a href="/privacidad" target="_blank" rel="noopener" className={enlace}>
            {t.privacidadEnlace}
          </a>
        </Casilla>
        <Casilla id="registro-salud" checked={salud} onChange={setSalud}>
          {t.salud}
        </Casilla>
      </div>
      <div className="mt-5 flex flex-col gap-2">
        <Button disabled={!completo} onClick={onAceptar}>
          {completo ? t.aceptar : t.aceptarDeshabilitado}
        </Button>
        <Button variante="secundario" onClick={onRechazar}>
          {t.continuarSinGuardar}
        </Button>
      </div>
    </DialogoObligatorio>
  );
}
