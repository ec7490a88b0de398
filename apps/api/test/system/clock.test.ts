import { afterEach, describe, expect, it } from 'vitest';
import { journalMessages } from '@nourishwell/shared';
import { ConfigError, loadConfig } from '#api/config.ts';
import { clockFor, clockStartingAt, systemClock } from '#api/lib/clock.ts';
import { shiftIsoDate } from '#api/lib/dates.ts';
import { journalSuite } from '../journal/journal-fixtures.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { isoDateFromToday, resetTestClock, testClock } from '../helpers/test-clock.ts';

const zone = 'Asia/Kolkata';

describe('the server’s clock', () => {
  it('starts at the instant it is given and runs on in real time', async () => {
    const clock = clockStartingAt('2028-02-28T23:50:00Z');
    const first = clock.now().getTime();
    expect(first).toBeGreaterThanOrEqual(Date.parse('2028-02-28T23:50:00Z'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
    expect(clock.now().getTime() - first).toBeLessThan(60_000);
  });

  it('started with the real instant it corresponds to, reads that instant plus the real time since', () => {
    // The browser journeys' server: their browsers compute "now" from the same two values.
    const realStart = new Date(systemClock.now().getTime() - 90_000);
    const clock = clockFor({ at: new Date('2027-03-10T18:20:00Z'), realAt: realStart });
    const elapsed = clock.now().getTime() - Date.parse('2027-03-10T18:20:00Z');
    expect(elapsed).toBeGreaterThanOrEqual(90_000);
    expect(elapsed).toBeLessThan(95_000);
  });

  it('can be set and moved on by a test', () => {
    const clock = clockStartingAt('2027-03-10T18:20:00Z');
    clock.set('2027-12-31T18:40:00Z');
    expect(clock.now().toISOString().slice(0, 16)).toBe('2027-12-31T18:40');
    clock.advance(86_400_000);
    expect(clock.now().toISOString().slice(0, 10)).toBe('2028-01-01');
    expect(() => clock.set('not a date')).toThrow(/Not an instant/);
  });

  it('is pinned only outside production: CLOCK_START there stops start-up', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/x',
      JWT_SECRET: 'x'.repeat(40),
      PRIVACY_CONTACT_NAME: 'Officer',
      PRIVACY_CONTACT_EMAIL: 'officer@example.test',
    };
    expect(() => loadConfig({ ...production, CLOCK_START: '2027-03-10T18:20:00Z' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ ...production }).clockStart).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', CLOCK_START: '2027-03-10T23:50:00+05:30' }).clockStart?.at,
    ).toEqual(new Date('2027-03-10T18:20:00Z'));
    expect(() => loadConfig({ ...production, CLOCK_REAL_START: '2027-03-10T18:20:00Z' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', CLOCK_REAL_START: '2027-03-10T18:20:00Z' }),
    ).toThrow(/CLOCK_REAL_START/);
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_START: 'tomorrow' })).toThrow(/CLOCK_START/);
  });
});

describe('a day in India read from the app’s clock', () => {
  const { app, mine, log } = journalSuite();
  afterEach(resetTestClock);

  it('takes 05:20 in India, still yesterday in UTC, as the Indian day for a meal logged then', async () => {
    // Tomorrow 05:20 IST (23:50 UTC the day before): the account is older, so only "today" decides.
    const tomorrow = isoDateFromToday(zone, 1);
    testClock.set(`${tomorrow}T05:20:00+05:30`);
    // A session lasts 12 hours by the app's clock: she signs in at the new hour.
    const headers = bearer(await loginAs(app.app, mine));
    const today = await log({ date: tomorrow, meal: 'breakfast', note: 'Poha and chai' }, headers);
    expect(today.statusCode).toBe(201);
    const dayAfter = await log(
      {
        date: shiftIsoDate(tomorrow, 1),
        meal: 'breakfast',
        note: 'Not yet',
      },
      headers,
    );
    expect(dayAfter.statusCode).toBe(400);
    expect(dayAfter.json().message).toBe(journalMessages.dateFuture);
  });
});
