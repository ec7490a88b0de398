import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { foodDetail, hotTea, toorDal } from '#web-test/fixtures/food-records.ts';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { rowCells } from '#web-test/table-cells.ts';
import { FoodDatabase } from './food-database.tsx';

startMockApi();

const show = () => renderScreen(<FoodDatabase />, { role: 'nutritionist' });
/**
 * Found by its text, not its role: with fifty rows in both the table and the cards, a role
 * query works out every element's accessible name and took seconds on a busy machine.
 */
const showMore = () => screen.getByText('Show more', { selector: 'button' });

/** Answers each search with `total` foods, as many as asked for, and records the asks. */
function manyFoods(total: number) {
  const asked: URLSearchParams[] = [];
  apiServer.use(
    http.get('*/api/foods', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const count = Math.min(Number(query.get('limit')), total);
      const items = Array.from({ length: count }, (_, i) =>
        toorDal({ id: i + 1, name: `Food ${i + 1}` }),
      );
      return HttpResponse.json({ items, total });
    }),
  );
  return asked;
}

describe('the food database tab', () => {
  itShowsReadStates({
    path: '/foods',
    show,
    loading: { status: 'Loading foods...' },
    empty: { answer: { items: [], total: 0 }, says: 'The food database has no foods yet.' },
    failed: {
      says: 'Could not load the food database. Please try again later.',
      retried: {
        answer: { items: [toorDal()], total: 1 },
        shows: () => screen.findByText('Showing 1 of 1 food, values per 100 g.'),
      },
    },
  });

  it('says no food matched the search, and how to search otherwise', async () => {
    answer('get', '/foods', { items: [], total: 0 });
    show();
    await screen.findByText('The food database has no foods yet.');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search foods' }), {
      target: { value: 'qqq' },
    });
    expect(
      await screen.findByText(
        'No food matches “qqq”. Try another spelling, a local name or a food group.',
      ),
    ).toBeInTheDocument();
  });

  it('shows each food’s group, diet, raw or served, source and macronutrients per 100 g in the table', async () => {
    answer('get', '/foods', { items: [toorDal(), hotTea()], total: 2 });
    show();
    const table = await screen.findByRole('table', { name: 'Foods, per 100 g' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Group',
      'Diet',
      'Raw or served',
      'Source',
      'Energy (kcal)',
      'Protein (g)',
      'Carbohydrate (g)',
      'Fat (g)',
      'Fibre (g)',
    ]);
    expect(rowCells(table)).toEqual([
      'Red gram, dal',
      'Grain Legumes',
      'Veg',
      'Raw',
      'IFCT 2017',
      '330',
      '21.7',
      '55.2',
      '1.5',
      '9.1',
    ]);
    expect(rowCells(table, 2).slice(0, 5)).toEqual([
      'Hot tea (Garam Chai)',
      'Drinks',
      'Veg',
      'As served',
      'INDB',
    ]);
    // The narrow screen's cards say the same.
    const cards = within(screen.getByRole('list', { name: 'Foods' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Raw · IFCT 2017');
    expect(cards[1]).toHaveTextContent('As served · INDB');
  });

  it('searches the data’s foods only, not the practice’s, and asks for twenty more on Show more, up to fifty', async () => {
    const asked = manyFoods(528);
    show();
    expect(
      await screen.findByText('Showing 20 of 528 foods, values per 100 g.'),
    ).toBeInTheDocument();
    expect(asked[0]?.get('kind')).toBe('food');
    fireEvent.click(showMore());
    expect(
      await screen.findByText('Showing 40 of 528 foods, values per 100 g.'),
    ).toBeInTheDocument();
    fireEvent.click(showMore());
    expect(
      await screen.findByText('Showing 50 of 528 foods, values per 100 g.'),
    ).toBeInTheDocument();
    expect(asked.map((q) => q.get('limit'))).toEqual(['20', '40', '50']);
    expect(screen.queryByText('Show more', { selector: 'button' })).toBeNull();
    expect(screen.getByText(/in the search to find the others/)).toBeInTheDocument();
  });

  it('opens a food’s local names, scientific name, nine nutrients, measures, source and IFCT code', async () => {
    answer('get', '/foods', { items: [toorDal()], total: 1 });
    answer('get', '/foods/41', foodDetail());
    show();
    const table = await screen.findByRole('table', { name: 'Foods, per 100 g' });
    fireEvent.click(within(table).getByRole('button', { name: 'Red gram, dal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Red gram, dal' });
    const facts = await within(dialog).findByText('Cajanus cajan');
    expect(facts).toBeInTheDocument();
    expect(dialog).toHaveTextContent('IFCT 2017 codeB020');
    expect(dialog).toHaveTextContent('SourceIFCT 2017');
    expect(dialog).toHaveTextContent('HindiArhar dal, Tuvar dal');
    expect(dialog).toHaveTextContent('TamilThuvaram paruppu');
    expect(dialog).toHaveTextContent('1 tbsp = 12 g · 1 cup = 180 g.');
    for (const text of [
      'Energy330 kcal',
      'Protein21.7 g',
      'Carbohydrate55.2 g',
      'Fat1.5 g',
      'Fibre9.1 g',
      'Iron3.9 mg',
      'Calcium0 mg',
      'Vitamin C0 mg',
      'Folate0 µg',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
  });
});
