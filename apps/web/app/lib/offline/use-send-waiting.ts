import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { outboxQuery, sendWaitingWrites } from './queued-mutation.ts';

/**
 * Phones can say they are online on a connection that carries nothing; a regular try
 * sends what waits without her doing anything.
 */
const RETRY_MS = 60_000;

/**
 * Sends the signed-in person's waiting writes: now (the app starting, or just signed in:
 * the dashboard mounts for the person who signed in), when the browser comes back online,
 * and every minute after. Only `userId`'s writes are sent, never another person's.
 */
export function useSendWaitingWrites(userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    // A device without storage has nothing waiting; that is not an error to show.
    const send = () => void sendWaitingWrites(queryClient, userId).catch(() => undefined);
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [queryClient, userId]);
}

/** Her writes waiting on this device, oldest first (empty where there is no storage). */
export function useWaitingWrites(userId: number) {
  const query = useQuery(outboxQuery(userId));
  return query.data ?? [];
}
