import { messages } from '@nourishwell/shared';
import { AppError } from './errors.ts';

/**
 * Characters no person types and our storage cannot take: C0 control characters other
 * than tab, line feed and carriage return (PostgreSQL refuses U+0000 in text and jsonb),
 * and UTF-16 surrogates without their pair (they cannot be encoded as UTF-8, so the audit
 * log's JSON insert fails on them).
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first text (value or key) holding an unstorable character, if any. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key];
    const found = findUnstorableText(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Refuses input holding an unstorable character with a 400 that names the field. */
export function assertStorableText(value: unknown): void {
  const path = findUnstorableText(value);
  if (!path) return;
  const message = messages.generic.unstorableText;
  throw new AppError(400, 'INVALID_CHARACTERS', message, [{ path: path.join('.'), message }]);
}
