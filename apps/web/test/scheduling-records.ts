import type { AvailabilityView, Booking } from '@nourishwell/shared';
import { booking as sessionAt } from './booking-records.ts';

/** Asha's hours as the API answers them: Monday 09:00–13:00, 45-minute sessions. */
export const availabilityView = (over: Partial<AvailabilityView> = {}): AvailabilityView => ({
  timeZone: 'Asia/Kolkata',
  slotMinutes: 45,
  bufferMinutes: 15,
  weekly: [{ weekday: 1, start: '09:00', end: '13:00' }],
  exceptions: [],
  meetingUrl: null,
  outsideHours: [],
  ...over,
});

/** A booked session as the API answers it (Tuesday 24 Nov 2026, 10:00 in Kolkata). */
export const booking = (over: Partial<Booking> = {}): Booking =>
  sessionAt('2026-11-24T04:30:00.000Z', over);
