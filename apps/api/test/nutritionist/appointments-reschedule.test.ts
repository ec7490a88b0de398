import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { bookedSession } from '../helpers/caseload.ts';
import { caseloadSuite } from '../helpers/suite.ts';

const zone = testConfig().defaultTimeZone;
const day = (days: number) => wallClockFromToday(zone, days, 17, 30);

describe('POST /api/client/updateSession (Reschedule)', () => {
  const { app, as, mine } = caseloadSuite();

  const reschedule = (to: Date) =>
    app.app.inject({
      method: 'POST',
      url: '/api/client/updateSession',
      headers: as.nutritionist.headers,
      payload: { cId: mine.id, appointmentDate: to.toISOString() },
    });
  const bookings = () =>
    app.db
      .select({ at: t.appointments.scheduledAt, status: t.appointments.status })
      .from(t.appointments)
      .where(eq(t.appointments.clientId, mine.id));

  it('moves a past booking to the new date, leaving no past session still "scheduled"', async () => {
    const booked = day(-2);
    await bookedSession(app, { as, mine }, booked);

    expect((await reschedule(day(3))).statusCode).toBe(200);
    expect(await bookings()).toEqual([{ at: day(3), status: 'booked' }]);
  });

  it('books the new date when nothing was booked at the old one', async () => {
    await app.db.delete(t.appointments).where(eq(t.appointments.clientId, mine.id));
    expect((await reschedule(day(5))).statusCode).toBe(200);
    expect(await bookings()).toEqual([{ at: day(5), status: 'booked' }]);
    const [client] = await app.db
      .select({ next: t.clients.nextSession })
      .from(t.clients)
      .where(eq(t.clients.id, mine.id));
    expect(client?.next).toEqual(day(5));
  });
});
