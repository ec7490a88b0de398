import { z } from 'zod';
import {
  chatMessageSchema,
  conversationPairSchema,
  conversationSchema,
  markReadSchema,
  threadQuerySchema,
  unreadCountSchema,
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
});
