import { useState } from 'react';
import { toast } from 'sonner';
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
import { useT } from '#web/lib/i18n/i18n.tsx';

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
  const t = useT();
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
      toast.success(t('admin.nutritionists.deleted'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NUTRITIONIST_HAS_CLIENTS') {
        setBlocked(error.message);
        return;
      }
      setFailure(t('admin.nutritionists.deleteFailed'));
      toast.error(apiMessageOr(t('admin.nutritionists.deleteFailedShort'))(error));
    }
  }

  const others = nutritionists.data?.filter((n) => n.id !== id) ?? [];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.nutritionists.deleteTitle')}
      description={t('admin.nutritionists.deleteConfirm', { name })}
    >
      <div className="space-y-4">
        {blocked && (
          <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
            <p className="text-sm text-amber-950">{blocked}</p>
            <SelectField
              label={t('admin.nutritionists.moveClients')}
              value={reassignTo}
              onChange={(e) => setReassignTo(e.target.value)}
            >
              <option value="">{t('admin.nutritionists.select')}</option>
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
            {t('admin.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            disabled={pending || (blocked !== null && !reassignTo)}
          >
            {pending
              ? t('admin.nutritionists.deleting')
              : blocked
                ? t('admin.nutritionists.reassignAndDelete')
                : t('admin.nutritionists.delete')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
