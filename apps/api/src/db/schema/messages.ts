import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingRef } from './columns.ts';
import { users } from './users.ts';

/** Chat between a nutritionist and a client; ids are user ids (= profile ids). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: cascadingRef('sender_id', () => users.id).notNull(),
    receiverId: cascadingRef('receiver_id', () => users.id).notNull(),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Issue 36: 'whatsapp' for a message that came in (or went out) on WhatsApp. */
    channel: text('channel', { enum: ['app', 'whatsapp'] })
      .notNull()
      .default('app'),
    /** WhatsApp's id of an incoming message (wamid): a repeated delivery is refused. */
    externalId: text('external_id'),
  },
  (t) => [
    check('messages_channel_check', sql`${t.channel} in ('app', 'whatsapp')`),
    uniqueIndex('messages_external_id_unique').on(t.externalId),
    check('messages_content_check', sql`char_length(${t.content}) between 1 and 4000`),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    // A conversation's messages in time order, whichever way each went: its two people as
    // (lower id, higher id). A thread page and the list's last message are one range each.
    index('messages_conversation_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.sentAt,
      t.id,
    ),
    index('messages_receiver_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);
