import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDayOff } from '@nourishwell/shared';
import { DEMO_TIME_ZONE } from '#api/db/demo-data.ts';
import * as t from '#api/db/schema/index.ts';
import { seedDemoDataIfEmpty } from '#api/db/seed.ts';
import { isoDateFromToday, wallClockFromToday, testNow } from '../helpers/test-clock.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const zone = DEMO_TIME_ZONE;

describe('the demo seed’s scheduling', () => {
  let app: TestApp;
  let seededAt: Date;
  beforeAll(async () => {
    app = await buildTestApp();
    seededAt = testNow();
    await seedDemoDataIfEmpty(app.db, testNow());
  });
  afterAll(() => app.close());

  const nutritionistId = async (email: string) => {
    const [row] = await app.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, email));
    return row!.id;
  };

  it('gives Asha and Ravi working hours in the practice zone, with a day off and an extra morning', async () => {
    const rows = await app.db
      .select()
      .from(t.nutritionistAvailability)
      .innerJoin(t.users, eq(t.users.id, t.nutritionistAvailability.nutritionistId));
    const byEmail = new Map(rows.map((r) => [r.users.email, r.nutritionist_availability]));
    const asha = byEmail.get('asha@nourishwell.test')!;
    const ravi = byEmail.get('ravi@nourishwell.test')!;
    expect(asha).toMatchObject({ timeZone: zone, slotMinutes: 45, bufferMinutes: 15 });
    expect(ravi).toMatchObject({ timeZone: zone, slotMinutes: 60, bufferMinutes: 0 });
    expect(asha.weekly).toHaveLength(5 * 2 + 1);
    expect(ravi.weekly).toHaveLength(6 * 2);
    expect(ravi.exceptions.filter(isDayOff)).toHaveLength(1);
    expect(asha.exceptions).toEqual([expect.objectContaining({ start: '10:00', end: '13:00' })]);
  });

  it('never has two booked sessions of one nutritionist overlapping', async () => {
    const booked = await app.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.status, 'booked'));
    expect(booked).toHaveLength(5);
    for (const a of booked)
      for (const b of booked)
        if (a.id !== b.id && a.nutritionistId === b.nutritionistId)
          expect(a.scheduledAt < b.endsAt && b.scheduledAt < a.endsAt).toBe(false);
  });

  it('derives every client’s next and last session from her appointments', async () => {
    const people = await app.db.select().from(t.clients).orderBy(asc(t.clients.id));
    for (const client of people) {
      const sessions = await app.db
        .select()
        .from(t.appointments)
        .where(eq(t.appointments.clientId, client.id))
        .orderBy(asc(t.appointments.scheduledAt));
      const booked = sessions.filter((s) => s.status === 'booked');
      const done = sessions.filter((s) => s.status === 'completed');
      expect(client.nextSession).toEqual(booked[0]?.scheduledAt ?? null);
      expect(client.lastSession).toEqual(done.at(-1)?.scheduledAt ?? null);
      expect(client.completed).toBe(booked.length === 0);
      expect(done.length).toBeGreaterThanOrEqual(2);
      expect(done.length).toBeLessThanOrEqual(3);
      for (const s of sessions) expect(s.videoRoom).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('has Meera’s session still to come, today unless seeded in the day’s last hour, and Ananya’s begun two hours ago, not yet marked missed', async () => {
    const next = await app.db
      .select({ email: t.users.email, at: t.clients.nextSession })
      .from(t.clients)
      .innerJoin(t.users, eq(t.users.id, t.clients.id));
    const at = new Map(next.map((r) => [r.email, r.at]));
    const meera = at.get('meera@nourishwell.test')!;
    // Seeded in the last minutes before midnight in India, the next start a quarter of an
    // hour ahead is tomorrow's (demo-session-plan.ts): still the next session to come. With an
    // hour or more of the day left it is today's.
    const midnight = wallClockFromToday(zone, 1, 0).getTime();
    expect(meera.getTime()).toBeGreaterThan(seededAt.getTime());
    if (midnight - seededAt.getTime() >= 60 * 60_000) {
      expect(meera.getTime()).toBeGreaterThanOrEqual(wallClockFromToday(zone, 0, 0).getTime());
      expect(meera.getTime()).toBeLessThan(midnight);
    } else {
      expect(meera.getTime()).toBeLessThan(wallClockFromToday(zone, 2, 0).getTime());
    }
    const ananya = at.get('ananya@nourishwell.test')!;
    const age = seededAt.getTime() - ananya.getTime();
    expect(age).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(age).toBeLessThan(2 * 3_600_000 + 5 * 60_000 + 60_000);
  });

  it('has one missed session, marked by the system a day after it ended', async () => {
    const missed = await app.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.status, 'missed'));
    expect(missed).toHaveLength(1);
    expect(missed[0]).toMatchObject({ missedBy: 'system', completedAt: null });
    expect(missed[0]!.missedAt!.getTime() - missed[0]!.endsAt.getTime()).toBe(24 * 3_600_000);
  });

  it('keeps Asha’s Tuesday 10:00 free for Meera over the next five weeks', async () => {
    const asha = await nutritionistId('asha@nourishwell.test');
    const [hours] = await app.db
      .select()
      .from(t.nutritionistAvailability)
      .where(eq(t.nutritionistAvailability.nutritionistId, asha));
    for (let day = 1; day <= 35; day += 1) {
      const date = isoDateFromToday(zone, day);
      if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 2) continue;
      expect(hours!.exceptions.some((e) => e.date === date && isDayOff(e))).toBe(false);
      // The slot and her buffer on both sides.
      const from = new Date(wallClockFromToday(zone, day, 9, 45).getTime());
      const to = new Date(wallClockFromToday(zone, day, 11, 0).getTime());
      const clashing = await app.db
        .select({ id: t.appointments.id })
        .from(t.appointments)
        .where(
          and(
            eq(t.appointments.nutritionistId, asha),
            eq(t.appointments.status, 'booked'),
            sql`tstzrange(${t.appointments.scheduledAt}, ${t.appointments.endsAt}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
          ),
        );
      expect(clashing, date).toEqual([]);
    }
  });

  it('leaves pending reminders only for the booked sessions’ times still ahead', async () => {
    const reminders = await app.db
      .select({
        offset: t.appointmentReminders.offsetMinutes,
        dueAt: t.appointmentReminders.dueAt,
        status: t.appointmentReminders.status,
        start: t.appointments.scheduledAt,
        session: t.appointments.status,
      })
      .from(t.appointmentReminders)
      .innerJoin(t.appointments, eq(t.appointments.id, t.appointmentReminders.appointmentId));
    expect(reminders.length).toBeGreaterThan(0);
    for (const r of reminders) {
      expect(r).toMatchObject({ status: 'pending', session: 'booked' });
      expect([1440, 60]).toContain(r.offset);
      expect(r.dueAt.getTime()).toBe(r.start.getTime() - r.offset * 60_000);
      expect(r.dueAt.getTime()).toBeGreaterThan(seededAt.getTime());
    }
    // Arjun's, Priya's and Farhan's sessions are days ahead: both reminders each.
    expect(reminders.filter((r) => r.offset === 1440).length).toBeGreaterThanOrEqual(3);
  });
});
