import { toast } from 'sonner';
import { CLIENT_STATUSES, clientUpdateSchema, type ClientRecord } from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { RequiredNote, TextField } from '#web/components/ui/field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { toLocalInput } from '#web/lib/format.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useNutritionistChoices, useUpdateClient } from '#web/features/clients/api/clients-api.ts';
import { ClientFormFields } from './client-form-fields.tsx';
import { StatusField } from '#web/components/ui/status-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { instantFromLocal } from '#web/lib/forms/local-instant.ts';

/** Edit Client: every field of the Add Client form, prefilled, plus the plan text and status. */
export function ClientEditDialog({
  record,
  onClose,
}: {
  record: ClientRecord;
  onClose: () => void;
}) {
  const t = useT();
  const nutritionists = useNutritionistChoices();
  const save = useUpdateClient();
  const form = useApiForm(
    clientUpdateSchema,
    {
      name: record.name,
      email: record.email,
      phone: record.phone ?? '',
      location: record.location ?? '',
      age: record.age === null ? '' : String(record.age),
      gender: record.gender ?? undefined,
      nId: record.nId === null ? '' : String(record.nId),
      nextSession: record.nextSession ? toLocalInput(record.nextSession) : '',
      plan: record.plan ?? undefined,
      planDescription: record.planDescription ?? '',
      issue: record.issue ?? '',
      status: record.status,
    },
    {
      // An unassigned client or one without a plan stays so: an empty choice is left out.
      prepare: (values) => ({
        ...values,
        nId: values.nId || undefined,
        plan: values.plan || undefined,
        nextSession: instantFromLocal(values.nextSession),
      }),
      failureText: apiMessageOr(t('clients.saveFailed')),
      onInvalid: () => toast.error(t('clients.fixErrors')),
    },
  );

  const onSubmit = form.submit(async (body) => {
    await save.mutateAsync({ params: { id: record.id }, body });
    toast.success(t('clients.updated'));
    onClose();
  });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('clients.editTitle')} wide>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <RequiredNote className="sm:col-span-2" />
        <ClientFormFields
          field={form.field}
          required={['name', 'email']}
          nutritionists={nutritionists.data}
          loadingNutritionists={nutritionists.isLoading}
        />
        {form.watch('plan') === 'Custom' && (
          <TextField label={t('clients.customPlan')} {...form.field('planDescription')} />
        )}
        <StatusField statuses={CLIENT_STATUSES} {...form.field('status')} />
        <DialogActions
          onCancel={onClose}
          pending={save.isPending}
          label={t('clients.saveChanges')}
          className="sm:col-span-2"
        />
      </form>
    </Modal>
  );
}
