import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intakeMessages, PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { intakeRecordsOf } from '#api/modules/intake-forms/intake-sends.service.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';
import { GOOD_ANSWERS, intakeSuite } from './intake-fixture.ts';

const ZONE = 'Asia/Kolkata';

describe('sending, filling and signing an intake form (issue 35)', () => {
  const { app, f, call, sendCheckIn } = intakeSuite();
  const staff = () => f.as.nutritionist.headers;

  it('sends a form with its link by email, marks it opened on her first read, saves as she goes and signs once with a consent row', async () => {
    const { formId, sendId } = await sendCheckIn();
    const mail = await app.db.select().from(t.outbox).where(eq(t.outbox.recipient, f.mine.email));
    expect(mail.at(-1)?.body).toContain(`/dashboard/client/forms/${sendId}`);
    const listed = await call('GET', `/api/clients/${f.mine.id}/intake-sends`, staff());
    expect(listed.json()).toEqual([expect.objectContaining({ id: sendId, status: 'sent' })]);

    const opened = await call('GET', `/api/me/intake-sends/${sendId}`, f.mineHeaders);
    expect(opened.json()).toMatchObject({ status: 'opened', answers: {} });
    const saved = await call('PUT', `/api/me/intake-sends/${sendId}/answers`, f.mineHeaders, {
      answers: { weight: 68.5, sleep: '' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ answers: object; savedAt: string }>()).toMatchObject({
      answers: { weight: 68.5 },
    });

    const signed = await call('POST', `/api/me/intake-sends/${sendId}/sign`, f.mineHeaders, {
      answers: GOOD_ANSWERS,
      fullName: '  meera   IYER ',
      agree: true,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'completed',
      signedName: 'meera   IYER',
      signedOn: isoDateFromToday(ZONE, 0),
    });
    const [send] = await app.db.select().from(t.intakeSends).where(eq(t.intakeSends.id, sendId));
    const [consent] = await app.db
      .select()
      .from(t.consents)
      .where(eq(t.consents.id, send!.consentId!));
    expect(consent).toMatchObject({
      userId: f.mine.id,
      method: 'intake',
      action: 'accept',
      version: `intake-form:${formId}:1`,
    });
    const [user] = await app.db.select().from(t.users).where(eq(t.users.id, f.mine.id));
    expect(user!.consentVersion).toBe(PRIVACY_NOTICE_VERSION);

    const again = await call('POST', `/api/me/intake-sends/${sendId}/sign`, f.mineHeaders, {
      answers: GOOD_ANSWERS,
      fullName: 'Meera Iyer',
      agree: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: intakeMessages.alreadySigned });
    const late = await call('PUT', `/api/me/intake-sends/${sendId}/answers`, f.mineHeaders, {
      answers: {},
    });
    expect(late.statusCode).toBe(409);

    const read = await call('GET', `/api/clients/${f.mine.id}/intake-sends/${sendId}`, staff());
    expect(read.json()).toMatchObject({ answers: GOOD_ANSWERS, signedName: 'meera   IYER' });
    const log = await app.db.select().from(t.auditLog).where(eq(t.auditLog.subjectId, f.mine.id));
    expect(log.some((row) => row.action === 'read' && row.entity === 'intake')).toBe(true);
  });

  it('refuses a signature with a required answer missing, a number out of bounds, another name or no consent tick', async () => {
    const { sendId } = await sendCheckIn();
    const url = `/api/me/intake-sends/${sendId}/sign`;
    const missing = await call('POST', url, f.mineHeaders, {
      answers: { weight: 68 },
      fullName: 'Meera Iyer',
      agree: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: intakeMessages.answersInvalid,
      details: [{ path: 'answers.sleep', message: 'required' }],
    });
    const heavy = await call('POST', url, f.mineHeaders, {
      answers: { ...GOOD_ANSWERS, weight: 900 },
      fullName: 'Meera Iyer',
      agree: true,
    });
    expect(heavy.json()).toMatchObject({
      details: [{ path: 'answers.weight', message: 'aboveMax' }],
    });
    const name = await call('POST', url, f.mineHeaders, {
      answers: GOOD_ANSWERS,
      fullName: 'Meera I',
      agree: true,
    });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ message: intakeMessages.nameMismatch });
    const unticked = await call('POST', url, f.mineHeaders, {
      answers: GOOD_ANSWERS,
      fullName: 'Meera Iyer',
      agree: false,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json()).toMatchObject({ message: intakeMessages.consentRequired });
  });

  it('prefills the assessment from her newest signed intake by the questions’ assessment fields, and gives her export each answer beside its question', async () => {
    const { sendId } = await sendCheckIn();
    await call('POST', `/api/me/intake-sends/${sendId}/sign`, f.mineHeaders, {
      answers: GOOD_ANSWERS,
      fullName: 'Meera Iyer',
      agree: true,
    });
    const prefill = await call('GET', `/api/clients/${f.mine.id}/intake-prefill`, staff());
    expect(prefill.json()).toMatchObject({
      sendId,
      title: 'Weekly check-in',
      fields: { weight: '68.5', sleep: 'Seven hours, woke once' },
    });
    const records = await intakeRecordsOf(app.db, f.mine.id);
    expect(records.find((record) => record.completedAt)).toMatchObject({
      title: 'Weekly check-in',
      version: 1,
      answers: { Weight: '68.5 kg', 'Any sugar cravings?': 'Yes', 'Meals skipped': 'Breakfast' },
      signature: { name: 'Meera Iyer' },
    });
  });

  it('answers 404 to another nutritionist’s client, another client’s form and a form that was never sent', async () => {
    const { sendId } = await sendCheckIn();
    const theirs = await call('POST', `/api/clients/${f.theirs.id}/intake-sends`, staff(), {
      formId: 1,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/clients/${f.theirs.id}/intake-sends`, staff())).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/me/intake-sends/${sendId}`, f.as.client.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/me/intake-sends/999999', f.mineHeaders)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/clients/${f.mine.id}/intake-sends`, f.as.admin.headers)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/me/intake-sends', undefined)).statusCode).toBe(401);
  });

  it('refuses to send a form to a client who withdrew consent (409)', async () => {
    const { formId } = await sendCheckIn();
    await app.db
      .update(t.users)
      .set({ consentWithdrawnAt: new Date(0) })
      .where(eq(t.users.id, f.mine.id));
    const response = await call('POST', `/api/clients/${f.mine.id}/intake-sends`, staff(), {
      formId,
    });
    expect(response.statusCode).toBe(409);
  });
});
