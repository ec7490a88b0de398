import { z } from 'zod';
import { SCHEDULING_LIMITS, schedulingMessages } from './scheduling-texts.ts';

/** The practice's booking rules and the admin's list of sent messages (issue 17). */

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** The practice's booking rules (admin). */
export const schedulingSettingsSchema = z.object({
  bookingHorizonDays: wholeNumber(1, 365, schedulingMessages.horizonInvalid),
  minNoticeHours: wholeNumber(0, 168, schedulingMessages.noticeInvalid),
  changeWindowHours: wholeNumber(0, 168, schedulingMessages.changeWindowInvalid),
  reminderOffsetsMinutes: z
    .array(wholeNumber(5, 7 * 24 * 60, schedulingMessages.remindersInvalid))
    .max(SCHEDULING_LIMITS.remindersMax)
    .refine((list) => new Set(list).size === list.length, schedulingMessages.remindersInvalid),
});
export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

/** What the outbox holds, for the admin's "sent messages" screen: never a body. */
export const OUTBOX_KINDS = [
  'welcome',
  'passwordReset',
  'passwordChanged',
  'message',
  'enquiry',
  'bookingConfirmed',
  'bookingRescheduled',
  'bookingCancelled',
  'reminder',
  'privacy',
  'grievance',
  'breach',
  'invoice',
  'renewal',
  // Issue 36: form links, automatic check-ins and nudges, and chat replies on WhatsApp.
  'formRequest',
  'checkIn',
  'journalNudge',
  'missedSession',
  'retestDue',
  'chat',
  // The texts that go as templates too: a package to pay, a report, a visitor's pay link.
  'paymentLink',
  'reportReady',
  'paymentRequest',
  'other',
] as const;
/** `cancelled`: withheld before sending, when she withdrew the channel's consent (issue 36). */
export const OUTBOX_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'expired',
  'cancelled',
] as const;
/** What a WhatsApp or SMS provider later reports of a sent message. */
export const DELIVERY_STATUSES = ['delivered', 'read', 'failed'] as const;

export const notificationLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export const notificationLogRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(OUTBOX_KINDS),
  recipient: z.string(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Issue 36: what the provider reported after accepting it (WhatsApp statuses). */
  deliveryStatus: z.enum(DELIVERY_STATUSES).nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  /** Why it failed (the outbox's or the provider's reason), for a failed row only. */
  failureReason: z.string().nullable(),
  /** Issue 36: why an automatic message was sent, in words (never its text). */
  reason: z.string().nullable(),
});
export type NotificationLogRow = z.infer<typeof notificationLogRowSchema>;
