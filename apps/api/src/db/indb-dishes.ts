import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { NUTRIENT_MAX, type DietTag, type Portion, type PortionUnit } from '@nourishwell/shared';
import type { Executor } from './client.ts';
import { upsertCodedFoods } from './coded-foods.ts';
import { everydayNamesOf } from './everyday-names.ts';
import type { foods } from './schema/index.ts';

/*
 * The Indian Nutrient Databank (INDB; Vijayakumar, Sharma, Jaacks et al., Current
 * Developments in Nutrition, 2024): 1,014 everyday Indian dishes and drinks with nutrients
 * per 100 g as served and per serving. Names and figures only, cited on each dish and on
 * the data sources page; decision 028 and food-data/indb/README.md say why and how.
 */
export const INDB_FILE = new URL('../../food-data/indb/indb-nutrients.csv', import.meta.url);

type IndbRow = Record<string, string>;

const num = (value: string | undefined) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
};

/** The databank's serving units in our household measures; the rest are a piece. */
const UNITS: Record<string, PortionUnit> = {
  'tea cup': 'teacup',
  cup: 'cup',
  'ice cream cup': 'cup',
  'ice-cream cup': 'cup',
  'souffle cup': 'cup',
  glass: 'glass',
  'tall glass': 'glass',
  'juice glass': 'glass',
  'sundae glass': 'glass',
  'tall stemmed glass': 'glass',
  bowl: 'bowl',
  'small bowl': 'bowl',
  'curry bowl': 'bowl',
  'soup bowl': 'bowl',
  plate: 'plate',
  'small plate': 'plate',
  tablespoon: 'tbsp',
  teaspoon: 'tsp',
  slice: 'slice',
  'large slice': 'slice',
  parantha: 'paratha',
  roti: 'roti',
  chapati: 'roti',
  idli: 'idli',
  dosa: 'dosa',
  pesarattu: 'dosa',
  dish: 'serving',
  'souffle dish': 'serving',
  'casserole dish': 'serving',
  'small casserole dish': 'serving',
  'shallow dish': 'serving',
  portion: 'serving',
  jar: 'serving',
  'glass jar': 'serving',
  'half-pints': 'serving',
  box: 'serving',
  '': 'serving',
};
/** Units that are not a measure of the dish itself: grams, millilitres. */
const NOT_A_SERVING = new Set(['gm', 'ml']);
/** Curries, dals and sabzis come by the bowl; a katori (about 150 ml) is how they are eaten. */
const KATORI: Portion = { unit: 'katori', grams: 150 };

/**
 * The dish's default measure, from its serving (1 tea cup of chai, 1 idli, 1 bowl of
 * sambar), and a katori beside a bowl. Grams in one serving are its energy over the
 * energy in 100 g (the databank's own relation), or another nutrient when it has none.
 */
export function portionsOf(row: IndbRow): Portion[] {
  const unit = (row.servings_unit ?? '').trim().toLowerCase();
  if (NOT_A_SERVING.has(unit)) return [];
  const pairs = [
    ['unit_serving_energy_kcal', 'energy_kcal'],
    ['unit_serving_carb_g', 'carb_g'],
    ['unit_serving_protein_g', 'protein_g'],
    ['unit_serving_fat_g', 'fat_g'],
  ] as const;
  const pair = pairs.find(([serving, per100]) => num(row[serving]) > 0 && num(row[per100]) > 0);
  if (!pair) return [];
  const grams = Math.round((num(row[pair[0]]) / num(row[pair[1]])) * 1000) / 10;
  if (grams <= 0 || grams > 5000) return [];
  const measure: PortionUnit = UNITS[unit] ?? 'piece';
  return measure === 'bowl' ? [{ unit: 'bowl', grams }, KATORI] : [{ unit: measure, grams }];
}

/** A word of the name, whole ("egg", not "eggplant"). */
const has = (name: string, words: readonly string[]) =>
  words.some((word) => new RegExp(`(^|[^a-z])${word}`).test(name));

