import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { grievanceMessages, type AdminGrievance } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { GrievancesPanel } from './grievances-panel.tsx';

startMockApi();

const path = '/admin/grievances';
const concern = (over: Partial<AdminGrievance> = {}): AdminGrievance => ({
  id: 7,
  reference: 'DC-ABCDEF',
  name: 'Asha Rao',
  email: 'asha@example.test',
  subject: 'Delete my enquiry',
  message: 'Please remove the enquiry I sent last year.',
  status: 'open',
  createdAt: '2026-11-20T04:30:00.000Z',
  dueAt: '2027-02-18T04:30:00.000Z',
  daysLeft: 86,
  overdue: false,
  reply: null,
  resolvedAt: null,
  ...over,
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the admin’s data concerns', () => {
  itShowsReadStates({
    path,
    show: () => renderScreen(<GrievancesPanel />, { role: 'admin' }),
    loading: 'Loading…',
    empty: { answer: [], says: grievanceMessages.noneOpen },
    failed: { says: grievanceMessages.loadFailed },
  });

  it('shows each concern’s sender, dates and how overdue or near it is', async () => {
    answer('get', path, [
      concern({ id: 1, reference: 'DC-LATEAA', overdue: true, daysLeft: -3 }),
      concern({ id: 2, reference: 'DC-SOONBB', daysLeft: 5, status: 'inProgress' }),
    ]);
    renderScreen(<GrievancesPanel />, { role: 'admin' });
    await screen.findByText('DC-LATEAA');
    const [late, soon] = bodyRows();
    expect(late).toHaveTextContent(/DC-LATEAA.*Asha Rao.*asha@example\.test.*Overdue 3 days.*Open/);
    expect(soon).toHaveTextContent(/DC-SOONBB.*5 days left.*In progress/);
  });

  it('asks for the status it is filtered by', async () => {
    const asked: string[] = [];
    apiServer.use(
      http.get(`*/api${path}`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([]);
      }),
    );
    renderScreen(<GrievancesPanel />, { role: 'admin' });
    await screen.findByText(grievanceMessages.noneOpen);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'resolved' } });
    await waitFor(() => expect(asked).toContain('?status=resolved'));
  });

  it('marks a concern in progress and resolves it with a reply after asking', async () => {
    answer('get', path, [concern()]);
    const sent: Array<{ method: string; url: string; body: unknown }> = [];
    const record = async ({ request }: { request: Request }) => {
      sent.push({ method: request.method, url: request.url, body: await request.json() });
      return HttpResponse.json(concern({ status: 'resolved', reply: 'Done.' }));
    };
    apiServer.use(
      http.patch(`*/api${path}/7`, record),
      http.post(`*/api${path}/7/resolve`, record),
    );
    renderScreen(<GrievancesPanel />, { role: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open DC-ABCDEF' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please remove the enquiry I sent last year.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark in progress' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { status: 'inProgress' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply and resolve' }));
    expect(await within(dialog).findByText(grievanceMessages.replyRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reply'), { target: { value: 'Done.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply and resolve' }));
    expect(await within(dialog).findByText(/Send this reply to asha@example\.test/)).toBeVisible();
    expect(sent).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, send and resolve' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'POST', body: { reply: 'Done.' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
