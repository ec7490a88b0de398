import { and, asc, eq, sql } from 'drizzle-orm';
import type { Measurement } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { measurements, progressEntries } from '#api/db/schema/index.ts';

type Row = typeof measurements.$inferSelect;

/**
 * A `real` column holds about seven significant digits; reading it back through some
 * drivers shows the binary's tail (72.3 as 72.30000305…). We answer the figure stored.
 */
const figure = (value: number) => Number(value.toPrecision(7));
const optionalFigure = (value: number | null) => (value === null ? null : figure(value));

export function toMeasurement(row: Row): Measurement {
  return {
    id: row.id,
    date: row.date,
    weightKg: figure(row.weightKg),
    waistCm: optionalFigure(row.waistCm),
    hipCm: optionalFigure(row.hipCm),
    bodyFatPct: optionalFigure(row.bodyFatPct),
    source: 'measurement',
    week: null,
  };
}

/** Her dated measurements, oldest first. */
export async function measurementsOf(db: Executor, clientId: number): Promise<Measurement[]> {
  const rows = await db
    .select()
    .from(measurements)
    .where(eq(measurements.clientId, clientId))
    .orderBy(asc(measurements.date), asc(measurements.id));
  return rows.map(toMeasurement);
}

/** Her spec Week 1–4 weigh-ins, each at the date it was saved in the practice's time zone. */
export async function weekEntriesOf(
  db: Executor,
  clientId: number,
  timeZone: string,
): Promise<Measurement[]> {
  const rows = await db
    .select({
      week: progressEntries.week,
      weight: progressEntries.weight,
      date: sql<string>`to_char(${progressEntries.recordedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
    })
    .from(progressEntries)
    .where(eq(progressEntries.clientId, clientId))
    .orderBy(asc(progressEntries.recordedAt), asc(progressEntries.week));
  return rows.map((row) => ({
    id: null,
    date: row.date,
    weightKg: row.weight,
    waistCm: null,
    hipCm: null,
    bodyFatPct: null,
    source: 'week',
    week: row.week,
  }));
}

export async function findMeasurement(
  db: Executor,
  clientId: number,
  where: { id: number } | { date: string },
): Promise<Measurement | undefined> {
  const [row] = await db
    .select()
    .from(measurements)
    .where(
      and(
        eq(measurements.clientId, clientId),
        'id' in where ? eq(measurements.id, where.id) : eq(measurements.date, where.date),
      ),
    )
    .limit(1);
  return row ? toMeasurement(row) : undefined;
}

/** One row per client and date: the same date again replaces its figures. */
export async function upsertMeasurement(
  db: Executor,
  row: {
    clientId: number;
    date: string;
    weightKg: number;
    waistCm: number | null;
    hipCm: number | null;
    bodyFatPct: number | null;
    recordedBy: number;
  },
): Promise<Measurement> {
  const { clientId: _clientId, date: _date, ...figures } = row;
  const [saved] = await db
    .insert(measurements)
    .values(row)
    .onConflictDoUpdate({
      target: [measurements.clientId, measurements.date],
      set: { ...figures, updatedAt: sql`now()` },
    })
    .returning();
  if (!saved) throw new Error('measurement not stored');
  return toMeasurement(saved);
}

export async function deleteMeasurement(db: Executor, id: number): Promise<void> {
  await db.delete(measurements).where(eq(measurements.id, id));
}
