// Food search under load: GET /api/foods with a mix of what people type into the meal-plan
// builder and the journal (names, everyday words, half-typed words, typos, local names,
// Devanagari and Tamil), at 50 connections, over the whole catalogue: IFCT 2017, INDB's
// dishes and a practice's 200 foods and 60 recipes. Target: p95 ≤ 20 ms (issues 15, 32),
// for a nutritionist (answers kept as JSON) and for a vegetarian client (her order, made
// on every request).
import { describeLoad, loadWith, signIn, type LoadResult } from './api-load.ts';
import { BENCH_PASSWORD, buildBenchData, fullSize, quickSize } from './generate-data.ts';
import { benchServerEnv, freePort, startServer } from './serve.ts';

/** Each connection sends these in turn, so every kind of query is in the figure. */
export const FOOD_QUERIES = [
  'rice',
  'chawl', // typo of chawal (Hindi for rice)
  'rgi', // typo of ragi
  'bajr', // half-typed bajra
  'toor dal',
  'dal',
  'पालक', // palak (spinach), Devanagari
  'चावल', // chawal, Devanagari
  'बाजरा', // bajra, Devanagari
  'அரிசி', // arisi (rice), Tamil
  'spinch', // typo
  'paneer',
  'egg',
  'chicken curry',
  'milk, whole',
  'fenugrek leaves',
  'oats',
  'moong',
  'green leafy',
  '', // the first page of an empty search box
  // What a client logs (issue 32).
  'chai',
  'idli',
  'sambar',
  'masala dosa',
  'rajma chawal',
  'vada pav', // no dish has both words: foods with either
  'chapathi', // a spelling
  'चाय', // chai, Devanagari
  'ragi biscuits', // a practice's own food
  'gulab jamun',
];

export function foodSearchLoad(base: string, token: string, seconds: number): Promise<LoadResult> {
  return loadWith({
    url: base,
    headers: { authorization: `Bearer ${token}` },
    duration: seconds,
    requests: FOOD_QUERIES.map((q) => ({
      method: 'GET',
      path: `/api/foods?limit=20&q=${encodeURIComponent(q)}`,
    })),
  });
}

/**
 * `npm run bench -- --food-search [--quick]`: only this figure, on the bench data set
 * (the IFCT foods are loaded by the server's migrations), as the busiest nutritionist.
 */
export async function benchFoodSearch(
  row: (name: string, value: string, target?: string) => void,
  quick: boolean,
) {
  // The search reads no journal: its data set goes without one (a minute less to build).
  const size = { ...(quick ? quickSize : fullSize), journalDays: 0 };
  const data = await buildBenchData(size, 'food_search');
  row('data set', `${data.kind}, ${data.seconds} s`);
  const server = await startServer({
    port: await freePort(),
    dataDir: data.dataDir,
    env: { ...data.serverEnv, ...benchServerEnv },
  });
  try {
    const token = await signIn(
      server.url,
      data.accounts.bigNutritionist,
      BENCH_PASSWORD,
      'nutritionist',
    );
    const result = await foodSearchLoad(server.url, token, quick ? 2 : 10);
    row(FOOD_SEARCH_ROW, describeLoad(result), FOOD_SEARCH_TARGET);
    // Bench clients are vegetarian: each answer is put in her order on every request.
    const client = await signIn(server.url, data.accounts.chatClient, BENCH_PASSWORD, 'client');
    const forClient = await foodSearchLoad(server.url, client, quick ? 2 : 10);
    row(FOOD_SEARCH_CLIENT_ROW, describeLoad(forClient), FOOD_SEARCH_TARGET);
    return { kind: data.kind, queries: FOOD_QUERIES, ...result, client: forClient };
  } finally {
    await server.stop();
  }
}

export const FOOD_SEARCH_ROW = `(f) GET /api/foods?q=… (${FOOD_QUERIES.length} queries in turn)`;
export const FOOD_SEARCH_CLIENT_ROW = `(f) the same, as a vegetarian client (her order)`;
export const FOOD_SEARCH_TARGET = 'p95 ≤ 20 ms';
