import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { measurement, weekEntry } from '#web-test/fixtures/measurement-records.ts';
import { MeasurementChart } from './measurement-chart.tsx';
import { MeasurementTable } from './measurement-table.tsx';

const caption = () => screen.getByRole('figure');

describe('the measurement chart', () => {
  it('draws weight alone, with its figures in words for a screen reader', () => {
    render(
      <MeasurementChart
        points={[weekEntry(1, '2026-10-03', 72.4), measurement('2026-11-20', 70)]}
      />,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(caption()).toHaveTextContent(
      'Weight: from 72.4 kg on 3 Oct to 70 kg on 20 Nov (−2.4 kg), 2 entries',
    );
  });

  it('offers waist and hip, and body fat, as their own charts once she records them', () => {
    render(
      <MeasurementChart
        points={[
          measurement('2026-10-03', 72.4, { waistCm: 84, hipCm: 100 }),
          measurement('2026-11-20', 70, { waistCm: 81, bodyFatPct: 31 }),
        ]}
      />,
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Weight (kg)', 'Waist & hip (cm)', 'Body fat (%)']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Waist & hip (cm)' }));
    expect(caption()).toHaveTextContent(
      'Waist: from 84 cm on 3 Oct to 81 cm on 20 Nov (−3.0 cm), 2 entries, lowest 81 cm, highest 84 cm. Hip: 100 cm on 3 Oct, one entry.',
    );
  });

  it('says there is nothing to draw in words the caller chooses', () => {
    render(<MeasurementChart points={[]} empty="No measurements in the last 4 weeks." />);
    expect(screen.getByText('No measurements in the last 4 weeks.')).toBeVisible();
  });
});

describe('the measurement table', () => {
  it('lists entries newest first, names a week entry’s week and says what was not recorded', () => {
    render(
      <MeasurementTable
        caption="Measurements"
        empty="None yet."
        entries={[weekEntry(2, '2026-10-10', 72), measurement('2026-11-20', 70.2, { waistCm: 81 })]}
        action={(entry) => (entry.source === 'measurement' ? <button>Delete</button> : null)}
      />,
    );
    const [, newest, oldest] = within(screen.getByRole('table')).getAllByRole('row');
    expect(newest).toHaveTextContent(/^20 Nov 202670\.281—not recorded—not recordedDelete$/);
    expect(oldest).toHaveTextContent(/^10 Oct 2026Week 272/);
    expect(within(oldest!).queryByRole('button')).toBeNull();
  });

  it('draws no Actions column when no entry shown has an action', () => {
    render(
      <MeasurementTable
        caption="Measurements"
        empty="None yet."
        entries={[weekEntry(1, '2026-10-03', 72.4), weekEntry(2, '2026-10-10', 72)]}
        action={(entry) => (entry.source === 'measurement' ? <button>Delete</button> : null)}
      />,
    );
    const head = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(head).toEqual(['Date', 'Weight (kg)', 'Waist (cm)', 'Hip (cm)', 'Body fat (%)']);
    const [, newest] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(newest!).getAllByRole('cell')).toHaveLength(4);
  });

  it('says so when there are no entries', () => {
    render(<MeasurementTable caption="Measurements" empty="None yet." entries={[]} />);
    expect(screen.getByRole('cell')).toHaveTextContent('None yet.');
  });
});
