import { describe, expect, it } from 'vitest';
import { retryingTransaction } from '#api/lib/retry-transaction.ts';

const failure = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });

describe('a transaction PostgreSQL aborted as a deadlock victim', () => {
  it('runs again and answers the second attempt’s result', async () => {
    let attempts = 0;
    const result = await retryingTransaction(async () => {
      attempts += 1;
      if (attempts === 1) throw failure('40P01');
      return 'booked';
    });
    expect({ result, attempts }).toEqual({ result: 'booked', attempts: 2 });
  });

  it('does not run again for any other failure, such as a slot already taken', async () => {
    let attempts = 0;
    const run = retryingTransaction(async () => {
      attempts += 1;
      throw failure('23P01');
    });
    await expect(run).rejects.toThrow('query failed');
    expect(attempts).toBe(1);
  });

  it('gives up after a few attempts when it keeps being aborted', async () => {
    let attempts = 0;
    const run = retryingTransaction(async () => {
      attempts += 1;
      throw failure('40001');
    });
    await expect(run).rejects.toThrow('query failed');
    expect(attempts).toBe(5);
  });
});
