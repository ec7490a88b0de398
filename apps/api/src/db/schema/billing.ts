import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { keptRef, setNullRef } from './columns.ts';
import { clients } from './profiles.ts';
import { createdAt, updatedAt, users } from './users.ts';

/**
 * What the practice sells and what it was paid (issue 34, decision 030). Every amount is
 * whole paise. Invoices and credit notes are legal records kept for years: they copy every
 * figure and name they print, so a changed package, practice address or an erased client
 * never changes an issued document.
 */

const paise = (name: string) => integer(name).notNull();

/** The admin's catalogue. A package once sold is retired, never deleted. */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationWeeks: integer('duration_weeks').notNull(),
    /** null: unlimited sessions. */
    sessionsIncluded: integer('sessions_included'),
    pricePaise: paise('price_paise'),
    gstRate: integer('gst_rate').notNull(),
    sacCode: text('sac_code').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('packages_duration_check', sql`${t.durationWeeks} between 1 and 104`),
    check('packages_sessions_check', sql`${t.sessionsIncluded} between 1 and 200`),
    check('packages_price_check', sql`${t.pricePaise} between 0 and 100000000`),
    check('packages_rate_check', sql`${t.gstRate} in (0, 5, 12, 18)`),
    check('packages_sac_check', sql`${t.sacCode} ~ '^[0-9]{6}$'`),
  ],
);

/**
 * A package a client holds. 'expired' is not stored: an active purchase past its last day
 * reads as expired. `client_id` empties when she is erased; the documents keep her name.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: setNullRef('client_id', () => clients.id),
    packageId: keptRef('package_id', () => packages.id).notNull(),
    /** As sold: the catalogue may change afterwards. */
    packageName: text('package_name').notNull(),
    sessionsIncluded: integer('sessions_included'),
    taxablePaise: paise('taxable_paise'),
    /** 0 when sold while the practice was not registered for GST (a bill of supply). */
    gstRate: integer('gst_rate').notNull(),
    /** What she pays: taxable value and the tax for her place of supply, fixed at sale. */
    totalPaise: paise('total_paise'),
    sacCode: text('sac_code').notNull(),
    status: text('status', { enum: ['awaiting_payment', 'active', 'refunded'] })
      .notNull()
      .default('awaiting_payment'),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    /** Her GST state code for the place of supply; null: the practice's. */
    placeOfSupply: text('place_of_supply'),
    /** Razorpay's payment link while it awaits payment online. */
    razorpayLinkId: text('razorpay_link_id').unique(),
    razorpayLinkUrl: text('razorpay_link_url'),
    createdBy: setNullRef('created_by', () => users.id),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
  },
  (t) => [
    check('purchases_status_check', sql`${t.status} in ('awaiting_payment', 'active', 'refunded')`),
    check('purchases_dates_check', sql`${t.validUntil} >= ${t.validFrom}`),
    check('purchases_taxable_check', sql`${t.taxablePaise} >= 0`),
    index('purchases_client_idx').on(t.clientId, t.validUntil),
  ],
);

/** Money received for a purchase: by Razorpay, or recorded by the admin by hand. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: keptRef('purchase_id', () => purchases.id).notNull(),
    method: text('method', { enum: ['cash', 'bankTransfer', 'upi', 'razorpay'] }).notNull(),
    amountPaise: paise('amount_paise'),
    /** The bank or UPI reference, or Razorpay's payment id. */
    reference: text('reference').notNull().default(''),
    /** Razorpay's payment id: the same payment told twice is recorded once. */
    providerPaymentId: text('provider_payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    recordedBy: setNullRef('recorded_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_method_check', sql`${t.method} in ('cash', 'bankTransfer', 'upi', 'razorpay')`),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    index('payments_purchase_idx').on(t.purchaseId),
  ],
);

/** A tax invoice (or bill of supply) or a credit note, as issued: every printed figure. */
export const gstDocuments = pgTable(
  'gst_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['invoice', 'creditNote'] }).notNull(),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    purchaseId: keptRef('purchase_id', () => purchases.id).notNull(),
    refersToId: keptRef('refers_to_id', (): AnyPgColumn => gstDocuments.id),
    billOfSupply: boolean('bill_of_supply').notNull(),
    practiceName: text('practice_name').notNull(),
    practiceAddress: text('practice_address').notNull(),
    practiceState: text('practice_state').notNull(),
    practiceGstin: text('practice_gstin'),
    clientName: text('client_name').notNull(),
    clientAddress: text('client_address'),
    /** The GST state code of the place of supply. */
    placeOfSupply: text('place_of_supply').notNull(),
    description: text('description').notNull(),
    sacCode: text('sac_code').notNull(),
    taxablePaise: paise('taxable_paise'),
    gstRate: integer('gst_rate').notNull(),
    cgstPaise: paise('cgst_paise'),
    sgstPaise: paise('sgst_paise'),
    igstPaise: paise('igst_paise'),
    totalPaise: paise('total_paise'),
    /** A credit note's reason. */
    reason: text('reason'),
  },
  (t) => [
    check('gst_documents_kind_check', sql`${t.kind} in ('invoice', 'creditNote')`),
    check(
      'gst_documents_sum_check',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check(
      'gst_documents_refers_check',
      sql`(${t.kind} = 'creditNote') = (${t.refersToId} is not null)`,
    ),
    // One invoice and at most one credit note per purchase: a payment told twice or a
    // double-clicked refund cannot issue a second document.
    unique('gst_documents_purchase_kind_unique').on(t.purchaseId, t.kind),
    index('gst_documents_issued_idx').on(t.issuedAt),
  ],
);

/** Razorpay's webhook deliveries already handled, by their event id (idempotency). */
export const razorpayEvents = pgTable(
  'razorpay_events',
  {
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    /** What came of it: 'paid', 'duplicate', 'amountMismatch', 'unknownPurchase', 'ignored'. */
    outcome: text('outcome').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId] })],
);

/**
 * A package's renewal reminders already sent (7 days before it ends, and on its last day):
 * claimed by inserting the row, so each goes once across rounds and processes.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    purchaseId: keptRef('purchase_id', () => purchases.id).notNull(),
    /** 'week' (7 days before) or 'lastDay'. */
    kind: text('kind', { enum: ['week', 'lastDay'] }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.purchaseId, t.kind] }),
    check('renewal_reminders_kind_check', sql`${t.kind} in ('week', 'lastDay')`),
  ],
);
