import { useState } from 'react';
import { toast } from 'sonner';
import { adminMessages } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useDeleteClient } from '#web/features/clients/api/clients-api.ts';

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
  const deleteClient = useDeleteClient();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await deleteClient.mutateAsync({ params: { id } });
      toast.success('Client deleted successfully');
      onClose();
    } catch (error) {
      setFailure(adminMessages.deleteFailed);
      toast.error(apiMessageOr('Failed to delete')(error));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete client"
      description="Are you sure you want to delete this client?"
    >
      <div className="space-y-4">
        <p className="text-stone-800">
          <strong>{name}</strong>, their login and all their records (sessions, progress, meal
          plans, goals, messages) will be removed. This cannot be undone.
        </p>
        <FormAlert message={failure} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={deleteClient.isPending}>
            {deleteClient.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
