import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '@nourishwell/shared';
import { createdAt } from './users.ts';

/**
 * Every email, SMS and WhatsApp message goes through here: written in the same
 * transaction as the change that causes it, delivered by a worker or read by a person
 * when no provider is configured. Nothing is lost when a provider is down.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** What the message is, for the admin's list of sent messages (no body is shown). */
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull().default('other'),
    /** An iCalendar invitation sent with an email: METHOD and the .ics text. */
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
    /** Issue 34: an invoice or credit note whose PDF is rendered and attached at sending. */
    documentId: integer('document_id'),
    /** After this a pending message is pointless (a reminder after the session): expired. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a dispatcher claimed the row; a claim older than a few minutes is retried. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check(
      'outbox_status_check',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'expired')`,
    ),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('outbox_pending_idx').on(t.status, t.createdAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** Who did what to which record: admin actions and every read/write of assessment data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the log outlives the people in it and no row is ever changed (issue 18). */
    actorId: integer('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** The client whose records these are: her "Who viewed my records" reads by this. */
    subjectId: integer('subject_id'),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
