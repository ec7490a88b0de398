import { useQuery } from '@tanstack/react-query';
import { Mail, MapPin, Phone } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { toast } from 'sonner';
import type { AssignedNutritionist } from '@nourishwell/shared';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Card, DetailList } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  myNutritionistQuery,
  myRatingQuery,
} from '#web/features/nutritionists/api/nutritionists-api.ts';
import { StarRating } from './star-rating.tsx';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 break-all">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-800">
        {icon}
      </span>
      {children}
    </li>
  );
}

function Rating({ nutritionist, email }: { nutritionist: AssignedNutritionist; email: string }) {
  const t = useT();
  const rating = useQuery(myRatingQuery(nutritionist.id, email));
  if (rating.isPending) return <Skeleton className="h-24 w-64" />;
  if (rating.isError) return <QueryError message={t('common.fetchFailed')} />;
  return <StarRating nutId={nutritionist.id} email={email} current={rating.data} />;
}

function Profile({
  nutritionist,
  email,
  meetLink,
}: {
  nutritionist: AssignedNutritionist;
  email: string;
  meetLink: ReactNode;
}) {
  const t = useT();
  const n = nutritionist;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="nutritionist-heading"
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:col-span-2"
      >
        <div className="flex flex-wrap items-center gap-4">
          <Avatar src={n.profilePicUrl} name={n.name} />
          <div className="min-w-0">
            <h2 id="nutritionist-heading" className="text-2xl font-bold text-stone-900">
              {n.name}
            </h2>
            <p className="text-stone-700">{n.specialization}</p>
            {n.experience !== null && (
              <p className="text-sm text-stone-600">
                {t('nutritionist.yearsOfExperience', { years: n.experience })}
              </p>
            )}
          </div>
        </div>
        <p className="text-stone-800">{n.bio || t('nutritionist.noBio')}</p>
        {n.qualifications.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-stone-800">
              {t('nutritionist.qualifications')}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {n.qualifications.map((q) => (
                <li
                  key={q}
                  className="rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900"
                >
                  {q}
                </li>
              ))}
            </ul>
          </div>
        )}
        {meetLink}
      </section>
      <Card title={t('nutritionist.contact')}>
        <ul className="space-y-3 text-stone-800">
          <ContactLine icon={<Mail aria-hidden size={18} />}>
            <a href={`mailto:${n.email}`} className="underline">
              {n.email}
            </a>
          </ContactLine>
          <ContactLine icon={<Phone aria-hidden size={18} />}>
            {n.phone ? (
              <a href={`tel:${n.phone}`} className="underline">
                {n.phone}
              </a>
            ) : (
              t('common.notProvided')
            )}
          </ContactLine>
          <ContactLine icon={<MapPin aria-hidden size={18} />}>
            {n.location ?? n.address ?? t('common.notProvided')}
          </ContactLine>
        </ul>
      </Card>
      <div className="lg:col-span-2">
        <Card title={t('nutritionist.details')}>
          <DetailList
            items={[
              [t('nutritionist.specialization'), n.specialization],
              [
                t('nutritionist.experience'),
                n.experience === null ? null : t('nutritionist.years', { years: n.experience }),
              ],
              [t('nutritionist.qualifications'), n.qualifications.join(', ')],
            ]}
          />
        </Card>
      </div>
      <Card title={t('nutritionist.rate')}>
        <Rating nutritionist={n} email={email} />
      </Card>
    </div>
  );
}

/**
 * Its failure text from the shared texts, inline with Retry, and the toast that names what
 * failed to load.
 */
function ContactLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const toastText = t('nutritionist.loadFailed');
  useEffect(() => {
    toast.error(toastText);
  }, [toastText]);
  return <QueryError message={t('nutritionist.contactLoadFailed')} onRetry={onRetry} />;
}

/**
 * My Nutritionist: her nutritionist, how to reach them, and her rating of them; `meetLink` (the
 * scheduling link to her next session's room) comes from the page.
 */
export function MyNutritionist({ email, meetLink }: { email: string; meetLink: ReactNode }) {
  const t = useT();
  const nutritionist = useQuery(myNutritionistQuery(email));

  if (nutritionist.isPending)
    return (
      <LoadingBlock label={t('nutritionist.loading')}>
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-72 lg:col-span-2" />
          <Skeleton className="h-72" />
        </div>
      </LoadingBlock>
    );
  if (nutritionist.isError) return <ContactLoadError onRetry={() => void nutritionist.refetch()} />;
  if (!nutritionist.data)
    return (
      <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
        {t('nutritionist.none')}
      </p>
    );
  return <Profile nutritionist={nutritionist.data} email={email} meetLink={meetLink} />;
}
