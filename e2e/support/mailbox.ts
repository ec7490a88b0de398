import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
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
          .filter((mail) => mail.to === to)
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
