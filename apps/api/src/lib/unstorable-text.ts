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

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

function pathOf(visit: Visit | undefined): string[] {
  const path: string[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path of the first text (value or key) holding an unstorable character, if any.
 * It walks with its own stack, each step pointing at its parent, rather than by
 * recursion: a body of a few kilobytes can nest arrays thousands deep, and running out
 * of call stack would answer 500 (copying the path at each level would cost time
 * quadratic in the depth).
 */
export function findUnstorableText(root: unknown): string[] | undefined {
  const pending: Visit[] = [{ value: root }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return pathOf(visit);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // Pushed in reverse so the first field is looked at first (the answer names it).
    for (const [key, inner] of Object.entries(value).reverse()) {
      if (UNSTORABLE.test(key)) return [...pathOf(visit), key];
      pending.push({ value: inner, key, parent: visit });
    }
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
