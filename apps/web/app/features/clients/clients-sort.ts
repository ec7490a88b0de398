import type { CaseloadClient, MessageKey } from '@nourishwell/shared';

type Compare = (a: CaseloadClient, b: CaseloadClient) => number;

const byName: Compare = (a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id;

/**
 * Orders by a value that may be missing: the missing ones go where `missingFirst` says,
 * whichever way the values run; equal values keep name order.
 */
function by<T extends string | number>(
  value: (c: CaseloadClient) => T | null,
  direction: 1 | -1,
  missingFirst = false,
): Compare {
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) {
      if (x === y) return byName(a, b);
      return (x === null) === missingFirst ? -1 : 1;
    }
    return (x < y ? -direction : x > y ? direction : 0) || byName(a, b);
  };
}

/**
 * How My Clients can be ordered. "Never logged" counts as the longest ago, so a client who
 * never started sits with the ones who are slipping; no adherence (no plan) sorts last
 * either way, as there is nothing to judge. Each label is the key of its text in the catalogue.
 */
export const CLIENT_SORTS = {
  name: { label: 'clients.sort.name', compare: byName },
  adherenceLow: {
    label: 'clients.sort.adherenceLow',
    compare: by((c) => c.adherence7d, 1),
  },
  adherenceHigh: {
    label: 'clients.sort.adherenceHigh',
    compare: by((c) => c.adherence7d, -1),
  },
  loggedOldest: {
    label: 'clients.sort.loggedOldest',
    compare: by((c) => c.lastLoggedOn, 1, true),
  },
  loggedRecent: {
    label: 'clients.sort.loggedRecent',
    compare: by((c) => c.lastLoggedOn, -1),
  },
  nextSession: {
    label: 'clients.sort.nextSession',
    compare: by((c) => c.nextSession, 1),
  },
} satisfies Record<string, { label: MessageKey; compare: Compare }>;

export type ClientSort = keyof typeof CLIENT_SORTS;

export const isClientSort = (value: string | null): value is ClientSort =>
  value !== null && Object.hasOwn(CLIENT_SORTS, value);

export const sortClients = (clients: readonly CaseloadClient[], sort: ClientSort) =>
  [...clients].sort(CLIENT_SORTS[sort].compare);

/**
 * The colour and the word (its key in the catalogue) of a 7-day adherence, so colour is
 * never the only signal.
 */
export function adherenceLevel(percent: number) {
  if (percent < 50) return { tone: 'red', word: 'clients.adherence.low' } as const;
  if (percent < 80) return { tone: 'amber', word: 'clients.adherence.partial' } as const;
  return { tone: 'green', word: 'clients.adherence.onTrack' } as const;
}
