import type { Locale, Translate } from '@nourishwell/shared';
import { englishT } from '#web/lib/i18n/i18n.tsx';
import { changeOf, dayTime, type ChartView, type MeasurementPoint } from './measurement-scale.ts';

/**
 * The chart's words in the viewer's language: dates and figures through `Intl` (Hindi in
 * hi-IN, with Indian grouping), the rest from the catalogue (`measurements.*`). Every
 * function speaks English unless given the language, as the charts did before Hindi.
 */
export interface Speech {
  t: Translate;
  locale: Locale;
}

export const IN_ENGLISH: Speech = { t: englishT, locale: 'en' };

const intlLocale = (locale: Locale) => (locale === 'hi' ? 'hi-IN' : 'en-IN');

// One formatter per language and style: building one is slow, and a chart formats many.
const STYLES = {
  shortDay: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  monthYear: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const dates = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, style: keyof typeof STYLES) {
  const key = `${locale} ${style}`;
  const made = dates.get(key) ?? new Intl.DateTimeFormat(intlLocale(locale), STYLES[style]);
  dates.set(key, made);
  return made;
}
const numbers = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, fixed: boolean) {
  const key = `${locale} ${fixed}`;
  const made =
    numbers.get(key) ??
    new Intl.NumberFormat(
      intlLocale(locale),
      // A change always shows its tenth ("0.0 kg"); a figure as it was recorded.
      fixed ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : { maximumFractionDigits: 2 },
    );
  numbers.set(key, made);
  return made;
}

/** "72.4", "1,05,000": a recorded figure in the viewer's language. */
export const formatFigure = (value: number, locale: Locale = 'en') =>
  numberFormat(locale, false).format(value);

/** "3 Nov" ("3 नव॰"): a date on the axis and in the Progress card. */
export const formatShortDay = (iso: string, locale: Locale = 'en') =>
  dateFormat(locale, 'shortDay').format(dayTime(iso));

/** "3 Nov 2026" for a point of the time axis (midnight UTC of its day). */
export const formatDayAt = (time: number, locale: Locale = 'en') =>
  dateFormat(locale, 'day').format(time);

/** "3 Nov 2026" for a calendar date (YYYY-MM-DD). */
export const formatDayIn = (iso: string, locale: Locale = 'en') =>
  formatDayAt(dayTime(iso), locale);

const DAY = 86_400_000;

/** A tick's words: "3 Nov" over weeks, "Nov 2026" once the ticks are months apart. */
export const tickLabel = (time: number, ticks: readonly number[], locale: Locale = 'en') => {
  const monthly = ticks.length > 1 && (ticks[1]! - ticks[0]!) / DAY > 28;
  return dateFormat(locale, monthly ? 'monthYear' : 'shortDay').format(time);
};

/** "−2.4 kg", "+0.4 kg", "0.0 kg": signed with a true minus sign, one decimal. */
export function formatChange(change: number, unit: string, locale: Locale = 'en'): string {
  const sign = change > 0 ? '+' : change < 0 ? '\u2212' : '';
  return `${sign}${numberFormat(locale, true).format(Math.abs(change))} ${unit}`;
}

/** "Weight (kg)": a view's tab. */
export const viewTab = (view: ChartView, { t }: Speech = IN_ENGLISH) =>
  t('measurements.viewTab', { view: t(`measurements.view.${view.id}`), unit: view.unit });

/**
 * What the picture shows, in words, for a screen reader: per line its first and latest
 * figure with their dates, the change, and the lowest and highest.
 */
export function viewSummary(
  view: ChartView,
  points: readonly MeasurementPoint[],
  { t, locale }: Speech = IN_ENGLISH,
): string {
  const figure = (value: number) => formatFigure(value, locale);
  const day = (point: MeasurementPoint) => formatShortDay(point.date, locale);
  const unit = view.unit;
  return view.lines
    .map(({ key }) => {
      const line = t(`measurements.line.${key}`);
      const having = points.filter((point) => point[key] !== null);
      const first = having[0];
      const last = having[having.length - 1];
      if (!first || !last) return t('measurements.summary.none', { line });
      if (first === last)
        return t('measurements.summary.once', {
          line,
          value: figure(first[key]!),
          unit,
          day: day(first),
        });
      const values = having.map((point) => point[key]!);
      return t('measurements.summary.span', {
        line,
        first: figure(first[key]!),
        firstDay: day(first),
        last: figure(last[key]!),
        lastDay: day(last),
        unit,
        change: formatChange(changeOf(having, key)!.change, unit, locale),
        count: figure(having.length),
        low: figure(Math.min(...values)),
        high: figure(Math.max(...values)),
      });
    })
    .join(' ');
}
