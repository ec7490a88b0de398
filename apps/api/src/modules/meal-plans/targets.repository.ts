import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Macros } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { assessments, clientTargets, clients, nutritionists } from '#api/db/schema/index.ts';

type TargetsRow = typeof clientTargets.$inferSelect;

/** The daily figures of a stored row, as plans and targets answer them. */
export const figuresOf = (t: TargetsRow): Macros => ({
  kcal: t.kcal,
  protein: t.protein,
  carbs: t.carbs,
  fat: t.fat,
  fibre: t.fibre,
});

/** Her targets, with the name of the nutritionist who set them. */
export async function targetsOf(db: Executor, clientId: number) {
  const [row] = await db
    .select({ targets: clientTargets, setByName: nutritionists.name })
    .from(clientTargets)
    .leftJoin(nutritionists, eq(nutritionists.id, clientTargets.setBy))
    .where(eq(clientTargets.clientId, clientId))
    .limit(1);
  return row;
}

/** What a suggestion rests on: her profile, and the newest assessment that measured her. */
export async function basisOf(db: Executor, clientId: number) {
  const [profile] = await db
    .select({
      age: clients.age,
      gender: clients.gender,
      weight: clients.weight,
      height: clients.height,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  const [measured] = await db
    .select({ weight: assessments.weight, height: assessments.height })
    .from(assessments)
    .where(
      and(
        eq(assessments.clientId, clientId),
        or(isNotNull(assessments.weight), isNotNull(assessments.height)),
      ),
    )
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .limit(1);
  return { profile, measured };
}

export async function saveTargets(db: Executor, row: Omit<TargetsRow, 'setAt'>): Promise<void> {
  const { clientId: _clientId, ...figures } = row;
  await db
    .insert(clientTargets)
    .values(row)
    .onConflictDoUpdate({
      target: clientTargets.clientId,
      set: { ...figures, setAt: sql`now()` },
    });
}
