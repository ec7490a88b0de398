import type { ContactPreferences } from '@nourishwell/shared';

/** What the inputs hold: a select's value is text; '' is "the practice's time zone". */
export type PreferencesFormValues = Omit<ContactPreferences, 'timeZone' | 'checkInDay'> & {
  timeZone: string;
  checkInDay: string;
};

export const toPreferencesForm = (saved: ContactPreferences): PreferencesFormValues => ({
  ...saved,
  timeZone: saved.timeZone ?? '',
  checkInDay: String(saved.checkInDay),
});

export const fromPreferencesForm = (values: PreferencesFormValues): ContactPreferences => ({
  ...values,
  timeZone: values.timeZone === '' ? null : values.timeZone,
  checkInDay: Number(values.checkInDay),
});

/** The zones this browser knows, for her to pick hers when she lives abroad. */
export function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Kolkata', 'Asia/Dubai', 'Asia/Singapore', 'Europe/London', 'America/New_York'];
  }
}

/** Sunday … Saturday in her language, 0 to 6 as the server counts them. */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(1970, 0, 4 + day)));
}
