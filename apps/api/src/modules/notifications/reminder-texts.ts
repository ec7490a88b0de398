import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import type { OutgoingMessage } from '#api/integrations/transport.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';
import { clientRoute, emailAllowed, type ClientRoute } from './client-channels.ts';
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

/** An automatic message's once-key, reason and earliest moment (issue 36). */
type Extras = Pick<OutgoingMessage, 'reason' | 'dedupeKey' | 'notBefore' | 'templateParams'>;

/**
 * A message to a client by email and by her text channel, as she chose them (issue 36,
 * client-channels.ts): package renewals (issue 34), intake forms (issue 35), check-ins and
 * nudges. Every row names her. With a `dedupeKey`, the first row written holds the key
 * itself and the others `<key>:<channel>`: when the key is taken the message went once
 * already and nothing is written. Answers how many rows were written.
 */
export async function queueEmailAndText(
  deps: Pick<AppDeps, 'config' | 'outbox' | 'log'>,
  tx: Executor,
  to: { clientId: number; email: string; phone: string | null; route?: ClientRoute },
  message: {
    kind: NonNullable<OutgoingMessage['kind']>;
    subject: string;
    body: string;
    text: string;
  } & Extras,
): Promise<number> {
  const route = to.route ?? (await clientRoute(deps, tx, to.clientId));
  const { subject, body, text, dedupeKey, ...rest } = message;
  const phone = textRecipient(to.phone);
  const rows: OutgoingMessage[] = [];
  if (emailAllowed(route, message.kind))
    rows.push({ ...rest, channel: 'email', recipient: to.email, subject, body });
  if (phone && route.text)
    rows.push({ ...rest, channel: route.text, recipient: phone, subject: null, body: text });
  let written = 0;
  for (const [index, row] of rows.entries()) {
    const key = dedupeKey ? (index === 0 ? dedupeKey : `${dedupeKey}:${row.channel}`) : null;
    const id = await queueMessage(deps, tx, { ...row, clientId: to.clientId, dedupeKey: key });
    if (id === null && index === 0) return 0;
    if (id !== null) written += 1;
  }
  return written;
}
