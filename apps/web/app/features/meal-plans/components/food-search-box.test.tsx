import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { zeroNutrients, type FoodSearchItem } from '@nourishwell/shared';
import { ghee, hotTea, practiceFood } from '#web-test/fixtures/food-records.ts';
import { poha } from '#web-test/fixtures/meal-plan-records.ts';
import { answer, apiServer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { FoodSearchBox, perLabel } from './food-search-box.tsx';
import { englishT } from '#web/lib/i18n/i18n.tsx';

startMockApi();

const rice: FoodSearchItem = {
  ...poha,
  id: 15,
  kind: 'food',
  name: 'Rice, raw, milled',
  group: 'Cereals and Millets',
  source: 'ifct',
  state: 'raw',
  matched: 'Hindi: Chawal',
  per100g: { ...zeroNutrients(), kcal: 356.4 },
};

/** Types `text` in the box labelled `label` and gives back every search it sent. */
function searchesSent(label: string, text: string) {
  const asked: URLSearchParams[] = [];
  apiServer.use(
    http.get('*/api/foods', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [hotTea()], total: 1 });
    }),
  );
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: text } });
  return asked;
}

describe('the food search box', () => {
  it('reads a dish as served per its own measure, and raw foods per 100 g', () => {
    expect(perLabel(englishT, poha)).toBe('180 kcal per katori (150 g)');
    expect(perLabel(englishT, hotTea())).toBe('34 kcal per tea cup (210 g)');
    expect(perLabel(englishT, { ...practiceFood(), matched: null })).toBe(
      '36 kcal per piece (8 g)',
    );
    expect(perLabel(englishT, rice)).toBe('356 kcal per 100 g');
    // IFCT's measures are its group's estimates: its foods read per 100 g, served or raw.
    expect(perLabel(englishT, { ...ghee(), state: 'served' })).toBe('897 kcal per 100 g');
  });

  it('says of each result its diet, raw or as served, and where it comes from', async () => {
    const custom = { ...practiceFood(), matched: null, diet: 'egg' as const };
    answer('get', '/foods', {
      items: [hotTea(), rice, custom, { ...poha, diet: 'nonveg' }],
      total: 4,
    });
    renderScreen(<FoodSearchBox label="Add to breakfast" onPick={vi.fn()} />, {
      role: 'nutritionist',
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Add to breakfast' }), {
      target: { value: 'chai' },
    });
    const tea = await screen.findByRole('option', { name: /Hot tea/ });
    expect(tea).toHaveTextContent('Veg · As served · INDB');
    expect(tea).toHaveTextContent('Drinks · 34 kcal per tea cup (210 g)');
    expect(screen.getByRole('option', { name: /Rice, raw, milled/ })).toHaveTextContent(
      'Veg · Raw · IFCT 2017',
    );
    expect(screen.getByRole('option', { name: /Ragi biscuits/ })).toHaveTextContent(
      'Egg · As served · Practice food',
    );
    expect(screen.getByRole('option', { name: /Poha/ })).toHaveTextContent(
      'Non-veg · As served · Recipe',
    );
    // The words are apart in what a screen reader says, not only on screen.
    expect(tea).toHaveAccessibleName(/Hot tea \(Garam Chai\) Veg · As served · INDB Drinks/);
  });

  it('warns that a deep-fried databank dish counts all its frying oil, and only such a dish', async () => {
    const poori = hotTea({
      id: 700,
      name: 'Poori',
      group: 'Breads',
      per100g: { ...zeroNutrients(), kcal: 738, fat: 77.6 },
    });
    answer('get', '/foods', { items: [poori, hotTea()], total: 2 });
    renderScreen(<FoodSearchBox label="Add to breakfast" onPick={vi.fn()} />, {
      role: 'client',
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Add to breakfast' }), {
      target: { value: 'poori' },
    });
    expect(await screen.findByRole('option', { name: /Poori/ })).toHaveTextContent(
      'Fried: the databank counts all the frying oil, so these figures read high.',
    );
    expect(screen.getByRole('option', { name: /Hot tea/ })).not.toHaveTextContent('frying oil');
  });

  it('asks for ingredients only and vegetarian foods only when told, and for everything otherwise', async () => {
    const { unmount } = renderScreen(
      <FoodSearchBox label="Add an ingredient" ingredientsOnly vegOnly onPick={vi.fn()} />,
      { role: 'nutritionist' },
    );
    const narrowed = searchesSent('Add an ingredient', 'tea');
    await screen.findByRole('option', { name: /Hot tea/ });
    expect(narrowed[0]?.get('ingredients')).toBe('only');
    expect(narrowed[0]?.get('veg')).toBe('only');
    unmount();
    renderScreen(<FoodSearchBox label="Add to lunch" onPick={vi.fn()} />, { role: 'nutritionist' });
    const all = searchesSent('Add to lunch', 'tea');
    await screen.findByRole('option', { name: /Hot tea/ });
    expect(all[0]?.has('ingredients')).toBe(false);
    expect(all[0]?.has('veg')).toBe(false);
  });

  it('says what a narrowed search looked for when nothing matched', async () => {
    answer('get', '/foods', { items: [], total: 0 });
    renderScreen(
      <FoodSearchBox label="Add an ingredient" ingredientsOnly vegOnly onPick={vi.fn()} />,
      {
        role: 'nutritionist',
      },
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Add an ingredient' }), {
      target: { value: 'fish' },
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No vegetarian ingredient matches “fish”.',
      ),
    );
  });

  it('lets her find and add a food with the keyboard alone', async () => {
    answer('get', '/foods', { items: [poha, rice], total: 2 });
    const onPick = vi.fn();
    renderScreen(<FoodSearchBox label="Add to breakfast" onPick={onPick} />, {
      role: 'nutritionist',
    });
    const box = screen.getByRole('combobox', { name: 'Add to breakfast' });
    fireEvent.change(box, { target: { value: 'चावल' } });
    const second = await screen.findByRole('option', { name: /Rice, raw, milled/ });
    expect(second).toHaveTextContent('Hindi: Chawal');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(rice);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('does not add an earlier search’s result when she presses Enter before the new one comes', async () => {
    apiServer.use(
      http.get('*/api/foods', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json(
          q === 'poh' ? { items: [poha], total: 1 } : { items: [rice], total: 1 },
        );
      }),
    );
    const onPick = vi.fn();
    renderScreen(<FoodSearchBox label="Add to breakfast" onPick={onPick} />, {
      role: 'nutritionist',
    });
    const box = screen.getByRole('combobox', { name: 'Add to breakfast' });
    fireEvent.change(box, { target: { value: 'poh' } });
    await screen.findByRole('option', { name: /Poha/ });
    fireEvent.change(box, { target: { value: 'rice' } });
    // Poha is still listed while "rice" is searched: Enter must not add it.
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    await screen.findByRole('option', { name: /Rice, raw, milled/ });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(rice);
  });

  it('says when nothing matches, and when the search failed', async () => {
    answer('get', '/foods', { items: [], total: 0 });
    renderScreen(<FoodSearchBox label="Add to lunch" onPick={vi.fn()} />, { role: 'nutritionist' });
    const box = screen.getByRole('combobox', { name: 'Add to lunch' });
    fireEvent.change(box, { target: { value: 'zzzz' } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No food or recipe matches “zzzz”'),
    );
    fail('get', '/foods');
    fireEvent.change(box, { target: { value: 'zzzzq' } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not search foods.'),
    );
  });

  it('closes the list on Escape without picking', async () => {
    answer('get', '/foods', { items: [poha], total: 1 });
    const onPick = vi.fn();
    renderScreen(<FoodSearchBox label="Add to dinner" onPick={onPick} />, { role: 'nutritionist' });
    const box = screen.getByRole('combobox', { name: 'Add to dinner' });
    fireEvent.change(box, { target: { value: 'poh' } });
    await screen.findByRole('option', { name: /Poha/ });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
  });
});
