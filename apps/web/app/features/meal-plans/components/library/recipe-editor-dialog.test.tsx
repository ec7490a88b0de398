import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { foodMessages } from '@nourishwell/shared';
import { ghee, hotTea, recipeDetail, toorDal } from '#web-test/fixtures/food-records.ts';
import { answer, apiServer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { RecipeEditorDialog } from './recipe-editor-dialog.tsx';

startMockApi();

const edit = (id: number | null) =>
  renderScreen(<RecipeEditorDialog id={id} onClose={vi.fn()} />, { role: 'nutritionist' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Types `text` in the ingredient search and clicks the result called `name`. */
async function addIngredient(text: string, name: RegExp) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Add an ingredient' }), {
    target: { value: text },
  });
  fireEvent.mouseDown(await screen.findByRole('option', { name }));
}

const perServing = () => screen.getByRole('region', { name: 'Per serving' });

describe('the recipe editor', () => {
  it('totals the ingredients per serving as she adds them and changes amounts', async () => {
    answer('get', '/foods', { items: [toorDal(), ghee()], total: 2 });
    const sent = recordCalls('post', '/recipes', recipeDetail(), 201);
    edit(null);
    type('Recipe name', 'Dal tadka');
    type('Servings', '2');
    await addIngredient('dal', /Red gram, dal/);
    // A new ingredient starts at one of its own measures.
    expect(screen.getByLabelText('Quantity of Red gram, dal')).toHaveValue(1);
    expect(screen.getByLabelText('Measure of Red gram, dal')).toHaveValue('tbsp');
    type('Measure of Red gram, dal', 'cup');
    await addIngredient('ghee', /Ghee/);
    type('Quantity of Ghee', '2');
    // 1 cup dal (180 g) and 2 tsp ghee (10 g), shared by 2 servings.
    expect(perServing()).toHaveTextContent('Energy341 kcal');
    expect(perServing()).toHaveTextContent('Protein19.5 g');
    expect(perServing()).toHaveTextContent('Carbohydrate49.7 g');
    expect(perServing()).toHaveTextContent('Fat6.3 g');
    expect(perServing()).toHaveTextContent('Fibre8.2 g');
    expect(perServing()).toHaveTextContent('Iron3.5 mg');
    type('Servings', '4');
    expect(perServing()).toHaveTextContent('Energy171 kcal');
    fireEvent.click(screen.getByRole('button', { name: 'Add recipe' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Dal tadka',
      servings: 4,
      servingUnit: 'serving',
      cookedGrams: null,
      method: '',
      ingredients: [
        { foodId: 41, quantity: 1, unit: 'cup' },
        { foodId: 77, quantity: 2, unit: 'tsp' },
      ],
    });
  });

  it('searches raw ingredients only until she turns the switch off to add a dish', async () => {
    const asked: URLSearchParams[] = [];
    apiServer.use(
      http.get('*/api/foods', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const items = query.get('ingredients') === 'only' ? [toorDal()] : [toorDal(), hotTea()];
        return HttpResponse.json({ items, total: items.length });
      }),
    );
    edit(null);
    const rawOnly = screen.getByRole('switch', { name: 'Raw ingredients only' });
    expect(rawOnly).toBeChecked();
    expect(rawOnly).toHaveAccessibleDescription(/Turn this off to add a cooked dish/);
    const search = screen.getByRole('combobox', { name: 'Add an ingredient' });
    fireEvent.change(search, { target: { value: 'dal' } });
    await screen.findByRole('option', { name: /Red gram, dal/ });
    expect(asked.at(-1)?.get('ingredients')).toBe('only');
    expect(screen.queryByRole('option', { name: /Hot tea/ })).toBeNull();
    fireEvent.click(rawOnly);
    expect(rawOnly).not.toBeChecked();
    await addIngredient('tea', /Hot tea/);
    expect(asked.at(-1)?.has('ingredients')).toBe(false);
    expect(screen.getByLabelText('Measure of Hot tea (Garam Chai)')).toHaveValue('teacup');
  });

  it('asks for a name and an ingredient, and sends nothing without them', async () => {
    const sent = recordCalls('post', '/recipes', recipeDetail(), 201);
    edit(null);
    expect(perServing()).toHaveTextContent('Energy0 kcal');
    fireEvent.click(screen.getByRole('button', { name: 'Add recipe' }));
    expect(await screen.findByText(foodMessages.recipeNameRequired)).toBeInTheDocument();
    expect(screen.getByText(foodMessages.ingredientsRequired)).toBeInTheDocument();
    type('Servings', '0');
    expect(perServing()).toHaveTextContent('Enter the number of servings');
    expect(sent).toHaveLength(0);
  });

  it('starts from the recipe it edits, with its totals, and shows the server’s 400 in the alert', async () => {
    answer('get', '/recipes/12', recipeDetail());
    answer('get', '/foods', { items: [], total: 0 });
    recordCalls(
      'put',
      '/recipes/12',
      { message: foodMessages.recipeInItself, code: 'BAD_REQUEST' },
      400,
    );
    edit(12);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dal tadka' });
    await within(dialog).findByLabelText('Recipe name');
    expect(screen.getByLabelText('Recipe name')).toHaveValue('Dal tadka');
    expect(screen.getByLabelText('Cooked weight in grams (optional)')).toHaveValue(600);
    expect(screen.getByLabelText('Measure of Red gram, dal')).toHaveValue('cup');
    expect(screen.getByLabelText('Quantity of Ghee')).toHaveValue(2);
    expect(perServing()).toHaveTextContent('Energy171 kcal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Ghee' }));
    expect(perServing()).toHaveTextContent('Energy148 kcal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save recipe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(foodMessages.recipeInItself);
  });

  it('says the recipe failed to load and loads it again on Retry', async () => {
    fail('get', '/recipes/12');
    edit(12);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load this recipe. Please try again later.',
    );
    answer('get', '/recipes/12', recipeDetail());
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Recipe name')).toHaveValue('Dal tadka');
  });
});
