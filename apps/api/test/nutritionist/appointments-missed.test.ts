import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { fromNow, wallClockFromToday } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { bookedSession } from '../helpers/caseload.ts';
import { caseloadSuite } from '../helpers/suite.ts';

const zone = testConfig().defaultTimeZone;
const day = (days: number, hour = 17, minute = 30) => wallClockFromToday(zone, days, hour, minute);

describe('POST /api/appointments/missed', () => {
  const { app, as, mine, theirs } = caseloadSuite();
  const booked = day(-2);

  beforeAll(async () => {
    await bookedSession(app, { as, mine }, booked, { completed: false });
  });

  const post = (payload: object, headers: Record<string, string> = as.nutritionist.headers) =>
    app.app.inject({ method: 'POST', url: '/api/appointments/missed', headers, payload });
  const body = (clientId: number, scheduledAt: Date) => ({
    clientId,
    nutritionistId: as.nutritionist.user.id,
    scheduledAt: scheduledAt.toISOString(),
  });

  it('records a past booked session as missed and clears it as the client’s next session', async () => {
    const response = await post(body(mine.id, booked));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Session marked as missed' });
    const rows = await app.db
      .select()
      .from(t.appointments)
      .where(and(eq(t.appointments.clientId, mine.id), eq(t.appointments.scheduledAt, booked)));
    expect(rows).toEqual([expect.objectContaining({ status: 'missed', completedAt: null })]);
    const [client] = await app.db.select().from(t.clients).where(eq(t.clients.id, mine.id));
    expect(client).toMatchObject({ nextSession: null, completed: false });
  });

  it('refuses a session that has not started yet (decision 019), and a missing time', async () => {
    const later = await post(body(mine.id, fromNow(3_600_000)));
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({
      message: 'A session can be marked missed once it has started.',
      code: 'SESSION_NOT_PAST',
    });
    const missing = await post({ clientId: mine.id, nutritionistId: as.nutritionist.user.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please give the appointment time.');
  });

  it('marks a session missed once it has started, also earlier the same day', async () => {
    const started = fromNow(-60_000);
    started.setUTCSeconds(0, 0);
    const response = await post(body(mine.id, started));
    expect(response.statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(t.appointments)
      .where(and(eq(t.appointments.clientId, mine.id), eq(t.appointments.scheduledAt, started)));
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'missed',
        missedBy: 'nutritionist',
        missedAt: expect.any(Date),
      }),
    ]);
  });

  it('answers 401 without a token and 403 to an admin or a client', async () => {
    expect((await post(body(mine.id, booked), {})).statusCode).toBe(401);
    expect((await post(body(mine.id, booked), as.admin.headers)).statusCode).toBe(403);
    const asClient = bearer(await loginAs(app.app, mine));
    expect((await post(body(mine.id, booked), asClient)).statusCode).toBe(403);
  });

  it('answers 404 for another nutritionist’s client or another nutritionist id, changing nothing', async () => {
    const other = await post(body(theirs.id, booked));
    expect(other.statusCode).toBe(404);
    const wrongId = await post({ ...body(mine.id, booked), nutritionistId: 999_999 });
    expect(wrongId.statusCode).toBe(404);
    const rows = await app.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.clientId, theirs.id));
    expect(rows).toEqual([]);
  });
});
