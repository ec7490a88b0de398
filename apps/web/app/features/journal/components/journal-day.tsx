import { Check, X } from 'lucide-react';
import { useId } from 'react';
import {
  MACRO_KEYS,
  MEAL_SLOTS,
  NUTRIENT_INFO,
  type JournalDay,
  type MacroKey,
  type Macros,
} from '@nourishwell/shared';
import { formatWeekday } from '#web/lib/format.ts';
import { targetStatus, targetStatusText } from '#web/components/nutrition/target-bars.tsx';
import { JournalEntryView } from './journal-entry.tsx';

const figure = (value: number, key: MacroKey) =>
  key === 'kcal'
    ? `${Math.round(value).toLocaleString('en-IN')} kcal`
    : `${Math.round(value * 10) / 10} ${NUTRIENT_INFO[key].unit}`;

/** Planned against eaten, one row a nutrient: three columns fit a phone without scrolling. */
function DayTotals({ day, label }: { day: JournalDay; label: string }) {
  const planned: Macros | null = day.planned;
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="sr-only">Planned and eaten, {label}</caption>
      <thead className="text-xs text-stone-600">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            Nutrient
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Planned
          </th>
          <th scope="col" className="py-1 font-medium">
            Eaten
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {MACRO_KEYS.map((key) => {
          const status =
            planned && planned[key] > 0 ? targetStatus(day.eaten[key], planned[key], key) : null;
          return (
            <tr key={key}>
              <th scope="row" className="py-1 pr-2 font-normal text-stone-700">
                {NUTRIENT_INFO[key].label}
              </th>
              <td className="py-1 pr-2">{planned ? figure(planned[key], key) : '-'}</td>
              <td className="py-1">
                {figure(day.eaten[key], key)}
                {status && (
                  <span className="block text-xs text-stone-600">{targetStatusText(status)}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function WaterAndHabits({
  day,
  waterTarget,
  label,
}: {
  day: JournalDay;
  waterTarget: number;
  label: string;
}) {
  return (
    <>
      <p className="text-sm text-stone-800">
        Water: {day.water} of {waterTarget} glasses
      </p>
      {day.habits.length > 0 && (
        <ul aria-label={`Habits, ${label}`} className="space-y-1 text-sm">
          {day.habits.map((h) => (
            <li key={h.id} className="flex items-start gap-1.5">
              {h.done ? (
                <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-emerald-700" />
              ) : (
                <X aria-hidden size={16} className="mt-0.5 shrink-0 text-stone-500" />
              )}
              <span className="break-words">
                {h.title}: <span className="font-medium">{h.done ? 'done' : 'not done'}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const slotOrder = (meal: JournalDay['entries'][number]['meal']) => MEAL_SLOTS.indexOf(meal);

/** One day of her journal: planned vs eaten, water, habits, and each meal she logged. */
export function JournalDayView({ day, waterTarget }: { day: JournalDay; waterTarget: number }) {
  const id = useId();
  const label = formatWeekday(day.date);
  const entries = [...day.entries].sort(
    (a, b) => slotOrder(a.meal) - slotOrder(b.meal) || a.createdAt.localeCompare(b.createdAt),
  );
  const loggedPlanned = day.plannedMeals.filter((meal) =>
    day.entries.some((e) => e.meal === meal && e.items.length > 0),
  );
  const logged = `${day.entries.length} meal${day.entries.length === 1 ? '' : 's'} logged`;
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-stone-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={id} className="font-semibold text-stone-900">
          {label}
        </h3>
        {/* The day's adherence: the planned meals she logged, the figure My Clients sums. */}
        <p className="text-sm text-stone-700">
          {day.entries.length === 0
            ? 'Nothing logged'
            : day.plannedMeals.length > 0
              ? `${loggedPlanned.length} of ${day.plannedMeals.length} planned meals logged`
              : logged}
        </p>
      </div>
      {entries.length === 0 ? (
        // A day with nothing logged stays short, so the gaps in a week stand out.
        <div className="space-y-1">
          <p className="text-sm text-stone-700">
            {day.planned ? `Planned: ${figure(day.planned.kcal, 'kcal')}` : 'No plan for this day.'}
          </p>
          <WaterAndHabits day={day} waterTarget={waterTarget} label={label} />
        </div>
      ) : (
        <div className="grid gap-3 md:grid-cols-[minmax(0,19rem)_1fr]">
          <div className="space-y-2">
            <DayTotals day={day} label={label} />
            <WaterAndHabits day={day} waterTarget={waterTarget} label={label} />
          </div>
          <div className="min-w-0 space-y-2">
            {entries.map((entry) => (
              <JournalEntryView key={entry.id} entry={entry} dayLabel={label} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
