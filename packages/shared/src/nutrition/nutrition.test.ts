import { describe, expect, it } from 'vitest';
import { dayText, mealText, whatsAppLink } from './plan-text.ts';
import { amountText, gramsOf, portionsFor } from './portions.ts';
import { nutrientsIn, roundNutrients, sumNutrients, zeroNutrients } from './nutrients.ts';
import { suggestTargets } from './targets.ts';

describe('nutrient arithmetic', () => {
  it('scales per-100 g values to the grams eaten and rounds only the total', () => {
    const dal = { ...zeroNutrients(), kcal: 329.1, protein: 21.55 };
    const twice = sumNutrients([nutrientsIn(dal, 30), nutrientsIn(dal, 30)]);
    expect(roundNutrients(twice)).toMatchObject({ kcal: 197, protein: 12.9 });
  });
});

describe('household measures', () => {
  it('always offers grams first and falls back to the food group’s measures', () => {
    expect(portionsFor('Fruits')[0]).toEqual({ unit: 'g', grams: 1 });
    expect(portionsFor('Fruits').map((p) => p.unit)).toContain('piece');
    expect(portionsFor('Egg and Egg Products', [{ unit: 'piece', grams: 46 }])).toEqual([
      { unit: 'g', grams: 1 },
      { unit: 'piece', grams: 46 },
    ]);
  });

  it('knows no grams for a unit the food does not have', () => {
    expect(gramsOf(portionsFor('Sugars'), 2, 'tsp')).toBe(10);
    expect(gramsOf(portionsFor('Sugars'), 2, 'glass')).toBeNull();
  });

  it('reads an amount as a person says it, without naming a roti twice', () => {
    expect(amountText(2, 'roti', 80, 'Roti')).toBe('2 roti (80 g)');
    expect(amountText(1, 'katori', 150, 'dal')).toBe('1 katori dal (150 g)');
    expect(amountText(30, 'g', 30, 'almonds')).toBe('30 g almonds');
    expect(amountText(0.3, 'g', 0.3, 'saffron')).toBe('0.3 g saffron');
    expect(amountText(2.5, 'g', 2.5, 'salt')).toBe('2.5 g salt');
    expect(amountText(0.5, 'cup', 75.4, 'poha')).toBe('0.5 cup poha (75 g)');
  });
});

describe('plan text', () => {
  const items = [
    { name: 'Roti', quantity: 2, unit: 'roti', grams: 80 },
    { name: 'dal', quantity: 1, unit: 'katori', grams: 150 },
  ];

  it('joins a meal’s items with a dot and keeps its note', () => {
    expect(mealText({ items, note: null })).toBe('2 roti (80 g) · 1 katori dal (150 g)');
    expect(mealText({ items: [], note: 'Eat slowly' })).toBe('Eat slowly');
    expect(mealText({ items: items.slice(0, 1), note: 'with ghee' })).toBe(
      '2 roti (80 g) — with ghee',
    );
  });

  it('writes a day as a message with its totals', () => {
    const text = dayText({
      day: 'Monday',
      meals: [{ meal: 'lunch', items, note: null }],
      totals: { kcal: 412.4, protein: 15.2 },
    });
    expect(text).toBe(
      'Meal plan for Monday\nLunch: 2 roti (80 g) · 1 katori dal (150 g)\nTotal: 412 kcal, 15 g protein',
    );
  });

  it('puts India’s code in front of a ten-digit mobile for wa.me', () => {
    expect(whatsAppLink('Hi & bye', '98765 43210')).toBe(
      'https://wa.me/919876543210?text=Hi%20%26%20bye',
    );
    expect(whatsAppLink('Hi')).toBe('https://wa.me/?text=Hi');
  });
});

describe('suggested targets', () => {
  it('follows Mifflin–St Jeor, the activity factor and the goal, and shows each step', () => {
    // 10 × 62 + 6.25 × 160 − 5 × 29 − 161 = 1,314; × 1.375 = 1,806.75; − 500 = 1,306.75
    const t = suggestTargets(
      { weightKg: 62, heightCm: 160, age: 29, gender: 'Female' },
      'light',
      'lose',
    );
    expect(t.bmr).toBe(1314);
    expect(t.kcal).toBe(1310);
    expect(t.protein).toBe(62);
    expect(t.fat).toBe(36); // 25 % of 1,310 kcal ÷ 9
    expect(t.carbs).toBe(185); // (1,310 − 62 × 4 − 36 × 9) ÷ 4 = 184.5
    expect(t.steps[0]).toContain('1,314 kcal');
  });

  it('never suggests less than the safe floor', () => {
    const t = suggestTargets(
      { weightKg: 40, heightCm: 150, age: 70, gender: 'Female' },
      'sedentary',
      'lose',
    );
    expect(t.kcal).toBe(1200);
    expect(t.steps.join(' ')).toContain('floor');
  });
});
