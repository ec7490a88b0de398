import { schedulingMessages } from '@nourishwell/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { dateIn, schedulingCalls, slotStarts, ZONE } from './scheduling-fixtures.ts';
import { fromNow, testNow, wallClockFromToday } from '../helpers/test-clock.ts';

describe('booking a session', () => {
  const { app, as, mine, theirs } = caseloadSuite();
  const calls = schedulingCalls(app);
  let client: Record<string, string>;
  let stranger: Record<string, string>;
  const her = () => as.nutritionist.headers;

  beforeAll(async () => {
    client = bearer(await loginAs(app.app, mine));
    stranger = bearer(await loginAs(app.app, theirs));
    expect((await calls.setHours(her())).statusCode).toBe(200);
  });

  it('offers the client her nutritionist’s free slots with times only, never names', async () => {
    const response = await calls.slots(client, `from=${dateIn(3)}&to=${dateIn(3)}`);
    expect(response.statusCode).toBe(200);
    const slots = response.json<Array<Record<string, string>>>();
    expect(slots.length).toBe(9);
    expect(slots[0]).toEqual({
      start: wallClockFromToday(ZONE, 3, 9).toISOString(),
      end: wallClockFromToday(ZONE, 3, 9, 45).toISOString(),
    });
    for (const slot of slots) expect(Object.keys(slot).sort()).toEqual(['end', 'start']);
  });

  it('books a free slot for the client: 201 with its video link, and the slot is no longer free', async () => {
    const [start] = await slotStarts(calls, client, dateIn(4));
    const response = await calls.book(client, { start });
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      start,
      status: 'booked',
      clientId: mine.id,
      nutritionistId: as.nutritionist.user.id,
      canChange: true,
    });
    expect(booking.videoUrl).toMatch(/^https:\/\/meet\.jit\.si\/NourishWell-[0-9a-f]{32}$/);
    expect(await slotStarts(calls, client, dateIn(4))).not.toContain(start);
    const again = await calls.book(client, { start });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: schedulingMessages.slotTaken,
      code: 'SLOT_TAKEN',
    });
  });

  it('refuses a client’s start in the past, before the notice, beyond the horizon or off the slot grid', async () => {
    const cases: Array<[Date, string, string]> = [
      [wallClockFromToday(ZONE, -1, 10), schedulingMessages.inPast, 'IN_PAST'],
      [fromNow(2 * 3_600_000), schedulingMessages.tooSoon(12), 'TOO_SOON'],
      [wallClockFromToday(ZONE, 40, 10), schedulingMessages.tooFar(30), 'TOO_FAR'],
      [wallClockFromToday(ZONE, 5, 9, 20), schedulingMessages.notASlot, 'NOT_A_SLOT'],
      [wallClockFromToday(ZONE, 5, 20), schedulingMessages.notASlot, 'NOT_A_SLOT'],
    ];
    for (const [start, message, code] of cases) {
      const response = await calls.book(client, { start: start.toISOString() });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message, code });
    }
  });

  it('lets the nutritionist book any future time for her client, also outside her hours, and lists it outside them', async () => {
    const start = wallClockFromToday(ZONE, 1, 7).toISOString();
    const response = await calls.book(her(), { start, clientId: mine.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().end).toBe(wallClockFromToday(ZONE, 1, 7, 45).toISOString());
    const hours = await calls.inject('GET', '/api/nutritionists/me/availability', her());
    expect(hours.json().outsideHours.map((b: { start: string }) => b.start)).toEqual([start]);
    const past = await calls.book(her(), {
      start: wallClockFromToday(ZONE, -1, 7).toISOString(),
      clientId: mine.id,
    });
    expect(past.statusCode).toBe(400);
  });

  it('asks the nutritionist which client, and answers 404 for a client who is not hers', async () => {
    const start = wallClockFromToday(ZONE, 6, 9).toISOString();
    const missing = await calls.book(her(), { start });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: schedulingMessages.clientRequired });
    expect((await calls.book(her(), { start, clientId: theirs.id })).statusCode).toBe(404);
    expect((await calls.slots(her(), `from=${dateIn(6)}&to=${dateIn(6)}`)).statusCode).toBe(400);
    expect(
      (await calls.slots(her(), `from=${dateIn(6)}&to=${dateIn(6)}&clientId=${theirs.id}`))
        .statusCode,
    ).toBe(404);
    const hers = await slotStarts(calls, her(), dateIn(6), `&clientId=${mine.id}`);
    expect(hers).toContain(start);
  });

  it('tells a client without a nutritionist there is nothing to book', async () => {
    const response = await calls.slots(as.client.headers, `from=${dateIn(3)}&to=${dateIn(3)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: schedulingMessages.noNutritionist,
      code: 'NO_NUTRITIONIST',
    });
  });

  it('shows each person only her own sessions: another client sees none and reaches none (404)', async () => {
    const query = `from=${dateIn(0)}&to=${dateIn(10)}`;
    const own = (await calls.bookings(client, query)).json<
      Array<{ id: number; clientName: string }>
    >();
    expect(own.length).toBe(2);
    expect(own.every((b) => b.clientName === mine.name)).toBe(true);
    expect((await calls.bookings(stranger, query)).json()).toEqual([]);
    expect((await calls.bookings(stranger, `${query}&clientId=${mine.id}`)).statusCode).toBe(404);
    expect((await calls.cancel(stranger, own[0]!.id)).statusCode).toBe(404);
    expect((await calls.reschedule(stranger, own[0]!.id, testNow().toISOString())).statusCode).toBe(
      404,
    );
    const hers = (await calls.bookings(her(), query)).json<unknown[]>();
    expect(hers.length).toBe(2);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    const query = `from=${dateIn(3)}&to=${dateIn(3)}`;
    expect((await calls.slots({}, query)).statusCode).toBe(401);
    expect((await calls.slots(as.admin.headers, query)).statusCode).toBe(403);
    expect(
      (await calls.book(as.admin.headers, { start: testNow().toISOString() })).statusCode,
    ).toBe(403);
  });
});
