import type { CounterStore } from './counter-store.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over our counter store, so the per-IP and per-person limits
 * of routes are shared by every process like the others. Each route counts apart, as the
 * plugin's own stores do.
 */
export function rateLimitStoreOver(counters: CounterStore) {
  return class CounterRateLimitStore {
    private readonly prefix: string;

    /** The plugin passes its options here; a child passes its route's prefix. */
    constructor(prefixOrPluginOptions?: unknown) {
      this.prefix = typeof prefixOrPluginOptions === 'string' ? prefixOrPluginOptions : 'route:';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged options, the route itself as `routeInfo`. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new CounterRateLimitStore(
        `${this.prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}:`,
      );
    }
  };
}
