import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conversationSchema } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';

type HeaderMap = Record<string, string>;

describe('reading chat: conversations, threads, unread counts and the spec’s calls', () => {
  const { app, as, mine, theirs, nId } = caseloadSuite({ mine: 'Meera Iyer' });
  let meera: HeaderMap;
  let stranger: HeaderMap;

  beforeAll(async () => {
    meera = bearer(await loginAs(app.app, mine));
    stranger = bearer(await loginAs(app.app, theirs));
  });

  const asha = () => as.nutritionist.headers;
  const get = (url: string, headers: HeaderMap) => app.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: HeaderMap) =>
    app.app.inject({ method: 'POST', url, headers, payload });
  const fromAsha = (content: string) =>
    post('/api/nuts/sendMessage', { nId: nId(), cId: mine.id, content }, asha());
  const fromMeera = (content: string) =>
    post('/api/client/sendMessage', { nId: nId(), cId: mine.id, content }, meera);

  it('lists her clients with no messages yet, and the client her nutritionist', async () => {
    const list = (await get('/api/messages/conversations', asha())).json();
    expect(list).toEqual([
      { personId: mine.id, name: 'Meera Iyer', profilePicUrl: null, lastMessage: null, unread: 0 },
    ]);
    const hers = (await get('/api/messages/conversations', meera)).json();
    expect(hers).toEqual([expect.objectContaining({ personId: nId(), unread: 0 })]);
  });

  it('shows the last message and counts what the other person sent and she has not read', async () => {
    await fromAsha('Good morning, Meera');
    await fromMeera('Morning! I walked 5 km');
    await fromMeera('And skipped sugar');
    const [row] = (await get('/api/messages/conversations', asha())).json();
    expect(row).toMatchObject({
      unread: 2,
      lastMessage: { content: 'And skipped sugar', senderId: mine.id },
    });
    expect((await get('/api/messages/unread', asha())).json()).toEqual({ count: 2 });
    expect((await get('/api/messages/unread', meera)).json()).toEqual({ count: 1 });
  });

  it('marks a conversation read for her only', async () => {
    expect((await post('/api/messages/read', { with: mine.id }, asha())).json()).toEqual({
      count: 2,
    });
    expect((await get('/api/messages/unread', asha())).json()).toEqual({ count: 0 });
    expect((await get('/api/messages/unread', meera)).json()).toEqual({ count: 1 });
  });

  it('pages a thread newest first with a before cursor', async () => {
    const first = (await get(`/api/messages/thread?with=${mine.id}&limit=2`, asha())).json();
    expect(first.map((m: { content: string }) => m.content)).toEqual([
      'And skipped sugar',
      'Morning! I walked 5 km',
    ]);
    const next = (
      await get(`/api/messages/thread?with=${mine.id}&limit=2&before=${first[1].id}`, asha())
    ).json();
    expect(next).toEqual([
      expect.objectContaining({
        senderId: nId(),
        receiverId: mine.id,
        content: 'Good morning, Meera',
      }),
    ]);
  });

  it('answers messagesFromNut with what the nutritionist sent and messagesFromClient with what the client sent, so the spec’s joined screen shows each message once', async () => {
    const pair = { nId: nId(), cId: mine.id };
    const contents = (list: Array<{ content: string }>) => list.map((m) => m.content);
    for (const headers of [asha(), meera]) {
      const fromNut = (await post('/api/nuts/messagesFromNut', pair, headers)).json();
      const fromClient = (await post('/api/nuts/messagesFromClient', pair, headers)).json();
      expect(contents(fromNut)).toEqual(['Good morning, Meera']);
      expect(contents(fromClient)).toEqual(['Morning! I walked 5 km', 'And skipped sugar']);
      expect(fromNut[0]).toEqual({
        id: expect.any(Number),
        senderId: nId(),
        receiverId: mine.id,
        content: 'Good morning, Meera',
        sentAt: expect.any(String),
        readAt: null,
        channel: 'app',
      });
      expect(fromClient.every((m: { senderId: number }) => m.senderId === mine.id)).toBe(true);
      const ids = [...fromNut, ...fromClient].map((m: { id: number }) => m.id);
      expect(new Set(ids).size).toBe(3);
    }
    // Our own screens still read the whole conversation.
    const thread = (await get(`/api/messages/thread?with=${mine.id}`, asha())).json();
    expect(thread).toHaveLength(3);
  });

  it('orders her list most recent first, then people not yet written to by name, in the exact shape', async () => {
    for (const name of ['Zoya Khan', 'Aarav Shah']) {
      const client = await createUser(app.db, 'client', { name });
      await app.db
        .update(t.clients)
        .set({ nutritionistId: nId() })
        .where(eq(t.clients.id, client.id));
    }
    const list = (await get('/api/messages/conversations', asha())).json();
    expect(() => z.array(conversationSchema.strict()).parse(list)).not.toThrow();
    expect(list.map((c: { name: string }) => c.name)).toEqual([
      'Meera Iyer',
      'Aarav Shah',
      'Zoya Khan',
    ]);
    const [newest] = (await get(`/api/messages/thread?with=${mine.id}&limit=1`, asha())).json();
    expect(list[0].lastMessage).toEqual({
      content: newest.content,
      sentAt: newest.sentAt,
      senderId: newest.senderId,
    });
  });

  it('answers 404 to anyone outside the conversation', async () => {
    const pair = { nId: nId(), cId: mine.id };
    expect((await post('/api/nuts/messagesFromClient', pair, stranger)).statusCode).toBe(404);
    expect((await get(`/api/messages/thread?with=${nId()}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/messages/thread?with=${theirs.id}`, asha())).statusCode).toBe(404);
    expect((await post('/api/messages/read', { with: theirs.id }, asha())).statusCode).toBe(404);
    expect((await get('/api/messages/conversations', stranger)).json()).toEqual([
      expect.objectContaining({ lastMessage: null }),
    ]);
  });

  it('answers 403 to an admin, 401 without a token, 400 for a bad page size', async () => {
    expect((await get('/api/messages/conversations', as.admin.headers)).statusCode).toBe(403);
    expect((await get('/api/messages/unread', {})).statusCode).toBe(401);
    expect((await get(`/api/messages/thread?with=${mine.id}&limit=500`, asha())).statusCode).toBe(
      400,
    );
  });

  it('answers both sides’ lists in the exact shape, with and without a photo', async () => {
    const strict = z.array(conversationSchema.strict());
    const withoutPhotos = [
      (await get('/api/messages/conversations', meera)).json(),
      (await get('/api/messages/conversations', asha())).json(),
    ];
    for (const list of withoutPhotos) expect(() => strict.parse(list)).not.toThrow();
    expect(withoutPhotos[0][0].profilePicUrl).toBeNull();
    await app.db
      .update(t.nutritionists)
      .set({ profilePicUrl: '/uploads/asha.jpg' })
      .where(eq(t.nutritionists.id, nId()));
    await app.db
      .update(t.clients)
      .set({ profilePicUrl: '/uploads/meera.jpg' })
      .where(eq(t.clients.id, mine.id));
    const hers = (await get('/api/messages/conversations', meera)).json();
    const ashas = (await get('/api/messages/conversations', asha())).json();
    expect(() => strict.parse(hers)).not.toThrow();
    expect(() => strict.parse(ashas)).not.toThrow();
    expect(hers[0].profilePicUrl).toBe('/uploads/asha.jpg');
    expect(ashas.find((c: { personId: number }) => c.personId === mine.id).profilePicUrl).toBe(
      '/uploads/meera.jpg',
    );
  });
});
