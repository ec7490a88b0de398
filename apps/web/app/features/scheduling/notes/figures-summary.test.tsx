import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#web-test/screen.tsx';
import { FiguresSummary } from './figures-summary.tsx';

describe('her figures when the note was opened', () => {
  it('names each lab test with its value to the test’s decimals, its unit and the day it was taken', () => {
    renderScreen(
      <FiguresSummary
        figures={{
          weightKg: 72.4,
          waistCm: null,
          bmi: 27.6,
          adherencePercent: 59,
          since: '2026-08-01',
          labs: [
            { code: 'fastingGlucose', value: 104.49, takenOn: '2026-08-20' },
            { code: 'tsh', value: 5.2, takenOn: '2026-08-20' },
          ],
        }}
      />,
      { role: 'nutritionist' },
    );
    const figures = screen.getByRole('region', { name: 'Her figures when the note was opened' });
    expect(within(figures).getByText('Fasting glucose')).toBeInTheDocument();
    expect(within(figures).getByText('104 mg/dL (20 Aug 2026)')).toBeInTheDocument();
    expect(within(figures).getByText('5.20 µIU/mL (20 Aug 2026)')).toBeInTheDocument();
    expect(within(figures).queryByText('fastingGlucose')).toBeNull();
  });
});
