import { SCHEDULING_DEFAULTS, schedulingMessages } from '@nourishwell/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite, expectAdminOnly } from '../helpers/suite.ts';
import { dateIn, everyDayHours, schedulingCalls, slotStarts, ZONE } from './scheduling-fixtures.ts';

describe('working hours and the practice’s booking rules', () => {
  const { app, as, mine } = caseloadSuite();
  const calls = schedulingCalls(app);
  const her = () => as.nutritionist.headers;
  const read = () => calls.inject('GET', '/api/nutritionists/me/availability', her());

  it('answers the defaults before she sets hours: the practice’s zone, 45 minutes, nothing bookable', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      timeZone: ZONE,
      slotMinutes: SCHEDULING_DEFAULTS.slotMinutes,
      bufferMinutes: SCHEDULING_DEFAULTS.bufferMinutes,
      weekly: [],
      exceptions: [],
      meetingUrl: null,
      outsideHours: [],
    });
    const client = bearer(await loginAs(app.app, mine));
    expect(await slotStarts(calls, client, dateIn(3))).toEqual([]);
  });

  it('refuses overlapping ranges on one day, an unknown zone and a length other than 30, 45 or 60', async () => {
    const bad: Array<[object, string]> = [
      [
        {
          weekly: [
            { weekday: 1, start: '09:00', end: '12:00' },
            { weekday: 1, start: '11:00', end: '13:00' },
          ],
        },
        schedulingMessages.rangesOverlap,
      ],
      [{ timeZone: 'Mars/Olympus' }, schedulingMessages.timeZoneInvalid],
      [{ slotMinutes: 50 }, schedulingMessages.slotMinutesInvalid],
    ];
    for (const [change, message] of bad) {
      const response = await calls.setHours(her(), { ...everyDayHours, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('saves her hours without moving a booked session, and lists sessions now outside them', async () => {
    expect((await calls.setHours(her())).statusCode).toBe(200);
    const start = wallClockFromToday(ZONE, 4, 9).toISOString();
    expect((await calls.book(her(), { start, clientId: mine.id })).statusCode).toBe(201);
    const dayOff = {
      ...everyDayHours,
      exceptions: [{ date: dateIn(4), available: false }],
      meetingUrl: 'https://meet.example.test/asha',
    };
    const saved = await calls.setHours(her(), dayOff);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().outsideHours).toEqual([
      expect.objectContaining({
        start,
        status: 'booked',
        videoUrl: 'https://meet.example.test/asha',
      }),
    ]);
    expect((await read()).json()).toMatchObject({
      exceptions: dayOff.exceptions,
      outsideHours: [expect.objectContaining({ start })],
    });
    const extra = { ...dayOff, exceptions: [{ date: dateIn(4), start: '08:30', end: '10:00' }] };
    const back = await calls.setHours(her(), { ...extra, weekly: [] });
    expect(back.json().outsideHours).toEqual([]);
  });

  it('keeps working hours to nutritionists: 401 without a token, 403 to a client or an admin', async () => {
    expect((await read()).statusCode).toBe(200);
    expect((await calls.inject('GET', '/api/nutritionists/me/availability', {})).statusCode).toBe(
      401,
    );
    for (const headers of [as.client.headers, as.admin.headers]) {
      expect((await calls.setHours(headers)).statusCode).toBe(403);
    }
  });

  it('lets the admin read and change the practice’s windows, and clients book by them', async () => {
    const url = '/api/admin/scheduling-settings';
    const current = await calls.inject('GET', url, as.admin.headers);
    expect(current.json()).toEqual({
      bookingHorizonDays: 30,
      minNoticeHours: 12,
      changeWindowHours: 24,
      reminderOffsetsMinutes: [1440, 60],
    });
    const rules = {
      bookingHorizonDays: 2,
      minNoticeHours: 0,
      changeWindowHours: 1,
      reminderOffsetsMinutes: [120],
    };
    const saved = await calls.inject('PUT', url, as.admin.headers, rules);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(rules);
    const client = bearer(await loginAs(app.app, mine));
    // Every booking screen reads the same rules (the week view stops at the horizon).
    const forClient = await calls.inject('GET', '/api/scheduling/rules', client);
    expect(forClient.statusCode).toBe(200);
    expect(forClient.json()).toEqual(rules);
    expect((await calls.inject('GET', '/api/scheduling/rules', {})).statusCode).toBe(401);
    expect(await slotStarts(calls, client, dateIn(5))).toEqual([]);
    const far = await calls.book(client, { start: wallClockFromToday(ZONE, 5, 10).toISOString() });
    expect(far.json()).toMatchObject({ message: schedulingMessages.tooFar(2), code: 'TOO_FAR' });
    const invalid = await calls.inject('PUT', url, as.admin.headers, {
      ...rules,
      reminderOffsetsMinutes: [60, 60],
    });
    expect(invalid.statusCode).toBe(400);
    await expectAdminOnly(
      {
        as,
        call: (method, path, headers, payload) =>
          calls.inject(method as 'GET', path, headers, payload),
      },
      [
        ['GET', url],
        ['PUT', url, rules],
      ],
    );
  });
});

describe('a client in another time zone', () => {
  const { app, as, mine } = caseloadSuite();
  const calls = schedulingCalls(app);
  let client: Record<string, string>;

  beforeAll(async () => {
    client = bearer(await loginAs(app.app, mine));
    const lateHours = {
      ...everyDayHours,
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '20:00', end: '24:00' })),
    };
    expect((await calls.setHours(as.nutritionist.headers, lateHours)).statusCode).toBe(200);
  });

  it('sees slots on her own dates in New York and books one that lands on her day', async () => {
    const newYorkDay = isoDateFromToday('America/New_York', 6);
    const query = `from=${newYorkDay}&to=${newYorkDay}&timeZone=America/New_York`;
    const slots = (await calls.slots(client, query)).json<Array<{ start: string }>>();
    expect(slots.length).toBeGreaterThan(0);
    const dayOf = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso));
    expect(slots.every((slot) => dayOf(slot.start) === newYorkDay)).toBe(true);
    const booked = await calls.book(client, { start: slots[0]!.start });
    expect(booked.statusCode).toBe(201);
    const mineThatDay = (await calls.bookings(client, query)).json<Array<{ start: string }>>();
    expect(mineThatDay.map((b) => b.start)).toEqual([slots[0]!.start]);
  });
});
