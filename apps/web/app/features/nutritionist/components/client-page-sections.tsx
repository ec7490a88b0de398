import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MEAL_LABELS, nutritionistMessages, WEEKDAYS } from '@nourishwell/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/detail-list.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { EmptyRow, Table } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { clientGoalsQuery, mealPlanQuery, progressQuery } from '../api/clients-api.ts';
import { mealPlanPath } from './client-link.tsx';

/** Loading and failure of one section, so one failed read never blanks the whole page. */
function SectionState({
  loading,
  failed,
  what,
}: {
  loading: boolean;
  failed: boolean;
  what: string;
}) {
  if (loading) return <p role="status">Loading {what}…</p>;
  if (failed) return <QueryError message={nutritionistMessages.sectionFailed(what)} />;
  return null;
}

export function ProgressSection({ clientId }: { clientId: number }) {
  const progress = useQuery(progressQuery(clientId));
  return (
    <Card title="Progress">
      <SectionState loading={progress.isLoading} failed={progress.isError} what="progress" />
      {progress.data && (
        <Table caption="Weekly weight" head={['Week', 'Weight (kg)']}>
          {progress.data.length === 0 ? (
            <EmptyRow colSpan={2}>No progress recorded yet.</EmptyRow>
          ) : (
            progress.data.map(({ week, weight }) => (
              <tr key={week}>
                <td className="px-3 py-2">Week {week}</td>
                <td className="px-3 py-2">{weight}</td>
              </tr>
            ))
          )}
        </Table>
      )}
    </Card>
  );
}

export function GoalsSection({ clientId }: { clientId: number }) {
  const goals = useQuery(clientGoalsQuery(clientId));
  return (
    <Card title="Goals">
      <SectionState loading={goals.isLoading} failed={goals.isError} what="goals" />
      {goals.data?.length === 0 && <p className="text-stone-700">No goals yet.</p>}
      {goals.data && goals.data.length > 0 && (
        <ul aria-label="Goals" className="space-y-3">
          {goals.data.map((g) => (
            <li key={g.id} className="rounded-xl border border-stone-200 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-semibold break-words text-stone-900">{g.title}</p>
                <Badge tone={g.completed ? 'green' : 'amber'}>
                  {g.completed ? 'Complete' : 'Active'}
                </Badge>
              </div>
              <p className="break-words text-stone-700">{g.target}</p>
              <p className="text-sm text-stone-600">
                {g.progress}% · Deadline {formatDate(g.deadline)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function MealPlanSection({ clientId }: { clientId: number }) {
  const plan = useQuery(mealPlanQuery(clientId));
  const days = WEEKDAYS.filter((day) => (plan.data?.[day] ?? []).some((m) => m.food.trim()));
  return (
    <Card
      title="Meal plan"
      action={
        <Link
          to={mealPlanPath(clientId)}
          className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          Build meal plan
        </Link>
      }
    >
      <SectionState loading={plan.isLoading} failed={plan.isError} what="the meal plan" />
      {plan.data && days.length === 0 && <p className="text-stone-700">No meal plan yet.</p>}
      {days.length > 0 && (
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {days.map((day) => (
            <div key={day}>
              <dt className="font-semibold text-stone-900">{day}</dt>
              {(plan.data?.[day] ?? [])
                .filter((m) => m.food.trim())
                .map((m) => (
                  <dd key={m.meal} className="text-sm break-words text-stone-700">
                    <span className="text-stone-600">{MEAL_LABELS[m.meal]}:</span> {m.food}
                  </dd>
                ))}
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
