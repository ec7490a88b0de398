import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntakeForm, IntakeSend, IntakeSendSummary } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { ClientIntakeSection } from './client-intake-section.tsx';

startMockApi();

const path = '/clients/7/intake-sends';
const form = { id: 1, title: 'New client intake', retiredAt: null } as IntakeForm;
const signed: IntakeSendSummary = {
  id: 3,
  formId: 1,
  title: 'New client intake',
  version: 1,
  status: 'completed',
  sentAt: '2026-03-01T04:30:00.000Z',
  openedAt: '2026-03-01T05:00:00.000Z',
  savedAt: '2026-03-01T06:00:00.000Z',
  completedAt: '2026-03-01T06:00:00.000Z',
  remindedAt: null,
};
const show = () => renderScreen(<ClientIntakeSection clientId={7} />, { role: 'nutritionist' });

describe('the client page’s intake forms (issue 35)', () => {
  itShowsReadStates({
    path,
    show,
    otherReads: () => answer('get', '/intake-forms', [form]),
    loading: { status: 'Loading her intake forms…' },
    empty: { answer: [], says: 'No forms sent yet.' },
    failed: { says: 'Could not load her intake forms. Please try again later.' },
  });

  it('sends her a chosen form', async () => {
    answer('get', '/intake-forms', [form]);
    answer('get', path, []);
    const sent = recordCalls('post', path, { ...signed, status: 'sent', completedAt: null });
    show();
    await screen.findByRole('option', { name: 'New client intake' });
    fireEvent.change(screen.getByLabelText('Send a form'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ formId: 1 }]));
  });

  it('shows each form’s status with its dates, and reads a signed one with her signature and her file to download', async () => {
    answer('get', '/intake-forms', [form]);
    answer('get', path, [signed]);
    answer('get', `${path}/3`, {
      ...signed,
      intro: '',
      consentStatement: 'I confirm these answers are true.',
      sections: [
        {
          id: 's',
          title: 'About you',
          questions: [
            { id: 'h', kind: 'number', label: 'Height', unit: 'cm', required: true },
            { id: 'r', kind: 'file', label: 'Blood report', required: false },
          ],
        },
      ],
      answers: { h: 162, r: { fileId: 31 } },
      signedName: 'Meera Iyer',
      signedOn: '2026-03-01',
    } satisfies IntakeSend);
    show();
    expect(await screen.findByText('Completed')).toBeVisible();
    expect(screen.getByText(/sent .* · opened .* · signed/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Read answers: New client intake' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client intake (v1)' });
    expect(await within(dialog).findByText('162 cm')).toBeVisible();
    expect(within(dialog).getByText(/Signed by Meera Iyer on/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Download the file' })).toBeVisible();
  });
});
