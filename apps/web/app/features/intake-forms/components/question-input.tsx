import { useId } from 'react';
import type { IntakeQuestion } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { Draft } from './answer-values.ts';
import { FileQuestion, type UploadFile } from './file-question.tsx';

const control =
  'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-emerald-700 aria-[invalid=true]:border-red-600';
const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50';

type Value = Draft[string] | undefined;

/**
 * One question as she answers it, by its kind: text, a number with its unit, a date, one
 * or several choices, yes or no, or a scale of buttons. Its label, help and message are
 * tied to the control for screen readers; a choice group is a fieldset with a legend.
 */
export function QuestionInput({
  question: q,
  value,
  error,
  upload,
  onChange,
}: {
  question: IntakeQuestion;
  value: Value;
  error?: string;
  upload?: UploadFile;
  onChange: (value: Draft[string]) => void;
}) {
  const t = useT();
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [q.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ');
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const label = (
    <>
      {q.label}
      {q.kind === 'number' && q.unit ? ` (${q.unit})` : ''}
      {q.required && (
        <span aria-hidden className="text-red-700">
          {' *'}
        </span>
      )}
    </>
  );
  const notes = (
    <>
      {q.help && (
        <p id={helpId} className="text-sm text-stone-600">
          {q.help}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
  const choices =
    q.kind === 'yesNo'
      ? [
          { value: true, text: t('intake.fill.yes') },
          { value: false, text: t('intake.fill.no') },
        ]
      : q.kind === 'scale'
        ? Array.from({ length: (q.max ?? 5) - (q.min ?? 1) + 1 }, (_, i) => {
            const n = String((q.min ?? 1) + i);
            return { value: n, text: n };
          })
        : (q.options ?? []).map((option) => ({ value: option, text: option }));

  if (q.kind === 'file')
    return (
      <FileQuestion
        id={id}
        label={label}
        notes={notes}
        value={value}
        upload={upload && ((file) => upload(q.id, file))}
        onChange={onChange}
        describedBy={describedBy || undefined}
      />
    );

  if (['singleChoice', 'multipleChoice', 'yesNo', 'scale'].includes(q.kind)) {
    const many = q.kind === 'multipleChoice';
    const chosen = (option: string | boolean) =>
      many ? Array.isArray(value) && value.includes(option as string) : value === option;
    const pick = (option: string | boolean) => {
      if (!many) return onChange(option);
      const list = Array.isArray(value) ? value : [];
      onChange(
        list.includes(option as string)
          ? list.filter((item) => item !== option)
          : [...list, option as string],
      );
    };
    return (
      <fieldset
        className="space-y-2"
        {...aria}
        // One answer of several is a radio group, which can say it is required; a group of
        // checkboxes cannot, and shows its asterisk only.
        {...(many ? {} : { role: 'radiogroup', 'aria-required': q.required || undefined })}
      >
        <legend className="mb-1 text-base font-medium text-stone-900">{label}</legend>
        <div className={q.kind === 'scale' ? 'flex flex-wrap gap-2' : 'grid gap-2 sm:grid-cols-2'}>
          {choices.map((option) => (
            <label key={String(option.value)} className={choice}>
              <input
                type={many ? 'checkbox' : 'radio'}
                name={id}
                className="size-5 accent-emerald-700"
                checked={chosen(option.value)}
                onChange={() => pick(option.value)}
              />
              {option.text}
            </label>
          ))}
        </div>
        {notes}
      </fieldset>
    );
  }

  const common = {
    id,
    ...aria,
    required: q.required,
    value: typeof value === 'string' ? value : '',
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-base font-medium text-stone-900">
        {label}
      </label>
      {q.kind === 'longText' ? (
        <textarea
          {...common}
          rows={4}
          className={`${control} py-2`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={q.kind === 'date' ? 'date' : 'text'}
          inputMode={q.kind === 'number' ? 'decimal' : undefined}
          className={control}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {notes}
    </div>
  );
}
