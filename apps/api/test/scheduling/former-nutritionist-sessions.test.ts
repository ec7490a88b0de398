import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { dateIn, schedulingCalls, slotStarts } from './scheduling-fixtures.ts';
import { fromNow } from '../helpers/test-clock.ts';

const HOUR = 3_600_000;

describe('a client moved to another nutritionist', () => {
  const { app, as, mine, other } = caseloadSuite();
  const calls = schedulingCalls(app);
  const her = () => as.nutritionist.headers;
  const row = async (id: number) =>
    (await app.db.select().from(t.appointments).where(eq(t.appointments.id, id)))[0];

  /** A session with the first nutritionist, then the client is moved to the other one. */
  async function sessionLeftWithFormer(): Promise<number> {
    expect((await calls.setHours(her())).statusCode).toBe(200);
    const [start] = await slotStarts(calls, her(), dateIn(5), `&clientId=${mine.id}`);
    const booked = await calls.book(her(), { start, clientId: mine.id });
    expect(booked.statusCode).toBe(201);
    await app.db
      .update(t.clients)
      .set({ nutritionistId: other.id })
      .where(eq(t.clients.id, mine.id));
    return booked.json<{ id: number }>().id;
  }

  it('does not let her new nutritionist move or mark missed a session the former one holds', async () => {
    const id = await sessionLeftWithFormer();
    const before = await row(id);
    const newOne = bearer(await loginAs(app.app, other));
    const to = fromNow(72 * HOUR);
    to.setUTCMinutes(0, 0, 0);
    const moved = await calls.inject('POST', '/api/client/updateSession', newOne, {
      cId: mine.id,
      appointmentDate: to.toISOString(),
    });
    expect(moved.statusCode).toBeLessThan(300);
    const after = await row(id);
    expect(after?.scheduledAt.toISOString()).toBe(before?.scheduledAt.toISOString());
    expect(after?.status).toBe('booked');

    const past = fromNow(-2 * HOUR);
    past.setUTCSeconds(0, 0);
    const [pastRow] = await app.db
      .insert(t.appointments)
      .values({
        clientId: mine.id,
        nutritionistId: as.nutritionist.user.id,
        scheduledAt: past,
        endsAt: new Date(past.getTime() + HOUR / 2),
        status: 'booked',
      })
      .returning({ id: t.appointments.id });
    const missed = await calls.inject('POST', '/api/appointments/missed', newOne, {
      nutritionistId: other.id,
      clientId: mine.id,
      scheduledAt: past.toISOString(),
    });
    expect(missed.statusCode).toBeLessThan(300);
    expect((await row(pastRow!.id))?.status).toBe('booked');
  });
});
