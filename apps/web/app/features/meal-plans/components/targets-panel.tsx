import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  ACTIVITY_LEVELS,
  energyShare,
  KCAL_PER_GRAM,
  MACRO_KEYS,
  suggestTargets,
  TARGET_GOALS,
  targetsInputSchema,
  type ClientTargets,
  type SuggestedTargets,
  type TargetsInput,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useSetClientTargets } from '#web/features/meal-plans/api/meal-plan-api.ts';
import { NutrientLine } from '#web/components/nutrition/nutrient-line.tsx';
import { nutrientLabel } from './library/nutrient-text.ts';
import { missingText, TargetsSuggestion } from './targets-suggestion.tsx';

type Share = 'protein' | 'carbs' | 'fat';
const SHARES: readonly Share[] = ['protein', 'carbs', 'fat'];

/** Grams of a macronutrient from its share of the day's energy (4/4/9 kcal per gram). */
const gramsFromShare = (percent: number, key: Share, kcal: number) =>
  Math.round((kcal * percent) / 100 / KCAL_PER_GRAM[key]);
/** The grams each share was converted from, and the energy it was a share of. */
type Conversions = Partial<Record<Share, { share: number; kcal: number; grams: number }>>;

/** Grams of a share: the grams it came from while it and the energy are as converted. */
const gramsOf = (from: Conversions, key: Share, share: number, kcal: number) => {
  const was = from[key];
  return was && was.share === share && was.kcal === kcal
    ? was.grams
    : gramsFromShare(share, key, kcal);
};

const isShare = (key: string): key is Share => (SHARES as readonly string[]).includes(key);

const num = (value: unknown) => (value === '' || value == null ? NaN : Number(value));

const defaultsOf = (data: ClientTargets): TargetsInput => ({
  kcal: data.targets?.kcal ?? '',
  protein: data.targets?.protein ?? '',
  carbs: data.targets?.carbs ?? '',
  fat: data.targets?.fat ?? '',
  fibre: data.targets?.fibre ?? '',
  // An empty select reads as '' and is sent as null (see prepare).
  activity: data.activity,
  goal: data.goal,
});

/**
 * Her daily targets: what is set and by whom, a suggestion from her profile with its
 * working (Mifflin–St Jeor × activity ± goal) put straight into the figures, to save or
 * type over, protein, carbohydrate and fat in grams or as a share of energy.
 */
