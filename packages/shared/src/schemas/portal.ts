import { z } from 'zod';
import { schemaNow } from '../clock.ts';
import { DIET_OPTIONS, LIMITS, PHONE_PATTERN } from '../constants.ts';
import { clientRecordSchema, nutritionistRecordSchema } from './admin.ts';
import { idSchema } from './common.ts';

/** The client portal's texts: dashboard, profile and goals, My Nutritionist. */
export const portalMessages = {
  goalRequired: 'Type, target, and deadline are required.',
  goalProgress: 'Invalid progress value',
  goalActive: 'You already have an active goal. Please complete or remove it first.',
  goalAlreadyComplete: 'This goal is already complete.',
  goalDeadlinePast: 'The deadline cannot be in the past.',
  goalAdded: 'Goal added successfully!',
  messageEmpty: 'Message cannot be empty.',
  ratingRange: 'Please choose a rating from 1 to 5 stars.',
  thanksForRating: 'Thanks for rating!',
  noNutritionist: 'No nutritionist assigned to you yet.',
  nameRequired: 'Name is required',
  phoneInvalid: 'Please enter a valid phone number',
  ageRange: `Age must be between ${LIMITS.age.min} and ${LIMITS.age.max}.`,
  heightRange: `Height must be between ${LIMITS.heightCm.min} and ${LIMITS.heightCm.max} cm.`,
  weightRange: `Weight must be between ${LIMITS.weightKg.min} and ${LIMITS.weightKg.max} kg.`,
  dietInvalid: 'Please choose a diet type from the list.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  // Her screens' load failures, in the spec's words.
  profileNotFound: 'Profile not found. Please contact support.',
  serverError: 'Server error. Please try again later.',
  fetchFailed: 'Failed to fetch data. Please try again.',
  dashboardLoadFailed: 'Failed to load dashboard data. Please refresh the page or try again later.',
  contactLoadFailed: 'Unable to fetch contact information. Please try again.',
  nutritionistLoadFailed: 'Failed to load nutritionist info',
  ratingFailed: 'Failed to submit rating',
  messageSendFailed: 'Failed to send message. Please try again.',
  chatSendFailed: 'Failed to send messages',
  noNutritionistChat: 'No nutritionist assigned.',
  profileUpdated: 'Profile updated successfully',
  goalUpdated: 'Goal updated',
  goalUpdateFailed: 'Failed to update goal',
  goalRemoved: 'Goal removed',
  goalRemoveFailed: 'Failed to remove goal',
} as const;

// ---- Goals ----

export const goalRecordSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  /** The spec calls the goal both title and type; both carry the same text. */
  title: z.string(),
  type: z.string(),
  target: z.string(),
  progress: z.number().int(),
  /** YYYY-MM-DD */
  deadline: z.string(),
  /** Progress 100: the goal offers only Delete. */
  completed: z.boolean(),
});
export type GoalRecord = z.infer<typeof goalRecordSchema>;

const goalProgressSchema = z.coerce
  .number({ error: portalMessages.goalProgress })
  .int(portalMessages.goalProgress)
  .min(LIMITS.goalProgress.min, portalMessages.goalProgress)
  .max(LIMITS.goalProgress.max, portalMessages.goalProgress);

const goalText = (max: number) =>
  z
    .string({ error: portalMessages.goalRequired })
    .trim()
    .min(1, portalMessages.goalRequired)
    .max(max, portalMessages.tooLong(max));

/** POST /client/goal {clientId, type, target, progress, deadline} */
export const goalInputSchema = z.object({
  clientId: idSchema,
  type: goalText(100),
  target: goalText(LIMITS.shortTextMaxLength),
  progress: z
    .union([z.literal(''), goalProgressSchema], { error: portalMessages.goalProgress })
    .optional()
    .transform((value) => (value === '' || value === undefined ? 0 : value)),
  // Not before yesterday in UTC: "today" somewhere between UTC-12 and UTC+14 always passes.
  deadline: z.iso
    .date({ error: portalMessages.goalRequired })
    .refine(
      (value) => value >= new Date(schemaNow().getTime() - 86_400_000).toISOString().slice(0, 10),
      portalMessages.goalDeadlinePast,
    ),
});
export type GoalInput = z.input<typeof goalInputSchema>;

/** POST /client/goal/update {goalId, progress}; Complete sends 100. */
export const goalUpdateSchema = z.object({ goalId: idSchema, progress: goalProgressSchema });
export type GoalUpdateInput = z.input<typeof goalUpdateSchema>;

