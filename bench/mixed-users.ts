// The mixed workload's people: every nutritionist and client of the practice signed in,
// with what their screens need (their ids, a nutritionist's clients, a client's
// nutritionist and active goal), read through the API as the app reads them.
import { BENCH_PASSWORD } from './generate-data.ts';
import { signIn } from './api-load.ts';

export interface Nutritionist {
  token: string;
  id: number;
  clientIds: number[];
}

export interface Client {
  token: string;
  email: string;
  id: number;
  nutritionistId: number;
  goalId: number;
}

export interface Practice {
  adminToken: string;
  nutritionists: Nutritionist[];
  clients: Client[];
}

async function call<T>(base: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`bench set-up: ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Runs `work` over `items`, `lanes` at a time (sign-ins hash passwords: a few at once). */
export async function inLanes<T, R>(items: T[], lanes: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

async function nutritionist(base: string, email: string): Promise<Nutritionist> {
  const token = await signIn(base, email, BENCH_PASSWORD, 'nutritionist');
  const [me] = await call<Array<{ id: number }>>(
    base,
    token,
    `/nuts/email?email=${encodeURIComponent(email)}`,
  );
  const clients = await call<Array<{ id: number }>>(base, token, `/client/byNutId?id=${me!.id}`);
  return { token, id: me!.id, clientIds: clients.map((c) => c.id) };
}

async function client(base: string, email: string): Promise<Client> {
  const token = await signIn(base, email, BENCH_PASSWORD, 'client');
  const [me] = await call<Array<{ id: number; nId: number }>>(
    base,
    token,
    `/client/email?email=${encodeURIComponent(email)}`,
  );
  const goals = await call<Array<{ id: number; completed: boolean }>>(
    base,
    token,
    `/client/goal?clientId=${me!.id}`,
  );
  const active = goals.find((goal) => !goal.completed);
  const goal =
    active ??
    (await call<{ id: number }>(base, token, '/client/goal', {
      clientId: me!.id,
      type: 'Weight',
      target: 'Lose 2 kg',
      deadline: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    }));
  return { token, email, id: me!.id, nutritionistId: me!.nId, goalId: goal.id };
}

/** Signs in the whole practice of the mixed data set (nut1…, client1… @bench.test). */
export async function signInPractice(
  base: string,
  size: { nutritionists: number; clients: number },
): Promise<Practice> {
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const adminToken = await signIn(base, 'admin@bench.test', BENCH_PASSWORD, 'admin');
  const nutritionists = await inLanes(numbers(size.nutritionists), 4, (n) =>
    nutritionist(base, `nut${n}@bench.test`),
  );
  const clients = await inLanes(numbers(size.clients), 4, (n) =>
    client(base, `client${n}@bench.test`),
  );
  return { adminToken, nutritionists, clients };
}
