import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { OutgoingMessage } from '#api/integrations/transport.ts';
import { describeWaiting } from './outbox-dispatcher.ts';
import { enqueue } from './outbox.repository.ts';

/**
 * Writes a message to the outbox inside the caller's transaction, so it exists exactly
 * when the change that caused it does. Call `deps.outbox.kick()` after the commit.
 */
export async function queueMessage(
  deps: Pick<AppDeps, 'outbox' | 'log'>,
  db: Executor,
  message: OutgoingMessage,
): Promise<void> {
  const id = await enqueue(db, message);
  if (!deps.outbox.canDeliver(message.channel)) {
    deps.log.info({ outboxId: id }, describeWaiting(message.channel, id));
  }
}
