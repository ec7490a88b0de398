import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionNoteMessages, type SessionNoteRecord } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { insertSession } from '../helpers/caseload.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';
import { auditRows, callerOf, completedSession, recordOf, zone } from './notes-fixture.ts';

const { app, as, mine, theirs, other } = caseloadSuite();
const note = (id: number) => `/api/appointments/${id}/note`;
const DRAFT = {
  assessment: 'Weight down 3.5 kg; fasting glucose in range.',
  diagnoses: [
    {
      problem: 'Inconsistent carbohydrate intake',
      etiology: 'irregular meal times',
      signs: 'post-meal fatigue',
    },
  ],
  intervention: 'Three meals and one snack; 25 g fibre.',
  monitoring: 'Weight, waist, fasting glucose next time.',
  nextSessionOn: null,
  summary: 'PCOS follow-up: progressing well.',
};

describe('ADIME session notes', () => {
  let session: number;
  let booked: number;
  let theirSession: number;
  const call = (...args: Parameters<ReturnType<typeof callerOf>>) =>
    callerOf(app, as.nutritionist)(...args);

  beforeAll(async () => {
    await recordOf(app.db, mine.id);
    session = await completedSession(app.db, mine.id, as.nutritionist.user.id, 2);
    booked = await insertSession(
      app.db,
      mine.id,
      as.nutritionist.user.id,
      wallClockFromToday(zone, 3, 10),
    );
    theirSession = await completedSession(app.db, theirs.id, other.id, 2);
  });

  it('opens a draft prefilled with her latest weight, waist, BMI and labs, stored nowhere yet', async () => {
    const res = await call('GET', note(session));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: null, summary: 'Felt well', signedAt: null, addenda: [] });
    expect(body.figures).toMatchObject({ weightKg: 76.5, waistCm: 90, bmi: 29.9 });
    expect(body.figures.labs).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'fastingGlucose', value: 95 })]),
    );
    expect(await auditRows(app.db, mine.id, 'notes', 'read')).not.toHaveLength(0);
  });

  it('saves a draft, audits it, and makes its summary the session’s notes', async () => {
    const res = await call('PUT', note(session), DRAFT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assessment: DRAFT.assessment, diagnoses: DRAFT.diagnoses });
    const [row] = await app.db.select().from(t.appointments).where(eq(t.appointments.id, session));
    expect(row?.notes).toBe(DRAFT.summary);
    expect(await auditRows(app.db, mine.id, 'session_note', 'create')).toHaveLength(1);
  });

  it('refuses a diagnosis without a problem with its message', async () => {
    const res = await call('PUT', note(session), {
      ...DRAFT,
      diagnoses: [{ problem: '', etiology: '', signs: '' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(sessionNoteMessages.diagnosisInvalid);
  });

  it('refuses to sign the note of a session not yet completed', async () => {
    const res = await call('POST', `${note(booked)}/sign`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(sessionNoteMessages.notCompleted);
  });

  it('signs with the signer’s name and time, then refuses any edit with 409', async () => {
    const signed = await call('POST', `${note(session)}/sign`);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().signedName).toBe(as.nutritionist.user.name);
    expect(signed.json().signedAt).not.toBeNull();
    const edit = await call('PUT', note(session), { ...DRAFT, summary: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(sessionNoteMessages.signedNoEdit);
  });

  it('keeps a signed note even when the database is asked to change it', async () => {
    await expect(
      app.db.execute(
        sql`update session_notes set summary = 'tampered' where appointment_id = ${session}`,
      ),
    ).rejects.toThrow();
  });

  it('adds an addendum and keeps the original as signed', async () => {
    const res = await call('POST', `${note(session)}/addenda`, { text: 'Lab date corrected.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ summary: DRAFT.summary, assessment: DRAFT.assessment });
    expect(res.json().addenda).toEqual([expect.objectContaining({ text: 'Lab date corrected.' })]);
  });

  it('keeps a draft’s summary the session’s notes when the session is then completed', async () => {
    const at = wallClockFromToday(zone, 0, 6);
    const today = await insertSession(app.db, mine.id, as.nutritionist.user.id, at);
    expect((await call('PUT', note(today), DRAFT)).statusCode).toBe(200);
    const completed = await call('POST', '/api/appointments/complete', {
      clientId: mine.id,
      nutritionistId: as.nutritionist.user.id,
      scheduledAt: at.toISOString(),
      notes: 'Completed with these words.',
    });
    expect(completed.statusCode).toBe(200);
    expect((await call('GET', note(today))).json().summary).toBe('Completed with these words.');
  });

  it('lists her notes with addenda on her page', async () => {
    const res = await call('GET', `/api/clients/${mine.id}/session-notes`);
    expect(res.statusCode).toBe(200);
    const signed = res.json<SessionNoteRecord[]>().find((n) => n.appointmentId === session);
    expect(signed).toMatchObject({ signedName: as.nutritionist.user.name });
    expect(signed?.addenda).toHaveLength(1);
  });

  it('answers 404 for another nutritionist’s client, 403 to a client and 401 without a token', async () => {
    expect((await call('GET', note(theirSession))).statusCode).toBe(404);
    expect((await call('PUT', note(theirSession), DRAFT)).statusCode).toBe(404);
    expect((await call('GET', `/api/clients/${theirs.id}/session-notes`)).statusCode).toBe(404);
    expect((await call('GET', note(session), undefined, as.client.headers)).statusCode).toBe(403);
    expect((await call('GET', note(session), undefined, {})).statusCode).toBe(401);
  });
});
