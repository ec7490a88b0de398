// The scale data set: nutritionists, clients, four weeks of progress, structured weekly
// meal plans with targets, working hours and appointments (scheduling-data.ts), messages
// and journals (journal-data.ts), generated inside the database
// (INSERT … SELECT over generate_series), so a million rows take seconds rather than
// minutes of round trips.
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PRIVACY_NOTICE_VERSION } from '@nourishwell/shared'; // every account has accepted it
import {
  openPostgres,
  pgliteOptions,
  wrapPglite,
  type DatabaseHandle,
} from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { generateJournal, JOURNAL_TABLES } from './journal-data.ts';
import { generatePracticeLibrary } from './practice-library.ts';
import { generateScheduling } from './scheduling-data.ts';
import { BENCH_TIME_ZONE } from './serve.ts';

export interface DataSize {
  nutritionists: number;
  clients: number;
  /** Clients of the first nutritionist: the conversation-list case (issue 7). */
  bigCaseload: number;
  /** Clients of the second: the GET /client/byNutId case (issue 8 b). */
  listCaseload: number;
  appointments: number;
  messages: number;
  /** Days of journal per client, up to today (issue 16); 0 for none. */
  journalDays: number;
}

export const fullSize: DataSize = {
  nutritionists: 50,
  clients: 5000,
  bigCaseload: 500,
  listCaseload: 100,
  appointments: 20_000,
  messages: 200_000,
  journalDays: 90,
};

export const quickSize: DataSize = {
  nutritionists: 5,
  clients: 300,
  bigCaseload: 50,
  listCaseload: 100,
  appointments: 1000,
  messages: 5000,
  journalDays: 90,
};

/** The mixed workload's practice at peak: 50 nutritionists with 10 clients each. */
export const mixedSize: DataSize = {
  nutritionists: 50,
  clients: 500,
  bigCaseload: 10,
  listCaseload: 10,
  appointments: 2000,
  messages: 20_000,
  // The mixed workload's calls read no journal.
  journalDays: 0,
};

export const BENCH_PASSWORD = 'bench-password-1';

export interface BenchData {
  /** Server settings that point `npm start` at this database. */
  serverEnv: Record<string, string>;
  dataDir: string;
  kind: 'postgres' | 'pglite';
  accounts: {
    admin: string;
    bigNutritionist: string;
    listNutritionist: string;
    listNutritionistId: number;
    chatClient: string;
    chatClientId: number;
    bigNutritionistId: number;
    /** Clients spread over every nutritionist, with theirs: the journal read's readers. */
    journalReaders: Array<{ clientEmail: string; clientId: number; nutritionistEmail: string }>;
  };
  rows: Record<string, number>;
  seconds: number;
  /** Of which the journals took. */
  journalSeconds: number;
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/nourishwell_bench';

/** Drops and creates the bench database on the server, if one answers. */
async function freshPostgres(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    return true;
  } finally {
    await client.end();
  }
}

/** A query on either kind of bench database. */
export async function run(handle: DatabaseHandle, text: string, values: unknown[] = []) {
  if (handle.kind === 'pglite') return (handle.driver as PGlite).query(text, values);
  return (handle.driver as pg.Pool).query(text, values);
}

