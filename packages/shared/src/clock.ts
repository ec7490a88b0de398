/**
 * "Now" for the schemas' date rules (a goal's deadline, a session within ten years, a
 * breach discovered in the past). In the browser it is the browser's clock, which
 * Playwright's clock pins in journeys. The server calls `setSchemaClock` with its own
 * clock when it builds the app, so validation and the rules behind it read one "now"
 * (issue 29). One per process: the last app built sets it.
 */
export interface Clock {
  now(): Date;
}

// The one read of the real time in this package.
// eslint-disable-next-line no-restricted-syntax
const realClock: Clock = { now: () => new Date() };

let schemaClock: Clock = realClock;

export function setSchemaClock(clock: Clock): void {
  schemaClock = clock;
}

/** The instant the schemas take as now. */
export function schemaNow(): Date {
  return schemaClock.now();
}
