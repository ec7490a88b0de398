// A real SMTP listener on 127.0.0.1 that hands every message it receives to `onMail`.
// Plain JavaScript, so the API tests and the e2e web server (e2e/support/mailbox-server.mjs,
// run by node without a TypeScript loader) share it. Port 0: the kernel picks a free port,
// so two runs on one machine never collide.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @param {(mail: import('./smtp-listener.d.mts').ReceivedMail) => void} onMail */
export async function startSmtpListener(onMail) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          onMail({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            // Attachments as text (an invite.ics), so a test or journey can read them; any
            // other file (an invoice's PDF) in base64, so its bytes survive.
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString(
                /^text\/|calendar|ics/.test(file.contentType) ? 'utf-8' : 'base64',
              ),
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
