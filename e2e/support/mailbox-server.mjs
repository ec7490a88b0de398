// The e2e web server: a real SMTP listener on 127.0.0.1 that writes every message it
// receives to MAILBOX_FILE, then `npm start`'s server in the same process (so both stop
// together). Journeys read the mailbox to follow links sent by email.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const mailbox = process.env.MAILBOX_FILE;
if (!mailbox) throw new Error('MAILBOX_FILE is required');
mkdirSync(path.dirname(mailbox), { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
        appendFileSync(
          mailbox,
          `${JSON.stringify({ to, subject: mail.subject, text: mail.text })}\n`,
        );
        callback();
      })
      .catch(callback);
  },
});
// Port 0: the kernel picks a free one, so two runs on one machine never collide; the app
// learns it through SMTP_URL before it reads its configuration.
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${server.server.address().port}`;
await import('../../scripts/start.mjs');
