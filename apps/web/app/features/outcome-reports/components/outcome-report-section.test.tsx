import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { OutcomeReportSection } from './outcome-report-section.tsx';

startMockApi();

const PATH = '/clients/7/outcome-reports';
const show = () => renderScreen(<OutcomeReportSection clientId={7} />, { role: 'nutritionist' });

describe('the outcome report on her client’s page', () => {
  it('says there are no reports yet', async () => {
    answer('get', PATH, []);
    show();
    expect(await screen.findByText('No reports yet.')).toBeVisible();
  });

  it('says the reports failed to load', async () => {
    fail('get', PATH);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('the outcome reports');
  });

  it('offers each saved report’s PDF and sending it by email or text', async () => {
    answer('get', PATH, [
      {
        id: 3,
        clientId: 7,
        from: '2026-08-01',
        to: '2026-10-31',
        summary: 'Weight down 3.5 kg.',
        createdAt: '2026-11-01T06:00:00.000Z',
      },
    ]);
    show();
    const list = await screen.findByRole('list', { name: 'Saved reports' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Weight down 3.5 kg.');
    for (const name of ['Download PDF', 'Send by email', 'Send by WhatsApp/SMS'])
      expect(within(item).getByRole('button', { name })).toBeVisible();
  });
});
