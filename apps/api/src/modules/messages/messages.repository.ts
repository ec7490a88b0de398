import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ChatMessage, Conversation } from '@nourishwell/shared';
import type { Executor } from '../../db/client.ts';
import { clients, messages, nutritionists } from '../../db/schema/index.ts';

const stored = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  sentAt: messages.sentAt,
};

export async function insertMessage(
  db: Executor,
  message: { senderId: number; receiverId: number; content: string },
) {
  const [row] = await db.insert(messages).values(message).returning(stored);
  if (!row) throw new Error('message not stored');
  return row;
}

/** Several messages in one statement (a bulk send). */
export async function insertMessages(
  db: Executor,
  rows: Array<{ senderId: number; receiverId: number; content: string }>,
) {
  if (rows.length === 0) return [];
  return db.insert(messages).values(rows).returning(stored);
}

type Row = typeof messages.$inferSelect;

export function toChatMessage(row: Row): ChatMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    sentAt: row.sentAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const between = (a: number, b: number) =>
  or(
    and(eq(messages.senderId, a), eq(messages.receiverId, b)),
    and(eq(messages.senderId, b), eq(messages.receiverId, a)),
  );

/** One page of the conversation between two people, newest first, before a message id. */
export async function threadPage(
  db: Executor,
  a: number,
  b: number,
  page: { before?: number; limit: number },
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(between(a, b), page.before ? lt(messages.id, page.before) : undefined))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(page.limit);
  return rows.map(toChatMessage);
}

/** The whole conversation, oldest first (the spec's messagesFrom… calls). */
export async function wholeThread(db: Executor, a: number, b: number): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(between(a, b))
    .orderBy(asc(messages.sentAt), asc(messages.id));
  return rows.map(toChatMessage);
}

/** Marks read what `from` sent `reader`; answers how many were unread. */
export async function markRead(db: Executor, reader: number, from: number): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(messages.receiverId, reader), eq(messages.senderId, from), isNull(messages.readAt)),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function unreadCount(db: Executor, reader: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, reader), isNull(messages.readAt)));
  return row?.n ?? 0;
}

interface LastMessageRow {
  person: number;
  content: string | null;
  sent_at: Date | string | null;
  sender_id: number | null;
  unread: number;
}

/**
 * Her conversations with the given people, each with its last message and unread count.
 * The last message is the newer of the two directions' newest rows, each found through the
 * (sender, receiver, sent_at) index, so the list costs one index probe per person.
 */
export async function conversationsWith(
  db: Executor,
  me: number,
  people: Array<{ id: number; name: string; profilePicUrl: string | null }>,
): Promise<Conversation[]> {
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  // Both drivers answer raw SQL with { rows }; drizzle's shared type cannot say so.
  const result = (await db.execute(sql`
    select p.person, last.content, last.sent_at, last.sender_id,
      (select count(*)::int from ${messages} u
        where u.receiver_id = ${me} and u.sender_id = p.person and u.read_at is null) as unread
    from unnest(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)}) as p(person)
    left join lateral (
      select * from (
        (select content, sent_at, sender_id, id from ${messages}
          where sender_id = p.person and receiver_id = ${me} order by sent_at desc, id desc limit 1)
        union all
        (select content, sent_at, sender_id, id from ${messages}
          where sender_id = ${me} and receiver_id = p.person order by sent_at desc, id desc limit 1)
      ) both_ways order by sent_at desc, id desc limit 1
    ) last on true`)) as unknown as { rows: LastMessageRow[] };
  const byId = new Map(people.map((p) => [p.id, p]));
  const list = result.rows.map((row): Conversation => {
    const person = byId.get(Number(row.person))!;
    return {
      personId: person.id,
      name: person.name,
      profilePicUrl: person.profilePicUrl,
      lastMessage:
        row.content === null || row.sent_at === null || row.sender_id === null
          ? null
          : {
              content: row.content,
              sentAt: new Date(row.sent_at).toISOString(),
              senderId: Number(row.sender_id),
            },
      unread: Number(row.unread),
    };
  });
  // Most recent conversation first; people never written to after, by name.
  return list.sort(
    (x, y) =>
      (y.lastMessage?.sentAt ?? '').localeCompare(x.lastMessage?.sentAt ?? '') ||
      x.name.localeCompare(y.name),
  );
}

/** Who she can talk to: a nutritionist's clients, or a client's nutritionist. */
export async function chatPartners(
  db: Executor,
  me: { id: number; role: string },
): Promise<Array<{ id: number; name: string; profilePicUrl: string | null }>> {
  const columns = { id: clients.id, name: clients.name, profilePicUrl: clients.profilePicUrl };
  if (me.role === 'nutritionist')
    return db.select(columns).from(clients).where(eq(clients.nutritionistId, me.id));
  return db
    .select({
      id: nutritionists.id,
      name: nutritionists.name,
      profilePicUrl: nutritionists.profilePicUrl,
    })
    .from(clients)
    .innerJoin(nutritionists, eq(nutritionists.id, clients.nutritionistId))
    .where(eq(clients.id, me.id));
}
