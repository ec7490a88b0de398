import { WEEKDAYS } from '@nourishwell/shared';
import type { Weekday } from './editor/plan-editor.ts';

/** The weekday it is now where the viewer is ("today" is the viewer's own day). */
export function weekdayIn(now: Date, timeZone: string): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(now);
  return (WEEKDAYS as readonly string[]).includes(name) ? (name as Weekday) : 'Monday';
}

export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
