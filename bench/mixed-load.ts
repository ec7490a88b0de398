// The mixed workload: a practice at peak. Every nutritionist, client and the admin is a
// virtual user that waits a moment (think time), does one thing its screens do, and
// again, until the run ends. Nutritionists and the admin work in the app all day: they
// act four times as often as a client. Latency is timed per kind of call.
import http from 'node:http';
import type { Client, Nutritionist, Practice } from './mixed-users.ts';
import { BENCH_PASSWORD } from './generate-data.ts';

interface Call {
  kind: string;
  path: string;
  token?: string;
  /** Sent as JSON with POST; GET without. */
  body?: unknown;
}

type Choice<P> = [weight: number, kind: string, make: (person: P) => Omit<Call, 'kind'>];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const anyClientOf = (n: Nutritionist) => pick(n.clientIds);

/** What a nutritionist does, and how often (weights in each role add up to 100). */
const nutritionistDoes: Array<Choice<Nutritionist>> = [
  [30, 'caseload list', (n) => ({ path: `/client/byNutId?id=${n.id}`, token: n.token })],
  [
    15,
    'open a client',
    (n) => ({ path: `/client/clientById?id=${anyClientOf(n)}`, token: n.token }),
  ],
  [10, 'conversations', (n) => ({ path: '/messages/conversations', token: n.token })],
  [15, 'chat thread', (n) => ({ path: `/messages/thread?with=${anyClientOf(n)}`, token: n.token })],
  [
    12,
    'chat send',
    (n) => ({
      path: '/nuts/sendMessage',
      token: n.token,
      body: { nId: n.id, cId: anyClientOf(n), content: 'How did lunch go today?' },
    }),
  ],
  [
    10,
    'mark read',
    (n) => ({ path: '/messages/read', token: n.token, body: { with: anyClientOf(n) } }),
  ],
  [
    8,
    'progress write',
    (n) => ({
      path: '/client/progress',
      token: n.token,
      body: { clientId: anyClientOf(n), week: 1 + Math.floor(Math.random() * 4), weight: 72.5 },
    }),
  ],
];

/** What a client does (the sign-in is hers: a new device or an expired session). */
const clientDoes: Array<Choice<Client>> = [
  [
    20,
    'own record',
    (c) => ({ path: `/client/email?email=${encodeURIComponent(c.email)}`, token: c.token }),
  ],
  [20, 'meal plan', (c) => ({ path: `/client/meal?id=${c.id}`, token: c.token })],
  [15, 'progress', (c) => ({ path: `/client/progress?id=${c.id}`, token: c.token })],
  [10.5, 'goals', (c) => ({ path: `/client/goal?clientId=${c.id}`, token: c.token })],
  [
    12,
    'chat send',
    (c) => ({
      path: '/client/sendMessage',
      token: c.token,
      body: { nId: c.nutritionistId, cId: c.id, content: 'Had the dal, felt good.' },
    }),
  ],
  [
    10,
    'mark read',
    (c) => ({ path: '/messages/read', token: c.token, body: { with: c.nutritionistId } }),
  ],
  [
    12,
    'goal write',
    (c) => ({
      path: '/client/goal/update',
      token: c.token,
      body: { goalId: c.goalId, progress: Math.floor(Math.random() * 100) },
    }),
  ],
  [
    0.5,
    'sign-in',
    (c) => ({
      path: '/users/login',
      body: { email: c.email, password: BENCH_PASSWORD, role: 'client' },
    }),
  ],
];

const adminDoes: Array<Choice<string>> = [
  [40, 'admin counts', (token) => ({ path: '/admin/counts', token })],
  [40, 'admin client list', (token) => ({ path: '/client/clients?limit=25', token })],
  [20, 'admin nutritionist list', (token) => ({ path: '/nuts/nutritionists?limit=25', token })],
];

