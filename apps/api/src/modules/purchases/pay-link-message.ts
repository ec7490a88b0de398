import { formatPaise } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { textsForPerson } from '#api/lib/i18n.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';
import { clientRoute } from '#api/modules/notifications/client-channels.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import * as packages from '#api/modules/packages/packages.service.ts';
import * as repo from './purchases.repository.ts';

/**
 * A package the practice sold her, told to her (issue 34): by email and the practice's text
 * channel, in her language, with Razorpay's link when there is one, else the page where she
 * pays or sees how (her packages). Sent after the sale's commit; the outbox delivers it.
 */
export async function tellPackageToPay(
  deps: AppDeps,
  purchaseId: number,
  payUrl: string | null,
): Promise<void> {
  const purchase = await repo.findPurchase(deps.db, purchaseId);
  if (!purchase?.clientId || purchase.status !== 'awaiting_payment') return;
  const [contact, client] = await Promise.all([
    repo.clientContact(deps.db, purchase.clientId),
    packages.clientForBilling(deps.db, purchase.clientId),
  ]);
  if (!contact || !client) return;
  const { t, dayInWords } = textsForPerson({ role: 'client', ...contact });
  const values = {
    name: client.name,
    package: purchase.packageName,
    amount: formatPaise(purchase.totalPaise),
    from: dayInWords(new Date(`${purchase.validFrom}T12:00:00Z`), 'UTC'),
    url: payUrl ?? `${deps.config.appUrl}/dashboard/client/packages`,
  };
  await queueMessage(deps, deps.db, {
    channel: 'email',
    recipient: contact.email,
    kind: 'invoice',
    subject: t('messages.billing.toPaySubject', values),
    body: `${t('messages.billing.toPayBody', values)}\n\n${t('messages.billing.signOff')}`,
  });
  // The text goes by her own channels (issue 36): none when she turned both off.
  const route = await clientRoute(deps, deps.db, purchase.clientId);
  const phone = textRecipient(client.phone);
  if (phone && route.text)
    await queueMessage(deps, deps.db, {
      channel: route.text,
      recipient: phone,
      kind: 'paymentLink',
      clientId: purchase.clientId,
      subject: null,
      body: t('messages.billing.toPayText', values),
      templateParams: [values.package, values.from, values.amount, values.url],
    });
  deps.outbox.kick();
}
