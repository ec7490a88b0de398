import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES, CANCELLED_BY } from '@nourishwell/shared';
import { cascadingRef, measure, setNullRef } from './columns.ts';
import { clients, nutritionists } from './profiles.ts';
import { createdAt, updatedAt } from './users.ts';

const clientRef = () => cascadingRef('client_id', () => clients.id).notNull();

/**
 * A session between a client and her nutritionist (issue 17). The client's next and last
 * session are derived from these rows. Two booked sessions of one nutritionist never
 * overlap: migration 0007 adds the exclusion constraint `appointments_no_overlap` (GiST
 * over nutritionist and [starts, ends)), which Drizzle cannot express.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    /** Kept when the nutritionist leaves: the client's history stays whole. */
    nutritionistId: setNullRef('nutritionist_id', () => nutritionists.id),
    /** The start. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** booked → completed | missed | cancelled (issue 17); missed rows are kept. */
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('booked'),
    notes: text('notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    cancelReason: text('cancel_reason'),
    /** When the session became missed, and whether she marked it or the system did. */
    missedAt: timestamp('missed_at', { withTimezone: true }),
    missedBy: text('missed_by', { enum: ['nutritionist', 'system'] }),
    /** The random part of the session's Jitsi room (used when she has no fixed link); the
     * service writes 128 random bits, the default only fills rows from before issue 17. */
    videoRoom: text('video_room')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** iCalendar SEQUENCE: raised on each reschedule and on cancel. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'appointments_status_check',
      sql`${t.status} in ('booked', 'completed', 'missed', 'cancelled')`,
    ),
    check(
      'appointments_completed_check',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
    check(
      'appointments_cancelled_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
    check('appointments_ends_check', sql`${t.endsAt} > ${t.scheduledAt}`),
    index('appointments_nutritionist_status_idx').on(t.nutritionistId, t.status, t.scheduledAt),
    index('appointments_client_idx').on(t.clientId, t.scheduledAt),
    index('appointments_booked_end_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'booked'`),
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
