import { and, asc, eq, gt, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import {
  appointments,
  clients,
  nutritionistAvailability,
  nutritionists,
} from '#api/db/schema/index.ts';
import type { Interval } from './slots.ts';

/** A session with what its view needs: both names and her fixed meeting link, if any. */
const sessionColumns = {
  id: appointments.id,
  clientId: appointments.clientId,
  nutritionistId: appointments.nutritionistId,
  scheduledAt: appointments.scheduledAt,
  endsAt: appointments.endsAt,
  status: appointments.status,
  notes: appointments.notes,
  cancelledAt: appointments.cancelledAt,
  cancelledBy: appointments.cancelledBy,
  cancelReason: appointments.cancelReason,
  videoRoom: appointments.videoRoom,
  sequence: appointments.sequence,
  clientName: clients.name,
  nutritionistName: nutritionists.name,
  meetingUrl: nutritionistAvailability.meetingUrl,
};
export type SessionRow = {
  [K in keyof typeof sessionColumns]: (typeof sessionColumns)[K]['_']['data'] | null;
} & {
  id: number;
  clientId: number;
  scheduledAt: Date;
  endsAt: Date;
  status: (typeof appointments.status)['_']['data'];
  videoRoom: string;
  clientName: string;
};

function selectSessions(db: Executor, where: SQL | undefined) {
  return db
    .select(sessionColumns)
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .leftJoin(nutritionists, eq(nutritionists.id, appointments.nutritionistId))
    .leftJoin(
      nutritionistAvailability,
      eq(nutritionistAvailability.nutritionistId, appointments.nutritionistId),
    )
    .where(where)
    .orderBy(asc(appointments.scheduledAt), asc(appointments.id)) as Promise<SessionRow[]>;
}

/** One session by id. */
export async function findSession(db: Executor, id: number): Promise<SessionRow | undefined> {
  const [row] = await selectSessions(db, eq(appointments.id, id));
  return row;
}

/** Holds a session's row until the transaction ends, so two changes to it take turns. */
export async function lockSession(db: Executor, id: number): Promise<void> {
  await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update');
}

/** The first key of the two-key advisory lock the session writes of one nutritionist share. */
const SESSION_WRITES_LOCK = 0x5e55;

/**
 * Makes the transactions that write one nutritionist's sessions take turns until they end.
 * Without it, bookings racing for one slot each wait on the others' uncommitted rows (the
 * no-overlap constraint); PostgreSQL breaks one such cycle a second and the retried victims
 * make new ones, so twenty at once held every pooled connection for half a minute.
 */
export async function lockNutritionistSessions(db: Executor, nutritionistId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${SESSION_WRITES_LOCK}, ${nutritionistId})`);
}

/** Sessions starting in [from, to), of a client, a nutritionist, or both; every status. */
export function sessionsBetween(
  db: Executor,
  who: { clientId?: number; nutritionistId?: number },
  span: Interval,
): Promise<SessionRow[]> {
  return selectSessions(
    db,
    and(
      who.clientId === undefined ? undefined : eq(appointments.clientId, who.clientId),
      who.nutritionistId === undefined
        ? undefined
        : eq(appointments.nutritionistId, who.nutritionistId),
      gte(appointments.scheduledAt, new Date(span.start)),
      lt(appointments.scheduledAt, new Date(span.end)),
    ),
  );
}

/** Her booked sessions that have not started yet. */
export function futureBooked(db: Executor, nutritionistId: number, now: Date) {
  return selectSessions(
    db,
    and(
      eq(appointments.nutritionistId, nutritionistId),
      eq(appointments.status, 'booked'),
      gt(appointments.scheduledAt, now),
    ),
  );
}

/**
 * Her booked sessions touching a span, each widened by her buffer on both sides: what a
 * slot may not overlap. `except` leaves out the session being moved.
 */
export async function busyIntervals(
  db: Executor,
  nutritionistId: number,
  span: Interval,
  bufferMinutes: number,
  except?: number,
): Promise<Interval[]> {
  const buffer = bufferMinutes * 60_000;
  const rows = await db
    .select({ start: appointments.scheduledAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.nutritionistId, nutritionistId),
        eq(appointments.status, 'booked'),
        lt(appointments.scheduledAt, new Date(span.end + buffer)),
        gt(appointments.endsAt, new Date(span.start - buffer)),
        except === undefined ? undefined : ne(appointments.id, except),
      ),
    );
  return rows.map((row) => ({
    start: row.start.getTime() - buffer,
    end: row.end.getTime() + buffer,
  }));
}

export async function insertSession(
  db: Executor,
  row: {
    clientId: number;
    nutritionistId: number | null;
    scheduledAt: Date;
    endsAt: Date;
    videoRoom: string;
    status?: 'booked' | 'completed' | 'missed';
    notes?: string;
  },
): Promise<number> {
  const [created] = await db
    .insert(appointments)
    .values({
      ...row,
      ...(row.status === 'completed' ? { completedAt: sql`now()` } : {}),
      ...(row.status === 'missed'
        ? { missedAt: sql`now()`, missedBy: 'nutritionist' as const }
        : {}),
    })
    .returning({ id: appointments.id });
  return created!.id;
}

export async function updateSession(
  db: Executor,
  id: number,
  fields: Omit<Partial<typeof appointments.$inferInsert>, 'sequence'> & { sequence?: SQL<number> },
): Promise<void> {
  await db
    .update(appointments)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(appointments.id, id));
}

/** Raises the iCalendar SEQUENCE with a change (a calendar app keeps only the highest). */
export const nextSequence = sql<number>`${appointments.sequence} + 1`;

/** The two people of a session the spec's calls name (null: a client with no nutritionist). */
export interface SessionPair {
  clientId: number;
  nutritionistId: number | null;
  /** The admin acts for the practice: any nutritionist's session of the client. */
  anyNutritionist?: boolean;
}

/**
 * Sessions of this client with this nutritionist only: after a client moves to another
 * nutritionist, the sessions the former one still holds are hers, not the new one's.
 */
const ofPair = (pair: SessionPair) =>
  and(
    eq(appointments.clientId, pair.clientId),
    pair.anyNutritionist
      ? undefined
      : pair.nutritionistId === null
        ? isNull(appointments.nutritionistId)
        : eq(appointments.nutritionistId, pair.nutritionistId),
  );

/** A client's earliest session booked with this nutritionist, if any (the spec's "next session"). */
export async function earliestBooked(db: Executor, pair: SessionPair) {
  const [row] = await db
    .select({ id: appointments.id, nutritionistId: appointments.nutritionistId })
    .from(appointments)
    .where(and(ofPair(pair), eq(appointments.status, 'booked')))
    .orderBy(asc(appointments.scheduledAt))
    .limit(1);
  return row;
}

/** Her session with this nutritionist of a status starting exactly at a time (the spec's calls name sessions by time). */
export async function sessionAt(
  db: Executor,
  pair: SessionPair,
  at: Date,
  status: SessionRow['status'],
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(ofPair(pair), eq(appointments.status, status), eq(appointments.scheduledAt, at)))
    .limit(1);
  return row?.id;
}

/**
 * Booked sessions that are not hers to hold any more: a client's with anyone but her
 * nutritionist now (`keep`), or all of a nutritionist's (`keep` left out).
 */
export function bookedToHandBack(
  db: Executor,
  who: { clientId: number; keep: number | null } | { nutritionistId: number },
): Promise<{ id: number; clientId: number }[]> {
  return db
    .select({ id: appointments.id, clientId: appointments.clientId })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'booked'),
        'clientId' in who
          ? and(
              eq(appointments.clientId, who.clientId),
              who.keep === null
                ? undefined
                : or(
                    isNull(appointments.nutritionistId),
                    ne(appointments.nutritionistId, who.keep),
                  ),
            )
          : eq(appointments.nutritionistId, who.nutritionistId),
      ),
    );
}
