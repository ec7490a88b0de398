import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import * as logs from './access-log.service.ts';
import { auditCsv } from './audit-csv.ts';
import { exportHtml } from './export-html.ts';
import { exportOf } from './export.service.ts';

/** The CSV holds at most this many rows; narrower filters reach further back. */
const CSV_MAX_ROWS = 50_000;

/** Issue 18, her data: the export, her access log, and the admin's audit screen. */
export async function privacyDataRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.myExport, async ({ actor, query, reply }) => {
    const document = await exportOf(deps, actor);
    const day = isoDateFromToday(deps.config.defaultTimeZone, 0, deps.clock.now());
    const html = query.format === 'html';
    const name = `nourishwell-my-data-${day}.${html ? 'html' : 'json'}`;
    return reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .type(html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
      .send(html ? exportHtml(document) : JSON.stringify(document, null, 2));
  });
  route(app, endpoints.myAccessLog, ({ actor, query }) =>
    logs.accessLog(deps, actor.id, query.limit ?? logs.AUDIT_PAGE, query.offset ?? 0),
  );
  route(app, endpoints.adminAudit, ({ query }) =>
    logs.auditEntries(deps, query, query.limit ?? logs.AUDIT_PAGE, query.offset ?? 0),
  );
  route(app, endpoints.adminAuditCsv, async ({ query, reply }) => {
    const { rows } = await logs.auditEntries(deps, query, CSV_MAX_ROWS, 0);
    return reply
      .header(
        'content-disposition',
        `attachment; filename="nourishwell-audit-${isoDateFromToday(deps.config.defaultTimeZone, 0, deps.clock.now())}.csv"`,
      )
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(auditCsv(rows));
  });
  route(app, endpoints.adminAuditPeople, () => logs.auditPeople(deps));
}
