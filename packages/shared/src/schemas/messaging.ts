import { z } from 'zod';
import { idSchema } from './common.ts';

/** One chat message as every messaging call answers it, in the spec's field names. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  content: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /nuts/messagesFromNut and /nuts/messagesFromClient {nId, cId} */
export const conversationPairSchema = z.object({ nId: idSchema, cId: idSchema });

/** A row of the conversation list: the other person, the last message, what is unread. */
export const conversationSchema = z.object({
  personId: z.number().int(),
  name: z.string(),
  profilePicUrl: z.string().nullable(),
  lastMessage: z
    .object({ content: z.string(), sentAt: z.string(), senderId: z.number().int() })
    .nullable(),
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /messages/thread?with&before&limit: one page, newest first; `before` is a message id. */
export const threadQuerySchema = z.object({
  with: idSchema,
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** POST /messages/read {with}: everything the other person sent her is read now. */
export const markReadSchema = z.object({ with: idSchema });

export const unreadCountSchema = z.object({ count: z.number().int() });