export function TargetsPanel({ clientId, data }: { clientId: number; data: ClientTargets }) {
  const t = useT();
  const save = useSetClientTargets();
  // Read when the form is sent: the typed shares become grams before the schema checks them.
  const percent = useRef(false);
  // The grams each share was converted from: a share shown rounded (190 g of 1,500 kcal is
  // 51 %) gives those grams back while it and the energy are unchanged, not 191 g. State for
  // the hint under each field, a ref for `prepare` (read when the form is sent).
  const [converted, setConverted] = useState<Conversions>({});
  const convertedRef = useRef<Conversions>({});
  const [inPercent, setInPercent] = useState(false);
  const [suggestion, setSuggestion] = useState<SuggestedTargets | null>(null);
  const [suggestProblem, setSuggestProblem] = useState<string | null>(null);
  const form = useApiForm(targetsInputSchema, defaultsOf(data), {
    prepare: (values) => {
      const kcal = num(values.kcal);
      const grams = Object.fromEntries(
        SHARES.map((key) => [
          key,
          percent.current && kcal > 0 && values[key] !== ''
            ? gramsOf(convertedRef.current, key, num(values[key]), kcal)
            : values[key],
        ]),
      );
      return {
        ...values,
        ...grams,
        activity: values.activity || null,
        goal: values.goal || null,
      };
    },
  });
  const kcal = num(form.watch('kcal'));
  const shareHintId = useId();

  const switchUnits = (toPercent: boolean) => {
    const next: Conversions = {};
    if (kcal > 0) {
      for (const key of SHARES) {
        const value = num(form.getValues(key));
        if (!Number.isFinite(value)) continue;
        if (toPercent) {
          const share = energyShare(value, key, kcal);
          next[key] = { share, kcal, grams: value };
          form.setValue(key, share);
        } else form.setValue(key, gramsOf(converted, key, value, kcal));
      }
    }
    convertedRef.current = next;
    setConverted(next);
    percent.current = toPercent;
    setInPercent(toPercent);
  };

  /** One click: the working is shown and its figures are put in the fields, ready to save. */
  const suggest = () => {
    const activity = form.getValues('activity');
    const goal = form.getValues('goal');
    if (!data.basis) return;
    if (!activity || !goal) {
      setSuggestion(null);
      return setSuggestProblem(t('planBuilder.targets.chooseFirst'));
    }
    setSuggestProblem(null);
    const next = suggestTargets(data.basis, activity, goal);
    setSuggestion(next);
    // The suggestion is in grams: the fields go back to grams to take it.
    percent.current = false;
    setInPercent(false);
    convertedRef.current = {};
    setConverted({});
    for (const key of MACRO_KEYS) form.setValue(key, next[key]);
    form.clearErrors();
  };

  const onSubmit = form.submit(async (body) => {
    await save.mutateAsync({ params: { clientId }, body });
    toast.success(t('planBuilder.targets.saved'));
  });

  return (
    <Card title={t('planBuilder.targets.title')}>
      <div className="mb-2">
        {data.targets ? (
          <>
            <NutrientLine totals={data.targets} />
            {data.setBy && data.setAt && (
              <p className="text-sm text-stone-600">
                {t('planBuilder.targets.setBy', {
                  name: data.setBy.name,
                  date: formatDate(data.setAt),
                })}
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-stone-700">{t('planBuilder.targets.none')}</p>
        )}
      </div>
      {/* Set once and seldom changed: folded away when set, so the week comes sooner. */}
      <details open={!data.targets} className="group">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-emerald-800">
          {data.targets ? t('planBuilder.targets.change') : t('planBuilder.targets.set')}
        </summary>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 space-y-4">
          <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
            <SelectField label={t('planBuilder.targets.activity')} {...form.field('activity')}>
              <option value="">{t('planBuilder.targets.chooseActivity')}</option>
              {ACTIVITY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`planBuilder.targets.activityLevel.${level}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('planBuilder.targets.goal')} {...form.field('goal')}>
              <option value="">{t('planBuilder.targets.chooseGoal')}</option>
              {TARGET_GOALS.map((goal) => (
                <option key={goal} value={goal}>
                  {t(`planBuilder.targets.goalKind.${goal}`)}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" disabled={!data.basis} onClick={suggest}>
              {t('planBuilder.targets.suggest')}
            </Button>
          </div>
          {data.missing.length > 0 && (
            <p className="text-sm text-stone-700">{missingText(data.missing, t)}</p>
          )}
          <FormAlert message={suggestProblem} />
          {suggestion && <TargetsSuggestion suggestion={suggestion} />}
          <div>
            <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-emerald-700"
                checked={inPercent}
                // Without energy a switch could not convert: the figures would change meaning.
                disabled={!(kcal > 0)}
                aria-describedby={kcal > 0 ? undefined : shareHintId}
                onChange={(event) => switchUnits(event.target.checked)}
              />
              {t('planBuilder.targets.asShares')}
            </label>
            {!(kcal > 0) && (
              <p id={shareHintId} className="text-sm text-stone-600">
                {t('planBuilder.targets.energyFirst')}
              </p>
            )}
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {MACRO_KEYS.map((key) => {
              const share = inPercent && isShare(key);
              const typed = num(form.watch(key));
              return (
                <TextField
                  key={key}
                  type="number"
                  inputMode="decimal"
                  label={
                    share
                      ? t('planBuilder.targets.shareLabel', {
                          name: t(`nutrition.nutrient.${key}`),
                        })
                      : nutrientLabel(t, key)
                  }
                  hint={
                    share && isShare(key) && kcal > 0 && Number.isFinite(typed)
                      ? t('planBuilder.targets.gramsHint', {
                          grams: String(gramsOf(converted, key, typed, kcal)),
                        })
                      : undefined
                  }
                  {...form.field(key)}
                />
              );
            })}
          </div>
          <FormAlert message={form.failure} />
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('planBuilder.saving') : t('planBuilder.targets.save')}
          </Button>
        </form>
      </details>
    </Card>
  );
}
