import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { createReminderDispatcher } from '#api/modules/scheduling/reminder-dispatcher.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  HOUR,
  MINUTE,
  changeSession,
  insertSession,
  notifyDeps,
  sessionPeople,
  type SessionPeople,
} from './notify-fixtures.ts';
import { fromNow, testNow } from '../helpers/test-clock.ts';

describe('session reminders', () => {
  let app: TestApp;
  let people: SessionPeople;
  let slot = 0;
  const base = Math.ceil(testNow().getTime() / HOUR) * HOUR;
  // Sessions 5+ hours ahead, two hours apart, so none overlaps another.
  const nextStart = () => new Date(base + (5 + 2 * slot++) * HOUR);
  beforeAll(async () => {
    app = await buildTestApp();
    people = await sessionPeople(app);
  });
  afterAll(() => app.close());

  /** A pending reminder already due, as one written before a restart would be. */
  async function dueReminder(appointmentId: number): Promise<number> {
    const [row] = await app.db
      .insert(t.appointmentReminders)
      .values({ appointmentId, offsetMinutes: 60, dueAt: fromNow(-MINUTE) })
      .returning({ id: t.appointmentReminders.id });
    return row!.id;
  }
  const reminderMessages = (db: Database = app.db) =>
    db.select().from(t.outbox).where(eq(t.outbox.kind, 'reminder')).orderBy(t.outbox.id);
  const statusOf = async (id: number) =>
    (
      await app.db
        .select({ status: t.appointmentReminders.status, sentAt: t.appointmentReminders.sentAt })
        .from(t.appointmentReminders)
        .where(eq(t.appointmentReminders.id, id))
    )[0];

  it('sends a reminder written before a restart from a fresh dispatcher, to both, expiring at the start', async () => {
    const start = nextStart();
    const id = await dueReminder(await insertSession(app.db, people, start));
    const before = (await reminderMessages()).length;
    await createReminderDispatcher(notifyDeps(app.db)).flush();
    const sent = (await reminderMessages()).slice(before);
    expect(sent.map((m) => m.recipient).sort()).toEqual(
      [people.mine.email, people.as.nutritionist.user.email].sort(),
    );
    for (const mail of sent) {
      expect(mail.expiresAt?.getTime()).toBe(start.getTime());
      expect(mail.calendar?.method).toBe('REQUEST');
      expect(mail.body).toContain('starts in 1 hour');
    }
    expect(await statusOf(id)).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
  });

  it('sends each due reminder exactly once while two dispatchers flush at the same moment', async () => {
    // On PostgreSQL the second dispatcher has its own connection pool, as another process.
    const other = app.databaseUrl ? openPostgres(app.databaseUrl) : undefined;
    try {
      const ids: number[] = [];
      for (let i = 0; i < 6; i += 1)
        ids.push(await dueReminder(await insertSession(app.db, people, nextStart())));
      const before = (await reminderMessages()).length;
      const first = createReminderDispatcher(notifyDeps(app.db));
      const second = createReminderDispatcher(notifyDeps(other?.db ?? app.db));
      await Promise.all([first.flush(), second.flush(), first.flush(), second.flush()]);
      expect((await reminderMessages()).length - before).toBe(ids.length * 2);
      const rows = await app.db
        .select({ status: t.appointmentReminders.status })
        .from(t.appointmentReminders)
        .where(inArray(t.appointmentReminders.id, ids));
      expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'sent'));
    } finally {
      await other?.close();
    }
  });

  it('leaves a reminder pending when the round fails before its commit, and the next round sends it', async () => {
    const id = await dueReminder(await insertSession(app.db, people, nextStart()));
    const before = (await reminderMessages()).length;
    const crashing = notifyDeps(app.db);
    crashing.outbox.canDeliver = () => {
      throw new Error('the process died mid-round');
    };
    await expect(createReminderDispatcher(crashing).flush()).rejects.toThrow('died mid-round');
    expect(await statusOf(id)).toMatchObject({ status: 'pending', sentAt: null });
    expect((await reminderMessages()).length).toBe(before);
    await createReminderDispatcher(notifyDeps(app.db)).flush();
    expect(await statusOf(id)).toMatchObject({ status: 'sent' });
  });

  it("never sends a cancelled session's reminders", async () => {
    const deps = notifyDeps(app.db);
    const session = await insertSession(app.db, people, nextStart());
    await changeSession(deps, session, 'booked', { role: 'client', userId: people.cId });
    // One more pending row, as if written by a round that raced the cancellation.
    const raced = await dueReminder(session);
    await app.db
      .update(t.appointments)
      .set({ status: 'cancelled', cancelledAt: testNow(), cancelledBy: 'client' })
      .where(eq(t.appointments.id, session));
    await changeSession(deps, session, 'cancelled', { role: 'client', userId: people.cId });
    const cancelled = await app.db
      .select({ status: t.appointmentReminders.status })
      .from(t.appointmentReminders)
      .where(eq(t.appointmentReminders.appointmentId, session));
    // Its own 1-hour reminder (the 24-hour one had passed) and the raced one.
    expect(cancelled.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);

    // A pending row of a session no longer booked is skipped, not sent.
    await app.db
      .update(t.appointmentReminders)
      .set({ status: 'pending' })
      .where(eq(t.appointmentReminders.id, raced));
    const before = (await reminderMessages()).length;
    await createReminderDispatcher(deps).flush();
    expect((await reminderMessages()).length).toBe(before);
    expect(await statusOf(raced)).toMatchObject({ status: 'skipped', sentAt: null });
  });

  it('marks a booked session missed by the system only once it ended more than 24 hours ago', async () => {
    const past = (hoursAgo: number) => new Date(base - hoursAgo * HOUR);
    // Ends 25 h 15 min ago, and 23 h 15 min ago (45-minute sessions).
    const overdue = await insertSession(app.db, people, past(26));
    const recent = await insertSession(app.db, people, past(24));
    const now = new Date(base);
    await createReminderDispatcher(notifyDeps(app.db)).flush(now);
    const rows = await app.db
      .select()
      .from(t.appointments)
      .where(inArray(t.appointments.id, [overdue, recent]))
      .orderBy(t.appointments.id);
    expect(rows.map((r) => [r.status, r.missedBy])).toEqual([
      ['missed', 'system'],
      ['booked', null],
    ]);
    expect(rows[0]!.missedAt?.getTime()).toBe(now.getTime());
    // The client's next session is derived again: the recent one still counts as booked.
    const [client] = await app.db
      .select({ next: t.clients.nextSession })
      .from(t.clients)
      .where(and(eq(t.clients.id, people.cId)));
    expect(client!.next?.getTime()).toBe(past(24).getTime());
  });
});
