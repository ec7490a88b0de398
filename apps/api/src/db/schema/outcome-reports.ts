import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadingRef, setNullRef } from './columns.ts';
import { clients } from './profiles.ts';
import { createdAt, users } from './users.ts';

/**
 * Issue 35: an outcome report the nutritionist prepared for a period, with her summary.
 * Its figures are read from the record when the PDF is made.
 */
export const outcomeReports = pgTable(
  'outcome_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: cascadingRef('client_id', () => clients.id).notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    summary: text('summary').notNull(),
    createdBy: setNullRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('outcome_reports_client_idx').on(t.clientId, t.createdAt),
    check('outcome_reports_period_check', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);
