import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AssignedNutritionist } from '@nourishwell/shared';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * On her dashboard: who looks after her, how to reach them, and a video meeting (`meetLink`:
 * the page passes the scheduling link in).
 */
export function NutritionistCard({
  nutritionist,
  meetLink,
}: {
  nutritionist: AssignedNutritionist | null;
  meetLink: ReactNode;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="my-nutritionist-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="my-nutritionist-heading" className="mb-4 text-lg font-semibold text-stone-900">
        {t('nutritionist.yours')}
      </h2>
      {nutritionist ? (
        <div className="space-y-4">
          <div className="flex items-center gap-4">
            <Avatar src={nutritionist.profilePicUrl} name={nutritionist.name} size="md" />
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{nutritionist.name}</p>
              <p className="text-sm text-stone-700">{nutritionist.specialization}</p>
              {nutritionist.experience !== null && (
                <p className="text-sm text-stone-600">
                  {t('nutritionist.yearsOfExperience', { years: nutritionist.experience })}
                </p>
              )}
            </div>
          </div>
          <ul className="space-y-1 text-sm text-stone-800">
            <li className="flex items-center gap-2 break-all">
              <Mail aria-hidden size={16} className="shrink-0 text-emerald-800" />
              <a href={`mailto:${nutritionist.email}`} className="underline">
                {nutritionist.email}
              </a>
            </li>
            {nutritionist.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden size={16} className="shrink-0 text-emerald-800" />
                <a href={`tel:${nutritionist.phone}`} className="underline">
                  {nutritionist.phone}
                </a>
              </li>
            )}
          </ul>
          <div className="flex flex-wrap gap-2">
            {meetLink}
            <Link
              to="/dashboard/client/nutritionist"
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              {t('nutritionist.viewProfile')}
            </Link>
          </div>
        </div>
      ) : (
        <p className="text-stone-700">{t('nutritionist.none')}</p>
      )}
    </section>
  );
}
