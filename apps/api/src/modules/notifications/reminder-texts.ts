import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { OutgoingMessage } from '#api/integrations/transport.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';
import { queueMessage } from './notify.ts';

/** Reminders go in the day only, 9:00 to 20:59 in the practice's zone: nobody is texted at night. */
const HOURS = { from: 9, until: 21 };

export function inReminderHours(zone: string, at: Date): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  );
  return hour >= HOURS.from && hour < HOURS.until;
}

/**
 * A reminder to a client by email, and by the practice's text channel (WhatsApp or SMS)
 * when she has a mobile number and the channel can deliver: package renewals (issue 34),
 * unsigned intake forms (issue 35).
 */
export async function queueEmailAndText(
  deps: Pick<AppDeps, 'config' | 'outbox' | 'log'>,
  tx: Executor,
  to: { email: string; phone: string | null },
  message: {
    kind: OutgoingMessage['kind'];
    subject: string;
    body: string;
    text: string;
    /** The text's provider template variables, in TEMPLATE_PARAMS order (decision 032). */
    templateParams?: string[];
  },
): Promise<void> {
  await queueMessage(deps, tx, {
    channel: 'email',
    recipient: to.email,
    kind: message.kind,
    subject: message.subject,
    body: message.body,
  });
  const channel = deps.config.scheduling.textChannel;
  const phone = textRecipient(to.phone);
  if (phone && deps.outbox.canDeliver(channel))
    await queueMessage(deps, tx, {
      channel,
      recipient: phone,
      kind: message.kind,
      subject: null,
      body: message.text,
      templateParams: message.templateParams ?? null,
    });
}
