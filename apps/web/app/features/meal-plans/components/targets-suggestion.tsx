import type { SuggestedTargets, Translate } from '@nourishwell/shared';
import { andList } from '#web/lib/format.ts';
import { englishT, useT } from '#web/lib/i18n/i18n.tsx';
import { NutrientLine } from '#web/components/nutrition/nutrient-line.tsx';

/**
 * The suggestion with every step of its working, so she can check the figures it has put
 * in the fields before she saves them.
 */
export function TargetsSuggestion({ suggestion }: { suggestion: SuggestedTargets }) {
  const t = useT();
  return (
    <div
      role="region"
      aria-label={t('planBuilder.targets.suggested')}
      className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3"
    >
      <h3 className="font-semibold text-stone-900">{t('planBuilder.targets.suggested')}</h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-800">
        {suggestion.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <NutrientLine totals={suggestion} className="font-medium text-stone-900" />
      <p className="text-sm text-stone-700">{t('planBuilder.targets.suggestionInFields')}</p>
    </div>
  );
}

/** "Add her age and height in her profile to get a suggestion." (English by default: staff read it.) */
export const missingText = (missing: readonly string[], t: Translate = englishT) =>
  t('planBuilder.targets.missing', { missing: andList(missing) });
