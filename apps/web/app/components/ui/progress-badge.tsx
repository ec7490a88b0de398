import { Badge } from './badge.tsx';

/** The progress label and its style: Excellent (75%+) green, Good (50%+) blue, else Fair yellow. */
export function progressLabel(percent: number): {
  label: string;
  tone: 'green' | 'blue' | 'amber';
} {
  if (percent >= 75) return { label: 'Excellent', tone: 'green' };
  if (percent >= 50) return { label: 'Good', tone: 'blue' };
  return { label: 'Fair', tone: 'amber' };
}

export function ProgressBadge({ percent }: { percent: number | null }) {
  if (percent === null) return <span className="text-stone-500">-</span>;
  const { label, tone } = progressLabel(percent);
  return <Badge tone={tone}>{`${percent}% · ${label}`}</Badge>;
}
