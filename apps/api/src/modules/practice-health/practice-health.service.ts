import type { PracticeHealth } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { isoDateFromToday, wallClockFromToday } from '#api/lib/dates.ts';
import {
  daysBetween,
  endedWithoutRenewal,
  lastTwelveMonths,
  monthlyMoney,
} from '#api/modules/purchases/revenue.service.ts';
import * as repo from './practice-health.repository.ts';

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((100 * part) / whole);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The admin's "Practice health" (issue 36): twelve months, oldest first, in the practice's
 * zone by the app's clock. Each metric is one set-based query over every client; what each
 * means is written once in packages/shared/src/practice-health/practice-health-schemas.ts.
 *
 * Kept in the read cache (decision 005) for the practice's day until one of its tables
 * changes, so the CSV after the page is the page's answer, not a second computation. A
 * session marked held before its start time counts once that time passes, which no table
 * tells: the cache's age limit (a minute) bounds how late.
 */
export function practiceHealth(deps: AppDeps): Promise<PracticeHealth> {
  const zone = deps.config.defaultTimeZone;
  const now = deps.clock.now();
  const today = isoDateFromToday(zone, 0, now);
  return deps.readCache.remember(`practice-health:${today}`, repo.PRACTICE_HEALTH_TABLES, () =>
    figures(deps, zone, today, now),
  );
}

async function figures(
  deps: AppDeps,
  zone: string,
  today: string,
  now: Date,
): Promise<PracticeHealth> {
  const months = lastTwelveMonths(today);
  const first = `${months[0]}-01`;
  const window = { zone, months, first, today, now };
  // Money from the first day of the oldest month, at midnight in the practice's zone.
  const since = wallClockFromToday(zone, daysBetween(today, first), 0, 0, now);
  const [people, sessions, team, money, lost] = await Promise.all([
    repo.clientMonths(deps.db, window),
    repo.sessionMonths(deps.db, window),
    repo.nutritionistsLast4Weeks(deps.db, window),
    monthlyMoney(deps.db, zone, since),
    endedWithoutRenewal(deps.db, first, today),
  ]);
  const byMonth = <T extends { month: string }>(list: readonly T[], month: string) =>
    list.find((row) => row.month === month);
  return {
    timeZone: zone,
    months: months.map((month) => {
      const p = byMonth(people, month);
      const s = byMonth(sessions, month);
      const perNutritionistWeek =
        s && s.nutritionists > 0 && s.days > 0 ? s.held / s.nutritionists / (s.days / 7) : null;
      return {
        month,
        activeClients: p?.active ?? 0,
        newClients: p?.joined ?? 0,
        lostClients: byMonth(lost, month)?.clients ?? 0,
        retention3Pct: p ? percent(p.kept3, p.cohort3) : null,
        retention6Pct: p ? percent(p.kept6, p.cohort6) : null,
        adherencePct: p?.adherence ?? null,
        sessionsHeld: s?.held ?? 0,
        sessionsPerNutritionistWeek:
          perNutritionistWeek === null ? null : oneDecimal(perNutritionistWeek),
        revenuePaise:
          (byMonth(money.collected, month)?.paise ?? 0) -
          (byMonth(money.refunded, month)?.paise ?? 0),
      };
    }),
    nutritionistsLast4Weeks: team.map((row) => ({
      nutritionistId: row.nutritionistId,
      name: row.name,
      sessionsHeld: row.held,
      perWeek: oneDecimal(row.held / 4),
    })),
  };
}
