import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { bookingSchema, timeZoneSchema } from '../schemas/scheduling.ts';

/**
 * Why a client is on her nutritionist's "Today" list (issue 36), most pressing first:
 * the list is sorted by this order, then by how long it has waited.
 */
export const TODAY_REASONS = [
  'unreadMessages',
  'missedNotRebooked',
  'labOutOfRange',
  'noJournal',
  'weightUp',
  'formNotCompleted',
  'retestDue',
  'packageEnding',
  'packageExpired',
] as const;
export type TodayReason = (typeof TODAY_REASONS)[number];

export const todayItemSchema = z.object({
  clientId: z.number().int(),
  name: z.string(),
  reason: z.enum(TODAY_REASONS),
  /** What makes this one occurrence: a new one (a later missed session) shows again after done. */
  occurrence: z.string(),
  /** Numbers the reason's sentence uses: days, count, test … */
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Since when it has been so (ISO), for sorting and "for 4 days". */
  since: z.string(),
});
export type TodayItem = z.infer<typeof todayItemSchema>;

export const todayMessages = {
  snoozeDays: 'Say for how many days to snooze (1 to 14).',
  noDaysForDone: 'Done takes no days.',
  marked: 'Saved.',
  unmarked: 'Put back on the list.',
} as const;

/** POST /today/marks: snooze an item until a day, or mark it done. */
export const todayMarkSchema = z
  .object({
    clientId: idSchema,
    reason: z.enum(TODAY_REASONS),
    occurrence: z.string().min(1).max(200),
    action: z.enum(['snooze', 'done']),
    /** Snooze: how many days (1 to 14). */
    days: z.number().int().min(1).max(14).optional(),
  })
  .refine((m) => m.action !== 'snooze' || m.days !== undefined, {
    message: todayMessages.snoozeDays,
    path: ['days'],
  })
  .refine((m) => m.action !== 'done' || m.days === undefined, {
    message: todayMessages.noDaysForDone,
    path: ['days'],
  });
export type TodayMark = z.infer<typeof todayMarkSchema>;

/** How long "no journal" waits, and how far ahead a package's end shows (issue 36). */
export const TODAY_RULES = {
  noJournalDays: 3,
  formWaitDays: 2,
  packageEndingDays: 7,
  /** An expired package without a newer one shows this long, then drops off. */
  packageExpiredDays: 30,
  /** The three rising weigh-ins must end this recently. */
  weightRecentDays: 14,
} as const;

/** The snooze lengths her menu offers. */
export const TODAY_SNOOZE_DAYS = [1, 3, 7] as const;

/** GET /today: her day in her zone (the browser's, else her working hours'). */
export const todayQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });

/** Her sessions today (as GET /bookings answers them) and the clients who need her. */
export const todayResponseSchema = z.object({
  sessions: z.array(bookingSchema),
  items: z.array(todayItemSchema),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;

/** DELETE /today/marks/:clientId/:reason: put an item back (undo a snooze or a done). */
export const todayUnmarkSchema = z.object({
  clientId: idSchema,
  reason: z.enum(TODAY_REASONS),
});
