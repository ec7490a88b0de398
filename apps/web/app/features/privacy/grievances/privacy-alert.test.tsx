import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrivacySummary } from '@nourishwell/shared';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { privacySummaryQuery } from './grievances-api.ts';
import { PrivacyAlert } from './privacy-alert.tsx';

/** Reads the same summary, so once it says loaded the alert has its answer too. */
function Loaded() {
  return useQuery(privacySummaryQuery()).isSuccess ? <p>loaded</p> : null;
}

startMockApi();

const summary = (over: Partial<PrivacySummary> = {}): PrivacySummary => ({
  openGrievances: 2,
  overdueGrievances: 0,
  dueSoonGrievances: 1,
  openBreaches: 1,
  breachesPastReportDeadline: 0,
  ...over,
});

describe('the admin dashboard’s privacy alert', () => {
  it('shows nothing when no deadline has passed', async () => {
    answer('get', '/admin/privacy/summary', summary());
    renderScreen(
      <>
        <PrivacyAlert />
        <Loaded />
      </>,
      { role: 'admin' },
    );
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Privacy' })).not.toBeInTheDocument();
  });

  it('names overdue concerns and unreported breaches, with a link to Privacy', async () => {
    answer(
      'get',
      '/admin/privacy/summary',
      summary({ overdueGrievances: 1, breachesPastReportDeadline: 2 }),
    );
    renderScreen(<PrivacyAlert />, { role: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 data concern is past the 90-day answer date');
    expect(alert).toHaveTextContent('2 breaches are not reported within 72 hours');
    expect(screen.getByRole('link', { name: 'Open Privacy' })).toHaveAttribute(
      'href',
      '/dashboard/admin/privacy',
    );
  });
});
