import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { meeraLabs, noLabs } from './lab-fixtures.test-data.ts';
import { LabUploadForm } from './lab-upload-form.tsx';
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

  it('shows each test with its range, “Retest due”, every value dated, to its test’s decimals, and marked High or Low in words', async () => {
    answer('get', '/clients/7/labs', meeraLabs);
    show();
    const hba1c = await screen.findByRole('region', { name: 'HbA1c' });
    expect(within(hba1c).getByText('Healthy range 4–5.6 %')).toBeVisible();
    expect(within(hba1c).getByText('Retest due')).toBeVisible();
    const [, newest, oldest] = within(hba1c).getAllByRole('row');
    expect(newest).toHaveTextContent('10 Aug 20265.5 %—In range');
    expect(oldest).toHaveTextContent('10 May 20266.1 %—High');
    const glucose = screen.getByRole('region', { name: 'Fasting glucose' });
    expect(within(glucose).getByRole('row', { name: /105 mg\/dL/ })).toHaveTextContent(
      '5.8 mmol/L',
    );
    expect(within(glucose).getByText('Healthy range 70–99 mg/dL')).toBeVisible();
    expect(screen.getByRole('region', { name: 'HOMA-IR (insulin resistance)' })).toHaveTextContent(
      '3.1High',
    );
  });

  it('lists the reports she sent with a button to open each and whether it was read', async () => {
    answer('get', '/clients/7/labs', meeraLabs);
    show();
    expect(await screen.findByRole('button', { name: 'Open thyrocare-aug.pdf' })).toBeVisible();
    expect(screen.getByText('Awaiting reading')).toBeVisible();
  });
});

describe('sending a lab report', () => {
  it('asks for a file first, then sends the chosen PDF with the date taken and says it was sent', async () => {
    answer('get', '/clients/7/labs', noLabs);
    let sent: FormData | undefined;
    apiServer.use(
      http.post('*/api/clients/7/lab-reports', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(meeraLabs.reports[0], { status: 201 });
      }),
    );
    renderScreen(<LabUploadForm clientId={7} />, { role: 'client' });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a PDF or a photo of your report.',
    );
    const pdf = new File(['%PDF-1.4'], 'thyrocare.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Report (PDF or photo)'), { target: { files: [pdf] } });
    expect(screen.getByLabelText('Or take a photo of the report')).toHaveAttribute(
      'capture',
      'environment',
    );
    fireEvent.change(screen.getByLabelText('Date the sample was taken (if you know it)'), {
      target: { value: '2026-08-10' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent?.get('takenOn')).toBe('2026-08-10'));
    expect((sent?.get('report') as File).name).toBe('thyrocare.pdf');
  });
});
