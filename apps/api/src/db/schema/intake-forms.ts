import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { IntakeAnswers, IntakeSection } from '@nourishwell/shared';
import { cascadingRef, keptRef, setNullRef } from './columns.ts';
import { consents } from './privacy.ts';
import { clients } from './profiles.ts';
import { createdAt, updatedAt, users } from './users.ts';

/**
 * Issue 35: the practice's intake forms. A form is a name; what it asks lives in its
 * versions, and an edit adds a version, so a form already sent keeps the questions (and
 * the consent statement) it was sent with. Forms are retired, never deleted.
 */
export const intakeForms = pgTable('intake_forms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  createdBy: setNullRef('created_by', () => users.id),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const intakeFormVersions = pgTable(
  'intake_form_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    formId: cascadingRef('form_id', () => intakeForms.id).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    /** What she agrees to when she signs, in the practice's words. */
    consentStatement: text('consent_statement').notNull(),
    sections: jsonb('sections').$type<IntakeSection[]>().notNull(),
    createdBy: setNullRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('intake_form_versions_form_version_key').on(t.formId, t.version),
    check('intake_form_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * One form sent to one client: sent → opened → completed (signed). Her answers are saved
 * as she goes (save and continue) and frozen when she signs: her typed full name, the
 * date, and the consent row that records the time, her account and the form's version.
 */
export const intakeSends = pgTable(
  'intake_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    formVersionId: keptRef('form_version_id', () => intakeFormVersions.id).notNull(),
    clientId: cascadingRef('client_id', () => clients.id).notNull(),
    sentBy: setNullRef('sent_by', () => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The reminder after two days unanswered: sent once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    answers: jsonb('answers').$type<IntakeAnswers>().notNull().default({}),
    signedName: text('signed_name'),
    signedOn: date('signed_on'),
    consentId: setNullRef('consent_id', () => consents.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('intake_sends_client_idx').on(t.clientId, t.sentAt),
    index('intake_sends_open_idx')
      .on(t.sentAt)
      .where(sql`completed_at is null and cancelled_at is null`),
    check(
      'intake_sends_signed_check',
      sql`(${t.completedAt} is null) = (${t.signedName} is null) and (${t.completedAt} is null) = (${t.signedOn} is null)`,
    ),
  ],
);
