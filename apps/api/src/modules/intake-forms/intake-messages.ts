import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { textsForPerson } from '#api/lib/i18n.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { recipient } from './intake-sends.repository.ts';

export type IntakeMessageDeps = Pick<AppDeps, 'config' | 'outbox' | 'log'>;

/**
 * A form's link to her, by email and the practice's text channel (WhatsApp or SMS), in her
 * language: when it is sent, and once more when two days pass without her signing it.
 */
export async function queueIntakeLink(
  deps: IntakeMessageDeps,
  tx: Executor,
  send: { id: number; clientId: number; title: string },
  kind: 'sent' | 'reminder',
): Promise<void> {
  const her = await recipient(tx, send.clientId);
  if (!her) return;
  const { t } = textsForPerson({ role: 'client', ...her });
  const values = {
    name: her.name,
    form: send.title,
    url: `${deps.config.appUrl}/dashboard/client/forms/${send.id}`,
  };
  const sent = kind === 'sent';
  await queueMessage(deps, tx, {
    channel: 'email',
    recipient: her.email,
    kind: 'other',
    subject: t(sent ? 'messages.intake.sentSubject' : 'messages.intake.reminderSubject', values),
    body: `${t(sent ? 'messages.intake.sentBody' : 'messages.intake.reminderBody', values)}\n\n${t('messages.intake.signOff')}`,
  });
  const channel = deps.config.scheduling.textChannel;
  const phone = textRecipient(her.phone);
  if (phone && deps.outbox.canDeliver(channel))
    await queueMessage(deps, tx, {
      channel,
      recipient: phone,
      kind: 'other',
      subject: null,
      body: t(sent ? 'messages.intake.sentText' : 'messages.intake.reminderText', values),
    });
}
