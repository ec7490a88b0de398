import { SCHEDULING_DEFAULTS } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { syncClientSessions } from './client-sessions.repository.ts';
import { markBookedEndedBeforeMissed } from './overdue.repository.ts';

const HOUR_MS = 60 * 60_000;

/**
 * A booked session nobody completed becomes "Missed" by itself once it ended more than
 * SCHEDULING_DEFAULTS.autoMissedAfterHours ago (issue 17), so a forgotten session does
 * not stay "next" for ever. Each affected client's next/last session is derived again in
 * the same transaction. Answers how many sessions were marked.
 */
export async function markOverdueSessionsMissed(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
): Promise<number> {
  const endedBefore = new Date(now.getTime() - SCHEDULING_DEFAULTS.autoMissedAfterHours * HOUR_MS);
  return deps.db.transaction(async (tx) => {
    const clientIds = await markBookedEndedBeforeMissed(tx, endedBefore, now);
    for (const clientId of [...new Set(clientIds)].sort((a, b) => a - b))
      await syncClientSessions(tx, clientId);
    return clientIds.length;
  });
}
