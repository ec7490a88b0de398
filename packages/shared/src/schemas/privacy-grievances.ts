import { z } from 'zod';
import { schemaNow } from '../clock.ts';
import { LIMITS } from '../constants.ts';
import { LOCALES } from '../i18n/locales.ts';
import { idSchema } from './common.ts';
import { BREACH_STATUSES, GRIEVANCE_STATUSES, PRIVACY_CLOCKS } from './privacy-constants.ts';
import { formEmailSchema, publicMessages } from './public.ts';

/** Issue 18: data concerns (grievances, answered within 90 days) and the breach register. */

/** A concern this close to its due date is flagged "due soon" on the admin's screens. */
export const GRIEVANCE_DUE_SOON_DAYS = 14;

export const grievanceMessages = {
  subjectRequired: 'Please give your concern a short subject.',
  messageRequired: 'Please describe your concern.',
  replyRequired: 'Please write your reply before resolving.',
  statusInvalid: 'A concern can only be marked in progress here.',
  notFound: 'This data concern was not found.',
  alreadyResolved: 'This data concern has already been resolved.',
  received: (reference: string, due: string) =>
    `Thank you. Your data concern is recorded as ${reference}. We will answer by ${due}.`,
  loadFailed: 'Could not load data concerns. Please try again.',
  sendFailed: 'Could not send your concern. Please try again.',
  noneYet: 'You have not raised a data concern.',
  noneOpen: 'No data concerns yet.',
  noneWithStatus: 'No data concerns with this status.',
  progressed: 'Marked in progress.',
  resolved: 'Reply sent and concern resolved.',
  actionFailed: 'Could not update the concern. Please try again.',
} as const;

export const breachMessages = {
  titleRequired: 'Please give the incident a title.',
  descriptionRequired: 'Please describe what happened.',
  dataRequired: 'Please say what data was involved.',
  discoveredInvalid: 'Please give when it was discovered (not in the future).',
  affectedInvalid: 'Please choose who was affected.',
  unknownPeople: 'Some of the people chosen do not exist.',
  notFound: 'This incident was not found.',
  statusStep: 'An incident moves from open to reported to closed, never back.',
  alreadyNotified: 'The affected people have already been notified.',
  nobodyToNotify: 'Nobody is listed as affected, so there is no one to notify.',
  loadFailed: 'Could not load the breach register. Please try again.',
  none: 'No incidents recorded.',
  recorded: 'Incident recorded.',
  reported: 'Marked as reported to the Data Protection Board.',
  erasedSince: (count: number) =>
    `${count} affected ${count === 1 ? 'person was' : 'people were'} erased since: the register keeps the count, not who.`,
  notified: (count: number) =>
    `Notification queued to ${count} ${count === 1 ? 'person' : 'people'}.`,
  actionFailed: 'Could not update the incident. Please try again.',
  summaryFailed: 'Could not load the privacy summary.',
} as const;

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, publicMessages.tooLong(max));

const concernFields = {
  subject: text(grievanceMessages.subjectRequired, 200),
  message: text(grievanceMessages.messageRequired, 5000),
};

/** POST /grievances: anyone, from /data-concern. */
export const grievanceInputSchema = z.object({
  name: text(publicMessages.nameRequired, LIMITS.nameMaxLength),
  email: formEmailSchema,
  ...concernFields,
  /**
   * Issue 33: the language of the page she sent it from, when the page says it: a visitor
   * has no account to read it from, so her acknowledgement and answer are written in it.
   * English when not given (or not one NourishWell speaks).
   */
  language: z.enum(LOCALES).optional().catch(undefined),
});
export type GrievanceInput = z.input<typeof grievanceInputSchema>;

/** POST /me/grievances: her name and email come from her account. */
export const myGrievanceInputSchema = z.object(concernFields);
export type MyGrievanceInput = z.input<typeof myGrievanceInputSchema>;

export const grievanceCreatedSchema = z.object({ reference: z.string(), dueAt: z.string() });
export type GrievanceCreated = z.infer<typeof grievanceCreatedSchema>;

/** One of hers, as she sees it. */
export const myGrievanceSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  createdAt: z.string(),
  dueAt: z.string(),
  reply: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type MyGrievance = z.infer<typeof myGrievanceSchema>;

