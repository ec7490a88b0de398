import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import * as t from '#api/db/schema/index.ts';
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
  const storeReport = async (clientId: number) => {
    const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
    const [file] = await app.db
      .insert(t.recordFiles)
      .values({
        clientId,
        uploadedBy: clientId,
        purpose: 'labReport',
        mime: 'application/pdf',
        fileName: 'report.pdf',
        size: bytes.length,
        bytes,
      })
      .returning({ id: t.recordFiles.id });
    const [row] = await app.db
      .insert(t.labReports)
      .values({ clientId, fileId: file!.id, uploadedBy: clientId })
      .returning({ id: t.labReports.id });
    return row!.id;
  };
  const enter = (
    payload: object,
    headers: Record<string, string> = suite.as.nutritionist.headers,
    clientId = mine.id,
  ) => suite.call('POST', labsUrl(clientId), headers, payload);
  return { ...suite, report, storeReport, enter };
}
