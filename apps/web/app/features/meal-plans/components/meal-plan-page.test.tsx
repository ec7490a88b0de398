import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { foodMessages, mealPlanMessages } from '@nourishwell/shared';
import {
  emptyPlan,
  meera,
  planWith,
  targets,
  vegTemplate,
} from '#web-test/fixtures/meal-plan-records.ts';
import {
  addByKeyboard,
  builderReady,
  dayTab,
  mealCard,
  showBuilder,
} from '#web-test/meal-plan-screen.tsx';
import { answer, apiServer, fail, neverAnswer, startMockApi } from '#web-test/screen.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();

describe('the meal-plan builder', () => {
  it('shows a skeleton that says it is loading while the plan is on its way', async () => {
    neverAnswer('get', '/clients/7/meal-plan');
    answer('get', '/clients/7/targets', targets);
    showBuilder();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the meal plan…');
  });

  it('says the plan failed to load and loads it again on Retry', async () => {
    fail('get', '/clients/7/meal-plan');
    answer('get', '/clients/7/targets', targets);
    showBuilder();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the meal plan. Please try again later.',
    );
    answer('get', '/clients/7/meal-plan', emptyPlan);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Meera Iyer’s week' })).toBeInTheDocument();
  });

  it('reminds her of the client’s diet and allergies and says how to start an empty week', async () => {
    await builderReady();
    expect(screen.getByText(/Vegetarian/)).toBeInTheDocument();
    expect(screen.getByText(/Peanuts/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'This week is empty. Search a food to add it to a meal, or apply a template.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Set by Asha Rao on 20 Nov 2026')).toBeInTheDocument();
  });

  it('puts the meals under a heading of their own, not under the templates', async () => {
    await builderReady();
    const headings = screen.getAllByRole('heading');
    const breakfast = headings.findIndex((h) => h.textContent === 'Breakfast');
    const section = headings
      .slice(0, breakfast)
      .filter((h) => h.tagName === 'H2')
      .at(-1);
    expect(section).toHaveTextContent('Monday’s meals');
  });

  it('adds a food by keyboard and totals the meal, the day and the week as she changes it', async () => {
    await builderReady();
    await addByKeyboard('Add to breakfast');
    const breakfast = mealCard('Monday Breakfast');
    expect(within(breakfast).getByText('150 g · 180 kcal')).toBeInTheDocument();
    expect(dayTab('Monday')).toHaveTextContent('180 kcal');
    expect(screen.getByRole('list', { name: 'Monday against targets' })).toHaveTextContent(
      'Energy180 / 1,500 kcalbelow target',
    );
    fireEvent.change(within(breakfast).getByLabelText('Quantity of Poha, Monday breakfast'), {
      target: { value: '2' },
    });
    expect(within(breakfast).getByText('300 g · 360 kcal')).toBeInTheDocument();
    expect(dayTab('Monday')).toHaveTextContent('360 kcal');
    const glance = screen.getByRole('region', { name: 'Each day’s totals' });
    expect(within(glance).getByRole('row', { name: /Average of planned days/ })).toHaveTextContent(
      '360',
    );
    fireEvent.click(
      within(breakfast).getByRole('button', { name: 'Remove Poha from Monday breakfast' }),
    );
    expect(dayTab('Monday')).toHaveTextContent('0 kcal');
  });

  it('keeps her place after she removes an item: the meal’s search box has the focus', async () => {
    await builderReady();
    await addByKeyboard('Add to lunch');
    const lunch = mealCard('Monday Lunch');
    const remove = within(lunch).getByRole('button', { name: 'Remove Poha from Monday lunch' });
    remove.focus();
    fireEvent.click(remove);
    expect(within(lunch).getByRole('combobox', { name: 'Add to lunch' })).toHaveFocus();
  });

  it('says a quantity the server would refuse next to it and does not send the plan', async () => {
    const put = vi.fn();
    apiServer.use(http.put('*/api/clients/7/meal-plan', put));
    await builderReady({ ...emptyPlan, days: planWith('breakfast', 1) });
    const breakfast = mealCard('Monday Breakfast');
    fireEvent.change(within(breakfast).getByLabelText('Quantity of Poha, Monday breakfast'), {
      target: { value: '0' },
    });
    expect(within(breakfast).getByText(foodMessages.quantityPositive)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Monday: ${foodMessages.quantityPositive}`,
    );
    expect(put).not.toHaveBeenCalled();
  });

  it('copies Monday to the days she chooses after she confirms replacing them', async () => {
    await builderReady({ ...emptyPlan, days: planWith('breakfast', 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Copy day to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Monday to…' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    expect(dialog).toHaveTextContent('This replaces everything planned on Tuesday and Friday.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace 2 days' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dayTab('Tuesday')).toHaveTextContent('180 kcal');
    expect(dayTab('Friday')).toHaveTextContent('180 kcal');
    expect(dayTab('Wednesday')).toHaveTextContent('0 kcal');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('saves the whole week as the PUT body and says so', async () => {
    let sent: unknown;
    apiServer.use(
      http.put('*/api/clients/7/meal-plan', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...emptyPlan,
          days: planWith('breakfast', 1),
          updatedAt: '2026-11-24T02:00:00.000Z',
        });
      }),
    );
    await builderReady();
    await addByKeyboard('Add to breakfast');
    fireEvent.change(screen.getByLabelText('Breakfast note'), { target: { value: 'Less oil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(mealPlanMessages.saved));
    expect(sent).toEqual({
      days: [
        {
          day: 'Monday',
          meals: [
            {
              meal: 'breakfast',
              items: [{ recipeId: 3, quantity: 1, unit: 'katori' }],
              note: 'Less oil',
            },
          ],
        },
        ...['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
          day,
          meals: [],
        })),
      ],
    });
    expect(screen.getByText(/^Saved /)).toBeInTheDocument();
  });

  it('keeps what she changes while the save is on its way, and says it is not saved yet', async () => {
    let answerSave: () => void = () => undefined;
    apiServer.use(
      http.put(
        '*/api/clients/7/meal-plan',
        () =>
          new Promise<Response>((resolve) => {
            answerSave = () =>
              resolve(
                HttpResponse.json({
                  ...emptyPlan,
                  days: planWith('breakfast', 1),
                  updatedAt: '2026-11-24T02:00:00.000Z',
                }),
              );
          }),
      ),
    );
    await builderReady();
    await addByKeyboard('Add to breakfast');
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await screen.findByRole('button', { name: 'Saving…' });
    const quantity = screen.getByLabelText('Quantity of Poha, Monday breakfast');
    fireEvent.change(quantity, { target: { value: '2' } });
    answerSave();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(mealPlanMessages.saved));
    expect(screen.getByLabelText('Quantity of Poha, Monday breakfast')).toHaveValue(2);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows the server’s message when it refuses the plan', async () => {
    answer('put', '/clients/7/meal-plan', { message: foodMessages.unknownRecipe }, { status: 400 });
    await builderReady();
    await addByKeyboard('Add to lunch');
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(foodMessages.unknownRecipe);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('applies a template to the editor after she confirms, and she saves it herself', async () => {
    await builderReady(emptyPlan, [vegTemplate]);
    answer('get', '/meal-plan-templates/5', { ...vegTemplate, days: planWith('lunch', 2) });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply “Veg 1500”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace the week' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(mealCard('Monday Lunch')).getByText('300 g · 360 kcal')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('asks before she leaves with unsaved changes, and leaves when she says so', async () => {
    await builderReady();
    await addByKeyboard('Add to dinner');
    fireEvent.click(screen.getByRole('link', { name: '← Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: '← Meera Iyer' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByText('Meera’s page')).toBeInTheDocument();
  });

  it('prints the targets she has just set, not those the plan was opened with', async () => {
    const newTargets = { kcal: 1800, protein: 70, carbs: 220, fat: 55, fibre: 30 };
    const plan = { ...emptyPlan, targets: targets.targets, days: planWith('breakfast', 1) };
    await builderReady(plan);
    const sheet = screen.getByLabelText('Printable week');
    expect(sheet).toHaveTextContent('Daily targets: Energy 1,500 kcal');
    apiServer.use(
      http.put('*/api/clients/7/targets', () =>
        HttpResponse.json({ ...targets, targets: newTargets }),
      ),
    );
    answer('get', '/clients/7/targets', { ...targets, targets: newTargets });
    answer('get', '/clients/7/meal-plan', { ...plan, targets: newTargets });
    fireEvent.click(screen.getByText('Change targets'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Energy (kcal)' }), {
      target: { value: '1800' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(mealPlanMessages.targetsSaved));
    await waitFor(() =>
      expect(screen.getByLabelText('Printable week')).toHaveTextContent(
        'Daily targets: Energy 1,800 kcal',
      ),
    );
  });

  it('sends the saved day on WhatsApp to the client and prints the saved week, but not unsaved changes', async () => {
    await builderReady({ ...emptyPlan, days: planWith('breakfast', 1) }, [], {
      ...meera,
      phone: '9876543210',
    });
    const send = screen.getByRole('link', { name: /Send Monday on WhatsApp/ });
    const href = new URL(send.getAttribute('href') ?? '');
    expect(href.pathname).toBe('/919876543210');
    expect(href.searchParams.get('text')).toContain('Breakfast: 1 katori Poha (150 g)');
    const print = screen.getByRole('button', { name: 'Print week' });
    expect(print).toBeEnabled();
    expect(screen.getByLabelText('Printable week')).toHaveTextContent('Meera Iyer');

    fireEvent.change(
      within(mealCard('Monday Breakfast')).getByLabelText('Quantity of Poha, Monday breakfast'),
      { target: { value: '2' } },
    );
    expect(screen.getByText('Save the plan to send Monday on WhatsApp.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Send Monday on WhatsApp/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print week' })).toBeDisabled();
  });
});
