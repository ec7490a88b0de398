import { z } from 'zod';
import { idSchema } from './common.ts';
import { isoDateSchema } from './journal.ts';
import {
  APPOINTMENT_STATUSES,
  CANCELLED_BY,
  SCHEDULING_LIMITS,
  schedulingMessages,
} from './scheduling-texts.ts';

/** "HH:MM", 00:00 to 24:00 (24:00 ends a range at midnight). */
export const timeOfDaySchema = z
  .string({ error: schedulingMessages.timeInvalid })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, schedulingMessages.timeInvalid);

/** Minutes since midnight of an "HH:MM". */
export const minutesOfDay = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The zones found valid so far. Making a formatter is what proves a zone, and it cost more
 * than the rest of a busy read that names one on every request. Intl accepts a zone in any
 * letter case, so a caller could name endless "valid" zones: past a thousand the set starts
 * again rather than grow.
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 1000;

function isKnownZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  if (!zone.includes('/') && zone !== 'UTC') return false;
  if (knownZones.size >= KNOWN_ZONES_MAX) knownZones.clear();
  knownZones.add(zone);
  return true;
}

/** An IANA zone this runtime knows (Asia/Kolkata, Europe/London …). */
export const timeZoneSchema = z
  .string({ error: schedulingMessages.timeZoneInvalid })
  .min(1, schedulingMessages.timeZoneInvalid)
  .max(64, schedulingMessages.timeZoneInvalid)
  .refine(isKnownZone, schedulingMessages.timeZoneInvalid);

const hoursRange = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((r) => minutesOfDay(r.end) > minutesOfDay(r.start), {
    message: schedulingMessages.endBeforeStart,
    path: ['end'],
  });

/** One working range of a weekday; 1 is Monday … 7 is Sunday (ISO 8601). */
export const weeklyRangeSchema = z
  .object({
    weekday: z.coerce.number().int().min(1).max(7),
    start: timeOfDaySchema,
    end: timeOfDaySchema,
  })
  .refine((r) => minutesOfDay(r.end) > minutesOfDay(r.start), {
    message: schedulingMessages.endBeforeStart,
    path: ['end'],
  });
export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;

/** A day off, or one-off extra hours on a date (added to that weekday's hours). */
export const availabilityExceptionSchema = z.union([
  z.object({ date: isoDateSchema, available: z.literal(false) }),
  z.object({ date: isoDateSchema }).and(hoursRange),
]);
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;
export const isDayOff = (
  exception: AvailabilityException,
): exception is { date: string; available: false } => 'available' in exception;

