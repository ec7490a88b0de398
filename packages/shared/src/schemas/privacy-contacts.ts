import { z } from 'zod';

/**
 * Issue 30: a client proves a phone number or email is hers with a code sent to it. Only a
 * verified contact links records made before her account (an enquiry, a payment request)
 * to her export and her erasure; a typed phone or email never does (decision 020).
 */
export const CONTACT_KINDS = ['phone', 'email'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** A code's length, life and tries: short, single use, a few tries, then send a new one. */
export const CONTACT_CODE = {
  digits: 6,
  minutes: 10,
  tries: 5,
  /** New codes a person may ask for per hour (all contacts together). */
  sendsPerHour: 5,
} as const;

const where: Record<ContactKind, string> = { phone: 'phone', email: 'email' };

export const contactTexts = {
  verified: 'Verified',
  notVerified: 'Not verified',
  verify: (contact: ContactKind) => `Verify ${where[contact]}`,
  codeLabel: 'Code',
  confirm: 'Confirm',
  sendAgain: 'Send a new code',
  codeSent: (contact: ContactKind) =>
    `We sent a ${CONTACT_CODE.digits}-digit code to your ${where[contact]}. It expires in ${CONTACT_CODE.minutes} minutes.`,
  confirmed: (contact: ContactKind) =>
    contact === 'phone' ? 'Your phone number is verified.' : 'Your email is verified.',
  codeRequired: `Enter the ${CONTACT_CODE.digits}-digit code.`,
  wrongCode: 'That code is not correct. Check it and try again.',
  codeSpent: 'That code has expired or was tried too often. Send a new code.',
  noPhone: 'Add a 10-digit phone number to your profile and save it first.',
  tooManySends: 'Too many codes asked for. Please try again in an hour.',
  explained:
    'A verified phone or email lets your data export and erasure include what you sent us before you had an account, such as an enquiry or a payment request.',
  loadFailed: 'Could not load your verified contacts. Please try again.',
  sendFailed: 'Could not send the code. Please try again.',
  confirmFailed: 'Could not check the code. Please try again.',
} as const;

export const contactParamsSchema = z.object({ contact: z.enum(CONTACT_KINDS) });

export const contactCodeInputSchema = z.object({
  code: z
    .string({ error: contactTexts.codeRequired })
    .trim()
    .regex(new RegExp(`^[0-9]{${CONTACT_CODE.digits}}$`), contactTexts.codeRequired),
});
export type ContactCodeInput = z.input<typeof contactCodeInputSchema>;

/** One contact as her account holds it, and whether (and when) she proved it hers. */
export const contactStateSchema = z.object({
  value: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});
export const verifiedContactsSchema = z.object({
  phone: contactStateSchema,
  email: contactStateSchema,
});
export type VerifiedContacts = z.infer<typeof verifiedContactsSchema>;

export const contactCodeSentSchema = z.object({
  message: z.string(),
  expiresAt: z.string(),
});
