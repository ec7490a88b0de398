import { and, asc, between, eq, gte, isNull, or } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import {
  clientTargets,
  clientTracking,
  clients,
  habitChecks,
  habits,
  journalEntries,
  users,
  waterLogs,
} from '#api/db/schema/index.ts';

/** Her journal's rows from `from` to `to`: what a range read's entry queries select. */
export const entriesInRange = (clientId: number, from: string, to: string) =>
  and(eq(journalEntries.clientId, clientId), between(journalEntries.date, from, to));

/** Her glasses of water per date in the range (dates without a row had none). */
export function waterInRange(db: Executor, clientId: number, from: string, to: string) {
  return db
    .select({ date: waterLogs.date, glasses: waterLogs.glasses })
    .from(waterLogs)
    .where(and(eq(waterLogs.clientId, clientId), between(waterLogs.date, from, to)));
}

/** A day before `date`, as an instant: a retired habit's cut-off read generously in SQL. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000);

/**
 * Her habits that were still asked on some day of the range (active, or retired since its
 * start), each with the dates in the range it was done, in one query. Which days show a
 * habit (the day it was set through the day it was retired, as the habit write accepts)
 * is settled by the caller in the practice's time zone.
 */
export async function habitsInRange(db: Executor, clientId: number, from: string, to: string) {
  const rows = await db
    .select({
      id: habits.id,
      title: habits.title,
      createdAt: habits.createdAt,
      retiredAt: habits.retiredAt,
      doneOn: habitChecks.date,
    })
    .from(habits)
    .leftJoin(
      habitChecks,
      and(eq(habitChecks.habitId, habits.id), between(habitChecks.date, from, to)),
    )
    .where(
      and(
        eq(habits.clientId, clientId),
        or(isNull(habits.retiredAt), gte(habits.retiredAt, dayBefore(from))),
      ),
    )
    .orderBy(asc(habits.position), asc(habits.id));
  const byId = new Map<
    number,
    { id: number; title: string; createdAt: Date; retiredAt: Date | null; done: Set<string> }
  >();
  for (const row of rows) {
    const habit = byId.get(row.id) ?? { ...row, done: new Set<string>() };
    if (row.doneOn !== null) habit.done.add(row.doneOn);
    byId.set(row.id, habit);
  }
  return [...byId.values()];
}

/** When her account began, her water target (if set) and her targets (if set). */
export async function journalBasics(db: Executor, clientId: number) {
  const [row] = await db
    .select({
      joinedAt: users.createdAt,
      waterTarget: clientTracking.waterTarget,
      targets: clientTargets,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.id))
    .leftJoin(clientTracking, eq(clientTracking.clientId, clients.id))
    .leftJoin(clientTargets, eq(clientTargets.clientId, clients.id))
    .where(eq(clients.id, clientId));
  return row;
}

/** When her account was created (undefined when there is no such account). */
export async function accountCreatedAt(db: Executor, userId: number): Promise<Date | undefined> {
  const [account] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return account?.createdAt;
}
