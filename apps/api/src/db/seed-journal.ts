import { eq } from 'drizzle-orm';
import { isoDateFromToday, wallClockFromToday } from '#api/lib/dates.ts';
import type { Transaction } from './client.ts';
import { demoClients } from './demo-data.ts';
import {
  DEMO_JOINED_DAYS_AGO,
  demoJournals,
  demoShortJournals,
  type DemoJournal,
  type DemoShortJournal,
} from './demo-journal.ts';
import { demoJournalDays, type DemoDay } from './demo-journal-days.ts';
import { demoMealPlans } from './demo-meal-plans.ts';
import type { DemoFoodIds } from './seed-foods.ts';
import { demoItemRefs, lookUp, planItems, type DemoPeople } from './seed-meal-plans.ts';
import {
  clientTracking,
  habitChecks,
  habits,
  journalComments,
  journalEntries,
  journalItems,
  measurements,
  waterLogs,
} from './schema/index.ts';

type ItemRefs = Awaited<ReturnType<typeof demoItemRefs>>;

interface Writer {
  tx: Transaction;
  clientId: number;
  nutritionistId: number;
  /** The instant of a time on a day, `daysAgo` days before today (practice time). */
  at: (daysAgo: number, minuteOfDay: number) => Date;
}

/** Whether the client already has tracking of her own (the seed then leaves her alone). */
async function alreadyTracked(tx: Transaction, clientId: number): Promise<boolean> {
  const [tracking] = await tx
    .select({ id: clientTracking.clientId })
    .from(clientTracking)
    .where(eq(clientTracking.clientId, clientId));
  const [entry] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.clientId, clientId))
    .limit(1);
  return tracking !== undefined || entry !== undefined;
}

/** Her meals, each item as stored, and her nutritionist's comments on them. */
async function writeEntries(w: Writer, days: DemoDay[], refOf: ItemRefs) {
  const meals = days.flatMap((day) => day.entries.map((entry) => ({ day, entry })));
  if (meals.length === 0) return;
  const rows = await w.tx
    .insert(journalEntries)
    .values(
      meals.map(({ day, entry }) => ({
        clientId: w.clientId,
        date: day.date,
        meal: entry.meal,
        note: entry.note,
        createdAt: w.at(day.daysAgo, entry.minuteOfDay),
      })),
    )
    .returning({ id: journalEntries.id, date: journalEntries.date, meal: journalEntries.meal });
  // A demo day logs each meal once, so date and meal name the new entry.
  const idOf = new Map(rows.map((r) => [`${r.date}/${r.meal}`, r.id]));
  const entryId = (date: string, meal: string) => idOf.get(`${date}/${meal}`) ?? 0;

  await w.tx.insert(journalItems).values(
    meals.flatMap(({ day, entry }) =>
      entry.items.map((item, position) => ({
        entryId: entryId(day.date, entry.meal),
        position,
        ...('text' in item
          ? { text: item.text }
          : { ...refOf(item), quantity: item.quantity, unit: item.unit }),
      })),
    ),
  );
  const comments = meals.flatMap(({ day, entry }) =>
    entry.comment
      ? [
          {
            entryId: entryId(day.date, entry.meal),
            authorId: w.nutritionistId,
            text: entry.comment,
            // Her nutritionist reads the day's journal in the evening.
            createdAt: w.at(day.daysAgo, 21 * 60 + 30),
          },
        ]
      : [],
  );
  if (comments.length > 0) await w.tx.insert(journalComments).values(comments);
}

/** Her water target and habits, set by her nutritionist when she joined, and each day's taps. */
async function writeTracking(w: Writer, journal: DemoJournal, days: DemoDay[]) {
  const joined = w.at(DEMO_JOINED_DAYS_AGO, 11 * 60);
  await w.tx.insert(clientTracking).values({
    clientId: w.clientId,
    waterTarget: journal.waterTarget,
    updatedAt: joined,
  });
  const habitRows = await w.tx
    .insert(habits)
    .values(
      journal.habits.map((h, position) => ({
        clientId: w.clientId,
        title: h.title,
        position,
        createdAt: joined,
      })),
    )
    .returning({ id: habits.id, position: habits.position });
  const habitId = new Map(habitRows.map((r) => [r.position, r.id]));

  const eveningOf = (day: DemoDay) => w.at(day.daysAgo, 22 * 60);
  const water = days.flatMap((day) =>
    day.water === null
      ? []
      : [{ clientId: w.clientId, date: day.date, glasses: day.water, updatedAt: eveningOf(day) }],
  );
  if (water.length > 0) await w.tx.insert(waterLogs).values(water);
  const checks = days.flatMap((day) =>
    day.habitsKept.map((position) => ({
      habitId: habitId.get(position) ?? 0,
      date: day.date,
      createdAt: eveningOf(day),
    })),
  );
  if (checks.length > 0) await w.tx.insert(habitChecks).values(checks);

  const weighIns = days.flatMap((day) =>
    day.weighIn
      ? [
          {
            clientId: w.clientId,
            date: day.date,
            ...day.weighIn,
            recordedBy: w.clientId,
            // Before breakfast, as her nutritionist asked.
            createdAt: w.at(day.daysAgo, 7 * 60 + 15),
            updatedAt: w.at(day.daysAgo, 7 * 60 + 15),
          },
        ]
      : [],
  );
  if (weighIns.length > 0) await w.tx.insert(measurements).values(weighIns);
}

