import { MACRO_KEYS, macrosOf, WEEKDAYS, type Macros } from '@nourishwell/shared';
import { Table } from '#web/components/ui/table.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { EditorWeek } from '#web/features/meal-plans/editor/plan-editor.ts';
import { dayTotals, weekAverage } from '#web/features/meal-plans/editor/plan-totals.ts';
import { TargetBars } from '#web/components/nutrition/target-bars.tsx';
import { nutrientLabel } from './library/nutrient-text.ts';

const cell = 'px-3 py-2 tabular-nums';
const figure = (value: number, key: keyof Macros) =>
  key === 'kcal' ? Math.round(value).toLocaleString('en-IN') : String(Math.round(value * 10) / 10);

function Row({
  label,
  values,
  strong = false,
}: {
  label: string;
  values: Macros;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'bg-stone-50 font-semibold' : undefined}>
      <th scope="row" className="px-3 py-2 text-left font-medium text-stone-900">
        {label}
      </th>
      {MACRO_KEYS.map((key) => (
        <td key={key} className={cell}>
          {figure(values[key], key)}
        </td>
      ))}
    </tr>
  );
}

/** Every day's totals side by side, the week's average, and the average against targets. */
export function WeekSummary({ week, targets }: { week: EditorWeek; targets: Macros | null }) {
  const t = useT();
  const average = macrosOf(weekAverage(week));
  return (
    <section aria-labelledby="week-summary" className="space-y-3">
      <h2 id="week-summary" className="text-lg font-semibold text-stone-900">
        {t('planBuilder.summary.title')}
      </h2>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_17rem]">
        <Table
          caption={t('planBuilder.summary.caption')}
          head={[t('planBuilder.section.day'), ...MACRO_KEYS.map((key) => nutrientLabel(t, key))]}
        >
          {WEEKDAYS.map((day) => (
            <Row key={day} label={day} values={macrosOf(dayTotals(week[day]))} />
          ))}
          <Row label={t('planBuilder.summary.average')} values={average} strong />
          {targets && <Row label={t('planBuilder.summary.targets')} values={targets} />}
        </Table>
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-3">
          <h3 className="mb-2 font-semibold text-stone-900">
            {t('planBuilder.summary.weekAverage')}
          </h3>
          <TargetBars
            label={
              targets
                ? t('planBuilder.summary.averageAgainstTargets')
                : t('planBuilder.summary.weekAverage')
            }
            totals={average}
            targets={targets}
            compact
          />
        </div>
      </div>
    </section>
  );
}
