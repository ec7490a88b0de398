import { LRUCache } from 'lru-cache';
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  type FoodKind,
  type FoodSearch,
  type foodSearchQuerySchema,
  per100gAnswer,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import { catalogueOf, CATALOGUE_TABLES, type Catalogue, type CatalogueEntry } from './catalogue.ts';
import { NO_EATER, type Eater } from './eater.ts';
import { namesOf } from './food-names.ts';
import {
  coveredBy,
  fuzziness,
  matchedLocalName,
  nearestTerm,
  REACH,
  tierOf,
  type SearchDoc,
} from './food-match.ts';
import { phoneticKey, phoneticKeys, wordsOf } from './phonetic.ts';

type Fields = { key: string; name: string; names: string; local: string; group: string };

interface SearchIndex {
  index: MiniSearch<Fields>;
  docs: Map<string, SearchDoc>;
  /** Every doc in the order an empty search lists them. */
  browsing: SearchDoc[];
  /**
   * Answers already given by this index: a search box sends the same few prefixes and
   * names all day ("da", "dal", "poha"). They go with the index when the foods change.
   */
  answers: LRUCache<string, Ranked>;
}

/** The hits of one query in the order anyone is shown them, and that answer as JSON. */
interface Ranked {
  hits: Hit[];
  json: Map<number, string>;
}

interface Hit {
  doc: SearchDoc;
  /** 0: by a name it goes by; 1: by a local name; 2: by a typo, a group or half a word. */
  reach: number;
  matched: string | null;
}

/**
 * Answers kept per index. An answer of the usual 20 items is ~4 kB of JSON (kept also as
 * objects), 50 items at most ~10 kB: a few MB to ~20 MB at worst.
 */
const ANSWERS_KEPT = 1_000;

/** Words seen while indexing and searching, by their key (the data repeats its names). */
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

/** A name or a name people use counts most, then local names, then the food group. */
const BOOST = { name: 4, names: 4, local: 2, group: 1 };

