import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { zeroNutrients, type FoodSearchItem } from '@nourishwell/shared';
import { poha } from '#web-test/fixtures/meal-plan-records.ts';
import { answer, apiServer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { FoodSearchBox, perLabel } from './food-search-box.tsx';

startMockApi();

const rice: FoodSearchItem = {
  ...poha,
  id: 15,
  kind: 'food',
  name: 'Rice, raw, milled',
  group: 'Cereals and Millets',
  matched: 'Hindi: Chawal',
  per100g: { ...zeroNutrients(), kcal: 356.4 },
};

describe('the food search box', () => {
  it('reads a recipe per serving and a food per 100 g', () => {
    expect(perLabel(poha)).toBe('180 kcal per katori (150 g)');
    expect(perLabel(rice)).toBe('356 kcal per 100 g');
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
