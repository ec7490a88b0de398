import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../helpers/factories.ts';
import type { Method } from '../helpers/suite.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { planUrl, targetsUrl } from './plan-fixtures.ts';

type Headers = Record<string, string>;

const targets = { kcal: 1800, protein: 60, carbs: 230, fat: 55, fibre: 25 };

/** Who reaches a client's plan and targets, and who reaches a nutritionist's templates. */
describe('who may read and write plans, targets and templates', () => {
  const { app, as, mine, other } = caseloadSuite();
  const heads = {} as Record<'herself' | 'otherNutritionist', Headers>;
  let templateId = 0;
  beforeAll(async () => {
    heads.herself = bearer(await loginAs(app.app, mine));
    heads.otherNutritionist = bearer(await loginAs(app.app, other));
    const saved = await app.app.inject({
      method: 'POST',
      url: '/api/meal-plan-templates',
      headers: as.nutritionist.headers,
      payload: { name: 'Her template', days: [] },
    });
    templateId = saved.json().id;
  });
  const call = (method: Method, url: string, headers: Headers, payload?: object) =>
    app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const reads = () => [planUrl(mine.id), targetsUrl(mine.id)];
  const writes = (): [string, object][] => [
    [planUrl(mine.id), { days: [] }],
    [targetsUrl(mine.id), targets],
  ];

  it('lets her nutritionist and the client herself read her plan and targets', async () => {
    for (const url of reads()) {
      expect((await call('GET', url, as.nutritionist.headers)).statusCode, url).toBe(200);
      expect((await call('GET', url, heads.herself)).statusCode, url).toBe(200);
    }
  });

  it('answers 404 to another nutritionist and to another client, 403 to an admin, 401 without a token', async () => {
    for (const url of reads()) {
      expect((await call('GET', url, heads.otherNutritionist)).statusCode, url).toBe(404);
      expect((await call('GET', url, as.client.headers)).statusCode, url).toBe(404);
      expect((await call('GET', url, as.admin.headers)).statusCode, url).toBe(403);
      expect((await call('GET', url, {})).statusCode, url).toBe(401);
    }
  });

  it('lets only her nutritionist write: another nutritionist 404, any client 403, an admin 403, no token 401', async () => {
    for (const [url, body] of writes()) {
      expect((await call('PUT', url, as.nutritionist.headers, body)).statusCode, url).toBe(200);
      expect((await call('PUT', url, heads.otherNutritionist, body)).statusCode, url).toBe(404);
      expect((await call('PUT', url, heads.herself, body)).statusCode, url).toBe(403);
      expect((await call('PUT', url, as.client.headers, body)).statusCode, url).toBe(403);
      expect((await call('PUT', url, as.admin.headers, body)).statusCode, url).toBe(403);
      expect((await call('PUT', url, {}, body)).statusCode, url).toBe(401);
    }
  });

  it('answers 404 for a client who does not exist', async () => {
    expect((await call('GET', planUrl(99_999_999), as.nutritionist.headers)).statusCode).toBe(404);
    expect(
      (await call('PUT', targetsUrl(99_999_999), as.nutritionist.headers, targets)).statusCode,
    ).toBe(404);
  });

  it('keeps a nutritionist’s templates hers: another nutritionist gets 404 for each call on it', async () => {
    const url = `/api/meal-plan-templates/${templateId}`;
    expect((await call('GET', url, heads.otherNutritionist)).statusCode).toBe(404);
    expect((await call('DELETE', url, heads.otherNutritionist)).statusCode).toBe(404);
    const list = await call('GET', '/api/meal-plan-templates', heads.otherNutritionist);
    expect(list.json()).toEqual([]);
    expect((await call('GET', url, as.nutritionist.headers)).statusCode).toBe(200);
  });

  it('refuses templates to clients and admins (403) and to anyone without a token (401)', async () => {
    const url = `/api/meal-plan-templates/${templateId}`;
    const templateCalls: [Method, string, object?][] = [
      ['GET', '/api/meal-plan-templates'],
      ['GET', url],
      ['POST', '/api/meal-plan-templates', { name: 'Another', days: [] }],
      ['DELETE', url],
    ];
    for (const [method, path, body] of templateCalls) {
      for (const headers of [heads.herself, as.admin.headers])
        expect((await call(method, path, headers, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(method, path, {}, body)).statusCode, `${method} ${path}`).toBe(401);
    }
  });
});
