import { z } from 'zod';
import { LIMITS, MEAL_SLOTS } from '../constants.ts';
import { idSchema } from './common.ts';
import { ITEMS_PER_MEAL_MAX, itemInputSchema, itemViewSchema, macrosSchema } from './foods.ts';

/** The client journal (issue 16): what she ate, water, habits, and her nutritionist's comments. */
export const JOURNAL_LIMITS = {
  /** The longest range one journal read answers. */
  rangeDays: 92,
  habitsMax: 5,
  waterGlassesMax: 30,
  waterTargetDefault: 8,
  photoMaxBytes: 5 * 1024 * 1024,
  commentMaxLength: 1000,
  /** How close to her target a day's energy must be to count as on target. */
  energyTolerance: 0.1,
} as const;

/** What the Log meal dialog offers before she types (issue 32). */
export const SUGGESTION_LIMITS = {
  /** "Recent": what she logged for the same meal on the days ending with the date asked. */
  recentDays: 14,
  /** "You often have": her most logged foods on the days ending with the date asked. */
  frequentDays: 60,
  /** Foods in each of the two lists at most. */
  perList: 8,
} as const;

export const journalMessages = {
  dateInvalid: 'Please give a date as YYYY-MM-DD.',
  dateFuture: 'Please choose a date that is not in the future.',
  dateBeforeClient: 'Please choose a date from the day the account was opened.',
  mealInvalid: `Please choose a meal: ${MEAL_SLOTS.join(', ')}.`,
  rangeOrder: 'Please give a "from" date on or before the "to" date.',
  rangeTooLong: `Please ask for at most ${JOURNAL_LIMITS.rangeDays} days at a time.`,
  itemsOrNote: 'Please add at least one item or a note.',
  tooManyItems: `Please keep a meal to ${ITEMS_PER_MEAL_MAX} items or fewer.`,
  textRequired: 'Please describe what you ate.',
  textTooLong: 'Please keep each item under 200 characters.',
  noteTooLong: 'Please keep the note under 500 characters.',
  keyInvalid: 'The idempotency key must be 8 to 100 letters, digits or dashes.',
  waterRange: `Please give between 0 and ${JOURNAL_LIMITS.waterGlassesMax} glasses.`,
  waterTargetRange: `Please set a water target between 1 and ${JOURNAL_LIMITS.waterGlassesMax} glasses.`,
  habitRequired: 'Please name the habit.',
  habitTooLong: 'Please keep a habit under 120 characters.',
  tooManyHabits: `Please keep to ${JOURNAL_LIMITS.habitsMax} habits or fewer.`,
  habitRepeated: 'Please list each habit once.',
  habitNotFound: 'Habit not found',
  entryNotFound: 'Journal entry not found',
  commentRequired: 'Please write a comment.',
  commentTooLong: `Please keep a comment to ${JOURNAL_LIMITS.commentMaxLength} characters or fewer.`,
  photoType: 'Only JPG and PNG formats are allowed.',
  photoSize: 'Image must be less than 5MB.',
  photoRequired: 'Please choose a photo of the meal.',
  saved: 'Meal logged',
  // Said offline and when the server is briefly unavailable (issue 30): both wait the same way.
  queued: 'Saved on this phone; it will be sent as soon as NourishWell can be reached.',
  deleted: 'Entry removed',
  commented: 'Comment sent',
  trackingSaved: 'Water target and habits saved',
  loadFailed: 'Could not load the journal. Please try again.',
  suggestionsFailed: 'Could not load your planned, recent and usual foods. Search still works.',
} as const;

