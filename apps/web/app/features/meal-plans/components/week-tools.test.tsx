import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { foodMessages, mealPlanMessages, nutritionistMessages } from '@nourishwell/shared';
import {
  emptyPlan,
  planWith,
  pohaItem,
  vegTemplate,
} from '#web-test/fixtures/meal-plan-records.ts';
import { builderReady, dayTab, mealCard } from '#web-test/meal-plan-screen.tsx';
import { answer, apiServer, startMockApi } from '#web-test/screen.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();

describe('the builder’s week tools', () => {
  it('copies one meal to the same meal of the chosen days only', async () => {
    await builderReady({ ...emptyPlan, days: planWith('breakfast', 1) });
    fireEvent.click(
      within(mealCard('Monday Breakfast')).getByRole('button', { name: /Copy meal to…/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Copy Monday breakfast to…' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one day');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dayTab('Sunday')).toHaveTextContent('180 kcal');
    expect(dayTab('Saturday')).toHaveTextContent('0 kcal');
  });

  it('shows an optional meal the saved plan uses, and the others when she switches them on', async () => {
    const days = planWith('lunch', 1).map((day) =>
      day.day === 'Monday'
        ? {
            ...day,
            meals: [
              ...day.meals,
              {
                meal: 'bedtime' as const,
                items: [pohaItem(1)],
                note: null,
                totals: vegTemplate.weekAverage,
              },
            ],
          }
        : day,
    );
    await builderReady({ ...emptyPlan, days });
    expect(screen.getByRole('checkbox', { name: /Show bedtime/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Show bedtime/ })).toBeDisabled();
    expect(mealCard('Monday Bedtime')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Monday Early morning' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show early morning' }));
    expect(mealCard('Monday Early morning')).toBeInTheDocument();
  });

  it('saves the week as a named template and shows the server’s refusal of a taken name', async () => {
    let sent: unknown;
    apiServer.use(
      http.post('*/api/meal-plan-templates', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: mealPlanMessages.templateNameTaken }, { status: 409 });
      }),
    );
    await builderReady({ ...emptyPlan, days: planWith('lunch', 2) });
    fireEvent.click(screen.getByRole('button', { name: 'Save week as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save week as template' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText(mealPlanMessages.templateNameRequired)).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Template name'), {
      target: { value: 'Veg 1500' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      mealPlanMessages.templateNameTaken,
    );
    expect(sent).toMatchObject({ name: 'Veg 1500' });
    expect((sent as { days: unknown[] }).days).toHaveLength(7);
    expect((sent as { days: unknown[] }).days[0]).toEqual({
      day: 'Monday',
      meals: [{ meal: 'lunch', items: [{ recipeId: 3, quantity: 2, unit: 'katori' }], note: null }],
    });
  });

  it('says which day to fix instead of saving a template the server would refuse', async () => {
    const post = vi.fn(() => HttpResponse.json(vegTemplate, { status: 201 }));
    apiServer.use(http.post('*/api/meal-plan-templates', post));
    await builderReady({ ...emptyPlan, days: planWith('lunch', 2) });
    fireEvent.change(screen.getByLabelText('Quantity of Poha, Monday lunch'), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save week as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save week as template' });
    fireEvent.change(within(dialog).getByLabelText('Template name'), {
      target: { value: 'Veg 1500' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Monday: ${foodMessages.quantityPositive}`,
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('says the template failed to load in the shared words and keeps the week as it was', async () => {
    await builderReady({ ...emptyPlan, days: planWith('lunch', 1) }, [vegTemplate]);
    apiServer.use(
      http.get('*/api/meal-plan-templates/5', () => new HttpResponse(null, { status: 502 })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Apply template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply “Veg 1500”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace the week' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      nutritionistMessages.sectionFailed('the template'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dayTab('Monday')).toHaveTextContent('180 kcal');
  });

  it('deletes a template only after she confirms', async () => {
    const remove = vi.fn(() => HttpResponse.json({ message: mealPlanMessages.templateDeleted }));
    apiServer.use(http.delete('*/api/meal-plan-templates/5', remove));
    await builderReady(emptyPlan, [vegTemplate]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Veg 1500”?' });
    expect(remove).not.toHaveBeenCalled();
    answer('get', '/meal-plan-templates', []);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(mealPlanMessages.templateDeleted),
    );
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/No templates yet/)).toBeInTheDocument();
  });
});
