import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  mealPlanInputSchema,
  type CaseloadClient,
  type ClientTargets,
  type MealPlanView,
  type TemplateDetail,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useSaveClientMealPlan } from '#web/features/meal-plans/api/meal-plan-api.ts';
import {
  optionalSlotsInUse,
  toPlanInput,
  weekFromView,
  weekIsEmpty,
  type EditorWeek,
  type OptionalSlot,
} from '#web/features/meal-plans/editor/plan-editor.ts';
import { firstProblem } from '#web/features/meal-plans/editor/plan-totals.ts';
import { hasAnyMeal, plannedMeals } from '#web/components/nutrition/plan-days.ts';
import { TargetsPanel } from './targets-panel.tsx';
import { TemplatesBar } from './templates-bar.tsx';
import { UnsavedChanges } from './unsaved-changes.tsx';
import { WeekEditor } from './week-editor.tsx';
import { PrintableWeek } from './printable-week.tsx';
import { WeekSummary } from './week-summary.tsx';
import { WhatsAppDayLink } from './whatsapp-day-link.tsx';

/** What Save would send, as text: the editor is unsaved while it differs from the last save. */
const bodyText = (week: EditorWeek) => JSON.stringify(toPlanInput(week));

/** Her diet and allergies as a reminder while she picks foods. */
function ClientReminder({ client }: { client: CaseloadClient }) {
  const t = useT();
  return (
    <p className="text-sm text-stone-700">
      <span className="font-medium text-stone-900">{t('planBuilder.diet')}</span>{' '}
      {client.diet || t('planBuilder.dietNotRecorded')}
      {' · '}
      <span className="font-medium text-stone-900">{t('planBuilder.allergies')}</span>{' '}
      {client.allergies || t('planBuilder.allergiesNotRecorded')}
    </p>
  );
}

// The day tabs stay in view while a day's meals scroll: just under the app bar (69 px) on a
// phone, and from a tablet up just under the builder's own sticky header too, which would
// otherwise hide them (issue 29). --plan-header is that header's height.
const stickyTabs = 'sticky top-[69px] z-10 bg-stone-50 sm:top-[calc(69px+var(--plan-header,0px))]';

/** Keeps --plan-header on the builder at its sticky header's height, however it wraps. */
function useHeaderHeight() {
  const root = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const builder = root.current;
    const bar = header.current;
    if (!builder || !bar) return;
    const measure = () => builder.style.setProperty('--plan-header', `${bar.offsetHeight}px`);
    measure();
    // Browsers have it; a test DOM has no layout to follow.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return { root, header };
}

/**
 * The builder of one client's week: the editor holds the week until she saves it whole
 * (PUT); totals are worked out as she types, the server's come back with the save.
 */
export function PlanBuilder({
  client,
  clientPath,
  plan,
  targets,
}: {
  client: CaseloadClient;
  clientPath: string;
  plan: MealPlanView;
  targets: ClientTargets;
}) {
  const t = useT();
  const save = useSaveClientMealPlan();
  const { root, header } = useHeaderHeight();
  const [week, setWeek] = useState(() => weekFromView(plan.days));
  const [saved, setSaved] = useState(() => bodyText(week));
  // The week as the server last answered it: what is printed and sent (with its totals).
  const [savedView, setSavedView] = useState(plan);
  const savedAt = savedView.updatedAt;
  const [optional, setOptional] = useState<OptionalSlot[]>(() => optionalSlotsInUse(week));
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = useMemo(() => bodyText(week) !== saved, [week, saved]);
  const bars = targets.targets ?? plan.targets;
  // The saved week, headed by her targets as they are now (set since the last save too).
  const printed = useMemo(() => ({ ...savedView, targets: bars }), [savedView, bars]);

  const change = (edit: (current: EditorWeek) => EditorWeek) => {
    setFailure(null);
    setWeek(edit);
  };

  const applyTemplate = (detail: TemplateDetail) => {
    const next = weekFromView(detail.days);
    setFailure(null);
    setWeek(next);
    setOptional((shown) => [...new Set([...shown, ...optionalSlotsInUse(next)])]);
  };

  const onSave = async () => {
    const problem = firstProblem(week);
    if (problem) return setFailure(t('planBuilder.dayProblem', { ...problem }));
    const body = mealPlanInputSchema.safeParse(toPlanInput(week));
    if (!body.success) return setFailure(body.error.issues[0]?.message ?? null);
    setFailure(null);
    try {
      const answer = await save.mutateAsync({ params: { clientId: client.id }, body: body.data });
      const next = weekFromView(answer.days);
      // What she changed while the save was on its way stays in the editor, unsaved.
      setWeek((current) => (current === week ? next : current));
      setSaved(bodyText(next));
      setSavedView(answer);
      toast.success(t('planBuilder.saved'));
    } catch (error) {
      const text = apiMessageOr(t('planBuilder.saveFailed'))(error);
      setFailure(text);
      toast.error(text);
    }
  };

  return (
    <div ref={root} className="space-y-5">
      <Link
        to={clientPath}
        className="text-sm font-medium text-emerald-800 underline underline-offset-4"
      >
        ← {client.name}
      </Link>
      {/* From a tablet up it stays just under the app bar (69 px): Save, and her allergies, always in view. */}
      <header
        ref={header}
        className="z-20 flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:sticky sm:top-[69px]"
      >
        <div className="min-w-0 space-y-1">
          <h2 className="text-xl font-bold break-words text-stone-900">
            {t('planBuilder.clientWeek', { name: client.name })}
          </h2>
          <ClientReminder client={client} />
          <p className="text-sm text-stone-600" aria-live="polite">
            {dirty
              ? t('planBuilder.unsaved')
              : savedAt
                ? t('planBuilder.savedAt', { when: formatDateTime(savedAt) })
                : t('planBuilder.notSaved')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Print and WhatsApp send what is saved: what the client sees too. */}
          <Button
            variant="secondary"
            disabled={dirty || !hasAnyMeal(savedView)}
            title={dirty ? t('planBuilder.saveToPrint') : undefined}
            onClick={() => window.print()}
          >
            <Printer aria-hidden size={18} /> {t('planBuilder.printWeek')}
          </Button>
          <Button disabled={save.isPending} onClick={() => void onSave()}>
            {save.isPending ? t('planBuilder.saving') : t('planBuilder.savePlan')}
          </Button>
        </div>
        <div className="basis-full empty:hidden">
          <FormAlert message={failure} />
        </div>
      </header>
      <TargetsPanel clientId={client.id} data={targets} />
      <TemplatesBar week={week} onApply={applyTemplate} />
      {weekIsEmpty(week) && (
        <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-4 text-stone-700">
          {t('planBuilder.emptyWeek')}
        </p>
      )}
      <WeekEditor
        week={week}
        onChange={change}
        targets={bars}
        optional={optional}
        onOptional={setOptional}
        stickyTabs={stickyTabs}
        shareFor={(day) => {
          const view = savedView.days.find((d) => d.day === day);
          if (!view || plannedMeals(view).length === 0) return null;
          return dirty ? (
            <p className="text-sm text-stone-600">{t('planBuilder.saveToSend', { day })}</p>
          ) : (
            // The day is named above it; the narrow column has room for "WhatsApp" only.
            <WhatsAppDayLink day={view} phone={client.phone} language={client.language} compact />
          );
        }}
      />
      <WeekSummary week={week} targets={bars} />
      <UnsavedChanges when={dirty} />
      <PrintableWeek plan={printed} clientName={client.name} />
    </div>
  );
}
