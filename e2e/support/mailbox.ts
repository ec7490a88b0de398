import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

export interface Mail {
  /** Set on a text (WhatsApp or SMS) the messenger's stand-in received; none on an email. */
  channel?: 'whatsapp' | 'sms';
  to: string;
  subject: string;
  /** A text's words, or its template's parameters one a line (decision 032). */
  text: string;
  /** The WhatsApp template a text went as, and its language (en, hi). */
  template?: string;
  language?: string;
  /** The DLT template id an SMS went with. */
  dltTemplateId?: string;
  /** Attached files as text (an .ics invitation), when the message had any. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** This worker's mailbox (set by its app server, e2e/support/test.ts). */
const mailboxFile = () => process.env.E2E_MAILBOX_FILE ?? '';

/**
 * Waits for the newest email to `to` (whose subject matches `subject`, when given: an
 * earlier email to the same person must not stand in for the one a step just sent).
 */
export async function latestMailTo(
  to: string,
  subject?: string | ((subject: string) => boolean),
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(mailboxFile())) return undefined;
        const mails = readFileSync(mailboxFile(), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Mail)
          .filter((mail) => mail.to === to && mail.channel === undefined)
          .filter(
            (mail) =>
              subject === undefined ||
              (typeof subject === 'string' ? mail.subject === subject : subject(mail.subject)),
          );
        found = mails.at(-1);
        return found?.subject;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found as Mail;
}

/**
 * Waits for the newest text (WhatsApp or SMS) to the phone `to` ("+919845012345"), whose
 * words match `text` when given (a reminder sent meanwhile must not stand in for it).
 */
export async function latestTextTo(
  to: string,
  channel: 'whatsapp' | 'sms' = 'whatsapp',
  text?: RegExp,
) {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(mailboxFile())) return undefined;
        found = readFileSync(mailboxFile(), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Mail)
          .filter((mail) => mail.to === to && mail.channel === channel)
          .filter((mail) => text === undefined || text.test(mail.text))
          .at(-1);
        return found?.text;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found as Mail;
}
