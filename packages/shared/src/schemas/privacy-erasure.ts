import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { ERASURE_REASONS, ERASURE_STATUSES, PRIVACY_CLOCKS } from './privacy-constants.ts';

/** Issue 18, erasure part: every text a person reads about erasure and withdrawal. */
export const erasureTexts = {
  wrongPassword: 'That password is not correct. Enter the password you sign in with.',
  passwordRequired: 'Enter your password to confirm.',
  noPendingErasure: 'There is no erasure waiting to be cancelled.',
  withdrawalErasure:
    'You withdrew consent, so your data will be erased. To keep your account, give consent again.',
  requested: `Your account is set to be erased in ${PRIVACY_CLOCKS.erasureNoticeHours} hours. You can cancel until then.`,
  noticeExplained: `It happens ${PRIVACY_CLOCKS.erasureNoticeHours} hours after you ask; we email you, and you can cancel until then.`,
  cancelled: 'Erasure cancelled. Your account and records stay as they are.',
  withdrawn:
    'Consent withdrawn. We have stopped using your data and your account will be erased after the notice period.',
  alreadyWithdrawn: 'You have already withdrawn consent.',
  consentAgainExplained:
    'Changed your mind? Give consent again to keep your account and use it as before; the erasure is then called off.',
  consentAgain:
    'Thank you. Your consent is recorded, the erasure is called off and your account works as before.',
  consentAgainFailed: 'Could not record your consent. Please try again.',
  fetchFailed: 'Could not load your erasure status. Please try again.',
  adminFetchFailed: 'Could not load erasure requests. Please try again.',
  erasedFetchFailed: 'Could not load conversations with deleted users. Please try again.',
  requestFailed: 'Could not send your erasure request. Please try again.',
  cancelFailed: 'Could not cancel the erasure. Please try again.',
  withdrawFailed: 'Could not withdraw consent. Please try again.',
  /** How an erased client is named wherever her words are kept (chat). */
  deletedUser: 'Deleted user',
  erasureExplained:
    'Your account, profile, assessment, goals, progress, measurements, food journal and photos, meal plans, sessions and messages will be deleted for good. Your nutritionist keeps your past messages under the name "Deleted user". A record that an erasure happened is kept, without your name or email.',
  /**
   * Issue 30: says exactly what stops and what staff still see until the erasure runs
   * (decision 020), so the text and the server's refusals say the same thing.
   */
  withdrawExplained:
    'Withdrawing consent stops the use of your data straight away: nothing new is recorded, your nutritionist stops messaging you, and your nutritionist and the practice can no longer open your health records (assessment, meal plan, journal, water and habits, measurements, progress, goals and session notes). Until your account and data are erased after the notice period, they still see your name, contact details and profile, your booked sessions (so they can cancel them) and your past messages. You can still sign in to read, export or give consent again.',
  cancelHow: 'To cancel, sign in and open Privacy & Data, then choose Cancel erasure.',
} as const;

export const erasureRequestInputSchema = z.object({
  password: z
    .string({ error: erasureTexts.passwordRequired })
    .min(1, erasureTexts.passwordRequired)
    .max(LIMITS.passwordMaxLength, erasureTexts.wrongPassword),
});
export type ErasureRequestInput = z.infer<typeof erasureRequestInputSchema>;

export const erasureRequestSchema = z.object({
  id: z.number().int(),
  reason: z.enum(ERASURE_REASONS),
  status: z.enum(ERASURE_STATUSES),
  requestedAt: z.string(),
  scheduledFor: z.string(),
});
export type ErasureRequestRecord = z.infer<typeof erasureRequestSchema>;

/** Her erasure waiting out its notice, or null. */
export const myErasureSchema = erasureRequestSchema.nullable();

export const erasureCancelledSchema = z.object({
  message: z.string(),
  request: erasureRequestSchema,
});

export const consentWithdrawnSchema = z.object({
  message: z.string(),
  withdrawnAt: z.string(),
  request: erasureRequestSchema,
});

/** One "Deleted user" conversation a nutritionist keeps after the client was erased. */
export const erasedConversationSchema = z.object({
  reference: z.string(),
  erasedAt: z.string(),
  messages: z.array(
    z.object({
      id: z.number().int(),
      fromClient: z.boolean(),
      content: z.string(),
      sentAt: z.string(),
    }),
  ),
});
export type ErasedConversation = z.infer<typeof erasedConversationSchema>;

export const adminErasuresSchema = z.object({
  pending: z.array(
    z.object({
      id: z.number().int(),
      clientName: z.string(),
      reason: z.enum(ERASURE_REASONS),
      requestedAt: z.string(),
      scheduledFor: z.string(),
      attempts: z.number().int(),
    }),
  ),
  /** Recent erasures: what and when, never who. */
  receipts: z.array(
    z.object({
      reference: z.string(),
      role: z.string(),
      reason: z.enum(ERASURE_REASONS),
      requestedAt: z.string(),
      erasedAt: z.string(),
      summary: z.record(z.string(), z.number()),
    }),
  ),
});
export type AdminErasures = z.infer<typeof adminErasuresSchema>;
