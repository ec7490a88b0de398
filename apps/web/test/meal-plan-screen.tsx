import { fireEvent, screen } from '@testing-library/react';
import type { CaseloadClient, MealPlanView, TemplateSummary } from '@nourishwell/shared';
import { MealPlanPage } from '#web/features/meal-plans/components/meal-plan-page.tsx';
import { emptyPlan, meera, poha, targets } from '#web-test/fixtures/meal-plan-records.ts';
import { answer, renderScreen } from './screen.tsx';

/** The builder of Meera's week as her nutritionist opens it, her client page one link away. */
export const showBuilder = (templates: TemplateSummary[] = [], client: CaseloadClient = meera) => {
  answer('get', '/meal-plan-templates', templates);
  return renderScreen(
    <MealPlanPage client={client} clientPath="/dashboard/nutritionist/clients/7" />,
    {
      role: 'nutritionist',
      route: '/dashboard/nutritionist/clients/7/meal-plan',
      dataRouter: true,
      otherRoutes: { '/dashboard/nutritionist/clients/7': <p>Meera’s page</p> },
    },
  );
};

/** The builder once her saved week (`plan`) and targets have loaded. */
export const builderReady = async (
  plan: MealPlanView = emptyPlan,
  templates: TemplateSummary[] = [],
  client: CaseloadClient = meera,
) => {
  answer('get', '/clients/7/meal-plan', plan);
  answer('get', '/clients/7/targets', targets);
  showBuilder(templates, client);
  await screen.findByRole('heading', { name: 'Meera Iyer’s week' });
};

/** Types into a meal's search box and picks the first result with Enter. */
export const addByKeyboard = async (label: string) => {
  answer('get', '/foods', { items: [poha], total: 1 });
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.change(box, { target: { value: 'poh' } });
  await screen.findByRole('option', { name: /Poha/ });
  fireEvent.keyDown(box, { key: 'Enter' });
};

export const mealCard = (name: string) => screen.getByRole('region', { name });

export const dayTab = (day: string) =>
  screen.getByRole('tab', { name: new RegExp(`^${day.slice(0, 3)}`) });
