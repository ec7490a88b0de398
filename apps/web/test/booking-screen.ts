import { beforeEach } from 'vitest';
import { inKolkataOnTuesdayMorning, practiceRules } from '#web-test/fixtures/booking-records.ts';
import { answer, startMockApi } from './screen.tsx';

/**
 * For the tests of a screen that books: the mock API with the practice's rules answered
 * (the week view stops at the practice's horizon, which it reads first), in Kolkata on a
 * Tuesday morning.
 */
export function startBookingScreens(): void {
  startMockApi();
  beforeEach(() => answer('get', '/scheduling/rules', practiceRules));
  inKolkataOnTuesdayMorning();
}
