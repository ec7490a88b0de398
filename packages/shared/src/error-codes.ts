/**
 * Every `code` an error answer of the API can carry (`{message, code, details?}`). The
 * server's errors take only these, and the web compares only these, so a code spelt wrong
 * on either side fails typecheck. The message is for the person; the code is for the
 * program that must act on one refusal in its own way.
 */
export const errorCodes = [
  // Any call: the error helpers' defaults and the one error handler's own answers.
  /** A plain 400 of a service, or a framework 4xx that has no more telling code. */
  'BAD_REQUEST',
  /** The body, query or path failed its schema (400); `details` names each field. */
  'VALIDATION_FAILED',
  /** The body is not JSON, or is empty where JSON was declared (400). */
  'MALFORMED_JSON',
  /** A text value holds a character the database cannot store, such as NUL (400). */
  'INVALID_CHARACTERS',
  /** No valid token, or the account behind it is gone (401). */
  'UNAUTHORIZED',
  /** The caller's role may not do this (403). */
  'FORBIDDEN',
  /** No such record for this caller, or no such /api address (404). */
  'NOT_FOUND',
  /** A plain 409 of a service, or a unique key refused a row no other code names. */
  'CONFLICT',
  /** The body is larger than the route accepts (413). */
  'PAYLOAD_TOO_LARGE',
  /** The body's content type is not one the route reads (415). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** Too many calls from this address or person in the window (429). */
  'RATE_LIMITED',
  /** An unexpected failure; the details stay in the log (500). */
  'INTERNAL',
  /** The database could not be reached; try again shortly (503, with retry-after). */
  'UNAVAILABLE',
  /** The database did not answer in time; try again shortly (504, with retry-after). */
  'TIMED_OUT',
  /** The health check could not reach the database (503). */
  'DATABASE_UNAVAILABLE',

  // Fastify answers these two itself while it matches the path, before any hook or the
  // error handler runs, so their body also has `error` and `statusCode` (not ours).
  /** A path whose percent-encoding does not decode, such as a lone surrogate (400). */
  'FST_ERR_BAD_URL',
  /** A path parameter longer than 100 characters (414). */
  'FST_ERR_MAX_PARAM_LENGTH',

  // Uploads.
  /** A photo upload was not sent as multipart/form-data (415). */
  'NOT_MULTIPART',
  /** A multipart body could not be read: no boundary, or cut off (400). */
  'MALFORMED_MULTIPART',
  /** A photo over its size limit (413). */
  'PHOTO_TOO_LARGE',
  /** A photo whose bytes are neither JPEG nor PNG (415). */
  'PHOTO_TYPE',
  /** A photo that says JPEG or PNG but cannot be decoded (415). */
  'PHOTO_UNREADABLE',
  /** A record file (lab report, intake file) over 5 MB (413). */
  'FILE_TOO_LARGE',
  /** A record file whose bytes are not a PDF, JPEG or PNG (415). */
  'FILE_TYPE',

  // Signing in and the checks made on every signed-in call.
  /** Sign-in with a wrong email or password (401). */
  'INVALID_CREDENTIALS',
  /** The two-factor step of a sign-in came after its challenge expired (401). */
  'CHALLENGE_EXPIRED',
  /** Too many wrong codes were tried against one sign-in challenge (401). */
  'CHALLENGE_SPENT',
  /** A two-factor or recovery code that is not right (401 at sign-in, else 400). */
  'CODE_WRONG',
  /** A password change by someone with two-factor on, sent without a code (400). */
  'CODE_REQUIRED',
  /** A temporary password must be replaced before any other call (403). */
  'PASSWORD_CHANGE_REQUIRED',
  /** An admin's two-factor: on before any other call (403), and never turned off (409). */
  'TWO_FACTOR_REQUIRED',
  /** A write by someone who has not accepted the privacy notice in force (403). */
  'CONSENT_REQUIRED',
  /** Consent withdrawn: her writes (403); staff use of her records, her erasure's cancel (409). */
  'CONSENT_WITHDRAWN',

  // Passwords and two-factor settings.
  /** A password change whose current password is wrong (400). */
  'CURRENT_PASSWORD_WRONG',
  /** A new password equal to the current one (400). */
  'PASSWORD_UNCHANGED',
  /** A reset link that is unknown, used or expired (400). */
  'RESET_LINK_INVALID',
  /** Turning off two-factor with a wrong password (400). */
  'PASSWORD_WRONG',
  /** Setting up or turning on two-factor while it is already on (409). */
  'TWO_FACTOR_ON',
  /** Turning on two-factor before a set-up was started (409). */
  'TWO_FACTOR_NOT_SET_UP',
  /** Turning off two-factor, or renewing its recovery codes, while it is off (409). */
  'TWO_FACTOR_OFF',

  // Verifying a contact.
  /** Asking to verify a phone number when the profile has none (400). */
  'NO_PHONE',
  /** A text to a client who turned off WhatsApp and SMS, or neither can be delivered (400). */
  'NO_TEXT_CHANNEL',
  /** A verification code that is not right (400). */
  'WRONG_CODE',
  /** A verification code that expired or was tried too often (400). */
  'CODE_SPENT',

  // Privacy.
  /** Asking for erasure with a wrong password (400). */
  'WRONG_PASSWORD',
  /** Cancelling an erasure when none is waiting (404). */
  'NO_PENDING_ERASURE',

  // Accounts (the admin's lists).
  /** An email another account already has (409). */
  'EMAIL_TAKEN',
  /** A client form names a nutritionist nobody is called (400). */
  'UNKNOWN_NUTRITIONIST',
  /** A client form names a nutritionist several share the name of (400). */
  'AMBIGUOUS_NUTRITIONIST',
  /** Deleting a nutritionist and handing her clients to herself (400). */
  'REASSIGN_TO_SELF',
  /** Deleting a nutritionist and handing her clients to one who does not exist (400). */
  'REASSIGN_TARGET_NOT_FOUND',
  /** Deleting a nutritionist who still has clients, with nobody to take them (409). */
  'NUTRITIONIST_HAS_CLIENTS',

  // Sessions.
  /** A client books while she has no nutritionist (400). */
  'NO_NUTRITIONIST',
  /** A nutritionist books without naming the client (400). */
  'CLIENT_REQUIRED',
  /** A client books or moves while her nutritionist has set no working hours (400). */
  'NO_HOURS',
  /** A session start that is not ahead of now (400). */
  'IN_PAST',
  /** A client's pick inside the minimum notice (400). */
  'TOO_SOON',
  /** A client's pick beyond the booking horizon (400). */
  'TOO_FAR',
  /** A client's pick that is not one of her nutritionist's slot starts (400). */
  'NOT_A_SLOT',
  /** The slot overlaps another booked session, or another request took it first (409). */
  'SLOT_TAKEN',
  /** A client changes or cancels inside the change window before the session (400). */
  'CHANGE_WINDOW',
  /** A date-only session on a day with no free start left (409). */
  'DAY_FULL',
  /** Changing a session that is no longer booked (409). */
  'NOT_BOOKED',
  /** Completing a session before its day (400). */
  'SESSION_NOT_DUE',
  /** Marking missed a session that has not started (400). */
  'SESSION_NOT_PAST',

  // Goals, templates and recipes.
  /** A new goal while one is still active (409). */
  'GOAL_ACTIVE',
  /** Completing a goal that is already complete (409). */
  'GOAL_COMPLETE',
  /** A meal-plan template name the nutritionist already uses (409). */
  'TEMPLATE_NAME_TAKEN',
  /** A recipe listed among its own ingredients, directly or through another (400). */
  'RECIPE_IN_ITSELF',

  // Packages, payments and GST documents (issue 34).
  /** Selling a retired package (409). */
  'PACKAGE_RETIRED',
  /** Recording a payment for a purchase already paid (409). */
  'ALREADY_PAID',
  /** Refunding a purchase not paid, or already refunded (409). */
  'NOT_REFUNDABLE',
  /** Issuing a document before the practice's billing details are entered (409). */
  'BILLING_NOT_SET',
  /** Asking for a payment link when no way to pay online is configured (409). */
  'PAY_LINK_UNAVAILABLE',
  /** Booking beyond the sessions left when the practice blocks it (409). */
  'NO_SESSIONS_LEFT',
  /** Razorpay refused or did not answer (503). */
  'PAYMENT_PROVIDER_UNAVAILABLE',

  // ADIME notes and outcome reports (issue 35).
  /** Editing or signing a note already signed (409). */
  'NOTE_SIGNED',
  /** Signing the note of a session not completed, or an addendum to an unsigned note (409). */
  'NOTE_NOT_READY',

  // Messaging (issue 36).
  /** A free-text WhatsApp reply after WhatsApp's 24-hour window closed (409). */
  'WHATSAPP_WINDOW_CLOSED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

const known: ReadonlySet<string> = new Set(errorCodes);

/** True for a code of the list: what the web keeps of an answer's `code`. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && known.has(value);
