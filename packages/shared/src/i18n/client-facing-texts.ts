/**
 * Which shared message objects a client or a visitor can be shown, and which of their
 * members are not errors: the error-texts test checks that every other member has an
 * `errors.<group>.<name>` key in en.json and hi.json. A new domain's messages join here.
 */
import { billingMessages } from '../billing/billing-texts.ts';
import { messages } from '../messages.ts';
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
import { intakeMessages } from '../intake/intake-texts.ts';
import { recordFileMessages } from '../record-files/record-file-rules.ts';

/**
 * The texts a client or a visitor can be shown, by where they are written. Whole objects of
 * staff-only texts stay out (adminMessages, nutritionistMessages, careMessages,
 * bulkMessageMessages, mealPlanMessages, breachMessages): the practice works in English.
 */
export const CLIENT_FACING = {
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
  recordFile: recordFileMessages,
  intake: intakeMessages,
} as const;

/**
 * The members of those objects that are not error or validation texts, or that only staff
 * see. A new member is an error text until it is named here, so none skips the catalogue.
 */
export const NOT_ERRORS: Record<
  keyof typeof CLIENT_FACING,
  { screen?: string[]; staff?: string[] }
> = {
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
  // A client uploads her lab reports and intake files: every message is hers.
  recordFile: {},
  // She fills, uploads to and signs her forms; the builder's and the sender's texts are staff's.
  intake: {
    staff: [
      'titleInvalid',
      'introInvalid',
      'consentInvalid',
      'sectionsInvalid',
      'questionInvalid',
      'choicesInvalid',
      'boundsInvalid',
      'idsRepeated',
      'formNotFound',
      'formRetired',
    ],
  },
};
