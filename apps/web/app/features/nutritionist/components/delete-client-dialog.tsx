import { useState } from 'react';
import { toast } from 'sonner';
import { nutritionistMessages } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useDeleteOwnClient } from '#web/features/nutritionist/api/clients-api.ts';
import type { ClientDialogProps } from './dialog-props.ts';

/** §2.13 Delete User: permanent, so she confirms knowing what goes with it. */
export function DeleteClientDialog({ client, onClose }: Omit<ClientDialogProps, 'me'>) {
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
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete client"
      description={`Are you sure you want to delete ${client.name}?`}
    >
      <div className="space-y-4">
        <p className="text-stone-800">
          This permanently deletes <strong>{client.name}</strong> ({client.email}), their login and
          all their records: sessions, progress, meal plans, goals, assessments and messages. It
          cannot be undone.
        </p>
        <FormAlert message={failure} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete permanently'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
