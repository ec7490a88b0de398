import { describe, expect, it } from 'vitest';
import { intakeMessages, recordFileMessages, type IntakeFormInput } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { intakeRecordsOf } from '#api/modules/intake-forms/intake-sends.service.ts';
import { CHECK_IN, GOOD_ANSWERS, intakeSuite } from './intake-fixture.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The check-in with a required report to upload and an optional photo. */
const WITH_FILES: IntakeFormInput = {
  ...CHECK_IN,
  sections: [
    ...CHECK_IN.sections,
    {
      id: 'files',
      title: 'Reports',
      questions: [
        { id: 'report', kind: 'file', label: 'Your latest blood report', required: true },
        { id: 'photo', kind: 'file', label: 'A photo of your plate', required: false },
      ],
    },
  ],
};

function fileForm(bytes: Buffer | null, name: string, questionId = 'report') {
  const data = new FormData();
  data.append('questionId', questionId);
  if (bytes) data.append('file', new Blob([bytes]), name);
  return data;
}

describe('she answers a file question of her intake form (POST /me/intake-sends/:id/files)', () => {
  const { app, f, call } = intakeSuite();
  const upload = (sendId: number, payload: FormData, headers = f.mineHeaders) =>
    app.app.inject({
      method: 'POST',
      url: `/api/me/intake-sends/${sendId}/files`,
      headers,
      payload,
    });
  const sendWithFiles = async () => {
    const form = await call('POST', '/api/intake-forms', f.as.nutritionist.headers, WITH_FILES);
    expect(form.statusCode).toBe(201);
    const send = await call(
      'POST',
      `/api/clients/${f.mine.id}/intake-sends`,
      f.as.nutritionist.headers,
      { formId: form.json<{ id: number }>().id },
    );
    return send.json<{ id: number }>().id;
  };
  const sign = (sendId: number, answers: object) =>
    call('POST', `/api/me/intake-sends/${sendId}/sign`, f.mineHeaders, {
      answers,
      fullName: 'Meera Iyer',
      agree: true,
    });

  it('keeps her PDF as the question’s draft answer, which she and her nutritionist can open', async () => {
    const sendId = await sendWithFiles();
    const sent = await upload(sendId, fileForm(PDF, 'Thyrocare June.pdf'));
    expect(sent.statusCode).toBe(201);
    const { fileId, fileName } = sent.json<{ fileId: number; fileName: string }>();
    expect(fileName).toBe('Thyrocare June.pdf');
    const mine = await call('GET', `/api/me/intake-sends/${sendId}`, f.mineHeaders);
    expect(mine.json().answers).toEqual({ report: { fileId } });
    expect(mine.json().status).toBe('opened');
    for (const headers of [f.mineHeaders, f.as.nutritionist.headers]) {
      const file = await call('GET', `/api/record-files/${fileId}`, headers);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('deletes the file she replaced, so her record keeps only the one her answer names', async () => {
    const sendId = await sendWithFiles();
    const first = (await upload(sendId, fileForm(PDF, 'old.pdf'))).json<{ fileId: number }>();
    const second = (await upload(sendId, fileForm(PDF, 'new.pdf'))).json<{ fileId: number }>();
    const mine = await call('GET', `/api/me/intake-sends/${sendId}`, f.mineHeaders);
    expect(mine.json().answers).toEqual({ report: { fileId: second.fileId } });
    expect((await call('GET', `/api/record-files/${first.fileId}`, f.mineHeaders)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/record-files/${second.fileId}`, f.mineHeaders)).statusCode,
    ).toBe(200);
  });

  it('refuses a file that is not a PDF or a photo (415) and a missing file (400)', async () => {
    const sendId = await sendWithFiles();
    const wrong = await upload(sendId, fileForm(Buffer.from('MZ not a document'), 'setup.exe'));
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe(recordFileMessages.type);
    const none = await upload(sendId, fileForm(null, ''));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(recordFileMessages.required);
  });

  it('refuses a question that does not take a file (400)', async () => {
    const sendId = await sendWithFiles();
    for (const questionId of ['sleep', 'nothing']) {
      const response = await upload(sendId, fileForm(PDF, 'a.pdf', questionId));
      expect(response.statusCode, questionId).toBe(400);
      expect(response.json().message).toBe(intakeMessages.notFileQuestion);
    }
  });

  it('answers 404 for a form sent to someone else and 401 to nobody signed in', async () => {
    const sendId = await sendWithFiles();
    const other = await upload(sendId, fileForm(PDF, 'a.pdf'), f.as.client.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(intakeMessages.sendNotFound);
    expect((await upload(sendId, fileForm(PDF, 'a.pdf'), {})).statusCode).toBe(401);
    expect(
      (await upload(sendId, fileForm(PDF, 'a.pdf'), f.as.nutritionist.headers)).statusCode,
    ).toBe(403);
  });

  it('blocks signing until a required file is uploaded, then refuses uploads once signed (409)', async () => {
    const sendId = await sendWithFiles();
    const early = await sign(sendId, GOOD_ANSWERS);
    expect(early.statusCode).toBe(400);
    expect(early.json().details).toContainEqual({ path: 'answers.report', message: 'required' });
    const { fileId } = (await upload(sendId, fileForm(PDF, 'blood.pdf'))).json<{
      fileId: number;
    }>();
    const signed = await sign(sendId, { ...GOOD_ANSWERS, report: { fileId } });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().answers.report).toEqual({ fileId });
    const late = await upload(sendId, fileForm(PDF, 'again.pdf'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(intakeMessages.alreadySigned);
    const [record] = await intakeRecordsOf(app.db, f.mine.id);
    expect(record!.answers['Your latest blood report']).toBe('blood.pdf');
  });

  it('refuses an answer that points at another client’s file or at a lab report (400)', async () => {
    const sendId = await sendWithFiles();
    const keep = async (clientId: number, purpose: 'intake' | 'labReport') => {
      const [row] = await app.db
        .insert(t.recordFiles)
        .values({
          clientId,
          uploadedBy: clientId,
          purpose,
          mime: 'application/pdf',
          fileName: 'kept.pdf',
          size: PDF.length,
          bytes: PDF,
        })
        .returning({ id: t.recordFiles.id });
      return row!.id;
    };
    const theirs = await keep(f.theirs.id, 'intake');
    const lab = await keep(f.mine.id, 'labReport');
    for (const fileId of [theirs, lab, 999999]) {
      const saved = await call('PUT', `/api/me/intake-sends/${sendId}/answers`, f.mineHeaders, {
        answers: { report: { fileId } },
      });
      expect(saved.statusCode, String(fileId)).toBe(400);
      expect(saved.json().details).toEqual([
        { path: 'answers.report', message: intakeMessages.fileNotYours },
      ]);
      expect((await sign(sendId, { ...GOOD_ANSWERS, report: { fileId } })).statusCode).toBe(400);
    }
    const text = await call('PUT', `/api/me/intake-sends/${sendId}/answers`, f.mineHeaders, {
      answers: { report: 'see attached' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().details).toEqual([{ path: 'answers.report', message: 'notFile' }]);
  });
});
