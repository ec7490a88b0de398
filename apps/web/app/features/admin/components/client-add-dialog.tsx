import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { adminMessages, clientAddSchema, type CreatedClient } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAddClient, useAllNutritionists } from '../api/admin-api.ts';
import { TemporaryPassword } from '../../../components/ui/temporary-password.tsx';
import { ClientFormFields } from './client-form-fields.tsx';

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
          <ClientFormFields
            field={field}
            nutritionists={nutritionists.data}
            loadingNutritionists={nutritionists.isLoading}
          />
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
