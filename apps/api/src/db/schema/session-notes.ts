import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NoteAssessmentFigures, PesStatement } from '@nourishwell/shared';
import { appointments } from './care.ts';
import { cascadingRef, setNullRef } from './columns.ts';
import { clients } from './profiles.ts';
import { createdAt, updatedAt, users } from './users.ts';

/** Issue 35: the practice's ADIME note templates (prompts each part starts with). */
export const noteTemplates = pgTable('note_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  assessment: text('assessment').notNull().default(''),
  diagnosis: text('diagnosis').notNull().default(''),
  intervention: text('intervention').notNull().default(''),
  monitoring: text('monitoring').notNull().default(''),
  createdBy: setNullRef('created_by', () => users.id),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One ADIME note per completed session: Assessment, nutrition Diagnosis (PES statements),
 * Intervention, Monitoring and evaluation, and the summary the spec's notes field shows.
 * A draft may change; once signed (author, time) it never does: a trigger of migration
 * 0016 refuses any change to a signed note's content, and corrections are addenda.
 */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: cascadingRef('appointment_id', () => appointments.id)
      .notNull()
      .unique(),
    clientId: cascadingRef('client_id', () => clients.id).notNull(),
    authorId: setNullRef('author_id', () => users.id),
    templateId: setNullRef('template_id', () => noteTemplates.id),
    figures: jsonb('figures').$type<NoteAssessmentFigures>(),
    assessment: text('assessment').notNull().default(''),
    diagnoses: jsonb('diagnoses').$type<PesStatement[]>().notNull().default([]),
    intervention: text('intervention').notNull().default(''),
    monitoring: text('monitoring').notNull().default(''),
    nextSessionOn: date('next_session_on'),
    summary: text('summary').notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedBy: setNullRef('signed_by', () => users.id),
    /** The signer's name as it was, so the signature outlives her account. */
    signedName: text('signed_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('session_notes_client_idx').on(t.clientId, t.createdAt),
    check('session_notes_signed_check', sql`(${t.signedAt} is null) = (${t.signedName} is null)`),
  ],
);

/** A correction or addition to a signed note; the note itself stays as signed. */
export const sessionNoteAddenda = pgTable('session_note_addenda', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  noteId: cascadingRef('note_id', () => sessionNotes.id).notNull(),
  authorId: setNullRef('author_id', () => users.id),
  authorName: text('author_name').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
