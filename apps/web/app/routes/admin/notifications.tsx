import { NotificationsPanel } from '#web/features/notifications/components/notifications-panel.tsx';

/** Issue 17: the emails and texts the practice sent, for the admin to check. */
export default function AdminNotifications() {
  return <NotificationsPanel />;
}
