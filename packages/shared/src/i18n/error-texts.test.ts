import { describe, expect, it } from 'vitest';
import { billingMessages } from '../billing/billing-texts.ts';
import { messages } from '../messages.ts';
import { invalidIdMessage } from '../schemas/common.ts';
import { foodMessages } from '../schemas/food-messages.ts';
import { journalMessages } from '../schemas/journal.ts';
import { measurementMessages } from '../schemas/measurements.ts';
import { notificationMessages } from '../schemas/notifications.ts';
import { portalMessages } from '../schemas/portal.ts';
import { consentMessages } from '../schemas/privacy-consent.ts';
import { contactTexts } from '../schemas/privacy-contacts.ts';
import { privacyDataMessages } from '../schemas/privacy-data.ts';
import { erasureTexts } from '../schemas/privacy-erasure.ts';
import { grievanceMessages } from '../schemas/privacy-grievances.ts';
import { securityMessages } from '../schemas/privacy-security.ts';
import { publicMessages } from '../schemas/public.ts';
import { schedulingMessages } from '../schemas/scheduling-texts.ts';
import { CATALOGUES } from './catalogues.ts';
import { compileCatalogue } from './compile.ts';
import { ERRORS_AREA, knownError, sayError } from './error-texts.ts';
import { englishCatalogue } from './locales.ts';
import { translator } from './translate.ts';

const english = compileCatalogue(englishCatalogue);
const inEnglish = translator('en', english, english).t;
const inHindi = translator('hi', compileCatalogue(CATALOGUES.hi), english).t;

/**
 * The texts a client or a visitor can be shown, by where they are written. Whole objects of
 * staff-only texts stay out (adminMessages, nutritionistMessages, careMessages,
 * bulkMessageMessages, mealPlanMessages, breachMessages): the practice works in English.
 */
const CLIENT_FACING = {
  auth: messages.auth,
  password: messages.password,
  generic: messages.generic,
  public: publicMessages,
  portal: portalMessages,
  journal: journalMessages,
  food: foodMessages,
  measurement: measurementMessages,
  scheduling: schedulingMessages,
  security: securityMessages,
  contact: contactTexts,
  erasure: erasureTexts,
  consent: consentMessages,
  grievance: grievanceMessages,
  privacyData: privacyDataMessages,
  notification: notificationMessages,
  billing: billingMessages,
} as const;

/**
 * The members of those objects that are not error or validation texts, or that only staff
 * see. A new member is an error text until it is named here, so none skips the catalogue.
 */
const NOT_ERRORS: Record<keyof typeof CLIENT_FACING, { screen?: string[]; staff?: string[] }> = {
  // screen: a label, a success, an explanation or an empty state, translated with its screen.
  auth: { screen: ['signingIn', 'loggedInAs'] },
  password: { screen: ['changed', 'currentLabel', 'codeLabel', 'codeHint'] },
  generic: {},
  public: {
    screen: [
      'reachOutThanks',
      'resetLinkSent',
      'passwordReset',
      'paymentLinkSent',
      'customPriceRequested',
      'uploadReceipt',
    ],
  },
  portal: {
    screen: ['goalAdded', 'thanksForRating', 'profileUpdated', 'goalUpdated', 'goalRemoved'],
  },
  journal: { screen: ['saved', 'queued', 'deleted', 'commented', 'trackingSaved'] },
  food: {
    staff: [
      'nameRequired',
      'groupRequired',
      'nutrientRange',
      'macrosOver100',
      'portionGrams',
      'portionTwice',
      'recipeNameRequired',
      'servings',
      'cookedGrams',
      'ingredientsRequired',
      'tooManyIngredients',
      'measureInUse',
      'recipeInItself',
      'practiceName',
      'tooManyNames',
      'nameTwice',
      'notPracticeFood',
    ],
  },
  measurement: { screen: ['saved', 'deleted'] },
  scheduling: {
    screen: [
      'booked',
      'rescheduled',
      'cancelled',
      'availabilitySaved',
      'settingsSaved',
      'feedRegenerated',
      'noSlots',
      'noBookings',
    ],
    staff: [
      'clientRequired',
      'timeInvalid',
      'endBeforeStart',
      'rangesOverlap',
      'timeZoneInvalid',
      'slotMinutesInvalid',
      'bufferInvalid',
      'meetingUrlInvalid',
      'exceptionDuplicate',
      'remindersInvalid',
      'horizonInvalid',
      'noticeInvalid',
      'changeWindowInvalid',
      'availabilityFailed',
      'notificationsFailed',
    ],
  },
  security: {
    screen: [
      'signedOut',
      'signedOutOthers',
      'confirmSignOutOthers',
      'enabled',
      'disabled',
      'codesRegenerated',
      'codeStepTitle',
      'codeStepHint',
      'recoveryCodesNote',
    ],
    // Two-factor sign-in is for admins and nutritionists only.
    staff: [
      'twoFactorLoadFailed',
      'twoFactorAlreadyOn',
      'twoFactorNotSetUp',
      'twoFactorNotOn',
      'twoFactorRequiredForAdmins',
      'twoFactorRequired',
      'codeRequired',
      'codeFormat',
      'codeWrong',
      'passwordRequired',
      'passwordWrong',
      'challengeExpired',
      'challengeSpent',
    ],
  },
  contact: {
    screen: [
      'verified',
      'notVerified',
      'verify',
      'codeLabel',
      'confirm',
      'sendAgain',
      'codeSent',
      'confirmed',
      'explained',
    ],
  },
  erasure: {
    screen: [
      'requested',
      'noticeExplained',
      'cancelled',
      'withdrawn',
      'consentAgainExplained',
      'consentAgain',
      'deletedUser',
      'erasureExplained',
      'withdrawExplained',
      'cancelHow',
    ],
    staff: ['adminFetchFailed', 'erasedFetchFailed'],
  },
  consent: { screen: ['accepted', 'empty'], staff: ['clientWithdrew', 'recordsClosed'] },
  grievance: {
    screen: ['received', 'noneYet', 'noneOpen', 'noneWithStatus', 'progressed', 'resolved'],
    staff: ['replyRequired', 'statusInvalid', 'alreadyResolved', 'actionFailed'],
  },
  privacyData: {
    screen: [
      'exportTitle',
      'exportIntro',
      'exportJson',
      'exportHtml',
      'exportDone',
      'accessTitle',
      'accessIntro',
      'accessEmpty',
      'auditTitle',
      'auditEmpty',
      'auditCsv',
      'systemActor',
      'deletedActor',
    ],
    staff: ['auditFailed', 'auditCsvFailed'],
  },
  notification: { screen: ['empty'] },
  // A client reads her purchases, pays for one and downloads its documents; the rest is
  // the admin's (the catalogue, selling, payments by hand, refunds, the tax figures).
  billing: {
    staff: [
      'nameInvalid',
      'descriptionInvalid',
      'durationInvalid',
      'sessionsInvalid',
      'priceInvalid',
      'rateInvalid',
      'sacInvalid',
      'legalNameInvalid',
      'addressInvalid',
      'stateInvalid',
      'gstinInvalid',
      'gstinStateMismatch',
      'validFromInvalid',
      'methodInvalid',
      'referenceRequired',
      'referenceInvalid',
      'paidOnInvalid',
      'reasonInvalid',
      'monthInvalid',
      'packageNotFound',
      'packageRetired',
      'notPaid',
      'alreadyRefunded',
      'billingNotSet',
      'webhookSignature',
    ],
  },
};

