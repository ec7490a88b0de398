import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { MEAL_SLOTS, NOTIFICATION_KINDS, PORTION_UNITS } from '@nourishwell/shared';
import { cascadingRef, keptRef, setNullRef } from './columns.ts';
import { foods, recipes } from './foods.ts';
import { clients } from './profiles.ts';
import { createdAt, updatedAt, users } from './users.ts';

const clientRef = () => cascadingRef('client_id', () => clients.id).notNull();

/**
 * One meal a client ate on a date (issue 16). An offline entry carries the device's
 * idempotency key: the unique key makes a replay answer the first entry, never a second.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    date: date('date', { mode: 'string' }).notNull(),
    meal: text('meal', { enum: MEAL_SLOTS }).notNull(),
    note: text('note'),
    /** The stored photo's name (PHOTO_NAME), served only by a signed URL. */
    photoName: text('photo_name'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('journal_entries_client_key_unique').on(t.clientId, t.idempotencyKey),
    index('journal_entries_client_date_idx').on(t.clientId, t.date),
  ],
);

/** An item of an entry: a food or recipe with its amount, or her own words. */
export const journalItems = pgTable(
  'journal_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: cascadingRef('entry_id', () => journalEntries.id).notNull(),
    position: integer('position').notNull(),
    // A food or recipe in anyone's journal cannot be deleted (no cascade): the history stays.
    foodId: keptRef('food_id', () => foods.id),
    recipeId: keptRef('recipe_id', () => recipes.id),
    quantity: real('quantity'),
    unit: text('unit', { enum: PORTION_UNITS }),
    text: text('text'),
  },
  (t) => [
    index('journal_items_entry_idx').on(t.entryId, t.position),
    index('journal_items_food_idx').on(t.foodId),
    index('journal_items_recipe_idx').on(t.recipeId),
    check(
      'journal_items_one_kind_check',
      sql`(${t.text} is not null and ${t.foodId} is null and ${t.recipeId} is null)
        or (${t.text} is null and ${t.quantity} is not null and ${t.unit} is not null
            and (${t.foodId} is null) <> (${t.recipeId} is null))`,
    ),
  ],
);

export const journalComments = pgTable(
  'journal_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: cascadingRef('entry_id', () => journalEntries.id).notNull(),
    authorId: setNullRef('author_id', () => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('journal_comments_entry_idx').on(t.entryId)],
);

/** Glasses of water on a date; the count itself is stored, so a replayed tap is harmless. */
export const waterLogs = pgTable(
  'water_logs',
  {
    clientId: clientRef(),
    date: date('date', { mode: 'string' }).notNull(),
    glasses: integer('glasses').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.date] }),
    check('water_logs_glasses_check', sql`${t.glasses} between 0 and 30`),
  ],
);

/** Her water target, set by her nutritionist (8 glasses until set). */
export const clientTracking = pgTable(
  'client_tracking',
  {
    clientId: clientRef().primaryKey(),
    waterTarget: integer('water_target').notNull().default(8),
    updatedAt: updatedAt(),
  },
  (t) => [check('client_tracking_water_check', sql`${t.waterTarget} between 1 and 30`)],
);

/** A daily yes/no habit; a retired habit keeps its history but is no longer asked. */
export const habits = pgTable(
  'habits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('habits_client_idx').on(t.clientId)],
);

/** A habit done on a date (a row is "done"; no row is "not done"). */
export const habitChecks = pgTable(
  'habit_checks',
  {
    habitId: cascadingRef('habit_id', () => habits.id).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.habitId, t.date] })],
);

/** A dated weigh-in with optional measurements; one per client and date. */
export const measurements = pgTable(
  'measurements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: real('weight_kg').notNull(),
    waistCm: real('waist_cm'),
    hipCm: real('hip_cm'),
    bodyFatPct: real('body_fat_pct'),
    recordedBy: setNullRef('recorded_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('measurements_client_date_unique').on(t.clientId, t.date),
    check('measurements_weight_check', sql`${t.weightKg} between 2 and 400`),
    check('measurements_waist_check', sql`${t.waistCm} between 30 and 250`),
    check('measurements_hip_check', sql`${t.hipCm} between 30 and 250`),
    check('measurements_body_fat_check', sql`${t.bodyFatPct} between 2 and 75`),
  ],
);

/** An in-app notice to one person (a comment on her journal, a session booked or changed). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: cascadingRef('user_id', () => users.id).notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
