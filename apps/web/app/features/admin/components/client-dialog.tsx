import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  adminMessages,
  clientInputSchema,
  PLAN_OPTIONS,
  type CreatedClient,
} from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Options, SelectField, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAllNutritionists, useCreateClient } from '../api/admin-api.ts';
import { TemporaryPassword } from '../../../components/ui/temporary-password.tsx';

/**
 * §2.9's Add dialog: name, email, nutritionist (chosen by name) and plan. Editing uses
 * ClientEditDialog, which has every field.
 */
export function ClientDialog({ onClose }: { onClose: () => void }) {
  const nutritionists = useAllNutritionists();
  const form = useSchemaForm(clientInputSchema, {
    name: '',
    email: '',
    nutritionist: '',
    plan: '',
  });
  const save = useCreateClient();
  const [created, setCreated] = useState<CreatedClient | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      toast.error(adminMessages.fixErrors);
      return;
    }
    try {
      const result = await save.mutateAsync(input);
      toast.success('Client created successfully');
      setCreated(result as CreatedClient);
    } catch (error) {
      if (error instanceof ApiError && form.showServerErrors(error.details)) return;
      toast.error(error instanceof ApiError ? error.message : 'Failed to add client');
    }
  }

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
          <TextField
            label="Name"
            value={form.values.name}
            onChange={(e) => form.set('name', e.target.value)}
            error={form.errors.name}
          />
          <TextField
            label="Email"
            type="email"
            value={form.values.email}
            onChange={(e) => form.set('email', e.target.value)}
            error={form.errors.email}
          />
          <SelectField
            label="Nutritionist"
            value={form.values.nutritionist}
            onChange={(e) => form.set('nutritionist', e.target.value)}
            error={form.errors.nutritionist}
          >
            <option value="">
              {nutritionists.isLoading ? 'Loading…' : 'Select a nutritionist'}
            </option>
            {nutritionists.data?.map((n) => (
              <option key={n.id} value={n.name}>
                {n.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Plan"
            value={form.values.plan}
            onChange={(e) => form.set('plan', e.target.value)}
            error={form.errors.plan}
          >
            <Options values={PLAN_OPTIONS} placeholder="Select a plan" />
          </SelectField>
          <DialogActions onCancel={onClose} pending={save.isPending} />
        </form>
      )}
    </Modal>
  );
}
