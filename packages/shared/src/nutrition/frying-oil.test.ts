import { describe, expect, it } from 'vitest';
import { countsFryingOil } from './frying-oil.ts';

const dish = (name: string, fat: number, group = 'Breads', source = 'indb') => ({
  name,
  group,
  source,
  per100g: { fat },
});

describe('a databank dish that counts its frying oil in full', () => {
  it('is a deep-fried dish of the databank with more than half its weight in fat', () => {
    expect(countsFryingOil(dish('Poori', 77.6))).toBe(true);
    expect(countsFryingOil(dish('Chapati/Roti', 9.2))).toBe(false);
  });

  it('is not a sauce, a tadka, or a food of IFCT or the practice', () => {
    expect(countsFryingOil(dish('Mayonnaise', 84.5, 'Chutneys, sauces and dips'))).toBe(false);
    expect(countsFryingOil(dish('Cumin seeds baghar (Jeera baghar/tadka)', 78.8))).toBe(false);
    expect(countsFryingOil(dish('Ghee', 99.5, 'Edible Oils and Fats', 'ifct'))).toBe(false);
    expect(countsFryingOil(dish('Ragi chips', 60, 'Packaged Foods', 'practice'))).toBe(false);
  });
});
