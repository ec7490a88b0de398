import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { LabRange } from '@nourishwell/shared';
import { cascadingRef, setNullRef } from './columns.ts';
import { clients } from './profiles.ts';
import { recordFiles } from './record-files.ts';
import { updatedAt, createdAt, users } from './users.ts';

/** A lab value to three decimals (TSH 2.345 µIU/mL), read as a number. */
const labValue = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });

/**
 * Issue 35: the practice's own ranges and retest interval for a catalogue test (the
 * catalogue itself, with its units and defaults, is packages/shared/src/labs). No row:
 * the catalogue's defaults hold.
 */
export const labTestSettings = pgTable('lab_test_settings', {
  testCode: text('test_code').primaryKey(),
  ranges: jsonb('ranges').$type<LabRange[]>().notNull(),
  /** Days after which "retest due" shows; null: never. */
  retestDays: integer('retest_days'),
  updatedBy: setNullRef('updated_by', () => users.id),
  updatedAt: updatedAt(),
});

/** A lab report she (or her nutritionist) uploaded, waiting to be read or read. */
export const labReports = pgTable(
  'lab_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: cascadingRef('client_id', () => clients.id).notNull(),
    fileId: cascadingRef('file_id', () => recordFiles.id)
      .notNull()
      .unique(),
    uploadedBy: setNullRef('uploaded_by', () => users.id),
    /** The day the sample was taken, as she gave it (the results carry their own). */
    takenOn: date('taken_on'),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['awaiting', 'read'] })
      .notNull()
      .default('awaiting'),
    readBy: setNullRef('read_by', () => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lab_reports_client_idx').on(t.clientId, t.createdAt),
    check('lab_reports_status_check', sql`${t.status} in ('awaiting', 'read')`),
    check('lab_reports_read_check', sql`(${t.status} = 'read') = (${t.readAt} is not null)`),
  ],
);

/**
 * One value of one test on one day, in the catalogue's unit; what the lab printed (value
 * and unit, e.g. 5.4 mmol/L) is kept beside it when it was converted.
 */
export const labResults = pgTable(
  'lab_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: cascadingRef('client_id', () => clients.id).notNull(),
    testCode: text('test_code').notNull(),
    value: labValue('value').notNull(),
    reportedValue: labValue('reported_value'),
    reportedUnit: text('reported_unit'),
    takenOn: date('taken_on').notNull(),
    reportId: setNullRef('report_id', () => labReports.id),
    enteredBy: setNullRef('entered_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lab_results_client_test_day_key').on(t.clientId, t.testCode, t.takenOn),
    index('lab_results_client_idx').on(t.clientId, t.testCode, t.takenOn),
  ],
);
