import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { MSG } from '../../messages.ts';
import { useTeleconsulta } from '../pagos/use-teleconsulta.ts';
import { DialogoTeleconsulta } from '../triage/DialogoTeleconsulta.tsx';

/** SPEC §2 'Nueva Consulta' tab: what the 15 € buy, and the same payment as a result's button, without a triage. */
export function NuevaConsulta() {
  const pago = useTeleconsulta();
  const [ocupado, setOcupado] = useState(false);
  const c = MSG.consultas;
  return (
    <Seccion titulo={c.pestanaNueva}>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {c.nuevaTexto.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <Button
        className="mt-4 w-full sm:w-auto"
        disabled={ocupado}
        onClick={async () => {
          setOcupado(true);
          try {
            await pago.iniciar();
          } finally {
            setOcupado(false);
          }
        }}
      >
        {ocupado ? c.procesando : c.pagar}
      </Button>
      <p className="mt-2 text-sm text-slate-600">{c.notaPago}</p>
      <DialogoTeleconsulta {...pago.dialogo} />
    </Seccion>
  );
}
