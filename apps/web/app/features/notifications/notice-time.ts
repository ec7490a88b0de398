import { formatDate } from '#web/lib/format.ts';

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a notice came, as the list says it: "just now", "5 minutes ago", "3 hours ago"
 * within a day, then the date ("22 Nov 2026", as apps/web/app/lib/format.ts writes dates).
 */
export function noticeAge(createdAt: string, now: Date = new Date()): string {
  const ago = now.getTime() - new Date(createdAt).getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < 24 * HOUR) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return formatDate(createdAt);
}
