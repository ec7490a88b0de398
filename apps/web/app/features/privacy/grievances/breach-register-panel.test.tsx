import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { breachMessages, type Breach, type BreachDetail } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { BreachRegisterPanel } from './breach-register-panel.tsx';

startMockApi();

const path = '/admin/breaches';
const breach = (over: Partial<Breach> = {}): Breach => ({
  id: 3,
  title: 'Laptop stolen',
  description: 'A practice laptop was stolen.',
  dataInvolved: 'Names and meal plans',
  discoveredAt: '2026-11-20T04:30:00.000Z',
  status: 'open',
  reportedAt: null,
  notifiedAt: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  reportBy: '2026-11-23T04:30:00.000Z',
  hoursLeft: 30,
  overdue: false,
  affectedCount: 2,
  erasedAffected: 0,
  ...over,
});
const detail = (over: Partial<BreachDetail> = {}): BreachDetail => ({
  ...breach(),
  affected: [
    { id: 10, name: 'Asha Rao', email: 'asha@example.test', role: 'client' },
    { id: 11, name: 'Ravi Iyer', email: 'ravi@example.test', role: 'client' },
  ],
  email: { subject: 'Important: a personal data breach', body: 'Hello,\nData involved: Names' },
  ...over,
});

describe('the breach register', () => {
  itShowsReadStates({
    path,
    show: () => renderScreen(<BreachRegisterPanel />, { role: 'admin' }),
    loading: 'Loading…',
    empty: { answer: [], says: breachMessages.none },
    failed: { says: breachMessages.loadFailed },
  });

  it('shows each incident’s 72-hour clock: hours left, overdue or reported', async () => {
    answer('get', path, [
      breach({ id: 1, title: 'Late one', overdue: true, hoursLeft: -20 }),
      breach({ id: 2, title: 'Fresh one' }),
      breach({ id: 4, title: 'Old one', overdue: true, hoursLeft: -100 }),
      breach({ id: 3, title: 'Done one', status: 'reported', reportedAt: '2026-11-21T00:00:00Z' }),
    ]);
    renderScreen(<BreachRegisterPanel />, { role: 'admin' });
    await screen.findByText('Late one');
    const [late, fresh, old, done] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(late).toHaveTextContent(/Late one.*Overdue 20 h.*2.*Open/);
    expect(fresh).toHaveTextContent(/Fresh one.*30 h left/);
    expect(old).toHaveTextContent(/Old one.*Overdue 4 days/);
    expect(done).toHaveTextContent(/Done one.*Reported.*Reported/);
  });

  it('opens an incident with its people and email, and sends the notification after asking', async () => {
    answer('get', path, [breach()]);
    answer('get', `${path}/3`, detail());
    let notified = 0;
    apiServer.use(
      http.post(`*/api${path}/3/notify`, () => {
        notified += 1;
        return HttpResponse.json({ notified: 2 });
      }),
    );
    renderScreen(<BreachRegisterPanel />, { role: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Laptop stolen' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Asha Rao')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Subject: Important: a personal data breach');
    expect(dialog).toHaveTextContent('Data involved: Names');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send notification to 2 people' }));
    expect(within(dialog).getByText(/Send this email to 2 people\?/)).toBeVisible();
    expect(notified).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, send it' }));
    await waitFor(() => expect(notified).toBe(1));
  });

  it('counts the people erased since among the affected, without naming them', async () => {
    answer('get', path, [breach({ affectedCount: 3, erasedAffected: 1 })]);
    answer('get', `${path}/3`, detail({ affectedCount: 3, erasedAffected: 1 }));
    renderScreen(<BreachRegisterPanel />, { role: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Laptop stolen' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Affected people (3)')).toBeVisible();
    expect(within(dialog).getByText(breachMessages.erasedSince(1))).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: 'Send notification to 2 people' }),
    ).toBeVisible();
  });

  it('records an incident for all clients from the form', async () => {
    answer('get', path, []);
    let sent: Record<string, unknown> | undefined;
    apiServer.use(
      http.post(`*/api${path}`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(detail({ id: 9 }), { status: 201 });
      }),
    );
    answer('get', `${path}/9`, detail({ id: 9 }));
    answer('get', '/client/clients', [], { headers: { 'X-Total-Count': '0' } });
    renderScreen(<BreachRegisterPanel />, { role: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Record an incident' }));
    const form = await screen.findByRole('form', { name: 'Record an incident' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill('Title', 'Laptop stolen');
    fill('What happened', 'A practice laptop was stolen.');
    fill('Data involved', 'Names and meal plans');
    fill('Discovered at', '2026-11-20T10:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Record incident' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      title: 'Laptop stolen',
      affected: 'allClients',
      discoveredAt: new Date('2026-11-20T10:00').toISOString(),
    });
  });
});
