import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@nourishwell/shared';
import { demoClients } from '#api/db/demo-data.ts';
import { DEMO_JOURNAL_DAYS, demoJournals, meeraJournal } from '#api/db/demo-journal.ts';
import { demoJournalDays } from '#api/db/demo-journal-days.ts';
import { meeraPlan } from '#api/db/demo-meal-plans.ts';
import * as t from '#api/db/schema/index.ts';
import { seedDemoJournal } from '#api/db/seed-journal.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { shiftIsoDate } from '#api/lib/dates.ts';
import { isoDateFromToday, testNow } from '../helpers/test-clock.ts';
import { checkItem, loadCatalogue } from '#api/modules/foods/catalogue.ts';
import { assertTrackedDate } from '#api/modules/journal/journal-dates.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';

/** Meera's and Arjun's month of journal, water, habits and weigh-ins, as first seeded. */
describe('the demo journal', () => {
  const zone = testConfig().defaultTimeZone;
  let app: TestApp;
  let today: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDataIfEmpty(app.db, testNow(), zone);
    today = isoDateFromToday(zone, 0);
    const users = await app.db.select().from(t.users);
    for (const u of users) ids[u.email.split('@')[0] ?? ''] = u.id;
  });
  afterAll(() => app.close());

  const entriesOf = (clientId: number) =>
    app.db
      .select({ id: t.journalEntries.id, date: t.journalEntries.date, meal: t.journalEntries.meal })
      .from(t.journalEntries)
      .where(eq(t.journalEntries.clientId, clientId));

  /** Every table the journal seed writes, counted. */
  const totals = async () => {
    const tables = [
      t.journalEntries,
      t.journalItems,
      t.journalComments,
      t.waterLogs,
      t.clientTracking,
      t.habits,
      t.habitChecks,
      t.measurements,
    ] as const;
    const counts: number[] = [];
    for (const table of tables) {
      const [row] = await app.db.select({ n: count() }).from(table);
      counts.push(row?.n ?? 0);
    }
    return counts;
  };

  it.each(demoJournals.map((j) => [j.client, j] as const))(
    'gives %s 30 days up to yesterday, with whole days missed and a couple half-logged',
    async (name, journal) => {
      const entries = await entriesOf(ids[name]!);
      const dates = new Set(entries.map((e) => e.date));
      const first = shiftIsoDate(today, -DEMO_JOURNAL_DAYS);
      expect([...dates].every((d) => d >= first && d < today)).toBe(true);
      expect(dates.size).toBe(DEMO_JOURNAL_DAYS - journal.missedDaysAgo.length);
      expect(journal.missedDaysAgo.length).toBeGreaterThanOrEqual(4);
      expect(journal.missedDaysAgo.length).toBeLessThanOrEqual(6);
      for (const daysAgo of journal.missedDaysAgo) {
        expect(dates.has(shiftIsoDate(today, -daysAgo))).toBe(false);
      }
      for (const daysAgo of journal.partialDaysAgo) {
        const meals = entries
          .filter((e) => e.date === shiftIsoDate(today, -daysAgo))
          .map((e) => e.meal);
        expect(new Set(meals)).toEqual(new Set(['breakfast', 'lunch']));
      }
      // Most of the planned meals are logged: adherence looks real, not perfect.
      const logged = entries.length / (DEMO_JOURNAL_DAYS * 4);
      expect(logged).toBeGreaterThan(0.65);
      expect(logged).toBeLessThan(0.95);
    },
  );

  it('logs mostly what was planned, with swaps, free-text items and a few notes', async () => {
    const textItems = await app.db
      .select({ text: t.journalItems.text })
      .from(t.journalItems)
      .where(and(isNull(t.journalItems.foodId), isNull(t.journalItems.recipeId)));
    expect(textItems.map((i) => i.text)).toContain("2 pani puri at a friend's");
    const notes = await app.db.select({ note: t.journalEntries.note }).from(t.journalEntries);
    expect(notes.filter((n) => n.note).length).toBeGreaterThan(3);

    // The pure month (what the seed wrote): each entry against that weekday's plan.
    const meals = demoJournalDays(meeraJournal, meeraPlan, today).flatMap((day) => {
      const weekday = WEEKDAYS[(new Date(`${day.date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
      return day.entries.map((entry) => ({ entry, plan: meeraPlan.week[weekday] }));
    });
    const asPlanned = meals.filter(({ entry, plan }) =>
      plan.some(
        (m) => m.meal === entry.meal && JSON.stringify(m.items) === JSON.stringify(entry.items),
      ),
    );
    const planned = meals;
    expect(asPlanned.length / planned.length).toBeGreaterThan(0.5);
    expect(asPlanned.length).toBeLessThan(planned.length);
  });

  it('names only foods and recipes that exist, in measures they have', async () => {
    const catalogue = await loadCatalogue(app.db);
    const items = await app.db.select().from(t.journalItems);
    const stored = items.filter((i) => i.text === null);
    expect(stored.length).toBeGreaterThan(100);
    for (const item of stored) {
      const ref = item.foodId !== null ? { foodId: item.foodId } : { recipeId: item.recipeId! };
      expect(() =>
        checkItem(catalogue, { ...ref, quantity: item.quantity!, unit: item.unit! }),
      ).not.toThrow();
    }
  });

  it('sets a water target and three habits each, with most days’ water and some habits done', async () => {
    for (const journal of demoJournals) {
      const clientId = ids[journal.client]!;
      const habits = await app.db.select().from(t.habits).where(eq(t.habits.clientId, clientId));
      expect(habits.map((h) => h.title)).toEqual(journal.habits.map((h) => h.title));
      const [tracking] = await app.db
        .select()
        .from(t.clientTracking)
        .where(eq(t.clientTracking.clientId, clientId));
      expect(tracking?.waterTarget).toBe(journal.waterTarget);
      const water = await app.db
        .select()
        .from(t.waterLogs)
        .where(eq(t.waterLogs.clientId, clientId));
      expect(water).toHaveLength(DEMO_JOURNAL_DAYS - journal.missedDaysAgo.length);
      const [checks] = await app.db
        .select({ n: count() })
        .from(t.habitChecks)
        .where(
          inArray(
            t.habitChecks.habitId,
            habits.map((h) => h.id),
          ),
        );
      const possible = water.length * habits.length;
      expect(checks?.n).toBeGreaterThan(possible * 0.3);
      expect(checks?.n).toBeLessThan(possible * 0.9);
    }
  });

  it('weighs each client about weekly, on a gradual downward trend with waist and hip', async () => {
    for (const journal of demoJournals) {
      const rows = (
        await app.db
          .select()
          .from(t.measurements)
          .where(eq(t.measurements.clientId, ids[journal.client]!))
      ).sort((a, b) => a.date.localeCompare(b.date));
      expect(rows).toHaveLength(journal.weighInDaysAgo.length);
      for (const row of rows) expect(row.waistCm && row.hipCm).toBeTruthy();
      const lost = rows[0]!.weightKg - rows.at(-1)!.weightKg;
      expect(lost).toBeGreaterThan(1.5);
      expect(lost).toBeLessThan(3.5);
      for (let i = 1; i < rows.length; i += 1) {
        const gap = (Date.parse(rows[i]!.date) - Date.parse(rows[i - 1]!.date)) / 86_400_000;
        expect(gap).toBeLessThanOrEqual(8);
      }
    }
  });

  it('has Asha comment on Meera’s entries of the last few days', async () => {
    const rows = await app.db
      .select({ author: t.journalComments.authorId, date: t.journalEntries.date })
      .from(t.journalComments)
      .innerJoin(t.journalEntries, eq(t.journalEntries.id, t.journalComments.entryId))
      .where(eq(t.journalEntries.clientId, ids.meera!));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row.author).toBe(ids.asha);
      expect(row.date >= shiftIsoDate(today, -7)).toBe(true);
    }
  });

  it('gives Priya a week of her own words ending 4 days ago, so Asha’s Today says she stopped', async () => {
    const dates = (await entriesOf(ids.priya ?? 0)).map((e) => e.date).sort();
    expect(dates.at(-1)).toBe(shiftIsoDate(today, -4));
    expect(new Set(dates).size).toBe(7);
  });

  it('opened every demo client’s account before her first journal day', async () => {
    for (const c of demoClients) {
      const first = shiftIsoDate(today, -DEMO_JOURNAL_DAYS);
      await expect(
        assertTrackedDate(app.db, zone, ids[c.key]!, first, testNow()),
      ).resolves.toBeUndefined();
    }
  });

  it('writes the same month every run, and nothing twice when run again', async () => {
    expect(demoJournalDays(meeraJournal, meeraPlan, today)).toEqual(
      demoJournalDays(meeraJournal, meeraPlan, today),
    );
    const before = await totals();
    const foods = await app.db.select().from(t.foods).where(isNull(t.foods.code));
    const recipes = await app.db.select().from(t.recipes);
    const people = {
      clientIds: new Map(demoClients.map((c) => [c.key, ids[c.key]!])),
      nutritionistIds: new Map([
        ['asha', ids.asha!],
        ['ravi', ids.ravi!],
      ]),
    };
    const foodIds = {
      practiceFoods: new Map(foods.map((f) => [f.name, f.id])),
      recipes: new Map(recipes.map((r) => [r.name, r.id])),
    };
    await app.db.transaction((tx) => seedDemoJournal(tx, people, foodIds, zone, testNow()));
    expect(await seedDemoDataIfEmpty(app.db, testNow(), zone)).toBe(false);
    expect(await totals()).toEqual(before);
  });
});
