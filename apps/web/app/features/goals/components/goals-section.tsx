import { useQuery } from '@tanstack/react-query';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { clientGoalsQuery } from '#web/features/goals/api/goals-api.ts';

/**
 * Her client's goals on the client's page, each with its progress and deadline. Staff-only
 * (the client's own goals are GoalsPanel, area goals), so its texts are in clientGoals.
 */
export function GoalsSection({ clientId }: { clientId: number }) {
  const t = useT();
  const goals = useQuery(clientGoalsQuery(clientId));
  return (
    <Card title={t('clientGoals.title')}>
      <SectionState read={goals} what={t('clientGoals.what')} />
      {goals.data?.length === 0 && <p className="text-stone-700">{t('clientGoals.none')}</p>}
      {goals.data && goals.data.length > 0 && (
        <ul aria-label={t('clientGoals.title')} className="space-y-3">
          {goals.data.map((g) => (
            <li key={g.id} className="rounded-xl border border-stone-200 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-semibold break-words text-stone-900">{g.title}</p>
                <Badge tone={g.completed ? 'green' : 'amber'}>
                  {g.completed ? t('clientGoals.complete') : t('clientGoals.active')}
                </Badge>
              </div>
              <p className="break-words text-stone-700">{g.target}</p>
              <p className="text-sm text-stone-600">
                {t('clientGoals.progress', {
                  progress: g.progress,
                  deadline: formatDate(g.deadline),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
