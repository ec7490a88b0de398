import { lazy, Suspense } from 'react';
import type { ProgressEntry } from '@nourishwell/shared';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

// Loaded on demand so recharts stays out of every other page's bundle.
const ProgressChart = lazy(() =>
  import('./progress-chart.tsx').then((module) => ({ default: module.ProgressChart })),
);

/** §2.17: weight by week in kg, as a bar chart and (for screen readers) a table. */
export function ProgressSection({ entries }: { entries: readonly ProgressEntry[] }) {
  if (entries.length === 0)
    return <p className="text-stone-700">No progress data available, Contact Nutritionist.</p>;
  return (
    <>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <ProgressChart entries={entries} />
      </Suspense>
      {/* sr-only on the wrapper: a table ignores the 1 px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Weight by week</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Weight (kg)</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.week}>
                <th scope="row">Week {entry.week}</th>
                <td>{entry.weight} kg</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
