import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { JOURNAL_LIMITS, type Tracking } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { clientTracking, clients, habitChecks, habits, waterLogs } from '#api/db/schema/index.ts';

/**
 * A habit is asked on the dates from the day it was set to the day it was retired, both
 * read in the practice's time zone. The retiring day still counts: she may have ticked it
 * that morning, before her nutritionist changed the list, and may still correct it.
 */
export function habitActiveOn(timeZone: string, date: string): SQL {
  const day = sql`${date}::date`;
  return and(
    sql`(${habits.createdAt} at time zone ${timeZone})::date <= ${day}`,
    sql`(${habits.retiredAt} is null or (${habits.retiredAt} at time zone ${timeZone})::date >= ${day})`,
  ) as SQL;
}

/** The day's glasses, stored as the count itself so a replayed tap changes nothing. */
export async function setWater(
  db: Executor,
  row: { clientId: number; date: string; glasses: number },
): Promise<void> {
  await db
    .insert(waterLogs)
    .values(row)
    .onConflictDoUpdate({
      target: [waterLogs.clientId, waterLogs.date],
      set: { glasses: row.glasses, updatedAt: sql`now()` },
    });
}

/** Her habit, only if it is hers and was asked on that date. */
export async function findHabitActiveOn(
  db: Executor,
  clientId: number,
  habitId: number,
  timeZone: string,
  date: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: habits.id })
    .from(habits)
    .where(
      and(eq(habits.id, habitId), eq(habits.clientId, clientId), habitActiveOn(timeZone, date)),
    )
    .limit(1);
  return row !== undefined;
}

/** Done is a row, not done is no row: either write may be repeated safely. */
export async function setHabitDone(
  db: Executor,
  habitId: number,
  date: string,
  done: boolean,
): Promise<void> {
  if (done) await db.insert(habitChecks).values({ habitId, date }).onConflictDoNothing();
  else
    await db
      .delete(habitChecks)
      .where(and(eq(habitChecks.habitId, habitId), eq(habitChecks.date, date)));
}

/** Her water target (the default until her nutritionist sets one) and her habits asked now. */
export async function trackingOf(db: Executor, clientId: number): Promise<Tracking> {
  const [[target], active] = await Promise.all([
    db
      .select({ waterTarget: clientTracking.waterTarget })
      .from(clientTracking)
      .where(eq(clientTracking.clientId, clientId)),
    db
      .select({ id: habits.id, title: habits.title })
      .from(habits)
      .where(and(eq(habits.clientId, clientId), isNull(habits.retiredAt)))
      .orderBy(asc(habits.position), asc(habits.id)),
  ]);
  return {
    clientId,
    waterTarget: target?.waterTarget ?? JOURNAL_LIMITS.waterTargetDefault,
    habits: active,
  };
}

/**
 * Locks her client row until the transaction ends, so two saves of her habits are applied
 * one after the other and never leave more than five asked.
 */
export async function lockClient(db: Executor, clientId: number): Promise<void> {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

export async function saveWaterTarget(
  db: Executor,
  clientId: number,
  waterTarget: number,
): Promise<void> {
  await db
    .insert(clientTracking)
    .values({ clientId, waterTarget })
    .onConflictDoUpdate({
      target: clientTracking.clientId,
      set: { waterTarget, updatedAt: sql`now()` },
    });
}

/** Retires her asked habits not in `keep`; their checks stay as history. */
export async function retireHabitsExcept(
  db: Executor,
  clientId: number,
  keep: number[],
): Promise<void> {
  await db
    .update(habits)
    .set({ retiredAt: sql`now()` })
    .where(
      and(
        eq(habits.clientId, clientId),
        isNull(habits.retiredAt),
        keep.length > 0 ? notInArray(habits.id, keep) : undefined,
      ),
    );
}

/** Which of these ids are habits she is asked now. */
export async function activeHabitIds(
  db: Executor,
  clientId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.clientId, clientId), isNull(habits.retiredAt), inArray(habits.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function updateHabit(
  db: Executor,
  habitId: number,
  change: { title: string; position: number },
): Promise<void> {
  await db.update(habits).set(change).where(eq(habits.id, habitId));
}

export async function insertHabit(
  db: Executor,
  row: { clientId: number; title: string; position: number },
): Promise<void> {
  await db.insert(habits).values(row);
}
