import { Button } from '../../components/ui/Button.tsx';
import { DialogoObligatorio } from '../../components/ui/DialogoObligatorio.tsx';
import { TEXTOS_DOCUMENTOS } from './textos.ts';

/** 'Cerrar consulta' first offers the closing report (written and closed in one step), or closing without one. */
export function DialogoCerrar({
  abierto,
  onConInforme,
  onSinInforme,
  onVolver,
}: {
  abierto: boolean;
  onConInforme: () => void;
  onSinInforme: () => void;
  onVolver: () => void;
}) {
  const t = TEXTOS_DOCUMENTOS;
  return (
    <DialogoObligatorio abierto={abierto} titulo={t.cerrarTitulo}>
      <p className="text-slate-700">{t.cerrarTexto}</p>
      <div className="mt-5 flex flex-col gap-2">
        <Button onClick={onConInforme}>{t.cerrarConInforme}</Button>
        <Button variante="secundario" onClick={onSinInforme}>
          {t.cerrarSinInforme}
        </Button>
        <Button variante="fantasma" onClick={onVolver}>
          {t.volverAlChat}
        </Button>
      </div>
    </DialogoObligatorio>
  );
}
