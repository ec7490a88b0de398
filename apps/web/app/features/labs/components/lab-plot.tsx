import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { LabTrend } from '@nourishwell/shared';
import { dayTime, timeDomain, valueAxis } from '#web/components/charts/measurement-scale.ts';
import { formatFigure } from '#web/components/charts/measurement-words.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { CHART_TICK, timeAxisProps } from '#web/components/charts/time-axis.ts';

const FLAG_COLOUR = { high: '#b91c1c', low: '#b45309', inRange: '#047857' } as const;

interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
  payload?: { flag: keyof typeof FLAG_COLOUR | null };
}

/** A value's dot in its flag's colour, with "High" or "Low" above one outside the range. */
function FlagDot({
  cx = 0,
  cy = 0,
  payload,
  words,
}: DotProps & { words: { high: string; low: string } }) {
  const flag = payload?.flag ?? null;
  const colour = FLAG_COLOUR[flag ?? 'inRange'];
  const word = flag === 'high' || flag === 'low' ? words[flag] : null;
  return (
    <g>
      <circle cx={cx} cy={cy} r={word ? 5 : 4} fill={colour} stroke="#fff" strokeWidth={1} />
      {word && (
        <text x={cx} y={cy - 10} textAnchor="middle" fontSize={11} fontWeight={600} fill={colour}>
          {word}
        </text>
      )}
    </g>
  );
}

/**
 * One test over time, the measurement chart's way (recharts, loaded lazily, hidden from
 * screen readers: the caption and the table beside it say the same in words). The range
 * that applies to her is shaded; a value outside it is drawn in its colour with its word
 * ("High", "Low") above it, so colour is never the only sign.
 */
export function LabPlot({ trend }: { trend: LabTrend }) {
  const t = useT();
  const locale = useLocale();
  const data = trend.results.map((r) => ({
    time: dayTime(r.takenOn),
    value: r.value,
    flag: r.flag,
  }));
  const domain = timeDomain(trend.results.map((r) => ({ date: r.takenOn })));
  const low = trend.range?.low ?? null;
  const high = trend.range?.high ?? null;
  const values = [
    ...data.map((d) => d.value),
    ...(low === null ? [] : [low]),
    ...(high === null ? [] : [high]),
  ];
  const axis = valueAxis(values, Math.max(0.5, Math.max(...values) * 0.2));
  const words = { high: t('labs.flag.high'), low: t('labs.flag.low') };
  return (
    <div aria-hidden className="h-52 w-full">
      <ResponsiveContainer
        width="100%"
        height="100%"
        initialDimension={{ width: 320, height: 208 }}
      >
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 20, right: 16, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          {(low !== null || high !== null) && (
            <ReferenceArea
              y1={low ?? axis.domain[0]}
              y2={high ?? axis.domain[1]}
              fill="#d1fae5"
              fillOpacity={0.7}
              ifOverflow="hidden"
            />
          )}
          <XAxis {...timeAxisProps(domain, locale, 16)} />
          <YAxis
            {...axis}
            tickFormatter={(value: number) => formatFigure(value, locale)}
            width={48}
            tick={CHART_TICK}
            tickLine={false}
            axisLine={false}
          />
          <Line
            dataKey="value"
            stroke="#57534e"
            strokeWidth={2}
            dot={({ index, cx, cy, payload }: DotProps) => (
              <FlagDot key={index} cx={cx} cy={cy} payload={payload} words={words} />
            )}
            activeDot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
