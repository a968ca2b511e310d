/**
 * The consultation's 'Documentos' (issue 12): a button in the consultation's
 * header, shown once there is a document, opening the list of every
 * prescription, certificate and report with its date, code and PDF.
 */
import { useQuery } from '@tanstack/react-query';
import { FolderOpen, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DocumentoEmitido } from '../../../shared/documentos.ts';
import { fechaHora } from '../../lib/fechas.ts';
import { apiDocumentos, claveDocumentos, descargarPdf } from './api-documentos.ts';
import { BotonDescargarPdf } from './BotonDescargarPdf.tsx';
import { etiquetaDocumento, nombrePdf } from './formulario.ts';
import { IconoDocumento } from './IconoDocumento.tsx';
import { TEXTOS_DOCUMENTOS } from './textos.ts';

/** The list, fetched while the consultation can hold documents (accepted or closed). */
export function useDocumentos(consultaId: string, habilitado: boolean) {
  return useQuery({ queryKey: claveDocumentos(consultaId), queryFn: () => apiDocumentos.lista(consultaId), enabled: habilitado, retry: 1 });
}

function FilaDocumento({ documento }: { documento: DocumentoEmitido }) {
  const t = TEXTOS_DOCUMENTOS;
  const etiqueta = etiquetaDocumento(documento);
  return (
    <li data-documento-id={documento.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
          <IconoDocumento tipo={documento.tipo} className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{etiqueta}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={documento.created_at}>{t.emitidoEl(fechaHora(documento.created_at))}</time> {t.por(documento.emisor.nombre)}
          </p>
          <p className="font-mono text-sm text-slate-800 [overflow-wrap:anywhere]">
            <span className="sr-only">{t.codigo}: </span>
            {documento.codigo}
          </p>
        </div>
      </div>
      <BotonDescargarPdf onDescargar={() => descargarPdf(documento.pdf, nombrePdf(etiqueta, documento.codigo))} nombreAccesible={t.descargarPdfDe(etiqueta, documento.codigo)} />
    </li>
  );
}

export function ListaDocumentos({ consultaId, habilitado }: { consultaId: string; habilitado: boolean }) {
  const t = TEXTOS_DOCUMENTOS;
  const [abierta, setAbierta] = useState(false);
  const documentos = useDocumentos(consultaId, habilitado);
  const cuantos = documentos.data?.length ?? 0;
  if (!habilitado || cuantos === 0) return null;
  return (
    <Dialog.Root open={abierta} onOpenChange={setAbierta}>
      <Dialog.Trigger className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600">
        <FolderOpen aria-hidden className="size-4" />
        {t.documentosCuantos(cuantos)}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[92dvh] max-w-xl -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl">
          <div className="flex items-center gap-3 border-b border-slate-200 p-4">
            <Dialog.Title className="min-w-0 flex-1 text-xl font-bold text-slate-900">{t.documentosTitulo}</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600">
              <X aria-hidden className="size-5" />
              {t.cerrar}
            </Dialog.Close>
          </div>
          <div className="space-y-3 overflow-y-auto p-4">
            <Dialog.Description className="text-sm text-slate-700">
              {t.documentosExplicacion}{' '}
              <Link to="/verificar" target="_blank" rel="noopener" className="font-semibold text-teal-800 underline underline-offset-2">
                /verificar
              </Link>
              .
            </Dialog.Description>
            {documentos.isError ? <p className="text-red-800">{t.documentosError}</p> : null}
            <ul className="space-y-2">
              {(documentos.data ?? []).map((d) => (
                <FilaDocumento key={d.id} documento={d} />
              ))}
            </ul>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
