import { eq, sql } from 'drizzle-orm';
import { DEFAULT_AUTOMATION_RULES, type AutomationRules } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { practiceSettings } from '#api/db/schema/index.ts';

/** The practice's rules for automatic messages (row 1; the defaults if it has none). */
export async function readRules(db: Executor): Promise<AutomationRules> {
  const [row] = await db
    .select({ automation: practiceSettings.automation })
    .from(practiceSettings)
    .where(eq(practiceSettings.id, 1));
  return row?.automation ?? DEFAULT_AUTOMATION_RULES;
}

export async function saveRules(db: Executor, rules: AutomationRules): Promise<void> {
  const values = { automation: rules, updatedAt: sql`now()` };
  await db
    .insert(practiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: practiceSettings.id, set: values });
}
