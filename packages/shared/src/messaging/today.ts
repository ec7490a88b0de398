import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';

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

/** POST /today/marks: snooze an item until a day, or mark it done. */
export const todayMarkSchema = z.object({
  clientId: idSchema,
  reason: z.enum(TODAY_REASONS),
  occurrence: z.string().min(1).max(200),
  action: z.enum(['snooze', 'done']),
  /** Snooze: how many days (1 to 14). */
  days: z.number().int().min(1).max(14).optional(),
});
export type TodayMark = z.infer<typeof todayMarkSchema>;
