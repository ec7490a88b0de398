import type { CounterStore } from './counter-store.ts';

/**
 * Counts attempts per key in a fixed time window, for limits @fastify/rate-limit cannot
 * key on (a field of the body, such as the email). The counts live in the shared counter
 * store, so every process sees the same ones.
 */
export interface AttemptLimiter {
  /** Counts this attempt; false once the window already holds `max` of them. */
  tryAttempt: (key: string) => Promise<boolean>;
  reset: (key: string) => Promise<void>;
}

export function createAttemptLimiter(
  counters: CounterStore,
  name: string,
  max: number,
  windowMs: number,
): AttemptLimiter {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    tryAttempt: async (key) => (await counters.hit(keyOf(key), windowMs)).count <= max,
    reset: (key) => counters.clear(keyOf(key)),
  };
}
