import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { practiceHealthCsv, practiceHealthFileName } from './practice-health-csv.ts';
import { practiceHealth } from './practice-health.service.ts';

/** The admin's Practice health (issue 36): the figures, and the same as CSV. */
export async function practiceHealthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.practiceHealth, () => practiceHealth(deps));
  route(app, endpoints.practiceHealthCsv, async ({ reply, query }) =>
    reply
      .header(
        'content-disposition',
        `attachment; filename="${practiceHealthFileName(query.metric)}"`,
      )
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(practiceHealthCsv(await practiceHealth(deps), query.metric)),
  );
}
