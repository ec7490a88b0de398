import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import { documentSerials } from '#api/db/schema/index.ts';

/**
 * The next serial of a kind of document in a financial year, in one statement: the first
 * of a year inserts 1, every later one adds 1 to the row under its lock, which a concurrent
 * issue waits for until this transaction ends (decision 030). Call it inside the
 * transaction that records the document, so a rollback gives the serial back.
 */
export async function takeSerial(
  tx: Executor,
  kind: 'invoice' | 'creditNote',
  yearStart: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentSerials)
    .values({ kind, yearStart, last: 1 })
    .onConflictDoUpdate({
      target: [documentSerials.kind, documentSerials.yearStart],
      set: { last: sql`${documentSerials.last} + 1` },
    })
    .returning({ last: documentSerials.last });
  if (!row) throw new Error('document_serials returned no row');
  return row.last;
}
