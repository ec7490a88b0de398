import type { DietTag, Nutrients, Portion } from '@nourishwell/shared';

/**
 * The demo practice's own foods: IFCT 2017's gaps, written by us from typical Indian
 * packaged-food labels (per 100 g).
 */
export interface DemoPracticeFood {
  name: string;
  localNames: { language: string; name: string }[];
  group: 'Milk and Milk Products' | 'Cereals and Millets';
  diet: DietTag;
  per100g: Nutrients;
  portions: Portion[];
}

export const CURD = 'Curd (dahi), toned milk';
export const ROLLED_OATS = 'Rolled oats';

export const demoPracticeFoods: DemoPracticeFood[] = [
  {
    // Set curd from toned milk (3% fat), as a 400 g cup's label gives it.
    name: CURD,
    localNames: [
      { language: 'Hindi', name: 'Dahi' },
      { language: 'Tamil', name: 'Thayir' },
      { language: 'Telugu', name: 'Perugu' },
      { language: 'Bengali', name: 'Doi' },
    ],
    group: 'Milk and Milk Products',
    diet: 'veg',
    per100g: {
      kcal: 60,
      protein: 3.1,
      carbs: 4.7,
      fat: 3.1,
      fibre: 0,
      iron: 0.1,
      calcium: 121,
      vitaminC: 0.6,
      folate: 7,
    },
    portions: [
      { unit: 'katori', grams: 150 },
      { unit: 'cup', grams: 200 },
      { unit: 'tbsp', grams: 15 },
    ],
  },
  {
    // Plain rolled oats, as a 1 kg pack's label gives them.
    name: ROLLED_OATS,
    localNames: [{ language: 'Hindi', name: 'Jai' }],
    group: 'Cereals and Millets',
    diet: 'veg',
    per100g: {
      kcal: 389,
      protein: 13.6,
      carbs: 66.3,
      fat: 7.6,
      fibre: 10.1,
      iron: 4.2,
      calcium: 54,
      vitaminC: 0,
      folate: 32,
    },
    portions: [
      { unit: 'cup', grams: 80 },
      { unit: 'tbsp', grams: 8 },
    ],
  },
];
