import { SCHEDULING_DEFAULTS, type MessageKey } from '@nourishwell/shared';
import { textsForPerson, type Texts } from '#api/lib/i18n.ts';
import type { SessionChange } from './session-events.ts';
import type { SessionDetails, SessionPerson } from './session-people.ts';

/** What a message tells of: a change to the session, or a reminder before it. */
export type SessionMessageKind = SessionChange | 'reminder';

/** Each kind's texts in the catalogue (area "messages"). */
const KEYS = {
  booked: 'sessionBooked',
  rescheduled: 'sessionMoved',
  cancelled: 'sessionCancelled',
  reminder: 'sessionReminder',
} as const satisfies Record<SessionMessageKind, string>;
const key = (kind: SessionMessageKind, text: string) =>
  `messages.${KEYS[kind]}.${text}` as MessageKey;

/** "Tue, 1 Dec 2026, 10:00–10:45 (Asia/Kolkata)": her own zone, named, in her language. */
export function sessionTime(
  texts: Texts,
  session: Pick<SessionDetails, 'start' | 'end'>,
  timeZone: string,
) {
  return texts.t('messages.session.when', {
    date: texts.date(session.start, timeZone),
    from: texts.clock(session.start, timeZone),
    to: texts.clock(session.end, timeZone),
    zone: texts.zone(timeZone, session.start),
  });
}

/** How long before the start a reminder goes: "in 1 hour", "in 24 hours", "in 30 minutes". */
export function reminderLead(texts: Texts, offsetMinutes: number): string {
  return offsetMinutes % 60 === 0
    ? texts.t('messages.sessionReminder.inHours', { count: offsetMinutes / 60 })
    : texts.t('messages.sessionReminder.inMinutes', { count: offsetMinutes });
}

/** The one line that says what happened, with the other person's name when there is one. */
function headline(texts: Texts, input: SessionMessageInput, when: string): string {
  const { kind, other } = input;
  const lead = reminderLead(texts, input.offsetMinutes ?? 0);
  return other
    ? texts.t(key(kind, 'line'), { name: other.name, when, lead })
    : texts.t(key(kind, 'lineAlone'), { when, lead });
}

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

/**
 * The email to one person in her language (staff's in English): subject and plain text,
 * names, time and links only.
 */
export function sessionEmail(input: SessionMessageInput): { subject: string; body: string } {
  const { kind, session, person } = input;
  const texts = textsForPerson(person);
  const { t } = texts;
  const zone = person.timeZone;
  const line = headline(texts, input, sessionTime(texts, session, zone));
  const join =
    kind === 'cancelled'
      ? []
      : [
          t('messages.session.join', { url: session.videoUrl }),
          t('messages.session.joinEarly', { minutes: SCHEDULING_DEFAULTS.joinBeforeMinutes }),
          '',
        ];
  const starts = t('messages.moment', {
    date: texts.date(session.start, zone),
    at: texts.clock(session.start, zone),
    zone: texts.zone(zone, session.start),
  });
  return {
    subject: t(key(kind, 'subject'), { when: starts }),
    body: [
      t('messages.greeting', { name: person.name }),
      '',
      line,
      '',
      ...join,
      t('messages.session.change', { url: input.changeUrl }),
      t(
        kind === 'cancelled' ? 'messages.session.calendarRemoves' : 'messages.session.calendarAdds',
      ),
      '',
      'NourishWell',
    ].join('\n'),
  };
}

/** The WhatsApp/SMS text to one person, in her language: one or two short lines. */
export function sessionText(input: SessionMessageInput): string {
  const texts = textsForPerson(input.person);
  const line = headline(texts, input, sessionTime(texts, input.session, input.person.timeZone));
  return input.kind === 'cancelled'
    ? `NourishWell: ${line}`
    : `NourishWell: ${line} ${texts.t('messages.session.textJoin', { url: input.session.videoUrl })}`;
}

/** The in-app notice to the person who did not make the change, in her language. */
export function sessionNotice(
  change: SessionChange,
  session: SessionDetails,
  person: SessionPerson,
  actorName: string | null,
): string {
  const texts = textsForPerson(person);
  const when = sessionTime(texts, session, person.timeZone);
  return actorName
    ? texts.t(key(change, 'notice'), { actor: actorName, when })
    : texts.t(key(change, 'noticeAlone'), { when });
}

/**
 * The provider template's variables for a session text, in TEMPLATE_PARAMS order (decision
 * 032): her name, when (in her zone and language), the person on the other side, and for a
 * reminder the video link.
 */
export function sessionTemplateParams(input: SessionMessageInput): string[] {
  const texts = textsForPerson(input.person);
  const name = input.person.name;
  const when = sessionTime(texts, input.session, input.person.timeZone);
  const other = input.other?.name ?? 'NourishWell';
  switch (input.kind) {
    case 'cancelled':
      return [name, when];
    case 'reminder':
      return [name, when, input.session.videoUrl];
    default:
      return [name, when, other];
  }
}
