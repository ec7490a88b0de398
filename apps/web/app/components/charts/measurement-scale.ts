import type { Measurement } from '@nourishwell/shared';
import { formatDay } from '#web/lib/format.ts';

/** What a chart needs of one dated entry (a dated measurement or a spec Week 1–4 weigh-in). */
export type MeasurementPoint = Pick<
  Measurement,
  'date' | 'weightKg' | 'waistCm' | 'hipCm' | 'bodyFatPct'
>;
export type MeasureKey = 'weightKg' | 'waistCm' | 'hipCm' | 'bodyFatPct';

export interface ChartLine {
  key: MeasureKey;
  name: string;
  color: string;
  /** Lines of one chart differ by dash as well as colour, for readers who cannot tell colours apart. */
  dash?: string;
}

export interface ChartView {
  id: 'weight' | 'girth' | 'bodyFat';
  label: string;
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
    label: 'Weight',
    unit: 'kg',
    minSpan: 5,
    lines: [{ key: 'weightKg', name: 'Weight', color: '#047857' }],
  },
  {
    id: 'girth',
    label: 'Waist & hip',
    unit: 'cm',
    minSpan: 10,
    lines: [
      { key: 'waistCm', name: 'Waist', color: '#b45309' },
      { key: 'hipCm', name: 'Hip', color: '#0369a1', dash: '6 4' },
    ],
  },
  {
    id: 'bodyFat',
    label: 'Body fat',
    unit: '%',
    minSpan: 5,
    lines: [{ key: 'bodyFatPct', name: 'Body fat', color: '#7c3aed' }],
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

const shortDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-IN', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 Nov": a date on the axis and in the Progress card. */
export const formatShortDay = (iso: string) => shortDay.format(dayTime(iso));
/** "3 Nov 2026" for a point of the time axis (midnight UTC of its day). */
export const formatDayAt = (time: number) => formatDay(new Date(time).toISOString().slice(0, 10));

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
export function timeDomain(points: readonly MeasurementPoint[]): [number, number] {
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

/** A tick's words: "3 Nov" over weeks, "Nov 2026" once the ticks are months apart. */
export const tickLabel = (time: number, ticks: readonly number[]) => {
  const monthly = ticks.length > 1 && (ticks[1]! - ticks[0]!) / DAY > 28;
  return (monthly ? monthYear : shortDay).format(time);
};

/** The periods a chart offers, newest data last; "all" shows every entry. */
export const CHART_RANGES = [
  { id: '4w', label: 'Last 4 weeks', days: 28 },
  { id: '3m', label: 'Last 3 months', days: 91 },
  { id: '6m', label: 'Last 6 months', days: 182 },
  { id: '1y', label: 'Last year', days: 365 },
  { id: 'all', label: 'All time', days: null },
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

/** "−2.4 kg", "+0.4 kg", "0.0 kg": signed with a true minus sign, one decimal. */
export function formatChange(change: number, unit: string): string {
  const sign = change > 0 ? '+' : change < 0 ? '\u2212' : '';
  return `${sign}${Math.abs(change).toFixed(1)} ${unit}`;
}

/**
 * What the picture shows, in words, for a screen reader: per line its first and latest
 * figure with their dates, the change, and the lowest and highest.
 */
export function viewSummary(view: ChartView, points: readonly MeasurementPoint[]): string {
  return view.lines
    .map((line) => {
      const having = points.filter((point) => point[line.key] !== null);
      const first = having[0];
      const last = having[having.length - 1];
      if (!first || !last) return `${line.name}: not recorded.`;
      const at = (point: MeasurementPoint) =>
        `${point[line.key]} ${view.unit} on ${formatShortDay(point.date)}`;
      if (first === last) return `${line.name}: ${at(first)}, one entry.`;
      const values = having.map((point) => point[line.key]!);
      const change = changeOf(having, line.key)!.change;
      return (
        `${line.name}: from ${at(first)} to ${at(last)} (${formatChange(change, view.unit)}), ` +
        `${having.length} entries, lowest ${Math.min(...values)} ${view.unit}, ` +
        `highest ${Math.max(...values)} ${view.unit}.`
      );
    })
    .join(' ');
}
