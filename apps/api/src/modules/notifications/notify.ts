import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { OutgoingMessage } from '#api/integrations/transport.ts';
import { describeWaiting } from './outbox-dispatcher.ts';
import { enqueueOnce } from './outbox.repository.ts';

/**
 * Writes a message to the outbox inside the caller's transaction, so it exists exactly
 * when the change that caused it does. Call `deps.outbox.kick()` after the commit.
 * Answers the row's id, or null when its `dedupeKey` was taken (sent once already).
 */
export async function queueMessage(
  deps: Pick<AppDeps, 'outbox' | 'log'>,
  db: Executor,
  message: OutgoingMessage,
): Promise<number | null> {
  const id = await enqueueOnce(db, message);
  if (id !== null && !deps.outbox.canDeliver(message.channel)) {
    deps.log.info({ outboxId: id }, describeWaiting(message.channel, id));
  }
  return id;
}
