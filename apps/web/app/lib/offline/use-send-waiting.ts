import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { removeFromOutbox } from './outbox.ts';
import { outboxKey, outboxQuery, sendWaitingWrites } from './queued-mutation.ts';

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
  return (query.data ?? []).filter((item) => !item.setAside);
}

/**
 * Her writes set aside as not sent (send-outbox.ts), and how to discard one: they stay on
 * the phone until she says so, since they are what she did.
 */
export function useSetAsideWrites(userId: number) {
  const queryClient = useQueryClient();
  const query = useQuery(outboxQuery(userId));
  const discard = async (id: string) => {
    await removeFromOutbox(id);
    await queryClient.invalidateQueries({ queryKey: outboxKey(userId) });
  };
  return { items: (query.data ?? []).filter((item) => item.setAside), discard };
}
