import { MACRO_KEYS, NUTRIENT_INFO, type MacroKey, type Macros } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** Within 10 % of the target counts as on target; the words say it, not only the colour. */
const ON_TARGET_BAND = 0.1;

export type TargetStatus = 'under' | 'on' | 'over' | 'met';

/**
 * Fibre's target is a minimum: more is good, so above it reads "target met" in green,
 * never as a warning.
 */
const AT_LEAST: ReadonlySet<MacroKey> = new Set(['fibre']);

export function targetStatus(value: number, target: number, key: MacroKey = 'kcal'): TargetStatus {
  if (target <= 0) return 'on';
  const ratio = value / target;
  if (ratio < 1 - ON_TARGET_BAND) return 'under';
  if (AT_LEAST.has(key)) return ratio > 1 + ON_TARGET_BAND ? 'met' : 'on';
  if (ratio > 1 + ON_TARGET_BAND) return 'over';
  return 'on';
}

const STATUS = {
  under: { text: 'below target', bar: 'bg-amber-500', word: 'text-amber-900' },
  on: { text: 'on target', bar: 'bg-emerald-600', word: 'text-emerald-900' },
  met: { text: 'target met', bar: 'bg-emerald-600', word: 'text-emerald-900' },
  over: { text: 'above target', bar: 'bg-red-600', word: 'text-red-900' },
} as const;

/** The status in words ("below target"), for a figure shown without its bar. */
export const targetStatusText = (status: TargetStatus) => STATUS[status].text;

const figure = (value: number) => Math.round(value).toLocaleString('en-IN');

/**
 * A day's (or meal's) energy and macronutrients against her targets: one bar per figure,
 * the numbers and a word for the status beside it. Without targets, the figures alone.
 */
export function TargetBars({
  totals,
  targets,
  label,
  compact = false,
}: {
  totals: Macros;
  targets: Macros | null;
  /** Names the list for screen readers, e.g. "Monday against targets". */
  label: string;
  compact?: boolean;
}) {
  const t = useT();
  return (
    <ul aria-label={label} className={compact ? 'grid gap-1.5' : 'grid gap-2.5'}>
      {MACRO_KEYS.map((key) => {
        const info = NUTRIENT_INFO[key];
        const value = totals[key];
        const target = targets?.[key];
        const status = target === undefined ? null : targetStatus(value, target, key);
        const percent = target ? Math.min(100, Math.round((value / target) * 100)) : 0;
        return (
          <li key={key} className="text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span className="font-medium text-stone-800">{t(`nutrition.nutrient.${key}`)}</span>
              <span className="text-stone-700 tabular-nums">
                {figure(value)}
                {target !== undefined && ` / ${figure(target)}`} {info.unit}
                {status && (
                  <span className={`ml-1.5 font-semibold ${STATUS[status].word}`}>
                    {t(`nutrition.status.${status}`)}
                  </span>
                )}
              </span>
            </div>
            {status && (
              <div
                className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
                role="presentation"
              >
                <div
                  className={`h-full rounded-full ${STATUS[status].bar}`}
                  style={{ width: `${percent}%` }}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