/** yyyy-mm-dd that is a real calendar date (2026-02-30 is refused). */
export const isoDateSchema = z
  .string({ error: journalMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, journalMessages.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, journalMessages.dateInvalid);

/** A journal item: a food or recipe with its amount, or what she ate in her own words. */
export const journalTextItemSchema = z.object({
  text: z
    .string({ error: journalMessages.textRequired })
    .trim()
    .min(1, journalMessages.textRequired)
    .max(LIMITS.shortTextMaxLength - 1, journalMessages.textTooLong),
});
export const journalItemInputSchema = z.union([itemInputSchema, journalTextItemSchema]);
export type JournalItemInput = z.input<typeof journalItemInputSchema>;

/** An offline entry's own key: a repeat of the same key answers the first entry. */
export const idempotencyKeySchema = z
  .string({ error: journalMessages.keyInvalid })
  .regex(/^[A-Za-z0-9-]{8,100}$/, journalMessages.keyInvalid);

/** POST /api/journal: one meal she ate (the server checks the date against her account). */
export const journalEntryInputSchema = z
  .object({
    date: isoDateSchema,
    meal: z.enum(MEAL_SLOTS),
    items: z
      .array(journalItemInputSchema)
      .max(ITEMS_PER_MEAL_MAX, journalMessages.tooManyItems)
      .default([]),
    note: z.string().trim().max(500, journalMessages.noteTooLong).nullish(),
    idempotencyKey: idempotencyKeySchema.optional(),
  })
  .refine((entry) => entry.items.length > 0 || !!entry.note, {
    message: journalMessages.itemsOrNote,
    path: ['items'],
  });
export type JournalEntryInput = z.input<typeof journalEntryInputSchema>;

/**
 * A logged food or recipe as a plan's item reads, without the per-100 g figures and
 * measures a builder recomputes with: nobody edits a logged amount in place, and leaving
 * them out makes a month's answer a third of the size (bench, issue 16).
 */
export const journalFoodItemSchema = itemViewSchema.omit({ per100g: true, portions: true });
export const journalItemViewSchema = z.union([
  journalFoodItemSchema,
  z.object({ text: z.string(), kind: z.literal('text') }),
]);
export type JournalItemView = z.infer<typeof journalItemViewSchema>;

export const journalCommentSchema = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  text: z.string(),
  createdAt: z.string(),
});
export type JournalComment = z.infer<typeof journalCommentSchema>;

export const journalEntrySchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  date: z.string(),
  meal: z.enum(MEAL_SLOTS),
  items: z.array(journalItemViewSchema),
  note: z.string().nullable(),
  /** A signed, short-lived URL: only those who may read the journal are given it. */
  photoUrl: z.string().nullable(),
  totals: macrosSchema,
  comments: z.array(journalCommentSchema),
  createdAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const habitSchema = z.object({ id: z.number().int(), title: z.string() });
export type Habit = z.infer<typeof habitSchema>;

export const journalDaySchema = z.object({
  date: z.string(),
  entries: z.array(journalEntrySchema),
  eaten: macrosSchema,
  /** The plan's day for this date's weekday; null when she has no plan for it. */
  planned: macrosSchema.nullable(),
  /** The planned meal slots, so "ate as planned" and adherence know what was meant. */
  plannedMeals: z.array(z.enum(MEAL_SLOTS)),
  water: z.number().int(),
  habits: z.array(habitSchema.extend({ done: z.boolean() })),
});
export type JournalDay = z.infer<typeof journalDaySchema>;

/** How closely a range of days kept to the plan. */
export const adherenceSchema = z.object({
  /** Planned meals with an entry ÷ planned meals, 0–100; null when nothing was planned. */
  mealsLoggedPct: z.number().nullable(),
  /** Days whose energy is within ±10 % of her target ÷ days, 0–100; null without a target. */
  energyOnTargetPct: z.number().nullable(),
  /** Days with any entry. */
  daysLogged: z.number().int(),
  days: z.number().int(),
});
export type Adherence = z.infer<typeof adherenceSchema>;

export const journalRangeQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });

/** GET /api/clients/:clientId/journal: every day of the range, oldest first. */
export const journalSchema = z.object({
  clientId: z.number().int(),
  from: z.string(),
  to: z.string(),
  waterTarget: z.number().int(),
  targets: macrosSchema.nullable(),
  days: z.array(journalDaySchema),
  adherence: adherenceSchema,
});
export type Journal = z.infer<typeof journalSchema>;

export const entryIdParamsSchema = z.object({ entryId: idSchema });
export const habitCheckParamsSchema = z.object({
  clientId: idSchema,
  habitId: idSchema,
  date: isoDateSchema,
});

