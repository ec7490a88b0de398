import type { Notifications } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { UserEvent } from '#api/lib/event-bus.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import * as repo from './notices.repository.ts';

/**
 * In-app notices (issue 16). A notice is written in the transaction of the change it tells
 * of; after the commit its live event goes to her open streams (the browser then fetches
 * her notices, so the event carries no text).
 */
export async function addNotice(db: Executor, notice: repo.NewNotice): Promise<UserEvent> {
  const id = await repo.insertNotice(db, notice);
  return {
    userId: notice.userId,
    type: 'notification',
    data: { id, kind: notice.kind, link: notice.link },
  };
}

/** GET /api/notifications: her own notices only. */
export function notices(deps: AppDeps, me: AuthUser): Promise<Notifications> {
  return repo.noticesOf(deps.db, me.id);
}

/** POST /api/notifications/read: the ids given (hers only), or all of hers. */
export async function readNotices(
  deps: AppDeps,
  me: AuthUser,
  ids: number[] | undefined,
): Promise<Notifications> {
  await repo.markNoticesRead(deps.db, me.id, ids);
  return repo.noticesOf(deps.db, me.id);
}
