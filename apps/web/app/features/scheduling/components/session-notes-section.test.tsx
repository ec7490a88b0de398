import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionNote } from '#web-test/fixtures/client-record.ts';
import { answer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { SessionNotesSection } from './session-notes-section.tsx';

startMockApi();

const as = (screenUnderTest: ReactNode) => renderScreen(screenUnderTest, { role: 'nutritionist' });

describe('her client’s session notes', () => {
  const show = () => as(<SessionNotesSection clientId={7} />);

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
});
