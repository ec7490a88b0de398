import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordFileMessages } from '@nourishwell/shared';
import { auditLog, users } from '#api/db/schema/index.ts';
import { checkRecordFile, cleanFileName } from '#api/lib/record-file-rules.ts';
import { storeRecordFile } from '#api/modules/record-files/record-files.service.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { testNow } from '../helpers/test-clock.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('a file of a client’s record: checked by its bytes', () => {
  it('keeps a PDF as it came and names it .pdf', async () => {
    const file = await checkRecordFile(PDF, 'Thyrocare report.PDF');
    expect(file).toEqual({ mime: 'application/pdf', bytes: PDF, fileName: 'Thyrocare report.pdf' });
  });

  it('re-encodes a photo of a page as a JPEG no longer than 2000 px, without its metadata', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 4000, channels: 3, background: '#ffffff' },
    })
      .withExif({ IFD0: { Artist: 'Meera phone' } })
      .png()
      .toBuffer();
    const file = await checkRecordFile(photo, 'IMG_2041.png');
    const meta = await sharp(file.bytes).metadata();
    expect(file.mime).toBe('image/jpeg');
    expect(file.fileName).toBe('IMG_2041.jpg');
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      1500,
      2000,
      undefined,
    ]);
  });

  it('refuses what is neither a PDF nor a photo, an empty file and one of 5 MB, with their messages', async () => {
    await expect(
      checkRecordFile(Buffer.from('<html>report</html>'), 'r.pdf'),
    ).rejects.toMatchObject({
      statusCode: 415,
      message: recordFileMessages.type,
    });
    await expect(checkRecordFile(Buffer.alloc(0), 'r.pdf')).rejects.toMatchObject({
      statusCode: 400,
      message: recordFileMessages.required,
    });
    await expect(
      checkRecordFile(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'r.pdf'),
    ).rejects.toMatchObject({ statusCode: 413, message: recordFileMessages.size });
  });

  it('cleans a name of folders, control characters and a lone surrogate half, and names a nameless file', () => {
    expect(cleanFileName('C:\\Users\\m\\lab\u0007 "june".pdf', 'application/pdf')).toBe(
      'lab june.pdf',
    );
    expect(cleanFileName('\ud800.jpg', 'image/jpeg')).toBe('report.jpg');
    expect(cleanFileName('x'.repeat(300), 'image/jpeg')).toHaveLength(120);
  });
});

describe('GET /api/record-files/:fileId', () => {
  const { app, as, mine, theirs } = caseloadSuite();
  const ids = {} as { mine: number; theirs: number };

  beforeAll(async () => {
    const file = await checkRecordFile(PDF, 'lipids.pdf');
    for (const [key, client] of [
      ['mine', mine],
      ['theirs', theirs],
    ] as const) {
      const stored = await storeRecordFile(app.db, {
        clientId: client.id,
        uploadedBy: client.id,
        purpose: 'labReport',
        file,
      });
      ids[key] = stored.id;
    }
  });

  const get = (id: number, headers: Record<string, string>) =>
    app.app.inject({ method: 'GET', url: `/api/record-files/${id}`, headers });

  it('gives her own file to the client as an attachment, and logs her nutritionist’s read', async () => {
    const token = await loginAs(app.app, mine);
    const own = await get(ids.mine, bearer(token));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('attachment; filename="lipids.pdf"');
    expect(own.rawPayload.equals(PDF)).toBe(true);

    const staff = await get(ids.mine, as.nutritionist.headers);
    expect(staff.statusCode).toBe(200);
    const reads = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, mine.id));
    expect(reads).toContainEqual(
      expect.objectContaining({ action: 'read', entity: 'labs', actorId: as.nutritionist.user.id }),
    );
  });

  it('answers 404 for another nutritionist’s client’s file, another client’s file and one that does not exist', async () => {
    const token = await loginAs(app.app, mine);
    for (const [id, headers] of [
      [ids.theirs, as.nutritionist.headers],
      [ids.theirs, bearer(token)],
      [999_999, as.nutritionist.headers],
    ] as const) {
      const response = await get(id, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: recordFileMessages.notFound });
    }
  });

  it('is refused to the admin (403) and without a token (401)', async () => {
    expect((await get(ids.mine, as.admin.headers)).statusCode).toBe(403);
    expect((await get(ids.mine, {})).statusCode).toBe(401);
  });

  it('is refused to her nutritionist once she withdrew consent (409), and still given to her', async () => {
    await app.db.update(users).set({ consentWithdrawnAt: testNow() }).where(eq(users.id, mine.id));
    expect((await get(ids.mine, as.nutritionist.headers)).statusCode).toBe(409);
    const token = await loginAs(app.app, mine);
    expect((await get(ids.mine, bearer(token))).statusCode).toBe(200);
  });
});
