import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { CHART_TICK, timeAxisProps } from './time-axis.ts';
import {
  dayTime,
  timeDomain,
  valueAxis,
  type ChartView,
  type MeasurementPoint,
} from './measurement-scale.ts';
import { formatDayAt, formatFigure } from './measurement-words.ts';

/**
 * The drawing of one view over time. Recharts is big: this module is loaded lazily
 * (measurement-chart.tsx), so only the pages with a chart download it. The picture is
 * hidden from screen readers; the chart's caption says the same in words.
 */
export function MeasurementPlot({
  points,
  view,
}: {
  points: readonly MeasurementPoint[];
  view: ChartView;
}) {
  const t = useT();
  const locale = useLocale();
  const data = points.map((point) => ({ ...point, time: dayTime(point.date) }));
  const domain = timeDomain(points);
  // Only lines with a figure: a legend naming "Hip" with no hip line would puzzle.
  const lines = view.lines.filter((line) => points.some((point) => point[line.key] !== null));
  const values = lines.flatMap((line) =>
    points.flatMap((point) => (point[line.key] === null ? [] : [point[line.key]!])),
  );
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer
        width="100%"
        height="100%"
        initialDimension={{ width: 320, height: 256 }}
      >
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 12, right: 12, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis {...timeAxisProps(domain, locale)} />
          <YAxis
            {...valueAxis(values, view.minSpan)}
            unit={` ${view.unit}`}
            tickFormatter={(value: number) => formatFigure(value, locale)}
            width={64}
            tick={CHART_TICK}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            labelFormatter={(time) => formatDayAt(Number(time), locale)}
            formatter={(value, name) => [
              `${formatFigure(Number(value), locale)} ${view.unit}`,
              name,
            ]}
          />
          {lines.length > 1 && <Legend verticalAlign="top" height={28} />}
          {lines.map((line) => (
            <Line
              key={line.key}
              dataKey={line.key}
              name={t(`measurements.line.${line.key}`)}
              stroke={line.color}
              strokeWidth={2}
              strokeDasharray={line.dash}
              dot={{ r: 3, fill: line.color }}
              // An entry with weight but no waist still joins the waist line's neighbours.
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
