import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#api/app.ts';
import { openPostgres, type DatabaseHandle } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { uploadsDir } from '#api/integrations/storage.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { testClock } from '../helpers/test-clock.ts';

const isPostgres = inject('testDatabase').kind === 'postgres';

/** A nutritionist's profile form with a photo, as the profile page sends it. */
async function profileForm(email: string) {
  const png = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#2f855a' },
  })
    .png()
    .toBuffer();
  const data = new FormData();
  data.append('name', 'Asha Menon');
  data.append('email', email);
  data.append('specialization', 'Clinical nutrition');
  data.append('profilePicture', new Blob([png], { type: 'image/png' }), 'me.png');
  return data;
}

describe.runIf(isPostgres)(
  'two app processes on one PostgreSQL database serve the same photos',
  () => {
    let first: TestApp;
    let second: FastifyInstance;
    let secondDatabase: DatabaseHandle;

    beforeAll(async () => {
      first = await buildTestApp();
      secondDatabase = openPostgres(first.databaseUrl!);
      second = await buildApp({ config: testConfig(), database: secondDatabase, clock: testClock });
    });
    afterAll(async () => {
      await second.close();
      await secondDatabase.close();
      await first.close();
    });

    it('serves a profile photo uploaded through one process from the other, kept in the photos table and not on disk', async () => {
      const asha = await createUser(first.db, 'nutritionist');
      const saved = await first.app.inject({
        method: 'POST',
        url: '/api/nuts/updateProfile',
        headers: bearer(await loginAs(first.app, asha)),
        payload: await profileForm(asha.email),
      });
      expect(saved.statusCode).toBe(200);
      const url: string = saved.json().profilePicUrl;
      const name = url.slice('/api/files/'.length);

      const served = await second.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const [row] = await first.db.select().from(t.photos).where(eq(t.photos.name, name));
      expect(Buffer.compare(served.rawPayload, row!.bytes)).toBe(0);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
      const onDisk = await readdir(uploadsDir(testConfig().dataDir)).catch(() => []);
      expect(onDisk).not.toContain(name);
    });

    it('stops serving a replaced photo from every process once the profile points to the new one', async () => {
      const asha = await createUser(first.db, 'nutritionist');
      const headers = bearer(await loginAs(first.app, asha));
      const send = async (app: FastifyInstance) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/nuts/updateProfile',
            headers,
            payload: await profileForm(asha.email),
          })
        ).json().profilePicUrl as string;
      const old = await send(first.app);
      const replacement = await send(second);
      expect((await first.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
      expect((await second.inject({ method: 'GET', url: old })).statusCode).toBe(404);
      expect((await first.app.inject({ method: 'GET', url: replacement })).statusCode).toBe(200);
    });
  },
);
