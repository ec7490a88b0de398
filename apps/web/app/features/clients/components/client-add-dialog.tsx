import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import {
  clientAddLabels,
  clientAddSchema,
  missingClientFields,
  type CreatedClient,
  type Translate,
} from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { RequiredNote } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { NewAccountModal } from '#web/components/ui/new-account.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useAddClient, useNutritionistChoices } from '#web/features/clients/api/clients-api.ts';
import {
  clientFieldLabels,
  ClientFormFields,
  type ClientFieldName,
} from './client-form-fields.tsx';
import { ClientLanguageField } from './client-language-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { instantFromLocal } from '#web/lib/forms/local-instant.ts';

// The selects (gender, nutritionist, plan) start on their placeholder, which reads as ''.
const blank = {
  name: '',
  email: '',
  phone: '',
  location: '',
  age: '',
  issue: '',
  nextSession: '',
  language: 'en' as const,
};

/** Required by the spec: name, email, phone, age, gender, nutritionist, next session, plan. */
const REQUIRED: readonly ClientFieldName[] = [
  'name',
  'email',
  'phone',
  'age',
  'gender',
  'nId',
  'nextSession',
  'plan',
];

/**
 * The form's summary while it has messages: the spec's sentence naming the fields left
 * empty, in the form's order (each says "<Label> is required" under itself), or the spec's
 * "Please fix the form errors" when none is empty but one is wrong. The shared rule finds
 * the missing ones by their schema labels; each is named here by its label as shown.
 */
function addClientSummary(t: Translate, errors: FieldErrors): string | null {
  const names = Object.keys(clientFieldLabels) as ClientFieldName[];
  if (!names.some((name) => errors[name])) return null;
  const missing = new Set(missingClientFields((name) => errors[name]?.message));
  const fields = names
    .filter((name) => missing.has(clientAddLabels[name]))
    .map((name) => t(clientFieldLabels[name]));
  return fields.length > 0
    ? t('clients.requiredMissingNamed', { fields: fields.join(', ') })
    : t('clients.fixErrors');
}

/** The Clients screen's Add Client: every field of the spec's admin Add Client form. */
export function ClientAddDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const nutritionists = useNutritionistChoices();
  const add = useAddClient();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const form = useApiForm(clientAddSchema, blank, {
    // The picker gives local wall-clock time; the API takes an instant with its offset.
    prepare: (values) => ({
      ...values,
      nextSession: instantFromLocal(values.nextSession),
    }),
    failureText: apiMessageOr(t('clients.addFailed')),
  });
  // Read from the field messages, so it names only what is still missing as she fills it in.
  const summary = addClientSummary(t, form.formState.errors);

  const onSubmit = form.submit(async (body) => {
    setCreated(await add.mutateAsync({ body }));
    toast.success(t('clients.created'));
  });

  return (
    <NewAccountModal
      title={t('clients.addTitle')}
      createdTitle={t('clients.createdTitle')}
      created={created}
      wide
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <RequiredNote className="sm:col-span-2" />
        <ClientFormFields
          field={form.field}
          required={REQUIRED}
          nutritionists={nutritionists.data}
          loadingNutritionists={nutritionists.isLoading}
        />
        <ClientLanguageField {...form.field('language')} />
        <FormAlert message={summary ?? form.failure} className="sm:col-span-2" />
        <DialogActions
          onCancel={onClose}
          pending={add.isPending}
          label={t('clients.addTitle')}
          className="sm:col-span-2"
        />
      </form>
    </NewAccountModal>
  );
}
