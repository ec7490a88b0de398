import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalMessages } from '@nourishwell/shared';
import { signedPhotoUrl } from '#api/modules/journal/journal-photo-url.ts';
import { TEST_JWT_SECRET } from '../helpers/build-test-app.ts';
import { daysAgo, journalSuite } from './journal-fixtures.ts';
import { testNow } from '../helpers/test-clock.ts';

type Headers = Record<string, string>;

function photoForm(bytes: Buffer, type = 'image/jpeg') {
  const data = new FormData();
  data.append('photo', new Blob([bytes], { type }), 'meal.jpg');
  return data;
}

describe('a food photo on a journal entry (POST /api/journal/:entryId/photo)', () => {
  const { app, as, mine, heads, log, call, journalUrl } = journalSuite();
  const images = {} as Record<'wide' | 'noisy' | 'withExif', Buffer>;

  beforeAll(async () => {
    images.wide = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#d97706' },
    })
      .png()
      .toBuffer();
    // Random pixels do not compress: a PNG well over the app's 1 MB profile-photo limit.
    images.noisy = await sharp(randomBytes(900 * 700 * 3), {
      raw: { width: 900, height: 700, channels: 3 },
    })
      .png()
      .toBuffer();
    images.withExif = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#16a34a' },
    })
      .withExif({ IFD0: { Copyright: 'Meera', Artist: 'Meera phone' } })
      .jpeg()
      .toBuffer();
  });

  const newEntry = async () =>
    (await log({ date: daysAgo(0), meal: 'lunch', items: [{ text: 'Thali' }] })).json()
      .id as number;
  const upload = (entryId: number, bytes: Buffer, headers: Headers = heads.mine, type?: string) =>
    app.app.inject({
      method: 'POST',
      url: `/api/journal/${entryId}/photo`,
      headers,
      payload: photoForm(bytes, type),
    });

  it('re-encodes a large PNG to a JPEG whose long side is 1280 px, served by its signed URL', async () => {
    const entryId = await newEntry();
    const response = await upload(entryId, images.wide);
    expect(response.statusCode, response.body).toBe(200);
    const { photoUrl } = response.json();
    expect(photoUrl).toMatch(/^\/api\/journal-photos\/[0-9a-f-]{36}\.jpg\?exp=\d+&sig=[\w-]+$/);
    const photo = await app.app.inject({ method: 'GET', url: photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(photo.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 853 });
  });

  it('accepts a photo over the 1 MB profile limit and drops its metadata', async () => {
    expect(images.noisy.length).toBeGreaterThan(1024 * 1024);
    const entryId = await newEntry();
    expect((await upload(entryId, images.noisy, heads.mine, 'image/png')).statusCode).toBe(200);
    const response = await upload(entryId, images.withExif);
    expect(response.statusCode).toBe(200);
    const photo = await app.app.inject({ method: 'GET', url: response.json().photoUrl });
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(640);
  });

  it('refuses a file of 5 MB or more (413) and one that is not a JPG or PNG by its bytes (415)', async () => {
    const entryId = await newEntry();
    const huge = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    const tooBig = await upload(entryId, huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(journalMessages.photoSize);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const wrong = await upload(entryId, gif, heads.mine, 'image/jpeg');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe(journalMessages.photoType);
    const empty = await app.app.inject({
      method: 'POST',
      url: `/api/journal/${entryId}/photo`,
      headers: heads.mine,
      payload: new FormData(),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(journalMessages.photoRequired);
  });

  it('replaces an earlier photo, whose URL then finds nothing, and removes it with the entry', async () => {
    const entryId = await newEntry();
    const first = (await upload(entryId, images.withExif)).json().photoUrl;
    const second = (await upload(entryId, images.wide)).json().photoUrl;
    expect(second).not.toBe(first);
    expect((await app.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await app.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/journal/${entryId}`, heads.mine)).statusCode).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('answers 404 for another client’s entry, 403 to a nutritionist, 401 without a token', async () => {
    const entryId = await newEntry();
    const other = await upload(entryId, images.withExif, heads.theirs);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(journalMessages.entryNotFound);
    expect((await upload(entryId, images.withExif, as.nutritionist.headers)).statusCode).toBe(403);
    expect((await upload(entryId, images.withExif, {})).statusCode).toBe(401);
    expect((await upload(99_999_999, images.withExif)).statusCode).toBe(404);
  });

  it('serves a photo only by an untampered, unexpired signature (404 otherwise)', async () => {
    const entryId = await newEntry();
    const url: string = (await upload(entryId, images.withExif)).json().photoUrl;
    const name = /journal-photos\/([^?]+)/.exec(url)?.[1] ?? '';
    const tampered = url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await app.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const later = url.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`);
    expect((await app.app.inject({ method: 'GET', url: later })).statusCode).toBe(404);
    const expired = signedPhotoUrl(
      TEST_JWT_SECRET,
      name,
      new Date(testNow().getTime() - 2 * 3600_000),
    );
    expect((await app.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
    const wrongSecret = signedPhotoUrl('another-secret-that-is-long-enough', name, testNow());
    expect((await app.app.inject({ method: 'GET', url: wrongSecret })).statusCode).toBe(404);
    const unsigned = `/api/journal-photos/${name}`;
    expect((await app.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(400);
  });

  it('never serves a journal photo through the public profile-photo route, with or without a token', async () => {
    const entryId = await newEntry();
    const url: string = (await upload(entryId, images.withExif)).json().photoUrl;
    const name = /journal-photos\/([^?]+)/.exec(url)?.[1] ?? '';
    for (const headers of [{}, heads.mine, as.nutritionist.headers]) {
      const open = await app.app.inject({ method: 'GET', url: `/api/files/${name}`, headers });
      expect(open.statusCode).toBe(404);
      expect(open.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('gives the URL to her nutritionist’s journal read, and never to another client', async () => {
    const entryId = await newEntry();
    await upload(entryId, images.withExif);
    const range = journalUrl(mine.id, daysAgo(0), daysAgo(0));
    const read = await call('GET', range, as.nutritionist.headers);
    expect(read.statusCode).toBe(200);
    const entry = read.json().days[0].entries.find((e: { id: number }) => e.id === entryId);
    expect((await app.app.inject({ method: 'GET', url: entry.photoUrl })).statusCode).toBe(200);
    const stranger = await call('GET', range, heads.theirs);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('journal-photos');
  });
});
