import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { shiftIsoDate } from '#api/lib/dates.ts';
import { WEEKDAYS, type MealSlot } from '@nourishwell/shared';
import { createUser } from '../helpers/factories.ts';

type Weekday = (typeof WEEKDAYS)[number];

/** Calendar arithmetic on 'YYYY-MM-DD' texts, from a pinned today in India. */
export function calendar(today: string) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  /** The first day of the month `k` months before this one. */
  const monthStart = (k: number) => {
    const index = year * 12 + (month - 1) - k;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  };
  const daysIn = (k: number) => Number(shiftIsoDate(monthStart(k - 1), -1).slice(8, 10));
  return {
    monthStart,
    month: (k: number) => monthStart(k).slice(0, 7),
    /** The last day of the month `k` months before this one. */
    lastDay: (k: number) => shiftIsoDate(monthStart(k - 1), -1),
    daysIn,
    /** Every day of the month `k` months before this one. */
    days: (k: number) =>
      Array.from({ length: daysIn(k) }, (_, i) => shiftIsoDate(monthStart(k), i)),
    dayOfMonth: Number(today.slice(8, 10)),
  };
}

/** An instant from a date and an Indian wall-clock time. */
export const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** Writes the practice's history straight into the tables, as years of use would. */
export function seeder(db: Database) {
  const firstFood = async () => (await db.select({ id: t.foods.id }).from(t.foods).limit(1))[0]!.id;
  /**
   * A journal entry with `items` foods, answering its id: logged, as adherence counts it,
   * with one or more; with none it carries only a note.
   */
  const meal = async (clientId: number, date: string, slot: MealSlot, items: number) => {
    const foodId = await firstFood();
    const [entry] = await db
      .insert(t.journalEntries)
      .values({ clientId, date, meal: slot, note: items === 0 ? 'Skipped' : null })
      .returning({ id: t.journalEntries.id });
    if (items > 0)
      await db.insert(t.journalItems).values(
        Array.from({ length: items }, (_, position) => ({
          entryId: entry!.id,
          position,
          foodId,
          quantity: 30,
          unit: 'g' as const,
        })),
      );
    return entry!.id;
  };
  /** A weekly plan of these slots, each with one food (`empty`: a slot with nothing in it). */
  const plan = async (
    clientId: number,
    nutritionistId: number,
    slots: Array<{ weekday: Weekday; meal: MealSlot; empty?: boolean }>,
  ) => {
    const foodId = await firstFood();
    for (const slot of slots) {
      const [entry] = await db
        .insert(t.mealPlanEntries)
        .values({ clientId, nutritionistId, weekday: slot.weekday, meal: slot.meal })
        .returning({ id: t.mealPlanEntries.id });
      if (!slot.empty)
        await db
          .insert(t.mealPlanItems)
          .values({ entryId: entry!.id, position: 0, foodId, quantity: 30, unit: 'g' });
    }
  };
  return {
    async client(joined: Date, nutritionistId: number | null) {
      const user = await createUser(db, 'client');
      await db.update(t.users).set({ createdAt: joined }).where(eq(t.users.id, user.id));
      await db.update(t.clients).set({ nutritionistId }).where(eq(t.clients.id, user.id));
      return user;
    },
    joined: (userId: number, at: Date) =>
      db.update(t.users).set({ createdAt: at }).where(eq(t.users.id, userId)),
    nutritionistSince: (id: number, at: Date) =>
      db.update(t.nutritionists).set({ createdAt: at }).where(eq(t.nutritionists.id, id)),
    meal,
    plan,
    /** A breakfast with one food: a meal logged as adherence counts it. */
    breakfast: (clientId: number, date: string) => meal(clientId, date, 'breakfast', 1),
    /** A journal entry with only a note: activity, but no planned meal kept. */
    note: (clientId: number, date: string) => meal(clientId, date, 'snack', 0),
    /** A plan of breakfast every day of the week. */
    breakfastPlan: (clientId: number, nutritionistId: number) =>
      plan(
        clientId,
        nutritionistId,
        WEEKDAYS.map((weekday) => ({ weekday, meal: 'breakfast' as const })),
      ),
    held: (clientId: number, nutritionistId: number, at: Date) =>
      db.insert(t.appointments).values({
        clientId,
        nutritionistId,
        scheduledAt: at,
        endsAt: new Date(at.getTime() + 30 * 60_000),
        status: 'completed',
        completedAt: at,
      }),
    /** A paid package valid over some days (no payment row: Revenue is not asked here). */
    async package(clientId: number, validFrom: string, validUntil: string) {
      const [pkg] = await db
        .insert(t.packages)
        .values({
          name: 'Silver',
          description: 'Sessions',
          durationWeeks: 4,
          sessionsIncluded: 4,
          pricePaise: 100_000,
          gstRate: 0,
          sacCode: '999319',
        })
        .returning({ id: t.packages.id });
      await db.insert(t.purchases).values({
        clientId,
        packageId: pkg!.id,
        packageName: 'Silver',
        taxablePaise: 100_000,
        gstRate: 0,
        totalPaise: 100_000,
        sacCode: '999319',
        status: 'active',
        validFrom,
        validUntil,
      });
    },
  };
}