/** PUT /api/clients/:clientId/water/:date: the day's glasses (absolute, so a replay is harmless). */
export const waterInputSchema = z.object({
  glasses: z.coerce
    .number({ error: journalMessages.waterRange })
    .int(journalMessages.waterRange)
    .min(0, journalMessages.waterRange)
    .max(JOURNAL_LIMITS.waterGlassesMax, journalMessages.waterRange),
});
export const waterDayParamsSchema = z.object({ clientId: idSchema, date: isoDateSchema });
export const waterDaySchema = z.object({ date: z.string(), glasses: z.number().int() });

/** PUT /api/clients/:clientId/habits/:habitId/:date: done or not (absolute, replay-safe). */
export const habitCheckInputSchema = z.object({ done: z.boolean() });
export const habitCheckSchema = z.object({
  habitId: z.number().int(),
  date: z.string(),
  done: z.boolean(),
});

const habitTitle = z
  .string({ error: journalMessages.habitRequired })
  .trim()
  .min(1, journalMessages.habitRequired)
  .max(LIMITS.nameMaxLength - 1, journalMessages.habitTooLong);

/** PUT /api/clients/:clientId/tracking: her water target and habits, set by her nutritionist. */
export const trackingInputSchema = z.object({
  waterTarget: z.coerce
    .number({ error: journalMessages.waterTargetRange })
    .int(journalMessages.waterTargetRange)
    .min(1, journalMessages.waterTargetRange)
    .max(JOURNAL_LIMITS.waterGlassesMax, journalMessages.waterTargetRange),
  /** Kept habits carry their id (their history stays); a habit left out is retired. */
  habits: z
    .array(z.object({ id: idSchema.optional(), title: habitTitle }))
    .max(JOURNAL_LIMITS.habitsMax, journalMessages.tooManyHabits)
    // One id twice would ask the server to give a kept habit two titles.
    .refine((list) => {
      const ids = list.flatMap((habit) => (habit.id === undefined ? [] : [habit.id]));
      return new Set(ids).size === ids.length;
    }, journalMessages.habitRepeated),
});
export type TrackingInput = z.input<typeof trackingInputSchema>;
export const trackingSchema = z.object({
  clientId: z.number().int(),
  waterTarget: z.number().int(),
  habits: z.array(habitSchema),
});
export type Tracking = z.infer<typeof trackingSchema>;

export const commentInputSchema = z.object({
  text: z
    .string({ error: journalMessages.commentRequired })
    .trim()
    .min(1, journalMessages.commentRequired)
    .max(JOURNAL_LIMITS.commentMaxLength, journalMessages.commentTooLong),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** GET /api/journal/suggestions: the date and meal she is about to log. */
export const journalSuggestionsQuerySchema = z.object({
  date: isoDateSchema,
  meal: z.enum(MEAL_SLOTS, { error: journalMessages.mealInvalid }),
});
export type JournalSuggestionsQuery = z.input<typeof journalSuggestionsQuerySchema>;

/**
 * What she may have eaten, each item with the amount to log (and its measures and
 * per-100 g figures, so the dialog totals and changes it at once).
 */
export const journalSuggestionsSchema = z.object({
  date: z.string(),
  meal: z.enum(MEAL_SLOTS),
  /** Her current plan's items for this meal on the date's weekday; null when none. */
  planned: z.array(itemViewSchema).nullable(),
  /** Logged for this meal lately, most recent first, one per food, as last logged. */
  recent: z.array(itemViewSchema),
  /** Her most logged foods of any meal lately, those in `recent` left out, as last logged. */
  frequent: z.array(itemViewSchema),
});
export type JournalSuggestions = z.infer<typeof journalSuggestionsSchema>;

/** POST /api/journal/:entryId/photo answers the entry with its new photo. */
export const journalPhotoParamsSchema = z.object({
  name: z.string().regex(/^[0-9a-f-]{36}\.jpg$/),
});
export const journalPhotoQuerySchema = z.object({
  exp: z.coerce.number().int(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});
