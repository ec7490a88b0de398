import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { endpointTables } from '@nourishwell/shared';
import { buildApp } from '#api/app.ts';
import { openPostgres, type DatabaseHandle } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { startFaultProxy, type Fault, type FaultProxy } from '../helpers/fault-proxy.ts';
import {
  callersOf,
  operationsOf,
  validRequest,
  type Caller,
  type Operation,
} from '../helpers/malformed-requests.ts';
import { tokensForRoles } from '../helpers/roles.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { testClock } from '../helpers/test-clock.ts';
import { WHATSAPP_ENV } from '../helpers/whatsapp-posts.ts';

/**
 * Who calls each operation: a role its entry names (an operation whose tags name no role
 * would otherwise be called by a client, and a client's token, read from the cache while
 * the database is down, is refused 403 without a query: a pass that proves nothing).
 */
const ROLES_BY_OPERATION = new Map(
  endpointTables.flatMap((table) =>
    Object.values(table).flatMap((entry) =>
      [entry.path, ...(entry.aliases ?? [])].map((path) => [
        `${entry.method} /api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`,
        Array.isArray(entry.access) ? (entry.access as Caller[]) : undefined,
      ]),
    ),
  ),
);
const callersFor = (op: Operation): Caller[] =>
  ROLES_BY_OPERATION.get(`${op.method} ${op.path}`) ?? callersOf(op);

/** Small limits, so the suite sees every timeout quickly; production's are in .env.example. */
const STATEMENT_TIMEOUT_MS = 500;
const NETWORK_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 1000;
/**
 * No request may take longer than its longest wait (a connection, then an answer) and a
 * margin. The margin is for a busy 2-core machine running a few hundred of these at once
 * beside other suites: it only has to tell "bounded" from "hangs", which never ends.
 */
const MARGIN_MS = 5000;
const LONGEST_MS = CONNECT_TIMEOUT_MS + NETWORK_TIMEOUT_MS + MARGIN_MS;

/**
 * Operations that never read the database, and what they answer: the privacy notice is
 * text from the build (200); the generated request to Razorpay's webhook is unsigned,
 * refused before anything is read (400; a signed delivery in an outage fails its
 * transaction with 503, and Razorpay delivers it again); the same for WhatsApp's webhook,
 * whose handshake with a generated token is refused (403) without a query, and Exotel's
 * delivery reports, whose generated token is not ours (403).
 */
const WITHOUT_DATABASE = new Map([
  ['client GET /api/privacy/notice', 200],
  ['client POST /api/payments/razorpay/webhook', 400],
  ['client POST /api/whatsapp/webhook', 400],
  ['client GET /api/whatsapp/webhook', 403],
  ['client POST /api/exotel/sms-status', 403],
]);

/** Exotel configured with a report token; its address is one nothing listens on. */
const EXOTEL_ENV = {
  EXOTEL_ACCOUNT_SID: 'nourishwell1',
  EXOTEL_API_KEY: 'key-1234',
  EXOTEL_API_TOKEN: 'token-1234',
  EXOTEL_API_URL: 'http://127.0.0.1:9',
  EXOTEL_STATUS_TOKEN: 'exotel-status-token-0123456789',
};

/**
 * Issue 30: the database refusing connections, dropping them mid-query and hanging. Every
 * operation of the OpenAPI document, in every family of the endpoint table, answers 503 or
 * 504 with a JSON message in bounded time; the process stays up and serves again after.
 */
