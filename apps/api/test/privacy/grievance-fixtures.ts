import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';

/** The outbox rows of a kind to one recipient, oldest first. */
export const mailTo = (db: Database, kind: 'grievance' | 'breach', recipient: string) =>
  db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.kind, kind), eq(t.outbox.recipient, recipient)))
    .orderBy(t.outbox.id);

/** The audit rows of one grievance or breach. */
export const auditOf = (db: Database, entity: 'grievance' | 'breach', id: number) =>
  db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entity, entity), eq(t.auditLog.entityId, id)));

export const concern = (email: string, subject = 'Please delete my enquiry') => ({
  name: 'Asha Rao',
  email,
  subject,
  message: 'I sent an enquiry last year and would like it removed.',
});

export const DAY_MS = 86_400_000;