const MEAT = [
  'chicken',
  'mutton',
  'lamb',
  'meat',
  'keema',
  'kheema',
  'qeema',
  'fish',
  'prawn',
  'shrimp',
  'crab',
  'lobster',
  'squid',
  'liver',
  'pork',
  'ham\\b',
  'bacon',
  'sausage',
  'salami',
  'tuna',
  'salmon',
  'pomfret',
  'rohu',
  'hilsa',
  'mackerel',
  'sardine',
  'anchov',
  'gosht',
  'murg',
  'machli',
  'machhi',
  'jhinga',
  'gushtaba',
  'rista',
  'rogan josh',
  'nihari',
  'haleem',
  'paya\\b',
  'kebab',
  'kabab',
  'seekh',
  'gelatin',
  'roghan',
  'bolognese',
  // Stocks are made on bones unless named for vegetables.
  'brown stock',
  'white stock',
  'mixed stock',
];
/** Dishes named for egg, and those usually made with it (the stricter tag when unsure). */
const EGG = [
  'egg',
  'omelette',
  'omlet',
  'anda\\b',
  'ande\\b',
  'custard',
  'souffl',
  'meringue',
  'pavlova',
  'mayonnaise',
  'mousse',
  'cake',
  'gateau',
  'swiss roll',
  'eclair',
  'éclair',
  'sponge',
  'alaska',
  'flan\\b',
  'french toast',
  'pancake',
  // Named for something else, made with egg all the same.
  'cheesecake',
  'cupcake',
  'choux',
  'puff',
  'lemon curd',
  'ducheese',
  'duchess',
  'tartar',
];
/** Named for being made without egg, or not a cake or pancake of eggs at all. */
const NO_EGG = [
  'eggless',
  'eggplant',
  'without egg',
  'vegetarian',
  'vegeterian',
  'milk cake',
  'cheela',
  'chilla',
  'khura',
];
/** Kababs and cutlets named for what makes them vegetarian. */
const VEG_KABAB = ['veg', 'vegetable', 'hara bhara', 'paneer', 'soya', 'dal', 'rajma', 'corn'];

/**
 * Veg, egg or non-veg from the dish's name, as the databank gives no tag. Unsure reads
 * stricter (a cake is "egg" until the practice says it bakes without), since a vegetarian
 * shown egg as veg is the worse mistake; the practice corrects a dish in the food list.
 */
export function dietOfDish(rawName: string): DietTag {
  const name = rawName.toLowerCase();
  const meat = MEAT.filter((word) => has(name, [word]));
  const onlyKabab = meat.every((word) => ['kebab', 'kabab', 'seekh'].includes(word));
  if (meat.length > 0 && !(onlyKabab && has(name, VEG_KABAB))) return 'nonveg';
  if (has(name, EGG) && !has(name, NO_EGG)) return 'egg';
  return 'veg';
}

