import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingMessages, type BillingSettings } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { expectFieldMessage, refuseField } from '#web-test/refusal.ts';
import { recordCalls } from '#web-test/sent.ts';
import { BillingSettingsCard } from './billing-settings-card.tsx';

startMockApi();

const path = '/admin/billing-settings';
const show = () => renderScreen(<BillingSettingsCard />, { role: 'admin' });
const saved: BillingSettings = {
  legalName: 'NourishWell Nutrition LLP',
  address: '12 MG Road, Kochi 682016',
  stateCode: '32',
  gstin: null,
  blockBeyondSessions: false,
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save billing settings' }));

describe('the practice’s billing settings', () => {
  itShowsReadStates({
    path,
    show,
    loading: { status: 'Loading billing settings…' },
    failed: {
      says: 'Something went wrong',
      retried: { answer: saved, shows: () => screen.findByDisplayValue(saved.legalName) },
    },
  });

  it('starts empty until they are set, and sends no GSTIN as none', async () => {
    answer('get', path, null);
    const sent = recordCalls('put', path, { ...saved, blockBeyondSessions: true });
    show();
    expect(await screen.findByText(/Invoices cannot be issued until/)).toBeVisible();
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription(
      'Leave empty if the practice is not registered for GST: it then issues bills of supply, without GST.',
    );
    type('Legal name', saved.legalName);
    type('Address on invoices', saved.address);
    type('State', '32');
    expect(screen.getByRole('option', { name: 'Kerala (32)' })).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('switch', { name: 'Refuse bookings beyond the sessions left' }),
    );
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ...saved, blockBeyondSessions: true });
  });

  it('refuses a GSTIN that does not check, before sending it', async () => {
    answer('get', path, saved);
    const sent = recordCalls('put', path, saved);
    show();
    await screen.findByDisplayValue(saved.legalName);
    type('GSTIN', '32ABCDE1234F1Z8');
    save();
    await expectFieldMessage('GSTIN', billingMessages.gstinInvalid);
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal next to its field', async () => {
    answer('get', path, saved);
    refuseField('put', path, 'address', billingMessages.addressInvalid);
    show();
    await screen.findByDisplayValue(saved.legalName);
    save();
    await expectFieldMessage('Address on invoices', billingMessages.addressInvalid);
  });
});
