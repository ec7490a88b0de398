import { useId } from 'react';

const WIDTH = 120;
const HEIGHT = 36;
const PAD = 3;

/**
 * A small line of a series (oldest first) for a stat card: an inline SVG, so the dashboard
 * loads no chart library. Its <title> names it for a screen reader; the card gives the
 * values themselves in a table. A missing value (null) breaks the line; the last point is
 * marked, as it is the figure the card shows.
 */
export function Sparkline({
  values,
  label,
}: {
  values: ReadonlyArray<number | null>;
  label: string;
}) {
  const titleId = useId();
  const known = values.filter((value): value is number => value !== null);
  const low = Math.min(0, ...known);
  const high = Math.max(...known, low + 1);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const point = (value: number, index: number) =>
    [
      PAD + index * step,
      HEIGHT - PAD - ((value - low) / (high - low)) * (HEIGHT - 2 * PAD),
    ] as const;
  // One path of runs between missing values: "M x y L x y …".
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const [x, y] = point(value, index);
    path += `${drawing ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)} `;
    drawing = true;
  });
  const lastIndex = values.length - 1;
  const last = values[lastIndex];
  const end = last === null || last === undefined ? null : point(last, lastIndex);
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-9 w-full max-w-40 text-emerald-700"
      preserveAspectRatio="none"
    >
      <title id={titleId}>{label}</title>
      <line
        x1={PAD}
        x2={WIDTH - PAD}
        y1={HEIGHT - PAD}
        y2={HEIGHT - PAD}
        stroke="#e7e5e4"
        strokeWidth={1}
      />
      {path && (
        <path
          d={path.trim()}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {end && <circle cx={end[0]} cy={end[1]} r={2.5} fill="currentColor" />}
    </svg>
  );
}
