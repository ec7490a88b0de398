import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/*
 * For answers PostgreSQL builds as JSON text, sent as they are (http/json-text.ts): the
 * biggest lists, where turning rows into objects and back in Node cost more than the query
 * (bench, issue 8). Field names and formats must match the shared schemas exactly; each
 * such route's tests parse its answer with the strict schema.
 */

/** A timestamp as JSON text the way Date#toISOString writes it (UTC, milliseconds, Z). */
export const isoUtc = (value: AnyPgColumn | SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Runs a query answering one row with one text column, `body`: a JSON array. */
export async function jsonBody(db: Executor, query: SQL): Promise<string> {
  // Both drivers answer raw SQL with { rows }; drizzle's shared type cannot say so.
  const result = (await db.execute(query)) as unknown as { rows: Array<{ body: string | null }> };
  return result.rows[0]?.body ?? '[]';
}
