/**
 * A `datetime-local` input's value ("2026-11-24T10:00", the browser's own zone) as the
 * instant the API takes; an empty or unreadable value is left as it is, so the schema
 * says its message.
 */
export function instantFromLocal(local: unknown): unknown {
  if (typeof local !== 'string' || local === '') return local;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}
