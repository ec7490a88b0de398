import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { insertPdfLabReport } from '#api/db/seed-labs.ts';
import { trackingSuite } from '../tracking/tracking-fixtures.ts';

export { day } from '../tracking/tracking-fixtures.ts';

export const labsUrl = (clientId: number) => `/api/clients/${clientId}/labs`;

/**
 * trackingSuite with "mine" a 34-year-old woman (ranges by sex and age apply), and a
 * report she uploaded awaiting reading (stored directly: the upload has its own tests).
 */
export function labSuite() {
  const suite = trackingSuite();
  const { app, mine } = suite;
  const report = { id: 0 };
  beforeAll(async () => {
    await app.db
      .update(t.clients)
      .set({ gender: 'Female', age: 34 })
      .where(eq(t.clients.id, mine.id));
    report.id = await storeReport(mine.id);
  });
  const storeReport = (clientId: number) =>
    insertPdfLabReport(app.db, clientId, {
      fileName: 'report.pdf',
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
  const enter = (
    payload: object,
    headers: Record<string, string> = suite.as.nutritionist.headers,
    clientId = mine.id,
  ) => suite.call('POST', labsUrl(clientId), headers, payload);
  return { ...suite, report, storeReport, enter };
}
