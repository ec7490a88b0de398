import type { AppointmentStatus, Locale } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { SessionRow } from './session-people.repository.ts';
import { videoUrlFor } from './video-url.ts';

/** One side of a session, as messages about it need them: no health data. */
export interface SessionPerson {
  userId: number;
  role: 'client' | 'nutritionist';
  name: string;
  email: string;
  phone: string | null;
  /** Where her times are written: the nutritionist's own zone, the practice's for a client. */
  timeZone: string;
  /** Her account's language; a client's messages are written in it, staff's in English. */
  language: Locale;
  /** Her Hindi messages' numbers and dates in Devanagari digits, her choice (issue 33). */
  devanagariDigits?: boolean;
}

/** When a session is, its state and its link: what every view of one starts from. */
export interface SessionTimes {
  id: number;
  start: Date;
  end: Date;
  status: AppointmentStatus;
  sequence: number;
  videoUrl: string;
}

/** A session with both people, read for its emails, texts, notices and .ics. */
export interface SessionDetails extends SessionTimes {
  client: SessionPerson;
  /** Null once she left the practice: only the client is told. */
  nutritionist: SessionPerson | null;
}

/** The people a message about the session goes to. */
export const peopleOf = (session: SessionDetails): SessionPerson[] =>
  session.nutritionist ? [session.client, session.nutritionist] : [session.client];

/** The person on the other side of `person` (whose name the messages to her carry). */
export const otherSide = (session: SessionDetails, person: SessionPerson): SessionPerson | null =>
  person.role === 'client' ? session.nutritionist : session.client;

/** Where each side changes a session in the app. */
export const changePathFor = (person: Pick<SessionPerson, 'role'>): string =>
  person.role === 'client' ? '/dashboard/client/book' : '/dashboard/nutritionist';

/** A stored session as messages need it: her video link, each person's zone. */
export function sessionDetails(deps: Pick<AppDeps, 'config'>, row: SessionRow): SessionDetails {
  const practiceZone = deps.config.defaultTimeZone;
  const { meetingUrl, videoRoom, client, nutritionist, nutritionistZone, ...times } = row;
  return {
    ...times,
    videoUrl: videoUrlFor(deps, meetingUrl, videoRoom),
    client: { ...client, role: 'client', timeZone: practiceZone },
    nutritionist: nutritionist && {
      ...nutritionist,
      role: 'nutritionist',
      timeZone: nutritionistZone ?? practiceZone,
    },
  };
}
