import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { caseloadFixture } from './caseload.ts';
import type { TestUser } from './factories.ts';
import { tokensForRoles } from './roles.ts';

/**
 * A describe block's set-up, written once. The objects are handed out empty when the block
 * is declared and filled in by its beforeAll, so a test file destructures them at the top
 * and its tests read the real app, tokens and users.
 */
type Tokens = Awaited<ReturnType<typeof tokensForRoles>>;
type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function fill<T extends object>(target: T, source: T): void {
  Object.assign(target, source);
}

function calls(app: TestApp) {
  return (method: Method, url: string, headers: Headers, payload?: object) =>
    app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** The real app on a fresh database with a signed-in admin, nutritionist and client. */
export function appWithRoles() {
  const app = {} as TestApp;
  const as = {} as Tokens;
  beforeAll(async () => {
    fill(app, await buildTestApp());
    fill(as, await tokensForRoles(app.app, app.db));
  });
  afterAll(() => app.close());
  return { app, as, call: calls(app) };
}

/**
 * appWithRoles plus a client of the signed-in nutritionist ("mine"), a client of another
 * nutritionist ("theirs") and that nutritionist ("other"); `post` calls as her by default.
 */
export function caseloadSuite(
  names: { mine?: string; theirs?: string } = {},
  appOptions: Parameters<typeof buildTestApp>[1] = {},
) {
  const app = {} as TestApp;
  const as = {} as Tokens;
  const mine = {} as TestUser;
  const theirs = {} as TestUser;
  const other = {} as TestUser;
  beforeAll(async () => {
    fill(app, await buildTestApp({}, appOptions));
    const fixture = await caseloadFixture(app, names);
    fill(as, fixture.as);
    fill(mine, fixture.mine);
    fill(theirs, fixture.theirs);
    fill(other, fixture.other);
  });
  afterAll(() => app.close());
  const post = (url: string, payload: object, headers: Headers = as.nutritionist.headers) =>
    app.app.inject({ method: 'POST', url, headers, payload });
  return {
    app,
    as,
    mine,
    theirs,
    other,
    post,
    nId: () => as.nutritionist.user.id,
  };
}

/** Each admin call answers 401 without a token and 403 to a nutritionist and to a client. */
export async function expectAdminOnly(
  suite: { as: Tokens; call: ReturnType<typeof calls> },
  adminCalls: Array<[Method, string, object?]>,
) {
  const { as, call } = suite;
  for (const [method, url, payload] of adminCalls) {
    expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    for (const role of ['nutritionist', 'client'] as const) {
      expect(
        (await call(method, url, as[role].headers, payload)).statusCode,
        `${method} ${url} as ${role}`,
      ).toBe(403);
    }
  }
}
