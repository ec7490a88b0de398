import { z } from 'zod';
import { minutesOfDay, timeOfDaySchema, timeZoneSchema } from '../schemas/scheduling.ts';

/**
 * The ways a practice reaches a client (issue 36). She chooses each; choosing or dropping
 * one is a consent, logged like the others (version `channel:<name>`).
 */
export const CONTACT_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The consent log's version for a channel's consent. */
export const channelConsentVersion = (channel: ContactChannel): string => `channel:${channel}`;

/**
 * Her choices: which channels may carry messages, and the hours in her zone when no
 * automatic message (a nudge, a check-in) may reach her. A session's own messages, a reply
 * and an invoice are not nudges and are not held.
 */
export const contactPreferencesSchema = z.object({
  whatsapp: z.boolean(),
  sms: z.boolean(),
  email: z.boolean(),
  quietFrom: timeOfDaySchema,
  quietUntil: timeOfDaySchema,
  /** null: the practice's zone. */
  timeZone: timeZoneSchema.nullable(),
  /** 0 Sunday … 6 Saturday: when her weekly check-in comes. */
  checkInDay: z.number().int().min(0).max(6),
});
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>;

export const DEFAULT_CONTACT_PREFERENCES: ContactPreferences = {
  whatsapp: true,
  sms: true,
  email: true,
  quietFrom: '21:00',
  quietUntil: '09:00',
  timeZone: null,
  checkInDay: 1,
};

/** Minutes since midnight of `at` in `zone`. */
export function minuteOfDayIn(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * Whether `at` falls in her quiet hours, read in her zone. A span may cross midnight
 * (21:00 to 09:00); equal ends mean no quiet hours at all.
 */
export function inQuietHours(
  quiet: { quietFrom: string; quietUntil: string },
  zone: string,
  at: Date,
): boolean {
  const from = minutesOfDay(quiet.quietFrom);
  const until = minutesOfDay(quiet.quietUntil);
  if (from === until) return false;
  const now = minuteOfDayIn(zone, at);
  return from < until ? now >= from && now < until : now >= from || now < until;
}

/**
 * The first moment at or after `at` outside her quiet hours, to the minute: when a nudge
 * found during them may go.
 */
export function afterQuietHours(
  quiet: { quietFrom: string; quietUntil: string },
  zone: string,
  at: Date,
): Date {
  if (!inQuietHours(quiet, zone, at)) return at;
  const now = minuteOfDayIn(zone, at);
  const until = minutesOfDay(quiet.quietUntil);
  const wait = (until - now + 24 * 60) % (24 * 60);
  const start = new Date(at.getTime() + wait * 60_000);
  start.setUTCSeconds(0, 0);
  return start;
}

/** A time her quiet hours start or end: 00:00 to 23:59 (24:00 is a working day's end only). */
const quietTime = z
  .string({ error: 'Give a time such as 21:00.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time between 00:00 and 23:59, such as 21:00.');

/** PUT /me/contact-preferences: all her choices at once. */
export const contactPreferencesInputSchema = contactPreferencesSchema.extend({
  quietFrom: quietTime,
  quietUntil: quietTime,
});
