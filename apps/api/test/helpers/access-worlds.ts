import { eq } from 'drizzle-orm';
import * as t from '#api/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { insertSession } from './caseload.ts';
import { bearer, createUser, loginAs, type TestUser } from './factories.ts';
import { validRequest, type Operation } from './malformed-requests.ts';
import type { Known } from './valid-values.ts';
import { fromNow, isoDateFromToday } from './test-clock.ts';

/** One nutritionist, her client, and a record of each kind that belongs to one of them. */
export interface World {
  nutritionist: TestUser;
  client: TestUser;
  headers: { nutritionist: Record<string, string>; client: Record<string, string> };
  records: {
    goalId: number;
    entryId: number;
    measurementId: number;
    templateId: number;
    bookingId: number;
    habitId: number;
    sessionId: string;
  };
}

type Find = (method: string, path: string) => Operation;

function knownFor(world: Pick<World, 'nutritionist' | 'client'>, email: string): Known {
  return {
    nutritionistId: world.nutritionist.id,
    nutritionistName: world.nutritionist.name,
    clientId: world.client.id,
    callerEmail: email,
  };
}

async function create(
  app: TestApp,
  op: Operation,
  known: Known,
  headers: Record<string, string>,
): Promise<{ id: number }> {
  const request = validRequest(op, known);
  const response = await app.app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${op.method} ${op.path} for a world: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>();
}

/**
 * A world made through the API as its owners would: each record is created by the call
 * that creates it, with the values the fuzz uses, so a foreign-record request names a
 * record that really exists.
 */
export async function createWorld(app: TestApp, find: Find, day: number): Promise<World> {
  const nutritionist = await createUser(app.db, 'nutritionist');
  const client = await createUser(app.db, 'client');
  await app.db
    .update(t.clients)
    .set({ nutritionistId: nutritionist.id })
    .where(eq(t.clients.id, client.id));
  const headers = {
    nutritionist: bearer(await loginAs(app.app, nutritionist)),
    client: bearer(await loginAs(app.app, client)),
  };
  const asClient = knownFor({ nutritionist, client }, client.email);
  const asNutritionist = knownFor({ nutritionist, client }, nutritionist.email);

  const goal = await create(app, find('POST', '/api/client/goal'), asClient, headers.client);
  const entry = await create(
    app,
    find('POST', '/api/journal'),
    {
      ...asClient,
      fixed: {
        date: isoDateFromToday('Asia/Kolkata', 0),
        meal: 'lunch',
        note: 'Dal, rice and curd',
        items: [],
        idempotencyKey: `world-entry-${client.id}`,
      },
    },
    headers.client,
  );
  const measurement = await create(
    app,
    find('POST', '/api/clients/{clientId}/measurements'),
    { ...asClient, fixed: { date: isoDateFromToday('Asia/Kolkata', 0) } },
    headers.client,
  );
  const template = await create(
    app,
    find('POST', '/api/meal-plan-templates'),
    { ...asNutritionist, fixed: { name: `Template ${nutritionist.id}`, items: [] } },
    headers.nutritionist,
  );
  await create(
    app,
    find('PUT', '/api/clients/{clientId}/tracking'),
    // A habit without an id is a new one.
    { ...asNutritionist, fixed: { id: undefined } },
    headers.nutritionist,
  );
  await create(
    app,
    find('POST', '/api/nuts/clientassessment'),
    asNutritionist,
    headers.nutritionist,
  );
  const [habit] = await app.db
    .select({ id: t.habits.id })
    .from(t.habits)
    .where(eq(t.habits.clientId, client.id));
  // A session row straight in the table: booking through the API needs opening hours.
  const start = fromNow((30 + day) * 86_400_000);
  const bookingId = await insertSession(app.db, client.id, nutritionist.id, start);
  const [session] = await app.db
    .select({ id: t.userSessions.id })
    .from(t.userSessions)
    .where(eq(t.userSessions.userId, client.id));
  if (!habit || !session) throw new Error('a world is missing a record');
  return {
    nutritionist,
    client,
    headers,
    records: {
      goalId: goal.id,
      entryId: entry.id,
      measurementId: measurement.id,
      templateId: template.id,
      bookingId,
      habitId: habit.id,
      sessionId: session.id,
    },
  };
}
