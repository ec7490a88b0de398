import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { auditLog } from '#api/db/schema/index.ts';
import type { Actor, AuditActor } from './actor.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'read';

/** The record before and after the change; either may be absent (a create has no before). */
export interface AuditChange {
  before?: unknown;
  after?: unknown;
  /** The client whose records these are, for her "Who viewed my records" (issue 18). */
  subject?: number | null;
}

const keysOf = (value: unknown): string[] =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];

/**
 * The fields a change touched, never their values: the log must name no one by name or
 * email (it outlives an erasure and is never edited, decision 020). For an update only
 * the fields whose value changed.
 */
export function changedFields({ before, after }: AuditChange): string[] {
  const fields = new Set([...keysOf(before), ...keysOf(after)]);
  if (keysOf(before).length > 0 && keysOf(after).length > 0) {
    const was = before as Record<string, unknown>;
    const is = after as Record<string, unknown>;
    for (const field of fields) {
      if (JSON.stringify(was[field]) === JSON.stringify(is[field])) fields.delete(field);
    }
  }
  return [...fields].sort();
}

/**
 * Who did what to which record, and which of its fields (decision 020). The actor is the
 * request's (id, role, address), or the system's (no one), so no caller spells its fields
 * out. Rows are append-only: a database trigger refuses UPDATE and DELETE (migration 0008).
 */
export async function audit(
  db: Executor,
  actor: AuditActor,
  action: AuditAction,
  entity: string,
  entityId: number | null,
  change: AuditChange = {},
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorRole: actor.role,
    action,
    entity,
    entityId,
    subjectId: change.subject ?? null,
    details: { fields: changedFields(change) },
    ip: actor.ip,
  });
}

/** One read row per reader, client and record type in this window keeps the log readable. */
const READ_WINDOW = sql`interval '10 minutes'`;

/**
 * A read of a client's health records (issue 18): who, which kind, whose, when. Written
 * unless the same reader read the same kind of her records in the last 10 minutes, in one
 * statement so a burst of calls costs one probe of the subject index each.
 */
export async function auditRead(
  db: Executor,
  actor: Actor,
  type: string,
  subject: number,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO audit_log (actor_id, actor_role, action, entity, entity_id, subject_id, details, ip)
    SELECT ${actor.id}, ${actor.role}, 'read', ${type}, NULL, ${subject}, '{"fields":[]}'::jsonb, ${actor.ip}
    WHERE NOT EXISTS (
      SELECT 1 FROM audit_log
      WHERE subject_id = ${subject} AND actor_id = ${actor.id} AND entity = ${type}
        AND action = 'read' AND created_at > now() - ${READ_WINDOW}
    )`);
}
