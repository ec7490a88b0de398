import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cascadingRef, measure, setNullRef } from './columns.ts';
import { clients, nutritionists } from './profiles.ts';
import { createdAt, updatedAt } from './users.ts';

const clientRef = () => cascadingRef('client_id', () => clients.id).notNull();

export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    /** Kept when the nutritionist leaves: the client's history stays whole. */
    nutritionistId: setNullRef('nutritionist_id', () => nutritionists.id),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** missed: the day passed without the session (issue 13); kept, not deleted. */
    status: text('status', { enum: ['scheduled', 'completed', 'cancelled', 'missed'] })
      .notNull()
      .default('scheduled'),
    notes: text('notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'appointments_status_check',
      sql`${t.status} in ('scheduled', 'completed', 'cancelled', 'missed')`,
    ),
    check(
      'appointments_completed_check',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
    index('appointments_nutritionist_status_idx').on(t.nutritionistId, t.status, t.scheduledAt),
    index('appointments_client_idx').on(t.clientId, t.scheduledAt),
  ],
);

/** Weekly weigh-ins, weeks 1 to 4; re-entering a week replaces it. */
export const progressEntries = pgTable(
  'progress_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    week: integer('week').notNull(),
    weight: measure('weight').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('progress_entries_client_week_unique').on(t.clientId, t.week),
    check('progress_entries_week_check', sql`${t.week} between 1 and 4`),
    check('progress_entries_weight_check', sql`${t.weight} between 2 and 400`),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    type: text('type').notNull(),
    /** The spec names the goal both title and type; title is what lists show. */
    title: text('title').notNull(),
    target: text('target').notNull(),
    progress: integer('progress').notNull().default(0),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('goals_progress_check', sql`${t.progress} between 0 and 100`),
    index('goals_client_idx').on(t.clientId),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    nutritionistId: cascadingRef('nutritionist_id', () => nutritionists.id).notNull(),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('ratings_client_nutritionist_unique').on(t.clientId, t.nutritionistId),
    check('ratings_rating_check', sql`${t.rating} between 1 and 5`),
    index('ratings_nutritionist_idx').on(t.nutritionistId),
  ],
);
