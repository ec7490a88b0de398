/**
 * What the ADIME note and outcome report calls say (issue 35): the exact texts a refusal
 * answers with. The staff screens say them from the catalogue (`sessionNotes.*`).
 */
export const sessionNoteMessages = {
  appointmentNotFound: 'This session does not exist.',
  notCompleted: 'Complete the session before signing its note.',
  signedNoEdit: 'This note is signed and cannot be edited. Add an addendum instead.',
  notSigned: 'Sign the note before adding an addendum.',
  alreadySigned: 'This note is already signed.',
  textTooLong: 'Keep each part under 4000 characters.',
  diagnosisInvalid: 'Each diagnosis needs a problem (at most 200 characters per field).',
  tooManyDiagnoses: 'Write at most 6 diagnoses.',
  addendumRequired: 'Write the addendum (1 to 4000 characters).',
  summaryRequired: 'Write the nutritionist’s summary (1 to 4000 characters).',
  periodInvalid: 'The period must start on or before its end.',
  periodTooLong: 'Choose a period of at most 366 days.',
  reportNotFound: 'This report does not exist.',
  templateNameInvalid: 'Give the template a name of 2 to 80 characters.',
  templateNotFound: 'This template does not exist.',
  channelInvalid: 'Choose email or text message.',
  noPhone: 'She has no mobile number to send a text to.',
  noTextChannel:
    'She has turned off WhatsApp and SMS messages, or the practice cannot send them. Send it by email.',
} as const;

/**
 * Common nutrition problems (eNCPT problem labels) to choose a PES statement's problem
 * from; any other problem may be written.
 */
export const COMMON_NUTRITION_PROBLEMS = [
  'Excessive energy intake',
  'Inconsistent carbohydrate intake',
  'Inadequate protein intake',
  'Inadequate fibre intake',
  'Altered nutrition-related laboratory values',
  'Physical inactivity',
  'Undesirable food choices',
  'Overweight/obesity',
  'Inadequate iron intake',
  'Inadequate vitamin D intake',
  'Food- and nutrition-related knowledge deficit',
  'Disordered eating pattern',
] as const;

export const NOTE_LIMITS = { maxDiagnoses: 6, periodDays: 366 } as const;
