import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foodMessages, journalEntrySchema, journalMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { dalRecipe } from '../foods/food-fixtures.ts';
import { ACCOUNT_AGE_DAYS, daysAgo, journalSuite } from './journal-fixtures.ts';

describe('a client logs a meal (POST /api/journal)', () => {
  const { app, as, mine, heads, log, id, call, entryCount } = journalSuite();

  it('saves foods with their amounts and free text, and answers the entry with its totals (201)', async () => {
    const response = await log({
      date: daysAgo(1),
      meal: 'lunch',
      items: [
        { foodId: id('B001'), quantity: 30, unit: 'g' },
        { foodId: id('A015'), quantity: 1, unit: 'cup' },
        { text: 'Half a glass of buttermilk' },
      ],
      note: 'Ate at the office',
    });
    expect(response.statusCode).toBe(201);
    const entry = journalEntrySchema.strict().parse(response.json());
    expect(entry).toMatchObject({
      clientId: mine.id,
      date: daysAgo(1),
      meal: 'lunch',
      note: 'Ate at the office',
      photoUrl: null,
      comments: [],
    });
    expect(entry.items.map((i) => ('name' in i ? i.name : i.text))).toEqual([
      expect.stringMatching(/Bengal gram/i),
      expect.stringMatching(/rice/i),
      'Half a glass of buttermilk',
    ]);
    expect(entry.items[2]).toEqual({ text: 'Half a glass of buttermilk', kind: 'text' });
    // The plan tests' hand-worked lunch: 98.7 + 534.5 kcal, rounded once.
    expect(entry.totals.kcal).toBe(633);
  });

  it('accepts a note alone, and a recipe item read like a plan’s', async () => {
    const noteOnly = await log({ date: daysAgo(0), meal: 'snack', note: 'Tea with friends' });
    expect(noteOnly.statusCode).toBe(201);
    expect(noteOnly.json()).toMatchObject({ items: [], totals: { kcal: 0 } });
    const recipe = await call('POST', '/api/recipes', as.nutritionist.headers, {
      ...dalRecipe(id('B001'), id('A015')),
      ingredients: [{ foodId: id('B001'), quantity: 60, unit: 'g' }],
    });
    expect(recipe.statusCode).toBe(201);
    const withRecipe = await log({
      date: daysAgo(0),
      meal: 'dinner',
      items: [{ recipeId: recipe.json().id, quantity: 1, unit: 'katori' }],
    });
    expect(withRecipe.statusCode).toBe(201);
    expect(withRecipe.json().items[0]).toMatchObject({
      recipeId: recipe.json().id,
      kind: 'recipe',
      grams: 150,
    });
  });

  it('refuses a future date, a date before she joined, an empty entry and bad items with their messages', async () => {
    const cases: [object, string][] = [
      [{ date: daysAgo(-1), meal: 'lunch', note: 'x' }, journalMessages.dateFuture],
      [
        { date: daysAgo(ACCOUNT_AGE_DAYS + 2), meal: 'lunch', note: 'x' },
        journalMessages.dateBeforeClient,
      ],
      [{ date: '2026-02-30', meal: 'lunch', note: 'x' }, journalMessages.dateInvalid],
      [{ date: daysAgo(0), meal: 'lunch', items: [] }, journalMessages.itemsOrNote],
      [{ date: daysAgo(0), meal: 'lunch', items: [{ text: ' ' }] }, journalMessages.textRequired],
      [
        {
          date: daysAgo(0),
          meal: 'lunch',
          items: [{ foodId: 99_999_999, quantity: 1, unit: 'g' }],
        },
        foodMessages.unknownFood,
      ],
      [
        {
          date: daysAgo(0),
          meal: 'lunch',
          items: [{ foodId: id('A015'), quantity: 1, unit: 'roti' }],
        },
        foodMessages.unknownUnit,
      ],
      [
        { date: daysAgo(0), meal: 'lunch', note: 'x', idempotencyKey: 'short' },
        journalMessages.keyInvalid,
      ],
    ];
    const before = await entryCount(mine.id);
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/journal', heads.mine, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await entryCount(mine.id)).toBe(before);
  });

  it('answers 401 without a token and 403 to a nutritionist and an admin', async () => {
    const body = { date: daysAgo(0), meal: 'lunch', note: 'x' };
    expect((await call('POST', '/api/journal', {}, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/journal', as.nutritionist.headers, body)).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/journal', as.admin.headers, body)).statusCode).toBe(403);
  });

  const rowsWithKey = async (key: string) =>
    (await app.db.select().from(t.journalEntries).where(eq(t.journalEntries.idempotencyKey, key)))
      .length;

  it('answers a repeated idempotency key with the first entry, keeping one row', async () => {
    const body = {
      date: daysAgo(2),
      meal: 'breakfast' as const,
      items: [{ text: 'Poha' }],
      idempotencyKey: 'offline-key-0001',
    };
    const first = await log(body);
    const again = await log({ ...body, items: [{ text: 'Something else' }] });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rowsWithKey(body.idempotencyKey)).toBe(1);
  });

  it('keeps one row when the same offline entry arrives twice at once', async () => {
    const body = {
      date: daysAgo(3),
      meal: 'dinner' as const,
      items: [{ text: 'Khichdi' }],
      idempotencyKey: 'offline-race-0002',
    };
    const answers = await Promise.all([log(body), log(body), log(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect(await rowsWithKey(body.idempotencyKey)).toBe(1);
  });

  it('lets two clients use the same key for their own entries', async () => {
    const body = {
      date: daysAgo(1),
      meal: 'snack' as const,
      note: 'Fruit',
      idempotencyKey: 'shared-key-0003',
    };
    const hers = await log(body);
    const theirs = await log(body, heads.theirs);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(hers.json().id);
  });
});

describe('a client removes an entry (DELETE /api/journal/:entryId)', () => {
  const { as, heads, log, call } = journalSuite();
  const entry = async () =>
    (await log({ date: daysAgo(0), meal: 'breakfast', items: [{ text: 'Idli' }] })).json().id;

  it('removes her own entry', async () => {
    const entryId = await entry();
    const response = await call('DELETE', `/api/journal/${entryId}`, heads.mine);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: journalMessages.deleted });
    expect((await call('DELETE', `/api/journal/${entryId}`, heads.mine)).statusCode).toBe(404);
  });

  it('answers 404 to another client, 403 to nutritionists, 401 without a token', async () => {
    const entryId = await entry();
    const url = `/api/journal/${entryId}`;
    const other = await call('DELETE', url, heads.theirs);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(journalMessages.entryNotFound);
    expect((await call('DELETE', url, as.nutritionist.headers)).statusCode).toBe(403);
    expect((await call('DELETE', url, heads.other)).statusCode).toBe(403);
    expect((await call('DELETE', url, {})).statusCode).toBe(401);
    expect((await call('DELETE', '/api/journal/99999999', heads.mine)).statusCode).toBe(404);
    expect((await call('DELETE', url, heads.mine)).statusCode).toBe(200);
  });
});
