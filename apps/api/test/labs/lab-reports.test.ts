import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { labMessages, recordFileMessages } from '@nourishwell/shared';
import { day, labSuite, labsUrl } from './lab-fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function reportForm(bytes: Buffer | null, name: string, fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (bytes) data.append('report', new Blob([bytes]), name);
  return data;
}

describe('she sends a lab report and her nutritionist reads it (POST /clients/:id/lab-reports)', () => {
  const { app, as, mine, theirs, heads, call, enter } = labSuite();
  const uploadUrl = (clientId = mine.id) => `/api/clients/${clientId}/lab-reports`;
  const send = (
    payload: FormData,
    headers: Record<string, string> = heads.herself,
    clientId = mine.id,
  ) => app.app.inject({ method: 'POST', url: uploadUrl(clientId), headers, payload });

  it('keeps her PDF with the date taken and her note, awaiting reading, and lets her and her nutritionist open it', async () => {
    const sent = await send(
      reportForm(PDF, 'Thyrocare June.pdf', { takenOn: day(-2), note: 'Fasting 10 h' }),
    );
    expect(sent.statusCode).toBe(201);
    const report = sent.json();
    expect(report).toMatchObject({
      fileName: 'Thyrocare June.pdf',
      mime: 'application/pdf',
      takenOn: day(-2),
      note: 'Fasting 10 h',
      status: 'awaiting',
      readAt: null,
    });
    for (const headers of [heads.herself, as.nutritionist.headers]) {
      const file = await call('GET', `/api/record-files/${report.fileId}`, headers);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expect(
      (await call('GET', `/api/record-files/${report.fileId}`, heads.otherNutritionist)).statusCode,
    ).toBe(404);
    const labs = (await call('GET', labsUrl(mine.id), as.nutritionist.headers)).json();
    expect(labs.reports.map((r: { id: number }) => r.id)).toContain(report.id);
  });

  it('re-encodes a photo of the page as a JPEG', async () => {
    const photo = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const sent = await send(reportForm(photo, 'IMG_2041.png'));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      fileName: 'IMG_2041.jpg',
      mime: 'image/jpeg',
      takenOn: null,
    });
  });

  it('her nutritionist enters the values from it, linked to it, and marks it read', async () => {
    const report = (await send(reportForm(PDF, 'lipids.pdf'))).json();
    const entered = await enter({
      takenOn: day(-1),
      labReportId: report.id,
      values: [
        { code: 'hba1c', value: 5.7, unit: '%' },
        { code: 'tsh', value: 3.1, unit: 'mIU/L' },
      ],
    });
    expect(entered.json().map((r: { reportId: number }) => r.reportId)).toEqual([
      report.id,
      report.id,
    ]);
    const read = await call(
      'POST',
      `/api/clients/${mine.id}/lab-reports/${report.id}/read`,
      as.nutritionist.headers,
    );
    expect(read.json()).toMatchObject({ status: 'read', readAt: expect.any(String) });
  });

  it('refuses no file, a file that is not a report, and a date taken in the future, with their messages', async () => {
    const none = await send(reportForm(null, '', { note: 'forgot it' }));
    expect([none.statusCode, none.json().message]).toEqual([400, recordFileMessages.required]);
    const html = await send(reportForm(Buffer.from('<html>report</html>'), 'r.pdf'));
    expect([html.statusCode, html.json().message]).toEqual([415, recordFileMessages.type]);
    const future = await send(reportForm(PDF, 'r.pdf', { takenOn: day(2) }));
    expect([future.statusCode, future.json().message]).toEqual([400, labMessages.dateInFuture]);
  });

  it('takes a report only from her, for herself: another client 404, her nutritionist 403, no one 401', async () => {
    expect((await send(reportForm(PDF, 'r.pdf'), as.client.headers)).statusCode).toBe(404);
    expect((await send(reportForm(PDF, 'r.pdf'), heads.herself, theirs.id)).statusCode).toBe(404);
    expect((await send(reportForm(PDF, 'r.pdf'), as.nutritionist.headers)).statusCode).toBe(403);
    expect((await send(reportForm(PDF, 'r.pdf'), {})).statusCode).toBe(401);
  });
});
