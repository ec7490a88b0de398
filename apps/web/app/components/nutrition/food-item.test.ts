import { describe, expect, it } from 'vitest';
import { foodMessages } from '@nourishwell/shared';
import { curd, poha } from '#web-test/fixtures/meal-plan-records.ts';
import { itemFromSearch, itemProblem } from './food-item.ts';

describe('a picked food', () => {
  it('comes as one of its first household measure, or 100 g when it has none', () => {
    expect(itemFromSearch(poha)).toMatchObject({ recipeId: 3, quantity: '1', unit: 'katori' });
    expect(itemFromSearch(curd)).toMatchObject({ foodId: 41, quantity: '100', unit: 'g' });
  });

  it('asks for a quantity above 0 and at most 5 kg, in the shared words', () => {
    const item = itemFromSearch(poha);
    expect(itemProblem({ ...item, quantity: '0' })).toBe(foodMessages.quantityPositive);
    expect(itemProblem({ ...item, quantity: '' })).toBe(foodMessages.quantityPositive);
    expect(itemProblem({ ...item, quantity: '40' })).toBe(foodMessages.itemTooHeavy);
    expect(itemProblem({ ...item, quantity: '2' })).toBeNull();
  });
});
