import { type FormEvent } from 'react';
import { toast } from 'sonner';
import { clientProfileSchema, DIET_OPTIONS, type OwnClientRecord } from '@nourishwell/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Options, SelectField, TextField } from '../../../components/ui/field.tsx';
import { PhotoPicker, usePhotoChoice } from '../../../components/ui/photo-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSaveOwnProfile } from '../api/portal-api.ts';

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** §2.18: her details and photo; the email is who she is, so it is shown but not edited. */
export function ProfileForm({ record }: { record: OwnClientRecord }) {
  const form = useSchemaForm(clientProfileSchema, {
    name: record.name,
    email: record.email,
    phone: text(record.phone),
    location: text(record.location ?? record.address),
    age: text(record.age),
    height: text(record.height),
    Weight: text(record.weight),
    diet: text(record.diet),
    allergies: text(record.allergies),
  });
  const photo = usePhotoChoice();
  const save = useSaveOwnProfile(record.email);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    // The server parses the same schema: send what she typed, field by field.
    const data = new FormData();
    for (const [name, value] of Object.entries(form.values)) data.append(name, value.trim());
    if (photo.photo) data.append('profilePicture', photo.photo);
    try {
      await save.mutateAsync(data);
      photo.clear();
      toast.success('Profile updated successfully');
    } catch (error) {
      if (error instanceof ApiError) form.showServerErrors(error.details);
      toast.error(error instanceof ApiError ? `Update failed. ${error.message}` : 'Update failed.');
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your profile" className="space-y-5">
      <PhotoPicker
        src={photo.preview ?? record.profilePicUrl}
        name={form.values.name || record.name}
        error={photo.error}
        onPick={photo.pick}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full Name" autoComplete="name" {...form.bind('name')} />
        <TextField label="Email" value={record.email} readOnly disabled />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.bind('phone')} />
        <TextField label="Address" autoComplete="street-address" {...form.bind('location')} />
        <TextField label="Age" type="number" inputMode="numeric" {...form.bind('age')} />
        <TextField
          label="Height (cm)"
          type="number"
          inputMode="decimal"
          step="0.1"
          {...form.bind('height')}
        />
        <TextField
          label="Weight (kg)"
          type="number"
          inputMode="decimal"
          step="0.1"
          {...form.bind('Weight')}
        />
        <SelectField label="Diet Type" {...form.bind('diet')}>
          <Options values={DIET_OPTIONS} placeholder="Not set" />
        </SelectField>
        <div className="sm:col-span-2">
          <TextField label="Allergies" maxLength={500} {...form.bind('allergies')} />
        </div>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
