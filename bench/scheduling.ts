// `npm run bench -- --scheduling [--quick]` (issue 17): free slots read by clients at 50
// connections over a week, clients booking distinct free slots at once (throughput, p95),
// a contention round (N clients ask for one slot at the same moment: exactly one 201,
// the rest 409, else the bench fails) and the reminder dispatcher sending 1,000 due
// reminders (reminder-dispatch.ts). Written to bench/results/scheduling.json.
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { isoDateFromToday, shiftIsoDate } from '../apps/api/src/lib/dates.ts';
import { describeLoad, loadRotating, signIn, type LoadResult } from './api-load.ts';
import {
  BENCH_PASSWORD,
  buildBenchData,
  run,
  type BenchData,
  type DataSize,
} from './generate-data.ts';
import { inLanes } from './mixed-users.ts';
import { openBenchDatabase, reminderDispatch, REMINDERS } from './reminder-dispatch.ts';
import { BENCH_BUFFER_MINUTES } from './scheduling-data.ts';
import { BENCH_TIME_ZONE, benchServerEnv, freePort, startServer } from './serve.ts';

type Row = (name: string, value: string, target?: string) => void;

/** Clients spread over every nutritionist; no journals (the scheduling calls read none). */
const sizes: Record<'full' | 'quick', DataSize> = {
  full: {
    nutritionists: 50,
    clients: 5000,
    bigCaseload: 100,
    listCaseload: 100,
    appointments: 20_000,
    messages: 1000,
    journalDays: 0,
  },
  quick: {
    nutritionists: 5,
    clients: 300,
    bigCaseload: 50,
    listCaseload: 50,
    appointments: 1000,
    messages: 100,
    journalDays: 0,
  },
};

interface Person {
  clientId: number;
  nutritionistId: number;
  token: string;
}
interface Slot {
  start: string;
  end: string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return +(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0).toFixed(1);
};

/** `perNutritionist` clients of every nutritionist, and `contenders` more of the first one. */
async function benchClients(data: BenchData, perNutritionist: number, contenders: number) {
  const handle = await openBenchDatabase(data);
  try {
    const result = await run(
      handle,
      `select c.id, u.email, c.nutritionist_id, row_number() over (partition by c.nutritionist_id order by c.id) as k
       from clients c join users u on u.id = c.id where c.nutritionist_id is not null`,
    );
    const rows = result.rows as Array<{
      id: number;
      email: string;
      nutritionist_id: number;
      k: number;
    }>;
    const first = Math.min(...rows.map((r) => Number(r.nutritionist_id)));
    const pick = (r: (typeof rows)[number]) =>
      Number(r.k) <= perNutritionist + (Number(r.nutritionist_id) === first ? contenders : 0);
    return { first, rows: rows.filter(pick) };
  } finally {
    await handle.close();
  }
}

async function slotsOf(base: string, person: Person, from: string, to: string): Promise<Slot[]> {
  const response = await fetch(`${base}/api/slots?from=${from}&to=${to}`, {
    headers: auth(person.token),
  });
  if (!response.ok) throw new Error(`bench set-up: GET /api/slots answered ${response.status}`);
  return (await response.json()) as Slot[];
}

/** Slots that do not touch each other with the buffer between: each can be booked. */
function apart(slots: Slot[], wanted: number): Slot[] {
  const chosen: Slot[] = [];
  for (const slot of slots) {
    const last = chosen.at(-1);
    if (last && Date.parse(slot.start) < Date.parse(last.end) + BENCH_BUFFER_MINUTES * 60_000)
      continue;
    chosen.push(slot);
    if (chosen.length === wanted) break;
  }
  return chosen;
}

