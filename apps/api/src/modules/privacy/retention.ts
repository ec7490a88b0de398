import type { AppDeps } from '#api/app-deps.ts';
import { scheduleErasure } from './erasure.service.ts';
import { inactiveClients } from './erasure.repository.ts';

const DAY_MS = 86_400_000;
const BATCH = 100;

/**
 * Clients who have not signed in for RETENTION_INACTIVE_DAYS (or since signing up) get an
 * erasure with the usual 48-hour notice; signing in before it runs cancels it (auth).
 * Answers how many were scheduled.
 */
export async function scheduleRetentionErasures(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'outbox' | 'log'>,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.privacy.retentionInactiveDays * DAY_MS);
  let scheduled = 0;
  for (;;) {
    const batch = await inactiveClients(deps.db, cutoff, BATCH);
    for (const client of batch) {
      const { created } = await deps.db.transaction((tx) =>
        scheduleErasure(deps, tx, client, 'retention', now),
      );
      if (created) scheduled += 1;
    }
    if (batch.length < BATCH) break;
  }
  if (scheduled > 0) deps.outbox.kick();
  return scheduled;
}
