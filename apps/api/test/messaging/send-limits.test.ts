import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, loginAs, type TestUser } from '../helpers/factories.ts';
import { caseloadFixture, nutritionistSends } from '../helpers/caseload.ts';
import type { tokensForRoles } from '../helpers/roles.ts';

describe('chat sends: length and rate limits', () => {
  let app: TestApp;
  let as: Awaited<ReturnType<typeof tokensForRoles>>;
  let mine: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ MESSAGE_MAX_PER_MINUTE: '3' });
    ({ as, mine } = await caseloadFixture(app));
  });
  afterAll(() => app.close());

  const fromAsha = (content: string) => nutritionistSends(app.app, { as, mine }, content);

  it('refuses a message over 4,000 characters with a message, and blank text', async () => {
    const long = await fromAsha('x'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Please keep a message under 4,000 characters.');
    const blank = await fromAsha('   ');
    expect(blank.json().message).toBe('Please enter a message');
  });

  it('answers 429 once one person sends too many in a minute, and counts each person apart', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await fromAsha(`Note ${i}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    const limited = await fromAsha('One more');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });

    const meera = await app.app.inject({
      method: 'POST',
      url: '/api/client/sendMessage',
      headers: bearer(await loginAs(app.app, mine)),
      payload: { nId: as.nutritionist.user.id, cId: mine.id, content: 'Still fine' },
    });
    expect(meera.statusCode).toBe(200);
  });
});
