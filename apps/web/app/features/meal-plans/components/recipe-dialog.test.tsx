import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { pohaRecipe } from '#web-test/fixtures/plan-week-records.ts';
import { RecipeDialog } from './recipe-dialog.tsx';

startMockApi();

const show = (onClose = vi.fn()) => {
  renderScreen(<RecipeDialog recipe={{ id: 31, name: 'Vegetable poha' }} onClose={onClose} />, {
    role: 'client',
  });
  return screen.getByRole('dialog', { name: 'Vegetable poha' });
};

describe('the recipe dialog', () => {
  it('says how many servings the dish makes, what one weighs, the cooked weight and who wrote it', async () => {
    answer('get', '/recipes/31', pohaRecipe());
    const dialog = show();
    expect(
      await within(dialog).findByText(
        'Veg · makes 2 servings, one is 200 g · 400 g cooked · by Asha Menon',
      ),
    ).toBeVisible();
  });

  it('says when no method has been written rather than showing an empty list', async () => {
    answer('get', '/recipes/31', pohaRecipe({ method: '  \n ' }));
    const dialog = show();
    const method = await within(dialog).findByRole('region', { name: 'Method' });
    expect(method).toHaveTextContent('No method written for this recipe.');
    expect(within(method).queryByRole('list')).toBeNull();
  });

  it('says a recipe removed from the library still reads as the plan has it', async () => {
    answer('get', '/recipes/31', pohaRecipe({ deleted: true }));
    const dialog = show();
    expect(
      await within(dialog).findByText(
        'This recipe has since been removed from the library; plans that use it keep it as it was.',
      ),
    ).toBeVisible();
  });

  it('closes from its Close button', async () => {
    answer('get', '/recipes/31', pohaRecipe());
    const onClose = vi.fn();
    const dialog = show(onClose);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
