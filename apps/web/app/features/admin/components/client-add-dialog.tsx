import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  adminMessages,
  clientAddSchema,
  GENDERS,
  PLAN_OPTIONS,
  type CreatedClient,
} from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Options, SelectField, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAddClient, useAllNutritionists } from '../api/admin-api.ts';
import { TemporaryPassword } from '../../../components/ui/temporary-password.tsx';

/** §2.11's Add Client: every field of §5 "Admin Add Client". */
export function ClientAddDialog({ onClose }: { onClose: () => void }) {
  const nutritionists = useAllNutritionists();
  const form = useSchemaForm(clientAddSchema, {
    name: '',
    email: '',
    phone: '',
    location: '',
    age: '',
    gender: '',
    nId: '',
    issue: '',
    nextSession: '',
    plan: '',
  });
  const add = useAddClient();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The picker gives local wall-clock time; the API takes an instant with its offset.
    const input = form.validate((values) => ({
      ...values,
      nextSession: values.nextSession ? new Date(values.nextSession).toISOString() : '',
    }));
    if (!input) {
      setSummary(adminMessages.requiredMissing);
      return;
    }
    setSummary(null);
    try {
      setCreated(await add.mutateAsync(input));
      toast.success('Client created successfully');
    } catch (error) {
      if (error instanceof ApiError && form.showServerErrors(error.details)) return;
      toast.error(error instanceof ApiError ? error.message : 'Failed to add client');
    }
  }

  const field = form.bind;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={created ? 'Client created' : 'Add Client'}
      wide
    >
      {created ? (
        <TemporaryPassword account={created} onDone={onClose} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" {...field('name')} />
          <TextField label="Email" type="email" {...field('email')} />
          <TextField label="Phone" type="tel" {...field('phone')} />
          <TextField label="Address" {...field('location')} />
          <TextField label="Age" type="number" min={2} max={120} {...field('age')} />
          <SelectField label="Gender" {...field('gender')}>
            <Options values={GENDERS} placeholder="Select gender" />
          </SelectField>
          <SelectField label="Nutritionist" {...field('nId')}>
            <option value="">
              {nutritionists.isLoading ? 'Loading…' : 'Select a nutritionist'}
            </option>
            {nutritionists.data?.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </SelectField>
          <TextField label="Next session" type="datetime-local" {...field('nextSession')} />
          <SelectField label="Plan" {...field('plan')}>
            <Options values={PLAN_OPTIONS} placeholder="Select a plan" />
          </SelectField>
          <TextField label="Issue" {...field('issue')} />
          {summary && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {summary}
            </p>
          )}
          <DialogActions
            onCancel={onClose}
            pending={add.isPending}
            label="Add Client"
            className="sm:col-span-2"
          />
        </form>
      )}
    </Modal>
  );
}
