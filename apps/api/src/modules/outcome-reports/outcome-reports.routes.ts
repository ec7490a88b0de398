import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as service from './outcome-reports.service.ts';

/** Outcome reports (issue 35): figures over a period, her nutritionist's summary, a PDF. */
export async function outcomeReportsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.outcomePreview, ({ user, params, query }) =>
    service.previewFigures(deps, user, params.clientId, query),
  );
  route(app, endpoints.outcomeReports, ({ user, params }) =>
    service.reportsOf(deps, user, params.clientId),
  );
  route(app, endpoints.createOutcomeReport, ({ user, actor, params, body }) =>
    service.createReport(deps, user, actor, params.clientId, body),
  );
  route(app, endpoints.outcomeReportPdf, async ({ user, actor, params, reply }) => {
    const pdf = await service.reportPdf(deps, user, actor, params.reportId);
    return reply
      .header('content-disposition', `attachment; filename="${pdf.filename}"`)
      .header('cache-control', 'private, no-store')
      .type('application/pdf')
      .send(pdf.content);
  });
  route(app, endpoints.sendOutcomeReport, ({ user, actor, params, body }) =>
    service.sendReport(deps, user, actor, params.reportId, body.channel),
  );
}
