import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs, type TestUser } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';

describe('bulk message to her clients', () => {
  const { app, as, mine, theirs, nId } = caseloadSuite();
  let alsoMine: TestUser;

  beforeAll(async () => {
    alsoMine = await createUser(app.db, 'client');
    await app.db
      .update(t.clients)
      .set({ nutritionistId: as.nutritionist.user.id })
      .where(eq(t.clients.id, alsoMine.id));
  });

  const send = (payload: object, headers: Record<string, string> = as.nutritionist.headers) =>
    app.app.inject({ method: 'POST', url: '/api/nuts/sendBulkMessage', headers, payload });
  const receivedBy = (ids: number[]) =>
    app.db.select().from(t.messages).where(inArray(t.messages.receiverId, ids));

  it('sends one text to every client of hers when asked for all, from herself', async () => {
    const response = await send({ nId: nId(), all: true, content: 'Clinic closed on Monday.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message sent to 2 clients', sent: 2, skipped: 0 });
    const rows = await receivedBy([mine.id, alsoMine.id, theirs.id]);
    expect(rows.map((r) => r.receiverId).sort()).toEqual([mine.id, alsoMine.id].sort());
    expect(
      rows.every((r) => r.senderId === nId() && r.content === 'Clinic closed on Monday.'),
    ).toBe(true);
  });

  it('sends only to the chosen clients, once each even if chosen twice', async () => {
    const response = await send({
      nId: nId(),
      clientIds: [alsoMine.id, alsoMine.id],
      content: 'Your report looks good.',
    });
    expect(response.json()).toEqual({ message: 'Message sent to 1 client', sent: 1, skipped: 0 });
    const rows = (await receivedBy([mine.id, alsoMine.id])).filter(
      (r) => r.content === 'Your report looks good.',
    );
    expect(rows.map((r) => r.receiverId)).toEqual([alsoMine.id]);
  });

  it('refuses the whole send when one chosen client is not hers, and stores nothing', async () => {
    const response = await send({
      nId: nId(),
      clientIds: [mine.id, theirs.id],
      content: 'Should not arrive',
    });
    expect(response.statusCode).toBe(404);
    const rows = await app.db
      .select()
      .from(t.messages)
      .where(eq(t.messages.content, 'Should not arrive'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a blank or over-long text and an empty choice, with their messages', async () => {
    expect((await send({ nId: nId(), all: true, content: '  ' })).json().message).toBe(
      'Please enter a message',
    );
    expect((await send({ nId: nId(), all: true, content: 'x'.repeat(4001) })).statusCode).toBe(400);
    const empty = await send({ nId: nId(), clientIds: [], content: 'Hello' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please choose at least one client.');
  });

  it('answers 404 for another nutritionist’s id, 403 to admins and clients, 401 without a token', async () => {
    expect((await send({ nId: nId() + 1000, all: true, content: 'hi' })).statusCode).toBe(404);
    expect((await send({}, as.admin.headers)).statusCode).toBe(403);
    expect((await send({}, bearer(await loginAs(app.app, mine)))).statusCode).toBe(403);
    expect((await send({}, {})).statusCode).toBe(401);
  });
});