/** The values an error text written by a function is tried with. */
const SAMPLE_VALUES: Record<string, unknown[]> = {
  'public.tooLong': [200],
  'portal.tooLong': [120],
  'scheduling.tooSoon': [12],
  'scheduling.tooFar': [60],
  'scheduling.changeWindow': [24],
};

function errorTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = [['invalidIdMessage', invalidIdMessage]];
  for (const [group, members] of Object.entries(CLIENT_FACING)) {
    const { screen = [], staff = [] } = NOT_ERRORS[group as keyof typeof CLIENT_FACING];
    for (const [name, text] of Object.entries(members)) {
      if (screen.includes(name) || staff.includes(name)) continue;
      const where = `${group}.${name}`;
      if (typeof text === 'string') texts.push([where, text]);
      else {
        const sample = SAMPLE_VALUES[where];
        texts.push([where, sample ? (text as (...v: unknown[]) => string)(...sample) : where]);
      }
    }
  }
  return texts;
}

describe('the error texts a client can see', () => {
  it.each(errorTexts())('%s has an `errors` key whose English is identical', (_where, text) => {
    const known = knownError(english, text);
    expect(known, `add "${text}" to the errors area of en.json and hi.json`).toBeDefined();
    expect(inEnglish(known!.key, known!.values)).toBe(text);
  });

  it('names only members that exist among the texts that are not errors', () => {
    for (const [group, { screen = [], staff = [] }] of Object.entries(NOT_ERRORS))
      for (const name of [...screen, ...staff])
        expect(CLIENT_FACING[group as keyof typeof CLIENT_FACING]).toHaveProperty(name);
  });

  it('gives each English text one key, so a text reads back to one translation', () => {
    const errors = Object.entries(englishCatalogue).filter(([key]) =>
      key.startsWith(`${ERRORS_AREA}.`),
    );
    const texts = errors.map(([, text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('an error text in Hindi', () => {
  it('is the catalogue’s Hindi for a known English text', () => {
    expect(sayError(english, inHindi, messages.auth.invalidCredentials)).toBe(
      'ईमेल या पासवर्ड सही नहीं है',
    );
  });

  it('carries the values the English was written with', () => {
    expect(sayError(english, inHindi, publicMessages.tooLong(200))).toBe(
      'कृपया इसे 200 अक्षरों से कम रखें।',
    );
    expect(sayError(english, inHindi, schedulingMessages.changeWindow(24))).toMatch(
      /^सेशन .* 24 घंटे/,
    );
  });

  it('is the text itself when the catalogue does not know it, and English stays English', () => {
    expect(sayError(english, inHindi, 'Meera’s own words')).toBe('Meera’s own words');
    expect(sayError(english, inEnglish, messages.auth.invalidCredentials)).toBe(
      'Invalid credentials',
    );
  });
});
