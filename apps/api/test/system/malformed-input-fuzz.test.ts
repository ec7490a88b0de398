import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  callersOf,
  malformedRequests,
  operationsOf,
  type MalformedRequest,
  type Operation,
} from '../helpers/malformed-requests.ts';
import { tokensForRoles } from '../helpers/roles.ts';
import { WHATSAPP_ENV } from '../helpers/whatsapp-posts.ts';

/**
 * Calls that may delete a record go last (the client's own, then the nutritionist's, then
 * the admin's), so the accounts every other call needs still exist while it runs.
 */
function order(op: Operation): number {
  if (op.method !== 'DELETE' && !/delete/i.test(op.path)) return 0;
  if (op.tags.includes('admin')) return 3;
  return op.tags.includes('nutritionist') ? 2 : 1;
}

describe('malformed input on every operation of the OpenAPI document', () => {
  let app: TestApp;

  beforeAll(async () => {
    // WhatsApp's webhook set up, so its checks are fuzzed rather than its 404.
    app = await buildTestApp(WHATSAPP_ENV);
  });
  afterAll(() => app.close());

  it('never answers 5xx, and every 4xx carries a JSON message', { timeout: 120_000 }, async () => {
    const as = await tokensForRoles(app.app, app.db);
    await app.db
      .update(t.clients)
      .set({ nutritionistId: as.nutritionist.user.id })
      .where(eq(t.clients.id, as.client.user.id));
    const document = (await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = operationsOf(document)
      // The realtime stream never ends, so inject would wait for ever; it takes no input.
      .filter((op) => op.path !== '/api/events')
      .sort((a, b) => order(a) - order(b));

    let sent = 0;
    const failures: string[] = [];
    for (const op of operations) {
      for (const caller of callersOf(op)) {
        const known = {
          nutritionistId: as.nutritionist.user.id,
          nutritionistName: as.nutritionist.user.name,
          clientId: as.client.user.id,
          callerEmail: as[caller].user.email,
        };
        for (const request of malformedRequests(op, known)) {
          sent += 1;
          const failure = await send(request, as[caller].headers);
          if (failure)
            failures.push(
              `${caller} ${request.method} ${request.url} [${request.label}] ${failure}`,
            );
        }
      }
    }

    async function send(request: MalformedRequest, auth: Record<string, string>) {
      const response = await app.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...auth, ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload as string }),
      });
      if (response.statusCode >= 500) return `${response.statusCode} ${response.body}`;
      if (response.statusCode >= 400) {
        const body = safeJson(response.body);
        if (typeof body?.message !== 'string') return `${response.statusCode} without a message`;
        // Every code the server answers is one of the shared list the web checks against.
        if (!isErrorCode(body.code)) return `${response.statusCode} with code ${String(body.code)}`;
      }
      return undefined;
    }

    console.info(`malformed-input fuzz: ${sent} requests, ${failures.length} failures`);
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});

function safeJson(text: string): { message?: unknown; code?: unknown } | undefined {
  try {
    return JSON.parse(text) as { message?: unknown; code?: unknown };
  } catch {
    return undefined;
  }
}
