import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ENQUIRY_COUNTRIES } from '@nourishwell/shared';
import { createdAt } from './users.ts';

/** The /signup enquiry form. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    illness: text('illness').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    country: text('country', { enum: ENQUIRY_COUNTRIES }).notNull(),
    state: text('state'),
    language: text('language'),
    acceptedTnc: boolean('accepted_tnc').notNull(),
    /** The privacy notice version the form showed when she sent it (issue 18's consent log). */
    noticeVersion: text('notice_version'),
    createdAt: createdAt(),
  },
  (t) => [
    check('enquiries_country_check', sql`${t.country} in ('India', 'Outside India')`),
    check('enquiries_terms_check', sql`${t.acceptedTnc}`),
    index('enquiries_created_idx').on(t.createdAt),
  ],
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
