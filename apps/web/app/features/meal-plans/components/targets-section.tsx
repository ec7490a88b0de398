import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/detail-list.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { clientTargetsQuery } from '#web/features/meal-plans/api/meal-plan-api.ts';
import { NutrientLine } from '#web/components/nutrition/nutrient-line.tsx';
import { mealPlanPath } from '#web/components/ui/client-link.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';

/** Her client's daily targets, who set them and when; they are set in the meal-plan builder. */
export function TargetsSection({ clientId }: { clientId: number }) {
  const t = useT();
  const targets = useQuery(clientTargetsQuery(clientId));
  const data = targets.data;
  return (
    <Card title={t('planBuilder.targets.title')}>
      <SectionState read={targets} what={t('planBuilder.targets.what')} />
      {data && !data.targets && (
        <p className="text-stone-700">
          {t('planBuilder.noTargets')}{' '}
          <Link
            to={mealPlanPath(clientId)}
            className="text-emerald-800 underline underline-offset-2"
          >
            {t('planBuilder.targets.setInBuilder')}
          </Link>
        </p>
      )}
      {data?.targets && (
        <div className="space-y-1">
          <NutrientLine totals={data.targets} className="text-base text-stone-900" />
          {data.setBy && data.setAt && (
            <p className="text-sm text-stone-600">
              {t('planBuilder.targets.setBy', {
                name: data.setBy.name,
                date: formatDate(data.setAt),
              })}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
