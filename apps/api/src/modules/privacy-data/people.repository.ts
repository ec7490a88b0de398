import { sql } from 'drizzle-orm';

/**
 * A person's display name by user id, whatever the role: the profile tables hold names,
 * users only logins. A correlated subquery, so one statement names every row; the outer
 * column is spelled table-qualified (Drizzle leaves a one-table select's columns bare, and
 * a bare "id" would mean the profile table's own).
 */
export const nameOf = (table: string, column: string) => {
  const id = sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  return sql<string | null>`(
  SELECT coalesce(
    (SELECT c.name FROM clients c WHERE c.id = ${id}),
    (SELECT n.name FROM nutritionists n WHERE n.id = ${id}),
    (SELECT a.name FROM admin_profiles a WHERE a.id = ${id})
  ))`;
};
