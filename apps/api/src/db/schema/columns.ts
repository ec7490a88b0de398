import { customType, integer, numeric, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A key to another table's row that is deleted with that row: a person's records go when
 * her login goes (deleting a client or nutritionist).
 */
export function cascadingRef(name: string, target: () => AnyPgColumn) {
  return integer(name).references(target, { onDelete: 'cascade' });
}

/** A key that empties when the row it names goes: a record outlives a removed nutritionist. */
export function setNullRef(name: string, target: () => AnyPgColumn) {
  return integer(name).references(target, { onDelete: 'set null' });
}

/**
 * A key to a row that may not be deleted while this one names it (the database's default,
 * no action): foods and recipes are soft-deleted, so what was made of them still reads them.
 */
export function keptRef(name: string, target: () => AnyPgColumn) {
  return integer(name).references(target);
}

/** A body measure (kg or cm) to two decimals, read as a number. */
export function measure(name: string) {
  return numeric(name, { precision: 5, scale: 2, mode: 'number' });
}

/** Bytes kept in a row (photos on PostgreSQL, the files of a client's record). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
