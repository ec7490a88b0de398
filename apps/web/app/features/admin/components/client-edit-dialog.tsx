import type { FormEvent } from 'react';
import { toast } from 'sonner';
import {
  adminMessages,
  CLIENT_STATUSES,
  clientUpdateSchema,
  type ClientRecord,
} from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toLocalInput } from '../../../lib/format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAllNutritionists, useUpdateClient } from '../api/admin-api.ts';
import { ClientFormFields } from './client-form-fields.tsx';

/** Edit Client: every field of the Add Client form, prefilled, plus the plan text and status. */
export function ClientEditDialog({
  record,
  onClose,
}: {
  record: ClientRecord;
  onClose: () => void;
}) {
  const nutritionists = useAllNutritionists();
  const form = useSchemaForm(clientUpdateSchema, {
    name: record.name,
    email: record.email,
    phone: record.phone ?? '',
    location: record.location ?? '',
    age: record.age === null ? '' : String(record.age),
    gender: record.gender ?? '',
    nId: record.nId === null ? '' : String(record.nId),
    nextSession: record.nextSession ? toLocalInput(record.nextSession) : '',
    plan: record.plan ?? '',
    planDescription: record.planDescription ?? '',
    issue: record.issue ?? '',
    status: record.status,
  });
  const save = useUpdateClient();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // An unassigned client or one without a plan stays so: an empty choice is left out.
    const input = form.validate((values) => ({
      ...values,
      nId: values.nId || undefined,
      plan: values.plan || undefined,
      nextSession: values.nextSession ? new Date(values.nextSession).toISOString() : '',
    }));
    if (!input) {
      toast.error(adminMessages.fixErrors);
      return;
    }
    try {
      await save.mutateAsync({ id: record.id, input });
      toast.success('Client updated successfully');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && form.showServerErrors(error.details)) return;
      toast.error(error instanceof ApiError ? error.message : adminMessages.saveFailed);
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Edit Client" wide>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <ClientFormFields
          field={form.bind}
          nutritionists={nutritionists.data}
          loadingNutritionists={nutritionists.isLoading}
        />
        {form.values.plan === 'Custom' && (
          <TextField label="Custom plan" {...form.bind('planDescription')} />
        )}
        <SelectField label="Status" {...form.bind('status')}>
          {CLIENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === 'active' ? 'Active' : 'Inactive'}
            </option>
          ))}
        </SelectField>
        <DialogActions
          onCancel={onClose}
          pending={save.isPending}
          label="Save Changes"
          className="sm:col-span-2"
        />
      </form>
    </Modal>
  );
}
