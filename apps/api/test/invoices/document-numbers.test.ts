import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '#api/db/client.ts';
import { nextDocumentNumber } from '#api/modules/invoices/document-number.ts';
import { createTestDatabase, freshDatabase } from '../helpers/test-database.ts';

/** An instant of a financial year: noon in India on a day of it. */
const inYear = (isoDate: string) => new Date(`${isoDate}T12:00:00+05:30`);

describe('the numbers of GST documents (decision 030)', () => {
  const block = freshDatabase();
  const issue = (kind: 'invoice' | 'creditNote', at: Date) =>
    block.db.transaction((tx) => nextDocumentNumber(tx, kind, at));

  it('numbers a year’s invoices 1, 2, 3, credit notes in their own series, and starts again in April', async () => {
    expect(await issue('invoice', inYear('2030-05-01'))).toBe('INV/30-31/000001');
    expect(await issue('invoice', inYear('2031-03-31'))).toBe('INV/30-31/000002');
    expect(await issue('creditNote', inYear('2030-06-01'))).toBe('CN/30-31/000001');
    expect(await issue('invoice', inYear('2030-12-25'))).toBe('INV/30-31/000003');
    expect(await issue('invoice', inYear('2031-04-01'))).toBe('INV/31-32/000001');
  });

  it('gives back the number of an issue that was rolled back, so the series never skips', async () => {
    const at = inYear('2040-07-01');
    expect(await issue('invoice', at)).toBe('INV/40-41/000001');
    await expect(
      block.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 'invoice', at);
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('the payment could not be recorded');
    expect(await issue('invoice', at)).toBe('INV/40-41/000002');
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')(
  'numbers issued at once by two processes on PostgreSQL',
  () => {
    it('are 20 consecutive numbers, none repeated and none skipped', async () => {
      const database = await createTestDatabase();
      // A second process: its own pool on the same database.
      const other = openPostgres(database.url!);
      try {
        const at = inYear('2050-09-15');
        const numbers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 === 0 ? database.handle : other).db.transaction(async (tx) => {
              const number = await nextDocumentNumber(tx, 'invoice', at);
              // The rest of recording a payment, while the serial's row stays locked.
              await tx.execute('select pg_sleep(0.01)');
              return number;
            }),
          ),
        );
        expect(numbers.toSorted()).toEqual(
          Array.from({ length: 20 }, (_, i) => `INV/50-51/${String(i + 1).padStart(6, '0')}`),
        );
      } finally {
        await other.close();
        await database.dispose();
      }
    });
  },
);
