import { schedulingMessages } from '@nourishwell/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { everyDayHours, schedulingCalls, ZONE } from './scheduling-fixtures.ts';

describe('the spec’s appointment calls on the booking model', () => {
  const { app, as, mine, post, nId } = caseloadSuite();
  const calls = schedulingCalls(app);
  const at = (days: number, hour: number, minute = 0) =>
    wallClockFromToday(ZONE, days, hour, minute);
  const sessions = () =>
    app.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.clientId, mine.id))
      .orderBy(asc(t.appointments.scheduledAt));
  const client = async () =>
    (await app.db.select().from(t.clients).where(eq(t.clients.id, mine.id)))[0]!;

  beforeAll(async () => {
    const hourLong = { ...everyDayHours, slotMinutes: 60 };
    expect((await calls.setHours(as.nutritionist.headers, hourLong)).statusCode).toBe(200);
  });

  it('books /appointments/add with her session length, a video room and the client’s next session', async () => {
    const start = at(3, 11);
    const response = await post('/api/appointments/add', {
      appointmentDate: start.toISOString(),
      nId: nId(),
      cId: mine.id,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await sessions();
    expect(row).toMatchObject({
      status: 'booked',
      scheduledAt: start,
      endsAt: at(3, 12),
      sequence: 0,
    });
    expect(row!.videoRoom).toMatch(/^[0-9a-f]{32}$/);
    expect((await client()).nextSession).toEqual(start);
  });

  it('answers 409 "just taken" when /appointments/add overlaps another booked session of hers', async () => {
    const response = await post('/api/appointments/add', {
      appointmentDate: at(3, 11, 30).toISOString(),
      nId: nId(),
      cId: mine.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: schedulingMessages.slotTaken, code: 'SLOT_TAKEN' });
  });

  it('moves her earliest booked session on /client/updateSession and raises its sequence', async () => {
    const to = at(4, 15);
    expect(
      (await post('/api/client/updateSession', { cId: mine.id, appointmentDate: to.toISOString() }))
        .statusCode,
    ).toBe(200);
    const rows = await sessions();
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'booked',
        scheduledAt: to,
        endsAt: at(4, 16),
        sequence: 1,
      }),
    ]);
    expect((await client()).nextSession).toEqual(to);
  });

  it('records a previous session and cancels the next one on /client/updateDetails with null', async () => {
    const previous = at(-3, 10);
    const response = await post('/api/client/updateDetails', {
      id: mine.id,
      prevSession: previous.toISOString(),
      nextSession: null,
    });
    expect(response.statusCode).toBe(200);
    expect((await sessions()).map((r) => [r.status, r.scheduledAt])).toEqual([
      ['completed', previous],
      ['cancelled', at(4, 15)],
    ]);
    expect(await client()).toMatchObject({
      nextSession: null,
      lastSession: previous,
      completed: true,
    });
  });

  it('completes the booked session at its time and books the next one given', async () => {
    const booked = at(-1, 10);
    await post('/api/appointments/add', {
      appointmentDate: booked.toISOString(),
      nId: nId(),
      cId: mine.id,
    });
    const next = at(8, 10);
    const response = await post('/api/appointments/complete', {
      clientId: mine.id,
      nutritionistId: nId(),
      scheduledAt: booked.toISOString(),
      notes: 'Good progress.',
      nextSession: next.toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const rows = await sessions();
    expect(rows.find((r) => r.scheduledAt.getTime() === booked.getTime())).toMatchObject({
      status: 'completed',
      notes: 'Good progress.',
    });
    expect(rows.find((r) => r.scheduledAt.getTime() === next.getTime())).toMatchObject({
      status: 'booked',
      endsAt: at(8, 11),
    });
    expect(await client()).toMatchObject({
      nextSession: next,
      lastSession: booked,
      completed: false,
    });
  });

  it('books the next session an admin gives when adding a client', async () => {
    const start = at(10, 9);
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/client/add',
      headers: as.admin.headers,
      payload: {
        name: 'Nisha',
        email: 'nisha@example.test',
        phone: '9876512345',
        age: 30,
        gender: 'Female',
        nId: nId(),
        nextSession: start.toISOString(),
        plan: 'Diabetes',
      },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as number;
    const rows = await app.db.select().from(t.appointments).where(eq(t.appointments.clientId, id));
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'booked',
        nutritionistId: nId(),
        scheduledAt: start,
        endsAt: at(10, 10),
      }),
    ]);
    expect(response.json().nextSession).toBe(start.toISOString());
  });
});
