import {
  mealPlanMessages,
  type TemplateDetail,
  type TemplateSummary,
  type templateInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { catalogueOf, type Catalogue } from '#api/modules/foods/catalogue.ts';
import { checkedWeek, mealsOf, resolveWeek } from './plan-view.ts';
import * as repo from './templates.repository.ts';

/** A template resolved like a plan: its summary and its days. */
function detailOf(catalogue: Catalogue, row: repo.TemplateRow): TemplateDetail {
  const week = resolveWeek(catalogue, mealsOf(row.days));
  return {
    id: row.id,
    name: row.name,
    dayCount: week.dayCount,
    itemCount: week.itemCount,
    weekAverage: week.weekAverage,
    createdAt: row.createdAt.toISOString(),
    days: week.days,
  };
}

const summaryOf = ({ days: _days, ...summary }: TemplateDetail): TemplateSummary => summary;

/** Her template, or 404 (another nutritionist's template is not hers to see). */
async function ownTemplate(deps: AppDeps, me: { id: number }, id: number) {
  const row = await repo.ownTemplate(deps.db, me.id, id);
  if (!row) throw notFound(mealPlanMessages.templateNotFound);
  return row;
}

/** GET /api/meal-plan-templates: the signed-in nutritionist's own, by name. */
export async function listTemplates(deps: AppDeps, me: AuthUser): Promise<TemplateSummary[]> {
  const [catalogue, rows] = await Promise.all([
    catalogueOf(deps),
    repo.templatesOf(deps.db, me.id),
  ]);
  return rows.map((row) => summaryOf(detailOf(catalogue, row)));
}

/** GET /api/meal-plan-templates/:id: to load into the builder. */
export async function readTemplate(
  deps: AppDeps,
  me: AuthUser,
  id: number,
): Promise<TemplateDetail> {
  const row = await ownTemplate(deps, me, id);
  return detailOf(await catalogueOf(deps), row);
}

/**
 * POST /api/meal-plan-templates: items checked as a plan's are. A name she already uses
 * is a 409; two saves at once are caught by the unique key (lib/unique-violation.ts).
 */
export async function addTemplate(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof templateInputSchema>,
): Promise<TemplateSummary> {
  const catalogue = await catalogueOf(deps);
  checkedWeek(catalogue, input.days);
  const row = await deps.db.transaction(async (tx) => {
    if (await repo.hasTemplateNamed(tx, actor.id, input.name))
      throw conflict(mealPlanMessages.templateNameTaken, 'TEMPLATE_NAME_TAKEN');
    const saved = await repo.insertTemplate(tx, {
      nutritionistId: actor.id,
      name: input.name,
      days: input.days,
    });
    await audit(tx, actor, 'create', 'meal_plan_template', saved.id, {
      after: { name: saved.name },
    });
    return saved;
  });
  return summaryOf(detailOf(catalogue, row));
}

/** DELETE /api/meal-plan-templates/:id: plans made from it stay as they are. */
export async function removeTemplate(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<{ message: string }> {
  const row = await ownTemplate(deps, actor, id);
  await deps.db.transaction(async (tx) => {
    await repo.deleteTemplate(tx, row.id);
    await audit(tx, actor, 'delete', 'meal_plan_template', row.id, {
      before: { name: row.name },
    });
  });
  return { message: mealPlanMessages.templateDeleted };
}
