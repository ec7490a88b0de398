import { useQuery } from '@tanstack/react-query';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { ownRecordQuery } from '#web/features/clients/api/clients-api.ts';
import { profileLoadError } from '#web/features/clients/own-record.ts';
import { ContactVerification } from '#web/features/privacy/contacts/contact-verification.tsx';
import { GoalsPanel } from '#web/features/goals/components/goals-panel.tsx';
import { ClientProfileForm } from '#web/features/profile/components/client-profile-form.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

const card = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';

/** Her Profile page: her details and her goals. */
export function ClientProfile({ email }: { email: string }) {
  const t = useT();
  const record = useQuery(ownRecordQuery(email));

  if (record.isPending)
    return (
      <LoadingBlock label={t('profile.loading')}>
        <div className="grid gap-6 xl:grid-cols-5">
          <Skeleton className="h-[32rem] xl:col-span-3" />
          <Skeleton className="h-64 xl:col-span-2" />
        </div>
      </LoadingBlock>
    );
  if (record.isError)
    return (
      <QueryError message={profileLoadError(record.error)} onRetry={() => void record.refetch()} />
    );

  return (
    <div className="grid items-start gap-6 xl:grid-cols-5">
      <section aria-labelledby="details-heading" className={`${card} xl:col-span-3`}>
        <h2 id="details-heading" className="mb-4 text-lg font-semibold text-stone-900">
          {t('profile.yourDetails')}
        </h2>
        <ClientProfileForm record={record.data} />
        <ContactVerification />
      </section>
      <div className="xl:col-span-2">
        <GoalsPanel clientId={record.data.id} />
      </div>
    </div>
  );
}
