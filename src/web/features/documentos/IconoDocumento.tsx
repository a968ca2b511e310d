import { ClipboardList, FileCheck, Pill, type LucideProps } from 'lucide-react';
import type { TipoDocumento } from '../../../shared/documentos.ts';

const ICONOS = { receta: Pill, justificante: FileCheck, informe: ClipboardList } as const;

/** Each kind of document told apart at a glance. */
export function IconoDocumento({ tipo, ...props }: { tipo: TipoDocumento } & LucideProps) {
  const Icono = ICONOS[tipo];
  return <Icono aria-hidden {...props} />;
}
