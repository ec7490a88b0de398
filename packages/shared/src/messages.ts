/** User-facing texts of spec §5 and §8, used by both the API and the web app. */
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
  },
  generic: {
    serverError: 'Something went wrong',
    tryAgain: 'Something went wrong. Please try again.',
    refreshPage: 'Something went wrong. Please try refreshing the page.',
    notFound: 'Not found',
    malformedJson: 'The request body is not valid JSON.',
    invalidInput: 'Some fields are not valid.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    forbidden: 'You do not have access to this.',
    unauthorized: 'Please sign in to continue.',
    unexpectedApplicationError: 'Unexpected Application Error!',
  },
} as const;
