import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoalRecord, Locale } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { goalsQuery } from '#web/features/goals/api/goals-api.ts';
import { GoalsPanel } from './goals-panel.tsx';

const goal = (over: Partial<GoalRecord>): GoalRecord => ({
  id: 1,
  clientId: 7,
  title: 'Reach 68 kg',
  type: 'Reach 68 kg',
  target: '68 kg',
  progress: 40,
  deadline: '2026-12-31',
  completed: false,
  ...over,
});

function renderPanel(goals: GoalRecord[], locale: Locale = 'en') {
  // The goals are already known: no request is needed to show the panel.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(goalsQuery(7).queryKey, goals);
  render(
    <QueryClientProvider client={client}>
      <I18nProvider locale={locale}>
        <GoalsPanel clientId={7} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const reason = 'You already have an active goal. Please complete or remove it first.';

afterEach(() => vi.unstubAllGlobals());

describe('the goals panel', () => {
  it('speaks Hindi when Hindi is her language: the heading, the reason, the offer', async () => {
    renderPanel([goal({})], 'hi');
    expect(await screen.findByRole('heading', { name: 'मेरे लक्ष्य' })).toBeVisible();
    const add = screen.getByRole('button', { name: 'नया लक्ष्य जोड़ें' });
    expect(add).toHaveAccessibleDescription(
      'आपका एक लक्ष्य पहले से जारी है। कृपया पहले उसे पूरा करें या हटाएं।',
    );
    expect(screen.getByRole('button', { name: '“Reach 68 kg” पूरा करें' })).toBeEnabled();
    expect(screen.getByText('जारी')).toBeVisible();
  });

  it('disables Add New Goal while a goal is active, saying why and offering to complete it', () => {
    renderPanel([goal({})]);
    const add = screen.getByRole('button', { name: 'Add New Goal' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Complete “Reach 68 kg”' })).toBeEnabled();
  });

  it('completes the active goal from the offer beside Add New Goal', async () => {
    const done = goal({ progress: 100, completed: true });
    // The update answers the goal; the list read again afterwards answers all goals.
    const fetch = vi.fn(
      async (_url: string, init?: RequestInit) =>
        new Response(JSON.stringify(init?.method === 'POST' ? done : [done]), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPanel([goal({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Complete “Reach 68 kg”' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add New Goal' })).toBeEnabled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/client\/goal\/update$/);
    expect(JSON.parse(String(init.body))).toEqual({ goalId: 1, progress: 100 });
  });

  it('offers Add New Goal when every goal is complete', () => {
    renderPanel([goal({ progress: 100, completed: true })]);
    expect(screen.getByRole('button', { name: 'Add New Goal' })).toBeEnabled();
    expect(screen.queryByText(reason)).toBeNull();
  });
});
