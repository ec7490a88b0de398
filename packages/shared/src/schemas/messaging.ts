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
  /**
   * Issue 36: 'whatsapp' for a message she sent on WhatsApp, or a reply that also went to
   * her WhatsApp; 'app' otherwise.
   */
  channel: z.enum(['app', 'whatsapp']).default('app'),
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

/** GET /messages/whatsapp-window?with: a nutritionist's conversation with her client. */
export const whatsappWindowQuerySchema = z.object({ with: idSchema });

/**
 * Issue 36: whether a reply may also go to her WhatsApp as free text: WhatsApp allows it for
 * 24 hours after her last message there. `until` is when that ends (null: closed).
 */
export const whatsappWindowSchema = z.object({
  open: z.boolean(),
  until: z.string().nullable(),
});
export type WhatsappWindow = z.infer<typeof whatsappWindowSchema>;

/**
 * The platform's verification handshake (GET), by its documented parameter names. Each is
 * optional here: a missing or wrong one is refused as the platform expects (403), not 400.
 */
/** POST /exotel/sms-status?token=…: our secret, in the address we gave Exotel. */
export const exotelStatusQuerySchema = z.object({ token: z.string().max(200).optional() });

export const whatsappHandshakeQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});
