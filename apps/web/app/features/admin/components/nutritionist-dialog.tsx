import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  adminMessages,
  NUTRITIONIST_STATUSES,
  nutritionistAddSchema,
  nutritionistInputSchema,
  type CreatedNutritionist,
  type NutritionistRecord,
} from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAddNutritionist, useSaveNutritionist } from '../api/admin-api.ts';
import { TemporaryPassword } from '../../../components/ui/temporary-password.tsx';

interface NutritionistDialogProps {
  /** The record to edit; absent to add one. */
  record?: NutritionistRecord;
  /** 'dashboard': name, email, specialty (§2.9); 'manage': the full form with status (§2.10). */
  variant: 'dashboard' | 'manage';
  onClose: () => void;
}

export function NutritionistDialog({ record, variant, onClose }: NutritionistDialogProps) {
  const full = variant === 'manage';
  const schema = full && !record ? nutritionistAddSchema : nutritionistInputSchema;
  const form = useSchemaForm(schema, {
    name: record?.name ?? '',
    email: record?.email ?? '',
    specialty: record?.specialization ?? '',
    phone: record?.phone ?? '',
    location: record?.location ?? '',
    status: record?.status ?? 'active',
  });
  const save = useSaveNutritionist();
  const add = useAddNutritionist();
  const [created, setCreated] = useState<CreatedNutritionist | null>(null);
  const pending = save.isPending || add.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) {
      toast.error(adminMessages.fixErrors);
      return;
    }
    const { name, email, specialty, phone, location, status } = form.values;
    const input = full
      ? { name, email, specialization: specialty, phone, location, ...(record ? { status } : {}) }
      : { name, email, specialty };
    try {
      if (record) {
        await save.mutateAsync({ id: record.id, input });
        toast.success('Nutritionist updated successfully');
        onClose();
      } else {
        const result = full
          ? await add.mutateAsync(input)
          : ((await save.mutateAsync({ input })) as CreatedNutritionist);
        toast.success('Nutritionist created successfully');
        setCreated(result);
      }
    } catch (error) {
      if (error instanceof ApiError && form.showServerErrors(error.details)) return;
      toast.error(
        error instanceof ApiError
          ? error.message
          : record
            ? adminMessages.saveFailed
            : 'Failed to add nutritionist',
      );
    }
  }

  const title = created
    ? 'Nutritionist created'
    : record
      ? 'Edit Nutritionist'
      : 'Add Nutritionist';
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      {created ? (
        <TemporaryPassword account={created} onDone={onClose} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label="Name"
            value={form.values.name}
            onChange={(e) => form.set('name', e.target.value)}
            error={form.errors.name}
          />
          <TextField
            label="Email"
            type="email"
            value={form.values.email}
            onChange={(e) => form.set('email', e.target.value)}
            error={form.errors.email}
          />
          {full && (
            <>
              <TextField
                label="Phone"
                type="tel"
                value={form.values.phone}
                onChange={(e) => form.set('phone', e.target.value)}
                error={form.errors.phone}
              />
              <TextField
                label="Address"
                value={form.values.location}
                onChange={(e) => form.set('location', e.target.value)}
                error={form.errors.location}
              />
            </>
          )}
          <TextField
            label={full ? 'Specialization' : 'Specialty'}
            value={form.values.specialty}
            onChange={(e) => form.set('specialty', e.target.value)}
            error={form.errors.specialty}
          />
          {full && record && (
            <SelectField
              label="Status"
              value={form.values.status}
              onChange={(e) => form.set('status', e.target.value as 'active' | 'inactive')}
            >
              {NUTRITIONIST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === 'active' ? 'Active' : 'Inactive'}
                </option>
              ))}
            </SelectField>
          )}
          <DialogActions onCancel={onClose} pending={pending} />
        </form>
      )}
    </Modal>
  );
}
