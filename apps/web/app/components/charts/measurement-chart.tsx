import { lazy, Suspense, useState } from 'react';
import { SelectField } from '#web/components/ui/field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import {
  CHART_RANGES,
  viewsWithData,
  viewSummary,
  type ChartRange,
  type ChartView,
  type MeasurementPoint,
} from './measurement-scale.ts';

// Loaded on demand so recharts stays out of the bundle of every page without a chart.
const MeasurementPlot = lazy(() =>
  import('./measurement-plot.tsx').then((module) => ({ default: module.MeasurementPlot })),
);

function View({ view, points }: { view: ChartView; points: readonly MeasurementPoint[] }) {
  return (
    <figure>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <MeasurementPlot points={points} view={view} />
      </Suspense>
      <figcaption className="sr-only">{viewSummary(view, points)}</figcaption>
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
  empty = 'No measurements in this period.',
}: {
  points: readonly MeasurementPoint[];
  /** What to say when there is nothing to draw. */
  empty?: string;
}) {
  const views = viewsWithData(points);
  const [chosen, setChosen] = useState<ChartView['id']>('weight');
  const current = views.find((view) => view.id === chosen) ?? views[0];
  if (!current) return <p className="text-stone-700">{empty}</p>;
  if (views.length === 1) return <View view={current} points={points} />;
  return (
    <Tabs
      label="Measurement shown"
      value={current.id}
      onValueChange={setChosen}
      tabs={views.map((view) => ({ value: view.id, label: `${view.label} (${view.unit})` }))}
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
  return (
    <SelectField
      label="Period"
      value={value}
      onChange={(event) => onChange(event.target.value as ChartRange)}
    >
      {CHART_RANGES.map((range) => (
        <option key={range.id} value={range.id}>
          {range.label}
        </option>
      ))}
    </SelectField>
  );
}
