import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { auditLog, users } from '#api/db/schema/index.ts';
import { nameOf } from './people.repository.ts';

const actorName = nameOf('audit_log', 'actor_id');

/** Her access log rows: only those whose subject she is, newest first. */
export async function accessLogOf(db: Executor, subject: number, limit: number, offset: number) {
  const where = eq(auditLog.subjectId, subject);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorRole: auditLog.actorRole,
        // A client's name only when the actor is she herself (never another client's).
        actorName: sql<string | null>`CASE WHEN ${auditLog.actorRole} = 'client'
          AND ${auditLog.actorId} IS DISTINCT FROM ${subject} THEN NULL ELSE ${actorName} END`,
        action: auditLog.action,
        entity: auditLog.entity,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export interface AuditFilter {
  person?: number;
  /** The entity names to keep (a kind of record may be stored under several). */
  entities?: string[];
  /** Days (YYYY-MM-DD), both included, as calendar days in `timeZone` (the practice's). */
  from?: string;
  to?: string;
  timeZone: string;
}

/** The instant a practice-zone day starts: PostgreSQL turns the wall clock into a time. */
const dayStart = (day: SQL, timeZone: string) => sql`(${day})::timestamp AT TIME ZONE ${timeZone}`;

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.person === undefined
      ? undefined
      : or(eq(auditLog.actorId, filter.person), eq(auditLog.subjectId, filter.person)),
    filter.entities ? inArray(auditLog.entity, filter.entities) : undefined,
    filter.from
      ? gte(auditLog.createdAt, dayStart(sql`${filter.from}::date`, filter.timeZone))
      : undefined,
    filter.to
      ? lt(auditLog.createdAt, dayStart(sql`${filter.to}::date + 1`, filter.timeZone))
      : undefined,
  );
}

/** The admin's audit screen: one page of rows, both people named, and the total. */
export async function auditPage(db: Executor, filter: AuditFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorName,
        actorRole: auditLog.actorRole,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        subjectId: auditLog.subjectId,
        subjectName: nameOf('audit_log', 'subject_id'),
        details: auditLog.details,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Everyone with a login, named, for the person filter. */
export async function auditPeople(db: Executor) {
  return db
    .select({ id: users.id, role: users.role, name: nameOf('users', 'id') })
    .from(users)
    .orderBy(users.role, users.id);
}
