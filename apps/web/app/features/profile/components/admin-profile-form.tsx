import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminProfileInputSchema, type AdminProfile } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { adminProfileQuery, useSaveAdminProfile } from '#web/features/profile/api/profile-api.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

function Form({ profile }: { profile: AdminProfile }) {
  const t = useT();
  const save = useSaveAdminProfile();
  const form = useApiForm(
    adminProfileInputSchema,
    { name: profile.name, phone: profile.phone ?? '', address: profile.address ?? '' },
    {
      failureText: apiMessageOr(t('staffProfile.updateFailed')),
      onInvalid: () => toast.error(t('staffProfile.fixErrors')),
    },
  );

  const onSubmit = form.submit(async (body) => {
    await save.mutateAsync({ body });
    toast.success(t('staffProfile.updated'));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('staffProfile.yours')}>
      <TextField
        label={t('staffProfile.email')}
        value={profile.email}
        readOnly
        disabled
        hint={t('staffProfile.emailFixed')}
      />
      <TextField label={t('staffProfile.name')} {...form.field('name')} />
      <TextField label={t('staffProfile.phone')} type="tel" {...form.field('phone')} />
      <TextField label={t('staffProfile.address')} {...form.field('address')} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('staffProfile.saving') : t('staffProfile.save')}
      </Button>
    </form>
  );
}

/**
 * The admin's own name, phone and address, on her Settings page (docs/product.md, "Admin
 * settings and detail pages").
 */
export function AdminProfileForm() {
  const t = useT();
  const profile = useQuery(adminProfileQuery());
  if (profile.isLoading) return <p role="status">{t('staffProfile.loading')}</p>;
  if (profile.isError)
    return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return profile.data ? <Form profile={profile.data} /> : null;
}
