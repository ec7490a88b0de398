import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { bookedSession } from '../helpers/caseload.ts';
import { caseloadSuite } from '../helpers/suite.ts';

/**
 * Completing a session writes the appointment, a next booking and the client's sessions.
 * A trigger makes the last of those writes fail, as a crash or a constraint would.
 */
describe('completing an appointment is one transaction', () => {
  const { app, as, mine } = caseloadSuite();
  // Yesterday's session: one may be completed only from its day on.
  const zone = testConfig().defaultTimeZone;
  const booked = wallClockFromToday(zone, -1, 17, 30);

  beforeAll(async () => {
    await bookedSession(app, { as, mine }, booked, { lastSession: null });
    await app.db.execute(sql`
      create function refuse_completed() returns trigger language plpgsql as $$
      begin
        if new.last_session is not null then raise exception 'simulated failure'; end if;
        return new;
      end $$`);
    await app.db.execute(sql`
      create trigger refuse_completed before update on clients
      for each row execute function refuse_completed()`);
  });

  it('leaves the appointment, the bookings and the client as they were when a write fails', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/appointments/complete',
      headers: as.nutritionist.headers,
      payload: {
        clientId: mine.id,
        nutritionistId: as.nutritionist.user.id,
        scheduledAt: booked.toISOString(),
        notes: 'Good week',
        nextSession: wallClockFromToday(zone, 7, 17, 30).toISOString(),
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
    const rows = await app.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.clientId, mine.id));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'booked', notes: null, completedAt: null }),
    ]);
    const [client] = await app.db.select().from(t.clients).where(eq(t.clients.id, mine.id));
    expect(client).toMatchObject({ completed: false, lastSession: null, nextSession: booked });
  });
});
