import {
  ASSESSMENT_FIELD_NAMES,
  INTAKE_QUESTION_KINDS,
  type IntakeQuestion,
} from '@nourishwell/shared';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { PlaceButtons } from './place-buttons.tsx';

const numberOrNone = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** One question in the builder: its kind, words, settings for the kind, and its place. */
export function QuestionEditor({
  question: q,
  number,
  onChange,
  onMove,
  onRemove,
}: {
  question: IntakeQuestion;
  number: number;
  onChange: (q: IntakeQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const set = (patch: Partial<IntakeQuestion>) => onChange({ ...q, ...patch });
  const name = q.label || t('intakeForms.builder.questionN', { n: number });
  return (
    <li className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-stone-800">
          {t('intakeForms.builder.questionN', { n: number })}
        </p>
        <PlaceButtons name={name} onMove={onMove} onRemove={onRemove} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('intakeForms.builder.label')}
          value={q.label}
          onChange={(e) => set({ label: e.target.value })}
          required
        />
        <SelectField
          label={t('intakeForms.builder.kind')}
          value={q.kind}
          onChange={(e) => set({ kind: e.target.value as IntakeQuestion['kind'] })}
        >
          {INTAKE_QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`intakeForms.kind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('intakeForms.builder.help')}
          value={q.help ?? ''}
          onChange={(e) => set({ help: e.target.value })}
        />
        <SelectField
          label={t('intakeForms.builder.assessmentField')}
          value={q.assessmentField ?? ''}
          onChange={(e) => set({ assessmentField: e.target.value || undefined })}
        >
          <option value="">{t('intakeForms.builder.noAssessmentField')}</option>
          {ASSESSMENT_FIELD_NAMES.map((field) => (
            <option key={field} value={field}>
              {field}
            </option>
          ))}
        </SelectField>
        {q.kind === 'number' && (
          <TextField
            label={t('intakeForms.builder.unit')}
            value={q.unit ?? ''}
            onChange={(e) => set({ unit: e.target.value })}
          />
        )}
        {(q.kind === 'number' || q.kind === 'scale') && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('intakeForms.builder.min')}
              inputMode="decimal"
              value={q.min ?? ''}
              onChange={(e) => set({ min: numberOrNone(e.target.value) })}
            />
            <TextField
              label={t('intakeForms.builder.max')}
              inputMode="decimal"
              value={q.max ?? ''}
              onChange={(e) => set({ max: numberOrNone(e.target.value) })}
            />
          </div>
        )}
        {(q.kind === 'singleChoice' || q.kind === 'multipleChoice') && (
          <div className="sm:col-span-2">
            <TextAreaField
              label={t('intakeForms.builder.options')}
              hint={t('intakeForms.builder.optionsHint')}
              rows={4}
              value={(q.options ?? []).join('\n')}
              onChange={(e) => set({ options: e.target.value.split('\n') })}
            />
          </div>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-5 accent-emerald-700"
          checked={q.required}
          onChange={(e) => set({ required: e.target.checked })}
          aria-label={`${t('intakeForms.builder.required')}: ${name}`}
        />
        {t('intakeForms.builder.required')}
      </label>
    </li>
  );
}
