// Reminder dispatch (issue 17): how long the reminder dispatcher takes to send 1,000 due
// reminders, called in-process on the bench database (after the server has stopped: an
// embedded database has one process). The dispatcher
// (apps/api/src/modules/scheduling/reminder-dispatcher.ts) is written alongside this
// bench, so it is loaded by name and called by its documented shape:
// `createReminderDispatcher(deps)` → `{ flush() }`, one flush claiming a batch of due
// reminders with FOR UPDATE SKIP LOCKED and queueing their messages to the outbox.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import type { AppDeps } from '../apps/api/src/app-deps.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import {
  openPostgres,
  pgliteOptions,
  wrapPglite,
  type DatabaseHandle,
} from '../apps/api/src/db/client.ts';
import { createLocalEventBus } from '../apps/api/src/lib/event-bus.ts';
import { createUncachedReads } from '../apps/api/src/lib/read-cache.ts';
import { createTokenService } from '../apps/api/src/lib/tokens.ts';
import { createOutboxDispatcher } from '../apps/api/src/modules/notifications/outbox-dispatcher.ts';
import { run, type BenchData } from './generate-data.ts';
import { benchServerEnv } from './serve.ts';

export const REMINDERS = 1000;
const DISPATCHER = '../apps/api/src/modules/scheduling/reminder-dispatcher.ts';

interface ReminderDispatcher {
  flush: () => Promise<unknown>;
}

export type ReminderFigure =
  | { ran: false; reason: string }
  | {
      ran: true;
      reminders: number;
      seconds: number;
      flushes: number;
      perSecond: number;
      left: number;
      outboxRows: number;
    };

/** The bench database, opened in this process. */
export async function openBenchDatabase(data: BenchData): Promise<DatabaseHandle> {
  const url = data.serverEnv.DATABASE_URL;
  if (url) return openPostgres(url);
  return wrapPglite(await PGlite.create(path.join(data.dataDir, 'pglite'), pgliteOptions));
}

async function count(handle: DatabaseHandle, text: string): Promise<number> {
  const result = await run(handle, text);
  return Number((result.rows[0] as { n: number }).n);
}

/** What services get (AppDeps), without an HTTP server; no transport, so the outbox keeps the messages. */
function benchDeps(handle: DatabaseHandle, data: BenchData): AppDeps {
  const config = loadConfig({
    ...benchServerEnv,
    DATA_DIR: data.dataDir,
    LOG_LEVEL: 'warn',
    ...data.serverEnv,
  });
  const log = pino({ level: 'warn' });
  return {
    config,
    db: handle.db,
    dbKind: handle.kind,
    log,
    tokens: createTokenService(config.jwtSecret),
    outbox: createOutboxDispatcher(handle.db, [], log),
    events: createLocalEventBus(),
    readCache: createUncachedReads(),
    // Sign-ins, forms, payments and photos are not reached by a reminder.
  } as unknown as AppDeps;
}

async function loadDispatcher(deps: AppDeps): Promise<ReminderDispatcher | string> {
  let module: Record<string, unknown>;
  try {
    module = (await import(DISPATCHER)) as Record<string, unknown>;
  } catch {
    return `${DISPATCHER} is not on this branch`;
  }
  const create = module.createReminderDispatcher;
  if (typeof create !== 'function') return 'reminder-dispatcher.ts has no createReminderDispatcher';
  const dispatcher = (create as (d: AppDeps) => unknown)(deps) as Partial<ReminderDispatcher>;
  if (typeof dispatcher.flush !== 'function') return 'the reminder dispatcher has no flush()';
  return dispatcher as ReminderDispatcher;
}

/** 1,000 reminders due a minute ago, on booked sessions still ahead (several per session). */
async function dueReminders(handle: DatabaseHandle) {
  await run(handle, `update appointment_reminders set status = 'skipped' where status = 'pending'`);
  await run(
    handle,
    `with b as (select id, row_number() over (order by id) as rn, count(*) over () as n
                from appointments where status = 'booked' and scheduled_at > now() + interval '1 hour')
     insert into appointment_reminders (appointment_id, offset_minutes, due_at)
     select b.id, (array[1440, 60, 30, 15])[1 + g % 4], now() - interval '1 minute'
     from generate_series(0, ${REMINDERS - 1}) g join b on b.rn = 1 + g % b.n`,
  );
  return count(
    handle,
    `select count(*)::int as n from appointment_reminders where status = 'pending'`,
  );
}

export async function reminderDispatch(data: BenchData): Promise<ReminderFigure> {
  const handle = await openBenchDatabase(data);
  try {
    const deps = benchDeps(handle, data);
    const dispatcher = await loadDispatcher(deps);
    if (typeof dispatcher === 'string') return { ran: false, reason: dispatcher };
    const reminders = await dueReminders(handle);
    const outboxBefore = await count(handle, 'select count(*)::int as n from outbox');
    const pending = () =>
      count(
        handle,
        `select count(*)::int as n from appointment_reminders where status = 'pending' and due_at <= now()`,
      );
    const started = performance.now();
    let flushes = 0;
    // A flush may take one batch; flush until none is due (bounded, should one stay).
    for (let left = reminders; left > 0 && flushes < REMINDERS; left = await pending()) {
      await dispatcher.flush();
      flushes += 1;
    }
    const seconds = +((performance.now() - started) / 1000).toFixed(2);
    await deps.outbox.stop();
    return {
      ran: true,
      reminders,
      seconds,
      flushes,
      perSecond: Math.round(reminders / Math.max(seconds, 0.001)),
      left: await pending(),
      outboxRows: (await count(handle, 'select count(*)::int as n from outbox')) - outboxBefore,
    };
  } finally {
    await handle.close();
  }
}
