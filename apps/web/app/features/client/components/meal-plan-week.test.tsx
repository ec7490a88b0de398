import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MealPlanWeek } from './meal-plan-week.tsx';

const plan = {
  Monday: [{ meal: 'breakfast' as const, food: 'Moong dal chilla' }],
  Thursday: [
    { meal: 'dinner' as const, food: 'Paneer tikka' },
    { meal: 'lunch' as const, food: 'Brown rice and dal' },
  ],
};

describe('the weekly meal plan', () => {
  it('opens on the tab of the day it is given as today, marked as today', () => {
    render(<MealPlanWeek plan={plan} today="Thursday" />);
    const tab = screen.getByRole('tab', { selected: true });
    expect(tab).toHaveAccessibleName('Thursday (today)');
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent(/Lunch\s*Brown rice and dal\s*Dinner\s*Paneer tikka/);
  });

  it('says a day without meals has none planned', () => {
    render(<MealPlanWeek plan={plan} today="Sunday" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No meals planned for Sunday');
  });

  it('says there is no plan at all when no day has a meal', () => {
    render(<MealPlanWeek plan={{}} today="Monday" />);
    expect(screen.getByText('No Meal Plans available, Contact Nutritionist.')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
