import type {
  IntakeAnswer,
  IntakeAnswers,
  IntakeQuestion,
  IntakeSection,
} from './intake-form-shape.ts';
import type { IntakeAnswerProblem } from './intake-texts.ts';

/** The longest text answer (a diet recall can be long; a page of text is enough). */
export const INTAKE_TEXT_MAX = 4000;

export interface IntakeAnswerIssue {
  questionId: string;
  problem: IntakeAnswerProblem;
  min?: number;
  max?: number;
}

const empty = (value: IntakeAnswer | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** `{ fileId }`: the answer to a file question, the id of her uploaded file. */
export const isFileAnswer = (value: IntakeAnswer | undefined): value is { fileId: number } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Number.isInteger(value.fileId) &&
  value.fileId > 0;

/** What is wrong with one given (non-empty) answer to `q`, if anything. */
function problemOf(q: IntakeQuestion, value: IntakeAnswer): IntakeAnswerIssue | null {
  const issue = (problem: IntakeAnswerProblem) => ({
    questionId: q.id,
    problem,
    min: q.min,
    max: q.max,
  });
  switch (q.kind) {
    case 'shortText':
    case 'longText':
      if (typeof value !== 'string') return issue('tooLong');
      return value.length > INTAKE_TEXT_MAX ? issue('tooLong') : null;
    case 'number':
    case 'scale': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return issue('notNumber');
      if (q.min !== undefined && value < q.min) return issue('belowMin');
      if (q.max !== undefined && value > q.max) return issue('aboveMax');
      return q.kind === 'scale' && !Number.isInteger(value) ? issue('notNumber') : null;
    }
    case 'date':
      return typeof value === 'string' && isDay(value) ? null : issue('notDate');
    case 'singleChoice':
      return typeof value === 'string' && (q.options ?? []).includes(value)
        ? null
        : issue('notChoice');
    case 'multipleChoice':
      return Array.isArray(value) &&
        value.every((item) => (q.options ?? []).includes(item)) &&
        new Set(value).size === value.length
        ? null
        : issue('notChoice');
    case 'yesNo':
      return typeof value === 'boolean' ? null : issue('notYesNo');
    case 'file':
      // Whose file it is the server checks (intake-sends.service: `assertOwnFiles`).
      return isFileAnswer(value) ? null : issue('notFile');
  }
}

/**
 * Checks her answers against the form's questions: each given answer must fit its kind
 * (and a number its bounds); with `complete` (signing) every required question needs one.
 * Answers to questions the version does not ask are refused as not a choice. The fill
 * screen and the server run the same check.
 */
export function intakeAnswerIssues(
  sections: IntakeSection[],
  answers: IntakeAnswers,
  complete: boolean,
): IntakeAnswerIssue[] {
  const issues: IntakeAnswerIssue[] = [];
  const asked = new Set<string>();
  for (const q of sections.flatMap((section) => section.questions)) {
    asked.add(q.id);
    const value = answers[q.id];
    if (empty(value)) {
      if (complete && q.required) issues.push({ questionId: q.id, problem: 'required' });
      continue;
    }
    const issue = problemOf(q, value as IntakeAnswer);
    if (issue) issues.push(issue);
  }
  for (const id of Object.keys(answers))
    if (!asked.has(id)) issues.push({ questionId: id, problem: 'notChoice' });
  return issues;
}

/** Her answers without the empty ones, as they are stored. */
export function storedAnswers(answers: IntakeAnswers): IntakeAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => !empty(value)));
}

/** "Meera  Iyer" and "meera iyer" are the same name: case and spaces do not count. */
export const sameName = (a: string, b: string) =>
  a.toLocaleLowerCase('en').replace(/\s+/g, '') === b.toLocaleLowerCase('en').replace(/\s+/g, '');

/**
 * An answer as a line of text: for the assessment's prefill and the printed record. A file
 * says its name when the caller knows it (`fileNames` by file id).
 */
export function answerText(
  q: IntakeQuestion,
  value: IntakeAnswer | undefined,
  fileNames: ReadonlyMap<number, string> = new Map(),
): string {
  if (empty(value) || value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return q.unit ? `${value} ${q.unit}` : String(value);
  if (typeof value === 'object') return fileNames.get(value.fileId) ?? `file ${value.fileId}`;
  return value;
}
