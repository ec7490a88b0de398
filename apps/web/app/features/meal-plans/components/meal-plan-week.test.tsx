import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import {
  curd,
  dal,
  planWeek,
  poha,
  pohaRecipe,
  roti,
} from '#web-test/fixtures/plan-week-records.ts';
import { MealPlanWeek } from './meal-plan-week.tsx';

startMockApi();

const thursday = {
  breakfast: { items: [poha(), curd()] },
  lunch: { items: [roti(2), dal()], note: 'Add a green salad' },
};
const plan = planWeek({ Thursday: thursday, Monday: { dinner: { items: [dal()] } } });

const show = (week = plan, today: 'Thursday' | 'Sunday' | 'Monday' = 'Thursday') =>
  renderScreen(<MealPlanWeek plan={week} today={today} clientName="Meera Iyer" />, {
    role: 'client',
  });

describe('the weekly meal plan', () => {
  it('opens on the tab of the day it is given as today, marked as today', () => {
    show();
    const tab = screen.getByRole('tab', { selected: true });
    expect(tab).toHaveAccessibleName('Thursday (today)');
    expect(screen.getAllByRole('tab')).toHaveLength(7);
  });

  it('lists each planned meal with its items as portions and their energy, and the note', () => {
    show();
    const panel = screen.getByRole('tabpanel');
    const breakfast = within(panel).getByRole('region', { name: 'Breakfast' });
    expect(breakfast).toHaveTextContent(
      /1 serving Vegetable poha \(200 g\)\s*260 kcal\s*1 katori curd \(150 g\)\s*90 kcal/,
    );
    const lunch = within(panel).getByRole('region', { name: 'Lunch' });
    expect(lunch).toHaveTextContent(
      /2 roti \(80 g\)\s*240 kcal\s*1 katori dal \(150 g\)\s*174 kcal/,
    );
    expect(lunch).toHaveTextContent('Add a green salad');
    // Unplanned slots of the day are left out.
    expect(within(panel).queryByRole('region', { name: 'Dinner' })).toBeNull();
  });

  it('shows the day’s totals against her targets in words, with the data’s source', () => {
    show();
    const totals = screen.getByRole('list', { name: 'Thursday against targets' });
    expect(totals).toHaveTextContent(/Energy\s*764 \/ 1,800 kcal\s*below target/);
    expect(
      screen.getByText('Nutrient values: IFCT 2017 (ICMR–NIN) and the Indian Nutrient Databank'),
    ).toBeVisible();
  });

  it('shows the day’s figures alone when she has no targets yet', () => {
    show(planWeek({ Thursday: thursday }, null));
    expect(screen.queryByRole('list', { name: /against targets/ })).toBeNull();
    const totals = screen.getByRole('list', { name: 'Thursday totals' });
    expect(totals).toHaveTextContent(/Energy\s*764 kcal/);
    expect(totals).not.toHaveTextContent('target');
    expect(screen.getByText('No daily targets set yet.')).toBeVisible();
  });

  it('says a day without meals has none planned', () => {
    show(plan, 'Sunday');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No meals planned for Sunday');
  });

  it('moves to another day when its tab is chosen', async () => {
    show();
    // Radix tabs switch on mouse-down (and on focus from the arrow keys).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Monday' }));
    expect(screen.getByRole('region', { name: 'Dinner' })).toHaveTextContent(
      '1 katori dal (150 g)',
    );
  });

  it('says there is no plan at all when no day has a meal', () => {
    show(planWeek({}));
    expect(screen.getByText('No Meal Plans available, Contact Nutritionist.')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('sends the shown day on WhatsApp as text, in a new tab', () => {
    show();
    const link = screen.getByRole('link', {
      name: 'Send Thursday on WhatsApp (opens in a new tab)',
    });
    expect(link).toHaveAccessibleName('Send Thursday on WhatsApp (opens in a new tab)');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      [
        'Meal plan for Thursday',
        'Breakfast: 1 serving Vegetable poha (200 g) · 1 katori curd (150 g)',
        'Lunch: 2 roti (80 g) · 1 katori dal (150 g) — Add a green salad',
        'Total: 764 kcal, 28 g protein',
      ].join('\n'),
    );
  });

  it('prints the week from its Print week button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Print week' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});

describe('a recipe of the plan', () => {
  const open = async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: '1 serving Vegetable poha (200 g)' }));
    return screen.getByRole('dialog', { name: 'Vegetable poha' });
  };

  it('says it is loading inside the dialog while the recipe is on its way', async () => {
    neverAnswer('get', '/recipes/31');
    const dialog = await open();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading recipe…');
  });

  it('opens its ingredients with amounts, its method and its nutrients per serving', async () => {
    answer('get', '/recipes/31', pohaRecipe());
    const dialog = await open();
    const ingredients = await within(dialog).findByRole('region', { name: 'Ingredients' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 cup Rice flakes (poha) (60 g)',
      '1 piece Onion (70 g)',
      '1 tsp Groundnut oil (5 g)',
    ]);
    const method = within(dialog).getByRole('region', { name: 'Method' });
    expect(within(method).getAllByRole('listitem')).toHaveLength(3);
    expect(method).toHaveTextContent('Fry the onion in the oil.');
    const perServing = within(dialog).getByRole('region', { name: 'Per serving (200 g)' });
    expect(perServing).toHaveTextContent(/Energy\s*140 kcal/);
    expect(perServing).toHaveTextContent(/Folate/);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the recipe failed inside the dialog and loads it again on Retry', async () => {
    fail('get', '/recipes/31');
    const dialog = await open();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not load the recipe. Please try again later.',
    );
    answer('get', '/recipes/31', pohaRecipe());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('region', { name: 'Ingredients' })).toBeVisible();
  });
});
