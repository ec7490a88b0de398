import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  careMessages,
  MEAL_LABELS,
  MEAL_TYPES,
  WEEKDAYS,
  type CaseloadClient,
  type MealPlan,
} from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { mealPlanQuery, useSaveMealPlan } from '../api/clients-api.ts';

type Weekday = (typeof WEEKDAYS)[number];
type Meal = (typeof MEAL_TYPES)[number];
type Week = Record<Weekday, Record<Meal, string>>;

const emptyWeek = (): Week =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, Object.fromEntries(MEAL_TYPES.map((meal) => [meal, '']))]),
  ) as Week;

function weekFrom(plan: MealPlan): Week {
  const week = emptyWeek();
  for (const [day, meals] of Object.entries(plan))
    if (day in week) for (const { meal, food } of meals) week[day as Weekday][meal] = food;
  return week;
}

/** §2.13 Add Mealplan: seven days by four meals, opened with the current plan, saved whole. */
function MealPlanForm({
  me,
  client,
  saved,
  onClose,
}: {
  me: number;
  client: CaseloadClient;
  saved: MealPlan;
  onClose: () => void;
}) {
  const [week, setWeek] = useState<Week>(() => weekFrom(saved));
  const [day, setDay] = useState<Weekday>('Monday');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMealPlan();

  const filled = (d: Weekday) => MEAL_TYPES.filter((meal) => week[d][meal].trim()).length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const tooLong = WEEKDAYS.find((d) => MEAL_TYPES.some((m) => week[d][m].trim().length > 500));
    if (tooLong) {
      setDay(tooLong);
      setError(careMessages.foodTooLong);
      return;
    }
    const weeklyMeals = Object.fromEntries(
      WEEKDAYS.map((d) => [d, MEAL_TYPES.map((meal) => ({ meal, food: week[d][meal].trim() }))]),
    );
    try {
      await save.mutateAsync({ nId: me, cId: client.id, weeklyMeals });
      toast.success(`Meal plan saved for ${client.name}`);
      onClose();
    } catch {
      toast.error('Failed to send meal plan');
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Tabs
        label="Day of the week"
        value={day}
        onValueChange={setDay}
        tabs={WEEKDAYS.map((d) => ({
          value: d,
          label: (
            <>
              {d.slice(0, 3)}
              <span className="ml-1 text-xs font-normal text-stone-500">{filled(d)}/4</span>
            </>
          ),
          title: `${d}: ${filled(d)} of 4 meals planned`,
        }))}
      >
        {WEEKDAYS.map((d) => (
          <TabPanel key={d} value={d}>
            <div className="grid gap-3 sm:grid-cols-2">
              {MEAL_TYPES.map((meal) => (
                <TextAreaField
                  key={meal}
                  label={`${d} ${MEAL_LABELS[meal]}`}
                  rows={2}
                  maxLength={500}
                  value={week[d][meal]}
                  onChange={(e) => {
                    const food = e.target.value;
                    setWeek((current) => ({ ...current, [d]: { ...current[d], [meal]: food } }));
                    setError(null);
                  }}
                />
              ))}
            </div>
          </TabPanel>
        ))}
      </Tabs>
      <FormAlert message={error} />
      <DialogActions onCancel={onClose} pending={save.isPending} label="Save Meal Plan" />
    </form>
  );
}

export function MealPlanDialog({
  me,
  client,
  onClose,
}: {
  me: number;
  client: CaseloadClient;
  onClose: () => void;
}) {
  const saved = useQuery(mealPlanQuery(client.id));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Weekly Meal Plan"
      description={`For ${client.name}. Leave a meal blank to plan nothing for it.`}
      wide
    >
      {saved.isLoading && <p role="status">Loading meal plan...</p>}
      {saved.isError && <FormAlert message="Failed to fetch data. Please try again." />}
      {saved.data && <MealPlanForm me={me} client={client} saved={saved.data} onClose={onClose} />}
    </Modal>
  );
}
