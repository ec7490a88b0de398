import { useState } from 'react';
import { toast } from 'sonner';
import {
  adminMessages,
  clientInputSchema,
  PLAN_OPTIONS,
  type CreatedClient,
} from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { Options, RequiredNote, SelectField, TextField } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TemporaryPassword } from '#web/components/ui/temporary-password.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useAllNutritionists, useCreateClient } from '#web/features/admin/api/admin-api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

/**
 * §2.9's Add dialog: name, email, nutritionist (chosen by name) and plan. Editing uses
 * ClientEditDialog, which has every field.
 */
export function ClientDialog({ onClose }: { onClose: () => void }) {
  const nutritionists = useAllNutritionists();
  const save = useCreateClient();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const form = useApiForm(
    clientInputSchema,
    // The plan select starts on its placeholder, which reads as ''.
    { name: '', email: '', nutritionist: '' },
    {
      failureText: apiMessageOr('Failed to add client'),
      onInvalid: () => toast.error(adminMessages.fixErrors),
    },
  );

  const onSubmit = form.submit(async (body) => {
    const result = await save.mutateAsync({ body });
    toast.success('Client created successfully');
    setCreated(result);
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={created ? 'Client created' : 'Add Client'}
    >
      {created ? (
        <TemporaryPassword account={created} onDone={onClose} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <RequiredNote />
          <TextField label="Name" required {...form.field('name')} />
          <TextField label="Email" type="email" required {...form.field('email')} />
          <SelectField label="Nutritionist" required {...form.field('nutritionist')}>
            <option value="">
              {nutritionists.isLoading ? 'Loading…' : 'Select a nutritionist'}
            </option>
            {nutritionists.data?.map((n) => (
              <option key={n.id} value={n.name}>
                {n.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Plan" required {...form.field('plan')}>
            <Options values={PLAN_OPTIONS} placeholder="Select a plan" />
          </SelectField>
          <DialogActions onCancel={onClose} pending={save.isPending} />
        </form>
      )}
    </Modal>
  );
}
