import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recipeDetail, recipeSummary } from '#web-test/fixtures/food-records.ts';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { rowCells } from '#web-test/table-cells.ts';
import { recordCalls } from '#web-test/sent.ts';
import { RecipeLibrary } from './recipe-library.tsx';

startMockApi();

const show = () => renderScreen(<RecipeLibrary />, { role: 'nutritionist' });
/** The wide screen's table (the test DOM also holds the narrow screen's cards). */
const table = async () => within(await screen.findByRole('table', { name: 'Recipe library' }));
/** Clicks a row's button in the table. */
const click = async (name: string) =>
  fireEvent.click((await table()).getByRole('button', { name }));

describe('the recipe library tab', () => {
  itShowsReadStates({
    path: '/recipes',
    show,
    loading: { status: 'Loading recipes...' },
    empty: { answer: [], says: 'No recipes yet. Add the practice’s first dish.' },
    failed: {
      says: 'Could not load the recipe library. Please try again later.',
      retried: {
        answer: [recipeSummary()],
        shows: async () => (await table()).getByRole('button', { name: 'Dal tadka' }),
      },
    },
  });

  it('lists each recipe’s diet, servings, energy and protein per serving and author', async () => {
    answer('get', '/recipes', [recipeSummary()]);
    show();
    const list = await screen.findByRole('table', { name: 'Recipe library' });
    expect(rowCells(list).slice(0, 6)).toEqual([
      'Dal tadka',
      'Veg',
      '4 × katori150 g each',
      '168',
      '9.3',
      'Asha Rao',
    ]);
    const card = within(screen.getByRole('list', { name: 'Recipes' })).getByRole('listitem');
    expect(card).toHaveTextContent('4 × katori, 150 g each');
    expect(card).toHaveTextContent('Per serving: 168 kcal · protein 9.3 g');
    expect(card).toHaveTextContent('By Asha Rao');
  });

  it('asks the server for the recipes matching her search', async () => {
    const asked: string[] = [];
    apiServer.use(
      http.get('*/api/recipes', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        return HttpResponse.json(q === 'rajma' ? [] : [recipeSummary()]);
      }),
    );
    show();
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), {
      target: { value: 'rajma' },
    });
    expect(await screen.findByText('No recipe matches “rajma”.')).toBeInTheDocument();
    expect(asked).toEqual(['', 'rajma']);
  });

  it('opens a recipe with its ingredients in household amounts, method and nutrients per serving', async () => {
    answer('get', '/recipes', [recipeSummary()]);
    answer('get', '/recipes/12', recipeDetail());
    show();
    await click('Dal tadka');
    const dialog = await screen.findByRole('dialog', { name: 'Dal tadka' });
    await within(dialog).findByText('1 cup Red gram, dal (180 g)');
    expect(dialog).toHaveTextContent('2 tsp Ghee (10 g)');
    expect(dialog).toHaveTextContent('Pressure-cook the dal.');
    expect(dialog).toHaveTextContent('makes 4 katoris, one is 150 g · 600 g cooked · by Asha Rao');
    expect(within(dialog).getByRole('region', { name: 'Per katori (150 g)' })).toHaveTextContent(
      'Energy168 kcal',
    );
  });

  it('deletes a recipe after saying plans that use it keep reading it', async () => {
    answer('get', '/recipes', [recipeSummary()]);
    const sent = recordCalls('delete', '/recipes/12', { message: 'Recipe deleted' });
    show();
    await click('Delete Dal tadka');
    const dialog = await screen.findByRole('dialog', { name: 'Delete recipe' });
    expect(dialog).toHaveTextContent(
      'Meal plans and recipes that already use it keep it and keep reading its values.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([null]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
