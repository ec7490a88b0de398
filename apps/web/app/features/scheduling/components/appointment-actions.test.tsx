import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseloadClient } from '@nourishwell/shared';
import { AppointmentActions } from './appointment-actions.tsx';

// 24 Nov 2026, 10:00 in Kolkata.
const now = new Date('2026-11-24T04:30:00Z');
const zone = 'Asia/Kolkata';

function renderActions(
  nextSession: string | null,
  completed = false,
  videoUrl: string | null = null,
) {
  const client = { id: 4, name: 'Meera Iyer', nextSession, completed } as CaseloadClient;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppointmentActions
        me={1}
        client={client}
        now={now}
        zone={zone}
        videoUrl={videoUrl}
        onOpen={() => {}}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Complete session with Meera Iyer' });
}

/** A session that has started offers Mark missed and Reschedule. */
function expectMissedAndReschedule() {
  expect(
    screen.getByRole('button', { name: 'Mark missed: session with Meera Iyer' }),
  ).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Reschedule session with Meera Iyer' })).toBeEnabled();
}

describe('a client’s appointment actions', () => {
  it('keeps Complete disabled before the session’s day and says from when', () => {
    const complete = renderActions('2026-11-29T12:00:00Z');
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription('Can be completed from 29 Nov 2026');
    expect(screen.queryByRole('button', { name: /^Mark missed/ })).toBeNull();
  });

  it('offers Complete on the session’s day, even before its hour', () => {
    expect(renderActions('2026-11-24T12:00:00Z')).toBeEnabled();
  });

  it('offers Complete, Mark missed and Reschedule for a past session', () => {
    expect(renderActions('2026-11-22T12:00:00Z')).toBeEnabled();
    expectMissedAndReschedule();
  });

  it('offers Mark missed and Reschedule for a session today once it has started, not before', () => {
    renderActions('2026-11-24T04:00:00Z');
    expectMissedAndReschedule();
  });

  it('opens the next booked session’s room from Meet in a new tab', () => {
    renderActions('2026-11-29T12:00:00Z', false, 'https://meet.jit.si/nw-room');
    const meet = screen.getByRole('link', { name: 'Meet Meera Iyer on video' });
    expect(meet).toHaveAttribute('href', 'https://meet.jit.si/nw-room');
    expect(meet).toHaveAttribute('target', '_blank');
  });

  it('keeps Meet disabled and says why when no session is booked', () => {
    renderActions(null);
    expect(
      screen.getByRole('button', { name: 'Meet Meera Iyer on video: no session booked' }),
    ).toBeDisabled();
  });

  it('shows each action’s word beside its icon', () => {
    renderActions('2026-11-22T12:00:00Z');
    for (const word of ['Message', 'Complete', 'Mark missed', 'Reschedule', 'Meet'])
      expect(screen.getByText(word, { exact: true })).toBeInTheDocument();
  });
});
