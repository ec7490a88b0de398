import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGES, OfflineBanner } from './offline-banner.tsx';

function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the offline banner', () => {
  it('says nothing while there is a connection', () => {
    render(<OfflineBanner role="client" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells a client she is offline and that her meals, water and habits are kept', () => {
    render(<OfflineBanner role="client" />);
    connection(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Meals, water and habits you log are kept on this phone and sent when you are back online.',
    );
  });

  it('tells a nutritionist or an admin that changes cannot be saved while offline', () => {
    for (const role of ['nutritionist', 'admin'] as const) {
      const { unmount } = render(<OfflineBanner role={role} />);
      connection(false);
      expect(screen.getByRole('status')).toHaveTextContent(
        'You are offline. Changes can’t be saved until you are back online.',
      );
      expect(screen.getByRole('status')).not.toHaveTextContent(/kept on this phone/);
      unmount();
    }
  });

  it('goes away when the connection is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner role="client" />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.client);
    connection(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
