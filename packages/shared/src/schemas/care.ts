import { z } from 'zod';
import { LIMITS, MEAL_SLOTS, MEAL_TYPES, WEEKDAYS } from '../constants.ts';
import { clientRecordSchema } from './admin.ts';
import { idSchema, idWithMessage, sessionDateText, sessionInstant as instant } from './common.ts';

export const careMessages = {
  clientIdRequired: 'Client ID is required',
  dateRequired: 'Please choose a date for the appointment.',
  notesRequired: 'Please write the meeting notes.',
  weekAndWeight: 'Please select week and enter weight.',
  foodTooLong: 'Please keep each meal under 500 characters.',
  completeBeforeDay: 'A session cannot be completed before its day.',
  missedBeforeDay: 'A session can be marked missed once it has started.',
  nextSessionInvalid: 'Please choose a valid next session date.',
  nextSessionInPast: 'Please choose a next session date in the future.',
} as const;

/**
 * POST /appointments/add {appointmentDate, nId, cId}. The session dates that book a session
 * stay text: a date alone names a day, which the server places in the nutritionist's hours.
 */
export const addAppointmentSchema = z.object({
  appointmentDate: sessionDateText(careMessages.dateRequired),
  nId: idSchema,
  cId: idWithMessage(careMessages.clientIdRequired),
});
export type AddAppointmentInput = z.input<typeof addAppointmentSchema>;

/**
 * POST /appointments/complete; nextSession is the optional next date (docs/product.md,
 * "Sessions completed from their day").
 */
export const completeAppointmentSchema = z.object({
  clientId: idSchema,
  nutritionistId: idSchema,
  scheduledAt: instant('Please give the appointment time.').optional(),
  notes: z
    .string({ error: careMessages.notesRequired })
    .trim()
    .min(1, careMessages.notesRequired)
    .max(LIMITS.longTextMaxLength),
  nextSession: sessionDateText(careMessages.nextSessionInvalid).nullish(),
});
export type CompleteAppointmentInput = z.input<typeof completeAppointmentSchema>;

/** POST /appointments/missed: a past session of one of her clients that did not happen. */
export const missedAppointmentSchema = z.object({
  clientId: idSchema,
  nutritionistId: idSchema,
  scheduledAt: instant('Please give the appointment time.'),
});
export type MissedAppointmentInput = z.input<typeof missedAppointmentSchema>;

export const completedAppointmentSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  notes: z.string().nullable(),
  scheduledAt: z.string(),
  client: z.array(clientRecordSchema),
});
export type CompletedAppointment = z.infer<typeof completedAppointmentSchema>;

/** GET /clients/:clientId/sessions: one client's completed sessions and their notes (issue 16). */
export const sessionNoteSchema = z.object({
  id: z.number().int(),
  scheduledAt: z.string(),
  notes: z.string().nullable(),
  /** Who held it (null once that nutritionist has left): a client may have changed hands. */
  nutritionistName: z.string().nullable(),
});
export type SessionNote = z.infer<typeof sessionNoteSchema>;

/** The spec's progress select sends "Week 1" … "Week 4"; other callers send 1–4. */
const weekLabel = /^\s*week\s*(\d+)\s*$/i;
const weekNumber = (value: unknown) =>
  typeof value === 'string' ? (weekLabel.exec(value)?.[1] ?? value) : value;

/** POST /client/progress {clientId, week, weight}: re-entering a week replaces it. */
export const progressInputSchema = z.object({
  clientId: idSchema,
  week: z.preprocess(
    weekNumber,
    z.coerce
      .number({ error: careMessages.weekAndWeight })
      .int(careMessages.weekAndWeight)
      .min(1, careMessages.weekAndWeight)
      .max(LIMITS.progressWeeks, careMessages.weekAndWeight),
  ),
  weight: z.coerce
    .number({ error: careMessages.weekAndWeight })
    .min(LIMITS.weightKg.min, careMessages.weekAndWeight)
    .max(LIMITS.weightKg.max, careMessages.weekAndWeight),
});
export type ProgressInput = z.input<typeof progressInputSchema>;