const overlaps = (ranges: { start: string; end: string }[]) => {
  const sorted = [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
  return sorted.some(
    (range, i) => i > 0 && minutesOfDay(range.start) < minutesOfDay(sorted[i - 1]!.end),
  );
};

/** PUT /api/nutritionists/me/availability, in her own zone. */
export const availabilityInputSchema = z
  .object({
    timeZone: timeZoneSchema,
    slotMinutes: z.union([z.literal(30), z.literal(45), z.literal(60)], {
      error: schedulingMessages.slotMinutesInvalid,
    }),
    bufferMinutes: z.coerce
      .number({ error: schedulingMessages.bufferInvalid })
      .int(schedulingMessages.bufferInvalid)
      .min(0, schedulingMessages.bufferInvalid)
      .max(SCHEDULING_LIMITS.bufferMinutesMax, schedulingMessages.bufferInvalid),
    weekly: z.array(weeklyRangeSchema).max(SCHEDULING_LIMITS.rangesMax),
    exceptions: z.array(availabilityExceptionSchema).max(SCHEDULING_LIMITS.exceptionsMax),
    /** Her own fixed meeting room (Meet, Zoom …); without it each session gets a Jitsi room. */
    meetingUrl: z
      .string()
      .trim()
      .max(500)
      // Empty means "none": the form sends what the box holds.
      .regex(/^(https:\/\/[^\s]+)?$/, schedulingMessages.meetingUrlInvalid)
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    for (let day = 1; day <= 7; day += 1) {
      if (overlaps(value.weekly.filter((r) => r.weekday === day))) {
        ctx.addIssue({
          code: 'custom',
          message: schedulingMessages.rangesOverlap,
          path: ['weekly'],
        });
        return;
      }
    }
    const dates = value.exceptions.map((e) => e.date);
    if (new Set(dates).size !== dates.length) {
      ctx.addIssue({
        code: 'custom',
        message: schedulingMessages.exceptionDuplicate,
        path: ['exceptions'],
      });
    }
  });
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;
export type Availability = z.output<typeof availabilityInputSchema>;

const inYears = (year: number) =>
  year >= SCHEDULING_LIMITS.yearMin && year <= SCHEDULING_LIMITS.yearMax;

/** An instant as the API sends it (ISO 8601 with offset). */
const instantSchema = z.iso
  .datetime({ offset: true, error: schedulingMessages.startInvalid })
  // Read as an instant: "2999-12-31T23:00:00-05:00" is already in the year 3000.
  .refine((value) => inYears(new Date(value).getUTCFullYear()), schedulingMessages.startInvalid);

export const bookingSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The session's room: her own link, or a Jitsi room nobody can guess. */
  videoUrl: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  nutritionistId: z.number().int().nullable(),
  nutritionistName: z.string().nullable(),
  notes: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancelReason: z.string().nullable(),
  /** Whether the caller may still move or cancel it (her nutritionist always may). */
  canChange: z.boolean(),
  /** The last moment the client may change it herself (start minus the window). */
  changeBefore: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** GET/PUT answer: her hours, and her booked sessions that now fall outside them. */
export const availabilitySchema = z.object({
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  weekly: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  exceptions: z.array(
    z.union([
      z.object({ date: z.string(), available: z.literal(false) }),
      z.object({ date: z.string(), start: z.string(), end: z.string() }),
    ]),
  ),
  meetingUrl: z.string().nullable(),
  outsideHours: z.array(bookingSchema),
});
export type AvailabilityView = z.infer<typeof availabilitySchema>;

/** A date a calendar read may ask for (the query's from and to). */
const schedulingDateSchema = isoDateSchema.refine(
  (value) => inYears(Number(value.slice(0, 4))),
  schedulingMessages.dateOutOfRange,
);

const dateRange = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.to >= q.from, { message: schedulingMessages.rangeInvalid, path: ['to'] })
  .refine(
    (q) =>
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 <
      SCHEDULING_LIMITS.rangeDaysMax,
    { message: schedulingMessages.rangeTooLong, path: ['to'] },
  );

/**
 * A calendar read's dates, read in `timeZone` (the viewer's) or else the nutritionist's,
 * and for a nutritionist the client it is about.
 */
const calendarQuerySchema = z
  .object({
    from: schedulingDateSchema,
    to: schedulingDateSchema,
    clientId: idSchema.optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .and(dateRange);

/** GET /api/slots: the free slots on the dates. */
export const slotsQuerySchema = calendarQuerySchema;
export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** GET /api/bookings: her own sessions starting in the dates (viewer's zone, as slots). */
export const bookingsQuerySchema = calendarQuerySchema;

/** POST /api/bookings: a client books for herself; her nutritionist names the client. */
export const bookingInputSchema = z.object({
  start: instantSchema,
  clientId: idSchema.optional(),
});
export const bookingParamsSchema = z.object({ id: idSchema });
export const cancelBookingSchema = z.object({
  reason: z.string().trim().max(SCHEDULING_LIMITS.reasonMax).optional(),
});
export const rescheduleBookingSchema = z.object({ start: instantSchema });

export const calendarFeedUrlSchema = z.object({ url: z.string() });
/** GET /api/calendar/<secret>.ics */
export const calendarFeedParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{16,128}\.ics$/, 'Not found'),
});

/** A whole number from a form field, with one message for every way it can be wrong. */
