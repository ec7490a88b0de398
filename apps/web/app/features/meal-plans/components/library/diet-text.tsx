import { DIET_TAG_LABELS, type DietTag } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';

const TONE = { veg: 'green', egg: 'amber', nonveg: 'red' } as const;

/** Veg / Egg / Non-veg in words (the colour only repeats what the word says). */
export function DietBadge({ diet }: { diet: DietTag }) {
  return <Badge tone={TONE[diet]}>{DIET_TAG_LABELS[diet]}</Badge>;
}
