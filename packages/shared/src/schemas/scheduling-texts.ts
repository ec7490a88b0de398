/** Scheduling's constants and the texts people see (issue 17, decision 019). */

/** Session lengths a nutritionist may offer (issue 17). */
export const SLOT_MINUTES = [30, 45, 60] as const;

/** What a practice starts with until the admin changes it (issue 17). */
export const SCHEDULING_DEFAULTS = {
  slotMinutes: 45,
  bufferMinutes: 15,
  bookingHorizonDays: 30,
  minNoticeHours: 12,
  changeWindowHours: 24,
  reminderOffsetsMinutes: [24 * 60, 60],
  /** "Join" shows from this many minutes before the start until the end. */
  joinBeforeMinutes: 10,
  /** A booked session not completed this long after its end becomes missed by itself. */
  autoMissedAfterHours: 24,
} as const;

export const SCHEDULING_LIMITS = {
  bufferMinutesMax: 60,
  rangesMax: 50,
  exceptionsMax: 200,
  /** One slots or bookings read covers at most this many days. */
  rangeDaysMax: 62,
  reasonMax: 500,
  remindersMax: 4,
  /** Dates and times outside these years are refused: no practice books there, and the
   * time-zone arithmetic (a day either side, Intl) breaks at year 0 and 10000. */
  yearMin: 2000,
  yearMax: 2999,
} as const;

/** Stored values; the API's word for `booked` is the same (issue 17). */
export const APPOINTMENT_STATUSES = ['booked', 'completed', 'missed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Who cancelled: a person's role, or the system (the nutritionist left, say). */
export const CANCELLED_BY = ['client', 'nutritionist', 'admin', 'system'] as const;

/**
 * Why the system cancelled a session her nutritionist held, stored as the session's reason
 * in English (the record's words); the screens say it in her language (`booking.handBack.*`).
 */
export const HAND_BACK_REASONS = {
  reassigned: 'Your nutritionist changed. Please book again with your new nutritionist.',
  left: 'Your nutritionist has left the practice. Please book again with your new nutritionist.',
} as const;

export const schedulingMessages = {
  slotTaken: 'That time was just taken — please pick another.',
  notASlot: 'That time is not one of the free slots — please pick another.',
  inPast: 'That time has already passed — please pick another.',
  dayFull: 'No free time is left on that day — please pick another day.',
  tooSoon: (hours: number) => `Sessions can be booked at least ${hours} hours ahead.`,
  tooFar: (days: number) => `Sessions can be booked up to ${days} days ahead.`,
  changeWindow: (hours: number) =>
    `Sessions can be changed or cancelled up to ${hours} hours before they start. Please message your nutritionist.`,
  notBooked: 'Only a booked session can be changed.',
  noNutritionist: 'You have no nutritionist yet, so there is nothing to book.',
  noHours: 'Your nutritionist has not set her working hours yet.',
  clientRequired: 'Please choose the client.',
  startInvalid: 'Please give the start as a date and time.',
  timeInvalid: 'Please give a time as HH:MM.',
  endBeforeStart: 'The end must be after the start.',
  rangesOverlap: 'Two ranges on the same day overlap.',
  timeZoneInvalid: 'Please choose a time zone from the list.',
  slotMinutesInvalid: 'Sessions last 30, 45 or 60 minutes.',
  bufferInvalid: `The buffer is 0 to ${SCHEDULING_LIMITS.bufferMinutesMax} minutes.`,
  meetingUrlInvalid: 'Please give the meeting link as an https:// address.',
  rangeInvalid: 'The end date must be on or after the start date.',
  dateOutOfRange: `Please choose a date between ${SCHEDULING_LIMITS.yearMin} and ${SCHEDULING_LIMITS.yearMax}.`,
  rangeTooLong: `Please ask for at most ${SCHEDULING_LIMITS.rangeDaysMax} days at a time.`,
  exceptionDuplicate: 'Each date appears once in days off and extra hours.',
  remindersInvalid: 'Reminders are 5 minutes to 7 days before, each at most once.',
  horizonInvalid: 'Clients can book 1 to 365 days ahead.',
  noticeInvalid: 'The minimum notice is 0 to 168 hours.',
  changeWindowInvalid: 'The change window is 0 to 168 hours.',
  // Toasts and screen texts.
  booked: 'Session booked',
  rescheduled: 'Session moved',
  cancelled: 'Session cancelled',
  availabilitySaved: 'Working hours saved',
  settingsSaved: 'Scheduling settings saved',
  feedRegenerated: 'New calendar link made; the old one no longer works',
  bookFailed: 'Could not book the session',
  cancelFailed: 'Could not cancel the session',
  rescheduleFailed: 'Could not move the session',
  slotsFailed: 'Could not load free times. Please try again.',
  bookingsFailed: 'Could not load sessions. Please try again.',
  availabilityFailed: 'Could not load working hours. Please try again.',
  noSlots: 'No free times in these days. Try the next week.',
  noBookings: 'No sessions booked.',
  notificationsFailed: 'Could not load sent messages. Please try again.',
} as const;
