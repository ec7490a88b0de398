import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser } from '../helpers/factories.ts';

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/**
 * The journal's tallies (migration 0021) are kept by triggers for Practice health's
 * adherence. Whatever writes the journal, and however, they must say what counting the
 * journal itself says.
 */
describe('the journal tallies', () => {
  let app: TestApp;
  let clientIds: number[] = [];

  /** The tallies as they are, and as counted from the journal now. */
  async function tallies() {
    const kept = rowsOf(
      await app.db.execute(sql`
        select client_id, date::text, meal, items from journal_day_meals
        where items <> 0 order by 1, 2, 3`),
    );
    const counted = rowsOf(
      await app.db.execute(sql`
        select e.client_id, e.date::text, e.meal, count(*)::int as items
        from journal_entries e join journal_items i on i.entry_id = e.id
        group by 1, 2, 3 order by 1, 2, 3`),
    );
    // Each weekday's count of days she logged the meal, Monday first.
    const weekdays = sql.raw(
      [1, 2, 3, 4, 5, 6, 7]
        .map((d) => `count(distinct date) filter (where extract(isodow from date) = ${d})::int`)
        .join(', '),
    );
    const months = rowsOf(
      await app.db.execute(sql`
        select client_id, month::text, meal, array[monday, tuesday, wednesday, thursday,
          friday, saturday, sunday] as days
        from journal_month_meals
        where monday + tuesday + wednesday + thursday + friday + saturday + sunday <> 0
        order by 1, 2, 3`),
    );
    const monthsCounted = rowsOf(
      await app.db.execute(sql`
        select client_id, month::text, meal, array[${weekdays}] as days
        from (select e.client_id, date_trunc('month', e.date::timestamp)::date as month,
                e.meal, e.date
              from journal_entries e
              where exists (select 1 from journal_items i where i.entry_id = e.id)) x
        group by 1, 2, 3 order by 1, 2, 3`),
    );
    return { kept, counted, months, monthsCounted };
  }
  async function expectTalliesToMatch() {
    const { kept, counted, months, monthsCounted } = await tallies();
    expect(kept).toEqual(counted);
    expect(months).toEqual(monthsCounted);
    return kept.length;
  }
  /** Entries with `items` text items each, in one statement per table, as a bulk load. */
  async function entries(list: Array<[number, string, 'breakfast' | 'lunch' | 'dinner', number]>) {
    const ids = await app.db
      .insert(t.journalEntries)
      .values(list.map(([clientId, date, meal]) => ({ clientId, date, meal })))
      .returning({ id: t.journalEntries.id });
    const items = ids.flatMap(({ id }, i) =>
      Array.from({ length: list[i]![3] }, (_, position) => ({
        entryId: id,
        position,
        text: 'Tea',
      })),
    );
    if (items.length > 0) await app.db.insert(t.journalItems).values(items);
    return ids.map(({ id }) => id);
  }

  beforeAll(async () => {
    app = await buildTestApp();
    clientIds = [(await createUser(app.db, 'client')).id, (await createUser(app.db, 'client')).id];
  });
  afterAll(() => app.close());

  it('count the items of each day’s meal as entries and items come and go', async () => {
    const [a, b] = clientIds as [number, number];
    const first = await entries([
      [a, '2026-03-02', 'breakfast', 2],
      [a, '2026-03-02', 'lunch', 0],
      [a, '2026-03-09', 'breakfast', 1],
      [a, '2026-03-31', 'dinner', 3],
      [b, '2026-04-01', 'breakfast', 1],
    ]);
    expect(await expectTalliesToMatch()).toBe(4);
    // A second breakfast that Monday, then the first one deleted: still logged.
    const [again] = await entries([[a, '2026-03-02', 'breakfast', 1]]);
    await app.db.delete(t.journalEntries).where(eq(t.journalEntries.id, first[0]!));
    await expectTalliesToMatch();
    // Its last one deleted too; items taken out of an entry that stays.
    await app.db.delete(t.journalEntries).where(eq(t.journalEntries.id, again!));
    await app.db.delete(t.journalItems).where(eq(t.journalItems.entryId, first[3]!));
    await app.db.insert(t.journalItems).values({ entryId: first[1]!, position: 0, text: 'Soup' });
    expect(await expectTalliesToMatch()).toBe(3);
  });

  it('follow an entry or an item moved to another day, meal or entry', async () => {
    const [a, b] = clientIds as [number, number];
    const [moved, other] = await entries([
      [a, '2026-05-04', 'dinner', 2],
      [b, '2026-05-05', 'lunch', 1],
    ]);
    await app.db
      .update(t.journalEntries)
      .set({ date: '2026-06-10', meal: 'lunch' })
      .where(eq(t.journalEntries.id, moved!));
    await expectTalliesToMatch();
    await app.db
      .update(t.journalItems)
      .set({ entryId: other! })
      .where(eq(t.journalItems.entryId, moved!));
    await expectTalliesToMatch();
  });

  it('go with an account that is erased, and with an emptied journal', async () => {
    const [a] = clientIds as [number, number];
    await app.db.delete(t.users).where(eq(t.users.id, a));
    await expectTalliesToMatch();
    const left = await app.db
      .select()
      .from(t.journalMonthMeals)
      .where(inArray(t.journalMonthMeals.clientId, [a]));
    expect(left).toEqual([]);
    await app.db.execute(sql`truncate journal_entries, journal_items cascade`);
    expect(await expectTalliesToMatch()).toBe(0);
    expect(await app.db.select().from(t.journalMonthMeals)).toEqual([]);
  });
});
