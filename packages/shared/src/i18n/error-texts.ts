import type { Messages } from '@lingui/core';
import type { MessageKey } from './locales.ts';
import type { MessageValues, Translate } from './translate.ts';

/** The area of the catalogue that holds every error and validation text a client can see. */
export const ERRORS_AREA = 'errors';

/** A known English error text: its key, and the values it was written with. */
export interface KnownError {
  key: MessageKey;
  values: MessageValues;
}

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

interface ErrorIndex {
  exact: Map<string, MessageKey>;
  templates: Template[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A compiled text as a pattern its English output matches, or undefined for one that is not
 * plain words and `{value}`s (a plural's English cannot be read back to its count).
 */
function templateOf(compiled: unknown): { pattern: string; names: string[] } | undefined {
  if (typeof compiled === 'string') return { pattern: escapeRegExp(compiled), names: [] };
  if (!Array.isArray(compiled)) return undefined;
  let pattern = '';
  const names: string[] = [];
  for (const token of compiled as unknown[]) {
    if (typeof token === 'string') pattern += escapeRegExp(token);
    else if (Array.isArray(token) && token.length === 1 && typeof token[0] === 'string') {
      names.push(token[0]);
      pattern += '(.+?)';
    } else return undefined;
  }
  return { pattern, names };
}

// One index per English catalogue: built on first use, from its `errors` texts only.
const indexes = new WeakMap<Messages, ErrorIndex>();

function indexOf(english: Messages): ErrorIndex {
  const known = indexes.get(english);
  if (known) return known;
  const index: ErrorIndex = { exact: new Map(), templates: [] };
  for (const [key, compiled] of Object.entries(english)) {
    if (!key.startsWith(`${ERRORS_AREA}.`)) continue;
    const template = templateOf(compiled);
    if (!template) continue;
    if (template.names.length === 0) index.exact.set(textOf(compiled), key as MessageKey);
    else
      index.templates.push({
        key: key as MessageKey,
        pattern: new RegExp(`^${template.pattern}$`, 's'),
        names: template.names,
      });
  }
  // The most words first, so a text is read by the template that says most of it.
  index.templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  indexes.set(english, index);
  return index;
}

/** The words of a compiled text that holds no value. */
const textOf = (compiled: unknown): string =>
  typeof compiled === 'string' ? compiled : (compiled as string[]).join('');

/** A value read back from an English text: a number where it is one (a plural counts it). */
const valueOf = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * Which `errors` text an English text is, and its values: 'Please keep this under 200
 * characters.' is `errors.tooLong` with {max: 200}. Undefined for a text the catalogue does
 * not hold (a person's own words, a newer server's text).
 */
export function knownError(english: Messages, text: string): KnownError | undefined {
  const index = indexOf(english);
  const key = index.exact.get(text);
  if (key) return { key, values: {} };
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: MessageValues = {};
    template.names.forEach((name, i) => (values[name] = valueOf(match[i + 1] ?? '')));
    return { key: template.key, values };
  }
  return undefined;
}

/**
 * An error text in the language `t` speaks: the English texts stay where they are written
 * (messages.ts, the schemas' messages) and are the key to their translation here. A text
 * the catalogue does not know is said as it is.
 */
export function sayError(english: Messages, t: Translate, text: string): string {
  const known = knownError(english, text);
  return known ? t(known.key, known.values) : text;
}
