import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { TODAY_REASONS } from '@nourishwell/shared';
import { cascadingRef } from './columns.ts';
import { createdAt, users } from './users.ts';

/**
 * A nutritionist's snooze or "done" on one item of her Today list (issue 36). An item is a
 * client, a reason and its occurrence (the missed session's id, the last journal day …):
 * done hides that occurrence for good, so a new one shows again; a snooze hides it until.
 */
export const todayMarks = pgTable(
  'today_marks',
  {
    nutritionistId: cascadingRef('nutritionist_id', () => users.id).notNull(),
    clientId: cascadingRef('client_id', () => users.id).notNull(),
    reason: text('reason', { enum: TODAY_REASONS }).notNull(),
    occurrence: text('occurrence').notNull(),
    action: text('action', { enum: ['snooze', 'done'] }).notNull(),
    until: timestamp('until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.nutritionistId, t.clientId, t.reason] }),
    check('today_marks_action_check', sql`${t.action} in ('snooze', 'done')`),
    check('today_marks_until_check', sql`(${t.action} = 'snooze') = (${t.until} is not null)`),
  ],
);
