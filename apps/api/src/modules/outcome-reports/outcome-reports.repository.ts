import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { appointments, outcomeReports } from '#api/db/schema/index.ts';

export type ReportRow = typeof outcomeReports.$inferSelect;

export async function insertReport(
  db: Executor,
  row: typeof outcomeReports.$inferInsert,
): Promise<ReportRow> {
  const [saved] = await db.insert(outcomeReports).values(row).returning();
  if (!saved) throw new Error('outcome report not stored');
  return saved;
}

export function reportsOf(db: Executor, clientId: number): Promise<ReportRow[]> {
  return db
    .select()
    .from(outcomeReports)
    .where(eq(outcomeReports.clientId, clientId))
    .orderBy(desc(outcomeReports.createdAt), desc(outcomeReports.id));
}

export async function findReport(db: Executor, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(outcomeReports).where(eq(outcomeReports.id, id));
  return row;
}

/** Sessions completed and missed from `start` up to (not including) `end`. */
export async function sessionCounts(db: Executor, clientId: number, start: Date, end: Date) {
  const rows = await db
    .select({ status: appointments.status, n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.clientId, clientId),
        gte(appointments.scheduledAt, start),
        lt(appointments.scheduledAt, end),
      ),
    )
    .groupBy(appointments.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { completed: of('completed'), missed: of('missed') };
}
