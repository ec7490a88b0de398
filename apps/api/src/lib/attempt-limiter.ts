/**
 * Counts attempts per key in a fixed time window, in this process's memory. Used for
 * limits @fastify/rate-limit cannot key on (a field of the body, such as the email).
 * Several processes each keep their own count: the limit per process still stops
 * guessing, which is its job.
 */
export interface AttemptLimiter {
  isBlocked: (key: string) => boolean;
  record: (key: string) => void;
  reset: (key: string) => void;
}

export function createAttemptLimiter(
  max: number,
  windowMs: number,
  now = Date.now,
): AttemptLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();

  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt > now()) return entry;
    if (entry) windows.delete(key);
    return undefined;
  };

  return {
    isBlocked: (key) => (current(key)?.count ?? 0) >= max,
    record: (key) => {
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, endsAt: now() + windowMs });
      // Keep memory bounded under a flood of distinct keys.
      if (windows.size > 50_000) {
        for (const [k, v] of windows) if (v.endsAt <= now()) windows.delete(k);
      }
    },
    reset: (key) => {
      windows.delete(key);
    },
  };
}
