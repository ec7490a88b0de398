import {
  foodMessages,
  NUTRIENT_KEYS,
  portionsFor,
  type customFoodInputSchema,
  type foodPracticeInputSchema,
  type FoodDetail,
  type Nutrients,
  per100gAnswer,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import * as repo from './foods.repository.ts';
import { parseLocalNameText } from './local-names.ts';

type CustomFoodInput = z.output<typeof customFoodInputSchema>;

const nutrientsOf = (row: Nutrients): Nutrients =>
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, row[key]])) as Nutrients;

function detailOf(row: repo.FoodRow): FoodDetail {
  return {
    id: row.id,
    kind: row.code === null ? 'custom' : 'food',
    name: row.name,
    group: row.group,
    diet: row.practiceDiet ?? row.diet,
    dataDiet: row.diet,
    source: row.source,
    state: row.state,
    per100g: per100gAnswer(nutrientsOf(row)),
    portions: portionsFor(row.group, row.portions),
    code: row.code,
    scientificName: row.scientificName,
    localNames: row.localNames,
    commonNames: row.commonNames,
    practiceNames: row.practiceNames,
    dietSetByPractice: row.practiceDiet !== null,
    createdBy: row.createdBy === null ? null : { id: row.createdBy, name: row.creatorName ?? '' },
    deleted: row.deletedAt !== null,
  };
}

function valuesOf(input: CustomFoodInput): repo.PracticeFoodValues {
  return {
    name: input.name,
    localNames: parseLocalNameText(input.localNames),
    group: input.group,
    diet: input.diet,
    state: input.state,
    ...input.per100g,
    portions: input.portions,
  };
}

/** GET /api/foods/:id: an IFCT food or a practice food, also once deleted (old plans). */
export async function food(deps: AppDeps, id: number): Promise<FoodDetail> {
  const row = await repo.findFood(deps.db, id);
  if (!row) throw notFound(foodMessages.foodNotFound);
  return detailOf(row);
}

/** GET /api/custom-foods */
export async function customFoods(deps: AppDeps): Promise<FoodDetail[]> {
  return (await repo.practiceFoods(deps.db)).map(detailOf);
}

/** A practice food still in use; IFCT foods and deleted ones are not the practice's to change. */
async function livePracticeFood(db: Executor, id: number) {
  const row = await repo.findFood(db, id);
  if (!row || row.code !== null || row.deletedAt !== null)
    throw notFound(foodMessages.foodNotFound);
  return row;
}

/** POST /api/custom-foods: any nutritionist adds to the practice's foods. */
export async function addCustomFood(
  deps: AppDeps,
  actor: Actor,
  input: CustomFoodInput,
): Promise<FoodDetail> {
  const values = valuesOf(input);
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertPracticeFood(tx, values, actor.id);
    await audit(tx, actor, 'create', 'custom_food', created, { after: values });
    return created;
  });
  return food(deps, id);
}

/**
 * PUT /api/custom-foods/:id: recipes and plans using it read the new values. A measure
 * they use may not be removed: "2 piece" would otherwise read as some other weight.
 */
export async function updateCustomFood(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: CustomFoodInput,
): Promise<FoodDetail> {
  const values = valuesOf(input);
  await deps.db.transaction(async (tx) => {
    const before = detailOf(await livePracticeFood(tx, id));
    const kept = new Set(portionsFor(values.group, values.portions).map((p) => p.unit));
    const removed = before.portions.map((p) => p.unit).filter((unit) => !kept.has(unit));
    if ((await repo.unitsInUse(tx, id, removed)).length > 0)
      throw badRequest(foodMessages.measureInUse);
    await repo.updatePracticeFood(tx, id, values);
    await audit(tx, actor, 'update', 'custom_food', id, { before, after: values });
  });
  return food(deps, id);
}

/**
 * PUT /api/foods/:id/practice: the practice's own names for an IFCT or INDB food and,
 * where the tag derived from the data is wrong, veg, egg or non-veg. A practice food is
 * changed through its own form instead.
 */
export async function setFoodPractice(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: z.output<typeof foodPracticeInputSchema>,
): Promise<FoodDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findFood(tx, id);
    if (!row) throw notFound(foodMessages.foodNotFound);
    if (row.code === null) throw badRequest(foodMessages.notPracticeFood);
    const before = { names: row.practiceNames, diet: row.practiceDiet };
    await repo.setPracticeView(tx, id, input.names, input.diet);
    await audit(tx, actor, 'update', 'food_practice_view', id, { before, after: input });
  });
  return food(deps, id);
}

/** DELETE /api/custom-foods/:id: out of search; recipes and plans still read it. */
export async function deleteCustomFood(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    const before = detailOf(await livePracticeFood(tx, id));
    await repo.softDeleteFood(tx, id);
    await audit(tx, actor, 'delete', 'custom_food', id, { before });
  });
  return { message: 'Food removed' };
}
