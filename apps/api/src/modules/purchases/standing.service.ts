import { billingMessages, type PackageStanding } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { conflict } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertMayReachClient } from '#api/modules/access/client-access.ts';
import * as packages from '#api/modules/packages/packages.service.ts';
import { clientsOf, purchasesUpTo, type StandingRow } from './standing.repository.ts';

/**
 * Where a client stands with her packages on a day (issue 34): the package running that day
 * and its sessions left, else whether one awaits payment or her last one ended. What the
 * booking screens warn about, the client list shows, and a booking is refused for when the
 * practice chose so.
 */
export function standingOf(
  clientId: number,
  rows: StandingRow[],
  day: string,
  blockBeyondSessions: boolean,
): PackageStanding {
  const hers = rows.filter((row) => row.clientId === clientId);
  const running = hers.find((row) => row.status === 'active' && row.validUntil >= day);
  const unpaid = hers.find((row) => row.status === 'awaiting_payment');
  const ended = hers.find((row) => row.status === 'active');
  const shown = running ?? unpaid ?? ended;
  const left =
    shown?.sessionsIncluded === null || shown?.sessionsIncluded === undefined
      ? null
      : Math.max(0, shown.sessionsIncluded - shown.sessionsUsed);
  const standing = running
    ? left === 0
      ? 'usedUp'
      : 'active'
    : unpaid
      ? 'awaitingPayment'
      : ended
        ? 'expired'
        : 'none';
  return {
    clientId,
    standing,
    packageName: shown?.packageName ?? null,
    validUntil: shown?.validUntil ?? null,
    sessionsIncluded: shown?.sessionsIncluded ?? null,
    sessionsUsed: shown?.sessionsUsed ?? 0,
    sessionsLeft: left,
    blockBeyondSessions,
  };
}

async function standings(deps: AppDeps, db: Executor, clientIds: number[], day: string) {
  const [rows, settings] = await Promise.all([
    purchasesUpTo(db, clientIds, day, deps.config.defaultTimeZone),
    packages.practiceBilling(db),
  ]);
  const block = settings?.blockBeyondSessions ?? false;
  return clientIds.map((id) => standingOf(id, rows, day, block));
}

const today = (deps: AppDeps) => isoDateFromToday(deps.config.defaultTimeZone, 0, deps.clock.now());

/** GET /clients/:clientId/package-standing: she herself, or her own nutritionist. */
export async function packageStanding(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
  day: string | undefined,
): Promise<PackageStanding> {
  await assertMayReachClient(deps.db, me, clientId);
  const [standing] = await standings(deps, deps.db, [clientId], day ?? today(deps));
  return standing!;
}

/** GET /nutritionist/package-standings: every client of hers, today. */
export async function caseloadStandings(deps: AppDeps, me: AuthUser) {
  return standings(deps, deps.db, await clientsOf(deps.db, me.id), today(deps));
}

/**
 * A booking for `day` (yyyy-mm-dd in the practice's zone) when the practice refuses
 * bookings beyond a package's sessions: 409 unless a package runs that day with a session
 * left. Inside the booking's transaction, so two bookings at once see each other's session.
 */
export async function assertSessionLeft(
  deps: AppDeps,
  tx: Executor,
  clientId: number,
  day: string,
): Promise<void> {
  const [standing] = await standings(deps, tx, [clientId], day);
  if (standing?.blockBeyondSessions && standing.standing !== 'active')
    throw conflict(billingMessages.noSessionsLeft, 'NO_SESSIONS_LEFT');
}
