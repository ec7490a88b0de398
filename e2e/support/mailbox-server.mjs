// The e2e web server: a real SMTP listener on 127.0.0.1 that writes every message it
// receives to MAILBOX_FILE, then `npm start`'s server in the same process (so both stop
// together). Journeys read the mailbox to follow links sent by email.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startSmtpListener } from '../../apps/api/test/helpers/smtp-listener.mjs';

const mailbox = process.env.MAILBOX_FILE;
if (!mailbox) throw new Error('MAILBOX_FILE is required');
mkdirSync(path.dirname(mailbox), { recursive: true });

// Attachments (a session's invite.ics) go into the line too, as UTF-8 text.
const listener = await startSmtpListener(({ to, subject, text, attachments }) =>
  appendFileSync(mailbox, `${JSON.stringify({ to, subject, text, attachments })}\n`),
);
// The app learns the listener's port through SMTP_URL before it reads its configuration.
process.env.SMTP_URL = `smtp://127.0.0.1:${listener.port}`;
// Started by a Playwright worker with a pipe for stdin (e2e/support/app-server.ts): when the
// worker goes, even killed outright, the pipe closes and the server shuts down with it
// instead of living on with its port and data folder.
if (process.env.STOP_WHEN_STDIN_CLOSES === '1') {
  process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.resume();
}
await import('../../scripts/start.mjs');
