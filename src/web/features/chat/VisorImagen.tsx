import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { MSG } from '../../messages.ts';

/** A photo at full size over the page: Escape or 'Cerrar' return to the chat, focus goes back to the thumbnail. */
export function VisorImagen({ abierto, onCambiar, src, nombre }: { abierto: boolean; onCambiar: (abierto: boolean) => void; src: string; nombre: string }) {
  return (
    <Dialog.Root open={abierto} onOpenChange={onCambiar}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/90" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-0 z-50 flex flex-col gap-3 p-3 focus:outline-none sm:p-6">
          <div className="flex items-center gap-3">
            <Dialog.Title className="min-w-0 flex-1 truncate font-semibold text-white">{nombre}</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-400">
              <X aria-hidden className="size-5" />
              {MSG.chat.cerrarImagen}
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center">
            <img src={src} alt={nombre} className="max-h-full max-w-full rounded-lg object-contain" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
