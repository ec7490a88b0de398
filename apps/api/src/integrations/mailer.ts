import nodemailer from 'nodemailer';
import type { Transport } from './transport.ts';

/** Email over SMTP (nodemailer). Without SMTP_URL there is no mail transport: mail waits in the outbox. */
export function createSmtpMailer(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    channels: ['email'],
    deliver: async (message) => {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? 'NourishWell',
        text: message.body,
        // A session invitation: nodemailer adds it as the text/calendar alternative that
        // mail clients show as an invite, and as the invite.ics attachment.
        ...(message.calendar
          ? {
              icalEvent: {
                method: message.calendar.method,
                filename: 'invite.ics',
                content: message.calendar.content,
              },
            }
          : {}),
        // An invoice's or credit note's PDF (issue 34), made when the row is sent.
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map(({ filename, content, contentType }) => ({
                filename,
                content,
                contentType,
              })),
            }
          : {}),
      });
    },
    close: async () => transporter.close(),
  };
}
