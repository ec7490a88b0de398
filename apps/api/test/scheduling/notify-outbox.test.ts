import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { createSmtpMailer } from '#api/integrations/mailer.ts';
import { createOutboxDispatcher } from '#api/modules/notifications/outbox-dispatcher.ts';
import { enqueue } from '#api/modules/notifications/outbox.repository.ts';
import { capturingTransport, eventually } from '../helpers/build-test-app.ts';
import { startSmtpListener, type ReceivedMail } from '../helpers/smtp-listener.mjs';
import { freshDatabase } from '../helpers/test-database.ts';
import { fromNow } from '../helpers/test-clock.ts';

const silent = Fastify({ logger: false }).log;
const MINUTE = 60_000;

const INVITE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//NourishWell//Sessions//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:appointment-1@nourishwell.test',
  'SEQUENCE:0',
  'DTSTAMP:20261124T080000Z',
  'DTSTART:20261201T043000Z',
  'DTEND:20261201T051500Z',
  'SUMMARY:NourishWell session with Asha Rao',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('the outbox with session messages', () => {
  const database = freshDatabase();

  const statusOf = async (id: number) =>
    (await database.db.select({ s: t.outbox.status }).from(t.outbox).where(eq(t.outbox.id, id)))[0]
      ?.s;

  it('never delivers a message whose moment passed, and marks it expired', async () => {
    const { transport, sent } = capturingTransport(['email']);
    const late = await enqueue(database.db, {
      kind: 'reminder',
      channel: 'email',
      recipient: 'late@example.test',
      subject: 'Session reminder',
      body: 'Starts in 1 hour',
      expiresAt: fromNow(-MINUTE),
    });
    const timely = await enqueue(database.db, {
      kind: 'reminder',
      channel: 'email',
      recipient: 'timely@example.test',
      subject: 'Session reminder',
      body: 'Starts in 1 hour',
      calendar: { method: 'REQUEST', content: INVITE },
      expiresAt: fromNow(60 * MINUTE),
    });
    await createOutboxDispatcher(database.db, [transport], silent).flush();
    expect(sent.map((m) => m.recipient)).toEqual(['timely@example.test']);
    // The transport is handed the kind and the invitation with the message.
    expect(sent[0]).toMatchObject({ kind: 'reminder', calendar: { method: 'REQUEST' } });
    expect(await statusOf(late)).toBe('expired');
    expect(await statusOf(timely)).toBe('sent');
  });

  it('mails the invitation over SMTP as invite.ics, which the listener hands over as text', async () => {
    const inbox: ReceivedMail[] = [];
    const listener = await startSmtpListener((mail) => inbox.push(mail));
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${listener.port}`,
      'NourishWell <no-reply@nourishwell.test>',
    );
    try {
      await mailer.deliver({
        channel: 'email',
        recipient: 'meera@example.test',
        subject: 'Session booked',
        body: 'Your session is booked.',
        calendar: { method: 'REQUEST', content: INVITE },
      });
      const mail = await eventually(() => inbox[0]);
      expect(mail).toMatchObject({ to: 'meera@example.test', subject: 'Session booked' });
      const invite = mail.attachments.find((file) => file.filename === 'invite.ics');
      expect(invite?.contentType).toMatch(/calendar|ics/);
      const parsed = ical.sync.parseICS(invite!.content);
      expect(parsed['appointment-1@nourishwell.test']).toMatchObject({
        type: 'VEVENT',
        method: 'REQUEST',
      });
    } finally {
      await mailer.close?.();
      await listener.close();
    }
  });
});
