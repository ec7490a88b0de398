import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/**
 * The public contract: the OpenAPI document the server writes from its endpoint table,
 * kept beside this test. Moving code between modules (issue 31) must leave it byte for
 * byte; an intended change of a call updates it with `npx vitest run -u` and names the
 * change in its commit.
 */
describe('the public API contract', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.app.ready();
  });
  afterAll(() => app.close());

  it('is the OpenAPI document kept in openapi.snapshot.json', async () => {
    const document = JSON.stringify(app.app.swagger(), null, 2) + '\n';
    await expect(document).toMatchFileSnapshot('./openapi.snapshot.json');
  });
});
