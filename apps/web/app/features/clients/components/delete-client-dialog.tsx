import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import type { ClientDialogProps } from '#web/components/ui/dialog-props.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useMessages, useT } from '#web/lib/i18n/i18n.tsx';
import { sayRich } from '#web/lib/i18n/island-texts.tsx';
import { useDeleteClient, useDeleteOwnClient } from '#web/features/clients/api/clients-api.ts';

/** Asks before a client is deleted, saying in `children` what goes with her. */
function ConfirmDelete({
  description,
  children,
  failure,
  pending,
  label,
  onConfirm,
  onClose,
}: {
  description: string;
  children: ReactNode;
  failure: string | null;
  pending: boolean;
  label: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('clients.deleteTitle')}
      description={description}
    >
      <div className="space-y-4">
        <p className="text-stone-800">{children}</p>
        <FormAlert message={failure} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('clients.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? t('clients.deleting') : label}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** The admin's Delete on a client: her login and every record of hers go with her. */
export function DeleteClientDialog({
  id,
  name,
  onClose,
}: {
  id: number;
  name: string;
  onClose: () => void;
}) {
  const t = useT();
  const messages = useMessages();
  const remove = useDeleteClient();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await remove.mutateAsync({ params: { id } });
      toast.success(t('clients.deleted'));
      onClose();
    } catch (error) {
      setFailure(t('clients.deleteFailed'));
      toast.error(apiMessageOr(t('clients.deleteFailedShort'))(error));
    }
  }

  return (
    <ConfirmDelete
      description={t('clients.deleteQuestion')}
      failure={failure}
      pending={remove.isPending}
      label={t('clients.delete')}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {/* The name sits where each language puts it in the sentence. */}
      {sayRich(messages, 'clients.deleteWhat', { name: <strong>{name}</strong> })}
    </ConfirmDelete>
  );
}

/** My Clients' Delete User: permanent, so she confirms knowing what goes with it. */
export function DeleteOwnClientDialog({ client, onClose }: Omit<ClientDialogProps, 'me'>) {
  const t = useT();
  const messages = useMessages();
  const remove = useDeleteOwnClient();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await remove.mutateAsync({ body: { cId: client.id, email: client.email } });
      toast.success(t('clients.deleted'));
      onClose();
    } catch {
      setFailure(t('clients.deleteOwnFailed'));
      toast.error(t('clients.deleteOwnFailed'));
    }
  }

  return (
    <ConfirmDelete
      description={t('clients.deleteOwnQuestion', { name: client.name })}
      failure={failure}
      pending={remove.isPending}
      label={t('clients.deletePermanently')}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {sayRich(messages, 'clients.deleteOwnWhat', {
        name: <strong>{client.name}</strong>,
        email: client.email,
      })}
    </ConfirmDelete>
  );
}
