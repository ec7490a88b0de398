import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalCommentSchema, journalMessages, notificationsSchema } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { openStream } from '../helpers/event-stream.ts';
import { daysAgo, journalSuite } from './journal-fixtures.ts';

describe('her nutritionist comments on an entry (POST /api/journal/:entryId/comments)', () => {
  const { app, as, mine, heads, log, call, journalUrl } = journalSuite();
  let base: string;
  let entryId: number;
  const date = daysAgo(1);

  beforeAll(async () => {
    base = await app.app.listen({ port: 0, host: '127.0.0.1' });
    await app.db
      .update(t.nutritionists)
      .set({ name: 'Asha' })
      .where(eq(t.nutritionists.id, as.nutritionist.user.id));
    entryId = (await log({ date, meal: 'breakfast', items: [{ text: 'Upma' }] })).json().id;
  });
  const comment = (
    text: string,
    headers: Record<string, string> = as.nutritionist.headers,
    id = entryId,
  ) => call('POST', `/api/journal/${id}/comments`, headers, { text });

  it('saves the comment, notifies the client in the same change and tells her open stream', async () => {
    const meera = await openStream(base, heads.mine);
    await meera.waitFor(/: connected/);
    const response = await comment('  Good protein start, add a fruit.  ');
    expect(response.statusCode).toBe(201);
    const saved = journalCommentSchema.strict().parse(response.json());
    expect(saved).toMatchObject({
      entryId,
      author: { id: as.nutritionist.user.id, name: 'Asha' },
      text: 'Good protein start, add a fruit.',
    });
    const link = `/dashboard/client/journal?date=${date}`;
    const [notice] = await app.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, mine.id), eq(t.notifications.kind, 'journalComment')));
    expect(notice).toMatchObject({ link, readAt: null });
    expect(notice?.text).toMatch(/^Asha commented on your breakfast of \d{1,2} [A-Z][a-z]{2}$/);
    await meera.waitFor(/event: notification\ndata: \{[^\n]*"kind":"journalComment"/);
    expect(meera.received()).toContain(`"id":${notice?.id}`);
    expect(meera.received()).toContain(link);
    meera.close();
    const [audit] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'journal_comment'), eq(t.auditLog.entityId, saved.id)));
    expect(audit?.actorId).toBe(as.nutritionist.user.id);
  });

  it('writes her notice in Hindi when she reads Hindi', async () => {
    await app.db.update(t.users).set({ language: 'hi' }).where(eq(t.users.id, mine.id));
    try {
      expect((await comment('Well done.')).statusCode).toBe(201);
      const notices = await app.db
        .select()
        .from(t.notifications)
        .where(and(eq(t.notifications.userId, mine.id), eq(t.notifications.kind, 'journalComment')))
        .orderBy(t.notifications.id);
      const day = new Intl.DateTimeFormat('hi-IN', {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`));
      expect(notices.at(-1)?.text).toBe(`Asha ने ${day} के आपके नाश्ते पर टिप्पणी की`);
    } finally {
      await app.db.update(t.users).set({ language: 'en' }).where(eq(t.users.id, mine.id));
    }
  });

  it('shows the comment with its author in the journal read, to the client and to her nutritionist', async () => {
    for (const headers of [heads.mine, as.nutritionist.headers]) {
      const read = await call('GET', journalUrl(mine.id, date, date), headers);
      const entry = read.json().days[0].entries.find((e: { id: number }) => e.id === entryId);
      expect(entry.comments[0]).toMatchObject({ author: { name: 'Asha' }, entryId });
    }
  });

  it('refuses an empty or overlong comment with its message', async () => {
    const empty = await comment('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(journalMessages.commentRequired);
    const long = await comment('x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(journalMessages.commentTooLong);
  });

  it('answers 404 to another nutritionist, 403 to clients and admins, 401 without a token', async () => {
    const other = await comment('Not mine to say', heads.other);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(journalMessages.entryNotFound);
    expect((await comment('x', as.nutritionist.headers, 99_999_999)).statusCode).toBe(404);
    expect((await comment('x', heads.mine)).statusCode).toBe(403);
    expect((await comment('x', as.admin.headers)).statusCode).toBe(403);
    expect((await comment('x', {})).statusCode).toBe(401);
  });
});

describe('in-app notices (GET /api/notifications, POST /api/notifications/read)', () => {
  const { app, as, mine, heads, log, call } = journalSuite();

  beforeAll(async () => {
    for (const meal of ['breakfast', 'lunch'] as const) {
      const entry = await log({ date: daysAgo(0), meal, note: `My ${meal}` });
      await call('POST', `/api/journal/${entry.json().id}/comments`, as.nutritionist.headers, {
        text: `About your ${meal}`,
      });
    }
  });
  const list = (headers: Record<string, string>) => call('GET', '/api/notifications', headers);

  it('lists her own notices, newest first, with the unread count', async () => {
    const response = await list(heads.mine);
    expect(response.statusCode).toBe(200);
    const body = notificationsSchema.strict().parse(response.json());
    expect(body.unread).toBe(2);
    expect(body.items.map((n) => n.text)).toEqual([
      expect.stringMatching(/your lunch of/),
      expect.stringMatching(/your breakfast of/),
    ]);
    expect((await list(heads.theirs)).json()).toEqual({ unread: 0, items: [] });
    expect((await list(as.nutritionist.headers)).json()).toEqual({ unread: 0, items: [] });
  });

  it('marks the ones given read, leaves someone else’s alone, then marks all', async () => {
    const [newest] = (await list(heads.mine)).json().items;
    const byStranger = await call('POST', '/api/notifications/read', heads.theirs, {
      ids: [newest.id],
    });
    expect(byStranger.json()).toEqual({ unread: 0, items: [] });
    const some = await call('POST', '/api/notifications/read', heads.mine, { ids: [newest.id] });
    expect(some.statusCode).toBe(200);
    expect(some.json().unread).toBe(1);
    expect(some.json().items[0].readAt).not.toBeNull();
    const all = await call('POST', '/api/notifications/read', heads.mine, {});
    expect(all.json().unread).toBe(0);
    const rows = await app.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userId, mine.id));
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
  });

  it('refuses bad ids (400) and anyone without a token (401)', async () => {
    const bad = await call('POST', '/api/notifications/read', heads.mine, { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect((await list({})).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read', {}, {})).statusCode).toBe(401);
  });
});
