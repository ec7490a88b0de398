import { PRACTICE_TIME_ZONE, PRIVACY_CLOCKS } from '@nourishwell/shared';
import type { Texts } from '#api/lib/i18n.ts';

/**
 * The letters of a data concern and a breach, in the language of the person they go to
 * (issue 33): a client's account language, a visitor's page, staff's English. What she or
 * the practice typed (a concern's subject, the answer, the incident) is quoted as typed.
 */

interface Contact {
  contactName: string;
  contactEmail: string;
}

/** Her acknowledgement: the reference and the date she will be answered by. */
export function concernReceivedEmail(
  { t, dayInWords }: Texts,
  concern: { name: string; subject: string; reference: string; dueAt: Date } & Contact,
) {
  return {
    subject: t('messages.grievanceReceived.subject', { reference: concern.reference }),
    body: [
      t('messages.grievance.dear', { name: concern.name }),
      '',
      t('messages.grievanceReceived.received', {
        subject: concern.subject,
        reference: concern.reference,
      }),
      t('messages.grievanceReceived.answerBy', {
        due: dayInWords(concern.dueAt, PRACTICE_TIME_ZONE),
        days: PRIVACY_CLOCKS.grievanceDueDays,
      }),
      '',
      `${concern.contactName} (${concern.contactEmail})`,
      'NourishWell',
    ].join('\n'),
  };
}

/** The practice's answer to her concern, and where she may go if it does not satisfy her. */
export function concernAnswerEmail(
  { t }: Texts,
  concern: { name: string; subject: string; reference: string; reply: string } & Contact,
) {
  return {
    subject: t('messages.grievanceAnswer.subject', { reference: concern.reference }),
    body: [
      t('messages.grievance.dear', { name: concern.name }),
      '',
      t('messages.grievanceAnswer.youWrote', {
        subject: concern.subject,
        reference: concern.reference,
      }),
      '',
      concern.reply,
      '',
      t('messages.grievanceAnswer.notSatisfied', {
        name: concern.contactName,
        email: concern.contactEmail,
      }),
      'NourishWell',
    ].join('\n'),
  };
}

/** The notice to each person a breach touched (DPDP Rules: what, when, data, steps, contact). */
export function breachNoticeEmail(
  { t, dayInWords }: Texts,
  breach: {
    title: string;
    description: string;
    dataInvolved: string;
    discoveredAt: Date;
  } & Contact,
): { subject: string; body: string } {
  return {
    subject: t('messages.breach.subject', { title: breach.title }),
    body: [
      t('messages.breach.hello'),
      '',
      t('messages.breach.intro'),
      '',
      t('messages.breach.what', { title: breach.title, description: breach.description }),
      t('messages.breach.when', {
        discovered: dayInWords(breach.discoveredAt, PRACTICE_TIME_ZONE),
      }),
      t('messages.breach.data', { data: breach.dataInvolved }),
      t('messages.breach.doing'),
      t('messages.breach.youCan'),
      t('messages.breach.contact', { name: breach.contactName, email: breach.contactEmail }),
      '',
      t('messages.breach.sorry'),
      'NourishWell',
    ].join('\n'),
  };
}