function docOf(entry: CatalogueEntry, keyOf: (word: string) => string): SearchDoc {
  const keysOf = (text: string) =>
    wordsOf(text)
      .map(keyOf)
      .filter((key) => key !== '');
  const names = namesOf(entry.name);
  return {
    key: `${entry.kind === 'recipe' ? 'r' : 'f'}${entry.id}`,
    entry,
    answer: {
      id: entry.id,
      kind: entry.kind,
      name: entry.name,
      ...(entry.hindiName && { hindiName: entry.hindiName }),
      group: entry.group,
      diet: entry.diet,
      source: entry.source,
      state: entry.state,
      per100g: per100gAnswer(entry.per100g),
      portions: entry.portions,
    },
    wordKeys: [...new Set([entry.name, ...entry.names].flatMap(keysOf))],
    wholeNames: new Set([...names, ...entry.names].map((name) => keysOf(name).join(' '))),
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
  const index = new MiniSearch<Fields>({
    idField: 'key',
    fields: ['name', 'names', 'local', 'group'],
    // Both sides go through the same steps: Latin letters, then the sound key.
    tokenize: wordsOf,
    processTerm: (term) => keyOf(term) || null,
    searchOptions: { boost: BOOST, prefix: true, fuzzy: fuzziness },
  });
  index.addAll(
    [...docs.values()].map((doc) => ({
      key: doc.key,
      name: doc.entry.name,
      names: doc.entry.names.join(' ; '),
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

type SearchQuery = z.output<typeof foodSearchQuerySchema>;

/**
 * Everything the query finds, in the order anyone is shown it: by a name before by a
 * local name before by a typo; spelt as typed before read through a typo; a name it goes
 * by that is the query; then the practice's own foods and recipes; then how near
 * (tierOf); then dishes as served before raw ingredients; then a name that begins with
 * the query; then minisearch's score; then the shorter name.
 */
function rankedHits(search: SearchIndex, { q, kind, state, ingredients }: SearchQuery): Hit[] {
  const wanted = (doc: SearchDoc) =>
    (kind === undefined || doc.entry.kind === kind) &&
    (state === undefined || doc.entry.state === state) &&
    (ingredients === undefined || (doc.entry.kind !== 'recipe' && doc.entry.source !== 'indb'));
  const queryKeys = phoneticKeys(q);
  if (queryKeys.length === 0)
    return search.browsing.filter(wanted).map((doc) => ({ doc, reach: 0, matched: null }));
  // Every word must match. When no food has every word in a name it goes by ("vada pav"
  // only meets bananas' local names half-way), foods with some of the words join in.
  let results = search.index.search(q, { combineWith: 'AND' });
  // Only foods the answer may hold count: a dish that a filter leaves out must not keep
  // the raw ingredients with some of the words from coming in ("palak paneer" for a recipe).
  const byName = (result: SearchResult) => {
    const doc = search.docs.get(String(result.id));
    return doc !== undefined && wanted(doc) && coveredBy(queryKeys, doc.wordKeys);
  };
  if (queryKeys.length > 1 && !results.some(byName)) {
    const found = new Set(results.map((result) => result.id));
    results = [
      ...results,
      ...search.index.search(q, { combineWith: 'OR' }).filter((r) => !found.has(r.id)),
    ];
  }
  const whole = queryKeys.join(' ');
  const scored = results.flatMap((result) => {
    const doc = search.docs.get(String(result.id));
    if (!doc || !wanted(doc)) return [];
    // A misspelt word is read as the word of this food it came near ("spinch" → spinach),
    // so the food named just that comes first among those found through a typo.
    const read = queryKeys.map((q) => nearestTerm(q, doc, result));
    const typo = read.some((key, at) => key !== queryKeys[at]) ? 1 : 0;
    const tier = tierOf(doc, read);
    return [
      {
        doc,
        result,
        tier,
        typo,
        // Through a typo, a name reaches no further than a local name spelt right.
        reach: Math.max(REACH[tier] ?? 2, typo),
        own: doc.entry.source === 'practice' ? 0 : 1,
        raw: doc.entry.state === 'raw' ? 1 : 0,
        starts: doc.wordKeys.join(' ').startsWith(whole) ? 0 : 1,
      },
    ];
  });
  scored.sort(
    (a, b) =>
      a.reach - b.reach ||
      a.typo - b.typo ||
      Number(a.tier > 0) - Number(b.tier > 0) ||
      a.own - b.own ||
      a.tier - b.tier ||
      a.raw - b.raw ||
      a.starts - b.starts ||
      b.result.score - a.result.score ||
      a.doc.entry.name.length - b.doc.entry.name.length,
  );
  return scored.map(({ doc, result, reach }) => ({
    doc,
    reach,
    matched: matchedLocalName(doc, result, queryKeys),
  }));
}

const answerOf = (hits: Hit[], limit: number): FoodSearch => ({
  items: hits.slice(0, limit).map(({ doc, matched }) => ({ ...doc.answer, matched })),
  total: hits.length,
});

/** The ranked hits of a query, made once per query and index. */
function kept(search: SearchIndex, query: SearchQuery): Ranked {
  const key = `${query.kind ?? ''}:${query.state ?? ''}:${query.ingredients ?? ''}:${query.q}`;
  let found = search.answers.get(key);
  if (!found) {
    found = { hits: rankedHits(search, query), json: new Map() };
    search.answers.set(key, found);
  }
  return found;
}

/**
 * Her order: what she does not eat last (or left out when she asks, `veg=only`), and
 * among the foods found by a name, what she logs most first. The sort is stable, so the
 * order everyone gets stays otherwise.
 */
function forEater(hits: Hit[], eater: Eater, vegOnly: boolean): Hit[] {
  const avoided = (hit: Hit) =>
    eater.avoids.has(hit.doc.entry.diet) || (vegOnly && hit.doc.entry.diet !== 'veg') ? 1 : 0;
  const kept = vegOnly ? hits.filter((hit) => hit.doc.entry.diet === 'veg') : hits;
  const usual = (hit: Hit) => (hit.reach === 0 ? (eater.usual.get(hit.doc.key) ?? 0) : 0);
  return [...kept].sort(
    (a, b) => avoided(a) - avoided(b) || a.reach - b.reach || usual(b) - usual(a),
  );
}

const personal = (eater: Eater, vegOnly: boolean) =>
  vegOnly || eater.avoids.size > 0 || eater.usual.size > 0;

export function searchIn(search: SearchIndex, query: SearchQuery, eater = NO_EATER): FoodSearch {
  const vegOnly = query.veg === 'only';
  const { hits } = kept(search, query);
  return answerOf(personal(eater, vegOnly) ? forEater(hits, eater, vegOnly) : hits, query.limit);
}

/**
 * GET /api/foods: foods, practice foods and recipes (deleted ones left out), as JSON text:
 * the builder searches on every key press, so the answer everyone gets is serialised once
 * per query (the route's tests parse it with the response schema). A client's answer is
 * put in her order (`forEater`) first.
 */
export async function searchFoodsJson(
  deps: AppDeps,
  query: SearchQuery,
  eater = NO_EATER,
): Promise<string> {
  const search = await searchIndexOf(deps);
  const vegOnly = query.veg === 'only';
  if (personal(eater, vegOnly)) return JSON.stringify(searchIn(search, query, eater));
  const found = kept(search, query);
  let json = found.json.get(query.limit);
  if (json === undefined) {
    json = JSON.stringify(answerOf(found.hits, query.limit));
    found.json.set(query.limit, json);
  }
  return json;
}