/** Generates the data set; answers how long the journals took, in seconds. */
async function generate(handle: DatabaseHandle, size: DataSize, passwordHash: string) {
  const q = (text: string, values: unknown[] = []) => run(handle, text, values);
  await q(
    `insert into users (email, password_hash, role, consent_version) values ('admin@bench.test', $1, 'admin', $2)`,
    [passwordHash, PRIVACY_NOTICE_VERSION],
  );
  await q(
    `insert into admin_profiles (id, name) select id, 'Bench Admin' from users where role = 'admin'`,
  );
  await q(
    `insert into users (email, password_hash, role, consent_version)
     select 'nut' || g || '@bench.test', $1, 'nutritionist', $3 from generate_series(1, $2::int) g`,
    [passwordHash, size.nutritionists, PRIVACY_NOTICE_VERSION],
  );
  await q(`insert into nutritionists (id, name, specialization, phone, location)
           select id, 'Nutritionist ' || id, 'Clinical nutrition', '9876500000', 'Bengaluru'
           from users where role = 'nutritionist'`);
  await q(
    `insert into users (email, password_hash, role, consent_version)
     select 'client' || g || '@bench.test', $1, 'client', $3 from generate_series(1, $2::int) g`,
    [passwordHash, size.clients, PRIVACY_NOTICE_VERSION],
  );
  // The first nutritionist gets the big caseload, the second exactly listCaseload clients,
  // the rest share the others.
  await q(
    `with n as (select id, row_number() over (order by id) as rn from nutritionists),
          c as (select id, row_number() over (order by id) as rn from users where role = 'client')
     insert into clients (id, nutritionist_id, name, phone, location, age, gender, issue, plan,
                          next_session, weight, height, diet, allergies)
     select c.id,
            (select n.id from n where n.rn = case
               when c.rn <= $1 then 1
               when c.rn <= $1 + $2 then 2
               else 3 + (c.rn % greatest($3 - 2, 1)) end),
            'Client ' || c.rn, '98' || lpad((c.rn % 100000000)::text, 8, '0'), 'Pune',
            20 + (c.rn % 50)::int, (array['Male','Female','Other'])[1 + (c.rn % 3)::int],
            'Weight management', 'Weight Management',
            now() + ((c.rn % 14) - 3) * interval '1 day', 60 + (c.rn % 40), 150 + (c.rn % 40),
            'Vegetarian', 'None'
     from c`,
    [size.bigCaseload, size.listCaseload, size.nutritionists],
  );
  await q(`insert into progress_entries (client_id, week, weight)
           select c.id, w, 60 + (c.id % 40) - w * 0.4 from clients c, generate_series(1, 4) w`);
  // Structured weekly plans: 7 days × 4 meals × 3 IFCT foods in grams, spread over the
  // whole food list (a scalar count, so the join on the food's rank stays a hash join),
  // and daily targets set by each client's nutritionist, as the plan read answers them.
  await q(`insert into meal_plan_entries (client_id, nutritionist_id, weekday, meal)
           select c.id, c.nutritionist_id, d, m
           from clients c,
                unnest(array['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']) d,
                unnest(array['breakfast','lunch','snack','dinner']) m`);
  await q(`with f as (select id, (row_number() over (order by id) - 1)::int as rn
                      from foods where code is not null)
           insert into meal_plan_items (entry_id, position, food_id, quantity, unit)
           select e.id, p, f.id, 40 + (e.id * 7 + p * 13) % 120, 'g'
           from meal_plan_entries e
           cross join generate_series(0, 2) p
           join f on f.rn = (e.id * 3 + p * 17) % (select count(*) from f)`);
  await q(`insert into client_targets (client_id, kcal, protein, carbs, fat, fibre, activity, goal, set_by)
           select id, 1500 + (id % 8) * 100, 60 + id % 30, 200, 50, 25, 'light', 'lose', nutritionist_id
           from clients`);
  await generateScheduling(q, size.appointments, size.clients, BENCH_TIME_ZONE);
  const [firstNutritionist] = (
    (await q(`select id from users where role = 'nutritionist' order by id limit 1`)) as {
      rows: { id: number }[];
    }
  ).rows;
  await generatePracticeLibrary(q, Number(firstNutritionist?.id));
  // Four in five messages are in the first nutritionist's conversations (her list is the
  // heavy one); the rest are spread over every client. Both directions; older ones read.
  await q(
    `with c as (select id, nutritionist_id, row_number() over (order by id) as rn from clients)
     insert into messages (sender_id, receiver_id, content, sent_at, read_at)
     select case when g % 2 = 0 then c.nutritionist_id else c.id end,
            case when g % 2 = 0 then c.id else c.nutritionist_id end,
            'Message ' || g || ': how was the plan today?',
            now() - ($1::int - g) * interval '10 seconds',
            case when g < $1::int - 2000 then now() else null end
     from generate_series(1, $1::int) g
     join c on c.rn = case when g % 5 = 0 then 1 + (g % $3::int) else 1 + (g % $2::int) end
     where c.nutritionist_id is not null`,
    [size.messages, size.bigCaseload, size.clients],
  );
  const journalStarted = Date.now();
  await generateJournal(q, size.journalDays, BENCH_TIME_ZONE);
  const journalSeconds = +((Date.now() - journalStarted) / 1000).toFixed(1);
  await q('analyze');
  return journalSeconds;
}