/** One concern on the admin's list, with its 90-day clock. */
export const adminGrievanceSchema = myGrievanceSchema.extend({
  name: z.string(),
  email: z.string(),
  /** Days until due (negative once overdue); whole days, rounded up. */
  daysLeft: z.number().int(),
  overdue: z.boolean(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

export const grievancesQuerySchema = z.object({
  status: z.enum(GRIEVANCE_STATUSES, { error: 'Please choose a valid status.' }).optional(),
});
export const privacyRecordParamsSchema = z.object({ id: idSchema });

export const grievanceProgressSchema = z.object({
  status: z.literal('inProgress', { error: grievanceMessages.statusInvalid }),
});
export const grievanceResolveSchema = z.object({
  reply: text(grievanceMessages.replyRequired, 5000),
});

/** Who a breach touched: everyone who is a client, or the people named. */
export const BREACH_AFFECTED = ['allClients', 'list'] as const;

export const breachInputSchema = z
  .object({
    title: text(breachMessages.titleRequired, 200),
    description: text(breachMessages.descriptionRequired, 5000),
    dataInvolved: text(breachMessages.dataRequired, 1000),
    discoveredAt: z.iso
      .datetime({ offset: true, error: breachMessages.discoveredInvalid })
      // A minute of grace for a clock a little ahead of the server's.
      .refine(
        (value) => Date.parse(value) <= schemaNow().getTime() + 60_000,
        breachMessages.discoveredInvalid,
      )
      .refine(
        (value) => Date.parse(value) >= Date.UTC(2000, 0, 1),
        breachMessages.discoveredInvalid,
      ),
    affected: z.enum(BREACH_AFFECTED, { error: breachMessages.affectedInvalid }).default('list'),
    affectedUserIds: z.array(idSchema).max(10_000).default([]),
  })
  .transform((value) => ({ ...value, affectedUserIds: [...new Set(value.affectedUserIds)] }));
export type BreachInput = z.input<typeof breachInputSchema>;

export const breachUpdateSchema = z.object({
  status: z.enum(['reported', 'closed'], { error: breachMessages.statusStep }),
});

/** A breach with its 72-hour clock, computed when read. */
export const breachSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  dataInvolved: z.string(),
  discoveredAt: z.string(),
  status: z.enum(BREACH_STATUSES),
  reportedAt: z.string().nullable(),
  notifiedAt: z.string().nullable(),
  createdAt: z.string(),
  /** discoveredAt + 72 hours: when the report to the Board is due. */
  reportBy: z.string(),
  /** Whole hours to reportBy (negative once past). */
  hoursLeft: z.number().int(),
  /** Not yet reported and past reportBy. */
  overdue: z.boolean(),
  /** Everyone it touched, the people erased since included (issue 30). */
  affectedCount: z.number().int(),
  /** Of them, erased since: counted, no longer listed or named. */
  erasedAffected: z.number().int(),
});
export type Breach = z.infer<typeof breachSchema>;

export const breachPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type BreachPerson = z.infer<typeof breachPersonSchema>;

export const breachDetailSchema = breachSchema.extend({
  affected: z.array(breachPersonSchema),
  email: z.object({ subject: z.string(), body: z.string() }),
});
export type BreachDetail = z.infer<typeof breachDetailSchema>;

export const breachNotifiedSchema = z.object({ notified: z.number().int() });

export const privacySummarySchema = z.object({
  openGrievances: z.number().int(),
  overdueGrievances: z.number().int(),
  dueSoonGrievances: z.number().int(),
  openBreaches: z.number().int(),
  breachesPastReportDeadline: z.number().int(),
});
export type PrivacySummary = z.infer<typeof privacySummarySchema>;

/** The clocks, written once for the server's answers and its emails. */
export const grievanceDueAt = (from: Date) =>
  new Date(from.getTime() + PRIVACY_CLOCKS.grievanceDueDays * 86_400_000);
export const breachReportBy = (discoveredAt: Date) =>
  new Date(discoveredAt.getTime() + PRIVACY_CLOCKS.breachReportHours * 3_600_000);
