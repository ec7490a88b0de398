import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { Modal } from './modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * Delete after a confirmation that says what happens to what uses it. A failure stays in
 * the dialog (and as a toast), so she can try again or cancel.
 */
export function ConfirmDeleteDialog({
  title,
  name,
  children,
  onDelete,
  done,
  failed,
  onClose,
}: {
  title: string;
  name: string;
  children: ReactNode;
  onDelete: () => Promise<unknown>;
  /** The success toast. */
  done: string;
  /** The failure text when the server gives none. */
  failed: string;
  onClose: () => void;
}) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    setPending(true);
    try {
      await onDelete();
      toast.success(done);
      onClose();
    } catch (error) {
      const text = apiMessageOr(failed)(error);
      setFailure(text);
      toast.error(text);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('common.deleteConfirm', { name })}
    >
      <div className="space-y-4">
        <div className="text-stone-800">{children}</div>
        <FormAlert message={failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={pending}>
            {pending ? t('common.deleting') : t('common.delete')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
