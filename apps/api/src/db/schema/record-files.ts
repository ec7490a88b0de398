import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, cascadingRef, setNullRef } from './columns.ts';
import { clients } from './profiles.ts';
import { createdAt, users } from './users.ts';

/**
 * Issue 35: a file that belongs to a client's record (a lab report she photographed, a
 * file an intake question asked for). Kept in the row on both databases, so her erasure
 * takes it with her record and every server process reads the same bytes. Only PDFs and
 * re-encoded JPEGs are stored (modules/record-files checks the bytes, not the name).
 */
export const recordFiles = pgTable(
  'record_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: cascadingRef('client_id', () => clients.id).notNull(),
    uploadedBy: setNullRef('uploaded_by', () => users.id),
    purpose: text('purpose', { enum: ['labReport', 'intake'] }).notNull(),
    mime: text('mime', { enum: ['application/pdf', 'image/jpeg'] }).notNull(),
    /** The name she gave it, cleaned: shown and offered on download, never used as a path. */
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('record_files_client_idx').on(t.clientId, t.createdAt),
    check('record_files_purpose_check', sql`${t.purpose} in ('labReport', 'intake')`),
    check('record_files_mime_check', sql`${t.mime} in ('application/pdf', 'image/jpeg')`),
    check('record_files_size_check', sql`${t.size} > 0 and ${t.size} = octet_length(${t.bytes})`),
  ],
);
