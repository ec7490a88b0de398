import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  careMessages,
  MEAL_LABELS,
  MEAL_TYPES,
  nutritionistMessages,
  WEEKDAYS,
  type MealPlan,
} from '@nourishwell/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { mealPlanQuery, useSaveMealPlan } from '../api/clients-api.ts';
import { mealWeekSchema, weekFrom, weeklyMealsOf, type Weekday } from '../forms/meal-week-form.ts';
import type { ClientDialogProps } from './dialog-props.ts';

/** §2.13 Add Mealplan: seven days by four meals, opened with the current plan, saved whole. */
function MealPlanForm({ me, client, saved, onClose }: ClientDialogProps & { saved: MealPlan }) {
  const [day, setDay] = useState<Weekday>('Monday');
  const save = useSaveMealPlan();
  const form = useApiForm(mealWeekSchema, weekFrom(saved), {
    failureText: () => nutritionistMessages.mealPlanFailed,
  });
  const week = form.watch();
  const filled = (d: Weekday) => MEAL_TYPES.filter((meal) => week[d]?.[meal]?.trim()).length;
  // A meal too long: its day's tab opens, and the form says why once.
  const wrongDay = WEEKDAYS.find((d) => form.formState.errors[d]);
  const send = form.submit(async (values) => {
    await save.mutateAsync({
      body: { nId: me, cId: client.id, weeklyMeals: weeklyMealsOf(values) },
    });
    toast.success(`Meal plan saved for ${client.name}`);
    onClose();
  });
  const onSubmit = async (event: FormEvent) => {
    await send(event);
    const wrong = WEEKDAYS.find((d) => form.getFieldState(d).invalid);
    if (wrong) setDay(wrong);
  };

  const tabs = WEEKDAYS.map((d) => ({
    value: d,
    label: (
      <>
        {d.slice(0, 3)}
        <span className="ml-1 text-xs font-normal text-stone-500">{filled(d)}/4</span>
      </>
    ),
    title: `${d}: ${filled(d)} of 4 meals planned`,
  }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Tabs label="Day of the week" value={day} onValueChange={setDay} tabs={tabs}>
        {WEEKDAYS.map((d) => (
          <TabPanel key={d} value={d}>
            <div className="grid gap-3 sm:grid-cols-2">
              {MEAL_TYPES.map((meal) => (
                <TextAreaField
                  key={meal}
                  label={`${d} ${MEAL_LABELS[meal]}`}
                  rows={2}
                  maxLength={500}
                  {...form.field(`${d}.${meal}`)}
                />
              ))}
            </div>
          </TabPanel>
        ))}
      </Tabs>
      <FormAlert message={wrongDay ? careMessages.foodTooLong : null} />
      <DialogActions onCancel={onClose} pending={form.pending} label="Save Meal Plan" />
    </form>
  );
}

export function MealPlanDialog({ me, client, onClose }: ClientDialogProps) {
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
      {saved.isError && <FormAlert message={nutritionistMessages.loadFailed} />}
      {saved.data && <MealPlanForm me={me} client={client} saved={saved.data} onClose={onClose} />}
    </Modal>
  );
}
