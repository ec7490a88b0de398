/**
 * What the intake form calls answer with (issue 35): the exact texts of a refusal. The
 * browser says them from the catalogue (`intake.*` for her, `intakeForms.*` for staff).
 */
export const intakeMessages = {
  titleInvalid: 'Give the form a title of 2 to 120 characters.',
  introInvalid: 'Keep the introduction under 2000 characters.',
  consentInvalid: 'Write the consent statement she signs (10 to 2000 characters).',
  sectionsInvalid: 'A form has 1 to 30 sections, each with a title and 1 to 60 questions.',
  questionInvalid:
    'Each question needs a label (up to 300 characters) and a kind; help up to 500 characters.',
  choicesInvalid: 'A choice question needs 2 to 30 different choices.',
  boundsInvalid: 'The lowest value must be below the highest.',
  idsRepeated: 'Each section and question needs its own id.',
  formNotFound: 'This form does not exist.',
  formRetired: 'This form is retired. Choose an active form.',
  sendNotFound: 'This form was not sent to you.',
  alreadySigned: 'This form is already signed.',
  answersInvalid: 'Some answers need attention.',
  nameMismatch: 'Type your full name as it is on your account.',
  consentRequired: 'Tick the box to agree to the consent statement.',
  notFileQuestion: 'This question does not take a file.',
  fileNotYours: 'Upload the file to this form again.',
} as const;

/** Why one answer is refused: the fill screen words it from `intake.answer.<code>`. */
export const INTAKE_ANSWER_PROBLEMS = [
  'required',
  'notNumber',
  'belowMin',
  'aboveMax',
  'notDate',
  'notChoice',
  'tooLong',
  'notYesNo',
  'notFile',
] as const;
export type IntakeAnswerProblem = (typeof INTAKE_ANSWER_PROBLEMS)[number];
