import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { route } from '#api/http/route.ts';
import { adminEnquiries, markEnquiry } from './admin-enquiries.service.ts';
import { enquiryThread, replyToEnquiry } from './enquiry-replies.service.ts';

/** Issue 36: the admin's enquiries (the /signup form's and unknown WhatsApp numbers'). */
export async function adminEnquiriesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, endpoints.adminEnquiries, ({ query }) => adminEnquiries(deps, query));
  route(app, endpoints.markEnquiry, ({ actor, params, body }) =>
    markEnquiry(deps, actor, params.id, body.handled),
  );
  route(app, endpoints.enquiryThread, ({ params }) => enquiryThread(deps, params.id));
  route(app, endpoints.replyToEnquiry, ({ actor, params, body }) =>
    replyToEnquiry(deps, actor, params.id, body.text),
  );
}
