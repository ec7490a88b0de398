import { useState } from 'react';
import { toast } from 'sonner';
import {
  adminMessages,
  clientInputSchema,
  PLAN_OPTIONS,
  type CreatedClient,
} from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { Options, SelectField } from '#web/components/ui/field.tsx';
import { AccountFields, NewAccountModal } from '#web/components/ui/new-account.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useNutritionistChoices, useCreateClient } from '#web/features/clients/api/clients-api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

/**
 * The admin dashboard's Add dialog: name, email, nutritionist (chosen by name) and plan.
 * Editing uses ClientEditDialog, which has every field.
 */
export function ClientDialog({ onClose }: { onClose: () => void }) {
  const nutritionists = useNutritionistChoices();
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
    <NewAccountModal
      title="Add Client"
      createdTitle="Client created"
      created={created}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AccountFields field={form.field} />
        <SelectField label="Nutritionist" required {...form.field('nutritionist')}>
          <option value="">{nutritionists.isLoading ? 'Loading…' : 'Select a nutritionist'}</option>
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
    </NewAccountModal>
  );
}
