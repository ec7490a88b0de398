/**
 * Issue 35: what an intake form is made of. A form's questions live in its version's
 * `sections` (JSON), so a sent form keeps exactly the questions it was sent with.
 */

/** The kinds of question a practice can ask. */
export const INTAKE_QUESTION_KINDS = [
  'shortText',
  'longText',
  'number',
  'date',
  'singleChoice',
  'multipleChoice',
  'yesNo',
  'scale',
  'file',
] as const;
export type IntakeQuestionKind = (typeof INTAKE_QUESTION_KINDS)[number];

export interface IntakeQuestion {
  /** Stable within the form across versions: answers and prefill rules key on it. */
  id: string;
  kind: IntakeQuestionKind;
  label: string;
  help?: string;
  required: boolean;
  /** A number's unit ("kg", "cm", "hours"). */
  unit?: string;
  /** Choices of a single or multiple choice question. */
  options?: string[];
  /** A number's or a scale's bounds. */
  min?: number;
  max?: number;
  /** The assessment field this answer fills when the nutritionist opens the assessment. */
  assessmentField?: string;
}

export interface IntakeSection {
  id: string;
  title: string;
  questions: IntakeQuestion[];
}

/** One answer as stored: text, a number, a date (YYYY-MM-DD), choices, yes/no, or a file's id. */
export type IntakeAnswer = string | number | boolean | string[] | { fileId: number } | null;
export type IntakeAnswers = Record<string, IntakeAnswer>;
