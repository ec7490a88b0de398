import { z } from 'zod';
import {
  adminEnquirySchema,
  enquiriesQuerySchema,
  enquiryHandledSchema,
  enquiryParamsSchema,
  enquiryReplyInputSchema,
  enquiryThreadSchema,
} from '../schemas/enquiries-admin.ts';
import { defineEndpoints } from './endpoint.ts';

const admin = { tags: ['enquiries'], access: ['admin'], errors: [400, 401, 403, 404] } as const;

/**
 * Issue 36: the admin's enquiries, beside the public form that sends them (`sendEnquiry`,
 * public.ts) and the WhatsApp webhook that records an unknown number's message.
 */
export const enquiryEndpoints = defineEndpoints({
  adminEnquiries: {
    ...admin,
    errors: [400, 401, 403],
    method: 'GET',
    path: '/admin/enquiries',
    summary:
      'Enquiries from the /signup form and from WhatsApp messages of unknown numbers, newest first; source, state, limit, offset optional (X-Total-Count tells the total)',
    query: enquiriesQuerySchema,
    response: z.array(adminEnquirySchema),
    paged: true,
  },
  markEnquiry: {
    ...admin,
    method: 'PATCH',
    path: '/admin/enquiries/:id',
    summary: 'Mark an enquiry handled ({handled: true}) or open again ({handled: false})',
    params: enquiryParamsSchema,
    body: enquiryHandledSchema,
    response: adminEnquirySchema,
  },
  enquiryThread: {
    ...admin,
    errors: [400, 401, 403, 404, 409],
    method: 'GET',
    path: '/admin/enquiries/:id/whatsapp',
    summary:
      'A WhatsApp enquiry’s thread: the number’s messages and the practice’s replies, and whether a reply may go now (24 h after their last message)',
    params: enquiryParamsSchema,
    response: enquiryThreadSchema,
  },
  replyToEnquiry: {
    ...admin,
    errors: [400, 401, 403, 404, 409],
    method: 'POST',
    path: '/admin/enquiries/:id/replies',
    summary:
      'Send a free-text WhatsApp reply to a WhatsApp enquiry (409 outside the 24-hour window); answers the thread',
    params: enquiryParamsSchema,
    body: enquiryReplyInputSchema,
    status: 201,
    response: enquiryThreadSchema,
  },
});
