import { schedulingMessages } from '@nourishwell/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { fromNow, wallClockFromToday } from '../helpers/test-clock.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { dateIn, schedulingCalls, slotStarts, ZONE } from './scheduling-fixtures.ts';

describe('cancelling and moving a booked session', () => {
  const { app, as, mine } = caseloadSuite();
  const calls = schedulingCalls(app);
  let client: Record<string, string>;
  const her = () => as.nutritionist.headers;
  const row = async (id: number) =>
    (await app.db.select().from(t.appointments).where(eq(t.appointments.id, id)))[0]!;
  const nextSession = async () =>
    (await app.db.select().from(t.clients).where(eq(t.clients.id, mine.id)))[0]!.nextSession;

  beforeAll(async () => {
    client = bearer(await loginAs(app.app, mine));
    expect((await calls.setHours(her())).statusCode).toBe(200);
  });

  it('keeps the client from changing a session inside the window, while her nutritionist still may', async () => {
    const soon = fromNow(3 * 3_600_000);
    soon.setUTCSeconds(0, 0);
    const booked = await calls.book(her(), { start: soon.toISOString(), clientId: mine.id });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as number;
    const listed = (await calls.bookings(client, `from=${dateIn(-1)}&to=${dateIn(1)}`)).json();
    expect(listed).toEqual([expect.objectContaining({ id, canChange: false })]);

    const window = { message: schedulingMessages.changeWindow(24), code: 'CHANGE_WINDOW' };
    const cancel = await calls.cancel(client, id);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject(window);
    const move = await calls.reschedule(client, id, wallClockFromToday(ZONE, 6, 9).toISOString());
    expect(move.statusCode).toBe(400);
    expect(move.json()).toMatchObject(window);

    const byHer = await calls.cancel(her(), id, { reason: 'Unwell' });
    expect(byHer.statusCode).toBe(200);
    expect(byHer.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'nutritionist',
      cancelReason: 'Unwell',
      canChange: false,
    });
    expect(await row(id)).toMatchObject({ sequence: 1, status: 'cancelled' });
    const again = await calls.cancel(her(), id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: schedulingMessages.notBooked,
      code: 'NOT_BOOKED',
    });
  });

  it('moves a client’s session to another free slot, raising its sequence and keeping her next session in step', async () => {
    const [first, , third] = await slotStarts(calls, client, dateIn(5));
    const id = (await calls.book(client, { start: first })).json().id as number;
    expect((await nextSession())?.toISOString()).toBe(first);

    const offGrid = await calls.reschedule(
      client,
      id,
      wallClockFromToday(ZONE, 5, 9, 10).toISOString(),
    );
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json()).toMatchObject({ message: schedulingMessages.notASlot });

    const moved = await calls.reschedule(client, id, third!);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, start: third, status: 'booked' });
    expect(await row(id)).toMatchObject({ sequence: 1 });
    expect((await nextSession())?.toISOString()).toBe(third);
    expect(await slotStarts(calls, client, dateIn(5))).toContain(first);
  });

  it('refuses a client’s move onto a taken slot with 409 and her nutritionist’s overlapping booking too', async () => {
    const [a, b] = await slotStarts(calls, client, dateIn(7));
    const first = (await calls.book(client, { start: a })).json().id as number;
    const second = await calls.book(her(), { start: b, clientId: mine.id });
    expect(second.statusCode).toBe(201);
    const onto = await calls.reschedule(client, first, b!);
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    const overlapping = new Date(Date.parse(a!) + 15 * 60_000).toISOString();
    const herOwn = await calls.book(her(), { start: overlapping, clientId: mine.id });
    expect(herOwn.statusCode).toBe(409);
    expect(herOwn.json()).toMatchObject({
      message: schedulingMessages.slotTaken,
      code: 'SLOT_TAKEN',
    });
  });

  it('lets a client cancel her own session before the window with a reason', async () => {
    const [start] = await slotStarts(calls, client, dateIn(9));
    const id = (await calls.book(client, { start })).json().id as number;
    const cancelled = await calls.cancel(client, id, { reason: 'Travelling' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'client',
      cancelReason: 'Travelling',
    });
    expect(await slotStarts(calls, client, dateIn(9))).toContain(start);
  });
});
