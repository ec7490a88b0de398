import { sql, type SQL } from 'drizzle-orm';

/**
 * A person's display name by user id, whatever the role: the profile tables hold names,
 * users only logins. Used as a correlated subquery so one statement names every row.
 */
export const nameOf = (id: SQL | SQL.Aliased | ReturnType<typeof sql.raw>) => sql<string | null>`(
  SELECT coalesce(
    (SELECT c.name FROM clients c WHERE c.id = ${id}),
    (SELECT n.name FROM nutritionists n WHERE n.id = ${id}),
    (SELECT a.name FROM admin_profiles a WHERE a.id = ${id})
  ))`;
