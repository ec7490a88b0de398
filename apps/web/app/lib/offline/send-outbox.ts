import { ApiError } from '#web/lib/api-client.ts';
import { getToken } from '#web/lib/session.ts';
import { outboxFor, removeFromOutbox, updateOutboxItem, type OutboxItem } from './outbox.ts';

export interface SendReport {
  sent: OutboxItem[];
  /** Refused by the server (a 4xx other than a lost session): sending again cannot help. */
  dropped: Array<{ item: OutboxItem; error: ApiError }>;
  /** Failed too often in a way nothing explains: kept on the phone as not sent. */
  setAside: OutboxItem[];
  /** Still waiting: the network (or the session) failed part way. */
  left: number;
}

/**
 * How many times a write may fail with something other than an answer or a lost
 * connection (a bug, storage that cannot be read) before it is set aside, so it no
 * longer holds up every write after it.
 */
export const UNEXPECTED_FAILURES_MAX = 5;

/** Her writes still to be sent, oldest first (not those set aside). */
export const waitingFor = async (userId: number) =>
  (await outboxFor(userId)).filter((item) => !item.setAside);

/** Counts one unexpected failure of `item`; gives whether that set it aside. */
async function countFailure(item: OutboxItem): Promise<boolean> {
  const failures = (item.failures ?? 0) + 1;
  const setAside = failures >= UNEXPECTED_FAILURES_MAX;
  await updateOutboxItem(item.id, (stored) => ({ ...stored, failures, setAside }));
  return setAside;
}

/**
 * Whether a failed send should stay for a later try: no answer at all, a server that is
 * restarting or overloaded, or a lost session (she signs in again and it goes then).
 */
export function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  // A withdrawn consent refuses every write until she gives consent again: a refusal to
  // drop with its named toast, not a lost session to wait out (issue 18).
  if (error.code === 'CONSENT_WITHDRAWN') return false;
  return (
    status === 0 ||
    status === 401 ||
    status === 403 ||
    status === 408 ||
    status === 429 ||
    status >= 500
  );
}

let chain: Promise<unknown> = Promise.resolve();

/**
 * One sender at a time: within this tab by a promise chain, across tabs by a Web Lock
 * where the browser has them. Each send reads the list afresh, so an item another run
 * has sent (and removed) is never sent twice.
 */
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const next = chain.then(() => (locks ? locks.request('nourishwell-outbox', run) : run()));
  chain = next.catch(() => undefined);
  return next as Promise<T>;
}

/**
 * Sends one person's waiting writes, oldest first, each once: an item leaves the list as
 * soon as the server has answered it. A refusal drops the item (reported); a network
 * failure stops the run and keeps the rest in order for the next one; any other failure
 * does too, until the item has failed that way UNEXPECTED_FAILURES_MAX times and is set
 * aside. Her writes only go
 * out with the session they started under: when the token changes, the run stops.
 */
export function sendOutbox(
  userId: number,
  send: (item: OutboxItem) => Promise<unknown>,
): Promise<SendReport> {
  return oneAtATime(async () => {
    const report: SendReport = { sent: [], dropped: [], setAside: [], left: 0 };
    const token = getToken();
    for (;;) {
      const [item] = await waitingFor(userId);
      if (!item || !token || getToken() !== token) break;
      try {
        await send(item);
      } catch (error) {
        if (!(error instanceof ApiError)) {
          if (!(await countFailure(item))) break;
          report.setAside.push(item);
          continue;
        }
        if (worthRetrying(error)) break;
        await removeFromOutbox(item.id);
        report.dropped.push({ item, error: error as ApiError });
        continue;
      }
      await removeFromOutbox(item.id);
      report.sent.push(item);
    }
    report.left = (await waitingFor(userId)).length;
    return report;
  });
}
