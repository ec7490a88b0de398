import type {
  IntakeForm,
  IntakeFormInput,
  IntakeQuestion,
  IntakeSection,
} from '@nourishwell/shared';

/** The builder's form as it edits it (issue 35): the API's input shape. */
export type EditedForm = Required<IntakeFormInput> & { sections: IntakeSection[] };

let sequence = 0;
/** A new section's or question's id: stable across versions once saved, unique in the form. */
export const newId = (prefix: 's' | 'q') => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;

export const blankQuestion = (): IntakeQuestion => ({
  id: newId('q'),
  kind: 'shortText',
  label: '',
  required: false,
});

export const blankSection = (): IntakeSection => ({
  id: newId('s'),
  title: '',
  questions: [blankQuestion()],
});

export const blankForm = (): EditedForm => ({
  title: '',
  intro: '',
  consentStatement: '',
  sections: [blankSection()],
});

export const editedFrom = (form: IntakeForm): EditedForm => ({
  title: form.title,
  intro: form.intro,
  consentStatement: form.consentStatement,
  sections: form.sections,
});

/** The list with item `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const replaced = <T>(list: T[], index: number, item: T) =>
  list.map((old, i) => (i === index ? item : old));

export const removed = <T>(list: T[], index: number) => list.filter((_, i) => i !== index);

/**
 * A question as it is saved: only the settings its kind uses (a unit for a number, bounds
 * for a number or scale, choices for a choice), so a kind changed back and forth leaves
 * nothing behind.
 */
export function tidyQuestion(q: IntakeQuestion): IntakeQuestion {
  const { unit, options, min, max, help, assessmentField, ...rest } = q;
  return {
    ...rest,
    ...(help?.trim() ? { help } : {}),
    ...(assessmentField ? { assessmentField } : {}),
    ...(q.kind === 'number' && unit?.trim() ? { unit } : {}),
    ...((q.kind === 'number' || q.kind === 'scale') && min !== undefined ? { min } : {}),
    ...((q.kind === 'number' || q.kind === 'scale') && max !== undefined ? { max } : {}),
    ...(q.kind === 'singleChoice' || q.kind === 'multipleChoice'
      ? { options: (options ?? []).map((o) => o.trim()).filter(Boolean) }
      : {}),
  };
}

export const tidyForm = (form: EditedForm): EditedForm => ({
  ...form,
  sections: form.sections.map((s) => ({ ...s, questions: s.questions.map(tidyQuestion) })),
});
