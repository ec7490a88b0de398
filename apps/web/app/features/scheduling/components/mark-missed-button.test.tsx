import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { MarkMissedButton } from './mark-missed-button.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();

const scheduledAt = '2026-11-24T04:30:00.000Z';
const showButton = () =>
  renderScreen(
    <MarkMissedButton me={1} client={{ id: 4, name: 'Meera Iyer' }} scheduledAt={scheduledAt} />,
    {
      role: 'nutritionist',
    },
  );

describe('marking a session missed', () => {
  it('asks before marking, and Keep it sends nothing', () => {
    const sent = recordCalls('post', '/appointments/missed', { message: 'Marked' });
    showButton();
    fireEvent.click(screen.getByRole('button', { name: 'Mark missed: session with Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this session as missed?' });
    expect(dialog).toHaveTextContent('Session with Meera Iyer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('marks the session missed once she confirms', async () => {
    const sent = recordCalls('post', '/appointments/missed', { message: 'Marked' });
    showButton();
    fireEvent.click(screen.getByRole('button', { name: 'Mark missed: session with Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this session as missed?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark missed' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Session with Meera Iyer marked as missed'),
    );
    expect(sent).toEqual([{ clientId: 4, nutritionistId: 1, scheduledAt }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
