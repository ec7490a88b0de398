import { LRUCache } from 'lru-cache';
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  type FoodKind,
  type FoodSearch,
  type FoodSearchItem,
  type foodSearchQuerySchema,
  per100gAnswer,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { catalogueOf, CATALOGUE_TABLES, type Catalogue, type CatalogueEntry } from './catalogue.ts';
import { phoneticKey, phoneticKeys, wordsOf } from './phonetic.ts';

/** One searchable food, practice food or recipe, with its answer made in advance. */
interface SearchDoc {
  key: string;
  entry: CatalogueEntry;
  answer: Omit<FoodSearchItem, 'matched'>;
  nameKeys: string[];
  localKeys: string[][];
  /** Empty searches list recipes first, then the practice's foods, then IFCT's. */
  kindRank: number;
}

interface SearchIndex {
  index: MiniSearch<{ key: string; name: string; local: string; group: string }>;
  docs: Map<string, SearchDoc>;
  /** Every doc in the order an empty search lists them. */
  browsing: SearchDoc[];
  /**
   * Answers already given by this index: a search box sends the same few prefixes and
   * names all day ("da", "dal", "poha"). They go with the index when the foods change.
   */
  answers: LRUCache<string, { answer: FoodSearch; json: string }>;
}

/**
 * Answers kept per index. An answer of the usual 20 items is ~4 kB of JSON (kept also as
 * objects), 50 items at most ~10 kB: a few MB to ~20 MB at worst.
 */
const ANSWERS_KEPT = 1_000;

/** Words seen while indexing and searching, by their key (IFCT repeats its names a lot). */
function memoised(keyOf: (word: string) => string) {
  const known = new LRUCache<string, string>({ max: 50_000 });
  return (word: string) => {
    let key = known.get(word);
    if (key === undefined) {
      key = keyOf(word);
      known.set(word, key);
    }
    return key;
  };
}

const KIND_RANK: Record<FoodKind, number> = { recipe: 0, custom: 1, food: 2 };

/** Name hits count most, then local names, then the food group. */
const BOOST = { name: 4, local: 2, group: 1 };

/** One typo in a word of 3–6 letters, two in a longer one; none in a word of 1–2. */
const fuzziness = (term: string) => (term.length < 3 ? 0 : term.length <= 6 ? 1 : 2);

function docOf(entry: CatalogueEntry, keyOf: (word: string) => string): SearchDoc {
  const keysOf = (text: string) =>
    wordsOf(text)
      .map(keyOf)
      .filter((key) => key !== '');
  return {
    key: `${entry.kind === 'recipe' ? 'r' : 'f'}${entry.id}`,
    entry,
    answer: {
      id: entry.id,
      kind: entry.kind,
      name: entry.name,
      group: entry.group,
      diet: entry.diet,
      per100g: per100gAnswer(entry.per100g),
      portions: entry.portions,
    },
    nameKeys: keysOf(entry.name),
    localKeys: entry.localNames.map((local) => keysOf(local.name)),
    kindRank: KIND_RANK[entry.kind],
  };
}

/** The index of everything not deleted; built once per change of the food tables. */
export function buildSearchIndex(catalogue: Catalogue): SearchIndex {
  const keyOf = memoised(phoneticKey);
  const docs = new Map<string, SearchDoc>();
  for (const entry of [...catalogue.foods.values(), ...catalogue.recipes.values()])
    if (!entry.deleted) {
      const doc = docOf(entry, keyOf);
      docs.set(doc.key, doc);
    }
  const index = new MiniSearch<{ key: string; name: string; local: string; group: string }>({
    idField: 'key',
    fields: ['name', 'local', 'group'],
    // Both sides go through the same steps: Latin letters, then the sound key.
    tokenize: wordsOf,
    processTerm: (term) => keyOf(term) || null,
    searchOptions: { boost: BOOST, prefix: true, fuzzy: fuzziness },
  });
  index.addAll(
    [...docs.values()].map((doc) => ({
      key: doc.key,
      name: doc.entry.name,
      local: doc.entry.localNames.map((l) => l.name).join(' ; '),
      group: doc.entry.group,
    })),
  );
  const browsing = [...docs.values()].sort(
    (a, b) => a.kindRank - b.kindRank || a.entry.name.localeCompare(b.entry.name),
  );
  return { index, docs, browsing, answers: new LRUCache({ max: ANSWERS_KEPT }) };
}

