import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ENQUIRY_COUNTRIES, ENQUIRY_SOURCES } from '@nourishwell/shared';
import { cascadingRef, setNullRef } from './columns.ts';
import { outbox } from './system.ts';
import { createdAt, users } from './users.ts';

/** The /signup enquiry form, and WhatsApp messages from numbers that are no client's. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** null for a WhatsApp enquiry whose profile gave no name. */
    name: text('name'),
    illness: text('illness').notNull(),
    phone: text('phone').notNull(),
    /** null for an enquiry that came as a WhatsApp message from an unknown number (issue 36). */
    email: text('email'),
    country: text('country', { enum: ENQUIRY_COUNTRIES }).notNull(),
    state: text('state'),
    language: text('language'),
    acceptedTnc: boolean('accepted_tnc').notNull(),
    /** The privacy notice version the form showed when she sent it (issue 18's consent log). */
    noticeVersion: text('notice_version'),
    /** Issue 36: 'form' (the /signup form) or 'whatsapp' (a message from an unknown number). */
    source: text('source', { enum: ENQUIRY_SOURCES }).notNull().default('form'),
    /** What a WhatsApp enquiry said; WhatsApp's message id keeps a repeated delivery out. */
    message: text('message'),
    externalId: text('external_id'),
    /**
     * When a WhatsApp enquiry was sent, by the platform's timestamp (as a chat message's
     * sent_at): the practice's 24-hour window to answer in free text runs from it.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The admin marked it handled (when, and who); both null while it is open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: setNullRef('handled_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('enquiries_country_check', sql`${t.country} in ('India', 'Outside India')`),
    check('enquiries_source_check', sql`${t.source} in ('form', 'whatsapp')`),
    // The form's enquiries accept the terms and give an email; a WhatsApp message cannot.
    check(
      'enquiries_terms_check',
      sql`${t.source} = 'whatsapp' or (${t.acceptedTnc} and ${t.email} is not null and ${t.name} is not null)`,
    ),
    check('enquiries_sent_at_check', sql`(${t.source} = 'whatsapp') = (${t.sentAt} is not null)`),
    // The one who handled it may be deleted since; when it was handled stays.
    check('enquiries_handled_check', sql`${t.handledBy} is null or ${t.handledAt} is not null`),
    uniqueIndex('enquiries_external_id_unique').on(t.externalId),
    index('enquiries_created_idx').on(t.createdAt),
    // A number's WhatsApp window: its latest message.
    index('enquiries_whatsapp_phone_idx')
      .on(t.phone, t.sentAt)
      .where(sql`${t.source} = 'whatsapp'`),
  ],
);

/**
 * Issue 36: the practice's WhatsApp replies to a WhatsApp enquiry, kept so the admin sees
 * the thread. They go with the enquiry (her erasure deletes it); the outbox row says what
 * became of each (emptied when that row is deleted).
 */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enquiryId: cascadingRef('enquiry_id', () => enquiries.id).notNull(),
    authorId: setNullRef('author_id', () => users.id),
    body: text('body').notNull(),
    outboxId: setNullRef('outbox_id', () => outbox.id),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/** The /reachout form. */
export const reachOuts = pgTable(
  'reach_outs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    concern: text('concern').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reach_outs_created_idx').on(t.createdAt)],
);

/** A visitor's "Pay now": a payment link goes to their phone. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Quoted to the payer and on the payment link, e.g. NW-7K3Q9XJ2. */
    reference: text('reference').notNull().unique(),
    phone: text('phone').notNull(),
    plan: text('plan').notNull(),
    /** Whole rupees; 0 for Contact Sales (custom price). */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'cancelled'] })
      .notNull()
      .default('pending'),
    paymentLink: text('payment_link'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_requests_phone_check', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
    check('payment_requests_amount_check', sql`${t.amount} between 0 and 100000`),
    check('payment_requests_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
  ],
);
