import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { erasureTexts } from '@nourishwell/shared';
import { answer, apiServer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { ErasedConversations } from './erased-conversations.tsx';

startMockApi();

describe('her conversations with erased clients', () => {
  it('shows each one read-only under "Deleted user"', async () => {
    answer('get', '/messages/erased', [
      {
        reference: 'ER-ABCDEFGH',
        erasedAt: '2026-11-26T10:00:00.000Z',
        messages: [
          {
            id: 1,
            fromClient: false,
            content: 'Hi Deleted user',
            sentAt: '2026-11-20T10:00:00.000Z',
          },
          { id: 2, fromClient: true, content: 'Thank you', sentAt: '2026-11-20T11:00:00.000Z' },
        ],
      },
    ]);
    renderScreen(<ErasedConversations />, { role: 'nutritionist' });
    fireEvent.click(await screen.findByText(erasureTexts.deletedUser));
    expect(screen.getByText('Thank you')).toBeVisible();
    expect(screen.getByText(/Read-only/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows nothing when there are none, and the failure when the load fails', async () => {
    answer('get', '/messages/erased', []);
    const answered = new Promise((resolve) => apiServer.events.on('response:mocked', resolve));
    const first = renderScreen(<ErasedConversations />, { role: 'nutritionist' });
    await answered;
    expect(screen.queryByText(erasureTexts.deletedUser)).toBeNull();
    first.unmount();
    fail('get', '/messages/erased');
    renderScreen(<ErasedConversations />, { role: 'nutritionist' });
    expect(await screen.findByRole('alert')).toHaveTextContent(erasureTexts.erasedFetchFailed);
  });
});
