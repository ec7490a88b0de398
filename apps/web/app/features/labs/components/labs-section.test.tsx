import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  answer,
  apiServer,
  neverAnswer,
  renderScreen,
  startMockApi,
  fail,
} from '#web-test/screen.tsx';
import { meeraLabs, noLabs } from './lab-fixtures.test-data.ts';
import { LabsSection } from './labs-section.tsx';

startMockApi();

const show = () => renderScreen(<LabsSection clientId={7} />, { role: 'nutritionist' });

describe('her client’s lab results section', () => {
  it('says they are loading, then that they failed with Retry', async () => {
    neverAnswer('get', '/clients/7/labs');
    const first = show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading lab results…');
    first.unmount();
    fail('get', '/clients/7/labs');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load lab results. Please try again later.',
    );
  });

  it('says there is nothing to read and no results yet', async () => {
    answer('get', '/clients/7/labs', noLabs);
    show();
    expect(await screen.findByText('No reports awaiting reading.')).toBeVisible();
    expect(screen.getByText('No lab results yet.')).toBeVisible();
  });

  it('refuses an impossible HbA1c before sending, naming the test and its span', async () => {
    answer('get', '/clients/7/labs', noLabs);
    show();
    fireEvent.change(await screen.findByLabelText('Test'), { target: { value: 'hba1c' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'HbA1c must be a number between 3 and 20 %.',
    );
  });

  it('sends a panel linked to the report she chose to read, each test in its unit', async () => {
    answer('get', '/clients/7/labs', meeraLabs);
    let sent: unknown;
    apiServer.use(
      http.post('*/api/clients/7/labs', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json([], { status: 201 });
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Enter values from this report' }));
    expect(screen.getByLabelText('From report')).toHaveValue('4');
    fireEvent.change(screen.getByLabelText('Date taken'), { target: { value: '2026-08-10' } });
    fireEvent.change(screen.getByLabelText('Test'), { target: { value: 'fastingGlucose' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '5.8' } });
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'mmol/L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() =>
      expect(sent).toEqual({
        takenOn: '2026-08-10',
        labReportId: 4,
        values: [{ code: 'fastingGlucose', value: 5.8, unit: 'mmol/L' }],
      }),
    );
  });

  it('asks before deleting a value, saying which value goes', async () => {
    answer('get', '/clients/7/labs', meeraLabs);
    show();
    const hba1c = await screen.findByRole('region', { name: 'HbA1c' });
    fireEvent.click(within(hba1c).getByRole('button', { name: 'Delete HbA1c of 10 May 2026' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'HbA1c 6.1 %, taken on 10 May 2026, will be removed from her record.',
    );
  });
});
