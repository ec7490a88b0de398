import { useState } from 'react';
import type { z } from 'zod';

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * Form state checked with a shared zod schema, so the browser shows exactly the
 * messages the server would send. Editing a field clears its error (§5).
 */
export function useSchemaForm<S extends z.ZodType, T extends Record<string, unknown>>(
  schema: S,
  initial: T,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});

  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /**
   * The parsed value, or null after showing the first message of each invalid field.
   * `prepare` turns what inputs hold into what the schema takes (e.g. a local date-time).
   */
  const validate = (
    prepare: (current: T) => unknown = (current) => current,
  ): z.output<S> | null => {
    const parsed = schema.safeParse(prepare(values));
    if (parsed.success) return parsed.data;
    const next: Errors<T> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof T | undefined;
      if (key !== undefined && !next[key]) next[key] = issue.message;
    }
    setErrors(next);
    return null;
  };

  /** Shows the server's field messages (400 details) next to their fields. */
  const showServerErrors = (details: Array<{ path: string; message: string }> | undefined) => {
    if (!details?.length) return false;
    const next: Errors<T> = {};
    for (const detail of details) next[detail.path.split('.')[0] as keyof T] ??= detail.message;
    setErrors(next);
    return true;
  };

  /** What a text or select field needs: its value, the setter and its message. */
  const bind = (name: keyof T) => ({
    value: String(values[name] ?? ''),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as T[keyof T]),
    error: errors[name],
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, set, bind, validate, showServerErrors, reset };
}
