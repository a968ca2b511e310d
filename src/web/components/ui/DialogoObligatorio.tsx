import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A modal that cannot be dismissed by Escape or by clicking outside: the
 * person must answer with one of its buttons (SPEC §2 dialogs).
 */
export function DialogoObligatorio({ abierto, titulo, children }: { abierto: boolean; titulo: string; children: ReactNode }) {
  return (
    <AlertDialog.Root open={abierto}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <AlertDialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          aria-describedby={undefined}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[92dvh] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
        >
          <AlertDialog.Title className="mb-3 text-xl font-bold text-slate-900">{titulo}</AlertDialog.Title>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
