import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  actorId: number;
  actorRole: string;
  action: 'create' | 'update' | 'delete' | 'read';
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** Who did what to which record, with the record before and after (DESIGN §4). */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorRole: entry.actorRole,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: { before: entry.before ?? null, after: entry.after ?? null },
    ip: entry.ip ?? null,
  });
}
