import { z } from 'zod';
import { LIMITS, PLAN_OPTIONS } from '../constants.ts';
import { careMessages } from './care.ts';
import { clientLanguage, genderSchema, sessionDateText } from './common.ts';

const fill = 'Please fill in all the fields.';
const required = (max: number) => z.string({ error: fill }).trim().min(1, fill).max(max, fill);

/**
 * The nutritionist's Add New Client (on My Clients): every field required; Custom needs its
 * text.
 * The spec's form also sends a plan text for any plan and may send a next session (a date
 * alone is placed on that day); both are kept.
 */
export const nutritionistClientAddSchema = z
  .object({
    name: required(LIMITS.nameMaxLength),
    age: z.coerce
      .number({ error: fill })
      .int(fill)
      .min(LIMITS.age.min, fill)
      .max(LIMITS.age.max, fill),
    email: z
      .string({ error: fill })
      .trim()
      .min(1, fill)
      .max(LIMITS.emailMaxLength)
      .pipe(z.email('Invalid email format'))
      .transform((v) => v.toLowerCase()),
    phone: z
      .string({ error: fill })
      .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
      .pipe(
        z
          .string()
          .min(1, fill)
          .regex(/^[6-9]\d{9}$/, 'Please enter a valid phone number'),
      ),
    gender: genderSchema(fill),
    location: required(LIMITS.shortTextMaxLength),
    issue: required(500),
    plan: z.enum(PLAN_OPTIONS, { error: fill }),
    planDescription: z.string().trim().max(500).optional(),
    language: clientLanguage,
    nextSession: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      sessionDateText(careMessages.nextSessionInvalid).optional(),
    ),
  })
  .refine((value) => value.plan !== 'Custom' || Boolean(value.planDescription), {
    path: ['planDescription'],
    message: 'Please enter your custom plan.',
  });
export type NutritionistClientAddInput = z.input<typeof nutritionistClientAddSchema>;

/** The text fields of POST /nuts/updateProfile (multipart); qualifications arrive as JSON. */
export const nutritionistProfileSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.nameMaxLength),
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().max(LIMITS.emailMaxLength),
  specialization: z
    .string({ error: 'Specialization is required' })
    .trim()
    .min(1, 'Specialization is required')
    .max(LIMITS.shortTextMaxLength),
  experience: z
    .union([
      z.literal(''),
      z.coerce
        .number()
        .int('Experience must be whole years.')
        .min(0, 'Experience must be between 0 and 70 years.')
        .max(70, 'Experience must be between 0 and 70 years.'),
    ])
    .transform((value) => (value === '' ? null : value))
    .optional(),
  bio: z.string().trim().max(2000, 'Please keep your bio under 2000 characters.').optional(),
  qualifications: z
    .string()
    .optional()
    .transform((value, ctx) => {
      // Not sent: the stored list is kept. Sent empty: the list is cleared.
      if (value === undefined) return undefined;
      if (!value) return [];
      try {
        const list: unknown = JSON.parse(value);
        if (
          Array.isArray(list) &&
          list.every(
            (item) => typeof item === 'string' && item.trim().length > 0 && item.length <= 120,
          ) &&
          list.length <= 20
        ) {
          return list.map((item: string) => item.trim());
        }
      } catch {
        // Reported below.
      }
      ctx.addIssue({
        code: 'custom',
        message: 'Qualifications must be a list of up to 20 short entries.',
      });
      return z.NEVER;
    }),
});
export type NutritionistProfileFields = z.output<typeof nutritionistProfileSchema>;

/** What the nutritionist's screens say when a call fails. */
export const nutritionistMessages = {
  fillAllFields: fill,
  clientsLoadFailed: 'Failed to load client data. Please try again.',
  dashboardFailed: (reason: string) => `Error loading dashboard: ${reason}`,
  sectionFailed: (what: string) => `Could not load ${what}. Please try again later.`,
  loadFailed: 'Failed to fetch data. Please try again.',
  assessmentLoadFailed: 'Failed to load previous assessment data.',
  notFound: 'Nutritionist data not found',
  addAppointmentFailed: 'Failed to add appointment',
  addClientFailed: 'Failed to add client',
  bulkMessageFailed: 'Failed to send messages',
  deleteFailed: 'Failed to delete user',
  mealPlanFailed: 'Failed to send meal plan',
  progressFailed: 'Failed to update progress.',
  completeFailed: 'Could not complete appointment',
  rescheduleFailed: 'Could not reschedule the session',
  missedFailed: 'Could not mark the session missed',
  messageFailed: (name: string) => `Unable to send message to ${name}`,
  updateFailed: (reason?: string) => (reason ? `Update failed. ${reason}` : 'Update failed.'),
} as const;
