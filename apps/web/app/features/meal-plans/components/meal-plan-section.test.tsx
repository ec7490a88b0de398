import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseloadClient } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { clientRecord } from '#web-test/fixtures/records.ts';
import { curd, dal, planWeek, poha, roti } from '#web-test/fixtures/plan-week-records.ts';
import { MealPlanSection } from './meal-plan-section.tsx';

startMockApi();

const client: CaseloadClient = {
  ...clientRecord({ phone: '9876543210' }),
  goal: null,
  goalProgress: null,
  latestWeight: null,
  lastLoggedOn: null,
  adherence7d: null,
  language: 'en',
};
const show = () => renderScreen(<MealPlanSection client={client} />, { role: 'nutritionist' });
const builderLink = () => screen.getByRole('link', { name: 'Open meal-plan builder' });

describe('the meal plan on her client’s page', () => {
  it('says it is loading while the week is on its way, and already offers the builder', async () => {
    neverAnswer('get', '/clients/7/meal-plan');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the meal plan…');
    expect(builderLink()).toHaveAttribute('href', '/dashboard/nutritionist/clients/7/meal-plan');
  });

  it('says the meal plan failed when the server fails, and loads it again on Retry', async () => {
    fail('get', '/clients/7/meal-plan');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the meal plan. Please try again later.',
    );
    answer('get', '/clients/7/meal-plan', planWeek({}));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No meal plan yet.')).toBeVisible();
  });

  it('says there is no plan yet and offers the builder, with nothing to print', async () => {
    answer('get', '/clients/7/meal-plan', planWeek({}));
    show();
    expect(await screen.findByText('No meal plan yet.')).toBeVisible();
    expect(builderLink()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print week' })).toBeNull();
  });

  it('shows each day’s meals and energy against the client’s target, and sends a day to her phone', async () => {
    answer(
      'get',
      '/clients/7/meal-plan',
      planWeek({
        Monday: { breakfast: { items: [poha(), curd()] }, lunch: { items: [roti(2), dal()] } },
      }),
    );
    show();
    const table = await screen.findByRole('table', { name: 'The week’s meal plan' });
    const [, monday, tuesday] = within(table).getAllByRole('row');
    expect(
      within(monday!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Breakfast: 1 serving Vegetable poha (200 g) · 1 katori curd (150 g)Lunch: 2 roti (80 g) · 1 katori dal (150 g)',
      '764 / 1,800 kcalbelow target',
      '28 g',
      'Send Monday on WhatsApp (opens in a new tab)',
    ]);
    const send = within(monday!).getByRole('link', { name: /Send Monday on WhatsApp/ });
    // Her 10-digit mobile gets India's code in front, as wa.me needs.
    expect(send.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919876543210\?text=Meal%20plan%20for%20Monday%0A/,
    );
    expect(tuesday).toHaveTextContent('No meals planned for Tuesday');
    expect(within(tuesday!).queryByRole('link')).toBeNull();
    expect(screen.getByText('Daily energy target: 1,800 kcal')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print week' })).toBeVisible();
    expect(screen.getByRole('article', { hidden: true, name: 'Printable week' })).toHaveTextContent(
      'Weekly meal plan — Meera Iyer',
    );
  });

  it('sends a day to a client who reads Hindi in Hindi, while the page stays English', async () => {
    answer(
      'get',
      '/clients/7/meal-plan',
      planWeek({ Monday: { lunch: { items: [{ ...roti(2), hindiName: 'रोटी' }, dal()] } } }),
    );
    renderScreen(<MealPlanSection client={{ ...client, language: 'hi' }} />, {
      role: 'nutritionist',
    });
    const table = await screen.findByRole('table', { name: 'The week’s meal plan' });
    const link = within(table).getByRole('link', { name: /^Send Monday on WhatsApp/ });
    const text = () => new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    await waitFor(() => expect(text()).toMatch(/^सोमवार की भोजन योजना\n/));
    expect(text()).toContain('दोपहर का भोजन: 2 रोटी (80 g) — roti · 1 कटोरी dal (150 g)');
    expect(document.documentElement.lang).not.toBe('hi');
  });
});
