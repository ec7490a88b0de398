import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/**
 * The one dialog of the app: focus trapped, Escape and the close button dismiss it.
 * Its content is portalled to <body>, but React still bubbles synthetic events along
 * the component tree: a form inside the dialog would submit any form the dialog is
 * rendered in. The content stops submit events so a dialog never submits its parent.
 *
 * The caller names its close button: `Modal` (modal.tsx) with the catalogue's word, a
 * public page's island with its own texts — so the island's script carries no catalogue
 * (decision 029, the pay dialog).
 */
export function ModalFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  closeLabel,
}: ModalProps & { closeLabel: string }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ${wide ? 'max-w-2xl' : 'max-w-md'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onSubmit={(event) => event.stopPropagation()}
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-stone-900">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-1 text-stone-700">{description}</Dialog.Description>
          )}
          <div className="mt-5">{children}</div>
          <Dialog.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
          >
            <X aria-hidden size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
