// The e2e web server: a real SMTP listener on 127.0.0.1, a stand-in for the messenger's
// webhook, and stand-ins for WhatsApp's Cloud API and Exotel's SMS API, all of which write every message they receive to MAILBOX_FILE,
// then `npm start`'s server in the same process (so all stop together). Journeys read the
// mailbox to follow links sent by email and to read the texts a person was sent.
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { startSmtpListener } from '../../apps/api/test/helpers/smtp-listener.mjs';
import {
  EXOTEL_STAND_IN,
  WHATSAPP_STAND_IN,
  startExotelStandIn,
  startWhatsAppStandIn,
} from '../../apps/api/test/helpers/provider-stand-ins.mjs';

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

// The providers (decision 032): WhatsApp's Cloud API and Exotel's SMS API, which check each
// request's credentials, path and body as documented. A line per text: a template's
// parameters joined make its `text` (journeys look for a link or a time in it) with the
// template's name and language beside it; a free-form WhatsApp text (a chat reply inside
// her 24-hour window) is its words. The generic webhook above stays for other channels.
const line = ({ channel, to, body, template, language, dltTemplateId }) =>
  appendFileSync(
    mailbox,
    `${JSON.stringify({ channel, to, text: body, template, language, dltTemplateId })}\n`,
  );
const whatsapp = await startWhatsAppStandIn(line);
const exotel = await startExotelStandIn(line);
process.env.WHATSAPP_API_URL = whatsapp.url;
process.env.WHATSAPP_API_VERSION = WHATSAPP_STAND_IN.version;
process.env.WHATSAPP_PHONE_NUMBER_ID = WHATSAPP_STAND_IN.phoneNumberId;
process.env.WHATSAPP_ACCESS_TOKEN = WHATSAPP_STAND_IN.accessToken;
process.env.EXOTEL_API_URL = exotel.url;
process.env.EXOTEL_ACCOUNT_SID = EXOTEL_STAND_IN.accountSid;
process.env.EXOTEL_API_KEY = EXOTEL_STAND_IN.apiKey;
process.env.EXOTEL_API_TOKEN = EXOTEL_STAND_IN.apiToken;
// Started by a Playwright worker with a pipe for stdin (e2e/support/app-server.ts): when the
// worker goes, even killed outright, the pipe closes and the server shuts down with it
// instead of living on with its port and data folder.
if (process.env.STOP_WHEN_STDIN_CLOSES === '1') {
  process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.resume();
}
await import('../../scripts/start.mjs');
