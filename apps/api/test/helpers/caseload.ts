import { eq } from 'drizzle-orm';
import * as t from '../../src/db/schema/index.ts';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { createUser, type TestUser } from './factories.ts';
import { tokensForRoles } from './roles.ts';

/**
 * Tokens for each role, plus a client of the signed-in nutritionist ("mine") and a client
 * of another nutritionist ("theirs"): the ownership cases every nutritionist call checks.
 */
export async function caseloadFixture(
  app: TestApp,
  names: { mine?: string; theirs?: string } = {},
) {
  const as = await tokensForRoles(app.app, app.db);
  const other = await createUser(app.db, 'nutritionist');
  const mine: TestUser = await createUser(app.db, 'client', names.mine ? { name: names.mine } : {});
  const theirs: TestUser = await createUser(
    app.db,
    'client',
    names.theirs ? { name: names.theirs } : {},
  );
  await app.db
    .update(t.clients)
    .set({ nutritionistId: as.nutritionist.user.id })
    .where(eq(t.clients.id, mine.id));
  await app.db
    .update(t.clients)
    .set({ nutritionistId: other.id })
    .where(eq(t.clients.id, theirs.id));
  return { as, other, mine, theirs };
}

/** The fixture's nutritionist writes to her client ("mine") through `app`. */
export function nutritionistSends(
  app: FastifyInstance,
  f: Pick<Awaited<ReturnType<typeof caseloadFixture>>, 'as' | 'mine'>,
  content: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/nuts/sendMessage',
    headers: f.as.nutritionist.headers,
    payload: { nId: f.as.nutritionist.user.id, cId: f.mine.id, content },
  });
}
