/**
 * The journeys' clock (decision 024). playwright.config.ts pins the server's clock with
 * CLOCK_START and CLOCK_REAL_START, taken from E2E_CLOCK_START and E2E_CLOCK_REAL_START; the
 * browsers (e2e/support/test.ts) and the journeys' own date arithmetic read the same clock
 * from the same two values, so all three agree on the day and the hour to the millisecond.
 */
function pinned(): { start: number; realStart: number } {
  const start = Date.parse(process.env.E2E_CLOCK_START ?? '');
  const realStart = Date.parse(process.env.E2E_CLOCK_REAL_START ?? '');
  if (Number.isNaN(start) || Number.isNaN(realStart))
    throw new Error('E2E_CLOCK_START and E2E_CLOCK_REAL_START are set by playwright.config.ts');
  return { start, realStart };
}

/**
 * "Now" as the app under test reads it: the journeys' reading of the time (code that runs
 * in the page reads the browser's clock, which e2e/support/test.ts pins to the same).
 */
export function e2eNow(): Date {
  const { start, realStart } = pinned();
  // eslint-disable-next-line no-restricted-syntax -- the real clock, offset to the pinned one
  return new Date(start + (Date.now() - realStart));
}

/** "yyyy-mm-dd" in India of an instant; by default of the app's now (its today). */
export function indianDate(at: Date = e2eNow()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}

/** An instant `days` whole days from the app's now. */
export const daysFromNow = (days: number): Date => new Date(e2eNow().getTime() + days * 86_400_000);
