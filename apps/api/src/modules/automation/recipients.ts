import { inQuietHours, minuteOfDayIn, type AutomationRules } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';
import { routeOf, type ClientRoute } from '#api/modules/notifications/client-channels.ts';
import type { AudienceRow } from './audience.repository.ts';

/** A client an automatic message may reach right now, read in her own zone. */
export interface Recipient extends AudienceRow {
  zone: string;
  route: ClientRoute;
  /** Her date today, in her zone. */
  today: string;
  /** 0 Sunday … 6 Saturday, today in her zone. */
  weekday: number;
  /** The hour of her day now. */
  hour: number;
}

/**
 * Who of the audience may get an automatic message at `now` (issue 36): not inside her
 * quiet hours in her zone (the practice's unless she chose one), not after her package
 * ended unless the practice says so, and only with a channel she allows that can carry it.
 */
export function recipientsAt(
  deps: Pick<AppDeps, 'config' | 'outbox'>,
  rules: AutomationRules,
  audience: AudienceRow[],
  now: Date,
): Recipient[] {
  const recipients: Recipient[] = [];
  for (const row of audience) {
    const zone = row.timeZone ?? deps.config.defaultTimeZone;
    if (inQuietHours(row, zone, now)) continue;
    if (row.packageEnded && !rules.afterPackageEnds) continue;
    const route = routeOf(
      { whatsapp: row.allowWhatsapp, sms: row.allowSms, email: row.allowEmail },
      deps.outbox.canDeliver,
    );
    const texted = route.text !== null && textRecipient(row.phone) !== null;
    if (!route.email && !texted) continue;
    const today = isoDateFromToday(zone, 0, now);
    recipients.push({
      ...row,
      zone,
      route,
      today,
      weekday: new Date(`${today}T00:00:00Z`).getUTCDay(),
      hour: Math.floor(minuteOfDayIn(zone, now) / 60),
    });
  }
  return recipients;
}

/** Whole days from one yyyy-mm-dd date to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The ISO week of a yyyy-mm-dd date: "2026-W48". */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil((daysBetween(`${year}-01-01`, day.toISOString().slice(0, 10)) + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}
