import { describe, expect, it } from 'vitest';
import { foodGroupKey, FOOD_GROUPS, type MessageKey } from '@nourishwell/shared';
import { CATALOGUES } from '@nourishwell/shared/i18n/catalogues.ts';
import { DISH_GROUPS } from '#api/db/indb-dish-groups.ts';
import { RECIPES_GROUP } from '#api/modules/foods/catalogue.ts';

/** Every group a food search may answer: IFCT's and the practice's, the dishes', recipes. */
const everyGroup = [...new Set([...FOOD_GROUPS, ...DISH_GROUPS, RECIPES_GROUP])];

describe('the food groups a search answers, by name in each language (issue 33)', () => {
  it.each(everyGroup)('"%s" has its English name and a Hindi one in the catalogues', (group) => {
    const key = foodGroupKey(group) as MessageKey;
    expect(CATALOGUES.en[key]).toBe(group);
    expect(CATALOGUES.hi[key]).toMatch(/[\u0900-\u097F]/);
  });
});
