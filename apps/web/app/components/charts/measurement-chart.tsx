import { lazy, Suspense, useState } from 'react';
import { SelectField } from '#web/components/ui/field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import {
  CHART_RANGES,
  viewsWithData,
  type ChartRange,
  type ChartView,
  type MeasurementPoint,
} from './measurement-scale.ts';
import { viewSummary, viewTab } from './measurement-words.ts';

// Loaded on demand so recharts stays out of the bundle of every page without a chart.
const MeasurementPlot = lazy(() =>
  import('./measurement-plot.tsx').then((module) => ({ default: module.MeasurementPlot })),
);

function View({ view, points }: { view: ChartView; points: readonly MeasurementPoint[] }) {
  const speech = { t: useT(), locale: useLocale() };
  return (
    <figure>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <MeasurementPlot points={points} view={view} />
      </Suspense>
      <figcaption className="sr-only">{viewSummary(view, points, speech)}</figcaption>
    </figure>
  );
}

/**
 * Weight, and waist/hip and body fat when she has them, over time (points oldest first).
 * One figure per view, chosen by tabs, so each chart has one unit on its axis. Data in,
 * picture out: the caller reads the measurements and picks the period.
 */
export function MeasurementChart({
  points,
  empty,
}: {
  points: readonly MeasurementPoint[];
  /** What to say when there is nothing to draw (default: "No measurements in this period."). */
  empty?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const views = viewsWithData(points);
  const [chosen, setChosen] = useState<ChartView['id']>('weight');
  const current = views.find((view) => view.id === chosen) ?? views[0];
  if (!current)
    return <p className="text-stone-700">{empty ?? t('measurements.noneInThisPeriod')}</p>;
  if (views.length === 1) return <View view={current} points={points} />;
  return (
    <Tabs
      label={t('measurements.shown')}
      value={current.id}
      onValueChange={setChosen}
      tabs={views.map((view) => ({ value: view.id, label: viewTab(view, { t, locale }) }))}
    >
      {views.map((view) => (
        <TabPanel key={view.id} value={view.id}>
          <View view={view} points={points} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** The period a chart covers (CHART_RANGES), as one labelled select. */
export function ChartRangeSelect({
  value,
  onChange,
}: {
  value: ChartRange;
  onChange: (range: ChartRange) => void;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('measurements.period')}
      value={value}
      onChange={(event) => onChange(event.target.value as ChartRange)}
    >
      {CHART_RANGES.map((range) => (
        <option key={range.id} value={range.id}>
          {t(`measurements.range.${range.id}`)}
        </option>
      ))}
    </SelectField>
  );
}
