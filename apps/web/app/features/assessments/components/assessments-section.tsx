import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/detail-list.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { assessmentHistoryQuery } from '#web/features/assessments/api/assessments-api.ts';
import { assessmentPath } from '#web/components/ui/client-link.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';

const linkLook =
  'inline-flex min-h-11 items-center text-sm font-medium text-emerald-800 underline underline-offset-4';

/** Every stored version of her client's assessment, newest first, and where to open them. */
export function AssessmentsSection({ clientId }: { clientId: number }) {
  const t = useT();
  const history = useQuery(assessmentHistoryQuery(clientId));
  const action = (
    <Link to={assessmentPath(clientId)} className={linkLook}>
      {t('assessment.open')}
    </Link>
  );
  return (
    <Card title={t('assessment.sectionTitle')} action={action}>
      <SectionState read={history} what={t('assessment.sectionWhat')} />
      {history.data?.length === 0 && <p className="text-stone-700">{t('assessment.none')}</p>}
      {history.data && history.data.length > 0 && (
        <ol aria-label={t('assessment.history')} className="divide-y divide-stone-200">
          {history.data.map((v, index) => (
            <li key={v.id} className="flex flex-wrap justify-between gap-x-3 py-2 text-sm">
              <span className="text-stone-900">
                {formatDateTime(v.createdAt)}
                {index === 0 && (
                  <span className="text-stone-600"> {t('assessment.latestMark')}</span>
                )}
              </span>
              <span className="text-stone-600">
                {v.nutritionistName ?? t('assessment.formerNutritionist')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
