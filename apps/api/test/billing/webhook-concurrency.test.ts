import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Purchase } from '@nourishwell/shared';
import type { FastifyInstance } from 'fastify';
import { secondAppOn } from '../helpers/build-test-app.ts';
import { createUser } from '../helpers/factories.ts';
import { paidEvent, standInForFile, signedDelivery } from '../helpers/razorpay-stand-in.ts';
import { billingSuite, GOLD, numberOf, PRACTICE } from './billing-fixture.ts';

const standIn = standInForFile();

describe.runIf(inject('testDatabase').kind === 'postgres')(
  'Razorpay’s webhooks for 20 purchases at once on two processes (PostgreSQL)',
  () => {
    const env = standIn.env;
    const { app, admin } = billingSuite(env);
    let second: FastifyInstance;
    afterAll(() => second?.close());

    it('issue 20 consecutive invoice numbers, none repeated and none skipped', async () => {
      second = await secondAppOn(app, env());
      await admin('PUT', '/api/admin/billing-settings', PRACTICE);
      const gold = (await admin('POST', '/api/admin/packages', GOLD)).json<{ id: number }>();
      const purchases: Purchase[] = [];
      for (let i = 0; i < 20; i += 1) {
        const client = await createUser(app.db, 'client');
        const sold = await admin('POST', `/api/admin/clients/${client.id}/purchases`, {
          packageId: gold.id,
          stateCode: null,
        });
        purchases.push(sold.json<Purchase>());
      }
      const answers = await Promise.all(
        purchases.map((purchase, i) =>
          (i % 2 === 0 ? app.app : second).inject(
            signedDelivery(
              paidEvent({
                reference: `NW-P${String(purchase.id).padStart(6, '0')}`,
                paymentId: `pay_at_once_${i}`,
                amountPaise: purchase.totalPaise,
              }),
              `evt_at_once_${i}`,
            ),
          ),
        ),
      );
      expect(answers.map((answer) => answer.json<{ outcome: string }>().outcome)).toEqual(
        Array.from({ length: 20 }, () => 'paid'),
      );
      const numbers = await Promise.all(
        purchases.map(async (purchase) => {
          const [view] = (
            await admin('GET', `/api/admin/clients/${purchase.clientId}/purchases`)
          ).json<Purchase[]>();
          return view!.invoice!.number;
        }),
      );
      expect(numbers.toSorted()).toEqual(
        Array.from({ length: 20 }, (_, i) => numberOf('INV', i + 1)),
      );
    });
  },
);
