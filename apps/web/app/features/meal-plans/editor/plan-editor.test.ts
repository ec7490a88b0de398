import { describe, expect, it } from 'vitest';
import { mealPlanMessages, type PlanDayView } from '@nourishwell/shared';
import { curd, poha } from '#web-test/fixtures/meal-plan-records.ts';
import {
  addItem,
  copyDay,
  copyMeal,
  emptyWeek,
  optionalSlotsInUse,
  removeItem,
  setNote,
  setQuantity,
  setUnit,
  toPlanInput,
  weekFromView,
  weekIsEmpty,
} from './plan-editor.ts';
import { dayTotals, firstProblem, mealTotals, weekAverage } from './plan-totals.ts';
import { itemFromSearch } from '#web/components/nutrition/food-item.ts';

describe('adding and changing items', () => {
  it('totals a meal and a day from the quantities as she types them', () => {
    let week = addItem(emptyWeek(), 'Monday', 'breakfast', itemFromSearch(poha));
    week = addItem(week, 'Monday', 'lunch', itemFromSearch(curd));
    expect(mealTotals(week.Monday.breakfast).kcal).toBe(180);
    const key = week.Monday.breakfast.items[0]!.key;
    week = setQuantity(week, 'Monday', 'breakfast', key, '2');
    expect(mealTotals(week.Monday.breakfast).kcal).toBe(360);
    expect(dayTotals(week.Monday).kcal).toBe(420);
    expect(dayTotals(week.Tuesday).kcal).toBe(0);
  });

  it('keeps the amount when the unit changes, in quarters of a measure', () => {
    let week = addItem(emptyWeek(), 'Monday', 'breakfast', itemFromSearch(poha));
    const key = week.Monday.breakfast.items[0]!.key;
    week = setUnit(week, 'Monday', 'breakfast', key, 'g');
    expect(week.Monday.breakfast.items[0]).toMatchObject({ quantity: '150', unit: 'g' });
    week = setQuantity(week, 'Monday', 'breakfast', key, '200');
    week = setUnit(week, 'Monday', 'breakfast', key, 'katori');
    expect(week.Monday.breakfast.items[0]).toMatchObject({ quantity: '1.25', unit: 'katori' });
  });

  it('removes only the item asked for', () => {
    let week = addItem(emptyWeek(), 'Friday', 'dinner', itemFromSearch(poha));
    week = addItem(week, 'Friday', 'dinner', itemFromSearch(curd));
    week = removeItem(week, 'Friday', 'dinner', week.Friday.dinner.items[0]!.key);
    expect(week.Friday.dinner.items.map((i) => i.name)).toEqual(['Curd']);
  });
});

describe('copying', () => {
  it('replaces each chosen day with a copy of the day, edited on its own afterwards', () => {
    let week = addItem(emptyWeek(), 'Monday', 'breakfast', itemFromSearch(poha));
    week = addItem(week, 'Wednesday', 'lunch', itemFromSearch(curd));
    week = copyDay(week, 'Monday', ['Tuesday', 'Wednesday']);
    expect(week.Wednesday.lunch.items).toEqual([]);
    expect(week.Tuesday.breakfast.items[0]!.name).toBe('Poha');
    const copyKey = week.Tuesday.breakfast.items[0]!.key;
    expect(copyKey).not.toBe(week.Monday.breakfast.items[0]!.key);
    week = setQuantity(week, 'Tuesday', 'breakfast', copyKey, '3');
    expect(week.Monday.breakfast.items[0]!.quantity).toBe('1');
  });

  it('copies one meal with its note to the same meal of the chosen days only', () => {
    let week = addItem(emptyWeek(), 'Monday', 'snack', itemFromSearch(curd));
    week = setNote(week, 'Monday', 'snack', 'No sugar');
    week = addItem(week, 'Thursday', 'lunch', itemFromSearch(poha));
    week = copyMeal(week, 'Monday', 'snack', ['Thursday']);
    expect(week.Thursday.snack).toMatchObject({ note: 'No sugar', items: [{ name: 'Curd' }] });
    expect(week.Thursday.lunch.items[0]!.name).toBe('Poha');
    expect(week.Friday.snack.items).toEqual([]);
  });
});

describe('the week as the server reads and writes it', () => {
  const saved: PlanDayView[] = [
    {
      day: 'Sunday',
      meals: [
        {
          meal: 'bedtime',
          note: 'Warm',
          totals: { kcal: 150, protein: 7.8, carbs: 0, fat: 10, fibre: 0 },
          items: [
            {
              foodId: 41,
              kind: 'food',
              name: 'Curd',
              diet: 'veg',
              quantity: 250,
              unit: 'g',
              grams: 250,
              kcal: 150,
              protein: 7.8,
              carbs: 0,
              fat: 10,
              fibre: 0,
              per100g: curd.per100g,
              portions: curd.portions,
            },
          ],
        },
      ],
      totals: { kcal: 150, protein: 7.8, carbs: 0, fat: 10, fibre: 0 },
      micros: { iron: 0, calcium: 0, vitaminC: 0, folate: 0 },
    },
  ];

  it('loads a saved week, and shows the optional meals it uses', () => {
    const week = weekFromView(saved);
    expect(week.Sunday.bedtime.items[0]).toMatchObject({ foodId: 41, quantity: '250' });
    expect(optionalSlotsInUse(week)).toEqual(['bedtime']);
    expect(weekIsEmpty(week)).toBe(false);
    expect(weekIsEmpty(emptyWeek())).toBe(true);
  });

  it('sends all seven days with only the meals that hold something, quantities as numbers', () => {
    let week = weekFromView(saved);
    week = setNote(week, 'Monday', 'lunch', '  Less oil ');
    const body = toPlanInput(week);
    expect(body.days.map((d) => d.day)).toHaveLength(7);
    expect(body.days[0]).toEqual({
      day: 'Monday',
      meals: [{ meal: 'lunch', items: [], note: 'Less oil' }],
    });
    expect(body.days[6]!.meals).toEqual([
      { meal: 'bedtime', items: [{ foodId: 41, quantity: 250, unit: 'g' }], note: 'Warm' },
    ]);
  });

  it('averages the week over the days that have food planned', () => {
    let week = addItem(emptyWeek(), 'Monday', 'lunch', itemFromSearch(curd));
    week = addItem(week, 'Tuesday', 'lunch', itemFromSearch(poha));
    expect(weekAverage(week).kcal).toBe(120);
    expect(weekAverage(emptyWeek()).kcal).toBe(0);
  });
});

describe('quantity rules before sending', () => {
  it('names the day of the first problem, including a meal of more than 40 items', () => {
    let week = emptyWeek();
    for (let i = 0; i < 41; i += 1)
      week = addItem(week, 'Wednesday', 'dinner', itemFromSearch(curd));
    expect(firstProblem(week)).toEqual({
      day: 'Wednesday',
      message: mealPlanMessages.tooManyItems,
    });
    expect(firstProblem(emptyWeek())).toBeNull();
  });
});
