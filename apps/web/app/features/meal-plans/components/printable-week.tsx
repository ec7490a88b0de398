import { createPortal } from 'react-dom';
import {
  amountText,
  MACRO_KEYS,
  MEAL_LABELS,
  MEAL_SLOTS,
  NUTRIENT_INFO,
  type Macros,
  type MealPlanView,
  type PlanDayView,
} from '@nourishwell/shared';
import { isPlanned, wholeFigure } from '../plan-days.ts';

const macrosLine = (values: Macros) =>
  MACRO_KEYS.map(
    (key) => `${NUTRIENT_INFO[key].label} ${wholeFigure(values[key])} ${NUTRIENT_INFO[key].unit}`,
  ).join(' · ');

function MealCell({ day, slot }: { day: PlanDayView; slot: (typeof MEAL_SLOTS)[number] }) {
  const meal = day.meals.find((m) => m.meal === slot);
  if (!meal || !isPlanned(meal)) return <td className="border border-stone-400 p-1">–</td>;
  return (
    <td className="border border-stone-400 p-1 align-top">
      {meal.items.map((item, index) => (
        <div key={index}>{amountText(item.quantity, item.unit, item.grams, item.name)}</div>
      ))}
      {meal.note && <div className="italic">{meal.note}</div>}
    </td>
  );
}

/**
 * The week on one A4 page: days down, meals across, each day's energy and protein, her
 * targets in the header and the data's source at the foot. Hidden on screen; when it is
 * on the page, app.css prints it and nothing else. It sits directly under <body> so that
 * rule can hide everything beside it.
 */
export function PrintableWeek({
  plan,
  clientName,
  nutritionistName,
}: {
  plan: MealPlanView;
  clientName: string;
  nutritionistName?: string | null;
}) {
  if (typeof document === 'undefined') return null;
  // Only the meals planned on some day get a column, so a four-meal week has room to read.
  const slots = MEAL_SLOTS.filter((slot) =>
    plan.days.some((day) => day.meals.some((m) => m.meal === slot && isPlanned(m))),
  );
  return createPortal(
    <article
      data-print-root
      aria-label="Printable week"
      className="hidden text-[8pt] leading-snug text-black print:block"
    >
      <header className="mb-2">
        <h1 className="text-[13pt] font-bold">Weekly meal plan — {clientName}</h1>
        {nutritionistName && <p>Prepared by {nutritionistName}, NourishWell</p>}
        <p>
          {plan.targets
            ? `Daily targets: ${macrosLine(plan.targets)}`
            : 'Daily targets: not set yet'}
        </p>
        <p>Week’s average: {macrosLine(plan.weekAverage)}</p>
      </header>
      <table className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            <th scope="col" className="w-[11%] border border-stone-400 p-1 text-left">
              Day
            </th>
            {slots.map((slot) => (
              <th key={slot} scope="col" className="border border-stone-400 p-1 text-left">
                {MEAL_LABELS[slot]}
              </th>
            ))}
            <th scope="col" className="w-[11%] border border-stone-400 p-1 text-left">
              Day total
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.days.map((day) => (
            <tr key={day.day} className="break-inside-avoid">
              <th scope="row" className="border border-stone-400 p-1 text-left align-top">
                {day.day}
              </th>
              {slots.map((slot) => (
                <MealCell key={slot} day={day} slot={slot} />
              ))}
              <td className="border border-stone-400 p-1 align-top tabular-nums">
                <div>{wholeFigure(day.totals.kcal)} kcal</div>
                <div>{wholeFigure(day.totals.protein)} g protein</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="mt-2">
        Nutrient values: Indian Food Composition Tables (IFCT 2017), ICMR–National Institute of
        Nutrition, Hyderabad. Amounts are household measures with their weight in grams.
      </footer>
    </article>,
    document.body,
  );
}
