import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminMessages, adminProfileInputSchema, type AdminProfile } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { adminProfileQuery, useSaveAdminProfile } from '#web/features/profile/api/profile-api.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

function Form({ profile }: { profile: AdminProfile }) {
  const save = useSaveAdminProfile();
  const form = useApiForm(
    adminProfileInputSchema,
    { name: profile.name, phone: profile.phone ?? '', address: profile.address ?? '' },
    {
      failureText: apiMessageOr('Update failed.'),
      onInvalid: () => toast.error(adminMessages.fixErrors),
    },
  );

  const onSubmit = form.submit(async (body) => {
    await save.mutateAsync({ body });
    toast.success('Profile updated successfully');
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Your profile">
      <TextField
        label="Email"
        value={profile.email}
        readOnly
        disabled
        hint="Your sign-in email cannot be changed here."
      />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Phone" type="tel" {...form.field('phone')} />
      <TextField label="Address" {...form.field('address')} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}

/**
 * The admin's own name, phone and address, on her Settings page (docs/product.md, "Admin
 * settings and detail pages").
 */
export function AdminProfileForm() {
  const profile = useQuery(adminProfileQuery());
  if (profile.isLoading) return <p role="status">Loading…</p>;
  if (profile.isError)
    return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return profile.data ? <Form profile={profile.data} /> : null;
}
