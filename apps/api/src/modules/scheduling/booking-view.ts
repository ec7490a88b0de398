import type { Booking } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { SessionRow } from './sessions.repository.ts';
import { videoUrlFor } from './video-url.ts';

/** Who is looking: her nutritionist may always change a booked session, the client only before the window. */
export interface Viewer {
  role: string;
}

/**
 * A session as the API answers it. The client may change it herself until `changeBefore`
 * (start minus the practice's change window); her nutritionist any time while it is booked.
 */
export function bookingView(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  row: SessionRow,
  viewer: Viewer,
  changeWindowHours: number,
  now = deps.clock.now(),
): Booking {
  const changeBefore = new Date(row.scheduledAt.getTime() - changeWindowHours * 3_600_000);
  const booked = row.status === 'booked';
  return {
    id: row.id,
    start: row.scheduledAt.toISOString(),
    end: row.endsAt.toISOString(),
    status: row.status,
    videoUrl: videoUrlFor(deps, row.meetingUrl, row.videoRoom),
    clientId: row.clientId,
    clientName: row.clientName,
    nutritionistId: row.nutritionistId,
    nutritionistName: row.nutritionistName,
    notes: row.notes,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    canChange: viewer.role === 'client' ? booked && now < changeBefore : booked,
    changeBefore: changeBefore.toISOString(),
  };
}