/** A recorded week, as GET /client/progress answers it: [{week, weight}] by week. */
export const progressEntrySchema = z.object({ week: z.number().int(), weight: z.number() });
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

/** One meal of a weekly plan; its food is what the plan form checks too. */
export const mealSchema = z.object({
  meal: z.enum(MEAL_TYPES),
  food: z.string().trim().max(500, careMessages.foodTooLong),
});

/** POST /nuts/addWeeklyMealPlan: the whole week, weekday → [{meal, food}]; blank cells are empty. */
export const weeklyMealPlanSchema = z.object({
  nId: idSchema,
  cId: idWithMessage(careMessages.clientIdRequired),
  weeklyMeals: z.partialRecord(z.enum(WEEKDAYS), z.array(mealSchema).max(MEAL_TYPES.length)),
});
export type WeeklyMealPlanInput = z.input<typeof weeklyMealPlanSchema>;

export const mealPlanSchema = z.record(
  z.string(),
  z.array(z.object({ meal: z.enum(MEAL_SLOTS), food: z.string() })),
);
export type MealPlan = z.infer<typeof mealPlanSchema>;

export const sendMessageSchema = z.object({
  nId: idSchema,
  cId: idSchema,
  content: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, 'Please enter a message')
    .max(
      LIMITS.messageMaxLength,
      `Please keep a message under ${LIMITS.messageMaxLength.toLocaleString('en-IN')} characters.`,
    ),
  sentAt: z.string().optional(),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const bulkMessageMessages = {
  noRecipients: 'Please choose at least one client.',
} as const;

const clientsCount = (n: number) => `${n} client${n === 1 ? '' : 's'}`;

/**
 * The bulk send's answer. Clients who withdrew consent are skipped, not a reason to refuse
 * the whole send (issue 30), and the answer says how many were left out.
 */
export const bulkMessageSentText = (sent: number, skipped: number) =>
  `Message sent to ${clientsCount(sent)}` +
  (skipped > 0 ? `. Not sent to ${clientsCount(skipped)} who withdrew consent.` : '');

/**
 * POST /nuts/sendBulkMessage: one text to all her clients (`all: true`) or to the chosen
 * ones, in one request and one transaction. An empty choice is refused rather than read as
 * "everyone", so a slip of the hand never messages the whole practice.
 */
export const bulkMessageSchema = z
  .object({
    nId: idSchema,
    content: sendMessageSchema.shape.content,
    all: z.boolean().optional(),
    clientIds: z.array(idSchema).max(5000).optional(),
  })
  .refine((value) => value.all === true || (value.clientIds?.length ?? 0) > 0, {
    path: ['clientIds'],
    message: bulkMessageMessages.noRecipients,
  });
export type BulkMessageInput = z.input<typeof bulkMessageSchema>;

export const bulkMessageResponseSchema = z.object({
  message: z.string(),
  sent: z.number().int(),
  /** Chosen (or all) clients left out because they withdrew consent. */
  skipped: z.number().int(),
});
export type BulkMessageResponse = z.infer<typeof bulkMessageResponseSchema>;

/** POST /client/updateDetails {id, nextSession, prevSession} */
export const updateDetailsSchema = z.object({
  id: idSchema,
  nextSession: sessionDateText(careMessages.nextSessionInvalid).nullish(),
  prevSession: instant('Please choose a valid previous session date.').nullish(),
});

/** POST /client/updateSession {cId, appointmentDate} */
export const updateSessionSchema = z.object({
  cId: idWithMessage(careMessages.clientIdRequired),
  appointmentDate: sessionDateText(careMessages.dateRequired),
});

/** POST /nuts/deleteClient {cId, email} */
export const nutritionistDeleteClientSchema = z.object({
  cId: idSchema,
  email: z.string().trim().toLowerCase().max(LIMITS.emailMaxLength).optional(),
});
