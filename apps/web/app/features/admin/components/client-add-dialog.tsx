import { useState } from 'react';
import { toast } from 'sonner';
import { adminMessages, clientAddSchema, type CreatedClient } from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TemporaryPassword } from '../../../components/ui/temporary-password.tsx';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { useAddClient, useAllNutritionists } from '../api/admin-api.ts';
import { ClientFormFields } from './client-form-fields.tsx';
import { apiMessageOr } from '../../../lib/forms/failure-text.ts';
import { instantFromLocal } from '../../../lib/forms/local-instant.ts';

// The selects (gender, nutritionist, plan) start on their placeholder, which reads as ''.
const blank = {
  name: '',
  email: '',
  phone: '',
  location: '',
  age: '',
  issue: '',
  nextSession: '',
};

/** §2.11's Add Client: every field of §5 "Admin Add Client". */
export function ClientAddDialog({ onClose }: { onClose: () => void }) {
  const nutritionists = useAllNutritionists();
  const add = useAddClient();
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const form = useApiForm(clientAddSchema, blank, {
    // The picker gives local wall-clock time; the API takes an instant with its offset.
    prepare: (values) => ({
      ...values,
      nextSession: instantFromLocal(values.nextSession),
    }),
    failureText: apiMessageOr('Failed to add client'),
    onInvalid: () => setSummary(adminMessages.requiredMissing),
  });

  const onSubmit = form.submit(async (body) => {
    setSummary(null);
    setCreated(await add.mutateAsync({ body }));
    toast.success('Client created successfully');
  });

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
            field={form.field}
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
