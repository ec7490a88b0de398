import type { Locale } from '@nourishwell/shared';
import { timeTicks } from './measurement-scale.ts';
import { tickLabel } from './measurement-words.ts';

/** The grey of every chart's axis words. */
export const CHART_TICK = { fill: '#57534e', fontSize: 12 };

/**
 * A recharts XAxis over calendar days (each point's `time`, midnight UTC), shared by the
 * measurement and lab charts: the domain's ticks, said in the viewer's language.
 */
export function timeAxisProps(domain: [number, number], locale: Locale, pad = 12) {
  const ticks = timeTicks(domain);
  return {
    dataKey: 'time',
    type: 'number' as const,
    scale: 'time' as const,
    domain,
    ticks,
    tickFormatter: (time: number) => tickLabel(time, ticks, locale),
    tick: CHART_TICK,
    tickLine: false,
    axisLine: { stroke: '#d6d3d1' },
    padding: { left: pad, right: pad },
    // At 360 px not every date fits: keep the first and last, drop overlapping ones.
    interval: 'preserveStartEnd' as const,
    minTickGap: 8,
  };
}
