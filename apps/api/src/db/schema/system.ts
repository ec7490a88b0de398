import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, OUTBOX_KINDS, OUTBOX_STATUSES } from '@nourishwell/shared';
import { cascadingRef } from './columns.ts';
import { createdAt, users } from './users.ts';

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
    /**
     * Issue 36. The client it is for, when it is for one: withdrawing a channel's consent
     * cancels her pending rows on it, and an erasure takes them.
     */
    clientId: cascadingRef('client_id', () => users.id),
    /** Why an automatic message was sent ("no journal entry for 4 days"), for the admin. */
    reason: text('reason'),
    /**
     * The claim that makes an automatic message go once across rounds, restarts and
     * processes: `journalNudge:<client>:<last entry day>` …; a second insert is refused.
     */
    dedupeKey: text('dedupe_key'),
    /** Not delivered before this: a nudge found in her quiet hours waits for their end. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    /** A provider template's variables in order ({{1}}, {{2}} …), see TEMPLATE_PARAMS. */
    templateParams: jsonb('template_params').$type<string[]>(),
    /** The provider's id for the sent message (a wamid, an SMS request id): statuses find it. */
    providerMessageId: text('provider_message_id'),
    /** What the provider later reported: delivered, read, or failed after it was accepted. */
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The WhatsApp row this SMS replaces after WhatsApp failed (the fallback). */
    fallbackOf: integer('fallback_of'),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check(
      'outbox_status_check',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'expired', 'cancelled')`,
    ),
    check(
      'outbox_delivery_status_check',
      sql`${t.deliveryStatus} is null or ${t.deliveryStatus} in ('delivered', 'read', 'failed')`,
    ),
    uniqueIndex('outbox_dedupe_key_unique').on(t.dedupeKey),
    index('outbox_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('outbox_client_pending_idx')
      .on(t.clientId, t.channel)
      .where(sql`${t.status} in ('pending', 'sending')`),
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
