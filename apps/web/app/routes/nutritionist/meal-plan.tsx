import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { MealPlanPage } from '#web/features/meal-plans/components/meal-plan-page.tsx';
import { clientPagePath } from '#web/components/ui/client-link.tsx';
import { OwnClient } from '#web/features/clients/components/own-client.tsx';
import type { Route } from './+types/meal-plan';

/** The week of one of her clients, built from foods and recipes against her targets. */
export default function NutritionistMealPlan({ params }: Route.ComponentProps) {
  const me = useOutletContext<MeResponse>();
  return (
    <OwnClient me={me.id} clientId={Number(params.id)}>
      {(client) => <MealPlanPage client={client} clientPath={clientPagePath(client.id)} />}
    </OwnClient>
  );
}
