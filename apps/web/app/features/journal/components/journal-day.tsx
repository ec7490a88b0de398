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
import { targetStatus } from '#web/components/nutrition/target-bars.tsx';
import { weekdayDay } from '#web/features/journal/journal-dates.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { JournalEntryView } from './journal-entry.tsx';

const figure = (value: number, key: MacroKey) =>
  key === 'kcal'
    ? `${Math.round(value).toLocaleString('en-IN')} kcal`
    : `${Math.round(value * 10) / 10} ${NUTRIENT_INFO[key].unit}`;

/** Planned against eaten, one row a nutrient: three columns fit a phone without scrolling. */
function DayTotals({ day, label }: { day: JournalDay; label: string }) {
  const t = useT();
  const planned: Macros | null = day.planned;
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="sr-only">{t('journal.plannedAndEaten', { day: label })}</caption>
      <thead className="text-xs text-stone-600">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('journal.nutrient')}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('journal.plannedColumn')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('journal.eaten')}
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
                {t(`nutrition.nutrient.${key}`)}
              </th>
              <td className="py-1 pr-2">{planned ? figure(planned[key], key) : '-'}</td>
              <td className="py-1">
                {figure(day.eaten[key], key)}
                {status && (
                  <span className="block text-xs text-stone-600">
                    {t(`nutrition.status.${status}`)}
                  </span>
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
  const t = useT();
  return (
    <>
      <p className="text-sm text-stone-800">
        {t('journal.waterOf', { water: day.water, target: waterTarget })}
      </p>
      {day.habits.length > 0 && (
        <ul aria-label={t('journal.habitsOn', { day: label })} className="space-y-1 text-sm">
          {day.habits.map((h) => (
            <li key={h.id} className="flex items-start gap-1.5">
              {h.done ? (
                <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-emerald-700" />
              ) : (
                <X aria-hidden size={16} className="mt-0.5 shrink-0 text-stone-500" />
              )}
              <span className="break-words">
                {h.title}:{' '}
                <span className="font-medium">
                  {t(h.done ? 'journal.habitDone' : 'journal.habitNotDone')}
                </span>
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
  const t = useT();
  const id = useId();
  const label = weekdayDay(day.date, useLocale());
  const entries = [...day.entries].sort(
    (a, b) => slotOrder(a.meal) - slotOrder(b.meal) || a.createdAt.localeCompare(b.createdAt),
  );
  const loggedPlanned = day.plannedMeals.filter((meal) =>
    day.entries.some((e) => e.meal === meal && e.items.length > 0),
  );
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-stone-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={id} className="font-semibold text-stone-900">
          {label}
        </h3>
        {/* The day's adherence: the planned meals she logged, the figure My Clients sums. */}
        <p className="text-sm text-stone-700">
          {day.entries.length === 0
            ? t('journal.nothingLogged')
            : day.plannedMeals.length > 0
              ? t('journal.plannedMealsOf', {
                  logged: loggedPlanned.length,
                  planned: day.plannedMeals.length,
                })
              : t('journal.mealsLogged', { count: day.entries.length })}
        </p>
      </div>
      {entries.length === 0 ? (
        // A day with nothing logged stays short, so the gaps in a week stand out.
        <div className="space-y-1">
          <p className="text-sm text-stone-700">
            {day.planned
              ? t('journal.plannedKcal', { kcal: figure(day.planned.kcal, 'kcal') })
              : t('journal.noPlanDay')}
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
