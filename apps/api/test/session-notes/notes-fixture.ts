import { and, eq } from 'drizzle-orm';
import { PRACTICE_TIME_ZONE } from '@nourishwell/shared';
import type { Database } from '#api/db/client.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import * as t from '#api/db/schema/index.ts';
import { insertSession } from '../helpers/caseload.ts';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';

export const zone = PRACTICE_TIME_ZONE;
export const dayAgo = (days: number) => isoDateFromToday(zone, -days);

/** A session of hers `daysAgo` days back at 10:00, completed with its notes. */
export async function completedSession(
  db: Database,
  clientId: number,
  nutritionistId: number,
  daysAgo: number,
  notes = 'Felt well',
): Promise<number> {
  const at = wallClockFromToday(zone, -daysAgo, 10);
  const id = await insertSession(db, clientId, nutritionistId, at);
  await db
    .update(t.appointments)
    .set({ status: 'completed', completedAt: at, notes })
    .where(eq(t.appointments.id, id));
  return id;
}

/** Her height, two weigh-ins and two days of glucose and insulin (HOMA-IR's pair). */
export async function recordOf(db: Database, clientId: number) {
  await db
    .update(t.clients)
    .set({ height: 160, gender: 'Female', age: 29 })
    .where(eq(t.clients.id, clientId));
  await db.insert(t.measurements).values([
    { clientId, date: dayAgo(60), weightKg: 80, waistCm: 94 },
    { clientId, date: dayAgo(5), weightKg: 76.5, waistCm: 90 },
  ]);
  await db.insert(t.labResults).values([
    { clientId, testCode: 'fastingGlucose', value: 110, takenOn: dayAgo(60) },
    { clientId, testCode: 'fastingInsulin', value: 18, takenOn: dayAgo(60) },
    { clientId, testCode: 'fastingGlucose', value: 95, takenOn: dayAgo(5) },
    { clientId, testCode: 'fastingInsulin', value: 10, takenOn: dayAgo(5) },
  ]);
}

/** The access log's rows about her of one entity and action. */
export function auditRows(db: Database, subject: number, entity: string, action: string) {
  return db
    .select()
    .from(t.auditLog)
    .where(
      and(
        eq(t.auditLog.subjectId, subject),
        eq(t.auditLog.entity, entity),
        eq(t.auditLog.action, action),
      ),
    );
}

/** A call of the app, as her nutritionist unless other headers are given. */
export const callerOf =
  (app: TestApp, nutritionist: { headers: Record<string, string> }) =>
  (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = nutritionist.headers,
  ) =>
    app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
