import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { foods } from './schema/index.ts';

/** What a refresh of a food table rewrites: everything that comes from the data. */
const REFRESHED = [
  'source',
  'state',
  'name',
  'scientificName',
  'localNames',
  'commonNames',
  'group',
  'diet',
  'kcal',
  'protein',
  'fat',
  'carbs',
  'fibre',
  'iron',
  'calcium',
  'vitaminC',
  'folate',
  'portions',
] as const;

const column = (key: keyof typeof foods.$inferInsert) => `"${foods[key as 'name'].name}"`;

/**
 * Inserts or refreshes foods that come with a code (IFCT 2017, INDB), by code: running it
 * at every start is safe, and newer data updates the figures in place. What the practice
 * said of a food stays: its own names and its veg/egg/non-veg (other columns).
 */
export async function upsertCodedFoods(
  db: Executor,
  rows: (typeof foods.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(foods)
    .values(rows)
    .onConflictDoUpdate({
      target: foods.code,
      set: Object.fromEntries(REFRESHED.map((key) => [key, sql.raw(`excluded.${column(key)}`)])),
    });
}
