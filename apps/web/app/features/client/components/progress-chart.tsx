import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ProgressEntry } from '@nourishwell/shared';

const tick = { fill: '#57534e', fontSize: 12 };

/**
 * Recharts is big: this module is loaded lazily (progress-section.tsx), so only the client
 * dashboard downloads it. The picture is hidden from screen readers; the table beside it
 * says the same in words.
 */
export function ProgressChart({ entries }: { entries: readonly ProgressEntry[] }) {
  const data = entries.map((entry) => ({ label: `Week ${entry.week}`, weight: entry.weight }));
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 24, right: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
          <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: '#d6d3d1' }} />
          {/* Weights move by a few kg; a scale from zero would flatten the change to nothing. */}
          <YAxis
            unit=" kg"
            width={64}
            tick={tick}
            tickLine={false}
            axisLine={false}
            domain={[(min: number) => Math.floor(min - 2), (max: number) => Math.ceil(max + 1)]}
          />
          <Tooltip
            cursor={{ fill: '#ecfdf5' }}
            formatter={(value) => [`${String(value)} kg`, 'Weight']}
          />
          <Bar dataKey="weight" fill="#047857" radius={[6, 6, 0, 0]} isAnimationActive={false}>
            <LabelList dataKey="weight" position="top" fill="#1c1917" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
