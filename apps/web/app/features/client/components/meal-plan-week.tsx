import { useState } from 'react';
import { MEAL_LABELS, WEEKDAYS, type MealPlan } from '@nourishwell/shared';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { hasAnyMeal, mealsOf, type Weekday } from '../portal-logic.ts';

function DayLabel({ day, isToday }: { day: Weekday; isToday: boolean }) {
  return (
    <span className="inline-flex items-center gap-1">
      {/* Three letters on a phone so the week fits; the full name for everyone else. */}
      <span aria-hidden className="sm:hidden">
        {day.slice(0, 3)}
      </span>
      <span className="sr-only sm:not-sr-only">{day}</span>
      {isToday && (
        <>
          {/* A bare space between the names, so the tab reads "Monday (today)". */}{' '}
          <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-amber-500" />
          <span className="sr-only">(today)</span>
        </>
      )}
    </span>
  );
}

/** §2.17: the week's meals by day, opening on today in her time zone. */
export function MealPlanWeek({ plan, today }: { plan: MealPlan; today: Weekday }) {
  const [day, setDay] = useState<Weekday>(today);
  if (!hasAnyMeal(plan))
    return <p className="text-stone-700">No Meal Plans available, Contact Nutritionist.</p>;
  const tabs = WEEKDAYS.map((d) => ({
    value: d,
    label: <DayLabel day={d} isToday={d === today} />,
  }));
  return (
    <Tabs label="Day of the week" value={day} onValueChange={setDay} tabs={tabs}>
      {WEEKDAYS.map((d) => {
        const meals = mealsOf(plan, d);
        return (
          <TabPanel key={d} value={d}>
            {meals.length === 0 ? (
              <p className="text-stone-700">No meals planned for {d}</p>
            ) : (
              <dl className="grid gap-3 sm:grid-cols-2">
                {meals.map((entry) => (
                  <div
                    key={entry.meal}
                    className="rounded-xl border border-stone-200 bg-stone-50 px-4 py-3"
                  >
                    <dt className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
                      {MEAL_LABELS[entry.meal]}
                    </dt>
                    <dd className="mt-1 text-stone-900">{entry.food}</dd>
                  </div>
                ))}
              </dl>
            )}
          </TabPanel>
        );
      })}
    </Tabs>
  );
}