async function book(base: string, person: Person, start: string) {
  const started = performance.now();
  const response = await fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { ...auth(person.token), 'content-type': 'application/json' },
    body: JSON.stringify({ start }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const statuses = (answers: Array<{ status: number }>) =>
  answers.reduce<Record<string, number>>(
    (all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }),
    {},
  );

/** Every client of the group books her own free slot of her nutritionist's, all at once. */
async function bookingThroughput(
  row: Row,
  base: string,
  people: Person[],
  from: string,
  to: string,
) {
  const byNutritionist = new Map<number, Person[]>();
  for (const p of people)
    byNutritionist.set(p.nutritionistId, [...(byNutritionist.get(p.nutritionistId) ?? []), p]);
  const requests: Array<{ person: Person; start: string }> = [];
  for (const group of byNutritionist.values()) {
    const slots = apart(await slotsOf(base, group[0]!, from, to), group.length);
    group.forEach((person, i) => slots[i] && requests.push({ person, start: slots[i].start }));
  }
  const started = performance.now();
  const answers = await inLanes(requests, 50, (r) => book(base, r.person, r.start));
  const seconds = (performance.now() - started) / 1000;
  const result = {
    requests: answers.length,
    perSecond: Math.round(answers.length / seconds),
    p50Ms: percentile(
      answers.map((a) => a.ms),
      50,
    ),
    p95Ms: percentile(
      answers.map((a) => a.ms),
      95,
    ),
    statuses: statuses(answers),
  };
  row(
    '(s2) POST /bookings, distinct free slots',
    `${result.perSecond} bookings/s, p95 ${result.p95Ms} ms, ${JSON.stringify(result.statuses)}`,
    'all 201',
  );
  return result;
}

/** `people` (one nutritionist's clients) ask for the same free slot at the same moment. */
async function contention(row: Row, base: string, people: Person[], from: string, to: string) {
  const [slot] = await slotsOf(base, people[0]!, from, to);
  if (!slot) throw new Error('bench set-up: the contended nutritionist has no free slot');
  const answers = await Promise.all(people.map((p) => book(base, p, slot.start)));
  const counts = statuses(answers);
  const created = counts['201'] ?? 0;
  const refused = counts['409'] ?? 0;
  const passed = created === 1 && refused === people.length - 1;
  row(
    `(s3) ${people.length} clients at one slot at once`,
    `${created} × 201, ${refused} × 409 ${passed ? 'pass' : 'FAIL'}`,
    'exactly one 201',
  );
  return { clients: people.length, created, refused, statuses: counts, passed };
}

export async function benchScheduling(row: Row, quick: boolean) {
  const seconds = quick ? 2 : 10;
  const data = await buildBenchData(quick ? sizes.quick : sizes.full, 'scheduling');
  row('data set', `${data.kind}, ${data.seconds} s, appointments ${data.rows.appointments}`);
  const contenders = quick ? 20 : 50;
  const chosen = await benchClients(data, quick ? 8 : 4, contenders);
  const server = await startServer({
    port: await freePort(),
    dataDir: data.dataDir,
    env: { ...data.serverEnv, ...benchServerEnv, LOGIN_MAX_PER_IP: '100000' },
  });
  const results: Record<string, unknown> = { quick, kind: data.kind, rows: data.rows };
  try {
    const people = await inLanes(chosen.rows, 4, async (r): Promise<Person> => ({
      clientId: Number(r.id),
      nutritionistId: Number(r.nutritionist_id),
      token: await signIn(server.url, r.email, BENCH_PASSWORD, 'client'),
    }));
    const today = isoDateFromToday(BENCH_TIME_ZONE, 0, systemClock.now());
    const week = shiftIsoDate(today, 6);
    const slots: LoadResult = await loadRotating(
      people.map((p) => ({
        url: `${server.url}/api/slots?from=${today}&to=${week}`,
        headers: auth(p.token),
      })),
      seconds,
    );
    row(
      `(s1) GET /slots, 7 days (${people.length} clients)`,
      describeLoad(slots),
      '50 connections',
    );
    // Booked from tomorrow on: past the minimum notice, inside the horizon.
    const from = shiftIsoDate(today, 1);
    const to = shiftIsoDate(today, 14);
    const contended = people.filter((p) => p.nutritionistId === chosen.first).slice(0, contenders);
    const others = people.filter((p) => !contended.includes(p));
    results.slots = slots;
    results.booking = await bookingThroughput(row, server.url, others, from, to);
    results.contention = await contention(row, server.url, contended, from, to);
  } catch (error) {
    // A server without the booking calls (another branch's) still gets its reminder figure.
    results.error = error instanceof Error ? error.message : String(error);
    row('(s1–s3) booking calls', `not run: ${String(results.error)}`);
  } finally {
    await server.stop();
  }
  const reminders = await reminderDispatch(data);
  row(
    `(s4) reminder dispatch, ${REMINDERS} due`,
    reminders.ran
      ? `${reminders.seconds} s (${reminders.perSecond}/s, ${reminders.flushes} flushes, ${reminders.left} left)`
      : `not run: ${reminders.reason}`,
  );
  results.reminders = reminders;
  const contentionResult = results.contention as { passed: boolean } | undefined;
  return { ...results, passed: contentionResult?.passed === true };
}