// ---- Her record, her nutritionist, rating, message ----

/** What the portal shows of her nutritionist (no caseload counts). */
export const assignedNutritionistSchema = nutritionistRecordSchema.pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  location: true,
  address: true,
  specialization: true,
  specialty: true,
  experience: true,
  qualifications: true,
  bio: true,
  profilePicUrl: true,
});
export type AssignedNutritionist = z.infer<typeof assignedNutritionistSchema>;

/**
 * GET /client/email answers her record with her nutritionist's card, so the dashboard
 * needs only this, her weights and her meal plan (three requests).
 */
export const ownClientRecordSchema = clientRecordSchema.extend({
  assignedNutritionist: assignedNutritionistSchema.nullable(),
});
export type OwnClientRecord = z.infer<typeof ownClientRecordSchema>;

export const emailQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(LIMITS.emailMaxLength),
});

/** GET /nuts/rating?nutId&clientEmail */
export const ratingQuerySchema = z.object({
  nutId: idSchema,
  clientEmail: emailQuerySchema.shape.email,
});

/** POST /client/rateNutritionist {nutId, clientEmail, rating}: a new rating replaces hers. */
export const ratingInputSchema = ratingQuerySchema.extend({
  rating: z.coerce
    .number({ error: portalMessages.ratingRange })
    .int(portalMessages.ratingRange)
    .min(LIMITS.rating.min, portalMessages.ratingRange)
    .max(LIMITS.rating.max, portalMessages.ratingRange),
});
export type RatingInput = z.input<typeof ratingInputSchema>;
export const ratingRecordSchema = z.object({ rating: z.number().int() });

/** POST /client/sendMessage {nId, cId, content} */
export const clientMessageSchema = z.object({
  nId: idSchema,
  cId: idSchema,
  content: z
    .string({ error: portalMessages.messageEmpty })
    .trim()
    .min(1, portalMessages.messageEmpty)
    .max(
      LIMITS.messageMaxLength,
      `Please keep a message under ${LIMITS.messageMaxLength.toLocaleString('en-IN')} characters.`,
    ),
});

/** The chat composer's one field; the send call adds who writes to whom. */
export const messageContentSchema = clientMessageSchema.pick({ content: true });
export type ClientMessageInput = z.input<typeof clientMessageSchema>;

// ---- Her profile (multipart text fields) ----

/** A blank optional field clears it; otherwise the value must be in range. */
const optionalNumber = (min: number, max: number, message: string, int = false) =>
  z
    .union(
      [
        z.literal(''),
        z.coerce
          .number({ error: message })
          .min(min, message)
          .max(max, message)
          .refine((n) => !int || Number.isInteger(n), message),
      ],
      { error: message },
    )
    .optional()
    .transform((value) => (value === '' ? null : value));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, portalMessages.tooLong(max))
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * POST /client/updateProfile (multipart): name, email, phone, location, age, height,
 * Weight (capital W, as the spec sends it), diet, allergies; the photo travels beside them.
 */
export const clientProfileSchema = z.object({
  name: z
    .string({ error: portalMessages.nameRequired })
    .trim()
    .min(1, portalMessages.nameRequired)
    .max(LIMITS.nameMaxLength, portalMessages.tooLong(LIMITS.nameMaxLength)),
  email: emailQuerySchema.shape.email,
  phone: z
    .string()
    .optional()
    .transform((value) => value?.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
    .refine((value) => !value || PHONE_PATTERN.test(value), portalMessages.phoneInvalid)
    .transform((value) => (value === undefined ? undefined : value || null)),
  location: optionalText(LIMITS.shortTextMaxLength),
  age: optionalNumber(LIMITS.age.min, LIMITS.age.max, portalMessages.ageRange, true),
  height: optionalNumber(LIMITS.heightCm.min, LIMITS.heightCm.max, portalMessages.heightRange),
  Weight: optionalNumber(LIMITS.weightKg.min, LIMITS.weightKg.max, portalMessages.weightRange),
  diet: z
    .union([z.literal(''), z.enum(DIET_OPTIONS)], { error: portalMessages.dietInvalid })
    .optional()
    .transform((value) => (value === '' ? null : value)),
  allergies: optionalText(500),
});
export type ClientProfileFields = z.output<typeof clientProfileSchema>;
export type ClientProfileInput = z.input<typeof clientProfileSchema>;
