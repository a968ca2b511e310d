import type { TipoDocumento } from '../../../shared/documentos.ts';
import { BotonDescargarPdf } from './BotonDescargarPdf.tsx';
import { IconoDocumento } from './IconoDocumento.tsx';
import { TEXTOS_DOCUMENTOS } from './textos.ts';

interface Props {
  readonly tipo: TipoDocumento;
  /** 'Receta', 'Justificante', 'Informe' or 'Informe de cierre'. */
  readonly etiqueta: string;
  readonly codigo: string;
  readonly onDescargar: () => Promise<void>;
}

/**
 * A clinical document in the chat: its kind, its verification code and the
 * PDF. No preview: the app's files are served sandboxed, and the PDF is the
 * document.
 */
export function TarjetaDocumento({ tipo, etiqueta, codigo, onDescargar }: Props) {
  const t = TEXTOS_DOCUMENTOS;
  return (
    <div data-documento={tipo} className="w-72 max-w-full space-y-3">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white">
          <IconoDocumento tipo={tipo} className="size-6" />
        </span>
        <p className="min-w-0 text-lg font-bold text-teal-950">{etiqueta}</p>
      </div>
      <div>
        <p className="text-xs font-semibold text-slate-600">{t.codigo}</p>
        <p className="font-mono text-sm tracking-wide text-slate-900 [overflow-wrap:anywhere]">{codigo}</p>
      </div>
      <BotonDescargarPdf onDescargar={onDescargar} nombreAccesible={t.descargarPdfDe(etiqueta, codigo)} ancho />
    </div>
  );
}
