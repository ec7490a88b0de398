import {
  contactCodeInputSchema,
  contactCodeSentSchema,
  contactParamsSchema,
  verifiedContactsSchema,
} from '../schemas/privacy-contacts.ts';
import { defineEndpoints } from './endpoint.ts';

const base = { tags: ['privacy', 'client'], access: ['client'] } as const;

/** Issue 30: she proves her phone or email with a code, so her rights reach pre-account records. */
export const privacyContactEndpoints = defineEndpoints({
  verifiedContacts: {
    ...base,
    errors: [401, 403],
    method: 'GET',
    path: '/me/contacts',
    summary: 'Her phone and email as her account holds them, each with when she verified it',
    response: verifiedContactsSchema,
  },
  sendContactCode: {
    ...base,
    errors: [400, 401, 403, 429],
    method: 'POST',
    path: '/me/contacts/:contact/verification',
    summary: 'Send a 6-digit code by SMS to her profile phone, or by email to her account email',
    params: contactParamsSchema,
    status: 202,
    response: contactCodeSentSchema,
  },
  confirmContactCode: {
    ...base,
    errors: [400, 401, 403, 429],
    method: 'POST',
    path: '/me/contacts/:contact/verification/confirm',
    summary: 'Prove the phone or email hers with the code sent to it (single use, 10 minutes)',
    params: contactParamsSchema,
    body: contactCodeInputSchema,
    response: verifiedContactsSchema,
  },
});
