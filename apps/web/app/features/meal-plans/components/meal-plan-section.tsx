import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { mealText, type CaseloadClient, type Macros, type PlanDayView } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { PrintableWeek } from './printable-week.tsx';
import { targetStatus } from '#web/components/nutrition/target-bars.tsx';
import { WhatsAppDayLink } from './whatsapp-day-link.tsx';
import { hasAnyMeal, plannedMeals, wholeFigure } from '#web/components/nutrition/plan-days.ts';
import { mealName } from '#web/components/nutrition/meal-name.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { clientMealPlanQuery } from '#web/features/meal-plans/api/meal-plan-api.ts';
import { mealPlanPath } from '#web/components/ui/client-link.tsx';
import { SectionState } from '#web/components/ui/section-state.tsx';

function DayRow({
  day,
  targets,
  client,
}: {
  day: PlanDayView;
  targets: Macros | null;
  /** Whom the day is sent to on WhatsApp, in the language she reads. */
  client: Pick<CaseloadClient, 'phone' | 'language'>;
}) {
  const t = useT();
  const meals = plannedMeals(day);
  const status = targets ? targetStatus(day.totals.kcal, targets.kcal) : null;
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left align-top font-semibold text-stone-900">
        {day.day}
      </th>
      <td className="min-w-56 px-3 py-2 align-top text-stone-700">
        {meals.length === 0
          ? t('planBuilder.section.noMeals', { day: day.day })
          : meals.map((m) => (
              <p key={m.meal}>
                <span className="text-stone-600">{mealName(t, m.meal)}:</span> {mealText(m)}
              </p>
            ))}
      </td>
      <td className="px-3 py-2 align-top tabular-nums">
        <span className="whitespace-nowrap">
          {targets
            ? t('planBuilder.section.kcalOf', {
                kcal: wholeFigure(day.totals.kcal),
                target: wholeFigure(targets.kcal),
              })
            : t('planBuilder.kcal', { kcal: wholeFigure(day.totals.kcal) })}
        </span>
        {status && (
          <span className="block text-sm font-semibold">{t(`nutrition.status.${status}`)}</span>
        )}
      </td>
      <td className="px-3 py-2 align-top tabular-nums">
        {t('planBuilder.grams', { grams: wholeFigure(day.totals.protein) })}
      </td>
      <td className="px-3 py-2 align-top">
        {meals.length > 0 && (
          <WhatsAppDayLink day={day} phone={client.phone} language={client.language} compact />
        )}
      </td>
    </tr>
  );
}

/** Her client's structured week: each day's meals and energy against the target, to send or print. */
export function MealPlanSection({ client }: { client: CaseloadClient }) {
  const t = useT();
  const plan = useQuery(clientMealPlanQuery(client.id));
  const action = (
    <div className="flex flex-wrap gap-2">
      {plan.data && hasAnyMeal(plan.data) && (
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden size={18} /> {t('planBuilder.printWeek')}
        </Button>
      )}
      <Link
        to={mealPlanPath(client.id)}
        className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        {t('planBuilder.section.openBuilder')}
      </Link>
    </div>
  );
  return (
    <Card title={t('planBuilder.section.title')} action={action}>
      <SectionState read={plan} what={t('planBuilder.section.what')} />
      {plan.data && !hasAnyMeal(plan.data) && (
        <p className="text-stone-700">{t('planBuilder.section.none')}</p>
      )}
      {plan.data && hasAnyMeal(plan.data) && (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            {plan.data.targets
              ? t('planBuilder.section.energyTarget', {
                  kcal: wholeFigure(plan.data.targets.kcal),
                })
              : t('planBuilder.noTargets')}
          </p>
          <Table
            caption={t('planBuilder.section.caption')}
            head={[
              t('planBuilder.section.day'),
              t('planBuilder.section.meals'),
              t('planBuilder.section.energy'),
              t('planBuilder.section.protein'),
              t('planBuilder.section.send'),
            ]}
          >
            {plan.data.days.map((day) => (
              <DayRow key={day.day} day={day} targets={plan.data.targets} client={client} />
            ))}
          </Table>
          <p className="text-xs text-stone-600">{t('nutrition.source')}</p>
          <PrintableWeek plan={plan.data} clientName={client.name} />
        </div>
      )}
    </Card>
  );
}
