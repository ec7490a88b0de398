import { toast } from 'sonner';
import {
  clientProfileSchema,
  DIET_OPTIONS,
  type ClientProfileInput,
  type OwnClientRecord,
  type Translate,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Options, SelectField, TextField } from '#web/components/ui/field.tsx';
import { PhotoPicker, usePhotoChoice } from '#web/components/ui/photo-picker.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useSaveOwnProfile } from '#web/features/profile/api/profile-api.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** Every failed save is a toast naming the server's reason; field messages show too. */
const updateFailedIn = (t: Translate) => (error: unknown) =>
  error instanceof ApiError
    ? t('profile.updateFailedBecause', { reason: error.message })
    : t('profile.updateFailed');

/** Her profile's details and photo; the email is who she is, so it is shown but not edited. */
export function ClientProfileForm({ record }: { record: OwnClientRecord }) {
  const t = useT();
  const updateFailed = updateFailedIn(t);
  const form = useApiForm(
    clientProfileSchema,
    {
      name: record.name,
      email: record.email,
      phone: text(record.phone),
      location: text(record.location ?? record.address),
      age: text(record.age),
      height: text(record.height),
      Weight: text(record.weight),
      // The saved diet is one of the list's (the server checks it on the way in).
      diet: text(record.diet) as ClientProfileInput['diet'],
      allergies: text(record.allergies),
    },
    { failureText: updateFailed, toastFailure: false },
  );
  const photo = usePhotoChoice();
  const save = useSaveOwnProfile(record.email);

  const onSubmit = form.submit(async () => {
    // The server parses the same schema: send what she typed, field by field.
    const data = new FormData();
    for (const [name, value] of Object.entries(form.getValues()))
      data.append(name, String(value ?? '').trim());
    if (photo.photo) data.append('profilePicture', photo.photo);
    await save.mutateAsync(
      { body: data },
      { onError: (error) => void toast.error(updateFailed(error)) },
    );
    photo.clear();
    toast.success(t('profile.updated'));
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('profile.form')} className="space-y-5">
      <PhotoPicker
        src={photo.preview ?? record.profilePicUrl}
        name={form.watch('name') || record.name}
        error={photo.error}
        onPick={photo.pick}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('profile.fullName')} autoComplete="name" {...form.field('name')} />
        <TextField label={t('profile.email')} value={record.email} readOnly disabled />
        <TextField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          {...form.field('phone')}
        />
        <TextField
          label={t('profile.address')}
          autoComplete="street-address"
          {...form.field('location')}
        />
        <TextField
          label={t('profile.age')}
          type="number"
          inputMode="numeric"
          {...form.field('age')}
        />
        <TextField
          label={t('profile.height')}
          type="number"
          inputMode="decimal"
          step="0.1"
          {...form.field('height')}
        />
        <TextField
          label={t('profile.weight')}
          type="number"
          inputMode="decimal"
          step="0.1"
          {...form.field('Weight')}
        />
        <SelectField label={t('profile.diet')} {...form.field('diet')}>
          <Options values={DIET_OPTIONS} placeholder={t('profile.notSet')} />
        </SelectField>
        <div className="sm:col-span-2">
          <TextField label={t('profile.allergies')} maxLength={500} {...form.field('allergies')} />
        </div>
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('profile.saving') : t('profile.saveChanges')}
      </Button>
    </form>
  );
}
