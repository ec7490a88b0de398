import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  GENDERS,
  nutritionistClientAddSchema,
  PLAN_OPTIONS,
  type CreatedClient,
} from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Options, SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TemporaryPassword } from '../../../components/ui/temporary-password.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAddOwnClient } from '../api/clients-api.ts';

const fillAll = 'Please fill in all the fields.';

/** §2.13 Add New Client: every field, then 'Generate Credentials' makes her login (D4). */
export function AddClientDialog({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(nutritionistClientAddSchema, {
    name: '',
    age: '',
    email: '',
    phone: '',
    gender: '',
    location: '',
    issue: '',
    plan: '',
    planDescription: '',
  });
  const add = useAddOwnClient();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate((values) => ({
      ...values,
      planDescription: values.plan === 'Custom' ? values.planDescription : undefined,
    }));
    if (!input) {
      const blank = Object.entries(form.values).some(
        ([name, value]) => name !== 'planDescription' && String(value).trim() === '',
      );
      setSummary(blank ? fillAll : null);
      return;
    }
    setSummary(null);
    try {
      setCreated(await add.mutateAsync(input));
      toast.success('Client created successfully');
    } catch (error) {
      if (error instanceof ApiError && form.showServerErrors(error.details)) return;
      toast.error(
        error instanceof ApiError && error.status === 409 ? error.message : 'Failed to add client',
      );
    }
  }

  const field = (name: keyof typeof form.values) => {
    const bound = form.bind(name);
    // Each blank field is marked; the sentence itself shows once, under the form.
    return { ...bound, error: bound.error === fillAll ? 'Required' : bound.error };
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={created ? 'Client created' : 'Add New Client'}
      wide
    >
      {created ? (
        <TemporaryPassword account={created} onDone={onClose} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" autoComplete="off" {...field('name')} />
          <TextField label="Age" type="number" min={2} max={120} {...field('age')} />
          <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
          <TextField label="Phone" type="tel" {...field('phone')} />
          <SelectField label="Gender" {...field('gender')}>
            <Options values={GENDERS} placeholder="Select gender" />
          </SelectField>
          <TextField label="Location" {...field('location')} />
          <TextField label="Issue" {...field('issue')} />
          <SelectField label="Plan" {...field('plan')}>
            <Options values={PLAN_OPTIONS} placeholder="Select a plan" />
          </SelectField>
          {form.values.plan === 'Custom' && (
            <div className="sm:col-span-2">
              <TextField label="Custom plan" {...field('planDescription')} />
            </div>
          )}
          <div className="sm:col-span-2">
            <FormAlert message={summary} />
          </div>
          <DialogActions
            onCancel={onClose}
            pending={add.isPending}
            label="Generate Credentials"
            pendingLabel="Creating..."
            className="sm:col-span-2"
          />
        </form>
      )}
    </Modal>
  );
}
