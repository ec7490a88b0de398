import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Booking, Slot } from '@nourishwell/shared';

/** A free slot as GET /api/slots answers it: `minutes` long from `start`. */
export const slot = (start: string, minutes = 45): Slot => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

/** A session as GET /api/bookings answers it: booked, changeable, 24 h change window. */
export const booking = (start: string, over: Partial<Booking> = {}): Booking => ({
  id: 31,
  ...slot(start),
  status: 'booked',
  videoUrl: 'https://meet.jit.si/nw-6f1c2a9b8e7d4c3b',
  clientId: 7,
  clientName: 'Meera Iyer',
  nutritionistId: 4,
  nutritionistName: 'Asha Rao',
  notes: null,
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  canChange: true,
  changeBefore: new Date(Date.parse(start) - 24 * 3_600_000).toISOString(),
  ...over,
});

/**
 * The clock of the scheduling screen tests: Tuesday 24 November 2026, 10:00 in Kolkata
 * (only Date is faked, so the mock API's and React's timers run as usual).
 */
export const tuesdayMorning = new Date('2026-11-24T04:30:00Z');

/**
 * The file's tests run in Kolkata at `tuesdayMorning` (the zone restored after the file,
 * so no other file's dates move).
 */
export function inKolkataOnTuesdayMorning(): void {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Kolkata';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: tuesdayMorning }));
  afterEach(() => vi.useRealTimers());
}

/** The practice's booking rules as the booking screens read them (the defaults). */
export const practiceRules = {
  bookingHorizonDays: 30,
  minNoticeHours: 12,
  changeWindowHours: 24,
  reminderOffsetsMinutes: [1440, 60],
};
