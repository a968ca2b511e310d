import { FileText, FileType, type LucideProps } from 'lucide-react';

/** A document's icon: Word documents and the rest (PDF, text) told apart at a glance. */
export function IconoArchivo({ tipo, ...props }: { tipo: string | null } & LucideProps) {
  const Icono = tipo === 'application/msword' || tipo === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' ? FileType : FileText;
  return <Icono aria-hidden {...props} />;
}
