/**
 * Sign-in, password and general texts, used by both the API and the web app (where the
 * texts live: docs/product.md, "Where the texts live").
 */
export const messages = {
  auth: {
    fillAllFields: 'Please fill in all fields',
    invalidCredentials: 'Invalid credentials',
    signingIn: 'Signing In...',
    loggedInAs: (role: string) => `Logged in as ${role}`,
    authenticationError: 'Authentication error',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    sessionExpired: 'Your session has ended. Please sign in again.',
  },
  password: {
    fillBothFields: 'Please fill in both fields.',
    mismatch: 'Passwords do not match.',
    tooShort: 'Password must be at least 6 characters long.',
    tooLong: 'Password must be at most 128 characters long.',
    currentRequired: 'Please enter your current password.',
    currentWrong: 'Your current password is not correct.',
    mustDiffer: 'Your new password must differ from your current one.',
    changed: 'Password updated. You are signed in with your new password.',
    /** Issue 30: wrong current passwords (or codes) on her account or from one address. */
    tooManyAttempts: 'Too many password attempts. Please wait a few minutes and try again.',
    currentLabel: 'Current password',
    /** Issue 30: shown only when her account has two-factor sign-in on. */
    codeLabel: 'Two-factor code',
    codeHint: 'The 6-digit code from your authenticator app, or a recovery code.',
  },
  generic: {
    serverError: 'Something went wrong',
    unavailable: 'The service is briefly unavailable. Please try again.',
    tooSlow: 'The service is taking too long to answer. Please try again.',
    tryAgain: 'Something went wrong. Please try again.',
    refreshPage: 'Something went wrong. Please try refreshing the page.',
    notFound: 'Not found',
    malformedJson: 'The request body is not valid JSON.',
    invalidInput: 'Some fields are not valid.',
    unstorableText: 'Text may not contain control characters or invalid Unicode characters.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    forbidden: 'You do not have access to this.',
    unauthorized: 'Please sign in to continue.',
    unexpectedApplicationError: 'Unexpected Application Error!',
    /** Fastify's own refusals of a body, said by the error handler. */
    unsupportedMediaType: 'This content type is not supported; send JSON.',
    tooLarge: 'The request is too large.',
    /** The web app's own text when a call got no answer at all (offline, connection lost). */
    unreachable: 'Cannot reach NourishWell. Please check your connection and try again.',
    /** A unique key refused a row that no service names in its own words. */
    recordExists: 'This record already exists.',
  },
} as const;
