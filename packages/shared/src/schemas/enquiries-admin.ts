import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { idSchema } from './common.ts';
import { publicMessages } from './public.ts';
import { whatsappWindowSchema } from './messaging.ts';

/**
 * Issue 36: the admin's enquiries, from the /signup form and from WhatsApp messages of
 * numbers that are no client's. The server's texts; the practice works in English, so
 * these are staff texts (the screen's own words are in the catalogue, area adminEnquiries).
 */
export const enquiryMessages = {
  notFound: 'This enquiry was not found.',
  notWhatsapp: 'This enquiry came from the website form: answer it by phone or email.',
  noNumber: 'This enquiry’s number cannot receive WhatsApp messages.',
  windowClosed:
    'WhatsApp allows a free-text reply only within 24 hours of their last message, and that time has passed. Please call them or wait until they write again.',
  replyRequired: 'Please write your reply.',
  handledInvalid: 'Please say whether the enquiry is handled (true or false).',
  sourceInvalid: 'Please choose the form or WhatsApp.',
  stateInvalid: 'Please choose open or handled.',
} as const;

export const ENQUIRY_SOURCES = ['form', 'whatsapp'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
export const ENQUIRY_STATES = ['open', 'handled'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

/** GET /admin/enquiries: a page, newest first, of one source and state when given. */
export const enquiriesQuerySchema = z.object({
  source: z.enum(ENQUIRY_SOURCES, { error: enquiryMessages.sourceInvalid }).optional(),
  state: z.enum(ENQUIRY_STATES, { error: enquiryMessages.stateInvalid }).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type EnquiriesQuery = z.input<typeof enquiriesQuerySchema>;

/** One enquiry on the admin's list. */
export const adminEnquirySchema = z.object({
  id: z.number().int(),
  source: z.enum(ENQUIRY_SOURCES),
  /** The form's name, or the WhatsApp profile's name when the platform sent one. */
  name: z.string().nullable(),
  phone: z.string(),
  /** Only the form asks for an email. */
  email: z.string().nullable(),
  /** The form's health concern, or what the WhatsApp message said. */
  text: z.string(),
  /** Where the form gave them; a WhatsApp message gives none. */
  country: z.string().nullable(),
  state: z.string().nullable(),
  language: z.string().nullable(),
  receivedAt: z.string(),
  handledAt: z.string().nullable(),
  /** Who marked it handled; null when open, or when that account has since been deleted. */
  handledBy: z.string().nullable(),
  /** How many WhatsApp replies the practice sent to this enquiry. */
  replies: z.number().int(),
});
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;

export const enquiryParamsSchema = z.object({ id: idSchema });

/** PATCH /admin/enquiries/:id: mark it handled, or open again. */
export const enquiryHandledSchema = z.object({
  handled: z.boolean({ error: enquiryMessages.handledInvalid }),
});

/**
 * WhatsApp takes 4,096 characters in a text; a reply is held to the 4,000 of every chat
 * message.
 */
export const ENQUIRY_REPLY_MAX = LIMITS.messageMaxLength;

/** POST /admin/enquiries/:id/replies */
export const enquiryReplyInputSchema = z.object({
  text: z
    .string({ error: enquiryMessages.replyRequired })
    .trim()
    .min(1, enquiryMessages.replyRequired)
    .max(ENQUIRY_REPLY_MAX, publicMessages.tooLong(ENQUIRY_REPLY_MAX)),
});
export type EnquiryReplyInput = z.input<typeof enquiryReplyInputSchema>;

/** What became of a reply: from the outbox row, null when that row is gone. */
export const REPLY_STATES = ['waiting', 'sent', 'delivered', 'read', 'failed'] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

/** One message of a WhatsApp enquiry's thread: theirs ('in') or the practice's reply. */
export const enquiryThreadItemSchema = z.object({
  direction: z.enum(['in', 'out']),
  text: z.string(),
  at: z.string(),
  /** Who replied (an admin's name); null for theirs, or a deleted account. */
  by: z.string().nullable(),
  state: z.enum(REPLY_STATES).nullable(),
});
export type EnquiryThreadItem = z.infer<typeof enquiryThreadItemSchema>;

/**
 * GET /admin/enquiries/:id/whatsapp: every message from this number and every reply to it,
 * oldest first, and whether a free-text reply may go now (WhatsApp's 24-hour window from
 * their latest message) and until when.
 */
export const enquiryThreadSchema = z.object({
  phone: z.string(),
  window: whatsappWindowSchema,
  messages: z.array(enquiryThreadItemSchema),
});
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;
