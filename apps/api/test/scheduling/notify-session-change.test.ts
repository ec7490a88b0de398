import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, capturingTransport, type TestApp } from '../helpers/build-test-app.ts';
import {
  HOUR,
  changeSession,
  insertSession,
  notifyDeps,
  outboxFor,
  sessionPeople,
  type SessionPeople,
} from './notify-fixtures.ts';
import { testNow, todayIn } from '../helpers/test-clock.ts';

const eventOf = (content: string) =>
  Object.values(ical.sync.parseICS(content)).find((c): c is VEvent => c?.type === 'VEVENT')!;

describe('what a session change sends', () => {
  let app: TestApp;
  let people: SessionPeople;
  // Starts spread apart so the sessions never overlap (the database refuses that).
  let slot = 0;
  const base = Math.ceil(testNow().getTime() / HOUR) * HOUR;
  const nextStart = () => new Date(base + (72 + 2 * slot++) * HOUR);
  /** The newest outbox row of a kind to a recipient (each test adds its own). */
  const newest = async (recipient: string, kind: 'bookingRescheduled' | 'bookingCancelled') => {
    const rows = await app.db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.recipient, recipient), eq(t.outbox.kind, kind)))
      .orderBy(t.outbox.id);
    return rows.at(-1)!;
  };
  beforeAll(async () => {
    app = await buildTestApp();
    people = await sessionPeople(app);
  });
  afterAll(() => app.close());

  const notices = (userId: number) =>
    app.db.select().from(t.notifications).where(eq(t.notifications.userId, userId));
  const remindersOf = (id: number) =>
    app.db
      .select()
      .from(t.appointmentReminders)
      .where(eq(t.appointmentReminders.appointmentId, id))
      .orderBy(t.appointmentReminders.id);

  it('emails both people a confirmation with a REQUEST invitation, and sends no text without a messenger', async () => {
    const deps = notifyDeps(app.db);
    const start = nextStart();
    const id = await insertSession(app.db, people, start);
    await changeSession(deps, id, 'booked', { role: 'client', userId: people.cId });

    const [toClient] = await outboxFor(app.db, people.mine.email);
    const [toHer] = await outboxFor(app.db, people.as.nutritionist.user.email);
    for (const mail of [toClient!, toHer!]) {
      expect(mail).toMatchObject({ channel: 'email', kind: 'bookingConfirmed', status: 'pending' });
      expect(mail.calendar?.method).toBe('REQUEST');
      const event = eventOf(mail.calendar!.content);
      expect(event.uid).toBe(`appointment-${id}@app.nourishwell.test`);
      expect(event.start.toISOString()).toBe(start.toISOString());
      expect(event.status).toBe('CONFIRMED');
    }
    expect(toClient!.body).toContain('with Asha Rao');
    expect(toClient!.body).toContain('(Asia/Kolkata)');
    expect(toClient!.body).toContain(`https://meet.jit.si/NourishWell-room${start.getTime()}`);
    expect(toClient!.body).toContain('https://app.nourishwell.test/dashboard/client/book');
    expect(toHer!.body).toContain('with Meera Iyer');
    expect(toHer!.body).not.toContain('PCOS');
    expect(await outboxFor(app.db, '+919876500002')).toEqual([]);
  });

  it('also texts both people at +91 numbers when the messenger can deliver', async () => {
    const { transport } = capturingTransport(['whatsapp', 'sms']);
    const deps = notifyDeps(app.db, [transport]);
    const id = await insertSession(app.db, people, nextStart());
    await changeSession(deps, id, 'booked', { role: 'client', userId: people.cId });
    const [toClient] = await outboxFor(app.db, '+919876500002');
    const [toHer] = await outboxFor(app.db, '+919876500001');
    expect(toClient).toMatchObject({ channel: 'whatsapp', kind: 'bookingConfirmed' });
    expect(toClient!.body).toMatch(
      /^NourishWell: Your NourishWell session with Asha Rao is booked/,
    );
    expect(toHer).toMatchObject({ channel: 'whatsapp', kind: 'bookingConfirmed' });
  });

  it('tells only the other person in the app, and both when an admin acted', async () => {
    const deps = notifyDeps(app.db);
    const clientBefore = (await notices(people.cId)).length;
    const herBefore = (await notices(people.nId)).length;
    const id = await insertSession(app.db, people, nextStart());
    await changeSession(deps, id, 'booked', { role: 'client', userId: people.cId });
    expect((await notices(people.cId)).length).toBe(clientBefore);
    const mine = await notices(people.nId);
    expect(mine).toHaveLength(herBefore + 1);
    expect(mine.at(-1)).toMatchObject({ kind: 'booking', link: '/dashboard/nutritionist' });
    expect(mine.at(-1)!.text).toMatch(/^Meera Iyer booked a session for /);

    const events = await changeSession(deps, id, 'cancelled', { role: 'admin', userId: 1 });
    expect(events.map((e) => e.userId).sort()).toEqual([people.cId, people.nId].sort());
    expect((await notices(people.cId)).at(-1)).toMatchObject({
      link: '/dashboard/client/book',
    });
  });

  it('makes one reminder per offset still ahead, and replaces them when the session moves', async () => {
    const deps = notifyDeps(app.db);
    // 3 hours ahead: the 24-hour reminder has passed already, the 1-hour one has not.
    const soon = new Date(base + 3 * HOUR);
    const id = await insertSession(app.db, people, soon);
    await changeSession(deps, id, 'booked', { role: 'nutritionist', userId: people.nId });
    expect(await remindersOf(id)).toMatchObject([
      { offsetMinutes: 60, status: 'pending', dueAt: new Date(soon.getTime() - HOUR) },
    ]);

    const later = nextStart();
    await app.db
      .update(t.appointments)
      .set({ scheduledAt: later, endsAt: new Date(later.getTime() + HOUR), sequence: 1 })
      .where(eq(t.appointments.id, id));
    await changeSession(deps, id, 'rescheduled', { role: 'nutritionist', userId: people.nId });
    const moved = await remindersOf(id);
    expect(moved.map((r) => [r.offsetMinutes, r.dueAt.getTime()])).toEqual([
      [1440, later.getTime() - 24 * HOUR],
      [60, later.getTime() - HOUR],
    ]);
    const mail = await newest(people.mine.email, 'bookingRescheduled');
    expect(eventOf(mail.calendar!.content).sequence).toBe(1);
    expect(mail.body).toContain('has moved to');
  });

  it('sends a CANCEL with the same UID on cancel and marks pending reminders cancelled', async () => {
    const deps = notifyDeps(app.db);
    const id = await insertSession(app.db, people, nextStart());
    await changeSession(deps, id, 'booked', { role: 'client', userId: people.cId });
    await app.db
      .update(t.appointments)
      .set({ status: 'cancelled', cancelledAt: testNow(), cancelledBy: 'client', sequence: 1 })
      .where(eq(t.appointments.id, id));
    await changeSession(deps, id, 'cancelled', { role: 'client', userId: people.cId });
    expect((await remindersOf(id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    const mail = await newest(people.as.nutritionist.user.email, 'bookingCancelled');
    expect(mail.calendar?.method).toBe('CANCEL');
    const event = eventOf(mail.calendar!.content);
    expect(event).toMatchObject({
      uid: `appointment-${id}@app.nourishwell.test`,
      sequence: 1,
      status: 'CANCELLED',
    });
  });

  it("writes each person's times in her own zone, named, on the right day around midnight, with her own meeting link", async () => {
    await app.db.insert(t.nutritionistAvailability).values({
      nutritionistId: people.nId,
      timeZone: 'Europe/London',
      slotMinutes: 45,
      bufferMinutes: 15,
      weekly: [],
      exceptions: [],
      meetingUrl: 'https://meet.example.test/asha',
    });
    try {
      // 1 December next year, when London is on GMT, clear of this file's other sessions:
      // 19:00 on 1 Dec in London is 00:30 on 2 Dec in India.
      const year = todayIn('Europe/London').year + 1;
      const start = new Date(`${year}-12-01T19:00:00Z`);
      const weekday = (day: number) =>
        new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
          Date.UTC(year, 11, day, 12),
        );
      const id = await insertSession(app.db, people, start);
      await changeSession(notifyDeps(app.db), id, 'booked', { role: 'admin', userId: null });
      const [toClient] = (await outboxFor(app.db, people.mine.email)).slice(-1);
      const [toHer] = (await outboxFor(app.db, people.as.nutritionist.user.email)).slice(-1);
      expect(toClient!.body).toContain(`${weekday(2)}, 2 Dec ${year}, 00:30–01:15 (Asia/Kolkata)`);
      expect(toHer!.body).toContain(`${weekday(1)}, 1 Dec ${year}, 19:00–19:45 (Europe/London)`);
      expect(toHer!.subject).toBe(
        `Session booked: ${weekday(1)}, 1 Dec ${year}, 19:00 (Europe/London)`,
      );
      for (const mail of [toClient!, toHer!]) {
        expect(mail.body).toContain('https://meet.example.test/asha');
        expect(eventOf(mail.calendar!.content).url).toMatchObject({
          val: 'https://meet.example.test/asha',
        });
      }
    } finally {
      await app.db
        .delete(t.nutritionistAvailability)
        .where(eq(t.nutritionistAvailability.nutritionistId, people.nId));
    }
  });
});
