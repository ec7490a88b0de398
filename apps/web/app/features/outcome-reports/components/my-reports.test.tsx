import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { MyReports } from './my-reports.tsx';

startMockApi();

const PATH = '/clients/7/outcome-reports';
const show = () => renderScreen(<MyReports clientId={7} />, { role: 'client' });
const report = {
  id: 3,
  clientId: 7,
  from: '2026-08-01',
  to: '2026-10-31',
  summary: 'Cycles more regular; weight down 3.5 kg.',
  createdAt: '2026-11-01T06:00:00.000Z',
};

describe('her progress reports', () => {
  itShowsReadStates({
    path: PATH,
    show,
    loading: { status: 'Loading your reports' },
    empty: { answer: [], says: /No reports yet/ },
    failed: { says: 'Could not load your reports. Please try again.' },
  });

  it('lists each report’s period and summary with its PDF to download', async () => {
    answer('get', PATH, [report]);
    show();
    const list = await screen.findByRole('list', { name: 'Your reports' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('1 Aug 2026 to 31 Oct 2026');
    expect(item).toHaveTextContent('Cycles more regular; weight down 3.5 kg.');
    expect(within(item!).getByRole('button', { name: 'Download PDF' })).toBeVisible();
  });

  it('says it in Hindi for her who chose Hindi', async () => {
    answer('get', PATH, [report]);
    renderScreen(
      <I18nProvider locale="hi">
        <MyReports clientId={7} />
      </I18nProvider>,
      { role: 'client' },
    );
    const list = await screen.findByRole('list', { name: 'आपकी रिपोर्ट' });
    expect(within(list).getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeVisible();
  });
});
