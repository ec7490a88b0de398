import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntakeSendSummary } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { MyForms } from './my-forms.tsx';

startMockApi();

const path = '/me/intake-sends';
const sent: IntakeSendSummary = {
  id: 9,
  formId: 2,
  title: 'Weekly check-in',
  version: 1,
  status: 'sent',
  sentAt: '2026-03-01T04:30:00.000Z',
  openedAt: null,
  savedAt: null,
  completedAt: null,
  remindedAt: null,
};
const signed: IntakeSendSummary = {
  ...sent,
  id: 4,
  title: 'New client intake',
  status: 'completed',
  openedAt: sent.sentAt,
  savedAt: sent.sentAt,
  completedAt: '2026-02-01T04:30:00.000Z',
};
const show = () => renderScreen(<MyForms />, { role: 'client' });

describe('her forms (issue 35)', () => {
  itShowsReadStates({
    path,
    show,
    loading: 'Loading your forms…',
    empty: {
      answer: [],
      says: 'No forms yet. When your nutritionist sends you one, it appears here and you get a link by email.',
    },
    failed: { says: 'Could not load your forms. Please try again.' },
  });

  it('lists the forms waiting for her apart from the ones she signed, each with its link', async () => {
    answer('get', path, [sent, signed]);
    show();
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(within(waiting).getByRole('link', { name: 'Fill in: Weekly check-in' })).toHaveAttribute(
      'href',
      '/dashboard/client/forms/9',
    );
    const done = screen.getByRole('region', { name: 'Done' });
    expect(within(done).getByRole('link', { name: 'View: New client intake' })).toBeVisible();
    expect(within(done).getByText(/^Signed /)).toBeVisible();
  });
});
