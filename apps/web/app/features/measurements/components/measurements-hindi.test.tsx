import { configure, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Measurement } from '@nourishwell/shared';
import { useChartRange } from '#web/components/charts/use-chart-range.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { measurement, weekEntry } from '#web-test/fixtures/measurement-records.ts';
import { renderScreen, startMockApi } from '#web-test/screen.tsx';
import { ProgressSection, RecordMeasurementDialog } from './progress-section.tsx';

startMockApi();
configure({ asyncUtilTimeout: 5000 });

/** Her dashboard's progress section over the period it opens on, as the dashboard holds it. */
function Progress({ entries }: { entries: Measurement[] }) {
  const period = useChartRange(entries);
  return <ProgressSection clientId={7} entries={entries} period={period} />;
}

const inHindi = (screenUnderTest: ReactNode) =>
  renderScreen(<I18nProvider locale="hi">{screenUnderTest}</I18nProvider>, { role: 'client' });

// Long ago, so the chart opens on all time whatever today is.
const entries = [
  weekEntry(1, '2020-10-03', 72.4),
  measurement('2020-11-20', 70, { waistCm: 81, hipCm: 99 }),
];

describe('her weight and measurements in Hindi', () => {
  it('names the period, the columns, a week entry and what was not recorded in Hindi', async () => {
    inHindi(<Progress entries={entries} />);
    const table = await screen.findByRole('table', { name: 'आपके माप' });
    const head = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(head).toEqual([
      'तारीख',
      'वज़न (kg)',
      'कमर (cm)',
      'कूल्हे (cm)',
      'शरीर की चर्बी (%)',
      'विकल्प',
    ]);
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent(/^20 नव॰ 20207081\s*99—दर्ज नहींहटाएं$/);
    expect(oldest).toHaveTextContent(/^3 अक्टू॰ 2020हफ़्ता 172\.4/);
    expect(within(newest!).getByRole('button', { name: '20 नव॰ 2020 का माप हटाएं' })).toBeVisible();
    const period = screen.getByLabelText('अवधि');
    expect(within(period).getByRole('option', { selected: true })).toHaveTextContent('शुरू से अब तक');
  });

  it('offers each chart by its Hindi name and says what it shows in Hindi words', async () => {
    inHindi(<Progress entries={entries} />);
    const girth = await screen.findByRole('tab', { name: 'कमर और कूल्हे (cm)' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['वज़न (kg)', 'कमर और कूल्हे (cm)']);
    expect(await screen.findByRole('figure')).toHaveTextContent(
      'वज़न: 3 अक्टू॰ को 72.4 kg से 20 नव॰ को 70 kg तक (−2.4 kg), 2 एंट्री, सबसे कम 70 kg, सबसे ज़्यादा 72.4 kg।',
    );
    fireEvent.mouseDown(girth);
    expect(screen.getByRole('figure')).toHaveTextContent(
      'कमर: 20 नव॰ को 81 cm, एक एंट्री। कूल्हे: 20 नव॰ को 99 cm, एक एंट्री।',
    );
  });

  it('says in Hindi that there is no progress yet', async () => {
    inHindi(<Progress entries={[]} />);
    expect(
      await screen.findByText('अभी प्रगति की कोई जानकारी नहीं है, अपने न्यूट्रिशनिस्ट से बात करें।'),
    ).toBeVisible();
  });

  it('asks before removing a measurement, in Hindi', async () => {
    inHindi(<Progress entries={entries} />);
    fireEvent.click(await screen.findByRole('button', { name: '20 नव॰ 2020 का माप हटाएं' }));
    const dialog = await screen.findByRole('dialog', { name: 'माप हटाएं?' });
    expect(dialog).toHaveTextContent(
      '20 नव॰ 2020 का माप (70 kg) हटा दिया जाएगा। इसे वापस नहीं लाया जा सकता।',
    );
    expect(within(dialog).getByRole('button', { name: 'हटाएं' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  });
});

describe('the Record measurement dialog in Hindi', () => {
  it('labels the date and every figure in Hindi', async () => {
    inHindi(<RecordMeasurementDialog clientId={7} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'माप लिखें' });
    expect(within(dialog).getByLabelText('तारीख')).toBeVisible();
    expect(
      within(dialog).getByText('उसी तारीख का माप फिर से लिखने पर पुराना माप बदल जाएगा।'),
    ).toBeVisible();
    for (const label of [
      'वज़न (kg)',
      'कमर (cm, ज़रूरी नहीं)',
      'कूल्हे (cm, ज़रूरी नहीं)',
      'शरीर की चर्बी (%, ज़रूरी नहीं)',
    ])
      expect(within(dialog).getByLabelText(label)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'माप सहेजें' })).toBeVisible();
  });
});
