import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { isoDateSchema, journalMessages } from '../schemas/journal.ts';
import { billingMessages as m } from './billing-texts.ts';
import { GST_RATES } from './gst.ts';
import { GST_STATES, isGstin } from './gst-states.ts';

/**
 * Packages, purchases, payments and GST documents as the API carries them (issue 34,
 * decision 030). Every amount is whole paise.
 */

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** ₹10,00,000 in paise: far above any package, far below any integer trouble. */
export const MAX_PRICE_PAISE = 100_000_000;
export const PURCHASE_STATUSES = ['awaitingPayment', 'active', 'expired', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
/** How the admin records a payment taken outside Razorpay. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'bankTransfer', 'upi'] as const;
export const PAYMENT_METHODS = [...MANUAL_PAYMENT_METHODS, 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DOCUMENT_KINDS = ['invoice', 'creditNote'] as const;

const gstRateSchema = z
  .number({ error: m.rateInvalid })
  .refine((rate) => (GST_RATES as readonly number[]).includes(rate), m.rateInvalid);
const stateCodeSchema = z
  .string({ error: m.stateInvalid })
  .refine((code) => GST_STATES.some((state) => state.code === code), m.stateInvalid);

export const packageInputSchema = z.object({
  name: z.string({ error: m.nameInvalid }).trim().min(2, m.nameInvalid).max(80, m.nameInvalid),
  description: z.string({ error: m.descriptionInvalid }).trim().max(500, m.descriptionInvalid),
  durationWeeks: whole(1, 104, m.durationInvalid),
  /** null: unlimited sessions. */
  sessionsIncluded: whole(1, 200, m.sessionsInvalid).nullable(),
  pricePaise: whole(0, MAX_PRICE_PAISE, m.priceInvalid),
  gstRate: gstRateSchema,
  sacCode: z.string({ error: m.sacInvalid }).regex(/^\d{6}$/, m.sacInvalid),
  active: z.boolean(),
});
export type PackageInput = z.input<typeof packageInputSchema>;

export const packageSchema = packageInputSchema.extend({
  id: z.number().int(),
  /** Purchases of it (a sold package is retired, never deleted). */
  sold: z.number().int(),
});
export type Package = z.infer<typeof packageSchema>;

/** What a visitor or client reads of an active package. */
export const offeredPackageSchema = packageSchema.pick({
  id: true,
  name: true,
  description: true,
  durationWeeks: true,
  sessionsIncluded: true,
  pricePaise: true,
  gstRate: true,
});
export type OfferedPackage = z.infer<typeof offeredPackageSchema>;

export const packageParamsSchema = z.object({ id: idSchema });

/** The practice as its invoices name it; no GSTIN: not registered, bills of supply. */
export const billingSettingsSchema = z
  .object({
    legalName: z
      .string({ error: m.legalNameInvalid })
      .trim()
      .min(2, m.legalNameInvalid)
      .max(120, m.legalNameInvalid),
    address: z
      .string({ error: m.addressInvalid })
      .trim()
      .min(5, m.addressInvalid)
      .max(300, m.addressInvalid),
    stateCode: stateCodeSchema,
    gstin: z
      .string({ error: m.gstinInvalid })
      .trim()
      .toUpperCase()
      .refine(isGstin, m.gstinInvalid)
      .nullable(),
    /** Booking beyond the sessions left is refused (true) or only warned about (false). */
    blockBeyondSessions: z.boolean(),
  })
  .refine((s) => s.gstin === null || s.gstin.startsWith(s.stateCode), {
    message: m.gstinStateMismatch,
    path: ['gstin'],
  });
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/** A day of a package: within this century (PostgreSQL has no year 0). */
const packageDaySchema = isoDateSchema.refine(
  (day) => day >= '2000-01-01' && day <= '2099-12-31',
  journalMessages.dateInvalid,
);

export const sellPackageSchema = z.object({
  packageId: idSchema,
  /** The day it starts; unset: today, or the day after her current package ends. */
  validFrom: packageDaySchema.optional(),
  /** Her state for the place of supply; kept on her record for next time. */
  stateCode: stateCodeSchema.nullable(),
});
export type SellPackageInput = z.input<typeof sellPackageSchema>;

export const clientParamsSchema = z.object({ clientId: idSchema });
export const purchaseParamsSchema = z.object({ purchaseId: idSchema });
export const invoiceParamsSchema = z.object({ invoiceId: idSchema });

export const recordPaymentSchema = z
  .object({
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: m.methodInvalid }),
    reference: z
      .string({ error: m.referenceInvalid })
      .trim()
      .max(60, m.referenceInvalid)
      .default(''),
    paidOn: packageDaySchema,
  })
  .refine((p) => p.method === 'cash' || p.reference.length > 0, {
    message: m.referenceRequired,
    path: ['reference'],
  });
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