describe.runIf(inject('testDatabase').kind === 'postgres')(
  'when the database fails, every endpoint family answers 503 or 504 and the app recovers',
  () => {
    let database: TestDatabase;
    let proxy: FaultProxy;
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let operations: Operation[];
    let as: Awaited<ReturnType<typeof tokensForRoles>>;
    const logLines: string[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      proxy = await startFaultProxy(database.url!);
      handle = openPostgres(proxy.url, {
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
        networkTimeoutMs: NETWORK_TIMEOUT_MS,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
      });
      app = await buildApp({
        config: testConfig({ LOG_LEVEL: 'info', ...WHATSAPP_ENV, ...EXOTEL_ENV }),
        database: handle,
        clock: testClock,
        logStream: { write: (line) => logLines.push(line) },
      });
      as = await tokensForRoles(app, handle.db);
      await handle.db
        .update(t.clients)
        .set({ nutritionistId: as.nutritionist.user.id })
        .where(eq(t.clients.id, as.client.user.id));
      const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      // The realtime stream answers before it reads anything and then never ends.
      operations = operationsOf(document).filter((op) => op.path !== '/api/events');
    });
    afterAll(async () => {
      await app.close();
      await handle.close();
      await proxy.close();
      await database.dispose();
    });

    async function everyOperationUnder(fault: Fault) {
      proxy.set(fault);
      // Every operation's token check goes to the database: a token kept from the last
      // phase's recovery would skip it, and a generated request the input rules refuse (a
      // date the generator cannot make) would then answer 400 without reaching the fault.
      app.readCache.invalidate();
      const answers = await Promise.all(
        operations.flatMap((op) =>
          callersFor(op).map(async (caller) => {
            const request = validRequest(op, {
              nutritionistId: as.nutritionist.user.id,
              nutritionistName: as.nutritionist.user.name,
              clientId: as.client.user.id,
              callerEmail: as[caller].user.email,
            });
            const started = performance.now();
            const response = await app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers: { ...as[caller].headers, ...request.headers },
              ...(request.payload === undefined ? {} : { payload: request.payload as string }),
            });
            return {
              what: `${caller} ${request.method} ${op.path}`,
              status: response.statusCode,
              message: typeof response.json<{ message?: unknown }>().message === 'string',
              retryAfter: response.headers['retry-after'],
              ms: performance.now() - started,
            };
          }),
        ),
      );
      proxy.set('pass');
      return answers;
    }

    const expectEveryAnswerRefused = (answers: Awaited<ReturnType<typeof everyOperationUnder>>) => {
      const wrong = answers.filter((a) =>
        WITHOUT_DATABASE.has(a.what)
          ? a.status !== WITHOUT_DATABASE.get(a.what)
          : ![503, 504].includes(a.status) || !a.message || a.retryAfter !== '1',
      );
      expect(wrong).toEqual([]);
      expect(answers.filter((a) => a.ms > LONGEST_MS)).toEqual([]);
    };

    const servesAgain = async () => {
      await vi.waitFor(
        async () => {
          const health = await app.inject({ method: 'GET', url: '/api/health' });
          expect(health.statusCode).toBe(200);
          const me = await app.inject({
            method: 'GET',
            url: '/api/users/me',
            headers: as.client.headers,
          });
          expect(me.statusCode).toBe(200);
        },
        { timeout: 2000 + MARGIN_MS, interval: 50 },
      );
    };

    it('covers every family of the endpoint table', () => {
      const paths = new Set(operations.map((op) => op.path));
      for (const table of endpointTables) {
        const served = Object.values(table).filter((entry) =>
          paths.has(`/api${entry.path.replace(/:(\w+)/g, '{$1}')}`),
        );
        expect(served.length).toBeGreaterThan(0);
      }
      console.info(
        `database faults: ${operations.length} operations in ${endpointTables.length} families`,
      );
    });

    it('answers 503 with Retry-After to every operation while connections are refused', async () => {
      expectEveryAnswerRefused(await everyOperationUnder('refuse'));
      await servesAgain();
    });

    it('answers 503 with Retry-After to every operation while connections drop mid-query', async () => {
      // Warm the pool first, so the drop cuts connections that are in use.
      await Promise.all(
        Array.from({ length: 10 }, () =>
          app.inject({ method: 'GET', url: '/api/users/me', headers: as.client.headers }),
        ),
      );
      expectEveryAnswerRefused(await everyOperationUnder('drop'));
      await servesAgain();
    });

    it('answers every operation 503 or 504 within its timeouts while the network hangs', async () => {
      const answers = await everyOperationUnder('stall');
      expectEveryAnswerRefused(answers);
      // Requests that had a connection waited for an answer that never came: 504.
      expect(answers.some((a) => a.status === 504)).toBe(true);
      await servesAgain();
    });

    it('cancels a statement that runs past the statement timeout, answers 504, and serves again', async () => {
      const blocker = new pg.Client({ connectionString: database.url });
      await blocker.connect();
      try {
        // Another session holding the accounts table is a database too slow to answer.
        await blocker.query('begin');
        await blocker.query('lock table users in access exclusive mode');
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: as.client.user.email, password: 'wrong-password-1', role: 'client' },
        });
        expect(response.statusCode).toBe(504);
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json()).toEqual({
          message: 'The service is taking too long to answer. Please try again.',
          code: 'TIMED_OUT',
        });
        expect(performance.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + MARGIN_MS);
      } finally {
        await blocker.query('rollback');
        await blocker.end();
      }
      await servesAgain();
    });

    it('writes no email address or other statement value into the log while failing', () => {
      const logged = logLines.join('\n');
      expect(logged).toContain('database unavailable');
      for (const role of ['admin', 'nutritionist', 'client'] as const)
        expect(logged).not.toContain(as[role].user.email);
      expect(logged).not.toMatch(/params:/);
    });
  },
);
