import type { Revenue } from '@nourishwell/shared';

type Month = Revenue['months'][number];

const monthFormat = (month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-IN', { month, year: 'numeric', timeZone: 'UTC' });
const short = monthFormat('short');
const axis = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });

const firstOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** "Nov 2026" for '2026-11'. */
export const monthName = (month: string) => short.format(firstOf(month));

/** "Nov" for '2026-11': the chart's axis, where the table below names the year. */
export const monthTick = (month: string) => axis.format(firstOf(month));

/** What a month kept: collected less refunded. */
export const netOf = (month: Month) => month.collectedPaise - month.refundedPaise;

/** This month's net (the last of the twelve) and the twelve months' together. */
export function revenueTotals(months: readonly Month[]) {
  const current = months.at(-1);
  return {
    thisMonthPaise: current ? netOf(current) : 0,
    twelveMonthsPaise: months.reduce((sum, month) => sum + netOf(month), 0),
  };
}
