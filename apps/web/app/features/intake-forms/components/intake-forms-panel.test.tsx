import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntakeForm } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { IntakeFormsPanel } from './intake-forms-panel.tsx';

startMockApi();

const path = '/intake-forms';
const checkIn: IntakeForm = {
  id: 2,
  version: 1,
  title: 'Weekly check-in',
  intro: '',
  consentStatement: 'I confirm these answers are true.',
  sections: [
    {
      id: 's-week',
      title: 'This week',
      questions: [
        { id: 'weight', kind: 'number', label: 'Weight', unit: 'kg', required: true },
        { id: 'notes', kind: 'longText', label: 'Notes', required: false },
      ],
    },
  ],
  practiceWide: true,
  retiredAt: null,
  updatedAt: '2026-03-01T04:30:00.000Z',
};
const show = () => renderScreen(<IntakeFormsPanel />, { role: 'nutritionist' });

describe('the intake form builder (issue 35)', () => {
  itShowsReadStates({
    path,
    show,
    loading: { status: 'Loading the intake forms…' },
    empty: { answer: [], says: 'No forms yet. Build one with New form.' },
    failed: { says: 'Could not load the intake forms. Please try again later.' },
  });

  it('edits a form: reorders questions, makes one optional, and saves it as the next version', async () => {
    answer('get', path, [checkIn]);
    const sent = recordCalls('put', `${path}/2`, { ...checkIn, version: 2 });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Weekly check-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Notes up' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Answer required: Weight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0] as IntakeForm;
    expect(body.sections[0]!.questions.map((q) => [q.id, q.required])).toEqual([
      ['notes', false],
      ['weight', false],
    ]);
  });

  it('previews the form as the client sees it', async () => {
    answer('get', path, [checkIn]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Weekly check-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      screen.getByText('The form as the client sees it. Nothing typed here is kept.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/Weight \(kg\)/)).toBeVisible();
  });

  it('retires a form only after she confirms', async () => {
    answer('get', path, [checkIn]);
    const sent = recordCalls('post', `${path}/2/retire`, {
      ...checkIn,
      retiredAt: '2026-03-02T04:30:00.000Z',
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Retire: Weekly check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Weekly check-in?' });
    expect(sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire form' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});
