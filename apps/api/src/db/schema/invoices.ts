import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last serial given to each kind of GST document in each financial year (issue 34,
 * decision 030): a tax invoice's or a credit note's number is taken from its row inside the
 * transaction that issues the document, so two issued at once on two processes wait for
 * each other's row lock and get consecutive numbers, and a rolled-back issue gives its
 * number back: the series never repeats nor skips.
 */
export const documentSerials = pgTable(
  'document_serials',
  {
    /** 'invoice' or 'creditNote'. */
    kind: text('kind').notNull(),
    /** The calendar year the financial year starts in: 2026 for April 2026 – March 2027. */
    yearStart: integer('year_start').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.yearStart] })],
);
