import { asc } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { foods, recipeIngredients, recipes } from '#api/db/schema/index.ts';

/** Every row the catalogue is built from, deleted ones too; ingredients in position order. */
export function catalogueRows(db: Executor) {
  return Promise.all([
    db.select().from(foods),
    db.select().from(recipes),
    db.select().from(recipeIngredients).orderBy(asc(recipeIngredients.position)),
  ]);
}
