import { z } from 'zod';
import { CONSENT_ACTIONS, CONSENT_METHODS, PRIVACY_NOTICE_VERSION } from './privacy-constants.ts';

/**
 * Issue 18, notice and consent: the privacy notice's facts the server fills in, her consent
 * log, and the texts every screen of this part shows.
 */

/** The day the notice in force was published (its version is this date). */
export const PRIVACY_NOTICE_UPDATED_ON = PRIVACY_NOTICE_VERSION;

/** GET /api/privacy/notice: what the prerendered /privacy page fetches from configuration. */
export const privacyNoticeSchema = z.object({
  version: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  retentionInactiveDays: z.number().int(),
  updatedOn: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** One row of her consent log. */
export const consentRowSchema = z.object({
  version: z.string(),
  action: z.enum(CONSENT_ACTIONS),
  method: z.enum(CONSENT_METHODS),
  createdAt: z.string(),
});
export type ConsentRow = z.infer<typeof consentRowSchema>;

/** GET/POST /api/me/consents: where she stands and her log, newest first. */
export const consentLogSchema = z.object({
  /** The notice in force. */
  noticeVersion: z.string(),
  /** The version she last accepted, or null before her first acceptance. */
  acceptedVersion: z.string().nullable(),
  /** When she withdrew consent (her account is then on its way to erasure). */
  withdrawnAt: z.string().nullable(),
  items: z.array(consentRowSchema),
});
export type ConsentLog = z.infer<typeof consentLogSchema>;

export const consentMessages = {
  versionRequired: 'Please accept the privacy notice to continue.',
  versionOutdated:
    'The privacy notice has changed since this page opened. Please reload the page and read the current notice.',
  accepted: 'Thank you. You have accepted the privacy notice.',
  acceptFailed: 'Could not record your acceptance. Please try again.',
  loadFailed: 'Could not load your consent record. Please try again.',
  noticeLoadFailed: 'Could not load the privacy contact. Please try again.',
  empty: 'No consent recorded yet.',
  /** The gate's answers to a write (403). */
  required:
    'Please read and accept the privacy notice before you continue. You can still view and download your data.',
  withdrawn:
    'You have withdrawn your consent, so NourishWell no longer records anything new for you. You can still view and download your data until your account is erased.',
  /** A nutritionist's or admin's write about a client who withdrew consent (409). */
  clientWithdrew:
    'This client has withdrawn consent, so nothing new can be recorded for her. Her account will be erased after the notice period.',
  /** A nutritionist's or admin's read of her health records after she withdrew (409). */
  recordsClosed:
    'This client has withdrawn consent, so her health records are closed. Her account will be erased after the notice period.',
} as const;

/** The line under the enquiry form's terms box: the box also accepts the notice (issue 18). */
export const enquiryNoticeText = {
  before: 'Ticking the box also means you accept our ',
  link: 'privacy notice',
  after: (version: string) =>
    ` (version ${version}): we keep these details only to contact you about coaching.`,
} as const;

/** POST /api/me/consents: the version she read; only the one in force is accepted. */
export const consentAcceptSchema = z.object({
  version: z
    .string({ error: consentMessages.versionRequired })
    .trim()
    .min(1, consentMessages.versionRequired)
    .max(40, consentMessages.versionOutdated)
    .refine((value) => value === PRIVACY_NOTICE_VERSION, consentMessages.versionOutdated),
});
export type ConsentAccept = z.input<typeof consentAcceptSchema>;

/** How the consent log names each action and method. */
export const consentLabels = {
  action: { accept: 'Accepted', withdraw: 'Withdrew' },
  method: {
    'sign-in': 'At sign-in',
    form: 'Enquiry form',
    profile: 'From her profile',
    intake: 'Signing an intake form',
    channels: 'Her notification settings',
  },
} as const satisfies {
  action: Record<(typeof CONSENT_ACTIONS)[number], string>;
  method: Record<(typeof CONSENT_METHODS)[number], string>;
};
