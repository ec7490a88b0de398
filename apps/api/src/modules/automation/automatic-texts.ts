import { TEMPLATE_PARAMS, type MessageKey } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { textsForPerson } from '#api/lib/i18n.ts';
import type { Candidate } from './rule-candidates.ts';
import type { Recipient } from './recipients.ts';

/** Where each kind's link takes her in the app. */
const PATHS: Record<Candidate['kind'], string> = {
  journalNudge: '/dashboard/client/journal',
  missedSession: '/dashboard/client/book',
  retestDue: '/dashboard/client/labs',
};

export interface AutomaticText {
  subject: string;
  body: string;
  text: string;
  /** The provider template's variables, in TEMPLATE_PARAMS order. */
  templateParams: string[];
}

/** Subject, email body and text of one kind, in her language, with its template's values. */
function written(
  to: Recipient,
  kind: Candidate['kind'] | 'checkIn',
  values: Record<string, string | number>,
): AutomaticText {
  const { t } = textsForPerson({ role: 'client', ...to });
  const key = (part: string) => `messages.automation.${kind}${part}` as MessageKey;
  const params = TEMPLATE_PARAMS[kind] as readonly string[];
  return {
    subject: t(key('Subject'), values),
    body: `${t(key('Body'), values)}\n\n${t('messages.automation.signOff')}`,
    text: t(key('Text'), values),
    templateParams: params.map((name) => String(values[name === 'link' ? 'url' : name] ?? '')),
  };
}

/** A rule's message to her, in her language. */
export function automaticText(deps: Pick<AppDeps, 'config'>, candidate: Candidate) {
  const { to, kind, detail } = candidate;
  const { t, dayInWords, clock } = textsForPerson({ role: 'client', ...to });
  const values: Record<string, string | number> = {
    name: to.name,
    url: `${deps.config.appUrl}${PATHS[kind]}`,
  };
  if (detail.days !== undefined) values.days = detail.days;
  if (detail.at) values.when = `${dayInWords(detail.at, to.zone)}, ${clock(detail.at, to.zone)}`;
  if (detail.test) values.test = t(`labs.test.${detail.test}` as MessageKey);
  return written(to, kind, values);
}

/** The weekly check-in's message: the form's title and the link to her copy of it. */
export function checkInText(
  deps: Pick<AppDeps, 'config'>,
  to: Recipient,
  form: { title: string; sendId: number },
): AutomaticText {
  return written(to, 'checkIn', {
    name: to.name,
    form: form.title,
    url: `${deps.config.appUrl}/dashboard/client/forms/${form.sendId}`,
  });
}
