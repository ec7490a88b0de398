import type { SearchResult } from 'minisearch';
import type { FoodSearchItem } from '@nourishwell/shared';
import type { CatalogueEntry } from './catalogue.ts';

/* How a food the index found meets the query: how near it is, and which name it met. */

/** One searchable food, practice food or recipe, with its answer made in advance. */
export interface SearchDoc {
  key: string;
  entry: CatalogueEntry;
  answer: Omit<FoodSearchItem, 'matched'>;
  /** The keys of every word it is called by: its name, alternatives, names people use. */
  wordKeys: string[];
  /** Each whole name it goes by, as its keys joined by a space ("cai", "plain dosa"). */
  wholeNames: Set<string>;
  localKeys: string[][];
  /** Empty searches list recipes first, then the practice's foods, then the data's. */
  kindRank: number;
}

/** One typo in a word of 3–6 letters, two in a longer one; none in a word of 1–2. */
export const fuzziness = (term: string) => (term.length < 3 ? 0 : term.length <= 6 ? 1 : 2);

/** Whether each query key is a word of `keys`, or the start of one. */
export const coveredBy = (queryKeys: string[], keys: string[]) =>
  queryKeys.every((q) => keys.some((k) => k.startsWith(q)));

/** Whether each query key is a whole word of `keys`. */
const spelledIn = (queryKeys: string[], keys: string[]) => queryKeys.every((q) => keys.includes(q));

/**
 * How near the food is to what was typed, best first:
 * 0 — a name it goes by is the query ("dosa" → Plain dosa, "chai" → Hot tea);
 * 1 — every word of the query is a word it is called by ("dosa" → Masala dosa);
 * 2 — every word begins one (a name shows while it is being typed: "dos");
 * 3 — some words of the query are words it is called by, when no food has them all
 *     ("vada pav" → Masala vada, Pav bhaji);
 * 4 — a local name is the query ("chawal" → rice, Hindi: Chawal);
 * 5 — every word is a word of a local name ("kaya" → Dosa kaya);
 * 6 — typos, groups, local names half typed: by score.
 */
export function tierOf(doc: SearchDoc, queryKeys: string[]) {
  const whole = queryKeys.join(' ');
  if (doc.wholeNames.has(whole)) return 0;
  if (spelledIn(queryKeys, doc.wordKeys)) return 1;
  if (coveredBy(queryKeys, doc.wordKeys)) return 2;
  if (queryKeys.some((q) => doc.wordKeys.includes(q))) return 3;
  if (doc.localKeys.some((keys) => keys.join(' ') === whole)) return 4;
  if (doc.localKeys.some((keys) => spelledIn(queryKeys, keys))) return 5;
  return 6;
}

/** Letters to change, add or drop to turn `a` into `b` (Levenshtein). */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

/** How far a local name is from the query: its words' distance to the query's words. */
const farness = (queryKeys: string[], keys: string[]) =>
  queryKeys.reduce(
    (sum, q) => sum + Math.min(...keys.map((k) => (k.startsWith(q) ? 0 : editDistance(q, k)))),
    0,
  ) +
  // Of two as near, the shorter name is the one the query was ("Chawal", not "Usna chawal").
  keys.length / 100;

/**
 * "Hindi: Chawal" when the hit came through a local name and not through a name it goes
 * by: of the local names that matched, the nearest to the query.
 */
export function matchedLocalName(doc: SearchDoc, result: SearchResult, queryKeys: string[]) {
  const fields = Object.values(result.match).flat();
  if (fields.includes('name') || fields.includes('names')) return null;
  const terms = Object.keys(result.match).filter((term) => result.match[term]?.includes('local'));
  let best: { at: number; far: number } | undefined;
  doc.localKeys.forEach((keys, at) => {
    if (!keys.some((key) => terms.includes(key))) return;
    const far = farness(queryKeys, keys);
    if (!best || far < best.far) best = { at, far };
  });
  const local = best && doc.entry.localNames[best.at];
  return local ? `${local.language}: ${local.name}` : null;
}

/**
 * The query word as this food has it: itself when the food has it (or a word it begins),
 * else the nearest of the food's words that minisearch matched it to by a typo.
 */
export function nearestTerm(queryKey: string, doc: SearchDoc, result: SearchResult) {
  if (doc.wordKeys.some((key) => key.startsWith(queryKey))) return queryKey;
  let best = queryKey;
  let far = fuzziness(queryKey) + 1;
  for (const term of result.terms) {
    const distance = editDistance(queryKey, term);
    if (distance < far && doc.wordKeys.includes(term)) [best, far] = [term, distance];
  }
  return best;
}

/** How it was reached, by tier: a name it goes by (0–3), a local name (4–5), else (6). */
export const REACH = [0, 0, 0, 0, 1, 1, 2] as const;
