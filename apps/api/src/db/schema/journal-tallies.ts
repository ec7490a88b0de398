import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { MEAL_SLOTS } from '@nourishwell/shared';
import { cascadingRef } from './columns.ts';
import { clients } from './profiles.ts';

/*
 * Tallies of the journal that the database keeps itself: triggers on journal_entries and
 * journal_items (migration 0021) change them in the same statement as the journal, so they
 * can never disagree with it. The admin's Practice health reads a year of adherence from
 * them instead of reading a year of journal entries and their items. The app never writes
 * them.
 */

const clientRef = () => cascadingRef('client_id', () => clients.id).notNull();

/** How many items she logged for a meal slot on a day, over all her entries of that slot. */
export const journalDayMeals = pgTable(
  'journal_day_meals',
  {
    clientId: clientRef(),
    date: date('date', { mode: 'string' }).notNull(),
    meal: text('meal', { enum: MEAL_SLOTS }).notNull(),
    /** The meal counts as logged while this is above 0. */
    items: integer('items').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.date, t.meal] }),
    // Every client's today, and any day after it (Practice health leaves those out).
    index('journal_day_meals_date_idx').on(t.date),
  ],
);

/**
 * For a meal slot and a month: on how many of the month's Mondays, Tuesdays, … she logged
 * it (journal_day_meals above 0). A meal plan is a week of weekdays, so these are what
 * adherence to it adds up.
 */
export const journalMonthMeals = pgTable(
  'journal_month_meals',
  {
    clientId: clientRef(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    meal: text('meal', { enum: MEAL_SLOTS }).notNull(),
    monday: integer('monday').notNull().default(0),
    tuesday: integer('tuesday').notNull().default(0),
    wednesday: integer('wednesday').notNull().default(0),
    thursday: integer('thursday').notNull().default(0),
    friday: integer('friday').notNull().default(0),
    saturday: integer('saturday').notNull().default(0),
    sunday: integer('sunday').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.month, t.meal] })],
);
