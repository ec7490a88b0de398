import { and, eq, gte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppointmentStatus, Locale } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import {
  appointments,
  clients,
  nutritionistAvailability,
  nutritionists,
  users,
} from '#api/db/schema/index.ts';

const clientLogin = alias(users, 'client_login');
const nutritionistLogin = alias(users, 'nutritionist_login');

/** One side of a session as stored: her language is read with her contact (issue 33). */
interface SessionRowPerson {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  language: Locale;
  devanagariDigits: boolean;
}

/** A session and both people as stored; session-people.ts turns it into SessionDetails. */
export interface SessionRow {
  id: number;
  start: Date;
  end: Date;
  status: AppointmentStatus;
  sequence: number;
  videoRoom: string;
  meetingUrl: string | null;
  client: SessionRowPerson;
  nutritionist: SessionRowPerson | null;
  /** The nutritionist's own zone, when she has set her hours. */
  nutritionistZone: string | null;
}

function sessionsWithPeople(db: Executor) {
  return db
    .select({
      id: appointments.id,
      start: appointments.scheduledAt,
      end: appointments.endsAt,
      status: appointments.status,
      sequence: appointments.sequence,
      videoRoom: appointments.videoRoom,
      meetingUrl: nutritionistAvailability.meetingUrl,
      clientId: clients.id,
      clientName: clients.name,
      clientEmail: clientLogin.email,
      clientPhone: clients.phone,
      clientLanguage: clientLogin.language,
      clientDigits: clientLogin.devanagariDigits,
      nutritionistId: nutritionists.id,
      nutritionistName: nutritionists.name,
      nutritionistEmail: nutritionistLogin.email,
      nutritionistPhone: nutritionists.phone,
      nutritionistLanguage: nutritionistLogin.language,
      nutritionistDigits: nutritionistLogin.devanagariDigits,
      nutritionistZone: nutritionistAvailability.timeZone,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(clientLogin, eq(clientLogin.id, clients.id))
    .leftJoin(nutritionists, eq(nutritionists.id, appointments.nutritionistId))
    .leftJoin(nutritionistLogin, eq(nutritionistLogin.id, nutritionists.id))
    .leftJoin(
      nutritionistAvailability,
      eq(nutritionistAvailability.nutritionistId, appointments.nutritionistId),
    );
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof sessionsWithPeople>['execute']>>[number];

function toRow(row: JoinedRow): SessionRow {
  return {
    id: row.id,
    start: row.start,
    end: row.end,
    status: row.status,
    sequence: row.sequence,
    videoRoom: row.videoRoom,
    meetingUrl: row.meetingUrl,
    client: {
      userId: row.clientId,
      name: row.clientName,
      email: row.clientEmail,
      phone: row.clientPhone,
      language: row.clientLanguage,
      devanagariDigits: row.clientDigits,
    },
    nutritionist:
      row.nutritionistId !== null && row.nutritionistName !== null && row.nutritionistEmail
        ? {
            userId: row.nutritionistId,
            name: row.nutritionistName,
            email: row.nutritionistEmail,
            phone: row.nutritionistPhone,
            language: row.nutritionistLanguage ?? 'en',
            devanagariDigits: row.nutritionistDigits ?? false,
          }
        : null,
    nutritionistZone: row.nutritionistZone,
  };
}

/** One session with both people, or undefined when there is no such session. */
export async function sessionWithPeople(
  db: Executor,
  appointmentId: number,
): Promise<SessionRow | undefined> {
  const [row] = await sessionsWithPeople(db).where(eq(appointments.id, appointmentId));
  return row && toRow(row);
}

/**
 * The sessions a person's calendar feed shows: hers as client or as nutritionist,
 * starting `daysBack` days ago or later, cancelled ones included (the feed marks them).
 */
export async function feedSessions(
  db: Executor,
  userId: number,
  daysBack: number,
): Promise<SessionRow[]> {
  const rows = await sessionsWithPeople(db)
    .where(
      and(
        or(eq(appointments.clientId, userId), eq(appointments.nutritionistId, userId)),
        gte(appointments.scheduledAt, sql`now() - make_interval(days => ${daysBack})`),
      ),
    )
    .orderBy(appointments.scheduledAt, appointments.id);
  return rows.map(toRow);
}
