import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_AUTOMATION_RULES,
  DEFAULT_MESSAGING_SETTINGS,
  type AutomationRules,
  type AvailabilityException,
  type MessagingSettings,
  type WeeklyRange,
} from '@nourishwell/shared';
import { appointments } from './care.ts';
import { cascadingRef } from './columns.ts';
import { nutritionists } from './profiles.ts';
import { createdAt, updatedAt, users } from './users.ts';

/**
 * A nutritionist's bookable hours (issue 17), in her own zone. Weekly ranges and dated
 * exceptions are small lists always read and written whole, so they are JSON checked by
 * the shared schema, not child tables. No row: she has not set hours, nothing is bookable.
 */
export const nutritionistAvailability = pgTable(
  'nutritionist_availability',
  {
    nutritionistId: cascadingRef('nutritionist_id', () => nutritionists.id).primaryKey(),
    timeZone: text('time_zone').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    weekly: jsonb('weekly').$type<WeeklyRange[]>().notNull(),
    exceptions: jsonb('exceptions').$type<AvailabilityException[]>().notNull(),
    /** Her own fixed meeting room; null: each session gets its own Jitsi room. */
    meetingUrl: text('meeting_url'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('nutritionist_availability_slot_check', sql`${t.slotMinutes} in (30, 45, 60)`),
    check('nutritionist_availability_buffer_check', sql`${t.bufferMinutes} between 0 and 60`),
  ],
);

/** The practice's booking rules: one row (id 1), written by the admin. */
export const practiceSettings = pgTable(
  'practice_settings',
  {
    id: integer('id').primaryKey().default(1),
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(30),
    minNoticeHours: integer('min_notice_hours').notNull().default(12),
    changeWindowHours: integer('change_window_hours').notNull().default(24),
    reminderOffsetsMinutes: jsonb('reminder_offsets_minutes')
      .$type<number[]>()
      .notNull()
      .default([1440, 60]),
    /** Issue 34: the practice as its invoices name it; null until the admin enters it. */
    billingLegalName: text('billing_legal_name'),
    billingAddress: text('billing_address'),
    /** GST state code of the practice, e.g. '29' (Karnataka). */
    billingStateCode: text('billing_state_code'),
    /** null: not registered for GST, bills of supply without tax. */
    billingGstin: text('billing_gstin'),
    /** Booking beyond a package's sessions is refused (true) or only warned about. */
    blockBeyondSessions: boolean('block_beyond_sessions').notNull().default(false),
    /** Issue 36: template names and DLT ids the practice registered (no secrets). */
    messaging: jsonb('messaging')
      .$type<MessagingSettings>()
      .notNull()
      .default(DEFAULT_MESSAGING_SETTINGS),
    /** Issue 36: which automatic check-ins and nudges run, and when. */
    automation: jsonb('automation')
      .$type<AutomationRules>()
      .notNull()
      .default(DEFAULT_AUTOMATION_RULES),
    updatedAt: updatedAt(),
  },
  (t) => [check('practice_settings_one_row_check', sql`${t.id} = 1`)],
);

/**
 * One reminder of one session, due at a time. The dispatcher claims due rows with
 * FOR UPDATE SKIP LOCKED and writes their messages to the outbox in the same transaction,
 * so a reminder is sent once across restarts and processes. A reschedule replaces the
 * pending rows; a cancel marks them cancelled.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: cascadingRef('appointment_id', () => appointments.id).notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'cancelled', 'skipped'] })
      .notNull()
      .default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'appointment_reminders_status_check',
      sql`${t.status} in ('pending', 'sent', 'cancelled', 'skipped')`,
    ),
    index('appointment_reminders_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending'`),
    index('appointment_reminders_appointment_idx').on(t.appointmentId),
  ],
);

/** A person's private calendar feed address (GET /api/calendar/<secret>.ics). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: cascadingRef('user_id', () => users.id).primaryKey(),
    /** Shown again on every visit, so kept as is: it reveals session times, not health data. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('calendar_feeds_secret_unique').on(t.secret)],
);
