// The bench clients' journals (issue 16): `days` days up to today of 3–5 meals a day with
// 1–3 items each (one item in twenty in her own words), water, three habits with their
// checks, weekly weigh-ins and a few comments from her nutritionist, one day in ten left
// out. Generated inside the database like the rest of the bench data (generate-data.ts).

/** Runs one statement on the bench database. */
export type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Runs `work` with the tables' foreign keys and plain indexes dropped, then puts them back:
 * PostgreSQL checks a foreign key row by row on insert (a third of the load's time) but
 * all at once when it is added, and builds an index faster in one go ("Populating a
 * Database" in its manual). The keys are checked all the same.
 */
async function withoutChecks(q: Query, tables: readonly string[], work: () => Promise<void>) {
  const list = tables.map((t) => `'${t}'`).join(', ');
  const { rows: keys } = await q(
    `select conrelid::regclass::text as "table", conname as name,
            pg_get_constraintdef(oid) as definition
     from pg_constraint where contype = 'f' and conrelid::regclass::text in (${list})`,
  );
  const { rows: indexes } = await q(
    `select i.indexname as name, i.indexdef as definition
     from pg_indexes i
     where i.schemaname = 'public' and i.tablename in (${list})
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  const foreignKeys = keys as Array<{ table: string; name: string; definition: string }>;
  const plainIndexes = indexes as Array<{ name: string; definition: string }>;
  for (const k of foreignKeys) await q(`alter table ${k.table} drop constraint ${k.name}`);
  for (const i of plainIndexes) await q(`drop index ${i.name}`);
  await work();
  for (const i of plainIndexes) await q(i.definition);
  for (const k of foreignKeys)
    await q(`alter table ${k.table} add constraint ${k.name} ${k.definition}`);
}

/** The tables it fills, for the bench's row counts. */
export const JOURNAL_TABLES = [
  'journal_entries',
  'journal_items',
  'journal_comments',
  'water_logs',
  'habits',
  'habit_checks',
  'measurements',
] as const;

/** Today in the practice's time zone (the server's TZ_DEFAULT), in SQL. */
const today = `(now() at time zone $1)::date`;
/** Whether client `c` logged anything `d` days ago: nine days in ten. */
const logged = `(c.id * 7 + d * 13) % 10 <> 0`;

export async function generateJournal(q: Query, days: number, timeZone: string): Promise<void> {
  if (days <= 0) return;
  await withoutChecks(q, ['journal_entries', 'journal_items', 'water_logs', 'habit_checks'], () =>
    fill(q, days, timeZone),
  );
}

async function fill(q: Query, days: number, timeZone: string) {
  // The server refuses dates before an account existed: every client joined before day one.
  await q(
    `update users set created_at = now() - ($1::int + 30) * interval '1 day' where role = 'client'`,
    [days],
  );
  await q(`insert into client_tracking (client_id, water_target)
           select id, 6 + id % 5 from clients`);
  await q(
    `insert into journal_entries (client_id, date, meal, note, created_at)
     select c.id, ${today} - d, m.meal,
            case when (c.id + d + m.i) % 23 = 0 then 'Ate out with friends' end,
            now() - d * interval '1 day'
     from clients c
     cross join generate_series(0, $2::int - 1) d
     cross join unnest(array['breakfast', 'lunch', 'dinner', 'snack', 'midMorning'])
       with ordinality m(meal, i)
     where m.i <= 3 + (c.id * 31 + d * 17) % 3 and ${logged}`,
    [timeZone, days],
  );
  // Foods by rank (a scalar count, so the join stays a hash join, as the plans' items do).
  await q(`with f as (select id, (row_number() over (order by id) - 1)::int as rn
                      from foods where code is not null)
           insert into journal_items (entry_id, position, food_id, quantity, unit, text)
           select e.id, p,
                  case when (e.id + p) % 20 = 0 then null else f.id end,
                  case when (e.id + p) % 20 = 0 then null else 40 + (e.id * 7 + p * 13) % 160 end,
                  case when (e.id + p) % 20 = 0 then null else 'g' end,
                  case when (e.id + p) % 20 = 0 then 'Street food at the market' end
           from journal_entries e
           cross join lateral generate_series(0, (e.id % 3)::int) p
           join f on f.rn = (e.id * 5 + p * 29) % (select count(*) from f)`);
  await q(
    `insert into journal_comments (entry_id, author_id, text, created_at)
     select e.id, c.nutritionist_id, 'Good choice, keep it up', e.created_at + interval '3 hours'
     from journal_entries e join clients c on c.id = e.client_id
     where e.id % 97 = 0`,
  );
  await q(
    `insert into water_logs (client_id, date, glasses)
     select c.id, ${today} - d, 3 + (c.id + d) % 8
     from clients c cross join generate_series(0, $2::int - 1) d
     where ${logged}`,
    [timeZone, days],
  );
  await q(`insert into habits (client_id, title, position)
           select c.id, t.title, t.i - 1
           from clients c
           cross join unnest(array['20-minute walk after dinner', 'No sugar in tea',
                                   'Sleep by 11 pm']) with ordinality t(title, i)`);
  // Two habits in three kept on a logged day.
  await q(
    `insert into habit_checks (habit_id, date)
     select h.id, ${today} - d
     from habits h join clients c on c.id = h.client_id
     cross join generate_series(0, $2::int - 1) d
     where ${logged} and (h.id + d) % 3 <> 0`,
    [timeZone, days],
  );
  await q(
    `insert into measurements (client_id, date, weight_kg, waist_cm, hip_cm, recorded_by)
     select c.id, ${today} - w * 7, 60 + (c.id % 40) + w * 0.1, 80 + (c.id % 30) + w * 0.1,
            95 + (c.id % 25), c.id
     from clients c cross join generate_series(0, ($2::int - 1) / 7) w`,
    [timeZone, days],
  );
}
