import { and, asc, count, desc, eq, isNull, lt, max, sql } from 'drizzle-orm';
import type { ChatMessage } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { isoUtc, jsonBody } from '#api/db/json-sql.ts';
import { clients, messages, nutritionists } from '#api/db/schema/index.ts';

const stored = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  sentAt: messages.sentAt,
};

export async function insertMessage(
  db: Executor,
  message: { senderId: number; receiverId: number; content: string; channel?: 'app' | 'whatsapp' },
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

/**
 * Issue 36: a message she sent on WhatsApp, at the time she sent it. Its wamid is unique, so
 * the platform delivering it again stores nothing: undefined.
 */
export async function insertIncoming(
  db: Executor,
  message: {
    senderId: number;
    receiverId: number;
    content: string;
    sentAt: Date;
    externalId: string;
  },
) {
  const [row] = await db
    .insert(messages)
    .values({ ...message, channel: 'whatsapp' })
    .onConflictDoNothing()
    .returning(stored);
  return row;
}

/** When the client last wrote to the nutritionist on WhatsApp (null: never). */
export async function lastWhatsappFrom(
  db: Executor,
  clientId: number,
  nutritionistId: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(messages.sentAt) })
    .from(messages)
    .where(
      and(
        between(clientId, nutritionistId),
        eq(messages.senderId, clientId),
        eq(messages.channel, 'whatsapp'),
      ),
    );
  return row?.at ?? null;
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
    channel: row.channel,
  };
}

/** The conversation of a and b, either way, as messages_conversation_idx has it. */
const between = (a: number, b: number) =>
  and(
    sql`least(${messages.senderId}, ${messages.receiverId}) = ${Math.min(a, b)}`,
    sql`greatest(${messages.senderId}, ${messages.receiverId}) = ${Math.max(a, b)}`,
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

/** What `sender` sent `receiver`, oldest first (one half of the spec's messagesFrom… pair). */
export async function sentBy(
  db: Executor,
  sender: number,
  receiver: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(messages)
    // between() first: messages_conversation_idx finds the conversation, then one side of it.
    .where(
      and(
        between(sender, receiver),
        eq(messages.senderId, sender),
        eq(messages.receiverId, receiver),
      ),
    )
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

/**
 * Her conversations (Conversation[]) as JSON text built by PostgreSQL in one statement: her
 * people — a nutritionist's clients, or a client's nutritionist — each with the newest
 * message either way (one probe of messages_conversation_idx) and her unread count (one of
 * the partial unread index); most recent first, then people never written to by name. At
 * 500 clients, mapping, sorting and checking the rows in Node cost more than the query did
 * (bench, issue 8).
 */
export function conversationsJson(db: Executor, me: { id: number; role: string }) {
  const people =
    me.role === 'nutritionist'
      ? sql`select ${clients.id} as id, ${clients.name} as name, ${clients.profilePicUrl} as pic
          from ${clients} where ${clients.nutritionistId} = ${me.id}`
      : sql`select ${nutritionists.id} as id, ${nutritionists.name} as name,
            ${nutritionists.profilePicUrl} as pic
          from ${clients} join ${nutritionists} on ${nutritionists.id} = ${clients.nutritionistId}
          where ${clients.id} = ${me.id}`;
  return jsonBody(
    db,
    sql`
    select coalesce(json_agg(json_build_object(
        'personId', p.id,
        'name', p.name,
        'profilePicUrl', p.pic,
        'lastMessage', case when last.id is null then null else json_build_object(
          'content', last.content,
          'sentAt', ${isoUtc(sql`last.sent_at`)},
          'senderId', last.sender_id) end,
        'unread', (select count(*)::int from ${messages} u
          where u.receiver_id = ${me.id} and u.sender_id = p.id and u.read_at is null)
      ) order by last.sent_at desc nulls last, last.id desc, p.name, p.id), '[]')::text as body
    from (${people}) p
    left join lateral (
      select content, sent_at, sender_id, id from ${messages}
      where least(sender_id, receiver_id) = least(p.id, ${me.id})
        and greatest(sender_id, receiver_id) = greatest(p.id, ${me.id})
      order by sent_at desc, id desc limit 1
    ) last on true`,
  );
}
