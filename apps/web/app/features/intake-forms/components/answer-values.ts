import {
  intakeAnswerIssues,
  type IntakeAnswer,
  type IntakeAnswers,
  type IntakeQuestion,
  type IntakeSection,
  type MessageKey,
  type Translate,
} from '@nourishwell/shared';

/** Her uploaded file: its name is known when she uploaded it on this screen. */
export interface DraftFile {
  fileId: number;
  fileName?: string;
}

/** What a control holds while she types: a number is text until it is saved. */
export type Draft = Record<string, string | string[] | boolean | DraftFile | null>;

const numeric = (q: IntakeQuestion) => q.kind === 'number' || q.kind === 'scale';
const questionsOf = (sections: IntakeSection[]) => sections.flatMap((s) => s.questions);

/** Her saved answers as the controls show them. */
export function draftOf(sections: IntakeSection[], answers: IntakeAnswers): Draft {
  const draft: Draft = {};
  for (const q of questionsOf(sections)) {
    const value = answers[q.id];
    if (value === undefined || value === null) continue;
    draft[q.id] = typeof value === 'number' ? String(value) : value;
  }
  return draft;
}

/**
 * The controls' values as answers: a number typed is a number ("68,5" too), and text that
 * is not one stays text, so the check below says "Enter a number".
 */
export function answersOf(sections: IntakeSection[], draft: Draft): IntakeAnswers {
  const answers: IntakeAnswers = {};
  for (const q of questionsOf(sections)) {
    const value = draft[q.id];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object' && !Array.isArray(value))
      answers[q.id] = { fileId: value.fileId };
    else if (numeric(q) && typeof value === 'string') {
      const number = Number(value.trim().replace(',', '.'));
      answers[q.id] = Number.isFinite(number) ? number : value;
    } else answers[q.id] = value as IntakeAnswer;
  }
  return answers;
}

const problemKeys = {
  required: 'intake.answer.required',
  notNumber: 'intake.answer.notNumber',
  belowMin: 'intake.answer.belowMin',
  aboveMax: 'intake.answer.aboveMax',
  notDate: 'intake.answer.notDate',
  notChoice: 'intake.answer.notChoice',
  tooLong: 'intake.answer.tooLong',
  notYesNo: 'intake.answer.notChoice',
  notFile: 'intake.answer.notFile',
} satisfies Record<string, MessageKey>;

/** Each question's message, in her language: the same check the server runs. */
export function answerErrors(
  t: Translate,
  sections: IntakeSection[],
  answers: IntakeAnswers,
  complete: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of intakeAnswerIssues(sections, answers, complete))
    errors[issue.questionId] ??= t(problemKeys[issue.problem], {
      min: issue.min ?? '',
      max: issue.max ?? '',
    });
  return errors;
}
