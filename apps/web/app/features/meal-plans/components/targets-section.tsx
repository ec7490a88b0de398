import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/detail-list.tsx';
import { formatDate } from '#web/lib/format.ts';
import { clientTargetsQuery } from '#web/features/meal-plans/api/meal-plan-api.ts';
import { NutrientLine } from '#web/components/nutrition/nutrient-line.tsx';
import { mealPlanPath } from '#web/components/ui/client-link.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';

/** Her client's daily targets, who set them and when; they are set in the meal-plan builder. */
export function TargetsSection({ clientId }: { clientId: number }) {
  const targets = useQuery(clientTargetsQuery(clientId));
  const data = targets.data;
  return (
    <Card title="Daily targets">
      <SectionState read={targets} what="the targets" />
      {data && !data.targets && (
        <p className="text-stone-700">
          No daily targets set yet.{' '}
          <Link
            to={mealPlanPath(clientId)}
            className="text-emerald-800 underline underline-offset-2"
          >
            Set them in the meal-plan builder
          </Link>
        </p>
      )}
      {data?.targets && (
        <div className="space-y-1">
          <NutrientLine totals={data.targets} className="text-base text-stone-900" />
          {data.setBy && data.setAt && (
            <p className="text-sm text-stone-600">
              Set by {data.setBy.name} on {formatDate(data.setAt)}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
