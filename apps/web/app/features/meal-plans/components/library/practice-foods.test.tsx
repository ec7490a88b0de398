import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { foodMessages } from '@nourishwell/shared';
import { nutrients, practiceFood } from '#web-test/fixtures/food-records.ts';
import { vegTemplate } from '#web-test/fixtures/meal-plan-records.ts';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { rowCells } from '#web-test/table-cells.ts';
import { recordCalls } from '#web-test/sent.ts';
import { emptyWeek } from '#web/features/meal-plans/editor/plan-editor.ts';
import { TemplatesBar } from '#web/features/meal-plans/components/templates-bar.tsx';
import { PracticeFoods } from './practice-foods.tsx';

startMockApi();

const show = () => renderScreen(<PracticeFoods />, { role: 'nutritionist' });
/** What the form sends for the label of `practiceFood()`. */
const ragiBody = (over: object = {}) => ({
  name: 'Ragi biscuits',
  localNames: 'Kannada: Ragi biskattu',
  group: 'Packaged Foods',
  diet: 'veg',
  state: 'served',
  per100g: nutrients({ kcal: 452, protein: 7, carbs: 68, fat: 16, fibre: 4 }),
  portions: [{ unit: 'piece', grams: 8 }],
  ...over,
});

/** Clicks `button` and answers the dialog it opens. */
async function open(button: string, dialog: string) {
  // A row's actions show twice in the test DOM: on its card and in the table.
  const [first] = await screen.findAllByRole('button', { name: button });
  fireEvent.click(first!);
  return screen.findByRole('dialog', { name: dialog });
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the practice foods tab', () => {
  itShowsReadStates({
    path: '/custom-foods',
    show,
    loading: { status: 'Loading practice foods...' },
    empty: {
      answer: [],
      says: 'No practice foods yet. Add a packaged food from its label, or a regional food.',
    },
    failed: {
      says: 'Could not load the practice foods. Please try again later.',
      retried: {
        answer: [practiceFood()],
        shows: () => screen.findByRole('table', { name: 'Practice foods, per 100 g' }),
      },
    },
  });

  it('lists each food with who added it, its group, diet, energy, protein and measures, on its card too', async () => {
    answer('get', '/custom-foods', [practiceFood()]);
    show();
    const table = await screen.findByRole('table', { name: 'Practice foods, per 100 g' });
    expect(rowCells(table).slice(0, 6)).toEqual([
      'Ragi biscuitsAdded by Asha Rao',
      'Packaged Foods',
      'Veg',
      '452',
      '7',
      '1 piece = 8 g',
    ]);
    const card = within(screen.getByRole('list', { name: 'Practice foods' })).getByRole('listitem');
    expect(card).toHaveTextContent('Per 100 g: 452 kcal · protein 7 g');
    expect(card).toHaveTextContent('Measures: 1 piece = 8 g');
  });

  it('adds a food from its label and sends every value per 100 g with its measures', async () => {
    answer('get', '/custom-foods', []);
    const sent = recordCalls('post', '/custom-foods', practiceFood(), 201);
    show();
    const dialog = await open('Add food', 'Add a practice food');
    type('Name', 'Ragi biscuits');
    type('Local names (optional)', 'Kannada: Ragi biskattu');
    type('Food group', 'Packaged Foods');
    type('Energy (kcal)', '452');
    type('Protein (g)', '7');
    type('Carbohydrate (g)', '68');
    type('Fat (g)', '16');
    type('Fibre (g)', '4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a measure' }));
    type('Measure 1', 'piece');
    type('Grams in measure 1', '8');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add food' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([ragiBody()]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks whether a food is a raw ingredient or as served, as served unless she says, and sends it', async () => {
    answer('get', '/custom-foods', [practiceFood({ state: 'raw' })]);
    const sent = recordCalls('post', '/custom-foods', practiceFood(), 201);
    const edits = recordCalls('put', '/custom-foods/905', practiceFood());
    show();
    let dialog = await open('Add food', 'Add a practice food');
    const choice = within(dialog).getByRole('group', { name: 'Raw or as served' });
    expect(within(choice).getByRole('radio', { name: 'As served' })).toBeChecked();
    expect(choice).toHaveAccessibleDescription(/Raw: weighed before cooking/);
    type('Name', 'Ragi flour, sprouted');
    type('Food group', 'Cereals and Millets');
    type('Energy (kcal)', '320');
    fireEvent.click(within(choice).getByRole('radio', { name: 'Raw ingredient' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add food' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Ragi flour, sprouted', state: 'raw' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // An edit starts from what the food is.
    dialog = await open('Edit Ragi biscuits', 'Edit Ragi biscuits');
    expect(within(dialog).getByRole('radio', { name: 'Raw ingredient' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'As served' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({ state: 'served' });
  });

  it('shows the schema’s messages and sends nothing when the food is not complete', async () => {
    answer('get', '/custom-foods', []);
    const sent = recordCalls('post', '/custom-foods', practiceFood(), 201);
    show();
    const dialog = await open('Add food', 'Add a practice food');
    type('Protein (g)', '60');
    type('Carbohydrate (g)', '50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a measure' }));
    type('Grams in measure 1', '0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add food' }));
    expect(await within(dialog).findByText(foodMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(foodMessages.groupRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(foodMessages.portionGrams)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    // The sum of the macronutrients is checked once every field is a number in range.
    type('Name', 'Protein bar');
    type('Food group', 'Packaged Foods');
    type('Grams in measure 1', '40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add food' }));
    expect(await within(dialog).findByText(foodMessages.macrosOver100)).toBeInTheDocument();
    expect(screen.getByLabelText('Carbohydrate (g)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal in the form’s alert', async () => {
    answer('get', '/custom-foods', [practiceFood()]);
    recordCalls('put', '/custom-foods/905', { message: 'Food not found', code: 'NOT_FOUND' }, 404);
    show();
    const dialog = await open('Edit Ragi biscuits', 'Edit Ragi biscuits');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Food not found');
  });

  it('edits a food starting from what it holds and sends the change to its address', async () => {
    answer('get', '/custom-foods', [practiceFood()]);
    const sent = recordCalls('put', '/custom-foods/905', practiceFood());
    show();
    const dialog = await open('Edit Ragi biscuits', 'Edit Ragi biscuits');
    expect(screen.getByLabelText('Local names (optional)')).toHaveValue('Kannada: Ragi biskattu');
    expect(screen.getByLabelText('Measure 1')).toHaveValue('piece');
    type('Energy (kcal)', '460');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove measure 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      ragiBody({
        per100g: nutrients({ kcal: 460, protein: 7, carbs: 68, fat: 16, fibre: 4 }),
        portions: [],
      }),
    ]);
  });

  it('reads her templates again after a food changes, since their day averages use its values', async () => {
    answer('get', '/custom-foods', [practiceFood()]);
    recordCalls('put', '/custom-foods/905', practiceFood());
    let templateReads = 0;
    apiServer.use(
      http.get('*/api/meal-plan-templates', () => {
        templateReads += 1;
        return HttpResponse.json([vegTemplate]);
      }),
    );
    renderScreen(
      <>
        <PracticeFoods />
        <TemplatesBar week={emptyWeek()} onApply={() => undefined} />
      </>,
      { role: 'nutritionist' },
    );
    await screen.findByLabelText('Your templates');
    expect(templateReads).toBe(1);
    const dialog = await open('Edit Ragi biscuits', 'Edit Ragi biscuits');
    type('Energy (kcal)', '460');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    await waitFor(() => expect(templateReads).toBe(2));
  });

  it('deletes a food after saying plans that use it keep reading it', async () => {
    answer('get', '/custom-foods', [practiceFood()]);
    const sent = recordCalls('delete', '/custom-foods/905', { message: 'Food deleted' });
    show();
    const dialog = await open('Delete Ragi biscuits', 'Delete practice food');
    expect(dialog).toHaveTextContent(
      'Meal plans and recipes that already use it keep it and keep reading its values.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([null]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the confirmation open with the reason when the delete fails', async () => {
    answer('get', '/custom-foods', [practiceFood()]);
    fail('delete', '/custom-foods/905');
    show();
    const dialog = await open('Delete Ragi biscuits', 'Delete practice food');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
