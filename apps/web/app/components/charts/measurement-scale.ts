import type { Measurement } from '@nourishwell/shared';

/** What a chart needs of one dated entry (a dated measurement or a spec Week 1–4 weigh-in). */
export type MeasurementPoint = Pick<
  Measurement,
  'date' | 'weightKg' | 'waistCm' | 'hipCm' | 'bodyFatPct'
>;
export type MeasureKey = 'weightKg' | 'waistCm' | 'hipCm' | 'bodyFatPct';

/** A line of a chart; its name is the catalogue's `measurements.line.<key>` (measurement-words.ts). */
export interface ChartLine {
  key: MeasureKey;
  color: string;
  /** Lines of one chart differ by dash as well as colour, for readers who cannot tell colours apart. */
  dash?: string;
}

/** One chart; its name is the catalogue's `measurements.view.<id>`. */
export interface ChartView {
  id: 'weight' | 'girth' | 'bodyFat';
  unit: string;
  /**
   * The least the value axis spans. Day-to-day a weight wobbles by half a kilo; stretched
   * over the chart's full height that reads as a plunge. A span of at least this much keeps
   * a wobble small and lets a real change look like one.
   */
  minSpan: number;
  lines: ChartLine[];
}

export const CHART_VIEWS: readonly ChartView[] = [
  {
    id: 'weight',
    unit: 'kg',
    minSpan: 5,
    lines: [{ key: 'weightKg', color: '#047857' }],
  },
  {
    id: 'girth',
    unit: 'cm',
    minSpan: 10,
    lines: [
      { key: 'waistCm', color: '#b45309' },
      { key: 'hipCm', color: '#0369a1', dash: '6 4' },
    ],
  },
  {
    id: 'bodyFat',
    unit: '%',
    minSpan: 5,
    lines: [{ key: 'bodyFatPct', color: '#7c3aed' }],
  },
];

/** The views with at least one figure to draw (weight always has one when there is an entry). */
export const viewsWithData = (points: readonly MeasurementPoint[]) =>
  CHART_VIEWS.filter((view) =>
    view.lines.some((line) => points.some((point) => point[line.key] !== null)),
  );

const DAY = 86_400_000;

// One way to say a day and today, app-wide (lib/format.ts); the chart's users take them here.
export { formatDay, localToday } from '#web/lib/format.ts';

/** A calendar date as the time axis holds it: midnight UTC, so no zone shifts a day. */
export const dayTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const VALUE_STEPS = [0.5, 1, 2, 5, 10, 20, 50, 100];

/**
 * The value axis: never from zero (a 3 kg loss on a 0–80 kg axis is a flat line), never
 * hugging the data (a 0.4 kg wobble would fill the height). It spans the data or the
 * view's `minSpan`, whichever is more, centred on the data, plus a tenth of that span on
 * each side so no point sits on the edge; then widens to whole steps of 0.5, 1, 2, 5, 10…
 * (at most five), whose multiples are the ticks. Never below zero.
 */
export function valueAxis(
  values: readonly number[],
  minSpan: number,
): { domain: [number, number]; ticks: number[] } {
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = values.length > 0 ? Math.max(...values) : minSpan;
  const span = Math.max(high - low, minSpan);
  const pad = (span - (high - low)) / 2 + span / 10;
  const step = VALUE_STEPS.find((n) => (high - low + 2 * pad) / n <= 5) ?? 100;
  const from = Math.max(0, Math.floor((low - pad) / step) * step);
  const to = Math.ceil((high + pad) / step) * step;
  const ticks = Array.from(
    { length: Math.round((to - from) / step) + 1 },
    (_, i) => from + i * step,
  );
  return { domain: [from, to], ticks };
}

/** The time axis: first to last entry; one entry alone gets three days either side. */
export function timeDomain(
  points: ReadonlyArray<Pick<MeasurementPoint, 'date'>>,
): [number, number] {
  const times = points.map((point) => dayTime(point.date));
  const first = Math.min(...times);
  const last = Math.max(...times);
  return first === last ? [first - 3 * DAY, last + 3 * DAY] : [first, last];
}

const DAY_STEPS = [1, 2, 7, 14, 21, 28];
const MONTH_STEPS = [1, 2, 3, 6, 12];

/**
 * Ticks for the time axis (at most `most`): every 1, 2, 7, 14, 21 or 28 days from the
 * first date over weeks, else the first of every 1, 2, 3, 6 or 12 months. A narrow chart
 * drops those that would overlap (the plot's `interval`).
 */
export function timeTicks([start, end]: [number, number], most = 6): number[] {
  for (const step of DAY_STEPS) {
    if ((end - start) / (step * DAY) + 1 <= most)
      return Array.from(
        { length: Math.floor((end - start) / (step * DAY)) + 1 },
        (_, i) => start + i * step * DAY,
      );
  }
  // Months counted from year 0, so 3-monthly ticks fall on Jan, Apr, Jul and Oct.
  const monthOf = (time: number) =>
    new Date(time).getUTCFullYear() * 12 + new Date(time).getUTCMonth();
  const firsts: number[] = [];
  for (let month = monthOf(start); month <= monthOf(end); month += 1) {
    const time = Date.UTC(Math.floor(month / 12), month % 12, 1);
    if (time >= start && time <= end) firsts.push(time);
  }
  const step = MONTH_STEPS.find((n) => firsts.length / n <= most) ?? 12;
  return firsts.filter((time) => monthOf(time) % step === 0);
}

/**
 * The periods a chart offers, newest data last; "all" shows every entry. Each is named by
 * the catalogue's `measurements.range.<id>` ("Last 3 months").
 */
export const CHART_RANGES = [
  { id: '4w', days: 28 },
  { id: '3m', days: 91 },
  { id: '6m', days: 182 },
  { id: '1y', days: 365 },
  { id: 'all', days: null },
] as const;
export type ChartRange = (typeof CHART_RANGES)[number]['id'];

/** The entries on or after the range's first day, counted back from `today` (YYYY-MM-DD). */
export function inRange<P extends MeasurementPoint>(
  points: readonly P[],
  range: ChartRange,
  today: string,
): P[] {
  const days = CHART_RANGES.find((option) => option.id === range)?.days ?? null;
  if (days === null) return [...points];
  const from = dayTime(today) - days * DAY;
  return points.filter((point) => dayTime(point.date) >= from);
}

/**
 * The range a chart opens on: the last 3 months when she has an entry in them, else all
 * time, so someone who paused for a while does not open on an empty chart.
 */
export const openingRange = (points: readonly MeasurementPoint[], today: string): ChartRange =>
  inRange(points, '3m', today).length > 0 ? '3m' : 'all';

/** Rounded to a tenth: 70.6 − 72.4 is −1.8000000000000114 in floating point. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The change of one figure from the first entry that has it to the latest (points oldest
 * first), and the date it counts from; null with fewer than two such entries.
 */
export function changeOf(
  points: readonly MeasurementPoint[],
  key: MeasureKey,
): { change: number; since: string } | null {
  const having = points.filter((point) => point[key] !== null);
  const first = having[0];
  const last = having[having.length - 1];
  if (!first || !last || first === last) return null;
  return { change: tenth(last[key]! - first[key]!), since: first.date };
}
