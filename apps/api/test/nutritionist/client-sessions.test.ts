import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionNoteSchema } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';

describe('GET /api/clients/:clientId/sessions', () => {
  const { app, as, mine, theirs, other } = caseloadSuite({ mine: 'Mine', theirs: 'Theirs' });

  const get = (
    clientId: number | string,
    headers: Record<string, string> = as.nutritionist.headers,
  ) => app.app.inject({ method: 'GET', url: `/api/clients/${clientId}/sessions`, headers });

  beforeAll(async () => {
    const held = (clientId: number, nutritionistId: number, at: string, notes: string) => ({
      clientId,
      nutritionistId,
      scheduledAt: new Date(at),
      endsAt: new Date(Date.parse(at) + 45 * 60_000),
      status: 'completed' as const,
      notes,
      completedAt: sql`now()`,
    });
    // Held sessions on fixed days in the past; the booked one is to come, three days on.
    const booked = wallClockFromToday('Asia/Kolkata', 3, 17);
    await app.db.insert(t.appointments).values([
      held(mine.id, as.nutritionist.user.id, '2026-10-01T11:30:00Z', 'First visit: diet history.'),
      held(mine.id, as.nutritionist.user.id, '2026-10-15T11:30:00Z', 'Reviewed the week’s plan.'),
      // Before she moved to this nutritionist: still her history.
      held(mine.id, other.id, '2026-09-01T11:30:00Z', 'Intake with her earlier nutritionist.'),
      held(theirs.id, other.id, '2026-10-02T11:30:00Z', 'Someone else’s client.'),
      {
        clientId: mine.id,
        nutritionistId: as.nutritionist.user.id,
        scheduledAt: booked,
        endsAt: new Date(booked.getTime() + 45 * 60_000),
      },
      {
        clientId: mine.id,
        nutritionistId: as.nutritionist.user.id,
        scheduledAt: new Date('2026-10-08T11:30:00Z'),
        endsAt: new Date('2026-10-08T12:15:00Z'),
        status: 'missed' as const,
      },
    ]);
  });

  it('answers her client’s completed sessions with their notes and who held them, newest first', async () => {
    const response = await get(mine.id);
    expect(response.statusCode).toBe(200);
    const sessions = response.json();
    expect(sessions.map((s: { notes: string }) => s.notes)).toEqual([
      'Reviewed the week’s plan.',
      'First visit: diet history.',
      'Intake with her earlier nutritionist.',
    ]);
    expect(sessions[0]).toEqual({
      id: expect.any(Number),
      scheduledAt: '2026-10-15T11:30:00.000Z',
      notes: 'Reviewed the week’s plan.',
      nutritionistName: as.nutritionist.user.name,
    });
    for (const session of sessions) expect(sessionNoteSchema.parse(session)).toEqual(session);
  });

  it('answers an empty list for a client with no completed session yet', async () => {
    await app.db.delete(t.appointments).where(eq(t.appointments.clientId, theirs.id));
    const none = await app.app.inject({
      method: 'GET',
      url: `/api/clients/${theirs.id}/sessions`,
      headers: bearer(await loginAs(app.app, other)),
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('answers 404 for another nutritionist’s client and for a client that does not exist', async () => {
    expect((await get(theirs.id)).statusCode).toBe(404);
    expect((await get(999_999)).statusCode).toBe(404);
  });

  it('refuses an id that is not a number with 400', async () => {
    const response = await get('seven');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 401 without a token and 403 to an admin or the client herself', async () => {
    expect((await get(mine.id, {})).statusCode).toBe(401);
    expect((await get(mine.id, as.admin.headers)).statusCode).toBe(403);
    expect((await get(mine.id, bearer(await loginAs(app.app, mine)))).statusCode).toBe(403);
  });
});
