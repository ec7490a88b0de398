import { fireEvent, screen, within } from '@testing-library/react';
import type { CaseloadClient } from '@nourishwell/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { standingRecord } from '#web-test/fixtures/billing-records.ts';
import { clientRecord } from '#web-test/fixtures/records.ts';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { ClientsBoard } from './clients-board.tsx';

startMockApi();
// Her clients' packages (issue 34): none to show unless a test says otherwise.
beforeEach(() => answer('get', '/nutritionist/package-standings', []));

const client = (
  id: number,
  name: string,
  lastLoggedOn: string | null,
  adherence7d: number | null,
): CaseloadClient => ({
  ...clientRecord({ id, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.test` }),
  goal: null,
  goalProgress: null,
  latestWeight: null,
  lastLoggedOn,
  adherence7d,
  language: 'en',
});
const caseload = [
  client(1, 'Arjun Mehta', '2026-11-23', 86),
  client(2, 'Divya Nair', null, null),
  client(3, 'Kavya Rao', '2026-11-10', 20),
  client(4, 'Meera Iyer', '2026-11-21', 57),
];
/** The names down the table, top to bottom. */
const names = () =>
  within(screen.getByRole('table', { name: 'My Clients' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);
const sortBy = (label: string) =>
  fireEvent.change(screen.getByLabelText('Sort by'), {
    target: {
      value: [...screen.getByLabelText<HTMLSelectElement>('Sort by').options].find(
        (o) => o.text === label,
      )!.value,
    },
  });

describe('the My Clients screen', () => {
  it('says it is loading while the caseload is on its way', async () => {
    neverAnswer('get', '/client/byNutId');
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading clients...');
  });

  it('shows an empty table with zero clients when she has none', async () => {
    answer('get', '/client/byNutId', []);
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    expect(await screen.findByText('0 clients')).toBeInTheDocument();
  });

  it('says the caseload failed and offers Retry when the server fails', async () => {
    fail('get', '/client/byNutId');
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load client data. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens the meal-plan builder from a client’s Add meal plan action', async () => {
    answer('get', '/client/byNutId', [
      {
        ...clientRecord(),
        goal: null,
        goalProgress: null,
        latestWeight: null,
        lastLoggedOn: null,
        adherence7d: null,
      },
    ]);
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    expect(
      await screen.findByRole('link', { name: 'Add meal plan for Meera Iyer' }),
    ).toHaveAttribute('href', '/dashboard/nutritionist/clients/7/meal-plan');
  });

  it('names each client’s actions in words beside their icons, not only on hover', async () => {
    answer('get', '/client/byNutId', caseload);
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    const table = await screen.findByRole('table', { name: 'My Clients' });
    const meera = within(table).getByRole('row', { name: /^Meera Iyer/ });
    expect(
      within(meera).getByRole('button', { name: 'Add progress for Meera Iyer' }),
    ).toHaveTextContent('Add progress');
    expect(
      within(meera).getByRole('link', { name: 'Add meal plan for Meera Iyer' }),
    ).toHaveTextContent('Add meal plan');
    expect(within(meera).getByRole('button', { name: 'Delete Meera Iyer' })).toHaveTextContent(
      'Delete',
    );
  });

  it('shows when each client last logged and her 7-day adherence with a word beside the colour', async () => {
    answer('get', '/client/byNutId', caseload);
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    const table = await screen.findByRole('table', { name: 'My Clients' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(header.slice(7, 9)).toEqual(['Last logged', '7-day adherence']);
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .slice(7, 9)
        .map((td) => td.textContent);
    expect(cells('Arjun Mehta')).toEqual(['23 Nov 2026', '86%On track']);
    expect(cells('Meera Iyer')).toEqual(['21 Nov 2026', '57%Partial']);
    expect(cells('Kavya Rao')).toEqual(['10 Nov 2026', '20%Low']);
    expect(cells('Divya Nair')).toEqual(['Never', 'No plan']);
  });

  it('sorts by 7-day adherence either way, clients without a plan last', async () => {
    answer('get', '/client/byNutId', caseload);
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    await screen.findByRole('table', { name: 'My Clients' });
    expect(names()).toEqual(['Arjun Mehta', 'Divya Nair', 'Kavya Rao', 'Meera Iyer']);
    sortBy('7-day adherence, lowest first');
    expect(names()).toEqual(['Kavya Rao', 'Meera Iyer', 'Arjun Mehta', 'Divya Nair']);
    sortBy('7-day adherence, highest first');
    expect(names()).toEqual(['Arjun Mehta', 'Meera Iyer', 'Kavya Rao', 'Divya Nair']);
  });

  it('sorts by the day last logged, a client who never logged counting as the longest ago', async () => {
    answer('get', '/client/byNutId', caseload);
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    await screen.findByRole('table', { name: 'My Clients' });
    sortBy('Last logged, longest ago first');
    expect(names()).toEqual(['Divya Nair', 'Kavya Rao', 'Meera Iyer', 'Arjun Mehta']);
    sortBy('Last logged, most recent first');
    expect(names()).toEqual(['Arjun Mehta', 'Meera Iyer', 'Kavya Rao', 'Divya Nair']);
    sortBy('Name (A–Z)');
    expect(names()).toEqual(['Arjun Mehta', 'Divya Nair', 'Kavya Rao', 'Meera Iyer']);
  });

  it('opens in the order the address names (?sort=), so a reload keeps it', async () => {
    answer('get', '/client/byNutId', caseload);
    renderScreen(<ClientsBoard me={4} />, {
      role: 'nutritionist',
      route: '/dashboard/nutritionist/clients?sort=adherenceLow',
    });
    await screen.findByRole('table', { name: 'My Clients' });
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('7-day adherence, lowest first');
    expect(names()[0]).toBe('Kavya Rao');
  });

  it('shows each client’s package beside her name: ended, used up, unpaid, sessions left', async () => {
    answer('get', '/client/byNutId', caseload);
    answer('get', '/nutritionist/package-standings', [
      standingRecord({ clientId: 1 }),
      standingRecord({ clientId: 2, standing: 'none', packageName: null, sessionsLeft: null }),
      standingRecord({ clientId: 3, standing: 'awaitingPayment', sessionsUsed: 0 }),
      standingRecord({ clientId: 4, standing: 'expired', validUntil: '2026-11-20' }),
    ]);
    renderScreen(<ClientsBoard me={4} />, { role: 'nutritionist' });
    const table = await screen.findByRole('table', { name: 'My Clients' });
    const nameCell = (name: string) =>
      within(table).getByRole('link', { name }).closest('td')!.textContent;
    expect(await within(table).findByText('Ended')).toBeVisible();
    expect(within(table).getByTitle('Package ended')).toHaveTextContent('Ended');
    expect(nameCell('Meera Iyer')).toBe('Meera IyerEnded');
    expect(nameCell('Arjun Mehta')).toBe('Arjun Mehta3 left');
    expect(within(table).getByTitle('3 sessions left')).toBeVisible();
    expect(nameCell('Kavya Rao')).toBe('Kavya RaoUnpaid');
    expect(nameCell('Divya Nair')).toBe('Divya Nair');
    // In the name's cell: still twelve columns.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(12);
  });
});
