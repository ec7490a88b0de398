import type { SchedulingSettings } from '@nourishwell/shared';

/** A reminder as the admin enters it: so many hours or minutes before the session. */
export interface ReminderRow {
  amount: string;
  unit: 'hours' | 'minutes';
}

/** The settings form's values: the PUT body with each reminder as a row. */
export interface SettingsFormValues {
  bookingHorizonDays: string;
  minNoticeHours: string;
  changeWindowHours: string;
  reminderOffsetsMinutes: ReminderRow[];
}

/** Whole hours read as hours ("24 hours before"), anything else as minutes. */
export const toReminderRow = (minutes: number): ReminderRow =>
  minutes % 60 === 0
    ? { amount: String(minutes / 60), unit: 'hours' }
    : { amount: String(minutes), unit: 'minutes' };

/** A row as minutes; an empty or unreadable amount stays as typed for the schema to refuse. */
export const toMinutes = ({ amount, unit }: ReminderRow): unknown => {
  const value = Number(amount);
  if (amount.trim() === '' || Number.isNaN(value)) return amount;
  return unit === 'hours' ? Math.round(value * 60) : value;
};

export const toSettingsForm = (settings: SchedulingSettings): SettingsFormValues => ({
  bookingHorizonDays: String(settings.bookingHorizonDays),
  minNoticeHours: String(settings.minNoticeHours),
  changeWindowHours: String(settings.changeWindowHours),
  reminderOffsetsMinutes: settings.reminderOffsetsMinutes.map(toReminderRow),
});

/** What the schema (and the server) takes. */
export const fromSettingsForm = (values: SettingsFormValues) => ({
  ...values,
  reminderOffsetsMinutes: values.reminderOffsetsMinutes.map(toMinutes),
});
