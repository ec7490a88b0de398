import {
  consentAcceptSchema,
  consentLogSchema,
  privacyNoticeSchema,
} from '../schemas/privacy-consent.ts';
import { defineEndpoints } from './endpoint.ts';

/** Issue 18: the privacy notice's facts and her consent log. */
export const privacyConsentEndpoints = defineEndpoints({
  privacyNotice: {
    method: 'GET',
    path: '/privacy/notice',
    tags: ['privacy'],
    access: 'public',
    summary: 'The privacy notice in force: its version and the grievance officer',
    response: privacyNoticeSchema,
    errors: [],
  },
  myConsents: {
    method: 'GET',
    path: '/me/consents',
    tags: ['privacy'],
    access: 'signedIn',
    summary: 'Her consent log, newest first, and the version she last accepted',
    response: consentLogSchema,
    errors: [401],
  },
  acceptConsent: {
    method: 'POST',
    path: '/me/consents',
    tags: ['privacy'],
    access: 'signedIn',
    summary: 'Accept the privacy notice in force (recorded with method sign-in)',
    body: consentAcceptSchema,
    response: consentLogSchema,
    errors: [400, 401],
  },
});
