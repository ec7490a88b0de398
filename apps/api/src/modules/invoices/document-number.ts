import { documentNumber, financialYearOf } from '@nourishwell/shared';
import type { Executor } from '#api/db/client.ts';
import { takeSerial } from './document-serials.repository.ts';

/**
 * The number of a tax invoice or credit note issued at `at`: its financial year's next
 * serial, "INV/26-27/000042" (decision 030). Inside the transaction that issues it.
 */
export async function nextDocumentNumber(
  tx: Executor,
  kind: 'invoice' | 'creditNote',
  at: Date,
): Promise<string> {
  const year = financialYearOf(at);
  return documentNumber(kind, year, await takeSerial(tx, kind, year.startYear));
}
