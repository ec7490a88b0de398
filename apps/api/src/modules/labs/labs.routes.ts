import type { FastifyInstance } from 'fastify';
import { endpoints, type LabTestCode } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { readRecordFileForm } from '#api/http/multipart-form.ts';
import { parseBody } from '#api/http/parse-body.ts';
import { route } from '#api/http/route.ts';
import * as reports from './lab-reports.service.ts';
import * as settings from './lab-settings.service.ts';
import * as service from './labs.service.ts';

/** Lab results (issue 35): her trends, her nutritionist's entries, the practice's ranges. */
export async function labsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.clientLabs, ({ user, params }) =>
    service.clientLabs(deps, user, params.clientId),
  );
  route(app, endpoints.recordLabPanel, ({ actor, params, body }) =>
    service.recordLabPanel(deps, actor, params.clientId, body),
  );
  route(app, endpoints.deleteLabResult, ({ actor, params }) =>
    service.deleteLabResult(deps, actor, params.clientId, params.labResultId),
  );
  const upload = endpoints.uploadLabReport;
  route(app, upload, ({ actor, params, request }) =>
    reports.uploadLabReport(deps, actor, params.clientId, async () => {
      const { fields, file } = await readRecordFileForm(request, 'report');
      return { fields: parseBody(upload.body, fields), file };
    }),
  );
  route(app, endpoints.markLabReportRead, ({ actor, params }) =>
    service.markLabReportRead(deps, actor, params.clientId, params.labReportId),
  );
  route(app, endpoints.labSettings, () => settings.labSettings(deps));
  route(app, endpoints.saveLabSetting, ({ actor, params, body }) =>
    settings.saveLabSetting(deps, actor, params.code as LabTestCode, body),
  );
  route(app, endpoints.resetLabSetting, ({ actor, params }) =>
    settings.resetLabSetting(deps, actor, params.code as LabTestCode),
  );
}
