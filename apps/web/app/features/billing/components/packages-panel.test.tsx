import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingMessages } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { packageRecord } from '#web-test/fixtures/billing-records.ts';
import { PackagesPanel } from './packages-panel.tsx';

startMockApi();

const path = '/admin/packages';
const show = () => renderScreen(<PackagesPanel />, { role: 'admin' });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describe('the admin’s packages', () => {
  itShowsReadStates({
    path,
    show,
    loading: 'Loading…',
    empty: { answer: [], says: 'No packages yet. Add the first package the practice sells.' },
    failed: { says: 'Could not load the packages. Please try again.' },
  });

  it('shows each package with its price, GST, total with GST, SAC, status and sales', async () => {
    answer('get', path, [
      packageRecord(),
      packageRecord({
        id: 2,
        name: 'Unlimited month',
        sessionsIncluded: null,
        durationWeeks: 1,
        pricePaise: 10_000_050,
        gstRate: 0,
        active: false,
        sold: 0,
      }),
    ]);
    show();
    await screen.findByText('Weight loss — 3 months');
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Name',
      'Sessions',
      'Duration',
      'Price',
      'GST',
      'Total with GST',
      'SAC',
      'Status',
      'Sold',
      'Actions',
    ]);
    const [first, second] = bodyRows();
    expect(first).toHaveTextContent(
      /Weight loss — 3 months8 sessions12 weeks₹2,499.0018%₹2,948.82999319Active3/,
    );
    expect(
      within(first!).getByRole('button', { name: 'Retire Weight loss — 3 months' }),
    ).toHaveTextContent('Retire');
    expect(second).toHaveTextContent(
      /Unlimited monthUnlimited1 week₹1,00,000.500%₹1,00,000.50999319Retired0/,
    );
    expect(
      within(second!).getByRole('button', { name: 'Make Unlimited month active' }),
    ).toHaveTextContent('Make active');
  });

  it('adds a package with its price sent in whole paise (₹2,499.50 is 249950)', async () => {
    answer('get', path, []);
    const sent = recordCalls('post', path, packageRecord({ id: 3, pricePaise: 249_950 }), 201);
    show();
    await screen.findByText(/No packages yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    type('Name', 'Gut health — 6 weeks');
    type('Duration (weeks)', '6');
    type('Sessions included', '6');
    type('Price before GST (₹)', '2,499.50');
    fireEvent.change(within(dialog()).getByLabelText('GST rate'), { target: { value: '5' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Gut health — 6 weeks',
      description: '',
      durationWeeks: 6,
      sessionsIncluded: 6,
      pricePaise: 249_950,
      gstRate: 5,
      sacCode: '999319',
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends unlimited sessions as none, and refuses a price with a third decimal', async () => {
    answer('get', path, []);
    const sent = recordCalls('post', path, packageRecord({ id: 3, sessionsIncluded: null }), 201);
    show();
    await screen.findByText(/No packages yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    type('Name', 'Unlimited month');
    type('Price before GST (₹)', '2499.505');
    fireEvent.click(within(dialog()).getByRole('switch', { name: 'Unlimited sessions' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add package' }));
    await waitFor(() =>
      expect(within(dialog()).getByLabelText('Price before GST (₹)')).toHaveAccessibleDescription(
        billingMessages.priceInvalid,
      ),
    );
    expect(sent).toHaveLength(0);
    type('Price before GST (₹)', '2499');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ sessionsIncluded: null, pricePaise: 249_900 });
  });

  it('edits a package with its price shown in rupees, and retires another in one step', async () => {
    answer('get', path, [packageRecord({ pricePaise: 249_950 })]);
    const saved = recordCalls('put', `${path}/1`, packageRecord({ active: false }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Weight loss — 3 months' }));
    expect(within(dialog()).getByLabelText('Price before GST (₹)')).toHaveValue('2499.50');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retire Weight loss — 3 months' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ active: false, pricePaise: 249_950, sessionsIncluded: 8 });
    expect(saved[0]).not.toHaveProperty('id');
  });
});
