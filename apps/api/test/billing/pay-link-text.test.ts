import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { capturingTransport } from '../helpers/build-test-app.ts';
import { billingSuite, GOLD, PRACTICE } from './billing-fixture.ts';

/** Issue 36: the "package to pay" text goes by her channels, as the practice's template. */
describe('the text that asks her to pay for a package', () => {
  const { app, as, admin } = billingSuite(() => ({}), {
    transports: [capturingTransport().transport],
  });
  const texts = async () =>
    (await app.db.select().from(t.outbox)).filter((row) => row.kind === 'paymentLink');
  const sell = async (packageId: number) => {
    const response = await admin('POST', `/api/admin/clients/${as.client.user.id}/purchases`, {
      packageId,
      stateCode: null,
    });
    expect(response.statusCode).toBe(201);
    return response.json<Purchase>();
  };

  it('goes on WhatsApp with its text’s four values as the template’s: the package, its first day, the amount and the link', async () => {
    await admin('PUT', '/api/admin/billing-settings', PRACTICE);
    await app.db
      .update(t.clients)
      .set({ phone: '9876501234' })
      .where(eq(t.clients.id, as.client.user.id));
    const gold = (await admin('POST', '/api/admin/packages', GOLD)).json<{ id: number }>().id;
    await sell(gold);
    const [text] = await texts();
    expect(text).toMatchObject({
      channel: 'whatsapp',
      recipient: '+919876501234',
      clientId: as.client.user.id,
    });
    const [pkg, from, amount, link] = text!.templateParams!;
    expect([pkg, amount]).toEqual([GOLD.name, '₹2,948.82']);
    // The text's own values in its order: "{package} from {from}, {amount}. Pay here: {url}".
    expect(text!.body).toContain(`${pkg} from ${from}, ${amount}`);
    expect(link).toContain('/dashboard/client/packages');
  });

  it('is not sent once she has turned WhatsApp and SMS off; her email still is', async () => {
    await app.db
      .insert(t.contactPreferences)
      .values({ clientId: as.client.user.id, whatsapp: false, sms: false, email: true });
    const gold = (
      await admin('POST', '/api/admin/packages', { ...GOLD, name: 'Gold again' })
    ).json<{
      id: number;
    }>().id;
    const before = (await texts()).length;
    const sold = await sell(gold);
    expect(await texts()).toHaveLength(before);
    const mails = (await app.db.select().from(t.outbox)).filter(
      (row) => row.kind === 'invoice' && row.body.includes(sold.packageName),
    );
    expect(mails.length).toBeGreaterThan(0);
  });
});
