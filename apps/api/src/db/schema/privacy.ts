import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BREACH_STATUSES,
  CONSENT_ACTIONS,
  CONTACT_KINDS,
  CONSENT_METHODS,
  ERASURE_REASONS,
  ERASURE_STATUSES,
  GRIEVANCE_STATUSES,
  LOCALES,
} from '@nourishwell/shared';
import { cascadingRef, setNullRef } from './columns.ts';
import { createdAt, updatedAt, users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Who accepted or withdrew which notice version, when and how (issue 18). Goes with her account. */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: cascadingRef('user_id', () => users.id).notNull(),
    version: text('version').notNull(),
    action: text('action', { enum: CONSENT_ACTIONS }).notNull(),
    method: text('method', { enum: CONSENT_METHODS }).notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.createdAt),
    check('consents_action_check', sql`${t.action} in ('accept', 'withdraw')`),
  ],
);

/** One signed-in device: its id travels in the token, so signing it out ends that token. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: text('id').primaryKey(),
    userId: cascadingRef('user_id', () => users.id).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.lastSeenAt)],
);

/** Single-use two-factor recovery codes; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: cascadingRef('user_id', () => users.id).notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/** An erasure waiting out its notice; the row goes with the account when the erasure runs. */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: cascadingRef('user_id', () => users.id).notNull(),
    reason: text('reason', { enum: ERASURE_REASONS }).notNull(),
    status: text('status', { enum: ERASURE_STATUSES }).notNull().default('pending'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    scheduledFor: at('scheduled_for').notNull(),
    cancelledAt: at('cancelled_at'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: at('claimed_at'),
    lastError: text('last_error'),
  },
  (t) => [
    // One live request per person: a second request while one waits is the same request.
    uniqueIndex('erasure_requests_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('erasure_requests_due_idx').on(t.status, t.scheduledFor),
  ],
);

/** What is left after an erasure: when and what kinds of records, never who. */
export const erasureReceipts = pgTable('erasure_receipts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  reference: text('reference').notNull().unique(),
  role: text('role').notNull(),
  reason: text('reason', { enum: ERASURE_REASONS }).notNull(),
  requestedAt: at('requested_at').notNull(),
  erasedAt: at('erased_at').notNull().defaultNow(),
  /** Counts per kind of record erased, e.g. {"journalEntries": 40, "photoFiles": 2}. */
  summary: jsonb('summary').$type<Record<string, number>>().notNull(),
});

/** Her chat kept readable for the nutritionist as "Deleted user" after she is erased. */
export const erasedMessages = pgTable(
  'erased_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nutritionistId: cascadingRef('nutritionist_id', () => users.id).notNull(),
    /** The erasure receipt's reference: one "Deleted user" conversation per erasure. */
    receiptReference: text('receipt_reference').notNull(),
    fromClient: integer('from_client').notNull(),
    content: text('content').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('erased_messages_nutritionist_idx').on(t.nutritionistId, t.receiptReference)],
);

/** A data concern (DPDP grievance): answered within 90 days. */
export const grievances = pgTable(
  'grievances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull().unique(),
    userId: setNullRef('user_id', () => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('open'),
    dueAt: at('due_at').notNull(),
    reply: text('reply'),
    resolvedAt: at('resolved_at'),
    resolvedBy: setNullRef('resolved_by', () => users.id),
    /**
     * The language she wrote from (her account's, or the page's for a visitor): her answer
     * is written in it (issue 33). No check, like users.language: the API takes LOCALES.
     */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('grievances_status_due_idx').on(t.status, t.dueAt),
    index('grievances_user_idx').on(t.userId),
  ],
);

/** The breach register: an incident and its 72-hour reporting clock. */
export const breaches = pgTable(
  'breaches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** What kinds of data were involved, in words for the notice to people. */
    dataInvolved: text('data_involved').notNull(),
    discoveredAt: at('discovered_at').notNull(),
    status: text('status', { enum: BREACH_STATUSES }).notNull().default('open'),
    reportedAt: at('reported_at'),
    notifiedAt: at('notified_at'),
    /**
     * People the breach touched who were erased since (issue 30): their rows in
     * breach_affected go with their accounts, this count stays, so the register still
     * tells the regulator how many people it touched, and names none of the erased.
     */
    erasedAffected: integer('erased_affected').notNull().default(0),
    createdBy: setNullRef('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('breaches_discovered_idx').on(t.discoveredAt)],
);

/** The people a breach touched; the row goes if the person is erased later (counted then). */
export const breachAffected = pgTable(
  'breach_affected',
  {
    breachId: cascadingRef('breach_id', () => breaches.id).notNull(),
    userId: cascadingRef('user_id', () => users.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.breachId, t.userId] })],
);

/**
 * Issue 30: her phone or email proved hers by a code sent to it. `verified_value` is what
 * was proved (a phone as its ten digits, an email lower-cased) and counts only while her
 * profile still holds it; triggers delete the row when her phone or email changes. The
 * code waiting to be entered is kept as an HMAC only, with its expiry and tries.
 */
export const contactVerifications = pgTable(
  'contact_verifications',
  {
    userId: cascadingRef('user_id', () => users.id).notNull(),
    contact: text('contact', { enum: CONTACT_KINDS }).notNull(),
    /** Where the waiting code was sent; it proves only that value. */
    codeValue: text('code_value'),
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    codeTries: integer('code_tries').notNull().default(0),
    verifiedValue: text('verified_value'),
    verifiedAt: at('verified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contact] }),
    check('contact_verifications_contact_check', sql`${t.contact} in ('phone', 'email')`),
  ],
);
