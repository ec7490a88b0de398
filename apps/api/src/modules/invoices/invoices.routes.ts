import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { documentPdfFor } from './documents.service.ts';
import * as summary from './tax-summary.service.ts';

/** GST documents, the month's tax summary and its CSV (issue 34). */
export async function invoicesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.gstDocuments, ({ query }) => summary.gstDocuments(deps, query.month));
  route(app, endpoints.taxSummary, ({ query }) => summary.taxSummary(deps, query.month));
  route(app, endpoints.taxSummaryCsv, async ({ query, reply }) => {
    const docs = await summary.monthDocuments(deps, query.month);
    const csv = summary.taxSummaryCsv(
      summary.summarise(query.month, docs),
      docs,
      deps.config.defaultTimeZone,
    );
    return reply
      .header('content-disposition', `attachment; filename="nourishwell-gst-${query.month}.csv"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
  route(app, endpoints.invoicePdf, async ({ user, params, reply }) => {
    const pdf = await documentPdfFor(deps, user, params.invoiceId);
    return reply
      .header('content-disposition', `attachment; filename="${pdf.filename}"`)
      .header('cache-control', 'private, no-store')
      .type('application/pdf')
      .send(pdf.content);
  });
}
