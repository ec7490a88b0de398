import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineBanner } from './offline-banner.tsx';

function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the offline banner', () => {
  it('says nothing while there is a connection', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells her she is offline and that what she logs is kept, in a status region', () => {
    render(<OfflineBanner />);
    connection(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toBe(
      'You are offline. What you log is kept on this phone and sent when you are back online.',
    );
  });

  it('goes away when the connection is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    connection(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
