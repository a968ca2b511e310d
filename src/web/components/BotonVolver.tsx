import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MSG } from '../messages.ts';
import { Button } from './ui/Button.tsx';

/** SPEC §2 'back' on the legal and rights pages: one step back in history, or home when there is none. */
export function BotonVolver({ conTexto = true }: { conTexto?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button variante="fantasma" aria-label={conTexto ? undefined : MSG.enPreparacion.volver} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
      <ArrowLeft aria-hidden className="size-5" /> {conTexto ? MSG.enPreparacion.volver : null}
    </Button>
  );
}
