import { PRIVACY_CLOCKS, PRIVACY_NOTICE_VERSION } from './privacy-constants.ts';

/**
 * The privacy notice's words (issue 18, section 5 of the DPDP Act 2023): what the /privacy
 * page shows and the /consent screen sums up. Plain language, addressed to the person whose
 * data it is. Changing what it says means a new PRIVACY_NOTICE_VERSION, so everyone accepts
 * it again — and a new translation of each language's twin (privacy-notice-hi.ts), which
 * names the version it translates (decision 029).
 */

export interface NoticeSection {
  /** The heading's anchor, so other pages can link to one part (e.g. /privacy#rights). */
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** The notice in one language: the same structure, section by section, in each. */
export interface PrivacyNoticeText {
  /** The version of the notice these words say: consent is recorded against it. */
  noticeVersion: string;
  title: string;
  intro: string;
  sections: readonly NoticeSection[];
  /**
   * How long an unused account is kept: `unset` while the server's number of days is not
   * known, `configured` with `{days}` for it. Plain strings, so the page's island is given
   * them as a prop.
   */
  retention: { unset: string; configured: string };
  rights: {
    id: string;
    title: string;
    intro: string;
    items: readonly { title: string; text: string }[];
    dashboardLink: string;
    concernLink: string;
  };
  contact: { title: string; intro: string; loading: string; failed: string };
  version: (version: string, updatedOn: string) => string;
}

/** How long an inactive account is kept, in the notice's language, for `days` (or unknown). */
export const retentionIn = (retention: PrivacyNoticeText['retention'], days: number | null) =>
  days === null ? retention.unset : retention.configured.replace('{days}', String(days));

/** How long an unused account is kept; `days` comes from the server (null while loading). */
export const retentionText = (days: number | null): string =>
  retentionIn(privacyNotice.retention, days);

export const privacyNotice = {
  noticeVersion: PRIVACY_NOTICE_VERSION,
  title: 'Privacy notice',
  intro:
    'NourishWell helps you eat well with a nutritionist. To do that we keep information about your health. This notice explains, in plain words, what we keep, why, who sees it, how long we keep it and what you can do about it. It follows India’s Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      id: 'what',
      title: 'What we collect',
      paragraphs: ['We keep only what you or your nutritionist enter in NourishWell:'],
      items: [
        'Your account: name, email, phone number and password (stored scrambled, never readable).',
        'Your profile: age, gender, city, language and the plan you chose.',
        'Your health assessment: height, weight, illnesses, medicines, allergies, habits and lifestyle.',
        'Your goals, progress notes and body measurements.',
        'Your meal plans and daily nutrition targets.',
        'Your food journal, including the photos of meals you upload, your water and habits.',
        'Your appointments and the notes your nutritionist writes about your sessions.',
        'The messages you and your nutritionist send each other.',
        'Your ratings of your nutritionist.',
        'Payment requests you make (we do not keep card or bank details).',
        'Enquiries and messages you send through our website forms.',
      ],
    },
    {
      id: 'why',
      title: 'Why we collect it',
      paragraphs: [
        'We use your information only to give you nutrition coaching: to plan your meals, follow your progress, book your sessions, let you talk with your nutritionist, and send you reminders you asked for.',
        'We do not sell your information, show you advertising or use it for anything else. We use it only with your consent, which you give when you first sign in.',
      ],
    },
    {
      id: 'who',
      title: 'Who sees it',
      paragraphs: ['Your information is seen only by people who need it to help you:'],
      items: [
        'Your nutritionist, and a new one if you change nutritionist.',
        'The practice’s administrators, who run the service and assign nutritionists.',
        'Never other clients.',
        'Companies that deliver our emails and WhatsApp messages see only the message they carry.',
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      paragraphs: [
        'We keep your information while your account is in use.',
        // The retention sentence is added by the page with the practice's own number of days.
        'We keep a record of who opened or changed health records for at least one year, to protect you. That record holds no names, only account numbers and what kind of record it was.',
      ],
    },
  ] satisfies readonly NoticeSection[],
  retention: {
    unset: `If nobody signs in to an account for a long time (the practice sets how long), we erase it. We email you ${PRIVACY_CLOCKS.erasureNoticeHours} hours before, so you can sign in to keep it.`,
    configured: `If nobody signs in to an account for {days} days, we erase it. We email you ${PRIVACY_CLOCKS.erasureNoticeHours} hours before, so you can sign in to keep it.`,
  },
  rights: {
    id: 'rights',
    title: 'Your rights and how to use them',
    intro: 'You can do each of these yourself, at any time, from NourishWell:',
    items: [
      {
        title: 'See and download your data',
        text: 'Open Privacy & Data in your dashboard to see what we keep and who viewed it, and download a copy.',
      },
      {
        title: 'Correct it',
        text: 'Change your details in your profile, or ask your nutritionist to correct a record.',
      },
      {
        title: 'Erase it',
        text: `Ask for your account to be erased from Privacy & Data. We erase it after ${PRIVACY_CLOCKS.erasureNoticeHours} hours, and you can cancel until then.`,
      },
      {
        title: 'Withdraw your consent',
        text: 'Withdraw it from Privacy & Data as easily as you gave it. We stop recording anything new about you, tell your nutritionist, and erase your account after the notice period.',
      },
      {
        title: 'Raise a concern',
        text: `Tell us about any concern with how we handle your data. Our grievance officer answers within ${PRIVACY_CLOCKS.grievanceDueDays} days. If you are not satisfied, you may complain to the Data Protection Board of India.`,
      },
      {
        title: 'Nominate someone',
        text: 'Name a person who may use these rights for you if you die or cannot act yourself. Write to our grievance officer to do so.',
      },
    ],
    dashboardLink: 'Go to Privacy & Data in your dashboard',
    concernLink: 'Raise a data concern',
  },
  contact: {
    title: 'Grievance officer',
    intro: 'For any question or concern about your data, write to:',
    loading: 'Loading the grievance officer’s details…',
    failed:
      'We could not load the grievance officer’s details just now. Please use the data concern form below, or reload this page.',
  },
  version: (version: string, updatedOn: string) =>
    `Notice version ${version}, last updated ${updatedOn}.`,
} as const satisfies PrivacyNoticeText;

/** The /consent screen's short summary of the notice. */
export const consentScreenText = {
  title: 'Your privacy',
  intro:
    'Before you continue, please read how NourishWell uses your information. We need your consent to keep your health records.',
  points: [
    'We keep what you and your nutritionist enter: your assessment, goals, measurements, meal plans, journal and photos, sessions and messages.',
    'Only your nutritionist and the practice’s administrators see it. Never other clients.',
    'We use it only for your nutrition coaching, never for advertising.',
    'You can download, correct or erase your data and withdraw this consent at any time from Privacy & Data.',
  ],
  readFull: 'Read the full privacy notice',
  agree: 'I agree',
  agreeing: 'Saving…',
  signOut: 'Sign out',
  versionLine: (version: string) => `Privacy notice version ${version}.`,
} as const;
