import { and, asc, eq } from 'drizzle-orm';
import type { MealPlanDays } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { mealPlanTemplates } from '#api/db/schema/index.ts';

export type TemplateRow = typeof mealPlanTemplates.$inferSelect;

/** Her templates, by name. */
export function templatesOf(db: Executor, nutritionistId: number): Promise<TemplateRow[]> {
  return db
    .select()
    .from(mealPlanTemplates)
    .where(eq(mealPlanTemplates.nutritionistId, nutritionistId))
    .orderBy(asc(mealPlanTemplates.name), asc(mealPlanTemplates.id));
}

/** One template, only if it is hers. */
export async function ownTemplate(
  db: Executor,
  nutritionistId: number,
  id: number,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(mealPlanTemplates)
    .where(and(eq(mealPlanTemplates.id, id), eq(mealPlanTemplates.nutritionistId, nutritionistId)))
    .limit(1);
  return row;
}

export async function hasTemplateNamed(
  db: Executor,
  nutritionistId: number,
  name: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: mealPlanTemplates.id })
    .from(mealPlanTemplates)
    .where(
      and(eq(mealPlanTemplates.nutritionistId, nutritionistId), eq(mealPlanTemplates.name, name)),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTemplate(
  db: Executor,
  row: { nutritionistId: number; name: string; days: MealPlanDays },
): Promise<TemplateRow> {
  const [saved] = await db.insert(mealPlanTemplates).values(row).returning();
  if (!saved) throw new Error('template not stored');
  return saved;
}

export async function deleteTemplate(db: Executor, id: number): Promise<void> {
  await db.delete(mealPlanTemplates).where(eq(mealPlanTemplates.id, id));
}
