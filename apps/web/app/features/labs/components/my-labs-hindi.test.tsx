import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { meeraLabs } from './lab-fixtures.test-data.ts';
import { MyLabs } from './my-labs.tsx';

startMockApi();
// The Hindi catalogue loads on demand: a busy machine may take over a second.
configure({ asyncUtilTimeout: 5000 });

describe('her lab results in Hindi', () => {
  it('names the test, its range and High or In range in Hindi, and her report’s state', async () => {
    answer('get', '/clients/7/labs', meeraLabs);
    renderScreen(
      <I18nProvider locale="hi">
        <MyLabs clientId={7} />
      </I18nProvider>,
      { role: 'client' },
    );
    const glucose = await screen.findByRole('region', { name: 'फ़ास्टिंग ग्लूकोज़' });
    expect(within(glucose).getByText('सामान्य सीमा 70–99 mg/dL')).toBeVisible();
    // In its row (the chart, hidden from screen readers, may say it too once drawn).
    expect(within(glucose).getByRole('row', { name: /ज़्यादा/ })).toBeVisible();
    const hba1c = screen.getByRole('region', { name: 'HbA1c (तीन महीने की औसत शुगर)' });
    expect(within(hba1c).getByRole('row', { name: /सीमा में/ })).toBeVisible();
    expect(within(hba1c).getByText('दोबारा जाँच का समय')).toBeVisible();
    expect(screen.getAllByText('पढ़ी जानी बाकी')[0]).toBeVisible();
  });
});
