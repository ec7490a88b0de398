import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { movePhotosIntoDatabase } from '#api/db/move-photos.ts';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createUser } from '../helpers/factories.ts';

const isPostgres = inject('testDatabase').kind === 'postgres';

/** What the step logs, kept for the test to read. */
function capturingLog() {
  const lines: { level: 'info' | 'warn'; details: object; message: string }[] = [];
  return {
    lines,
    info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
    warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
  };
}

describe('start-up on PostgreSQL moves photos from DATA_DIR/uploads into the photos table', () => {
  let app: TestApp;
  let dir: string;
  let jpeg: Buffer;
  const name = () => `${randomUUID()}.jpg`;
  const names = { fresh: name(), alreadyCopied: name(), unreadable: name() };

  beforeAll(async () => {
    app = await buildTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'nw-uploads-'));
    jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c05621' } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(dir, names.fresh), jpeg);
    // A start stopped between the copy and the removal leaves the row and the file.
    await writeFile(path.join(dir, names.alreadyCopied), jpeg);
    await app.db.insert(t.photos).values({ name: names.alreadyCopied, bytes: jpeg });
    await writeFile(path.join(dir, 'notes.txt'), 'not a photo we issued');
    // A name we would issue that cannot be read as a file.
    await mkdir(path.join(dir, names.unreadable));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await app.close();
  });

  const stored = () =>
    app.db
      .select({ name: t.photos.name, bytes: t.photos.bytes })
      .from(t.photos)
      .where(inArray(t.photos.name, Object.values(names)));

  it('copies each photo not yet in the table, removes its file, and logs and keeps one it cannot read', async () => {
    const log = capturingLog();
    expect(await movePhotosIntoDatabase(app.db, dir, log)).toEqual({ moved: 2, failed: 1 });

    const rows = await stored();
    expect(rows.map((row) => row.name).sort()).toEqual([names.fresh, names.alreadyCopied].sort());
    for (const row of rows) expect(Buffer.compare(row.bytes, jpeg)).toBe(0);
    expect((await readdir(dir)).sort()).toEqual([names.unreadable, 'notes.txt'].sort());
    const warning = log.lines.find((line) => line.level === 'warn');
    expect(warning?.details).toMatchObject({ photo: names.unreadable });
  });

  it('is harmless when run again: nothing new is copied and the unreadable one is only logged again', async () => {
    const log = capturingLog();
    expect(await movePhotosIntoDatabase(app.db, dir, log)).toEqual({ moved: 0, failed: 1 });
    expect(await stored()).toHaveLength(2);
  });

  it('does nothing, quietly, when there is no uploads folder', async () => {
    const log = capturingLog();
    const result = await movePhotosIntoDatabase(app.db, path.join(dir, 'absent'), log);
    expect(result).toEqual({ moved: 0, failed: 0 });
    expect(log.lines).toEqual([]);
  });

  it.runIf(isPostgres)(
    'serves a moved profile photo through the app, which reads the table',
    async () => {
      // The public files route serves only a photo some profile shows.
      const owner = await createUser(app.db, 'nutritionist');
      await app.db
        .update(t.nutritionists)
        .set({ profilePicUrl: `/api/files/${names.fresh}` })
        .where(eq(t.nutritionists.id, owner.id));
      const served = await app.app.inject({ method: 'GET', url: `/api/files/${names.fresh}` });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, jpeg)).toBe(0);
    },
  );
});
