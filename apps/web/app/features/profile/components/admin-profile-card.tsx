import { useQuery } from '@tanstack/react-query';
import { adminProfileQuery } from '#web/features/profile/api/profile-api.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** The admin dashboard's optional profile card; empty fields read 'Not provided'. */
export function AdminProfileCard() {
  const t = useT();
  const profile = useQuery(adminProfileQuery());
  if (!profile.data) return null;
  const rows = [
    [t('staffProfile.name'), profile.data.name],
    [t('staffProfile.email'), profile.data.email],
    [t('staffProfile.phone'), profile.data.phone],
    [t('staffProfile.address'), profile.data.address],
  ] as const;
  return (
    <section
      aria-label={t('staffProfile.yours')}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="font-medium break-words text-stone-900">
              {value || t('common.notProvided')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