function choose<P>(choices: Array<Choice<P>>, person: P): Call {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [weight, kind, make] of choices) {
    roll -= weight;
    if (roll < 0) return { kind, ...make(person) };
  }
  const [, kind, make] = choices[choices.length - 1]!;
  return { kind, ...make(person) };
}

/** The mix as stated in the bench output and decision 005. */
export function describeMix(): string {
  const role = <P>(name: string, choices: Array<Choice<P>>) =>
    `${name}: ${choices.map(([weight, kind]) => `${kind} ${weight}`).join(', ')}`;
  return [
    role('nutritionist (acts 4× as often)', nutritionistDoes),
    role('client', clientDoes),
    role('admin (acts 4× as often)', adminDoes),
  ].join('; ');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One call; resolves with its status (0 when the connection failed). */
function send(base: URL, call: Call): Promise<number> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: `/api${call.path}`,
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

export interface KindResult {
  requests: number;
  /** Its share of all calls, in per cent. */
  sharePct: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

export interface MixedResult {
  seconds: number;
  virtualUsers: number;
  requestsPerSecond: number;
  errors: number;
  kinds: Record<string, KindResult>;
  /** Statuses of failed calls, by kind, e.g. {"chat send 429": 3}. */
  failures: Record<string, number>;
}

const at = (sorted: number[], p: number) =>
  +(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0).toFixed(1);

/**
 * Runs the practice for `seconds`. `rate` sets the think times so that, with instant
 * answers, the practice would make that many calls per second.
 */
export async function runMixed(
  baseUrl: string,
  practice: Practice,
  seconds: number,
  rate: number,
): Promise<MixedResult> {
  const base = new URL(baseUrl);
  const times = new Map<string, number[]>();
  const failures: Record<string, number> = {};
  const errorsOf = new Map<string, number>();
  const busy = 4;
  const activity = practice.clients.length + busy * (practice.nutritionists.length + 1);
  /** A client's mean think time, in ms; the busy roles think a quarter of it. */
  const thinkMs = (activity / rate) * 1000;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const virtualUser = async <P>(person: P, choices: Array<Choice<P>>, meanThinkMs: number) => {
    for (;;) {
      // Exponential think times: people act independently of each other.
      const think = -Math.log(1 - Math.random()) * meanThinkMs;
      await new Promise((resolve) => setTimeout(resolve, think));
      if (performance.now() >= deadline) return;
      const call = choose(choices, person);
      const sent = performance.now();
      const status = await send(base, call);
      const list = times.get(call.kind) ?? [];
      list.push(performance.now() - sent);
      times.set(call.kind, list);
      if (status < 200 || status >= 300) {
        const key = `${call.kind} ${status}`;
        failures[key] = (failures[key] ?? 0) + 1;
        errorsOf.set(call.kind, (errorsOf.get(call.kind) ?? 0) + 1);
      }
    }
  };
  await Promise.all([
    ...practice.nutritionists.map((n) => virtualUser(n, nutritionistDoes, thinkMs / busy)),
    ...practice.clients.map((c) => virtualUser(c, clientDoes, thinkMs)),
    virtualUser(practice.adminToken, adminDoes, thinkMs / busy),
  ]);
  const elapsed = (performance.now() - started) / 1000;

  const total = [...times.values()].reduce((sum, list) => sum + list.length, 0);
  const kinds: Record<string, KindResult> = {};
  for (const [kind, list] of [...times.entries()].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = list.sort((a, b) => a - b);
    kinds[kind] = {
      requests: list.length,
      sharePct: +((100 * list.length) / total).toFixed(1),
      p50Ms: at(sorted, 50),
      p95Ms: at(sorted, 95),
      p99Ms: at(sorted, 99),
      errors: errorsOf.get(kind) ?? 0,
    };
  }
  return {
    seconds: +elapsed.toFixed(1),
    virtualUsers: practice.nutritionists.length + practice.clients.length + 1,
    requestsPerSecond: Math.round(total / elapsed),
    errors: Object.values(failures).reduce((sum, n) => sum + n, 0),
    kinds,
    failures,
  };
}
