import { useEffect, useState } from 'react';

/**
 * The time `now` says, moved on with the real clock every `everyMs` while the screen stays
 * open, so "Join" appears 10 minutes before without a reload. A new `now` from the caller
 * starts the count again from it.
 */
export function useClock(now: Date, everyMs = 15_000): Date {
  const nowMs = now.getTime();
  const [moved, setMoved] = useState<{ from: number; to: number } | null>(null);
  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(
      () => setMoved({ from: nowMs, to: nowMs + Date.now() - startedAt }),
      everyMs,
    );
    return () => window.clearInterval(timer);
  }, [nowMs, everyMs]);
  return moved?.from === nowMs ? new Date(moved.to) : now;
}
