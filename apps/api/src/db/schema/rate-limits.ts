import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted per key (sign-in per email and per IP, forms, chat sends) in a fixed
 * window, shared by every app process on one PostgreSQL database, so N processes behind
 * a load balancer allow what one would. Rows whose window ended are pruned.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);
