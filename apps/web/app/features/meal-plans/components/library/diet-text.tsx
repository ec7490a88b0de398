import type { DietTag } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

const TONE = { veg: 'green', egg: 'amber', nonveg: 'red' } as const;

/** Veg / Egg / Non-veg in words (the colour only repeats what the word says). */
export function DietBadge({ diet }: { diet: DietTag }) {
  const t = useT();
  return <Badge tone={TONE[diet]}>{t(`foods.diet.${diet}`)}</Badge>;
}
