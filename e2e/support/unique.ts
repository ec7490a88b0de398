import { randomBytes } from 'node:crypto';

/**
 * A short tag that makes a name or an address unique within the run's database (the
 * server's data outlives a retried test). Random rather than the time: the journeys' time
 * is the app's pinned clock, which a second run may pin to the same instant.
 */
export const uniqueTag = (): string => randomBytes(4).toString('hex');
