import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, secondAppOn } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { caseloadFixture, nutritionistSends } from '../helpers/caseload.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { openStream } from '../helpers/event-stream.ts';

describe('the event stream (GET /api/events)', () => {
  const { app, as, mine, theirs } = caseloadSuite();
  let base: string;

  beforeAll(async () => {
    base = await app.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const send = (content: string) => nutritionistSends(app.app, { as, mine }, content);

  it('delivers a message event to the receiver’s open stream, and nobody else’s', async () => {
    const meera = await openStream(base, bearer(await loginAs(app.app, mine)));
    const stranger = await openStream(base, bearer(await loginAs(app.app, theirs)));
    expect(meera.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await meera.waitFor(/: connected/);
    await stranger.waitFor(/: connected/);
    expect((await send('Your plan for next week is ready')).statusCode).toBe(200);
    await meera.waitFor(/event: message\ndata: \{[^\n]*"receiverId":\d+/);
    expect(meera.received()).toContain(`"senderId":${as.nutritionist.user.id}`);
    // The content itself is fetched with the thread, never pushed.
    expect(meera.received()).not.toContain('Your plan');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.received()).not.toContain('event: message');
    meera.close();
    stranger.close();
  });

  it('tells the sender when the other person has read the conversation', async () => {
    const asha = await openStream(base, as.nutritionist.headers);
    await asha.waitFor(/: connected/);
    const read = await app.app.inject({
      method: 'POST',
      url: '/api/messages/read',
      headers: bearer(await loginAs(app.app, mine)),
      payload: { with: as.nutritionist.user.id },
    });
    expect(read.json()).toEqual({ count: 1 });
    await asha.waitFor(new RegExp(`event: read\\ndata: \\{"reader":${mine.id}`));
    asha.close();
  });

  it('sends a bulk message’s event to every recipient’s stream', async () => {
    const second = await createUser(app.db, 'client');
    await app.db
      .update(t.clients)
      .set({ nutritionistId: as.nutritionist.user.id })
      .where(eq(t.clients.id, second.id));
    const streams = [
      await openStream(base, bearer(await loginAs(app.app, mine))),
      await openStream(base, bearer(await loginAs(app.app, second))),
    ];
    for (const stream of streams) await stream.waitFor(/: connected/);
    const bulk = await app.app.inject({
      method: 'POST',
      url: '/api/nuts/sendBulkMessage',
      headers: as.nutritionist.headers,
      payload: { nId: as.nutritionist.user.id, all: true, content: 'Clinic closed Monday' },
    });
    expect(bulk.json()).toMatchObject({ sent: 2 });
    for (const stream of streams) {
      await stream.waitFor(/event: message/);
      stream.close();
    }
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
    const admin = await fetch(`${base}/api/events`, { headers: as.admin.headers });
    expect(admin.status).toBe(403);
  });
});

// Two API processes share one PostgreSQL through LISTEN/NOTIFY; PGlite is one process only,
// so this runs in the PostgreSQL suite.
describe.runIf(inject('testDatabase').kind === 'postgres')(
  'events across two processes on one PostgreSQL',
  () => {
    it('delivers a message sent through one app to a stream opened on the other', async () => {
      const first = await buildTestApp();
      const { as, mine } = await caseloadFixture(first);
      const second = await secondAppOn(first);
      try {
        const base = await second.listen({ port: 0, host: '127.0.0.1' });
        const meera = await openStream(base, bearer(await loginAs(first.app, mine)));
        await meera.waitFor(/: connected/);
        // Give the second process's LISTEN a moment to be in place.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const sent = await nutritionistSends(first.app, { as, mine }, 'Across processes');
        expect(sent.statusCode).toBe(200);
        await meera.waitFor(/event: message/);
        meera.close();
      } finally {
        await second.close();
        await first.close();
      }
    });
  },
);
