import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { GoalRecord } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateIn } from '#web/lib/format.ts';
import { goalsQuery, useUpdateGoal } from '#web/features/goals/api/goals-api.ts';
import { goalActions } from '#web/features/goals/goal-actions.ts';
import { AddGoalDialog, DeleteGoalDialog, UpdateGoalDialog } from './goal-dialogs.tsx';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';

type Dialog = { kind: 'add' } | { kind: 'update' | 'delete'; goal: GoalRecord } | null;

const small = 'min-h-10 px-3';

/** Sets a goal to 100 %: from its own card, or from the offer beside Add New Goal. */
function useCompleteGoal() {
  const t = useT();
  const update = useUpdateGoal();
  const complete = async (goal: GoalRecord) => {
    try {
      await update.mutateAsync({ body: { goalId: goal.id, progress: 100 } });
      toast.success(t('goals.completed'));
    } catch {
      toast.error(t('goals.completeFailed'));
    }
  };
  return { complete, pending: update.isPending };
}

function GoalItem({
  goal,
  onUpdate,
  onDelete,
}: {
  goal: GoalRecord;
  onUpdate: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const actions = goalActions(goal);
  const done = !actions.includes('complete');
  const { complete, pending } = useCompleteGoal();
  const name = <span className="sr-only">{goal.title}</span>;
  return (
    <li className="space-y-3 rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-stone-900">{goal.title}</p>
          <p className="break-words text-stone-700">{goal.target}</p>
          <p className="text-sm text-stone-600">
            {t('goals.deadline', { date: formatDateIn(locale, goal.deadline) })}
          </p>
        </div>
        {done ? (
          <Badge tone="green">{t('goals.complete')}</Badge>
        ) : (
          <Badge tone="amber">{t('goals.active')}</Badge>
        )}
      </div>
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('goals.progressOf', { title: goal.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={goal.progress}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className={`h-full rounded-full ${done ? 'bg-emerald-600' : 'bg-amber-500'}`}
            style={{ width: `${goal.progress}%` }}
          />
        </div>
        <span className="w-12 text-right text-sm font-semibold text-stone-800">
          {goal.progress}%
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.includes('update') && (
          <Button variant="secondary" className={small} onClick={onUpdate}>
            <Pencil aria-hidden size={16} /> {t('goals.update')} {name}
          </Button>
        )}
        {actions.includes('complete') && (
          <Button
            variant="secondary"
            className={small}
            disabled={pending}
            onClick={() => void complete(goal)}
          >
            <CheckCircle2 aria-hidden size={16} /> {t('goals.completeAction')} {name}
          </Button>
        )}
        <Button variant="secondary" className={small} onClick={onDelete}>
          <Trash2 aria-hidden size={16} className="text-red-700" /> {t('goals.delete')} {name}
        </Button>
      </div>
    </li>
  );
}

/** Her goals, newest first; one active at a time. */
export function GoalsPanel({ clientId }: { clientId: number }) {
  const t = useT();
  const goals = useQuery(goalsQuery(clientId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const closeDialog = () => setDialog(null);
  const { complete, pending } = useCompleteGoal();
  // One active goal at a time: say so before she fills the form, not after (issue 13).
  const active = goals.data?.find((goal) => goalActions(goal).includes('complete'));

  return (
    <section
      aria-labelledby="goals-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="goals-heading" className="text-lg font-semibold text-stone-900">
          {t('goals.myGoals')}
        </h2>
        <Button
          onClick={() => setDialog({ kind: 'add' })}
          disabled={active !== undefined}
          aria-describedby={active ? 'add-goal-reason' : undefined}
        >
          <Plus aria-hidden size={18} /> {t('goals.addNew')}
        </Button>
      </div>
      {active && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 p-3">
          <p id="add-goal-reason" className="text-sm text-amber-950">
            {t('goals.oneActive')}
          </p>
          <Button
            variant="secondary"
            className={small}
            disabled={pending}
            onClick={() => void complete(active)}
          >
            <CheckCircle2 aria-hidden size={16} />{' '}
            {t('goals.completeNamed', { title: active.title })}
          </Button>
        </div>
      )}
      {goals.isPending && (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('goals.loading')}</span>
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      {goals.isError && <QueryError message={t('common.fetchFailed')} />}
      {goals.data?.length === 0 && <p className="text-stone-700">{t('goals.none')}</p>}
      {goals.data && goals.data.length > 0 && (
        <ul aria-label={t('goals.list')} className="space-y-3">
          {goals.data.map((goal) => (
            <GoalItem
              key={goal.id}
              goal={goal}
              onUpdate={() => setDialog({ kind: 'update', goal })}
              onDelete={() => setDialog({ kind: 'delete', goal })}
            />
          ))}
        </ul>
      )}
      {dialog?.kind === 'add' && <AddGoalDialog clientId={clientId} onClose={closeDialog} />}
      {dialog?.kind === 'update' && <UpdateGoalDialog goal={dialog.goal} onClose={closeDialog} />}
      {dialog?.kind === 'delete' && <DeleteGoalDialog goal={dialog.goal} onClose={closeDialog} />}
    </section>
  );
}
