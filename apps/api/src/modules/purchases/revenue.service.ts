import type { Revenue } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { csvText, paiseAsDecimal } from '#api/lib/csv.ts';
import { isoDateFromToday, shiftIsoDate, wallClockFromToday } from '#api/lib/dates.ts';
import * as repo from './revenue.repository.ts';

/**
 * The admin's "Revenue" (issue 34): what came in this month and each of the last 12, by
 * package; payment links still open; packages ending in the next 30 days with no renewal;
 * refunds. Sums of whole paise, months in the practice's zone.
 */
export async function revenue(deps: AppDeps): Promise<Revenue> {
  const zone = deps.config.defaultTimeZone;
  const now = deps.clock.now();
  const today = isoDateFromToday(zone, 0, now);
  const months = lastTwelveMonths(today);
  // From the first day of the oldest month, at midnight in the practice's zone.
  const firstDay = `${months[0]}-01`;
  const since = wallClockFromToday(zone, daysBetween(today, firstDay), 0, 0, now);
  const [money, byPackage, open, due, refunded] = await Promise.all([
    repo.monthlyMoney(deps.db, zone, since),
    repo.moneyByPackage(deps.db, since),
    repo.outstanding(deps.db),
    repo.renewalsDue(deps.db, today, shiftIsoDate(today, 30)),
    repo.refunds(deps.db, since),
  ]);
  const sumIn = (rows: Array<{ month: string; paise: number }>, month: string) =>
    rows.find((row) => row.month === month)?.paise ?? 0;
  return {
    months: months.map((month) => ({
      month,
      collectedPaise: sumIn(money.collected, month),
      refundedPaise: sumIn(money.refunded, month),
    })),
    byPackage,
    outstanding: open.map((row) => ({ ...row, since: row.since.toISOString() })),
    renewalsDue: due,
    refunds: refunded.map((row) => ({
      ...row,
      refundedAt: row.refundedAt?.toISOString() ?? '',
    })),
  };
}

/** '2026-11-28' → ['2025-12', …, '2026-11']. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

// Practice health (issue 36) reads money and lapsed packages the way Revenue does.
export { endedWithoutRenewal, monthlyMoney } from './revenue.repository.ts';

/** The same figures as CSV, one section after another, for a spreadsheet. */
export function revenueCsv(figures: Revenue): string {
  const rows: string[][] = [
    ['Month', 'Collected', 'Refunded', 'Net'],
    ...figures.months.map((m) => [
      m.month,
      paiseAsDecimal(m.collectedPaise),
      paiseAsDecimal(m.refundedPaise),
      paiseAsDecimal(m.collectedPaise - m.refundedPaise),
    ]),
    [],
    ['Package', 'Sold', 'Collected'],
    ...figures.byPackage.map((p) => [p.name, String(p.sold), paiseAsDecimal(p.collectedPaise)]),
    [],
    ['Awaiting payment', 'Package', 'Amount', 'Since'],
    ...figures.outstanding.map((o) => [
      o.clientName,
      o.packageName,
      paiseAsDecimal(o.totalPaise),
      o.since.slice(0, 10),
    ]),
    [],
    ['Renewal due', 'Package', 'Ends on'],
    ...figures.renewalsDue.map((r) => [r.clientName, r.packageName, r.validUntil]),
    [],
    ['Refunded', 'Package', 'Amount', 'On', 'Credit note'],
    ...figures.refunds.map((r) => [
      r.clientName,
      r.packageName,
      paiseAsDecimal(r.totalPaise),
      r.refundedAt.slice(0, 10),
      r.creditNote ?? '',
    ]),
  ];
  return csvText(rows);
}
