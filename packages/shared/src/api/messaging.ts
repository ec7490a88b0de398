import { z } from 'zod';
import {
  chatMessageSchema,
  conversationPairSchema,
  conversationSchema,
  markReadSchema,
  threadQuerySchema,
  unreadCountSchema,
  exotelStatusQuerySchema,
  whatsappHandshakeQuerySchema,
  whatsappWindowQuerySchema,
  whatsappWindowSchema,
} from '../schemas/messaging.ts';
import { defineEndpoints } from './endpoint.ts';

/** Both people of a conversation, nobody else (docs/product.md, "Live chat"). */
const chat = {
  tags: ['messages'],
  access: ['nutritionist', 'client'],
  errors: [400, 401, 403, 404],
} as const;

/** Chat: the conversation list, threads, read marks, the unread count and the live stream. */
export const messagingEndpoints = defineEndpoints({
  // The spec's two chat screens each join these two answers: one direction from each, or
  // every message would show twice. Our own screens read whole conversations (thread).
  messagesFromNut: {
    ...chat,
    method: 'POST',
    path: '/nuts/messagesFromNut',
    summary: 'What nutritionist nId sent client cId, oldest first',
    body: conversationPairSchema,
    response: z.array(chatMessageSchema),
  },
  messagesFromClient: {
    ...chat,
    method: 'POST',
    path: '/nuts/messagesFromClient',
    summary: 'What client cId sent nutritionist nId, oldest first',
    body: conversationPairSchema,
    response: z.array(chatMessageSchema),
  },
  conversations: {
    ...chat,
    method: 'GET',
    path: '/messages/conversations',
    summary: 'Her conversations, most recent first, with the last message and unread count',
    response: z.array(conversationSchema),
  },
  thread: {
    ...chat,
    method: 'GET',
    path: '/messages/thread',
    summary: 'One page of a conversation, newest first (before: a message id)',
    query: threadQuerySchema,
    response: z.array(chatMessageSchema),
  },
  markRead: {
    ...chat,
    method: 'POST',
    path: '/messages/read',
    summary: 'Mark read what the other person sent her',
    body: markReadSchema,
    response: unreadCountSchema,
  },
  unread: {
    ...chat,
    method: 'GET',
    path: '/messages/unread',
    summary: 'How many messages sent to her are unread',
    response: unreadCountSchema,
  },
  /** A stream, not JSON: the handler writes it itself; the browser reads it in lib/live-events. */
  events: {
    ...chat,
    method: 'GET',
    path: '/events',
    summary: 'Server-Sent Events: her own message and read events, heartbeat every 25 s',
    errors: [401, 403],
    produces: ['text/event-stream'],
  },
  whatsappWindow: {
    ...chat,
    access: ['nutritionist'],
    method: 'GET',
    path: '/messages/whatsapp-window',
    summary:
      'Whether her reply to this client also goes to the client’s WhatsApp (24 h after the client’s last WhatsApp message)',
    query: whatsappWindowQuerySchema,
    response: whatsappWindowSchema,
  },
  /** Issue 36: the WhatsApp Cloud platform's calls; 404 while the app secret is not set. */
  whatsappHandshake: {
    tags: ['whatsapp'],
    access: 'public',
    errors: [400, 403, 404],
    method: 'GET',
    path: '/whatsapp/webhook',
    summary:
      'The platform’s verification handshake: answers hub.challenge as text when hub.verify_token matches',
    query: whatsappHandshakeQuerySchema,
    produces: ['text/plain'],
  },
  whatsappWebhook: {
    tags: ['whatsapp'],
    access: 'public',
    errors: [400, 404, 413],
    method: 'POST',
    path: '/whatsapp/webhook',
    summary:
      'The platform’s signed notices (X-Hub-Signature-256 over the raw body): incoming messages and delivery statuses',
  },
  exotelSmsStatus: {
    tags: ['sms'],
    access: 'public',
    errors: [400, 403, 404, 413, 415],
    method: 'POST',
    path: '/exotel/sms-status',
    summary:
      'Exotel’s delivery report of an SMS (form fields SmsSid, Status, DetailedStatus), at the address with our token that each send gave it',
    query: exotelStatusQuerySchema,
  },
});
