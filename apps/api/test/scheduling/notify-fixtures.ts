import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { AppDeps } from '#api/app-deps.ts';
import type { Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import type { Transport } from '#api/integrations/transport.ts';
import { createOutboxDispatcher } from '#api/modules/notifications/outbox-dispatcher.ts';
import {
  onSessionChange,
  type SessionActor,
  type SessionChange,
} from '#api/modules/scheduling/session-events.ts';
import { testConfig, type TestApp } from '../helpers/build-test-app.ts';
import { caseloadFixture } from '../helpers/caseload.ts';
import { testClock } from '../helpers/test-clock.ts';

/** Fastify's logger with logging off: the code under test only needs somewhere to write. */
export const silent = Fastify({ logger: false }).log;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * What the session code takes from the app, over `db`: the test's config (APP_URL set so
 * the UID's host is known) and an outbox dispatcher with the given transports, which
 * decide whether texts can be delivered.
 */
export function notifyDeps(db: Database, transports: Transport[] = []) {
  return {
    config: testConfig({ APP_URL: 'https://app.nourishwell.test' }),
    clock: testClock,
    db,
    log: silent,
    outbox: createOutboxDispatcher(db, transports, silent, undefined, testClock),
  } satisfies Partial<AppDeps>;
}
export type NotifyDeps = ReturnType<typeof notifyDeps>;

/** A nutritionist and her client, with names and Indian mobile numbers. */
export async function sessionPeople(app: TestApp) {
  const fixture = await caseloadFixture(app, { mine: 'Meera Iyer' });
  const nId = fixture.as.nutritionist.user.id;
  await app.db
    .update(t.nutritionists)
    .set({ name: 'Asha Rao', phone: '9876500001' })
    .where(eq(t.nutritionists.id, nId));
  await app.db
    .update(t.clients)
    .set({ phone: '98765 00002', issue: 'PCOS and thyroid' })
    .where(eq(t.clients.id, fixture.mine.id));
  return { ...fixture, nId, cId: fixture.mine.id };
}
export type SessionPeople = Awaited<ReturnType<typeof sessionPeople>>;

/** A booked session row of the pair, as the booking service would write it. */
export async function insertSession(
  db: Database,
  people: Pick<SessionPeople, 'nId' | 'cId'>,
  start: Date,
  values: Partial<typeof t.appointments.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(t.appointments)
    .values({
      clientId: people.cId,
      nutritionistId: people.nId,
      scheduledAt: start,
      endsAt: new Date(start.getTime() + 45 * MINUTE),
      videoRoom: `room${start.getTime()}`,
      ...values,
    })
    .returning({ id: t.appointments.id });
  if (!row) throw new Error('session not written');
  return row.id;
}

/** onSessionChange in its own transaction, as the booking service calls it. */
export function changeSession(
  deps: NotifyDeps,
  id: number,
  change: SessionChange,
  actor: SessionActor,
) {
  return deps.db.transaction((tx) => onSessionChange(deps, tx, id, change, actor));
}

/** The outbox rows written for a recipient, oldest first. */
export async function outboxFor(db: Database, recipient: string) {
  return db.select().from(t.outbox).where(eq(t.outbox.recipient, recipient)).orderBy(t.outbox.id);
}
