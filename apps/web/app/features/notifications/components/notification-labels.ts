import type { NotificationLogRow } from '@nourishwell/shared';
import type { Badge } from '#web/components/ui/badge.tsx';

type Tone = Parameters<typeof Badge>[0]['tone'];

/** Each kind of message as the admin reads it (a new kind fails the type check here). */
export const kindLabels: Record<NotificationLogRow['kind'], string> = {
  welcome: 'Welcome',
  passwordReset: 'Password reset',
  passwordChanged: 'Password changed',
  message: 'Chat message',
  enquiry: 'Enquiry',
  bookingConfirmed: 'Booking confirmed',
  bookingRescheduled: 'Booking moved',
  bookingCancelled: 'Booking cancelled',
  reminder: 'Reminder',
  privacy: 'Privacy',
  grievance: 'Data concern',
  breach: 'Breach notice',
  other: 'Other',
};

export const channelLabels: Record<NotificationLogRow['channel'], string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

export const statusBadges: Record<NotificationLogRow['status'], { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'grey' },
  sending: { label: 'Sending', tone: 'blue' },
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  expired: { label: 'Expired', tone: 'amber' },
};
