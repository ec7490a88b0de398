import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { isoDateFromToday, wallClockFromToday } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';

// Dates relative to today in the practice's zone: completing depends on the day.
const zone = testConfig().defaultTimeZone;
const day = (days: number, hour = 17, minute = 30) => wallClockFromToday(zone, days, hour, minute);

describe('nutritionist appointments', () => {
  const { app, as, mine, theirs, post, nId } = caseloadSuite({ mine: 'Mine', theirs: 'Theirs' });

  const clientRow = async (id: number) =>
    (await app.db.select().from(t.clients).where(eq(t.clients.id, id)))[0];

  it('books a session for her client and sets it as the next session', async () => {
    // Two weeks on: after the next session the completion test below books (a week on).
    const response = await post('/api/appointments/add', {
      appointmentDate: day(14).toISOString(),
      nId: nId(),
      cId: mine.id,
    });
    expect(response.statusCode).toBe(200);
    expect((await clientRow(mine.id))?.nextSession?.toISOString()).toBe(day(14).toISOString());
  });

  it('says "Client ID is required" without a client, and refuses a missing date', async () => {
    const noClient = await post('/api/appointments/add', {
      appointmentDate: isoDateFromToday(zone, 21),
      nId: nId(),
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toBe('Client ID is required');
    const noDate = await post('/api/appointments/add', { nId: nId(), cId: mine.id });
    expect(noDate.json().message).toBe('Please choose a date for the appointment.');
  });

  it('answers 404 for another nutritionist’s client or another nId', async () => {
    expect(
      (
        await post('/api/appointments/add', {
          appointmentDate: isoDateFromToday(zone, 21),
          nId: nId(),
          cId: theirs.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/appointments/add', {
          appointmentDate: isoDateFromToday(zone, 21),
          nId: nId() + 1000,
          cId: mine.id,
        })
      ).statusCode,
    ).toBe(404);
    const complete = await post('/api/appointments/complete', {
      clientId: theirs.id,
      nutritionistId: nId(),
      notes: 'x',
    });
    expect(complete.statusCode).toBe(404);
  });

  it('completes the booked session: notes kept, last session set, next session booked and not shown as completed', async () => {
    const response = await post('/api/appointments/complete', {
      clientId: mine.id,
      nutritionistId: nId(),
      scheduledAt: day(-1).toISOString(),
      notes: 'Good week; add a walk after dinner.',
      nextSession: day(7).toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const client = await clientRow(mine.id);
    // The flag would paint the next session "Completed"; it belongs to the done one.
    expect(client).toMatchObject({ completed: false });
    expect(client?.lastSession?.toISOString()).toBe(day(-1).toISOString());
    expect(client?.nextSession?.toISOString()).toBe(day(7).toISOString());
    const rows = await app.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.clientId, mine.id));
    expect(rows.filter((r) => r.status === 'completed')).toEqual([
      expect.objectContaining({ notes: 'Good week; add a walk after dinner.' }),
    ]);
    expect(rows.filter((r) => r.status === 'booked').length).toBeGreaterThanOrEqual(1);
  });

  it('refuses to complete a session before its day in the practice’s time zone, and allows it later the same day', async () => {
    const early = await post('/api/appointments/complete', {
      clientId: mine.id,
      nutritionistId: nId(),
      scheduledAt: day(1, 0, 15).toISOString(),
      notes: 'Too early.',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: 'A session cannot be completed before its day.',
      code: 'SESSION_NOT_DUE',
    });
    const laterToday = await post('/api/appointments/complete', {
      clientId: mine.id,
      nutritionistId: nId(),
      scheduledAt: day(0, 23, 45).toISOString(),
      notes: 'Evening session.',
    });
    expect(laterToday.statusCode).toBe(200);
  });

  it('completes without a next date: with nothing else booked, no next session and the client marked completed', async () => {
    // Her next session is her earliest booked appointment now (issue 17), so the sessions
    // booked above are taken away first: completing no longer clears a booking by itself.
    await app.db
      .delete(t.appointments)
      .where(and(eq(t.appointments.clientId, mine.id), eq(t.appointments.status, 'booked')));
    await post('/api/appointments/complete', {
      clientId: mine.id,
      nutritionistId: nId(),
      notes: 'Plan reviewed.',
    });
    expect(await clientRow(mine.id)).toMatchObject({ nextSession: null, completed: true });
  });

  it('refuses a next session in the past with 400, as the spec’s fixed date or as an instant, and completes nothing', async () => {
    const booked = day(-1, 11);
    await post('/api/appointments/add', {
      appointmentDate: booked.toISOString(),
      nId: nId(),
      cId: mine.id,
    });
    for (const nextSession of [isoDateFromToday(zone, -30), day(-2).toISOString()]) {
      const response = await post('/api/appointments/complete', {
        clientId: mine.id,
        nutritionistId: nId(),
        scheduledAt: booked.toISOString(),
        notes: 'Reviewed the week.',
        nextSession,
      });
      expect(response.statusCode, nextSession).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please choose a next session date in the future.',
        code: 'IN_PAST',
      });
    }
    const [still] = await app.db
      .select()
      .from(t.appointments)
      .where(and(eq(t.appointments.clientId, mine.id), eq(t.appointments.scheduledAt, booked)));
    expect(still?.status).toBe('booked');
  });

  it('refuses blank meeting notes', async () => {
    const response = await post('/api/appointments/complete', {
      clientId: mine.id,
      nutritionistId: nId(),
      notes: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please write the meeting notes.');
  });

  it('lists her completed appointments with their client', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: `/api/nuts/appointmentsCompleted?id=${nId()}`,
      headers: as.nutritionist.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
    expect(response.json()[0]).toMatchObject({
      clientId: mine.id,
      client: [{ id: mine.id, name: 'Mine' }],
    });
    const others = await app.app.inject({
      method: 'GET',
      url: `/api/nuts/appointmentsCompleted?id=${nId() + 1000}`,
      headers: as.nutritionist.headers,
    });
    expect(others.statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to an admin or a client', async () => {
    const payload = { appointmentDate: isoDateFromToday(zone, 21), nId: nId(), cId: mine.id };
    expect((await post('/api/appointments/add', payload, {})).statusCode).toBe(401);
    expect((await post('/api/appointments/add', payload, as.admin.headers)).statusCode).toBe(403);
    expect(
      (
        await post(
          '/api/appointments/complete',
          { clientId: mine.id, nutritionistId: nId(), notes: 'x' },
          bearer(await loginAs(app.app, mine)),
        )
      ).statusCode,
    ).toBe(403);
  });
});
