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
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useAddOwnClient } from '#web/features/clients/api/clients-api.ts';
import { ClientLanguageField } from './client-language-field.tsx';

// The schema's message for a blank field: compared, never shown (the form says its own).
const fillAll = nutritionistMessages.fillAllFields;
type FieldName = Path<z.input<typeof nutritionistClientAddSchema>>;

/**
 * My Clients' Add New Client: every field, then 'Generate Credentials' makes her login with a
 * temporary password (docs/product.md, "Temporary passwords").
 */
export function AddOwnClientDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const add = useAddOwnClient();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const form = useApiForm(
    nutritionistClientAddSchema,
    {
      name: '',
      age: '',
      email: '',
      phone: '',
      location: '',
      issue: '',
      planDescription: '',
      language: 'en',
    },
    {
      // The custom plan's text goes only with the Custom plan.
      prepare: (values) => ({
        ...values,
        planDescription: values.plan === 'Custom' ? values.planDescription : undefined,
      }),
      // A taken email (409) is said as the server says it; any other failure generally.
      failureText: (error) =>
        error instanceof ApiError && error.status === 409 ? error.message : t('clients.addFailed'),
    },
  );
  const { errors } = form.formState;
  const blank = Object.values(errors).some((error) => error?.message === fillAll);

  const onSubmit = form.submit(async (body) => {
    setCreated(await add.mutateAsync({ body }));
    toast.success(t('clients.created'));
  });

  const field = (name: FieldName) => {
    const bound = form.field(name);
    // Each blank field is marked; the sentence itself shows once, under the form.
    return { ...bound, error: bound.error === fillAll ? t('clients.required') : bound.error };
  };

  return (
    <NewAccountModal
      title={t('clients.addNewTitle')}
      createdTitle={t('clients.createdTitle')}
      created={created}
      wide
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('clients.field.name')} autoComplete="off" {...field('name')} />
        <TextField
          label={t('clients.field.age')}
          type="number"
          min={2}
          max={120}
          {...field('age')}
        />
        <TextField
          label={t('clients.field.email')}
          type="email"
          autoComplete="off"
          {...field('email')}
        />
        <TextField label={t('clients.field.phone')} type="tel" {...field('phone')} />
        <SelectField label={t('clients.field.gender')} {...field('gender')}>
          <Options values={GENDERS} placeholder={t('clients.selectGender')} />
        </SelectField>
        <TextField label={t('clients.field.locationOwn')} {...field('location')} />
        <TextField label={t('clients.field.issue')} {...field('issue')} />
        <SelectField label={t('clients.field.plan')} {...field('plan')}>
          <Options values={PLAN_OPTIONS} placeholder={t('clients.selectPlan')} />
        </SelectField>
        {form.watch('plan') === 'Custom' && (
          <div className="sm:col-span-2">
            <TextField label={t('clients.customPlan')} {...field('planDescription')} />
          </div>
        )}
        <ClientLanguageField {...form.field('language')} />
        <div className="sm:col-span-2">
          <FormAlert message={blank ? t('clients.fillAllFields') : null} />
        </div>
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={t('clients.generateCredentials')}
          pendingLabel={t('clients.creating')}
          className="sm:col-span-2"
        />
      </form>
    </NewAccountModal>
  );
}
