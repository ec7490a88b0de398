import type { AppointmentBadge, MessageKey } from '@nourishwell/shared';

/** Each appointment badge's words in the catalogue (the shared rule names badges in English). */
export const badgeText: Record<AppointmentBadge, MessageKey> = {
  Completed: 'scheduling.badge.completed',
  Today: 'scheduling.badge.today',
  'This Week': 'scheduling.badge.thisWeek',
  Upcoming: 'scheduling.badge.upcoming',
  Past: 'scheduling.badge.past',
};
