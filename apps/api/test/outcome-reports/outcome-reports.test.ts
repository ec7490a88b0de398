import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionNoteMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { textsFor } from '#api/lib/i18n.ts';
import { renderOutcomePdf } from '#api/modules/outcome-reports/outcome-pdf.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { capturingTransport } from '../helpers/build-test-app.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { testNow } from '../helpers/test-clock.ts';
import { pdfText } from '../invoices/pdf-text.ts';
import {
  auditRows,
  callerOf,
  completedSession,
  dayAgo,
  recordOf,
} from '../session-notes/notes-fixture.ts';

// Texts go by her channels, so the practice must be able to deliver them (a capturing transport).
const { app, as, mine, theirs, other } = caseloadSuite(
  { mine: 'Meera Iyer' },
  { transports: [capturingTransport().transport] },
);
const period = { from: dayAgo(90), to: dayAgo(0) };

describe('outcome reports', () => {
  let reportId: number;
  let herHeaders: Record<string, string>;
  const call = (...args: Parameters<ReturnType<typeof callerOf>>) =>
    callerOf(app, as.nutritionist)(...args);

  beforeAll(async () => {
    await recordOf(app.db, mine.id);
    await app.db.update(t.clients).set({ phone: '9876543210' }).where(eq(t.clients.id, mine.id));
    await completedSession(app.db, mine.id, as.nutritionist.user.id, 30);
    await completedSession(app.db, mine.id, as.nutritionist.user.id, 10);
    const missed = await completedSession(app.db, mine.id, as.nutritionist.user.id, 20);
    await app.db
      .update(t.appointments)
      .set({ status: 'missed', completedAt: null, missedAt: testNow() })
      .where(eq(t.appointments.id, missed));
    herHeaders = bearer(await loginAs(app.app, mine));
  });

  it('shows the period’s weight, waist, BMI, lab and HOMA-IR changes and her sessions', async () => {
    const res = await call(
      'GET',
      `/api/clients/${mine.id}/outcome-figures?from=${period.from}&to=${period.to}`,
    );
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    expect(figures.weightKg).toMatchObject({ first: 80, latest: 76.5 });
    expect(figures.waistCm).toMatchObject({ first: 94, latest: 90 });
    expect(figures.bmi).toMatchObject({ first: 31.2, latest: 29.9 });
    expect(figures.homaIr).toMatchObject({ first: 4.89, latest: 2.35 });
    expect(figures.labs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'fastingGlucose', first: 110, latest: 95 }),
      ]),
    );
    expect(figures).toMatchObject({ sessionsCompleted: 2, sessionsMissed: 1 });
    expect(await auditRows(app.db, mine.id, 'outcome', 'read')).not.toHaveLength(0);
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await call('POST', `/api/clients/${mine.id}/outcome-reports`, {
      from: period.to,
      to: period.from,
      summary: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(sessionNoteMessages.periodInvalid);
  });

  it('saves a report, which she then lists as her own', async () => {
    const res = await call('POST', `/api/clients/${mine.id}/outcome-reports`, {
      ...period,
      summary: 'Cycles more regular; weight down 3.5 kg.',
    });
    expect(res.statusCode).toBe(201);
    reportId = res.json().id;
    const hers = await call(
      'GET',
      `/api/clients/${mine.id}/outcome-reports`,
      undefined,
      herHeaders,
    );
    expect(hers.json()).toEqual([expect.objectContaining({ id: reportId, ...period })]);
    expect(await auditRows(app.db, mine.id, 'outcome_report', 'create')).toHaveLength(1);
  });

  it('gives her the PDF to download', async () => {
    const res = await call('GET', `/api/outcome-reports/${reportId}/pdf`, undefined, herHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('writes her name, the figures and the summary on the PDF', async () => {
    const figures = await call(
      'GET',
      `/api/clients/${mine.id}/outcome-figures?from=${period.from}&to=${period.to}`,
    );
    const pdf = await renderOutcomePdf(
      { name: 'Meera Iyer', summary: 'Cycles more regular.', figures: figures.json() },
      textsFor('en'),
      testNow(),
      false,
    );
    const text = pdfText(pdf);
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('Cycles more regular.');
    expect(text).toContain('76.5 kg');
    const hindi = await renderOutcomePdf(
      { name: 'Meera Iyer', summary: 'ठीक है', figures: figures.json() },
      textsFor('hi'),
      testNow(),
      false,
    );
    // The table's "Measure" heading in her language (a word without a vowel sign drawn first).
    expect(pdfText(hindi)).toContain('माप');
  });

  it('queues an email and a text with the link to her reports', async () => {
    expect(
      (await call('POST', `/api/outcome-reports/${reportId}/send`, { channel: 'email' }))
        .statusCode,
    ).toBe(202);
    expect(
      (await call('POST', `/api/outcome-reports/${reportId}/send`, { channel: 'text' })).statusCode,
    ).toBe(202);
    const rows = await app.db.select().from(t.outbox);
    const mail = rows.find((r) => r.recipient === mine.email);
    expect(mail?.body).toContain('/dashboard/client/reports');
    const text = rows.find((r) => r.recipient === '+919876543210');
    expect(text?.body).toContain('/dashboard/client/reports');
    expect(text).toMatchObject({ kind: 'reportReady', clientId: mine.id });
    expect(text?.templateParams).toHaveLength(3);
  });

  it('refuses a text once she has turned WhatsApp and SMS off, and queues nothing', async () => {
    const off = { whatsapp: false, sms: false, email: true };
    await app.db.insert(t.contactPreferences).values({ clientId: mine.id, ...off });
    try {
      const before = (await app.db.select().from(t.outbox)).length;
      const res = await call('POST', `/api/outcome-reports/${reportId}/send`, { channel: 'text' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(sessionNoteMessages.noTextChannel);
      expect(await app.db.select().from(t.outbox)).toHaveLength(before);
    } finally {
      await app.db.delete(t.contactPreferences).where(eq(t.contactPreferences.clientId, mine.id));
    }
  });

  it('refuses a text to a client with no mobile number, saying why', async () => {
    await app.db.update(t.clients).set({ phone: null }).where(eq(t.clients.id, mine.id));
    const res = await call('POST', `/api/outcome-reports/${reportId}/send`, { channel: 'text' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(sessionNoteMessages.noPhone);
  });

  it('answers 404 to another nutritionist and another client, 403 and 401 where not allowed', async () => {
    const theirHeaders = bearer(await loginAs(app.app, other));
    expect(
      (await call('GET', `/api/outcome-reports/${reportId}/pdf`, undefined, theirHeaders))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/clients/${mine.id}/outcome-reports`, undefined, as.client.headers))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/clients/${theirs.id}/outcome-reports`)).statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/clients/${mine.id}/outcome-reports`,
          { ...period, summary: 'x' },
          herHeaders,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/outcome-reports/${reportId}/pdf`, undefined, {})).statusCode,
    ).toBe(401);
  });
});
