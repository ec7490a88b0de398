import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consentMessages, PRIVACY_NOTICE_VERSION, type ConsentLog } from '@nourishwell/shared';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { ConsentCard } from './consent-card.tsx';

startMockApi();

const log = (over: Partial<ConsentLog> = {}): ConsentLog => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  acceptedVersion: PRIVACY_NOTICE_VERSION,
  withdrawnAt: null,
  items: [
    {
      version: PRIVACY_NOTICE_VERSION,
      action: 'accept',
      method: 'sign-in',
      createdAt: '2026-11-25T04:30:00.000Z',
    },
    { version: '2025-01-01', action: 'accept', method: 'form', createdAt: '2025-01-02T05:00:00Z' },
  ],
  ...over,
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the consent card', () => {
  it('says which version she accepted and when, and lists her log newest first', async () => {
    answer('get', '/me/consents', log());
    renderScreen(<ConsentCard />, { role: 'client' });
    expect(
      await screen.findByText(
        new RegExp(
          `You accepted the current privacy notice \\(version ${PRIVACY_NOTICE_VERSION}\\) on`,
        ),
      ),
    ).toBeInTheDocument();
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(`Accepted${PRIVACY_NOTICE_VERSION}At sign-in`);
    expect(rows[1]).toHaveTextContent('Accepted2025-01-01Enquiry form');
  });

  it('says when the notice changed and she has not accepted the new version', async () => {
    answer('get', '/me/consents', log({ acceptedVersion: '2025-01-01', items: [] }));
    renderScreen(<ConsentCard />, { role: 'nutritionist' });
    expect(await screen.findByText(/you have not accepted it yet/)).toBeInTheDocument();
    expect(screen.getByText(consentMessages.empty)).toBeInTheDocument();
  });

  it('says when she withdrew consent', async () => {
    answer('get', '/me/consents', log({ withdrawnAt: '2026-11-26T06:00:00.000Z' }));
    renderScreen(<ConsentCard />, { role: 'client' });
    expect(await screen.findByText(/You withdrew your consent on/)).toBeInTheDocument();
  });

  it('shows loading while the log is on its way', () => {
    neverAnswer('get', '/me/consents');
    renderScreen(<ConsentCard />, { role: 'client' });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('says the log could not load, with Retry', async () => {
    fail('get', '/me/consents');
    renderScreen(<ConsentCard />, { role: 'client' });
    expect(await screen.findByText(consentMessages.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
