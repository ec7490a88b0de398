import { useState } from 'react';
import { toast } from 'sonner';
import {
  NUTRITIONIST_STATUSES,
  nutritionistAddSchema,
  nutritionistInputSchema,
  type CreatedNutritionist,
  type NutritionistRecord,
} from '@nourishwell/shared';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { AccountFields, NewAccountModal } from '#web/components/ui/new-account.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import {
  useAddNutritionist,
  useCreateNutritionist,
  useUpdateNutritionist,
} from '#web/features/nutritionists/api/nutritionists-api.ts';
import { StatusField } from '#web/components/ui/status-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

interface NutritionistDialogProps {
  /** The record to edit; absent to add one. */
  record?: NutritionistRecord;
  /**
   * 'dashboard': name, email, specialty (the admin dashboard's); 'manage': the full form with
   * status (the Nutritionists screen's).
   */
  variant: 'dashboard' | 'manage';
  onClose: () => void;
}

export function NutritionistDialog({ record, variant, onClose }: NutritionistDialogProps) {
  const t = useT();
  const full = variant === 'manage';
  const update = useUpdateNutritionist();
  const create = useCreateNutritionist();
  const add = useAddNutritionist();
  const [created, setCreated] = useState<CreatedNutritionist | null>(null);
  // The management screen's Add requires the phone too (/nuts/add); both take the same fields.
  const schema = (
    full && !record ? nutritionistAddSchema : nutritionistInputSchema
  ) as typeof nutritionistInputSchema;
  const form = useApiForm(
    schema,
    {
      name: record?.name ?? '',
      email: record?.email ?? '',
      specialty: record?.specialization ?? '',
      phone: record?.phone ?? '',
      location: record?.location ?? '',
      status: record?.status ?? 'active',
    },
    {
      failureText: apiMessageOr(
        record ? t('admin.nutritionists.saveFailed') : t('admin.nutritionists.addFailed'),
      ),
      onInvalid: () => toast.error(t('admin.fixErrors')),
    },
  );

  const onSubmit = form.submit(async () => {
    // Each screen sends the payload the spec gives it, as typed; the server reads both.
    const { name, email, specialty, phone, location, status } = form.getValues();
    const body = full
      ? { name, email, specialization: specialty, phone, location, ...(record ? { status } : {}) }
      : { name, email, specialty };
    if (record) {
      await update.mutateAsync({ params: { id: record.id }, body });
      toast.success(t('admin.nutritionists.updated'));
      onClose();
      return;
    }
    const result = full
      ? await add.mutateAsync({ body: { ...body, phone: phone ?? '' } })
      : await create.mutateAsync({ body });
    toast.success(t('admin.nutritionists.created'));
    setCreated(result);
  });

  return (
    <NewAccountModal
      title={record ? t('admin.nutritionists.editTitle') : t('admin.nutritionists.addLong')}
      createdTitle={t('admin.nutritionists.createdTitle')}
      created={created}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AccountFields field={form.field} />
        {full && (
          <>
            {/* Required where the form sends to /nuts/add (adding from the management screen). */}
            <TextField
              label={t('admin.phone')}
              type="tel"
              required={!record}
              {...form.field('phone')}
            />
            <TextField label={t('admin.address')} {...form.field('location')} />
          </>
        )}
        <TextField
          label={full ? t('admin.specialization') : t('admin.specialty')}
          required
          {...form.field('specialty')}
        />
        {full && record && (
          <StatusField statuses={NUTRITIONIST_STATUSES} {...form.field('status')} />
        )}
        <DialogActions
          onCancel={onClose}
          pending={update.isPending || create.isPending || add.isPending}
        />
      </form>
    </NewAccountModal>
  );
}
