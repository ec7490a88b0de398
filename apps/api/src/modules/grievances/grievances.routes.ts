import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import * as breaches from './breaches.service.ts';
import * as grievances from './grievances.service.ts';

/** Data concerns (public form, hers, the admin's) and the breach register (issue 18). */
export async function grievancesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Limited per IP exactly like the other public forms; per email in the service.
  route(app, endpoints.raiseGrievance, ({ body }) => grievances.raiseGrievance(deps, body), {
    config: {
      rateLimit: { max: deps.config.formLimits.perIp, timeWindow: deps.config.formLimits.windowMs },
    },
  });
  // A concern may be raised before accepting the notice or after withdrawing consent.
  route(
    app,
    endpoints.raiseMyGrievance,
    ({ user, actor, body }) => grievances.raiseMyGrievance(deps, user, actor, body),
    { config: { allowWithoutConsent: true } },
  );
  route(app, endpoints.myGrievances, ({ user }) => grievances.myGrievances(deps, user));
  route(app, endpoints.adminGrievances, ({ query }) =>
    grievances.adminGrievances(deps, query.status),
  );
  route(app, endpoints.progressGrievance, ({ actor, params }) =>
    grievances.progressGrievance(deps, actor, params.id),
  );
  route(app, endpoints.resolveGrievance, ({ actor, params, body }) =>
    grievances.resolveGrievance(deps, actor, params.id, body.reply),
  );

  route(app, endpoints.breaches, () => breaches.breaches(deps));
  route(app, endpoints.recordBreach, ({ actor, body }) => breaches.recordBreach(deps, actor, body));
  route(app, endpoints.breach, ({ params }) => breaches.breach(deps, params.id));
  route(app, endpoints.updateBreach, ({ actor, params, body }) =>
    breaches.updateBreach(deps, actor, params.id, body.status),
  );
  route(app, endpoints.notifyBreach, ({ actor, params }) =>
    breaches.notifyBreach(deps, actor, params.id),
  );
  route(app, endpoints.privacySummary, () => breaches.privacySummary(deps));
}
