import { SCHEDULING_DEFAULTS } from '@nourishwell/shared';
import type { SessionChange } from './session-events.ts';
import type { SessionDetails, SessionPerson } from './session-people.ts';

/** What a message tells of: a change to the session, or a reminder before it. */
export type SessionMessageKind = SessionChange | 'reminder';

const dateIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
const clockIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });

/** "Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata)": her own zone, named. */
export function sessionTime(session: Pick<SessionDetails, 'start' | 'end'>, timeZone: string) {
  const clock = clockIn(timeZone);
  return `${dateIn(timeZone).format(session.start)}, ${clock.format(session.start)}–${clock.format(session.end)} (${timeZone})`;
}

/** How long before the start a reminder goes: "in 1 hour", "in 24 hours", "in 30 minutes". */
export function reminderLead(offsetMinutes: number): string {
  if (offsetMinutes % 60 !== 0) return `in ${offsetMinutes} minutes`;
  const hours = offsetMinutes / 60;
  return hours === 1 ? 'in 1 hour' : `in ${hours} hours`;
}

const withWhom = (other: SessionPerson | null) =>
  other ? `your NourishWell session with ${other.name}` : 'your NourishWell session';

function headline(kind: SessionMessageKind, about: string, when: string, lead: string): string {
  switch (kind) {
    case 'booked':
      return `${capitalise(about)} is booked for ${when}.`;
    case 'rescheduled':
      return `${capitalise(about)} has moved to ${when}.`;
    case 'cancelled':
      return `${capitalise(about)} on ${when} is cancelled.`;
    case 'reminder':
      return `Reminder: ${about} starts ${lead}, ${when}.`;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SUBJECTS: Record<SessionMessageKind, string> = {
  booked: 'Session booked',
  rescheduled: 'Session moved',
  cancelled: 'Session cancelled',
  reminder: 'Session reminder',
};

export interface SessionMessageInput {
  kind: SessionMessageKind;
  session: SessionDetails;
  person: SessionPerson;
  other: SessionPerson | null;
  /** Where she changes it: the app's address plus her page. */
  changeUrl: string;
  /** Minutes before the start, for a reminder. */
  offsetMinutes?: number;
}

/** The email to one person: subject and plain text, names, time and links only. */
export function sessionEmail(input: SessionMessageInput): { subject: string; body: string } {
  const { kind, session, person, other } = input;
  const when = sessionTime(session, person.timeZone);
  const line = headline(kind, withWhom(other), when, reminderLead(input.offsetMinutes ?? 0));
  const join =
    kind === 'cancelled'
      ? []
      : [
          `Join the video call: ${session.videoUrl}`,
          `(The link works from ${SCHEDULING_DEFAULTS.joinBeforeMinutes} minutes before the start.)`,
          '',
        ];
  const calendarNote =
    kind === 'cancelled'
      ? 'The attached calendar update removes it from your calendar.'
      : 'The attached invitation adds it to your calendar.';
  return {
    subject: `${SUBJECTS[kind]}: ${dateIn(person.timeZone).format(session.start)}, ${clockIn(person.timeZone).format(session.start)} (${person.timeZone})`,
    body: [
      `Hello ${person.name},`,
      '',
      line,
      '',
      ...join,
      `To see, move or cancel your sessions: ${input.changeUrl}`,
      calendarNote,
      '',
      'NourishWell',
    ].join('\n'),
  };
}

/** The WhatsApp/SMS text to one person: one or two short lines. */
export function sessionText(input: SessionMessageInput): string {
  const { kind, session, person, other } = input;
  const when = sessionTime(session, person.timeZone);
  const line = headline(kind, withWhom(other), when, reminderLead(input.offsetMinutes ?? 0));
  return kind === 'cancelled'
    ? `NourishWell: ${line}`
    : `NourishWell: ${line} Join: ${session.videoUrl}`;
}

/** The in-app notice to the person who did not make the change. */
export function sessionNotice(
  change: SessionChange,
  session: SessionDetails,
  person: SessionPerson,
  actorName: string | null,
): string {
  const when = sessionTime(session, person.timeZone);
  const verb = { booked: 'booked', rescheduled: 'moved', cancelled: 'cancelled' }[change];
  if (!actorName) return `Your session of ${when} was ${verb}.`;
  return change === 'rescheduled'
    ? `${actorName} moved your session to ${when}`
    : `${actorName} ${verb} a session for ${when}`;
}
