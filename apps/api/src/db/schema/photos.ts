import { pgTable, text } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { createdAt } from './users.ts';

/**
 * Photos (profile and journal) on a PostgreSQL server, so every app process serves the
 * same ones (issue 16). Re-encoded JPEGs are small; PGlite keeps them in DATA_DIR/uploads.
 */
export const photos = pgTable('photos', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
