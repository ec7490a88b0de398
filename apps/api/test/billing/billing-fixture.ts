import { afterAll, beforeAll } from 'vitest';
import { financialYearOf } from '@nourishwell/shared';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs, type TestUser } from '../helpers/factories.ts';
import { tokensForRoles } from '../helpers/roles.ts';
import { testNow } from '../helpers/test-clock.ts';

type Tokens = Awaited<ReturnType<typeof tokensForRoles>>;

/** The practice in Karnataka (29), registered: its GSTIN checks (decision 030). */
export const PRACTICE = {
  legalName: 'NourishWell Wellness LLP',
  address: '12 Residency Road, Bengaluru 560025',
  stateCode: '29',
  gstin: '29AAPFU0939F1ZR',
  blockBeyondSessions: false,
};

export const GOLD = {
  name: 'Gold – 3 months',
  description: 'Twelve weekly sessions and a meal plan.',
  durationWeeks: 12,
  sessionsIncluded: 12,
  pricePaise: 249_900,
  gstRate: 18,
  sacCode: '999319',
  active: true,
};

/** This year's document number, as the test clock's financial year writes it. */
export const numberOf = (kind: 'INV' | 'CN', serial: number) =>
  `${kind}/${financialYearOf(testNow()).short}/${String(serial).padStart(6, '0')}`;

/**
 * A fresh app with an admin, a client ("her") and another client ("other"), optionally
 * with environment (Razorpay's keys and stand-in).
 */
export function billingSuite(
  env: () => Record<string, string> = () => ({}),
  appOptions: Parameters<typeof buildTestApp>[1] = {},
) {
  const app = {} as TestApp;
  const as = {} as Tokens & { other: { user: TestUser; headers: Record<string, string> } };
  beforeAll(async () => {
    Object.assign(app, await buildTestApp(env(), appOptions));
    const tokens = await tokensForRoles(app.app, app.db);
    const other = await createUser(app.db, 'client');
    Object.assign(as, tokens, {
      other: { user: other, headers: bearer(await loginAs(app.app, other)) },
    });
  });
  afterAll(() => app.close());
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(method, url, as.admin.headers, payload);
  return { app, as, call, admin };
}
