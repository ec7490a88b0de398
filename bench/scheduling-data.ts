// The bench data set's scheduling (issue 17, migration 0007): every nutritionist's working
// hours, and the appointments with their length. Booked sessions lie ahead, an hour apart
// across the whole practice, so no two of one nutritionist overlap (the database refuses
// that: appointments_no_overlap) and none is old enough to be marked missed mid-run.
// Clients' next and last session are then derived from them, as the API keeps them.

type Query = (text: string, values?: unknown[]) => Promise<unknown>;

/** Length of every bench session, in minutes (the practice default). */
export const BENCH_SLOT_MINUTES = 45;
export const BENCH_BUFFER_MINUTES = 15;

/** Monday to Saturday, 09:00–13:00 and 14:00–18:00 in the bench zone. */
export const benchWeekly = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, start: '09:00', end: '13:00' },
  { weekday, start: '14:00', end: '18:00' },
]);

export async function generateScheduling(
  q: Query,
  appointments: number,
  clients: number,
  timeZone: string,
) {
  await q(
    `insert into nutritionist_availability
       (nutritionist_id, time_zone, slot_minutes, buffer_minutes, weekly, exceptions)
     select id, $1, $2, $3, $4::jsonb, '[]'::jsonb from nutritionists`,
    [timeZone, BENCH_SLOT_MINUTES, BENCH_BUFFER_MINUTES, JSON.stringify(benchWeekly)],
  );
  // One in four is booked: the g-th starts g/4 hours after the next full hour, so every
  // booked start in the practice is its own hour and none of one nutritionist overlaps.
  await q(
    `with c as (select id, nutritionist_id, row_number() over (order by id) as rn from clients),
          s as (select g, case when g % 4 = 0
                  then date_trunc('hour', now()) + (1 + g / 4) * interval '1 hour'
                  else now() - (g % 90) * interval '1 day' end as at
                from generate_series(1, $1::int) g)
     insert into appointments (client_id, nutritionist_id, scheduled_at, ends_at, status, notes, completed_at)
     select c.id, c.nutritionist_id, s.at, s.at + $3::int * interval '1 minute',
            case when s.g % 4 = 0 then 'booked' else 'completed' end,
            case when s.g % 4 = 0 then null else 'Reviewed the week' end,
            case when s.g % 4 = 0 then null else s.at end
     from s join c on c.rn = 1 + (s.g % $2::int)`,
    [appointments, clients, BENCH_SLOT_MINUTES],
  );
  await q(`update clients c set
             next_session = (select min(a.scheduled_at) from appointments a
                             where a.client_id = c.id and a.status = 'booked'),
             last_session = (select max(a.scheduled_at) from appointments a
                             where a.client_id = c.id and a.status = 'completed')`);
  await q(`update clients set completed = (next_session is null and last_session is not null)`);
}
