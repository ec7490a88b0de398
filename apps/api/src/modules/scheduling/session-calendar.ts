import ical, { ICalCalendarMethod, ICalEventStatus, type ICalEventData } from 'ical-generator';
import type { AppDeps } from '#api/app-deps.ts';
import { textsForPerson, type Texts } from '#api/lib/i18n.ts';
import {
  changePathFor,
  otherSide,
  type SessionDetails,
  type SessionPerson,
  type SessionTimes,
} from './session-people.ts';

type CalendarDeps = Pick<AppDeps, 'config'>;

/** What an .ics event of a session holds: names, times and the link, never health data. */
export interface CalendarSession extends SessionTimes {
  /** The person on the other side, as the calendar's owner sees her. */
  otherName: string | null;
}

const PRODUCT = { company: 'NourishWell', product: 'Sessions', language: 'EN' };
/** Subscribed calendars are asked to look again hourly (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const FEED_REFRESH_SECONDS = 60 * 60;

/** The UID stays the same for the session's life, so updates replace the earlier copy. */
export const sessionUid = (deps: CalendarDeps, id: number): string =>
  `appointment-${id}@${new URL(deps.config.appUrl).hostname}`;

function eventOf(
  deps: CalendarDeps,
  texts: Texts,
  session: CalendarSession,
  role: SessionPerson['role'],
): ICalEventData {
  const { t } = texts;
  const changeUrl = `${deps.config.appUrl}${changePathFor({ role })}`;
  return {
    id: sessionUid(deps, session.id),
    sequence: session.sequence,
    start: session.start,
    end: session.end,
    // Written in UTC (…Z): every calendar shows it in its owner's own zone.
    timezone: null,
    summary: session.otherName
      ? t('messages.calendar.summary', { name: session.otherName })
      : t('messages.calendar.summaryAlone'),
    url: session.videoUrl,
    location: session.videoUrl,
    description: [
      t('messages.session.join', { url: session.videoUrl }),
      t('messages.calendar.change', { url: changeUrl }),
    ].join('\n'),
    status: session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/**
 * The invitation (METHOD REQUEST) or cancellation (METHOD CANCEL) of one session sent by
 * email to `person`, in her language: the practice organises it and she is its one
 * attendee, so her mail program offers to add, update or remove it by UID and SEQUENCE.
 */
export function sessionInvite(
  deps: CalendarDeps,
  session: SessionDetails,
  person: SessionPerson,
  method: 'REQUEST' | 'CANCEL',
): string {
  const calendar = ical({
    prodId: PRODUCT,
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const other = otherSide(session, person);
  const event = calendar.createEvent(
    eventOf(
      deps,
      textsForPerson(person),
      {
        ...session,
        status: method === 'CANCEL' ? 'cancelled' : session.status,
        otherName: other?.name ?? null,
      },
      person.role,
    ),
  );
  event.organizer({ name: 'NourishWell', email: deps.config.mail.practiceEmail });
  event.createAttendee({ name: person.name, email: person.email, rsvp: false });
  return calendar.toString();
}

/**
 * A person's subscription feed, in her language: her sessions, cancelled ones included as
 * STATUS:CANCELLED so calendars that already hold them drop them.
 */
export function sessionFeed(
  deps: CalendarDeps,
  owner: Pick<SessionPerson, 'role' | 'language'>,
  sessions: CalendarSession[],
): string {
  const texts = textsForPerson(owner);
  const calendar = ical({
    prodId: PRODUCT,
    name: texts.t('messages.calendar.name'),
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const session of sessions) calendar.createEvent(eventOf(deps, texts, session, owner.role));
  return calendar.toString();
}
