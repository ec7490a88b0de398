import type { ChatMessage } from '@nourishwell/shared';

export type ThreadItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage; mine: boolean };

/** How the separators are said: the words for today and yesterday, and the `Intl` locale of dates. */
export interface DayWords {
  today: string;
  yesterday: string;
  intlLocale: string;
}

const ENGLISH: DayWords = { today: 'Today', yesterday: 'Yesterday', intlLocale: 'en-IN' };

const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(iso));

/**
 * The thread as it reads top to bottom: oldest first, with a separator wherever the day
 * changes in the viewer's zone ("Today", "Yesterday", else "22 Nov 2026"), in the words
 * given (English unless told).
 */
export function threadItems(
  newestFirst: ChatMessage[],
  me: number,
  now: Date,
  timeZone: string,
  words: DayWords = ENGLISH,
): ThreadItem[] {
  const today = dayKey(now.toISOString(), timeZone);
  const yesterday = dayKey(new Date(now.getTime() - 86_400_000).toISOString(), timeZone);
  const label = (iso: string) => {
    const key = dayKey(iso, timeZone);
    if (key === today) return words.today;
    if (key === yesterday) return words.yesterday;
    return new Intl.DateTimeFormat(words.intlLocale, {
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
