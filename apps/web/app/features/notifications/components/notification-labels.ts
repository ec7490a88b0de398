import type { MessageKey, NotificationLogRow } from '@nourishwell/shared';
import type { Badge } from '#web/components/ui/badge.tsx';

type Tone = Parameters<typeof Badge>[0]['tone'];

/** Each kind of message as the admin reads it (a new kind fails the type check here). */
export const kindKeys: Record<NotificationLogRow['kind'], MessageKey> = {
  welcome: 'admin.sent.kind.welcome',
  passwordReset: 'admin.sent.kind.passwordReset',
  passwordChanged: 'admin.sent.kind.passwordChanged',
  message: 'admin.sent.kind.message',
  enquiry: 'admin.sent.kind.enquiry',
  bookingConfirmed: 'admin.sent.kind.bookingConfirmed',
  bookingRescheduled: 'admin.sent.kind.bookingRescheduled',
  bookingCancelled: 'admin.sent.kind.bookingCancelled',
  reminder: 'admin.sent.kind.reminder',
  privacy: 'admin.sent.kind.privacy',
  grievance: 'admin.sent.kind.grievance',
  breach: 'admin.sent.kind.breach',
  invoice: 'admin.sent.kind.invoice',
  renewal: 'admin.sent.kind.renewal',
  formRequest: 'admin.sent.kind.formRequest',
  checkIn: 'admin.sent.kind.checkIn',
  journalNudge: 'admin.sent.kind.journalNudge',
  missedSession: 'admin.sent.kind.missedSession',
  retestDue: 'admin.sent.kind.retestDue',
  chat: 'admin.sent.kind.chat',
  paymentLink: 'admin.sent.kind.paymentLink',
  reportReady: 'admin.sent.kind.reportReady',
  paymentRequest: 'admin.sent.kind.paymentRequest',
  other: 'admin.sent.kind.other',
};

export const channelKeys: Record<NotificationLogRow['channel'], MessageKey> = {
  email: 'admin.sent.channel.email',
  whatsapp: 'admin.sent.channel.whatsapp',
  sms: 'admin.sent.channel.sms',
};

export const statusBadges: Record<NotificationLogRow['status'], { key: MessageKey; tone: Tone }> = {
  pending: { key: 'admin.sent.status.pending', tone: 'grey' },
  sending: { key: 'admin.sent.status.sending', tone: 'blue' },
  sent: { key: 'admin.sent.status.sent', tone: 'green' },
  failed: { key: 'admin.sent.status.failed', tone: 'red' },
  expired: { key: 'admin.sent.status.expired', tone: 'amber' },
  cancelled: { key: 'admin.sent.status.cancelled', tone: 'grey' },
};
