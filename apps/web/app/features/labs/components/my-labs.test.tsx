import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { meeraLabs, noLabs } from './lab-fixtures.test-data.ts';
import { MyLabs } from './my-labs.tsx';

startMockApi();

describe('her lab results page', () => {
  const show = () => renderScreen(<MyLabs clientId={7} />, { role: 'client' });

  itShowsReadStates({
    path: '/clients/7/labs',
    show,
    loading: { status: 'Loading lab results…' },
    empty: {
      answer: noLabs,
      says: 'No lab results yet.',
      also: () => expect(screen.getByText('No reports uploaded yet.')).toBeVisible(),
    },
    failed: { says: 'Lab results could not be loaded. Please try again.' },
  });

  it('shows each test with its range, “Retest due”, and every value dated and marked High or Low in words', async () => {
    answer('get', '/clients/7/labs', meeraLabs);
    show();
    const hba1c = await screen.findByRole('region', { name: 'HbA1c' });
    expect(within(hba1c).getByText('Healthy range 4–5.6 %')).toBeVisible();
    expect(within(hba1c).getByText('Retest due')).toBeVisible();
    const [, newest, oldest] = within(hba1c).getAllByRole('row');
    expect(newest).toHaveTextContent('10 Aug 20265.5 %—In range');
    expect(oldest).toHaveTextContent('10 May 20266.1 %—High');
    const glucose = screen.getByRole('region', { name: 'Fasting glucose' });
    expect(within(glucose).getByRole('row', { name: /104.5 mg\/dL/ })).toHaveTextContent(
      '5.8 mmol/L',
    );
    expect(within(glucose).getByText('Healthy range 70–99 mg/dL')).toBeVisible();
    expect(screen.getByRole('region', { name: 'HOMA-IR (insulin resistance)' })).toHaveTextContent(
      '3.1High',
    );
  });

  it('lists the reports she sent with a link to open each and whether it was read', async () => {
    answer('get', '/clients/7/labs', meeraLabs);
    show();
    const link = await screen.findByRole('link', { name: 'Open thyrocare-aug.pdf' });
    expect(link).toHaveAttribute('href', '/api/record-files/9');
    expect(screen.getByText('Awaiting reading')).toBeVisible();
  });
});
