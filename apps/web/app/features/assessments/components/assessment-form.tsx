import type { DefaultValues } from 'react-hook-form';
import { toast } from 'sonner';
import {
  assessmentInputSchema,
  calculateBmi,
  messages,
  type AssessmentInput,
  type AssessmentRecord,
  type MessageKey,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useSubmitAssessment } from '#web/features/assessments/api/assessments-api.ts';
import { assessmentKeys, assessmentSections, type FieldSpec } from './assessment-fields.ts';

/**
 * What the page may prefill a field with where the version leaves it empty (issue 35: her
 * intake form's answers), and the note that says where each such value came from.
 */
export interface AssessmentPrefill {
  fields: Partial<Record<string, string>>;
  note: string;
}

/** The fields a prefill fills: those it has a value for that the version leaves empty. */
export const prefilledKeys = (
  record: AssessmentRecord | null,
  prefill?: AssessmentPrefill | null,
) => new Set(assessmentKeys.filter((key) => record?.[key] == null && prefill?.fields[key]));

/**
 * The form opens with the version's values as the inputs hold them (blank when none), and
 * a prefill's where the version has none.
 */
function valuesFrom(
  record: AssessmentRecord | null,
  prefill?: AssessmentPrefill | null,
): DefaultValues<AssessmentInput> {
  const filled = prefilledKeys(record, prefill);
  return Object.fromEntries(
    assessmentKeys.map((key) => [
      key,
      filled.has(key) ? prefill!.fields[key] : record?.[key] == null ? '' : String(record[key]),
    ]),
  ) as DefaultValues<AssessmentInput>;
}

/** BMI from the height and weight typed so far, to read against the numbers. */
function BmiHint({ height, weight }: { height: string; weight: string }) {
  const t = useT();
  const result = calculateBmi({ heightCm: Number(height), weightKg: Number(weight) });
  if (!height || !weight || !result.ok) return null;
  // The band in the calculator's words, keyed as its article is (calculator.band1…6).
  const band = t(`calculator.band${result.value.band.article}` as MessageKey);
  return (
    <p className="text-sm text-stone-700 sm:col-span-2" aria-live="polite">
      {t('assessment.bmi', { bmi: result.value.bmi.toFixed(1), band })}
    </p>
  );
}

interface AssessmentFormProps {
  me: number;
  clientId: number | null;
  /** The version the form opens with; null for a first assessment. */
  record: AssessmentRecord | null;
  prefill?: AssessmentPrefill | null;
  onSubmitted: () => void;
}

/**
 * The Client Assessment's five sections; submitting stores a new version and keeps the old
 * ones.
 */
export function AssessmentForm({
  me,
  clientId,
  record,
  prefill,
  onSubmitted,
}: AssessmentFormProps) {
  const t = useT();
  const submit = useSubmitAssessment();
  const filled = prefilledKeys(record, prefill);
  const form = useApiForm(assessmentInputSchema, valuesFrom(record, prefill), {
    prepare: (values) => ({ ...values, clientId: clientId ?? '', nutritionistId: me }),
    failureText: () => messages.generic.tryAgain,
  });
  const { errors } = form.formState;

  const onSubmit = form.submit(async (body) => {
    await submit.mutateAsync({ body });
    toast.success(t('assessment.submitted'));
    onSubmitted();
  });

  const control = (field: FieldSpec) => {
    const common = {
      label: t(field.label),
      ...form.field(field.key),
      ...(filled.has(field.key) && prefill ? { hint: prefill.note } : {}),
    };
    if (field.kind === 'choice') {
      const labels = field.optionLabels ?? {};
      return (
        <SelectField {...common}>
          <option value="">{t('assessment.notRecorded')}</option>
          {field.options.map((value) => (
            <option key={value} value={value}>
              {labels[value] ? t(labels[value]) : value}
            </option>
          ))}
        </SelectField>
      );
    }
    if (field.kind === 'long') return <TextAreaField {...common} rows={3} />;
    return (
      <TextField
        {...common}
        {...(field.kind === 'number'
          ? { type: 'number', inputMode: 'decimal', step: '0.1', min: field.min, max: field.max }
          : { placeholder: field.placeholder && t(field.placeholder) })}
      />
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('assessment.formLabel')}
      className="space-y-6"
    >
      {errors.clientId && <FormAlert message={errors.clientId.message ?? null} />}
      {filled.size > 0 && prefill && (
        <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-950">
          {prefill.note}
        </p>
      )}
      {assessmentSections.map((section) => (
        <fieldset
          key={section.title}
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <legend className="px-1 text-lg font-semibold text-stone-900">
            {t(section.heading)}
          </legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {section.fields.map((field) => (
              <div key={field.key} className={field.kind === 'long' ? 'sm:col-span-2' : undefined}>
                {control(field)}
              </div>
            ))}
            {section.title === 'Anthropometric' && (
              <BmiHint
                height={String(form.watch('height') ?? '')}
                weight={String(form.watch('weight') ?? '')}
              />
            )}
          </div>
        </fieldset>
      ))}
      {Object.values(errors).some(Boolean) && <FormAlert message={t('assessment.fixErrors')} />}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('assessment.submitting') : t('assessment.submit')}
      </Button>
    </form>
  );
}
