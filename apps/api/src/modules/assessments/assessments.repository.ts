import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assessments } from '../../db/schema/index.ts';

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
