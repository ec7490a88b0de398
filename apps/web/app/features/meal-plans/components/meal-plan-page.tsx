import { useQuery } from '@tanstack/react-query';
import type { CaseloadClient } from '@nourishwell/shared';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  clientMealPlanQuery,
  clientTargetsQuery,
} from '#web/features/meal-plans/api/meal-plan-api.ts';
import { PlanBuilder } from './plan-builder.tsx';

function BuilderSkeleton() {
  const t = useT();
  return (
    <LoadingBlock label={t('planBuilder.loading')}>
      <Skeleton className="h-24" />
      <div className="grid gap-4 xl:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
      <Skeleton className="h-11" />
      <div className="grid gap-3 lg:grid-cols-2">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-48" />
        ))}
      </div>
    </LoadingBlock>
  );
}

/**
 * The meal-plan builder of one of her clients (found in her caseload by the route): her
 * saved week and her targets load first, each read checked by the server.
 */
export function MealPlanPage({
  client,
  clientPath,
}: {
  client: CaseloadClient;
  /** Her client page, linked above the builder. */
  clientPath: string;
}) {
  const t = useT();
  const plan = useQuery(clientMealPlanQuery(client.id));
  const targets = useQuery(clientTargetsQuery(client.id));
  if (plan.isError || targets.isError)
    return (
      <QueryError
        message={t('planBuilder.loadFailed')}
        onRetry={() => [plan, targets].filter((r) => r.isError).forEach((r) => void r.refetch())}
        error={plan.error ?? targets.error}
      />
    );
  if (!plan.data || !targets.data) return <BuilderSkeleton />;
  // Keyed by client: another client's plan starts a fresh editor.
  return (
    <PlanBuilder
      key={client.id}
      client={client}
      clientPath={clientPath}
      plan={plan.data}
      targets={targets.data}
    />
  );
}
