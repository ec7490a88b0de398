import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, eventually, type TestApp } from '../helpers/build-test-app.ts';
import { caseloadFixture } from '../helpers/caseload.ts';
import { bearer, loginAs, type TestUser } from '../helpers/factories.ts';
import { startSmtpListener, type ReceivedMail } from '../helpers/smtp-listener.mjs';
import { dateIn, schedulingCalls, slotStarts, ZONE } from './scheduling-fixtures.ts';

interface Texted {
  channel: string;
  to: string;
  body: string;
}

/** The practice's SMS/WhatsApp gateway, stood in for: it keeps what the webhook posts. */
async function startMessenger() {
  const texts: Texted[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      texts.push(JSON.parse(body) as Texted);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    texts,
    url: `http://127.0.0.1:${port}/send`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The session in a mail's invitation (invite.ics), as a calendar program reads it. */
function eventIn(mail: ReceivedMail): VEvent | undefined {
  const invite = mail.attachments.find((file) => file.filename === 'invite.ics');
  return Object.values(ical.sync.parseICS(invite?.content ?? '')).find(
    (item): item is VEvent => item?.type === 'VEVENT',
  );
}

/** The day and time of a start as each language writes it (Intl, the practice's zone). */
const writtenIn = (start: Date, locale: 'en-GB' | 'hi-IN', names: 'short' | 'long') => ({
  date: new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    weekday: names,
    day: 'numeric',
    month: names,
    year: 'numeric',
  }).format(start),
  clock: new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(start),
});

describe('the messages of a booking, in the language of the client they go to', () => {
  const inbox: ReceivedMail[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let messenger: Awaited<ReturnType<typeof startMessenger>>;
  let app: TestApp;
  let meera: TestUser;
  let kavya: TestUser;
  let calls: ReturnType<typeof schedulingCalls>;

  beforeAll(async () => {
    smtp = await startSmtpListener((mail) => inbox.push(mail));
    messenger = await startMessenger();
    // No transports given: the real SMTP mailer and webhook messenger, made from config.
    app = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MESSENGER_WEBHOOK_URL: messenger.url,
      APP_URL: 'https://app.nourishwell.test',
    });
    const fixture = await caseloadFixture(app, { mine: 'Meera Iyer', theirs: 'Kavya Nair' });
    meera = fixture.mine;
    kavya = fixture.theirs;
    const nutritionistId = fixture.as.nutritionist.user.id;
    await app.db
      .update(t.nutritionists)
      .set({ name: 'Asha Rao', phone: '9876500001' })
      .where(eq(t.nutritionists.id, nutritionistId));
    for (const [client, phone] of [
      [meera, '9876500002'],
      [kavya, '9876500003'],
    ] as const) {
      await app.db
        .update(t.clients)
        .set({ phone, nutritionistId })
        .where(eq(t.clients.id, client.id));
    }
    calls = schedulingCalls(app);
    expect((await calls.setHours(fixture.as.nutritionist.headers)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await messenger.close();
  });

  /** She books the first free slot of a day; answers its start and video link. */
  async function books(client: TestUser, days: number) {
    const headers = bearer(await loginAs(app.app, client));
    const [start] = await slotStarts(calls, headers, dateIn(days));
    const booked = await calls.book(headers, { start });
    expect(booked.statusCode, booked.body).toBe(201);
    return { start: new Date(start!), videoUrl: booked.json<{ videoUrl: string }>().videoUrl };
  }
  const mailTo = (client: TestUser) =>
    eventually(() => inbox.find((mail) => mail.to === client.email));
  const textTo = (phone: string) =>
    eventually(() => messenger.texts.find((text) => text.to === phone));

  it('writes the confirmation email and the WhatsApp text in Hindi to a client who reads Hindi', async () => {
    const headers = bearer(await loginAs(app.app, meera));
    const chosen = await app.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers,
      payload: { language: 'hi' },
    });
    expect(chosen.statusCode).toBe(200);
    const { start, videoUrl } = await books(meera, 4);
    const { date, clock } = writtenIn(start, 'hi-IN', 'long');
    const end = writtenIn(new Date(start.getTime() + 45 * 60_000), 'hi-IN', 'long').clock;
    const when = `${date}, ${clock}–${end} (भारतीय मानक समय)`;

    const mail = await mailTo(meera);
    expect(mail.subject).toBe(`सेशन बुक हो गया: ${date}, ${clock} (भारतीय मानक समय)`);
    expect(mail.text).toContain('नमस्ते Meera Iyer,');
    expect(mail.text).toContain(`Asha Rao के साथ आपका NourishWell सेशन ${when} के लिए बुक हो गया है।`);
    expect(mail.text).toContain(`वीडियो कॉल से जुड़ें: ${videoUrl}`);
    expect(eventIn(mail)).toMatchObject({
      summary: 'Asha Rao के साथ NourishWell सेशन',
      description: `वीडियो कॉल से जुड़ें: ${videoUrl}\nइस सेशन का समय बदलने या इसे रद्द करने के लिए: https://app.nourishwell.test/dashboard/client/book`,
    });

    const text = await textTo('+919876500002');
    expect(text.channel).toBe('whatsapp');
    expect(text.body).toBe(
      `NourishWell: Asha Rao के साथ आपका NourishWell सेशन ${when} के लिए बुक हो गया है। जुड़ें: ${videoUrl}`,
    );

    // Her nutritionist is staff: hers stay in English.
    const hers = await textTo('+919876500001');
    expect(hers.body).toMatch(
      /^NourishWell: Your NourishWell session with Meera Iyer is booked for /,
    );
  });

  it('writes them in English, as always, to a client who reads English', async () => {
    const { start, videoUrl } = await books(kavya, 5);
    const { date, clock } = writtenIn(start, 'en-GB', 'short');
    const end = writtenIn(new Date(start.getTime() + 45 * 60_000), 'en-GB', 'short').clock;
    const when = `${date}, ${clock}–${end} (Asia/Kolkata)`;

    const mail = await mailTo(kavya);
    expect(mail.subject).toBe(`Session booked: ${date}, ${clock} (Asia/Kolkata)`);
    expect(mail.text).toContain('Hello Kavya Nair,');
    expect(mail.text).toContain(`Your NourishWell session with Asha Rao is booked for ${when}.`);
    expect(mail.text).toContain('The attached invitation adds it to your calendar.');
    expect(eventIn(mail)).toMatchObject({
      summary: 'NourishWell session with Asha Rao',
      description: `Join the video call: ${videoUrl}\nTo move or cancel this session: https://app.nourishwell.test/dashboard/client/book`,
    });

    const text = await textTo('+919876500003');
    expect(text.body).toBe(
      `NourishWell: Your NourishWell session with Asha Rao is booked for ${when}. Join: ${videoUrl}`,
    );
  });
});
