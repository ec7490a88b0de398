import { eq } from 'drizzle-orm';
import { HAND_BACK_REASONS } from '@nourishwell/shared';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { dateIn, schedulingCalls, slotStarts } from './scheduling-fixtures.ts';

describe('sessions a nutritionist no longer holds', () => {
  const { app, as, mine, other } = caseloadSuite();
  const calls = schedulingCalls(app);
  const her = () => as.nutritionist.headers;
  const row = async (id: number) =>
    (await app.db.select().from(t.appointments).where(eq(t.appointments.id, id)))[0];

  it('are cancelled by the admin’s move of the client to another nutritionist, with the reason, and leave her next session empty', async () => {
    expect((await calls.setHours(her())).statusCode).toBe(200);
    const [start] = await slotStarts(calls, her(), dateIn(4), `&clientId=${mine.id}`);
    const booked = await calls.book(her(), { start, clientId: mine.id });
    expect(booked.statusCode).toBe(201);
    const id = booked.json<{ id: number }>().id;

    const moved = await calls.inject('PUT', `/api/clients/${mine.id}`, as.admin.headers, {
      nutritionist: other.name,
    });
    expect(moved.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancelReason: HAND_BACK_REASONS.reassigned,
    });
    const [client] = await app.db.select().from(t.clients).where(eq(t.clients.id, mine.id));
    expect(client?.nextSession).toBeNull();
    const reminders = await app.db
      .select()
      .from(t.appointmentReminders)
      .where(eq(t.appointmentReminders.appointmentId, id));
    expect(reminders.every((r) => r.status !== 'pending')).toBe(true);
  });
});
