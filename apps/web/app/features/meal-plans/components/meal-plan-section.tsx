import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import {
  MEAL_LABELS,
  mealText,
  type CaseloadClient,
  type Macros,
  type PlanDayView,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { PrintableWeek } from './printable-week.tsx';
import { targetStatus, targetStatusText } from '#web/components/nutrition/target-bars.tsx';
import { WhatsAppDayLink } from './whatsapp-day-link.tsx';
import {
  hasAnyMeal,
  NUTRIENT_SOURCE,
  plannedMeals,
  wholeFigure,
} from '#web/components/nutrition/plan-days.ts';
import { clientMealPlanQuery } from '#web/features/meal-plans/api/meal-plan-api.ts';
import { mealPlanPath } from '#web/components/ui/client-link.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';

function DayRow({
  day,
  targets,
  phone,
}: {
  day: PlanDayView;
  targets: Macros | null;
  phone: string | null;
}) {
  const meals = plannedMeals(day);
  const status = targets ? targetStatus(day.totals.kcal, targets.kcal) : null;
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left align-top font-semibold text-stone-900">
        {day.day}
      </th>
      <td className="min-w-56 px-3 py-2 align-top text-stone-700">
        {meals.length === 0
          ? `No meals planned for ${day.day}`
          : meals.map((m) => (
              <p key={m.meal}>
                <span className="text-stone-600">{MEAL_LABELS[m.meal]}:</span> {mealText(m)}
              </p>
            ))}
      </td>
      <td className="px-3 py-2 align-top tabular-nums">
        <span className="whitespace-nowrap">
          {wholeFigure(day.totals.kcal)}
          {targets && ` / ${wholeFigure(targets.kcal)}`} kcal
        </span>
        {status && <span className="block text-sm font-semibold">{targetStatusText(status)}</span>}
      </td>
      <td className="px-3 py-2 align-top tabular-nums">{wholeFigure(day.totals.protein)} g</td>
      <td className="px-3 py-2 align-top">
        {meals.length > 0 && <WhatsAppDayLink day={day} phone={phone} compact />}
      </td>
    </tr>
  );
}

/** Her client's structured week: each day's meals and energy against the target, to send or print. */
export function MealPlanSection({ client }: { client: CaseloadClient }) {
  const plan = useQuery(clientMealPlanQuery(client.id));
  const action = (
    <div className="flex flex-wrap gap-2">
      {plan.data && hasAnyMeal(plan.data) && (
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden size={18} /> Print week
        </Button>
      )}
      <Link
        to={mealPlanPath(client.id)}
        className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        Open meal-plan builder
      </Link>
    </div>
  );
  return (
    <Card title="Meal plan" action={action}>
      <SectionState read={plan} what="the meal plan" />
      {plan.data && !hasAnyMeal(plan.data) && <p className="text-stone-700">No meal plan yet.</p>}
      {plan.data && hasAnyMeal(plan.data) && (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            {plan.data.targets
              ? `Daily energy target: ${wholeFigure(plan.data.targets.kcal)} kcal`
              : 'No daily targets set yet.'}
          </p>
          <Table
            caption="The week’s meal plan"
            head={['Day', 'Meals', 'Energy', 'Protein', 'Send']}
          >
            {plan.data.days.map((day) => (
              <DayRow key={day.day} day={day} targets={plan.data.targets} phone={client.phone} />
            ))}
          </Table>
          <p className="text-xs text-stone-600">{NUTRIENT_SOURCE}</p>
          <PrintableWeek plan={plan.data} clientName={client.name} />
        </div>
      )}
    </Card>
  );
}
