import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { CLINICAL_MARKS, seedClinicalRecords } from './clinical-fixtures.ts';
import { MARKS, seedClientRecords } from './data-fixtures.ts';

describe('her data export', () => {
  const { app, as, mine, theirs, other, nId } = caseloadSuite({
    mine: 'Meera <b>Export</b>',
    theirs: 'Zoya Other',
  });
  let headers: Record<string, string>;
  const get = (url: string, h = headers) => app.app.inject({ method: 'GET', url, headers: h });

  beforeAll(async () => {
    await seedClientRecords(app.db, { ...mine, nutritionistId: nId() }, 'MINE');
    await seedClientRecords(app.db, { ...theirs, nutritionistId: other.id }, 'THEIRS');
    await seedClinicalRecords(app.db, { ...mine, nutritionistId: nId() }, 'MINE');
    await seedClinicalRecords(app.db, { ...theirs, nutritionistId: other.id }, 'THEIRS');
    headers = bearer(await loginAs(app.app, mine));
  });

  it('holds every kind of her record, all assessment versions, and none of another client’s', async () => {
    const response = await get('/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nourishwell-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = response.body;
    for (const mark of [...MARKS, ...CLINICAL_MARKS]) expect(text, mark).toContain(`MINE-${mark}`);
    expect(text).not.toContain('THEIRS');
    expect(text).not.toContain('Zoya Other');
    const document = response.json();
    expect(document.assessments).toHaveLength(2);
    expect(document.account).not.toHaveProperty('passwordHash');
    expect(text).not.toMatch(/passwordHash|totpSecret/);
    expect(document.profile.id).toBe(mine.id);
    expect(document.measurements).toHaveLength(1);
    expect(document.progress).toHaveLength(1);
    expect(document.targets).toHaveLength(1);
    expect(document.water).toHaveLength(1);
    expect(document.habits[0].checks).toHaveLength(1);
    expect(document.ratings).toHaveLength(1);
    expect(document.consents).toHaveLength(1);
    expect(document.journal[0].items[0].text).toBe('MINE-item');
    expect(document.journal[0].comments[0].author).toBe(as.nutritionist.user.name);
    expect(document.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ direction: 'sent', with: as.nutritionist.user.name }),
        expect.objectContaining({ direction: 'received', with: as.nutritionist.user.name }),
      ]),
    );
  });

  it('is itself written to the audit log as an export about her', async () => {
    const rows = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'export'), eq(t.auditLog.actorId, mine.id)));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.subjectId).toBe(mine.id);
    const log = (await get('/api/me/access-log')).json();
    expect(log[0]).toMatchObject({ action: 'downloaded', what: 'Data export', who: mine.name });
  });

  it('as readable HTML escapes everything she or anyone typed', async () => {
    const response = await get('/api/me/export?format=html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-disposition']).toMatch(
      /filename="nourishwell-my-data-\d{4}-\d{2}-\d{2}\.html"/,
    );
    expect(response.body).toContain('Meera &lt;b&gt;Export&lt;/b&gt;');
    expect(response.body).not.toContain('<b>Export</b>');
    expect(response.body).toContain('MINE-session-note');
    expect(response.body).not.toContain('THEIRS');
    // Issue 35: her lab report travels inside the page, as a link that saves it.
    expect(response.body).toContain(
      `<a download="MINE-report.pdf" href="data:application/pdf;base64,${Buffer.from('%PDF-').toString('base64')}">`,
    );
  });

  it('carries her clinical record: intake answers beside their questions, labs with units, signed notes with addenda, files with their bytes', async () => {
    const document = (await get('/api/me/export')).json();
    expect(document.intakeForms[0]).toMatchObject({
      title: 'New client intake',
      version: 1,
      answers: { Medications: 'MINE-intake-answer' },
      signature: null,
    });
    expect(document.labResults).toEqual([
      expect.objectContaining({ test: 'HbA1c', value: 6.1, unit: '%', takenOn: '2026-01-03' }),
    ]);
    expect(document.sessionNotes[0]).toMatchObject({
      assessment: 'MINE-adime-assessment',
      signedName: 'Asha',
      addenda: [expect.objectContaining({ text: 'MINE-addendum' })],
    });
    expect(document.outcomeReports[0]).toMatchObject({ summary: 'MINE-outcome' });
    expect(Buffer.from(document.recordFiles[0].contentBase64, 'base64').toString()).toBe('%PDF-');
  });

  it('gives a nutritionist her own account, profile and messages, not her clients’ records', async () => {
    const response = await get('/api/me/export', as.nutritionist.headers);
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.profile.id).toBe(nId());
    expect(document).not.toHaveProperty('assessments');
    expect(response.body).toContain('MINE-message-sent');
    expect(response.body).not.toContain('MINE-assessment');
  });

  it('refuses an unknown format and anyone not signed in', async () => {
    expect((await get('/api/me/export?format=pdf')).statusCode).toBe(400);
    expect((await get('/api/me/export', {})).statusCode).toBe(401);
  });
});
