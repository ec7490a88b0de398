import type { DietTag } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { dietOfClient, loggedCounts } from './eater.repository.ts';

/**
 * What search knows of the client who asks: the tags she does not eat (shown last, or
 * not at all when she asks), and how often she logged each food lately (shown first).
 */
export interface Eater {
  avoids: ReadonlySet<DietTag>;
  /** Times logged in the last 60 days, by search key ("f12", "r3"). */
  usual: ReadonlyMap<string, number>;
}

/** Her usual foods are those of the last two months: a diet changes, a habit moves on. */
const USUAL_DAYS = 60;

/** India's "vegetarian" eats no egg; a vegan neither (dairy is not told apart in the data). */
const AVOIDS: Record<string, readonly DietTag[]> = {
  Vegetarian: ['egg', 'nonveg'],
  Vegan: ['egg', 'nonveg'],
};

export const NO_EATER: Eater = { avoids: new Set(), usual: new Map() };

export function eaterOf(deps: AppDeps, clientId: number): Promise<Eater> {
  return deps.readCache.remember(
    `eater:${clientId}`,
    ['clients', 'journal_entries', 'journal_items'],
    async () => {
      // Today and the 59 days before it.
      const from = isoDateFromToday(deps.config.defaultTimeZone, 1 - USUAL_DAYS, deps.clock.now());
      const [diet, counts] = await Promise.all([
        dietOfClient(deps.db, clientId),
        loggedCounts(deps.db, clientId, from),
      ]);
      const usual = new Map<string, number>();
      for (const row of counts) {
        const key = row.recipeId !== null ? `r${row.recipeId}` : `f${row.foodId ?? 0}`;
        usual.set(key, row.times);
      }
      return { avoids: new Set(AVOIDS[diet ?? ''] ?? []), usual };
    },
  );
}
