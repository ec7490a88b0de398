// The e2e web server: a real SMTP listener on 127.0.0.1 and a stand-in for the messenger's
// webhook (WhatsApp and SMS texts) that write every message they receive to MAILBOX_FILE,
// then `npm start`'s server in the same process (so all stop together). Journeys read the
// mailbox to follow links sent by email and to read the texts a person was sent.
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
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

// The messenger's webhook (apps/api/src/integrations/messenger.ts): `{channel, to, body}` as
// JSON; anything else is refused, so a change of shape fails the journey that reads it.
const texts = createServer((request, response) => {
  let raw = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (raw += chunk));
  request.on('end', () => {
    try {
      const { channel, to, body } = JSON.parse(raw);
      const shaped =
        request.method === 'POST' &&
        request.headers['content-type'] === 'application/json' &&
        ['sms', 'whatsapp'].includes(channel) &&
        typeof to === 'string' &&
        typeof body === 'string';
      if (!shaped) throw new Error('not a messenger message');
      appendFileSync(mailbox, `${JSON.stringify({ channel, to, text: body })}\n`);
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  });
});
await new Promise((resolve) => texts.listen(0, '127.0.0.1', resolve));
process.env.MESSENGER_WEBHOOK_URL = `http://127.0.0.1:${texts.address().port}/messages`;
// Started by a Playwright worker with a pipe for stdin (e2e/support/app-server.ts): when the
// worker goes, even killed outright, the pipe closes and the server shuts down with it
// instead of living on with its port and data folder.
if (process.env.STOP_WHEN_STDIN_CLOSES === '1') {
  process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.resume();
}
await import('../../scripts/start.mjs');
