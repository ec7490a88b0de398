import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { payLink } from './pay-link.service.ts';
import * as service from './purchases.service.ts';
import { handleRazorpayWebhook } from './razorpay-webhook.ts';
import { revenue, revenueCsv } from './revenue.service.ts';
import { caseloadStandings, packageStanding } from './standing.service.ts';

/** A client's packages, their payments and Razorpay's webhook (issue 34). */
export async function purchasesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.clientPurchases, ({ params }) =>
    service.clientPurchases(deps, params.clientId),
  );
  route(app, endpoints.sellPackage, ({ actor, params, body }) =>
    service.sellPackage(deps, actor, params.clientId, body),
  );
  route(app, endpoints.recordPayment, ({ actor, params, body }) =>
    service.recordPayment(deps, actor, params.purchaseId, body),
  );
  route(app, endpoints.refundPurchase, ({ actor, params, body }) =>
    service.refundPurchase(deps, actor, params.purchaseId, body.reason),
  );
  route(app, endpoints.revenue, () => revenue(deps));
  route(app, endpoints.revenueCsv, async ({ reply }) =>
    reply
      .header('content-disposition', 'attachment; filename="nourishwell-revenue.csv"')
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(revenueCsv(await revenue(deps))),
  );
  route(app, endpoints.packageStanding, ({ user, params, query }) =>
    packageStanding(deps, user, params.clientId, query.date),
  );
  route(app, endpoints.caseloadStandings, ({ user }) => caseloadStandings(deps, user));
  route(app, endpoints.myPurchases, ({ user }) => service.myPurchases(deps, user));
  route(app, endpoints.renewPurchase, ({ actor, params }) =>
    service.renewPurchase(deps, actor, params.purchaseId),
  );
  route(app, endpoints.payLink, ({ user, params }) => payLink(deps, user, params.purchaseId));
  // The signature is over the bytes as sent: this scope keeps a JSON body as its raw Buffer.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, endpoints.razorpayWebhook, async ({ request, reply }) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const outcome = await handleRazorpayWebhook(
        deps,
        raw,
        header('x-razorpay-signature'),
        header('x-razorpay-event-id'),
      );
      return reply.status(200).send({ outcome });
    });
  });
}