export const refundSchema = z.object({
  reason: z
    .string({ error: m.reasonInvalid })
    .trim()
    .min(3, m.reasonInvalid)
    .max(300, m.reasonInvalid),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amountPaise: z.number().int(),
  reference: z.string(),
  paidAt: z.string(),
  /** Who recorded it by hand; null for Razorpay. */
  recordedBy: z.string().nullable(),
});

export const documentRefSchema = z.object({ id: z.number().int(), number: z.string() });

export const purchaseSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  boughtAt: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  sessionsIncluded: z.number().int().nullable(),
  sessionsUsed: z.number().int(),
  /** null: unlimited. Never below zero; `sessionsUsed` shows how far over. */
  sessionsLeft: z.number().int().nullable(),
  taxablePaise: z.number().int(),
  gstRate: z.number().int(),
  totalPaise: z.number().int(),
  /** Razorpay's link while it awaits payment online. */
  payUrl: z.string().nullable(),
  payments: z.array(paymentSchema),
  invoice: documentRefSchema.nullable(),
  creditNote: documentRefSchema.nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const payLinkSchema = z.object({
  /** Razorpay's hosted page, or a UPI deep link when Razorpay is not configured. */
  url: z.string(),
  kind: z.enum(['razorpay', 'upi']),
});

export const monthQuerySchema = z.object({
  month: z.string({ error: m.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.monthInvalid),
});

export const gstDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  purchaseId: z.number().int(),
  clientName: z.string(),
  /** Tax invoice (the practice has a GSTIN) or bill of supply (it has none). */
  billOfSupply: z.boolean(),
  /** A credit note's invoice. */
  refersTo: documentRefSchema.nullable(),
  placeOfSupply: z.string(),
  taxablePaise: z.number().int(),
  gstRate: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type GstDocument = z.infer<typeof gstDocumentSchema>;

const taxTotalsSchema = z.object({
  documents: z.number().int(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
/** A month for the accountant: invoices less credit notes, by rate (GSTR-1's figures). */
export const taxSummarySchema = z.object({
  month: z.string(),
  invoices: taxTotalsSchema,
  creditNotes: taxTotalsSchema,
  byRate: z.array(taxTotalsSchema.extend({ gstRate: z.number().int() })),
  net: taxTotalsSchema,
});
export type TaxSummary = z.infer<typeof taxSummarySchema>;

/** The admin's "Revenue" (issue 34): money in by month and by package, what is owed and due. */
export const revenueSchema = z.object({
  /** The last 12 months, oldest first, ending with this one ('2026-11'). */
  months: z.array(
    z.object({
      month: z.string(),
      collectedPaise: z.number().int(),
      refundedPaise: z.number().int(),
    }),
  ),
  byPackage: z.array(
    z.object({
      packageId: z.number().int(),
      name: z.string(),
      sold: z.number().int(),
      collectedPaise: z.number().int(),
    }),
  ),
  /** Purchases awaiting payment, oldest first. */
  outstanding: z.array(
    z.object({
      purchaseId: z.number().int(),
      clientId: z.number().int().nullable(),
      clientName: z.string(),
      packageName: z.string(),
      totalPaise: z.number().int(),
      since: z.string(),
      payUrl: z.string().nullable(),
    }),
  ),
  /** Active packages ending in the next 30 days with nothing bought to follow them. */
  renewalsDue: z.array(
    z.object({
      purchaseId: z.number().int(),
      clientId: z.number().int().nullable(),
      clientName: z.string(),
      packageName: z.string(),
      validUntil: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      purchaseId: z.number().int(),
      clientName: z.string(),
      packageName: z.string(),
      totalPaise: z.number().int(),
      refundedAt: z.string(),
      creditNote: z.string().nullable(),
    }),
  ),
});
export type Revenue = z.infer<typeof revenueSchema>;

/**
 * Where a client stands with her packages on a day (issue 34): what the booking screens
 * warn about and the nutritionist's client list shows. 'usedUp': a package runs that day
 * but its sessions are all taken; 'expired': her latest package ended before it.
 */
export const STANDINGS = ['none', 'awaitingPayment', 'active', 'usedUp', 'expired'] as const;
export const packageStandingSchema = z.object({
  clientId: z.number().int(),
  standing: z.enum(STANDINGS),
  packageName: z.string().nullable(),
  validUntil: z.string().nullable(),
  sessionsIncluded: z.number().int().nullable(),
  sessionsUsed: z.number().int(),
  sessionsLeft: z.number().int().nullable(),
  /** The practice refuses a booking beyond the sessions left (else it only warns). */
  blockBeyondSessions: z.boolean(),
});
export type PackageStanding = z.infer<typeof packageStandingSchema>;
export const standingQuerySchema = z.object({ date: packageDaySchema.optional() });
