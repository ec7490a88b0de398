import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { NUTRIENT_MAX, type Portion, type PortionUnit } from '@nourishwell/shared';
import type { Executor } from './client.ts';
import { upsertCodedFoods } from './coded-foods.ts';
import { everydayNamesOf } from './everyday-names.ts';
import { dietOfDish } from './indb-dish-diet.ts';
import { groupOfDish } from './indb-dish-groups.ts';
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
