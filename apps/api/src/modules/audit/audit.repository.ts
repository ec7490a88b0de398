import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Actor } from './actor.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'read';

/** The record before and after the change; either may be absent (a create has no before). */
export interface AuditChange {
  before?: unknown;
  after?: unknown;
}

/**
 * Who did what to which record, with the record before and after (DESIGN §4). The actor
 * is the request's (id, role, address), so no caller spells its fields out.
 */
export async function audit(
  db: Executor,
  actor: Actor,
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
    details: { before: change.before ?? null, after: change.after ?? null },
    ip: actor.ip,
  });
}
