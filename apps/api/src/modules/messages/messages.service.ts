import type { ChatMessage } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertOwnClient, assertSelf } from '#api/modules/access/client-access.ts';
import { messageEvents, readEvents } from './message-events.ts';
import * as repo from './messages.repository.ts';

const NOT_FOUND = 'Conversation not found';

/**
 * She may read and write a conversation only with her client (a nutritionist) or her
 * nutritionist (a client). Anyone else answers 404, as if there were no conversation.
 */
async function assertPartner(deps: AppDeps, me: AuthUser, otherId: number) {
  if (me.role === 'nutritionist') await assertOwnClient(deps.db, me.id, otherId, NOT_FOUND);
  else await assertOwnClient(deps.db, otherId, me.id, NOT_FOUND);
}

/**
 * GET /messages/conversations: most recent first, with the last message and unread count,
 * as JSON text (Conversation[]).
 */
export function conversations(deps: AppDeps, me: AuthUser): Promise<string> {
  return repo.conversationsJson(deps.db, me);
}

/** GET /messages/thread: a page of one conversation, newest first. */
export async function thread(
  deps: AppDeps,
  me: AuthUser,
  query: { with: number; before?: number; limit: number },
): Promise<ChatMessage[]> {
  await assertPartner(deps, me, query.with);
  return repo.threadPage(deps.db, me.id, query.with, query);
}

/** POST /messages/read: what the other person sent her is read from now. */
export async function markRead(
  deps: AppDeps,
  me: AuthUser,
  otherId: number,
): Promise<{ count: number }> {
  await assertPartner(deps, me, otherId);
  const count = await repo.markRead(deps.db, me.id, otherId);
  if (count > 0) await deps.events.publish(readEvents(me.id, otherId));
  return { count };
}

export async function unread(deps: AppDeps, me: AuthUser): Promise<{ count: number }> {
  return { count: await repo.unreadCount(deps.db, me.id) };
}

/**
 * POST /nuts/messagesFromNut and /nuts/messagesFromClient {nId, cId}: one direction of the
 * conversation, oldest first — what the nutritionist sent (`from` 'nutritionist') or what
 * the client sent. The spec's screens call both and join them, so each answers only its
 * own half. Either of the two people may ask; anyone else gets 404.
 */
export async function messagesFrom(
  deps: AppDeps,
  me: AuthUser,
  pair: { nId: number; cId: number },
  from: 'nutritionist' | 'client',
): Promise<ChatMessage[]> {
  const other = me.role === 'nutritionist' ? pair.cId : pair.nId;
  const self = me.role === 'nutritionist' ? pair.nId : pair.cId;
  assertSelf(me, self, NOT_FOUND);
  await assertPartner(deps, me, other);
  return from === 'nutritionist'
    ? repo.sentBy(deps.db, pair.nId, pair.cId)
    : repo.sentBy(deps.db, pair.cId, pair.nId);
}

/**
 * Stores messages (one, or a bulk send in one transaction), then tells both people's open
 * streams. Ownership is the caller's to check first.
 */
export async function storeMessages(
  deps: AppDeps,
  rows: Array<{ senderId: number; receiverId: number; content: string }>,
): Promise<number> {
  const saved =
    rows.length === 1
      ? [await repo.insertMessage(deps.db, rows[0]!)]
      : await deps.db.transaction((tx) => repo.insertMessages(tx, rows));
  await deps.events.publish(saved.flatMap(messageEvents));
  return saved.length;
}
