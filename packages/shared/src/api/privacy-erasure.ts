import { z } from 'zod';
import {
  adminErasuresSchema,
  consentWithdrawnSchema,
  erasedConversationSchema,
  erasureCancelledSchema,
  erasureRequestInputSchema,
  erasureRequestSchema,
  myErasureSchema,
} from '../schemas/privacy-erasure.ts';
import { defineEndpoints } from './endpoint.ts';

/**
 * Issue 18, erasure: she asks for her account to be erased (48-hour notice, cancellable),
 * or withdraws consent, which leads to the same erasure. Staff accounts are not erased
 * this way (an admin removes a nutritionist), so these are the client's calls.
 */
export const privacyErasureEndpoints = defineEndpoints({
  requestErasure: {
    method: 'POST',
    path: '/me/erasure',
    access: ['client'],
    tags: ['privacy'],
    summary: 'Ask for her account and data to be erased after the notice period',
    body: erasureRequestInputSchema,
    status: 202,
    response: erasureRequestSchema,
    errors: [400, 401, 403],
  },
  myErasure: {
    method: 'GET',
    path: '/me/erasure',
    access: ['client'],
    tags: ['privacy'],
    summary: 'Her erasure waiting out its notice, or null',
    response: myErasureSchema,
    errors: [401, 403],
  },
  cancelErasure: {
    method: 'DELETE',
    path: '/me/erasure',
    access: ['client'],
    tags: ['privacy'],
    summary: 'Cancel her erasure while it waits out its notice',
    response: erasureCancelledSchema,
    errors: [401, 403, 404],
  },
  withdrawConsent: {
    method: 'POST',
    path: '/me/consents/withdraw',
    access: ['client'],
    tags: ['privacy'],
    summary: 'Withdraw consent: processing stops and erasure follows the notice period',
    response: consentWithdrawnSchema,
    errors: [401, 403, 409],
  },
  erasedConversations: {
    method: 'GET',
    path: '/messages/erased',
    access: ['nutritionist'],
    tags: ['messages'],
    summary: 'Her conversations with erased clients, shown as "Deleted user"',
    response: z.array(erasedConversationSchema),
    errors: [401, 403],
  },
  adminErasures: {
    method: 'GET',
    path: '/admin/erasures',
    access: ['admin'],
    tags: ['privacy'],
    summary: 'Erasures waiting out their notice and recent receipts (no personal data)',
    response: adminErasuresSchema,
    errors: [401, 403],
  },
});
