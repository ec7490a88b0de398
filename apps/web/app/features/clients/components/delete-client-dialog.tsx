import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { adminMessages, nutritionistMessages } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import type { ClientDialogProps } from '#web/components/ui/dialog-props.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
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
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete client"
      description={description}
    >
      <div className="space-y-4">
        <p className="text-stone-800">{children}</p>
        <FormAlert message={failure} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting...' : label}
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
  const remove = useDeleteClient();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await remove.mutateAsync({ params: { id } });
      toast.success('Client deleted successfully');
      onClose();
    } catch (error) {
      setFailure(adminMessages.deleteFailed);
      toast.error(apiMessageOr('Failed to delete')(error));
    }
  }

  return (
    <ConfirmDelete
      description="Are you sure you want to delete this client?"
      failure={failure}
      pending={remove.isPending}
      label="Delete"
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <strong>{name}</strong>, their login and all their records (sessions, progress, meal plans,
      goals, messages) will be removed. This cannot be undone.
    </ConfirmDelete>
  );
}

/** My Clients' Delete User: permanent, so she confirms knowing what goes with it. */
export function DeleteOwnClientDialog({ client, onClose }: Omit<ClientDialogProps, 'me'>) {
  const remove = useDeleteOwnClient();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await remove.mutateAsync({ body: { cId: client.id, email: client.email } });
      toast.success('Client deleted successfully');
      onClose();
    } catch {
      setFailure(nutritionistMessages.deleteFailed);
      toast.error(nutritionistMessages.deleteFailed);
    }
  }

  return (
    <ConfirmDelete
      description={`Are you sure you want to delete ${client.name}?`}
      failure={failure}
      pending={remove.isPending}
      label="Delete permanently"
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      This permanently deletes <strong>{client.name}</strong> ({client.email}), their login and all
      their records: sessions, progress, meal plans, goals, assessments and messages. It cannot be
      undone.
    </ConfirmDelete>
  );
}