/**
 * The demo clients' last month of journal, water, habits and weigh-ins (demo-journal.ts),
 * dated up to yesterday in the practice's time zone. A client who already tracks anything
 * is left alone, so running it again writes nothing twice. Her account must be older than
 * the first day (seed.ts dates the demo accounts DEMO_JOINED_DAYS_AGO back).
 */
export async function seedDemoJournal(
  tx: Transaction,
  people: DemoPeople,
  ids: DemoFoodIds,
  timeZone: string,
  now: Date,
): Promise<void> {
  const today = isoDateFromToday(timeZone, 0, now);
  const at = (daysAgo: number, minuteOfDay: number) =>
    wallClockFromToday(timeZone, -daysAgo, Math.floor(minuteOfDay / 60), minuteOfDay % 60, now);
  const refOf = await demoItemRefs(
    tx,
    [
      ...demoMealPlans.flatMap(planItems),
      ...demoJournals.flatMap((j) => [
        ...j.swaps.map((s) => s.ate),
        ...j.occasions.flatMap((o) => o.items.flatMap((i) => ('text' in i ? [] : [i]))),
      ]),
    ],
    ids,
  );
  for (const journal of demoJournals) {
    const client = demoClients.find((c) => c.key === journal.client);
    const plan = demoMealPlans.find((p) => p.client === journal.client);
    if (!client || !plan)
      throw new Error(`a demo journal names an unknown client: ${journal.client}`);
    const clientId = lookUp(people.clientIds, client.key, 'client');
    if (await alreadyTracked(tx, clientId)) continue;
    const nutritionistId = lookUp(people.nutritionistIds, client.nutritionist, 'nutritionist');
    const days = demoJournalDays(journal, plan, today);
    const writer: Writer = { tx, clientId, nutritionistId, at };
    await writeEntries(writer, days, refOf);
    await writeTracking(writer, journal, days);
  }
  for (const short of demoShortJournals) {
    const client = demoClients.find((c) => c.key === short.client);
    if (!client) throw new Error(`a demo journal names an unknown client: ${short.client}`);
    const clientId = lookUp(people.clientIds, client.key, 'client');
    if (await alreadyTracked(tx, clientId)) continue;
    await writeShortJournal(
      tx,
      clientId,
      short,
      (daysAgo) => isoDateFromToday(timeZone, -daysAgo, now),
      at,
    );
  }
}

/** Breakfast and lunch in her own words on each day she logged (demoShortJournals). */
async function writeShortJournal(
  tx: Transaction,
  clientId: number,
  short: DemoShortJournal,
  dateOf: (daysAgo: number) => string,
  at: Writer['at'],
) {
  const meals = short.loggedDaysAgo.flatMap((daysAgo) => [
    { daysAgo, meal: 'breakfast' as const, minute: 8 * 60 + 40 },
    { daysAgo, meal: 'lunch' as const, minute: 13 * 60 + 30 },
  ]);
  const rows = await tx
    .insert(journalEntries)
    .values(
      meals.map((m) => ({
        clientId,
        date: dateOf(m.daysAgo),
        meal: m.meal,
        createdAt: at(m.daysAgo, m.minute),
      })),
    )
    .returning({ id: journalEntries.id, meal: journalEntries.meal });
  const textOf = { breakfast: short.breakfast, lunch: short.lunch } as Record<string, string>;
  await tx
    .insert(journalItems)
    .values(rows.map((row) => ({ entryId: row.id, position: 0, text: textOf[row.meal] ?? '' })));
}
