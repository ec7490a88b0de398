import { useState } from 'react';
import { Link } from 'react-router';
import {
  calculateBmi,
  calculateBmr,
  calculatorInputSchema,
  calculatorMessages,
  LIMITS,
  type CalculatorInput,
  type MessageKey,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { say, sayRich, type IslandTexts } from '#web/lib/i18n/island-texts.tsx';

type Result = { kind: 'bmi'; bmi: number; article: number } | { kind: 'bmr'; kcal: number };

const kcal = new Intl.NumberFormat('en-IN');

/** The number asked for, or the message of the first value out of its range. */
function calculate(
  input: CalculatorInput,
): { ok: true; value: Result } | { ok: false; error: string } {
  if (input.mode === 'bmr') {
    const outcome = calculateBmr(input);
    return outcome.ok ? { ok: true, value: { kind: 'bmr', kcal: outcome.value } } : outcome;
  }
  const outcome = calculateBmi(input);
  return outcome.ok
    ? {
        ok: true,
        value: {
          kind: 'bmi',
          bmi: outcome.value.bmi,
          article: outcome.value.band.article,
        },
      }
    : outcome;
}

/** The key of a range message of the shared calculator, with the range it names. */
function failureText(texts: IslandTexts, error: string): string {
  const which = (Object.keys(calculatorMessages) as (keyof typeof calculatorMessages)[]).find(
    (name) => calculatorMessages[name] === error,
  );
  if (!which) return error;
  const range = { age: LIMITS.age, height: LIMITS.heightCm, weight: LIMITS.weightKg, sex: null }[
    which
  ];
  return say(texts, `calculator.error.${which}`, range ? { ...range } : {});
}

const initial = { mode: 'bmi', age: '', sex: 'female', heightCm: '', weightKg: '' } as const;

/**
 * /calculator: BMI (band and its article) or BMR (Mifflin–St Jeor), with age, height and
 * weight in the ranges of docs/product.md, "Calculator ranges". Its texts come as a prop,
 * in the page's language (`calculator.*`; see island-texts.tsx), and so does `blog`, the
 * address of the articles in that language ('/blogs', '/hi/blogs').
 */
export function CalculatorForm({ texts, blog }: { texts: IslandTexts; blog: string }) {
  const modeName = (mode: 'bmi' | 'bmr') => say(texts, `calculator.${mode}`);
  const form = useApiForm(
    calculatorInputSchema,
    initial,
    // Nothing is sent: an out-of-range value is said in the form's alert only.
    { toastFailure: false },
  );
  const [result, setResult] = useState<Result | null>(null);
  const mode = form.watch('mode');

  // Switching between BMI and BMR starts over: no result, no message, the values kept.
  // Only the messages go: a reset would write every field again after the next render, over
  // whatever is typed in between (on the static page, the mode is put back at hydration).
  const modeField = form.register('mode', {
    onChange: () => {
      setResult(null);
      form.clearMessages();
    },
  });

  const onSubmit = form.submit((input) => {
    const outcome = calculate(input);
    setResult(outcome.ok ? outcome.value : null);
    if (!outcome.ok) form.setFailure(failureText(texts, outcome.error));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={say(texts, 'calculator.title')}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">
          {say(texts, 'calculator.choose')}
        </legend>
        <div className="grid grid-cols-2 gap-2 rounded-xl bg-stone-100 p-1">
          {(['bmi', 'bmr'] as const).map((option) => (
            <label
              key={option}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-700 ${mode === option ? 'bg-white text-emerald-800 shadow-sm' : 'text-stone-700'}`}
            >
              <input type="radio" value={option} {...modeField} className="sr-only" />
              {modeName(option)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={say(texts, 'calculator.age')}
          type="number"
          inputMode="numeric"
          min={2}
          max={120}
          {...form.field('age')}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-stone-800">
            {say(texts, 'calculator.gender')}
          </legend>
          <div className="flex gap-4">
            {(['male', 'female'] as const).map((option) => (
              <label
                key={option}
                className="flex min-h-11 items-center gap-2 capitalize text-stone-800"
              >
                {/* The static page shows the starting choice before its code runs
                    (decision 022); the form sets the same once it does. */}
                <input
                  type="radio"
                  value={option}
                  defaultChecked={option === initial.sex}
                  {...form.register('sex')}
                  className="h-5 w-5 accent-emerald-700"
                />
                {say(texts, `calculator.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={say(texts, 'calculator.height')}
          type="number"
          inputMode="decimal"
          min={50}
          max={250}
          {...form.field('heightCm')}
        />
        <TextField
          label={say(texts, 'calculator.weight')}
          type="number"
          inputMode="decimal"
          min={2}
          max={400}
          step="0.1"
          {...form.field('weightKg')}
        />
      </div>
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full">
        {say(texts, 'calculator.submit', { mode: modeName(mode) })}
      </Button>
      <div aria-live="polite">
        {result?.kind === 'bmi' && (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-5">
            <p className="text-lg text-stone-900">
              {sayRich(texts, 'calculator.bmiResult', {
                bmi: <strong>{result.bmi.toFixed(1)}</strong>,
                band: (
                  <strong>{say(texts, `calculator.band${result.article}` as MessageKey)}</strong>
                ),
              })}
            </p>
            <p className="mt-1 text-sm text-stone-700">{say(texts, 'calculator.bmiNote')}</p>
            <Link
              to={`${blog}/${result.article}`}
              className="mt-3 inline-block font-semibold text-emerald-800 underline underline-offset-4"
            >
              {say(texts, 'calculator.learnMore')}
            </Link>
          </div>
        )}
        {result?.kind === 'bmr' && (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-5">
            <p className="text-lg text-stone-900">
              {sayRich(texts, 'calculator.bmrResult', {
                kcal: (
                  <strong>
                    {say(texts, 'calculator.kcal', { kcal: kcal.format(result.kcal) })}
                  </strong>
                ),
              })}
            </p>
            <p className="mt-1 text-sm text-stone-700">{say(texts, 'calculator.bmrNote')}</p>
          </div>
        )}
      </div>
    </form>
  );
}
