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

/** Several messages in one statement (a bulk send); answers how many were stored. */
export async function insertMessages(
  db: Executor,
  rows: Array<{ senderId: number; receiverId: number; content: string }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await db.insert(messages).values(rows).returning({ id: messages.id });
  return stored.length;
}
