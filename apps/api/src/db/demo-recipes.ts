import {
  RICE,
  ATTA,
  CHANA_WHOLE,
  MOONG_DAL,
  RAJMA,
  TOOR_DAL,
  SPINACH,
  CAULIFLOWER,
  DRUMSTICK,
  FRENCH_BEANS,
  PEAS,
  PUMPKIN,
  TOMATO,
  POMEGRANATE,
  TAMARIND,
  CARROT,
  POTATO,
  GREEN_CHILLI,
  CORIANDER_LEAVES,
  CURRY_LEAVES,
  GARLIC,
  GINGER,
  ONION,
  SHALLOT,
  ASAFOETIDA,
  RED_CHILLI,
  CORIANDER_SEEDS,
  CUMIN,
  FENUGREEK_SEEDS,
  TURMERIC,
  MUSTARD_SEEDS,
  COW_MILK,
  PANEER,
  CHICKEN_THIGH,
  GROUNDNUT_OIL,
  GHEE,
} from './demo-ifct-codes.ts';
import { breakfastRecipes } from './demo-breakfast-recipes.ts';
import { ingredient, type DemoRecipe } from './demo-recipe-shape.ts';
import { CURD } from './demo-practice-foods.ts';

const g = ingredient;

export const STEAMED_RICE = 'Steamed rice';

/**
 * The demo practice's recipe library: dishes made of IFCT foods by their code, in raw
 * amounts, with the cooked dish's weight, so a katori of dal or one roti reads a realistic
 * size. Demo meal plans name them by name; the practice's own foods are in
 * demo-practice-foods.ts.
 * In this order: a recipe used in another comes before it (breakfasts use none).
 */
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
    // A plate people eat and log as one: a katori of rajma on a katori and a half of rice.
    name: 'Rajma chawal',
    servings: 1,
    servingUnit: 'serving',
    // A serving is the two dishes' own weights added up.
    cookedGrams: null,
    method: 'Serve a katori of hot rajma curry over a katori and a half of steamed rice.',
    ingredients: [
      { recipe: 'Rajma curry', quantity: 1, unit: 'katori' },
      { recipe: STEAMED_RICE, quantity: 1.5, unit: 'katori' },
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
  ...breakfastRecipes,
];
