import { eq } from 'drizzle-orm';
import { isoDateFromToday, shiftIsoDate, wallClockFromToday } from '#api/lib/dates.ts';
import { issueCreditNote, issueInvoice, priceOf } from '#api/modules/invoices/issue.service.ts';
import type { Transaction } from './client.ts';
import { demoBilling, demoPackages, demoPurchases } from './demo-billing.ts';
import { demoMessaging } from './demo-messaging.ts';
import * as t from './schema/index.ts';

/**
 * The demo practice's billing details, catalogue and purchases, with their payments,
 * invoices and the one credit note, issued in the order they were paid so the series is
 * consecutive in time as the rules want.
 */
export async function seedDemoBilling(
  tx: Transaction,
  clientIds: Map<string, number>,
  adminId: number,
  zone: string,
  now: Date,
) {
  const details = {
    billingLegalName: demoBilling.legalName,
    billingAddress: demoBilling.address,
    billingStateCode: demoBilling.stateCode,
    billingGstin: demoBilling.gstin,
    // Issue 36: the practice's WhatsApp and SMS templates, on the same one settings row.
    messaging: demoMessaging,
  };
  await tx
    .insert(t.practiceSettings)
    .values({ id: 1, ...details })
    .onConflictDoUpdate({ target: t.practiceSettings.id, set: details });
  const packageIds = new Map<string, number>();
  for (const { key, ...item } of demoPackages) {
    const [row] = await tx.insert(t.packages).values(item).returning({ id: t.packages.id });
    packageIds.set(key, row!.id);
  }
  const ordered = [...demoPurchases].sort((a, b) => (a.paid?.inDays ?? 0) - (b.paid?.inDays ?? 0));
  for (const sale of ordered) {
    const clientId = clientIds.get(sale.client);
    const item = demoPackages.find((p) => p.key === sale.package)!;
    if (clientId === undefined) throw new Error(`demo billing names ${sale.client}`);
    const [client] = await tx
      .update(t.clients)
      .set({ stateCode: sale.stateCode })
      .where(eq(t.clients.id, clientId))
      .returning({ name: t.clients.name, location: t.clients.location });
    const price = priceOf(item.pricePaise, item.gstRate, demoBilling, sale.stateCode);
    const validFrom = isoDateFromToday(zone, sale.startsInDays, now);
    const paidAt = sale.paid && wallClockFromToday(zone, sale.paid.inDays, 11, 0, now);
    const [purchase] = await tx
      .insert(t.purchases)
      .values({
        clientId,
        packageId: packageIds.get(sale.package)!,
        packageName: item.name,
        sessionsIncluded: item.sessionsIncluded,
        taxablePaise: item.pricePaise,
        gstRate: price.gstRate,
        totalPaise: price.totalPaise,
        sacCode: item.sacCode,
        status: sale.refunded ? 'refunded' : paidAt ? 'active' : 'awaiting_payment',
        validFrom,
        validUntil: shiftIsoDate(validFrom, item.durationWeeks * 7 - 1),
        placeOfSupply: sale.stateCode,
        createdBy: adminId,
        createdAt: paidAt ?? wallClockFromToday(zone, 0, 9, 0, now),
        paidAt,
        refundedAt: sale.refunded && wallClockFromToday(zone, sale.refunded.inDays, 16, 0, now),
        refundReason: sale.refunded?.reason,
      })
      .returning();
    if (!sale.paid || !paidAt || !purchase) continue;
    await tx.insert(t.payments).values({
      purchaseId: purchase.id,
      method: sale.paid.method,
      amountPaise: price.totalPaise,
      reference: sale.paid.reference,
      providerPaymentId: sale.paid.method === 'razorpay' ? sale.paid.reference : null,
      paidAt,
      recordedBy: sale.paid.method === 'razorpay' ? null : adminId,
    });
    await issueInvoice(
      tx,
      purchase,
      { name: client!.name, address: client!.location },
      demoBilling,
      paidAt,
    );
    if (sale.refunded)
      await issueCreditNote(
        tx,
        purchase.id,
        sale.refunded.reason,
        wallClockFromToday(zone, sale.refunded.inDays, 16, 0, now),
      );
  }
}
