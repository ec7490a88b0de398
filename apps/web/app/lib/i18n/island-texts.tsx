import type { Messages } from '@lingui/core';
import { Fragment, type ReactNode } from 'react';
import { sayError, type Locale, type MessageKey, type Translate } from '@nourishwell/shared';

/**
 * The texts an island of a public page is given as a prop (decision 022, 029): the compiled
 * texts of its area, in the page's language. The page, rendered with the whole catalogue at
 * build time, picks them (`useIslandTexts`); the island only reads them. So an island's
 * script carries no catalogue and no formatting runtime — an English page's island costs
 * nothing more, a Hindi page's carries its own Hindi texts in its HTML and nothing else.
 */
export type IslandTexts = Messages;

/**
 * What an island form on a page in another language than English says its own checks with
 * (the shared schema's English texts, as the server would say them): the error texts it
 * may meet, in English to know them by and in the page's language to say them.
 */
export interface IslandErrors {
  english: IslandTexts;
  own: IslandTexts;
}

/** What an island form of a public page is given: its texts and language, and its error texts. */
export interface IslandFormProps {
  texts: IslandTexts;
  locale: Locale;
  /** On a page in another language than English, the error texts its own checks may say. */
  errors?: IslandErrors;
}

/** An island's `sayError`: the text in the page's language, or as written without `errors`. */
export function islandSayError(errors: IslandErrors | undefined): (text: string) => string {
  if (!errors) return (text) => text;
  const t = ((key, values) =>
    say(errors.own, key, values as Record<string, string | number>)) as Translate;
  return (text) => sayError(errors.english, t, text);
}

/** The compiled texts of one area: `pickTexts(messages, 'calculator')`. */
export function pickTexts(messages: Messages, area: string): IslandTexts {
  const picked: IslandTexts = {};
  for (const [key, text] of Object.entries(messages))
    if (key.startsWith(`${area}.`)) picked[key] = text;
  return picked;
}

/**
 * The parts of a compiled text with its values put in. Islands' texts take plain values
 * (`{bmi}`) only: a plural or select is not formatted here (it would need Lingui's runtime
 * in the island), and the area's test holds every island text to that.
 */
function parts<V>(texts: IslandTexts, key: MessageKey, values: Record<string, V>): (string | V)[] {
  const compiled = texts[key];
  if (compiled === undefined) return [key];
  if (typeof compiled === 'string') return [compiled];
  return compiled.map((token) =>
    typeof token === 'string' ? token : Array.isArray(token) ? values[token[0]]! : '',
  );
}

/** An island's text as a string (labels, names): `say(texts, 'calculator.age')`. */
export function say(
  texts: IslandTexts,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return parts(texts, key, values).join('');
}

/** An island's text with elements among its values: `sayRich(texts, key, { bmi: <strong>…</strong> })`. */
export function sayRich(
  texts: IslandTexts,
  key: MessageKey,
  values: Record<string, ReactNode>,
): ReactNode {
  return parts(texts, key, values).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

/** Whether a compiled text takes only plain values, so `say` can put them in. */
export function takesOnlyPlainValues(compiled: Messages[string]): boolean {
  if (typeof compiled === 'string') return true;
  return compiled.every(
    (token) => typeof token === 'string' || (Array.isArray(token) && token.length === 1),
  );
}
