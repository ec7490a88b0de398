import {
  JOURNAL_LIMITS,
  adherenceOf,
  journalMessages,
  macrosOf,
  roundNutrients,
  sumNutrients,
  type Journal,
  type JournalDay,
  type MealPlanView,
  type Nutrients,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertMayReachClient } from '#api/modules/access/client-access.ts';
import { catalogueOf } from '#api/modules/foods/catalogue.ts';
import { PLAN_TABLES, planViewOf } from '#api/modules/meal-plans/meal-plan.service.ts';
import { figuresOf } from '#api/modules/meal-plans/targets.service.ts';
import { isoDateIn, weekdayOf } from './journal-dates.ts';
import * as entries from './journal-entries.repository.ts';
import * as repo from './journal-read.repository.ts';
import { photoUrlPeriod, signedPhotoUrl } from './journal-photo-url.ts';
import { itemReader, resolveEntry, type ResolvedEntry } from './journal-view.ts';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Every date from `from` to `to`, oldest first; a backwards or too long range is a 400. */
export function datesOfRange(from: string, to: string): string[] {
  if (from > to) throw badRequest(journalMessages.rangeOrder);
  const first = dayNumber(from);
  const count = dayNumber(to) - first + 1;
  if (count > JOURNAL_LIMITS.rangeDays) throw badRequest(journalMessages.rangeTooLong);
  return Array.from({ length: count }, (_, i) => dateOf(first + i));
}

/** The plan's day for a date's weekday: its totals and meal slots with items, if any. */
function plannedOn(plan: MealPlanView, date: string) {
  const day = plan.days.find((d) => d.day === weekdayOf(date));
  const meals = (day?.meals ?? []).filter((m) => m.items.length > 0).map((m) => m.meal);
  return { planned: day && meals.length > 0 ? day.totals : null, plannedMeals: meals };
}

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/**
 * Every table a journal answer is built from (the plan's and the catalogue's included): a
 * change to any of them drops the kept answers (decision 005; migration 0006 adds the
 * journal tables' triggers).
 */
const JOURNAL_TABLES = [
  ...PLAN_TABLES,
  'journal_entries',
  'journal_items',
  'journal_comments',
  'water_logs',
  'habits',
  'habit_checks',
  'client_tracking',
  'users',
] as const;

/**
 * GET /api/clients/:clientId/journal: the client herself or her nutritionist. The answer's
 * JSON text is kept in the read cache until one of its tables changes: a month is ~100 kB
 * and building it again on every read was most of the request (bench, issue 16). The key
 * holds today's date (adherence counts days up to today) and the photo URLs' signing
 * period, so a kept answer never carries an expired photo URL.
 */
export async function readJournalJson(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
  range: { from: string; to: string },
): Promise<string> {
  datesOfRange(range.from, range.to);
  await assertMayReachClient(deps.db, me, clientId);
  const now = deps.clock.now();
  const today = isoDateFromToday(deps.config.defaultTimeZone, 0, now);
  const key = `journal:${clientId}:${range.from}:${range.to}:${today}:${photoUrlPeriod(now)}`;
  return deps.readCache.remember(key, JOURNAL_TABLES, async () =>
    JSON.stringify(await buildJournal(deps, clientId, range)),
  );
}

/**
 * Every date of the range is a day (empty ones too), built from one query per kind of
 * row (entries with items, comments, water, habits, her basics) plus the cached catalogue
 * and plan, so a month costs the same few queries as a day. The caller has checked access.
 */
async function buildJournal(
  deps: AppDeps,
  clientId: number,
  range: { from: string; to: string },
): Promise<Journal> {
  const dates = datesOfRange(range.from, range.to);
  const { from, to } = range;
  const inRange = repo.entriesInRange(clientId, from, to);
  const [catalogue, plan, stored, comments, water, habits, basics] = await Promise.all([
    catalogueOf(deps),
    planViewOf(deps, clientId),
    entries.storedEntries(deps.db, inRange),
    entries.storedComments(deps.db, inRange),
    repo.waterInRange(deps.db, clientId, from, to),
    repo.habitsInRange(deps.db, clientId, from, to),
    repo.journalBasics(deps.db, clientId),
  ]);
  if (!basics) throw notFound('Client not found');
  const timeZone = deps.config.defaultTimeZone;
  const photoUrl = (name: string) => signedPhotoUrl(deps.config.jwtSecret, name, deps.clock.now());
  const commentsOf = groupBy(comments, (c) => c.entryId);
  const read = itemReader(catalogue);
  const resolved = stored.map((e) => resolveEntry(read, e, commentsOf.get(e.id) ?? [], photoUrl));
  const entriesOn = groupBy(resolved, (e: ResolvedEntry) => e.view.date);
  const glassesOn = new Map(water.map((w) => [w.date, w.glasses]));
  // The days a habit is asked, as the habit write accepts them (tracking.repository.ts
  // habitActiveOn): from the day it was set through the day it was retired.
  const askedOn = new Map(
    habits.map((h) => [
      h.id,
      {
        from: isoDateIn(timeZone, h.createdAt),
        to: h.retiredAt ? isoDateIn(timeZone, h.retiredAt) : null,
      },
    ]),
  );

  const days = dates.map((date): JournalDay => {
    const dayEntries = entriesOn.get(date) ?? [];
    const eaten: Nutrients = sumNutrients(dayEntries.map((e) => e.nutrients));
    return {
      date,
      entries: dayEntries.map((e) => e.view),
      eaten: roundNutrients(macrosOf(eaten)),
      ...plannedOn(plan, date),
      water: glassesOn.get(date) ?? 0,
      habits: habits
        .filter((h) => {
          const asked = askedOn.get(h.id)!;
          return asked.from <= date && (asked.to === null || date <= asked.to);
        })
        .map((h) => ({ id: h.id, title: h.title, done: h.done.has(date) })),
    };
  });

  const targets = basics.targets ? figuresOf(basics.targets) : null;
  return {
    clientId,
    from,
    to,
    waterTarget: basics.waterTarget ?? JOURNAL_LIMITS.waterTargetDefault,
    targets,
    days,
    adherence: adherenceOf(
      days.map((d) => ({
        date: d.date,
        plannedMeals: d.plannedMeals,
        // An entry with only a note ("skipped lunch") does not keep the planned meal.
        loggedMeals: d.entries.filter((e) => e.items.length > 0).map((e) => e.meal),
        eatenKcal: d.eaten.kcal,
      })),
      {
        today: isoDateFromToday(timeZone, 0, deps.clock.now()),
        since: isoDateIn(timeZone, basics.joinedAt),
        targetKcal: targets?.kcal ?? null,
      },
    ),
  };
}
