import type { ChatMessage } from '@nourishwell/shared';

export type ThreadItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage; mine: boolean };

const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(iso));

/**
 * The thread as it reads top to bottom: oldest first, with a separator wherever the day
 * changes in the viewer's zone ("Today", "Yesterday", else "22 Nov 2026").
 */
export function threadItems(
  newestFirst: ChatMessage[],
  me: number,
  now: Date,
  timeZone: string,
): ThreadItem[] {
  const today = dayKey(now.toISOString(), timeZone);
  const yesterday = dayKey(new Date(now.getTime() - 86_400_000).toISOString(), timeZone);
  const label = (iso: string) => {
    const key = dayKey(iso, timeZone);
    if (key === today) return 'Today';
    if (key === yesterday) return 'Yesterday';
    return new Intl.DateTimeFormat('en-IN', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(iso));
  };
  const items: ThreadItem[] = [];
  let lastDay = '';
  for (const message of [...newestFirst].reverse()) {
    const day = dayKey(message.sentAt, timeZone);
    if (day !== lastDay) {
      items.push({ kind: 'day', key: `day-${day}`, label: label(message.sentAt) });
      lastDay = day;
    }
    items.push({ kind: 'message', key: `m-${message.id}`, message, mine: message.senderId === me });
  }
  return items;
}
