import { useState } from 'react';
import { useT } from '#web/lib/i18n/i18n.tsx';
import {
  inRange,
  localToday,
  openingRange,
  type ChartRange,
  type MeasurementPoint,
} from './measurement-scale.ts';

/**
 * The period a chart shows and the entries in it. It opens on `openingRange` until the
 * viewer picks one; a stat beside the chart reads the same `shown`, so both speak of one
 * period.
 */
export interface ChartRangeState<P extends MeasurementPoint> {
  range: ChartRange;
  setRange: (range: ChartRange) => void;
  /** The entries in the period, oldest first. */
  shown: P[];
  /** "Last 3 months", in the viewer's language. */
  label: string;
}

export function useChartRange<P extends MeasurementPoint>(
  entries: readonly P[] | undefined,
): ChartRangeState<P> {
  const t = useT();
  const [chosen, setChosen] = useState<ChartRange | null>(null);
  const today = localToday();
  const all = entries ?? [];
  const range = chosen ?? openingRange(all, today);
  const label = t(`measurements.range.${range}`);
  return { range, setRange: setChosen, shown: inRange(all, range, today), label };
}
