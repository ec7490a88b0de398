import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { journalMessages } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { photoRowsIn } from '#api/db/photo-rows.ts';
import * as t from '#api/db/schema/index.ts';
import {
  createDatabasePhotoStorage,
  createLocalPhotoStorage,
  uploadsDir,
  type PhotoStorage,
} from '#api/integrations/storage.ts';
import { attachPhoto } from '#api/modules/journal/journal-entries.service.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { daysAgo, journalSuite } from './journal-fixtures.ts';

type Headers = Record<string, string>;

const isPostgres = inject('testDatabase').kind === 'postgres';

describe('journal photos go with their entry or their client, and their upload is audited', () => {
  const { app, as, mine, theirs, heads, log, call } = journalSuite();
  let jpeg: Buffer;
  /** The store the app itself uses: its database on PostgreSQL, the data folder on PGlite. */
  let stored: PhotoStorage;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2563eb' } })
      .jpeg()
      .toBuffer();
    stored = isPostgres
      ? createDatabasePhotoStorage(photoRowsIn(app.db))
      : createLocalPhotoStorage(uploadsDir(testConfig().dataDir));
  });

  const newEntry = async (headers: Headers = heads.mine) =>
    (
      await log({ date: daysAgo(0), meal: 'dinner', items: [{ text: 'Rasam rice' }] }, headers)
    ).json().id as number;
  const upload = async (entryId: number, headers: Headers = heads.mine) => {
    const data = new FormData();
    data.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'meal.jpg');
    const response = await app.app.inject({
      method: 'POST',
      url: `/api/journal/${entryId}/photo`,
      headers,
      payload: data,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().photoUrl as string;
  };
  const nameIn = (url: string) => /journal-photos\/([^?]+)/.exec(url)?.[1] ?? '';
  const photoAudits = (entryId: number) =>
    app.db
      .select({ action: t.auditLog.action, details: t.auditLog.details })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'journal_entry'), eq(t.auditLog.entityId, entryId)))
      .orderBy(asc(t.auditLog.id));

  it('writes an update audit row for the photo field on each upload, without the file name', async () => {
    const entryId = await newEntry();
    const first = nameIn(await upload(entryId));
    const second = nameIn(await upload(entryId));
    const updates = (await photoAudits(entryId)).filter((row) => row.action === 'update');
    expect(updates).toEqual([
      { action: 'update', details: { fields: ['photo'] } },
      { action: 'update', details: { fields: ['photo'] } },
    ]);
    expect(JSON.stringify(updates)).not.toContain(first);
    expect(JSON.stringify(updates)).not.toContain(second);
  });

  it('answers 404 and keeps no file when the entry is deleted while its photo is uploaded', async () => {
    const entryId = await newEntry();
    const saved: string[] = [];
    const photos: PhotoStorage = {
      save: async (bytes) => {
        const name = await stored.save(bytes);
        saved.push(name);
        return name;
      },
      read: stored.read,
      remove: stored.remove,
    };
    // Only what attachPhoto reads; the upload deletes the entry as another request would.
    const deps = { db: app.db, photos, config: testConfig() } as unknown as AppDeps;
    const actor = { id: mine.id, role: 'client', ip: '127.0.0.1' };
    const attempt = attachPhoto(deps, actor, entryId, async () => {
      await app.db.delete(t.journalEntries).where(eq(t.journalEntries.id, entryId));
      return jpeg;
    });
    await expect(attempt).rejects.toMatchObject({
      statusCode: 404,
      message: journalMessages.entryNotFound,
    });
    expect(saved).toHaveLength(1);
    expect(await stored.read(saved[0] as string)).toBeUndefined();
    expect((await photoAudits(entryId)).filter((row) => row.action === 'update')).toEqual([]);
  });

  /** Two entries with photos and a profile photo on the client; answers their stored names. */
  const clientWithPhotos = async (clientId: number, headers: Headers) => {
    const journal = [nameIn(await upload(await newEntry(headers), headers))];
    journal.push(nameIn(await upload(await newEntry(headers), headers)));
    const profile = await stored.save(jpeg);
    await app.db
      .update(t.clients)
      .set({ profilePicUrl: `/api/files/${profile}` })
      .where(eq(t.clients.id, clientId));
    // Her profile photo is public, as anyone who sees her profile may load it.
    expect((await app.app.inject({ method: 'GET', url: `/api/files/${profile}` })).statusCode).toBe(
      200,
    );
    return [...journal, profile];
  };
  const expectAllGone = async (names: string[]) => {
    for (const name of names) expect(await stored.read(name), name).toBeUndefined();
  };

  it('removes her journal and profile photos when her nutritionist deletes her', async () => {
    const names = await clientWithPhotos(mine.id, heads.mine);
    for (const name of names) expect(await stored.read(name)).toBeDefined();
    const response = await call('POST', '/api/nuts/deleteClient', as.nutritionist.headers, {
      cId: mine.id,
      email: mine.email,
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectAllGone(names);
  });

  it('removes her journal and profile photos when the admin deletes her', async () => {
    const names = await clientWithPhotos(theirs.id, heads.theirs);
    const response = await call('DELETE', `/api/clients/${theirs.id}`, as.admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    await expectAllGone(names);
  });
});
