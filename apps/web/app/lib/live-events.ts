import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQuery, type ApiName } from './api.ts';
import { getToken } from './session.ts';

export interface LiveEvent {
  type: string;
  data: unknown;
}

/**
 * Splits Server-Sent Events text into complete events and what is left of an unfinished
 * one. Comment lines (heartbeats) are dropped; an event without a name is a "message".
 */
export function parseEventFrames(buffer: string): { events: LiveEvent[]; rest: string } {
  const frames = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = frames.pop() ?? '';
  const events: LiveEvent[] = [];
  for (const frame of frames) {
    let type = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) continue;
    try {
      events.push({ type, data: JSON.parse(data.join('\n')) });
    } catch {
      // A frame we cannot read is skipped; the next refetch shows the truth anyway.
    }
  }
  return { events, rest };
}

/** Waits 1 s, 2 s, 4 s … up to 30 s between attempts, so a server restart is not stormed. */
export const reconnectDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Reads GET /api/events with the bearer token (EventSource cannot send one) and calls
 * `onEvent` for each event and `onOpen` each time the stream (re)opens, until stopped.
 */
export function openLiveEvents(handlers: {
  onEvent: (event: LiveEvent) => void;
  onOpen: () => void;
}): () => void {
  const controller = new AbortController();
  let attempt = 0;

  const connect = async () => {
    while (!controller.signal.aborted) {
      try {
        const token = getToken();
        if (!token) return;
        const response = await fetch('/api/events', {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        // A refused token will not get better by retrying; the page's own calls sign out.
        if (response.status === 401 || response.status === 403) return;
        if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
        attempt = 0;
        handlers.onOpen();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEventFrames(buffer + value);
          buffer = parsed.rest;
          parsed.events.forEach(handlers.onEvent);
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt)));
      attempt += 1;
    }
  };
  void connect();
  return () => controller.abort();
}

/** The reads that show messages: what a chat event or a send makes stale. */
export const chatReads = [
  'conversations',
  'thread',
  'unread',
  // Issue 36: her WhatsApp message opens the window the nutritionist's chat shows.
  'whatsappWindow',
] as const satisfies ApiName[];

export const refreshChat = (queryClient: QueryClient) =>
  Promise.all(chatReads.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));

/**
 * What a notice makes stale: the notices, and her journal (a notice is a nutritionist's
 * comment on a meal, which shows on the open journal page). Opening a notice refreshes
 * them too, so the page it leads to shows what it announced.
 */
export const noticeReads = ['notifications', 'clientJournal'] as const satisfies ApiName[];
export const refreshNoticeReads = (queryClient: QueryClient) =>
  Promise.all(noticeReads.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));

/** The reads each kind of live event makes stale. */
const readsByType = new Map<string, readonly ApiName[]>([
  ['message', chatReads],
  ['read', chatReads],
  ['notification', noticeReads],
]);
const everyLiveRead = [...new Set([...readsByType.values()].flat())];

/**
 * What one event makes stale; an event of a kind this page does not know yet, and a
 * (re)connect, which may have missed some, make every live read stale.
 */
export const readsFor = (type: string | null): readonly ApiName[] =>
  (type === null ? undefined : readsByType.get(type)) ?? everyLiveRead;

/**
 * While a nutritionist or client has the dashboard open: each event refetches the reads
 * it concerns (chat messages, in-app notices), and every reconnect refetches them all.
 */
export function useLiveEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = (type: string | null) =>
      readsFor(type).forEach((name) => void queryClient.invalidateQueries({ queryKey: [name] }));
    return openLiveEvents({ onEvent: (event) => refresh(event.type), onOpen: () => refresh(null) });
  }, [enabled, queryClient]);
}

/** Messages sent to her and not read yet, for the Messages item of the sidebar. */
export const unreadQuery = () => ({
  ...apiQuery('unread'),
  select: (answer: { count: number }) => answer.count,
  staleTime: 0,
});
