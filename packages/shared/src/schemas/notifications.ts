import { z } from 'zod';
import { idSchema } from './common.ts';

/** In-app notices: a comment on her journal (issue 16); a session booked, moved or cancelled by the other person (issue 17); a privacy change such as a client withdrawing consent, and a data concern (issue 18). */
export const NOTIFICATION_KINDS = ['journalComment', 'booking', 'privacy', 'grievance'] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** Where in the app it leads, e.g. /dashboard/client?date=2026-11-20#journal. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  unread: z.number().int(),
  /** The newest 20. */
  items: z.array(notificationSchema),
});
export type Notifications = z.infer<typeof notificationsSchema>;

/** POST /api/notifications/read: the ones she has seen, or all when ids are left out. */
export const notificationsReadSchema = z.object({ ids: z.array(idSchema).max(100).optional() });

export const notificationMessages = {
  loadFailed: 'Could not load notifications. Please try again.',
  empty: 'No notifications yet.',
  /** Said when marking read fails and the server gave no message. */
  readFailed: 'Could not mark notifications read. Please try again.',
} as const;
