import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { toast } from 'sonner';
import { adminMessages, adminProfileInputSchema, type AdminProfile } from '@nourishwell/shared';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { profileQuery, useSaveProfile } from '../api/admin-api.ts';
import { LoadError } from './load-error.tsx';

function Form({ profile }: { profile: AdminProfile }) {
  const form = useSchemaForm(adminProfileInputSchema, {
    name: profile.name,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
  });
  const save = useSaveProfile();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      toast.error(adminMessages.fixErrors);
      return;
    }
    try {
      await save.mutateAsync(input);
      toast.success('Profile updated successfully');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Update failed.');
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Your profile">
      <TextField
        label="Email"
        value={profile.email}
        readOnly
        disabled
        hint="Your sign-in email cannot be changed here."
      />
      <TextField
        label="Name"
        value={form.values.name}
        onChange={(e) => form.set('name', e.target.value)}
        error={form.errors.name}
      />
      <TextField
        label="Phone"
        type="tel"
        value={form.values.phone}
        onChange={(e) => form.set('phone', e.target.value)}
        error={form.errors.phone}
      />
      <TextField
        label="Address"
        value={form.values.address}
        onChange={(e) => form.set('address', e.target.value)}
        error={form.errors.address}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}

/** D7: the admin's own name, phone and address. */
export function AdminProfileForm() {
  const profile = useQuery(profileQuery());
  if (profile.isLoading) return <p role="status">Loading…</p>;
  if (profile.isError) return <LoadError error={profile.error} />;
  return profile.data ? <Form profile={profile.data} /> : null;
}
