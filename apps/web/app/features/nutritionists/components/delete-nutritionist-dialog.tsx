import { useState } from 'react';
import { toast } from 'sonner';
import { adminMessages } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  useAllNutritionists,
  useDeleteNutritionist,
} from '#web/features/nutritionists/api/nutritionists-api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

interface DeleteNutritionistDialogProps {
  id: number;
  name: string;
  onClose: () => void;
}

/**
 * Confirms a delete. A nutritionist who still has clients cannot simply go: the server
 * says how many, and the dialog then asks who takes them over.
 */
export function DeleteNutritionistDialog({ id, name, onClose }: DeleteNutritionistDialogProps) {
  const deleteNutritionist = useDeleteNutritionist();
  const nutritionists = useAllNutritionists();
  const [blocked, setBlocked] = useState<string | null>(null);
  const [reassignTo, setReassignTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const pending = deleteNutritionist.isPending;

  async function confirm() {
    setFailure(null);
    try {
      await deleteNutritionist.mutateAsync({
        params: { id },
        query: { reassignTo: reassignTo ? Number(reassignTo) : undefined },
      });
      toast.success('Nutritionist deleted successfully');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NUTRITIONIST_HAS_CLIENTS') {
        setBlocked(error.message);
        return;
      }
      setFailure(adminMessages.deleteFailed);
      toast.error(apiMessageOr('Failed to delete')(error));
    }
  }

  const others = nutritionists.data?.filter((n) => n.id !== id) ?? [];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete nutritionist"
      description={`Are you sure you want to delete ${name}? Their login goes with them.`}
    >
      <div className="space-y-4">
        {blocked && (
          <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
            <p className="text-sm text-amber-950">{blocked}</p>
            <SelectField
              label="Move their clients to"
              value={reassignTo}
              onChange={(e) => setReassignTo(e.target.value)}
            >
              <option value="">Select a nutritionist</option>
              {others.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        <FormAlert message={failure} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            disabled={pending || (blocked !== null && !reassignTo)}
          >
            {pending ? 'Deleting...' : blocked ? 'Reassign and delete' : 'Delete'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
