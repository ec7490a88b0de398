import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';

/**
 * "mine" is a client of the signed-in nutritionist; she signs in here as herself.
 * "theirs" is another nutritionist's client.
 */
describe('a client’s own record, nutritionist, rating and messages', () => {
  const { app, as, other, mine, theirs, nId } = caseloadSuite({ mine: 'Meera Iyer' });
  let headers: Record<string, string>;

  beforeAll(async () => {
    await app.db
      .update(t.nutritionists)
      .set({ bio: 'PCOS and thyroid care.', qualifications: ['M.Sc. Nutrition'] })
      .where(eq(t.nutritionists.id, as.nutritionist.user.id));
    headers = bearer(await loginAs(app.app, mine));
  });

  const get = (url: string, h = headers) => app.app.inject({ method: 'GET', url, headers: h });
  const post = (url: string, payload: object, h = headers) =>
    app.app.inject({ method: 'POST', url, headers: h, payload });

  it('answers her record with her nutritionist’s card, by her email, as a one-item array', async () => {
    const response = await get(`/api/client/email?email=${encodeURIComponent(mine.email)}`);
    expect(response.statusCode).toBe(200);
    const [record] = response.json();
    expect(record).toMatchObject({ id: mine.id, name: 'Meera Iyer', nId: nId() });
    expect(record.assignedNutritionist).toMatchObject({
      id: nId(),
      name: as.nutritionist.user.name,
      email: as.nutritionist.user.email,
      bio: 'PCOS and thyroid care.',
      qualifications: ['M.Sc. Nutrition'],
    });
    // The practice's counts are not hers to see.
    expect(record.assignedNutritionist).not.toHaveProperty('clientCount');
    const upper = await get(`/api/client/email?email=${mine.email.toUpperCase()}`);
    expect(upper.json()).toHaveLength(1);
  });

  it('answers her nutritionist by her email, and an empty list when none is assigned', async () => {
    const response = await get(`/api/client/nut?email=${mine.email}`);
    expect(response.json()).toEqual([expect.objectContaining({ id: nId() })]);
    const loner = await createUser(app.db, 'client');
    const alone = await get(
      `/api/client/nut?email=${loner.email}`,
      bearer(await loginAs(app.app, loner)),
    );
    expect(alone.json()).toEqual([]);
    const [record] = (
      await get(`/api/client/email?email=${loner.email}`, bearer(await loginAs(app.app, loner)))
    ).json();
    expect(record.assignedNutritionist).toBeNull();
  });

  it('answers 404 for anybody else’s email', async () => {
    expect((await get(`/api/client/email?email=${theirs.email}`)).statusCode).toBe(404);
    expect((await get(`/api/client/nut?email=${theirs.email}`)).statusCode).toBe(404);
  });

  it('stores one rating per client and nutritionist; a new rating replaces the old', async () => {
    const ratingUrl = `/api/nuts/rating?nutId=${nId()}&clientEmail=${mine.email}`;
    expect((await get(ratingUrl)).json()).toEqual([]);
    const first = await post('/api/client/rateNutritionist', {
      nutId: nId(),
      clientEmail: mine.email,
      rating: 4,
    });
    expect(first.json()).toEqual({ message: portalMessages.thanksForRating });
    await post('/api/client/rateNutritionist', {
      nutId: nId(),
      clientEmail: mine.email,
      rating: 5,
    });
    expect((await get(ratingUrl)).json()).toEqual([{ rating: 5 }]);
    const rows = await app.db.select().from(t.ratings).where(eq(t.ratings.clientId, mine.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a rating outside 1–5, and any nutritionist but her own', async () => {
    for (const rating of [0, 6, 3.5, 'five']) {
      const bad = await post('/api/client/rateNutritionist', {
        nutId: nId(),
        clientEmail: mine.email,
        rating,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(portalMessages.ratingRange);
    }
    const stranger = await post('/api/client/rateNutritionist', {
      nutId: other.id,
      clientEmail: mine.email,
      rating: 1,
    });
    expect(stranger.statusCode).toBe(404);
    const asSomeoneElse = await post('/api/client/rateNutritionist', {
      nutId: nId(),
      clientEmail: theirs.email,
      rating: 1,
    });
    expect(asSomeoneElse.statusCode).toBe(404);
    expect(
      (await get(`/api/nuts/rating?nutId=${other.id}&clientEmail=${mine.email}`)).statusCode,
    ).toBe(404);
  });

  it('sends a message from her to her own nutritionist, whatever ids the body claims', async () => {
    const sent = await post('/api/client/sendMessage', {
      nId: nId(),
      cId: mine.id,
      content: '  Can we move Friday’s session?  ',
    });
    expect(sent.statusCode).toBe(200);
    const rows = await app.db.select().from(t.messages).where(eq(t.messages.senderId, mine.id));
    expect(rows).toEqual([
      expect.objectContaining({ receiverId: nId(), content: 'Can we move Friday’s session?' }),
    ]);
    const blank = await post('/api/client/sendMessage', { nId: nId(), cId: mine.id, content: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(portalMessages.messageEmpty);
    expect(
      (await post('/api/client/sendMessage', { nId: other.id, cId: mine.id, content: 'Hi' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/client/sendMessage', { nId: nId(), cId: theirs.id, content: 'Hi' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 403 to an admin or a nutritionist and 401 without a token', async () => {
    const url = `/api/client/email?email=${mine.email}`;
    expect((await get(url, as.admin.headers)).statusCode).toBe(403);
    expect((await get(url, as.nutritionist.headers)).statusCode).toBe(403);
    expect((await get(url, {})).statusCode).toBe(401);
    const rate = { nutId: nId(), clientEmail: mine.email, rating: 3 };
    expect(
      (await post('/api/client/rateNutritionist', rate, as.nutritionist.headers)).statusCode,
    ).toBe(403);
    expect((await post('/api/client/sendMessage', {}, {})).statusCode).toBe(401);
  });
});
