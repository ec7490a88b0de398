import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { assessments, nutritionists } from '#api/db/schema/index.ts';

export type AssessmentRow = typeof assessments.$inferSelect;
export type NewAssessment = typeof assessments.$inferInsert;

/** Every submission is a new row; nothing is overwritten. */
export async function insertAssessment(db: Executor, row: NewAssessment): Promise<AssessmentRow> {
  const [created] = await db.insert(assessments).values(row).returning();
  if (!created) throw new Error('assessment not stored');
  return created;
}

/** The current assessment: the newest version. */
export async function latestAssessment(
  db: Executor,
  clientId: number,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(eq(assessments.clientId, clientId))
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .limit(1);
  return row;
}

/** One version of this client's assessment, by its id. */
export async function assessmentVersion(
  db: Executor,
  clientId: number,
  versionId: number,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.clientId, clientId), eq(assessments.id, versionId)))
    .limit(1);
  return row;
}

/** Every stored version, newest first, with who wrote it; just the dates and authors. */
export function assessmentHistory(db: Executor, clientId: number) {
  return db
    .select({
      id: assessments.id,
      createdAt: assessments.createdAt,
      nutritionistId: assessments.nutritionistId,
      nutritionistName: nutritionists.name,
    })
    .from(assessments)
    .leftJoin(nutritionists, eq(nutritionists.id, assessments.nutritionistId))
    .where(eq(assessments.clientId, clientId))
    .orderBy(desc(assessments.createdAt), desc(assessments.id));
}
