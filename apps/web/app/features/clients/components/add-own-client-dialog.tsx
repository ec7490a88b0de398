import { useState } from 'react';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import {
  GENDERS,
  nutritionistClientAddSchema,
  nutritionistMessages,
  PLAN_OPTIONS,
  type CreatedClient,
} from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { Options, SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { NewAccountModal } from '#web/components/ui/new-account.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useAddOwnClient } from '#web/features/clients/api/clients-api.ts';

const fillAll = nutritionistMessages.fillAllFields;
type FieldName = Path<z.input<typeof nutritionistClientAddSchema>>;

/**
 * My Clients' Add New Client: every field, then 'Generate Credentials' makes her login with a
 * temporary password (docs/product.md, "Temporary passwords").
 */
export function AddOwnClientDialog({ onClose }: { onClose: () => void }) {
  const add = useAddOwnClient();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const form = useApiForm(
    nutritionistClientAddSchema,
    { name: '', age: '', email: '', phone: '', location: '', issue: '', planDescription: '' },
    {
      // The custom plan's text goes only with the Custom plan.
      prepare: (values) => ({
        ...values,
        planDescription: values.plan === 'Custom' ? values.planDescription : undefined,
      }),
      // A taken email (409) is said as the server says it; any other failure generally.
      failureText: (error) =>
        error instanceof ApiError && error.status === 409
          ? error.message
          : nutritionistMessages.addClientFailed,
    },
  );
  const { errors } = form.formState;
  const blank = Object.values(errors).some((error) => error?.message === fillAll);

  const onSubmit = form.submit(async (body) => {
    setCreated(await add.mutateAsync({ body }));
    toast.success('Client created successfully');
  });

  const field = (name: FieldName) => {
    const bound = form.field(name);
    // Each blank field is marked; the sentence itself shows once, under the form.
    return { ...bound, error: bound.error === fillAll ? 'Required' : bound.error };
  };

  return (
    <NewAccountModal
      title="Add New Client"
      createdTitle="Client created"
      created={created}
      wide
      onClose={onClose}
    >
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
        {form.watch('plan') === 'Custom' && (
          <div className="sm:col-span-2">
            <TextField label="Custom plan" {...field('planDescription')} />
          </div>
        )}
        <div className="sm:col-span-2">
          <FormAlert message={blank ? fillAll : null} />
        </div>
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label="Generate Credentials"
          pendingLabel="Creating..."
          className="sm:col-span-2"
        />
      </form>
    </NewAccountModal>
  );
}