async function accountsOf(handle: DatabaseHandle): Promise<BenchData['accounts']> {
  const one = async (text: string) => {
    const result = await run(handle, text);
    const row = result.rows[0] as { id: number; email: string } | undefined;
    if (!row) throw new Error(`bench data is missing: ${text}`);
    return row;
  };
  const big = await one(
    `select id, email from users where role = 'nutritionist' order by id limit 1`,
  );
  const list = await one(
    `select id, email from users where role = 'nutritionist' order by id offset 1 limit 1`,
  );
  const chat = await one(
    `select u.id, u.email from users u join clients c on c.id = u.id
     where c.nutritionist_id = ${Number(big.id)} order by u.id limit 1`,
  );
  // Every fiftieth client: all of the nutritionists have some.
  const readers = await run(
    handle,
    `select u.id, u.email, n.email as nutritionist_email
     from clients c join users u on u.id = c.id join users n on n.id = c.nutritionist_id
     where c.id % 50 = 0 order by c.id`,
  );
  return {
    journalReaders: (
      readers.rows as Array<{ id: number; email: string; nutritionist_email: string }>
    ).map((r) => ({
      clientEmail: r.email,
      clientId: Number(r.id),
      nutritionistEmail: r.nutritionist_email,
    })),
    admin: 'admin@bench.test',
    bigNutritionist: big.email,
    bigNutritionistId: Number(big.id),
    listNutritionist: list.email,
    listNutritionistId: Number(list.id),
    chatClient: chat.email,
    chatClientId: Number(chat.id),
  };
}

/**
 * Builds the data set on BENCH_DATABASE_URL's server (PGlite when none answers); `name`
 * gives a second data set its own database and folder.
 */
export async function buildBenchData(size: DataSize, name = 'bench'): Promise<BenchData> {
  const started = Date.now();
  const url = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_URL);
  if (name !== 'bench') url.pathname = `${url.pathname}_${name}`;
  const dataDir = path.join(os.tmpdir(), `nw-${name}-data`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const usePostgres = await freshPostgres(url.toString());
  const handle = usePostgres
    ? openPostgres(url.toString())
    : wrapPglite(await PGlite.create(path.join(dataDir, 'pglite'), pgliteOptions));
  try {
    await runMigrations(handle);
    const journalSeconds = await generate(handle, size, await hashPassword(BENCH_PASSWORD));
    const rows: Record<string, number> = {};
    for (const table of [
      'clients',
      'progress_entries',
      'meal_plan_entries',
      'meal_plan_items',
      'client_targets',
      'appointments',
      'nutritionist_availability',
      'messages',
      ...JOURNAL_TABLES,
    ]) {
      const result = await run(handle, `select count(*)::int as n from ${table}`);
      rows[table] = Number((result.rows[0] as { n: number }).n);
    }
    return {
      kind: usePostgres ? 'postgres' : 'pglite',
      dataDir,
      serverEnv: usePostgres ? { DATABASE_URL: url.toString() } : {},
      accounts: await accountsOf(handle),
      rows,
      seconds: +((Date.now() - started) / 1000).toFixed(1),
      journalSeconds,
    };
  } finally {
    await handle.close();
  }
}