/** Dish groups by the words of the name, first match wins; the databank has none. */
const GROUPS: [string, readonly string[]][] = [
  ['Soups', ['soup', 'consomme', 'rasam', 'shorba', 'stock']],
  ['Salads and raitas', ['salad', 'raita', 'kachumber']],
  [
    'Drinks',
    [
      'tea',
      'chai',
      'coffee',
      'lassi',
      'milkshake',
      'shake',
      'smoothie',
      'juice',
      'drink',
      'sherbet',
      'sharbat',
      'panna',
      'nog',
      'punch',
      'lemonade',
      'cooler',
      'jeera',
      'thandai',
      'kehwa',
      'buttermilk',
      'chaas',
      'squash',
      'cocoa',
      'hot chocolate',
      'water',
      'doodh',
    ],
  ],
  [
    'Pasta, noodles and pizza',
    ['pasta', 'noodle', 'lasagne', 'spaghetti', 'macaroni', 'pizza', 'chowmein', 'penne'],
  ],
  ['Sandwiches', ['sandwich', 'burger', 'roll\\b']],
  [
    'Breads',
    [
      'roti',
      'chapati',
      'paratha',
      'parantha',
      'poori',
      'puri\\b',
      'naan',
      'kulcha',
      'bhatura',
      'thepla',
      'bread',
    ],
  ],
  [
    'Breakfast dishes',
    [
      'idli',
      'dosa',
      'uttapam',
      'appam',
      'upma',
      'poha',
      'cheela',
      'chilla',
      'puttu',
      'pesarattu',
      'porridge',
      'daliya',
      'cornflakes',
    ],
  ],
  [
    'Rice dishes',
    ['rice', 'pulao', 'biryani', 'biriyani', 'khichdi', 'khichri', 'khitchdi', 'bhaat'],
  ],
  [
    'Sweets and desserts',
    [
      'halwa',
      'kheer',
      'ladoo',
      'laddoo',
      'burfi',
      'barfi',
      'jamun',
      'rasgulla',
      'payasam',
      'pudding',
      'ice cream',
      'kulfi',
      'custard',
      'mousse',
      'souffl',
      'jelly',
      'sweet',
      'malpua',
      'gujia',
      'gunjia',
      'murabba',
      'jam\\b',
      'marmalade',
      'preserves',
      'chikki',
      'brittle',
      'icing',
      'frosting',
      'rasmalai',
      'phirni',
      'candy',
    ],
  ],
  [
    'Chutneys, sauces and dips',
    ['chutney', 'sauce', 'dip\\b', 'dressing', 'pickle', 'masala\\b', 'mayonnaise', 'tartar'],
  ],
  [
    'Bakes and biscuits',
    ['cake', 'biscuit', 'cookie', 'pie\\b', 'tart', 'pastry', 'gateau', 'muffin', 'bun\\b'],
  ],
  [
    'Snacks',
    [
      'samosa',
      'pakora',
      'pakoda',
      'cutlet',
      'vada',
      'kachori',
      'dhokla',
      'chaat',
      'tikki',
      'bhaji',
      'bonda',
      'kabab',
      'kebab',
      'chivda',
      'namkeen',
    ],
  ],
  ['Egg dishes', ['egg', 'omelette', 'omlet']],
  ['Meat, chicken and fish dishes', MEAT],
  ['Dals and curries', ['dal', 'curry', 'sambar', 'kadhi', 'rajma', 'chana', 'chole', 'korma']],
  [
    'Vegetable and paneer dishes',
    [
      'sabzi',
      'subzi',
      'bhurji',
      'bhujia',
      'aloo',
      'potato',
      'palak',
      'spinach',
      'saag',
      'bhindi',
      'baingan',
      'paneer',
      'bharwa',
      'stuffed',
      'thoran',
      'avial',
      'cauliflower',
      'cabbage',
      'mushroom',
      'jalfrezi',
      'manchurian',
      'vegetable',
    ],
  ],
];
export const DISH_GROUP_DEFAULT = 'Prepared Dishes';

export function groupOfDish(rawName: string): string {
  const name = rawName.toLowerCase();
  return GROUPS.find(([, words]) => has(name, words))?.[0] ?? DISH_GROUP_DEFAULT;
}

/** One databank row as a foods row: a dish as served, with its serving as its measure. */
export function foodFromIndb(row: IndbRow): typeof foods.$inferInsert {
  const code = (row.food_code ?? '').trim();
  // Some names carry no-break spaces and trailing blanks from the spreadsheet.
  const name = (row.food_name ?? code).replace(/\s+/g, ' ').trim();
  return {
    code,
    source: 'indb',
    state: 'served',
    name,
    scientificName: null,
    localNames: [],
    commonNames: everydayNamesOf(code),
    group: groupOfDish(name),
    diet: dietOfDish(name),
    kcal: Math.min(num(row.energy_kcal), NUTRIENT_MAX.kcal),
    protein: num(row.protein_g),
    fat: num(row.fat_g),
    carbs: num(row.carb_g),
    fibre: num(row.fibre_g),
    iron: num(row.iron_mg),
    calcium: num(row.calcium_mg),
    vitaminC: num(row.vitc_mg),
    folate: num(row.folate_ug),
    portions: portionsOf(row),
  };
}

export async function readIndbRows(): Promise<IndbRow[]> {
  return parse(await readFile(INDB_FILE, 'utf8'), { columns: true, bom: true }) as IndbRow[];
}

/** Loads (or refreshes) the databank's dishes by code, like the IFCT foods. */
export async function loadIndbDishes(db: Executor): Promise<number> {
  const rows = (await readIndbRows()).map(foodFromIndb).filter((row) => row.code !== '');
  await upsertCodedFoods(db, rows);
  return rows.length;
}
