import { useState } from 'react';
import { toast } from 'sonner';
import { clientInputSchema, PLAN_OPTIONS, type CreatedClient } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { Options, SelectField } from '#web/components/ui/field.tsx';
import { AccountFields, NewAccountModal } from '#web/components/ui/new-account.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useNutritionistChoices, useCreateClient } from '#web/features/clients/api/clients-api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { ClientLanguageField } from './client-language-field.tsx';

/**
 * The admin dashboard's Add dialog: name, email, nutritionist (chosen by name) and plan.
 * Editing uses ClientEditDialog, which has every field.
 */
export function ClientDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const nutritionists = useNutritionistChoices();
  const save = useCreateClient();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const form = useApiForm(
    clientInputSchema,
    // The plan select starts on its placeholder, which reads as ''.
    { name: '', email: '', nutritionist: '', language: 'en' },
    {
      failureText: apiMessageOr(t('clients.addFailed')),
      onInvalid: () => toast.error(t('clients.fixErrors')),
    },
  );

  const onSubmit = form.submit(async (body) => {
    const result = await save.mutateAsync({ body });
    toast.success(t('clients.created'));
    setCreated(result);
  });

  return (
    <NewAccountModal
      title={t('clients.addTitle')}
      createdTitle={t('clients.createdTitle')}
      created={created}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AccountFields field={form.field} />
        <SelectField
          label={t('clients.field.nutritionist')}
          required
          {...form.field('nutritionist')}
        >
          <option value="">
            {nutritionists.isLoading ? t('clients.loadingShort') : t('clients.selectNutritionist')}
          </option>
          {nutritionists.data?.map((n) => (
            <option key={n.id} value={n.name}>
              {n.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('clients.field.plan')} required {...form.field('plan')}>
          <Options values={PLAN_OPTIONS} placeholder={t('clients.selectPlan')} />
        </SelectField>
        <ClientLanguageField {...form.field('language')} />
        <DialogActions onCancel={onClose} pending={save.isPending} />
      </form>
    </NewAccountModal>
  );
}
