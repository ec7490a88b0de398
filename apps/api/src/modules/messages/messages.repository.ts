import type { Executor } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';

export async function insertMessage(
  db: Executor,
  message: { senderId: number; receiverId: number; content: string },
) {
  const [row] = await db
    .insert(messages)
    .values(message)
    .returning({ id: messages.id, sentAt: messages.sentAt });
  return row;
}