export function searchIndexOf(deps: AppDeps): Promise<SearchIndex> {
  return deps.readCache.remember('food-search-index', CATALOGUE_TABLES, async () =>
    buildSearchIndex(await catalogueOf(deps)),
  );
}

/** Whether each query key is a word of `keys`, or the start of one. */
const coveredBy = (queryKeys: string[], keys: string[]) =>
  queryKeys.every((q) => keys.some((k) => k.startsWith(q)));

/** Whether each query key is a whole word of `keys`. */
const spelledIn = (queryKeys: string[], keys: string[]) => queryKeys.every((q) => keys.includes(q));

/**
 * 0: the name begins with the query ("rice" → "Rice, raw, milled"); 1: every word of the
 * query begins a word of the name (so a name shows while it is being typed); 2: a local
 * name is the query ("chawal" → Hindi: Chawal); 3: every word is a word of a local name
 * ("Usna chawal"); 4: typos, groups, local names half typed — by score.
 */
function tierOf(doc: SearchDoc, queryKeys: string[]) {
  const whole = queryKeys.join(' ');
  if (doc.nameKeys.join(' ').startsWith(whole)) return 0;
  if (coveredBy(queryKeys, doc.nameKeys)) return 1;
  if (doc.localKeys.some((keys) => keys.join(' ') === whole)) return 2;
  if (doc.localKeys.some((keys) => spelledIn(queryKeys, keys))) return 3;
  return 4;
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
 * "Hindi: Chawal" when the hit came through a local name and not through the name: of the
 * local names that matched, the nearest to the query.
 */
function matchedLocalName(doc: SearchDoc, result: SearchResult, queryKeys: string[]) {
  const fields = Object.values(result.match).flat();
  if (fields.includes('name')) return null;
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

type SearchQuery = z.output<typeof foodSearchQuerySchema>;

/** The answer, and its JSON text, made once per query and index. */
function kept(search: SearchIndex, query: SearchQuery) {
  const key = `${query.kind ?? ''}:${query.limit}:${query.q}`;
  let found = search.answers.get(key);
  if (!found) {
    const answer = answerOf(search, query);
    found = { answer, json: JSON.stringify(answer) };
    search.answers.set(key, found);
  }
  return found;
}

export function searchIn(search: SearchIndex, query: SearchQuery): FoodSearch {
  return kept(search, query).answer;
}

function answerOf(search: SearchIndex, { q, limit, kind }: SearchQuery): FoodSearch {
  const ofKind = (doc: SearchDoc) => kind === undefined || doc.entry.kind === kind;
  const queryKeys = phoneticKeys(q);
  if (queryKeys.length === 0) {
    const all = search.browsing.filter(ofKind);
    return {
      items: all.slice(0, limit).map((doc) => ({ ...doc.answer, matched: null })),
      total: all.length,
    };
  }
  // Every word must match; a query with no such food falls back to any word matching.
  let results = search.index.search(q, { combineWith: 'AND' });
  if (results.length === 0 && queryKeys.length > 1)
    results = search.index.search(q, { combineWith: 'OR' });
  const hits = results.flatMap((result) => {
    const doc = search.docs.get(String(result.id));
    return doc && ofKind(doc) ? [{ doc, result, tier: tierOf(doc, queryKeys) }] : [];
  });
  hits.sort(
    (a, b) =>
      a.tier - b.tier ||
      b.result.score - a.result.score ||
      a.doc.kindRank - b.doc.kindRank ||
      a.doc.entry.name.length - b.doc.entry.name.length,
  );
  return {
    items: hits.slice(0, limit).map(({ doc, result }) => ({
      ...doc.answer,
      matched: matchedLocalName(doc, result, queryKeys),
    })),
    total: hits.length,
  };
}

/**
 * GET /api/foods: foods, practice foods and recipes (deleted ones left out), as JSON text:
 * the builder searches on every key press, so the answer is not serialised again each time
 * (the route's tests parse it with the response schema).
 */
export async function searchFoodsJson(deps: AppDeps, query: SearchQuery): Promise<string> {
  return kept(await searchIndexOf(deps), query).json;
}
