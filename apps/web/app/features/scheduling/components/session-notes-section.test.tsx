import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SessionNoteRecord } from '@nourishwell/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionNote } from '#web-test/fixtures/client-record.ts';
import { answer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { SessionNotesSection } from './session-notes-section.tsx';

startMockApi();

const as = (screenUnderTest: ReactNode) => renderScreen(screenUnderTest, { role: 'nutritionist' });

describe('her client’s session notes', () => {
  const show = () => as(<SessionNotesSection clientId={7} />);
  // The ADIME notes are a read of their own (issue 35); none unless a test gives some.
  beforeEach(() => answer('get', '/clients/7/session-notes', []));

  it('says there are no completed sessions yet', async () => {
    answer('get', '/clients/7/sessions', []);
    show();
    expect(await screen.findByText('No completed sessions yet.')).toBeVisible();
  });

  it('says they failed to load and offers Retry', async () => {
    fail('get', '/clients/7/sessions');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the session notes. Please try again later.',
    );
  });

  it('lists each completed session with its notes and who held it, newest first', async () => {
    answer('get', '/clients/7/sessions', [
      sessionNote('2026-11-15T06:00:00.000Z', 'Reviewed the plan.\nMore water.'),
      sessionNote('2026-10-01T06:00:00.000Z', null),
    ]);
    show();
    const list = await screen.findByRole('list', { name: 'Completed sessions' });
    const [latest, first] = within(list).getAllByRole('listitem');
    expect(latest).toHaveTextContent('Asha Rao');
    expect(latest).toHaveTextContent('Reviewed the plan. More water.', {
      normalizeWhitespace: true,
    });
    expect(first).toHaveTextContent('No notes written.');
  });

  it('shows a signed ADIME note’s parts, its signature and addenda, and offers no edit', async () => {
    const held = sessionNote('2026-11-15T06:00:00.000Z', 'PCOS follow-up.');
    answer('get', '/clients/7/sessions', [held]);
    answer('get', '/clients/7/session-notes', [signedNote(held.id)]);
    show();
    const item = await screen.findByText(/Signed by Asha Rao/);
    const session = item.closest('li')!;
    expect(session).toHaveTextContent(
      'Inconsistent carbohydrate intake related to irregular meals',
    );
    expect(session).toHaveTextContent('Three meals and a snack.');
    expect(session).toHaveTextContent('Lab date corrected.');
    expect(within(session).queryByRole('button', { name: 'Open note' })).toBeNull();
    expect(within(session).getByRole('button', { name: 'Add an addendum' })).toBeVisible();
  });
});

function signedNote(appointmentId: number): SessionNoteRecord {
  return {
    id: 1,
    appointmentId,
    clientId: 7,
    scheduledAt: '2026-11-15T06:00:00.000Z',
    appointmentStatus: 'completed',
    templateId: null,
    figures: null,
    assessment: 'Weight 76.5 kg.',
    diagnoses: [
      { problem: 'Inconsistent carbohydrate intake', etiology: 'irregular meals', signs: '' },
    ],
    intervention: 'Three meals and a snack.',
    monitoring: 'Weight next time.',
    nextSessionOn: null,
    summary: 'PCOS follow-up.',
    signedAt: '2026-11-15T07:00:00.000Z',
    signedName: 'Asha Rao',
    addenda: [
      {
        id: 1,
        authorName: 'Asha Rao',
        text: 'Lab date corrected.',
        createdAt: '2026-11-16T07:00:00.000Z',
      },
    ],
  };
}
