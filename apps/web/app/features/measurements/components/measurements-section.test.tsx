import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { measurement, weekEntry } from '#web-test/fixtures/measurement-records.ts';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { MeasurementsSection } from './measurements-section.tsx';

startMockApi();

const as = (screenUnderTest: ReactNode) => renderScreen(screenUnderTest, { role: 'nutritionist' });

describe('her client’s weight and measurements', () => {
  const show = () => as(<MeasurementsSection clientId={7} />);

  it('says they are loading while they are on their way', async () => {
    neverAnswer('get', '/clients/7/measurements');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading measurements…');
  });

  it('says they failed to load and offers Retry', async () => {
    fail('get', '/clients/7/measurements');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load measurements. Please try again later.',
    );
  });

  it('says none are recorded yet', async () => {
    answer('get', '/clients/7/measurements', []);
    show();
    expect(await screen.findByText('No measurements recorded yet.')).toBeVisible();
  });

  it('charts them and lists every entry newest first, a Week entry at the date it was saved', async () => {
    answer('get', '/clients/7/measurements', [
      weekEntry(1, '2026-10-03', 72.4),
      measurement('2026-11-20', 70, { waistCm: 81 }),
    ]);
    show();
    const table = await screen.findByRole('table', { name: 'Measurement entries' });
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('20 Nov 2026');
    expect(oldest).toHaveTextContent('3 Oct 2026Week 1');
    expect(screen.getByRole('tab', { name: 'Weight (kg)' })).toBeVisible();
    expect(screen.getByLabelText('Period')).toBeVisible();
  });
});
