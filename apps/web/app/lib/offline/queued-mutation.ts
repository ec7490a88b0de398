import {
  mutationOptions,
  queryOptions,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages } from '@nourishwell/shared';
import { ApiError, isUnavailableForNow, unreachableMessage } from '#web/lib/api-client.ts';
import {
  callApi,
  type ApiInput,
  type ApiName,
  type ApiResult,
  type CallOptions,
} from '#web/lib/api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { addToOutbox, outboxFor, type OutboxItem } from './outbox.ts';
import { sendOutbox, waitingFor, type SendReport } from './send-outbox.ts';

/** What a queued write resolves with: it is on the device, not yet on the server. */
export interface Queued {
  queued: true;
  item: OutboxItem;
}

export const isQueued = (result: unknown): result is Queued =>
  typeof result === 'object' && result !== null && 'queued' in result && result.queued === true;

/** A queued write's input: the call's, plus what the page shows for it while it waits. */
export type QueuedInput<N extends ApiName> = ApiInput<N> & { preview?: readonly string[] };

export const outboxKey = (userId: number) => ['offline-outbox', userId] as const;

/** Her waiting writes, read from the device (so `networkMode: always`: offline is the point). */
export const outboxQuery = (userId: number) =>
  queryOptions({
    queryKey: outboxKey(userId),
    queryFn: () => outboxFor(userId),
    networkMode: 'always',
    staleTime: Infinity,
  });

/**
 * How long a waiting write may go unanswered. Phones keep "connected" sockets that carry
 * nothing; without a limit one such send would hold the outbox (and every later write).
 */
export const SEND_TIME_LIMIT_MS = 15_000;

/** Sends one waiting write; no answer within the time limit counts as no connection. */
export async function sendItem(item: OutboxItem, timeLimitMs = SEND_TIME_LIMIT_MS) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeLimitMs);
  try {
    return await callApi(
      item.name as ApiName,
      ...([item.input, { redirectOnAuthError: false, signal: controller.signal }] as [
        never,
        CallOptions,
      ]),
    );
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(0, unreachableMessage);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const dropMessage = apiMessageOr(messages.generic.tryAgain);

/** "Your dinner of 24 Nov": a waiting write named at the start of a sentence. */
export function itemName(item: OutboxItem): string {
  const what = item.label ?? 'a change made offline';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
}

/** "Your dinner of 24 Nov could not be saved: <why>": which write is gone, and why. */
export const dropText = (item: OutboxItem, error: unknown) =>
  `${itemName(item)} could not be saved: ${dropMessage(error)}`;

/**
 * Sends her waiting writes in order; then the reads they change load again, each refused
 * write is said in a toast (it is gone: sending it again would be refused again), and the
 * waiting list is read again.
 */
export async function sendWaitingWrites(
  queryClient: QueryClient,
  userId: number,
): Promise<SendReport> {
  const report = await sendOutbox(userId, (item) => sendItem(item));
  for (const { item, error } of report.dropped) toast.error(dropText(item, error));
  const done = [...report.sent, ...report.dropped.map(({ item }) => item)];
  const reads = new Set(done.flatMap((item) => item.invalidates));
  await Promise.all([
    // Read again even when this run sent nothing: another tab may have sent them.
    queryClient.invalidateQueries({ queryKey: outboxKey(userId) }),
    ...[...reads].map((name) => queryClient.invalidateQueries({ queryKey: [name] })),
  ]);
  return report;
}

/**
 * apiMutation for a write that must survive a lost connection (issue 16): when the call
 * cannot reach the server, or the server answers 502/503/504 (issue 30), the write is kept on the device for `userId` and the mutation
 * resolves as `Queued` instead of failing; it is sent when the connection returns
 * (useSendWaitingWrites). A refusal still fails as usual. Writes already waiting go first,
 * so an older value never lands after a newer one.
 */
export function apiQueuedMutation<N extends ApiName, TContext = unknown>(
  queryClient: QueryClient,
  name: N,
  {
    userId,
    invalidates = [],
    label,
    ...options
  }: Omit<
    UseMutationOptions<ApiResult<N> | Queued, ApiError, QueuedInput<N>, TContext>,
    'mutationFn'
  > & {
    userId: number;
    invalidates?: readonly ApiName[];
    /** Names the write in a message if the server refuses it once sent from the queue. */
    label?: (input: ApiInput<N>) => string;
  },
) {
  const queue = async (input: unknown, preview: readonly string[] | undefined, cause: ApiError) => {
    let item: OutboxItem;
    try {
      item = await addToOutbox({
        name,
        input,
        userId,
        invalidates,
        preview,
        label: label?.(input as ApiInput<N>),
      });
    } catch {
      // No storage on this device (a private window): the write fails as it would have.
      throw cause;
    }
    await queryClient.invalidateQueries({ queryKey: outboxKey(userId) });
    return { queued: true, item } satisfies Queued;
  };

  return mutationOptions<ApiResult<N> | Queued, ApiError, QueuedInput<N>, TContext>({
    // TanStack would hold a write while the browser says it is offline; this one queues.
    networkMode: 'always',
    ...options,
    mutationFn: async ({ preview, ...input }) => {
      const waiting = (await waitingFor(userId).catch(() => [])).length > 0;
      if (waiting && (await sendWaitingWrites(queryClient, userId)).left > 0)
        return queue(input, preview, new ApiError(0, unreachableMessage));
      if (typeof navigator !== 'undefined' && navigator.onLine === false)
        return queue(input, preview, new ApiError(0, unreachableMessage));
      try {
        return await callApi(name, ...([input] as [never]));
      } catch (error) {
        // Queued writes are safe to send again, so a server that is briefly unable to take
        // one (a database restart at 11 pm) keeps her chai on the phone instead of losing it.
        if (isUnavailableForNow(error)) return queue(input, preview, error);
        throw error;
      }
    },
    onSettled: async (...args) => {
      await options.onSettled?.(...args);
      // A queued write changed nothing on the server yet: reading it again would undo
      // what the page shows. Its reads load again once it is sent.
      if (isQueued(args[0])) return;
      // More writes of this kind still on their way (fast taps): a read now could land
      // between them and put back an older value; the last one to settle reads again.
      const { mutationKey } = options;
      if (mutationKey && queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all(
        invalidates.map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
