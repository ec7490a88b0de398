import type { Locale } from '@nourishwell/shared';
import { formatDateIn, formatDateTime } from '#web/lib/format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const relative: Record<Locale, Intl.RelativeTimeFormat> = {
  en: new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' }),
  hi: new Intl.RelativeTimeFormat('hi-IN', { numeric: 'auto' }),
};

/** How a notice's age is said in a language: its words for "just now", the rest by `Intl`. */
export interface NoticeSpeech {
  locale: Locale;
  justNow: string;
}

const IN_ENGLISH: NoticeSpeech = { locale: 'en', justNow: 'just now' };

/**
 * When a notice came, as the list says it: "just now", "5 minutes ago", "3 hours ago"
 * within a day, then the date ("22 Nov 2026", as apps/web/app/lib/format.ts writes dates);
 * in Hindi "अभी-अभी", "5 मिनट पहले", "22 नव॰ 2026".
 */
export function noticeAge(
  createdAt: string,
  now: Date = new Date(),
  { locale, justNow }: NoticeSpeech = IN_ENGLISH,
): string {
  const ago = now.getTime() - new Date(createdAt).getTime();
  if (ago < MINUTE) return justNow;
  if (ago < HOUR) return relative[locale].format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < 24 * HOUR) return relative[locale].format(-Math.floor(ago / HOUR), 'hour');
  return formatDateIn(locale, createdAt);
}

const hindiMoment = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The notice's date and time in full, for the tooltip: English as lib/format.ts says it. */
export const noticeMoment = (createdAt: string, locale: Locale) =>
  locale === 'hi' ? hindiMoment.format(new Date(createdAt)) : formatDateTime(createdAt);
