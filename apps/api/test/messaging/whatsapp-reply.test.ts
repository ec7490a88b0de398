import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { nutritionistSends, type caseloadFixture } from '../helpers/caseload.ts';
import { bearer, loginAs } from '../helpers/factories.ts';
import { fromNow, resetTestClock, testClock, testNow } from '../helpers/test-clock.ts';
import { appWithVerifiedClient, signed, textPost } from '../helpers/whatsapp-posts.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('a nutritionist’s reply while her client’s WhatsApp window is open (issue 36)', () => {
  let app: TestApp;
  let fixture: Awaited<ReturnType<typeof caseloadFixture>>;

  beforeAll(async () => {
    ({ app, fixture } = await appWithVerifiedClient());
  });
  afterEach(() => resetTestClock());
  afterAll(() => app.close());

  const windowOf = (
    headers: Record<string, string> = fixture.as.nutritionist.headers,
    clientId = fixture.mine.id,
  ) =>
    app.app.inject({
      method: 'GET',
      url: `/api/messages/whatsapp-window?with=${clientId}`,
      headers,
    });
  const chatRows = () =>
    app.db
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.kind, 'chat'), eq(t.outbox.clientId, fixture.mine.id)));

  it('is closed, with nothing queued, before she ever wrote on WhatsApp', async () => {
    expect((await windowOf()).json()).toEqual({ open: false, until: null });
    expect((await nutritionistSends(app.app, fixture, 'Hello in the app')).statusCode).toBe(200);
    expect(await chatRows()).toEqual([]);
  });

  it('queues the reply to her WhatsApp and marks it so, for 24 hours after her message', async () => {
    testClock.set(testNow());
    const sentAt = new Date(Math.floor(fromNow(-10 * MINUTE).getTime() / 1000) * 1000);
    await app.app.inject(signed(textPost('919876500001', 'wamid.IN1', 'Is ragi ok?', sentAt)));
    const window = (await windowOf()).json();
    expect(window).toEqual({
      open: true,
      until: new Date(sentAt.getTime() + DAY).toISOString(),
    });

    expect((await nutritionistSends(app.app, fixture, 'Yes, ragi is fine')).statusCode).toBe(200);
    expect(await chatRows()).toMatchObject([
      {
        channel: 'whatsapp',
        kind: 'chat',
        recipient: '+919876500001',
        subject: null,
        body: 'Yes, ragi is fine',
        status: expect.stringMatching(/pending|sending|sent|failed/),
      },
    ]);
    const [reply] = await app.db
      .select()
      .from(t.messages)
      .where(eq(t.messages.content, 'Yes, ragi is fine'));
    expect(reply?.channel).toBe('whatsapp');
  });

  it('stops queueing once 24 hours have passed, and the app message is still saved', async () => {
    testClock.advance(DAY);
    // A day on, yesterday's sign-in has expired: she signs in again.
    const headers = bearer(await loginAs(app.app, fixture.as.nutritionist.user));
    expect((await windowOf(headers)).json()).toEqual({ open: false, until: null });
    const as = { ...fixture.as, nutritionist: { ...fixture.as.nutritionist, headers } };
    expect(
      (await nutritionistSends(app.app, { as, mine: fixture.mine }, 'Next week then')).statusCode,
    ).toBe(200);
    expect((await chatRows()).map((row) => row.body)).toEqual(['Yes, ragi is fine']);
    const [saved] = await app.db
      .select()
      .from(t.messages)
      .where(eq(t.messages.content, 'Next week then'));
    expect(saved?.channel).toBe('app');
  });

  it('answers the window only to her nutritionist', async () => {
    expect((await windowOf(fixture.as.nutritionist.headers, fixture.theirs.id)).statusCode).toBe(
      404,
    );
    const client = bearer(await loginAs(app.app, fixture.mine));
    expect((await windowOf(client)).statusCode).toBe(403);
    expect((await windowOf({})).statusCode).toBe(401);
  });
});
