/**
 * What the billing screens and calls say (issue 34). The exact texts a refusal answers with;
 * the browser says them from the catalogue (`billing.*`), in Hindi where a client sees them.
 */
export const billingMessages = {
  nameInvalid: 'Give the package a name of 2 to 80 characters.',
  descriptionInvalid: 'Keep the description under 500 characters.',
  durationInvalid: 'Duration is a whole number of weeks from 1 to 104.',
  sessionsInvalid: 'Sessions included is a whole number from 1 to 200, or unlimited.',
  priceInvalid: 'Price is in rupees and paise, from ₹0 to ₹10,00,000.',
  rateInvalid: 'GST rate is 0, 5, 12 or 18 %.',
  sacInvalid: 'SAC is a 6-digit service code such as 999319.',
  legalNameInvalid: 'Give the practice’s legal name (2 to 120 characters).',
  addressInvalid: 'Give the practice’s address (5 to 300 characters).',
  stateInvalid: 'Choose a state or union territory.',
  gstinInvalid: 'This GSTIN does not check. Copy it from the registration certificate.',
  gstinStateMismatch: 'The GSTIN’s first two digits must be the practice’s state code.',
  validFromInvalid: 'Choose the day the package starts.',
  methodInvalid: 'Choose cash, bank transfer or UPI.',
  referenceRequired: 'Give the bank or UPI reference of this payment.',
  referenceInvalid: 'A reference is at most 60 characters.',
  paidOnInvalid: 'The payment date cannot be in the future.',
  reasonInvalid: 'Say why the payment is refunded (3 to 300 characters).',
  monthInvalid: 'Choose a month.',
  packageNotFound: 'This package does not exist.',
  packageRetired: 'This package is retired. Choose an active package.',
  purchaseNotFound: 'This purchase does not exist.',
  alreadyPaid: 'This purchase is already paid.',
  notPaid: 'Only a paid purchase can be refunded.',
  alreadyRefunded: 'This purchase is already refunded.',
  refundedNotRenewable: 'A refunded package cannot be renewed. Ask the practice for a new one.',
  billingNotSet: 'Enter the practice’s legal name, address and state in Billing settings first.',
  invoiceNotFound: 'This invoice does not exist.',
  payLinkUnavailable:
    'Online payment is not set up. The practice will send you a payment link or take your payment in person.',
  payLinkFailed: 'Could not create the payment link. Please try again in a few minutes.',
  noSessionsLeft:
    'No sessions are left in her package for that day. Renew the package first, then book.',
  webhookSignature: 'The signature does not match this body.',
} as const;
