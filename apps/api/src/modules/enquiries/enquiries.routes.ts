import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { requestPayment, submitEnquiry, submitReachOut } from './enquiries.service.ts';

/** The public forms: no token, rate limited per IP here and per email/phone in the service. */
export async function enquiriesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limited = {
    config: {
      rateLimit: { max: deps.config.formLimits.perIp, timeWindow: deps.config.formLimits.windowMs },
    },
  };

  route(
    app,
    endpoints.sendEnquiry,
    async ({ body, reply }) => {
      const text = await submitEnquiry(deps, body);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
    limited,
  );
  route(app, endpoints.reachOut, ({ body }) => submitReachOut(deps, body), limited);
  route(app, endpoints.pay, ({ body }) => requestPayment(deps, body), limited);
}
