import { Printer } from 'lucide-react';
import { useState } from 'react';
import { WEEKDAYS, type MealPlanView } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { PlanDay } from './plan-day.tsx';
import { PrintableWeek } from './printable-week.tsx';
import { WhatsAppDayLink } from './whatsapp-day-link.tsx';
import { hasAnyMeal } from '#web/components/nutrition/plan-days.ts';
import type { Weekday } from '#web/features/meal-plans/editor/plan-editor.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { weekdayIn } from './weekday-name.ts';

function DayLabel({ day, isToday }: { day: Weekday; isToday: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <span className="inline-flex items-center gap-1">
      {/* Short on a phone so the week fits ("Mon", "सोम"); the full name for everyone else. */}
      <span aria-hidden className="sm:hidden">
        {weekdayIn(locale, day, 'short')}
      </span>
      <span className="sr-only sm:not-sr-only">{weekdayIn(locale, day)}</span>
      {isToday && (
        <>
          {/* A bare space between the names, so the tab reads "Monday (today)". */}{' '}
          <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-amber-500" />
          <span className="sr-only">{t('planWeek.today')}</span>
        </>
      )}
    </span>
  );
}

/**
 * Her dashboard's week by day, opening on today in her time zone: each meal's items with
 * portions, the day against her targets, the day to WhatsApp and the week to print.
 */
export function MealPlanWeek({
  plan,
  today,
  clientName,
  nutritionistName,
}: {
  plan: MealPlanView;
  today: Weekday;
  clientName: string;
  nutritionistName?: string | null;
}) {
  const t = useT();
  const [shown, setShown] = useState<Weekday>(today);
  if (!hasAnyMeal(plan)) return <p className="text-stone-700">{t('planWeek.none')}</p>;
  const tabs = WEEKDAYS.map((d) => ({
    value: d,
    label: <DayLabel day={d} isToday={d === today} />,
  }));
  return (
    <div className="space-y-3">
      <Tabs label={t('planWeek.days')} value={shown} onValueChange={setShown} tabs={tabs}>
        {plan.days.map((day) => (
          <TabPanel key={day.day} value={day.day}>
            <div className="space-y-5">
              <PlanDay day={day} targets={plan.targets} />
              <div className="flex flex-wrap gap-3 border-t border-stone-200 pt-4">
                <WhatsAppDayLink day={day} />
                <Button variant="secondary" onClick={() => window.print()}>
                  <Printer aria-hidden size={18} /> {t('planWeek.print')}
                </Button>
              </div>
            </div>
          </TabPanel>
        ))}
      </Tabs>
      <PrintableWeek plan={plan} clientName={clientName} nutritionistName={nutritionistName} />
    </div>
  );
}
