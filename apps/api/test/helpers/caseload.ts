import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
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

/**
 * A session of the fixture's client ("mine") with her nutritionist, written straight to
 * the tables as a past booking would be: the appointment and the client's next session,
 * with any other client fields the case needs.
 */
export async function bookedSession(
  app: TestApp,
  f: Pick<Awaited<ReturnType<typeof caseloadFixture>>, 'as' | 'mine'>,
  at: Date,
  client: Partial<typeof t.clients.$inferInsert> = {},
) {
  await insertSession(app.db, f.mine.id, f.as.nutritionist.user.id, at);
  await app.db
    .update(t.clients)
    .set({ nextSession: at, ...client })
    .where(eq(t.clients.id, f.mine.id));
}

/**
 * A booked 45-minute session straight in the table (booking through the API needs opening
 * hours); answers its id. The client's own fields are left as they are.
 */
export async function insertSession(
  db: Database,
  clientId: number,
  nutritionistId: number,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(t.appointments)
    .values({
      clientId,
      nutritionistId,
      scheduledAt: at,
      endsAt: new Date(at.getTime() + 45 * 60_000),
    })
    .returning({ id: t.appointments.id });
  if (!row) throw new Error('session not inserted');
  return row.id;
}
