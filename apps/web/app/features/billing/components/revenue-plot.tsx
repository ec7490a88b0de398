import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { Revenue } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { monthTick } from './revenue-months.ts';

const tick = { fill: '#57534e', fontSize: 12 };
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * The twelve months as bars, collected beside refunded. Recharts is big: this module is
 * loaded lazily (revenue-chart.tsx), so only the Revenue page downloads it. The picture is
 * hidden from screen readers; the table under it gives the same figures.
 */
export function RevenuePlot({ months }: { months: Revenue['months'] }) {
  const t = useT();
  const data = months.map((month) => ({
    month: month.month,
    collected: month.collectedPaise / 100,
    refunded: month.refundedPaise / 100,
  }));
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer
        width="100%"
        height="100%"
        initialDimension={{ width: 640, height: 256 }}
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 12, right: 12, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" vertical={false} />
          <XAxis
            dataKey="month"
            tickFormatter={monthTick}
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: '#d6d3d1' }}
          />
          <YAxis
            tickFormatter={(value: number) => rupees.format(value)}
            width={72}
            tick={tick}
            tickLine={false}
            axisLine={false}
          />
          <Legend verticalAlign="top" height={28} />
          <Bar
            dataKey="collected"
            name={t('billingAdmin.revenue.collected')}
            fill="#047857"
            isAnimationActive={false}
          />
          <Bar
            dataKey="refunded"
            name={t('billingAdmin.revenue.refunded')}
            fill="#b45309"
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
