import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { assessmentInputSchema, calculateBmi, type AssessmentRecord } from '@nourishwell/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Options, SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useSubmitAssessment } from '../api/assessment-api.ts';
import {
  assessmentKeys,
  assessmentSections,
  type AssessmentKey,
  type FieldSpec,
} from './assessment-fields.ts';

type Values = Record<AssessmentKey, string>;

function valuesFrom(record: AssessmentRecord | null): Values {
  return Object.fromEntries(
    assessmentKeys.map((key) => [key, record?.[key] == null ? '' : String(record[key])]),
  ) as Values;
}

/** BMI from the height and weight typed so far, to read against the numbers. */
function BmiHint({ height, weight }: { height: string; weight: string }) {
  const result = calculateBmi({ heightCm: Number(height), weightKg: Number(weight) });
  if (!height || !weight || !result.ok) return null;
  return (
    <p className="text-sm text-stone-700 sm:col-span-2" aria-live="polite">
      BMI {result.value.bmi.toFixed(1)} ({result.value.band.label})
    </p>
  );
}

interface AssessmentFormProps {
  me: number;
  clientId: number | null;
  /** The version the form opens with; null for a first assessment. */
  record: AssessmentRecord | null;
  onSubmitted: () => void;
}

/** §2.16: the five sections; submitting stores a new version and keeps the old ones. */
export function AssessmentForm({ me, clientId, record, onSubmitted }: AssessmentFormProps) {
  const [values, setValues] = useState<Values>(() => valuesFrom(record));
  const [errors, setErrors] = useState<Partial<Record<AssessmentKey | 'clientId', string>>>({});
  const submit = useSubmitAssessment();

  const set = (key: AssessmentKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = assessmentInputSchema.safeParse({
      ...values,
      clientId: clientId ?? '',
      nutritionistId: me,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as AssessmentKey | 'clientId';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      await submit.mutateAsync(parsed.data);
      toast.success('Assessment submitted!');
      onSubmitted();
    } catch {
      toast.error('Something went wrong. Please try again.');
    }
  }

  const control = (field: FieldSpec) => {
    const common = {
      label: field.kind === 'number' ? `${field.label} (${field.unit})` : field.label,
      value: values[field.key],
      error: errors[field.key],
    };
    if (field.kind === 'choice')
      return (
        <SelectField {...common} onChange={(e) => set(field.key, e.target.value)}>
          <Options values={field.options} placeholder="Not recorded" />
        </SelectField>
      );
    if (field.kind === 'long')
      return (
        <TextAreaField {...common} rows={3} onChange={(e) => set(field.key, e.target.value)} />
      );
    return (
      <TextField
        {...common}
        onChange={(e) => set(field.key, e.target.value)}
        {...(field.kind === 'number'
          ? { type: 'number', inputMode: 'decimal', step: '0.1', min: field.min, max: field.max }
          : { placeholder: field.placeholder })}
      />
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Client assessment" className="space-y-6">
      {errors.clientId && <FormAlert message={errors.clientId} />}
      {assessmentSections.map((section) => (
        <fieldset
          key={section.title}
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <legend className="px-1 text-lg font-semibold text-stone-900">{section.title}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {section.fields.map((field) => (
              <div key={field.key} className={field.kind === 'long' ? 'sm:col-span-2' : undefined}>
                {control(field)}
              </div>
            ))}
            {section.title === 'Anthropometric' && (
              <BmiHint height={values.height} weight={values.weight} />
            )}
          </div>
        </fieldset>
      ))}
      {Object.values(errors).some(Boolean) && <FormAlert message="Please fix the form errors" />}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Assessment'}
      </Button>
    </form>
  );
}
