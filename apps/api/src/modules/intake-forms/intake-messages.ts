import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { textsForPerson } from '#api/lib/i18n.ts';
import { queueEmailAndText } from '#api/modules/notifications/reminder-texts.ts';
import { clientMessageContact } from '#api/modules/notifications/client-contact.ts';

export type IntakeMessageDeps = Pick<AppDeps, 'config' | 'outbox' | 'log'>;

/**
 * A form's link to her, by email and text, in her language: when it is sent, and once
 * more when two days pass without her signing it.
 */
export async function queueIntakeLink(
  deps: IntakeMessageDeps,
  tx: Executor,
  send: { id: number; clientId: number; title: string },
  kind: 'sent' | 'reminder',
): Promise<void> {
  const her = await clientMessageContact(tx, send.clientId);
  if (!her) return;
  const { t } = textsForPerson({ role: 'client', ...her });
  const values = {
    name: her.name,
    form: send.title,
    url: `${deps.config.appUrl}/dashboard/client/forms/${send.id}`,
  };
  const sent = kind === 'sent';
  await queueEmailAndText(
    deps,
    tx,
    { ...her, clientId: send.clientId },
    {
      kind: 'formRequest',
      subject: t(sent ? 'messages.intake.sentSubject' : 'messages.intake.reminderSubject', values),
      body: `${t(sent ? 'messages.intake.sentBody' : 'messages.intake.reminderBody', values)}\n\n${t('messages.intake.signOff')}`,
      text: t(sent ? 'messages.intake.sentText' : 'messages.intake.reminderText', values),
      templateParams: [values.name, values.form, values.url],
    },
  );
}
