import { z } from 'zod';
import { LIMITS, PHONE_PATTERN, PRICED_PLANS } from '../constants.ts';
import { ENQUIRY_COUNTRIES, INDIAN_STATES } from '../india.ts';
import { newPasswordFields } from './auth.ts';

export const publicMessages = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter a valid phone number',
  illnessRequired: 'Please tell us your health concern.',
  concernRequired: 'Please tell us how we can help.',
  termsRequired: 'Please accept the terms and conditions.',
  stateInvalid: 'Please choose your state.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  amountInvalid: 'Please choose one of our plans.',
  reachOutThanks: 'Thank you! We will reach out to you in 2 business days.',
  resetLinkSent: 'Password reset link sent to your email.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  paymentLinkSent: 'Payment link sent to your WhatsApp / SMS',
  paymentFailed: 'Payment failed, please try again',
  customPriceRequested:
    'Thank you! Our team will contact you on WhatsApp / SMS to agree your custom price.',
  tooManyForms:
    'You have sent this form several times already. Please wait a few minutes and try again.',
  signupFailed: 'Failed to sign up',
  resetFailed: 'Failed to reset password. Try again.',
  uploadReceipt:
    'After paying, please upload your payment receipt on WhatsApp so we can verify it and start your plan.',
} as const;

const text = (required: string, max: number = LIMITS.shortTextMaxLength) =>
  z.string({ error: required }).trim().min(1, required).max(max, publicMessages.tooLong(max));

/** An email typed into a form (the public ones, a data concern): required, said in the forms' words. */
export const formEmailSchema = z
  .string({ error: publicMessages.emailRequired })
  .trim()
  .min(1, publicMessages.emailRequired)
  .max(LIMITS.emailMaxLength, publicMessages.emailInvalid)
  .pipe(z.email(publicMessages.emailInvalid))
  .transform((value) => value.toLowerCase());

/** 10 digits starting 6–9 (spaces, dashes and a +91 / 0 prefix are tolerated and removed). */
export const indianPhoneSchema = z
  .string({ error: publicMessages.phoneInvalid })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(PHONE_PATTERN, publicMessages.phoneInvalid));

/** An international number for visitors outside India: + and 7 to 15 digits. */
const internationalPhoneSchema = z
  .string({ error: publicMessages.phoneInvalid })
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{7,15}$/, publicMessages.phoneInvalid));

/**
 * POST /users/sendmail — the /signup enquiry: name, health concern, phone, email, country and
 * the accepted terms are required; a state is kept only for India.
 */
export const enquiryRequestSchema = z
  .object({
    name: text(publicMessages.nameRequired, LIMITS.nameMaxLength),
    illness: text(publicMessages.illnessRequired, 500),
    phone: z.string({ error: publicMessages.phoneInvalid }).max(20, publicMessages.phoneInvalid),
    email: formEmailSchema,
    country: z.enum(ENQUIRY_COUNTRIES, { error: 'Please choose India or Outside India.' }),
    state: z.string().max(60).optional(),
    language: z.string().trim().max(60, publicMessages.tooLong(60)).optional(),
    acceptedTnC: z.literal(true, { error: publicMessages.termsRequired }),
  })
  .transform((value, ctx) => {
    const phone = (
      value.country === 'India' ? indianPhoneSchema : internationalPhoneSchema
    ).safeParse(value.phone);
    if (!phone.success) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: publicMessages.phoneInvalid });
      return z.NEVER;
    }
    // A state only means something in India; one from elsewhere is dropped, not stored.
    const state = value.country === 'India' && value.state ? value.state : undefined;
    if (state && !(INDIAN_STATES as readonly string[]).includes(state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: publicMessages.stateInvalid });
      return z.NEVER;
    }
    return { ...value, phone: phone.data, state, language: value.language || undefined };
  });
export type EnquiryRequest = z.input<typeof enquiryRequestSchema>;

/** POST /reachout */
export const reachOutRequestSchema = z.object({
  name: text(publicMessages.nameRequired, LIMITS.nameMaxLength),
  email: formEmailSchema,
  concern: text(publicMessages.concernRequired, 2000),
});
export type ReachOutRequest = z.input<typeof reachOutRequestSchema>;

/** POST /users/forgotpassword */
export const forgotPasswordRequestSchema = z.object({ email: formEmailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/**
 * POST /users/resetpassword — the link's token plus the new password twice
 * (docs/product.md, "Reset links instead of mailed passwords").
 */
export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: publicMessages.resetLinkInvalid })
      .min(20, publicMessages.resetLinkInvalid)
      .max(200),
    ...newPasswordFields,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** Amounts a plan has; the server never takes a price from the browser. */
export const PAYABLE_AMOUNTS = [
  PRICED_PLANS.silver.price,
  PRICED_PLANS.gold.price,
  PRICED_PLANS.contactSales.price,
] as const;

/** POST /users/pay */
export const payRequestSchema = z.object({
  phone: indianPhoneSchema,
  amount: z.coerce
    .number({ error: publicMessages.amountInvalid })
    .refine(
      (value) => (PAYABLE_AMOUNTS as readonly number[]).includes(value),
      publicMessages.amountInvalid,
    ),
});
export type PayRequest = z.input<typeof payRequestSchema>;

/** The payment dialog ("Pay now"): the phone, and for Silver whether to take Gold instead. */
export const paymentFormSchema = z.object({
  phone: payRequestSchema.shape.phone,
  upgrade: z.boolean(),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const payResponseSchema = z.object({
  message: z.string(),
  reference: z.string(),
  instructions: z.string(),
  /**
   * Issue 34: with Razorpay configured, its payment page for the plan (its short_url); the
   * browser goes there. Given whether or not the phone is a client's.
   */
  payUrl: z.url().optional(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;
