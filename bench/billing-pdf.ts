// The invoice PDF's render time and memory (issue 34): `renderInvoicePdf` called in this
// process on an invoice the webhook run issued, in English and in Hindi (Devanagari shaped
// by fontkit, the slow one), and this process's memory measured after a forced collection
// before, after the timed renders and after as many again: the second round must not grow
// the heap as the first did (no cache or font kept per render).
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PRACTICE_TIME_ZONE, type Locale } from '@nourishwell/shared';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';
import { findDocument } from '../apps/api/src/modules/invoices/documents.repository.ts';
import { renderInvoicePdf } from '../apps/api/src/modules/invoices/invoice-pdf.ts';

/** Heap growth over the second round of renders above which the bench calls it unbounded. */
export const PDF_HEAP_GROWTH_LIMIT_MB = 5;

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const mb = (bytes: number) => +(bytes / 1_048_576).toFixed(1);
function memory() {
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rssMb: mb(rss), heapUsedMb: mb(heapUsed), externalMb: mb(external) };
}

const percentile = (sorted: number[], p: number) =>
  +(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0).toFixed(1);

export async function pdfFigures(handle: DatabaseHandle, documentId: number, renders: number) {
  const view = await findDocument(handle.db, documentId);
  if (!view) throw new Error(`bench set-up: invoice ${documentId} not found`);
  const render = (locale: Locale) => renderInvoicePdf(view, locale, PRACTICE_TIME_ZONE);
  const round = async (locale: Locale) => {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < renders; i += 1) {
      const started = performance.now();
      bytes = (await render(locale)).length;
      times.push(performance.now() - started);
    }
    const sorted = times.sort((a, b) => a - b);
    const meanMs = +(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1);
    return {
      renders,
      meanMs,
      p95Ms: percentile(sorted, 95),
      maxMs: percentile(sorted, 100),
      bytes,
    };
  };
  // The first render loads the fonts (inflated once, decision 030): not a render's cost.
  await render('en');
  await render('hi');
  const before = memory();
  const english = await round('en');
  const hindi = await round('hi');
  const afterFirst = memory();
  const second = { english: await round('en'), hindi: await round('hi') };
  const afterSecond = memory();
  const growth = (from: typeof before, to: typeof before) => ({
    rssMb: +(to.rssMb - from.rssMb).toFixed(1),
    heapUsedMb: +(to.heapUsedMb - from.heapUsedMb).toFixed(1),
  });
  const memoryFigures = {
    before,
    afterFirst,
    afterSecond,
    firstRound: growth(before, afterFirst),
    secondRound: growth(afterFirst, afterSecond),
  };
  const bounded = memoryFigures.secondRound.heapUsedMb <= PDF_HEAP_GROWTH_LIMIT_MB;
  return { documentId, english, hindi, second, memory: memoryFigures, bounded };
}
