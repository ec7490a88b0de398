import { describe, expect, it } from 'vitest';
import { foodMessages } from '@nourishwell/shared';
import { dalRecipe, labelFood } from '../foods/food-fixtures.ts';
import { daysAgo, journalSuite } from './journal-fixtures.ts';

/**
 * Foods and recipes are never removed from the database (they are flagged deleted), so a
 * journal that logged one keeps reading it; a measure a journal used cannot be taken away.
 */
describe('a practice food or recipe that a client logged', () => {
  const { as, mine, log, call, id, journalUrl } = journalSuite();
  const asN = () => as.nutritionist.headers;

  it('keeps a measure a journal used, and the journal keeps reading a deleted food', async () => {
    const food = (await call('POST', '/api/custom-foods', asN(), labelFood())).json();
    const logged = await log({
      date: daysAgo(0),
      meal: 'snack',
      items: [{ foodId: food.id, quantity: 2, unit: 'piece' }],
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().items[0]).toMatchObject({ kind: 'custom', grams: 50, kcal: 102 });
    const withoutPiece = await call(
      'PUT',
      `/api/custom-foods/${food.id}`,
      asN(),
      labelFood({ portions: [] }),
    );
    expect(withoutPiece.statusCode).toBe(400);
    expect(withoutPiece.json().message).toBe(foodMessages.measureInUse);
    expect((await call('DELETE', `/api/custom-foods/${food.id}`, asN())).statusCode).toBe(200);
    const read = await call('GET', journalUrl(mine.id, daysAgo(0), daysAgo(0)), asN());
    expect(read.json().days[0].entries[0].items[0]).toMatchObject({ foodId: food.id, grams: 50 });
    const again = await log({
      date: daysAgo(0),
      meal: 'snack',
      items: [{ foodId: food.id, quantity: 1, unit: 'piece' }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(foodMessages.unknownFood);
  });

  it('deletes a logged recipe without an error, and the journal still reads it', async () => {
    const recipe = (
      await call('POST', '/api/recipes', asN(), {
        ...dalRecipe(id('B001'), id('A015')),
        name: 'Journal dal',
        ingredients: [{ foodId: id('B001'), quantity: 60, unit: 'g' }],
      })
    ).json();
    const date = daysAgo(1);
    await log({
      date,
      meal: 'lunch',
      items: [{ recipeId: recipe.id, quantity: 1, unit: 'katori' }],
    });
    expect((await call('DELETE', `/api/recipes/${recipe.id}`, asN())).statusCode).toBe(200);
    const read = await call('GET', journalUrl(mine.id, date, date), asN());
    expect(read.json().days[0].entries[0].items[0]).toMatchObject({
      recipeId: recipe.id,
      name: 'Journal dal',
    });
  });
});
