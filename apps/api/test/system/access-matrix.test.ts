import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef, type Role } from '@nourishwell/shared';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';
import { createWorld, type World } from '../helpers/access-worlds.ts';
import { bearer, createUser, loginAs } from '../helpers/factories.ts';
import { operationsOf, validRequest, type Operation } from '../helpers/malformed-requests.ts';
import { ownAndForeign, slotsOf, type Caller } from '../helpers/record-slots.ts';

/**
 * Issue 30: every operation of the endpoint table, generated from it, so a new call cannot
 * ship without being checked. Anonymous → 401; a role the entry does not name → 403; a
 * record of someone else's, in each place the call names a record → 404, while the same
 * request with her own record is not refused.
 */
const ROLES: Role[] = ['admin', 'nutritionist', 'client'];
type Entry = EndpointDef;

const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;
const urlOf = (path: string) => `/api${path.replace(/:(\w+)/g, '1')}`;
const pathsOf = (entry: Entry) => [entry.path, ...(entry.aliases ?? [])];

/** Calls that remove or end what they name (sessions, clients, goals, bookings). */
const destructive = (op: Operation) =>
  op.method === 'DELETE' || /delete|cancel|sign-out/i.test(op.path);

/** Values every generated request takes besides its records: real days, nothing new. */
const everyRequest: Record<string, unknown> = {
  from: isoDateFromToday('Asia/Kolkata', 0),
  to: isoDateFromToday('Asia/Kolkata', 7),
  date: isoDateFromToday('Asia/Kolkata', 0),
  // Empty days and lists are valid everywhere and need no food ids.
  items: [],
  // The bulk message goes to the clients listed, not to all of hers.
  all: false,
  timeZone: 'Asia/Kolkata',
  // The latest version of a versioned record (an assessment).
  version: undefined,
  // A nested object with no id (a habit) is a new one.
  id: undefined,
};

describe('access to every operation of the endpoint table', () => {
  let app: TestApp;
  let tokens: Record<Role, Record<string, string>>;
  let operations: Operation[];
  let mine: World;
  let theirs: World;

  beforeAll(async () => {
    app = await buildTestApp();
    const admin = await createUser(app.db, 'admin');
    const document = (await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = operationsOf(document);
    const find = (method: string, path: string) => {
      const op = operations.find((o) => o.method === method && o.path === path);
      if (!op) throw new Error(`no operation ${method} ${path}`);
      return op;
    };
    mine = await createWorld(app, find, 0);
    theirs = await createWorld(app, find, 1);
    tokens = {
      admin: bearer(await loginAs(app.app, admin)),
      nutritionist: mine.headers.nutritionist,
      client: mine.headers.client,
    };
  }, 60_000);
  afterAll(() => app.close());

  const entries = Object.entries(endpoints) as Array<[string, Entry]>;

  it('refuses every signed-in operation without a token with 401', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const [name, entry] of entries) {
      if (entry.access === 'public') continue;
      for (const path of pathsOf(entry)) {
        sent += 1;
        const response = await app.app.inject({ method: entry.method, url: urlOf(path) });
        if (response.statusCode !== 401 || typeof response.json().message !== 'string')
          wrong.push(`${name} ${entry.method} ${path}: ${response.statusCode}`);
      }
    }
    console.info(`access: ${sent} anonymous requests to ${entries.length} operations`);
    expect(wrong).toEqual([]);
  });

  it('refuses every operation to each role it does not name with 403', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const [name, entry] of entries) {
      if (typeof entry.access === 'string') continue;
      const allowed: readonly Role[] = entry.access;
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        for (const path of pathsOf(entry)) {
          sent += 1;
          const response = await app.app.inject({
            method: entry.method,
            url: urlOf(path),
            headers: tokens[role],
          });
          if (response.statusCode !== 403)
            wrong.push(`${role} ${name} ${entry.method} ${path}: ${response.statusCode}`);
        }
      }
    }
    console.info(`access: ${sent} wrong-role requests`);
    expect(sent).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  const byPath = () =>
    new Map<string, Entry>(entries.map(([, e]) => [`${e.method} ${openApiPath(e.path)}`, e]));
  const adminOnly = (entry: Entry) =>
    typeof entry.access !== 'string' && entry.access.every((role) => role === 'admin');

  it('knows, for every value an operation takes that names a record, whose record it is', () => {
    const entryOf = byPath();
    const unknown = operations.flatMap((op) => {
      const entry = entryOf.get(`${op.method} ${op.path}`);
      if (!entry) return [];
      return slotsOf(op, adminOnly(entry))
        .filter((slot) => slot.rule === undefined)
        .map((slot) => `${op.method} ${op.path} ${slot.where}.${slot.name}`);
    });
    expect(unknown).toEqual([]);
  });

  it('answers 404 to a record of someone else’s in every place an operation names one', async () => {
    const wrong: string[] = [];
    let sent = 0;
    const callerOf = (entry: Entry): Caller[] =>
      entry.access === 'public'
        ? []
        : entry.access === 'signedIn'
          ? ['nutritionist', 'client']
          : entry.access.filter((r): r is Caller => r !== 'admin');
    const entryOf = byPath();
    // Removals last, so every other call still finds the records it names.
    const ordered = [...operations].sort((a, b) => Number(destructive(a)) - Number(destructive(b)));
    for (const op of ordered) {
      const entry = entryOf.get(`${op.method} ${op.path}`);
      if (!entry) continue;
      for (const caller of callerOf(entry)) {
        const slots = slotsOf(op, adminOnly(entry));
        // Her own record in every place; then someone else's in one place at a time.
        const ownEverywhere = Object.assign(
          {},
          ...slots.map((slot) => ownAndForeign(slot, caller, mine, theirs)?.own ?? {}),
        ) as Record<string, unknown>;
        for (const slot of slots) {
          const values = ownAndForeign(slot, caller, mine, theirs);
          if (!values) continue;
          const known = {
            fixed: everyRequest,
            nutritionistId: mine.nutritionist.id,
            nutritionistName: mine.nutritionist.name,
            clientId: mine.client.id,
            callerEmail: caller === 'client' ? mine.client.email : mine.nutritionist.email,
          };
          const send = async (fixed: Record<string, unknown>) => {
            const request = validRequest(op, {
              ...known,
              fixed: { ...everyRequest, ...ownEverywhere, ...fixed },
            });
            return app.app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers: { ...tokens[caller], ...request.headers },
              ...(request.payload === undefined ? {} : { payload: request.payload as string }),
            });
          };
          sent += 1;
          const foreign = await send(values.foreign);
          const what = `${caller} ${op.method} ${op.path} ${slot.where}.${slot.name}`;
          const refused = slot.rule?.emptyList
            ? foreign.statusCode === 200 && foreign.body === '[]'
            : foreign.statusCode === 404;
          if (!refused) {
            wrong.push(`${what}: ${foreign.statusCode} ${foreign.body.slice(0, 120)}`);
            continue;
          }
          // A removal's control would remove the record the next callers need; the
          // domain's own tests show her own removals work.
          if (destructive(op)) continue;
          // The control: the same request with her own record is not refused, so the 404
          // came from the record's owner and not from something else in the request.
          const own = await send({});
          if ([401, 403, 404].includes(own.statusCode))
            wrong.push(
              `${what}: her own record answered ${own.statusCode} ${own.body.slice(0, 120)}`,
            );
        }
      }
    }
    console.info(`access: ${sent} foreign-record requests`);
    expect(sent).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  }, 120_000);
});
