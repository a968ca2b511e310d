/**
 * The report a consultation was closed with (DECISIONS beyond-8): above the
 * closed chat for both sides, and under the entry of the family's history.
 */
import type { InformeCierre } from '../../../shared/consultas.ts';
import { fechaHora } from '../../lib/fechas.ts';
import { descargarPdf } from './api-documentos.ts';
import { BotonDescargarPdf } from './BotonDescargarPdf.tsx';
import { IconoDocumento } from './IconoDocumento.tsx';
import { nombrePdf } from './formulario.ts';
import { TEXTOS_DOCUMENTOS } from './textos.ts';

const descargar = (informe: InformeCierre) => () => descargarPdf(informe.pdf, nombrePdf(TEXTOS_DOCUMENTOS.etiquetaCierre, informe.codigo));

/** Pinned between the consultation's header and its closed chat: seen without scrolling up. */
export function InformeCierreChat({ informe }: { informe: InformeCierre }) {
  const t = TEXTOS_DOCUMENTOS;
  return (
    <section aria-label={t.etiquetaCierre} data-informe-cierre className="flex flex-wrap items-center gap-3 border-b border-teal-200 bg-teal-50 px-4 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white">
        <IconoDocumento tipo="informe" className="size-5" />
      </span>
      {/* Wide enough for its date and code on one line each: on a phone the button goes below, full width. */}
      <div className="min-w-[14rem] flex-1">
        <p className="font-bold text-teal-950">{t.etiquetaCierre}</p>
        <p className="text-sm text-slate-700">
          <time dateTime={informe.created_at}>{t.emitidoEl(fechaHora(informe.created_at))}</time>
        </p>
        <p className="font-mono text-sm text-slate-800 [overflow-wrap:anywhere]">
          <span className="sr-only">{t.codigo}: </span>
          {informe.codigo}
        </p>
      </div>
      <div className="w-full sm:w-auto">
        <BotonDescargarPdf onDescargar={descargar(informe)} nombreAccesible={t.descargarPdfDe(t.etiquetaCierre, informe.codigo)} ancho />
      </div>
    </section>
  );
}

/** One line under a history entry: the report's name and its PDF. */
export function InformeCierreHistorial({ informe }: { informe: InformeCierre }) {
  const t = TEXTOS_DOCUMENTOS;
  return (
    <div data-informe-cierre className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-200 px-3 py-2">
      <div className="flex min-w-[14rem] flex-1 items-center gap-3">
        <IconoDocumento tipo="informe" className="size-5 shrink-0 text-teal-800" />
        <p className="min-w-0 text-sm">
          <span className="block font-semibold text-slate-900">{t.etiquetaCierre}</span>
          <span className="sr-only">{t.codigo}: </span>
          <span className="block font-mono text-slate-600 [overflow-wrap:anywhere]">{informe.codigo}</span>
        </p>
      </div>
      <div className="w-full sm:w-auto">
        <BotonDescargarPdf onDescargar={descargar(informe)} nombreAccesible={t.descargarPdfDe(t.etiquetaCierre, informe.codigo)} ancho />
      </div>
    </div>
  );
}
