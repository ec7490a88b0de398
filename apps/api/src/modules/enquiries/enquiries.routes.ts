import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enquiryRequestSchema,
  messageResponseSchema,
  payRequestSchema,
  payResponseSchema,
  reachOutRequestSchema,
} from '@nourishwell/shared';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { requestPayment, submitEnquiry, submitReachOut } from './enquiries.service.ts';

const errors = errorResponses(400, 429);

/** The public forms: no token, rate limited per IP here and per email/phone in the service. */
export async function enquiriesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = {
    rateLimit: { max: deps.config.formLimits.perIp, timeWindow: deps.config.formLimits.windowMs },
  };

  r.post(
    '/users/sendmail',
    {
      schema: {
        tags: ['public'],
        summary: 'Sign-up enquiry from /signup; answers the text to show the visitor',
        body: enquiryRequestSchema,
        response: { 200: z.string().describe('text/plain message for the visitor'), ...errors },
      },
      config: limited,
    },
    async (request, reply) => {
      const text = await submitEnquiry(deps, request.body);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );

  r.post(
    '/reachout',
    {
      schema: {
        tags: ['public'],
        summary: 'Reach-out message from /reachout',
        body: reachOutRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      config: limited,
    },
    async (request) => submitReachOut(deps, request.body),
  );

  r.post(
    '/users/pay',
    {
      schema: {
        tags: ['public'],
        summary: 'Start a payment for a plan: the link goes to the phone by WhatsApp / SMS',
        body: payRequestSchema,
        response: { 200: payResponseSchema, ...errors },
      },
      config: limited,
    },
    async (request) => requestPayment(deps, request.body),
  );
}
