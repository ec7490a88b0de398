import { HAND_BACK_REASONS } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { cancelSession } from './session-writes.ts';
import { bookedToHandBack } from './sessions.repository.ts';

/**
 * When a client moves to another nutritionist, or a nutritionist leaves, the booked
 * sessions the old one held are cancelled (both are told, reminders stop): a session kept
 * with someone who is no longer hers would still be joined, reminded and shown to the
 * old nutritionist with the client's name. Call inside the transaction of the change.
 */
export async function cancelSessionsHandedBack(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  who: { clientId: number; keep: number | null } | { nutritionistId: number },
): Promise<number> {
  const sessions = await bookedToHandBack(tx, who);
  const reason = 'clientId' in who ? HAND_BACK_REASONS.reassigned : HAND_BACK_REASONS.left;
  for (const session of sessions) await cancelSession(deps, tx, actor, session, reason);
  return sessions.length;
}
